#include "tests/store/kill_harness.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <random>
#include <vector>

#include "events/jsonl.h"
#include "store/import.h"
#include "store/rocks_event_log.h"
#include "tests/store/test_events.h"

#ifndef TJ_STORE_KILL_CHILD
#error "TJ_STORE_KILL_CHILD must name the store_kill_child executable"
#endif

namespace tcgjudge::testing {
namespace {

using Clock = std::chrono::steady_clock;

constexpr char kGame[] = "kill-test";

std::string DescribeWaitStatus(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  return "ended with wait status " + std::to_string(status);
}

}  // namespace

uint32_t InFlightAfter(WriterKind kind, uint32_t acked) {
  return kind == WriterKind::kAppend ? 1 : ImportBatchSize(acked + 1);
}

std::unique_ptr<KillChild> KillChild::Start(const std::string& store_path, const std::string& game,
                                            WriterKind kind) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    ADD_FAILURE() << "pipe2: " << std::strerror(errno);
    return nullptr;
  }
  // Everything the child needs is prepared before fork(): after it, the child only calls
  // async-signal-safe functions until exec.
  const std::string program = TJ_STORE_KILL_CHILD;
  const std::string fd_text = std::to_string(fds[1]);
  const std::string mode = kind == WriterKind::kImport      ? "import"
                           : kind == WriterKind::kTakeTurns ? "turns"
                                                            : "append";
  std::vector<char*> argv = {
      const_cast<char*>(program.c_str()), const_cast<char*>(store_path.c_str()),
      const_cast<char*>(game.c_str()),    const_cast<char*>(fd_text.c_str()),
      const_cast<char*>(mode.c_str()),    nullptr};
  const pid_t pid = ::fork();
  if (pid < 0) {
    ADD_FAILURE() << "fork: " << std::strerror(errno);
    ::close(fds[0]);
    ::close(fds[1]);
    return nullptr;
  }
  if (pid == 0) {
    ::fcntl(fds[1], F_SETFD, 0);  // The write end survives exec.
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  return std::unique_ptr<KillChild>(new KillChild(pid, fds[0], kind));
}

KillChild::~KillChild() {
  if (!reaped_) KillAndReap();
  if (ack_fd_ >= 0) ::close(ack_fd_);
}

bool KillChild::ReadOnce(int timeout_ms) {
  pollfd poll_fd{ack_fd_, POLLIN, 0};
  int ready = ::poll(&poll_fd, 1, timeout_ms);
  if (ready < 0 && errno == EINTR) return true;
  if (ready <= 0) return true;
  char buffer[4096];
  ssize_t n = ::read(ack_fd_, buffer, sizeof(buffer));
  if (n < 0 && errno == EINTR) return true;
  if (n <= 0) return false;
  pending_.append(buffer, static_cast<size_t>(n));
  size_t used = 0;
  for (; pending_.size() - used >= sizeof(uint32_t); used += sizeof(uint32_t)) {
    uint32_t seq;
    std::memcpy(&seq, pending_.data() + used, sizeof(seq));
    if (ack_count_ > 0 && seq != last_ack_ + InFlightAfter(kind_, last_ack_) &&
        ack_error_.empty()) {
      ack_error_ = "ack " + std::to_string(seq) + " after ack " + std::to_string(last_ack_);
    }
    last_ack_ = seq;
    ++ack_count_;
  }
  pending_.erase(0, used);
  return true;
}

bool KillChild::ReadAcksFor(std::chrono::milliseconds timeout) {
  const Clock::time_point deadline = Clock::now() + timeout;
  for (Clock::time_point now = Clock::now(); now < deadline; now = Clock::now()) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
    if (!ReadOnce(static_cast<int>(left.count()) + 1)) return false;
  }
  return true;
}

bool KillChild::WaitForFirstAck(std::chrono::milliseconds timeout) {
  const Clock::time_point deadline = Clock::now() + timeout;
  while (ack_count_ == 0 && Clock::now() < deadline) {
    if (!ReadOnce(10)) break;
  }
  return ack_count_ > 0;
}

std::string KillChild::KillAndReap() {
  if (reaped_) return "";
  ::kill(pid_, SIGKILL);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  reaped_ = true;
  // The child is gone, so its end of the pipe is closed: read what it acknowledged up to EOF.
  while (ReadOnce(1000)) {
  }
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) return "";
  return DescribeWaitStatus(status);
}

void RunKillRounds(const std::string& store_path, int rounds, uint32_t seed, WriterKind kind) {
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> run_ms(20, 200);
  uint32_t max_acked = 0;
  for (int round = 1; round <= rounds; ++round) {
    SCOPED_TRACE("round " + std::to_string(round));
    std::unique_ptr<KillChild> child = KillChild::Start(store_path, kGame, kind);
    ASSERT_NE(child, nullptr);
    ASSERT_TRUE(child->WaitForFirstAck(std::chrono::seconds(20)))
        << "the writer acknowledged nothing: " << child->KillAndReap();
    child->ReadAcksFor(std::chrono::milliseconds(run_ms(random)));
    const std::string ended = child->KillAndReap();
    ASSERT_EQ(ended, "") << "the writer died before it was killed";
    ASSERT_EQ(child->ack_error(), "");
    const uint32_t acked = child->last_ack();
    ASSERT_GT(acked, max_acked) << "a round must acknowledge new events";
    max_acked = acked;

    auto log = RocksEventLog::Open(store_path, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    auto info = (*log)->GetGame(kGame);
    ASSERT_TRUE(info.ok()) << info.status().ToString();
    // Every acknowledged event survived; at most the write in flight at the kill was added, and
    // then whole.
    const uint32_t in_flight = InFlightAfter(kind, acked);
    ASSERT_TRUE(info->event_count == acked || info->event_count == acked + in_flight)
        << info->event_count << " events after acknowledging " << acked << " with " << in_flight
        << " in flight";

    auto events = (*log)->Read(kGame);
    ASSERT_TRUE(events.ok()) << events.status().ToString();
    ASSERT_EQ(events->size(), info->event_count);
    for (const StoredEvent& stored : *events) {
      ASSERT_EQ(WithoutPrevHash(stored.event), LogEvents(kGame, stored.event.seq, 1)[0])
          << "seq " << stored.event.seq << " is not what was written there";
    }
    auto report = (*log)->VerifyChain(kGame);
    ASSERT_TRUE(report.ok()) << report.status().ToString();
    ASSERT_TRUE(report->ok()) << "seq " << *report->first_bad_seq << ": " << report->problem;
    ASSERT_EQ(report->events_checked, info->event_count);

    uint32_t count = info->event_count;
    if (kind == WriterKind::kImport) {
      // Re-running the interrupted import completes the store, or finds it complete.
      const std::string source = "import-" + std::to_string(acked + 1) + ".jsonl";
      auto lines = ParseJsonLines(LogJsonLines(kGame, acked + 1, in_flight), source);
      ASSERT_TRUE(lines.ok()) << lines.status().ToString();
      auto summary = ImportEvents(**log, *lines, source, Durability::kSync);
      ASSERT_TRUE(summary.ok()) << summary.status().ToString();
      ASSERT_EQ(summary->games.size(), 1u);
      EXPECT_EQ(summary->games[0].added, acked + in_flight - count);
      count = acked + in_flight;
      ASSERT_EQ((*log)->GetGame(kGame)->event_count, count);
    }
    const uint32_t next = count + 1;
    Status appended = (*log)->Append(LogAppend(kGame, next, 1), Durability::kSync);
    ASSERT_TRUE(appended.ok()) << appended.ToString();
    ASSERT_EQ((*log)->GetGame(kGame)->event_count, next);
    ASSERT_TRUE((*log)->Close().ok());
    max_acked = next;
  }
  ::testing::Test::RecordProperty("events_in_store", std::to_string(max_acked));
}

}  // namespace tcgjudge::testing
