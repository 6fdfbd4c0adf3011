// A changed byte anywhere in a stored event is found and named by its seq: by VerifyChain, which
// walks the whole game, and by Read, which refuses to return it.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "store/keys.h"
#include "store/memory_event_log.h"
#include "store/rocks_event_log.h"
#include "tests/store/raw_rocks.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

using testing::LogAppend;
using testing::RawRocks;
using testing::TempDir;

constexpr size_t kHashBytes = 32;

bool Mentions(const Status& status, const std::string& text) {
  return status.message().find(text) != std::string::npos;
}

// Expects the whole-game checks to name `seq` as the first bad one.
void ExpectBadAt(const EventLog& log, const std::string& game, uint32_t seq) {
  auto report = log.VerifyChain(game);
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  EXPECT_EQ(report->first_bad_seq, seq) << report->problem;
  EXPECT_FALSE(report->problem.empty());
  EXPECT_EQ(report->problem.find('\n'), std::string::npos) << report->problem;

  auto read = log.Read(game);
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.status().code(), StatusCode::kCorruption);
  EXPECT_TRUE(Mentions(read.status(), "game '" + game + "' seq " + std::to_string(seq) + ":"))
      << read.status().message();
}

// ----- MemoryEventLog, through its corruption hook -------------------------------------------

TEST(MemoryTamper, AFlippedEventByteIsReportedAtItsSeq) {
  MemoryEventLog log;
  ASSERT_TRUE(log.Append(LogAppend("g1", 1, 8)).ok());
  ASSERT_TRUE(log.CorruptForTesting("g1", 5, kHashBytes + 20).ok());
  ExpectBadAt(log, "g1", 5);
  auto report = log.VerifyChain("g1");
  EXPECT_EQ(report->events_checked, 8u);  // The walk goes on past the bad event.
  EXPECT_NE(report->problem.find("do not match their stored hash"), std::string::npos)
      << report->problem;
  // Events before it still read; a read starting after it checks its link and names it.
  EXPECT_TRUE(log.Read("g1", 1, 4).ok());
  auto after = log.Read("g1", 6);
  EXPECT_EQ(after.status().code(), StatusCode::kCorruption);
  EXPECT_TRUE(Mentions(after.status(), "game 'g1' seq 5:")) << after.status().message();
}

TEST(MemoryTamper, AFlippedHashByteIsReportedAtItsSeq) {
  MemoryEventLog log;
  ASSERT_TRUE(log.Append(LogAppend("g1", 1, 8)).ok());
  ASSERT_TRUE(log.CorruptForTesting("g1", 5, 3).ok());
  ExpectBadAt(log, "g1", 5);
}

TEST(MemoryTamper, EveryFlippedByteOfAnEventIsFoundWithoutACrash) {
  MemoryEventLog log;
  ASSERT_TRUE(log.Append(LogAppend("g1", 1, 5)).ok());
  auto stored = log.Read("g1", 3, 3);
  ASSERT_TRUE(stored.ok());
  // The stored value is the hash and the encoding; flip each of its bytes in turn.
  auto size = log.CorruptForTesting("g1", 3, 100000);
  ASSERT_EQ(size.code(), StatusCode::kInvalidInput);
  for (size_t offset = 0;; ++offset) {
    Status flipped = log.CorruptForTesting("g1", 3, offset);
    if (!flipped.ok()) break;
    ExpectBadAt(log, "g1", 3);
    ASSERT_TRUE(log.CorruptForTesting("g1", 3, offset).ok());  // Flip it back.
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << "at offset " << offset;
      break;
    }
  }
  auto report = log.VerifyChain("g1");
  EXPECT_TRUE(report.ok() && report->ok());
}

TEST(MemoryTamper, ADamagedHeaderOrLastEventStopsGetGameAndAppend) {
  MemoryEventLog log;
  ASSERT_TRUE(log.Append(LogAppend("g1", 1, 4)).ok());
  ASSERT_TRUE(log.CorruptForTesting("g1", 4, kHashBytes + 9).ok());
  EXPECT_EQ(log.GetGame("g1").status().code(), StatusCode::kCorruption);
  Status refused = log.Append(LogAppend("g1", 5, 1));
  EXPECT_EQ(refused.code(), StatusCode::kCorruption);
  EXPECT_TRUE(Mentions(refused, "game 'g1' seq 4:")) << refused.message();
  ASSERT_TRUE(log.CorruptForTesting("g1", 4, kHashBytes + 9).ok());

  ASSERT_TRUE(log.CorruptForTesting("g1", 1, kHashBytes + 40).ok());
  ExpectBadAt(log, "g1", 1);
  EXPECT_EQ(log.GetGame("g1").status().code(), StatusCode::kCorruption);
  EXPECT_EQ(log.ListGames().status().code(), StatusCode::kCorruption);
}

TEST(MemoryTamper, TheHookRefusesWhatIsNotThere) {
  MemoryEventLog log;
  ASSERT_TRUE(log.Append(LogAppend("g1", 1, 2)).ok());
  EXPECT_EQ(log.CorruptForTesting("g1", 3, 0).code(), StatusCode::kNotFound);
  EXPECT_EQ(log.CorruptForTesting("g2", 1, 0).code(), StatusCode::kNotFound);
}

// ----- RocksEventLog, through the raw database ----------------------------------------------

class RocksTamperTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("g1", 1, 5)).ok());
    ASSERT_TRUE((*log)->Append(LogAppend("g1", 6, 5)).ok());
    ASSERT_TRUE((*log)->Append(LogAppend("g2", 1, 3)).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }

  std::unique_ptr<RocksEventLog> Reopen() {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    EXPECT_TRUE(log.ok()) << log.status().ToString();
    return log.ok() ? std::move(log).value() : nullptr;
  }

  TempDir dir_;
  const std::string path_ = dir_.Sub("store");
};

TEST_F(RocksTamperTest, AFlippedEventByteIsReportedAtItsSeq) {
  { RawRocks(path_).FlipByte(kEventsColumnFamily, EventKey("g1", 7), kHashBytes + 17); }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  ExpectBadAt(*log, "g1", 7);
  EXPECT_EQ(log->VerifyChain("g1")->events_checked, 10u);
  EXPECT_TRUE(log->Read("g1", 1, 6).ok());
  // The other game is untouched.
  auto other = log->VerifyChain("g2");
  EXPECT_TRUE(other.ok() && other->ok());
}

TEST_F(RocksTamperTest, AFlippedHashByteIsReportedAtItsSeq) {
  { RawRocks(path_).FlipByte(kEventsColumnFamily, EventKey("g1", 7), 0); }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  ExpectBadAt(*log, "g1", 7);
  EXPECT_NE(log->VerifyChain("g1")->problem.find("hash"), std::string::npos);
}

TEST_F(RocksTamperTest, ReadOnlyOpensFindItToo) {
  { RawRocks(path_).FlipByte(kEventsColumnFamily, EventKey("g1", 2), kHashBytes + 1); }
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  ExpectBadAt(**log, "g1", 2);
}

TEST_F(RocksTamperTest, SwappedEventsAreReportedAtTheFirst) {
  {
    RawRocks raw(path_);
    std::optional<std::string> third = raw.Get(kEventsColumnFamily, EventKey("g1", 3));
    std::optional<std::string> fourth = raw.Get(kEventsColumnFamily, EventKey("g1", 4));
    ASSERT_TRUE(third && fourth);
    raw.Put(kEventsColumnFamily, EventKey("g1", 3), *fourth);
    raw.Put(kEventsColumnFamily, EventKey("g1", 4), *third);
  }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  ExpectBadAt(*log, "g1", 3);
  EXPECT_EQ(log->VerifyChain("g1")->problem, "the stored event says it is seq 4");
}

TEST_F(RocksTamperTest, ADeletedEventIsAGapAtItsSeq) {
  { RawRocks(path_).Delete(kEventsColumnFamily, EventKey("g1", 6)); }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  ExpectBadAt(*log, "g1", 6);
  EXPECT_NE(log->VerifyChain("g1")->problem.find("missing"), std::string::npos);
  EXPECT_EQ(log->VerifyChain("g1")->events_checked, 9u);
}

TEST_F(RocksTamperTest, AGamesRowCountingMoreEventsThanStoredIsReported) {
  {
    RawRocks raw(path_);
    std::optional<std::string> row = raw.Get(kGamesColumnFamily, "g1");
    ASSERT_TRUE(row.has_value());
    auto decoded = DecodeGameRow(*row);
    ASSERT_TRUE(decoded.ok());
    decoded->event_count = 12;
    raw.Put(kGamesColumnFamily, "g1", EncodeGameRow(*decoded));
  }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  auto report = log->VerifyChain("g1");
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->first_bad_seq, 11u) << report->problem;
  EXPECT_EQ(log->GetGame("g1").status().code(), StatusCode::kCorruption);
  EXPECT_EQ(log->Append(LogAppend("g1", 13, 1)).code(), StatusCode::kCorruption);
}

TEST_F(RocksTamperTest, AGamesRowCountingFewerEventsThanStoredIsReported) {
  {
    RawRocks raw(path_);
    auto decoded = DecodeGameRow(*raw.Get(kGamesColumnFamily, "g1"));
    ASSERT_TRUE(decoded.ok());
    decoded->event_count = 8;
    raw.Put(kGamesColumnFamily, "g1", EncodeGameRow(*decoded));
  }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  auto report = log->VerifyChain("g1");
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->first_bad_seq, 9u) << report->problem;
  EXPECT_NE(report->problem.find("says the game has 8 events"), std::string::npos)
      << report->problem;
}

TEST_F(RocksTamperTest, AnUndecodableGamesRowIsCorruption) {
  { RawRocks(path_).Put(kGamesColumnFamily, "g1", "junk"); }
  auto log = Reopen();
  ASSERT_NE(log, nullptr);
  for (const Status& status : {log->GetGame("g1").status(), log->Read("g1").status(),
                               log->VerifyChain("g1").status(), log->ListGames().status()}) {
    EXPECT_EQ(status.code(), StatusCode::kCorruption);
    EXPECT_TRUE(Mentions(status, "game 'g1'")) << status.message();
  }
}

}  // namespace
}  // namespace tcgjudge
