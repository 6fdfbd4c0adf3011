// The state key of a 零次元 position (engine/zero/state_key.h): the key kept beside the state,
// brought up to date from what the accessors marked, equals the key computed from the whole state
// after every event of bot games (injected illegal decisions among them), of a long game and of
// refused events; equal positions have equal keys whatever led to them; a change of any single
// component changes it; ZeroRuleset::CheckInvariants names a kept term that went stale.

#include "engine/zero/state_key.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/bot.h"
#include "engine/zero/zero_ruleset.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

// Folds `log`, asking the kept key after every `every`-th event (the marks of the events between
// pile up), and checks it against the key computed from the whole state and the invariants.
void ExpectTheKeptKeyAfterEveryEvent(const ZeroRuleset& rules, const std::vector<Event>& log,
                                     const std::string& name, size_t every = 1) {
  std::vector<Violation> ignored;
  auto started = rules.Start(std::get<Header>(log.front().body), &ignored);
  ASSERT_TRUE(started.ok()) << started.status().ToString();
  std::unique_ptr<GameState> state = std::move(*started);
  ASSERT_EQ(rules.StateKey(*state), rules.FullStateKey(*state)) << name << ", the header";
  for (size_t i = 1; i < log.size(); ++i) {
    ASSERT_TRUE(rules.Apply(*state, log[i]).ok()) << name << ", seq " << log[i].seq;
    if (i % every != 0 && i + 1 != log.size()) continue;
    ASSERT_EQ(rules.StateKey(*state), rules.FullStateKey(*state)) << name << ", seq " << log[i].seq;
    const Status invariants = rules.CheckInvariants(*state);
    ASSERT_TRUE(invariants.ok()) << name << ", seq " << log[i].seq << ": " << invariants.ToString();
  }
}

Result<BotGame> PlayBot(const ZeroRuleset& rules, const std::string& id, uint64_t seed,
                        double illegal_rate) {
  TJ_ASSIGN_OR_RETURN(Header header, rules.BotHeader(id));
  return PlayBotGame(rules, header, BotOptions{seed, 20000, illegal_rate});
}

TEST(StateKey, KeptEqualsTheWholeStatesAfterEveryEventOfBotGames) {
  const ZeroRuleset rules(testing::SampleCards());
  size_t injected = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto game = PlayBot(rules, "key-" + std::to_string(seed), seed, seed % 2 == 0 ? 0.1 : 0);
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    injected += game->injected.size();
    ExpectTheKeptKeyAfterEveryEvent(rules, game->log, "seed " + std::to_string(seed));
  }
  EXPECT_GT(injected, 20u) << "illegal decisions were injected";
}

TEST(StateKey, KeptEqualsTheWholeStatesWhenAskedOnlyNowAndThen) {
  const ZeroRuleset rules(testing::SampleCards());
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    auto game = PlayBot(rules, "key-seldom-" + std::to_string(seed), seed, 0.05);
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    ExpectTheKeptKeyAfterEveryEvent(rules, game->log, "seed " + std::to_string(seed), 2 + seed);
  }
}

// A long game (the benchmark's kind: 250-card decks, few attacks): the deck's terms count from
// its bottom, so a draw changes one of them however long the deck is.
TEST(StateKey, KeptEqualsTheWholeStatesAfterEveryEventOfALongGame) {
  const ZeroRuleset rules(testing::SampleCards());
  auto game = testing::LongBotGame(rules, "key-long");
  ASSERT_TRUE(game.ok()) << game.status().ToString();
  EXPECT_GT(game->log.size(), 1000u);
  ExpectTheKeptKeyAfterEveryEvent(rules, game->log, "long game");
}

// ZeroRuleset::Apply's contract: a refused event leaves the state as it was; the kept key too,
// though the event changed cards and zones (and marked them) before it was refused.
TEST(StateKey, ARefusedEventLeavesTheKeptKeyAsItWas) {
  const ZeroRuleset rules(testing::SampleCards());
  const ZeroRuleset unread(testing::EndingInAnUnreadAction(testing::SampleCards()));
  int refused = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    auto game = PlayBot(rules, "key-refused-" + std::to_string(seed), seed, 0);
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    std::vector<Violation> ignored;
    auto started = rules.Start(std::get<Header>(game->log.front().body), &ignored);
    ASSERT_TRUE(started.ok());
    std::unique_ptr<GameState> state = std::move(*started);
    for (size_t i = 1; i < game->log.size(); ++i) {
      const Event& event = game->log[i];
      const uint64_t before = rules.StateKey(*state);
      const std::unique_ptr<GameState> copy = state->Clone();
      if (unread.Apply(*state, event).ok()) {
        state = copy->Clone();
      } else {
        ++refused;
        ASSERT_EQ(rules.StateKey(*state), before) << "seed " << seed << ", seq " << event.seq;
        ASSERT_EQ(rules.FullStateKey(*state), before) << "seed " << seed << ", seq " << event.seq;
      }
      ASSERT_TRUE(rules.Apply(*state, event).ok()) << "seed " << seed << ", seq " << event.seq;
    }
  }
  EXPECT_GT(refused, 30);
}

// The position after `events` of bot game `seed`, with the key asked after every event.
std::unique_ptr<GameState> PositionAfter(const ZeroRuleset& rules, uint64_t seed, size_t events) {
  auto game = PlayBot(rules, "key-position", seed, 0);
  EXPECT_TRUE(game.ok()) << game.status().ToString();
  if (!game.ok()) return nullptr;
  std::vector<Violation> ignored;
  auto started = rules.Start(std::get<Header>(game->log.front().body), &ignored);
  EXPECT_TRUE(started.ok());
  if (!started.ok()) return nullptr;
  std::unique_ptr<GameState> state = std::move(*started);
  for (size_t i = 1; i <= events && i < game->log.size(); ++i) {
    EXPECT_TRUE(rules.Apply(*state, game->log[i]).ok());
    rules.StateKey(*state);
  }
  return state;
}

TEST(StateKey, EqualPositionsReachedByDifferentHistoriesHaveEqualKeys) {
  const ZeroRuleset rules(testing::SampleCards());
  std::unique_ptr<GameState> folded = PositionAfter(rules, 5, 120);
  ASSERT_NE(folded, nullptr);
  const uint64_t key = rules.StateKey(*folded);
  // Decoded from its snapshot: nothing kept, every term computed anew.
  auto decoded = rules.DecodeSnapshot(rules.EncodeSnapshot(*folded));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  ASSERT_TRUE((*decoded)->Equals(*folded));
  EXPECT_EQ(rules.StateKey(**decoded), key);
  // Changed through the accessors and changed back: its cards and zones marked, the same value.
  State& s = State::Of(*folded);
  const CardId top = s.players[0].deck.front();
  s.Card(top).damage += 3;
  s.EraseFromZone(Seat::kA, Zone::kDeck, 0);
  s.InsertIntoZone(Seat::kA, Zone::kHand, 0, top);
  s.SetPlayerFlag(Seat::kB, &PlayerState::levelled_up, !s.players[1].levelled_up);
  EXPECT_NE(rules.StateKey(*folded), key);
  s.Card(top).damage -= 3;
  s.EraseFromZone(Seat::kA, Zone::kHand, 0);
  s.InsertIntoZone(Seat::kA, Zone::kDeck, 0, top);
  s.SetPlayerFlag(Seat::kB, &PlayerState::levelled_up, !s.players[1].levelled_up);
  ASSERT_TRUE(folded->Equals(**decoded));
  EXPECT_EQ(rules.StateKey(*folded), key);
  EXPECT_EQ(rules.FullStateKey(*folded), key);
  // A copy keeps what its original kept, and its key.
  EXPECT_EQ(rules.StateKey(*folded->Clone()), key);
}

// Each single change of one component of the position, made directly (not through the
// accessors), gives another key computed from the whole state.
TEST(StateKey, ChangingAnySingleComponentChangesTheKey) {
  const ZeroRuleset rules(testing::SampleCards());
  std::unique_ptr<GameState> position = PositionAfter(rules, 7, 150);
  ASSERT_NE(position, nullptr);
  const State& base = State::Of(*position);
  const uint64_t key = rules.FullStateKey(base);
  ASSERT_EQ(rules.StateKey(base), key);
  ASSERT_GE(base.players[0].deck.size(), 2u);
  ASSERT_FALSE(base.players[1].hand.empty());
  const CardId card = base.players[0].deck.front();
  std::vector<std::pair<std::string, std::function<void(State&)>>> changes = {
      {"a card's identity",
       [&](State& s) {
         CardState& changed = s.cards[0][card.index - 1];
         BindIdentity(changed, IdentityOf(changed) ^ 1);
       }},
      {"a card's zone", [&](State& s) { s.cards[0][card.index - 1].zone = Zone::kRest; }},
      {"a card's damage", [&](State& s) { s.cards[0][card.index - 1].damage += 1; }},
      {"a card's object", [&](State& s) { s.cards[0][card.index - 1].object += 1; }},
      {"a card's tap", [&](State& s) { s.cards[0][card.index - 1].tapped ^= true; }},
      {"a card's grants", [&](State& s) { s.cards[0][card.index - 1].granted ^= 4; }},
      {"a card's attachment",
       [&](State& s) {
         s.cards[0][card.index - 1].attached_to = CardId{Seat::kB, 1};
       }},
      {"the deck's order",
       [&](State& s) { std::swap(s.players[0].deck[0], s.players[0].deck[1]); }},
      {"a card moved between zones",
       [&](State& s) {
         s.players[1].rest.push_back(s.players[1].hand.back());
         s.players[1].hand.pop_back();
       }},
      {"a card moved between seats",
       [&](State& s) {
         s.players[1].hand.push_back(s.players[0].deck.back());
         s.players[0].deck.pop_back();
       }},
      {"a flag", [&](State& s) { s.players[1].shuffled ^= true; }},
      {"a hand limit", [&](State& s) { s.players[0].hand_limit += 1; }},
      {"the turn", [&](State& s) { s.turn += 1; }},
      {"the priority holder", [&](State& s) { s.waiting_for = OtherSeat(s.waiting_for); }},
      {"the passes", [&](State& s) { s.passes ^= 1; }},
      {"an option", [&](State& s) { s.options.first_turn_draw ^= true; }},
      {"the next object", [&](State& s) { s.next_object += 1; }},
      {"the end reason", [&](State& s) { s.end_reason += "."; }},
  };
  for (const auto& [what, change] : changes) {
    State changed = base;
    change(changed);
    EXPECT_NE(rules.FullStateKey(changed), key) << what;
  }
}

// A card and a zone edited directly, past the accessors that mark what changed: the kept key is
// stale, and CheckInvariants says which term.
TEST(StateKey, CheckInvariantsNamesAStaleKeptTerm) {
  const ZeroRuleset rules(testing::SampleCards());
  std::unique_ptr<GameState> position = PositionAfter(rules, 2, 80);
  ASSERT_NE(position, nullptr);
  ASSERT_TRUE(rules.CheckInvariants(*position).ok());

  std::unique_ptr<GameState> stale = position->Clone();
  State& s = State::Of(*stale);
  const CardId card = s.players[0].deck.back();
  s.cards[0][card.index - 1].object += 1;
  Status problem = rules.CheckInvariants(*stale);
  EXPECT_EQ(problem.code(), StatusCode::kCorruption);
  EXPECT_NE(problem.message().find("state key"), std::string::npos) << problem.message();
  EXPECT_NE(problem.message().find("card " + card.ToString()), std::string::npos)
      << problem.message();

  stale = position->Clone();
  State& t = State::Of(*stale);
  std::swap(t.players[0].deck[0], t.players[0].deck[1]);
  problem = rules.CheckInvariants(*stale);
  EXPECT_EQ(problem.code(), StatusCode::kCorruption);
  EXPECT_NE(problem.message().find("A's deck"), std::string::npos) << problem.message();

  stale = position->Clone();
  State::Of(*stale).key_terms.sum += 1;
  problem = rules.CheckInvariants(*stale);
  EXPECT_EQ(problem.code(), StatusCode::kCorruption);
  EXPECT_NE(problem.message().find("state key"), std::string::npos) << problem.message();
}

// A state whose key was never asked keeps nothing, and its accessors mark nothing.
TEST(StateKey, IsKeptOnlyOnceAsked) {
  const ZeroRuleset rules(testing::SampleCards());
  auto header = rules.BotHeader("key-unasked");
  ASSERT_TRUE(header.ok());
  std::vector<Violation> ignored;
  auto started = rules.Start(*header, &ignored);
  ASSERT_TRUE(started.ok());
  State& s = State::Of(**started);
  EXPECT_FALSE(s.key_terms.known);
  s.Card(CardId{Seat::kA, 1});
  EXPECT_TRUE(s.key_terms.changed_cards.ids.empty());
  rules.StateKey(s);
  EXPECT_TRUE(s.key_terms.known);
  s.Card(CardId{Seat::kA, 1});
  EXPECT_EQ(s.key_terms.changed_cards.ids.size(), 1u);
}

}  // namespace
}  // namespace tcgjudge::zero
