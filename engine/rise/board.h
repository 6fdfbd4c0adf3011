// The 崛起TCG state as a game-neutral Board (engine/board.h): the commander's life as the
// player's (§102.1a, §301.1), each card's power, life and armour as labelled stats (§205), crews
// and attachments, the weapon fired in a combat (§305.2), and what each seat sees (§405.3-§405.5:
// the deck nobody's, the hand its owner's, a face-down resource its controller's, §414.1b).

#ifndef TCGJUDGE_ENGINE_RISE_BOARD_H_
#define TCGJUDGE_ENGINE_RISE_BOARD_H_

#include <string>

#include "engine/board.h"
#include "engine/rise/state.h"
#include "engine/table_layout.h"
#include "events/rise/card_set.h"

namespace tcgjudge::rise {

// The game's part of the board (Ruleset::DrawBoard): the active player, the players and their
// zones, the chain and the combat; Ruleset::MakeBoard adds the turn, step, priority, what the
// game waits for and the result.
::tcgjudge::Board MakeRiseBoard(const State& s, const CardSet& cards);

// "set-up", "ready step", "draw step", "action phase", "action phase: combat (guard)", "end phase",
// "tally step".
std::string StepText(const State& s);
// What the game waits for, in words: "A holds priority", "B: guard, or pass".
std::string PendingText(const State& s);

// Seen from a player's chair (§405.8a): the commander row toward the middle of the table, the
// troop row behind it, the resource row at the back beside the deck and the rescue base; the hand
// at the player's edge.
TableLayout RiseTable();

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_BOARD_H_
