// Reversing a decision of a paper game (docs/paper-games.md, "Reversing a decision of a paper
// game"): exact only where the table can put back what the decision moved; otherwise the judge is
// shown the back-up plan in IPG's order.

#include "judge/paper_reverse.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/wheel/wheel_ruleset.h"
#include "events/jsonl.h"
#include "judge/game_replay.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using ::testing::HasSubstr;

const std::string kWheelSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/";

const Ruleset& Wheel() {
  static const Ruleset* rules = [] {
    auto made = wheel::WheelRuleset::FromCardFile(kWheelSamples + "cards.jsonl");
    EXPECT_TRUE(made.ok()) << made.status().ToString();
    return made->release();
  }();
  return *rules;
}

// The first `n` events of samples/wheel/paper-game.jsonl.
std::vector<Event> PaperGameUpTo(size_t n) {
  auto lines = ReadJsonLinesFile(kWheelSamples + "paper-game.jsonl");
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  std::vector<Event> log;
  for (size_t i = 0; lines.ok() && i < n && i < lines->size(); ++i) log.push_back((*lines)[i].event);
  return log;
}

// InexactReversal of the latest decision of `log` (its last event).
std::string WhyNotExact(const Ruleset& rules, const std::vector<Event>& log) {
  auto replay = ReplayGame(rules, log);
  EXPECT_TRUE(replay.ok()) << replay.status().ToString();
  if (!replay.ok()) return "?";
  auto why = InexactReversal(rules, log, log.back().seq, replay->state());
  EXPECT_TRUE(why.ok()) << why.status().ToString();
  return why.ok() ? *why : "?";
}

TEST(PaperReverse, AFaceDownPlayOfACardNobodySawIsReversedExactly) {
  // Seq 5: A played A#2 face-down; reversed, that very card (its handle) goes back to A's hand.
  EXPECT_EQ(WhyNotExact(Wheel(), PaperGameUpTo(5)), "");
}

TEST(PaperReverse, ADecisionAfterWhichACardLeftAHiddenPileUnseenShowsTheBackUpPlan) {
  // Seq 14: a pass that ends the turn; the next turn's draw takes B's top card unseen.
  const std::string why = WhyNotExact(Wheel(), PaperGameUpTo(14));
  EXPECT_THAT(why, HasSubstr("since the position before seq 14, B#6 left a hidden pile "
                             "unseen"));
  EXPECT_THAT(why, HasSubstr("in the order of MTG's IPG 1.4"));
  EXPECT_THAT(why, HasSubstr("what was revealed stays known"));
}

TEST(PaperReverse, AnOmniscientGameIsAlwaysExactAndNotReplayedAgain) {
  const std::vector<Event> log = testing::SampleGame("sample-game");
  auto replay = ReplayGame(testing::Zero(), log);
  ASSERT_TRUE(replay.ok());
  // A log that would not even replay: an omniscient game is not replayed to answer.
  auto why = InexactReversal(testing::Zero(), std::span<const Event>(log).first(1), 999,
                             replay->state());
  ASSERT_TRUE(why.ok()) << why.status().ToString();
  EXPECT_EQ(*why, "");
}

}  // namespace
}  // namespace tcgjudge
