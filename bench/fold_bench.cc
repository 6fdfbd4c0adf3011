#include "bench/fold_bench.h"

#include "bench/workload.h"
#include "engine/bot.h"
#include "engine/fold.h"

namespace tcgjudge::bench {
namespace {

// Folds `logs` again and again for at least `min_seconds`; returns the seconds one pass takes.
Result<double> SecondsPerPass(const Ruleset& ruleset, const std::vector<std::vector<Event>>& logs,
                              double min_seconds) {
  uint64_t passes = 0;
  Stopwatch watch;
  do {
    for (const std::vector<Event>& log : logs) {
      TJ_ASSIGN_OR_RETURN(FoldResult result, Fold(ruleset, log));
    }
    ++passes;
  } while (watch.Seconds() < min_seconds);
  return watch.Seconds() / static_cast<double>(passes);
}

}  // namespace

Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games, double min_seconds,
                    Report& report) {
  // Each game is folded in kRounds rounds of min_seconds / kRounds, the games taking turns, and
  // its fastest round counts: load that other work on the machine puts on one moment falls on
  // every game alike, and the ratio of the per-event costs compares the games, not the moments.
  constexpr int kRounds = 5;
  std::vector<double> fastest(games.size(), 0);  // Seconds per pass.
  for (const SizedGame& game : games) {
    // One fold first: a game that does not fold is a broken workload, not a slow one.
    TJ_ASSIGN_OR_RETURN(FoldResult check, Fold(ruleset, game.log));
  }
  for (int round = 0; round < kRounds; ++round) {
    for (size_t i = 0; i < games.size(); ++i) {
      TJ_ASSIGN_OR_RETURN(double seconds,
                          SecondsPerPass(ruleset, {games[i].log}, min_seconds / kRounds));
      if (round == 0 || seconds < fastest[i]) fastest[i] = seconds;
    }
  }
  std::vector<std::pair<size_t, double>> per_event;  // Events, µs per event.
  for (size_t i = 0; i < games.size(); ++i) {
    const SizedGame& game = games[i];
    const double seconds = fastest[i];
    TJ_ASSIGN_OR_RETURN(FoldResult end, Fold(ruleset, game.log));
    const std::string workload = game.label + " (" + std::to_string(game.log.size()) + ")";
    report.Add({"fold", workload, "decisions/s", CountDecisions(game.log) / seconds, "/s",
                "goal >= 2 M on every game (issue 16)"});
    const Pending pending = ruleset.PendingOf(*end.state);
    const auto* over = std::get_if<GameOver>(&pending);
    report.Add({"fold", workload, "events/s", game.log.size() / seconds, "/s",
                "the game ends: " + (over != nullptr ? over->reason : std::string("not over"))});
    per_event.emplace_back(game.log.size(), seconds * 1e6 / static_cast<double>(game.log.size()));
    report.Add(
        {"fold", workload, "per event", per_event.back().second, "us",
         i == 0 ? "fastest of " + std::to_string(kRounds) + " rounds, the games in turn" : ""});
  }
  if (per_event.size() >= 2) {
    report.Add({"fold",
                std::to_string(per_event.back().first) + " / " +
                    std::to_string(per_event.front().first) + " events",
                "per-event cost ratio", per_event.back().second / per_event.front().second, "x",
                "goal <= 2x: per-event cost flat in game length (issue 16)"});
  }
  return Status::Ok();
}

Status RunRulesetFoldBench(const RulesetRegistry& registry, uint32_t games, double min_seconds,
                           uint64_t seed, Report& report) {
  for (const std::string& id : registry.Ids()) {
    const Ruleset& ruleset = *registry.Find(id);
    std::vector<std::vector<Event>> logs;
    size_t events = 0;
    for (uint32_t i = 0; i < games; ++i) {
      auto header = ruleset.BotHeader("bench-" + id + "-" + std::to_string(i + 1));
      if (!header.ok()) break;  // No bot decks: nothing to fold.
      TJ_ASSIGN_OR_RETURN(BotGame game, PlayBotGame(ruleset, *header, BotOptions{seed + i}));
      events += game.log.size();
      logs.push_back(std::move(game.log));
    }
    const std::string workload =
        id + ": " + std::to_string(logs.size()) + " games (" + std::to_string(events) + ")";
    if (logs.empty()) {
      report.Add({"fold per ruleset", id, "bot games", 0, "", "no bot decks: not measured"});
      continue;
    }
    TJ_ASSIGN_OR_RETURN(double seconds, SecondsPerPass(ruleset, logs, min_seconds));
    report.Add({"fold per ruleset", workload, "events/s", events / seconds, "/s", ""});
    report.Add({"fold per ruleset", workload, "per event", seconds * 1e6 / events, "us", ""});
  }
  return Status::Ok();
}

}  // namespace tcgjudge::bench
