// `tcgjudge report`: the judge's report of games, one self-contained HTML page to file with the
// tournament (viewer/report_html.h), with the games' viewer pages written beside it.

#ifndef TCGJUDGE_CLI_REPORT_COMMAND_H_
#define TCGJUDGE_CLI_REPORT_COMMAND_H_

#include <cstdint>
#include <string>
#include <vector>

#include "cli/commands.h"

namespace tcgjudge {

struct ReportOptions {
  std::vector<std::string> games;       // GAME...: these games, in this order;
  std::string tournament;               // or --tournament T: every game whose tournament contains T
  uint32_t round = 0;                   // (any case), of --round R (0: every round).
  std::string output;                   // -o FILE.
  std::string keys_dir = "judge-keys";  // --keys DIR: the trusted public keys, as audit.
  bool views = true;  // Write each game's viewer page beside FILE (--no-views: not).
};

// report GAME... | --tournament T [--round R] -o FILE [--keys DIR] [--no-views]: audits the games
// (judge/audit.h: violations with standing and remedy, judge events with signature status) and
// writes the report to FILE atomically (its folder made if new); beside it each game's viewer page "<game>.html" (the
// report's seqs link into it). Says what it wrote. Exit 3 for no game, both or neither of games
// and --tournament, an unknown game, a file that cannot be written; the audit's verdicts do not
// change the exit code (the report shows them).
int ReportCommand(const CommandContext& ctx, const ReportOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_REPORT_COMMAND_H_
