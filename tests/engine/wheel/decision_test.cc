// 永恒之轮's decision vocabulary as plain values (events/wheel/decision.h): cells written as the
// log writes them, the member names, the cards a decision names, and its words.

#include "events/wheel/decision.h"

#include "events/wheel/decision_text.h"
#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

TEST(WheelDecisions, CellsAreAZ1ToAZ3AndDZ1ToDZ3) {
  for (const char* text : {"AZ1", "AZ2", "AZ3", "DZ1", "DZ2", "DZ3"}) {
    Result<Cell> cell = Cell::Parse(text);
    ASSERT_TRUE(cell.ok()) << text;
    EXPECT_EQ(cell->ToString(), text);
  }
  EXPECT_EQ(Cell::Parse("DZ2")->row, Row::kDefense);
  EXPECT_EQ(Cell::Parse("DZ2")->index, 1);
  for (const char* text : {"AZ0", "AZ4", "az1", "MZ1", "AZ", ""}) {
    EXPECT_FALSE(Cell::Parse(text).ok()) << text;
  }
}

TEST(WheelDecisions, KindNamesCardsNamedAndWords) {
  const Decision attack = DeclareAttack{Id(kA, 3), Id(kB, 7)};
  EXPECT_EQ(DecisionKindName(attack), "declareAttack");
  const auto named = CardsNamed(attack);
  ASSERT_EQ(named.size(), 2u);
  EXPECT_EQ(named[1].first, "declareAttack.target");
  EXPECT_EQ(named[1].second, Id(kB, 7));
  const Decision magic = PlayMagic{Id(kA, 1), {Target(kB), Target(Id(kB, 2))}};
  EXPECT_EQ(CardsNamed(magic).size(), 2u);
  EXPECT_EQ(CardsNamed(magic)[1].first, "playMagic.targets[1]");
  auto id = [](const CardId& c) { return c.ToString(); };
  EXPECT_EQ(DecisionText(magic, id), "A01 · targets player B B02");
  EXPECT_EQ(DecisionText(PlayWarSpirit{Id(kA, 4), C("DZ3"), true}, id), "A04 · DZ3 face-down");
  EXPECT_EQ(DecisionText(attack, id), "A03 → B07");
  EXPECT_EQ(DecisionText(DeclareAttack{Id(kA, 3), kB}, id), "A03 → player B");
  EXPECT_EQ(DecisionText(Board{Id(kA, 5), Id(kA, 6)}, id), "A05 onto A06");
  EXPECT_EQ(DecisionKindName(ActivateEffect{}), "activateEffect");
  EXPECT_EQ(DecisionKindName(PlaceManaStone{}), "placeManaStone");
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
