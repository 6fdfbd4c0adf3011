// The commands of the `tcgjudge` binary, callable in-process (tests drive them directly).
//
// Each command writes its data to `out` (text, or JSON with --json) and its diagnostics to the
// injected logger, and returns the process exit code: 0 ok, 1 refused / violations found,
// 2 integrity failure, 3 bad input or usage, 4 the rules could not be checked (audit, log: no
// engine or card data for a game, or a log the engine cannot fold).

#ifndef TCGJUDGE_CLI_COMMANDS_H_
#define TCGJUDGE_CLI_COMMANDS_H_

#include <chrono>
#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "events/status.h"

namespace spdlog {
class logger;
}

namespace tcgjudge {

class RulesetRegistry;

inline constexpr int kExitOk = 0;
inline constexpr int kExitRefused = 1;
inline constexpr int kExitIntegrity = 2;
inline constexpr int kExitBadInput = 3;
inline constexpr int kExitNotChecked = 4;
// A conflict with another process that running the same command again later resolves (kBusy: a
// store another writer kept past the wait, a backup directory another backup is writing to):
// nothing was written (docs/errors.md, "Exit codes").
inline constexpr int kExitRetry = 5;
// An audit of a paper game whose record leaves some decision's legality open (undetermined or
// undeterminable) and no violation standing: checked, but not clean (docs/errors.md, "Audit
// verdicts").
inline constexpr int kExitOpen = 6;
// Stopped by Ctrl-C (import: the files stored so far are named; 128 + SIGINT, as a shell says).
inline constexpr int kExitInterrupted = 130;

// The exit code that reports `status`.
int ExitCodeFor(const Status& status);

struct CommandContext {
  std::string db_path;  // The store (--db).
  // --create: any command that writes may create a missing store (cli/command_support.h
  // OpenStore). Without it only import, simulate and demo make one (restore makes its own); any
  // other command refuses a missing store, naming the path it looked for.
  bool create_store = false;
  // How long a writing command waits for another process's writer to finish with the store
  // (--wait SECONDS) before it gives up naming that process.
  std::chrono::milliseconds busy_wait{5000};
  // How long `import` holds the store before it lets a waiting writer in between two files
  // (issue 31: a long import kept a scorekeeper's append out until it failed): a writer waits at
  // most this and one file's import.
  std::chrono::milliseconds import_hold{1000};
  bool json = false;    // --json: machine-readable output.
  // Colour the text output (ANSI): main() sets it when stdout is a terminal, NO_COLOR is unset
  // and --json is not given.
  bool color = false;
  std::ostream* out = nullptr;
  std::istream* in = nullptr;  // Standard input (`append GAME -`); nullptr: none.
  // A person can be asked (cli/command_support.h Confirm): main() sets it when standard input and
  // standard error are terminals. `yes` (--yes) confirms beforehand what would be asked.
  bool terminal = false;
  bool yes = false;
  // Standard error, for the progress of a command over many games (cli/progress.h), written only
  // when `err_terminal` (main(): standard error is a terminal). nullptr: no progress.
  std::ostream* err = nullptr;
  bool err_terminal = false;
  spdlog::logger* log = nullptr;
  // The rules engines, for the commands that fold (log, append, simulate) and import (which checks
  // that each new header is playable: ruleset, rulebook version, card codes); main() loads them
  // with the card set of --cards (cli/rulesets.h). nullptr: none loaded, and `rulesets_problem`
  // says why (e.g. the card file's error): log then prints the events unchecked with a warning,
  // append and simulate refuse with exit 3.
  const RulesetRegistry* rulesets = nullptr;
  std::string rulesets_problem;
  // Names the loaded engines and card set in snapshot versions (cli/rulesets.h
  // EngineFingerprint); "": the commands neither read nor write snapshots.
  std::string snapshot_engine;
  // The bundled samples (samples/: a folder per ruleset with its card set and sample games), as
  // main() found them; `demo` reads them.
  std::string samples_dir;
};

// import FILE...: each file is imported atomically; a bad file is reported and the others are
// still imported. Exits 3 if any file was refused.
int ImportCommand(const CommandContext& ctx, const std::vector<std::string>& files);

// export GAME: the game's log as canonical JSON Lines, to `output_path` or `out` if empty.
int ExportCommand(const CommandContext& ctx, const std::string& game,
                  const std::string& output_path);

// export --all | --tournament T: every stored game (of the tournament whose name contains T, any
// case, as `games --tournament`), one after another in the store's order, as canonical JSON
// Lines: a file `import` takes back whole. Exit 3 if no game is selected.
int ExportGamesCommand(const CommandContext& ctx, const std::string& tournament,
                       const std::string& output_path);

// log GAME: the numbered events of a game, one readable line each. With rules engines loaded it
// reviews the game (judge/review.h) and marks each event that commits violations with
// "✗ <code>: <message>" lines under it, followed by " · reversed" or " · superseded" when a judge
// undid it; the title line counts them (--json: a "violations" array on each event). A game that
// cannot be reviewed (no engine or card data for it, a log the engine cannot fold) is printed
// unchecked with one warning saying why, and exits 4 (the rules could not be checked; never 0,
// which would read as checked and clean). A reviewed game also shows its
// priority points (judge/positions.h): under each event that leads to one, "· P12  A holds
// priority · turn 3 · <step> · chain 1" ("b1:P40" on a superseded branch), and the title line
// counts them (--json: a "priorityPoint" object or null on each event).
//
// `options` leave events out (the title line still counts the whole game, and says how many are
// shown): `only` keeps the events of the named classes, "violations" (an event that commits a
// violation, whatever became of it) and "judge" (a judge event); `no_pass` leaves out the passes
// that break no rule (most of a game's events). An unknown class is refused (exit 3).
struct LogOptions {
  std::vector<std::string> only;  // --only violations,judge.
  bool no_pass = false;           // --no-pass.
};
int LogCommand(const CommandContext& ctx, const std::string& game, const LogOptions& options = {});

// append GAME EVENT: live recording of one event, checked by the rules before it is stored.
// `event_json` is one line of the log's JSON form, or "-" for one line from ctx.in. Its game must
// be `game` and its seq the game's next one. The stored log is reviewed (judge/review.h: reversals
// and back-ups count) and the event applied to the position it leaves:
//   - a malformed event (bad JSON, a card not where it is taken from, a reverse of anything but
//     the latest decision, ...): exit 3, nothing stored; also when the stored log itself cannot
//     be reviewed (nothing is stored unchecked);
//   - violations: printed (seq, player, code, message), exit 1, nothing stored; with
//     `record_illegal` the event is stored as the table played it, the violations are logged as
//     warnings, exit 0;
//   - clean: stored durably (Durability::kSync); exit 1 if another writer got there first.
// On success it prints "appended seq N to GAME" and what the game waits for next.
int AppendCommand(const CommandContext& ctx, const std::string& game, const std::string& event_json,
                  bool record_illegal);

struct SimulateOptions {
  std::string ruleset;          // --ruleset: the engine that plays (its id, e.g. "zero").
  uint32_t games = 1;           // --games N.
  uint64_t seed = 1;            // --seed S: the games use seeds S, S+1, ...
  double inject_illegal = 0;    // --inject-illegal RATE in [0, 1]: see BotOptions.illegal_rate.
  std::string prefix = "sim";   // --prefix: game ids are "<prefix>-<seed>".
  uint32_t max_events = 20000;  // A bot game longer than this is reported and not stored.
};

// simulate: plays seeded bot games (engine/bot.h) with legal decks (cli/rulesets.h) and
// stores each in one atomic append; the store is synced once at the end. One line per game (id,
// events, injected illegal decisions, result) and a summary. Every stored game is folded back:
// the audit's recall (injected decisions flagged with their code) and the violations nobody
// injected are reported, and exit 1 if recall < 100% or any violation was not injected. A game
// id already stored is refused (the others still run) and makes the exit code 3.
int SimulateCommand(const CommandContext& ctx, const SimulateOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_COMMANDS_H_
