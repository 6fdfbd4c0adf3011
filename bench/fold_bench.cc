#include "bench/fold_bench.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "bench/workload.h"
#include "engine/bot.h"
#include "engine/fold.h"
#include "events/jsonl.h"
#include "judge/mask.h"

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

// What the fold asks of the position after every event.
enum class Asked { kNothing, kStateKey, kStateHash };

// Folds `log` event by event, asking `asked` after each, again and again for at least
// `min_seconds`; returns the seconds one pass takes.
Result<double> SecondsPerAskingPass(const Ruleset& ruleset, const std::vector<Event>& log,
                                    Asked asked, double min_seconds) {
  uint64_t passes = 0;
  Stopwatch watch;
  do {
    std::vector<Violation> ignored;
    TJ_ASSIGN_OR_RETURN(auto state, ruleset.Start(std::get<Header>(log.front().body), &ignored));
    for (size_t i = 1; i < log.size(); ++i) {
      TJ_ASSIGN_OR_RETURN(auto violations, ruleset.Apply(*state, log[i]));
      // Calls into the engine's library, which the compiler cannot leave out.
      if (asked == Asked::kStateKey) ruleset.StateKey(*state);
      if (asked == Asked::kStateHash) StateHash(ruleset, *state);
    }
    ++passes;
  } while (watch.Seconds() < min_seconds);
  return watch.Seconds() / static_cast<double>(passes);
}

// The fold with the state key (and, to compare, the state hash) asked after every event, as a
// recording asks it, against the same event-by-event fold asking nothing (one copy of each game,
// folded again and again): per event and as ratios, per game, in rounds, the games and the ways
// taking turns, the fastest round counting. The key's own cost per event (with it minus without)
// should not grow with the game; the hash's grows with the state.
Status StateKeyRows(const Ruleset& ruleset, const std::vector<SizedGame>& games, double min_seconds,
                    Report& report) {
  constexpr int kRounds = 3;
  const Asked kinds[] = {Asked::kNothing, Asked::kStateKey, Asked::kStateHash};
  std::vector<std::array<double, 3>> fastest(games.size());  // Seconds per pass.
  for (int round = 0; round < kRounds; ++round) {
    for (size_t i = 0; i < games.size(); ++i) {
      for (int k = 0; k < 3; ++k) {
        TJ_ASSIGN_OR_RETURN(double seconds, SecondsPerAskingPass(ruleset, games[i].log, kinds[k],
                                                                 min_seconds / kRounds));
        if (round == 0 || seconds < fastest[i][k]) fastest[i][k] = seconds;
      }
    }
  }
  std::vector<double> key_cost;  // µs per event.
  for (size_t i = 0; i < games.size(); ++i) {
    const double events = static_cast<double>(games[i].log.size());
    const std::string workload = games[i].label + " (" + std::to_string(games[i].log.size()) + ")";
    const double plain = fastest[i][0] * 1e6 / events;
    const double key = fastest[i][1] * 1e6 / events;
    const double hash = fastest[i][2] * 1e6 / events;
    key_cost.push_back(key - plain);
    report.Add({"fold", workload, "per event, key after each", key, "us",
                i == 0 ? "Ruleset::StateKey after every event, as simulate and append ask it; "
                         "hot, fastest of " +
                             std::to_string(kRounds) + " rounds"
                       : ""});
    report.Add({"fold", workload, "key after each / plain", key / plain, "x",
                i == 0 ? "against the same event-by-event fold asking nothing" : ""});
    report.Add({"fold", workload, "key's own cost per event", key - plain, "us", ""});
    report.Add({"fold", workload, "per event, hash after each", hash, "us",
                i == 0 ? "StateHash after every event, as recordings did before" : ""});
    report.Add({"fold", workload, "hash after each / plain", hash / plain, "x", ""});
  }
  if (key_cost.size() >= 2) {
    report.Add({"fold",
                std::to_string(games.back().log.size()) + " / " +
                    std::to_string(games.front().log.size()) + " events",
                "key's own cost per event ratio", key_cost.back() / key_cost.front(), "x",
                "flat in game length: what the key costs does not grow with the state"});
  }
  return Status::Ok();
}

// The shortest, the median and the longest of one ruleset's bot games `logs`, each folded alone
// again and again (one copy, in rounds, the games taking turns, the fastest round counting):
// decisions/s and the cost per event at each length, and the longest's per-event cost over the
// shortest's, which stays flat when the cost of an event does not grow with the game.
Status LengthRows(const Ruleset& ruleset, const std::string& id,
                  const std::vector<std::vector<Event>>& logs, double min_seconds,
                  Report& report) {
  constexpr int kRounds = 3;
  std::vector<size_t> by_length(logs.size());
  for (size_t i = 0; i < logs.size(); ++i) by_length[i] = i;
  std::stable_sort(by_length.begin(), by_length.end(),
                   [&](size_t a, size_t b) { return logs[a].size() < logs[b].size(); });
  const std::array<std::string, 3> names = {"shortest", "median", "longest"};
  const std::array<size_t, 3> picks = {by_length.front(), by_length[by_length.size() / 2],
                                       by_length.back()};
  std::array<double, 3> fastest{};  // Seconds per pass.
  for (int round = 0; round < kRounds; ++round) {
    for (size_t p = 0; p < picks.size(); ++p) {
      TJ_ASSIGN_OR_RETURN(double seconds, SecondsPerPass(ruleset, {logs[picks[p]]},
                                                         min_seconds / kRounds));
      if (round == 0 || seconds < fastest[p]) fastest[p] = seconds;
    }
  }
  std::array<double, 3> per_event{};  // µs.
  for (size_t p = 0; p < picks.size(); ++p) {
    const std::vector<Event>& log = logs[picks[p]];
    const std::string workload =
        id + ": " + names[p] + " game (" + std::to_string(log.size()) + ")";
    per_event[p] = fastest[p] * 1e6 / static_cast<double>(log.size());
    report.Add({"fold per ruleset", workload, "decisions/s", CountDecisions(log) / fastest[p],
                "/s",
                p + 1 == picks.size() ? "goal >= 1 M on each ruleset's longest bot game (issues "
                                        "27, 28)"
                : p == 0 ? "one copy folded again and again, fastest of " +
                               std::to_string(kRounds) + " rounds"
                         : ""});
    report.Add({"fold per ruleset", workload, "per event", per_event[p], "us", ""});
  }
  report.Add({"fold per ruleset",
              id + ": " + std::to_string(logs[picks[2]].size()) + " / " +
                  std::to_string(logs[picks[0]].size()) + " events",
              "per-event cost ratio", per_event[2] / per_event[0], "x",
              "longest / shortest game; flat in game length: goal <= 2x"});
  return Status::Ok();
}

// For a ruleset that folds paper games (docs/paper-games.md): each of `logs` masked into the log
// its table would have recorded (judge/mask.h), then the masked logs and the same games'
// omniscient logs folded one after the other: the cost per event of the game (the record holds
// the reveals besides) and the ratio of the two (issue 29: at most 3x).
Status PaperRows(const Ruleset& ruleset, const std::string& id,
                 const std::vector<std::vector<Event>>& logs, double min_seconds, Report& report) {
  std::vector<std::vector<Event>> omniscient, masked;
  size_t events = 0, recorded = 0;
  for (const std::vector<Event>& log : logs) {
    Result<MaskedGame> game = MaskGame(ruleset, log);
    if (!game.ok()) continue;  // What the paper fold does not fold yet (MaskSoundness counts it).
    events += log.size();
    recorded += game->log.size();
    omniscient.push_back(log);
    masked.push_back(std::move(game->log));
  }
  if (masked.empty()) return Status::Ok();
  TJ_ASSIGN_OR_RETURN(double both, SecondsPerPass(ruleset, omniscient, min_seconds));
  TJ_ASSIGN_OR_RETURN(double paper, SecondsPerPass(ruleset, masked, min_seconds));
  const std::string workload = id + ": " + std::to_string(masked.size()) + " masked games (" +
                               std::to_string(events) + ", recorded as " +
                               std::to_string(recorded) + ")";
  report.Add({"fold per ruleset", workload, "per event of the game", paper * 1e6 / events, "us",
              "the log its table would have recorded (judge/mask.h)"});
  report.Add({"fold per ruleset", workload, "masked / omniscient fold", paper / both, "x",
              "the same games, one after the other; goal <= 3x (issue 29)"});
  return Status::Ok();
}

}  // namespace

Status RunFoldBench(const Ruleset& ruleset, const std::vector<SizedGame>& games,
                    const FoldBenchOptions& options, Report& report) {
  // Each game is folded in kRounds rounds of min_seconds / kRounds, the games taking turns, and
  // its fastest round counts: load that other work on the machine puts on one moment falls on
  // every game alike, and the ratio of the per-event costs compares the games, not the moments.
  //
  // Two ways: "streamed", each game copied until its copies' events fill
  // options.streamed_bytes, far more than a core's cache, and each pass folding every copy once,
  // so that every game reads its events from memory as a command reads a log once (the goal's
  // figure); and "hot", one copy folded again and again, whose events a short game keeps in the
  // cache from one pass to the next and a long one cannot (docs/performance.md, step 9).
  constexpr int kRounds = 5;
  struct Way {
    std::vector<std::vector<Event>> copies;
    double fastest = 0;  // Seconds per pass over one copy.
  };
  std::vector<Way> streamed(games.size()), hot(games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    const std::vector<Event>& log = games[i].log;
    // One fold first: a game that does not fold is a broken workload, not a slow one.
    TJ_ASSIGN_OR_RETURN(FoldResult check, Fold(ruleset, log));
    const size_t bytes = std::max<size_t>(1, log.size() * sizeof(Event));
    streamed[i].copies.assign(std::max<size_t>(1, options.streamed_bytes / bytes), log);
    hot[i].copies.assign(1, log);
  }
  for (int round = 0; round < kRounds; ++round) {
    for (std::vector<Way>* ways : {&streamed, &hot}) {
      for (Way& way : *ways) {
        TJ_ASSIGN_OR_RETURN(double seconds,
                            SecondsPerPass(ruleset, way.copies, options.min_seconds / kRounds));
        seconds /= static_cast<double>(way.copies.size());
        if (round == 0 || seconds < way.fastest) way.fastest = seconds;
      }
    }
  }
  for (size_t i = 0; i < games.size(); ++i) {
    const SizedGame& game = games[i];
    const double seconds = streamed[i].fastest;
    const double events = static_cast<double>(game.log.size());
    TJ_ASSIGN_OR_RETURN(FoldResult end, Fold(ruleset, game.log));
    const std::string workload = game.label + " (" + std::to_string(game.log.size()) + ")";
    report.Add({"fold", workload, "decisions/s", CountDecisions(game.log) / seconds, "/s",
                "goal >= 2 M on every game (issue 16)"});
    const Pending pending = ruleset.PendingOf(*end.state);
    const auto* over = std::get_if<GameOver>(&pending);
    report.Add({"fold", workload, "events/s", events / seconds, "/s",
                "the game ends: " + (over != nullptr ? over->reason : std::string("not over"))});
    report.Add(
        {"fold", workload, "per event", seconds * 1e6 / events, "us",
         "streamed: " + std::to_string(streamed[i].copies.size()) + " copies" +
             (i == 0 ? ", fastest of " + std::to_string(kRounds) + " rounds, the games in turn"
                     : "")});
    report.Add({"fold", workload, "per event, hot", hot[i].fastest * 1e6 / events, "us",
                "one copy folded again and again"});
  }
  if (games.size() >= 2) {
    const std::string ratio = std::to_string(games.back().log.size()) + " / " +
                              std::to_string(games.front().log.size()) + " events";
    const auto per_event = [&](const std::vector<Way>& ways, size_t i) {
      return ways[i].fastest / static_cast<double>(games[i].log.size());
    };
    report.Add({"fold", ratio, "per-event cost ratio",
                per_event(streamed, games.size() - 1) / per_event(streamed, 0), "x",
                "goal <= 2x: per-event cost flat in game length (issue 16); streamed"});
    report.Add({"fold", ratio, "per-event cost ratio, hot",
                per_event(hot, games.size() - 1) / per_event(hot, 0), "x",
                "the short game's events stay in the cache, the long game's cannot"});
  }
  return StateKeyRows(ruleset, games, options.min_seconds, report);
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
    TJ_RETURN_IF_ERROR(LengthRows(ruleset, id, logs, min_seconds, report));
    if (ruleset.FoldsPaperGames()) {
      TJ_RETURN_IF_ERROR(PaperRows(ruleset, id, logs, min_seconds, report));
    }
  }
  return Status::Ok();
}

Status WriteGames(const std::vector<SizedGame>& games, const std::string& dir) {
  std::filesystem::create_directories(dir);
  for (const SizedGame& game : games) {
    const std::string path = dir + "/" + std::to_string(game.log.size()) + ".jsonl";
    std::ofstream out(path);
    out << ToJsonLines(game.log);
    if (!out) return Status::IoError("cannot write " + path);
  }
  return Status::Ok();
}

Status FoldFile(const RulesetRegistry& registry, const std::string& path, uint32_t passes,
                bool keys, Report& report) {
  std::ifstream in(path);
  if (!in) return Status::IoError("cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  TJ_ASSIGN_OR_RETURN(std::vector<JsonLine> lines, ParseJsonLines(text.str(), path));
  std::vector<Event> log;
  for (JsonLine& line : lines) log.push_back(std::move(line.event));
  const auto* header = log.empty() ? nullptr : std::get_if<Header>(&log.front().body);
  if (header == nullptr) return Status::InvalidInput(path + ": the first event is not a header");
  const Ruleset* ruleset = registry.Find(header->ruleset);
  if (ruleset == nullptr) return Status::InvalidInput(path + ": no ruleset " + header->ruleset);
  Stopwatch watch;
  for (uint32_t pass = 0; pass < passes; ++pass) {
    if (keys) {
      TJ_ASSIGN_OR_RETURN(double seconds, SecondsPerAskingPass(*ruleset, log, Asked::kStateKey, 0));
    } else {
      TJ_ASSIGN_OR_RETURN(FoldResult result, Fold(*ruleset, log));
    }
  }
  report.Add({"fold", path + " (" + std::to_string(log.size()) + ")",
              keys ? "per event, key after each" : "per event",
              watch.Micros() / passes / static_cast<double>(log.size()), "us",
              std::to_string(passes) + " passes"});
  return Status::Ok();
}

}  // namespace tcgjudge::bench
