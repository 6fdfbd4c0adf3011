// How every decision handler of the 永恒之轮 fold is built, as Yu-Gi-Oh's
// (engine/ygo/rules_check.h):
//
//   Refuse(c, player, d)    what cannot happen at all (a card that is not where the decision
//                           needs it, a cell that holds a card already): kInvalidInput, and the
//                           state is left as it was;
//   Problems(c, player, d)  every rule the decision breaks where it is made, in plain words;
//   Do(c, player, d)        what the table did: applied in full, then the game runs on.
//
// Apply flags the problems and does; LegalDecisions keeps candidates without problems and
// IllegalDecisions those with exactly one, so the three never disagree (docs/rulings-wheel.md
// W-13).

#ifndef TCGJUDGE_ENGINE_WHEEL_RULES_CHECK_H_
#define TCGJUDGE_ENGINE_WHEEL_RULES_CHECK_H_

#include <string>
#include <vector>

#include "engine/rules_check.h"
#include "engine/wheel/violations.h"

namespace tcgjudge::wheel {

using Problem = RuleProblem<Rule>;  // engine/rules_check.h
using Problems = std::vector<Problem>;

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_RULES_CHECK_H_
