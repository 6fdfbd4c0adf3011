// The writer the durability and concurrency tests start:
// `store_kill_child STORE GAME ACK_FD [append|import]` or `store_kill_child STORE GAME once SEQ`.
//
// Opens STORE read-write and continues GAME (creating it with its header if it is new) with the
// standard test log until killed, writing each acknowledged seq to ACK_FD (4 bytes, native byte
// order):
//   append (the default): one event per kSync append; the seq is acknowledged when Append
//     returned OK (live recording).
//   import: one JSON Lines file of ImportBatchSize(next) events at a time, parsed and imported as
//     `tcgjudge import` does (ParseJsonLines, ImportEvents with kBuffered, then Sync); the file's
//     last seq is acknowledged when Sync returned OK (bulk import).
//   turns: one of several writer processes taking turns, as `tcgjudge append` does: the store is
//     opened read-write (waiting up to 30 s for another writer), ImportBatchSize(next) events are
//     appended in one kSync append and the store is closed; the last seq is acknowledged once the
//     close returned OK.
// Exits 2 with a message on stderr if anything fails.
//
// `once SEQ` appends event SEQ of the standard log once, as a second writer would: it waits up to
// 30 s for the store's lock, then appends with expected seq SEQ. Exits 0 if it was stored, 1 on
// kConflict (the message on stderr), 2 on anything else.

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "events/jsonl.h"
#include "store/import.h"
#include "store/rocks_event_log.h"
#include "tests/store/test_events.h"

namespace {

int Fail(const std::string& what) {
  std::fprintf(stderr, "store_kill_child: %s\n", what.c_str());
  return 2;
}

bool WriteAck(int fd, uint32_t seq) {
  const char* bytes = reinterpret_cast<const char*>(&seq);
  size_t done = 0;
  while (done < sizeof(seq)) {
    ssize_t n = ::write(fd, bytes + done, sizeof(seq) - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

// The seq `game` continues at in `log`: 1 for a new game.
tcgjudge::Result<uint32_t> NextSeq(const tcgjudge::EventLog& log, const std::string& game) {
  auto info = log.GetGame(game);
  if (info.ok()) return info->event_count + 1;
  if (info.status().code() != tcgjudge::StatusCode::kNotFound) return info.status();
  return 1u;
}

// The "turns" writer: opens, appends and closes the store for each batch, until killed.
int TakeTurns(const std::string& path, const std::string& game, int ack_fd) {
  using namespace tcgjudge;
  const StoreOpenOptions wait{.busy_wait = std::chrono::seconds(30), .log = {}};
  for (;;) {
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite, wait);
    if (!log.ok()) return Fail(log.status().ToString());
    auto next = NextSeq(**log, game);
    if (!next.ok()) return Fail(next.status().ToString());
    const uint32_t count = testing::ImportBatchSize(*next);
    Status appended = (*log)->Append(testing::LogAppend(game, *next, count), Durability::kSync);
    if (!appended.ok()) return Fail(appended.ToString());
    Status closed = (*log)->Close();
    if (!closed.ok()) return Fail(closed.ToString());
    if (!WriteAck(ack_fd, *next + count - 1)) return 0;  // The test has gone away.
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tcgjudge;
  if (argc != 4 && argc != 5) {
    return Fail("usage: store_kill_child STORE GAME ACK_FD [append|import] | STORE GAME once SEQ");
  }
  const std::string path = argv[1];
  const std::string game = argv[2];
  if (std::string(argv[3]) == "once" && argc == 5) {
    const auto seq = static_cast<uint32_t>(std::strtoul(argv[4], nullptr, 10));
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite,
                                   {.busy_wait = std::chrono::seconds(30), .log = {}});
    if (!log.ok()) return Fail(log.status().ToString());
    Status appended = (*log)->Append(testing::LogAppend(game, seq, 1), Durability::kSync);
    if (appended.code() == StatusCode::kConflict) {
      std::fprintf(stderr, "%s\n", appended.message().c_str());
      return 1;
    }
    if (!appended.ok()) return Fail(appended.ToString());
    Status closed = (*log)->Close();
    return closed.ok() ? 0 : Fail(closed.ToString());
  }
  const int ack_fd = std::atoi(argv[3]);
  const std::string mode = argc == 5 ? argv[4] : "append";
  if (mode == "turns") return TakeTurns(path, game, ack_fd);
  if (mode != "append" && mode != "import") return Fail("unknown mode '" + mode + "'");

  auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
  if (!log.ok()) return Fail(log.status().ToString());
  auto first = NextSeq(**log, game);
  if (!first.ok()) return Fail(first.status().ToString());
  uint32_t next = *first;
  for (;;) {
    uint32_t last = next;
    if (mode == "append") {
      Status appended = (*log)->Append(testing::LogAppend(game, next, 1), Durability::kSync);
      if (!appended.ok()) return Fail(appended.ToString());
    } else {
      const uint32_t count = testing::ImportBatchSize(next);
      last = next + count - 1;
      const std::string source = "import-" + std::to_string(next) + ".jsonl";
      auto lines = ParseJsonLines(testing::LogJsonLines(game, next, count), source);
      if (!lines.ok()) return Fail(lines.status().ToString());
      auto summary = ImportEvents(**log, *lines, source, Durability::kBuffered);
      if (!summary.ok()) return Fail(summary.status().ToString());
      Status synced = (*log)->Sync();
      if (!synced.ok()) return Fail(synced.ToString());
    }
    if (!WriteAck(ack_fd, last)) return 0;  // The test has gone away.
    next = last + 1;
  }
}
