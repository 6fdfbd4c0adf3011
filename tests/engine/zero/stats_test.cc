// 701(3): ATK and DEF as their changes apply in timestamp order. A change that sets a value
// ("变为") replaces the printed value and every earlier change; the changes after it still
// apply. Cards: 石化光线 (SAMPLE-027: an opponent's character's ATK becomes 0 this turn),
// 孙悟饭 (SAMPLE-012: pay 2, one red: (攻)+1500(防)+1500 this turn) and 比克大魔王 (SAMPLE-031:
// the opponent's tapped characters' ATK becomes 0) from the bundled set.

#include "engine/zero/stats.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <climits>

#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::B;
using testing::CoverageDeck;
using testing::CoverageTable;
using testing::MoveTo;
using testing::Table;

// The card's ATK or DEF as the board shows it (INT_MIN: not a character in a battle zone).
int32_t Stat(const Table& t, CardId id, bool atk) {
  return (atk ? t.OnBoard(id).atk : t.OnBoard(id).def).value_or(INT_MIN);
}
int32_t Atk(const Table& t, CardId id) { return Stat(t, id, true); }
int32_t Def(const Table& t, CardId id) { return Stat(t, id, false); }

// A's action phase in turn 1: B's 孙悟饭 (B07) in play, 石化光线 (A07) in A's hand; each side has
// resources to pay.
Table With孙悟饭() {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-027"}), CoverageDeck({"SAMPLE-012"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  return t;
}

// B uses 孙悟饭's effect while A holds priority in A's turn, and both pass: it resolves.
void BuffFrom孙悟饭(Table& t) {
  t.Do(Seat::kA, PassPriority{});
  ActivateEffect activate;
  activate.card = B(7);
  activate.effect = 0;
  activate.payment.tap = AddResources(t, Seat::kB, 2);
  ASSERT_TRUE(t.Do(Seat::kB, activate).empty());
  t.BothPass();
}

void Use石化光线(Table& t) {
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {Target{B(7)}}).empty());
  t.BothPass();
}

TEST(Rule701_3, ABecomesZeroAfterABuffReplacesTheBuff) {
  Table t = With孙悟饭();
  BuffFrom孙悟饭(t);
  ASSERT_EQ(Atk(t, B(7)), 2500);
  Use石化光线(t);
  EXPECT_EQ(Atk(t, B(7)), 0) << "the later set replaces the printed 1000 and the earlier +1500";
  EXPECT_EQ(Def(t, B(7)), 2500) << "a set of ATK leaves DEF alone";
}

TEST(Rule701_3, ABuffAfterABecomesZeroStillApplies) {
  Table t = With孙悟饭();
  Use石化光线(t);
  ASSERT_EQ(Atk(t, B(7)), 0);
  BuffFrom孙悟饭(t);
  EXPECT_EQ(Atk(t, B(7)), 1500) << "0, then +1500";
}

TEST(Rule701_3, ThisTurnsSetEndsInTheClearingStep_Rule407_1) {
  Table t = With孙悟饭();
  Use石化光线(t);
  ASSERT_EQ(Atk(t, B(7)), 0);
  t.PassUntil([](const State& s) { return s.turn == 2; });
  EXPECT_EQ(Atk(t, B(7)), 1000);
}

TEST(Rule701_3, AContinuousSetIsTimestampedWhenItsCardEntered) {
  // 比克大魔王 in play first: 孙悟饭's later +1500 applies on top of its "becomes 0".
  Table earlier = CoverageTable(CoverageDeck({"SAMPLE-031"}), CoverageDeck({"SAMPLE-012"}));
  earlier.ToActionPhase(Seat::kA);
  MoveTo(earlier.mutable_state(), A(7), Zone::kBattle);  // 比克大魔王 enters first.
  earlier.PutIntoBattle(B(7));
  earlier.mutable_state().Card(B(7)).tapped = true;
  ASSERT_EQ(Atk(earlier, B(7)), 0) << "the opponent's tapped character's ATK becomes 0";
  BuffFrom孙悟饭(earlier);
  EXPECT_EQ(Atk(earlier, B(7)), 1500) << "the buff is later than 比克大魔王's set";

  // The same buff before 比克大魔王 enters: the set is later and replaces it.
  Table later = CoverageTable(CoverageDeck({"SAMPLE-031"}), CoverageDeck({"SAMPLE-012"}));
  later.ToActionPhase(Seat::kA);
  later.PutIntoBattle(B(7));
  BuffFrom孙悟饭(later);
  later.mutable_state().Card(B(7)).tapped = true;
  MoveTo(later.mutable_state(), A(7), Zone::kBattle);
  EXPECT_EQ(Atk(later, B(7)), 0);
  later.mutable_state().Card(B(7)).tapped = false;
  EXPECT_EQ(Atk(later, B(7)), 2500) << "untapped, the set does not apply to it";
}

TEST(Rule701_3, AFoldWithoutASetIsThePrintedValuePlusEveryChange) {
  StatFold fold(1000);
  fold.Add(7, 500);
  fold.Add(3, -200);
  EXPECT_EQ(fold.Value(), 1300);
}

TEST(Rule701_3, ASetDiscardsTheChangesBeforeItAndKeepsThoseAfter) {
  StatFold fold(1000);
  fold.Add(2, 500);
  fold.Add(9, 300);
  fold.Set(5, 0);
  EXPECT_EQ(fold.Value(), 300);
  fold.Set(4, 2000);  // Earlier than the set at 5: replaced by it.
  EXPECT_EQ(fold.Value(), 300);
  fold.Set(10, 100);
  EXPECT_EQ(fold.Value(), 100);
}

TEST(Rule701_3, OneCardsOwnSetAppliesBeforeItsOwnAdditions) {
  // equal stamps are one card's own effects.
  StatFold fold(1000);
  fold.Add(5, 1000);
  fold.Set(5, 0);
  EXPECT_EQ(fold.Value(), 1000);
}

TEST(Rule701_3, AFoldWithManyChangesKeepsEveryStamp) {
  StatFold fold(0);
  for (uint32_t stamp = 1; stamp <= 30; ++stamp) fold.Add(stamp, 100);  // Past the inline ones.
  fold.Set(20, 0);
  EXPECT_EQ(fold.Value(), 1100) << "stamps 20..30 apply after the set";
}

TEST(Rule103_4, AFoldIsClampedToTheInt32Range) {
  StatFold fold(INT32_MAX);
  fold.Add(1, INT32_MAX);
  EXPECT_EQ(fold.Value(), INT32_MAX);
}

}  // namespace
}  // namespace tcgjudge::zero
