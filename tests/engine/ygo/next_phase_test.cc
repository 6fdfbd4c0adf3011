// §3.2 and Y-36: `nextPhaseExactly` moves to exactly the phase it names, the same in every
// phase and step, or is refused as malformed where the phase cannot change; the form
// `nextPhase` (every stored log's) keeps its meaning.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;

NextPhase Exactly(Phase phase) { return NextPhase{phase, /*exact=*/true}; }

// Turn 2, B's battle phase, B holding priority in `step` (the start step or the battle step),
// with a monster in B's M1 and one in A's M1.
Table InBattle(BattleStep step) {
  Table t(TestHeader(Decks{{kLusterDragon}, {}}, Decks{{kBlueEyes}, {}}));
  t.Place(A(1), M(1));
  t.Place(B(1), M(1));
  t.PassUntil([step](const State& s) {
    return s.turn.active == Seat::kB && s.turn.phase == Phase::kBattle && s.turn.step == step &&
           s.wait == Wait::kPriority && s.waiting_for == Seat::kB;
  });
  return t;
}

TEST(YgoRule3_2_P4, RuleNextPhaseFromTheBattleStepReachesMainPhase2) {
  Table t = InBattle(BattleStep::kBattle);
  EXPECT_THAT(t.Do(Seat::kB, Exactly(Phase::kMain2)), IsEmpty());
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "§3.2 L274: the opponent answers the change";
  EXPECT_THAT(t.Do(Seat::kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().turn.phase, Phase::kMain2) << "Y-36: no further window in the end step";
  EXPECT_EQ(t.state().turn.step, BattleStep::kNone);
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
}

TEST(YgoRule3_2_P4, RuleNextPhaseFromTheBattleStepReachesTheEndPhase) {
  Table t = InBattle(BattleStep::kBattle);
  t.Do(Seat::kB, Exactly(Phase::kEnd));
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().turn.phase, Phase::kEnd);
}

TEST(YgoRule3_2_P4, RuleNextPhaseEndFromTheStartStepSkipsTheBattleStep) {
  Table t = InBattle(BattleStep::kStart);
  EXPECT_THAT(t.Do(Seat::kB, Exactly(Phase::kEnd)), IsEmpty());
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().turn.phase, Phase::kEnd) << "Y-36: never the battle step";
  EXPECT_THAT(t.Do(Seat::kB, ygo::Attack{B(1), A(1)}), ::testing::Not(IsEmpty()))
      << "no attack once the battle phase is over";
}

TEST(YgoRule3_2_P4, RuleNextPhaseMain2FromTheStartStepSkipsTheBattleStep) {
  Table t = InBattle(BattleStep::kStart);
  t.Do(Seat::kB, Exactly(Phase::kMain2));
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().turn.phase, Phase::kMain2);
}

TEST(YgoRule3_2_P4_3, RuleNextPhaseInTheDamageStepIsRefusedNotAPass) {
  Table t = InBattle(BattleStep::kBattle);
  t.Do(Seat::kB, ygo::Attack{B(1), A(1)});
  const std::string declared = t.Refused(Seat::kB, Exactly(Phase::kMain2));
  EXPECT_THAT(declared, HasSubstr("while an attack is declared"));
  t.PassUntil([](const State& s) {
    return s.turn.timing != DamageTiming::kNone && s.waiting_for == Seat::kB;
  });
  const DamageTiming timing = t.state().turn.timing;
  EXPECT_THAT(t.Refused(Seat::kB, Exactly(Phase::kEnd)), HasSubstr("in the damage step (Y-36)"));
  EXPECT_EQ(t.state().turn.timing, timing) << "nothing happened: not a pass";
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
}

TEST(YgoRule3_2, RuleNextPhaseInASummonsResponseWindowIsRefused) {
  Table t(TestHeader(Decks{}, Decks{{kLusterDragon}, {}}));
  t.To(Seat::kB, Phase::kMain1);
  t.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  ASSERT_FALSE(t.state().chain.summoning.empty());
  EXPECT_THAT(t.Refused(t.state().waiting_for, Exactly(Phase::kEnd)),
              HasSubstr("in a summon's response window"));
}

TEST(YgoRule3_2, RuleNextPhaseExactOutsideTheBattlePhaseIsTheNamedPhase) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kB, Exactly(Phase::kEnd)), IsEmpty());
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().turn.phase, Phase::kEnd);
  Table u(TestHeader(Decks{}, Decks{}));
  u.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kB, Exactly(Phase::kMain2)), ::testing::ElementsAre("ygo.phase.order"));
}

// The form every stored log has (`nextPhase`) keeps its meaning, so that a stored duel folds as
// it did: from the battle step the named phase follows the end step's own window.
TEST(YgoRule3_2_P4, RuleNextPhaseKeepsTheStoredMeaning) {
  Table t = InBattle(BattleStep::kBattle);
  t.Do(Seat::kB, NextPhase{Phase::kMain2});
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().turn.phase, Phase::kBattle);
  EXPECT_EQ(t.state().turn.step, BattleStep::kEnd);
  t.BothPass();
  EXPECT_EQ(t.state().turn.phase, Phase::kMain2) << "the named phase, after the end step";
  Table u = InBattle(BattleStep::kStart);
  u.Do(Seat::kB, NextPhase{Phase::kEnd});
  u.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(u.state().turn.step, BattleStep::kBattle) << "the stored form's start step";
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
