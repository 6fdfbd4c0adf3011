// LegalDecisions and IllegalDecisions (engine/ruleset.h): the candidates of candidates.h judged by
// the same checks as Apply (rules_check.h).

#include <algorithm>
#include <map>

#include "engine/ygo/candidates.h"
#include "engine/ygo/decisions.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {

std::vector<tcgjudge::Decision> YgoRuleset::LegalDecisions(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  if (s.over || s.wait == Wait::kShuffle || s.turn.number == 0) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  std::vector<tcgjudge::Decision> out;
  for (tcgjudge::Decision& d : Candidates(c, s.waiting_for, /*broad=*/false)) {
    Result<Problems> problems = CheckDecision(c, s.waiting_for, d);
    if (problems.ok() && problems->empty() && std::find(out.begin(), out.end(), d) == out.end()) {
      out.push_back(std::move(d));
    }
  }
  out.emplace_back(Concede{});
  return out;
}

std::vector<Ruleset::IllegalDecision> YgoRuleset::IllegalDecisions(
    const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  if (s.over || s.wait == Wait::kShuffle || s.turn.number == 0) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  std::vector<IllegalDecision> out;
  for (Seat player : {Seat::kA, Seat::kB}) {
    for (tcgjudge::Decision& d : Candidates(c, player, /*broad=*/true)) {
      Result<Problems> problems = CheckDecision(c, player, d);
      if (!problems.ok() || problems->size() != 1) continue;
      const bool seen = std::any_of(out.begin(), out.end(), [&](const IllegalDecision& i) {
        return i.player == player && i.decision == d;
      });
      if (!seen) {
        out.push_back({player, std::move(d), std::string(InfoOf(problems->front().rule).code)});
      }
    }
  }
  return out;
}

}  // namespace tcgjudge::ygo
