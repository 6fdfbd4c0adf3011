// TableLayout (engine/table_layout.h): a two-sided table from one side's rows, and the check that
// a layout places a board's every zone once.

#include "engine/table_layout.h"

#include <gtest/gtest.h>

namespace tcgjudge {
namespace {

BoardZone Zone(std::string name, std::vector<std::string> cells = {}) {
  BoardZone zone;
  zone.name = std::move(name);
  zone.cells = std::move(cells);
  return zone;
}

// Two players with a "front" of cells X1-X2 shared between them, a "pile" and a "hand".
Board TwoPlayers() {
  Board board;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    BoardPlayer player;
    player.seat = seat;
    player.zones = {Zone("front", {"X1", "X2"}), Zone("pile"), Zone("hand"), Zone("middle", {"M"})};
    board.players.push_back(player);
  }
  return board;
}

TablePlace Place(std::string zone, std::string cell, uint8_t column, uint8_t span = 1) {
  return {std::nullopt, std::move(zone), std::move(cell), column, span};
}

TableLayout Layout() {
  return TwoSidedTable(3,
                       {{Place("front", "X1", 0), Place("front", "X2", 1), Place("pile", "", 2)},
                        {Place("hand", "", 0, 3)}},
                       {Place("middle", "M", 1)});
}

TEST(TwoSidedTable, PutsTheOpponentsSideTurnedHalfRoundAboveTheMiddleAndTheOwnSideBelow) {
  const TableLayout layout = Layout();
  ASSERT_EQ(layout.columns, 3);
  ASSERT_EQ(layout.rows.size(), 5u);
  // B's edge first, its row nearest the middle mirrored: B's X1 at the right.
  EXPECT_EQ(layout.rows[0], (std::vector<TablePlace>{{Seat::kB, "hand", "", 0, 3}}));
  EXPECT_EQ(layout.rows[1], (std::vector<TablePlace>{{Seat::kB, "pile", "", 0, 1},
                                                     {Seat::kB, "front", "X2", 1, 1},
                                                     {Seat::kB, "front", "X1", 2, 1}}));
  EXPECT_EQ(layout.rows[2], (std::vector<TablePlace>{Place("middle", "M", 1)}));
  EXPECT_EQ(layout.rows[3], (std::vector<TablePlace>{{Seat::kA, "front", "X1", 0, 1},
                                                     {Seat::kA, "front", "X2", 1, 1},
                                                     {Seat::kA, "pile", "", 2, 1}}));
  EXPECT_EQ(layout.rows[4], (std::vector<TablePlace>{{Seat::kA, "hand", "", 0, 3}}));
}

TEST(TwoSidedTable, LeavesAnEmptyMiddleOut) {
  EXPECT_EQ(TwoSidedTable(1, {{Place("pile", "", 0)}}, {}).rows.size(), 2u);
}

TEST(CheckTableLayout, AcceptsALayoutThatPlacesEveryZoneOrCellOnce) {
  EXPECT_TRUE(CheckTableLayout(Layout(), TwoPlayers()).ok());
}

TEST(CheckTableLayout, RefusesAZoneLeftOffTheTable) {
  TableLayout layout = Layout();
  layout.rows[0].clear();  // B's hand.
  const Status status = CheckTableLayout(layout, TwoPlayers());
  EXPECT_EQ(status.message(), "B 'hand' lies in 0 places of the table, not 1");
}

TEST(CheckTableLayout, RefusesAZonePlacedTwice) {
  TableLayout layout = Layout();
  layout.rows.push_back({{Seat::kA, "pile", "", 0, 1}});
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "A 'pile' lies in 2 places of the table, not 1");
}

TEST(CheckTableLayout, RefusesAPlaceTheBoardDoesNotHave) {
  TableLayout layout = Layout();
  layout.rows[2].push_back(Place("graveyard", "", 0));
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "table row 3: shared 'graveyard': the board has no such zone");
  layout = Layout();
  layout.rows[2][0].cell = "M9";
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "table row 3: shared 'middle' cell M9: the zone has no such cell");
  layout = Layout();
  layout.rows[3][0].cell = "";
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "table row 4: A 'front': the zone has cells, each placed alone");
}

TEST(CheckTableLayout, RefusesOverlappingPlacesAndPlacesOutsideTheColumns) {
  TableLayout layout = Layout();
  layout.rows[3][1].column = 0;
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "table row 4: A 'front' cell X2 overlaps another place at column 1");
  layout = Layout();
  layout.rows[4][0].span = 4;
  EXPECT_EQ(CheckTableLayout(layout, TwoPlayers()).message(),
            "table row 5: A 'hand' lies outside the table's 3 columns");
}

}  // namespace
}  // namespace tcgjudge
