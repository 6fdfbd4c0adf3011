// tcgjudge: the command-line tool. main() wires the store, the commands and the logger.

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <iostream>

#include "viewer/commands.h"

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
  ctx.log = log.get();
  app.add_option("--db", ctx.db_path, "the store (a RocksDB directory)")->capture_default_str();
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

  auto* log_cmd = app.add_subcommand("log", "the numbered events of a game");
  log_cmd->add_option("GAME", game, "game id")->required();

  // --json may also follow the subcommand ("tcgjudge games --json").
  for (CLI::App* sub : {import_cmd, export_cmd, games_cmd, log_cmd}) {
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

  if (*import_cmd) return ImportCommand(ctx, files);
  if (*export_cmd) return ExportCommand(ctx, game, output);
  if (*games_cmd) return GamesCommand(ctx);
  if (*log_cmd) return LogCommand(ctx, game);
  return kExitBadInput;
}
