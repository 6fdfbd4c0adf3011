#include "bench/position_bench.h"

#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "bench/workload.h"
#include "cli/commands.h"
#include "cli/judge_commands.h"
#include "events/codec.h"
#include "events/game_rename.h"
#include "events/jsonl.h"
#include "judge/positions.h"

namespace tcgjudge::bench {
namespace {

namespace fs = std::filesystem;

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

struct Place {
  std::string name;  // "start", "middle", "end".
  size_t index;      // Of the priority point (show) or the event to append (append).
};

std::vector<Place> Places(size_t count) {
  return {{"start", 0}, {"middle", count / 2}, {"end", count - 1}};
}

// Imports `events` into the store of `ctx` through `tcgjudge import`.
Status Import(const CommandContext& ctx, const fs::path& dir, std::span<const Event> events) {
  const fs::path file = dir / (events.front().game + ".jsonl");
  std::ofstream(file) << ToJsonLines(events);
  if (ImportCommand(ctx, {file.string()}) != kExitOk) {
    return Status::InvalidInput("import of " + file.string() + " failed");
  }
  fs::remove(file);
  return Status::Ok();
}

}  // namespace

Status RunPositionBench(const RulesetRegistry& registry, const std::vector<SizedGame>& games,
                        const PositionBenchOptions& options, Report& report) {
  const fs::path root = fs::path(options.work_dir) / "positions";
  fs::remove_all(root);
  fs::create_directories(root);
  auto logger =
      std::make_shared<spdlog::logger>("bench", std::make_shared<spdlog::sinks::null_sink_mt>());
  std::ostringstream out;
  CommandContext ctx;
  ctx.db_path = (root / "store").string();
  ctx.out = &out;
  ctx.log = logger.get();
  ctx.rulesets = &registry;
  ctx.snapshot_engine = "bench";
  ctx.yes = true;
  double show_goal = 0, append_goal = 0;  // The start of the shortest game.
  for (const SizedGame& game : games) {
    TJ_ASSIGN_OR_RETURN(const Ruleset* ruleset,
                        registry.ForHeader(std::get<Header>(game.log.front().body)));
    TJ_ASSIGN_OR_RETURN(PositionIndex index, IndexPositions(*ruleset, game.log));
    const std::vector<PriorityPoint>& points = index.lines.front().points;
    if (points.size() < 3) continue;
    const std::string whole = "show-" + std::to_string(game.log.size());
    TJ_RETURN_IF_ERROR(Import(ctx, root, RenameGame(game.log, whole, StateHashes::kDrop)));
    for (const Place& place : Places(points.size())) {
      const std::string at = PointLabel(0, points[place.index].number);
      std::vector<double> ms;
      for (int run = 0; run < options.runs; ++run) {
        out.str("");
        Stopwatch watch;
        if (ShowCommand(ctx, whole, at) != kExitOk) {
          return Status::InvalidInput("show " + whole + " --at " + at + " failed");
        }
        ms.push_back(watch.Seconds() * 1e3);
      }
      const double median = Median(ms);
      if (show_goal == 0) show_goal = median;
      report.Add({"show/append", game.label + ", " + place.name, "show --at " + at, median, "ms",
                  "median of " + std::to_string(options.runs)});
      report.Add({"show/append", game.label + ", " + place.name, "show / goal",
                  median / (2 * show_goal), "x", "goal: 2x the shortest game's start; <= 1 met"});
    }
    // append: the game stored up to the place, then `runs` events appended one by one.
    const size_t events = game.log.size();
    for (const Place& place : Places(events - options.runs - 1)) {
      const size_t stored = std::max<size_t>(place.index, 1);
      const std::string id = "append-" + std::to_string(events) + "-" + place.name;
      const std::vector<Event> renamed = RenameGame(game.log, id, StateHashes::kDrop);
      TJ_RETURN_IF_ERROR(Import(ctx, root, std::span<const Event>(renamed).first(stored)));
      std::vector<double> ms;
      for (int run = 0; run < options.runs; ++run) {
        const std::string json = EventToJson(renamed[stored + run]);
        out.str("");
        Stopwatch watch;
        if (AppendCommand(ctx, id, json, /*record_illegal=*/true) != kExitOk) {
          return Status::InvalidInput("append " + id + " seq " + std::to_string(stored + run + 1) +
                                      " failed");
        }
        ms.push_back(watch.Seconds() * 1e3);
      }
      const double median = Median(ms);
      if (append_goal == 0) append_goal = median;
      report.Add({"show/append", game.label + ", " + place.name,
                  "append at seq " + std::to_string(stored + 1), median, "ms",
                  "durable; median of " + std::to_string(options.runs)});
      report.Add({"show/append", game.label + ", " + place.name, "append / goal",
                  median / (2 * append_goal), "x", "goal: 2x the shortest game's start; <= 1 met"});
    }
  }
  fs::remove_all(root);
  return Status::Ok();
}

}  // namespace tcgjudge::bench
