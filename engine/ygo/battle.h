// Attacks and battles (§3.2/P4, §4): attack declarations and their window, the replay (§3.2
// 卷回), the damage step's five timings (§3.2/P4.3) and damage calculation. Decisions are built as
// rules_check.h says.

#ifndef TCGJUDGE_ENGINE_YGO_BATTLE_H_
#define TCGJUDGE_ENGINE_YGO_BATTLE_H_

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/status.h"

namespace tcgjudge::ygo {

Status RefuseAttack(const Context& c, Seat player, const Attack& d);
Problems AttackProblems(const Context& c, Seat player, const Attack& d);
void DoAttack(Context& c, Seat player, const Attack& d);

// At Wait::kReplay: `attack` with the same attacker names its new target; `pass` gives the
// attack up (the monster cannot attack again this battle phase, §3.2 卷回).
Problems ReplayProblems(const Context& c, Seat player, const Attack& d);
void DoReplay(Context& c, Seat player, const Attack& d);
void GiveUpAttack(Context& c);

// Both players passed in the battle step after an attack declaration: the damage step begins,
// unless the attack stopped or a replay is due.
void EnterDamageStep(Context& c);
// Both passed at a timing of the damage step: the next one (§3.2/P4.3).
void NextDamageTiming(Context& c);
// An effect negates the attack: the battle ends, the monster has attacked.
void NegateAttack(Context& c);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_BATTLE_H_
