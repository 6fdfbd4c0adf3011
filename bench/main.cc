// tcgjudge-bench: where tcgjudge stands against the approaches other tools take, measured in one
// run on one machine (docs/performance.md). Figures, never pass/fail.

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "bench/append_bench.h"
#include "bench/audit_bench.h"
#include "bench/fold_bench.h"
#include "bench/position_bench.h"
#include "bench/rewind_bench.h"
#include "bench/workload.h"
#include "cli/rulesets.h"

namespace tcgjudge::bench {
namespace {

struct Options {
  bool smoke = false;
  std::string json_path;
  std::vector<std::string> cards;  // --cards as tcgjudge takes it; default the bundled samples.
  std::string work_dir;
  uint64_t seed = 1;
  uint32_t audit_games = 1000;
  std::vector<std::string> sections;
  std::string write_games;  // Write the sized games here as JSON Lines, then stop.
  std::string fold_file;    // Fold this JSON Lines game `passes` times, then stop (profiling).
  uint32_t passes = 1;
  bool fold_keys = false;     // --fold-file asks the state key after every event.
  uint32_t survey_legal = 0;  // Play this many games with decks 201 allows, report the longest.
};

bool Wants(const Options& options, const std::string& section) {
  return options.sections.empty() || std::find(options.sections.begin(), options.sections.end(),
                                               section) != options.sections.end();
}

Status Run(const Options& options, Report& report) {
  std::vector<std::string> cards = options.cards;
  if (cards.empty()) cards.push_back(FindBundledSamples());
  TJ_ASSIGN_OR_RETURN(CardSources sources, ResolveCardSources(cards));
  TJ_ASSIGN_OR_RETURN(auto registry, LoadRulesets(sources));
  if (!options.fold_file.empty()) {
    return FoldFile(*registry, options.fold_file, options.passes, options.fold_keys, report);
  }
  const Ruleset* ruleset = registry->Find("zero");
  if (ruleset == nullptr) return Status::InvalidInput("this build has no 零次元 engine");
  if (options.survey_legal > 0) {
    TJ_ASSIGN_OR_RETURN(LengthSurvey survey,
                        SurveyLegalLengths(*ruleset, options.survey_legal, options.seed));
    const std::string workload = std::to_string(survey.games) + " games, 50-card decks";
    report.Add({"lengths", workload, "longest game", static_cast<double>(survey.longest), "events",
                "seed " + std::to_string(survey.longest_seed) + "; bots never attack"});
    report.Add({"lengths", workload, "median game", static_cast<double>(survey.median), "events",
                "decks 201 allows"});
    return Status::Ok();
  }
  std::cerr << "making the games...\n";
  std::vector<SizedGame> sized;
  for (const SizeClass& size : SizeClasses(options.smoke)) {
    TJ_ASSIGN_OR_RETURN(std::vector<Event> log, MakeGame(*ruleset, size, options.seed));
    sized.push_back({size.label, std::move(log)});
  }
  if (!options.write_games.empty()) return WriteGames(sized, options.write_games);
  const uint32_t stored_games = options.smoke ? 5 : options.audit_games;
  TJ_ASSIGN_OR_RETURN(auto games, MakeGames(*ruleset, stored_games, options.seed));
  if (Wants(options, "fold")) {
    std::cerr << "fold...\n";
    FoldBenchOptions fold;
    fold.min_seconds = options.smoke ? 0.01 : 1.0;
    if (options.smoke) fold.streamed_bytes = size_t{1} << 20;
    TJ_RETURN_IF_ERROR(RunFoldBench(*ruleset, sized, fold, report));
    TJ_RETURN_IF_ERROR(RunRulesetFoldBench(*registry, options.smoke ? 2 : 20,
                                           options.smoke ? 0.01 : 1.0, options.seed, report));
  }
  if (Wants(options, "rewind")) {
    std::cerr << "rewind...\n";
    RewindOptions rewind;
    rewind.seed = options.seed;
    rewind.work_dir = options.work_dir;
    rewind.samples = options.smoke ? 20 : 1000;
    rewind.budget_seconds = options.smoke ? 0.5 : 20;
    TJ_RETURN_IF_ERROR(RunRewindBench(*ruleset, sized, rewind, report));
  }
  if (Wants(options, "show")) {
    std::cerr << "show and append...\n";
    PositionBenchOptions positions;
    positions.work_dir = options.work_dir;
    positions.runs = options.smoke ? 3 : 15;
    TJ_RETURN_IF_ERROR(RunPositionBench(*registry, sized, positions, report));
  }
  if (Wants(options, "append")) {
    std::cerr << "append...\n";
    AppendOptions append;
    append.work_dir = options.work_dir;
    append.durable_appends = options.smoke ? 20 : 300;
    append.rulesets = registry.get();
    TJ_RETURN_IF_ERROR(RunAppendBench(games, sized.back().log, append, report));
  }
  if (Wants(options, "audit")) {
    std::cerr << "audit...\n";
    AuditBenchOptions audit;
    audit.work_dir = options.work_dir;
    TJ_RETURN_IF_ERROR(RunAuditBench(*ruleset, games, sized, audit, report));
  }
  return Status::Ok();
}

}  // namespace
}  // namespace tcgjudge::bench

int main(int argc, char** argv) {
  using namespace tcgjudge::bench;
  Options options;
  CLI::App app{
      "tcgjudge-bench: fold, rewind, append and audit, side by side (docs/performance.md)"};
  app.add_flag("--smoke", options.smoke, "Tiny inputs: checks that the benchmark runs");
  app.add_option("--json", options.json_path, "Also write the figures as JSON to this file");
  app.add_option("--cards", options.cards,
                 "The card sets, as tcgjudge --cards takes them (default: the bundled samples)");
  app.add_option("--seed", options.seed, "Seed of the bot games");
  app.add_option("--audit-games", options.audit_games, "Stored games for append and audit")
      ->check(CLI::Range(1u, 100000u));
  app.add_option("--section", options.sections, "Run only these: fold, rewind, show, append, audit")
      ->check(CLI::IsMember({"fold", "rewind", "show", "append", "audit"}));
  app.add_option("--write-games", options.write_games,
                 "Write the sized games as JSON Lines into this directory (<events>.jsonl), then "
                 "stop: inputs for --fold-file and for the tcgjudge commands");
  app.add_option("--fold-file", options.fold_file,
                 "Fold this JSON Lines game --passes times and print the cost per event, then "
                 "stop: the fold alone, for perf and valgrind --tool=callgrind");
  app.add_option("--survey-legal", options.survey_legal,
                 "Play this many seeded games with decks 201 allows (50 cards) and bots that never "
                 "attack, report the longest, then stop: can such decks make a 2,000-event game?");
  app.add_flag("--fold-keys", options.fold_keys,
               "--fold-file asks the state key after every event (Ruleset::StateKey), as "
               "simulate and append do: its cost, for perf and callgrind");
  app.add_option("--passes", options.passes, "Passes of --fold-file")
      ->check(CLI::Range(1u, 1000000u));
  app.add_option("--work-dir", options.work_dir,
                 "Where the stores are made (default: a new "
                 "directory under the system's temp directory)");
  CLI11_PARSE(app, argc, argv);

  bool remove_work_dir = false;
  if (options.work_dir.empty()) {
    options.work_dir =
        (std::filesystem::temp_directory_path() / ("tcgjudge-bench-" + std::to_string(::getpid())))
            .string();
    remove_work_dir = true;
  }
  std::filesystem::create_directories(options.work_dir);
  Report report;
  const tcgjudge::Status status = Run(options, report);
  if (remove_work_dir) std::filesystem::remove_all(options.work_dir);
  report.PrintTable(std::cout);
  if (!options.json_path.empty()) {
    std::ofstream out(options.json_path);
    report.PrintJson(out);
    if (!out) {
      std::cerr << "tcgjudge-bench: cannot write " << options.json_path << "\n";
      return 3;
    }
  }
  if (!status.ok()) {
    std::cerr << "tcgjudge-bench: " << status.ToString() << "\n";
    return 1;
  }
  return 0;
}
