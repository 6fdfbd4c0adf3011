// WheelRuleset (engine/wheel/wheel_ruleset.h): 永恒之轮 as a Ruleset of the log. Its decisions go
// through the log's Decision (the member `wheel` and the generic verbs), the core's bot plays it,
// and the judge's recall of injected illegal decisions is measured on it (W-13, W-27).

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/wheel/wheel_ruleset.h"

#ifndef TJ_RULESET_GAMES
#define TJ_RULESET_GAMES 1000
#endif

namespace tcgjudge::wheel::testing {
namespace {

const WheelRuleset& Rules() {
  static const WheelRuleset* rules = [] {
    auto made =
        WheelRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/cards.jsonl");
    TJ_CHECK_MSG(made.ok(), made.status().ToString().c_str());
    return static_cast<const WheelRuleset*>(made->release());
  }();
  return *rules;
}

BotGame PlayGame(uint64_t seed, double illegal_rate) {
  auto header = Rules().BotHeader("wheel-" + std::to_string(seed));
  EXPECT_TRUE(header.ok());
  auto game = PlayBotGame(Rules(), *header, BotOptions{seed, 20000, illegal_rate});
  EXPECT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
  return game.ok() ? std::move(game).value() : BotGame{};
}

std::vector<InjectedIllegal> Flagged(const BotGame& game, uint64_t seed) {
  auto folded = Fold(Rules(), game.log, FoldOptions{.check_invariants = true});
  EXPECT_TRUE(folded.ok()) << "seed " << seed << ": " << folded.status().ToString();
  std::vector<InjectedIllegal> flagged;
  if (!folded.ok()) return flagged;
  for (const Violation& v : folded->violations) flagged.push_back({v.seq, v.player, v.code});
  EXPECT_TRUE(std::holds_alternative<GameOver>(Rules().PendingOf(*folded->state)))
      << "seed " << seed;
  return flagged;
}

TEST(WheelRuleset, IsTheRulesetWheelOfTheBundledCardSet) {
  EXPECT_EQ(Rules().Id(), "wheel");
  EXPECT_TRUE(Rules().SupportsVersion("1"));
  EXPECT_FALSE(Rules().SupportsVersion("2"));
  auto missing = WheelRuleset::FromCardFile("/nonexistent/cards.jsonl");
  EXPECT_FALSE(missing.ok());
}

// W-13: the seam's bot plays the engine's legal decisions through the log; none is flagged.
TEST(WheelRuleset, W13_SeededBotGamesThroughTheLogEndAndFlagNothing) {
  for (uint64_t seed = 1; seed <= TJ_RULESET_GAMES / 5; ++seed) {  // bot_test.cc plays 1,000.
    const BotGame game = PlayGame(seed, 0);
    EXPECT_TRUE(game.injected.empty());
    EXPECT_EQ(Flagged(game, seed), std::vector<InjectedIllegal>{}) << "seed " << seed;
    if (::testing::Test::HasFailure()) break;
  }
}

// `simulate --inject-illegal`: over 1,000 seeded games, every injected decision is flagged with
// its rule's code at its seq, and nothing else is (recall 100%, no false flag).
TEST(WheelRuleset, B11_EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  size_t injected = 0;
  std::set<std::string> codes;
  for (uint64_t seed = 1; seed <= TJ_RULESET_GAMES; ++seed) {
    const BotGame game = PlayGame(seed, 0.05);
    injected += game.injected.size();
    for (const InjectedIllegal& i : game.injected) codes.insert(i.code);
    EXPECT_EQ(Flagged(game, seed), game.injected) << "seed " << seed;
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(injected, TJ_RULESET_GAMES);
  EXPECT_GT(codes.size(), 20u);  // The injected decisions reach most of the catalogue.
}

// `game`'s header and its next `n` events folded; nullptr, with a failed expectation, if any of
// them is refused.
std::unique_ptr<GameState> FoldFirstEvents(const BotGame& game, size_t n) {
  std::vector<Violation> deck;
  auto state = Rules().Start(std::get<Header>(game.log.front().body), &deck);
  EXPECT_TRUE(state.ok()) << state.status().ToString();
  if (!state.ok()) return nullptr;
  for (size_t i = 1; i < game.log.size() && i <= n; ++i) {
    const auto applied = Rules().Apply(**state, game.log[i]);
    EXPECT_TRUE(applied.ok()) << "event " << i << ": " << applied.status().ToString();
    if (!applied.ok()) return nullptr;
  }
  return std::move(state).value();
}

// W-28: a generic verb the game never asks for, and another game's vocabulary, cannot happen:
// refused with the state unchanged.
TEST(WheelRuleset, W28_ADecisionTheGameNeverAsksForIsRefused) {
  const BotGame game = PlayGame(3, 0);
  const std::unique_ptr<GameState> state = FoldFirstEvents(game, 7);
  ASSERT_NE(state, nullptr);
  const std::unique_ptr<GameState> before = state->Clone();
  Event choose = game.log[7];
  choose.seq = 8;
  choose.actor = Seat::kA;
  choose.body = ::tcgjudge::Decision(ChooseNumber{3});
  auto refused = Rules().Apply(*state, choose);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("chooseNumber"), std::string::npos)
      << refused.status().message();
  choose.body = ::tcgjudge::Decision(PlayCard{});
  EXPECT_FALSE(Rules().Apply(*state, choose).ok());
  EXPECT_TRUE(state->Equals(*before));
}

// W-27: the judge's reversal of an illegal action cites W-27; W-2: a judge's result that every
// player loses is refused as no result of the game (RulesetConformance.AJudgesDeclaredResult...
// checks the refusal in these words, and that a draw ends the game).
TEST(WheelRuleset, W27_W2_TheJudgesRemediesCiteW27AndAnAllLoseResultW2) {
  const JudgeTexts texts = Rules().Judging();
  EXPECT_EQ(texts.reverse_rules, std::vector<std::string>{"W-27"});
  EXPECT_NE(texts.deck_remedy.find("§二"), std::string::npos);
  EXPECT_NE(texts.no_all_lose.find("(W-2)"), std::string::npos);
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
