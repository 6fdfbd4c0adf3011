// The index the fold keeps across events (CardIndex: the lists of the cards in play, the cards
// with "this turn" state, the rest areas' turn triggers, the level indicators): a fold that keeps
// it is the fold that finds it again from the cards before every event, and
// ZeroRuleset::CheckInvariants names a kept index that went stale.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "engine/bot.h"
#include "engine/zero/game.h"
#include "engine/zero/zero_ruleset.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

// Folds `log` twice, event by event: once keeping the index, once forgetting it before every
// event (found again from the cards); the states, their snapshot bytes and the violations must be
// the same after every event.
void ExpectTheSameFoldWithoutTheKeptIndex(const ZeroRuleset& rules, const std::vector<Event>& log,
                                          const std::string& name) {
  const auto& header = std::get<Header>(log.front().body);
  std::vector<Violation> ignored;
  auto kept_start = rules.Start(header, &ignored);
  auto fresh_start = rules.Start(header, &ignored);
  ASSERT_TRUE(kept_start.ok() && fresh_start.ok());
  std::unique_ptr<GameState> kept = std::move(*kept_start);
  std::unique_ptr<GameState> fresh = std::move(*fresh_start);
  for (size_t i = 1; i < log.size(); ++i) {
    State::Of(*fresh).index = CardIndex{};
    auto kept_violations = rules.Apply(*kept, log[i]);
    auto fresh_violations = rules.Apply(*fresh, log[i]);
    ASSERT_TRUE(kept_violations.ok() && fresh_violations.ok()) << name << ", seq " << log[i].seq;
    ASSERT_EQ(*kept_violations, *fresh_violations) << name << ", seq " << log[i].seq;
    ASSERT_TRUE(kept->Equals(*fresh)) << name << ", seq " << log[i].seq;
    ASSERT_EQ(rules.EncodeSnapshot(*kept), rules.EncodeSnapshot(*fresh))
        << name << ", seq " << log[i].seq;
    const Status invariants = rules.CheckInvariants(*kept);
    ASSERT_TRUE(invariants.ok()) << name << ", seq " << log[i].seq << ": " << invariants.ToString();
  }
}

TEST(KeptIndex, FoldsBotGamesAsAFoldThatFindsItAgainBeforeEveryEvent) {
  const ZeroRuleset rules(testing::SampleCards());
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto header = rules.BotHeader("kept-index-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(rules, *header, BotOptions{seed});
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    ExpectTheSameFoldWithoutTheKeptIndex(rules, game->log, "seed " + std::to_string(seed));
  }
}

// A long game (the benchmark's kind: 250-card decks, few attacks), where dozens of characters,
// level indicators and rest-area cards pile up.
TEST(KeptIndex, FoldsALongGameAsAFoldThatFindsItAgainBeforeEveryEvent) {
  const ZeroRuleset rules(testing::SampleCards());
  auto game = testing::LongBotGame(rules, "kept-index-long");
  ASSERT_TRUE(game.ok()) << game.status().ToString();
  EXPECT_GT(game->log.size(), 1000u);
  ExpectTheSameFoldWithoutTheKeptIndex(rules, game->log, "long game");
}

TEST(KeptIndex, CheckInvariantsNamesAStaleIndex) {
  const ZeroRuleset rules(testing::SampleCards());
  auto header = rules.BotHeader("kept-index-stale");
  ASSERT_TRUE(header.ok());
  auto game = PlayBotGame(rules, *header, BotOptions{1});
  ASSERT_TRUE(game.ok());
  std::vector<Violation> ignored;
  auto started = rules.Start(*header, &ignored);
  ASSERT_TRUE(started.ok());
  std::unique_ptr<GameState> state = std::move(*started);
  // The first position with characters in play and the lists of them kept.
  size_t i = 1;
  for (; i < game->log.size(); ++i) {
    ASSERT_TRUE(rules.Apply(*state, game->log[i]).ok());
    const CardIndex& index = State::Of(*state).index;
    if (index.in_play.known && !index.in_play.characters.empty()) break;
  }
  ASSERT_LT(i, game->log.size());
  ASSERT_TRUE(rules.CheckInvariants(*state).ok());

  std::unique_ptr<GameState> stale = state->Clone();
  State::Of(*stale).index.in_play.characters.pop_back();  // A character the lists miss.
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  stale = state->Clone();
  State::Of(*stale).index.rest_turn_triggers[0].push_back(CardId{Seat::kA, 1});
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  stale = state->Clone();
  State::Of(*stale).index.indicators.push_back(CardId{Seat::kB, 2});
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  // 305(6): duplicate character names kept for a seat whose battle zone has none.
  stale = state->Clone();
  {
    State& d = State::Of(*stale);
    Game reader(d, rules.cards(), 0);
    reader.KeepIndex();
    ASSERT_TRUE(reader.DuplicateNames(Seat::kB).empty());
    ASSERT_TRUE(rules.CheckInvariants(*stale).ok());
    d.index.in_play.duplicates[SeatIndex(Seat::kB)].push_back("孙悟空");
    EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);
  }

  // A card with damage that the list of cards with "this turn" state misses.
  stale = state->Clone();
  State& s = State::Of(*stale);
  const CardId damaged = s.index.in_play.characters.front();
  s.cards[SeatIndex(damaged.seat)][damaged.index - 1].damage = 1;
  s.index.touched.KeepIf([&](CardId id) { return id != damaged; });
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  // 104: a tapped card that the list of cards that may be tapped misses.
  stale = state->Clone();
  State& u = State::Of(*stale);
  const CardId tapped = u.index.in_play.characters.front();
  u.cards[SeatIndex(tapped.seat)][tapped.index - 1].tapped = true;
  u.index.tapped.KeepIf([&](CardId id) { return id != tapped; });
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  // 323: a level indicator kept as attached to another object of its character than the card's.
  for (++i; i < game->log.size() && State::Of(*state).index.indicators.empty(); ++i) {
    ASSERT_TRUE(rules.Apply(*state, game->log[i]).ok());
  }
  ASSERT_FALSE(State::Of(*state).index.indicators.empty());
  ASSERT_TRUE(rules.CheckInvariants(*state).ok());
  stale = state->Clone();
  State::Of(*stale).index.indicator_hosts.front().object += 1;
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);

  // 323(3): rule actions promised to look only under the characters that left a battle zone
  // (none here), but an indicator lies under a character's earlier object.
  stale = state->Clone();
  State& t = State::Of(*stale);
  const CardId indicator = t.index.indicators.front();
  t.cards[SeatIndex(indicator.seat)][indicator.index - 1].attached_object += 1;
  t.index.indicator_hosts.front().object += 1;
  t.index.in_play.attachments_checked = false;
  t.index.in_play.left_battle_only = false;
  ASSERT_TRUE(rules.CheckInvariants(*stale).ok());  // Rule actions will look at every one.
  t.index.in_play.left_battle_only = true;
  t.index.in_play.left_battle.clear();
  EXPECT_EQ(rules.CheckInvariants(*stale).code(), StatusCode::kCorruption);
}

}  // namespace
}  // namespace tcgjudge::zero
