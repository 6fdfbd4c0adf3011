// Extra, skipped and ended turns (§500.3-§500.5; reading R-38), with the test cards G14-G17:
// each test names its rule.

#include <optional>
#include <string>
#include <vector>

#include "engine/reflect_bytes.h"
#include "engine/rise/invariants.h"
#include "engine/rise/snapshot.h"
#include "engine/rise/state_key.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

LinkChoices AtPlayer(Seat player) { return LinkChoices{{}, 0, {Aim{player, 0}}, {}}; }

// `player` uses its card `card` of cost 0 (at `target`, if given) and everyone passes until it
// has resolved.
void Uses(Table& t, Seat player, CardId card, std::optional<Seat> target = std::nullopt) {
  const LinkChoices choices = target ? AtPlayer(*target) : LinkChoices{};
  ASSERT_THAT(t.Do(player, UseCard{card, choices}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty() && s.wait == Wait::kPriority; });
}

// Plays on, everyone passing (and discarding down to seven in the tally step), to the start of
// each of the next `n` turns; returns whose each one is.
std::vector<Seat> NextTurns(Table& t, int n) {
  std::vector<Seat> out;
  for (int i = 0; i < n; ++i) {
    const uint32_t number = t.state().turn.number;
    for (int step = 0; step < 50 && t.state().turn.number == number; ++step) {
      const State& s = t.state();
      if (s.wait == Wait::kDiscard) {
        const std::vector<CardId>& hand = s.Player(s.waiting_for).hand;
        const auto excess = static_cast<long>(hand.size() - 7);
        t.Do(s.waiting_for, DiscardCards{std::vector<CardId>(hand.begin(), hand.begin() + excess)});
      } else {
        EXPECT_EQ(s.wait, Wait::kPriority);
        t.Do(s.waiting_for, Move(PassPriority{}));
      }
    }
    EXPECT_EQ(t.state().turn.number, number + 1);
    EXPECT_EQ(t.state().turn.step, Step::kReady);
    out.push_back(t.state().turn.active);
  }
  return out;
}

TEST(RiseTurns, Rule500_3_AnExtraTurnIsTakenRightAfterTheCurrentOneThenTheOrderGoesOn) {
  Table t({kTimeWarp});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 1));
  EXPECT_THAT(t.state().next_turns, ElementsAre(kB, kA));  // The extra turn above B's.
  EXPECT_THAT(NextTurns(t, 1), ElementsAre(kA));
  EXPECT_EQ(t.state().Player(kA).turn_started, 2u);  // A turn of A's like any (§302.2).
  EXPECT_THAT(NextTurns(t, 3), ElementsAre(kB, kA, kB));
  EXPECT_THAT(t.state().next_turns, IsEmpty());
}

TEST(RiseTurns, Rule500_3_SeveralExtraTurnsCreatedInOneTurnAreTakenNewestFirst) {
  Table t({kBorrowedTime, kTimeWarp});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 1), kB);  // B takes an extra turn ...
  Uses(t, kA, Id(kA, 2));      // ... then A does: the newest, taken first.
  EXPECT_THAT(NextTurns(t, 4), ElementsAre(kA, kB, kB, kA));
}

TEST(RiseTurns, Rule500_3_AnExtraTurnCreatedInAnExtraTurnComesBeforeTheOlderOnes) {
  Table t({kTimeWarp, kBorrowedTime, kTimeWarp});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 2), kB);  // B's extra turn, then A's on top.
  Uses(t, kA, Id(kA, 1));
  EXPECT_THAT(NextTurns(t, 1), ElementsAre(kA));
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 3));  // In A's extra turn: another, before B's (R-38).
  EXPECT_THAT(NextTurns(t, 4), ElementsAre(kA, kB, kB, kA));
}

TEST(RiseTurns, Rule500_4_ASkippedTurnIsReplacedWithNothing) {
  Table t({kStasis});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 1), kB);
  EXPECT_EQ(t.state().skips[1], 1u);
  const size_t deck = t.state().Player(kB).deck.size();
  EXPECT_THAT(NextTurns(t, 1), ElementsAre(kA));  // B's turn 2 is skipped: no turn number ...
  EXPECT_EQ(t.state().turn.number, 2u);
  EXPECT_EQ(t.state().Player(kB).turn_started, 0u);  // ... no ready step, no draw.
  EXPECT_EQ(t.state().Player(kB).deck.size(), deck);
  EXPECT_EQ(t.state().skips[1], 0u);
  EXPECT_THAT(NextTurns(t, 2), ElementsAre(kB, kA));
}

TEST(RiseTurns, Rule500_4_TwoSkipsOfTheNextTurnSkipTheNextTwoTurns) {
  Table t({kStasis, kStasis});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 1), kB);
  Uses(t, kA, Id(kA, 2), kB);
  EXPECT_EQ(t.state().skips[1], 2u);
  EXPECT_THAT(NextTurns(t, 3), ElementsAre(kA, kA, kB));
}

TEST(RiseTurns, Rule500_4_APlayersNextTurnSkippedIsItsExtraTurnWhenThatComesFirst) {
  Table t({kTimeWarp, kStasis});
  t.ToActionOf(kA);
  Uses(t, kA, Id(kA, 1));
  Uses(t, kA, Id(kA, 2), kA);  // A skips its next turn: the extra one (R-38).
  EXPECT_THAT(NextTurns(t, 3), ElementsAre(kB, kA, kB));
  EXPECT_THAT(t.state().next_turns, IsEmpty());
  EXPECT_EQ(t.state().skips[0], 0u);
}

TEST(RiseTurns, Rule500_5_EndingTheTurnCountersTheOtherLinksAndGoesToTheNextTurnWithNoTally) {
  Table t({kSupply, kTrooper}, {kRetreat});
  t.ToActionOf(kA);
  const CardId trooper = Id(kA, 2);
  t.Field(trooper);
  t.mutable_state().Card(trooper).power_change = 2;
  for (int i = 0; i < 3; ++i) t.ToHand(t.state().Player(kA).deck.front());
  const std::vector<CardId> ra = t.GiveResources(kA, 2);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(ra, 2)}), IsEmpty());  // Draw 2 ...
  t.Do(kA, Move(PassPriority{}));
  ASSERT_THAT(t.Do(kB, UseCard{Id(kB, 1), LinkChoices{}}), IsEmpty());  // B ends the turn.
  const size_t hand = t.state().Player(kA).hand.size();                 // 8, over the hand size.
  t.Do(kB, Move(PassPriority{}));
  t.Do(kA, Move(PassPriority{}));
  const State& s = t.state();
  EXPECT_THAT(s.stack, IsEmpty());
  EXPECT_EQ(s.Card(Id(kA, 1)).zone, Zone::kBase);  // Countered by the game: no draw.
  EXPECT_EQ(s.Player(kA).hand.size(), hand);       // No tally step, no discard (R-38).
  EXPECT_EQ(s.Card(Id(kB, 1)).zone, Zone::kBase);
  EXPECT_EQ(s.Card(trooper).power_change, 0);  // "This turn" effects end.
  EXPECT_EQ(s.turn.number, 2u);
  EXPECT_EQ(s.turn.active, kB);
  EXPECT_EQ(s.turn.step, Step::kReady);
  EXPECT_EQ(s.wait, Wait::kPriority);
  EXPECT_EQ(s.waiting_for, kB);
  EXPECT_TRUE(t.violations().empty());
}

TEST(RiseTurns, Rule500_5_EndingTheTurnInACombatTakesEveryoneOutOfItWithNoCombatDamage) {
  Table t({kTrooper, kRetreat});
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  const CardId grom = t.state().Player(kB).commander;
  Attack(t, Id(kA, 1), grom);
  ASSERT_EQ(t.state().combat.stage, CombatStage::kResponses);
  Uses(t, kA, Id(kA, 2));
  const State& s = t.state();
  EXPECT_EQ(s.combat.stage, CombatStage::kNone);
  EXPECT_EQ(s.Card(grom).damage, 0);
  EXPECT_EQ(s.Card(Id(kA, 1)).damage, 0);
  EXPECT_EQ(s.turn.active, kB);
  EXPECT_EQ(s.turn.step, Step::kReady);
}

TEST(RiseTurns, Rule500_5_EndTurnIsTheLastEffectOfItsLinkWithNoTargetOrAmount) {
  auto error = [](const std::string& effects) {
    Result<cards::Card> card =
        CardFromJson(R"({"code":"X1","name":"x","type":"ability","effects":[)" + effects + "]}");
    EXPECT_FALSE(card.ok()) << effects;
    return card.ok() ? "" : card.status().message();
  };
  EXPECT_EQ(error(R"({"action":"endTurn"},{"action":"draw","amount":1})"),
            "card X1: effects[0]: ending the turn is the last effect of its link (§500.5, R-38)");
  EXPECT_EQ(error(R"({"action":"endTurn","target":"player"})"),
            "card X1: effects[0].target: ending the turn has no target (§500.5)");
  EXPECT_EQ(error(R"({"action":"skipTurn","amount":10})"),
            "card X1: effects[0].amount: a fixed number of turns from 1 to 9 (§500.3, §500.4)");
  EXPECT_THAT(error(R"({"action":"extraTurn","amount":1,"target":"character"})"),
              HasSubstr("its controller or a target player"));
  EXPECT_TRUE(
      CardFromJson(R"({"code":"X2","name":"x","type":"ability","effects":[{"action":"draw",)"
                   R"("amount":1},{"action":"endTurn"}]})")
          .ok());
}

TEST(RiseTurns, Rule500_3_Rule500_4_ExtraAndSkippedTurnsAreInTheSnapshotAndKeyOnlyWhenThere) {
  Table t({kTimeWarp, kStasis});
  t.ToActionOf(kA);
  const State before = t.state();
  const std::string bytes = EncodeSnapshot(before);
  EXPECT_EQ(bytes.find("rise.turns"), std::string::npos);
  Uses(t, kA, Id(kA, 1));
  Uses(t, kA, Id(kA, 2), kB);
  ExpectKept(t.state());
  EXPECT_NE(EncodeSnapshot(t.state()).find("rise.turns"), std::string::npos);
  State without = t.state();
  without.next_turns.clear();
  without.skips = {};
  without.key_terms = {};
  EXPECT_NE(KeptStateKey(without), KeptStateKey(t.state()));
  EXPECT_EQ(EncodeSnapshot(without).find("rise.turns"), std::string::npos);
  std::string empty_tail = EncodeSnapshot(without);
  ReflectWriter w;
  w(std::string("rise.turns"), without.next_turns, without.skips);
  Result<State> decoded = DecodeSnapshot(empty_tail + w.Release(), TestSet());
  ASSERT_FALSE(decoded.ok());
  EXPECT_THAT(decoded.status().message(), HasSubstr("an empty tail"));
}

}  // namespace
}  // namespace tcgjudge::rise::testing
