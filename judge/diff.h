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
  // What it is about: "turn", "active", "step", "priority", "waits for", "result", "combat",
  // "chain", "life", "marks", or the name of one of the player's zones ("hand", "graveyard").
  std::string field;
  std::optional<CardId> card;  // For a card of a zone.
  std::string text;            // The value, or the card as CardText shows it.
  bool operator==(const DiffLine&) const = default;
};

// Every difference, game first: turn, active player, step, priority holder, what the game waits
// for, the result, the combat in progress. Then per player: life (points, or the life zone's
// count), then every zone of either board, in the first board's order then any only the second
// has: a hidden zone whose cards nobody may see (a deck, a life zone) as its count ("reordered"
// when only its order changed), any other card by card (a card that left, entered or changed: slot,
// position, tapped, face-down, damage, ATK/DEF, level, counters, attachments, properties,
// marks, who sees it); then the player's marks. Last the chain, link by link. Changed values give
// a '-' line then a '+' line. A zone's cards are compared as a set; their order within a zone
// is not a difference (slots are). No zone is ever left out.
std::vector<DiffLine> DiffBoards(const Board& a, const Board& b);

// "-A hand: A16 BP02-031 丝诺 · tapped", "+turn: 4".
std::string DiffLineText(const DiffLine& line);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_DIFF_H_
