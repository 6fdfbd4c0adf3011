// Damage and repair (§407, §408, §410) with their replacement and prevention (§716, §717).
//
// An effect or a combat end creates one damage packet for each character it damages (§407.4,
// §408). The packet is changed as it is created (reading R-29): first its controller's increases
// (continuous `increase` effects, §716, §717.1; each once, §716.1e), then the preventions of its
// target (a vehicle's or squad's armour, §303.1a, §304.1a; continuous `prevent` effects,
// §717.2); one reduced below 1 is gone (§408.2a, §717.2a). If it would still be dealt to a
// commander (the only armour-bearer, §717.2c) whose controller has a ready armour, the game waits
// for that player: `exhaustArmour` exhausts one and prevents its armour value, `pass` lets the
// packet be dealt. Nothing of this uses the stack (§716.1, §717.2c).
//
// Where the game waited, it goes on when the packets are dealt: the link part-way through its
// resolution (resolve.cc), the combat end (combat.cc) or pre-priority processing (priority.cc).

#ifndef TCGJUDGE_ENGINE_RISE_DAMAGE_H_
#define TCGJUDGE_ENGINE_RISE_DAMAGE_H_

#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// What a packet carries besides its target and amount (§408.2c, §408.3).
struct DamageSpec {
  Seat controller = Seat::kA;  // §408.2c: the effect's controller, or the source's.
  uint8_t types = 0;           // §408.3a: TypeBit of each type.
  bool combat = false;         // §408.3b
  bool preventable = true;     // §408.3c
};

uint8_t TypeBit(cards::DamageType type);
// §408.3a: a combat packet's types are its source character's; none printed means 射击.
uint8_t TypesOf(const cards::Card& source);

// §407.4: a damage packet of `amount` to `target`, a character on the field (§408.2b: otherwise
// none). Dealt at once, or kept in State::packets while its target's controller may exhaust
// armour against it; DealPackets deals those.
void DealDamage(Context& c, CardId target, int32_t amount, const DamageSpec& spec);
// §410: repairs up to `amount` of its damage; the excess is lost.
void Repair(Context& c, CardId target, int32_t amount);

// Deals the waiting packets in order; returns true when the game waits for a player's armour
// (§717.2c), false when none is left.
bool DealPackets(Context& c);

// §717.2c: the ready armour `player` may exhaust against a packet to `target`.
std::vector<CardId> ReadyArmour(const Context& c, Seat player);

// §717.2c: exhausting armour against the packet under way (no link), or passing.
Status RefuseExhaustArmour(const Context& c, Seat player, const ExhaustArmour& d);
Problems ExhaustArmourProblems(const Context& c, Seat player, const ExhaustArmour& d);
void DoExhaustArmour(Context& c, Seat player, const ExhaustArmour& d);
void DeclineArmour(Context& c);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_DAMAGE_H_
