// The 零次元 board (engine/zero/board.cc): what each seat may see of every card, as the viewer's
// seat views and the diff read it (docs/rulings-zero.md, "What a seat sees").

#include "engine/board.h"

#include <gtest/gtest.h>

#include "engine/table_layout.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using testing::Table;

SeatMask SeenBy(const Board& board, Seat seat, const char* zone, size_t i = 0) {
  const BoardZone* z = board.Zone(seat, zone);
  if (z == nullptr || i >= z->cards.size()) {
    ADD_FAILURE() << "no card " << i << " in " << SeatLetter(seat) << " " << zone;
    return 0xff;
  }
  return z->cards[i].seen_by;
}

TEST(Rule201_3, NobodySeesTheCardsOfADeckOrOfALifeZoneTheirOwnIncluded_Rule202_3) {
  Table t;
  const Board board = t.rules().MakeBoard(t.state());
  for (Seat seat : {Seat::kA, Seat::kB}) {
    EXPECT_EQ(SeenBy(board, seat, "deck"), kSeenByNobody);
    EXPECT_EQ(SeenBy(board, seat, "life"), kSeenByNobody);
    EXPECT_EQ(board.Player(seat)->life_zone, "life");
    EXPECT_EQ(LifeOf(*board.Player(seat)), 6);
  }
}

TEST(Rule203_3, APlayerSeesHisOwnHandAndOnlyCountsTheOpponents) {
  Table t;
  const Board board = t.rules().MakeBoard(t.state());
  EXPECT_EQ(SeenBy(board, Seat::kA, "hand"), SeatBit(Seat::kA));
  EXPECT_EQ(SeenBy(board, Seat::kB, "hand"), SeatBit(Seat::kB));
}

TEST(Rule204_5, AFaceDownResourceIsSeenByNobodyAFaceUpOneByBoth_Rule322_3) {
  Table t;
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.mutable_state().Card(A(8)).zone = Zone::kResource;
  auto& hand = t.mutable_state().players[0].hand;
  hand.erase(std::find(hand.begin(), hand.end(), A(8)));
  t.mutable_state().players[0].resource.push_back(A(8));
  Board board = t.rules().MakeBoard(t.state());
  EXPECT_EQ(SeenBy(board, Seat::kA, "resource"), kSeenByBoth);
  EXPECT_EQ(SeenBy(board, Seat::kA, "battle"), kSeenByBoth);
  t.mutable_state().Card(A(8)).face_down = true;
  board = t.rules().MakeBoard(t.state());
  EXPECT_EQ(SeenBy(board, Seat::kA, "resource"), kSeenByNobody);
}

// 200(1): the table the viewer draws places each of the eight zones of both players once
// (docs/rulings-zero.md, "The table the viewer draws").
TEST(Rule200_1, TheTablePlacesEveryZoneOfBothPlayersOnceBattleZonesFacingInTheMiddle) {
  Table t;
  const TableLayout layout = t.rules().Table();
  const Status placed = CheckTableLayout(layout, t.rules().MakeBoard(t.state()));
  EXPECT_TRUE(placed.ok()) << placed.message();
  ASSERT_EQ(layout.rows.size(), 6u);
  // From A's chair: B's hand at the far edge, the two battle zones facing each other, A's hand
  // at the near edge; B's side is turned half round (its event zone at the left).
  EXPECT_EQ(layout.rows[0].front().zone, "removed");
  EXPECT_EQ(layout.rows[0].back().zone, "hand");
  EXPECT_EQ(layout.rows[2], (std::vector<TablePlace>{{Seat::kB, "event", "", 0, 1},
                                                     {Seat::kB, "battle", "", 1, 5}}));
  EXPECT_EQ(layout.rows[3], (std::vector<TablePlace>{{Seat::kA, "battle", "", 0, 5},
                                                     {Seat::kA, "event", "", 5, 1}}));
  EXPECT_EQ(layout.rows[5].front(), (TablePlace{Seat::kA, "hand", "", 0, 5}));
}

}  // namespace
}  // namespace tcgjudge::zero
