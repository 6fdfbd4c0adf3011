// How every decision handler of the Yu-Gi-Oh fold is built: three pure steps and one that acts.
//
//   Refuse(c, player, d)    what cannot happen at all (a card that is not there, a cell that holds
//                           a card already): kInvalidInput, and the state is left as it was;
//   Problems(c, player, d)  every rule the decision breaks where it is made, in plain words;
//   Do(c, player, d)        what the table did: applied in full, then the duel runs on.
//
// Apply flags the problems and does; LegalDecisions keeps candidates without problems and
// IllegalDecisions those with exactly one, so the three never disagree (docs/rulings-ygo.md Y-2).

#ifndef TCGJUDGE_ENGINE_YGO_RULES_CHECK_H_
#define TCGJUDGE_ENGINE_YGO_RULES_CHECK_H_

#include <string>
#include <vector>

#include "engine/rules_check.h"
#include "engine/ygo/violations.h"

namespace tcgjudge::ygo {

using Problem = RuleProblem<Rule>;  // engine/rules_check.h
using Problems = std::vector<Problem>;

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_RULES_CHECK_H_
