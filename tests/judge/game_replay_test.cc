// The one replay of a log (judge/game_replay.h): it folds each event once, in place, and returns
// to an earlier position by folding again from its nearest copy; whatever the distance, every
// position is the one a plain fold of its line reaches.

#include "judge/game_replay.h"

#include <gtest/gtest.h>

#include "engine/bot.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::Zero;

std::vector<Event> BotGame(uint64_t seed) {
  auto header = Zero().BotHeader("replay-" + std::to_string(seed));
  EXPECT_TRUE(header.ok());
  auto game = PlayBotGame(Zero(), *header, BotOptions{seed, 20000});
  EXPECT_TRUE(game.ok()) << game.status().ToString();
  return game.ok() ? game->log : std::vector<Event>{};
}

Event JudgeEvent(const std::vector<Event>& log, JudgeAction action) {
  Event e;
  e.game = log.front().game;
  e.seq = static_cast<uint32_t>(log.size() + 1);
  e.actor = JudgeActor{"J-1"};
  e.body = std::move(action);
  return e;
}

// The state hash after every event of `log`, from a plain fold (no judge events).
std::vector<uint64_t> PlainHashes(const std::vector<Event>& log) {
  std::vector<uint64_t> hashes;
  for (const auto& state : testing::StatesAlong(log)) hashes.push_back(StateHash(Zero(), *state));
  return hashes;
}

// A back-up to after seq `back_to`, then the table playing the same events again under new seqs:
// the positions after the back-up must be the ones the game had there before, however far back
// the nearest copy of the replay lies (the copies are kCheckpointEvery events apart).
TEST(GameReplay, ABackUpAtAnyDistanceReachesThePositionsAPlainFoldReaches) {
  const std::vector<Event> played = BotGame(3);
  ASSERT_GT(played.size(), 3 * kCheckpointEvery);
  const std::vector<uint64_t> truth = PlainHashes(played);
  const uint32_t end = static_cast<uint32_t>(played.size());
  const uint32_t k = static_cast<uint32_t>(kCheckpointEvery);
  for (uint32_t back_to : {1u, 2u, k - 1, k, k + 1, 2 * k, end - k - 1, end - 2, end - 1}) {
    SCOPED_TRACE("back-up to seq " + std::to_string(back_to));
    std::vector<Event> log = played;
    log.push_back(JudgeEvent(log, JudgeAction{{}, "", BackUp{back_to}}));
    for (uint32_t seq = back_to + 1; seq <= end; ++seq) {
      Event again = played[seq - 1];
      again.seq = static_cast<uint32_t>(log.size() + 1);
      log.push_back(std::move(again));
    }
    std::vector<uint64_t> hashes;
    auto replay = ReplayGame(Zero(), log, [&](const ReplayStep& step) {
      hashes.push_back(StateHash(Zero(), step.state));
    });
    ASSERT_TRUE(replay.ok()) << replay.status().ToString();
    ASSERT_EQ(hashes.size(), log.size());
    EXPECT_EQ(hashes[end], truth[back_to - 1]) << "the back-up's own position";
    for (uint32_t i = 1; back_to + i <= end; ++i) {
      ASSERT_EQ(hashes[end + i], truth[back_to + i - 1]) << "replayed seq " << back_to + i;
    }
    EXPECT_EQ(StateHash(Zero(), replay->state()), truth.back());
  }
}

// A replay resumed from the position after a log (as `append` resumes from a snapshot) takes the
// next events as the whole replay does, and a back-up after it returns to the positions the game
// had, however far back (it folds again from the header).
TEST(GameReplay, AResumedReplayTakesEventsAndBackUpsAsTheWholeReplayDoes) {
  const std::vector<Event> played = BotGame(5);
  ASSERT_GT(played.size(), 2 * kCheckpointEvery);
  const std::vector<uint64_t> truth = PlainHashes(played);
  const uint32_t end = static_cast<uint32_t>(played.size());
  const uint32_t stored = end - 5;
  auto whole = ReplayGame(Zero(), std::span<const Event>(played).first(stored));
  ASSERT_TRUE(whole.ok());
  auto resumed =
      GameReplay::Resume(Zero(), std::span<const Event>(played).first(stored), whole->TakeState());
  ASSERT_TRUE(resumed.ok()) << resumed.status().ToString();
  EXPECT_TRUE(resumed->violations().empty());
  for (uint32_t seq = stored + 1; seq <= end; ++seq) {
    ASSERT_TRUE(resumed->Take(played[seq - 1]).ok());
    ASSERT_EQ(StateHash(Zero(), resumed->state()), truth[seq - 1]) << "seq " << seq;
  }
  std::vector<Event> log = played;
  log.reserve(played.size() + 2);  // The replay points into it.
  for (uint32_t back_to : {end - 2, 3u}) {
    log.push_back(JudgeEvent(log, JudgeAction{{}, "", BackUp{back_to}}));
    ASSERT_TRUE(resumed->Take(log.back()).ok());
    EXPECT_EQ(StateHash(Zero(), resumed->state()), truth[back_to - 1]) << "back to " << back_to;
  }
}

// Issue 17: a restore after a back-up returns to the line the back-up left, wherever the back-up
// lay against the copies: every position is the one the game had there before the back-up.
TEST(GameReplay, ARestoreAtAnyDistanceReturnsToThePositionsOfTheRestoredLine) {
  const std::vector<Event> played = BotGame(3);
  ASSERT_GT(played.size(), 3 * kCheckpointEvery);
  const std::vector<uint64_t> truth = PlainHashes(played);
  const uint32_t end = static_cast<uint32_t>(played.size());
  const uint32_t k = static_cast<uint32_t>(kCheckpointEvery);
  for (uint32_t back_to : {1u, k - 1, k, k + 1, 2 * k + 3, end - 1}) {
    SCOPED_TRACE("back-up to seq " + std::to_string(back_to));
    std::vector<Event> log = played;
    const uint32_t back_up = end + 1;
    log.push_back(JudgeEvent(log, JudgeAction{{}, "", BackUp{back_to}}));
    // Another line after the back-up (the table plays a few events again), then the restore.
    for (uint32_t seq = back_to + 1; seq <= std::min(end, back_to + k + 2); ++seq) {
      Event again = played[seq - 1];
      again.seq = static_cast<uint32_t>(log.size() + 1);
      log.push_back(std::move(again));
    }
    log.push_back(JudgeEvent(log, JudgeAction{{}, "", Restore{back_up}}));
    // The game goes on from the restored line: a reverse of its latest decision (902(1)) must
    // land where a plain fold of it stands, which needs the copies of the restored line.
    std::vector<uint64_t> hashes;
    auto replay = ReplayGame(Zero(), log, [&](const ReplayStep& step) {
      hashes.push_back(StateHash(Zero(), step.state));
    });
    ASSERT_TRUE(replay.ok()) << replay.status().ToString();
    EXPECT_EQ(hashes.back(), truth.back()) << "the restore's own position";
    EXPECT_EQ(replay->lines().line().size(), played.size());
    EXPECT_EQ(StateHash(Zero(), replay->state()), truth.back());
    const uint32_t latest = replay->lines().LatestDecision().value();
    log.push_back(JudgeEvent(log, JudgeAction{{"902(1)"}, "", Reverse{latest}}));
    auto reversed = ReplayGame(Zero(), log);
    ASSERT_TRUE(reversed.ok()) << reversed.status().ToString();
    EXPECT_EQ(StateHash(Zero(), reversed->state()), truth[latest - 2]);
  }
}

// 902(1): reversing the latest decision, wherever it lies against the copies, returns to the
// position before it.
TEST(GameReplay, AReverseOnEitherSideOfACopyReturnsToThePositionBeforeTheDecision_Rule902_1) {
  const std::vector<Event> played = BotGame(5);
  const std::vector<uint64_t> truth = PlainHashes(played);
  size_t reversed = 0;
  for (uint32_t seq = 2; seq <= played.size(); ++seq) {
    const uint32_t line_length = seq;  // No judge events: the line is the log.
    if (!IsDecision(played[seq - 1])) continue;
    if (line_length % kCheckpointEvery > 1 && line_length % kCheckpointEvery < kCheckpointEvery - 1)
      continue;
    std::vector<Event> log(played.begin(), played.begin() + seq);
    log.push_back(JudgeEvent(log, JudgeAction{{"902(1)"}, "", Reverse{seq}}));
    auto replay = ReplayGame(Zero(), log);
    ASSERT_TRUE(replay.ok()) << replay.status().ToString();
    // The decision and the facts after it leave; the position is the one before the decision.
    EXPECT_EQ(StateHash(Zero(), replay->state()), truth[replay->lines().line().back() - 1])
        << "reversing seq " << seq;
    EXPECT_EQ(replay->lines().StandingOf(seq), Standing::kReversed);
    ++reversed;
  }
  EXPECT_GE(reversed, 4u);
}

TEST(GameReplay, ShowsEveryEventOnceInSeqOrderWithThePositionItLeaves) {
  const std::vector<Event> log = testing::SampleGame("sample-game");
  std::vector<uint32_t> seen;
  auto replay = ReplayGame(Zero(), log, [&](const ReplayStep& step) {
    seen.push_back(step.event.seq);
    if (step.folded) {
      EXPECT_EQ(step.at_seq, step.event.seq);
    } else {  // The last event of the effective line it leaves.
      auto line = LineThrough(log, step.event.seq);
      ASSERT_TRUE(line.ok());
      EXPECT_EQ(step.at_seq, line->back()) << "seq " << step.event.seq;
    }
  });
  ASSERT_TRUE(replay.ok()) << replay.status().ToString();
  ASSERT_EQ(seen.size(), log.size());
  for (size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i + 1);
}

TEST(GameReplay, RefusesWhatTheRulesetRefusesNamingTheSeq) {
  std::vector<Event> log = testing::SampleGame("sample-game");
  log.resize(10);
  Event second = log.front();
  second.seq = 11;
  log.push_back(second);
  auto replay = ReplayGame(Zero(), log);
  ASSERT_FALSE(replay.ok());
  EXPECT_EQ(replay.status().message(), "seq 11: a second header");
  EXPECT_EQ(ReplayGame(Zero(), std::span<const Event>(log).subspan(1)).status().message(),
            "seq 1: a game log starts with its header");
}

}  // namespace
}  // namespace tcgjudge
