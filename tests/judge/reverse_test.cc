// 902 reversal through the judge's replay (judge/game_replay.h): reversing the latest effective
// decision returns the game to exactly the position before it: the same state (and state hash),
// the card back in the zone it came from, the costs refunded, the same player holding priority,
// and nothing the decision triggered happens.

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/bot.h"
#include "engine/zero/state.h"
#include "judge/review.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::EventsOf;
using testing::ReviewWithHashes;
using testing::SampleGame;
using testing::SampleGameNames;
using testing::StatesAlong;
using testing::Zero;

Event ReverseEvent(const std::string& game, uint32_t seq, uint32_t reversed) {
  Event e;
  e.game = game;
  e.seq = seq;
  e.actor = JudgeActor{"J-1"};
  e.body = JudgeAction{{"902(1)"}, "", Reverse{reversed}};
  return e;
}

std::optional<Seat> PriorityHolder(const GameState& state) {
  const Pending pending = Zero().PendingOf(state);
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) return point->player;
  return std::nullopt;
}

const BoardCard* FindCard(const Board& board, Seat seat, const std::string& zone, CardId id) {
  const BoardZone* z = board.Zone(seat, zone);
  if (z == nullptr) return nullptr;
  for (const BoardCard& c : z->cards) {
    if (c.id == id) return &c;
  }
  return nullptr;
}

// Reverses decision `seq` of `log` right after it was made (log[0..seq) then a Reverse) and
// checks the position is exactly the one before it.
void ExpectReverseRestores(const std::vector<Event>& log, uint32_t seq, const std::string& name) {
  SCOPED_TRACE(name + " seq " + std::to_string(seq));
  std::vector<Event> prefix(log.begin(), log.begin() + seq);
  auto before_reverse = ReviewWithHashes(prefix);
  ASSERT_TRUE(before_reverse.ok()) << before_reverse.status().ToString();
  // The position before the decision: the fold of the effective line up to it, computed
  // independently of the replay.
  std::vector<Event> line = EventsOf(prefix, before_reverse->line.seqs);
  ASSERT_FALSE(line.empty());
  ASSERT_EQ(line.back().seq, seq) << "the decision is the latest effective event";
  line.pop_back();
  auto states = StatesAlong(line);
  ASSERT_EQ(states.size(), line.size());
  const GameState& before = *states.back();

  prefix.push_back(ReverseEvent(log.front().game, seq + 1, seq));
  auto reversed = ReviewWithHashes(prefix);
  ASSERT_TRUE(reversed.ok()) << reversed.status().ToString();
  EXPECT_TRUE(reversed->state->Equals(before));
  EXPECT_EQ(reversed->state_hashes.back(), StateHash(Zero(), before));
  EXPECT_EQ(PriorityHolder(*reversed->state), PriorityHolder(before));
  EXPECT_NE(std::find(reversed->line.reversed.begin(), reversed->line.reversed.end(), seq),
            reversed->line.reversed.end());

  // The card and the costs, read off the boards.
  const Board board_before = Zero().MakeBoard(before);
  const Board board_after = Zero().MakeBoard(*reversed->state);
  EXPECT_EQ(board_after, board_before);
  const Decision& decision = std::get<Decision>(log[seq - 1].body);
  const Seat player = std::get<Seat>(log[seq - 1].actor);
  if (const auto* play = std::get_if<PlayCard>(&decision)) {
    EXPECT_NE(FindCard(board_after, player, "hand", play->card), nullptr)
        << play->card.ToString() << " is back in the hand";
    for (CardId tapped : play->payment.tap) {
      const BoardCard* card = FindCard(board_after, player, "resource", tapped);
      ASSERT_NE(card, nullptr) << tapped.ToString();
      EXPECT_EQ(card->tapped, FindCard(board_before, player, "resource", tapped)->tapped)
          << tapped.ToString() << ": the cost is refunded";
    }
  }
  if (const auto* attack = std::get_if<DeclareAttack>(&decision)) {
    const BoardCard* attacker = FindCard(board_after, player, "battle", attack->attacker);
    ASSERT_NE(attacker, nullptr);
    EXPECT_FALSE(attacker->tapped) << "the attacker stands up again";
  }
}

// The one replay (judge/game_replay.h) against the engine's plain fold of the effective line.
TEST(ReviewGame, EndsWhereAPlainFoldOfTheEffectiveLineEnds) {
  for (const std::string& name : SampleGameNames()) {
    SCOPED_TRACE(name);
    const std::vector<Event> log = SampleGame(name);
    auto review = ReviewWithHashes(log);
    ASSERT_TRUE(review.ok()) << review.status().ToString();
    auto states = StatesAlong(EventsOf(log, review->line.seqs));
    ASSERT_EQ(states.size(), review->line.seqs.size());
    EXPECT_TRUE(review->state->Equals(*states.back()));
    ASSERT_EQ(review->state_hashes.size(), log.size());
    EXPECT_EQ(review->state_hashes.back(), StateHash(Zero(), *review->state));
  }
}

TEST(ReviewGame, GivesTheStateHashOfEveryPrefix) {
  const std::vector<Event> log = SampleGame("sample-game");
  auto replay = ReviewWithHashes(log);
  ASSERT_TRUE(replay.ok());
  for (size_t n : {size_t{1}, size_t{10}, size_t{25}, size_t{26}, size_t{60}, log.size()}) {
    std::vector<Event> prefix(log.begin(), log.begin() + n);
    auto review = ReviewGame(Zero(), prefix);
    ASSERT_TRUE(review.ok()) << review.status().ToString();
    EXPECT_EQ(replay->state_hashes[n - 1], StateHash(Zero(), *review->state)) << "after seq " << n;
  }
}

TEST(ReviewGame, NamesTheJudgeEventThatUndidEachViolation) {
  auto replay = ReviewGame(Zero(), SampleGame("sample-game"));
  ASSERT_TRUE(replay.ok());
  ASSERT_EQ(replay->violations.size(), 2u);
  EXPECT_EQ(replay->violations[0].violation.seq, 25u);
  EXPECT_EQ(replay->violations[0].standing, Standing::kReversed);
  EXPECT_EQ(replay->violations[0].undone_by, 26u);  // Reversed (902).
  EXPECT_EQ(replay->violations[1].violation.seq, 58u);
  EXPECT_EQ(replay->violations[1].standing, Standing::kSuperseded);
  EXPECT_EQ(replay->violations[1].undone_by, 60u);  // Superseded by the back-up.
}

// 101(7), 901(6), A-83: the judge's declared draw is folded by the review and the replay alike:
// the game is over with it, and a decision after it is flagged as after any game end (101(3)).
TEST(ReviewGame, FoldsTheJudgesDeclaredResult_Rule101_7) {
  std::vector<Event> log = SampleGame("sample-game");
  log.resize(119);  // Before B's concession.
  Event result;
  result.game = log.front().game;
  result.seq = 120;
  result.actor = JudgeActor{"J-1"};
  result.body = JudgeAction{{"901(6)"}, "a mandatory loop", GameResult{}};
  log.push_back(result);
  Event pass;
  pass.game = log.front().game;
  pass.seq = 121;
  pass.actor = Seat::kA;
  pass.body = Decision(PassPriority{});
  log.push_back(pass);
  auto review = ReviewWithHashes(log);
  ASSERT_TRUE(review.ok()) << review.status().ToString();
  const Pending pending = Zero().PendingOf(*review->state);
  ASSERT_TRUE(std::holds_alternative<GameOver>(pending));
  EXPECT_EQ(std::get<GameOver>(pending).winner, std::nullopt);
  EXPECT_EQ(std::get<GameOver>(pending).reason,
            "judge J-1 declared a draw: a mandatory loop (901(6))");
  EXPECT_NE(review->state_hashes[119], review->state_hashes[118]) << "the result moved the game";
  ASSERT_FALSE(review->violations.empty());
  EXPECT_EQ(review->violations.back().violation.code, "zero.game-over");
  EXPECT_EQ(review->violations.back().violation.seq, 121u);
}

TEST(Reverse, OfEachIllegalDecisionOfTheSampleGamesRestoresThePositionBeforeIt) {
  int reversed = 0;
  for (const std::string& name : SampleGameNames()) {
    const std::vector<Event> log = SampleGame(name);
    auto replay = ReviewGame(Zero(), log);
    ASSERT_TRUE(replay.ok()) << name << ": " << replay.status().ToString();
    for (const ReviewedViolation& v : replay->violations) {
      if (v.violation.seq <= 1 || !IsDecision(log[v.violation.seq - 1])) continue;
      ExpectReverseRestores(log, v.violation.seq, name);
      ++reversed;
    }
  }
  EXPECT_GE(reversed, 6) << "the sample games hold at least six illegal decisions";
}

// Triggered effects a state holds: pending ones (702, E1.4) and effect links on the chain that
// the decision itself did not add (an activated effect adds one).
size_t TriggeredEffects(const GameState& state, size_t own_effect_links) {
  const auto& s = static_cast<const zero::State&>(state);
  size_t effects = s.triggers.size();
  for (const zero::Link& link : s.chain) effects += link.kind == zero::Link::Kind::kEffect;
  return effects >= own_effect_links ? effects - own_effect_links : 0;
}

TEST(Reverse, OfAnIllegalPlayThatTriggeredAnEffectLeavesNothingTriggered) {
  // Bot games with injected illegal decisions, searched for one after which an effect triggered.
  for (uint64_t seed = 1; seed <= 400; ++seed) {
    auto header = Zero().BotHeader("trig-" + std::to_string(seed));
    ASSERT_TRUE(header.ok());
    auto game = PlayBotGame(Zero(), *header, BotOptions{seed, 20000, 0.3});
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    auto states = StatesAlong(game->log);
    ASSERT_EQ(states.size(), game->log.size());
    for (const InjectedIllegal& injected : game->injected) {
      const uint32_t seq = injected.seq;
      const Decision& decision = std::get<Decision>(game->log[seq - 1].body);
      const size_t own = std::holds_alternative<ActivateEffect>(decision) ? 1 : 0;
      const GameState& before = *states[seq - 2];
      const GameState& after = *states[seq - 1];
      if (TriggeredEffects(after, own) <= TriggeredEffects(before, 0)) continue;
      ::testing::Test::RecordProperty(
          "illegal_decision_that_triggered",
          injected.code + " at seq " + std::to_string(seq) + " of seed " + std::to_string(seed));
      ExpectReverseRestores(game->log, seq, "bot game");
      std::vector<Event> prefix(game->log.begin(), game->log.begin() + seq);
      prefix.push_back(ReverseEvent(game->log.front().game, seq + 1, seq));
      auto reversed = ReviewGame(Zero(), prefix);
      ASSERT_TRUE(reversed.ok());
      EXPECT_EQ(TriggeredEffects(*reversed->state, 0), TriggeredEffects(before, 0))
          << "nothing triggered";
      EXPECT_EQ(static_cast<const zero::State&>(*reversed->state).triggers,
                static_cast<const zero::State&>(before).triggers);
      return;
    }
  }
  FAIL() << "no bot game of seeds 1-400 has an injected illegal decision that triggers an effect";
}

}  // namespace
}  // namespace tcgjudge
