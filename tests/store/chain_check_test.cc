// The chain checks on stored values, without a store: every byte of an event's encoding altered
// (and its stored hash recomputed to match, as a forger would) is caught by the chain.

#include "store/chain_check.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "events/hash.h"
#include "store/append_check.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

using testing::LogAppend;

// The stored values (keys.h layout) of events 1..count of the standard log of "g1".
std::vector<std::string> StoredValues(uint32_t count, GameRow* row) {
  const AppendRequest request = LogAppend("g1", 1, count);
  auto prepared =
      CheckAppend(std::span(&request, 1),
                  [](const std::string&) -> Result<StoredGameState> { return StoredGameState{}; });
  EXPECT_TRUE(prepared.ok()) << prepared.status().ToString();
  std::vector<std::string> values;
  for (const PreparedEvent& event : (*prepared)[0].events) {
    values.push_back(EventValue(event.hash, event.encoded));
  }
  *row = (*prepared)[0].row;
  return values;
}

ChainReport Walk(const std::vector<std::string>& values, const GameRow& row) {
  ChainWalker walker("g1", nullptr);
  for (size_t i = 0; i < values.size(); ++i) walker.Add(static_cast<uint32_t>(i + 1), values[i]);
  return walker.Finish(row);
}

TEST(ChainWalker, AGoodChainVerifies) {
  GameRow row;
  const auto values = StoredValues(6, &row);
  ChainReport report = Walk(values, row);
  EXPECT_TRUE(report.ok()) << report.problem;
  EXPECT_EQ(report.events_checked, 6u);
}

TEST(ChainWalker, EveryAlteredByteIsCaughtEvenWithARecomputedHash) {
  GameRow row;
  const auto values = StoredValues(5, &row);
  const std::string encoded = values[2].substr(32);
  for (size_t offset = 0; offset < encoded.size(); ++offset) {
    std::string forged = encoded;
    forged[offset] = static_cast<char>(~static_cast<unsigned char>(forged[offset]));
    std::vector<std::string> tampered = values;
    tampered[2] = EventValue(HashEncodedEvent(forged), forged);
    ChainReport report = Walk(tampered, row);
    ASSERT_FALSE(report.ok()) << "offset " << offset;
    // Seq 3 itself no longer decodes or fits; or it does, and seq 4 no longer links to it.
    EXPECT_TRUE(report.first_bad_seq == 3u || report.first_bad_seq == 4u)
        << "offset " << offset << ": " << *report.first_bad_seq << " " << report.problem;
    EXPECT_EQ(report.problem.find('\n'), std::string::npos) << report.problem;
  }
}

TEST(ChainWalker, AMissingHeaderIsReported) {
  GameRow row;
  auto values = StoredValues(3, &row);
  ChainWalker walker("g1", nullptr);
  walker.Add(2, values[1]);
  walker.Add(3, values[2]);
  ChainReport report = walker.Finish(row);
  EXPECT_EQ(report.first_bad_seq, 1u);
  EXPECT_NE(report.problem.find("header missing"), std::string::npos) << report.problem;
  EXPECT_EQ(report.events_checked, 2u);
}

TEST(ChainWalker, ANonHeaderAtSeqOneIsReported) {
  GameRow row;
  auto values = StoredValues(3, &row);
  // Store seq 2's event as if it were seq 1: right bytes, wrong place.
  ChainWalker walker("g1", nullptr);
  walker.Add(1, values[1]);
  ChainReport report = walker.Finish(GameRow{1, {}});
  EXPECT_EQ(report.first_bad_seq, 1u);
  EXPECT_EQ(report.problem, "the stored event says it is seq 2");
}

TEST(ChainWalker, AnEventOfAnotherGameIsReported) {
  GameRow row;
  auto values = StoredValues(2, &row);
  ChainWalker walker("g2", nullptr);
  walker.Add(1, values[0]);
  walker.Add(2, values[1]);
  ChainReport report = walker.Finish(row);
  EXPECT_EQ(report.first_bad_seq, 1u);
  EXPECT_EQ(report.problem, "the stored event belongs to game 'g1'");
}

TEST(ChainWalker, ARowWithAnotherLastHashIsReportedAtTheLastSeq) {
  GameRow row;
  auto values = StoredValues(4, &row);
  row.last_hash[0] ^= 1;
  ChainReport report = Walk(values, row);
  EXPECT_EQ(report.first_bad_seq, 4u);
  EXPECT_NE(report.problem.find("last hash"), std::string::npos) << report.problem;
}

TEST(ChainWalker, EventsWithoutARowAreReported) {
  GameRow row;
  auto values = StoredValues(2, &row);
  ChainWalker walker("g1", nullptr);
  walker.Add(1, values[0]);
  ChainReport report = walker.Finish(std::nullopt);
  EXPECT_EQ(report.first_bad_seq, 1u);
  EXPECT_NE(report.problem.find("no row"), std::string::npos) << report.problem;
}

// VerifyAndRead's walk: the events it hands back are those before the first bad seq, each as
// DecodeStoredEvent reads it.
std::vector<uint32_t> VerifiedSeqs(const std::vector<std::string>& values, const GameRow& row,
                                   std::vector<StoredEvent>* verified) {
  ChainWalker walker("g1", verified);
  for (size_t i = 0; i < values.size(); ++i) walker.Add(static_cast<uint32_t>(i + 1), values[i]);
  walker.Finish(row);
  std::vector<uint32_t> seqs;
  for (const StoredEvent& e : *verified) seqs.push_back(e.event.seq);
  return seqs;
}

TEST(ChainWalker, HandsBackEveryEventOfAGoodChainAsReadDecodesIt) {
  GameRow row;
  const auto values = StoredValues(5, &row);
  std::vector<StoredEvent> verified = {StoredEvent{}};  // Cleared first.
  EXPECT_EQ(VerifiedSeqs(values, row, &verified), (std::vector<uint32_t>{1, 2, 3, 4, 5}));
  EventHash prev{};
  for (uint32_t seq = 1; seq <= 5; ++seq) {
    auto read = DecodeStoredEvent("g1", seq, values[seq - 1], prev);
    ASSERT_TRUE(read.ok()) << read.status().ToString();
    EXPECT_EQ(verified[seq - 1].event, read->event) << seq;
    EXPECT_EQ(verified[seq - 1].hash, read->hash) << seq;
    prev = read->hash;
  }
}

TEST(ChainWalker, HandsBackOnlyTheEventsBeforeTheFirstBadSeq) {
  GameRow row;
  auto values = StoredValues(6, &row);
  values[3][40] ^= 1;  // Seq 4's bytes no longer match their stored hash.
  std::vector<StoredEvent> verified;
  EXPECT_EQ(VerifiedSeqs(values, row, &verified), (std::vector<uint32_t>{1, 2, 3}));
  // A row that counts fewer events than are stored makes the first extra one the first bad seq.
  GameRow short_row;
  StoredValues(3, &short_row);
  values = StoredValues(6, &row);
  EXPECT_EQ(VerifiedSeqs(values, short_row, &verified), (std::vector<uint32_t>{1, 2, 3}));
}

TEST(DecodeStoredEvent, ChecksTheLinkItIsGiven) {
  GameRow row;
  auto values = StoredValues(2, &row);
  auto first = DecodeStoredEvent("g1", 1, values[0], EventHash{});
  ASSERT_TRUE(first.ok()) << first.status().ToString();
  auto second = DecodeStoredEvent("g1", 2, values[1], first->hash);
  ASSERT_TRUE(second.ok()) << second.status().ToString();
  auto unlinked = DecodeStoredEvent("g1", 2, values[1], EventHash{});
  EXPECT_EQ(unlinked.status().code(), StatusCode::kCorruption);
  EXPECT_EQ(unlinked.status().message(),
            "game 'g1' seq 2: prevHash does not match the hash of seq 1");
  auto short_value = DecodeStoredEvent("g1", 2, "short", first->hash);
  EXPECT_EQ(short_value.status().code(), StatusCode::kCorruption);
  EXPECT_EQ(short_value.status().message().rfind("game 'g1' seq 2: ", 0), 0u);
}

TEST(GameStateFromStored, RefusesARowWhoseLastHashIsNotTheLastEvents) {
  GameRow row;
  auto values = StoredValues(3, &row);
  auto state = GameStateFromStored("g1", row, values[0], values[2]);
  ASSERT_TRUE(state.ok()) << state.status().ToString();
  EXPECT_EQ(state->event_count, 3u);
  EXPECT_EQ(state->header->game_id, "g1");
  auto wrong = GameStateFromStored("g1", row, values[0], values[1]);
  EXPECT_EQ(wrong.status().code(), StatusCode::kCorruption);
}

// Issue 13: "last hash (5a3c67cdfb044bd8...) is not the hash of seq 407 (5a3c67cdfb044bd8...)"
// showed two identical prefixes. The hashes are shown up to the first digit where they differ.
TEST(GameStateFromStored, ShowsTheTwoHashesUpToWhereTheyDiffer) {
  GameRow row;
  auto values = StoredValues(3, &row);
  const std::string hex = HashToHex(row.last_hash);
  row.last_hash[10] ^= 0x01;  // Hex digit 21 (of 64) changes.
  auto wrong = GameStateFromStored("g1", row, values[0], values[2]);
  ASSERT_EQ(wrong.status().code(), StatusCode::kCorruption);
  const std::string changed = HashToHex(row.last_hash);
  EXPECT_EQ(wrong.status().message(),
            "game 'g1': the games row's last hash (" + changed.substr(0, 22) +
                "...) is not the hash of seq 3 (" + hex.substr(0, 22) + "...)");
  ASSERT_NE(changed.substr(0, 22), hex.substr(0, 22));

  row.last_hash[10] ^= 0x01;
  row.last_hash[0] ^= 0x10;  // The first digit: 16 digits are shown.
  ChainReport report = Walk(values, row);
  EXPECT_EQ(report.problem, "the games row's last hash (" + HashToHex(row.last_hash).substr(0, 16) +
                                "...) is not the hash of seq 3 (" + hex.substr(0, 16) + "...)");
}

}  // namespace
}  // namespace tcgjudge
