// Positions: the position parser, the lines of play and their priority points, and the reader
// that starts from a stored snapshot: for every priority point of every sample game, of 200 bot
// games and of backed-up bot games, the state reached through snapshots is the fold of the line's
// prefix (same hash, same board).

#include "judge/positions.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "events/xxh64.h"
#include "judge/bound_value.h"
#include "judge/snapshot_cache.h"
#include "tests/judge/test_games.h"

namespace tcgjudge {
namespace {

using testing::BackedUp;
using testing::BotGame;
using testing::SampleGames;
using testing::SampleRuleset;
using testing::Stored;

constexpr char kVersion[] = "zero/test";

TEST(ParsePosition, ReadsASeqAPriorityPointAndEitherOnABranch) {
  EXPECT_EQ(*ParsePosition("after:57"), (PositionAddress{std::nullopt, false, 57}));
  EXPECT_EQ(*ParsePosition("P12"), (PositionAddress{std::nullopt, true, 12}));
  EXPECT_EQ(*ParsePosition("b1:P40"), (PositionAddress{1, true, 40}));
  EXPECT_EQ(*ParsePosition("b2:after:57"), (PositionAddress{2, false, 57}));
  EXPECT_EQ(*ParsePosition("before:89"), (PositionAddress{std::nullopt, false, 89, true}));
}

TEST(ParsePosition, RefusesAnythingElseSayingWhatItAccepts) {
  for (const char* bad :
       {"", "P", "P0", "0", "-3", "1.5", "x", "b1:", "b0:P1", "c1:P2", "P12x", "b1:b2:P3",
        "99999999999", "before:", "before:P3", "before:0", "b1:before:3", "57", "b2:57",
        "after:", "after:P3", "p12", "B1:P40", "b1P3"}) {
    auto parsed = ParsePosition(bad);
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_EQ(parsed.status().code(), StatusCode::kInvalidInput);
    EXPECT_NE(parsed.status().message().find("b1:P40"), std::string::npos)
        << parsed.status().message();
  }
  EXPECT_EQ(ParsePosition("P0").status().message(),
            "position 'P0': '0' is not a number from 1; a position is a priority point (P12), "
            "the position right after a seq (after:57) or right before one (before:57), either "
            "of the first two on a branch (b1:P40, b1:after:57)");
}

// Issue 31: `rewind --to 53` backed up to the position after seq 53 (P49), and `p53` was taken for
// P53. A bare number is refused in every command, and the spelling is case-sensitive.
TEST(ParsePosition, ABareNumberIsRefusedAsAmbiguousAndCaseMatters) {
  EXPECT_EQ(ParsePosition("53").status().message().substr(0, 122),
            "position '53': a bare number is ambiguous: write P53 for priority point 53 or "
            "after:53 for the position right after seq 53");
  EXPECT_NE(ParsePosition("b1:53").status().message().find("write b1:P53 for priority point 53 "
                                                           "or b1:after:53"),
            std::string::npos);
  EXPECT_EQ(ParsePosition("p53").status().message().substr(0, 56),
            "position 'p53': write P53 (positions are case-sensitive)");
  EXPECT_EQ(ParsePosition("B1:P2").status().message().substr(0, 57),
            "position 'B1:P2': write b1 (positions are case-sensitive)");
}

// The sample game with a 902 reversal (seq 26 reverses 25) and a back-up (seq 60 to seq 57).
std::vector<Event> SampleGame() {
  for (auto& game : SampleGames()) {
    if (game.front().game == "sample-zero-1") return game;
  }
  ADD_FAILURE() << "sample-zero-1 is missing";
  return {};
}

TEST(PositionIndex, ABackUpLeavesABranchThatKeepsItsNumbering) {
  auto rules = SampleRuleset();
  const std::vector<Event> log = SampleGame();
  auto index = IndexPositions(*rules, log);
  ASSERT_TRUE(index.ok()) << index.status().ToString();
  ASSERT_EQ(index->lines.size(), 2u);
  const PlayLine& main_line = index->lines[0];
  const PlayLine& b1 = index->lines[1];
  EXPECT_EQ(b1.branch, 1u);
  EXPECT_EQ(b1.left_by_seq, 60u);
  auto holds = [](const PlayLine& line, uint32_t seq) {
    return std::count(line.seqs.begin(), line.seqs.end(), seq) == 1;
  };
  EXPECT_TRUE(holds(b1, 58) && holds(b1, 59));
  EXPECT_FALSE(holds(main_line, 58) || holds(main_line, 59));
  EXPECT_TRUE(holds(main_line, 62) && !holds(b1, 62));
  // The reversed decision (25) is on no line and has no number.
  EXPECT_FALSE(holds(main_line, 25) || holds(b1, 25));
  EXPECT_EQ(index->PointAfter(25), nullptr);
  // Up to the back-up point both lines have the same points with the same numbers.
  size_t shared = 0;
  while (shared < main_line.points.size() && main_line.points[shared].seq <= 57) ++shared;
  ASSERT_GT(shared, 0u);
  ASSERT_GT(b1.points.size(), shared) << "the superseded events reach priority points";
  for (size_t i = 0; i < shared; ++i) EXPECT_EQ(main_line.points[i], b1.points[i]);
  for (const PlayLine& line : index->lines) {
    for (size_t i = 0; i < line.points.size(); ++i) EXPECT_EQ(line.points[i].number, i + 1);
  }
  uint32_t branch = 9;
  const PriorityPoint* on_b1 = index->PointAfter(b1.points.back().seq, &branch);
  ASSERT_NE(on_b1, nullptr);
  EXPECT_EQ(branch, 1u);
  EXPECT_EQ(PointLabel(branch, on_b1->number), "b1:P" + std::to_string(b1.points.size()));
}

TEST(PositionIndex, ResolvesAddressesAndNamesWhatDoesNotExist) {
  auto rules = SampleRuleset();
  const std::vector<Event> log = SampleGame();
  auto index = IndexPositions(*rules, log);
  ASSERT_TRUE(index.ok());
  auto p3 = ResolvePosition(*index, *ParsePosition("P3"));
  ASSERT_TRUE(p3.ok());
  EXPECT_EQ(p3->seq, index->lines[0].points[2].seq);
  EXPECT_EQ(p3->label, "P3 (after seq " + std::to_string(p3->seq) + ")");
  auto by_seq = ResolvePosition(*index, *ParsePosition("after:" + std::to_string(p3->seq)));
  ASSERT_TRUE(by_seq.ok());
  EXPECT_EQ(by_seq->point, p3->point);
  EXPECT_EQ(by_seq->label, p3->label);
  auto reversed = ResolvePosition(*index, *ParsePosition("after:25"));
  ASSERT_TRUE(reversed.ok());
  EXPECT_FALSE(reversed->on_line);
  EXPECT_EQ(reversed->label, "after seq 25");
  auto superseded = ResolvePosition(*index, *ParsePosition("b1:after:59"));
  ASSERT_TRUE(superseded.ok());
  EXPECT_EQ(superseded->branch, 1u);

  const size_t points = index->lines[0].points.size();
  EXPECT_EQ(
      ResolvePosition(*index, *ParsePosition("P" + std::to_string(points + 1))).status().message(),
      "P" + std::to_string(points + 1) + ": the effective line has " + std::to_string(points) +
          " priority points");
  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("b2:P1")).status().message(),
            "branch b2: the game has 1 branch (b1)");
  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("b1:after:62")).status().message(),
            "seq 62 is not on branch b1 (a judge event, a reversed decision or another line's)");
  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("after:121")).status().message(),
            "seq 121: the game has 120 events");
}

// Issue 17: "before:SEQ" is the position SEQ was applied to, on the lowest line that holds SEQ.
TEST(PositionIndex, BeforeASeqIsThePositionItWasAppliedTo) {
  auto rules = SampleRuleset();
  const std::vector<Event> log = SampleGame();
  auto index = IndexPositions(*rules, log);
  ASSERT_TRUE(index.ok());
  const PriorityPoint& p3 = index->lines[0].points[2];
  auto before = ResolvePosition(*index, *ParsePosition("before:" + std::to_string(p3.seq + 1)));
  ASSERT_TRUE(before.ok()) << before.status().ToString();
  EXPECT_EQ(before->seq, p3.seq);
  EXPECT_EQ(before->point, &p3);
  EXPECT_EQ(before->label, "P3 (after seq " + std::to_string(p3.seq) + ", right before seq " +
                               std::to_string(p3.seq + 1) + ")");
  // 25 was reversed by 26: on the effective line 27 follows 24.
  auto after_reverse = ResolvePosition(*index, *ParsePosition("before:27"));
  ASSERT_TRUE(after_reverse.ok());
  EXPECT_EQ(after_reverse->seq, 24u);
  // 58 lies on branch b1 only, after 57; 62 follows the back-up (60) to 57 and the ruling (61) on
  // the effective line.
  auto on_branch = ResolvePosition(*index, *ParsePosition("before:58"));
  ASSERT_TRUE(on_branch.ok());
  EXPECT_EQ(on_branch->seq, 57u);
  EXPECT_EQ(on_branch->branch, 1u);
  auto after_back_up = ResolvePosition(*index, *ParsePosition("before:62"));
  ASSERT_TRUE(after_back_up.ok());
  EXPECT_EQ(after_back_up->seq, 57u);
  EXPECT_EQ(after_back_up->branch, 0u);

  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("before:1")).status().message(),
            "before:1: seq 1 is the header; nothing is before it");
  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("before:121")).status().message(),
            "before:121: the game has 120 events");
  EXPECT_EQ(ResolvePosition(*index, *ParsePosition("before:25")).status().message(),
            "before:25: seq 25 is on no line (a judge event, or a decision a judge reversed): "
            "name the position by its seq or priority point");
}

TEST(PositionIndex, PointBeforeIsTheLatestPriorityPointOfTheEffectiveLineBeforeASeq) {
  auto rules = SampleRuleset();
  const std::vector<Event> log = SampleGame();
  auto index = IndexPositions(*rules, log);
  ASSERT_TRUE(index.ok());
  const std::vector<PriorityPoint>& points = index->lines[0].points;
  EXPECT_EQ(index->PointBefore(points[0].seq), nullptr) << "nothing before P1";
  EXPECT_EQ(index->PointBefore(points[4].seq), &points[3]);
  EXPECT_EQ(index->PointBefore(points[4].seq + 1), &points[4]);
  EXPECT_EQ(index->PointBefore(1000), &points.back());
}

TEST(PositionIndexer, WithoutKeysItFindsTheSamePointsAndHoldersAndLeavesKeyAndClockEmpty) {
  auto rules = SampleRuleset();
  const std::vector<Event> log = SampleGame();
  PositionIndexer with(*rules);
  PositionIndexer without(*rules, PositionIndexer::Keys::kSkip);
  auto replay = ReplayGame(*rules, log, [&](const ReplayStep& step) {
    with.Add(step);
    without.Add(step);
  });
  ASSERT_TRUE(replay.ok()) << replay.status().ToString();
  ASSERT_EQ(with.points().size(), without.points().size());
  size_t points = 0;
  for (size_t seq = 0; seq < with.points().size(); ++seq) {
    ASSERT_EQ(with.points()[seq].has_value(), without.points()[seq].has_value()) << seq;
    if (!with.points()[seq]) continue;
    ++points;
    const PriorityPoint& keyed = *with.points()[seq];
    EXPECT_NE(keyed.state_key, 0u) << seq;
    EXPECT_FALSE(keyed.step.empty()) << seq;
    PriorityPoint labels_only;
    labels_only.seq = keyed.seq;
    labels_only.holder = keyed.holder;
    EXPECT_EQ(*without.points()[seq], labels_only) << seq;
  }
  EXPECT_GT(points, 10u);
}

// Checks every priority point of every line of `log` three ways: the index's state key, a plain
// incremental fold of the line, and ReadPosition from the snapshots `store` holds.
void ExpectSnapshotsAgreeWithTheFold(const Ruleset& rules, const GameLog& log,
                                     const EventLog& store, size_t* checked) {
  const std::string game = log.events.front().game;
  auto index = IndexPositions(rules, log.events);
  ASSERT_TRUE(index.ok()) << game << ": " << index.status().ToString();
  for (const PlayLine& line : index->lines) {
    std::vector<Violation> ignored;
    auto state = rules.Start(std::get<Header>(log.events.front().body), &ignored);
    ASSERT_TRUE(state.ok());
    size_t next_point = 0;
    for (size_t i = 0; i < line.seqs.size(); ++i) {
      const uint32_t seq = line.seqs[i];
      if (i != 0) {
        ASSERT_TRUE(rules.Apply(**state, log.events[seq - 1]).ok()) << game << " " << seq;
      }
      const Pending pending = rules.PendingOf(**state);
      const auto* decision = std::get_if<DecisionPoint>(&pending);
      const bool is_point = decision != nullptr && decision->priority_point;
      const bool indexed = next_point < line.points.size() && line.points[next_point].seq == seq;
      ASSERT_EQ(is_point, indexed) << game << " seq " << seq;
      if (!is_point) continue;
      const PriorityPoint& point = line.points[next_point++];
      const uint64_t folded_hash = StateHash(rules, **state);
      EXPECT_EQ(point.state_key, rules.FullStateKey(**state))
          << game << " " << PointLabel(line.branch, point.number);
      EXPECT_EQ(point.holder, decision->player);
      auto read = ReadPosition(rules, log, &store, kVersion, seq);
      ASSERT_TRUE(read.ok()) << read.status().ToString();
      ASSERT_EQ(StateHash(rules, *read->state), folded_hash)
          << game << " " << PointLabel(line.branch, point.number) << " from snapshot "
          << read->from_snapshot;
      // Equal hashes are equal states; the boards (what `show --at Pn --json` prints) are
      // compared at every point too.
      ASSERT_EQ(rules.MakeBoard(*read->state), rules.MakeBoard(**state))
          << game << " " << PointLabel(line.branch, point.number);
      ++*checked;
    }
    EXPECT_EQ(next_point, line.points.size());
  }
}

TEST(SnapshotReader, EveryPriorityPointOfTheSampleGamesIsTheFoldOfItsLine) {
  auto rules = SampleRuleset();
  size_t checked = 0;
  for (const std::vector<Event>& game : SampleGames()) {
    MemoryEventLog store;
    const GameLog log = Stored(store, game);
    ASSERT_TRUE(RefreshSnapshots(*rules, store, log, kVersion).ok());
    ExpectSnapshotsAgreeWithTheFold(*rules, log, store, &checked);
  }
  EXPECT_GT(checked, 100u);
}

// 200 bot games (seeds 1-200), in four runs of 50 that ctest can run side by side.
class BotGameSnapshots : public ::testing::TestWithParam<uint64_t> {};

TEST_P(BotGameSnapshots, EveryPriorityPointIsTheFoldOfItsPrefix) {
  auto rules = SampleRuleset();
  size_t checked = 0, from_snapshots = 0;
  const uint64_t first = GetParam();
  for (uint64_t seed = first; seed < first + 50; ++seed) {
    MemoryEventLog store;
    const GameLog log = Stored(store, BotGame(*rules, seed));
    ASSERT_TRUE(RefreshSnapshots(*rules, store, log, kVersion).ok());
    ExpectSnapshotsAgreeWithTheFold(*rules, log, store, &checked);
    auto last = ReadPosition(*rules, log, &store, kVersion, log.events.size());
    ASSERT_TRUE(last.ok());
    from_snapshots += last->from_snapshot != 0;
  }
  EXPECT_GT(checked, 50u * 50);
  EXPECT_EQ(from_snapshots, 50u) << "every game's end is read from a snapshot";
}

INSTANTIATE_TEST_SUITE_P(Seeds1To200, BotGameSnapshots, ::testing::Values(1, 51, 101, 151));

TEST(SnapshotReader, BackedUpBotGamesAgreeOnEveryLineAndReplayedPositionsAreEqual) {
  auto rules = SampleRuleset();
  size_t checked = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    const std::vector<Event> played = BotGame(*rules, seed);
    const uint32_t back_to = static_cast<uint32_t>(played.size() / 3);
    const uint32_t cut = static_cast<uint32_t>(played.size() / 2);
    MemoryEventLog store;
    const GameLog log = Stored(store, BackedUp(played, back_to, cut));
    ASSERT_TRUE(RefreshSnapshots(*rules, store, log, kVersion).ok());
    ExpectSnapshotsAgreeWithTheFold(*rules, log, store, &checked);
    // The table replayed the superseded events exactly: the same positions under new seqs.
    for (uint32_t i = 1; back_to + i <= cut; ++i) {
      auto superseded = ReadPosition(*rules, log, &store, kVersion, back_to + i);
      auto replayed = ReadPosition(*rules, log, &store, kVersion, cut + 1 + i);
      ASSERT_TRUE(superseded.ok() && replayed.ok());
      ASSERT_EQ(StateHash(*rules, *superseded->state), StateHash(*rules, *replayed->state));
    }
  }
  EXPECT_GT(checked, 1000u);
}

class BadSnapshots : public ::testing::Test {
 protected:
  void SetUp() override {
    rules_ = SampleRuleset();
    log_ = Stored(store_, BotGame(*rules_, 7));
    // A position whose own snapshot is the nearest: the first turn start after seq 100.
    auto plan = PlanSnapshots(*rules_, log_, 100);
    ASSERT_TRUE(plan.ok());
    ASSERT_GE(plan->size(), 2u);
    target_ = (*plan)[1].seq;
    good_ = (*plan)[1].value;
    ASSERT_TRUE(store_.PutSnapshots(GameId(), kVersion, *plan).ok());
    auto folded = ReadPosition(*rules_, log_, nullptr, kVersion, target_);
    ASSERT_TRUE(folded.ok());
    truth_ = StateHash(*rules_, *folded->state);
  }

  std::string GameId() const { return log_.events.front().game; }

  // Replaces the snapshot at target_ and reads the position there.
  Result<PositionRead> ReadWith(const std::string& value) {
    std::vector<SnapshotWrite> bad{{target_, value}};
    EXPECT_TRUE(store_.PutSnapshots(GameId(), kVersion, bad).ok());
    return ReadPosition(*rules_, log_, &store_, kVersion, target_);
  }

  // A snapshot that disagrees with the log is corruption naming it, never a state.
  void ExpectCorruption(const std::string& value, const std::string& why) {
    auto read = ReadWith(value);
    ASSERT_FALSE(read.ok()) << "a bad snapshot was used";
    EXPECT_EQ(read.status().code(), StatusCode::kCorruption);
    EXPECT_NE(read.status().message().find("the stored snapshot after seq " +
                                           std::to_string(target_) + " disagrees with the log"),
              std::string::npos)
        << read.status().message();
    EXPECT_NE(read.status().message().find(why), std::string::npos) << read.status().message();
  }

  std::unique_ptr<zero::ZeroRuleset> rules_;
  MemoryEventLog store_;
  GameLog log_;
  uint32_t target_ = 0;
  std::string good_;
  uint64_t truth_ = 0;
};

TEST_F(BadSnapshots, AGoodOneIsUsed) {
  auto read = ReadWith(good_);
  ASSERT_TRUE(read.ok()) << read.status().ToString();
  EXPECT_EQ(StateHash(*rules_, *read->state), truth_);
  EXPECT_EQ(read->from_snapshot, target_);
  EXPECT_EQ(read->folded, 0u);
  EXPECT_TRUE(read->ignored.empty());
}

TEST_F(BadSnapshots, GarbageIsCorruption) {
  ExpectCorruption("garbage", "not a format-2 snapshot value");
}

TEST_F(BadSnapshots, TheValueIsFormat2WithAnXxh64Checksum) {
  ASSERT_EQ(static_cast<uint8_t>(good_[0]), kSnapshotValueFormat);
  const std::string_view state = std::string_view(good_).substr(1 + 32 + 8);
  uint64_t sum = 0;
  for (int i = 7; i >= 0; --i) sum = (sum << 8) | static_cast<uint8_t>(good_[1 + 32 + i]);
  EXPECT_EQ(sum, Xxh64(state)) << "little-endian XXH64 of the state bytes";
}

// Stores written before format 2 keep their snapshots usable, and checked.
TEST_F(BadSnapshots, AFormat1ValueIsStillRead) {
  const std::string_view state = std::string_view(good_).substr(1 + 32 + 8);
  const std::string format_1 =
      EncodeBoundValue(kSnapshotValueFormat1, log_.hashes[target_ - 1], state);
  ASSERT_EQ(static_cast<uint8_t>(format_1[0]), 1);
  auto read = ReadWith(format_1);
  ASSERT_TRUE(read.ok()) << read.status().ToString();
  EXPECT_EQ(read->from_snapshot, target_);
  EXPECT_EQ(StateHash(*rules_, *read->state), truth_);
  std::string flipped = format_1;
  flipped[flipped.size() - 3] ^= 0x10;
  ExpectCorruption(flipped, "checksum");
}

TEST_F(BadSnapshots, AFlippedStateByteFailsTheChecksum) {
  std::string flipped = good_;
  flipped[flipped.size() - 3] ^= 0x10;
  ExpectCorruption(flipped, "checksum");
}

TEST_F(BadSnapshots, OneWrittenForAnotherLogIsCorruption) {
  std::string other = good_;
  other[5] ^= 0x01;  // Inside the event hash.
  ExpectCorruption(other, "another log");
}

TEST_F(BadSnapshots, StateBytesThatDoNotDecodeAreCorruption) {
  EventHash hash = log_.hashes[target_ - 1];
  auto read = ReadWith(EncodeSnapshotValue(hash, "not a state"));
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.status().code(), StatusCode::kCorruption) << read.status().ToString();
}

TEST_F(BadSnapshots, AnotherEngineVersionsAreNeverRead) {
  ASSERT_TRUE(store_.DeleteSnapshots(GameId()).ok());
  std::vector<SnapshotWrite> other{{target_, good_}};
  ASSERT_TRUE(store_.PutSnapshots(GameId(), "zero/another-engine", other).ok());
  auto read = ReadPosition(*rules_, log_, &store_, kVersion, target_);
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(read->from_snapshot, 0u);
  EXPECT_EQ(StateHash(*rules_, *read->state), truth_);
}

TEST(SnapshotReader, ASnapshotOfASupersededEventIsNotUsedOnTheLineAfterTheBackUp) {
  auto rules = SampleRuleset();
  const std::vector<Event> played = BotGame(*rules, 3);
  const uint32_t back_to = 40, cut = 90;
  MemoryEventLog store;
  const GameLog log = Stored(store, BackedUp(played, back_to, cut));
  // The only snapshot: after seq 80, which the back-up superseded.
  auto at_80 = ReadPosition(*rules, log, nullptr, kVersion, 80);
  ASSERT_TRUE(at_80.ok());
  std::vector<SnapshotWrite> one{
      {80, EncodeSnapshotValue(log.hashes[79], rules->EncodeSnapshot(*at_80->state))}};
  ASSERT_TRUE(store.PutSnapshots(log.events.front().game, kVersion, one).ok());
  // Position after seq 100 = cut + 1 + 9: the replay of seq 49, on the effective line.
  auto read = ReadPosition(*rules, log, &store, kVersion, 100);
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(read->from_snapshot, 0u);
  ASSERT_EQ(read->ignored.size(), 1u);
  EXPECT_EQ(read->ignored[0], "snapshot after seq 80: that event is not on this line");
  auto same = ReadPosition(*rules, log, nullptr, kVersion, back_to + 9);
  ASSERT_TRUE(same.ok());
  EXPECT_EQ(StateHash(*rules, *read->state), StateHash(*rules, *same->state));
  // On its own branch the snapshot is used.
  auto on_branch = ReadPosition(*rules, log, &store, kVersion, 85);
  ASSERT_TRUE(on_branch.ok());
  EXPECT_EQ(on_branch->from_snapshot, 80u);
}

}  // namespace
}  // namespace tcgjudge
