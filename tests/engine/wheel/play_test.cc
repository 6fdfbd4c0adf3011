// Using cards (§六 L6, §七.2 a-d, digest B4, B6; B11 #5-#10, #17): the per-turn limits, the
// threshold cost, the cells, uniqueness.

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// A's extra deck after 28 stones' ids: A51.. are the stones (four of each colour, fire first).
CardId Stone(Seat seat, int colour, int n = 0) { return Id(seat, 51 + colour * 4 + n); }

// Resolves the chain: the opponent passes.
void Resolve(Table& t) {
  t.PassUntil([](const State& s) { return s.chain.links.empty(); });
}

TEST(WheelB4, T1_OneManaStoneATurnFromTheExtraDeck) {
  Table t;
  EXPECT_THAT(t.Do(kA, PlaceManaStone{Stone(kA, 0)}), IsEmpty());
  EXPECT_THAT(t.state().Player(kA).mana, ElementsAre(Stone(kA, 0)));
  EXPECT_THAT(t.Do(kA, PlaceManaStone{Stone(kA, 1)}), ElementsAre("wheel.mana.second"));
  EXPECT_THAT(t.Refused(kA, PlaceManaStone{Stone(kA, 1)}), ::testing::HasSubstr("already"));
  EXPECT_THAT(t.Refused(kA, PlaceManaStone{Id(kA, 1)}), ::testing::HasSubstr("not a mana stone"));
  EXPECT_THAT(t.Refused(kA, PlaceManaStone{Stone(kB, 0)}), ::testing::HasSubstr("B's card"));
}

TEST(WheelB4, T1_AManaStoneFromAnywhereButTheExtraDeckIsFlagged) {
  Header h = TestHeader({kFireStone}, {});
  Table t(h);
  EXPECT_EQ(t.start_violations().size(), 1u);  // wheel.deck.extra-in-main
  EXPECT_THAT(t.Do(kA, PlaceManaStone{Id(kA, 1)}), ElementsAre("wheel.mana.source"));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kMana);
}

TEST(WheelB4, T1_ManaStonesOnlyInTheOwnActionPhase) {
  Table t;
  EXPECT_THAT(t.Do(kB, PlaceManaStone{Stone(kB, 0)}), ElementsAre("wheel.timing"));
}

TEST(WheelB4, T2_OneNonFlashWarSpiritATurnFlashIsExempt) {
  Table t({kFlashAssassin, kFlashAssassin, F(), F()});
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}), IsEmpty());  // Flash.
  Resolve(t);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 3), C("AZ2")}), IsEmpty());
  Resolve(t);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 2), C("AZ3")}), IsEmpty());  // Flash again.
  Resolve(t);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 4), C("DZ1")}),
              ElementsAre("wheel.play.second-war-spirit"));
  Resolve(t);
  EXPECT_EQ(t.state().Card(Id(kA, 4)).zone, Zone::kDefense);  // Flagged, and done.
}

TEST(WheelB4, T3_OneVehicleATurn) {
  Table t({kChariot, kChariot, F()});
  t.GiveMana(kA, kEarthStone, 1);
  EXPECT_THAT(t.Do(kA, PlayVehicle{Id(kA, 1), C("AZ1")}), IsEmpty());
  Resolve(t);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 3), C("AZ2")}), IsEmpty());  // Its own limit.
  Resolve(t);
  EXPECT_THAT(t.Do(kA, PlayVehicle{Id(kA, 2), C("AZ3")}), ElementsAre("wheel.play.second-vehicle"));
  EXPECT_THAT(t.Refused(kA, PlayVehicle{Id(kA, 3), C("DZ1")}), ::testing::HasSubstr("warSpirit"));
}

TEST(WheelB4, T4_AnyNumberOfMagicCards) {
  Table t({kInsight, kInsight, kInsight});
  for (int i = 1; i <= 3; ++i) {
    EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, i), {}}), IsEmpty());
    Resolve(t);
  }
  EXPECT_EQ(t.state().Player(kA).graveyard.size(), 3u);  // §五.5: used magic.
  EXPECT_EQ(t.state().Player(kA).hand.size(), 3u + 6u);
}

TEST(WheelB6, COST1_AThresholdOfTotalAndColourNeverSpent) {
  // 唯一之王: 2 light + 2 black: at least 4 stones, 2 of them light (the source's example).
  Table t({kUniqueKing, kUniqueKing});
  t.GiveMana(kA, kLightStone, 1);
  t.GiveMana(kA, kFireStone, 3);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}), ElementsAre("wheel.play.cost"));
  Resolve(t);
  Table u({kUniqueKing});
  u.GiveMana(kA, kLightStone, 2);
  u.GiveMana(kA, kBlackStone, 1);
  EXPECT_FALSE(u.engine()
                   .Check(u.state(), kA, Move(Decision(PlayWarSpirit{Id(kA, 1), C("AZ1")})))
                   ->empty());  // Three stones: too few in total.
  u.GiveMana(kA, kWaterStone, 1);
  EXPECT_THAT(u.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}), IsEmpty());  // Four, two light.
  Resolve(u);
  EXPECT_EQ(u.state().Player(kA).mana.size(), 4u);  // Not consumed.
}

TEST(WheelB3, ACellHoldsOneCardAndAFullCellIsRefused) {
  Table t({F(), kFlashAssassin});
  t.Place(Id(kA, 3), "AZ1");
  EXPECT_THAT(t.Refused(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}),
              ::testing::HasSubstr("AZ1 holds a card already"));
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ2")}), IsEmpty());
  // While it is on the chain its cell is taken.
  EXPECT_THAT(t.Refused(kA, PlayWarSpirit{Id(kA, 2), C("AZ2")}),
              ::testing::HasSubstr("AZ2 holds a card already"));
  Resolve(t);
  EXPECT_EQ(t.state().Player(kA).attack[1], Id(kA, 1));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).entered_turn, 1u);
}

TEST(WheelB3, AWarSpiritComesFromTheHandAndAnExtraCardFromTheExtraDeck) {
  Header h = TestHeader({}, {}, {}, {kAncientDragon});
  Table t(h);
  EXPECT_THAT(t.Refused(kA, PlayWarSpirit{Id(kA, 10), C("AZ1")}),
              ::testing::HasSubstr("is in the deck"));
  t.GiveMana(kA, kFireStone, 2);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 51), C("AZ1")}), IsEmpty());  // W-8.
  Resolve(t);
  EXPECT_EQ(t.state().Card(Id(kA, 51)).zone, Zone::kAttack);
}

TEST(WheelB3, W7_AFormationCardHasNoRuleAndIsRefused) {
  Table t({kCraneFormation});
  EXPECT_THAT(t.Refused(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}),
              ::testing::HasSubstr("gives formation cards no rule"));
}

TEST(WheelB9, L15_UniqueOnlyOneOfThisExactNameOnTheField) {
  Table t({kBanner, kBanner});
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  Resolve(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kMagic);  // §五.3: continuous magic.
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {}}), ElementsAre("wheel.unique"));
}

TEST(WheelB9, L28_UniqueAOnlyOneWarSpiritWhoseNameContainsA) {
  // The source's example: with 美猴王 (〈悟空〉-Unique) on the field, 孙悟空 cannot be used.
  Table t({kWukong, kFootman, kMonkeyKing});
  t.Place(Id(kA, 3), "AZ1");
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ2")}), ElementsAre("wheel.unique-a"));
  Resolve(t);
  t.ToActionOf(kA);
  t.GiveMana(kA, kFireStone, 1);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 2), C("AZ3")}), IsEmpty());  // Not a 悟空.
}

TEST(WheelB5, CH5_ANonInstantCardAsAResponseIsFlagged) {
  Table t({kInsight}, {kFlashAssassin, kInsight});
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kResponse);
  EXPECT_EQ(t.state().waiting_for, kB);
  EXPECT_THAT(t.Do(kB, PlayWarSpirit{Id(kB, 1), C("AZ1")}), ElementsAre("wheel.play.not-instant"));
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kAttack);
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
