// How every decision handler of the 神话起源 fold is built, in Yu-Gi-Oh's mould
// (engine/ygo/rules_check.h): three pure steps and one that acts.
//
//   Refuse(c, player, d)    what cannot happen at all (a card that is not there, a stack position
//                           above the top): kInvalidInput, and the state is left as it was;
//   Problems(c, player, d)  every rule the decision breaks where it is made, in plain words;
//   Do(c, player, d)        what the table did: applied in full, then the game runs on.
//
// Apply flags the problems and does; the legal and illegal decisions are derived from the same
// check, so the three never disagree.

#ifndef TCGJUDGE_ENGINE_MYTH_RULES_CHECK_H_
#define TCGJUDGE_ENGINE_MYTH_RULES_CHECK_H_

#include <string>
#include <vector>

#include "engine/myth/violations.h"
#include "engine/rules_check.h"

namespace tcgjudge::myth {

using Problem = RuleProblem<Rule>;  // engine/rules_check.h
using Problems = std::vector<Problem>;

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_RULES_CHECK_H_
