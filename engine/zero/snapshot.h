// The pieces of a 零次元 snapshot's encoding (ZeroRuleset::EncodeSnapshot, snapshot.cc, layout 7),
// each written exactly as the snapshot writes it: the snapshot is these pieces in order, and the
// state key (state_key.h) digests the same pieces, so both hold the same position.
//
// The snapshot: "zero" (length-prefixed), the layout version; PutSnapshotOptions; per seat its
// eight zones (each a count, then PutSnapshotId per card) and PutSnapshotFlags; per seat its
// count of cards, then PutSnapshotCard per card; PutSnapshotTail.

#ifndef TCGJUDGE_ENGINE_ZERO_SNAPSHOT_H_
#define TCGJUDGE_ENGINE_ZERO_SNAPSHOT_H_

#include "engine/byte_io.h"
#include "engine/zero/state.h"

namespace tcgjudge::zero {

// The rule options (first_turn_draw, life_dealt_as_block, direct_attack_damage,
// official_tournament).
void PutSnapshotOptions(ByteWriter& w, const Options& options);
// A card id: one varint, seat index * 1024 + index (0 for no card: index 0).
void PutSnapshotId(ByteWriter& w, CardId id);
// A player's flags and hand limit (shuffled, placed_resource, levelled_up, hand_limit).
void PutSnapshotFlags(ByteWriter& w, const PlayerState& player);
// One card instance's state, its 18 fields in CardState's order.
void PutSnapshotCard(ByteWriter& w, const CardState& card);
// Everything of the state after its cards (StateRest but the options): the turn, the step, what
// it waits for, the chain, the triggers, the combat, the "this turn" changes, the result and the
// tagged extensions.
void PutSnapshotTail(ByteWriter& w, const State& state);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_SNAPSHOT_H_
