// Diff: a structural comparison of two positions' boards (DESIGN.md), readable as a patch: what
// only the first has is a '-' line, what only the second has a '+' line, a changed value both.
// Identical boards give no lines.

#ifndef TCGJUDGE_JUDGE_DIFF_H_
#define TCGJUDGE_JUDGE_DIFF_H_

#include <optional>
#include <string>
#include <vector>

#include "engine/board.h"
#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge {

struct DiffLine {
  char op = '-';               // '-': the first position's; '+': the second's.
  std::optional<Seat> player;  // Whose (nullopt: the game's: turn, step, priority, chain).
  // What it is about: "turn", "active", "step", "priority", "waits for", "result", "chain",
  // "marks", "life", "deck", or a zone ("hand", "resource", "battle", "event", "rest", "removed").
  std::string field;
  std::optional<CardId> card;  // For a card of a zone.
  std::string text;            // The value, or the card as CardText shows it.
  bool operator==(const DiffLine&) const = default;
};

// Per player: the life count, the deck count (their contents are hidden), every card of the
// hand, resource, battle, event, rest and removed zones (a card that moved, appeared or changed:
// tapped, face-down, damage, ATK/DEF, level, equipment, marks), the player's marks; and the
// turn, active player, step, priority holder, what the game waits for, the result and the chain.
// Changed values give a '-' line then a '+' line. Zones are compared as sets of cards; a card's
// order within its zone is not a difference.
std::vector<DiffLine> DiffBoards(const Board& a, const Board& b);

// "A16 BP02-031 丝诺 · tapped · face down · damage 1 · ATK 3000 DEF 2000 · level 2 · equipment
// A20 · entered this turn": the id, code and name, then only the properties it has.
std::string CardText(const BoardCard& card);

// "-A battle: A16 BP02-031 丝诺 · tapped", "+turn: 4".
std::string DiffLineText(const DiffLine& line);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_DIFF_H_
