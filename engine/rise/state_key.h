// The state key of a 崛起TCG position (Ruleset::StateKey; docs/log-format.md, "Recorded state
// keys"): modulo 2^64, the sum of
//   the rest term:  StateKeyTerm("rise.rest", the snapshot's encoding of State's fields without
//                   the players, and with the cards of each seat written as their count alone);
//   a card term per card instance:  StateKeyTerm("rise.card", its CardId, its CardState);
//   a seat term per player:  StateKeyTerm("rise.seat", the seat index, its PlayerState);
//   a token term per token (§413.2):  StateKeyTerm("rise.card", its CardId (AT01...), its
//                   CardState);
//   and, in a game with counters only (§413.1), a counters term:  StateKeyTerm("rise.counters",
//                   State::counters as the snapshot writes it);
//   and, in a game with extra or skipped turns only (§500.3, §500.4), a turns term:
//                   StateKeyTerm("rise.turns", State::next_turns, then State::skips);
// each piece as the snapshot writes it (engine/reflect_bytes.h; the tag as a string is
// written: its length, then its ASCII bytes; engine/state_key.h).

#ifndef TCGJUDGE_ENGINE_RISE_STATE_KEY_H_
#define TCGJUDGE_ENGINE_RISE_STATE_KEY_H_

#include <cstdint>

#include "engine/rise/state.h"
#include "events/status.h"

namespace tcgjudge::rise {

// The key from the kept terms (State::key_terms): the terms of what differs from the value they
// were computed from are computed again first (every term, if unknown).
uint64_t KeptStateKey(const State& state);

// Where the kept terms are known: brings them up to date, then checks each against the one the
// state gives now; kCorruption naming the first that differs.
Status StateKeyProblem(const State& state);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_STATE_KEY_H_
