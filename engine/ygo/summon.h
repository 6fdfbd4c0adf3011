// Summons, sets and battle positions (§2.1): Normal and Tribute Summons and Sets once per turn,
// Flip Summons, position changes, the Special Summons by rule procedure (synchro §2.1.5, xyz
// §2.1.6, link §2.1.8) and the Pendulum Summon (§2.1.7), where monsters may be placed (§1.4.1,
// Y-11), revive limits (§2.1 苏生限制) and the window in which a summon may be negated (Y-8).
// Each decision is built as rules_check.h says.

#ifndef TCGJUDGE_ENGINE_YGO_SUMMON_H_
#define TCGJUDGE_ENGINE_YGO_SUMMON_H_

#include <vector>

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// Normal Summon (face-up ATK) or Set (face-down DEF) from the hand, with tributes.
Status RefuseNormalSummon(const Context& c, Seat player, CardId card, Cell cell,
                          const std::vector<CardId>& tributes);
Problems NormalSummonProblems(const Context& c, Seat player, CardId card, Cell cell,
                              const std::vector<CardId>& tributes, bool set);
void DoNormalSummon(Context& c, Seat player, CardId card, Cell cell,
                    const std::vector<CardId>& tributes, bool set);
// The tributes a Normal Summon of `card` needs (§2.1 通常召唤): 0, 1 or 2.
size_t TributesNeeded(const Context& c, CardId card);

Status RefuseFlipSummon(const Context& c, Seat player, const FlipSummon& d);
Problems FlipSummonProblems(const Context& c, Seat player, const FlipSummon& d);
void DoFlipSummon(Context& c, Seat player, const FlipSummon& d);

Status RefuseChangePosition(const Context& c, Seat player, const ChangePosition& d);
Problems ChangePositionProblems(const Context& c, Seat player, const ChangePosition& d);
void DoChangePosition(Context& c, Seat player, const ChangePosition& d);

// A Special Summon by rule procedure from the extra deck: synchro, xyz or link.
Status RefuseProcedureSummon(const Context& c, Seat player, const SpecialSummon& d);
Problems ProcedureSummonProblems(const Context& c, Seat player, const SpecialSummon& d);
void DoProcedureSummon(Context& c, Seat player, const SpecialSummon& d);
// The materials problems of a summon of `card` with `materials` (synchro, xyz, link, fusion).
void MaterialProblems(const Context& c, CardId card, const std::vector<CardId>& materials,
                      Problems& out);

Status RefusePendulumSummon(const Context& c, Seat player, const PendulumSummon& d);
Problems PendulumSummonProblems(const Context& c, Seat player, const PendulumSummon& d);
void DoPendulumSummon(Context& c, Seat player, const PendulumSummon& d);

// Setting a spell or trap face-down (§3.2/P3 可以覆盖魔法和陷阱卡).
Status RefuseSetSpellTrap(const Context& c, Seat player, const SetSpellTrap& d);
Problems SetSpellTrapProblems(const Context& c, Seat player, const SetSpellTrap& d);
void DoSetSpellTrap(Context& c, Seat player, const SetSpellTrap& d);

// A monster cell `player` may put a monster in: his main monster zones, the extra monster zones;
// refused when it holds a card (§1.4).
Status RefuseMonsterCell(const Context& c, Seat player, Cell cell, const std::string& field);
// §1.4.1.1, §2.1.8, Y-11: a monster from the extra deck in a cell the master rule allows; a
// second extra monster zone only with an Extra Link.
void PlacementProblems(const Context& c, Seat player, CardId card, Cell cell, Problems& out);
// §2.1 苏生限制: a monster with a revive limit not lifted, summoned from the graveyard or
// banishment.
void ReviveProblems(const Context& c, CardId card, Problems& out);
// Y-2: the cards that leave for a summon (tributes, materials) are monsters `player` controls
// (with `hand`, also his hand cards); any other card named is flagged with `rule` and stays where
// it is. Leaving keeps those that may leave.
void LeavingProblems(const Context& c, Seat player, const std::vector<CardId>& ids, bool hand,
                     Rule rule, Problems& out);
std::vector<CardId> Leaving(const Context& c, Seat player, const std::vector<CardId>& ids,
                            bool hand);
// Y-2: `player` used a card of the opponent's (a card he neither holds nor controls).
void OwnCardProblems(const Context& c, Seat player, CardId card, Problems& out);
// An effect forbids `player` to summon this turn (Scapegoat).
void LockProblems(const Context& c, Seat player, Problems& out);
// Whether the current moment lets `player` summon by his own decision: his main phase, holding
// priority with the chain empty and no summon in progress (§3.2/P3).
bool OpenGameState(const Context& c, Seat player);

// Puts `card` face-up onto `player`'s field in `cell` as a summoned monster.
void PlaceMonster(Context& c, Seat player, CardId card, Cell cell, bool defense, Arrival arrival);
// Both players passed in the window of a summon in progress: it succeeds (Y-8).
void SummonSucceeds(Context& c);
// The summon in progress succeeds because the table went on to something else (Y-8): its
// happenings are raised; its triggers wait for the next window.
void CompleteSummon(Context& c);
// An effect negates the summon in progress (§2.1.7 4.): its monsters go to the graveyard.
void NegateSummon(Context& c, bool destroy);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_SUMMON_H_
