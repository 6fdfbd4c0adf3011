// Priority and pre-priority processing (§412, §708): whenever a player would receive priority,
// the pre-priority checks run in batches until one changes nothing (§412.6: characters with no
// life or lethal damage destroyed, a player who drew from an empty deck loses), then the waiting
// triggered effects go on the stack, the turn player's first (§708.1a), each player ordering its
// own; the checks run again until nothing changes; then the player gets priority. A pass
// gives priority to the other player (§412.1); both passing in succession resolves the top link
// or closes the window (§412.4).

#ifndef TCGJUDGE_ENGINE_RISE_PRIORITY_H_
#define TCGJUDGE_ENGINE_RISE_PRIORITY_H_

#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// §412.5: pre-priority processing, then `seat` gets priority (or the game waits for a player's
// order of its triggered effects, and gives `seat` priority after).
void GivePriority(Context& c, Seat seat);

// §412.5 from wherever it stopped (a player's choice, armour against a packet): checks until
// stable, triggers, and again; then the player waiting for priority gets it.
void ContinuePrePriority(Context& c);

// §412.6: the batches of pre-priority checks until one changes nothing; returns whether the game
// is over or waits for armour against a packet (§717.2c).
bool RunStateChecks(Context& c);

// `player` holds priority and passes (§412.1, §412.4).
void Pass(Context& c, Seat player);

// §708.1a: the order of `player`'s waiting triggered effects, the first lowest on the stack.
Status RefuseOrderTriggers(const Context& c, Seat player, const OrderTriggers& d);
void DoOrderTriggers(Context& c, Seat player, const OrderTriggers& d);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_PRIORITY_H_
