// fold: decisions per second folding whole games on one core (issue 6's target: 1,000,000).

#ifndef TCGJUDGE_BENCH_FOLD_BENCH_H_
#define TCGJUDGE_BENCH_FOLD_BENCH_H_

#include <string>
#include <vector>

#include "bench/report.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::bench {

struct SizedGame {
  std::string label;
  std::vector<Event> log;
};

// Folds each game repeatedly for at least `min_seconds` and reports decisions/s and events/s.
[[nodiscard]] Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games,
                                  double min_seconds, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_FOLD_BENCH_H_
