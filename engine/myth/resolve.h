// What a stack entry does when it resolves (§18.2): a creature card enters the field (§4, §7),
// an equipment card is worn (§20.2), a spell's skill acts and the spell goes to the discard pile
// afterwards; a skill acts. Targets are checked again: if every target is gone the entry does
// nothing (a spell still goes to the discard pile), otherwise it acts on those left (§16.2, M-17).
// And damage (§22): reduced per instance (§22.4), 0 is no damage and triggers nothing (§22.3).

#ifndef TCGJUDGE_ENGINE_MYTH_RESOLVE_H_
#define TCGJUDGE_ENGINE_MYTH_RESOLVE_H_

#include "engine/myth/context.h"

namespace tcgjudge::myth {

void ResolveEntry(Context& c, const Entry& entry);

// `source` deals `amount` damage to the creature or general `target`: its damage reductions apply
// to this instance (§22.4); damage left above 0 is marked and triggers `source`'s "deals damage"
// skills (§17.2 #8), 0 does nothing (§22.3). Returns the damage dealt.
int DealDamage(Context& c, CardId source, CardId target, int amount, bool combat);

// §19: heals `amount` of `target`'s damage (life or durability), never above the printed value.
void Heal(Context& c, CardId target, int amount);

// §20.2: `seat`'s general wears `equipment`; worn equipment that is tapped is sacrificed first.
void Wear(Context& c, Seat seat, CardId equipment);

// §9.1: a token of the card `def` enters the field under `seat`.
CardId MakeToken(Context& c, Seat seat, uint16_t def);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_RESOLVE_H_
