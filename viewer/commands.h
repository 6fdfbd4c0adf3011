// The commands of the `tcgjudge` binary, callable in-process (tests drive them directly).
//
// Each command writes its data to `out` (text, or JSON with --json) and its diagnostics to the
// injected logger, and returns the process exit code: 0 ok, 1 refused / violations found,
// 2 integrity failure, 3 bad input or usage.

#ifndef TCGJUDGE_VIEWER_COMMANDS_H_
#define TCGJUDGE_VIEWER_COMMANDS_H_

#include <ostream>
#include <string>
#include <vector>

#include "events/status.h"

namespace spdlog {
class logger;
}

namespace tcgjudge {

inline constexpr int kExitOk = 0;
inline constexpr int kExitRefused = 1;
inline constexpr int kExitIntegrity = 2;
inline constexpr int kExitBadInput = 3;

// The exit code that reports `status`.
int ExitCodeFor(const Status& status);

struct CommandContext {
  std::string db_path;  // The store (--db).
  bool json = false;    // --json: machine-readable output.
  std::ostream* out = nullptr;
  spdlog::logger* log = nullptr;
};

// import FILE...: each file is imported atomically; a bad file is reported and the others are
// still imported. Exits 3 if any file was refused.
int ImportCommand(const CommandContext& ctx, const std::vector<std::string>& files);

// export GAME: the game's log as canonical JSON Lines, to `output_path` or `out` if empty.
int ExportCommand(const CommandContext& ctx, const std::string& game,
                  const std::string& output_path);

// games: one line per stored game (id, ruleset, players, events).
int GamesCommand(const CommandContext& ctx);

// log GAME: the numbered events of a game, one readable line each.
int LogCommand(const CommandContext& ctx, const std::string& game);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_COMMANDS_H_
