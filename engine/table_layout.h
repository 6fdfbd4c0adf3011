// TableLayout: where a ruleset's zones lie on the table, game-neutral (docs/rulesets.md), for the
// viewer to draw the board as the players see it. A ruleset gives one (Ruleset::Table()); the
// viewer and the commands never name a game's zones themselves.

#ifndef TCGJUDGE_ENGINE_TABLE_LAYOUT_H_
#define TCGJUDGE_ENGINE_TABLE_LAYOUT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/board.h"
#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge {

// One place on the table: a player's zone (BoardZone::name), or one cell of a positional zone
// (one of BoardZone::cells), in grid columns [column, column + span).
struct TablePlace {
  // Whose zone; nullopt: a cell both players share (Yu-Gi-Oh's extra monster zones), which holds
  // that cell of every player's zone of that name.
  std::optional<Seat> seat;
  std::string zone;
  std::string cell;  // "": the whole zone.
  uint8_t column = 0;
  uint8_t span = 1;
  bool operator==(const TablePlace&) const = default;
};

// The table as seat A sees it from its chair: `rows` from B's edge of the table (top) to A's
// (bottom), each row's places left to right. Seat B sees it turned half round.
struct TableLayout {
  uint8_t columns = 0;  // 0: no layout (the viewer lists the zones).
  std::vector<std::vector<TablePlace>> rows;
  bool operator==(const TableLayout&) const = default;
};

// The table of a two-player game whose players' sides look alike: `side` is one player's rows as
// that player sees them, from the middle of the table to the player's edge, with `seat` unset;
// `middle` the shared places between the sides, as seat A sees them. Seat B's side is `side`
// mirrored (its rows reversed, a place at column c spanning s at columns - c - s), above the
// middle row (left out when empty), above seat A's side as given.
TableLayout TwoSidedTable(uint8_t columns, const std::vector<std::vector<TablePlace>>& side,
                          const std::vector<TablePlace>& middle);

// Whether `layout` places `board` whole: every place names a zone (and a cell of it) some player
// of the board has, inside the columns, and no two places overlap; every zone of every player
// lies in exactly one place, or each of its cells does. kInvalidInput naming the first place or
// zone that does not fit.
Status CheckTableLayout(const TableLayout& layout, const Board& board);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_TABLE_LAYOUT_H_
