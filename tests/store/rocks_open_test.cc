// Opening a RocksEventLog: creating, reopening, read-only, and every way a path can be wrong,
// each refused with one clear line that names the path.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "store/keys.h"
#include "store/rocks_event_log.h"
#include "tests/store/raw_rocks.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

using testing::LogAppend;
using testing::RawRocks;
using testing::TempDir;

void WriteFile(const std::string& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
}

// A refusal a judge can act on: the expected code, one line, naming the path.
void ExpectClearRefusal(const Status& status, StatusCode code, const std::string& path) {
  EXPECT_EQ(status.code(), code) << status.ToString();
  EXPECT_EQ(status.message().find('\n'), std::string::npos) << status.message();
  EXPECT_NE(status.message().find(path), std::string::npos) << status.message();
}

class RocksOpenTest : public ::testing::Test {
 protected:
  // A store at path_ holding game g1 with `count` events, closed again.
  void MakeStore(uint32_t count) {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("g1", 1, count)).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }

  TempDir dir_;
  const std::string path_ = dir_.Sub("store");
};

TEST_F(RocksOpenTest, ReadWriteCreatesAStoreThatReopensWithItsGames) {
  MakeStore(4);
  EXPECT_EQ(RawRocks::Families(path_),
            (std::vector<std::string>{"default", "events", "games", "snapshots"}));
  {
    RawRocks raw(path_);
    EXPECT_EQ(raw.Get("default", kStoreFormatKey), "1");
  }
  for (OpenMode mode : {OpenMode::kReadWrite, OpenMode::kReadOnly}) {
    auto log = RocksEventLog::Open(path_, mode);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    EXPECT_EQ((*log)->path(), path_);
    auto info = (*log)->GetGame("g1");
    ASSERT_TRUE(info.ok()) << info.status().ToString();
    EXPECT_EQ(info->event_count, 4u);
    auto report = (*log)->VerifyChain("g1");
    EXPECT_TRUE(report.ok() && report->ok());
  }
}

TEST_F(RocksOpenTest, AnEmptyExistingDirectoryBecomesAStore) {
  fs::create_directory(path_);
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  EXPECT_TRUE((*log)->Append(LogAppend("g1", 1, 1)).ok());
}

TEST_F(RocksOpenTest, ReadOnlyOfAMissingStoreIsNotFoundAndCreatesNothing) {
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kNotFound, path_);
  EXPECT_FALSE(fs::exists(path_));
  fs::create_directory(path_);
  EXPECT_EQ(RocksEventLog::Open(path_, OpenMode::kReadOnly).status().code(), StatusCode::kNotFound);
}

TEST_F(RocksOpenTest, AReadOnlyStoreRefusesAppends) {
  MakeStore(2);
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  Status refused = (*log)->Append(LogAppend("g1", 3, 1));
  ExpectClearRefusal(refused, StatusCode::kInvalidInput, path_);
  EXPECT_NE(refused.message().find("read-only"), std::string::npos);
  EXPECT_TRUE((*log)->Sync().ok());
  EXPECT_EQ((*log)->GetGame("g1")->event_count, 2u);
}

TEST_F(RocksOpenTest, RelativeAndDecoratedPathsNameTheSameStore) {
  MakeStore(1);
  for (const std::string& spelling : {path_ + "/", path_ + "/.", dir_.path() + "/./store"}) {
    auto log = RocksEventLog::Open(spelling, OpenMode::kReadOnly);
    ASSERT_TRUE(log.ok()) << spelling << ": " << log.status().ToString();
    EXPECT_EQ((*log)->path(), path_);
  }
}

TEST_F(RocksOpenTest, AStoreOfANewerFormatIsRefused) {
  MakeStore(1);
  { RawRocks(path_).Put("default", kStoreFormatKey, "2"); }
  for (OpenMode mode : {OpenMode::kReadWrite, OpenMode::kReadOnly}) {
    auto log = RocksEventLog::Open(path_, mode);
    ASSERT_FALSE(log.ok());
    EXPECT_EQ(log.status().code(), StatusCode::kInvalidInput);
    EXPECT_EQ(log.status().message(), "store '" + path_ +
                                          "' was written by a newer tcgjudge (format 2; this "
                                          "build reads 1)");
  }
}

TEST_F(RocksOpenTest, AGarbledFormatMarkerIsCorruption) {
  MakeStore(1);
  { RawRocks(path_).Put("default", kStoreFormatKey, "one\npoint five"); }
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
}

TEST_F(RocksOpenTest, AStoreWithGamesButNoFormatMarkerIsCorruption) {
  MakeStore(1);
  { RawRocks(path_).Delete("default", kStoreFormatKey); }
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
  EXPECT_NE(log.status().message().find("no format marker"), std::string::npos);
}

TEST_F(RocksOpenTest, OpeningAStoreTwiceForWritingIsBusy) {
  auto first = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_TRUE(first.ok()) << first.status().ToString();
  ASSERT_TRUE((*first)->Append(LogAppend("g1", 1, 2)).ok());

  for (const std::string& spelling : {path_, path_ + "/", path_ + "/."}) {
    auto second = RocksEventLog::Open(spelling, OpenMode::kReadWrite);
    ASSERT_FALSE(second.ok()) << spelling;
    ExpectClearRefusal(second.status(), StatusCode::kBusy, path_);
    EXPECT_NE(second.status().message().find("is in use by another"), std::string::npos)
        << second.status().message();
    EXPECT_NE(second.status().message().find("RocksDB lock held: " + path_ + "/LOCK"),
              std::string::npos)
        << second.status().message();
  }
  // Readers are not locked out, and the writer is unaffected by the refused opens.
  auto reader = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(reader.ok()) << reader.status().ToString();
  EXPECT_EQ((*reader)->GetGame("g1")->event_count, 2u);
  EXPECT_TRUE((*first)->Append(LogAppend("g1", 3, 1)).ok());

  // Closing releases the lock.
  ASSERT_TRUE((*first)->Close().ok());
  auto again = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_TRUE(again.ok()) << again.status().ToString();
  EXPECT_EQ((*again)->GetGame("g1")->event_count, 3u);
}

TEST_F(RocksOpenTest, APathThatIsAFileIsRefused) {
  WriteFile(path_, "not a store");
  for (OpenMode mode : {OpenMode::kReadWrite, OpenMode::kReadOnly}) {
    auto log = RocksEventLog::Open(path_, mode);
    ASSERT_FALSE(log.ok());
    ExpectClearRefusal(log.status(), StatusCode::kInvalidInput, path_);
    EXPECT_NE(log.status().message().find("is a file"), std::string::npos);
  }
  EXPECT_TRUE(fs::is_regular_file(path_));
}

TEST_F(RocksOpenTest, AStoreUnderAMissingDirectoryIsRefusedAsSuchNotAsDamage) {
  const std::string path = dir_.Sub("no-such-dir/store");
  auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  EXPECT_EQ(log.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(log.status().message(), "cannot create store '" + path + "': its parent directory '" +
                                        dir_.Sub("no-such-dir") +
                                        "' does not exist (create it first, or give another --db)");
  EXPECT_FALSE(fs::exists(dir_.Sub("no-such-dir")));
}

// The status of opening `path` as the unprivileged user `nobody`, in a child process (these tests
// run as root, whom permissions do not stop): "<code>|<message>".
std::string OpenAsNobody(const std::string& path, OpenMode mode) {
  int fds[2];
  if (::pipe(fds) != 0) return "pipe failed";
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    std::string result = "setuid failed";
    if (::setgid(65534) == 0 && ::setuid(65534) == 0) {
      auto log = RocksEventLog::Open(path, mode);
      result = std::string(StatusCodeName(log.status().code())) + "|" + log.status().message();
    }
    (void)!::write(fds[1], result.data(), result.size());
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string result;
  char buffer[512];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof(buffer))) > 0;) result.append(buffer, n);
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return result;
}

TEST_F(RocksOpenTest, AStoreThisUserMayNotWriteIsPermissionDeniedAtOnceNotBusy) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root to switch to another user";
  MakeStore(2);
  fs::permissions(dir_.path(),
                  fs::perms::owner_all | fs::perms::others_exec | fs::perms::group_exec);
  const auto started = std::chrono::steady_clock::now();
  const std::string result = OpenAsNobody(path_, OpenMode::kReadWrite);
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(3));
  EXPECT_EQ(result.substr(0, result.find('|')), StatusCodeName(StatusCode::kIoError)) << result;
  EXPECT_NE(result.find("permission denied: this user may not write store '" + path_ + "'"),
            std::string::npos)
      << result;
  EXPECT_NE(result.find("belongs to user 'root' (mode 0755) and this is user 'nobody'"),
            std::string::npos)
      << result;
  EXPECT_EQ(result.find("in use"), std::string::npos) << result;
  EXPECT_EQ(result.find('\n'), std::string::npos) << result;
}

TEST_F(RocksOpenTest, AnEmptyPathIsRefused) {
  auto log = RocksEventLog::Open("", OpenMode::kReadWrite);
  EXPECT_EQ(log.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(log.status().message(), "the store path is empty");
}

TEST_F(RocksOpenTest, ADirectoryOfOtherFilesIsRefusedAndLeftAlone) {
  fs::create_directory(path_);
  WriteFile(path_ + "/notes.txt", "my notes");
  for (OpenMode mode : {OpenMode::kReadWrite, OpenMode::kReadOnly}) {
    auto log = RocksEventLog::Open(path_, mode);
    ASSERT_FALSE(log.ok());
    ExpectClearRefusal(log.status(), StatusCode::kInvalidInput, path_);
    EXPECT_NE(log.status().message().find("'notes.txt'"), std::string::npos)
        << log.status().message();
  }
  EXPECT_EQ(std::distance(fs::directory_iterator(path_), fs::directory_iterator()), 1);
}

TEST_F(RocksOpenTest, AJunkCurrentFileIsRefusedCleanly) {
  fs::create_directory(path_);
  WriteFile(path_ + "/CURRENT", "MANIFEST-000042\n");
  WriteFile(path_ + "/MANIFEST-000042", std::string(300, '\x7f') + "\n\n\nnot a manifest\n");
  for (OpenMode mode : {OpenMode::kReadWrite, OpenMode::kReadOnly}) {
    auto log = RocksEventLog::Open(path_, mode);
    ASSERT_FALSE(log.ok());
    ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
  }
  WriteFile(path_ + "/CURRENT", "garbage without a newline");
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
}

TEST_F(RocksOpenTest, AStoreWithoutItsCurrentFileIsDamaged) {
  MakeStore(3);
  fs::remove(path_ + "/CURRENT");
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
  EXPECT_NE(log.status().message().find("no CURRENT file"), std::string::npos);
}

TEST_F(RocksOpenTest, ARocksDbOfAnotherProgramIsRefusedAndNotChanged) {
  {
    RawRocks raw(path_, /*create=*/true);
    raw.Put("default", "their key", "their value");
  }
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kInvalidInput, path_);
  EXPECT_NE(log.status().message().find("not a tcgjudge store"), std::string::npos);
  EXPECT_EQ(RawRocks::Families(path_), (std::vector<std::string>{"default"}));

  const std::string other = dir_.Sub("other");
  { RawRocks raw(other, /*create=*/true, {"stuff"}); }
  log = RocksEventLog::Open(other, OpenMode::kReadWrite);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kInvalidInput, other);
  EXPECT_NE(log.status().message().find("'stuff'"), std::string::npos);
}

TEST_F(RocksOpenTest, AMissingColumnFamilyIsCorruption) {
  { RawRocks raw(path_, /*create=*/true, {"events", "snapshots"}); }
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_FALSE(log.ok());
  ExpectClearRefusal(log.status(), StatusCode::kCorruption, path_);
  EXPECT_NE(log.status().message().find("'games' column family is missing"), std::string::npos);
}

TEST_F(RocksOpenTest, AnInterruptedCreationIsCompletedByAReadWriteOpen) {
  // RocksDB created the database but the store's column families and marker never came.
  { RawRocks raw(path_, /*create=*/true); }
  EXPECT_EQ(RocksEventLog::Open(path_, OpenMode::kReadOnly).status().code(), StatusCode::kNotFound);
  auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  EXPECT_TRUE((*log)->Append(LogAppend("g1", 1, 2)).ok());
  ASSERT_TRUE((*log)->Close().ok());
  EXPECT_EQ(RawRocks::Families(path_),
            (std::vector<std::string>{"default", "events", "games", "snapshots"}));
  { EXPECT_EQ(RawRocks(path_).Get("default", kStoreFormatKey), "1"); }
}

TEST_F(RocksOpenTest, ReopeningManyTimesKeepsTheDirectoryTidy) {
  MakeStore(1);
  for (int i = 0; i < 8; ++i) {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("g1", i + 2, 1)).ok());
  }
  // Data files come and go with compaction; what must not pile up is RocksDB's bookkeeping.
  int info_logs = 0;
  int options_files = 0;
  std::string listing;
  for (const auto& entry : fs::directory_iterator(path_)) {
    const std::string name = entry.path().filename().string();
    listing += name + " ";
    if (name.rfind("LOG", 0) == 0) ++info_logs;
    if (name.rfind("OPTIONS-", 0) == 0) ++options_files;
  }
  EXPECT_LE(info_logs, 2) << listing;
  EXPECT_LE(options_files, 2) << listing;
}

// Sizes of the store's write-ahead logs (*.log) and how many table files (*.sst) it has.
struct StoreFiles {
  uintmax_t log_bytes = 0;
  int tables = 0;
};
StoreFiles ListStoreFiles(const std::string& path) {
  StoreFiles files;
  for (const auto& entry : fs::directory_iterator(path)) {
    if (entry.path().extension() == ".log") files.log_bytes += entry.file_size();
    if (entry.path().extension() == ".sst") ++files.tables;
  }
  return files;
}

TEST_F(RocksOpenTest, ABulkWriteIsFlushedAtCloseSoTheNextOpenReplaysNoLog) {
  // RocksDB's close keeps what the memtables hold in the write-ahead log alone; a bulk import
  // left there would be replayed by every later open.
  uint32_t count = 0;
  {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    // Whole games until the memtables outgrow the threshold.
    for (int game = 1; ListStoreFiles(path_).log_bytes < 2 * kFlushAtCloseBytes; ++game) {
      ASSERT_TRUE(
          (*log)
              ->Append(LogAppend("g" + std::to_string(game), 1, 2000), Durability::kBuffered)
              .ok());
      ++count;
    }
    ASSERT_TRUE((*log)->Close().ok());
  }
  const StoreFiles files = ListStoreFiles(path_);
  EXPECT_GE(files.tables, 1);
  EXPECT_LT(files.log_bytes, kFlushAtCloseBytes / 16);
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  for (uint32_t game = 1; game <= count; ++game) {
    auto report = (*log)->VerifyChain("g" + std::to_string(game));
    ASSERT_TRUE(report.ok()) << report.status().ToString();
    EXPECT_TRUE(report->ok()) << report->problem;
    EXPECT_EQ(report->events_checked, 2000u);
  }
}

TEST_F(RocksOpenTest, TableFilesAreLz4Compressed) {
  // A position read decompresses a whole state snapshot (40 KB in a long game) when its block is
  // not cached: LZ4 costs about half what RocksDB's default, Snappy, does (docs/performance.md).
  {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    const std::vector<SnapshotWrite> snapshots = {{300, std::string(40000, 'x')}};
    for (int game = 1; ListStoreFiles(path_).log_bytes < 2 * kFlushAtCloseBytes; ++game) {
      const std::string id = "g" + std::to_string(game);
      ASSERT_TRUE((*log)->Append(LogAppend(id, 1, 300), Durability::kBuffered).ok());
      ASSERT_TRUE((*log)->PutSnapshots(id, "v1", snapshots).ok());
    }
    ASSERT_TRUE((*log)->Close().ok());
  }
  RawRocks raw(path_);
  ASSERT_TRUE(raw.ok());
  for (const char* family : {kEventsColumnFamily, kSnapshotsColumnFamily}) {
    const std::vector<std::string> compressions = raw.TableCompressions(family);
    EXPECT_FALSE(compressions.empty()) << family << " has no table file";
    for (const std::string& compression : compressions) EXPECT_EQ(compression, "LZ4") << family;
  }
}

TEST_F(RocksOpenTest, ASmallWriteStaysInTheLogAtClose) {
  MakeStore(4);  // Far below kFlushAtCloseBytes: not worth a table file.
  EXPECT_EQ(ListStoreFiles(path_).tables, 0);
  auto log = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  auto info = (*log)->GetGame("g1");
  ASSERT_TRUE(info.ok()) << info.status().ToString();
  EXPECT_EQ(info->event_count, 4u);
}

}  // namespace
}  // namespace tcgjudge
