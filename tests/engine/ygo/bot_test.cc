// Seeded bot duels of the Yu-Gi-Oh engine: every duel ends, every event keeps the invariants,
// no duel of legal decisions commits a violation, and with injected illegal decisions exactly
// those are flagged, each with its rule.

#include "engine/bot.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>

#include "engine/fold.h"
#include "engine/ygo/card_table.h"
#include "tests/engine/clock_check.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

// Seeded duels per test in the default suite; `ygo_bot_soak` plays many more (label "soak").
#ifndef TJ_BOT_GAMES
#define TJ_BOT_GAMES 1000
#endif
constexpr uint64_t kGames = TJ_BOT_GAMES;

const YgoRuleset& Rules() {
  static const YgoRuleset* rules = new YgoRuleset(SampleSet());
  return *rules;
}

std::optional<BotGame> PlayAndExpectOnlyTheInjected(const Header& header, uint64_t seed,
                                                    double illegal_rate) {
  auto game = PlayBotGame(Rules(), header, BotOptions{seed, 20000, illegal_rate});
  if (!game.ok()) {
    ADD_FAILURE() << "seed " << seed << ": " << game.status().ToString();
    return std::nullopt;
  }
  auto folded = Fold(Rules(), game->log, FoldOptions{.check_invariants = true});
  if (!folded.ok()) {
    ADD_FAILURE() << "seed " << seed << ": " << folded.status().ToString();
    return std::nullopt;
  }
  std::vector<InjectedIllegal> flagged;
  for (const Violation& v : folded->violations) flagged.push_back({v.seq, v.player, v.code});
  EXPECT_EQ(flagged, game->injected) << "seed " << seed;
  if (flagged != game->injected) {
    for (const Violation& v : folded->violations) ADD_FAILURE() << v.seq << " " << v.message;
  }
  EXPECT_TRUE(std::holds_alternative<GameOver>(Rules().PendingOf(*folded->state)));
  auto decoded = Rules().DecodeSnapshot(Rules().EncodeSnapshot(*folded->state));
  EXPECT_TRUE(decoded.ok() && decoded.value()->Equals(*folded->state)) << "seed " << seed;
  return std::move(game).value();
}

std::optional<BotGame> PlayAndExpectOnlyTheInjected(uint64_t seed, double illegal_rate) {
  auto header = Rules().BotHeader("bot-" + std::to_string(seed));
  EXPECT_TRUE(header.ok()) << header.status().ToString();
  if (!header.ok()) return std::nullopt;
  return PlayAndExpectOnlyTheInjected(*header, seed, illegal_rate);
}

// Decks of the cards issue 32 added (the seeded duels above draw from the first 39 only, so that
// they stay as pinned): one copy of each main deck card, with Junk Synchron and Effect Veiler as
// tuners; the added synchro and xyz monsters in the extra deck.
Header AddedCardsHeader(uint64_t seed) {
  constexpr size_t kFirstAdded = 39;
  Header header = TestHeader(Decks{}, Decks{});
  header.game_id = "added-" + std::to_string(seed);
  Player player;
  player.deck = {kJunkSynchron, kJunkSynchron, kEffectVeiler};
  const auto& all = Rules().cards().all();
  for (size_t i = kFirstAdded; i < all.size(); ++i) {
    const cards::Monster* m = all[i].AsMonster();
    if (m != nullptr && m->kind == cards::MonsterKind::kToken) continue;
    (IsExtraDeckMonster(all[i]) ? player.extra_deck : player.deck).push_back(all[i].code);
  }
  for (Player& p : header.players) {
    const std::string name = p.name;
    p = player;
    p.name = name;
  }
  return header;
}

TEST(YgoBotGames, EndLegallyWithInvariantsAfterEveryEventAndNoViolations) {
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    ASSERT_TRUE(PlayAndExpectOnlyTheInjected(seed, 0).has_value()) << "seed " << seed;
  }
}

// The clock the position index and the snapshot planner read is the board's (engine/ruleset.h),
// through every phase, damage step and chain of duels with injected illegal decisions.
TEST(YgoBotGames, TheClockIsTheBoardsTurnStepAndChainAfterEveryEvent) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = Rules().BotHeader("clock-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(Rules(), *header, BotOptions{seed, 20000, 0.05});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    EXPECT_EQ(::tcgjudge::testing::ClockDisagreement(Rules(), game->log), "") << "seed " << seed;
  }
}

// The priority points the position index finds with PriorityHolder are PendingOf's (engine/
// ruleset.h), through duels with injected illegal decisions.
TEST(YgoBotGames, ThePriorityHolderIsPendingOfsAfterEveryEvent) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = Rules().BotHeader("priority-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(Rules(), *header, BotOptions{seed, 20000, 0.05});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    EXPECT_EQ(::tcgjudge::testing::PriorityHolderDisagreement(Rules(), game->log), "")
        << "seed " << seed;
  }
}

TEST(YgoBotGames, EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  std::map<std::string, int> injected;
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    auto game = PlayAndExpectOnlyTheInjected(seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    for (const InjectedIllegal& i : game->injected) ++injected[i.code];
  }
  for (const auto& [code, n] : injected) std::cout << code << " " << n << "\n";
}

// The added cards' vocabulary in play: tokens on the opponent's field, synchro/xyz summon
// triggers, "cannot attack", damage to both players... legal duels commit nothing, and injected
// illegal decisions (an attack Messenger of Peace forbids among them) are flagged with their rule.
TEST(YgoBotGames, TheAddedCardsPlayLegallyAndTheirInjectedDecisionsAreFlagged) {
  const Header probe = AddedCardsHeader(0);
  ASSERT_GE(probe.players[0].deck.size(), 40u);
  ASSERT_LE(probe.players[0].deck.size(), 60u);
  std::map<std::string, int> injected;
  const uint64_t games = std::min<uint64_t>(kGames / 4, 5000);  // The soak: 10,000 duels.
  for (uint64_t seed = 1; seed <= games; ++seed) {
    ASSERT_TRUE(PlayAndExpectOnlyTheInjected(AddedCardsHeader(seed), seed, 0).has_value())
        << "seed " << seed;
    auto game = PlayAndExpectOnlyTheInjected(AddedCardsHeader(seed), seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    for (const InjectedIllegal& i : game->injected) ++injected[i.code];
  }
  for (const auto& [code, n] : injected) std::cout << code << " " << n << "\n";
}

// Y-36: the bots play `nextPhaseExactly` where the rule checks find it legal, and the injected
// illegal decisions try it where they find it illegal (the soak covers it); a malformed one (in
// the damage step, with a chain open) is never offered: Apply would refuse it.
TEST(YgoBotGames, RuleY36BotsPlayNextPhaseExactlyWhereLegalAndInjectItWhereIllegal) {
  int legal = 0;
  std::map<std::string, int> injected;
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    auto game = PlayAndExpectOnlyTheInjected(seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    for (const Event& event : game->log) {
      const auto* decision = std::get_if<tcgjudge::Decision>(&event.body);
      if (decision == nullptr || DecisionKindName(*decision) != "nextPhaseExactly") continue;
      const auto flagged = std::find_if(game->injected.begin(), game->injected.end(),
                                        [&](const InjectedIllegal& i) { return i.seq == event.seq; });
      if (flagged == game->injected.end()) {
        ++legal;
      } else {
        ++injected[flagged->code];
      }
    }
  }
  EXPECT_GT(legal, 0);
  EXPECT_GT(injected["ygo.phase.order"], 0) << "a phase that cannot follow";
  EXPECT_GT(injected["ygo.turn.first-battle"], 0) << "the battle phase of the duel's first turn";
  EXPECT_GT(injected["ygo.phase.not-turn-player"], 0) << "the opponent's phase change";
}

TEST(YgoBotGames, TheSameSeedPlaysTheSameDuel) {
  auto header = Rules().BotHeader("g");
  ASSERT_TRUE(header.ok());
  auto a = PlayBotGame(Rules(), *header, BotOptions{42, 20000});
  auto b = PlayBotGame(Rules(), *header, BotOptions{42, 20000});
  auto c = PlayBotGame(Rules(), *header, BotOptions{43, 20000});
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  ASSERT_TRUE(b.ok() && c.ok());
  EXPECT_EQ(a->log, b->log);
  EXPECT_NE(a->log, c->log);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
