// Crash testing of RocksEventLog: a writer process is SIGKILLed at a random moment, and the store
// must still hold every event the writer was told was durable, with no torn event.

#ifndef TCGJUDGE_TESTS_STORE_KILL_HARNESS_H_
#define TCGJUDGE_TESTS_STORE_KILL_HARNESS_H_

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

namespace tcgjudge::testing {

// How the killed writer writes (kill_child_main.cc): one synced append per event (live
// recording), or JSON Lines files of ImportBatchSize events imported whole (bulk import).
// kTakeTurns: one of several writer processes, each opening the store for one append of
// ImportBatchSize events and closing it again (as `tcgjudge append` does).
enum class WriterKind { kAppend, kImport, kTakeTurns };

// A running store_kill_child (see kill_child_main.cc), started with fork() and exec(), so that it
// shares no threads or RocksDB state with the test process. Killed and reaped when destroyed.
class KillChild {
 public:
  // Starts the child writing `game` into the store at `store_path`; nullptr (and a test failure)
  // if it cannot be started.
  static std::unique_ptr<KillChild> Start(const std::string& store_path, const std::string& game,
                                          WriterKind kind = WriterKind::kAppend);
  ~KillChild();
  KillChild(const KillChild&) = delete;
  KillChild& operator=(const KillChild&) = delete;

  pid_t pid() const { return pid_; }

  // Collects acknowledgements until `timeout` has passed; returns early (false) if the child's
  // end of the pipe closed, i.e. it exited.
  bool ReadAcksFor(std::chrono::milliseconds timeout);

  // Waits up to `timeout` for the first acknowledgement; false if none came.
  bool WaitForFirstAck(std::chrono::milliseconds timeout);

  // SIGKILLs the child, reaps it and collects the acknowledgements still in the pipe. Returns a
  // description of how it ended if it was not our SIGKILL that ended it, "" otherwise.
  std::string KillAndReap();

  uint32_t last_ack() const { return last_ack_; }
  uint32_t ack_count() const { return ack_count_; }
  // Set if acknowledgements did not come in order: consecutive seqs for appends, the last seqs
  // of consecutive files for imports.
  const std::string& ack_error() const { return ack_error_; }

 private:
  KillChild(pid_t pid, int ack_fd, WriterKind kind) : pid_(pid), ack_fd_(ack_fd), kind_(kind) {}
  // Reads what is in the pipe, waiting at most `timeout_ms` for something; false at EOF.
  bool ReadOnce(int timeout_ms);

  pid_t pid_ = -1;
  int ack_fd_ = -1;
  WriterKind kind_ = WriterKind::kAppend;
  bool reaped_ = false;
  std::string pending_;  // Bytes of an acknowledgement not yet complete.
  uint32_t last_ack_ = 0;
  uint32_t ack_count_ = 0;
  std::string ack_error_;
};

// The events a writer of `kind` may have had in flight after acknowledging `acked`: the next
// event, or the whole next import file.
uint32_t InFlightAfter(WriterKind kind, uint32_t acked);

// Runs `rounds` crash rounds on the store at `store_path`: each round starts a child of `kind`
// that continues game "kill-test", lets it write for a random 20-200 ms (from `seed`), SIGKILLs
// it, then reopens the store and checks that every acknowledged seq is there, that at most the
// write in flight was added and only whole (an import file lands whole or not at all), that the
// game reads whole, each seq holding what was written there once, and its chain verifies. For
// imports it then re-runs the interrupted file, which must complete the store (or find it
// complete); every round ends with an append at count + 1. Failures are gtest failures.
void RunKillRounds(const std::string& store_path, int rounds, uint32_t seed,
                   WriterKind kind = WriterKind::kAppend);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_KILL_HARNESS_H_
