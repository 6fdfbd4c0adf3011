// The 永恒之轮 state as a game-neutral Board (engine/board.h), with what each seat sees (§五.5-8:
// the graveyard and extra deck face-up, the hand its owner's, the deck nobody's, a face-down
// Ambush card its controller's), and its table: the three-cell zones laid out as on a table.

#ifndef TCGJUDGE_ENGINE_WHEEL_BOARD_H_
#define TCGJUDGE_ENGINE_WHEEL_BOARD_H_

#include <string>

#include "engine/board.h"
#include "engine/table_layout.h"
#include "engine/wheel/state.h"
#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {

// The game's part of the board (Ruleset::DrawBoard): the active player, the players and their
// zones, the chain and the combat; Ruleset::MakeBoard adds the turn, step, priority, what the
// game waits for and the result.
::tcgjudge::Board MakeWheelBoard(const State& s, const CardSet& cards);

// "action phase", "end phase", "action phase: battle", "set-up".
std::string StepText(const State& s);
// What the game waits for, in words: "A: respond to B's link, or pass".
std::string PendingText(const State& s);

// Seen from a player's chair (W-24): the attack zone's cells AZ1-AZ3 toward the middle of the
// table, between the magic zone (left) and the graveyard (right); the defense zone's DZ1-DZ3
// behind them, between the mana zone and the deck; the hand at the player's edge, with the
// vehicles' crews and the extra deck beside it.
TableLayout WheelTable();

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_BOARD_H_
