// `tcgjudge games` as an organiser uses it: every stored game with its result and violations,
// filtered by player, tournament, round, result and the games a judge still has to look at; the
// figures come from the summary the writing commands keep, so listing folds no game.

#include "cli/games_command.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/command_support.h"
#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "events/jsonl.h"
#include "judge/game_summary.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

using testing::Has;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

class GamesCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    LoadZeroRulesets();
    logger_->set_level(spdlog::level::debug);
    for (const char* name : {"sample-game", "bot-game-illegal", "bot-game-clean"}) {
      const std::string path = kSamples + name + ".jsonl";
      ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
    }
  }

  // With an engine fingerprint, as main gives one: summaries are kept under it.
  CommandContext Context(bool json = false) {
    CommandContext ctx = CommandFixture::Context(json, rulesets_.get());
    ctx.snapshot_engine = "test-engine";
    return ctx;
  }

  // The game ids `games` lists with `options` (the first word of each line after the title).
  std::vector<std::string> Listed(const GamesOptions& options) {
    EXPECT_EQ(Run([&] { return GamesCommand(Context(), options); }), kExitOk) << err_.str();
    std::vector<std::string> ids;
    const std::vector<std::string> lines = Lines(out_.str());
    for (size_t i = 1; i < lines.size(); ++i) ids.push_back(lines[i].substr(0, lines[i].find(' ')));
    return ids;
  }
};

using Ids = std::vector<std::string>;

TEST_F(GamesCommandTest, ListsEachGamesResultAndViolations) {
  ASSERT_EQ(Run([&] { return GamesCommand(Context()); }), kExitOk) << err_.str();
  const std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), 4u) << out_.str();
  EXPECT_TRUE(Has(lines[0], "RESULT") && Has(lines[0], "VIOLATIONS")) << lines[0];
  EXPECT_EQ(lines[1].rfind("bad-1015", 0), 0u);
  EXPECT_TRUE(Has(lines[1], "  B wins  4 (4 standing)  Bot A vs Bot B")) << lines[1];
  EXPECT_TRUE(Has(lines[2], "  A wins  2 (0 standing)  陈思远 vs 林雨桐")) << lines[2];
  EXPECT_TRUE(Has(lines[3], "  A wins  0 ")) << lines[3];
}

TEST_F(GamesCommandTest, TheSummariesWereKeptOnImportSoListingReviewsNoGame) {
  ASSERT_EQ(Run([&] { return GamesCommand(Context()); }), kExitOk) << err_.str();
  EXPECT_FALSE(Has(err_.str(), "reviewed now")) << err_.str();
  auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
  ASSERT_TRUE(store.ok());
  auto info = (*store)->GetGame("bad-1015");
  ASSERT_TRUE(info.ok());
  auto kept = ReadGameSummary(**store, *info, SnapshotVersion(Context(), info->header));
  ASSERT_TRUE(kept.ok() && kept->has_value());
  EXPECT_EQ((*kept)->standing, 4u);
}

TEST_F(GamesCommandTest, FiltersByPlayerTournamentAndRound) {
  EXPECT_EQ(Listed({.player = "陈思远"}), Ids{"sample-zero-1"});
  EXPECT_EQ(Listed({.player = "bot b"}), (Ids{"bad-1015", "sim-4"})) << "any case";
  EXPECT_EQ(Listed({.tournament = "上海"}), Ids{"sample-zero-1"});
  EXPECT_EQ(Listed({.round = 3}), Ids{"sample-zero-1"});
  EXPECT_EQ(Listed({.player = "bot", .round = 3}), Ids{}) << "every filter must pass";
  EXPECT_EQ(out_.str(), "no game of the 3 stored passes the filters\n");
}

TEST_F(GamesCommandTest, FiltersByResultAndStandingViolations) {
  EXPECT_EQ(Listed({.result = "B"}), Ids{"bad-1015"});
  EXPECT_EQ(Listed({.result = "A"}), (Ids{"sample-zero-1", "sim-4"}));
  EXPECT_EQ(Listed({.result = "over"}).size(), 3u);
  EXPECT_EQ(Listed({.result = "draw"}), Ids{});
  EXPECT_EQ(Listed({.result = "unfinished"}), Ids{});
  EXPECT_EQ(Listed({.violations = true}), Ids{"bad-1015"})
      << "sample-zero-1's two violations were reversed";
}

TEST_F(GamesCommandTest, AnUnfinishedGameIsInProgress) {
  auto lines = ReadJsonLinesFile(kSamples + "bot-game-clean.jsonl");
  ASSERT_TRUE(lines.ok());
  std::vector<Event> prefix;
  for (size_t i = 0; i < 30; ++i) prefix.push_back((*lines)[i].event);
  std::get<Header>(prefix.front().body).game_id = "half";
  for (Event& e : prefix) {
    e.game = "half";
    e.prev_hash = {};
  }
  const std::string path = WriteTemp("half.jsonl", ToJsonLines(prefix));
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
  EXPECT_EQ(Listed({.result = "unfinished"}), Ids{"half"});
  EXPECT_TRUE(Has(out_.str(), " in progress ")) << out_.str();
}

TEST_F(GamesCommandTest, AnUnknownResultIsRefused) {
  EXPECT_EQ(Run([&] { return GamesCommand(Context(), {.result = "C"}); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "--result: 'C' is no result")) << err_.str();
  EXPECT_TRUE(out_.str().empty());
}

TEST_F(GamesCommandTest, JsonCarriesTheHeaderResultAndCounts) {
  ASSERT_EQ(Run([&] { return GamesCommand(Context(true), {.tournament = "上海"}); }), kExitOk);
  const std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), 1u) << out_.str();
  for (const char* field :
       {"\"game\":\"sample-zero-1\"", "\"round\":3", "\"table\":12", "\"events\":120",
        "\"checked\":true", "\"over\":true", "\"winner\":\"A\"",
        "\"result\":\"A wins: B conceded (101(4))\"", "\"violations\":2", "\"standing\":0",
        "\"judgeEvents\":5", "\"penalties\":1"}) {
    EXPECT_TRUE(Has(lines[0], field)) << field << " in " << lines[0];
  }
}

TEST_F(GamesCommandTest, AJudgeEventKeepsTheSummaryCurrent) {
  ASSERT_EQ(Run([&] {
              return PenaltyCommand(Context(), "bad-1015", JudgeEventOptions{"J-1", ""}, "B",
                                    "warning", {"318(6)"}, "attacked with a card that entered");
            }),
            kExitOk)
      << err_.str();
  ASSERT_EQ(Run([&] { return GamesCommand(Context(true), {.result = "B"}); }), kExitOk);
  EXPECT_FALSE(Has(err_.str(), "reviewed now")) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "\"events\":315")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"judgeEvents\":1,\"penalties\":1")) << out_.str();
}

TEST_F(GamesCommandTest, WithoutRulesTheResultIsUnknownAndSaidSo) {
  ASSERT_EQ(Run([&] { return GamesCommand(CommandFixture::Context()); }), kExitOk);
  const std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_TRUE(Has(lines[1], "  ?       ?  ")) << lines[1];
  EXPECT_TRUE(Has(err_.str(), "the rules could not check them")) << err_.str();
  // A filter on what is unknown lets nothing through.
  EXPECT_EQ(Run([&] { return GamesCommand(CommandFixture::Context(), {.result = "A"}); }), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "no game of the 3 stored")) << out_.str();
}

}  // namespace
}  // namespace tcgjudge
