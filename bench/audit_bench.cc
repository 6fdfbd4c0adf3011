#include "bench/audit_bench.h"

#include <atomic>
#include <filesystem>
#include <thread>

#include "bench/workload.h"
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
  TJ_ASSIGN_OR_RETURN(std::vector<GameInfo> games, store.ListGames());
  std::vector<std::string> ids;
  for (const GameInfo& game : games) ids.push_back(game.game_id);
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
    events += games[i].event_count;
  }
  return events;
}

}  // namespace

Status RunAuditBench(const Ruleset& ruleset, const std::vector<std::vector<Event>>& games,
                     const std::vector<SizedGame>& sized, const AuditBenchOptions& options,
                     Report& report) {
  const unsigned threads =
      options.threads != 0 ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  const fs::path dir = fs::path(options.work_dir) / "audit";
  fs::remove_all(dir);
  {
    TJ_ASSIGN_OR_RETURN(auto store, RocksEventLog::Open(dir.string(), OpenMode::kReadWrite));
    for (const auto& game : games) {
      TJ_RETURN_IF_ERROR(
          store->Append(AppendRequest{game.front().game, 1, game}, Durability::kBuffered));
    }
    TJ_RETURN_IF_ERROR(store->Sync());
    TJ_RETURN_IF_ERROR(store->Close());
  }
  TJ_ASSIGN_OR_RETURN(auto store, RocksEventLog::Open(dir.string(), OpenMode::kReadOnly));
  const std::string workload = std::to_string(games.size()) + " stored games";
  Stopwatch watch;
  TJ_ASSIGN_OR_RETURN(uint64_t events, AuditAll(ruleset, *store, threads));
  const double seconds = watch.Seconds();
  report.Add({"audit", workload, "wall time, " + std::to_string(threads) + " threads", seconds, "s",
              "target <= 2 s for 1,000 games"});
  report.Add({"audit", workload, "events/s", events / seconds, "/s", ""});
  TJ_RETURN_IF_ERROR(store->Close());
  fs::remove_all(dir);

  // Growth: one game of each size, reviewed alone.
  for (const SizedGame& game : sized) {
    Stopwatch one;
    uint32_t rounds = 0;
    do {
      TJ_ASSIGN_OR_RETURN(GameReview review, ReviewGame(ruleset, game.log));
      ++rounds;
    } while (one.Seconds() < 0.2);
    report.Add({"audit", game.label + " (" + std::to_string(game.log.size()) + ")",
                "review of one game", one.Seconds() / rounds * 1e3, "ms", "fold + violations"});
  }
  return Status::Ok();
}

}  // namespace tcgjudge::bench
