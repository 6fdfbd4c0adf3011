// A game read as its positions need it (judge/positions_store.h ReadOutlinedLog): with the line
// kinds the store keeps, only the header, the reverses, back-ups and restores, the last event of
// each block and the events after the kinds' end are read; the lines, the priority points and
// every position are exactly those of the whole log; a store without the kinds gives the whole
// log; kinds that disagree with the log are corruption naming their block.

#include <gtest/gtest.h>

#include <algorithm>

#include "judge/game_log.h"
#include "judge/positions_store.h"
#include "judge/snapshot_cache.h"
#include "store/memory_event_log.h"
#include "tests/judge/test_games.h"

namespace tcgjudge {
namespace {

using testing::BackedUp;
using testing::BotGame;
using testing::SampleRuleset;
using testing::Stored;

constexpr char kVersion[] = "zero/test";

// A store that counts the events its readers read.
class CountingLog final : public EventLog {
 public:
  explicit CountingLog(const EventLog& inner) : inner_(inner) {}
  Status Append(std::span<const AppendRequest>, Durability) override {
    return Status::InvalidInput("read-only");
  }
  Status Append(const AppendBatch&, Durability) override {
    return Status::InvalidInput("read-only");
  }
  Status Sync() override { return Status::Ok(); }
  Result<GameInfo> GetGame(const std::string& game) const override { return inner_.GetGame(game); }
  Result<std::vector<GameInfo>> ListGames() const override { return inner_.ListGames(); }
  Result<std::vector<std::string>> ListGameIds() const override { return inner_.ListGameIds(); }
  Result<std::vector<StoredEvent>> Read(const std::string& game, uint32_t first_seq,
                                        uint32_t last_seq) const override {
    auto read = inner_.Read(game, first_seq, last_seq);
    if (read.ok()) events_read += read->size();
    return read;
  }
  Result<ChainReport> WalkChain(const std::string& game,
                                std::vector<StoredEvent>* verified) const override {
    return inner_.VerifyAndRead(game, verified);
  }
  Status VerifyFiles() const override { return Status::Ok(); }
  Status PutSnapshots(const std::string&, std::string_view,
                      std::span<const SnapshotWrite>) override {
    return Status::InvalidInput("read-only");
  }
  Result<std::optional<StoredSnapshot>> GetSnapshotAtOrBefore(
      const std::string& game, uint32_t seq, std::string_view version) const override {
    return inner_.GetSnapshotAtOrBefore(game, seq, version);
  }
  Status DeleteSnapshots(const std::string&) override { return Status::InvalidInput("read-only"); }
  Status PutRegistration(const Registration&) override { return Status::InvalidInput("read-only"); }
  Result<std::vector<Registration>> ListRegistrations() const override {
    return inner_.ListRegistrations();
  }

  mutable size_t events_read = 0;

 private:
  const EventLog& inner_;
};

uint64_t HashAt(const Ruleset& rules, const GameLog& log, const EventLog* store, uint32_t seq) {
  auto read = ReadPosition(rules, log, store, kVersion, seq);
  EXPECT_TRUE(read.ok()) << "seq " << seq << ": " << read.status().ToString();
  return read.ok() ? StateHash(rules, *read->state) : 0;
}

// Bot games longer than a block: as played, and backed up (a branch, a back-up to read).
std::vector<std::vector<Event>> LongGames(const Ruleset& rules) {
  std::vector<std::vector<Event>> games;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    std::vector<Event> played = BotGame(rules, seed);
    const auto size = static_cast<uint32_t>(played.size());
    if (size <= 2 * kPointBlockSeqs) continue;
    games.push_back(played);
    games.push_back(BackedUp(played, size / 3, size / 2));
  }
  return games;
}

TEST(OutlinedLog, NumbersAndReadsEveryPositionAsTheWholeLogDoes) {
  auto rules = SampleRuleset();
  const std::vector<std::vector<Event>> games = LongGames(*rules);
  ASSERT_GE(games.size(), 2u);
  for (const std::vector<Event>& game : games) {
    MemoryEventLog store;
    const GameLog whole = Stored(store, game);
    ASSERT_TRUE(RefreshSnapshots(*rules, store, whole, kVersion).ok());
    auto outlined = ReadOutlinedLog(store, game.front().game);
    ASSERT_TRUE(outlined.ok()) << outlined.status().ToString();
    ASSERT_FALSE(outlined->whole());
    ASSERT_EQ(outlined->events.size(), whole.events.size());
    for (uint32_t seq = 1; seq <= whole.events.size(); ++seq) {
      EXPECT_EQ(LineKindOf(outlined->events[seq - 1]), LineKindOf(whole.events[seq - 1]));
      if (outlined->IsRead(seq)) EXPECT_EQ(outlined->events[seq - 1], whole.events[seq - 1]);
    }
    auto from_outline = LoadPositionIndex(store, *outlined, kVersion);
    auto from_whole = LoadPositionIndex(store, whole, kVersion);
    ASSERT_TRUE(from_outline.ok() && from_outline->has_value());
    ASSERT_TRUE(from_whole.ok() && from_whole->has_value());
    ASSERT_EQ((*from_outline)->lines.size(), (*from_whole)->lines.size());
    for (size_t i = 0; i < (*from_whole)->lines.size(); ++i) {
      EXPECT_EQ((*from_outline)->lines[i].seqs, (*from_whole)->lines[i].seqs);
      EXPECT_EQ((*from_outline)->lines[i].points, (*from_whole)->lines[i].points);
    }
    const auto count = static_cast<uint32_t>(whole.events.size());
    for (uint32_t seq = 1; seq <= count; seq += 41) {
      EXPECT_EQ(HashAt(*rules, *outlined, &store, seq), HashAt(*rules, whole, nullptr, seq))
          << game.front().game << " seq " << seq;
    }
    EXPECT_EQ(HashAt(*rules, *outlined, &store, count), HashAt(*rules, whole, nullptr, count));
  }
}

TEST(OutlinedLog, ReadsTheLinesHeadAndTailNotEveryEvent) {
  auto rules = SampleRuleset();
  const std::vector<std::vector<Event>> games = LongGames(*rules);
  ASSERT_FALSE(games.empty());
  const std::vector<Event>& game = *std::max_element(
      games.begin(), games.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  MemoryEventLog store;
  const GameLog whole = Stored(store, game);
  ASSERT_TRUE(RefreshSnapshots(*rules, store, whole, kVersion).ok());
  CountingLog counting(store);
  auto outlined = ReadOutlinedLog(counting, game.front().game);
  ASSERT_TRUE(outlined.ok()) << outlined.status().ToString();
  const auto count = static_cast<uint32_t>(game.size());
  // The header, and for each block its last event (with the one before it, whose hash the read
  // checks the link against): no event in between.
  const size_t blocks = (count + kPointBlockSeqs - 1) / kPointBlockSeqs;
  EXPECT_LE(counting.events_read, 1 + 2 * blocks) << "of " << count;
  const size_t before_position = counting.events_read;
  ASSERT_TRUE(ReadPosition(*rules, *outlined, &counting, kVersion, count).ok());
  // The events after the latest snapshot (one at least every kSnapshotEvery seqs).
  EXPECT_LE(counting.events_read - before_position, kSnapshotEvery + 1);
}

TEST(OutlinedLog, WithoutStoredLineKindsIsTheWholeLog) {
  auto rules = SampleRuleset();
  MemoryEventLog store;
  const GameLog whole = Stored(store, BotGame(*rules, 2));
  auto outlined = ReadOutlinedLog(store, whole.events.front().game);
  ASSERT_TRUE(outlined.ok()) << outlined.status().ToString();
  EXPECT_TRUE(outlined->whole());
  EXPECT_EQ(outlined->events, whole.events);
  EXPECT_EQ(outlined->hashes, whole.hashes);
}

TEST(OutlinedLog, TheLineBlocksLieAtSeqZeroInTheOrderOfTheirSeqs) {
  EXPECT_EQ(LineBlockVersion(1), "lines/00000000");
  EXPECT_EQ(LineBlockVersion(kPointBlockSeqs + 1), "lines/00000001");
  EXPECT_EQ(LineBlockVersion(1000 * kPointBlockSeqs + 1), "lines/00001000");
  EXPECT_LT(LineBlockVersion(9 * kPointBlockSeqs + 1), LineBlockVersion(10 * kPointBlockSeqs + 1));
}

TEST(OutlinedLog, OfAGameItDoesNotHoldIsNotFound) {
  MemoryEventLog store;
  EXPECT_EQ(ReadOutlinedLog(store, "nobody-1").status().code(), StatusCode::kNotFound);
}

class BadLineKinds : public ::testing::Test {
 protected:
  void SetUp() override {
    rules_ = SampleRuleset();
    const std::vector<Event> played = BotGame(*rules_, 5);
    const auto size = static_cast<uint32_t>(played.size());
    ASSERT_GT(size, kPointBlockSeqs + 16);
    log_ = Stored(store_, BackedUp(played, size / 3, size / 2));
    ASSERT_TRUE(RefreshSnapshots(*rules_, store_, log_, kVersion).ok());
  }

  LineBlock Second() {
    auto found = store_.GetSnapshotAtOrBefore(Game(), 0, LineBlockVersion(kPointBlockSeqs + 1));
    EXPECT_TRUE(found.ok() && found->has_value());
    auto block = DecodeLineBlock((*found)->value);
    EXPECT_TRUE(block.ok());
    return *block;
  }

  // Stores `value` as the second block.
  void Replace(const std::string& value) {
    const std::vector<SnapshotWrite> bad{{0, value}};
    ASSERT_TRUE(store_.PutSnapshots(Game(), LineBlockVersion(kPointBlockSeqs + 1), bad).ok());
  }

  // Replaces the second block; reading the game's positions must fail as corrupt, naming it.
  void ExpectCorruption(const std::string& value, const std::string& why) {
    Replace(value);
    auto outlined = ReadOutlinedLog(store_, Game());
    ASSERT_FALSE(outlined.ok()) << "kinds that disagree with the log were used";
    EXPECT_EQ(outlined.status().code(), StatusCode::kCorruption);
    const std::string& message = outlined.status().message();
    EXPECT_NE(message.find("the stored list of line kinds (the block from seq " +
                           std::to_string(kPointBlockSeqs + 1) + ")"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find(why), std::string::npos) << message;
  }

  // The seq of the first decision of the second block.
  uint32_t SecondBlockDecision() const {
    for (uint32_t seq = kPointBlockSeqs + 1; seq < 2 * kPointBlockSeqs; ++seq) {
      if (IsDecision(log_.events[seq - 1])) return seq;
    }
    ADD_FAILURE() << "no decision in the second block";
    return kPointBlockSeqs + 1;
  }

  std::string Game() const { return log_.events.front().game; }

  std::unique_ptr<zero::ZeroRuleset> rules_;
  MemoryEventLog store_;
  GameLog log_;
};

TEST_F(BadLineKinds, GarbageDoesNotDecode) { ExpectCorruption("garbage", "does not decode"); }

TEST_F(BadLineKinds, ABlockWrittenForAnotherLogDisagrees) {
  LineBlock block = Second();
  block.last_hash[0] ^= 0x01;
  ExpectCorruption(EncodeLineBlock(block.last_hash, block.kinds), "another event");
}

TEST_F(BadLineKinds, AHeaderAfterSeqOneDisagrees) {
  LineBlock block = Second();
  block.kinds[3] = LineKind::kHeader;
  ExpectCorruption(EncodeLineBlock(block.last_hash, block.kinds), "is a header");
}

TEST_F(BadLineKinds, ALineChangeThatIsADecisionDisagrees) {
  LineBlock block = Second();
  block.kinds[SecondBlockDecision() - kPointBlockSeqs - 1] = LineKind::kLineChange;
  ExpectCorruption(EncodeLineBlock(block.last_hash, block.kinds), "of another kind");
}

TEST_F(BadLineKinds, AnUnreadEventOfAnotherKindIsFoundWhenAPositionReadsIt) {
  LineBlock block = Second();
  const uint32_t decision = SecondBlockDecision();
  block.kinds[decision - kPointBlockSeqs - 1] = LineKind::kRecord;
  Replace(EncodeLineBlock(block.last_hash, block.kinds));
  auto outlined = ReadOutlinedLog(store_, Game());
  ASSERT_TRUE(outlined.ok()) << outlined.status().ToString();
  ASSERT_FALSE(outlined->IsRead(decision));
  auto events = outlined->ReadEvents(store_, decision, decision);
  ASSERT_FALSE(events.ok());
  EXPECT_EQ(events.status().code(), StatusCode::kCorruption);
  EXPECT_NE(events.status().message().find("seq " + std::to_string(decision) +
                                           ": the stored event is of another kind than the "
                                           "store's list of line kinds says"),
            std::string::npos)
      << events.status().message();
}

}  // namespace
}  // namespace tcgjudge
