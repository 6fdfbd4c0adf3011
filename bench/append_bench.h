// append: bulk import (events/s) and durable single-event appends (appends/s) into RocksDB, the
// same workload into SQLite (WAL), and the disk's own fsync rate as the yardstick; plus sizes:
// bytes per stored event.

#ifndef TCGJUDGE_BENCH_APPEND_BENCH_H_
#define TCGJUDGE_BENCH_APPEND_BENCH_H_

#include <string>
#include <vector>

#include "bench/report.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {
class RulesetRegistry;
}  // namespace tcgjudge

namespace tcgjudge::bench {

struct AppendOptions {
  std::string work_dir;            // Stores are made (and removed) under it.
  uint32_t durable_appends = 300;  // Single synced appends per store.
  // The rules engines `tcgjudge import` folds each game with; nullptr: no row for the command.
  const RulesetRegistry* rulesets = nullptr;
};

// `games`: bulk import, the store alone and the import command (a file per game); durable single
// appends from seq 1 of the first game and from seq 5,001 of `deep_game` (skipped if it is
// shorter).
[[nodiscard]] Status RunAppendBench(const std::vector<std::vector<Event>>& games,
                                    const std::vector<Event>& deep_game,
                                    const AppendOptions& options, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_APPEND_BENCH_H_
