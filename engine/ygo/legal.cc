// LegalDecisions and IllegalDecisions (engine/ruleset.h): the candidates of candidates.h judged by
// the same checks as Apply (rules_check.h).

#include "engine/derived_decisions.h"
#include "engine/ygo/candidates.h"
#include "engine/ygo/decisions.h"
#include "engine/ygo/paper.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

// The candidates, less those that name a card nobody saw in a paper game (Y-P4).
std::vector<tcgjudge::Decision> KnownCandidates(const Context& c, Seat player, bool broad) {
  std::vector<tcgjudge::Decision> out = Candidates(c, player, broad);
  if (c.s.paper) {
    std::erase_if(
        out, [&](const tcgjudge::Decision& d) { return !RefuseUnrecordedIdentity(c, d).ok(); });
  }
  return out;
}

}  // namespace

std::vector<tcgjudge::Decision> YgoRuleset::LegalDecisions(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  if (s.over || s.wait == Wait::kShuffle || s.turn.number == 0) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  std::vector<tcgjudge::Decision> out = LegalAmong(
      s.waiting_for, [&](Seat player, bool broad) { return KnownCandidates(c, player, broad); },
      [&](Seat player, const tcgjudge::Decision& d) { return CheckDecision(c, player, d); });
  out.emplace_back(Concede{});
  return out;
}

std::vector<Ruleset::IllegalDecision> YgoRuleset::IllegalDecisions(
    const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  if (s.over || s.wait == Wait::kShuffle || s.turn.number == 0) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  std::vector<IllegalDecision> out;
  for (IllegalMove<tcgjudge::Decision>&illegal : IllegalAmong(
           [&](Seat player, bool broad) { return KnownCandidates(c, player, broad); },
           [&](Seat player, const tcgjudge::Decision&d) { return CheckDecision(c, player, d); },
           [](const Problem&problem) { return InfoOf(problem.rule).code; })) {
    out.push_back({illegal.player, std::move(illegal.move), std::move(illegal.code)});
  }
  return out;
}

}  // namespace tcgjudge::ygo
