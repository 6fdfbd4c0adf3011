// Set-up, the turn and the end of the game (§七 L7-13, digest B2, B4, B8) with every option of
// docs/rulings-wheel.md both ways (W-1 ... W-4, W-11).

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(WheelB2, FiveCardsEachThenTheFirstPlayerDrawsInTheActionPhase) {
  Table t;
  const State& s = t.state();
  EXPECT_EQ(s.turn.number, 1u);
  EXPECT_EQ(s.turn.active, kA);
  EXPECT_EQ(s.turn.phase, Phase::kAction);
  EXPECT_EQ(s.wait, Wait::kAction);
  EXPECT_THAT(s.Player(kA).hand,
              ElementsAre(Id(kA, 1), Id(kA, 2), Id(kA, 3), Id(kA, 4), Id(kA, 5), Id(kA, 6)));
  EXPECT_EQ(s.Player(kB).hand.size(), 5u);
  EXPECT_EQ(s.Player(kA).deck.size(), 44u);
  EXPECT_EQ(s.Player(kA).extra_deck.size(), 28u);  // Face-up mana stones (§五.8).
  EXPECT_EQ(s.Player(kA).life, 20);                // W-1's default.
}

TEST(WheelB2, W1_TheLifeTotalIsAnOption) {
  Table t({}, {}, {{"life", "30"}});
  EXPECT_EQ(t.state().Player(kA).life, 30);
  EXPECT_EQ(t.state().Player(kB).life, 30);
  std::vector<Violation> v;
  Result<State> bad = WheelEngine(TestSet()).Start(TestHeader({}, {}, {{"life", "0"}}), &v);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "header.options: life = '0': expected a life total from 1 to 999");
  Result<State> unknown = WheelEngine(TestSet()).Start(TestHeader({}, {}, {{"lp", "3"}}), &v);
  ASSERT_FALSE(unknown.ok());
  EXPECT_THAT(unknown.status().message(), ::testing::HasSubstr("unknown 永恒之轮 option 'lp'"));
}

TEST(WheelB2, W3_FirstTurnDrawYesOrNo) {
  Table draws({}, {}, {{"firstTurnDraw", "yes"}});
  EXPECT_EQ(draws.state().Player(kA).hand.size(), 6u);
  Table skips({}, {}, {{"firstTurnDraw", "no"}});
  EXPECT_EQ(skips.state().Player(kA).hand.size(), 5u);
  skips.ToActionOf(kB);
  EXPECT_EQ(skips.state().Player(kB).hand.size(), 6u);  // The second player draws.
}

TEST(WheelB2, W3_MulliganNoneOrOnce) {
  Table none({}, {}, {{"mulligan", "none"}});
  EXPECT_EQ(none.state().wait, Wait::kAction);
  EXPECT_THAT(none.Refused(kA, ChooseYesNo{true}), ::testing::HasSubstr("nothing asks A"));

  Table once({}, {}, {{"mulligan", "once"}});
  EXPECT_EQ(once.state().wait, Wait::kMulligan);
  EXPECT_EQ(once.state().waiting_for, kA);
  EXPECT_THAT(once.Refused(kB, ChooseYesNo{false}), ::testing::HasSubstr("nothing asks B"));
  EXPECT_THAT(once.Do(kA, ChooseYesNo{true}), IsEmpty());  // A redraws: a shuffle is awaited.
  EXPECT_EQ(once.state().wait, Wait::kShuffle);
  EXPECT_EQ(once.state().Player(kA).hand.size(), 0u);
  std::vector<CardId> order = once.state().Player(kA).deck;
  std::reverse(order.begin(), order.end());
  ASSERT_TRUE(once.Shuffle(kA, order).ok());
  EXPECT_EQ(once.state().Player(kA).hand.front(), order.front());
  EXPECT_EQ(once.state().waiting_for, kB);
  EXPECT_THAT(once.Do(kB, ChooseYesNo{false}), IsEmpty());
  EXPECT_EQ(once.state().wait, Wait::kAction);
  EXPECT_EQ(once.state().Player(kA).hand.size(), 6u);
}

TEST(WheelB2, AShuffleMustBeAnOrderOfTheAwaitedDeck) {
  WheelEngine engine(TestSet());
  std::vector<Violation> v;
  State s = *engine.Start(TestHeader({}, {}), &v);
  EXPECT_FALSE(engine.ApplyFact(s, Fact(ShuffleFact{kB, s.Player(kB).deck}), 2).ok());
  std::vector<CardId> short_order = s.Player(kA).deck;
  short_order.pop_back();
  Status bad = engine.ApplyFact(s, Fact(ShuffleFact{kA, short_order}), 2);
  EXPECT_EQ(bad.message(), "shuffle.order: not an order of the 50 cards of A's deck");
  EXPECT_FALSE(engine.ApplyFact(s, Fact(CoinFlipFact{}), 2).ok());
}

TEST(WheelB4, TheActionPhaseEndsWithAPassThenBothMayActInTheEndPhase) {
  Table t;
  EXPECT_THAT(t.Do(kB, PassPriority{}), ElementsAre("wheel.not-asked"));
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().turn.phase, Phase::kEnd);
  EXPECT_EQ(t.state().wait, Wait::kEndWindow);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().waiting_for, kB);
  EXPECT_THAT(t.Do(kB, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().turn.number, 2u);
  EXPECT_EQ(t.state().turn.active, kB);
  EXPECT_EQ(t.state().Player(kB).hand.size(), 6u);  // §七.1: B drew.
}

TEST(WheelB4, EndPhaseOnlyInstantsMayBeUsedByEitherPlayer) {
  Table t({kInsight, kFootman}, {kInsight});
  t.GiveMana(kA, kFireStone, 1);
  t.PassUntil([](const State& s) { return s.wait == Wait::kEndWindow; });
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 2), C("AZ1")}), ElementsAre("wheel.play.not-instant"));
  t.PassUntil([](const State& s) { return s.wait == Wait::kEndWindow; });
  EXPECT_EQ(t.state().turn.number, 1u);
  t.PassUntil([](const State& s) { return s.wait == Wait::kEndWindow && s.waiting_for == kB; });
  const size_t before = t.state().Player(kB).hand.size();
  EXPECT_THAT(t.Do(kB, PlayMagic{Id(kB, 1), {}}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());  // The chain resolves.
  EXPECT_EQ(t.state().Player(kB).hand.size(), before - 1 + 2);
  // Back to the end phase's window: both pass again.
  EXPECT_EQ(t.state().wait, Wait::kEndWindow);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(WheelB4, EndOfTurnClearsDamageAndChanges) {
  Table t;
  t.Place(Id(kA, 1), "AZ1");
  t.mutable_state().Card(Id(kA, 1)).damage = 1;
  t.mutable_state().Card(Id(kA, 1)).attack_change = 2;
  t.ToActionOf(kB);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 0);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).attack_change, 0);
}

TEST(WheelB4, W11_HandLimitTurnPlayerDiscardsDownTo8) {
  Table t;
  for (int i = 7; i <= 9; ++i) t.ToHand(Id(kA, i));  // 9 cards.
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Refused(kA, DiscardCards{{Id(kB, 1)}}), ::testing::HasSubstr("not in A's hand"));
  // Not discarding is flagged and the turn goes on.
  EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("wheel.hand-limit"));
  EXPECT_EQ(t.state().turn.number, 2u);
  EXPECT_EQ(t.state().Player(kA).hand.size(), 9u);
  // Next time A discards one: fine.
  t.ToActionOf(kA);
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_THAT(t.Do(kA, DiscardCards{{Id(kA, 1), Id(kA, 2)}}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).hand.size(), 8u);
}

TEST(WheelB4, W11_HandLimitBothPlayersOrOnlyTheTurnPlayer) {
  for (const char* value : {"turnPlayer", "both"}) {
    Table t({}, {}, {{"handLimit", value}});
    for (int i = 6; i <= 9; ++i) t.ToHand(Id(kB, i));  // B: 9 cards in A's turn.
    t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard || s.turn.number == 2; });
    if (std::string(value) == "both") {
      EXPECT_EQ(t.state().wait, Wait::kDiscard);
      EXPECT_EQ(t.state().waiting_for, kB);
      EXPECT_THAT(t.Do(kB, DiscardCards{{Id(kB, 9)}}), IsEmpty());
    }
    EXPECT_EQ(t.state().turn.number, 2u) << value;
  }
}

TEST(WheelB8, W2_LifeAtZeroLosesOrNot) {
  for (const char* value : {"yes", "no"}) {
    Table t({kCounterBlast}, {}, {{"life", "2"}, {"loseAtZeroLife", value}});
    EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {kB}}), IsEmpty());
    EXPECT_THAT(t.Do(kB, PassPriority{}), IsEmpty());
    EXPECT_EQ(t.state().Player(kB).life, 0);
    EXPECT_EQ(t.state().over, std::string(value) == "yes");
    if (t.state().over) {
      EXPECT_EQ(t.state().winner, kA);
      EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("wheel.game-over"));
    }
  }
}

TEST(WheelB8, W2_AnEmptyDeckLosesOrNot) {
  for (const char* value : {"yes", "no"}) {
    Table t({}, {}, {{"loseOnEmptyDeck", value}});
    t.mutable_state().Player(kB).deck.clear();
    t.PassUntil([](const State& s) { return s.turn.number == 2; });
    EXPECT_EQ(t.state().over, std::string(value) == "yes");
    if (t.state().over) {
      EXPECT_EQ(t.state().winner, kA);
    }
  }
}

TEST(WheelB8, AConcessionEndsTheGame) {
  Table t;
  EXPECT_THAT(t.Do(kB, Concede{}), IsEmpty());
  EXPECT_TRUE(t.state().over);
  EXPECT_EQ(t.state().winner, kA);
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
