// The state key of a 神话起源 position (Ruleset::StateKey; docs/log-format.md, "Recorded state
// keys"): modulo 2^64, the sum of
//   the rest term:  StateKeyTerm("myth.rest", the snapshot's encoding of State's fields without
//                   the players, and with the cards and the tokens of each seat written as their
//                   counts alone);
//   a card term per card instance and token:  StateKeyTerm("myth.card", its CardId, its
//                   CardState);
//   a seat term per player:  StateKeyTerm("myth.seat", the seat index, its PlayerState);
// each piece as the snapshot writes it (engine/reflect_bytes.h; the tag as a string is written:
// its length, then its ASCII bytes; engine/state_key.h).

#ifndef TCGJUDGE_ENGINE_MYTH_STATE_KEY_H_
#define TCGJUDGE_ENGINE_MYTH_STATE_KEY_H_

#include <cstdint>

#include "engine/myth/state.h"
#include "events/status.h"

namespace tcgjudge::myth {

// The key from the kept terms (State::key_terms): the terms of what differs from the value they
// were computed from are computed again first (every term, if unknown).
uint64_t KeptStateKey(const State& state);

// Where the kept terms are known: brings them up to date, then checks each against the one the
// state gives now; kCorruption naming the first that differs.
Status StateKeyProblem(const State& state);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_STATE_KEY_H_
