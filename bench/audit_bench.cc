#include "bench/audit_bench.h"

#include <atomic>
#include <filesystem>
#include <thread>

#include "bench/workload.h"
#include "judge/review.h"
#include "store/rocks_event_log.h"

namespace tcgjudge::bench {
namespace {

namespace fs = std::filesystem;

// Reads and reviews every stored game, `threads` games at a time; returns the events reviewed.
Result<uint64_t> AuditAll(const Ruleset& ruleset, const EventLog& store, unsigned threads) {
  TJ_ASSIGN_OR_RETURN(std::vector<GameInfo> games, store.ListGames());
  std::atomic<size_t> next{0};
  std::atomic<uint64_t> events{0};
  std::vector<Status> failures(threads, Status::Ok());
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      for (size_t i = next++; i < games.size(); i = next++) {
        auto stored = store.Read(games[i].game_id);
        if (!stored.ok()) {
          failures[t] = stored.status();
          return;
        }
        std::vector<Event> log;
        log.reserve(stored->size());
        for (StoredEvent& e : *stored) log.push_back(std::move(e.event));
        auto review = ReviewGame(ruleset, log);
        if (!review.ok()) {
          failures[t] = review.status();
          return;
        }
        events += log.size();
      }
    });
  }
  for (std::thread& worker : workers) worker.join();
  for (const Status& failure : failures) TJ_RETURN_IF_ERROR(failure);
  return events.load();
}

}  // namespace

Status RunAuditBench(const Ruleset& ruleset, const std::vector<std::vector<Event>>& games,
                     const std::vector<SizedGame>& sized, const AuditOptions& options,
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
