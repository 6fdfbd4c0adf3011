// Backups (store/backup.h): a backup restores to the same games, also one taken while another
// process appends (then a consistent prefix holding every event acknowledged before it began);
// restore never overwrites a store unless asked, moves a replaced one aside, refuses a damaged
// backup or a store in use, and never leaves a half-restored store.

#include "store/backup.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "store/rocks_event_log.h"
#include "tests/store/kill_harness.h"
#include "tests/store/store_files.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

using testing::LogAppend;
using testing::TempDir;

// Every game of the store at `path` by id, as the hashes of its events ("" on failure).
std::map<std::string, std::vector<EventHash>> Games(const std::string& path) {
  std::map<std::string, std::vector<EventHash>> games;
  auto log = RocksEventLog::Open(path, OpenMode::kReadOnly);
  EXPECT_TRUE(log.ok()) << log.status().ToString();
  if (!log.ok()) return games;
  auto ids = (*log)->ListGameIds();
  EXPECT_TRUE(ids.ok());
  for (const std::string& id : *ids) {
    auto events = (*log)->Read(id);
    EXPECT_TRUE(events.ok()) << events.status().ToString();
    if (!events.ok()) continue;
    for (const StoredEvent& e : *events) games[id].push_back(e.hash);
  }
  return games;
}

// The directories beside `path` whose names start with its own: nothing but what a restore
// meant to leave ("<store>.before-restore-...").
std::vector<std::string> Beside(const std::string& path) {
  std::vector<std::string> names;
  const std::string name = fs::path(path).filename().string();
  for (const auto& entry : fs::directory_iterator(fs::path(path).parent_path())) {
    const std::string other = entry.path().filename().string();
    if (other != name && other.rfind(name, 0) == 0) names.push_back(other);
  }
  return names;
}

class BackupTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto log = RocksEventLog::Open(store_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("g1", 1, 30)).ok());
    ASSERT_TRUE((*log)->Close().ok());
    log = RocksEventLog::Open(store_, OpenMode::kReadWrite);  // g1 into a table file.
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("g2", 1, 12)).ok());  // g2 in the write-ahead log.
    ASSERT_TRUE((*log)->Close().ok());
  }

  TempDir dir_;
  const std::string store_ = dir_.Sub("store");
  const std::string backups_ = dir_.Sub("backups");
};

TEST_F(BackupTest, ABackupRestoresToTheSameGames) {
  auto made = BackupStore(store_, backups_, {});
  ASSERT_TRUE(made.ok()) << made.status().ToString();
  EXPECT_EQ(made->id, 1u);
  EXPECT_EQ(made->games, 2u);
  EXPECT_EQ(made->events, 42u);
  EXPECT_EQ(made->store, store_);
  const std::string restored = dir_.Sub("restored");
  auto done = RestoreStore(backups_, restored, {}, {});
  ASSERT_TRUE(done.ok()) << done.status().ToString();
  EXPECT_EQ(done->backup.id, 1u);
  EXPECT_EQ(done->backup.games, 2u);
  EXPECT_EQ(done->backup.events, 42u);
  EXPECT_EQ(done->moved_aside, "");
  EXPECT_EQ(Games(restored), Games(store_));
  EXPECT_TRUE(Beside(restored).empty());
}

TEST_F(BackupTest, BackupsAreNumberedAndEachRestoresToItsMoment) {
  ASSERT_TRUE(BackupStore(store_, backups_, {}).ok());
  const auto first = Games(store_);
  {
    auto log = RocksEventLog::Open(store_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok());
    ASSERT_TRUE((*log)->Append(LogAppend("g2", 13, 5)).ok());
  }
  auto second = BackupStore(store_, backups_, {});
  ASSERT_TRUE(second.ok()) << second.status().ToString();
  EXPECT_EQ(second->id, 2u);
  RestoreOptions one;
  one.backup_id = 1;
  ASSERT_TRUE(RestoreStore(backups_, dir_.Sub("one"), one, {}).ok());
  EXPECT_EQ(Games(dir_.Sub("one")), first);
  ASSERT_TRUE(RestoreStore(backups_, dir_.Sub("latest"), {}, {}).ok());
  EXPECT_EQ(Games(dir_.Sub("latest")), Games(store_));
  RestoreOptions missing;
  missing.backup_id = 7;
  auto refused = RestoreStore(backups_, dir_.Sub("seven"), missing, {});
  EXPECT_EQ(refused.status().code(), StatusCode::kNotFound);
  EXPECT_EQ(refused.status().message(),
            "backup directory '" + backups_ + "' has no backup 7 (it has 1, 2)");
}

TEST_F(BackupTest, RestoreNeverOverwritesAStoreUnlessAskedAndThenMovesItAside) {
  ASSERT_TRUE(BackupStore(store_, backups_, {}).ok());
  const std::string other = dir_.Sub("other");
  {
    auto log = RocksEventLog::Open(other, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok());
    ASSERT_TRUE((*log)->Append(LogAppend("mine", 1, 3)).ok());
  }
  const auto before = testing::FileContents(other);
  auto refused = RestoreStore(backups_, other, {}, {});
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.status().message(),
            "store '" + other +
                "' already exists: restore never overwrites a store (give another --db, or "
                "--replace to move the store that is there aside)");
  EXPECT_TRUE(testing::FileContents(other) == before);

  RestoreOptions replace;
  replace.replace = true;
  auto done = RestoreStore(backups_, other, replace, {});
  ASSERT_TRUE(done.ok()) << done.status().ToString();
  EXPECT_EQ(Games(other), Games(store_));
  ASSERT_EQ(done->moved_aside.rfind(other + ".before-restore-", 0), 0u) << done->moved_aside;
  EXPECT_TRUE(testing::FileContents(done->moved_aside) == before);
  EXPECT_EQ(Beside(other), std::vector<std::string>{fs::path(done->moved_aside).filename()});

  // Not a store: not replaced either.
  const std::string notes = dir_.Sub("notes");
  fs::create_directory(notes);
  std::ofstream(notes + "/todo.txt") << "keep me";
  EXPECT_EQ(RestoreStore(backups_, notes, replace, {}).status().code(), StatusCode::kInvalidInput);
  EXPECT_TRUE(fs::exists(notes + "/todo.txt"));
}

TEST_F(BackupTest, ADamagedBackupIsRefusedAndNothingIsPutInPlace) {
  ASSERT_TRUE(BackupStore(store_, backups_, {}).ok());
  // Damage the largest file of the backup (a table file or a write-ahead log).
  std::string largest;
  uintmax_t size = 0;
  for (const auto& entry : fs::recursive_directory_iterator(backups_)) {
    if (entry.is_regular_file() && entry.file_size() > size) {
      largest = entry.path().string();
      size = entry.file_size();
    }
  }
  testing::FlipByte(largest, size / 2);
  const std::string restored = dir_.Sub("restored");
  auto refused = RestoreStore(backups_, restored, {}, {});
  EXPECT_EQ(refused.status().code(), StatusCode::kCorruption) << refused.status().ToString();
  EXPECT_EQ(refused.status().message().rfind(
                "backup 1 in backup directory '" + backups_ + "' is damaged (RocksDB: ", 0),
            0u)
      << refused.status().message();
  EXPECT_FALSE(fs::exists(restored));
  EXPECT_TRUE(Beside(restored).empty());
}

TEST_F(BackupTest, RestoreRefusesToReplaceAStoreInUse) {
  ASSERT_TRUE(BackupStore(store_, backups_, {}).ok());
  const std::string live = dir_.Sub("live");
  std::unique_ptr<testing::KillChild> writer = testing::KillChild::Start(live, "kill-test");
  ASSERT_NE(writer, nullptr);
  ASSERT_TRUE(writer->WaitForFirstAck(std::chrono::seconds(20))) << writer->KillAndReap();
  RestoreOptions replace;
  replace.replace = true;
  auto refused = RestoreStore(backups_, live, replace, {});
  EXPECT_EQ(refused.status().code(), StatusCode::kBusy) << refused.status().ToString();
  EXPECT_NE(refused.status().message().find("(pid " + std::to_string(writer->pid()) + "; "),
            std::string::npos)
      << refused.status().message();
  EXPECT_EQ(writer->KillAndReap(), "");
  EXPECT_TRUE(Beside(live).empty()) << "a refused restore leaves nothing behind";
  EXPECT_EQ(Games(live).count("g1"), 0u);
}

TEST_F(BackupTest, ABackupDirectoryMustHoldOnlyBackups) {
  fs::create_directory(backups_);
  std::ofstream(backups_ + "/photo.jpg") << "x";
  auto refused = BackupStore(store_, backups_, {});
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.status().message(),
            "backup directory '" + backups_ +
                "' holds 'photo.jpg': it is not a directory of tcgjudge backups (give an empty "
                "or new directory)");
  EXPECT_EQ(BackupStore(store_, store_ + "/backups", {}).status().code(),
            StatusCode::kInvalidInput);
  EXPECT_EQ(BackupStore(dir_.Sub("nothing"), dir_.Sub("b2"), {}).status().code(),
            StatusCode::kNotFound);
  EXPECT_EQ(
      RestoreStore(dir_.Sub("b2"), dir_.Sub("r"), {}, {}).status().message(),
      "no backups in backup directory '" + dir_.Sub("b2") + "' (tcgjudge backup DIR makes them)");
}

// A writer in another process appends one synced event after another while backups are taken:
// each restores to a prefix of the game, whole, its chain verifying, holding at least every event
// acknowledged before the backup began.
TEST_F(BackupTest, ABackupTakenWhileAnotherProcessAppendsIsAConsistentPrefix) {
  std::unique_ptr<testing::KillChild> writer = testing::KillChild::Start(store_, "kill-test");
  ASSERT_NE(writer, nullptr);
  ASSERT_TRUE(writer->WaitForFirstAck(std::chrono::seconds(20))) << writer->KillAndReap();
  std::vector<uint32_t> acked_before;
  // The backups' ids: a backup reads a pinned view (store/pinned_view.h), which the writer
  // cannot spoil, so none is retried and the ids are contiguous (issue 26).
  std::vector<uint32_t> ids;
  for (int i = 0; i < 5; ++i) {
    writer->ReadAcksFor(std::chrono::milliseconds(60));
    acked_before.push_back(writer->last_ack());
    auto made = BackupStore(store_, backups_, {});
    ASSERT_TRUE(made.ok()) << made.status().ToString();
    ids.push_back(made->id);
  }
  EXPECT_EQ(writer->KillAndReap(), "");
  for (size_t i = 0; i < ids.size(); ++i) EXPECT_EQ(ids[i], i + 1) << "contiguous";
  for (size_t i = 0; i < ids.size(); ++i) {
    const uint32_t id = ids[i];
    SCOPED_TRACE("backup " + std::to_string(id));
    const std::string restored = dir_.Sub("restored-" + std::to_string(id));
    RestoreOptions options;
    options.backup_id = id;
    auto done = RestoreStore(backups_, restored, options, {});
    ASSERT_TRUE(done.ok()) << done.status().ToString();
    auto log = RocksEventLog::Open(restored, OpenMode::kReadOnly);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    auto events = (*log)->Read("kill-test");
    ASSERT_TRUE(events.ok()) << events.status().ToString();
    EXPECT_GE(events->size(), acked_before[i]);
    for (const StoredEvent& stored : *events) {
      ASSERT_EQ(testing::WithoutPrevHash(stored.event),
                testing::LogEvents("kill-test", stored.event.seq, 1)[0]);
    }
    EXPECT_EQ((*log)->GetGame("g1")->event_count, 30u);
  }
}

}  // namespace
}  // namespace tcgjudge
