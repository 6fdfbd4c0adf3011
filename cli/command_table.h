// The subcommands of `tcgjudge`, in one table: each row names a command, says what it does,
// declares its arguments and runs it. main() builds the command line from this table alone, so a
// new command is one new row (and its use case in its own file).

#ifndef TCGJUDGE_CLI_COMMAND_TABLE_H_
#define TCGJUDGE_CLI_COMMAND_TABLE_H_

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "cli/backup_commands.h"
#include "cli/commands.h"
#include "cli/demo_command.h"
#include "cli/games_command.h"
#include "cli/judge_commands.h"
#include "cli/judge_event_commands.h"
#include "cli/notation_commands.h"
#include "cli/register_command.h"
#include "cli/report_command.h"
#include "cli/undo_backup_command.h"

namespace CLI {
class App;
}

namespace tcgjudge {

// Every argument of every subcommand, as the command line fills them in. One value per meaning:
// commands that take a game all bind `game`, and so on.
struct CommandArgs {
  std::string game;                      // GAME.
  std::vector<std::string> files;        // import FILE...
  std::string output;                    // -o FILE.
  bool export_all = false;               // export --all.
  std::string export_tournament;         // export --tournament T.
  bool export_notation = false;          // export --notation.
  std::string event_json;                // append's EVENT.
  bool record_illegal = false;           // append --record-illegal.
  uint32_t seq = 0;                      // reverse SEQ, whatif --without SEQ.
  std::string at;                        // show --at POSITION.
  std::string position_a;                // diff A.
  std::string position_b;                // diff B.
  std::string branch;                    // undo-backup --branch bK.
  std::string seat;                      // view --seat A|B ("" the judge's view).
  std::string key_dir = kDefaultKeyDir;  // keygen --out DIR.
  JudgeEventOptions judge;               // --judge ID, --key FILE.
  std::vector<std::string> rules;        // --rule R (repeatable).
  std::vector<uint32_t> settles;         // ruling, penalty --settles SEQ (repeatable).
  std::string text;                      // --text T, --note T.
  bool draw = false;                     // result --draw.
  bool all_lose = false;                 // result --all-lose.
  std::string winner;                    // result --winner A|B.
  GamesOptions games_filter;             // games --player, --tournament, ...
  LogOptions log;                        // log --only, --no-pass.
  std::string player;                    // penalty --player A|B.
  std::string penalty_kind;              // penalty --kind K.
  SimulateOptions simulate;
  AuditCommandOptions audit;
  RewindOptions rewind;
  ReportOptions report;
  bool yes = false;  // rewind, reverse --yes.
  DemoOptions demo;
  std::string backup_dir;  // backup DIR, restore DIR.
  RestoreCommandOptions restore;
  RegisterOptions registration;  // register DECKLIST ...
  RegistrationsOptions registrations;  // registrations --tournament, --player, ...
};

struct Subcommand {
  const char* name;
  const char* help;
  // Whether it needs the rules engines (and their card sets) loaded before it runs: the commands
  // that fold, and import (which checks headers and keeps snapshots).
  bool loads_rulesets;
  // Declares the command's arguments on `command`, bound to `args`.
  void (*declare)(CLI::App& command, CommandArgs& args);
  // Runs it; returns the process exit code (cli/commands.h).
  int (*run)(const CommandContext& ctx, CommandArgs& args);
  // Where only some of its forms need the rules engines (export --notation): whether `args` do.
  bool (*loads_rulesets_for)(const CommandArgs& args) = nullptr;
};

// The subcommands, in the order `tcgjudge --help` lists them.
std::span<const Subcommand> Subcommands();

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_COMMAND_TABLE_H_
