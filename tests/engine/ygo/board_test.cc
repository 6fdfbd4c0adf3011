// The Yu-Gi-Oh board (engine/ygo/board.cc): what each seat sees, §6 L364-367 as read in Y-25.

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/table_layout.h"
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

// §6 L364: the graveyard keeps its order; the board lists it top (newest) first.
TEST(YgoRule6, TheBoardListsTheGraveyardTopFirst) {
  Table t = Duel({kBlueEyes, kDarkMagician, kSangan});
  for (CardId id : {A(1), A(2), A(3)}) t.ToGraveyard(id);
  const Board board = t.rules().MakeBoard(t.state());
  for (const BoardZone& zone : board.players[0].zones) {
    if (zone.name != "graveyard") continue;
    ASSERT_EQ(zone.cards.size(), 3u);
    EXPECT_EQ(zone.cards[0].id, A(3));
    EXPECT_EQ(zone.cards[2].id, A(1));
  }
}

// §2.1, §2.1.7, §2.1 苏生限制: the board shows the once-per-turn summons used and where a monster's
// revive limit is on or lifted.
TEST(YgoRule2_1, TheBoardShowsTheSummonsUsedThisTurnAndReviveLimits) {
  Table t = Duel({kLusterDragon}, {}, {kGaiaKnight});
  t.ToGraveyard(A(41));
  t.mutable_state().Card(A(41)).properly_summoned = false;
  t.To(Seat::kA, Phase::kMain1);
  auto marks = [&] { return t.rules().MakeBoard(t.state()).players[0].marks; };
  EXPECT_TRUE(marks().empty());
  t.Do(Seat::kA, NormalSummon{A(1), M(1), {}});
  EXPECT_EQ(marks(), std::vector<std::string>{"Normal Summon or Set used this turn"});
  const auto card_marks = t.OnBoard(A(41)).marks;
  EXPECT_NE(std::find(card_marks.begin(), card_marks.end(), "revive limit on"), card_marks.end());
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

// §1.4 (Y-27): the table places every zone and cell of both players once; the extra monster
// zones between the players, shared, EMZ1 above A's M2 and EMZ2 above A's M4; B's side turned
// half round, so B's M1 faces A's M5.
TEST(YgoRule1_4, TheTablePlacesEveryCellOnceWithTheSharedExtraMonsterZonesInTheMiddle) {
  Table t = Duel({kBlueEyes}, {kSangan}, {kGaiaKnight});
  const TableLayout layout = t.rules().Table();
  const Status placed = CheckTableLayout(layout, t.rules().MakeBoard(t.state()));
  EXPECT_TRUE(placed.ok()) << placed.message();
  ASSERT_EQ(layout.columns, 7);
  ASSERT_EQ(layout.rows.size(), 7u);
  EXPECT_EQ(layout.rows[3],
            (std::vector<TablePlace>{{std::nullopt, "extra monster zone", "EMZ1", 2, 1},
                                     {std::nullopt, "extra monster zone", "EMZ2", 4, 1}}));
  auto at = [&](size_t row, uint8_t column) {
    for (const TablePlace& place : layout.rows[row]) {
      if (place.column == column) return place;
    }
    return TablePlace{};
  };
  EXPECT_EQ(at(4, 0), (TablePlace{Seat::kA, "field zone", "FZ", 0, 1}));
  EXPECT_EQ(at(4, 2), (TablePlace{Seat::kA, "monster zones", "M2", 2, 1}));
  EXPECT_EQ(at(4, 4), (TablePlace{Seat::kA, "monster zones", "M4", 4, 1}));
  EXPECT_EQ(at(4, 6), (TablePlace{Seat::kA, "graveyard", "", 6, 1}));
  EXPECT_EQ(at(5, 1), (TablePlace{Seat::kA, "spell & trap zones", "S1", 1, 1}));
  EXPECT_EQ(at(5, 6), (TablePlace{Seat::kA, "deck", "", 6, 1}));
  EXPECT_EQ(at(2, 5), (TablePlace{Seat::kB, "monster zones", "M1", 5, 1}));
  EXPECT_EQ(at(2, 6), (TablePlace{Seat::kB, "field zone", "FZ", 6, 1}));
  EXPECT_EQ(at(1, 0), (TablePlace{Seat::kB, "deck", "", 0, 1}));
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
