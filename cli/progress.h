// Progress of a command over many games, for a person watching: "<label>: 37/1000 games" on
// standard error, rewritten in place. Written only when that stream is a terminal (main() sets
// CommandContext::err_terminal; a script's or a log file's stderr gets nothing) and there is more
// than one game; cleared when done. No global state: the stream and the flag are the caller's.

#ifndef TCGJUDGE_CLI_PROGRESS_H_
#define TCGJUDGE_CLI_PROGRESS_H_

#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

#include "cli/commands.h"

namespace tcgjudge {

// What a Progress counts: games (every update is written), or the events of one game or the
// MiB of a file read (written at most every 100 ms, and the first at once: a long import shows
// where it is from its first second, while it reads too).
enum class ProgressUnit { kGames, kEvents, kMiB };

class Progress {
 public:
  // Writes to `out` only if `terminal` and `total` > 1.
  Progress(std::ostream* out, bool terminal, std::string label, size_t total,
           ProgressUnit unit = ProgressUnit::kGames);
  // To ctx.err when ctx.err_terminal.
  Progress(const CommandContext& ctx, std::string label, size_t total,
           ProgressUnit unit = ProgressUnit::kGames);
  // Clears the line it wrote, if any.
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // `done` of the total games are done.
  void Update(size_t done);

 private:
  std::ostream* out_;  // nullptr: silent.
  std::string label_;
  size_t total_;
  ProgressUnit unit_;
  bool written_ = false;
  std::chrono::steady_clock::time_point last_write_{};
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_PROGRESS_H_
