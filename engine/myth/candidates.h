// The decisions worth trying where the game waits: LegalMoves keeps those without problems,
// IllegalMoves those with exactly one (rules_check.h), so neither restates a rule.

#ifndef TCGJUDGE_ENGINE_MYTH_CANDIDATES_H_
#define TCGJUDGE_ENGINE_MYTH_CANDIDATES_H_

#include <string>
#include <vector>

#include "engine/derived_decisions.h"
#include "engine/myth/context.h"
#include "engine/myth/decisions.h"

namespace tcgjudge::myth {

// Candidate decisions of `player` now. Without `broad`, the ones a player would make (usually
// legal); with it, also ones out of their timing, under-paid, below ①, with wrong targets: the
// illegal decisions a table makes.
std::vector<Move> Candidates(const Context& c, Seat player, bool broad);

// The candidates without problems (never conceding).
std::vector<Move> LegalMoves(const Context& c);

using IllegalMove = ::tcgjudge::IllegalMove<Move>;
// The broad candidates of both players with exactly one problem (derived_decisions.h).
std::vector<IllegalMove> IllegalMoves(const Context& c);

// What is broken in `s` (a card in two places, a wait without its window, ...), "" if nothing.
std::string InvariantProblem(const State& s, const CardTable& table);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_CANDIDATES_H_
