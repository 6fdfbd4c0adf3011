// The state key of a Yu-Gi-Oh position (engine/ygo/state_key.h): the key kept beside the state,
// brought up to date by comparing each card, token and seat with the value its term was computed
// from, equals the key computed from the whole state after every event of bot duels (injected
// illegal decisions among them); equal positions have equal keys whatever led to them; a change
// of any single component changes it; YgoRuleset::CheckInvariants names a kept term that is
// wrong.

#include "engine/ygo/state_key.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/bot.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

const YgoRuleset& Rules() {
  static const YgoRuleset* rules = new YgoRuleset(SampleSet());
  return *rules;
}

Result<BotGame> PlayBot(uint64_t seed, double illegal_rate) {
  TJ_ASSIGN_OR_RETURN(Header header, Rules().BotHeader("key-" + std::to_string(seed)));
  return PlayBotGame(Rules(), header, BotOptions{seed, 20000, illegal_rate});
}

// The position after the first `events` events of `log` (all of them if fewer), the key asked
// after each (checked against the whole state's and the invariants after each, if `check`).
std::unique_ptr<GameState> FoldAsking(const std::vector<Event>& log, size_t events, bool check,
                                      const std::string& name) {
  std::vector<Violation> ignored;
  auto started = Rules().Start(std::get<Header>(log.front().body), &ignored);
  EXPECT_TRUE(started.ok()) << started.status().ToString();
  if (!started.ok()) return nullptr;
  std::unique_ptr<GameState> state = std::move(*started);
  for (size_t i = 1; i <= events && i < log.size(); ++i) {
    EXPECT_TRUE(Rules().Apply(*state, log[i]).ok()) << name << ", seq " << log[i].seq;
    const uint64_t kept = Rules().StateKey(*state);
    if (!check) continue;
    EXPECT_EQ(kept, Rules().FullStateKey(*state)) << name << ", seq " << log[i].seq;
    const Status invariants = Rules().CheckInvariants(*state);
    EXPECT_TRUE(invariants.ok()) << name << ", seq " << log[i].seq << ": " << invariants.ToString();
    if (::testing::Test::HasFailure()) return nullptr;
  }
  return state;
}

TEST(YgoStateKey, KeptEqualsTheWholeStatesAfterEveryEventOfBotDuels) {
  size_t injected = 0, tokens = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto game = PlayBot(seed, seed % 2 == 0 ? 0.1 : 0);
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    injected += game->injected.size();
    auto state = FoldAsking(game->log, game->log.size(), true, "seed " + std::to_string(seed));
    ASSERT_NE(state, nullptr);
    for (const auto& seat : State::Of(*state).tokens) tokens += seat.size();
  }
  EXPECT_GT(injected, 20u) << "illegal decisions were injected";
  EXPECT_GT(tokens, 0u) << "tokens were created and keyed";
}

TEST(YgoStateKey, EqualPositionsReachedByDifferentHistoriesHaveEqualKeys) {
  auto game = PlayBot(3, 0);
  ASSERT_TRUE(game.ok());
  std::unique_ptr<GameState> folded = FoldAsking(game->log, 60, false, "seed 3");
  ASSERT_NE(folded, nullptr);
  const uint64_t key = Rules().StateKey(*folded);
  auto decoded = Rules().DecodeSnapshot(Rules().EncodeSnapshot(*folded));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(Rules().StateKey(**decoded), key);
  State& s = State::Of(*folded);
  s.players[0].life_points -= 100;
  s.cards[1][0].object += 1;
  EXPECT_NE(Rules().StateKey(*folded), key);
  s.players[0].life_points += 100;
  s.cards[1][0].object -= 1;
  ASSERT_TRUE(folded->Equals(**decoded));
  EXPECT_EQ(Rules().StateKey(*folded), key);
  EXPECT_EQ(Rules().StateKey(*folded->Clone()), key);
}

TEST(YgoStateKey, ChangingAnySingleComponentChangesTheKey) {
  auto game = PlayBot(5, 0);
  ASSERT_TRUE(game.ok());
  std::unique_ptr<GameState> position = FoldAsking(game->log, 80, false, "seed 5");
  ASSERT_NE(position, nullptr);
  const State& base = State::Of(*position);
  const uint64_t key = Rules().FullStateKey(base);
  ASSERT_EQ(Rules().StateKey(base), key);
  ASSERT_GE(base.players[0].deck.size(), 2u);
  std::vector<std::pair<std::string, std::function<void(State&)>>> changes = {
      {"a card's object", [](State& s) { s.cards[0][3].object += 1; }},
      {"a card's position", [](State& s) { s.cards[0][3].defense ^= true; }},
      {"a card's attachment",
       [](State& s) {
         s.cards[1][2].attached_to = CardId{Seat::kA, 1};
       }},
      {"a token", [](State& s) { s.tokens[0].push_back(CardState{}); }},
      {"the deck's order", [](State& s) { std::swap(s.players[0].deck[0], s.players[0].deck[1]); }},
      {"life points", [](State& s) { s.players[1].life_points -= 1; }},
      {"a monster zone",
       [](State& s) {
         s.players[0].monsters[4] = CardId{Seat::kA, 2};
       }},
      {"a once-per-turn use",
       [](State& s) {
         s.players[1].used.push_back(UsedEffect{1, 0});
       }},
      {"the turn", [](State& s) { s.turn.number += 1; }},
      {"the chain's passes", [](State& s) { s.chain.passes += 1; }},
      {"an extra monster zone",
       [](State& s) {
         s.extra_monsters[1] = CardId{Seat::kB, 3};
       }},
      {"the wait", [](State& s) { s.waiting_for = OtherSeat(s.waiting_for); }},
      {"the end reason", [](State& s) { s.end_reason += "."; }},
  };
  for (const auto& [what, change] : changes) {
    State changed = base;
    change(changed);
    EXPECT_NE(Rules().FullStateKey(changed), key) << what;
    EXPECT_EQ(Rules().StateKey(changed), Rules().FullStateKey(changed)) << what;
  }
}

TEST(YgoStateKey, CheckInvariantsNamesAWrongKeptTerm) {
  auto game = PlayBot(2, 0);
  ASSERT_TRUE(game.ok());
  std::unique_ptr<GameState> position = FoldAsking(game->log, 40, false, "seed 2");
  ASSERT_NE(position, nullptr);
  ASSERT_TRUE(Rules().CheckInvariants(*position).ok());

  std::unique_ptr<GameState> wrong = position->Clone();
  State::Of(*wrong).key_terms.card_terms[0][1][4] += 1;  // List 0 (the cards), seat B, B05.
  Status problem = Rules().CheckInvariants(*wrong);
  EXPECT_EQ(problem.code(), StatusCode::kCorruption);
  EXPECT_NE(problem.message().find("card B05"), std::string::npos) << problem.message();

  wrong = position->Clone();
  State::Of(*wrong).key_terms.player_terms[0] += 1;
  problem = Rules().CheckInvariants(*wrong);
  EXPECT_EQ(problem.code(), StatusCode::kCorruption);
  EXPECT_NE(problem.message().find("seat A"), std::string::npos) << problem.message();
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
