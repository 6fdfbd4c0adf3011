// fold: decisions per second folding whole games on one core, the cost per event at every game
// length (issue 16: flat, within 2x from the shortest to the longest game), and per ruleset.

#ifndef TCGJUDGE_BENCH_FOLD_BENCH_H_
#define TCGJUDGE_BENCH_FOLD_BENCH_H_

#include <string>
#include <vector>

#include "bench/report.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::bench {

struct SizedGame {
  std::string label;
  std::vector<Event> log;
};

// Folds each game repeatedly for at least `min_seconds` (in rounds, the games taking turns; the
// fastest round counts) and reports decisions/s, events/s and the cost per event, then the
// per-event cost of the last (longest) game over the first's.
[[nodiscard]] Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games,
                                  double min_seconds, Report& report);

// For every ruleset of `registry` with bot decks: `games` seeded bot games, folded repeatedly for
// at least `min_seconds`; events/s and the cost per event ("fold per ruleset").
[[nodiscard]] Status RunRulesetFoldBench(const RulesetRegistry& registry, uint32_t games,
                                         double min_seconds, uint64_t seed, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_FOLD_BENCH_H_
