// Scrapping as an effect action (606, 102(3)) and trigger orders written with plain card ids
// (106(6), docs/log-format.md 5.3). The cards are the coverage cards
// (coverage_cards.h), among them the bundled samples 同归于尽 (SAMPLE-071: 每位玩家废弃其战斗区中的
// 一张角色牌) and 征收 (SAMPLE-072: 对方废弃其资源区中的一张牌).

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
using testing::Table;

Table At(const std::vector<std::string>& hand_a, const std::vector<std::string>& hand_b) {
  Table t = CoverageTable(CoverageDeck(hand_a), CoverageDeck(hand_b));
  t.ToActionPhase(Seat::kA);
  return t;
}

// ----- 606, 102(3): scrapping -------------------------------------------------------------------

TEST(Rule102_3, EachPlayerScrapsACharacterTheActivePlayerFirstAndBothGoTogether_A113) {
  Table t = At({"SAMPLE-071", "悟空", "天津饭"}, {"悟空", "天津饭"});
  for (CardId id : {A(8), A(9), B(7), B(8)}) t.PutIntoBattle(id);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "the active player chooses first";
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(8)}}).empty());
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "then the non-active player";
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kBattle) << "nothing is scrapped before both chose";
  EXPECT_TRUE(t.Do(Seat::kB, ChooseCards{{B(8)}}).empty());
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "320(5): the tactic is done";
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule606_3, TheOpponentScrapsAResourceOfHisChoice) {
  Table t = At({"SAMPLE-072"}, {});
  const std::vector<CardId> b_resources = AddResources(t, Seat::kB, 2);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "606(3): the player whose cards are scrapped";
  EXPECT_TRUE(t.Do(Seat::kB, ChooseCards{{b_resources[1]}}).empty());
  EXPECT_EQ(t.state().Card(b_resources[1]).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(b_resources[0]).zone, Zone::kResource);
}

TEST(Rule102_4, AScrapWithNoMoreFittingCardsThanItTakesAsksNothing_Rule606_1) {
  Table t = At({"SAMPLE-072"}, {});
  const CardId only = AddResources(t, Seat::kB, 1)[0];
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2)).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(only).zone, Zone::kRest);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule606_1, ScrappingACardThatDoesNotFitIsFlaggedAndLeftWhereItIs_A101_A113) {
  Table t = At({"SAMPLE-072"}, {"悟空"});
  const std::vector<CardId> b_resources = AddResources(t, Seat::kB, 2);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  bool injected = false;
  for (const auto& illegal : t.rules().IllegalDecisions(t.state())) {
    injected = injected || illegal.code == "zero.scrap.wrong-card";
  }
  EXPECT_TRUE(injected) << "simulate --inject-illegal knows it";
  EXPECT_THAT(t.Codes(t.Do(Seat::kB, ChooseCards{{B(7)}})), ElementsAre("zero.scrap.wrong-card"));
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kHand);
  EXPECT_EQ(t.state().Card(b_resources[0]).zone, Zone::kResource);
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "the table's answer was given";
}

TEST(Rule606_1, ScrappingAnotherNumberOfCardsThanTheEffectSaysIsFlagged_A113) {
  Table t = At({"SAMPLE-072"}, {});
  const std::vector<CardId> b_resources = AddResources(t, Seat::kB, 3);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  bool injected = false;
  for (const auto& illegal : t.rules().IllegalDecisions(t.state())) {
    injected = injected || illegal.code == "zero.scrap.count";
  }
  EXPECT_TRUE(injected) << "simulate --inject-illegal knows it";
  EXPECT_THAT(t.Codes(t.Do(Seat::kB, ChooseCards{{b_resources[0], b_resources[1]}})),
              ElementsAre("zero.scrap.count"));
  EXPECT_EQ(t.state().Card(b_resources[0]).zone, Zone::kRest) << "as the table did it";
  EXPECT_EQ(t.state().Card(b_resources[1]).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(b_resources[2]).zone, Zone::kResource);
}

// ----- The board names what it waits for, machine-readable (issue 34) -------------------------

// A scrap by an effect (606) and a trigger order (106(6)) are both answered by a list of cards; the
// board's pending kind (`waitsForKind`) tells the questions apart, and a tool need not read words.
TEST(Rule106_6, TheBoardNamesATriggerOrderQuestionApartFromAnEffectsChoiceOfCards) {
  Table order = At({"SAMPLE-008"}, {});
  EXPECT_EQ(order.rules().MakeBoard(order.state()).pending_kind, "priority");
  order.Play(Seat::kA, A(7), AddResources(order, Seat::kA, 2));
  order.BothPass();
  ASSERT_EQ(order.state().wait, Wait::kTriggerOrder);
  EXPECT_EQ(order.rules().MakeBoard(order.state()).pending_kind, "triggerOrder");

  Table scrap = At({"SAMPLE-071", "悟空", "天津饭"}, {"悟空", "天津饭"});
  for (CardId id : {A(8), A(9), B(7), B(8)}) scrap.PutIntoBattle(id);
  scrap.Play(Seat::kA, A(7), AddResources(scrap, Seat::kA, 2));
  scrap.BothPass();
  ASSERT_EQ(scrap.state().wait, Wait::kEffectChoice);
  const Board board = scrap.rules().MakeBoard(scrap.state());
  EXPECT_EQ(board.pending_kind, "effectChoice");
  EXPECT_EQ(PendingKind(scrap.rules().PendingOf(scrap.state())), "effectChoice");
  EXPECT_FALSE(board.pending.empty()) << "the words stay beside the kind";
}

// ----- 106(6): the order of simultaneous triggers, written with plain card ids -----------------

// 乌索普 (SAMPLE-008): 智谋 twice (effects 0 and 1).
TEST(Rule106_6, APlainCardIdNamesTheCardsFirstWaitingTriggerNotNamedBefore_A112) {
  Table t = At({"SAMPLE-008"}, {});
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTriggerOrder);
  EXPECT_TRUE(
      t.Do(Seat::kA, ChooseOrder{{OrderItem{A(7), std::nullopt}, OrderItem{A(7), std::nullopt}}})
          .empty());
  ASSERT_EQ(t.state().chain.size(), 2u);
  EXPECT_EQ(t.state().chain[0].effect, 0);
  EXPECT_EQ(t.state().chain[1].effect, 1);
}

TEST(Rule106_6, APlainCardIdAfterAnIndexedOneNamesTheOtherTrigger_A112) {
  Table t = At({"SAMPLE-008"}, {});
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  EXPECT_TRUE(
      t.Do(Seat::kA, ChooseOrder{{OrderItem{A(7), uint8_t{1}}, OrderItem{A(7), std::nullopt}}})
          .empty());
  ASSERT_EQ(t.state().chain.size(), 2u);
  EXPECT_EQ(t.state().chain[0].effect, 1);
  EXPECT_EQ(t.state().chain[1].effect, 0);
}

TEST(Rule106_6, APlainIdOfACardWithoutAWaitingTriggerIsFlagged_Rule702_7) {
  Table t = At({"SAMPLE-008"}, {});
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2));
  t.BothPass();
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseOrder{{OrderItem{A(7), std::nullopt},
                                                  OrderItem{A(7), std::nullopt},
                                                  OrderItem{A(8), std::nullopt}}})),
              ElementsAre("zero.trigger.order"));
}

// ----- the board: what is attached --------------------------------------------------------------

TEST(BoardOfZero, AttachedCardsCarryTheirKindAndFace_Rule323_Rule600_2) {
  Table t = At({"悟空", "金箍棒"}, {});
  t.PutIntoBattle(A(7));
  const std::vector<CardId> resources = AddResources(t, Seat::kA, 3);
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {resources[0]}, {A(7)}).empty());
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, resources[1]}).empty());
  t.BothPass();
  const BoardCard view = t.OnBoard(A(7));
  ASSERT_EQ(view.attached.size(), 2u);
  EXPECT_EQ(view.attached[0], A(8));
  const CardId indicator = view.attached[1];
  EXPECT_THAT(view.properties,
              ElementsAre(BoardProperty{"attached A08", "equipment"},
                          BoardProperty{"attached " + indicator.ToString(),
                                        "level indicator, face down"}))
      << "600(2)a: the deck's top card, face down";
}

}  // namespace
}  // namespace tcgjudge::zero
