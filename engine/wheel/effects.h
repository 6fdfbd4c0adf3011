// What effects do (§八 L14) and to whom they may: the targets an effect chooses (W-17), the
// immunities of face-down Ambush cards (L32), Spell Resistance (L24) and Devout (L21), and the
// triggered effects that resolve right after their cause, never on the chain (§九, WOE-CH-3).

#ifndef TCGJUDGE_ENGINE_WHEEL_EFFECTS_H_
#define TCGJUDGE_ENGINE_WHEEL_EFFECTS_H_

#include <vector>

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"

namespace tcgjudge::wheel {

// Refuses targets that are not there: a card target must be a unit in a battle zone.
Status RefuseTargets(const Context& c, const std::vector<Target>& targets);
// What `player`'s choice of targets for effect `effect` of `source` breaks: the number and kind
// of targets the effect takes (kTargets), a face-down target (kTargetFaceDown), a Spell
// Resistance(X) unit aimed at by magic of total cost under X (kSpellResistance), a Devout unit
// whose attack or defense the effect would change (kDevout).
Problems TargetProblems(const Context& c, Seat player, CardId source, uint8_t effect,
                        const std::vector<Target>& targets);

// Resolves effect `effect` of `source` for `controller` on `targets` (an immune target is left
// alone). Damage that destroys a unit destroys it (W-12).
void ResolveEffect(Context& c, Seat controller, CardId source, uint8_t effect,
                   const std::vector<Target>& targets);

// `card`'s triggered effects on `event` are due (§八.2).
void Happen(Context& c, CardId card, cards::TriggerEvent event);
// Resolves every due triggered effect, the turn player's first, each right after the one before
// (a trigger's own triggers follow it, WOE-CH-3); recorded in the chain's `resolved`.
void ResolveTriggers(Context& c);

// Marks `amount` damage on a unit: Shield(X) lowers it (L22); unless the unit's damage has reached
// its defense (Lethal, W-12), Regenerate(X) then heals X (L23: not a unit the damage killed).
// Returns the damage marked.
int MarkDamage(Context& c, CardId id, int amount);
bool Lethal(const Context& c, CardId id);
// MarkDamage, then Destroy if lethal.
int DamageUnit(Context& c, CardId id, int amount);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_EFFECTS_H_
