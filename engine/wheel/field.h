// The field (§五 L5): the cells of the two battle zones, the magic and mana zones, the graveyard;
// a card's way between them, destruction, and the attack and defense the rules read.

#ifndef TCGJUDGE_ENGINE_WHEEL_FIELD_H_
#define TCGJUDGE_ENGINE_WHEEL_FIELD_H_

#include <optional>
#include <vector>

#include "engine/wheel/context.h"

namespace tcgjudge::wheel {

// Takes `id` out of wherever it is (a pile, a cell, a vehicle, the chain); its zone is then
// undefined until it is put somewhere.
void Lift(Context& c, CardId id);
// Lifts `id` and puts it into its owner's `cell`, face-down or not, as entering the field now.
void PutInCell(Context& c, CardId id, Cell cell, bool face_down);
// Lifts `id` and puts it into its owner's graveyard (face-up, §五.5), with the war spirits its
// vehicle carries (W-20).
void ToGraveyard(Context& c, CardId id);
void ToHand(Context& c, CardId id);
// Destroys a unit: to the graveyard, and its "destroyed" triggers are due (§八.2).
void Destroy(Context& c, CardId id);

// The cell of a unit in a battle zone.
Cell CellOf(const State& s, CardId id);
// Whether `seat`'s defense zone holds a card (§五.2: the opponent then cannot attack the player
// nor the attack zone).
bool HasDefenders(const State& s, Seat seat);
// The war spirits and vehicles in `seat`'s battle zones, attack zone first.
std::vector<CardId> UnitsOf(const State& s, Seat seat);
// The war spirits a vehicle carries (L27).
std::vector<CardId> CrewOf(const State& s, CardId vehicle);
// Whether a link on the chain will put a card into `seat`'s `cell` when it resolves.
bool CellReserved(const State& s, Seat seat, Cell cell);

// Attack and defense as the rules read them: printed, changed by effects until the end of the
// turn, never for a Devout unit (L21).
int AttackOf(const Context& c, CardId id);
int DefenseOf(const Context& c, CardId id);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_FIELD_H_
