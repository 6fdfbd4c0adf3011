// RiseRuleset (engine/rise/rise_ruleset.h): 崛起TCG as a Ruleset of the log. Its decisions go
// through the log's Decision (the member `rise` and the generic verbs), the core's bot plays it
// with the bot decks (engine/rise/bot_deck.h), and the judge's recall of injected illegal
// decisions is measured on it.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <span>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/rise/rise_ruleset.h"

#ifndef TJ_RULESET_GAMES
#define TJ_RULESET_GAMES 1000
#endif

namespace tcgjudge::rise::testing {
namespace {

const RiseRuleset& Rules() {
  static const RiseRuleset* rules = [] {
    auto made =
        RiseRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/rise/cards.jsonl");
    TJ_CHECK_MSG(made.ok(), made.status().ToString().c_str());
    return static_cast<const RiseRuleset*>(made->release());
  }();
  return *rules;
}

BotGame PlayGame(uint64_t seed, double illegal_rate) {
  auto header = Rules().BotHeader("rise-" + std::to_string(seed));
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

TEST(RiseRuleset, IsTheRulesetRiseOfTheBundledCardSet) {
  EXPECT_EQ(Rules().Id(), "rise");
  EXPECT_TRUE(Rules().SupportsVersion("1.00"));
  EXPECT_FALSE(Rules().SupportsVersion("1"));
  EXPECT_FALSE(RiseRuleset::FromCardFile("/nonexistent/cards.jsonl").ok());
}

// §100: the bot decks are legal; the header names every option (R-6, C-2, C-5, R-5).
TEST(RiseRuleset, Rule100_TheBotHeaderIsALegalDeckNamingEveryOption) {
  auto header = Rules().BotHeader("rise-1");
  ASSERT_TRUE(header.ok());
  EXPECT_EQ(header->ruleset_version, "1.00");
  EXPECT_EQ(header->options.size(), 4u);
  std::vector<Violation> deck;
  ASSERT_TRUE(Rules().Start(*header, &deck).ok());
  for (const Violation& v : deck) ADD_FAILURE() << v.code << ": " << v.message;
}

// The seam's bot plays the engine's legal decisions through the log; none is flagged, and every
// game ends (§102).
TEST(RiseRuleset, Rule102_SeededBotGamesThroughTheLogEndAndFlagNothing) {
  for (uint64_t seed = 1; seed <= TJ_RULESET_GAMES; ++seed) {
    const BotGame game = PlayGame(seed, 0);
    EXPECT_TRUE(game.injected.empty());
    EXPECT_EQ(Flagged(game, seed), std::vector<InjectedIllegal>{}) << "seed " << seed;
    if (::testing::Test::HasFailure()) break;
  }
}

// `simulate --inject-illegal`: over the seeded games (a fifth of the clean ones; the conformance
// suite plays 100 more), every injected decision is flagged with its rule's code at its seq, and
// nothing else is (recall 100%, no false flag); under the default illegalLink=rewind an injected
// link is undone by the rules (§707.2).
TEST(RiseRuleset, Rule707_2_EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  size_t injected = 0;
  std::set<std::string> codes;
  for (uint64_t seed = 1; seed <= TJ_RULESET_GAMES / 5; ++seed) {
    const BotGame game = PlayGame(seed, 0.05);
    injected += game.injected.size();
    for (const InjectedIllegal& i : game.injected) codes.insert(i.code);
    EXPECT_EQ(Flagged(game, seed), game.injected) << "seed " << seed;
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(injected, TJ_RULESET_GAMES / 5);
  EXPECT_GT(codes.size(), 10u);
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

// A generic verb the game never asks for, and another game's vocabulary, cannot happen: refused
// with the state unchanged.
TEST(RiseRuleset, ADecisionTheGameNeverAsksForIsRefused) {
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

// a link the rules undid is remedied by them (§707.2); a judge reverses any other
// illegal decision the same way. §102.1a: a judge's result that every player loses is refused as
// no result of the game (RulesetConformance.AJudgesDeclaredResult... checks the refusal in these
// words, and that a draw ends the game).
TEST(RiseRuleset, Rule707_2_Rule102_1a_TheJudgesRemediesCite707_2AndAnAllLoseResult102_1a) {
  const JudgeTexts texts = Rules().Judging();
  EXPECT_NE(texts.no_all_lose.find("(§102.1a)"), std::string::npos);
  EXPECT_EQ(texts.reverse_rules, (std::vector<std::string>{"707.2", "R-33"}));
  EXPECT_NE(texts.remedied_by_rules.find("§707.2"), std::string::npos);
  EXPECT_NE(texts.deck_remedy.find("§100"), std::string::npos);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
