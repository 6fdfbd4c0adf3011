// The summary `tcgjudge games` lists (judge/game_summary.h): the result and violations of a game
// from its review, kept in the store as a cache bound to the game's last event, and refused when
// it does not fit the game as stored.

#include "judge/game_summary.h"

#include <gtest/gtest.h>

#include "judge/review.h"
#include "store/memory_event_log.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::SampleGame;
using testing::Zero;

constexpr std::string_view kVersion = "zero/2013-02-01/test-engine";

GameSummary Summarize(const std::vector<Event>& log) {
  auto review = ReviewGame(Zero(), log);
  EXPECT_TRUE(review.ok()) << review.status().ToString();
  if (!review.ok()) return {};
  return SummarizeGame(Zero(), log, *review);
}

TEST(GameSummaryTest, CountsViolationsTheirStandingJudgeEventsAndPenalties) {
  const GameSummary illegal = Summarize(SampleGame("bot-game-illegal"));
  EXPECT_EQ(illegal.events, 314u);
  EXPECT_TRUE(illegal.over);
  ASSERT_TRUE(illegal.winner.has_value());
  EXPECT_EQ(*illegal.winner, Seat::kB);
  EXPECT_EQ(illegal.result.rfind("B wins: ", 0), 0u) << illegal.result;
  EXPECT_EQ(illegal.violations, 4u);
  EXPECT_EQ(illegal.standing, 4u) << "no judge touched them";
  EXPECT_EQ(illegal.judge_events, 0u);

  // The sample game: two violations, both reversed (902), five judge events, one penalty.
  const GameSummary sample = Summarize(SampleGame("sample-game"));
  EXPECT_EQ(sample.violations, 2u);
  EXPECT_EQ(sample.standing, 0u);
  EXPECT_EQ(sample.judge_events, 5u);
  EXPECT_EQ(sample.penalties, 1u);
  EXPECT_EQ(sample.result, "A wins: B conceded (101(4))");
}

TEST(GameSummaryTest, AnUnfinishedGameHasNoResult) {
  std::vector<Event> log = SampleGame("bot-game-clean");
  log.resize(40);
  const GameSummary summary = Summarize(log);
  EXPECT_FALSE(summary.over);
  EXPECT_FALSE(summary.winner.has_value());
  EXPECT_EQ(summary.result, "");
  EXPECT_EQ(summary.events, 40u);
}

TEST(GameSummaryTest, GameOverTextNamesTheWinnerOrADrawAndTheReason) {
  EXPECT_EQ(GameOverText(GameOver{Seat::kA, "B conceded"}), "A wins: B conceded");
  EXPECT_EQ(GameOverText(GameOver{std::nullopt, ""}), "draw");
}

// myth §1.2: there are no draws; players who meet a loss condition at once all lose. The summary
// keeps it apart from a draw, and a stored summary of an older tcgjudge reads as before.
TEST(GameSummaryTest, Myth1_2_AllLoseIsNoDrawInTheTextAndTheStoredSummary) {
  EXPECT_EQ(GameOverText(GameOver{std::nullopt, "both generals fell (1.2)", true}),
            "all lose: both generals fell (1.2)");
  GameSummary summary;
  summary.events = 90;
  summary.over = true;
  summary.all_lose = true;
  summary.result = "all lose: both generals fell (1.2)";
  const EventHash hash{};
  auto decoded = DecodeGameSummary(EncodeGameSummary(summary, hash));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(decoded->summary, summary);
  summary.all_lose = false;  // A draw: coded 0, as every summary stored before.
  summary.result = "draw";
  decoded = DecodeGameSummary(EncodeGameSummary(summary, hash));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_FALSE(decoded->summary.all_lose);
  EXPECT_FALSE(decoded->summary.winner.has_value());
}

TEST(GameSummaryTest, EncodingRoundTripsAndRefusesOtherBytes) {
  const GameSummary summary = Summarize(SampleGame("sample-game"));
  EventHash hash{};
  hash[0] = 7;
  hash[31] = 9;
  const std::string bytes = EncodeGameSummary(summary, hash);
  auto decoded = DecodeGameSummary(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(decoded->summary, summary);
  EXPECT_EQ(decoded->last_hash, hash);

  EXPECT_EQ(DecodeGameSummary("").status().code(), StatusCode::kCorruption);
  EXPECT_EQ(DecodeGameSummary(bytes.substr(0, bytes.size() - 1)).status().code(),
            StatusCode::kCorruption);
  EXPECT_EQ(DecodeGameSummary(bytes + "x").status().code(), StatusCode::kCorruption);
  std::string other_format = bytes;
  other_format[0] = 2;
  EXPECT_EQ(DecodeGameSummary(other_format).status().code(), StatusCode::kCorruption);
}

TEST(GameSummaryTest, AStoredSummaryIsReadOnlyWhileItFitsTheStoredGame) {
  MemoryEventLog store;
  std::vector<Event> log = SampleGame("bot-game-clean");
  const Event last = log.back();
  log.pop_back();
  ASSERT_TRUE(store.Append(AppendRequest{log.front().game, 1, log}).ok());
  auto info = store.GetGame(log.front().game);
  ASSERT_TRUE(info.ok());

  auto none = ReadGameSummary(store, *info, kVersion);
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none->has_value()) << "nothing kept yet";

  const GameSummary summary = Summarize(log);
  ASSERT_TRUE(KeepGameSummary(store, *info, kVersion, summary).ok());
  auto kept = ReadGameSummary(store, *info, kVersion);
  ASSERT_TRUE(kept.ok() && kept->has_value());
  EXPECT_EQ(**kept, summary);

  auto other_engine = ReadGameSummary(store, *info, "zero/2013-02-01/other-engine");
  ASSERT_TRUE(other_engine.ok());
  EXPECT_FALSE(other_engine->has_value()) << "another engine's summary is not this one's";

  // One more event stored: the summary no longer fits the game and is not returned.
  ASSERT_TRUE(store.Append(AppendRequest{last.game, last.seq, {last}}).ok());
  auto grown = store.GetGame(last.game);
  ASSERT_TRUE(grown.ok());
  auto stale = ReadGameSummary(store, *grown, kVersion);
  ASSERT_TRUE(stale.ok());
  EXPECT_FALSE(stale->has_value());
}

}  // namespace
}  // namespace tcgjudge
