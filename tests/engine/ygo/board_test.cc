// The Yu-Gi-Oh board (engine/ygo/board.cc): what each seat sees, §6 L364-367 as read in Y-25.

#include <gtest/gtest.h>

#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

constexpr SeatMask kOnlyA = SeatBit(Seat::kA);
constexpr SeatMask kOnlyB = SeatBit(Seat::kB);

// Y-25: nobody sees a deck; the owner sees his hand and his extra deck.
TEST(YgoRule6, NobodySeesADeckAndOnlyItsOwnerSeesAHandOrAnExtraDeck) {
  Table t = Duel({kBlueEyes, kDarkMagician}, {kSangan}, {kGaiaKnight});
  const State& s = t.state();
  ASSERT_EQ(s.Card(A(1)).zone, Zone::kHand);
  EXPECT_EQ(t.OnBoard(A(1)).seen_by, kOnlyA);
  EXPECT_EQ(t.OnBoard(B(1)).seen_by, kOnlyB);
  const CardId in_deck = s.Player(Seat::kA).deck.front();
  EXPECT_EQ(t.OnBoard(in_deck).seen_by, kSeenByNobody);
  const CardId extra = s.Player(Seat::kA).extra_deck.front();
  EXPECT_EQ(t.OnBoard(extra).seen_by, kOnlyA);
}

// Y-25 (§1.4.1-§1.4.2): a set card is seen by its controller only; face-up cards on the field and
// the graveyard by both.
TEST(YgoRule6, SetCardsAreTheControllersAndFaceUpCardsAndTheGraveyardAreEveryones) {
  Table t = Duel({kBlueEyes, kDarkMagician, kMirrorForce, kSangan});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2), /*defense=*/true, /*set=*/true);
  t.Place(A(3), S(2), false, /*set=*/true);
  t.ToGraveyard(A(4));
  EXPECT_EQ(t.OnBoard(A(1)).seen_by, kSeenByBoth);
  EXPECT_EQ(t.OnBoard(A(2)).seen_by, kOnlyA);
  EXPECT_EQ(t.OnBoard(A(3)).seen_by, kOnlyA);
  EXPECT_EQ(t.OnBoard(A(4)).seen_by, kSeenByBoth);
}

// Y-25: a banished card face-up is public, face-down its owner's only.
TEST(YgoRule6, ABanishedCardIsPublicUnlessBanishedFaceDown) {
  Table t = Duel({kBlueEyes, kDarkMagician});
  State& s = t.mutable_state();
  for (CardId id : {A(1), A(2)}) {
    Unlist(s, id);
    List(s, id, Zone::kBanished, Seat::kA);
  }
  s.Card(A(2)).face_down = true;
  EXPECT_EQ(t.OnBoard(A(1)).seen_by, kSeenByBoth);
  EXPECT_EQ(t.OnBoard(A(2)).seen_by, kOnlyA);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
