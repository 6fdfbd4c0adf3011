// The decisions that add a link (§412.2, §705.1), each as Refuse / Problems / Do
// (rules_check.h): placing a resource (§414), using a card (§406, §707), activating a paid
// ability (§701) and completing a command (§702). Every problem of these is a step of adding a
// link that cannot be completed, which §707.2 undoes under illegalLink=rewind.

#ifndef TCGJUDGE_ENGINE_RISE_PLAY_H_
#define TCGJUDGE_ENGINE_RISE_PLAY_H_

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// §412.1: a link is added by the player holding priority; nobody holds it in the tally step
// (§503.2a), during pre-priority processing (§412.5) or while a guard is awaited (C-5).
void PriorityProblems(const Context& c, Seat player, Problems* out);
// §412.2b, §502.1: the player's own non-combat action phase, with an empty stack.
bool MainTiming(const Context& c, Seat player);

Status RefusePlaceResource(const Context& c, Seat player, const PlaceResource& d);
Problems PlaceResourceProblems(const Context& c, Seat player, const PlaceResource& d);
void DoPlaceResource(Context& c, Seat player, const PlaceResource& d);

Status RefuseUseCard(const Context& c, Seat player, const UseCard& d);
Problems UseCardProblems(const Context& c, Seat player, const UseCard& d);
void DoUseCard(Context& c, Seat player, const UseCard& d);

Status RefuseActivateAbility(const Context& c, Seat player, const ActivateAbility& d);
Problems ActivateAbilityProblems(const Context& c, Seat player, const ActivateAbility& d);
void DoActivateAbility(Context& c, Seat player, const ActivateAbility& d);

Status RefuseCompleteCommand(const Context& c, Seat player, const CompleteCommand& d);
Problems CompleteCommandProblems(const Context& c, Seat player, const CompleteCommand& d);
void DoCompleteCommand(Context& c, Seat player, const CompleteCommand& d);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_PLAY_H_
