// `tcgjudge demo`: the main job on the bundled sample games, the whole judge workflow in one
// command (README.md): import, audit with its table of violations, a reversal and a back-up
// in a copy of a sample game, the diff of the back-up, and the viewer pages.

#ifndef TCGJUDGE_CLI_DEMO_COMMAND_H_
#define TCGJUDGE_CLI_DEMO_COMMAND_H_

#include <string>

#include "cli/commands.h"

namespace tcgjudge {

// The file a store made by the demo holds, so that a later run may replace that store and never
// another one.
inline constexpr char kDemoStoreMark[] = "TCGJUDGE-DEMO-STORE";

struct DemoOptions {
  std::string db_path = "tcgjudge-demo.db";  // --db: the demo's own store, made afresh each run.
  std::string out_dir = "tcgjudge-demo";     // --out: where the viewer pages go.
  std::string samples_dir;                   // The bundled samples (samples/).
};

// demo [--db PATH] [--out DIR]: each run starts from a fresh store at `db_path`: one an earlier
// demo made (it holds kDemoStoreMark) is replaced; any other existing path is refused (exit 3)
// and left as it is. Imports every *.jsonl game of `samples_dir` and of its folders (one per
// ruleset), prints the audit's table of violations, and for each ruleset takes its first game
// with two violations left standing at different seqs (the bundled bad-1015: seqs 89 and
// 97; sample-ygo-2: seqs 9 and 13): copies it up to its second as game <game>-table (as
// if the judge had been called to the table then), reverses that latest decision, backs the copy
// up to the priority point before the first (found too late to reverse), prints the diff of the
// superseded branch's end against that point; then writes the viewer page of every game (and
// each copy's two seat views) into `out_dir`, and prints where they are. Exit 0 when every step
// did what it should.
int DemoCommand(const CommandContext& ctx, const DemoOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_DEMO_COMMAND_H_
