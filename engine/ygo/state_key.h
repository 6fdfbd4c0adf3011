// The state key of a Yu-Gi-Oh position (Ruleset::StateKey; docs/log-format.md, "Recorded state
// keys"): modulo 2^64, the sum of
//   the rest term:  StateKeyTerm("ygo.rest", the snapshot's encoding of State's fields without the
//                   players, and with the cards and the tokens of each seat written as their
//                   counts alone);
//   a card term per card instance and token:  StateKeyTerm("ygo.card", its CardId, its
//                   CardState);
//   a seat term per player:  StateKeyTerm("ygo.seat", the seat index, its PlayerState);
//   and, in a paper game only (State::paper set), a paper term:  StateKeyTerm("ygo.paper",
//                   State::paper as the snapshot writes it): O(the record's handles) per key;
// each piece as the snapshot writes it (engine/reflect_bytes.h; the tag as a string is
// written: its length, then its 8 ASCII bytes; engine/state_key.h).

#ifndef TCGJUDGE_ENGINE_YGO_STATE_KEY_H_
#define TCGJUDGE_ENGINE_YGO_STATE_KEY_H_

#include <cstdint>

#include "engine/ygo/state.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// The key from the kept terms (State::key_terms): the terms of what differs from the value they
// were computed from are computed again first (every term, if unknown).
uint64_t KeptStateKey(const State& state);

// Where the kept terms are known: brings them up to date, then checks each against the one the
// state gives now; kCorruption naming the first that differs.
Status StateKeyProblem(const State& state);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_STATE_KEY_H_
