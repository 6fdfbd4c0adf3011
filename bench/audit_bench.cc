#include "bench/audit_bench.h"

#include <algorithm>
#include <atomic>
#include <ctime>
#include <filesystem>
#include <thread>

#include "bench/workload.h"
#include "engine/fold.h"
#include "judge/audit.h"
#include "judge/review.h"
#include "judge/signing.h"
#include "store/rocks_event_log.h"

namespace tcgjudge::bench {
namespace {

namespace fs = std::filesystem;

// `tcgjudge audit --all` without its printing: every stored game read, chain and state hashes
// verified, re-folded, violations listed, in parallel across games. Returns the events audited.
Result<uint64_t> AuditAll(const Ruleset& ruleset, const EventLog& store, unsigned threads) {
  // As the command lists them: the games index alone (ListGames would read each game's header
  // and last event first).
  TJ_ASSIGN_OR_RETURN(std::vector<std::string> ids, store.ListGameIds());
  AuditOptions options;
  options.threads = threads;
  const RulesetLookup lookup = [&](const Header&) -> Result<const Ruleset*> { return &ruleset; };
  const std::vector<GameAudit> audits = AuditGames(store, ids, lookup, TrustedKeys(), options);
  uint64_t events = 0;
  for (size_t i = 0; i < audits.size(); ++i) {
    const GameAudit& audit = audits[i];
    if (!audit.store_problem.ok()) return audit.store_problem;
    if (!audit.folded || audit.IntegrityFailed()) {
      return Status::Corruption("audit of " + ids[i] + ": " + audit.fold_problem +
                                audit.IntegrityProblem());
    }
    events += audit.events;
  }
  return events;
}

// A store in `dir` holding `games`, written as import writes them (buffered, one sync).
Status StoreGames(const fs::path& dir, const std::vector<std::vector<Event>>& games) {
  fs::remove_all(dir);
  TJ_ASSIGN_OR_RETURN(auto store, RocksEventLog::Open(dir.string(), OpenMode::kReadWrite));
  for (const auto& game : games) {
    TJ_RETURN_IF_ERROR(
        store->Append(AppendRequest{game.front().game, 1, game}, Durability::kBuffered));
  }
  TJ_RETURN_IF_ERROR(store->Sync());
  return store->Close();
}

// The CPU time this process has used, all its threads together, in seconds. Beside the wall time
// it says how busy the threads kept the cores, and it does not grow with other processes' load.
double ProcessCpuSeconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Seconds per event of auditing every game stored in `dir` with `threads`, counted as one core's
// time (wall time x threads), the wall time, and the CPU time the audit took.
struct AuditTime {
  double wall = 0;
  double per_event = 0;
  double cpu = 0;
  uint64_t events = 0;
};
Result<AuditTime> TimeAudit(const Ruleset& ruleset, const fs::path& dir, unsigned threads) {
  TJ_ASSIGN_OR_RETURN(auto store, RocksEventLog::Open(dir.string(), OpenMode::kReadOnly));
  const double cpu_start = ProcessCpuSeconds();
  Stopwatch watch;
  TJ_ASSIGN_OR_RETURN(uint64_t events, AuditAll(ruleset, *store, threads));
  AuditTime time{watch.Seconds(), 0, ProcessCpuSeconds() - cpu_start, events};
  time.per_event = time.wall * threads / static_cast<double>(events);
  TJ_RETURN_IF_ERROR(store->Close());
  return time;
}

// Seconds per event of folding `games` once each, one core: the audit's yardstick. In wall time
// and in CPU time.
struct FoldTime {
  double per_event = 0;
  double cpu_per_event = 0;
};
Result<FoldTime> FoldPerEvent(const Ruleset& ruleset,
                              const std::vector<std::vector<Event>>& games) {
  uint64_t events = 0;
  const double cpu_start = ProcessCpuSeconds();
  Stopwatch watch;
  for (const auto& game : games) {
    TJ_ASSIGN_OR_RETURN(FoldResult folded, Fold(ruleset, game));
    events += game.size();
  }
  return FoldTime{watch.Seconds() / static_cast<double>(events),
                  (ProcessCpuSeconds() - cpu_start) / static_cast<double>(events)};
}

// What each event of a stored game records of the position it leads to.
enum class Recorded { kNothing, kStateHash, kStateKey };

// The first `count` of `games`, each event recording what `recorded` says: a StateHash as
// `simulate` and `append` wrote them before state keys (Event.state_hash), or a StateKey as they
// write them now (Event.state_key), so the audit checks one per event.
Result<std::vector<std::vector<Event>>> WithRecorded(const Ruleset& ruleset,
                                                     const std::vector<std::vector<Event>>& games,
                                                     size_t count, Recorded recorded) {
  std::vector<std::vector<Event>> out(games.begin(), games.begin() + std::min(count, games.size()));
  if (recorded == Recorded::kNothing) return out;
  for (auto& game : out) {
    std::vector<Violation> ignored;
    TJ_ASSIGN_OR_RETURN(auto state, ruleset.Start(std::get<Header>(game.front().body), &ignored));
    for (size_t i = 1; i < game.size(); ++i) {
      TJ_ASSIGN_OR_RETURN(auto violations, ruleset.Apply(*state, game[i]));
      if (recorded == Recorded::kStateHash) game[i].state_hash = StateHash(ruleset, *state);
      if (recorded == Recorded::kStateKey) game[i].state_key = ruleset.StateKey(*state);
    }
  }
  return out;
}

// The audit of the same `count` games stored three times: recording nothing, a state hash per
// event (old recordings) and a state key per event (new ones), each store audited in kRounds
// rounds, taking turns, its fastest round counting; CPU time per event and as a ratio to the
// games without.
Status RecordedDigestRows(const Ruleset& ruleset, const std::vector<std::vector<Event>>& games,
                          size_t count, const fs::path& work_dir, unsigned threads,
                          Report& report) {
  constexpr int kRounds = 3;
  const Recorded kinds[] = {Recorded::kNothing, Recorded::kStateHash, Recorded::kStateKey};
  std::vector<fs::path> dirs;
  for (Recorded kind : kinds) {
    TJ_ASSIGN_OR_RETURN(auto stored, WithRecorded(ruleset, games, count, kind));
    dirs.push_back(work_dir / ("audit-recorded-" + std::to_string(static_cast<int>(kind))));
    TJ_RETURN_IF_ERROR(StoreGames(dirs.back(), stored));
  }
  std::vector<double> fastest(dirs.size(), 0);  // CPU seconds per event.
  for (int round = 0; round < kRounds; ++round) {
    for (size_t i = 0; i < dirs.size(); ++i) {
      TJ_ASSIGN_OR_RETURN(AuditTime time, TimeAudit(ruleset, dirs[i], threads));
      const double cpu_per_event = time.cpu / static_cast<double>(time.events);
      if (round == 0 || cpu_per_event < fastest[i]) fastest[i] = cpu_per_event;
    }
  }
  for (const fs::path& dir : dirs) fs::remove_all(dir);
  const std::string games_text = std::to_string(std::min(count, games.size())) + " games";
  report.Add({"audit", games_text + ", nothing recorded", "per event, audit CPU time",
              fastest[0] * 1e6, "us",
              "fastest of " + std::to_string(kRounds) + " rounds, the 3 stores in turn"});
  report.Add({"audit", games_text + ", hash per event", "per event, audit CPU time",
              fastest[1] * 1e6, "us",
              "each recorded state hash checked (as logs recorded before state keys)"});
  report.Add({"audit", games_text + ", hash per event", "with / without hashes",
              fastest[1] / fastest[0], "x", "CPU time per event, the same games"});
  report.Add({"audit", games_text + ", key per event", "per event, audit CPU time",
              fastest[2] * 1e6, "us",
              "each recorded state key checked (as simulate, append record them)"});
  report.Add({"audit", games_text + ", key per event", "with / without keys",
              fastest[2] / fastest[0], "x", "goal <= 1.3x (issue 16); CPU time, the same games"});
  return Status::Ok();
}

}  // namespace

Status RunAuditBench(const Ruleset& ruleset, const std::vector<std::vector<Event>>& games,
                     const std::vector<SizedGame>& sized, const AuditBenchOptions& options,
                     Report& report) {
  const unsigned threads =
      options.threads != 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  const fs::path dir = fs::path(options.work_dir) / "audit";
  TJ_RETURN_IF_ERROR(StoreGames(dir, games));
  TJ_ASSIGN_OR_RETURN(AuditTime all, TimeAudit(ruleset, dir, threads));
  const std::string workload = std::to_string(games.size()) + " stored games";
  report.Add({"audit", workload, "wall time, " + std::to_string(threads) + " threads", all.wall,
              "s", "goal <= 1 s for 1,000 games"});
  report.Add({"audit", workload, "wall time / goal", all.wall / (games.size() / 1000.0), "x",
              "goal: 1 s per 1,000 games"});
  report.Add({"audit", workload, "events/s", all.events / all.wall, "/s", ""});
  report.Add({"audit", workload, "CPU time / wall time", all.cpu / all.wall, "x",
              "the cores the audit kept busy (at most " + std::to_string(threads) + ")"});
  TJ_ASSIGN_OR_RETURN(FoldTime fold, FoldPerEvent(ruleset, games));
  report.Add({"audit", workload, "per event, audit", all.per_event * 1e6, "us",
              "one core's time: wall x threads / events"});
  report.Add({"audit", workload, "per event, fold", fold.per_event * 1e6, "us",
              "the same games folded once, one core"});
  report.Add({"audit", workload, "audit / fold per event", all.per_event / fold.per_event, "x",
              "store reads, chain hashes, the positions of the remedies"});
  const double cpu_per_event = all.cpu / static_cast<double>(all.events);
  report.Add({"audit", workload, "per event, audit CPU time", cpu_per_event * 1e6, "us",
              "CPU time / events: what a loaded machine does not inflate"});
  report.Add({"audit", workload, "audit / fold per event, CPU time",
              cpu_per_event / fold.cpu_per_event, "x", "both in CPU time"});

  fs::remove_all(dir);
  // Games as `simulate` and `append` store them: a recorded state key (or, in logs recorded
  // before, a state hash) on every event.
  TJ_RETURN_IF_ERROR(RecordedDigestRows(ruleset, games, 100, options.work_dir, threads, report));

  // Growth: one game of each size, reviewed alone.
  for (const SizedGame& game : sized) {
    Stopwatch one;
    uint32_t rounds = 0;
    do {
      TJ_ASSIGN_OR_RETURN(GameReview review, ReviewGame(ruleset, game.log));
      ++rounds;
    } while (one.Seconds() < 0.2);
    const double seconds = one.Seconds() / rounds;
    const std::string label = game.label + " (" + std::to_string(game.log.size()) + ")";
    report.Add({"audit", label, "review of one game", seconds * 1e3, "ms", "fold + violations"});
    report.Add({"audit", label, "review per event", seconds / game.log.size() * 1e6, "us", ""});
  }
  return Status::Ok();
}

}  // namespace tcgjudge::bench
