// The board of a position for people (text) and machines (JSON): `tcgjudge show`.
//
// The JSON shape (stable; docs/positions.md documents it):
//   {"ruleset":"zero","turn":3,"active":"A","step":STEP,"priority":"A"|null,
//    "waitsFor":"A holds priority in " STEP,"result":""|"A wins: ...",
//    "players":[{"seat":"A","name":"陈思远","marks":[...],
//                "zones":[{"name":"deck","hidden":true,"cards":[CARD,...]},...]},...],
//    "chain":[{"controller":"A","source":"A07","text":"use A07 丝诺"},...]}   (bottom first)
//   CARD = {"id":"A07","code":"BP02-001","name":"丝诺","faceDown":false,"revealed":false,
//           "tapped":false,"damage":0,"atk":3000|null,"def":2000|null,"rawAtk":-1000|null,
//           "rawDef":null,"level":1|null,"attached":["A20"],"marks":["entered this turn"]}
//   (atk/def as the rules use them, below 0 counting as 0; rawAtk/rawDef the value before that
//   floor where it differs.)
// STEP is the ruleset's words for the phase and step. Zones come in the ruleset's order (as they
// lie on the table), their cards in the zone's order, top first for piles. Hidden zones are shown
// in full: this is the judge's view.

#ifndef TCGJUDGE_VIEWER_BOARD_TEXT_H_
#define TCGJUDGE_VIEWER_BOARD_TEXT_H_

#include <string>

#include "engine/board.h"
#include "events/event.h"

namespace tcgjudge {

// Fills each player's name from `header` where the ruleset left it empty.
void NameBoardPlayers(const Header& header, Board& board);

// One JSON object, no newline.
std::string BoardJson(const Board& board);

// Several lines: the game's turn, step and priority, then per player the life, deck and hand
// counts and every zone's cards (CardText), then the chain. With `color`, ANSI SGR colours for a
// terminal (`show` on a tty): the seats, the priority holder, tapped, face-down and damaged
// cards, the result; the words are the same.
std::string BoardText(const Board& board, bool color = false);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_BOARD_TEXT_H_
