// show, diff and rewind as a judge meets them: every priority point of the sample games (and of
// bot games) shows the board of the fold of its line; a position against itself diffs to nothing;
// after a rewind the superseded events are still exported, shown and diffable, play continues
// from the point, and the log numbers the priority points of both lines.

#include "cli/judge_commands.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "engine/bot.h"
#include "events/codec.h"
#include "events/game_rename.h"
#include "events/jsonl.h"
#include "judge/game_summary.h"
#include "judge/positions.h"
#include "judge/positions_store.h"
#include "judge/review.h"
#include "judge/snapshot_cache.h"
#include "store/memory_event_log.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "viewer/board_text.h"

namespace tcgjudge {
namespace {

const std::string kCards = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl";
const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) {
    ++n;
  }
  return n;
}

class JudgeCommandsTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"zero", kCards}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  CommandContext Context(bool json = false) {
    CommandContext ctx = CommandFixture::Context(json, rulesets_.get());
    ctx.snapshot_engine = "test-engine";
    return ctx;
  }

  const Ruleset& Zero() const { return *rulesets_->Find("zero"); }

  void Import(const std::string& path) {
    ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
  }

  // The stored game, read back.
  GameLog Read(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok());
    auto stored = (*store)->Read(game);
    EXPECT_TRUE(stored.ok());
    return GameLog::FromStored(std::move(stored).value());
  }

  std::string Show(const std::string& game, const std::string& at, bool json = true) {
    const int code = Run([&] { return ShowCommand(Context(json), game, at); });
    EXPECT_EQ(code, kExitOk) << game << " --at " << at << ": " << err_.str();
    return out_.str();
  }

  // `show --at` of every `stride`-th priority point of every line (and each line's last) prints
  // the board of the line's fold.
  size_t ExpectShowMatchesTheFold(const std::string& game, size_t stride = 1) {
    const GameLog log = Read(game);
    auto index = IndexPositions(Zero(), log.events);
    EXPECT_TRUE(index.ok());
    size_t shown = 0;
    for (const PlayLine& line : index->lines) {
      for (const PriorityPoint& point : line.points) {
        if ((point.number - 1) % stride != 0 && point.number != line.points.size()) continue;
        auto folded = ReadPosition(Zero(), log, nullptr, "", point.seq);
        EXPECT_TRUE(folded.ok());
        Board board = Zero().MakeBoard(*folded->state);
        NameBoardPlayers(std::get<Header>(log.events.front().body), board);
        const std::string label = PointLabel(line.branch, point.number);
        const std::string out = Show(game, label);
        EXPECT_NE(out.find(",\"board\":" + BoardJson(board) + "}\n"), std::string::npos)
            << game << " " << label;
        char key[17];
        std::snprintf(key, sizeof(key), "%016llx",
                      static_cast<unsigned long long>(point.state_key));
        EXPECT_NE(out.find(std::string("\"stateKey\":\"") + key + "\""), std::string::npos);
        char hash[17];
        std::snprintf(hash, sizeof(hash), "%016llx",
                      static_cast<unsigned long long>(StateHash(Zero(), *folded->state)));
        EXPECT_NE(out.find(std::string("\"stateHash\":\"") + hash + "\""), std::string::npos);
        ++shown;
      }
    }
    return shown;
  }

  // `games` bot games from `seed` on, stored by `simulate` as "<prefix>-<seed>".
  void Simulate(uint64_t seed, uint32_t games = 1, const std::string& prefix = "sim") {
    SimulateOptions options;
    options.ruleset = "zero";
    options.games = games;
    options.seed = seed;
    options.prefix = prefix;
    ASSERT_EQ(Run([&] { return SimulateCommand(Context(), options); }), kExitOk) << err_.str();
  }

  // The version the commands store snapshots, the index and summaries of `game` under.
  std::string Version(const std::string& game) {
    const GameLog log = Read(game);  // Kept: the header below refers into it.
    const Header& header = std::get<Header>(log.events.front().body);
    return header.ruleset + "/" + header.ruleset_version + "/test-engine";
  }

  // The stored index of `game`, or nullopt; fails the test on an error.
  std::optional<PositionIndex> StoredIndex(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok());
    const GameLog log = Read(game);
    auto index = LoadPositionIndex(**store, log, Version(game));
    EXPECT_TRUE(index.ok()) << index.status().ToString();
    return index.ok() ? *index : std::nullopt;
  }

  // The last seq through which the store holds `game`'s line kinds from seq 1 (0: none).
  uint32_t LineKindsReach(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok());
    uint32_t reached = 0;
    for (uint32_t first = 1;; first += kPointBlockSeqs) {
      auto found = (*store)->GetSnapshotAtOrBefore(game, 0, LineBlockVersion(first));
      if (!found.ok() || !found->has_value()) return reached;
      auto block = DecodeLineBlock((*found)->value);
      EXPECT_TRUE(block.ok());
      if (!block.ok() || reached + 1 != first) return reached;
      reached = first + static_cast<uint32_t>(block->kinds.size()) - 1;
    }
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

TEST_F(JudgeCommandsTest, ImportStoresTheSnapshotsIndexAndLineKindsOfAReadOfTheStore) {
  // New games imported whole (their snapshots bound to the hashes their append returned), and one
  // imported in two files (the second continues the stored game: its hashes are read back).
  Import(kSamples + "bot-game-clean.jsonl");
  std::vector<Event> long_game;
  for (uint64_t seed = 1; long_game.size() <= 2 * kPointBlockSeqs; ++seed) {
    auto header = Zero().BotHeader("long-1");
    ASSERT_TRUE(header.ok());
    BotOptions options;
    options.seed = seed;
    auto played = PlayBotGame(Zero(), *header, options);
    ASSERT_TRUE(played.ok());
    long_game = std::move(played->log);
  }
  Import(WriteTemp("long.jsonl", ToJsonLines(long_game)));
  std::ifstream in(kSamples + "bot-game-illegal.jsonl");
  std::string head, line;
  for (int i = 0; i < 300 && std::getline(in, line); ++i) head += line + "\n";
  Import(WriteTemp("head.jsonl", head));
  Import(kSamples + "bot-game-illegal.jsonl");

  auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
  ASSERT_TRUE(store.ok());
  for (const std::string game : {"sim-4", "long-1", "bad-1015"}) {
    // The same game refreshed from its stored events, in a store of its own.
    const GameLog log = Read(game);
    const std::string version = Version(game);
    MemoryEventLog refreshed;
    ASSERT_TRUE(refreshed.Append(AppendRequest{game, 1, log.events}).ok());
    ASSERT_TRUE(RefreshSnapshots(Zero(), refreshed, log, version).ok());
    const uint32_t last = static_cast<uint32_t>(log.events.size());
    size_t snapshots = 0;
    for (uint32_t seq = 0; seq <= last; ++seq) {
      std::vector<std::string> versions = {version, PositionIndexVersion(version)};
      if (seq == 0) {
        for (uint32_t first = 1; first <= last; first += kPointBlockSeqs) {
          versions.push_back(LineBlockVersion(first));
        }
      }
      for (const std::string& stored_version : versions) {
        auto imported = (*store)->GetSnapshotAtOrBefore(game, seq, stored_version);
        auto expected = refreshed.GetSnapshotAtOrBefore(game, seq, stored_version);
        ASSERT_TRUE(imported.ok() && expected.ok());
        ASSERT_EQ(imported->has_value(), expected->has_value()) << game << " " << seq;
        if (!imported->has_value()) continue;
        EXPECT_EQ((*imported)->seq, (*expected)->seq) << game << " " << stored_version;
        EXPECT_EQ((*imported)->value, (*expected)->value) << game << " " << stored_version;
        snapshots += stored_version == version && (*imported)->seq == seq;
      }
    }
    EXPECT_GT(snapshots, 3u) << game;
  }
}

TEST_F(JudgeCommandsTest, ShowRefusesAStoredIndexThatDisagreesWithTheLog) {
  Import(kSamples + "bot-game-clean.jsonl");
  ASSERT_TRUE(StoredIndex("sim-4").has_value()) << "import stores the index";
  {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadWrite);
    ASSERT_TRUE(store.ok());
    const std::vector<SnapshotWrite> bad{{1, "not an index block"}};
    ASSERT_TRUE((*store)->PutSnapshots("sim-4", PositionIndexVersion(Version("sim-4")), bad).ok());
  }
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sim-4", "P3"); }), kExitIntegrity);
  EXPECT_NE(err_.str().find("game 'sim-4': the stored priority-point index (the block from seq 1) "
                            "does not decode"),
            std::string::npos)
      << err_.str();
}

TEST_F(JudgeCommandsTest, AStoreWithoutTheIndexStillShowsAndAppendStoresItAgain) {
  Simulate(8);
  const GameLog played = Read("sim-8");
  const std::string p10 = Show("sim-8", "P10");
  {
    // As a store written before the index existed: no snapshots, index or summary.
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadWrite);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->DeleteSnapshots("sim-8").ok());
  }
  EXPECT_FALSE(StoredIndex("sim-8").has_value());
  EXPECT_EQ(Show("sim-8", "P10"), p10) << "folded without the index";
  // The game again: all but its last 3 events imported, their index deleted, the 3 appended.
  const std::vector<Event> events = RenameGame(played.events, "again-8", StateHashes::kDrop);
  const std::string file = Context().db_path + "-again.jsonl";
  std::ofstream(file) << ToJsonLines(std::span<const Event>(events).first(events.size() - 3));
  Import(file);
  {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadWrite);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE((*store)->DeleteSnapshots("again-8").ok());
  }
  logger_->set_level(spdlog::level::debug);  // Says where each append started from.
  for (size_t i = events.size() - 3; i < events.size(); ++i) {
    ASSERT_EQ(
        Run([&] { return AppendCommand(Context(), "again-8", EventToJson(events[i]), true); }),
        kExitOk)
        << err_.str();
    // The first replays the whole game (there is no index); the others continue from a snapshot.
    const bool continued = err_.str().find("again-8: continued from") != std::string::npos;
    EXPECT_EQ(continued, i + 3 != events.size()) << err_.str();
  }
  auto index = StoredIndex("again-8");
  ASSERT_TRUE(index.has_value()) << "the first append stored the index again";
  auto folded = IndexPositions(Zero(), Read("again-8").events);
  ASSERT_TRUE(folded.ok());
  ASSERT_EQ(index->lines.size(), folded->lines.size());
  EXPECT_EQ(index->lines[0].points, folded->lines[0].points);
}

// `append` continues a game from its latest snapshot: the events it stores record the same state
// keys, the index and the summary it keeps are those a replay of the whole game computes.
TEST_F(JudgeCommandsTest, AppendFromTheLatestSnapshotStoresWhatAWholeReplayComputes) {
  Simulate(12, 1, "whole");
  const GameLog whole = Read("whole-12");
  ASSERT_GT(whole.events.size(), kSnapshotEvery);
  const std::vector<Event> events = RenameGame(whole.events, "step-12", StateHashes::kDrop);
  const size_t first = events.size() - 120;  // Across turns, each with its snapshot.
  const std::string file = Context().db_path + "-step.jsonl";
  std::ofstream(file) << ToJsonLines(std::span<const Event>(events).first(first));
  Import(file);
  logger_->set_level(spdlog::level::debug);  // Says where each append started from.
  for (size_t i = first; i < events.size(); ++i) {
    ASSERT_EQ(
        Run([&] { return AppendCommand(Context(), "step-12", EventToJson(events[i]), true); }),
        kExitOk)
        << "seq " << i + 1 << ": " << err_.str();
    EXPECT_NE(err_.str().find("step-12: continued from the snapshot after seq "), std::string::npos)
        << "seq " << i + 1 << ": " << err_.str();
  }
  const GameLog stepped = Read("step-12");
  ASSERT_EQ(stepped.events.size(), whole.events.size());
  for (size_t i = first; i < whole.events.size(); ++i) {
    ASSERT_TRUE(stepped.events[i].state_key.has_value()) << "seq " << i + 1;
    ASSERT_EQ(stepped.events[i].state_key, whole.events[i].state_key) << "seq " << i + 1;
  }
  auto index = StoredIndex("step-12");
  ASSERT_TRUE(index.has_value());
  auto folded = IndexPositions(Zero(), stepped.events);
  ASSERT_TRUE(folded.ok());
  EXPECT_EQ(index->lines[0].points, folded->lines[0].points);
  auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
  ASSERT_TRUE(store.ok());
  auto info = (*store)->GetGame("step-12");
  ASSERT_TRUE(info.ok());
  auto summary = ReadGameSummary(**store, *info, Version("step-12"));
  ASSERT_TRUE(summary.ok() && summary->has_value());
  auto review = ReviewGame(Zero(), stepped.events);
  ASSERT_TRUE(review.ok());
  EXPECT_EQ(**summary, SummarizeGame(Zero(), stepped.events, *review));
}

TEST_F(JudgeCommandsTest, ShowAtEveryPriorityPointOfTheSampleGamesIsTheBoardOfItsFold) {
  size_t shown = 0;
  for (const char* name : {"sample-game.jsonl", "bot-game-clean.jsonl", "bot-game-illegal.jsonl"}) {
    Import(kSamples + name);
  }
  // Every point of the game with a reversal and a back-up; every 10th of the long bot games
  // (tests/judge/positions_test.cc reads every point of them, and of 200 more, in-process).
  shown += ExpectShowMatchesTheFold("sample-zero-1");
  shown += ExpectShowMatchesTheFold("sim-4", 10);
  shown += ExpectShowMatchesTheFold("bad-1015", 10);
  EXPECT_GT(shown, 50u);
}

TEST_F(JudgeCommandsTest, ShowAtEveryPriorityPointOfBotGamesIsTheBoardOfItsFold) {
  Simulate(31, 2);
  EXPECT_GT(ExpectShowMatchesTheFold("sim-31", 25) + ExpectShowMatchesTheFold("sim-32", 25), 10u);
}

TEST_F(JudgeCommandsTest, ShowDefaultsToTheCurrentPositionAndReadsForPeople) {
  Import(kSamples + "sample-game.jsonl");
  const std::string text = Show("sample-zero-1", "", false);
  EXPECT_EQ(text.rfind("sample-zero-1 at ", 0), 0u) << text;
  EXPECT_NE(text.find("after seq 120"), std::string::npos) << text;
  EXPECT_NE(text.find("A 陈思远 · life "), std::string::npos) << text;
  EXPECT_NE(text.find("\nchain"), std::string::npos) << text;
  EXPECT_EQ(Show("sample-zero-1", "after:120"), Show("sample-zero-1", ""));
}

// Issue 31: after a judge event at the end of the log, `show` said "at after seq 91 (on no line:
// reversed or a judge event's)" while `show --json` named the priority point. The current
// position is after the effective line's last event, in text and JSON alike.
TEST_F(JudgeCommandsTest, ShowAfterAJudgeEventNamesThePositionTheSameInTextAndJson) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Run([&] {
              return NoteCommand(Context(), "sample-zero-1", JudgeEventOptions{"J-0815", ""},
                                 "the players shook hands");
            }),
            kExitOk)
      << err_.str();
  const std::string text = Show("sample-zero-1", "", false);
  const std::string json = Show("sample-zero-1", "");
  EXPECT_EQ(text.find("on no line"), std::string::npos) << text;
  EXPECT_NE(text.find("sample-zero-1 at after seq 120 · state "), std::string::npos) << text;
  EXPECT_NE(json.find("\"label\":\"after seq 120\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"onLine\":true"), std::string::npos) << json;
}

// Issue 31: `rewind --to 53` backed up to the position after seq 53 (P49), not P53; a bare number
// is refused by every command that takes a position, with both readings named.
TEST_F(JudgeCommandsTest, ABarePositionNumberIsRefusedByShowDiffAndRewind) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", "53"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("write P53 for priority point 53 or after:53"), std::string::npos)
      << err_.str();
  EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sample-zero-1", "P46", "60"); }),
            kExitBadInput);
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", "p46"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("write P46 (positions are case-sensitive)"), std::string::npos)
      << err_.str();
  RewindOptions rewind;
  rewind.to = "53";
  rewind.judge = "J-0815";
  const size_t events = Read("sample-zero-1").events.size();
  CommandContext yes = Context();
  yes.yes = true;
  EXPECT_EQ(Run([&] { return RewindCommand(yes, "sample-zero-1", rewind); }), kExitBadInput);
  EXPECT_NE(err_.str().find("--to: position '53': a bare number is ambiguous"), std::string::npos)
      << err_.str();
  EXPECT_EQ(Read("sample-zero-1").events.size(), events) << "nothing stored";
}

TEST_F(JudgeCommandsTest, ShowRefusesAPositionTheGameDoesNotHave) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", "P9999"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("P9999: the effective line has "), std::string::npos) << err_.str();
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", "b3:P1"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("branch b3: the game has 1 branch (b1)"), std::string::npos);
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", "Q1"); }), kExitBadInput);
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "no-such-game", ""); }), kExitBadInput);
}

TEST_F(JudgeCommandsTest, DiffOfAPositionWithItselfPrintsNothingAndExits0) {
  Import(kSamples + "sample-game.jsonl");
  for (const char* at : {"P1", "P20", "b1:P40", "after:57", "after:25"}) {
    EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sample-zero-1", at, at); }), kExitOk)
        << at << ": " << err_.str();
    EXPECT_EQ(out_.str(), "") << at;
  }
  // The position a back-up returns to is the one it names.
  EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sample-zero-1", "after:57", "after:60"); }), kExitOk);
  EXPECT_EQ(out_.str(), "");
}

TEST_F(JudgeCommandsTest, DiffAcrossTheBackUpIsAPatchAndExits1) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sample-zero-1", "b1:after:59", "after:60"); }),
            kExitRefused);
  const std::string patch = out_.str();
  EXPECT_EQ(patch.rfind("--- sample-zero-1 ", 0), 0u) << patch;
  EXPECT_NE(patch.find("\n+++ sample-zero-1 after seq 60\n"), std::string::npos) << patch;
  // The attack was declared but not fought: the game returns from its combat to the action
  // phase, with A holding priority again.
  EXPECT_NE(patch.find("\n+step: action phase\n"), std::string::npos) << patch;
  EXPECT_NE(patch.find("\n-priority: B\n+priority: A\n"), std::string::npos) << patch;
  EXPECT_EQ(Run([&] { return DiffCommand(Context(true), "sample-zero-1", "b1:after:59", "after:60"); }),
            kExitRefused);
  EXPECT_NE(out_.str().find("\"changes\":[{\"op\":\"-\""), std::string::npos) << out_.str();
}

TEST_F(JudgeCommandsTest, LogShowsThePriorityPointsOfEveryLineAndKeepsItsMarks) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "sample-zero-1"); }), kExitOk) << err_.str();
  const std::string log = out_.str();
  EXPECT_NE(log.find(" priority points · 1 branch\n"), std::string::npos) << log;
  EXPECT_NE(log.find("       · P1  "), std::string::npos);
  EXPECT_NE(log.find("       · b1:P"), std::string::npos) << "the superseded branch's points";
  EXPECT_NE(log.find(" · reversed\n"), std::string::npos);
  EXPECT_NE(log.find(" · superseded\n"), std::string::npos);
  ASSERT_EQ(Run([&] { return LogCommand(Context(true), "sample-zero-1"); }), kExitOk);
  EXPECT_NE(out_.str().find("\"priorityPoint\":{\"label\":\"P1\",\"branch\":0,\"number\":1,"),
            std::string::npos);
  EXPECT_NE(out_.str().find("\"priorityPoint\":null"), std::string::npos);
}

TEST_F(JudgeCommandsTest, AfterARewindTheSupersededEventsStayAndPlayGoesOn) {
  Simulate(5);
  const GameLog before = Read("sim-5");
  const uint32_t n = static_cast<uint32_t>(before.events.size());
  auto index = IndexPositions(Zero(), before.events);
  ASSERT_TRUE(index.ok());
  const PriorityPoint p50 = index->lines[0].points[49];

  RewindOptions rewind{"P50", "J-0815", "late discovery", {"902(1)"}};
  CommandContext yes = Context();
  yes.yes = true;  // sim-5 is over: a back-up asks first.
  ASSERT_EQ(Run([&] { return RewindCommand(yes, "sim-5", rewind); }), kExitOk) << err_.str();
  EXPECT_NE(out_.str().find("appended seq " + std::to_string(n + 1) + " to sim-5: back-up to P50"),
            std::string::npos)
      << out_.str();
  EXPECT_NE(out_.str().find("left behind as branch b1\nnext: "), std::string::npos);
  // The line kinds reach the back-up: show reads it without reading the events before it.
  EXPECT_EQ(LineKindsReach("sim-5"), n + 1);

  // Exported: every event, the superseded ones included, and the back-up.
  ASSERT_EQ(Run([&] { return ExportCommand(Context(), "sim-5", ""); }), kExitOk);
  const std::string exported = out_.str();
  EXPECT_EQ(Count(exported, "\n"), n + 1);
  EXPECT_NE(exported.find("\"backUp\":{\"afterSeq\":" + std::to_string(p50.seq) + "}"),
            std::string::npos);
  // Shown: the current position is P50 again; the old end is on branch b1.
  const std::string now = Show("sim-5", "");
  char key[17];
  std::snprintf(key, sizeof(key), "%016llx", static_cast<unsigned long long>(p50.state_key));
  EXPECT_NE(now.find(std::string("\"stateKey\":\"") + key + "\""), std::string::npos) << now;
  const std::string old_end = Show("sim-5", "b1:after:" + std::to_string(n));
  EXPECT_NE(old_end.find("\"branch\":1"), std::string::npos) << old_end;
  // Diffable: the old end against the point.
  EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sim-5", "b1:P60", "P50"); }), kExitRefused);
  EXPECT_NE(out_.str().find("--- sim-5 b1:P60"), std::string::npos) << out_.str();
  EXPECT_EQ(Run([&] { return DiffCommand(Context(), "sim-5", "b1:P50", "P50"); }), kExitOk);

  // Play goes on from the point: a legal decision there is appended and checked.
  auto at_point = ReadPosition(Zero(), Read("sim-5"), nullptr, "", n + 1);
  ASSERT_TRUE(at_point.ok());
  const std::vector<Decision> legal = Zero().LegalDecisions(*at_point->state);
  ASSERT_FALSE(legal.empty());
  Event next;
  next.game = "sim-5";
  next.seq = n + 2;
  next.actor = p50.holder;
  next.body = legal.front();
  ASSERT_EQ(Run([&] { return AppendCommand(Context(), "sim-5", EventToJson(next), false); }),
            kExitOk)
      << err_.str();
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "sim-5"); }), kExitOk);
  EXPECT_NE(out_.str().find("· 1 branch"), std::string::npos);
  // Rewinding to a superseded position or to the current one is refused.
  RewindOptions superseded{"b1:P60", "J-0815", "", {}};
  EXPECT_EQ(Run([&] { return RewindCommand(Context(), "sim-5", superseded); }), kExitBadInput);
  EXPECT_NE(err_.str().find("is not on the effective line"), std::string::npos) << err_.str();
}

}  // namespace
}  // namespace tcgjudge
