// audit: wall time and events/s of auditing every stored game (issue 16's goal: 1,000 games in at
// most 1 s on 2 cores), its cost per event beside the fold's, with and without a recorded state
// hash or state key per event (issue 16: a key per event within ~1.3x of none), and how the cost
// of one game's audit grows with its length.

#ifndef TCGJUDGE_BENCH_AUDIT_BENCH_H_
#define TCGJUDGE_BENCH_AUDIT_BENCH_H_

#include <string>
#include <vector>

#include "bench/fold_bench.h"
#include "bench/report.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::bench {

struct AuditBenchOptions {
  std::string work_dir;
  unsigned threads = 0;  // 0: every core.
};

[[nodiscard]] Status RunAuditBench(const Ruleset& ruleset,
                                   const std::vector<std::vector<Event>>& games,
                                   const std::vector<SizedGame>& sized,
                                   const AuditBenchOptions& options, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_AUDIT_BENCH_H_
