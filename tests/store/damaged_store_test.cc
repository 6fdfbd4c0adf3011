// A store never loses an acknowledged event silently (issue 13). Byte flips at 30 places across
// the write-ahead log, table data and index blocks, the MANIFEST and CURRENT of a store holding
// acknowledged synced appends: every one is refused as damage (kCorruption, exit 2 in the
// commands), at the open with nothing changed on disk, or when the damaged data is read, and none
// makes the store return fewer or other events. A write-ahead log cut anywhere, as a crash in the
// middle of a write leaves it, still opens with every event before the cut.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "store/rocks_event_log.h"
#include "tests/store/store_files.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

using testing::LogAppend;
using testing::TempDir;

// The games of the store and how many events each holds.
const std::map<std::string, uint32_t> kGames = {{"g1", 60}, {"g2", 30}, {"g3", 20}};

// A store whose older events are in table files and whose newer ones are only in its write-ahead
// log, every event appended alone with kSync (acknowledged as durable), closed as a command ends.
void MakeStore(const std::string& path) {
  auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  for (uint32_t seq = 1; seq <= 40; ++seq)
    ASSERT_TRUE((*log)->Append(LogAppend("g1", seq, 1)).ok());
  for (uint32_t seq = 1; seq <= 30; ++seq)
    ASSERT_TRUE((*log)->Append(LogAppend("g2", seq, 1)).ok());
  ASSERT_TRUE((*log)->Close().ok());
  // Reopening replays the write-ahead log into table files; what follows stays in the new log.
  log = RocksEventLog::Open(path, OpenMode::kReadWrite);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  for (uint32_t seq = 41; seq <= 60; ++seq) {
    ASSERT_TRUE((*log)->Append(LogAppend("g1", seq, 1)).ok());
  }
  for (uint32_t seq = 1; seq <= 20; ++seq)
    ASSERT_TRUE((*log)->Append(LogAppend("g3", seq, 1)).ok());
  ASSERT_TRUE((*log)->Close().ok());
}

// Every game of the store as it was written: `what` of each game (hash of each event).
std::map<std::string, std::vector<EventHash>> Hashes(const EventLog& log, std::string* problem) {
  std::map<std::string, std::vector<EventHash>> games;
  for (const auto& [game, count] : kGames) {
    auto events = log.Read(game);
    if (!events.ok()) {
      if (problem->empty()) *problem = events.status().ToString();
      continue;
    }
    for (const StoredEvent& e : *events) games[game].push_back(e.hash);
  }
  return games;
}

struct Flip {
  std::string file;
  uint64_t offset = 0;
  std::string what;
};

class DamagedStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    MakeStore(Original());
    auto log = RocksEventLog::Open(Original(), OpenMode::kReadOnly);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    std::string problem;
    expected_ = new std::map<std::string, std::vector<EventHash>>(Hashes(**log, &problem));
    ASSERT_EQ(problem, "");
    for (const auto& [game, count] : kGames) ASSERT_EQ((*expected_)[game].size(), count);
  }
  static void TearDownTestSuite() {
    delete expected_;
    delete dir_;
  }
  static std::string Original() { return dir_->Sub("original"); }

  // The 30 places: six bytes of each of three records of the write-ahead log (checksum, both
  // length bytes, type, payload), of the largest table file three in data blocks, two in the
  // index block, one in the metaindex block and one in the footer's index handle, five in the
  // MANIFEST's records, and three in CURRENT.
  static std::vector<Flip> Flips() {
    std::vector<Flip> flips;
    const std::string wal = testing::NewestWal(Original());
    const std::vector<uint64_t> records = testing::LogRecordStarts(Original() + "/" + wal);
    EXPECT_GE(records.size(), 40u);
    for (size_t record : {size_t{0}, records.size() / 2, records.size() - 1}) {
      const uint64_t at = records[record];
      const std::string name = "record " + std::to_string(record);
      flips.push_back({wal, at, name + " checksum"});
      flips.push_back({wal, at + 4, name + " length (low byte)"});
      flips.push_back({wal, at + 5, name + " length (high byte)"});
      flips.push_back({wal, at + 6, name + " type"});
      flips.push_back({wal, at + 7, name + " payload (first byte)"});
      flips.push_back({wal, at + 20, name + " payload"});
    }
    const std::string table = testing::LargestTable(Original());
    const testing::TableLayout layout = testing::ReadTableLayout(Original() + "/" + table);
    flips.push_back({table, 0, "first data block"});
    flips.push_back({table, layout.index_offset / 2, "data block"});
    flips.push_back({table, layout.index_offset - 1, "last data block's checksum"});
    flips.push_back({table, layout.index_offset + 1, "index block"});
    flips.push_back({table, layout.index_offset + layout.index_size / 2, "index block"});
    flips.push_back({table, layout.metaindex_offset + 2, "metaindex block"});
    flips.push_back({table, layout.size - 53 + 1 + 4, "footer (block handles)"});
    const std::string manifest = testing::CurrentManifest(Original());
    const std::vector<uint64_t> edits = testing::LogRecordStarts(Original() + "/" + manifest);
    EXPECT_GE(edits.size(), 2u);
    flips.push_back({manifest, edits[0], "first record checksum"});
    flips.push_back({manifest, edits[0] + 8, "first record"});
    flips.push_back({manifest, edits.back() + 5, "last record length (high byte)"});
    flips.push_back({manifest, edits.back() + 6, "last record type"});
    flips.push_back({manifest, edits.back() + 9, "last record"});
    flips.push_back({"CURRENT", 0, "first byte"});
    flips.push_back({"CURRENT", 10, "file number"});
    flips.push_back({"CURRENT", manifest.size(), "newline"});
    return flips;
  }

  static TempDir* dir_;
  static std::map<std::string, std::vector<EventHash>>* expected_;
};

TempDir* DamagedStoreTest::dir_ = nullptr;
std::map<std::string, std::vector<EventHash>>* DamagedStoreTest::expected_ = nullptr;

TEST_F(DamagedStoreTest, EveryFlipIsRefusedAndNoneLosesAnEventSilently) {
  const std::vector<Flip> flips = Flips();
  ASSERT_GE(flips.size(), 30u);
  int refused_at_open = 0;
  int refused_on_read = 0;
  for (size_t i = 0; i < flips.size(); ++i) {
    const Flip& flip = flips[i];
    SCOPED_TRACE(flip.file + " byte " + std::to_string(flip.offset) + " (" + flip.what + ")");
    const std::string path = dir_->Sub("flip-" + std::to_string(i));
    testing::CopyDir(Original(), path);
    testing::FlipByte(path + "/" + flip.file, flip.offset);
    const auto before = testing::FileContents(path);

    // A read-write open is the one that would make a loss permanent.
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
    if (!log.ok()) {
      ++refused_at_open;
      EXPECT_EQ(log.status().code(), StatusCode::kCorruption) << log.status().ToString();
      EXPECT_NE(log.status().message().find("store '" + path + "'"), std::string::npos)
          << log.status().message();
      EXPECT_EQ(log.status().message().find('\n'), std::string::npos);
      if (flip.file.ends_with(".log") || flip.file.starts_with("MANIFEST")) {
        EXPECT_NE(log.status().message().find(flip.file), std::string::npos)
            << log.status().message();
      }
      EXPECT_TRUE(testing::FileContents(path) == before) << "a refused open changed the store";
      continue;
    }
    // It opened: every game reads back as written or is refused as damaged, and the check of
    // the files finds the damage.
    std::string problem;
    const auto games = Hashes(**log, &problem);
    for (const auto& [game, hashes] : games) EXPECT_EQ(hashes, (*expected_)[game]) << game;
    const Status files = (*log)->VerifyFiles();
    EXPECT_EQ(files.code(), StatusCode::kCorruption) << "the damage went unnoticed";
    EXPECT_NE(files.message().find(flip.file), std::string::npos) << files.message();
    if (!problem.empty()) {
      EXPECT_NE(problem.find("corruption"), std::string::npos) << problem;
      ++refused_on_read;
    }
  }
  ::testing::Test::RecordProperty("refused_at_open", refused_at_open);
  ::testing::Test::RecordProperty("refused_on_read", refused_on_read);
  std::printf("%zu flips: %d refused at the open, %d found reading, the rest by VerifyFiles\n",
              flips.size(), refused_at_open, refused_on_read);
}

TEST_F(DamagedStoreTest, ADamagedLogRecordIsNamedWithItsFileAndByte) {
  const std::string wal = testing::NewestWal(Original());
  const std::vector<uint64_t> records = testing::LogRecordStarts(Original() + "/" + wal);
  const std::string path = dir_->Sub("named");
  testing::CopyDir(Original(), path);
  testing::FlipByte(path + "/" + wal, records[3] + 10);
  for (OpenMode mode : {OpenMode::kReadOnly, OpenMode::kReadWrite}) {
    auto log = RocksEventLog::Open(path, mode);
    ASSERT_FALSE(log.ok());
    EXPECT_EQ(
        log.status().message(),
        "store '" + path + "' is damaged: " + wal + " (a write-ahead log): the record at byte " +
            std::to_string(records[3]) + " of " + std::to_string(fs::file_size(path + "/" + wal)) +
            ": checksum mismatch. RocksDB's recovery would drop every write from there on, so "
            "the store was not opened and nothing was changed: restore it from a backup "
            "(docs/security.md, \"A damaged store\")");
  }
}

// A crash cuts the newest write-ahead log anywhere in its last records: the store opens (the
// unfinished write dropped and reported) with every event whose record is whole.
TEST_F(DamagedStoreTest, AWriteAheadLogCutAnywhereRecoversEveryWholeRecord) {
  const std::string wal = testing::NewestWal(Original());
  const std::vector<uint64_t> records = testing::LogRecordStarts(Original() + "/" + wal);
  const uint64_t size = fs::file_size(Original() + "/" + wal);
  ASSERT_GE(records.size(), 3u);
  int cuts = 0;
  for (uint64_t cut = records.back() + 1; cut < size; cut += 3) {
    SCOPED_TRACE("cut at " + std::to_string(cut) + " of " + std::to_string(size));
    const std::string path = dir_->Sub("cut-" + std::to_string(cut));
    testing::CopyDir(Original(), path);
    fs::resize_file(path + "/" + wal, cut);
    std::vector<std::string> warnings;
    StoreOpenOptions options;
    options.log = [&](StoreLogLevel level, const std::string& message) {
      if (level == StoreLogLevel::kWarning) warnings.push_back(message);
    };
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite, options);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("recovered after an interrupted write: dropped the unfinished "
                               "record at the end of " +
                               wal),
              std::string::npos)
        << warnings[0];
    // The last record (the last event of g3) may be cut; everything before it is whole.
    std::string problem;
    auto games = Hashes(**log, &problem);
    ASSERT_EQ(problem, "");
    for (const auto& [game, hashes] : games) {
      const std::vector<EventHash>& expected = (*expected_)[game];
      const size_t lost = game == "g3" && cut < size ? 1 : 0;
      ASSERT_EQ(hashes.size(), expected.size() - lost) << game;
      EXPECT_TRUE(std::equal(hashes.begin(), hashes.end(), expected.begin())) << game;
    }
    ASSERT_TRUE((*log)->Append(LogAppend("g3", 20, 1)).ok());
    ++cuts;
  }
  EXPECT_GT(cuts, 10);
}

}  // namespace
}  // namespace tcgjudge
