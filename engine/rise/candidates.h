// The moves worth checking for a player where the game is: what LegalMoves filters to those
// without problems and IllegalMoves to those with exactly one (rules_check.h). Not every
// possible move: one payment per link (the first ready resources; with `broad`, also one short
// and one exhausted), single targets among the cards on the field and the stack and the players,
// X up to 3.

#ifndef TCGJUDGE_ENGINE_RISE_CANDIDATES_H_
#define TCGJUDGE_ENGINE_RISE_CANDIDATES_H_

#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/decisions.h"

namespace tcgjudge::rise {

std::vector<Move> Candidates(const Context& c, Seat player, bool broad);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_CANDIDATES_H_
