// Set-up, the turn and the end of the game (§101, §102, §500-§503): each test names its rule.

#include "engine/rise/field.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(RiseSetUp, Rule101_1_CommandersStartOnTheFieldReadyFirstFaceUpAndEachDrawsSeven) {
  Table t(TestHeader({}, {}), Opening::kDecide);
  const State& s = t.state();
  for (Seat seat : {kA, kB}) {
    const PlayerState& p = s.Player(seat);
    EXPECT_EQ(p.commander, Id(seat, 61));  // Numbered after the 60-card deck.
    const CardState& commander = s.Card(p.commander);
    EXPECT_EQ(commander.zone, Zone::kField);
    EXPECT_EQ(commander.row, Row::kCommander);
    EXPECT_FALSE(commander.exhausted);
    EXPECT_EQ(commander.face, 0);  // §301.2: the smaller-art face.
    EXPECT_EQ(p.hand.size(), 7u);
    EXPECT_EQ(p.deck.size(), 53u);
  }
  EXPECT_EQ(s.Player(kA).hand.front(), Id(kA, 1));
  EXPECT_EQ(s.wait, Wait::kMulligan);
  EXPECT_EQ(s.waiting_for, kA);  // §101.2: the first player decides first.
}

TEST(RiseSetUp, Rule101_2_TheFreeMulliganShufflesTheHandBackAndDrawsSevenBeforeTurnOne) {
  Table t(TestHeader({}, {}), Opening::kDecide);
  EXPECT_THAT(t.Refused(kB, Mulligan{true}), ::testing::HasSubstr("waits for A's decision"));
  t.Do(kA, Mulligan{true});
  EXPECT_EQ(t.state().Player(kA).hand.size(), 0u);  // Back in the deck, awaiting B's decision.
  t.Do(kB, Mulligan{false});
  ASSERT_EQ(t.state().wait, Wait::kShuffle);
  ASSERT_EQ(t.state().waiting_for, kA);
  std::vector<CardId> order = t.state().Player(kA).deck;
  std::reverse(order.begin(), order.end());
  ASSERT_TRUE(t.Shuffle(kA, order).ok());
  EXPECT_EQ(t.state().Player(kA).hand.size(), 7u);
  EXPECT_EQ(t.state().Player(kA).hand.front(), order.front());
  EXPECT_EQ(t.state().Player(kB).hand.front(), Id(kB, 1));  // B kept.
  EXPECT_EQ(t.state().turn.number, 1u);
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseSetUp, Rule101_2_AMulliganAfterTheFirstTurnBeganIsAViolationAndChangesNothing) {
  Table t;
  const State before = t.state();
  EXPECT_THAT(t.Do(kA, Mulligan{true}), ElementsAre("rise.mulligan.after-start"));
  EXPECT_TRUE(t.state() == before);
}

TEST(RiseTurn, Rule501_2b_TheFirstPlayerSkipsTheDrawStepOfItsFirstTurn) {
  Table t;
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().waiting_for, kB);  // §412.1: a pass hands priority on.
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().turn.step, Step::kAction);  // No draw step: straight to the action phase.
  EXPECT_EQ(t.state().Player(kA).hand.size(), 7u);
}

TEST(RiseTurn, Rule501_2a_TheTurnPlayerDrawsOneInItsDrawStepFromTheSecondTurnOn) {
  Table t;
  t.PassUntil([](const State& s) { return s.turn.number == 2 && s.turn.step == Step::kDraw; });
  EXPECT_EQ(t.state().turn.active, kB);
  EXPECT_EQ(t.state().Player(kB).hand.size(), 8u);
  EXPECT_EQ(t.state().Player(kB).hand.back(), Id(kB, 8));
  EXPECT_EQ(t.state().waiting_for, kB);  // §412.4: the turn player first.
}

TEST(RiseTurn, Rule501_1a_TheReadyStepReadiesEverythingTheTurnPlayerControls) {
  Table t;
  const std::vector<CardId> resources = t.GiveResources(kB, 2);
  t.mutable_state().Card(resources[0]).exhausted = true;
  t.mutable_state().Card(t.state().Player(kB).commander).exhausted = true;
  t.mutable_state().Card(t.state().Player(kA).commander).exhausted = true;
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  EXPECT_FALSE(t.state().Card(resources[0]).exhausted);
  EXPECT_FALSE(t.state().Card(t.state().Player(kB).commander).exhausted);
  EXPECT_TRUE(t.state().Card(t.state().Player(kA).commander).exhausted);  // Not A's turn.
}

TEST(RiseTurn, Rule500_1_StepsFollowInOrderAndEveryWindowClosesOnTwoPassesInARow) {
  Table t;
  std::vector<Step> steps = {t.state().turn.step};
  t.PassUntil([&](const State& s) {
    if (s.turn.step != steps.back()) steps.push_back(s.turn.step);
    return s.turn.number == 2 && s.turn.step == Step::kAction;
  });
  EXPECT_THAT(steps, ElementsAre(Step::kReady, Step::kAction, Step::kEnd, Step::kReady,
                                 Step::kDraw, Step::kAction));
}

TEST(RiseTurn, Rule503_2a_TheTallyStepDiscardsDownToSevenWithNoPriority) {
  Table t;
  t.ToHand(t.state().Player(kA).deck.front());
  t.ToHand(t.state().Player(kA).deck.front());  // Nine cards.
  t.PassUntil([](const State& s) { return s.turn.step == Step::kTally; });
  EXPECT_EQ(t.state().wait, Wait::kDiscard);
  EXPECT_EQ(t.state().waiting_for, kA);
  const std::vector<CardId> hand = t.state().Player(kA).hand;
  EXPECT_THAT(t.Refused(kB, DiscardCards{{Id(kB, 1)}}), ::testing::HasSubstr("nothing asks B"));
  EXPECT_THAT(t.Do(kA, DiscardCards{{hand[0]}}), ElementsAre("rise.tally.hand-size"));
  EXPECT_EQ(t.state().turn.number, 2u);
  EXPECT_EQ(t.state().Card(hand[0]).zone, Zone::kBase);
}

TEST(RiseTurn, Rule503_2a_UntilEndOfTurnEffectsEndInTheTallyStep) {
  Table t;
  const CardId trooper = Id(kA, 1);
  t.Field(trooper);
  t.mutable_state().Card(trooper).power_change = 2;
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  EXPECT_EQ(t.state().Card(trooper).power_change, 0);
}

TEST(RiseEnd, Rule102_1a_ADrawFromAnEmptyDeckLosesAtTheNextPrePriorityCheck) {
  Table t(TestHeader({}, {}, {{"format", "limited"}}, 7));
  EXPECT_EQ(t.state().Player(kB).deck.size(), 0u);
  t.PassUntil([](const State& s) { return s.over || (s.turn.step == Step::kAction &&
                                                       s.turn.number == 2); });
  EXPECT_TRUE(t.state().over);
  ASSERT_TRUE(t.state().winner.has_value());
  EXPECT_EQ(*t.state().winner, kA);
  EXPECT_EQ(t.state().end_reason, "B had to draw from an empty deck (§102.1a, §412.6b)");
}

TEST(RiseEnd, Rule102_1a_ADestroyedCommanderLosesAndTwoAtOnceAreADraw) {
  Table t;
  State& s = t.mutable_state();
  s.Card(s.Player(kA).commander).damage = 25;
  s.Card(s.Player(kB).commander).damage = 30;
  t.Do(kA, PassPriority{});  // B would get priority: the checks run first (§412.5).
  EXPECT_TRUE(t.state().over);
  EXPECT_FALSE(t.state().winner.has_value());
  EXPECT_THAT(t.state().end_reason, ::testing::HasSubstr("a draw (§102.1a)"));
  EXPECT_EQ(t.state().Card(t.state().Player(kA).commander).zone, Zone::kBase);
}

TEST(RiseEnd, Rule102_1b_APlayerConcedesAtAnyTimeAndNothingFollowsTheEnd) {
  Table t;
  t.Do(kB, Concede{});
  EXPECT_TRUE(t.state().over);
  EXPECT_EQ(*t.state().winner, kA);
  EXPECT_EQ(t.state().end_reason, "B conceded (§102.1b)");
  EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("rise.game-over"));
}

TEST(RiseEnd, Rule102_CommanderLifeIsItsFaceLifeLessItsDamage) {
  Table t;
  Context c(t.mutable_state(), t.engine().cards(), 0);
  const CardId kane = t.state().Player(kA).commander;
  EXPECT_EQ(LifeOf(c, kane), 25);
  t.mutable_state().Card(kane).damage = 24;
  t.Do(kA, PassPriority{});
  EXPECT_FALSE(t.state().over);  // 1 life left.
}

}  // namespace
}  // namespace tcgjudge::rise::testing
