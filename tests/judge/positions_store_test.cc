// The priority-point index a store keeps: read back, it is the index a fold of the game computes
// (every line, every point, its number, turn, holder and state key), however it was written
// (whole, or one event at a time as `append` does); a missing index is absent, never an error;
// one that disagrees with the log is corruption naming its block.

#include "judge/positions_store.h"

#include <gtest/gtest.h>

#include "judge/snapshot_cache.h"
#include "store/memory_event_log.h"
#include "tests/judge/test_games.h"

namespace tcgjudge {
namespace {

using testing::BackedUp;
using testing::BotGame;
using testing::SampleGames;
using testing::SampleRuleset;
using testing::Stored;

constexpr char kVersion[] = "zero/test";

void ExpectSameIndex(const PositionIndex& stored, const PositionIndex& folded) {
  EXPECT_EQ(stored.last_seq, folded.last_seq);
  ASSERT_EQ(stored.lines.size(), folded.lines.size());
  for (size_t i = 0; i < folded.lines.size(); ++i) {
    EXPECT_EQ(stored.lines[i].branch, folded.lines[i].branch);
    EXPECT_EQ(stored.lines[i].left_by_seq, folded.lines[i].left_by_seq);
    EXPECT_EQ(stored.lines[i].seqs, folded.lines[i].seqs);
    EXPECT_EQ(stored.lines[i].points, folded.lines[i].points) << "line " << i;
  }
}

Result<std::optional<PositionIndex>> Load(const EventLog& store, const GameLog& log) {
  return LoadPositionIndex(store, log, kVersion);
}

// The games: the samples, bot games longer than a block, and bot games with a back-up (a branch
// whose points keep their numbers).
std::vector<std::vector<Event>> Games(const Ruleset& rules) {
  std::vector<std::vector<Event>> games = SampleGames();
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    std::vector<Event> played = BotGame(rules, seed);
    const auto size = static_cast<uint32_t>(played.size());
    games.push_back(seed % 2 ? played : BackedUp(played, size / 3, size / 2));
  }
  return games;
}

TEST(StoredPositionIndex, IsTheIndexAFoldComputes) {
  auto rules = SampleRuleset();
  size_t longer_than_a_block = 0;
  for (const std::vector<Event>& game : Games(*rules)) {
    MemoryEventLog store;
    const GameLog log = Stored(store, game);
    ASSERT_TRUE(RefreshSnapshots(*rules, store, log, kVersion).ok());
    auto stored = Load(store, log);
    ASSERT_TRUE(stored.ok()) << stored.status().ToString();
    ASSERT_TRUE(stored->has_value()) << game.front().game;
    auto folded = IndexPositions(*rules, log.events);
    ASSERT_TRUE(folded.ok());
    ExpectSameIndex(**stored, *folded);
    longer_than_a_block += game.size() > kPointBlockSeqs;
  }
  EXPECT_GE(longer_than_a_block, 3u);
}

TEST(StoredPositionIndex, WrittenOneEventAtATimeIsTheSame) {
  auto rules = SampleRuleset();
  const std::vector<Event> game = BotGame(*rules, 2);
  ASSERT_GT(game.size(), kPointBlockSeqs + 1);
  MemoryEventLog store;
  const GameLog log = Stored(store, game);
  // As `append` does: the planner of each event, seeded with the position before it.
  GameReplay replay(*rules);
  for (const Event& event : log.events) {
    SnapshotPlanner planner(*rules, event.seq);
    if (event.seq > 1) planner.Seed(replay.lines().line().back(), replay.state());
    ASSERT_TRUE(replay.Take(event, [&](const ReplayStep& s) { planner.Add(s); }).ok());
    ASSERT_TRUE(KeepSnapshots(store, event.game, kVersion, std::move(planner)).ok());
  }
  auto stored = Load(store, log);
  ASSERT_TRUE(stored.ok() && stored->has_value());
  auto folded = IndexPositions(*rules, log.events);
  ASSERT_TRUE(folded.ok());
  ExpectSameIndex(**stored, *folded);
}

TEST(StoredPositionIndex, AStoreWithoutOneHasNone) {
  auto rules = SampleRuleset();
  MemoryEventLog store;
  const GameLog log = Stored(store, BotGame(*rules, 3));
  auto stored = Load(store, log);
  ASSERT_TRUE(stored.ok());
  EXPECT_FALSE(stored->has_value());
  auto reaches = PositionIndexReaches(store, log, kVersion);
  ASSERT_TRUE(reaches.ok());
  EXPECT_FALSE(*reaches);
}

TEST(StoredPositionIndex, ReachesPastJudgeEventsThatAreNotFoldedButNotPastAFoldedEvent) {
  auto rules = SampleRuleset();
  const std::vector<Event> game = BotGame(*rules, 4);
  const auto size = static_cast<uint32_t>(game.size());
  // A back-up (not folded) after the game's events, then the replay of one event.
  const std::vector<Event> backed_up = BackedUp(game, size - 10, size);
  MemoryEventLog store;
  const GameLog log = Stored(store, backed_up);
  GameLog before_back_up = log;
  before_back_up.events.resize(size);
  before_back_up.hashes.resize(size);
  ASSERT_TRUE(RefreshSnapshots(*rules, store, before_back_up, kVersion).ok());

  GameLog with_back_up = log;
  with_back_up.events.resize(size + 1);
  with_back_up.hashes.resize(size + 1);
  auto reaches = PositionIndexReaches(store, with_back_up, kVersion);
  ASSERT_TRUE(reaches.ok() && *reaches);
  auto stored = Load(store, with_back_up);
  ASSERT_TRUE(stored.ok() && stored->has_value());
  auto folded = IndexPositions(*rules, with_back_up.events);
  ASSERT_TRUE(folded.ok());
  ExpectSameIndex(**stored, *folded);

  ASSERT_GT(log.events.size(), size + 1u);
  reaches = PositionIndexReaches(store, log, kVersion);
  ASSERT_TRUE(reaches.ok());
  EXPECT_FALSE(*reaches) << "the replayed decision after the back-up has no point stored";
  stored = Load(store, log);
  ASSERT_TRUE(stored.ok());
  EXPECT_FALSE(stored->has_value());
}

class BadPositionIndex : public ::testing::Test {
 protected:
  void SetUp() override {
    rules_ = SampleRuleset();
    log_ = Stored(store_, BotGame(*rules_, 5));
    ASSERT_GT(log_.events.size(), kPointBlockSeqs + 1);
    ASSERT_TRUE(RefreshSnapshots(*rules_, store_, log_, kVersion).ok());
  }

  // Replaces the second block and expects the index to be refused as corrupt, naming it.
  void ExpectCorruption(const std::string& value, const std::string& why) {
    const std::vector<SnapshotWrite> bad{{kPointBlockSeqs + 1, value}};
    ASSERT_TRUE(store_.PutSnapshots(Game(), PositionIndexVersion(kVersion), bad).ok());
    auto stored = Load(store_, log_);
    ASSERT_FALSE(stored.ok()) << "a block that disagrees with the log was used";
    EXPECT_EQ(stored.status().code(), StatusCode::kCorruption);
    const std::string& message = stored.status().message();
    EXPECT_NE(message.find("the stored priority-point index (the block from seq " +
                           std::to_string(kPointBlockSeqs + 1) + ")"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find(why), std::string::npos) << message;
  }

  PointBlock Second() {
    auto found =
        store_.GetSnapshotAtOrBefore(Game(), kPointBlockSeqs + 1, PositionIndexVersion(kVersion));
    EXPECT_TRUE(found.ok() && found->has_value());
    auto block = DecodePointBlock((*found)->value);
    EXPECT_TRUE(block.ok());
    return *block;
  }

  std::string Game() const { return log_.events.front().game; }

  std::unique_ptr<zero::ZeroRuleset> rules_;
  MemoryEventLog store_;
  GameLog log_;
};

TEST_F(BadPositionIndex, GarbageDoesNotDecode) { ExpectCorruption("garbage", "does not decode"); }

TEST_F(BadPositionIndex, AFlippedRecordByteFailsTheChecksum) {
  const PointBlock block = Second();
  std::string value = EncodePointBlock(block.last_hash, block.points);
  value[value.size() - 2] ^= 0x01;
  ExpectCorruption(value, "checksum");
}

TEST_F(BadPositionIndex, ABlockWrittenForAnotherLogDisagrees) {
  PointBlock block = Second();
  block.last_hash[0] ^= 0x01;
  ExpectCorruption(EncodePointBlock(block.last_hash, block.points), "another event");
}

TEST_F(BadPositionIndex, ABlockOfMoreSeqsThanABlockHoldsDoesNotDecode) {
  PointBlock block = Second();
  block.points.resize(kPointBlockSeqs + 1);
  ExpectCorruption(EncodePointBlock(block.last_hash, block.points), "does not decode");
}

TEST_F(BadPositionIndex, AWriterRefusesToExtendABlockThatDisagrees) {
  // The last block, bound to another log, and the point after the last seq written again.
  const auto last = static_cast<uint32_t>(log_.events.size());
  const uint32_t first = PointBlockStart(last);
  ASSERT_LT(first, last);
  auto found = store_.GetSnapshotAtOrBefore(Game(), first, PositionIndexVersion(kVersion));
  ASSERT_TRUE(found.ok() && found->has_value() && (*found)->seq == first);
  auto block = DecodePointBlock((*found)->value);
  ASSERT_TRUE(block.ok());
  block->last_hash[3] ^= 0x40;
  const std::vector<SnapshotWrite> bad{{first, EncodePointBlock(block->last_hash, block->points)}};
  ASSERT_TRUE(store_.PutSnapshots(Game(), PositionIndexVersion(kVersion), bad).ok());
  auto stored = store_.Read(Game(), first, last);
  ASSERT_TRUE(stored.ok());
  const PointRun run{last, {std::nullopt}};
  const Status kept = KeepPositionIndex(store_, kVersion, *stored, run);
  EXPECT_EQ(kept.code(), StatusCode::kCorruption) << kept.ToString();
}

}  // namespace
}  // namespace tcgjudge
