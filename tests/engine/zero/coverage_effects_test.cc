// Rule coverage (docs/rule-coverage-zero.md): effects (700-705), their timings (807) and the
// keywords (900). Each test is named after the rule it checks and asserts the resulting state or
// the exact violation.
// Decks: A01-A06 / B01-B06 are life cards, A07-A12 / B07-B12 the opening hands, A13 is drawn in
// turn 1, B13 in turn 2 (CoverageDeck).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::B;
using testing::CoverageDeck;
using testing::CoverageTable;
using ::testing::ElementsAre;
using testing::MoveTo;
using testing::Table;

ActivateEffect Activation(CardId card, uint8_t effect, std::vector<CardId> tap,
                          std::vector<Target> targets = {}) {
  ActivateEffect activate;
  activate.card = card;
  activate.effect = effect;
  activate.payment.tap = std::move(tap);
  activate.targets = std::move(targets);
  return activate;
}

// ----- 700, 703: activated effects
// ------------------------------------------------------------------

// 乔巴 (SAMPLE-010): effect 1 is (横置): 回复我方一张角色牌1000点伤害.
TEST(Rule700_5, AnActivatedEffectResolvesAfterItsSourceLeft_Rule703_5) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-010", "BP02-026"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));  // 饺子 500/500.
  t.mutable_state().Card(A(8)).damage = 400;
  ASSERT_TRUE(t.Do(Seat::kA, Activation(A(7), 1, {A(7)}, {A(8)})).empty());
  MoveTo(t.mutable_state(), A(7), Zone::kHand);  // 乔巴 leaves before the effect resolves.
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).damage, 0) << "the link is independent of its source";
}

TEST(Rule703_2, UsingTheOpponentsCardsActivatedEffectIsFlagged) {
  Table t = CoverageTable(CoverageDeck({"BP02-049"}), CoverageDeck({}));  // 占卜婆婆.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.Do(Seat::kA, PassPriority{});  // B holds priority.
  auto v = t.Do(Seat::kB, Activation(A(7), 0, {A(7)}));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.effect.not-controller"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"703(2)"});
}

TEST(Rule703_4, AnActivatedEffectMayBeUsedInTheOpponentsTurn) {
  Table t = CoverageTable(CoverageDeck({}), CoverageDeck({"SAMPLE-010", "BP02-026"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(B(8));
  t.mutable_state().Card(B(8)).damage = 400;
  t.Do(Seat::kA, PassPriority{});
  EXPECT_TRUE(t.Do(Seat::kB, Activation(B(7), 1, {B(7)}, {B(8)})).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(8)).damage, 0);
}

// ----- 702: triggered effects
// ----------------------------------------------------------------------

TEST(Rule702_2, AnOptionalTriggerIsNotPutOnTheChainWhenItsControllerDeclines) {
  Table t = CoverageTable(CoverageDeck({"可选兵"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTriggerYesNo);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  EXPECT_TRUE(t.Do(Seat::kA, ChooseYesNo{false}).empty());
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);
}

TEST(Rule702_2, AnOptionalTriggerGoesOnTheChainWhenItsControllerAccepts) {
  Table t = CoverageTable(CoverageDeck({"可选兵"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1));
  t.BothPass();
  EXPECT_TRUE(t.Do(Seat::kA, ChooseYesNo{true}).empty());
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "105(1)";
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1);
}

// 妮可·罗宾 (SAMPLE-014): 【我方回合开始时】抽一张牌,然后舍弃一张手牌.
TEST(Rule807_2, ATurnStartEffectTriggersFromTheRestArea) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-014"}), CoverageDeck({}));
  MoveTo(t.mutable_state(), A(7), Zone::kRest);
  t.PassUntil([](const State& s) { return s.turn == 3; });
  ASSERT_EQ(t.state().step, Step::kStart);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, A(7));
}

// ----- 705: targets
// ----------------------------------------------------------------------------------

TEST(Rule705_1, AnEffectTargetingItsOwnCardIsFlagged) {
  Table t = CoverageTable(CoverageDeck({"神射手"}), CoverageDeck({}));  // 破坏一张角色牌.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  auto v = t.Do(Seat::kA, Activation(A(7), 0, {}, {A(7)}));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.target.itself"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"705(1)"});
}

TEST(Rule705_4, ChoosingOneCardForTwoTargetsIsFlagged) {
  Table t = CoverageTable(CoverageDeck({"双目标"}), CoverageDeck({"悟空", "天津饭"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(B(8));
  auto v = t.Play(Seat::kA, A(7), {}, {B(7), B(7)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.target.same-card"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"705(4)"});
}

TEST(Rule705_4, TwoDifferentTargetsAreEachAffected) {
  Table t = CoverageTable(CoverageDeck({"双目标"}), CoverageDeck({"悟空", "天津饭"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));  // 1000/1000.
  t.PutIntoBattle(B(8));  // 2000/2000.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {B(7), B(8)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(8)).damage, 1000);
}

TEST(Rule705_3, ATargetThatNoLongerFitsTheDescriptionIsSkipped_Rule705_6) {
  Table t = CoverageTable(CoverageDeck({"横置狙击"}), CoverageDeck({}));  // A tapped character.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {B(7)}).empty());
  t.mutable_state().Card(B(7)).tapped = false;  // Reset before it resolves: no longer fits.
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 0);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "the failed tactic goes to the rest area";
}

// ----- 900: keywords
// ------------------------------------------------------------------------------

// 乌索普 (SAMPLE-008): 智谋 twice.
TEST(Rule900_6, Each智谋OfACardIsResolvedSeparately_Rule700_6) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-008"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTriggerOrder) << "two triggers of one card (702(7))";
  t.Do(Seat::kA, ChooseOrder{{OrderItem{A(7), uint8_t{0}}, OrderItem{A(7), uint8_t{1}}}});
  ASSERT_EQ(t.state().chain.size(), 2u);
  const CardId first = t.state().Player(Seat::kA).deck[0];
  const CardId second = t.state().Player(Seat::kA).deck[1];
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  t.Do(Seat::kA, ChooseYesNo{false});  // The first looks at `first`: to the bottom.
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice) << "the second 智谋 asks again";
  t.Do(Seat::kA, ChooseYesNo{true});  // It looks at `second`: it stays on top.
  EXPECT_EQ(t.state().Player(Seat::kA).deck.front(), second);
  EXPECT_EQ(t.state().Player(Seat::kA).deck.back(), first);
  EXPECT_TRUE(t.state().chain.empty());
}

TEST(Rule900_6, The智谋PlayerSeesTheTopCardHeLooksAtAndOnlyWhileHeLooks_A107) {
  Table t = CoverageTable(CoverageDeck({"智谋兵"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const CardId top = t.state().Player(Seat::kA).deck.front();
  EXPECT_EQ(t.OnBoard(top).seen_by, kSeenByNobody) << "201(3)";
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty());
  t.BothPass();  // 智谋兵 enters; its 智谋 goes on the chain.
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_EQ(t.state().Player(Seat::kA).deck.front(), top);
  EXPECT_EQ(t.OnBoard(top).seen_by, SeatBit(Seat::kA)) << "900(6): A looks at it, B does not";
  t.Do(Seat::kA, ChooseYesNo{true});
  EXPECT_EQ(t.OnBoard(top).seen_by, kSeenByNobody) << "back on top, unseen";
}

TEST(Rule900_7, AnEquipmentWithTheNameIsALinkPartner) {
  Table t = CoverageTable(CoverageDeck({"龟甲", "连协兵"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  t.BothPass();
  const Board board = t.rules().MakeBoard(t.state());
  const BoardCard& linked = board.Zone(Seat::kA, "battle")->cards[0];
  EXPECT_EQ(linked.atk, 2000) << "1000 + 战斗连协";
  EXPECT_EQ(linked.def, 2500) << "1000 + 战斗连协 + the DEF bonus";
}

}  // namespace
}  // namespace tcgjudge::zero
