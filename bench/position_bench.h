// show and append: the commands `tcgjudge show GAME --at Pn` and `tcgjudge append GAME EVENT`, run
// in process (the store opened, read and closed by each run, as the command line does), at the
// start, the middle and the end of each game length. The games are stored by `tcgjudge import`,
// which keeps their snapshots, priority-point index and summary.
//
// Issue 16's goal: a position and an append cost the same wherever they are in a game, however
// long the game: each figure is reported as a ratio to the same command at the start of the
// shortest game (goal <= 2x).

#ifndef TCGJUDGE_BENCH_POSITION_BENCH_H_
#define TCGJUDGE_BENCH_POSITION_BENCH_H_

#include <string>
#include <vector>

#include "bench/fold_bench.h"
#include "bench/report.h"
#include "engine/registry.h"
#include "events/status.h"

namespace tcgjudge::bench {

struct PositionBenchOptions {
  std::string work_dir;  // The stores are made (and removed) under it.
  int runs = 15;         // Runs of each command at each place; the median is reported.
};

[[nodiscard]] Status RunPositionBench(const RulesetRegistry& registry,
                                      const std::vector<SizedGame>& games,
                                      const PositionBenchOptions& options, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_POSITION_BENCH_H_
