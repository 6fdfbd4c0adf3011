// The decisions worth judging in a position, generated broadly (Stockfish's movegen): LegalMoves
// keeps those CheckMove finds nothing wrong with, IllegalMoves those it finds exactly one thing
// wrong with, so the two lists and Apply never disagree (rules_check.h, W-13).

#ifndef TCGJUDGE_ENGINE_WHEEL_CANDIDATES_H_
#define TCGJUDGE_ENGINE_WHEEL_CANDIDATES_H_

#include <vector>

#include "engine/wheel/context.h"
#include "engine/wheel/decisions.h"

namespace tcgjudge::wheel {

// `player`'s candidate moves: with `broad`, also those a rule forbids here (a second mana stone, a
// non-Instant response, an Ambush-less card face-down, ...); one cell per zone and one stone per
// colour stand for the others.
std::vector<Move> Candidates(const Context& c, Seat player, bool broad);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_CANDIDATES_H_
