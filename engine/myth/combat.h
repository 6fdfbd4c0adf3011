// Initiating combat (§20-§22): the active player, in the main phase with no window open (M-7),
// declares an upright creature or general it controls (a general naming one equipment it wears,
// §21.1, §22.3) against the opponent's general or creature; a window opens (§21.1). Then the
// failure checks (§21.4): an attacker now barred, tapped or gone, or a wielded equipment tapped
// or gone, ends the combat with nothing tapped. Otherwise the attacker (and the equipment) taps
// (§21.2) and the two deal each other damage equal to their 武力 (§22.1); an attacked card that
// left the field makes the attack a whiff that still counts as successful (§21.5). A wielded
// equipment loses 1 durability on every successful attack (§21.3, M-12).

#ifndef TCGJUDGE_ENGINE_MYTH_COMBAT_H_
#define TCGJUDGE_ENGINE_MYTH_COMBAT_H_

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"
#include "events/myth/decision.h"

namespace tcgjudge::myth {

Status RefuseInitiateCombat(const Context& c, Seat player, const InitiateCombat& d);
Problems InitiateCombatProblems(const Context& c, Seat player, const InitiateCombat& d);
void DoInitiateCombat(Context& c, Seat player, const InitiateCombat& d);

// After the declaration's window: the failure checks, execution and damage (§21.2-§21.5).
void FinishCombat(Context& c);

// §22.1, M-6: the combat damage `id` deals as attacker (with `weapon` for a general) or as the
// attacked.
int AttackDamage(const Context& c, CardId attacker, CardId weapon);
int CounterDamage(const Context& c, CardId attacked);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_COMBAT_H_
