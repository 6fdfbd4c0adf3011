// The 零次元 decisions worth trying at a decision point: what ZeroRuleset::LegalDecisions and
// IllegalDecisions derive theirs from, with the one check Apply runs (engine/derived_decisions.h,
// decisions.cc), so that neither list restates a rule. A candidate is only a move: whether it is
// legal, and which rule it breaks, is what Apply says of it.

#ifndef TCGJUDGE_ENGINE_ZERO_CANDIDATES_H_
#define TCGJUDGE_ENGINE_ZERO_CANDIDATES_H_

#include <vector>

#include "engine/zero/card_info.h"
#include "engine/zero/state.h"
#include "events/event.h"

namespace tcgjudge::zero {

class Game;

// The moves `game`'s state's waiting player may make at its decision point (empty when it waits
// for a fact or the game is over), ending with Concede. Where a decision picks several cards
// (discard, scrap), one choice per distinct shape is listed, not every subset. candidates.cc.
std::vector<Decision> PlayCandidates(Game& game, const std::vector<CardInfo>& table);

// Moves that each break a rule the bots' moves keep, for `player` at `game`'s decision point:
// what `simulate --inject-illegal` tries (a pass without priority, an attack by a character that
// cannot attack, a payment one resource short, ...). rule_breaking.cc.
std::vector<Decision> RuleBreakingCandidates(Game& game, const std::vector<CardInfo>& table,
                                             Seat player);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_CANDIDATES_H_
