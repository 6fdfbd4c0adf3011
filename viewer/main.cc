// tcgjudge: the command-line tool. main() wires the store, the rules engines, the commands and
// the logger.

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "engine/registry.h"
#include "viewer/commands.h"
#include "viewer/demo_command.h"
#include "viewer/html_view.h"
#include "viewer/judge_commands.h"
#include "viewer/judge_event_commands.h"
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

  // The judge's audit trail (viewer/judge_event_commands.h).
  std::string judge_id;
  std::string key_dir = kDefaultKeyDir;
  auto* keygen_cmd = app.add_subcommand("keygen", "make a judge's Ed25519 signing key pair");
  keygen_cmd->add_option("--judge", judge_id, "the judge's id (as on the badge)")->required();
  keygen_cmd->add_option("--out", key_dir, "the directory to write ID.key and ID.pub into")
      ->capture_default_str();

  JudgeEventOptions judge_options;
  std::vector<std::string> rules;
  std::string text;
  auto* ruling_cmd = app.add_subcommand("ruling", "append a judge's ruling to a game");
  ruling_cmd->add_option("GAME", game, "game id")->required();
  ruling_cmd->add_option("--judge", judge_options.judge_id, "the judge's id")->required();
  ruling_cmd->add_option("--rule", rules, "a rule relied on, e.g. 902(1) (repeatable)");
  ruling_cmd->add_option("--text", text, "what was ruled")->required();
  ruling_cmd->add_option("--key", judge_options.key_path, "sign with this secret key file");

  bool draw = false;
  std::string winner;
  auto* result_cmd = app.add_subcommand(
      "result", "a judge ends a game with a declared result, e.g. a draw by a loop (101(7))");
  result_cmd->add_option("GAME", game, "game id")->required();
  result_cmd->add_option("--judge", judge_options.judge_id, "the judge's id")->required();
  result_cmd->add_flag("--draw", draw, "the game is a draw");
  result_cmd->add_option("--winner", winner, "the seat that wins, A or B");
  result_cmd->add_option("--rule", rules, "a rule relied on, e.g. 901(6) (repeatable)")->required();
  result_cmd->add_option("--text", text, "why the game ends so")->required();
  result_cmd->add_option("--key", judge_options.key_path, "sign with this secret key file");

  uint32_t seq = 0;
  auto* reverse_cmd =
      app.add_subcommand("reverse", "902: undo the latest effective decision (a judge event)");
  reverse_cmd->add_option("GAME", game, "game id")->required();
  reverse_cmd->add_option("SEQ", seq, "the decision to reverse: the latest effective one")
      ->required();
  reverse_cmd->add_option("--judge", judge_options.judge_id, "the judge's id")->required();
  reverse_cmd->add_option("--note", text, "the judge's words (default: what was reversed)");
  reverse_cmd->add_option("--key", judge_options.key_path, "sign with this secret key file");

  auto* whatif_cmd = app.add_subcommand(
      "whatif", "replay the rest of a game in memory without one decision (nothing is written)");
  whatif_cmd->add_option("GAME", game, "game id")->required();
  whatif_cmd->add_option("--without", seq, "the decision to leave out")->required();

  AuditCommandOptions audit;
  auto* audit_cmd = app.add_subcommand(
      "audit", "violations, hash chain, recorded state hashes and signatures of stored games");
  audit_cmd->add_option("GAME", audit.games, "game ids");
  audit_cmd->add_flag("--all", audit.all, "every stored game");
  audit_cmd->add_flag("--verify", audit.verify,
                      "integrity only: chain, state hashes, signatures (every game if none named)");
  audit_cmd->add_option("--keys", audit.keys_dir, "the trusted judges' public keys (*.pub)")
      ->capture_default_str();

  std::string at;
  auto* show_cmd = app.add_subcommand("show", "the board at a position (judge's view)");
  show_cmd->add_option("GAME", game, "game id")->required();
  show_cmd->add_option("--at", at,
                       "the position: a seq (57), a priority point (P12), or either on a branch "
                       "(b1:P40, b1:57); default the current position");

  std::string diff_a, diff_b;
  auto* diff_cmd = app.add_subcommand("diff", "two positions of a game, as a patch");
  diff_cmd->add_option("GAME", game, "game id")->required();
  diff_cmd->add_option("A", diff_a, "the first position (57, P12, b1:P40, b1:57)")->required();
  diff_cmd->add_option("B", diff_b, "the second position")->required();

  RewindOptions rewind;
  auto* rewind_cmd =
      app.add_subcommand("rewind", "back the game up to a priority point (a judge event)");
  rewind_cmd->add_option("GAME", game, "game id")->required();
  rewind_cmd->add_option("--to", rewind.to, "a priority point of the effective line (P12)")
      ->required();
  rewind_cmd->add_option("--judge", rewind.judge, "the judge's id")->required();
  rewind_cmd->add_option("--note", rewind.note, "why, in words");
  rewind_cmd->add_option("--rule", rewind.rules, "a rule the judge relies on (repeatable)");
  rewind_cmd->add_option("--key", rewind.key_path, "sign with this secret key file");

  int view_seat = -1;
  auto* view_cmd =
      app.add_subcommand("view", "write the replay viewer: one self-contained HTML page of a game");
  view_cmd->add_option("GAME", game, "game id")->required();
  view_cmd->add_option("-o,--output", output, "the HTML file to write")->required();
  view_cmd
      ->add_option("--seat", view_seat,
                   "show only what seat 0 (A) or 1 (B) could see (default: the judge's view, "
                   "everything)")
      ->check(CLI::Range(0, 1));

  DemoOptions demo;
  demo.samples_dir = std::filesystem::path(TCGJUDGE_DEFAULT_CARDS).parent_path().string();
  auto* demo_cmd = app.add_subcommand(
      "demo", "the whole judge workflow on the bundled sample games, with the viewer pages");
  demo_cmd
      ->add_option("--db", demo.db_path,
                   "the demo's own store, made afresh each run (an existing path that an "
                   "earlier demo did not make is refused)")
      ->capture_default_str();
  demo_cmd->add_option("--out", demo.out_dir, "where the viewer pages go")->capture_default_str();

  // --json may also follow the subcommand ("tcgjudge games --json").
  for (CLI::App* sub : {import_cmd, export_cmd, games_cmd, log_cmd, append_cmd, simulate_cmd,
                        keygen_cmd, ruling_cmd, result_cmd, reverse_cmd, whatif_cmd, audit_cmd,
                        show_cmd, diff_cmd, rewind_cmd, view_cmd}) {
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
  // Colour only for a person at a terminal (https://no-color.org: NO_COLOR set and not empty).
  const char* no_color = std::getenv("NO_COLOR");
  ctx.color = !ctx.json && ::isatty(STDOUT_FILENO) == 1 && (no_color == nullptr || *no_color == 0);

  // Only the commands that check the rules load the card set: a bad card file does not stop
  // export or games. The commands report a load failure their own way (log: a warning; import
  // then stores headers unchecked and no snapshots).
  std::unique_ptr<RulesetRegistry> rulesets;
  if (*import_cmd || *log_cmd || *append_cmd || *simulate_cmd || *ruling_cmd || *result_cmd ||
      *reverse_cmd || *whatif_cmd || *audit_cmd || *show_cmd || *diff_cmd || *rewind_cmd ||
      *view_cmd || *demo_cmd) {
    auto loaded = LoadRulesets(cards_path);
    if (loaded.ok()) {
      rulesets = std::move(loaded).value();
      ctx.rulesets = rulesets.get();
      // Without a fingerprint the commands simply work without snapshots.
      auto fingerprint = EngineFingerprint(cards_path);
      if (fingerprint.ok()) ctx.snapshot_engine = *fingerprint;
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
  if (*keygen_cmd) return KeygenCommand(ctx, judge_id, key_dir);
  if (*ruling_cmd) return RulingCommand(ctx, game, judge_options, rules, text);
  if (*result_cmd) return ResultCommand(ctx, game, judge_options, draw, winner, rules, text);
  if (*reverse_cmd) return ReverseCommand(ctx, game, seq, judge_options, text);
  if (*whatif_cmd) return WhatIfCommand(ctx, game, seq);
  if (*audit_cmd) return AuditCommand(ctx, audit);
  if (*show_cmd) return ShowCommand(ctx, game, at);
  if (*diff_cmd) return DiffCommand(ctx, game, diff_a, diff_b);
  if (*rewind_cmd) return RewindCommand(ctx, game, rewind);
  if (*view_cmd) {
    return ViewCommand(ctx, game, output,
                       view_seat < 0 ? std::nullopt : std::optional<int>(view_seat));
  }
  if (*demo_cmd) return DemoCommand(ctx, demo);
  return kExitBadInput;
}
