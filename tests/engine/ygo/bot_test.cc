// Seeded bot duels of the Yu-Gi-Oh engine: every duel ends, every event keeps the invariants,
// no duel of legal decisions commits a violation, and with injected illegal decisions exactly
// those are flagged, each with its rule.

#include "engine/bot.h"

#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "engine/fold.h"
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

std::optional<BotGame> PlayAndExpectOnlyTheInjected(uint64_t seed, double illegal_rate) {
  auto header = Rules().BotHeader("bot-" + std::to_string(seed));
  EXPECT_TRUE(header.ok()) << header.status().ToString();
  if (!header.ok()) return std::nullopt;
  auto game = PlayBotGame(Rules(), *header, BotOptions{seed, 20000, illegal_rate});
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
