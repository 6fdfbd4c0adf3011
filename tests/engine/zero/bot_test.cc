// Seeded bot games of 零次元: every game ends, every event keeps the invariants, no legal-only
// game commits a violation, and the fold of the recorded log is the game the bot played.

#include "engine/bot.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>

#include "engine/fold.h"
#include "engine/zero/bot_deck.h"
#include "tests/engine/clock_check.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

// Seeded games per test in the default suite; `zero_bot_soak` plays many more (label "soak").
#ifndef TJ_BOT_GAMES
#define TJ_BOT_GAMES 1000
#endif
constexpr uint64_t kGames = TJ_BOT_GAMES;

// A legal deck (100(2)): four copies of each test card, fifty in all.
Header LegalHeader(const std::string& game) {
  std::vector<std::string> deck;
  const auto cards = testing::TestCards();
  for (size_t i = 0; deck.size() < 50; ++i) deck.push_back(cards[(i / 4) % cards.size()].code);
  Header header = testing::TestHeader(deck, deck);
  header.game_id = game;
  return header;
}

// Counts `game`'s injected decisions by code; a pass is counted again as "pass: <code>" (408:
// passing instead of discarding draws the code of a discard that stops above the hand limit).
void CountInjected(const BotGame& game, std::map<std::string, int>* codes) {
  for (const InjectedIllegal& i : game.injected) {
    ++(*codes)[i.code];
    const auto* decision = std::get_if<Decision>(&game.log[i.seq - 1].body);
    if (decision != nullptr && std::holds_alternative<PassPriority>(*decision)) {
      ++(*codes)["pass: " + i.code];
    }
  }
}

// Plays `header`'s game with the bot (taking a known illegal decision at `illegal_rate`), folds
// its log with the invariants checked after every event, and expects exactly the injected
// decisions to be flagged, each with its rule. Returns the game, or nullopt after a failure.
std::optional<BotGame> PlayAndExpectOnlyTheInjected(const ZeroRuleset& rules, const Header& header,
                                                    uint64_t seed, double illegal_rate) {
  auto game = PlayBotGame(rules, header, BotOptions{seed, 20000, illegal_rate});
  if (!game.ok()) {
    ADD_FAILURE() << "seed " << seed << ": " << game.status().ToString();
    return std::nullopt;
  }
  auto folded = Fold(rules, game->log, FoldOptions{.check_invariants = true});
  if (!folded.ok()) {
    ADD_FAILURE() << "seed " << seed << ": " << folded.status().ToString();
    return std::nullopt;
  }
  std::vector<InjectedIllegal> flagged;
  for (const Violation& v : folded->violations) flagged.push_back({v.seq, v.player, v.code});
  EXPECT_EQ(flagged, game->injected) << "seed " << seed;
  return std::move(game).value();
}

TEST(BotGames, EndInAWinLossOrDrawWithInvariantsAndNoViolations) {
  ZeroRuleset rules(testing::TestCards());
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    const Header header = LegalHeader("bot-" + std::to_string(seed));
    auto log = PlayBotGame(rules, header, BotOptions{seed, 20000});
    ASSERT_TRUE(log.ok()) << "seed " << seed << ": " << log.status().ToString();
    auto folded = Fold(rules, log->log, FoldOptions{.check_invariants = true});
    ASSERT_TRUE(folded.ok()) << "seed " << seed << ": " << folded.status().ToString();
    EXPECT_TRUE(folded->violations.empty())
        << "seed " << seed << ": " << folded->violations.front().message;
    EXPECT_TRUE(std::holds_alternative<GameOver>(rules.PendingOf(*folded->state)))
        << "seed " << seed;
    // Snapshots hold the whole state.
    auto decoded = rules.DecodeSnapshot(rules.EncodeSnapshot(*folded->state));
    ASSERT_TRUE(decoded.ok());
    EXPECT_TRUE(decoded.value()->Equals(*folded->state));
  }
}

TEST(BotGames, EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  ZeroRuleset rules(testing::TestCards());
  std::map<std::string, int> injected_codes;
  for (uint64_t seed = 1; seed <= kGames; ++seed) {
    auto game =
        PlayAndExpectOnlyTheInjected(rules, LegalHeader("bad-" + std::to_string(seed)), seed, 0.05);
    ASSERT_TRUE(game.has_value());
    CountInjected(*game, &injected_codes);
  }
  // Every kind the generator knows was exercised (effects from the wrong zone and responses to
  // counter effects need cards with effects: the sample card set's games below).
  for (const char* code : {"zero.priority.pass-without-priority", "zero.attack.entered-this-turn",
                           "zero.attack.tapped", "zero.cost.too-few", "zero.play.not-action-phase",
                           "zero.upgrade.second", "zero.target.untapped", "zero.defence.tapped",
                           "zero.discard.above-limit", "pass: zero.discard.above-limit"}) {
    EXPECT_GT(injected_codes[code], 0) << code;
  }
}

// The clock the position index and the snapshot planner read is the board's (engine/ruleset.h),
// through every phase, combat step and chain of games with injected illegal decisions.
TEST(BotGames, TheClockIsTheBoardsTurnStepAndChainAfterEveryEvent) {
  ZeroRuleset rules(testing::SampleCards());
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = rules.BotHeader("clock-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(rules, *header, BotOptions{seed, 20000, 0.05});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    EXPECT_EQ(::tcgjudge::testing::ClockDisagreement(rules, game->log), "") << "seed " << seed;
  }
}

// The priority points the position index finds with PriorityHolder are PendingOf's (engine/
// ruleset.h), through games with injected illegal decisions.
TEST(BotGames, ThePriorityHolderIsPendingOfsAfterEveryEvent) {
  ZeroRuleset rules(testing::SampleCards());
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = rules.BotHeader("priority-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(rules, *header, BotOptions{seed, 20000, 0.05});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    EXPECT_EQ(::tcgjudge::testing::PriorityHolderDisagreement(rules, game->log), "")
        << "seed " << seed;
  }
}

TEST(BotGames, SampleCardSetGamesKeepTheInvariantsAndFlagOnlyWhatWasInjected) {
  // The bundled card set's bot decks hold cards with effects: continuous changes, triggers,
  // activated effects, tactics with targets, die rolls.
  ZeroRuleset rules(testing::SampleCards());
  std::map<std::string, int> injected_codes;
  for (uint64_t seed = 1; seed <= kGames / 5; ++seed) {
    auto header = rules.BotHeader("sample-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    const auto game = PlayAndExpectOnlyTheInjected(rules, header.value(), seed, 0.02);
    ASSERT_TRUE(game.has_value());
    CountInjected(*game, &injected_codes);
  }
  // 204(3), 322: an effect of a resource card; 704(5): a response to a counter effect.
  for (const char* code : {"zero.effect.resource-card", "zero.counter.chained"}) {
    EXPECT_GT(injected_codes[code], 0) << code;
  }
}

TEST(BotGames, DecksOfTheNewestSampleCardsPlayTheirCopiesSetsAndAttackCosts) {
  // The bot deck of the sample set read backwards: its newest cards first, among them 石化光线
  // (701(3)), 重力室 (501(4)), 界王神 (707), 基纽 (706), 比克大魔王 (701(3)), 魔人布欧 (503(1)),
  // 金缚术 (503(2)), 同归于尽 and 征收 (606, 102(3)), 藏宝图 (615(3)) and 修行僧.
  std::vector<CardInfo> newest_first = testing::SampleCards();
  std::reverse(newest_first.begin(), newest_first.end());
  auto deck = BotDeck(newest_first);
  ASSERT_TRUE(deck.ok()) << deck.status().ToString();
  for (const char* code :
       {"SAMPLE-027", "SAMPLE-028", "SAMPLE-029", "SAMPLE-030", "SAMPLE-031", "SAMPLE-032",
        "SAMPLE-033", "SAMPLE-071", "SAMPLE-072", "SAMPLE-073", "SAMPLE-074"}) {
    ASSERT_NE(std::find(deck->begin(), deck->end(), code), deck->end()) << code;
  }
  ZeroRuleset rules(testing::SampleCards());
  int paid_attacks = 0, copies_declared = 0;
  std::map<std::string, int> injected_codes;
  for (uint64_t seed = 1; seed <= kGames / 5; ++seed) {
    Header header = testing::TestHeader(*deck, *deck);
    header.game_id = "newest-" + std::to_string(seed);
    const auto game = PlayAndExpectOnlyTheInjected(rules, header, seed, 0.02);
    ASSERT_TRUE(game.has_value());
    CountInjected(*game, &injected_codes);
    for (const Event& event : game->log) {
      const auto* decision = std::get_if<Decision>(&event.body);
      if (decision == nullptr) continue;
      if (const auto* attack = std::get_if<DeclareAttack>(decision)) {
        paid_attacks += !attack->payment.tap.empty();
      } else if (const auto* declare = std::get_if<ActivateEffect>(decision)) {
        const std::string& code =
            (declare->card.seat == Seat::kA ? header.players[0] : header.players[1])
                .deck[declare->card.index - 1];
        copies_declared += code == "SAMPLE-030";
      }
    }
  }
  EXPECT_GT(paid_attacks, 0) << "501(4): some attack paid 重力室's cost";
  EXPECT_GT(copies_declared, 0) << "706: some 基纽 declared its copy";
  EXPECT_GT(injected_codes["zero.effect.not-in-battle"], 0)
      << "505(1), A-102: 雅木茶 out of battle";
}

TEST(BotGames, DecksOfScrapsAndSearchesFlagEveryInjectedNotFoundAndScrap_Rule615_3_Rule606) {
  // Four each of 同归于尽, 征收 (606, 102(3)), 藏宝图 (615(3)) and 修行僧, the rest from the
  // newest sample cards: the new questions come up often, and a tenth of the decisions are
  // illegal ones.
  const std::vector<std::string> decks_of_new = {"SAMPLE-071", "SAMPLE-072", "SAMPLE-073",
                                                 "SAMPLE-074"};
  std::vector<CardInfo> newest_first = testing::SampleCards();
  std::reverse(newest_first.begin(), newest_first.end());
  auto newest = BotDeck(newest_first);
  ASSERT_TRUE(newest.ok()) << newest.status().ToString();
  std::vector<std::string> deck;
  for (const std::string& code : decks_of_new) deck.insert(deck.end(), 4, code);
  for (const std::string& code : *newest) {
    if (deck.size() < 50 &&
        std::find(decks_of_new.begin(), decks_of_new.end(), code) == decks_of_new.end()) {
      deck.push_back(code);
    }
  }
  ZeroRuleset rules(testing::SampleCards());
  std::map<std::string, int> injected_codes;
  for (uint64_t seed = 1; seed <= kGames / 20; ++seed) {
    Header header = testing::TestHeader(deck, deck);
    header.game_id = "scraps-" + std::to_string(seed);
    const auto game = PlayAndExpectOnlyTheInjected(rules, header, seed, 0.1);
    ASSERT_TRUE(game.has_value());
    CountInjected(*game, &injected_codes);
  }
  for (const char* code : {"zero.search.not-found", "zero.scrap.count", "zero.scrap.wrong-card"}) {
    EXPECT_GT(injected_codes[code], 0) << code;
  }
}

TEST(BotGames, TheSameSeedPlaysTheSameGame) {
  ZeroRuleset rules(testing::TestCards());
  auto a = PlayBotGame(rules, LegalHeader("g"), BotOptions{42, 20000});
  auto b = PlayBotGame(rules, LegalHeader("g"), BotOptions{42, 20000});
  auto c = PlayBotGame(rules, LegalHeader("g"), BotOptions{43, 20000});
  ASSERT_TRUE(a.ok() && b.ok() && c.ok());
  EXPECT_EQ(a->log, b->log);
  EXPECT_NE(a->log, c->log);
}

TEST(BotRandom, IsUniformEnoughAndReproducible) {
  BotRandom r(7);
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < 30000; ++i) ++counts[r.Below(3)];
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
  EXPECT_EQ(BotRandom(7).Next(), BotRandom(7).Next());
}

}  // namespace
}  // namespace tcgjudge::zero
