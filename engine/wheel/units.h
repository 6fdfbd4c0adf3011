// What a player does with units on the field: moving between the battle zones (§七.2.e), boarding
// a vehicle (L27, W-20), swapping with a Swap [A] card from the hand (L26, W-19), flipping a
// face-down Ambush card (L32, W-21). Each as Refuse / Problems / Do (rules_check.h).

#ifndef TCGJUDGE_ENGINE_WHEEL_UNITS_H_
#define TCGJUDGE_ENGINE_WHEEL_UNITS_H_

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"

namespace tcgjudge::wheel {

Status RefuseMoveUnit(const Context& c, Seat player, const MoveUnit& d);
Problems MoveUnitProblems(const Context& c, Seat player, const MoveUnit& d);
void DoMoveUnit(Context& c, Seat player, const MoveUnit& d);

Status RefuseBoard(const Context& c, Seat player, const Board& d);
Problems BoardProblems(const Context& c, Seat player, const Board& d);
void DoBoard(Context& c, Seat player, const Board& d);

Status RefuseSwap(const Context& c, Seat player, const Swap& d);
Problems SwapProblems(const Context& c, Seat player, const Swap& d);
void DoSwap(Context& c, Seat player, const Swap& d);

Status RefuseFlipAmbush(const Context& c, Seat player, const FlipAmbush& d);
Problems FlipAmbushProblems(const Context& c, Seat player, const FlipAmbush& d);
void DoFlipAmbush(Context& c, Seat player, const FlipAmbush& d);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_UNITS_H_
