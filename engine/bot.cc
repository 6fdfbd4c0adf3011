#include "engine/bot.h"

namespace tcgjudge {

uint64_t BotRandom::Next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

uint64_t BotRandom::Below(uint64_t n) {
  TJ_CHECK(n > 0);
  // Rejection sampling keeps the choice exactly uniform.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t value = 0;
  do {
    value = Next();
  } while (value >= limit);
  return value % n;
}

Result<BotGame> PlayBotGame(const Ruleset& ruleset, const Header& header,
                            const BotOptions& options) {
  BotRandom random(options.seed);
  BotGame game;
  std::vector<Event>& log = game.log;
  Event first;
  first.game = header.game_id;
  first.seq = 1;
  first.actor = TableActor{};
  first.body = header;
  std::vector<Violation> ignored;
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<GameState> state, ruleset.Start(header, &ignored));
  // Logs an event the state has just taken, with the position it led to if asked.
  auto record = [&](Event event) {
    if (options.state_keys) event.state_key = ruleset.StateKey(*state);
    if (options.state_hashes) event.state_hash = StateHash(ruleset, *state);
    log.push_back(std::move(event));
  };
  record(std::move(first));
  while (true) {
    const Pending pending = ruleset.PendingOf(*state);
    if (std::holds_alternative<GameOver>(pending)) return game;
    if (log.size() >= options.max_events) {
      return Status::InvalidInput("bot game " + header.game_id + " did not end within " +
                                  std::to_string(options.max_events) + " events");
    }
    Event event;
    event.game = header.game_id;
    event.seq = static_cast<uint32_t>(log.size() + 1);
    if (const auto* fact = std::get_if<FactPoint>(&pending)) {
      event.actor = TableActor{};
      switch (fact->kind) {
        case FactKind::kShuffle: {
          ShuffleFact shuffle{fact->seat, fact->cards};
          for (size_t i = shuffle.order.size(); i > 1; --i) {  // Fisher-Yates.
            std::swap(shuffle.order[i - 1], shuffle.order[random.Below(i)]);
          }
          event.body = Fact(std::move(shuffle));
          break;
        }
        case FactKind::kCoinFlip:
          event.body =
              Fact(CoinFlipFact{random.Below(2) == 0 ? CoinSide::kHeads : CoinSide::kTails, ""});
          break;
        case FactKind::kDieRoll:
          event.body = Fact(
              DieRollFact{fact->sides, static_cast<uint8_t>(1 + random.Below(fact->sides)), ""});
          break;
        case FactKind::kRandomPick: {
          // The first `count` of the pool after a partial Fisher-Yates shuffle.
          std::vector<CardId> pool = fact->cards;
          for (size_t i = 0; i < fact->count && i < pool.size(); ++i) {
            std::swap(pool[i], pool[i + random.Below(pool.size() - i)]);
          }
          pool.resize(std::min<size_t>(fact->count, pool.size()));
          event.body = Fact(RandomPickFact{fact->cards, fact->count, std::move(pool), ""});
          break;
        }
      }
    } else {
      const auto& point = std::get<DecisionPoint>(pending);
      if (options.illegal_rate > 0 &&
          static_cast<double>(random.Next() >> 11) * 0x1.0p-53 < options.illegal_rate) {
        std::vector<Ruleset::IllegalDecision> illegal = ruleset.IllegalDecisions(*state);
        if (!illegal.empty()) {
          Ruleset::IllegalDecision& chosen = illegal[random.Below(illegal.size())];
          event.actor = chosen.player;
          event.body = std::move(chosen.decision);
          game.injected.push_back(InjectedIllegal{event.seq, chosen.player, chosen.code});
          auto applied = ruleset.Apply(*state, event);
          if (!applied.ok()) {
            return applied.status().WithContext("bot seq " + std::to_string(event.seq));
          }
          record(std::move(event));
          continue;
        }
      }
      std::vector<Decision> legal = ruleset.LegalDecisions(*state);
      std::erase_if(legal, [](const Decision& d) { return std::holds_alternative<Concede>(d); });
      if (legal.empty()) {
        return Status::InvalidInput("bot game " + header.game_id + ": no legal decision at seq " +
                                    std::to_string(event.seq));
      }
      event.actor = point.player;
      size_t choice = random.Below(legal.size());
      if (options.attack_keep_rate < 1 && ruleset.IsAttackDeclaration(legal[choice]) &&
          static_cast<double>(random.Next() >> 11) * 0x1.0p-53 >= options.attack_keep_rate) {
        std::vector<size_t> others;
        for (size_t i = 0; i < legal.size(); ++i) {
          if (!ruleset.IsAttackDeclaration(legal[i])) others.push_back(i);
        }
        if (!others.empty()) choice = others[random.Below(others.size())];
      }
      event.body = legal[choice];
    }
    auto applied = ruleset.Apply(*state, event);
    if (!applied.ok()) return applied.status().WithContext("bot seq " + std::to_string(event.seq));
    record(std::move(event));
  }
}

}  // namespace tcgjudge
