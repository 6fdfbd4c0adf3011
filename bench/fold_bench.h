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

struct FoldBenchOptions {
  double min_seconds = 1;  // Per game and way, over all rounds.
  // The events each game is copied to fill for the streamed figures (RunFoldBench).
  size_t streamed_bytes = size_t{64} << 20;
};

// Folds each game repeatedly (in rounds, the games taking turns; the fastest round counts), its
// events streamed from memory and kept hot, and reports decisions/s, events/s and the cost per
// event, then the per-event cost of the last (longest) game over the first's; then each game
// folded asking the state key (and, to compare, the state hash) after every event, against the
// same fold asking nothing.
[[nodiscard]] Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games,
                                  const FoldBenchOptions& options, Report& report);

// For every ruleset of `registry` with bot decks: `games` seeded bot games, folded repeatedly for
// at least `min_seconds`; events/s and the cost per event ("fold per ruleset"); then the shortest,
// the median and the longest of them folded alone: decisions/s and the cost per event at each
// length, and the longest's per-event cost over the shortest's (flat in game length).
[[nodiscard]] Status RunRulesetFoldBench(const RulesetRegistry& registry, uint32_t games,
                                         double min_seconds, uint64_t seed, Report& report);

// Writes each of `games` to `dir`/<events>.jsonl (the inputs of --fold-file and of the tcgjudge
// commands, for profiling them on the benchmark's own games).
[[nodiscard]] Status WriteGames(const std::vector<SizedGame>& games, const std::string& dir);

// Folds the game of the JSON Lines file `path` (its ruleset from `registry`) `passes` times and
// reports the cost per event: the fold alone, for perf and valgrind --tool=callgrind; with
// `keys`, event by event, asking the state key after each.
[[nodiscard]] Status FoldFile(const RulesetRegistry& registry, const std::string& path,
                              uint32_t passes, bool keys, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_FOLD_BENCH_H_
