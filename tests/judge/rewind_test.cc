// Rewind: the back-up event a judge appends returns the game to a priority point of the effective
// line; the events after it stay as a superseded branch; play goes on from the point and no card
// instance id is ever made twice.

#include "judge/rewind.h"

#include <gtest/gtest.h>

#include <set>

#include "judge/snapshot_cache.h"
#include "tests/judge/test_games.h"

namespace tcgjudge {
namespace {

using testing::BotGame;
using testing::SampleRuleset;
using testing::Stored;

class Rewind : public ::testing::Test {
 protected:
  void SetUp() override {
    rules_ = SampleRuleset();
    log_ = BotGame(*rules_, 11);
    auto index = IndexPositions(*rules_, log_);
    ASSERT_TRUE(index.ok());
    index_ = std::move(index).value();
  }

  Result<Event> BackUpTo(const std::string& position) {
    auto address = ParsePosition(position);
    if (!address.ok()) return address.status();
    auto to = ResolvePosition(index_, *address);
    if (!to.ok()) return to.status();
    return MakeBackUpEvent(log_, index_, *to,
                           RewindRequest{"J-7", {"902(1)"}, "", "2026-11-21T14:03:00Z"});
  }

  std::unique_ptr<zero::ZeroRuleset> rules_;
  std::vector<Event> log_;
  PositionIndex index_;
};

TEST_F(Rewind, BuildsTheNextEventAsABackUpToThePoint) {
  auto event = BackUpTo("P10");
  ASSERT_TRUE(event.ok()) << event.status().ToString();
  EXPECT_EQ(event->seq, log_.size() + 1);
  EXPECT_EQ(event->game, log_.front().game);
  EXPECT_EQ(event->time, "2026-11-21T14:03:00Z");
  EXPECT_EQ(std::get<JudgeActor>(event->actor).judge_id, "J-7");
  const auto& action = std::get<JudgeAction>(event->body);
  EXPECT_EQ(std::get<BackUp>(action.action).after_seq, index_.lines[0].points[9].seq);
  EXPECT_EQ(action.rules, std::vector<std::string>{"902(1)"});
  EXPECT_EQ(action.text,
            "back-up to P10 (after seq " + std::to_string(index_.lines[0].points[9].seq) + ")");
}

TEST_F(Rewind, RefusesWhatIsNoEarlierPriorityPointOfTheEffectiveLine) {
  // A position that is not a priority point: after the header, the game waits for a shuffle.
  EXPECT_EQ(BackUpTo("after:1").status().message(),
            "rewind: after seq 1 is no priority point (nobody holds priority there; `tcgjudge "
            "log` shows the priority points P1, P2, ...)");
  const std::string last = "P" + std::to_string(index_.lines[0].points.size());
  const uint32_t last_seq = index_.lines[0].points.back().seq;
  if (last_seq == log_.size()) {
    EXPECT_NE(BackUpTo(last).status().message().find("is the current position"), std::string::npos);
  }
  EXPECT_EQ(BackUpTo("P99999").status().code(), StatusCode::kInvalidInput);
}

TEST_F(Rewind, TheGameGoesOnFromThePointAndTheBranchStaysAddressable) {
  const PriorityPoint point = index_.lines[0].points[29];  // P30.
  auto event = BackUpTo("P30");
  ASSERT_TRUE(event.ok()) << event.status().ToString();
  std::vector<Event> log = log_;
  log.push_back(*event);
  // Play on: a legal decision at the point the game returned to.
  auto at_point = ReadPosition(*rules_, GameLog{log, std::vector<EventHash>(log.size())}, nullptr,
                               "", static_cast<uint32_t>(log.size()));
  ASSERT_TRUE(at_point.ok());
  EXPECT_EQ(rules_->StateKey(*at_point->state), point.state_key);
  const std::vector<Decision> legal = rules_->LegalDecisions(*at_point->state);
  ASSERT_FALSE(legal.empty());
  Event next;
  next.game = log.front().game;
  next.seq = static_cast<uint32_t>(log.size() + 1);
  next.actor = point.holder;
  next.body = legal.back();
  log.push_back(next);

  auto index = IndexPositions(*rules_, log);
  ASSERT_TRUE(index.ok()) << index.status().ToString();
  ASSERT_EQ(index->lines.size(), 2u);
  // The effective line: up to the point, then the new decision.
  const PlayLine& effective = index->lines[0];
  EXPECT_EQ(effective.seqs.back(), next.seq);
  EXPECT_EQ(effective.seqs[effective.seqs.size() - 2], point.seq);
  // Branch b1: the whole game as it was played before the back-up, numbered as it was.
  const PlayLine& b1 = index->lines[1];
  EXPECT_EQ(b1.seqs.size(), log_.size());
  EXPECT_EQ(b1.points, index_.lines[0].points);
  // The stored game (hashes and all) reads every position of both lines.
  MemoryEventLog store;
  const GameLog stored = Stored(store, log);
  ASSERT_TRUE(RefreshSnapshots(*rules_, store, stored, "v").ok());
  auto old_end = ReadPosition(*rules_, stored, &store, "v", static_cast<uint32_t>(log_.size()));
  auto played = ReadPosition(*rules_, GameLog{log_, std::vector<EventHash>(log_.size())}, nullptr,
                             "", static_cast<uint32_t>(log_.size()));
  ASSERT_TRUE(old_end.ok() && played.ok());
  EXPECT_EQ(StateHash(*rules_, *old_end->state), StateHash(*rules_, *played->state));
  // Card instance ids are never made anew: every position holds the header's instances, once.
  auto now = ReadPosition(*rules_, stored, &store, "v", next.seq);
  ASSERT_TRUE(now.ok());
  std::multiset<std::string> ids;
  for (const BoardPlayer& player : rules_->MakeBoard(*now->state).players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) ids.insert(card.id.ToString());
    }
  }
  const Header& header = std::get<Header>(log.front().body);
  std::multiset<std::string> instances;
  for (size_t seat = 0; seat < header.players.size(); ++seat) {
    for (size_t i = 0; i < header.players[seat].deck.size(); ++i) {
      instances.insert(std::string(1, seat == 0 ? 'A' : 'B') + (i < 9 ? "0" : "") +
                       std::to_string(i + 1));
    }
  }
  EXPECT_EQ(ids, instances);
}

}  // namespace
}  // namespace tcgjudge
