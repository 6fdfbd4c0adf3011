// Entering play as a copy and copying a card in use (706(2)), effect changes with a precondition
// (707(4)) and continuous effects that start to apply at the same time (701(4)), each test named
// after the rule it checks. Cards from the bundled set: 模仿者 (SAMPLE-045:
// 可以将此牌作为战斗区中的 一张角色牌来登场, 500/500), 镜像术 (SAMPLE-046, instant:
// 复制连锁中的一张战术牌), 全力气功波 (SAMPLE-047, normal:
// 对对方战斗区中的一张角色牌造成1000点伤害。若我方战斗区中有『龟仙流』,改为 造成2000点伤害), 丝诺
// (BP02-017, 500/1000: 【登场时】抽一张牌), 龟仙人 (BP02-005, 龟仙流, 1000/2000), 人造人8号
// (BP02-047, 2500/3000); and the coverage cards (coverage_cards.h): 气功弹 (instant, cost 0:
// 对对方的一张角色牌造成2000点伤害).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "events/zero/card_set.h"
#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::B;
using ::testing::Contains;
using testing::CoverageDeck;
using testing::CoverageTable;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::Table;

// ----- 706(2): entering as a copy ---------------------------------------------------------------

// A's 模仿者 (A07) and B's 丝诺 (B07) in play; A's 气功弹 (A08) in hand.
Table ImitatorTable() {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-045", "气功弹"}), CoverageDeck({"BP02-017"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  return t;
}

TEST(Rule706_2, ACardEnteringAsACopyIsTheCopyAsItEntersAndTheCopiedOnEnterTriggers) {
  Table t = ImitatorTable();
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;  // Less 模仿者.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3), {Target{B(7)}}).empty());
  t.BothPass();  // 模仿者 enters as 丝诺; 丝诺's 【登场时】 goes on the chain.
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).Characteristics(), IdentityOf(t.state().Card(B(7))));
  ASSERT_EQ(t.state().chain.size(), 1u) << "the copied card's 【登场时】 triggered";
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1) << "丝诺's 【登场时】 drew a card";
  const BoardCard copy = t.OnBoard(A(7));
  EXPECT_EQ(copy.code, "SAMPLE-045") << "the printed card is still 模仿者";
  EXPECT_EQ(copy.atk, 500);
  EXPECT_EQ(copy.def, 1000);
  EXPECT_THAT(copy.marks, Contains("a copy of BP02-017 丝诺 (706)"));
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule706_2, ACardUsedWithoutAChoiceEntersAsItself) {
  Table t = ImitatorTable();
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).copied, 0);
  EXPECT_TRUE(t.state().chain.empty()) << "模仿者 has no 【登场时】";
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);
  EXPECT_EQ(t.OnBoard(A(7)).def, 500);
}

TEST(Rule706_2, ChoosingACardOutsideTheBattleZoneIsFlaggedAndTheCardEntersAsItself) {
  Table t = ImitatorTable();
  const CardId in_hand = t.state().Player(Seat::kB).hand.front();
  const auto flagged = t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3), {Target{in_hand}});
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].code, "zero.copy.original");
  EXPECT_THAT(flagged[0].rules, ElementsAre("706(2)"));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).copied, 0) << "what it was to copy is no card in a battle zone";
}

TEST(Rule706_2, ChoosingTwoCardsToCopyIsFlagged) {
  Table t = ImitatorTable();
  t.PutIntoBattle(A(8));  // Any card will do as a second choice.
  const auto flagged =
      t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3), {Target{B(7)}, Target{A(8)}});
  ASSERT_EQ(flagged.size(), 1u);
  EXPECT_EQ(flagged[0].code, "zero.copy.original");
}

TEST(Rule706_2, ACopiedCardThatLeftBeforeTheCardEntersLeavesItItself_A85) {
  Table t = ImitatorTable();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3), {Target{B(7)}}).empty());
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {}, {Target{B(7)}}).empty());  // 气功弹 destroys 丝诺 first.
  t.BothPass();
  ASSERT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).copied, 0);
  EXPECT_TRUE(t.state().chain.empty()) << "no 【登场时】 of 丝诺";
}

TEST(Rule702_4, ATriggerOfACopyThatEndedResolvesAsTheCopy_A100) {
  // 模仿者 enters as a copy of A's own 丝诺: 丝诺's 【登场时】 triggers, then the same-name rule
  // (305(4), A-17) scraps 模仿者, which is no copy in the rest area. The trigger still resolves
  // as the effect it was (702(4)): A draws.
  Table t = CoverageTable(CoverageDeck({"SAMPLE-045", "BP02-017"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3), {Target{A(8)}}).empty());
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kSameName);
  ASSERT_TRUE(t.Do(Seat::kA, ChooseCards{{A(7)}}).empty());
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).copied, 0) << "a copy lasts while it stays where it is";
  ASSERT_EQ(t.state().chain.size(), 1u) << "丝诺's 【登场时】 of the copy waits on the chain";
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1) << "it drew as 丝诺's effect";
  EXPECT_TRUE(t.violations().empty());
}

// ----- 706(2): copying a card in use ------------------------------------------------------------

// A's 气功弹 (A07) and 镜像术 (A08) in hand, B's 镜像术 (B07) in hand, B's 人造人8号 (B08) in play.
Table MirrorTable() {
  Table t = CoverageTable(CoverageDeck({"气功弹", "SAMPLE-046"}),
                          CoverageDeck({"SAMPLE-046", "BP02-047"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(8));
  return t;
}

TEST(Rule706_2, ACopyOfATacticInUseResolvesWithItsTargetsAndTheCardStays) {
  Table t = MirrorTable();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(8)}}).empty());  // 2000 damage to 人造人8号.
  ASSERT_TRUE(t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 2), {Target{A(7)}}).empty());
  t.BothPass();  // 镜像术 copies 气功弹 with its target; the copy, then 气功弹 resolve.
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest)
      << "two times 2000 damage destroy the 3000 DEF 人造人8号";
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "气功弹 itself resolved once, then left";
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule706_2, ACopyIsTheCopiersAndKeepsTheTargetsChosenForTheCard_Rule705_3) {
  Table t = MirrorTable();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(8)}}).empty());
  ASSERT_TRUE(t.Do(Seat::kA, PassPriority{}).empty());
  ASSERT_TRUE(t.Play(Seat::kB, B(7), AddResources(t, Seat::kB, 2), {Target{A(7)}}).empty());
  t.BothPass();
  // B's copy keeps 人造人8号 as its target; for B it is no opponent's character, so the copy
  // skips it (705(3)); only A's 气功弹 deals its 2000.
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(B(8)).damage, 2000);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule706_2, CopyingACardThatIsNotBeingUsedIsFlagged_Rule705_1) {
  Table t = MirrorTable();
  const auto flagged = t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 2), {Target{B(8)}});
  EXPECT_THAT(t.Codes(flagged), Contains("zero.target.illegal"));
  t.BothPass();
  EXPECT_TRUE(t.state().chain.empty()) << "its only target is illegal: the effect fails (705(6))";
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
}

// ----- 707(4): effect changes with a precondition -----------------------------------------------

// A's 全力气功波 (A07) in hand and 龟仙人 (A08) in play if `master`; B's 人造人8号 (B07) in play
// and 气功弹 (B08) in hand.
Table BlastTable(bool master) {
  Table t =
      CoverageTable(CoverageDeck({"SAMPLE-047", "BP02-005"}), CoverageDeck({"BP02-047", "气功弹"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  if (master) t.PutIntoBattle(A(8));
  return t;
}

TEST(Rule707_4, APreconditionThatHeldWhenUsedAndOnResolutionChangesTheEffect) {
  Table t = BlastTable(/*master=*/true);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2), {Target{B(7)}}).empty());
  EXPECT_EQ(t.state().chain.back().changed, 1u) << "the precondition held as it was used";
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 2000) << "改为造成2000点伤害";
}

TEST(Rule707_4, WithoutThePreconditionTheOriginalEffectResolves) {
  Table t = BlastTable(/*master=*/false);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2), {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 1000);
}

TEST(Rule707_4, APreconditionMetOnlyOnResolutionChangesNothing_A87) {
  Table t = BlastTable(/*master=*/false);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2), {Target{B(7)}}).empty());
  EXPECT_EQ(t.state().chain.back().changed, 0u);
  t.PutIntoBattle(A(8));  // 龟仙人 arrives before the resolution.
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 1000)
      << "the effect was used unchanged; only a change made as it was used can apply";
}

TEST(Rule707_4, APreconditionLostBeforeResolutionResolvesTheOriginalEffect) {
  Table t = BlastTable(/*master=*/true);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2), {Target{B(7)}}).empty());
  ASSERT_TRUE(t.Do(Seat::kA, PassPriority{}).empty());
  ASSERT_TRUE(t.Play(Seat::kB, B(8), {}, {Target{A(8)}}).empty());  // 气功弹 destroys 龟仙人.
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(7)).damage, 1000) << "清算时将改为清算替换前的效果";
  EXPECT_TRUE(t.violations().empty());
}

// ----- 701(4): continuous effects that start to apply at the same time --------------------------

// One card's continuous effects start to apply as it enters, all at once; the engine gives every
// other change its own timestamp (A-68). Of one card's effects, two that set the same value are
// the ones whose order the active player would choose: card data with them is refused (A-88).
TEST(Rule701_4, ACardWhoseTwoContinuousEffectsSetOneValueIsRefused_A88) {
  Result<cards::CardDef> card =
      CardFromJson(R"({"code":"T-1","name":"双变","category":"character","atk":1000,"def":1000,)"
                   R"("effects":[{"continuous":{"affects":{"side":"we"},"setAtk":0}},)"
                   R"({"continuous":{"affects":{"side":"opponent"},"setAtk":3000}},)"
                   R"({"continuous":{"affects":{"side":"we"},"setDef":500}}]})");
  ASSERT_FALSE(card.ok());
  EXPECT_THAT(card.status().ToString(), HasSubstr("effects[1].continuous.setAtk"));
  EXPECT_THAT(card.status().ToString(), HasSubstr("701(4)"));
}

TEST(Rule701_4, ACardThatAddsAndSetsAttributesInTwoEffectsIsRefused_A88) {
  Result<cards::CardDef> card = CardFromJson(
      R"({"code":"T-1","name":"拜师二","category":"event",)"
      R"("effects":[{"continuous":{"affects":{"side":"we"},"addAttributes":["龟仙流"]}},)"
      R"({"continuous":{"affects":{"side":"we"},"setAttributes":["鹤仙流"]}}]})");
  ASSERT_FALSE(card.ok());
  EXPECT_THAT(card.status().ToString(), HasSubstr("effects[1].continuous.setAttributes"));
  EXPECT_THAT(card.status().ToString(), HasSubstr("701(4)"));
}

TEST(Rule701_4, OneSetOfEachValueOnOneCardIsAccepted_A68) {
  Result<cards::CardDef> card =
      CardFromJson(R"({"code":"T-1","name":"单变","category":"character","atk":1000,"def":1000,)"
                   R"("effects":[{"continuous":{"affects":{"side":"we"},"setAtk":0}},)"
                   R"({"continuous":{"affects":{"side":"we"},"setDef":500,"atk":1000}}]})");
  EXPECT_TRUE(card.ok()) << card.status().ToString();
}

}  // namespace
}  // namespace tcgjudge::zero
