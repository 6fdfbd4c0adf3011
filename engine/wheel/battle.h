// Attacks (§七.3 L10-11, digest B7): who may attack (from the attack zone, Ranged also from the
// defense zone, once a turn, not in the first turn, W-4), what it may target (§七.3.a: the
// defense zone first; Flying over it to the player, L20; the own-defense rule, W-9), Guard (L26),
// and damage (§七.3.b): mutual and marked (W-12), First Strike (L19), Assault (L18, W-10), Shield,
// Regenerate, face-down Ambush cards revealed (L32).

#ifndef TCGJUDGE_ENGINE_WHEEL_BATTLE_H_
#define TCGJUDGE_ENGINE_WHEEL_BATTLE_H_

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"

namespace tcgjudge::wheel {

Status RefuseDeclareAttack(const Context& c, Seat player, const DeclareAttack& d);
Problems DeclareAttackProblems(const Context& c, Seat player, const DeclareAttack& d);
void DoDeclareAttack(Context& c, Seat player, const DeclareAttack& d);

// §七.3.a: what targeting `target` with `attacker` breaks (no timing, no attacker checks).
Problems TargetingProblems(const Context& c, CardId attacker, const Target& target);

Status RefuseGuard(const Context& c, Seat player, const Guard& d);
Problems GuardProblems(const Context& c, Seat player, const Guard& d);
void DoGuard(Context& c, Seat player, const Guard& d);

// The attacked player lets the attack through (pass in the guard window).
void ResolveBattle(Context& c);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_BATTLE_H_
