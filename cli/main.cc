// tcgjudge: the command-line tool. main() wires the store, the rules engines, the commands and
// the logger; the subcommands come from one table (cli/command_table.h).

#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>

#include "cli/command_table.h"
#include "cli/rulesets.h"
#include "engine/registry.h"

namespace {

// Writes each message to `next` after flushing what the command wrote to stdout before it, so
// that where both streams meet (a terminal, `2>&1`, a pipe) the lines keep the order they were
// written in: the violations listed, then the error that sums them up.
class AfterStdoutSink : public spdlog::sinks::base_sink<std::mutex> {
 public:
  explicit AfterStdoutSink(spdlog::sink_ptr next) : next_(std::move(next)) {}

 protected:
  void sink_it_(const spdlog::details::log_msg& message) override {
    std::cout.flush();
    next_->log(message);
  }
  void flush_() override { next_->flush(); }
  void set_pattern_(const std::string& pattern) override { next_->set_pattern(pattern); }
  void set_formatter_(std::unique_ptr<spdlog::formatter> formatter) override {
    next_->set_formatter(std::move(formatter));
  }

 private:
  spdlog::sink_ptr next_;
};

}  // namespace

int main(int argc, char** argv) {
  using namespace tcgjudge;
  // Diagnostics go to stderr, data to stdout.
  auto log = std::make_shared<spdlog::logger>(
      "tcgjudge", std::make_shared<AfterStdoutSink>(
                      std::make_shared<spdlog::sinks::stderr_color_sink_mt>()));
  log->set_pattern("%^%l%$: %v");

  CLI::App app{"tcgjudge: replay and judge tool for trading card games"};
  app.require_subcommand(1);
  CommandContext ctx;
  ctx.db_path = "./tcgjudge.db";
  ctx.out = &std::cout;
  ctx.in = &std::cin;
  ctx.terminal = ::isatty(STDIN_FILENO) == 1 && ::isatty(STDERR_FILENO) == 1;
  ctx.err = &std::cerr;
  ctx.err_terminal = ::isatty(STDERR_FILENO) == 1;
  ctx.log = log.get();
  ctx.samples_dir = FindBundledSamples();
  app.add_option("--db", ctx.db_path, "the store (a RocksDB directory)")->capture_default_str();
  std::vector<std::string> cards;
  app.add_option(
      "--cards", cards,
      "the card sets the rules engines read (docs/cards.md): RULESET=FILE, or a folder "
      "holding <ruleset>/cards.jsonl (repeatable; default: the bundled samples" +
          (ctx.samples_dir.empty() ? std::string(", not found") : ", " + ctx.samples_dir) +
          "); a set given replaces that ruleset's bundled set, it does not add to it");
  app.add_flag("--json", ctx.json, "machine-readable output");
  double wait_seconds = 5;
  app.add_option("--wait", wait_seconds,
                 "seconds a writing command waits for another one to finish with the store")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 86400.0));
  bool create = false;
  app.add_flag("--create", create,
               "create the store of --db if there is none (import, simulate and demo always do)");
  bool verbose = false;
  app.add_flag("-v,--verbose", verbose, "more diagnostics on stderr");
  app.set_version_flag(
      "--version",
      [&ctx]() {
        std::unique_ptr<RulesetRegistry> rulesets;
        std::string problem = "the bundled samples were not found beside the binary";
        if (!ctx.samples_dir.empty()) {
          auto sources = ResolveCardSources({ctx.samples_dir});
          auto loaded = sources.ok() ? LoadRulesets(*sources)
                                     : Result<std::unique_ptr<RulesetRegistry>>(sources.status());
          if (loaded.ok()) rulesets = std::move(loaded).value();
          if (!loaded.ok()) problem = loaded.status().message();
        }
        std::string text = VersionText(rulesets.get(), problem);
        text.pop_back();  // CLI11 ends the line.
        return text;
      },
      "the tool's, the log schema's and each ruleset's version");

  CommandArgs args;
  std::vector<std::pair<CLI::App*, const Subcommand*>> commands;
  for (const Subcommand& sub : Subcommands()) {
    CLI::App* command = app.add_subcommand(sub.name, sub.help);
    sub.declare(*command, args);
    // --json may also follow the subcommand ("tcgjudge games --json").
    command->add_flag("--json", ctx.json, "machine-readable output");
    command->fallthrough();
    commands.emplace_back(command, &sub);
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // A word where the command goes that names none: CLI11 would only say that one is required.
    const std::vector<std::string> rest = app.remaining();
    if (!rest.empty() && !rest.front().starts_with("-") && app.get_subcommands().empty()) {
      log->error("unknown command '{}' (tcgjudge --help lists the commands)", rest.front());
      return kExitBadInput;
    }
    // An event given to append without quotes: the shell split the JSON into words (issue 31).
    const auto parsed = app.get_subcommands();
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr && !parsed.empty() &&
        parsed.front()->get_name() == "append") {
      log->error("{}",
                 "append: EVENT is one argument, but the shell split it into several words: "
                 "quote the JSON line in single quotes ('{\"game\":...}'), or give - and pipe "
                 "it in");
      return kExitBadInput;
    }
    int code = app.exit(e);
    return code == 0 ? kExitOk : kExitBadInput;
  }
  log->set_level(verbose ? spdlog::level::debug : spdlog::level::info);
  // Colour only for a person at a terminal (https://no-color.org: NO_COLOR set and not empty).
  const char* no_color = std::getenv("NO_COLOR");
  ctx.color = !ctx.json && ::isatty(STDOUT_FILENO) == 1 && (no_color == nullptr || *no_color == 0);

  for (const auto& [command, sub] : commands) {
    if (!command->parsed()) continue;
    // Only the commands that check the rules load the card set: a bad card file does not stop
    // export or games. The commands report a load failure their own way (log: a warning; import
    // then stores headers unchecked and no snapshots).
    std::unique_ptr<RulesetRegistry> rulesets;
    if (sub->loads_rulesets || (sub->loads_rulesets_for && sub->loads_rulesets_for(args))) {
      if (cards.empty() && !ctx.samples_dir.empty()) cards.push_back(ctx.samples_dir);
      auto sources = ResolveCardSources(cards);
      auto loaded = sources.ok() ? LoadRulesets(*sources)
                                 : Result<std::unique_ptr<RulesetRegistry>>(sources.status());
      if (cards.empty()) {
        ctx.rulesets_problem =
            "no card sets: the bundled samples were not found beside the binary; give --cards";
      } else if (loaded.ok()) {
        rulesets = std::move(loaded).value();
        ctx.rulesets = rulesets.get();
        // Without a fingerprint the commands simply work without snapshots.
        auto fingerprint = EngineFingerprint(*sources);
        if (fingerprint.ok()) ctx.snapshot_engine = *fingerprint;
      } else {
        ctx.rulesets_problem = loaded.status().message();
      }
    }
    ctx.create_store = create;
    ctx.busy_wait = std::chrono::milliseconds(static_cast<int64_t>(wait_seconds * 1000));
    return sub->run(ctx, args);
  }
  return kExitBadInput;
}
