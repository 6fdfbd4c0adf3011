// The legal and the illegal decisions at a decision point, derived from one list of candidates
// and the one check Apply runs, so that neither restates a rule and neither can disagree with
// Apply (Ruleset::LegalDecisions and IllegalDecisions; docs/rulesets.md). A ruleset written in
// Yu-Gi-Oh's mould gives
//   candidates(player, broad): the moves worth trying for `player` (a std::vector of the
//     ruleset's move type); with `broad`, also moves that break rules, for the injected-illegal
//     recall;
//   check(player, move): the problems Apply flags for `move` (a Result of a vector of problems;
//     an error where the move cannot happen at all);
//   code_of(problem): the violation code of one problem.

#ifndef TCGJUDGE_ENGINE_DERIVED_DECISIONS_H_
#define TCGJUDGE_ENGINE_DERIVED_DECISIONS_H_

#include <algorithm>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "events/seat.h"

namespace tcgjudge {

// A move that breaks exactly one rule, with the violation code Apply draws for it.
template <typename Move>
struct IllegalMove {
  Seat player = Seat::kA;
  Move move;
  std::string code;
};

template <typename Candidates>
using CandidateMove = typename std::invoke_result_t<const Candidates&, Seat, bool>::value_type;

// `waiting`'s candidates without a problem, each once, in the candidates' order.
template <typename Candidates, typename Check>
std::vector<CandidateMove<Candidates>> LegalAmong(Seat waiting, const Candidates& candidates,
                                                  const Check& check) {
  std::vector<CandidateMove<Candidates>> out;
  for (auto& move : candidates(waiting, /*broad=*/false)) {
    auto problems = check(waiting, move);
    if (problems.ok() && problems->empty() &&
        std::find(out.begin(), out.end(), move) == out.end()) {
      out.push_back(std::move(move));
    }
  }
  return out;
}

// Both players' broad candidates with exactly one problem, each once per player, with that
// problem's code.
template <typename Candidates, typename Check, typename CodeOf>
std::vector<IllegalMove<CandidateMove<Candidates>>> IllegalAmong(const Candidates& candidates,
                                                                 const Check& check,
                                                                 const CodeOf& code_of) {
  std::vector<IllegalMove<CandidateMove<Candidates>>> out;
  for (Seat player : {Seat::kA, Seat::kB}) {
    for (auto& move : candidates(player, /*broad=*/true)) {
      auto problems = check(player, move);
      if (!problems.ok() || problems->size() != 1) continue;
      const bool seen = std::any_of(out.begin(), out.end(), [&](const auto& illegal) {
        return illegal.player == player && illegal.move == move;
      });
      if (!seen) out.push_back({player, std::move(move), std::string(code_of(problems->front()))});
    }
  }
  return out;
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_DERIVED_DECISIONS_H_
