// Four writers, audits and backups at once (issue 26; docs/concurrency.md, "Audits and backups read
// a pinned view"), at length: ctest label "soak". Four writer processes take turns appending
// continuously (store_kill_child "turns": open, append a batch, sync, close), while this process
// audits the store's integrity (every game's chain and every table block, through a pinned view,
// as `audit --verify` does) and backs it up, in a loop, for TJ_SOAK_SECONDS (default 60). Then
// every backup is restored and verified, and every acknowledged append is in the store exactly
// once: 0 false integrity verdicts, 0 failed backups, backup ids contiguous.

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "store/backup.h"
#include "store/pinned_view.h"
#include "store/rocks_event_log.h"
#include "tests/store/kill_harness.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

using Clock = std::chrono::steady_clock;

int EnvOr(const char* name, int fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? std::atoi(value) : fallback;
}

// What `audit --verify` checks of the store, through a pinned view: "" if it is intact, else the
// verdict (a false one: the store is intact by construction).
std::string AuditIntegrity(const std::string& store) {
  auto log = OpenPinnedStore(store, {});
  if (!log.ok()) return "open: " + log.status().ToString();
  auto games = (*log)->ListGameIds();
  if (!games.ok()) return "list: " + games.status().ToString();
  for (const std::string& game : *games) {
    auto chain = (*log)->VerifyChain(game);
    if (!chain.ok()) return game + ": " + chain.status().ToString();
    if (!chain->ok()) return game + " seq " + std::to_string(*chain->first_bad_seq) + ": " +
                             chain->problem;
  }
  Status files = (*log)->VerifyFiles();
  return files.ok() ? "" : "files: " + files.ToString();
}

TEST(ConcurrencySoak, FourWritersAuditsAndBackups) {
  testing::TempDir dir;
  const std::string store = dir.Sub("store");
  const std::string backups = dir.Sub("backups");
  const auto seconds = std::chrono::seconds(EnvOr("TJ_SOAK_SECONDS", 60));
  constexpr int kWriters = 4;
  std::vector<std::unique_ptr<testing::KillChild>> writers;
  for (int w = 0; w < kWriters; ++w) {
    writers.push_back(
        testing::KillChild::Start(store, "w" + std::to_string(w), testing::WriterKind::kTakeTurns));
    ASSERT_NE(writers.back(), nullptr);
  }
  for (auto& writer : writers) ASSERT_TRUE(writer->WaitForFirstAck(std::chrono::seconds(60)));

  int audits = 0, false_verdicts = 0;
  std::vector<uint32_t> backup_ids;
  std::vector<std::string> problems;
  const Clock::time_point end = Clock::now() + seconds;
  for (int round = 0; Clock::now() < end; ++round) {
    const std::string verdict = AuditIntegrity(store);
    ++audits;
    if (!verdict.empty()) {
      ++false_verdicts;
      problems.push_back("audit " + std::to_string(audits) + ": " + verdict);
    }
    if (round % 3 == 0) {
      auto made = BackupStore(store, backups, {});
      if (made.ok()) {
        backup_ids.push_back(made->id);
      } else {
        problems.push_back("backup: " + made.status().ToString());
      }
    }
    for (auto& writer : writers) writer->ReadAcksFor(std::chrono::milliseconds(0));
  }
  std::vector<uint32_t> acked;
  for (auto& writer : writers) {
    EXPECT_EQ(writer->KillAndReap(), "") << "a writer failed on its own";
    EXPECT_EQ(writer->ack_error(), "");
    acked.push_back(writer->last_ack());
  }
  EXPECT_EQ(false_verdicts, 0) << ::testing::PrintToString(problems);
  EXPECT_GE(backup_ids.size(), 3u) << ::testing::PrintToString(problems);
  for (size_t i = 0; i < backup_ids.size(); ++i) {
    EXPECT_EQ(backup_ids[i], i + 1) << "backup ids are contiguous";
  }
  // Every backup restores, and its restore verifies every chain and table block.
  for (uint32_t id : backup_ids) {
    auto restored = RestoreStore(backups, dir.Sub("restored-" + std::to_string(id)),
                                 RestoreOptions{id, false}, {});
    EXPECT_TRUE(restored.ok()) << "backup " << id << ": " << restored.status().ToString();
  }
  // Every acknowledged append is there, once, holding what its writer wrote.
  auto log = RocksEventLog::Open(store, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  for (int w = 0; w < kWriters; ++w) {
    const std::string game = "w" + std::to_string(w);
    auto events = (*log)->Read(game);
    ASSERT_TRUE(events.ok()) << events.status().ToString();
    EXPECT_GE(events->size(), acked[w]) << game;
    const std::vector<Event> written = testing::LogEvents(game, 1, events->size());
    for (size_t i = 0; i < events->size(); ++i) {
      Event stored = (*events)[i].event;
      Event expected = written[i];
      expected.prev_hash = stored.prev_hash;  // Filled in by the store.
      ASSERT_EQ(stored, expected) << game << " seq " << i + 1;
    }
  }
  std::printf("concurrency soak: %d audits, 0 false verdicts expected, %d found; %zu backups; "
              "acknowledged events %u %u %u %u\n",
              audits, false_verdicts, backup_ids.size(), acked[0], acked[1], acked[2], acked[3]);
}

}  // namespace
}  // namespace tcgjudge
