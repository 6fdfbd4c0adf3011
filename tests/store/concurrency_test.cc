// Concurrent writers and readers of one store. Writers race with optimistic appends: of two with
// the same expected seq exactly one wins and the other is told it is stale (kConflict), whether
// they are threads of one process or two processes (the second waits for the store's lock, then
// finds its seq taken). Readers open the store read-only, take no lock, and see a consistent
// prefix of what a writer in another process is appending: whole events, whole import files,
// a chain that verifies.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <barrier>
#include <chrono>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "store/rocks_event_log.h"
#include "tests/store/kill_harness.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

extern char** environ;

namespace tcgjudge {
namespace {

using testing::KillChild;
using testing::LogAppend;
using testing::LogEvents;
using testing::TempDir;
using testing::WithoutPrevHash;
using testing::WriterKind;

// A started `store_kill_child STORE GAME once SEQ` whose stderr goes to a file.
struct OnceWriter {
  pid_t pid = -1;
  std::string stderr_path;
};

OnceWriter StartOnceWriter(const std::string& store, const std::string& game, uint32_t seq,
                           const std::string& stderr_path) {
  const std::string program = TJ_STORE_KILL_CHILD;
  const std::string seq_text = std::to_string(seq);
  std::vector<char*> argv = {const_cast<char*>(program.c_str()),  const_cast<char*>(store.c_str()),
                             const_cast<char*>(game.c_str()),     const_cast<char*>("once"),
                             const_cast<char*>(seq_text.c_str()), nullptr};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderr_path.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  OnceWriter writer{-1, stderr_path};
  if (posix_spawn(&writer.pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
    ADD_FAILURE() << "cannot start " << program;
    writer.pid = -1;
  }
  posix_spawn_file_actions_destroy(&actions);
  return writer;
}

// Waits for the writer; returns its exit status (-1 if it did not exit normally).
int Wait(const OnceWriter& writer) {
  int status = 0;
  if (writer.pid < 0 || ::waitpid(writer.pid, &status, 0) != writer.pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(StoreConcurrency, OfTwoThreadsAppendingTheSameSeqExactlyOneWins) {
  TempDir dir;
  auto log = RocksEventLog::Open(dir.Sub("store"), OpenMode::kReadWrite);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  ASSERT_TRUE((*log)->Append(LogAppend("race", 1, 1)).ok());
  constexpr int kRounds = 50;
  for (uint32_t seq = 2; seq < 2 + kRounds; ++seq) {
    std::barrier start(2);
    Status results[2];
    auto write = [&](int i) {
      start.arrive_and_wait();
      results[i] = (*log)->Append(LogAppend("race", seq, 1), Durability::kSync);
    };
    std::thread first(write, 0), second(write, 1);
    first.join();
    second.join();
    ASSERT_NE(results[0].ok(), results[1].ok())
        << "seq " << seq << ": " << results[0].ToString() << " / " << results[1].ToString();
    const Status& lost = results[0].ok() ? results[1] : results[0];
    EXPECT_EQ(lost.code(), StatusCode::kConflict);
    EXPECT_EQ(lost.message(), "game 'race' has " + std::to_string(seq) +
                                  " events; this append expected to write seq " +
                                  std::to_string(seq) +
                                  " (another writer got there first?) — nothing was written");
  }
  EXPECT_EQ((*log)->GetGame("race")->event_count, 1u + kRounds);
  auto report = (*log)->VerifyChain("race");
  ASSERT_TRUE(report.ok());
  EXPECT_TRUE(report->ok()) << report->problem;
}

TEST(StoreConcurrency, OfTwoProcessesAppendingTheSameSeqExactlyOneWins) {
  TempDir dir;
  const std::string store = dir.Sub("store");
  {
    auto log = RocksEventLog::Open(store, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->Append(LogAppend("race", 1, 1)).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }
  for (uint32_t seq = 2; seq <= 6; ++seq) {
    SCOPED_TRACE("seq " + std::to_string(seq));
    OnceWriter a = StartOnceWriter(store, "race", seq, dir.Sub("a.err"));
    OnceWriter b = StartOnceWriter(store, "race", seq, dir.Sub("b.err"));
    const int a_exit = Wait(a);
    const int b_exit = Wait(b);
    ASSERT_TRUE((a_exit == 0 && b_exit == 1) || (a_exit == 1 && b_exit == 0))
        << "exits " << a_exit << " and " << b_exit << "; stderr: " << ReadFile(a.stderr_path)
        << " / " << ReadFile(b.stderr_path);
    const OnceWriter& loser = a_exit == 1 ? a : b;
    EXPECT_EQ(ReadFile(loser.stderr_path),
              "game 'race' has " + std::to_string(seq) +
                  " events; this append expected to write seq " + std::to_string(seq) +
                  " (another writer got there first?) — nothing was written\n");
  }
  auto log = RocksEventLog::Open(store, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  auto events = (*log)->Read("race");
  ASSERT_TRUE(events.ok()) << events.status().ToString();
  ASSERT_EQ(events->size(), 6u) << "each seq stored once";
  for (const StoredEvent& stored : *events) {
    EXPECT_EQ(WithoutPrevHash(stored.event), LogEvents("race", stored.event.seq, 1)[0]);
  }
}

TEST(StoreConcurrency, ASecondWriterProcessGivesUpAfterItsWaitNamingTheHolder) {
  TempDir dir;
  const std::string store = dir.Sub("store");
  std::unique_ptr<KillChild> holder = KillChild::Start(store, "held");
  ASSERT_NE(holder, nullptr);
  ASSERT_TRUE(holder->WaitForFirstAck(std::chrono::seconds(20))) << holder->KillAndReap();
  auto second = RocksEventLog::Open(store, OpenMode::kReadWrite,
                                    {.busy_wait = std::chrono::milliseconds(200), .log = {}});
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(second.status().code(), StatusCode::kBusy);
  EXPECT_EQ(second.status().message(),
            "store '" + store + "' is in use by another tcgjudge process (pid " +
                std::to_string(holder->pid()) + "; RocksDB lock held: " + store +
                "/LOCK); wait for it to finish or use another --db (waited 200 ms)");
}

TEST(StoreConcurrency, AWriterWaitingForTheLockGetsItWhenTheHolderEnds) {
  TempDir dir;
  const std::string store = dir.Sub("store");
  std::unique_ptr<KillChild> holder = KillChild::Start(store, "held");
  ASSERT_NE(holder, nullptr);
  ASSERT_TRUE(holder->WaitForFirstAck(std::chrono::seconds(20))) << holder->KillAndReap();
  std::thread end_holder([&] {
    holder->ReadAcksFor(std::chrono::milliseconds(100));
    holder->KillAndReap();
  });
  auto second = RocksEventLog::Open(store, OpenMode::kReadWrite,
                                    {.busy_wait = std::chrono::seconds(60), .log = {}});
  end_holder.join();
  ASSERT_TRUE(second.ok()) << second.status().ToString();
  auto info = (*second)->GetGame("held");
  ASSERT_TRUE(info.ok()) << info.status().ToString();
  EXPECT_GE(info->event_count, holder->last_ack());
}

// The seqs at which a writer of `kind` acknowledges, from 0, up to at least `up_to`.
std::set<uint32_t> AckPoints(WriterKind kind, uint32_t up_to) {
  std::set<uint32_t> points = {0};
  for (uint32_t acked = 0; acked <= up_to;) {
    acked += testing::InFlightAfter(kind, acked);
    points.insert(acked);
  }
  return points;
}

// Opens the store read-only over and over while a writer of `kind` in another process appends
// (restarted `restarts` times, SIGKILLed each time); every open must succeed and show a prefix of
// the log that only grows, ends on a write boundary, reads whole and verifies.
void ExpectReadersSeeConsistentPrefixes(WriterKind kind, int restarts) {
  TempDir dir;
  const std::string store = dir.Sub("store");
  std::atomic<bool> writing{true};
  std::atomic<int> reads{0};
  std::string failure;  // Written by the reader only; read after it is joined.
  std::atomic<bool> failed{false};
  std::unique_ptr<KillChild> first = KillChild::Start(store, "live", kind);
  ASSERT_NE(first, nullptr);
  ASSERT_TRUE(first->WaitForFirstAck(std::chrono::seconds(20))) << first->KillAndReap();

  std::thread reader([&] {
    uint32_t seen = 0;
    while (writing.load() && failure.empty()) {
      auto log = RocksEventLog::Open(store, OpenMode::kReadOnly);
      if (!log.ok()) {
        failure = "open: " + log.status().ToString();
        break;
      }
      auto info = (*log)->GetGame("live");
      auto events = (*log)->Read("live");
      auto report = (*log)->VerifyChain("live");
      if (!info.ok() || !events.ok() || !report.ok()) {
        failure = "read: " + info.status().ToString() + " / " + events.status().ToString() + " / " +
                  report.status().ToString();
        break;
      }
      const uint32_t count = info->event_count;
      if (events->size() != count || !report->ok() || report->events_checked != count) {
        failure = "count " + std::to_string(count) + " but " + std::to_string(events->size()) +
                  " events read; chain: " + report->problem;
        break;
      }
      if (count < seen) {
        failure = "saw " + std::to_string(count) + " events after " + std::to_string(seen);
        break;
      }
      seen = count;
      if (!AckPoints(kind, count).contains(count)) {
        failure = std::to_string(count) + " events: not a whole number of writes";
        break;
      }
      for (const StoredEvent& stored : *events) {
        if (WithoutPrevHash(stored.event) != LogEvents("live", stored.event.seq, 1)[0]) {
          failure = "seq " + std::to_string(stored.event.seq) + " is not what was written";
          break;
        }
      }
      ++reads;
    }
    failed = !failure.empty();
  });

  std::unique_ptr<KillChild> writer = std::move(first);
  for (int round = 0; round <= restarts && !failed.load(); ++round) {
    if (round > 0) {
      writer = KillChild::Start(store, "live", kind);
      if (writer == nullptr) break;
      if (!writer->WaitForFirstAck(std::chrono::seconds(20))) {
        ADD_FAILURE() << "the writer acknowledged nothing: " << writer->KillAndReap();
        break;
      }
    }
    writer->ReadAcksFor(std::chrono::milliseconds(400));
    EXPECT_EQ(writer->KillAndReap(), "");
  }
  writing = false;
  reader.join();
  EXPECT_EQ(failure, "");
  EXPECT_GT(reads.load(), 0);
}

TEST(StoreConcurrency, ReadersSeeAConsistentPrefixOfLiveAppends) {
  ExpectReadersSeeConsistentPrefixes(WriterKind::kAppend, /*restarts=*/3);
}

TEST(StoreConcurrency, ReadersSeeWholeImportFilesOrNothingOfThem) {
  ExpectReadersSeeConsistentPrefixes(WriterKind::kImport, /*restarts=*/3);
}

}  // namespace
}  // namespace tcgjudge
