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

// §1.4: the field's cells as decisions name them, each card in its slot, in its battle position
// (§2.1 L83); LP are the player's life points (§3 L245).
TEST(YgoRule1_4, TheBoardHasTheFieldsCellsEachCardInItsSlotAndLpAsLifePoints) {
  Table t = Duel({kLusterDragon, kUtopia, kMirrorForce});
  t.Place(A(1), M(3), /*defense=*/true);
  t.Place(A(3), S(5), false, /*set=*/true);
  const Board board = t.rules().MakeBoard(t.state());
  const BoardZone* monsters = board.Zone(Seat::kA, "monster zones");
  ASSERT_NE(monsters, nullptr);
  EXPECT_EQ(monsters->cells, (std::vector<std::string>{"M1", "M2", "M3", "M4", "M5"}));
  EXPECT_EQ(board.Zone(Seat::kA, "spell & trap zones")->cells.back(), "S5");
  EXPECT_EQ(board.Zone(Seat::kA, "extra monster zone")->cells,
            (std::vector<std::string>{"EMZ1", "EMZ2"}));
  EXPECT_EQ(board.Zone(Seat::kA, "field zone")->cells, std::vector<std::string>{"FZ"});
  EXPECT_EQ(t.OnBoard(A(1)).slot, 2);
  EXPECT_EQ(t.OnBoard(A(1)).position, "defense");
  EXPECT_EQ(t.OnBoard(A(3)).slot, 4);
  EXPECT_EQ(CardText(t.OnBoard(A(1)), monsters).find("A01 11091375 Luster Dragon · M3 · defense"),
            0u);
  EXPECT_EQ(LifeOf(*board.Player(Seat::kA)), 8000);
}

// §3.2/P4.2: an attack in progress is the board's combat: attacker, target and step.
TEST(YgoRule3_2_P4_2, AnAttackInProgressIsOnTheBoardWithItsStep) {
  Table t(TestHeader(Decks{{kLusterDragon}, {}}, Decks{{kBlueEyes}, {}}));
  t.Place(A(1), M(1));
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kBattle);
  EXPECT_FALSE(t.rules().MakeBoard(t.state()).combat.has_value());
  t.Do(Seat::kB, ygo::Attack{B(1), A(1)});
  const std::optional<BoardCombat> combat = t.rules().MakeBoard(t.state()).combat;
  ASSERT_TRUE(combat.has_value());
  EXPECT_EQ(combat->attacking, Seat::kB);
  EXPECT_EQ(combat->attacker, B(1));
  EXPECT_EQ(combat->target, A(1));
  EXPECT_EQ(CombatText(*combat), "B01 attacks A01 (battle step)");
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
