// The values the rules use of a card as it is now: ATK and DEF with every continuous modifier and
// resolved change folded in, levels, and whether its effects are negated.

#ifndef TCGJUDGE_ENGINE_YGO_STATS_H_
#define TCGJUDGE_ENGINE_YGO_STATS_H_

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

// A monster's ATK and DEF: printed, plus continuous modifiers that apply, then the changes of
// resolved effects in the order they resolved (a "becomes" sets, a "gains" adds); never below 0
// (Y-19). Off the field: printed.
int32_t Atk(const Context& c, CardId id);
int32_t Def(const Context& c, CardId id);
// The level (§2.1 等级); 0 for xyz and link monsters, spells and traps.
int Level(const Context& c, CardId id);

// §2.1.2: its effects are negated (an effect that negates them until the end of the turn, or
// while it stays on the field).
bool EffectsNegated(const Context& c, CardId id);

// Whether a continuous modifier says `seat` takes no battle damage from battles involving the
// monster `id` (Dragon Horn Hunter).
bool NoBattleDamageFrom(const Context& c, CardId id, Seat seat);

// Whether a continuous modifier says the monster `id` cannot declare an attack (Messenger of
// Peace, §3.2/P4.2).
bool CannotAttack(const Context& c, CardId id);

// Whether a continuous modifier doubles the battle damage the monster `id` inflicts on the
// opponent when it battles an opponent's monster (Odd-Eyes Pendulum Dragon).
bool DoublesBattleDamage(const Context& c, CardId id);

// A pendulum monster's pendulum scale (§2.1.7 2.): printed, or what a continuous modifier that
// applies sets it to (Stargazer Magician's 4); 0 for a card without one.
int Scale(const Context& c, CardId id);

// Whether `player` may not activate a card of `type` (a spell's or trap's own activation) now: a
// monster is attacking or being attacked, from the attack declaration to the end of the damage
// step, and a continuous modifier of `player`'s opponent locks that type while that monster
// battles (Stargazer Magician: spells, Timegazer Magician: traps).
bool ActivationLocked(const Context& c, Seat player, cards::CardType type);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_STATS_H_
