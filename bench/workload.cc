#include "bench/workload.h"

#include <malloc.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/bot.h"

namespace tcgjudge::bench {

std::vector<SizeClass> SizeClasses(bool smoke) {
  if (smoke) return {{"smoke game", 100, 1, 1.0}};
  return {
      {"200-event game", 200, 1, 1.0},
      {"2k-event game", 2000, 5, 0.05},
      {"longest game", 20000, 19, 0.0},
  };
}

Result<std::vector<Event>> MakeGame(const Ruleset& ruleset, const SizeClass& size, uint64_t seed) {
  std::vector<Event> best;
  // Long games take long to play: fewer seeds for them.
  const int seeds_tried = size.target_events > 5000 ? 2 : 8;
  for (int i = 0; i < seeds_tried; ++i) {
    const std::string game_id =
        "bench-" + std::to_string(size.target_events) + "-" + std::to_string(seed + i);
    TJ_ASSIGN_OR_RETURN(Header header, ruleset.BotHeader(game_id));
    for (Player& player : header.players) {
      std::vector<std::string> deck;
      for (uint32_t copy = 0; copy < size.deck_copies; ++copy) {
        deck.insert(deck.end(), player.deck.begin(), player.deck.end());
      }
      player.deck = std::move(deck);
    }
    BotOptions options;
    options.seed = seed + i;
    options.max_events = size.target_events * 20 + 1000;
    options.attack_keep_rate = size.attack_keep_rate;
    TJ_ASSIGN_OR_RETURN(BotGame game, PlayBotGame(ruleset, header, options));
    auto distance = [&](size_t n) {
      return std::abs(std::log(static_cast<double>(n) / size.target_events));
    };
    if (best.empty() || distance(game.log.size()) < distance(best.size())) {
      best = std::move(game.log);
    }
  }
  return best;
}

Result<std::vector<std::vector<Event>>> MakeGames(const Ruleset& ruleset, uint32_t count,
                                                  uint64_t seed) {
  std::vector<std::vector<Event>> games;
  games.reserve(count);
  for (uint32_t i = 0; i < count; ++i) {
    TJ_ASSIGN_OR_RETURN(Header header, ruleset.BotHeader("audit-" + std::to_string(i + 1)));
    BotOptions options;
    options.seed = seed + i;
    TJ_ASSIGN_OR_RETURN(BotGame game, PlayBotGame(ruleset, header, options));
    games.push_back(std::move(game.log));
  }
  return games;
}

Result<LengthSurvey> SurveyLegalLengths(const Ruleset& ruleset, uint32_t count, uint64_t seed) {
  LengthSurvey survey;
  std::vector<size_t> lengths;
  for (uint32_t i = 0; i < count; ++i) {
    TJ_ASSIGN_OR_RETURN(Header header, ruleset.BotHeader("legal-" + std::to_string(seed + i)));
    BotOptions options;
    options.seed = seed + i;
    options.attack_keep_rate = 0;
    TJ_ASSIGN_OR_RETURN(BotGame game, PlayBotGame(ruleset, header, options));
    if (game.log.size() > survey.longest) {
      survey.longest = game.log.size();
      survey.longest_seed = seed + i;
    }
    lengths.push_back(game.log.size());
  }
  survey.games = count;
  std::sort(lengths.begin(), lengths.end());
  if (!lengths.empty()) survey.median = lengths[lengths.size() / 2];
  return survey;
}

uint32_t CountDecisions(const std::vector<Event>& log) {
  return static_cast<uint32_t>(std::count_if(log.begin(), log.end(), IsDecision));
}

double Quantile(std::vector<double>& samples, double q) {
  if (samples.empty()) return 0;
  std::sort(samples.begin(), samples.end());
  const size_t index =
      std::min(samples.size() - 1, static_cast<size_t>(std::ceil(q * samples.size())) - (q > 0));
  return samples[index];
}

size_t HeapInUse() { return mallinfo2().uordblks; }

}  // namespace tcgjudge::bench
