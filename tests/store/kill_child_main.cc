// The writer the durability tests kill: `store_kill_child STORE GAME ACK_FD`.
//
// Opens STORE read-write, continues GAME (creating it with its header if it is new) with the
// standard test log, one event per kSync append, and after each append that returned OK writes
// the acknowledged seq to ACK_FD (4 bytes, native byte order). Runs until killed. Exits 2 with a
// message on stderr if anything fails.

#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

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

}  // namespace

int main(int argc, char** argv) {
  using namespace tcgjudge;
  if (argc != 4) return Fail("usage: store_kill_child STORE GAME ACK_FD");
  const std::string path = argv[1];
  const std::string game = argv[2];
  const int ack_fd = std::atoi(argv[3]);

  auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
  if (!log.ok()) return Fail(log.status().ToString());
  uint32_t next = 1;
  auto info = (*log)->GetGame(game);
  if (info.ok()) {
    next = info->event_count + 1;
  } else if (info.status().code() != StatusCode::kNotFound) {
    return Fail(info.status().ToString());
  }
  for (;; ++next) {
    Status appended = (*log)->Append(testing::LogAppend(game, next, 1), Durability::kSync);
    if (!appended.ok()) return Fail(appended.ToString());
    if (!WriteAck(ack_fd, next)) return 0;  // The test has gone away.
  }
}
