// The invariants of a 零次元 position (Ruleset::CheckInvariants): what every state the fold
// reaches holds, checked on every decoded snapshot and by the tests after every event.

#ifndef TCGJUDGE_ENGINE_ZERO_INVARIANTS_H_
#define TCGJUDGE_ENGINE_ZERO_INVARIANTS_H_

#include <vector>

#include "engine/zero/card_info.h"
#include "engine/zero/state.h"
#include "events/status.h"

namespace tcgjudge::zero {

// Ok, or kCorruption naming the first invariant `state` breaks (with `cards`, the table's card
// information): every card listed in exactly the zone its state names; cards tapped only where
// 104(4) allows; one event per event zone at a priority point (206(3)); recorded effects that
// their cards have; "this turn" changes only on cards in play (407) and "战斗时" ones
// only during a combat (507); waits that agree with the effects being placed and the counter
// effects being carried out (704(5)); the index and the state key the fold keeps equal to ones
// found from scratch; chain links whose cards are in the game and on the chain.
[[nodiscard]] Status InvariantProblem(const State& state, const std::vector<CardInfo>& cards);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_INVARIANTS_H_
