// The soundness harness of paper games (issue 29; docs/paper-games.md, "Masking an omniscient
// game"): for every ruleset that folds paper games, seeded bot games with injected illegal
// decisions are masked into the log their table would have recorded (judge/mask.h), and both logs
// are reviewed. The record's verdicts must never contradict the omniscient ones:
//   - a violation of the record is a violation of the game, at the same decision, same code;
//   - a question the record leaves open breaks its rule exactly when the game's verdict says so,
//     given the card's true code;
//   - every violation of the game is in the record, as a violation or as a question left open:
//     nothing the table could see is passed as legal.
// A game the mask refuses (the ruleset's paper fold does not fold something it did yet, a
// refusal that names its reading) gives no verdict to hold: it is counted and must stay under a
// tenth of the games. The default suite masks TJ_MASKED_GAMES games per ruleset; the soak
// (mask_soak, label "soak") 10,000.

#include "judge/mask.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "engine/all_rulesets.h"
#include "engine/bot.h"
#include "events/jsonl.h"
#include "judge/review.h"

#ifndef TJ_MASKED_GAMES
#define TJ_MASKED_GAMES 1000
#endif

namespace tcgjudge {
namespace {

using ::testing::HasSubstr;

// The rulesets of this build that fold paper games, each with its bundled card set.
std::vector<std::unique_ptr<Ruleset>> PaperRulesets() {
  std::vector<std::unique_ptr<Ruleset>> out;
  for (const RulesetFactory& factory : kRulesetFactories) {
    auto made = factory.from_card_file(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/" +
                                       std::string(factory.id) + "/cards.jsonl");
    EXPECT_TRUE(made.ok()) << made.status().ToString();
    if (made.ok() && (*made)->FoldsPaperGames()) out.push_back(std::move(made).value());
  }
  return out;
}

struct Tally {
  size_t games = 0;
  size_t events = 0;
  size_t reveals = 0;
  size_t implied = 0;     // Implied passes recorded (Y-P9: a choice that took nothing).
  size_t violations = 0;  // Of the omniscient games, after the deck's.
  size_t flagged = 0;     // Of those, flagged by the record.
  size_t open = 0;        // Of those, left open by the record.
  size_t unrecorded = 0;  // Games the mask refused: the paper fold does not fold them yet.
};

using CodesAt = std::map<uint32_t, std::multiset<std::string>>;

// Holds one masked game's verdicts against its omniscient game's; adds to `tally`.
void ExpectSound(const Ruleset& rules, const BotGame& game, const MaskedGame& masked,
                 Tally& tally) {
  auto truth = ReviewGame(rules, game.log);
  ASSERT_TRUE(truth.ok()) << truth.status().ToString();
  auto record = ReviewGame(rules, masked.log);
  ASSERT_TRUE(record.ok()) << record.status().ToString();
  std::map<uint32_t, uint32_t> game_seq;  // A recorded seq -> the game's seq.
  for (size_t i = 0; i < masked.recorded_as.size(); ++i) {
    game_seq[static_cast<uint32_t>(masked.recorded_as[i] + 1)] = static_cast<uint32_t>(i + 1);
  }
  auto seq_of = [&](uint32_t recorded) {
    const auto found = game_seq.find(recorded);
    EXPECT_NE(found, game_seq.end()) << "recorded seq " << recorded << " is no event of the game";
    return found == game_seq.end() ? 0u : found->second;
  };
  CodesAt truth_codes, record_codes;
  for (const ReviewedViolation& v : truth->violations) {
    truth_codes[v.violation.seq].insert(v.violation.code);
  }
  for (const ReviewedViolation& v : record->violations) {
    const uint32_t seq = seq_of(v.violation.seq);
    record_codes[seq].insert(v.violation.code);
    EXPECT_EQ(truth_codes[seq].count(v.violation.code), 1u)
        << game.log.front().game << ": the record flags " << v.violation.code << " at seq " << seq
        << ", which the game does not: " << v.violation.message;
  }
  CodesAt open_codes;
  for (const ReviewedQuestion& open : record->open_questions) {
    const OpenQuestion& q = open.question;
    const uint32_t seq = seq_of(q.seq);
    open_codes[seq].insert(q.code);
    const std::string& code = masked.true_codes.at(q.card);
    const bool breaks =
        std::any_of(q.breaking.begin(), q.breaking.end(),
                    [&](const OpenQuestion::Branch& b) { return b.card_code == code; });
    EXPECT_EQ(breaks, truth_codes[seq].count(q.code) == 1)
        << game.log.front().game << ": seq " << seq << " left open (" << q.Describe()
        << "); the card is " << code;
  }
  for (const auto& [seq, codes] : truth_codes) {
    if (seq <= 1) continue;  // The deck's problems: the same header in both.
    for (const std::string& code : codes) {
      ++tally.violations;
      const bool flagged = record_codes[seq].count(code) != 0;
      const bool open = open_codes[seq].count(code) != 0;
      tally.flagged += flagged;
      tally.open += open && !flagged;
      EXPECT_TRUE(flagged || open) << game.log.front().game << ": the game's " << code << " at seq "
                                   << seq << " is neither flagged nor open in the record";
    }
  }
  EXPECT_EQ(truth_codes[1], record_codes[1]) << "the deck's problems";
  ++tally.games;
  tally.events += game.log.size();
  tally.reveals += masked.reveals;
  tally.implied += masked.implied;
}

TEST(MaskSoundness, MaskedBotGamesNeverContradictTheOmniscientVerdicts) {
  const auto rulesets = PaperRulesets();
  ASSERT_FALSE(rulesets.empty()) << "no ruleset of this build folds paper games";
  for (const auto& rules : rulesets) {
    Tally tally;
    std::string first_unrecorded;
    for (uint64_t seed = 1; seed <= TJ_MASKED_GAMES; ++seed) {
      auto header = rules->BotHeader("mask-" + std::to_string(seed));
      ASSERT_TRUE(header.ok()) << header.status().ToString();
      auto game = PlayBotGame(*rules, *header, BotOptions{.seed = seed, .illegal_rate = 0.05});
      ASSERT_TRUE(game.ok()) << game.status().ToString();
      auto masked = MaskGame(*rules, game->log);
      if (!masked.ok()) {  // The paper fold does not fold what this game did yet: counted.
        if (tally.unrecorded++ == 0) first_unrecorded = masked.status().ToString();
        continue;
      }
      ExpectSound(*rules, *game, *masked, tally);
      if (::testing::Test::HasFailure()) return;
    }
    // The figures docs/paper-games.md quotes.
    std::printf(
        "%s: %zu masked games, %zu events, %zu reveals and %zu implied passes recorded; %zu "
        "violations: %zu flagged by the record, %zu left open (%.1f%%)\n",
        std::string(rules->Id()).c_str(), tally.games, tally.events, tally.reveals, tally.implied,
        tally.violations, tally.flagged, tally.open,
        tally.violations ? 100.0 * tally.open / tally.violations : 0.0);
    if (tally.unrecorded != 0) {
      std::printf("%s: %zu games not recorded, the first: %s\n", std::string(rules->Id()).c_str(),
                  tally.unrecorded, first_unrecorded.c_str());
    }
    // A game the fold cannot record yet gives no verdict to hold: most games must be recorded.
    EXPECT_LE(tally.unrecorded, TJ_MASKED_GAMES / 10)
        << rules->Id() << ": the first game not recorded: " << first_unrecorded;
    EXPECT_GT(tally.violations, tally.games / 2) << "the injected decisions reach the record";
  }
}

TEST(MaskGame, ARecordStartsFromTheTableAndShufflesUnseen) {
  for (const auto& rules : PaperRulesets()) {
    auto header = rules->BotHeader("mask-shape");
    ASSERT_TRUE(header.ok());
    auto game = PlayBotGame(*rules, *header, BotOptions{.seed = 3});
    ASSERT_TRUE(game.ok());
    auto masked = MaskGame(*rules, game->log);
    ASSERT_TRUE(masked.ok()) << masked.status().ToString();
    EXPECT_TRUE(std::get<Header>(masked->log.front().body).recorder.has_value());
    size_t shuffles = 0, unseen = 0;
    for (const Event& e : game->log) {
      const auto* fact = std::get_if<Fact>(&e.body);
      shuffles += fact != nullptr && std::holds_alternative<ShuffleFact>(*fact);
    }
    for (const Event& e : masked->log) {
      const auto* fact = std::get_if<Fact>(&e.body);
      EXPECT_FALSE(fact != nullptr && std::holds_alternative<ShuffleFact>(*fact));
      unseen += fact != nullptr && std::holds_alternative<UnseenShuffleFact>(*fact);
    }
    EXPECT_EQ(unseen, shuffles);
    // Every event of the game is recorded, in order; the record adds only reveals and implied
    // passes (Y-P9: a choice that took nothing).
    EXPECT_EQ(masked->recorded_as.size(), game->log.size());
    EXPECT_TRUE(std::is_sorted(masked->recorded_as.begin(), masked->recorded_as.end()));
    EXPECT_EQ(masked->log.size(), game->log.size() + masked->reveals + masked->implied);
    // The cards the record names are the handles it minted: no decklist position of a main deck.
    EXPECT_FALSE(masked->true_codes.empty());
  }
}

// Y-P9 and Y-P7 (docs/rulings-ygo.md) as the mask writes them: where the game found no card for a
// choice the record waits on, the waiting player's implied pass; where a decision takes a card
// from an unseen place of the deck, the reveal of the instance standing there, and the decision
// names the handle it minted.
TEST(MaskGame, YP9_AChoiceTheGameFoundNothingForIsRecordedAsAnImpliedPass) {
  std::unique_ptr<Ruleset> rules;
  for (auto& made : PaperRulesets()) {
    if (made->Id() == "ygo") rules = std::move(made);
  }
  ASSERT_NE(rules, nullptr);
  size_t implied = 0, by_place = 0;
  for (uint64_t seed = 1; seed <= 20 && (implied == 0 || by_place == 0); ++seed) {
    auto header = rules->BotHeader("mask-" + std::to_string(seed));
    ASSERT_TRUE(header.ok());
    auto game = PlayBotGame(*rules, *header, BotOptions{.seed = seed, .illegal_rate = 0.05});
    ASSERT_TRUE(game.ok());
    auto masked = MaskGame(*rules, game->log);
    if (!masked.ok()) continue;
    implied += masked->implied;
    for (size_t i = 0; i < masked->log.size(); ++i) {
      const Event& e = masked->log[i];
      if (e.recording && e.recording->implied) {
        EXPECT_TRUE(std::holds_alternative<PassPriority>(std::get<Decision>(e.body)));
        EXPECT_FALSE(std::binary_search(masked->recorded_as.begin(), masked->recorded_as.end(), i))
            << "an implied pass is no event of the game";
      }
      const auto* fact = std::get_if<Fact>(&e.body);
      const auto* reveal = fact != nullptr ? std::get_if<RevealFact>(fact) : nullptr;
      if (reveal != nullptr && !reveal->card.IsHandle() && i + 1 < masked->log.size()) {
        ++by_place;
        const std::string next = ToJsonLines(std::span<const Event>(&masked->log[i + 1], 1));
        EXPECT_THAT(next, ::testing::Not(HasSubstr('"' + reveal->card.ToString() + '"')))
            << "the decision names the handle the reveal minted, not the deck's instance";
      }
    }
  }
  EXPECT_GT(implied, 0u);
  EXPECT_GT(by_place, 0u);
}

TEST(MaskGame, ARulesetThatDoesNotFoldPaperGamesOrAJudgesEventIsRefused) {
  for (const RulesetFactory& factory : kRulesetFactories) {
    auto rules = factory.from_card_file(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/" +
                                        std::string(factory.id) + "/cards.jsonl");
    ASSERT_TRUE(rules.ok());
    auto header = (*rules)->BotHeader("mask-refused");
    ASSERT_TRUE(header.ok());
    auto game = PlayBotGame(**rules, *header, BotOptions{.seed = 1});
    ASSERT_TRUE(game.ok());
    if (!(*rules)->FoldsPaperGames()) {
      auto refused = MaskGame(**rules, game->log);
      ASSERT_FALSE(refused.ok());
      EXPECT_THAT(std::string(refused.status().message()), HasSubstr("does not fold paper games"));
      continue;
    }
    Event note = game->log.back();
    note.seq = static_cast<uint32_t>(game->log.size() + 1);
    note.actor = JudgeActor{"J-1"};
    note.body = JudgeAction{{}, "a note", Note{}, {}};
    game->log.push_back(note);
    auto refused = MaskGame(**rules, game->log);
    ASSERT_FALSE(refused.ok());
    EXPECT_THAT(std::string(refused.status().message()),
                HasSubstr("only a game of facts and decisions is masked"));
  }
}

}  // namespace
}  // namespace tcgjudge
