// How every decision handler of a ruleset written in Yu-Gi-Oh's mould is built (docs/rulesets.md):
// three pure steps and one that acts.
//
//   refuse    what cannot happen at all (a card that is not there, a cell that holds a card
//             already): kInvalidInput, and the state is left as it was;
//   problems  every rule the decision breaks where it is made, in plain words;
//   act       what the table did: applied in full, then the game runs on.
//
// A handler returns a RulePlan. The ruleset's Apply flags the plan's problems and acts
// (CarryOut); its LegalDecisions and IllegalDecisions judge candidates by the problems alone
// (engine/derived_decisions.h), so that the three never disagree. `Rule` is the ruleset's enum of
// the rules a problem can break (its violations table), `Context` what its handlers act on.

#ifndef TCGJUDGE_ENGINE_RULES_CHECK_H_
#define TCGJUDGE_ENGINE_RULES_CHECK_H_

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge {

// One rule a decision breaks, and what happened in plain words.
template <typename Rule>
struct RuleProblem {
  Rule rule;
  std::string text;
};

// A decision's problems, and what doing it does.
template <typename Context, typename Rule>
struct RulePlan {
  using Problems = std::vector<RuleProblem<Rule>>;
  Problems problems;
  std::function<void(Context&)> act;
  // Whether the decision adds a link to the chain: read by a ruleset whose rules undo an illegal
  // attempt to add one themselves (崛起TCG §707.2).
  bool adds_link = false;
};

// A plan that flags `problems` and does nothing else.
template <typename Plan>
Plan NothingBut(typename Plan::Problems problems = {}) {
  return Plan{std::move(problems), [](auto&) {}};
}

// The plan of a handler's three steps: `refuse()`'s error where it fails, else `problems()` and
// `act`.
template <typename Plan, typename Refuse, typename ProblemsOf, typename Act>
Result<Plan> PlanOfSteps(const Refuse& refuse, const ProblemsOf& problems, Act act) {
  TJ_RETURN_IF_ERROR(refuse());
  return Plan{problems(), std::move(act)};
}

// What Apply does with `plan`, a decision of `player`: flags each of its problems (Context::Flag)
// and acts.
template <typename Context, typename Rule>
void CarryOut(Context& c, Seat player, RulePlan<Context, Rule>& plan) {
  for (const RuleProblem<Rule>& p : plan.problems) c.Flag(p.rule, player, p.text);
  plan.act(c);
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_RULES_CHECK_H_
