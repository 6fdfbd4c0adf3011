// The judge's position commands of the `tcgjudge` binary: show, diff and rewind (docs/
// positions.md), callable in-process like those of cli/commands.h.

#ifndef TCGJUDGE_CLI_JUDGE_COMMANDS_H_
#define TCGJUDGE_CLI_JUDGE_COMMANDS_H_

#include <string>
#include <vector>

#include "cli/commands.h"

namespace tcgjudge {

// show GAME [--at POSITION]: the board at a position (judge/positions.h forms: 57, P12, b1:P40,
// b1:57; default the current position): its label and state hash, then the board (viewer/
// board_text.h), or with --json {"game":…,"at":{"seq":57,"label":"P12","branch":0,
// "priorityPoint":12|null,"onLine":true,"stateHash":"<16 hex>","stateKey":"<16 hex>"},
// "board":BOARD}. The state comes from the nearest usable snapshot and a fold of the rest
// (judge/snapshot_cache.h). Exit 3 for a position the game does not have or a game that cannot be
// folded.
int ShowCommand(const CommandContext& ctx, const std::string& game, const std::string& at);

// diff GAME A B: the second position against the first (judge/diff.h), as a patch: "--- A" and
// "+++ B" then one line per difference. Identical positions print nothing and exit 0; different
// ones exit 1 (as diff(1) does). --json: one object {"a":AT,"b":AT,"changes":[{"op":"-",
// "player":"A"|null,"field":"hand","card":"A07"|null,"text":…},…]} in both cases.
int DiffCommand(const CommandContext& ctx, const std::string& game, const std::string& a,
                const std::string& b);

struct RewindOptions {
  std::string to;                  // --to POSITION: a priority point of the effective line.
  std::string judge;               // --judge ID.
  std::string note;                // --note TEXT.
  std::vector<std::string> rules;  // --rule R (repeatable).
  std::string key_path;            // --key FILE: sign with the judge's secret key; "" unsigned.
};

// rewind GAME --to Pn --judge ID [--note T] [--rule R]...: appends a back-up judge event
// (judge/rewind.h) stamped with the current UTC time, after which the
// game continues from that priority point; the events after it stay in the log as a superseded
// branch. Prints the appended seq, the branch it left behind and what the game waits for. Exit 3
// for a position that is not a priority point of the effective line, 1 if another writer appended
// first.
int RewindCommand(const CommandContext& ctx, const std::string& game, const RewindOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_JUDGE_COMMANDS_H_
