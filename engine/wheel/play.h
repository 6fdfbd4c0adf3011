// Using cards (§六 L6, §七.2 a-d): placing a mana stone (once a turn, from the extra deck), war
// spirits (one non-Flash a turn, L17), vehicles (one a turn), magic (any number); the threshold
// cost, never spent (WOE-COST-1); Unique and 〈A〉-Unique (L15, L28); Ambush cards face-down (L32);
// activated effects up to their icon's count (§八.4). Each as Refuse / Problems / Do
// (rules_check.h).

#ifndef TCGJUDGE_ENGINE_WHEEL_PLAY_H_
#define TCGJUDGE_ENGINE_WHEEL_PLAY_H_

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"

namespace tcgjudge::wheel {

Status RefusePlaceManaStone(const Context& c, Seat player, const PlaceManaStone& d);
Problems PlaceManaStoneProblems(const Context& c, Seat player, const PlaceManaStone& d);
void DoPlaceManaStone(Context& c, Seat player, const PlaceManaStone& d);

// A war spirit (`vehicle` false) or a vehicle into `cell`.
Status RefusePlayUnit(const Context& c, Seat player, CardId card, Cell cell, bool vehicle);
Problems PlayUnitProblems(const Context& c, Seat player, CardId card, Cell cell, bool face_down);
void DoPlayUnit(Context& c, Seat player, CardId card, Cell cell, bool face_down);

Status RefusePlayMagic(const Context& c, Seat player, const PlayMagic& d);
Problems PlayMagicProblems(const Context& c, Seat player, const PlayMagic& d);
void DoPlayMagic(Context& c, Seat player, const PlayMagic& d);

Status RefuseActivateEffect(const Context& c, Seat player, const ActivateEffect& d);
Problems ActivateEffectProblems(const Context& c, Seat player, const ActivateEffect& d);
void DoActivateEffect(Context& c, Seat player, const ActivateEffect& d);

// WOE-COST-1: whether `player`'s mana zone holds at least the card's total and, for each colour,
// at least its count of that colour.
bool MeetsCost(const Context& c, Seat player, const cards::Card& card);

// L15, L28 (W-18): what `card` coming face-up onto `player`'s field breaks (`leaving`: a card
// that leaves the field at the same time, as in a swap).
Problems UniquenessProblems(const Context& c, Seat player, CardId card, CardId leaving = {});

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_PLAY_H_
