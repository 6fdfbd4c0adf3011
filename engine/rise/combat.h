// Combat (chapter 6, §600-§603) and firing weapons in it (§305.2, §412.2a, §415.2). Chapter 6 is
// missing from the source: every step here is a reading of docs/rulings-rise.md (C-1 to C-12),
// so that if the chapter turns up, this file pair and that section change.
//
// A combat: the turn player declares an attacker and a planned defender; the declaration effect
// goes on the stack (C-1) and when it resolves the combat step begins: a responses window (C-4),
// the defending player's guard (C-5), the defence window where weapons are fired (C-6), and the
// combat end (§603, C-7): combat damage, pre-priority checks without triggers, everyone out of
// the combat, the action phase's window with the turn player.

#ifndef TCGJUDGE_ENGINE_RISE_COMBAT_H_
#define TCGJUDGE_ENGINE_RISE_COMBAT_H_

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// C-1, C-2, C-3: declaring a combat (a link: §707.2 undoes an illegal attempt).
Status RefuseDeclareCombat(const Context& c, Seat player, const DeclareCombat& d);
Problems DeclareCombatProblems(const Context& c, Seat player, const DeclareCombat& d);
void DoDeclareCombat(Context& c, Seat player, const DeclareCombat& d);
// §709.2a, §709.2g, §601.2 (C-1): the declaration resolves: the combat step begins, or the
// declaration, illegal now, is countered by the game.
void ResolveDeclaration(Context& c, const Link& link);

// C-5, §602.2: the defending player's guard, or its pass (no guard).
Status RefuseGuard(const Context& c, Seat player, const Guard& d);
Problems GuardProblems(const Context& c, Seat player, const Guard& d);
void DoGuard(Context& c, Seat player, const Guard& d);
void DeclineGuard(Context& c);

// C-6, §305.2: firing a weapon in the defence window (a link).
Status RefuseFireWeapon(const Context& c, Seat player, const FireWeapon& d);
Problems FireWeaponProblems(const Context& c, Seat player, const FireWeapon& d);
void DoFireWeapon(Context& c, Seat player, const FireWeapon& d);
// §305.2a: the fire effect resolves into a fire influence for the combat.
void ResolveFire(Context& c, const Link& link);

// §412.4b inside the combat step: the responses window closes into the guard (C-5), the defence
// window into the combat end (§603).
void CloseCombatWindow(Context& c);

// §603.2, §603.3: the rest of the combat end once its damage packets are dealt (damage.h).
void FinishCombat(Context& c);

// Whether `p` is still in the combat: the same object on the field (§602.4, C-8).
bool StillInCombat(const Context& c, const Participant& p);
// `id`'s power in the combat: its power, plus its controller's fire influences if it is that
// player's weapon-firer (§305.2a, C-10).
int32_t CombatPower(const Context& c, CardId id);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_COMBAT_H_
