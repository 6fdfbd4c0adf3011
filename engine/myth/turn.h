// The turn (§3, §17.4): the preparation phase's reset step, draw step and end, each with its
// special window; the main phase, where the active player acts with no window open; the end
// phase's discard to 7 and the end of the turn. And the game's end (§1): a general at 0 life or
// a draw from an empty library loses; simultaneous losses mean both lose (§1.2).

#ifndef TCGJUDGE_ENGINE_MYTH_TURN_H_
#define TCGJUDGE_ENGINE_MYTH_TURN_H_

#include <vector>

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"

namespace tcgjudge::myth {

// Turn `number + 1` of `active` begins with its reset step (§3): everything it controls that is
// tapped, on the field and in its 灵力区, is reset; cards exiled until a reset card resets come
// back (§10.2).
void BeginTurn(Context& c, Seat active);

// Runs the game on from a point where no window is open and nobody is asked: settles the result,
// finishes a declared combat (§21), opens the window of waiting triggered skills (§14.3), holds
// the step's special window (§17.4) or moves to the next step, until someone is asked.
void Advance(Context& c);

// §1.1, §1.2: ends the game if a general has no life left or a player had to draw from an empty
// library; returns whether it is over.
bool SettleResult(Context& c);
void EndGame(Context& c, uint8_t losers, const std::string& reason);

// `seat` draws `count` cards from the top of its library (§2.1), each triggering its "whenever you
// draw" skills (§17.2 #1); an empty library is a loss (§1.1 #2), settled by SettleResult.
void DrawCards(Context& c, Seat seat, int count);

// The active player declares the end of the main phase (§17.4 主要阶段结束时).
void LeaveMainPhase(Context& c);

// §17.4: the discard step's discard down to 7.
Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards);
Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards);
void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards);

inline constexpr size_t kHandLimit = 7;  // §17.4.

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_TURN_H_
