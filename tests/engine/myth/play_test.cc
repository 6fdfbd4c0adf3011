// §6, §12, §26, §27, M-3: costs paid from the 灵力区, summoning sickness and 【先锋】, using cards
// from the 灵力区, placing into it.

#include "engine/myth/play.h"

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(MythRule12_1, ACostIsPaidByTappingUprightSpiritCardsOneEach) {
  Table t(Seats{.a = {kFireball}, .b = {kRabbit}});
  const CardId fireball = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(fireball, Zone::kHand);
  t.Put(rabbit, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {rabbit}, spirit}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_TRUE(t.s.Card(spirit[0]).tapped);
  EXPECT_TRUE(t.s.Card(spirit[1]).tapped);
}

TEST(MythRule12_1, PayingLessOrWithATappedCardIsFlagged) {
  Table t(Seats{.a = {kFireball}, .b = {kRabbit}});
  const CardId fireball = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(fireball, Zone::kHand);
  t.Put(rabbit, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  t.s.Card(spirit[1]).tapped = true;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {rabbit}, spirit}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.cost.unpaid"));
  Table u(Seats{.a = {kFireball}, .b = {kRabbit}});
  u.Put(fireball, Zone::kHand);
  u.Put(rabbit, Zone::kField);
  const std::vector<CardId> one = u.Spirit(Seat::kA, 1);
  ASSERT_TRUE(u.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {rabbit}, one}}).ok());
  EXPECT_THAT(u.flagged, ElementsAre("myth.cost.unpaid"));
}

TEST(MythRule12_1, PayingWithACardOutsideOnesSpiritZoneIsRefused) {
  Table t(Seats{.a = {kFireball}, .b = {kRabbit}});
  const CardId fireball = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(fireball, Zone::kHand);
  t.Put(rabbit, Zone::kField);
  const std::vector<CardId> theirs = t.Spirit(Seat::kB, 2);
  Status refused = t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {rabbit}, theirs}});
  EXPECT_EQ(refused.message(), "useCard.spirit[0]: B06 木灵 is not in A's 灵力区");
}

TEST(MythRule14_2, AnActivatedSkillThatCannotBePaidIsFlagged) {
  // §14.2 [姜子牙] "支付4点灵力,横置:抓一张牌" with 3 灵力.
  Table t;
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 3);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{ActivateSkill{t.General(Seat::kA), 0, {1}, {}, spirit}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.cost.unpaid"));
}

TEST(MythRule26, ACostIsReducedFromThePrintedValueAndNeverBelowZero) {
  Table t(Seats{.a = {kSpiritVein, kRabbit, kFireball}, .b = {kRabbit}});
  const CardId vein = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kA, 1),
               fireball = Table::Extra(Seat::kA, 2);
  t.Put(vein, Zone::kField);
  t.Put(rabbit, Zone::kHand);
  t.Put(fireball, Zone::kHand);
  Context c = t.Ctx();
  EXPECT_EQ(CostToUse(c, Seat::kA, rabbit), 0);    // 1 - 1.
  EXPECT_EQ(CostToUse(c, Seat::kA, fireball), 1);  // 2 - 1.
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{rabbit, {1}, {}, {}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());  // §26: a 0 cost is used without paying.
}

TEST(MythRule27_1, AFaceDownCardUsedFromTheSpiritZoneMayPayForItself) {
  // §27.1 [击其不意]: two upright 灵力牌, one of them the card itself.
  Table t(Seats{.a = {kSurprise}, .b = {kRabbit}});
  const CardId surprise = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(rabbit, Zone::kField);
  const std::vector<CardId> other = t.Spirit(Seat::kA, 1);
  t.Put(surprise, Zone::kSpirit);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{surprise, {1}, {rabbit}, {other[0], surprise}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_THAT(t.s.Player(Seat::kA).spirit, ElementsAre(other[0]));  // One tapped 灵力牌 left.
  EXPECT_TRUE(t.s.Card(other[0]).tapped);
  EXPECT_EQ(t.s.Card(surprise).zone, Zone::kStack);
}

TEST(MythRule27_1, UsingAFaceDownCardWithoutPermissionIsFlagged) {
  Table t(Seats{.a = {kRabbit, kDemonRise, kRabbit}});
  const CardId rabbit = Table::Extra(Seat::kA, 0), rise = Table::Extra(Seat::kA, 1),
               second = Table::Extra(Seat::kA, 2);
  t.Put(rabbit, Zone::kSpirit);
  t.Put(second, Zone::kSpirit);
  t.Put(rise, Zone::kHand);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{rabbit, {1}, {}, {rabbit}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.spirit.use-face-down"));
  // §15.1 [妖由人兴]: this turn its player may.
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{rise, {1}, {}, {spirit[0]}}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{second, {1}, {}, {second}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
}

TEST(MythRule27_2, AnAdventurePaysForItsOwnSkill) {
  // §27.2: [夜宴] "支付1点灵力,翻面" paid by tapping itself.
  Table t(Seats{.a = {"MO-052"}});
  const CardId feast = Table::Extra(Seat::kA, 0);
  t.Put(feast, Zone::kSpirit);
  t.s.Card(t.General(Seat::kA)).damage = 5;
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{FlipAdventure{feast, {1}, {t.General(Seat::kA)}, {feast}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_TRUE(t.s.Card(feast).tapped);
  EXPECT_FALSE(t.s.Card(feast).face_down);
  t.PassBoth();
  EXPECT_EQ(t.s.Card(t.General(Seat::kA)).damage, 3);
}

TEST(MythRule27_2, OnlyAFaceDownAdventureOfOnesOwnSpiritZoneIsFlipped) {
  Table t(Seats{.a = {kPlough, kRabbit}});
  const CardId plough = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kA, 1);
  t.Put(plough, Zone::kHand);
  t.Put(rabbit, Zone::kSpirit);
  EXPECT_EQ(t.Apply(Seat::kA, Decision{FlipAdventure{plough, {1}, {}, {}}}).message(),
            "flipAdventure.card: A61 犁耕 is not face-down in A's 灵力区");
  EXPECT_EQ(t.Apply(Seat::kA, Decision{FlipAdventure{rabbit, {1}, {}, {}}}).message(),
            "flipAdventure.card: A62 跳跳兔 is not an adventure card");
  EXPECT_EQ(t.Apply(Seat::kA, Decision{UseCard{plough, {1}, {}, {}}}).message(),
            "useCard.card: A61 犁耕 is an adventure card: it is flipped in the 灵力区 (M-8)");
}

TEST(MythRule6, ACreatureCannotTapForASkillTheTurnItEnters) {
  Table t(Seats{.a = {kPatrol}, .b = {kRabbit}});
  const CardId patrol = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(patrol, Zone::kField, /*fresh=*/true);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{ActivateSkill{patrol, 0, {1}, {rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.skill.summoning-sickness"));
}

TEST(MythRule6, ATappedCardCannotTapAgainForASkill) {
  Table t(Seats{.a = {kPatrol}, .b = {kRabbit}});
  const CardId patrol = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(patrol, Zone::kField);
  t.Put(rabbit, Zone::kField);
  t.s.Card(patrol).tapped = true;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{ActivateSkill{patrol, 0, {1}, {rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.cost.unpaid"));
}

TEST(MythRuleM3, OneCardIntoTheSpiritZonePerTurnInTheMainPhase) {
  Table t;
  const std::vector<CardId> hand = t.s.Player(Seat::kA).hand;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{PlaceSpirit{hand[0]}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_THAT(t.s.Player(Seat::kA).spirit, ElementsAre(hand[0]));
  EXPECT_TRUE(t.s.Card(hand[0]).face_down);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{PlaceSpirit{hand[1]}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.spirit.placement"));
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{PlaceSpirit{t.s.Player(Seat::kB).hand[0]}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.window.priority"));
}

TEST(MythRuleM3, TheSpiritPlacementsPerTurnAreAnOption) {
  Table t(Seats{.options = {{"spiritPerTurn", "2"}}});
  const std::vector<CardId> hand = t.s.Player(Seat::kA).hand;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{PlaceSpirit{hand[0]}}).ok());
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{PlaceSpirit{hand[1]}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
}

TEST(MythRule4_3, ACardPutIntoPlayByAnEffectPaysNothingAndEntersAtOnce) {
  // §4.2, §4.3 [法天象地]: two creature cards from the library, at once, no cost.
  Table t(Seats{.a = {kCosmos}});
  const CardId cosmos = Table::Extra(Seat::kA, 0);
  t.Put(cosmos, Zone::kHand);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 6);
  const size_t field = t.s.Player(Seat::kA).field.size();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{cosmos, {1}, {}, spirit}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Player(Seat::kA).field.size(), field + 2);
}

}  // namespace
}  // namespace tcgjudge::myth::testing
