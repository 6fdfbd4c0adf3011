// The snapshot calls of EventLog (store/event_log.h, keys.h "snapshots"), run against both
// implementations: put, nearest at or before a seq for one version, delete for a game.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "store/event_log.h"
#include "store/keys.h"
#include "store/memory_event_log.h"
#include "store/rocks_event_log.h"
#include "tests/store/log_makers.h"
#include "tests/store/temp_dir.h"

namespace tcgjudge {
namespace {

using testing::TempDir;

template <typename Maker>
class SnapshotStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    log_ = maker_.Make();
    ASSERT_NE(log_, nullptr);
  }

  void Put(const std::string& game, const std::string& version, std::vector<SnapshotWrite> writes) {
    Status status = log_->PutSnapshots(game, version, writes);
    ASSERT_TRUE(status.ok()) << status.ToString();
  }

  // "seq:value" of the nearest snapshot, or "none".
  std::string Nearest(const std::string& game, uint32_t seq, const std::string& version) {
    auto found = log_->GetSnapshotAtOrBefore(game, seq, version);
    if (!found.ok()) return found.status().ToString();
    if (!found->has_value()) return "none";
    return std::to_string((*found)->seq) + ":" + (*found)->value;
  }

  Maker maker_;
  std::unique_ptr<EventLog> log_;
};

TYPED_TEST_SUITE(SnapshotStoreTest, testing::LogMakers, testing::LogMakerNames);

TYPED_TEST(SnapshotStoreTest, FindsTheNearestAtOrBeforeASeqOfItsOwnVersion) {
  this->Put("g1", "v1", {{10, "ten"}, {256, "two-five-six"}, {300, "three hundred"}});
  this->Put("g1", "v2", {{20, "other engine"}});
  EXPECT_EQ(this->Nearest("g1", 9, "v1"), "none");
  EXPECT_EQ(this->Nearest("g1", 10, "v1"), "10:ten");
  EXPECT_EQ(this->Nearest("g1", 255, "v1"), "10:ten");
  EXPECT_EQ(this->Nearest("g1", 256, "v1"), "256:two-five-six");
  EXPECT_EQ(this->Nearest("g1", 100000, "v1"), "300:three hundred");
  EXPECT_EQ(this->Nearest("g1", 25, "v2"), "20:other engine");
  EXPECT_EQ(this->Nearest("g1", 19, "v2"), "none");
  EXPECT_EQ(this->Nearest("g1", 500, "v3"), "none");
}

TYPED_TEST(SnapshotStoreTest, VersionsThatArePrefixesOfEachOtherStaySeparate) {
  this->Put("g1", "v", {{5, "short"}});
  this->Put("g1", "v1", {{5, "long"}, {7, "long7"}});
  EXPECT_EQ(this->Nearest("g1", 6, "v"), "5:short");
  EXPECT_EQ(this->Nearest("g1", 8, "v"), "5:short");
  EXPECT_EQ(this->Nearest("g1", 8, "v1"), "7:long7");
}

TYPED_TEST(SnapshotStoreTest, GamesDoNotSeeEachOthersSnapshots) {
  // "g" is a prefix of "g1": the 0x00 after the game id keeps them apart.
  this->Put("g", "v1", {{3, "g3"}});
  this->Put("g1", "v1", {{2, "g1-2"}});
  this->Put("h", "v1", {{1, "h1"}});
  EXPECT_EQ(this->Nearest("g", 10, "v1"), "3:g3");
  EXPECT_EQ(this->Nearest("g1", 10, "v1"), "2:g1-2");
  EXPECT_EQ(this->Nearest("g1", 1, "v1"), "none");
  EXPECT_EQ(this->Nearest("f", 10, "v1"), "none");
}

TYPED_TEST(SnapshotStoreTest, PutReplacesTheSameSeqAndVersion) {
  this->Put("g1", "v1", {{10, "old"}});
  this->Put("g1", "v1", {{10, "new"}});
  EXPECT_EQ(this->Nearest("g1", 10, "v1"), "10:new");
}

TYPED_TEST(SnapshotStoreTest, DeleteRemovesEveryVersionOfOneGameOnly) {
  this->Put("g1", "v1", {{10, "a"}, {20, "b"}});
  this->Put("g1", "v2", {{10, "c"}});
  this->Put("g10", "v1", {{10, "kept"}});
  ASSERT_TRUE(this->log_->DeleteSnapshots("g1").ok());
  EXPECT_EQ(this->Nearest("g1", 100, "v1"), "none");
  EXPECT_EQ(this->Nearest("g1", 100, "v2"), "none");
  EXPECT_EQ(this->Nearest("g10", 100, "v1"), "10:kept");
  EXPECT_TRUE(this->log_->DeleteSnapshots("g1").ok()) << "deleting nothing is fine";
}

TYPED_TEST(SnapshotStoreTest, RefusesBadGameIdsAndVersions) {
  std::vector<SnapshotWrite> one{{1, "x"}};
  EXPECT_EQ(this->log_->PutSnapshots("bad id", "v1", one).code(), StatusCode::kInvalidInput);
  EXPECT_EQ(this->log_->PutSnapshots("g1", "", one).code(), StatusCode::kInvalidInput);
  EXPECT_EQ(this->log_->PutSnapshots("g1", std::string(256, 'v'), one).code(),
            StatusCode::kInvalidInput);
  EXPECT_EQ(this->log_->GetSnapshotAtOrBefore("bad id", 1, "v1").status().code(),
            StatusCode::kInvalidInput);
}

TEST(SnapshotKeys, ParseWhatTheyBuild) {
  const std::string key = SnapshotKey("game-1", 0x01020304, "zero/2013-02-01/abc");
  auto parsed = ParseSnapshotKey(key);
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->game, "game-1");
  EXPECT_EQ(parsed->seq, 0x01020304u);
  EXPECT_EQ(parsed->version, "zero/2013-02-01/abc");
  EXPECT_EQ(key.substr(0, 7), EventKeyPrefix("game-1"));
  EXPECT_FALSE(ParseSnapshotKey(std::string("game-1\0\1\2", 9)).has_value());
}

TEST(RocksSnapshots, SurviveAReopenAndAReadOnlyStoreCannotWriteThem) {
  TempDir dir;
  {
    auto log = RocksEventLog::Open(dir.Sub("store"), OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    std::vector<SnapshotWrite> one{{42, "kept"}};
    ASSERT_TRUE((*log)->PutSnapshots("g1", "v1", one).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }
  auto log = RocksEventLog::Open(dir.Sub("store"), OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  auto found = (*log)->GetSnapshotAtOrBefore("g1", 50, "v1");
  ASSERT_TRUE(found.ok()) << found.status().ToString();
  ASSERT_TRUE(found->has_value());
  EXPECT_EQ((*found)->value, "kept");
  std::vector<SnapshotWrite> one{{43, "x"}};
  EXPECT_EQ((*log)->PutSnapshots("g1", "v1", one).code(), StatusCode::kInvalidInput);
  EXPECT_EQ((*log)->DeleteSnapshots("g1").code(), StatusCode::kInvalidInput);
}

}  // namespace
}  // namespace tcgjudge
