// Using cards, starting skills, flipping adventures and placing into the 灵力区 (§12, §14, §17.3,
// §18, §26, §27): who may add an entry where (an activated skill without 【灵动】 or a card without
// 【瞬发】 only as ① of a new window in the active player's main phase, §14.2, M-9; the rest into
// any window, above ①, §18.5), what it costs and how it is paid (tapping upright 灵力区 cards, one
// 灵力 each, exactly the cost after reductions, §26, M-3; the card being used from the 灵力区 may
// pay for itself, §27), summoning sickness for [横置] skills (§6), and the targets (§16.1).

#ifndef TCGJUDGE_ENGINE_MYTH_PLAY_H_
#define TCGJUDGE_ENGINE_MYTH_PLAY_H_

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"
#include "events/myth/decision.h"

namespace tcgjudge::myth {

// §26: the 灵力 `player` pays to use `card` now: its printed cost less reductions, at least 0.
int CostToUse(const Context& c, Seat player, CardId card);

// Whether `player` is asked to act now (holds priority in a window, or is the active player in the
// main phase with no window open): what every entry and the 灵力区 need.
bool MayAct(const Context& c, Seat player);

Status RefuseUseCard(const Context& c, Seat player, const UseCard& d);
Problems UseCardProblems(const Context& c, Seat player, const UseCard& d);
void DoUseCard(Context& c, Seat player, const UseCard& d);

Status RefuseActivateSkill(const Context& c, Seat player, const ActivateSkill& d);
Problems ActivateSkillProblems(const Context& c, Seat player, const ActivateSkill& d);
void DoActivateSkill(Context& c, Seat player, const ActivateSkill& d);

Status RefuseFlipAdventure(const Context& c, Seat player, const FlipAdventure& d);
Problems FlipAdventureProblems(const Context& c, Seat player, const FlipAdventure& d);
void DoFlipAdventure(Context& c, Seat player, const FlipAdventure& d);

Status RefusePlaceSpirit(const Context& c, Seat player, const PlaceSpirit& d);
Problems PlaceSpiritProblems(const Context& c, Seat player, const PlaceSpirit& d);
void DoPlaceSpirit(Context& c, Seat player, const PlaceSpirit& d);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_PLAY_H_
