// The state key of a 零次元 position (Ruleset::StateKey; docs/log-format.md, "Recorded state
// keys"): modulo 2^64, the sum of
//   the rest term:  StateKeyTerm("zero.rest", PutSnapshotOptions, PutSnapshotFlags of A and of B,
//                   the count of A's and of B's cards (varints), PutSnapshotTail);
//   a card term per card instance:  StateKeyTerm("zero.card", PutSnapshotId, PutSnapshotCard);
//   a zone term per entry of each player's eight zones:  StateKeyTerm("zero.zone", the seat
//                   index, the zone's number (0 deck .. 7 removed), the entry's position q, the
//                   card's PutSnapshotId; each a varint), q counted from the zone's bottom for the
//                   deck and the life zone and from its front for the others (KeyCountsFromBottom).
// (engine/state_key.h; the pieces are the snapshot's, engine/zero/snapshot.h; the tags are their
// 9 ASCII bytes.) The kept terms (State::key_terms) make a draw change three terms: the card's,
// the deck's top entry and the hand's new one.

#ifndef TCGJUDGE_ENGINE_ZERO_STATE_KEY_H_
#define TCGJUDGE_ENGINE_ZERO_STATE_KEY_H_

#include <cstdint>

#include "engine/zero/state.h"
#include "events/status.h"

namespace tcgjudge::zero {

// The key from the kept terms, brought up to date first (computed whole if unknown).
uint64_t KeptStateKey(const State& state);

// Where the kept terms are known: brings them up to date, then checks every term against the one
// the state gives now; kCorruption naming the first stale one (a write that bypassed State's
// accessors).
Status StateKeyProblem(const State& state);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_STATE_KEY_H_
