// The board and the table of 永恒之轮 (§五 L5, W-24): the three-cell zones with their cards in
// their cells, what each seat sees, and a table that places every zone and cell once.

#include "engine/wheel/board.h"

#include "engine/wheel/wheel_ruleset.h"
#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

TEST(WheelB3, TheBoardHasThreeCellZonesLifeAsPointsAndWhatEachSeatSees) {
  Table t({kAmbusher, kChariot});
  t.Place(Id(kA, 1), "DZ2", /*face_down=*/true);
  t.Place(Id(kA, 2), "AZ3");
  t.Place(Id(kA, 10), "AZ1");
  t.GiveMana(kA, kFireStone, 1);
  ASSERT_TRUE(t.Do(kA, Board{Id(kA, 10), Id(kA, 2)}).empty());
  const ::tcgjudge::Board board = WheelRuleset(t.engine().cards()).MakeBoard(t.state());
  EXPECT_EQ(board.ruleset, "wheel");
  EXPECT_EQ(board.step, "action phase");
  EXPECT_EQ(board.priority, kA);
  const BoardPlayer& a = *board.Player(kA);
  EXPECT_EQ(a.life_points, 20);
  const BoardZone& attack = *board.Zone(kA, "attack zone");
  EXPECT_EQ(attack.cells, (std::vector<std::string>{"AZ1", "AZ2", "AZ3"}));
  ASSERT_EQ(attack.cards.size(), 1u);
  EXPECT_EQ(attack.cards[0].slot, 2);
  EXPECT_EQ(attack.cards[0].attached, std::vector<CardId>{Id(kA, 10)});
  const BoardZone& defense = *board.Zone(kA, "defense zone");
  ASSERT_EQ(defense.cards.size(), 1u);
  EXPECT_TRUE(defense.cards[0].face_down);
  EXPECT_EQ(defense.cards[0].seen_by, SeatBit(kA));
  EXPECT_EQ(board.Zone(kA, "vehicle crews")->cards.size(), 1u);
  EXPECT_EQ(board.Zone(kA, "mana zone")->cards[0].properties[0].value, "fire");
  EXPECT_EQ(board.Zone(kA, "hand")->cards[0].seen_by, SeatBit(kA));
  EXPECT_EQ(board.Zone(kB, "deck")->cards[0].seen_by, kSeenByNobody);
  EXPECT_EQ(board.Zone(kB, "extra deck")->cards[0].seen_by, kSeenByBoth);  // §五.8: face-up.
}

TEST(WheelB3, W24_TheTablePlacesEveryZoneAndCellOnce) {
  Table t;
  const Status fits =
      CheckTableLayout(WheelTable(), WheelRuleset(t.engine().cards()).MakeBoard(t.state()));
  EXPECT_TRUE(fits.ok()) << fits.message();
  EXPECT_EQ(WheelTable().rows.size(), 6u);
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
