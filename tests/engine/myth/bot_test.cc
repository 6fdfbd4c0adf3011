// Seeded bot games of the 神话起源 engine through its Ruleset (`tcgjudge simulate`'s bots): every
// game ends, every event keeps the invariants (§1 win and loss included: some games end with a
// general at 0 life, some with both players losing is allowed), no game of legal decisions
// commits a violation, and with injected illegal decisions (`--inject-illegal`) exactly those are
// flagged, each with its rule: recall 100%, nothing else flagged.

#include "engine/bot.h"

#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <optional>

#include "engine/fold.h"
#include "tests/engine/clock_check.h"
#include "tests/engine/myth/rules.h"

namespace tcgjudge::myth::testing {
namespace {

// Seeded games per test in the default suite; `myth_bot_soak` plays many more (label "soak").
#ifndef TJ_BOT_GAMES
#define TJ_BOT_GAMES 1000
#endif
constexpr uint64_t kGames = TJ_BOT_GAMES;

struct Outcome {
  BotGame game;
  std::string end_reason;
};

std::optional<Outcome> PlayAndExpectOnlyTheInjected(uint64_t seed, double illegal_rate) {
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
  const Pending pending = Rules().PendingOf(*folded->state);
  const auto* over = std::get_if<GameOver>(&pending);
  EXPECT_NE(over, nullptr) << "seed " << seed;
  return Outcome{std::move(game).value(), over != nullptr ? over->reason : ""};
}

TEST(MythBotGames, EndLegallyWithInvariantsAfterEveryEventAndNoViolations) {
  size_t events = 0;
  int by_life = 0;
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    auto outcome = PlayAndExpectOnlyTheInjected(seed, 0);
    ASSERT_TRUE(outcome.has_value()) << "seed " << seed;
    events += outcome->game.log.size();
    by_life += outcome->end_reason.find("no life left") != std::string::npos ? 1 : 0;
  }
  EXPECT_GT(by_life, 0) << "the bots fight: some games end with a general at 0 life (§1.1 #1)";
  std::cout << kGames << " games, " << events << " events, " << by_life
            << " ended by a general's life\n";
}

// The clock and the priority points the position index reads are the board's and PendingOf's
// (engine/ruleset.h), through games with injected illegal decisions.
TEST(MythBotGames, TheClockAndThePriorityHolderAreTheBoardsAfterEveryEvent) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = Rules().BotHeader("clock-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(Rules(), *header, BotOptions{seed, 20000, 0.05});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    EXPECT_EQ(::tcgjudge::testing::ClockDisagreement(Rules(), game->log), "") << "seed " << seed;
    EXPECT_EQ(::tcgjudge::testing::PriorityHolderDisagreement(Rules(), game->log), "")
        << "seed " << seed;
  }
}

// `simulate --inject-illegal`: recall 100%, each with its rule, nothing else flagged.
TEST(MythBotGames, EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  std::map<std::string, int> injected;
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    auto outcome = PlayAndExpectOnlyTheInjected(seed, 0.05);
    ASSERT_TRUE(outcome.has_value()) << "seed " << seed;
    for (const InjectedIllegal& i : outcome->game.injected) ++injected[i.code];
  }
  EXPECT_GE(injected.size(), 10u) << "the injected decisions cover many rules";
  for (const auto& [code, n] : injected) std::cout << code << " " << n << "\n";
}

TEST(MythBotGames, TheSameSeedPlaysTheSameGame) {
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
}  // namespace tcgjudge::myth::testing
