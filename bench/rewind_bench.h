// rewind: the latency of reaching a priority point, three ways in one run:
//   (a) tcgjudge: the nearest snapshot, then a fold of the events after it;
//   (b) a re-fold from the start of the game (how ygopro- and Cockatrice-style replays step back);
//   (c) a full state copy kept per event (XMage-style bookmarks).
// Reports p50/p99 latency and memory of each, and the ratios (b)/(a) and (c)/(a).

#ifndef TCGJUDGE_BENCH_REWIND_BENCH_H_
#define TCGJUDGE_BENCH_REWIND_BENCH_H_

#include <memory>
#include <string>
#include <vector>

#include "bench/fold_bench.h"
#include "bench/report.h"
#include "engine/game_state.h"
#include "engine/ruleset.h"
#include "events/status.h"

namespace tcgjudge::bench {

// One way of reaching the state after the first `events` events of a game.
class RewindMethod {
 public:
  virtual ~RewindMethod() = default;
  virtual std::string Name() const = 0;
  virtual Result<std::unique_ptr<GameState>> StateAfter(uint32_t events) const = 0;
  // Whether the last StateAfter started from a stored snapshot no read before had used: its block
  // came from a table file, not from the store's block cache. False for methods that read no
  // store.
  virtual bool LastReadWasFirstOfItsSnapshot() const { return false; }
  // The events the last StateAfter folded after the state it started from.
  virtual uint32_t LastReadFolded() const { return 0; }
};

struct RewindOptions {
  uint32_t samples = 1000;  // Random priority points per game and method.
  std::string work_dir;     // (a)'s store is made (and removed) under it.
  uint64_t seed = 1;
  double budget_seconds = 20;  // Per method and game, once 20 samples were taken.
};

[[nodiscard]] Status RunRewindBench(const Ruleset& ruleset, const std::vector<SizedGame>& games,
                                    const RewindOptions& options, Report& report);

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_REWIND_BENCH_H_
