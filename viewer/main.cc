// tcgjudge: the command-line tool. main() wires the store, the rules engines, the commands and
// the logger.

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "engine/registry.h"
#include "viewer/commands.h"
#include "viewer/rulesets.h"

#ifndef TCGJUDGE_DEFAULT_CARDS
#error "TCGJUDGE_DEFAULT_CARDS (the bundled card set's path) is set by viewer/CMakeLists.txt"
#endif

int main(int argc, char** argv) {
  using namespace tcgjudge;
  // Diagnostics go to stderr, data to stdout.
  auto log = spdlog::stderr_color_mt("tcgjudge");
  log->set_pattern("%^%l%$: %v");

  CLI::App app{"tcgjudge: replay and judge tool for trading card games"};
  app.require_subcommand(1);
  CommandContext ctx;
  ctx.db_path = "./tcgjudge.db";
  ctx.out = &std::cout;
  ctx.in = &std::cin;
  ctx.log = log.get();
  app.add_option("--db", ctx.db_path, "the store (a RocksDB directory)")->capture_default_str();
  std::string cards_path = TCGJUDGE_DEFAULT_CARDS;
  app.add_option("--cards", cards_path,
                 "the 零次元 card set (JSON Lines, docs/cards.md) for the commands that check "
                 "the rules")
      ->capture_default_str();
  app.add_flag("--json", ctx.json, "machine-readable output");
  bool verbose = false;
  app.add_flag("-v,--verbose", verbose, "more diagnostics on stderr");

  std::vector<std::string> files;
  auto* import_cmd = app.add_subcommand("import", "import JSON Lines game logs (atomic per file)");
  import_cmd->add_option("FILE", files, "JSON Lines files")->required();

  std::string game;
  std::string output;
  auto* export_cmd = app.add_subcommand("export", "a game's log as JSON Lines");
  export_cmd->add_option("GAME", game, "game id")->required();
  export_cmd->add_option("-o,--output", output, "write to this file instead of stdout");

  auto* games_cmd = app.add_subcommand("games", "list the stored games");

  auto* log_cmd = app.add_subcommand("log", "the numbered events of a game, violations marked");
  log_cmd->add_option("GAME", game, "game id")->required();

  std::string event_json;
  bool record_illegal = false;
  auto* append_cmd =
      app.add_subcommand("append", "live recording: check one event by the rules and store it");
  append_cmd->add_option("GAME", game, "game id")->required();
  append_cmd->add_option("EVENT", event_json, "the event as one JSON line, or - for stdin")
      ->required();
  append_cmd->add_flag("--record-illegal", record_illegal,
                       "store an event that breaks the rules as the table played it");

  SimulateOptions simulate;
  auto* simulate_cmd = app.add_subcommand("simulate", "store seeded bot games");
  simulate_cmd->add_option("--ruleset", simulate.ruleset, "the rules engine, e.g. zero")
      ->required();
  simulate_cmd->add_option("--games", simulate.games, "how many games")
      ->capture_default_str()
      ->check(CLI::Range(1u, 1000000u));
  simulate_cmd->add_option("--seed", simulate.seed, "the first game's seed (then +1 each)")
      ->capture_default_str();
  simulate_cmd
      ->add_option("--inject-illegal", simulate.inject_illegal,
                   "chance of an illegal decision at each decision point (0-1); the audit's "
                   "recall is reported")
      ->check(CLI::Range(0.0, 1.0));
  simulate_cmd->add_option("--prefix", simulate.prefix, "game ids are PREFIX-SEED")
      ->capture_default_str();
  simulate_cmd->add_option("--max-events", simulate.max_events, "the longest game stored")
      ->capture_default_str();

  // --json may also follow the subcommand ("tcgjudge games --json").
  for (CLI::App* sub : {import_cmd, export_cmd, games_cmd, log_cmd, append_cmd, simulate_cmd}) {
    sub->add_flag("--json", ctx.json, "machine-readable output");
    sub->fallthrough();
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  }
  log->set_level(verbose ? spdlog::level::debug : spdlog::level::info);

  // Only the commands that check the rules load the card set: a bad card file does not stop
  // export or games. The commands report a load failure their own way (log: a warning; import
  // then stores headers unchecked).
  std::unique_ptr<RulesetRegistry> rulesets;
  if (*import_cmd || *log_cmd || *append_cmd || *simulate_cmd) {
    auto loaded = LoadRulesets(cards_path);
    if (loaded.ok()) {
      rulesets = std::move(loaded).value();
      ctx.rulesets = rulesets.get();
    } else {
      ctx.rulesets_problem = loaded.status().message();
    }
  }

  if (*import_cmd) return ImportCommand(ctx, files);
  if (*export_cmd) return ExportCommand(ctx, game, output);
  if (*games_cmd) return GamesCommand(ctx);
  if (*log_cmd) return LogCommand(ctx, game);
  if (*append_cmd) return AppendCommand(ctx, game, event_json, record_illegal);
  if (*simulate_cmd) return SimulateCommand(ctx, simulate);
  return kExitBadInput;
}
