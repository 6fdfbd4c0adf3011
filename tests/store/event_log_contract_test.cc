// The EventLog contract (store/event_log.h), run against every implementation: the same tests
// for MemoryEventLog and for RocksEventLog in a fresh directory.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "events/codec.h"
#include "events/hash.h"
#include "store/append_batch.h"
#include "store/event_log.h"
#include "store/memory_event_log.h"
#include "store/rocks_event_log.h"
#include "tests/store/log_makers.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

using testing::DecisionAt;
using testing::HeaderEvent;
using testing::LogAppend;
using testing::LogEvents;
using testing::PassEvent;
using testing::PlayCardEvent;
using testing::TempDir;
using testing::TestHeader;
using testing::WithoutPrevHash;

template <typename Maker>
class EventLogContractTest : public ::testing::Test {
 protected:
  void SetUp() override {
    log_ = maker_.Make();
    ASSERT_NE(log_, nullptr);
  }

  // Appends events first_seq..first_seq+count-1 of the standard log of `game`; must succeed.
  void Write(const std::string& game, uint32_t first_seq, uint32_t count) {
    Status status = log_->Append(LogAppend(game, first_seq, count));
    ASSERT_TRUE(status.ok()) << status.ToString();
  }

  uint32_t Count(const std::string& game) {
    auto info = log_->GetGame(game);
    if (!info.ok()) return 0;
    return info->event_count;
  }

  // Every stored event of `game` as "seq:hash", to compare a store before and after.
  std::vector<std::string> Fingerprint(const std::string& game) {
    std::vector<std::string> out;
    auto events = log_->Read(game);
    if (!events.ok()) return {events.status().ToString()};
    for (const StoredEvent& e : *events) {
      out.push_back(std::to_string(e.event.seq) + ":" + HashToHex(e.hash));
    }
    return out;
  }

  Maker maker_;  // Owns the store's directory: destroyed after log_.
  std::unique_ptr<EventLog> log_;
};

TYPED_TEST_SUITE(EventLogContractTest, testing::LogMakers, testing::LogMakerNames);

TYPED_TEST(EventLogContractTest, AppendedEventsReadBackAsSentLinkedByTheirHashes) {
  const AppendRequest first = LogAppend("g1", 1, 5);
  ASSERT_TRUE(this->log_->Append(first).ok());
  this->Write("g1", 6, 3);

  auto events = this->log_->Read("g1");
  ASSERT_TRUE(events.ok()) << events.status().ToString();
  ASSERT_EQ(events->size(), 8u);
  const std::vector<Event> sent = LogEvents("g1", 1, 8);
  EventHash prev{};
  for (size_t i = 0; i < events->size(); ++i) {
    const StoredEvent& stored = (*events)[i];
    EXPECT_EQ(WithoutPrevHash(stored.event), sent[i]) << "seq " << i + 1;
    EXPECT_EQ(stored.event.prev_hash, prev) << "seq " << i + 1 << " links to seq " << i;
    EXPECT_EQ(stored.hash, HashEncodedEvent(EncodeEvent(stored.event))) << "seq " << i + 1;
    prev = stored.hash;
  }

  auto info = this->log_->GetGame("g1");
  ASSERT_TRUE(info.ok()) << info.status().ToString();
  EXPECT_EQ(info->game_id, "g1");
  EXPECT_EQ(info->event_count, 8u);
  EXPECT_EQ(info->last_hash, prev);
  EXPECT_EQ(info->header, TestHeader("g1"));
}

TYPED_TEST(EventLogContractTest, EveryKindOfEventIsStoredAndReadBackUnchanged) {
  const std::vector<Event> sent = testing::EveryKindLog("all-kinds");
  Status appended = this->log_->Append(AppendRequest{"all-kinds", 1, sent});
  ASSERT_TRUE(appended.ok()) << appended.ToString();
  auto events = this->log_->Read("all-kinds");
  ASSERT_TRUE(events.ok()) << events.status().ToString();
  ASSERT_EQ(events->size(), sent.size());
  for (size_t i = 0; i < sent.size(); ++i) {
    EXPECT_EQ(WithoutPrevHash((*events)[i].event), sent[i])
        << "seq " << i + 1 << " (" << EventKindName(sent[i]) << ")";
  }
  auto report = this->log_->VerifyChain("all-kinds");
  ASSERT_TRUE(report.ok());
  EXPECT_TRUE(report->ok()) << report->problem;
}

TYPED_TEST(EventLogContractTest, BufferedAppendsAreReadableAndSyncSucceeds) {
  ASSERT_TRUE(this->log_->Append(LogAppend("g1", 1, 3), Durability::kBuffered).ok());
  ASSERT_TRUE(this->log_->Append(LogAppend("g1", 4, 3), Durability::kBuffered).ok());
  EXPECT_TRUE(this->log_->Sync().ok());
  EXPECT_EQ(this->Count("g1"), 6u);
}

TYPED_TEST(EventLogContractTest, AStaleExpectedSeqIsAConflictAndChangesNothing) {
  this->Write("g1", 1, 5);
  const auto before = this->Fingerprint("g1");

  Status stale = this->log_->Append(LogAppend("g1", 4, 1));
  EXPECT_EQ(stale.code(), StatusCode::kConflict);
  EXPECT_EQ(stale.message(),
            "game 'g1' has 5 events; this append expected to write seq 4 (another writer got "
            "there first?) — nothing was written");

  Status ahead = this->log_->Append(LogAppend("g1", 9, 1));
  EXPECT_EQ(ahead.code(), StatusCode::kConflict);
  EXPECT_NE(ahead.message().find("the next seq is 6"), std::string::npos) << ahead.message();

  EXPECT_EQ(this->Count("g1"), 5u);
  EXPECT_EQ(this->Fingerprint("g1"), before);
}

TYPED_TEST(EventLogContractTest, AFailedAppendOfSeveralGamesWritesNothingAtAll) {
  this->Write("g1", 1, 3);
  const auto before = this->Fingerprint("g1");

  std::vector<AppendRequest> requests = {LogAppend("g1", 4, 3), LogAppend("g2", 1, 4),
                                         LogAppend("g3", 1, 2)};
  requests[2].events.push_back(PlayCardEvent("g3", 3, Seat::kB, 99));  // B99: not in the deck.
  Status refused = this->log_->Append(requests, Durability::kSync);
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.message().find("game 'g3' seq 3"), std::string::npos) << refused.message();

  EXPECT_EQ(this->Fingerprint("g1"), before);
  EXPECT_EQ(this->log_->GetGame("g2").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(this->log_->GetGame("g3").status().code(), StatusCode::kNotFound);
  auto games = this->log_->ListGames();
  ASSERT_TRUE(games.ok());
  EXPECT_EQ(games->size(), 1u);

  // Without the bad event the same batch lands, all of it.
  requests[2].events.pop_back();
  ASSERT_TRUE(this->log_->Append(requests, Durability::kSync).ok());
  EXPECT_EQ(this->Count("g1"), 6u);
  EXPECT_EQ(this->Count("g2"), 4u);
  EXPECT_EQ(this->Count("g3"), 2u);
}

TYPED_TEST(EventLogContractTest, ANewGameMustStartWithItsHeader) {
  Status refused = this->log_->Append(AppendRequest{"g1", 1, {PassEvent("g1", 1, Seat::kA)}});
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.message(),
            "game 'g1' does not exist yet: its first event (seq 1) must be its header, not "
            "'pass'");
  EXPECT_EQ(this->log_->GetGame("g1").status().code(), StatusCode::kNotFound);
}

TYPED_TEST(EventLogContractTest, EventsForAnUnknownGameAreRefusedNamingIt) {
  Status refused = this->log_->Append(LogAppend("ghost", 5, 2));
  EXPECT_EQ(refused.code(), StatusCode::kConflict);
  EXPECT_NE(refused.message().find("game 'ghost' has 0 events"), std::string::npos)
      << refused.message();
  EXPECT_EQ(this->log_->GetGame("ghost").status().code(), StatusCode::kNotFound);
}

TYPED_TEST(EventLogContractTest, ASecondHeaderIsRefused) {
  this->Write("g1", 1, 3);
  Event again = HeaderEvent("g1");
  again.seq = 4;
  Status refused = this->log_->Append(AppendRequest{"g1", 4, {again}});
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.message().find("game 'g1' seq 4"), std::string::npos) << refused.message();
  EXPECT_NE(refused.message().find("exactly one header"), std::string::npos) << refused.message();

  // Re-sending seq 1 is stale, whatever it holds.
  EXPECT_EQ(this->log_->Append(LogAppend("g1", 1, 1)).code(), StatusCode::kConflict);
  EXPECT_EQ(this->Count("g1"), 3u);
}

TYPED_TEST(EventLogContractTest, ACardNotInTheDecklistIsRefused) {
  this->Write("g1", 1, 2);
  Status refused = this->log_->Append(
      AppendRequest{"g1", 3, {PlayCardEvent("g1", 3, Seat::kA, testing::kTestDeckSize + 1)}});
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.message(),
            "game 'g1' seq 3: decision.playCard.card: card A51 is not in the game: seat A's "
            "decklist has 50 cards");
  EXPECT_EQ(this->Count("g1"), 2u);

  // Also when the header arrives in the same request.
  AppendRequest new_game = LogAppend("g2", 1, 1);
  new_game.events.push_back(PlayCardEvent("g2", 2, Seat::kB, 60));
  refused = this->log_->Append(new_game);
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.message().find("game 'g2' seq 2"), std::string::npos) << refused.message();
  EXPECT_NE(refused.message().find("B60"), std::string::npos) << refused.message();
}

// An append is checked against its own game's header, also when appends to two games with
// different decklists alternate (a store may keep the last appended game's header decoded).
TYPED_TEST(EventLogContractTest, AppendsToTwoGamesAreEachCheckedAgainstTheirOwnHeader) {
  this->Write("g1", 1, 2);
  Event long_deck = HeaderEvent("g2");
  Header& header = std::get<Header>(long_deck.body);
  for (Player& player : header.players) {
    for (int i = 0; i < 10; ++i) player.deck.push_back(player.deck[i]);  // 60 cards.
  }
  ASSERT_TRUE(this->log_->Append(AppendRequest{"g2", 1, {long_deck}}).ok());
  for (uint32_t seq = 2; seq <= 4; ++seq) {
    const Event in_g2 = PlayCardEvent("g2", seq, Seat::kA, testing::kTestDeckSize + seq);
    EXPECT_TRUE(this->log_->Append(AppendRequest{"g2", seq, {in_g2}}).ok()) << seq;
    const Event in_g1 = PlayCardEvent("g1", seq + 1, Seat::kA, testing::kTestDeckSize + seq);
    EXPECT_EQ(this->log_->Append(AppendRequest{"g1", seq + 1, {in_g1}}).code(),
              StatusCode::kInvalidInput)
        << seq;
    ASSERT_TRUE(this->log_->Append(LogAppend("g1", seq + 1, 1)).ok()) << seq;
  }
  EXPECT_EQ(this->Count("g1"), 5u);
  EXPECT_EQ(this->Count("g2"), 4u);
  auto g2 = this->log_->GetGame("g2");
  ASSERT_TRUE(g2.ok());
  EXPECT_EQ(g2->header.players[0].deck.size(), 60u);
}

TYPED_TEST(EventLogContractTest, AWrongPrevHashIsRefused) {
  this->Write("g1", 1, 3);
  auto stored = this->log_->Read("g1");
  ASSERT_TRUE(stored.ok());
  Event event = DecisionAt("g1", 4);
  event.prev_hash = (*stored)[1].hash;  // The hash of seq 2, not seq 3.
  Status refused = this->log_->Append(AppendRequest{"g1", 4, {event}});
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.message(),
            "game 'g1' seq 4: prevHash does not match the hash of event 3: event 3 is not the one "
            "this event was written after (it was changed, or this prevHash was)");
  EXPECT_EQ(this->Count("g1"), 3u);
}

TYPED_TEST(EventLogContractTest, ARightPrevHashIsAccepted) {
  this->Write("g1", 1, 3);
  auto info = this->log_->GetGame("g1");
  ASSERT_TRUE(info.ok());
  // The writer computes the links itself, across the store's last event and within its request.
  Event fourth = DecisionAt("g1", 4);
  fourth.prev_hash = info->last_hash;
  Event fifth = DecisionAt("g1", 5);
  fifth.prev_hash = HashEncodedEvent(EncodeEvent(fourth));
  Status appended = this->log_->Append(AppendRequest{"g1", 4, {fourth, fifth}});
  ASSERT_TRUE(appended.ok()) << appended.ToString();
  auto events = this->log_->Read("g1", 4);
  ASSERT_TRUE(events.ok());
  ASSERT_EQ(events->size(), 2u);
  EXPECT_EQ((*events)[0].event, fourth);
  EXPECT_EQ((*events)[1].event, fifth);
}

// ----- AppendBatch (store/append_batch.h): an append built one event at a time -----

// A batch that reads each game's state from `log` as Append does.
AppendBatch BatchOf(const EventLog& log) {
  return AppendBatch([&log](const std::string& game) -> Result<StoredGameState> {
    Result<GameInfo> info = log.GetGame(game);
    if (!info.ok() && info.status().code() == StatusCode::kNotFound) return StoredGameState{};
    if (!info.ok()) return info.status();
    return StoredGameState{info->event_count, info->last_hash,
                           std::make_shared<const Header>(info->header)};
  });
}

TYPED_TEST(EventLogContractTest, ABatchStoresWhatTheSameAppendStores) {
  this->Write("g1", 1, 4);
  // The same events as one append: into another store of the same kind.
  TypeParam other_maker;
  std::unique_ptr<EventLog> other = other_maker.Make();
  ASSERT_NE(other, nullptr);
  ASSERT_TRUE(other->Append(LogAppend("g1", 1, 10)).ok());
  ASSERT_TRUE(other->Append(LogAppend("g2", 1, 7)).ok());

  // g1 continued from seq 5, g2 new, their events interleaved.
  AppendBatch batch = BatchOf(*this->log_);
  const std::vector<Event> g1 = LogEvents("g1", 5, 6), g2 = LogEvents("g2", 1, 7);
  for (size_t i = 0; i < 7; ++i) {
    ASSERT_TRUE(batch.Add(g2[i]).ok()) << "g2 seq " << i + 1;
    if (i < g1.size()) ASSERT_TRUE(batch.Add(g1[i]).ok()) << "g1 seq " << i + 5;
  }
  ASSERT_EQ(batch.appends().size(), 2u);
  EXPECT_EQ(batch.appends()[0].game, "g2") << "in the order each game was first added";
  EXPECT_GT(batch.byte_count(), 0u);
  EXPECT_EQ(this->Count("g2"), 0u) << "nothing is written before the batch is";

  ASSERT_TRUE(this->log_->Append(batch, Durability::kBuffered).ok());
  ASSERT_TRUE(this->log_->Sync().ok());
  for (const std::string game : {"g1", "g2"}) {
    auto written = this->Fingerprint(game);
    auto events = other->Read(game);
    ASSERT_TRUE(events.ok());
    std::vector<std::string> expected;
    for (const StoredEvent& e : *events) {
      expected.push_back(std::to_string(e.event.seq) + ":" + HashToHex(e.hash));
    }
    EXPECT_EQ(written, expected) << game;
  }
  // The batch's hashes are the stored ones.
  auto g1_stored = other->Read("g1", 5);
  ASSERT_TRUE(g1_stored.ok());
  for (size_t i = 0; i < g1_stored->size(); ++i) {
    EXPECT_EQ(batch.appends()[1].events[i].hash, (*g1_stored)[i].hash) << "g1 seq " << i + 5;
  }
}

TYPED_TEST(EventLogContractTest, ABatchRefusesWhatAppendRefusesAndKeepsWhatItHolds) {
  this->Write("g1", 1, 3);
  AppendBatch batch = BatchOf(*this->log_);
  ASSERT_TRUE(batch.Add(DecisionAt("g1", 4)).ok());
  const size_t bytes = batch.byte_count();

  const Event b99 = PlayCardEvent("g1", 5, Seat::kB, 99);  // B99: not in the deck.
  const Status appended = this->log_->Append(AppendRequest{"g1", 4, {DecisionAt("g1", 4), b99}});
  const Status added = batch.Add(b99);
  ASSERT_FALSE(added.ok());
  EXPECT_EQ(added.code(), appended.code());
  EXPECT_EQ(added.message(), appended.message());

  Event wrong_link = DecisionAt("g1", 5);
  wrong_link.prev_hash[0] = 1;
  EXPECT_EQ(batch.Add(wrong_link).message(),
            "game 'g1' seq 5: prevHash does not match the hash of event 4: event 4 is not the one "
            "this event was written after (it was changed, or this prevHash was)");
  EXPECT_EQ(batch.Add(PassEvent("g2", 1, Seat::kA)).message(),
            "game 'g2' does not exist yet: its first event (seq 1) must be its header, not "
            "'pass'");
  const Status stale = batch.Add(DecisionAt("g3", 2));
  EXPECT_EQ(stale.code(), StatusCode::kConflict);
  EXPECT_EQ(batch.Add(DecisionAt("g1", 6)).code(), StatusCode::kInvalidInput) << "seq 5 is next";

  EXPECT_EQ(batch.byte_count(), bytes) << "a refused event leaves the batch as it was";
  ASSERT_EQ(batch.appends().size(), 1u);
  EXPECT_EQ(batch.appends()[0].events.size(), 1u);
  ASSERT_TRUE(batch.Add(DecisionAt("g1", 5)).ok());
  ASSERT_TRUE(this->log_->Append(batch, Durability::kSync).ok());
  EXPECT_EQ(this->Count("g1"), 5u);
}

TYPED_TEST(EventLogContractTest, ABatchWhoseGameChangedSinceIsAConflictAndWritesNothing) {
  this->Write("g1", 1, 3);
  AppendBatch batch = BatchOf(*this->log_);
  for (const Event& event : LogEvents("g2", 1, 3)) ASSERT_TRUE(batch.Add(event).ok());
  ASSERT_TRUE(batch.Add(DecisionAt("g1", 4)).ok());
  this->Write("g1", 4, 1);  // Another writer got there first.
  const auto before = this->Fingerprint("g1");

  const Status stale = this->log_->Append(batch, Durability::kSync);
  EXPECT_EQ(stale.code(), StatusCode::kConflict);
  EXPECT_EQ(stale.message(),
            "game 'g1' has 4 events; this append expected to write seq 4 (another writer got "
            "there first?) — nothing was written");
  EXPECT_EQ(this->Fingerprint("g1"), before);
  EXPECT_EQ(this->log_->GetGame("g2").status().code(), StatusCode::kNotFound);
}

TYPED_TEST(EventLogContractTest, ListGamesIsOrderedByIdWithCounts) {
  auto none = this->log_->ListGames();
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());

  this->Write("b", 1, 2);
  this->Write("a-2", 1, 5);
  this->Write("a", 1, 1);
  this->Write("C", 1, 3);
  auto games = this->log_->ListGames();
  ASSERT_TRUE(games.ok()) << games.status().ToString();
  std::vector<std::pair<std::string, uint32_t>> listed;
  for (const GameInfo& info : *games) {
    listed.emplace_back(info.game_id, info.event_count);
    EXPECT_EQ(info.header, TestHeader(info.game_id));
  }
  const std::vector<std::pair<std::string, uint32_t>> expected = {
      {"C", 3}, {"a", 1}, {"a-2", 5}, {"b", 2}};  // Bytewise: upper case first.
  EXPECT_EQ(listed, expected);
}

TYPED_TEST(EventLogContractTest, AMissingGameIsNotFoundEverywhere) {
  this->Write("g1", 1, 1);
  auto info = this->log_->GetGame("g2");
  EXPECT_EQ(info.status().code(), StatusCode::kNotFound);
  EXPECT_EQ(info.status().message(), "game 'g2' is not in the store");
  EXPECT_EQ(this->log_->Read("g2").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(this->log_->VerifyChain("g2").status().code(), StatusCode::kNotFound);
  // A prefix of a stored game's id is another game.
  EXPECT_EQ(this->log_->GetGame("g").status().code(), StatusCode::kNotFound);
  EXPECT_EQ(this->log_->GetGame("bad id").status().code(), StatusCode::kInvalidInput);
}

TYPED_TEST(EventLogContractTest, ReadIsClampedToTheGamesEvents) {
  this->Write("g1", 1, 10);
  this->Write("g2", 1, 3);  // A neighbour whose events must not leak into g1's range.
  auto seqs = [&](uint32_t first, uint32_t last) {
    std::vector<uint32_t> out;
    auto events = this->log_->Read("g1", first, last);
    EXPECT_TRUE(events.ok()) << events.status().ToString();
    if (events.ok()) {
      for (const StoredEvent& e : *events) out.push_back(e.event.seq);
    }
    return out;
  };
  EXPECT_EQ(seqs(0, 3), (std::vector<uint32_t>{1, 2, 3}));
  EXPECT_EQ(seqs(8, 100), (std::vector<uint32_t>{8, 9, 10}));
  EXPECT_EQ(seqs(4, 4), (std::vector<uint32_t>{4}));
  EXPECT_EQ(seqs(11, 20), (std::vector<uint32_t>{}));
  EXPECT_EQ(seqs(5, 4), (std::vector<uint32_t>{}));
  EXPECT_EQ(seqs(1, UINT32_MAX).size(), 10u);

  // A read that starts later still carries the link to the event before it.
  auto all = this->log_->Read("g1");
  auto tail = this->log_->Read("g1", 7);
  ASSERT_TRUE(all.ok() && tail.ok());
  EXPECT_EQ((*tail)[0].event.prev_hash, (*all)[5].hash);
}

TYPED_TEST(EventLogContractTest, VerifyChainOnAGoodGameIsOk) {
  this->Write("g1", 1, 1);
  this->Write("g1", 2, 10);
  this->Write("g1", 12, 9);
  auto report = this->log_->VerifyChain("g1");
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  EXPECT_TRUE(report->ok()) << report->problem;
  EXPECT_EQ(report->events_checked, 20u);
  EXPECT_EQ(report->first_bad_seq, std::nullopt);
  EXPECT_EQ(report->problem, "");
}

TYPED_TEST(EventLogContractTest, VerifyAndReadIsVerifyChainAndReadInOneWalk) {
  this->Write("g1", 1, 1);
  this->Write("g1", 2, 10);
  this->Write("g1", 12, 9);
  std::vector<StoredEvent> verified;
  auto report = this->log_->VerifyAndRead("g1", &verified);
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  EXPECT_TRUE(report->ok()) << report->problem;
  EXPECT_EQ(report->events_checked, 20u);
  auto read = this->log_->Read("g1");
  ASSERT_TRUE(read.ok()) << read.status().ToString();
  ASSERT_EQ(verified.size(), read->size());
  for (size_t i = 0; i < verified.size(); ++i) {
    EXPECT_EQ(verified[i].event, (*read)[i].event) << i;
    EXPECT_EQ(verified[i].hash, (*read)[i].hash) << i;
  }
  EXPECT_EQ(this->log_->VerifyAndRead("g2", &verified).status().code(), StatusCode::kNotFound);
}

TYPED_TEST(EventLogContractTest, MalformedRequestsAreRefusedAndNothingIsWritten) {
  std::vector<AppendRequest> twice = {LogAppend("g1", 1, 2), LogAppend("g1", 3, 1)};
  EXPECT_EQ(this->log_->Append(twice, Durability::kSync).code(), StatusCode::kInvalidInput);

  Status empty = this->log_->Append(AppendRequest{"g1", 1, {}});
  EXPECT_EQ(empty.code(), StatusCode::kInvalidInput);
  EXPECT_NE(empty.message().find("game 'g1'"), std::string::npos);

  AppendRequest gap = LogAppend("g1", 1, 4);
  gap.events.erase(gap.events.begin() + 2);
  Status gapped = this->log_->Append(gap);
  EXPECT_EQ(gapped.code(), StatusCode::kInvalidInput);
  EXPECT_NE(gapped.message().find("game 'g1' seq 3"), std::string::npos) << gapped.message();

  EXPECT_EQ(this->log_->Append(LogAppend("not/a/game", 1, 1)).code(), StatusCode::kInvalidInput);
  auto games = this->log_->ListGames();
  ASSERT_TRUE(games.ok());
  EXPECT_TRUE(games->empty());
}

TYPED_TEST(EventLogContractTest, ConcurrentWritersKeepEveryChainIntact) {
  this->Write("shared", 1, 1);
  constexpr int kThreads = 4;
  constexpr uint32_t kOwnEvents = 20;
  constexpr int kSharedAppendsEach = 10;
  std::vector<std::thread> threads;
  std::vector<std::string> failures(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      const std::string own = "own" + std::to_string(t);
      Status status = this->log_->Append(LogAppend(own, 1, 1), Durability::kBuffered);
      for (uint32_t seq = 2; status.ok() && seq <= kOwnEvents; ++seq) {
        status = this->log_->Append(LogAppend(own, seq, 1), Durability::kBuffered);
      }
      // Contend for "shared": read its count, append after it, retry when another got there.
      for (int done = 0; status.ok() && done < kSharedAppendsEach;) {
        auto info = this->log_->GetGame("shared");
        if (!info.ok()) {
          status = info.status();
          break;
        }
        status = this->log_->Append(LogAppend("shared", info->event_count + 1, 1),
                                    Durability::kBuffered);
        if (status.code() == StatusCode::kConflict) {
          status = Status::Ok();
          continue;
        }
        ++done;
      }
      if (!status.ok()) failures[t] = status.ToString();
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (const std::string& failure : failures) EXPECT_EQ(failure, "");
  ASSERT_TRUE(this->log_->Sync().ok());

  EXPECT_EQ(this->Count("shared"), 1u + kThreads * kSharedAppendsEach);
  auto games = this->log_->ListGames();
  ASSERT_TRUE(games.ok());
  EXPECT_EQ(games->size(), kThreads + 1u);
  for (const GameInfo& info : *games) {
    auto report = this->log_->VerifyChain(info.game_id);
    ASSERT_TRUE(report.ok());
    EXPECT_TRUE(report->ok()) << info.game_id << ": " << report->problem;
  }
}

}  // namespace
}  // namespace tcgjudge
