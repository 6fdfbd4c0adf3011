#include "bench/fold_bench.h"

#include "bench/workload.h"
#include "engine/fold.h"

namespace tcgjudge::bench {

Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games, double min_seconds,
                    Report& report) {
  for (const SizedGame& game : games) {
    // One fold first: a game that does not fold is a broken workload, not a slow one.
    TJ_ASSIGN_OR_RETURN(FoldResult check, Fold(ruleset, game.log));
    uint64_t folds = 0;
    Stopwatch watch;
    do {
      TJ_ASSIGN_OR_RETURN(FoldResult result, Fold(ruleset, game.log));
      ++folds;
    } while (watch.Seconds() < min_seconds);
    const double seconds = watch.Seconds();
    const std::string workload = game.label + " (" + std::to_string(game.log.size()) + ")";
    report.Add({"fold", workload, "decisions/s",
                CountDecisions(game.log) * static_cast<double>(folds) / seconds, "/s",
                "target >= 1 M"});
    const Pending end = ruleset.PendingOf(*check.state);
    const auto* over = std::get_if<GameOver>(&end);
    report.Add({"fold", workload, "events/s",
                game.log.size() * static_cast<double>(folds) / seconds, "/s",
                "the game ends: " + (over != nullptr ? over->reason : std::string("not over"))});
  }
  return Status::Ok();
}

}  // namespace tcgjudge::bench
