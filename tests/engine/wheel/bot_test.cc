// Seeded bot games of 永恒之轮, played on the engine directly (the core's bot, engine/bot.h, plays
// them through the log in ruleset_test.cc and the conformance suite): every game ends, every
// legal move draws no violation, the invariants hold after every event, and every injected
// illegal move draws exactly the violation it was chosen for (100% recall, nothing else flagged).

#include "engine/bot.h"

#include "engine/wheel/bot_deck.h"
#include "engine/wheel/invariants.h"
#include "tests/engine/wheel/table.h"

#ifndef TJ_BOT_GAMES
#define TJ_BOT_GAMES 1000
#endif

namespace tcgjudge::wheel::testing {
namespace {

struct Outcome {
  int moves = 0;
  int injected = 0;
  bool over = false;
};

// Plays one game from `seed`; at each decision point an illegal move with chance
// `illegal_percent`/100. Fails the test on anything unexpected.
Outcome PlayOne(const WheelEngine& engine, uint64_t seed, int illegal_percent,
                const Options& options = {}) {
  BotRandom rng(seed);
  std::vector<Violation> violations;
  Result<State> started = engine.Start(WheelBotHeader("bot", options), &violations);
  EXPECT_TRUE(started.ok()) << started.status().message();
  EXPECT_TRUE(violations.empty()) << violations.front().message;
  State s = std::move(*started);
  Outcome out;
  uint32_t seq = 1;
  while (!s.over && out.moves < 5000) {
    if (s.wait == Wait::kShuffle) {
      std::vector<CardId> order = s.Player(s.waiting_for).deck;
      for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.Below(i)]);
      EXPECT_TRUE(engine.ApplyFact(s, Fact(ShuffleFact{s.waiting_for, order}), ++seq).ok());
      continue;
    }
    ++out.moves;
    std::vector<Violation> v;
    if (illegal_percent > 0 && static_cast<int>(rng.Below(100)) < illegal_percent) {
      std::vector<WheelEngine::IllegalMove> illegal = engine.IllegalMoves(s);
      if (!illegal.empty()) {
        const WheelEngine::IllegalMove& pick = illegal[rng.Below(illegal.size())];
        EXPECT_TRUE(engine.Apply(s, pick.player, pick.move, ++seq, &v).ok());
        EXPECT_EQ(v.size(), 1u) << MoveKindName(pick.move) << " seed " << seed;
        if (!v.empty()) {
          EXPECT_EQ(v.front().code, pick.code) << "seed " << seed;
        }
        ++out.injected;
        Status ok = CheckInvariants(s);
        EXPECT_TRUE(ok.ok()) << ok.message();
        continue;
      }
    }
    std::vector<Move> legal = engine.LegalMoves(s);
    legal.pop_back();  // The bot never concedes.
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    const Move& move = legal[rng.Below(legal.size())];
    EXPECT_TRUE(engine.Apply(s, s.waiting_for, move, ++seq, &v).ok());
    EXPECT_TRUE(v.empty()) << MoveKindName(move) << ": " << v.front().message << " seed " << seed;
    Status ok = CheckInvariants(s);
    EXPECT_TRUE(ok.ok()) << ok.message() << " seed " << seed;
    if (!ok.ok() || !v.empty()) break;
  }
  out.over = s.over;
  return out;
}

TEST(WheelBotGames, TheBotHeaderIsALegalDeckNamingEveryOption) {
  const Header h = WheelBotHeader("bot");
  EXPECT_EQ(h.players[0].deck.size(), 50u);
  EXPECT_EQ(h.options.size(), AllOptions(Options{}).size());
  std::vector<Violation> v;
  EXPECT_TRUE(WheelEngine(TestSet()).Start(h, &v).ok());
  EXPECT_TRUE(v.empty());
}

TEST(WheelBotGames, SeededGamesEndAndLegalMovesDrawNoViolation) {
  const WheelEngine engine(TestSet());
  int moves = 0;
  for (uint64_t seed = 1; seed <= TJ_BOT_GAMES; ++seed) {
    const Outcome o = PlayOne(engine, seed, 0);
    EXPECT_TRUE(o.over) << "seed " << seed << " did not end in 5000 moves";
    moves += o.moves;
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(moves, TJ_BOT_GAMES * 20);
}

TEST(WheelBotGames, EveryInjectedIllegalMoveDrawsExactlyItsViolation) {
  const WheelEngine engine(TestSet());
  int injected = 0;
  for (uint64_t seed = 1; seed <= TJ_BOT_GAMES / 10; ++seed) {
    injected += PlayOne(engine, seed, 10).injected;
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(injected, TJ_BOT_GAMES);
}

TEST(WheelBotGames, EveryOptionPlaysBothWays) {
  const WheelEngine engine(TestSet());
  Options other;
  other.life = 12;
  other.lose_at_zero = false;
  other.first_turn_draw = false;
  other.mulligan = true;
  other.first_turn_attack = FirstTurnAttack::kFirstRound;
  other.own_defense_rule = false;
  other.respond_to_own = true;
  other.hand_limit = HandLimit::kBoth;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    EXPECT_TRUE(PlayOne(engine, seed, 5, other).over) << "seed " << seed;
    if (::testing::Test::HasFailure()) break;
  }
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
