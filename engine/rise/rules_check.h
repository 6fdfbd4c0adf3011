// How every decision handler of the 崛起TCG fold is built, as Yu-Gi-Oh's
// (engine/ygo/rules_check.h):
//
//   Refuse(c, player, d)    what cannot happen at all (a card that is not where the decision
//                           needs it, an ability the card does not have): kInvalidInput, and the
//                           state is left as it was;
//   Problems(c, player, d)  every rule the decision breaks where it is made, in plain words;
//   Do(c, player, d)        what the table did: applied in full, then the game runs on.
//
// Apply flags the problems and does (or, for an attempt to add a link under illegalLink=rewind,
// flags them and undoes it as §707.2 says); LegalMoves keeps candidates without problems and
// IllegalMoves those with exactly one, so the three never disagree.

#ifndef TCGJUDGE_ENGINE_RISE_RULES_CHECK_H_
#define TCGJUDGE_ENGINE_RISE_RULES_CHECK_H_

#include <string>
#include <vector>

#include "engine/rise/violations.h"
#include "engine/rules_check.h"

namespace tcgjudge::rise {

using Problem = RuleProblem<Rule>;  // engine/rules_check.h
using Problems = std::vector<Problem>;

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_RULES_CHECK_H_
