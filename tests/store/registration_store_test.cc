// Registered decklists in the store (store/registration.h, EventLog::PutRegistration): the
// persisted layout, immutability (a second registration is refused, a correction is the next
// number and keeps the earlier ones), against both implementations; and what the RocksDB store
// adds to a store's files only when it takes its first registration.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "store/event_log.h"
#include "store/memory_event_log.h"
#include "store/registration.h"
#include "store/rocks_event_log.h"
#include "tests/store/log_makers.h"
#include "tests/store/raw_rocks.h"
#include "tests/store/temp_dir.h"

namespace tcgjudge {
namespace {

using testing::RawRocks;
using testing::TempDir;

Registration Aiko(uint32_t number = 1) {
  Registration r;
  r.tournament = "Regional Qualifier";
  r.ruleset = "ygo";
  r.player.player_id = "P-1042";
  r.player.name = "Aiko Tanaka";
  r.player.deck = {"26202165", "26202165", "63977008"};
  r.player.extra_deck = {"97204936"};
  r.player.side_deck = {"97268402"};
  r.number = number;
  r.reason = number == 1 ? "" : "typed 63977008 for 63977009";
  r.time = "2026-11-21T09:12:00Z";
  r.judge_id = "J-0815";
  r.public_key.fill(7);
  r.signature.fill(9);
  return r;
}

TEST(RegistrationLayoutTest, KeyIsTournamentThenPlayerThenNumberBigEndian) {
  using namespace std::string_literals;
  EXPECT_EQ(RegistrationKey(Aiko(2)), "Regional Qualifier\0P-1042\0\0\0\0\2"s);
  EXPECT_EQ(RegistrationKeyPrefix("T", "P"), "T\0P\0"s);
}

TEST(RegistrationLayoutTest, ValueIsFormatBodyKeyAndSignatureAndDecodesBack) {
  const Registration r = Aiko(2);
  const std::string value = EncodeRegistration(r);
  ASSERT_EQ(static_cast<uint8_t>(value[0]), kRegistrationFormat);
  EXPECT_EQ(value.substr(1, value.size() - 1 - 96), RegistrationBody(r));
  EXPECT_EQ(value.size(), 1 + RegistrationBody(r).size() + 32 + 64);
  auto decoded = DecodeRegistration(RegistrationKey(r), value);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, r);
}

// The body's bytes are pinned: a stored registration's signature covers them, so they never
// change meaning.
TEST(RegistrationLayoutTest, BodyBytesArePinned) {
  Registration r;
  r.tournament = "T";
  r.ruleset = "ygo";
  r.player.player_id = "P";
  r.player.name = "N";
  r.number = 1;
  r.time = "t";
  r.judge_id = "J";
  r.player.deck = {"c1", "c1"};
  using namespace std::string_literals;
  const std::string expected =
      "\0\0\0\1T"s
      "\0\0\0\3ygo"s
      "\0\0\0\1P"s
      "\0\0\0\1N"s
      "\0\0\0\1"s
      "\0\0\0\0"s
      "\0\0\0\1t"s
      "\0\0\0\1J"s
      "\0\0\0\2\0\0\0\2c1\0\0\0\2c1"s
      "\0\0\0\0"s
      "\0\0\0\0"s;
  EXPECT_EQ(RegistrationBody(r), expected);
}

TEST(RegistrationLayoutTest, DecodeRefusesDamageAndAValueUnderAnotherKey) {
  const Registration r = Aiko();
  const std::string value = EncodeRegistration(r);
  EXPECT_EQ(
      DecodeRegistration(RegistrationKey(r), value.substr(0, value.size() - 1)).status().code(),
      StatusCode::kCorruption);
  EXPECT_EQ(DecodeRegistration(RegistrationKey(r), "\x02" + value.substr(1)).status().code(),
            StatusCode::kCorruption);
  auto moved = DecodeRegistration(RegistrationKey(Aiko(2)), value);
  ASSERT_EQ(moved.status().code(), StatusCode::kCorruption);
  EXPECT_NE(moved.status().message().find("not its key's"), std::string::npos)
      << moved.status().message();
}

TEST(RegistrationLayoutTest, KeyTextsMayHoldNoNulAndArePresent) {
  EXPECT_EQ(CheckRegistrationKey("", "P-1").code(), StatusCode::kInvalidInput);
  EXPECT_EQ(CheckRegistrationKey("T", "").code(), StatusCode::kInvalidInput);
  EXPECT_EQ(CheckRegistrationKey(std::string("T\0U", 3), "P-1").code(), StatusCode::kInvalidInput);
  EXPECT_EQ(CheckRegistrationKey("T", "P\xff").code(), StatusCode::kInvalidInput);
  EXPECT_TRUE(CheckRegistrationKey("Regional Qualifier", "P-1042").ok());
}

TEST(RegistrationLayoutTest, LatestRegistrationsKeepsEachPlayersHighestNumber) {
  Registration ben = Aiko();
  ben.player.player_id = "P-2077";
  const std::vector<Registration> all = {Aiko(1), Aiko(2), ben};
  const std::vector<Registration> latest = LatestRegistrations(all);
  ASSERT_EQ(latest.size(), 2u);
  EXPECT_EQ(latest[0].number, 2u);
  EXPECT_EQ(latest[1].player.player_id, "P-2077");
  ASSERT_NE(FindRegistration(all, "Regional Qualifier", "P-1042"), nullptr);
  EXPECT_EQ(FindRegistration(all, "Regional Qualifier", "P-1042")->number, 2u);
  EXPECT_EQ(FindRegistration(all, "Another Event", "P-1042"), nullptr);
}

template <typename Maker>
class RegistrationStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    log_ = maker_.Make();
    ASSERT_NE(log_, nullptr);
  }
  std::vector<Registration> All() {
    auto all = log_->ListRegistrations();
    EXPECT_TRUE(all.ok()) << all.status().ToString();
    return all.ok() ? *all : std::vector<Registration>{};
  }

  Maker maker_;
  std::unique_ptr<EventLog> log_;
};

TYPED_TEST_SUITE(RegistrationStoreTest, testing::LogMakers, testing::LogMakerNames);

TYPED_TEST(RegistrationStoreTest, AStoreWithoutRegistrationsListsNone) {
  EXPECT_TRUE(this->All().empty());
}

TYPED_TEST(RegistrationStoreTest, ARegistrationIsStoredAndListedAsTaken) {
  ASSERT_TRUE(this->log_->PutRegistration(Aiko()).ok());
  const std::vector<Registration> all = this->All();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], Aiko());
}

TYPED_TEST(RegistrationStoreTest, ASecondRegistrationOfThePlayerIsRefusedAndNothingChanges) {
  ASSERT_TRUE(this->log_->PutRegistration(Aiko()).ok());
  Registration again = Aiko();
  again.player.deck.push_back("83764718");
  const Status refused = this->log_->PutRegistration(again);
  ASSERT_EQ(refused.code(), StatusCode::kConflict);
  EXPECT_NE(refused.message().find("already registered"), std::string::npos) << refused.message();
  EXPECT_NE(refused.message().find("never replaced"), std::string::npos) << refused.message();
  const std::vector<Registration> all = this->All();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0], Aiko());
}

TYPED_TEST(RegistrationStoreTest, ACorrectionIsTheNextNumberAndKeepsTheEarlierOne) {
  ASSERT_TRUE(this->log_->PutRegistration(Aiko(1)).ok());
  EXPECT_EQ(this->log_->PutRegistration(Aiko(3)).code(), StatusCode::kConflict)
      << "a correction skips no number";
  ASSERT_TRUE(this->log_->PutRegistration(Aiko(2)).ok());
  EXPECT_EQ(this->log_->PutRegistration(Aiko(2)).code(), StatusCode::kConflict)
      << "a correction is never replaced either";
  const std::vector<Registration> all = this->All();
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0], Aiko(1));
  EXPECT_EQ(all[1], Aiko(2));
}

TYPED_TEST(RegistrationStoreTest, ACorrectionOfNothingIsRefused) {
  EXPECT_EQ(this->log_->PutRegistration(Aiko(2)).code(), StatusCode::kConflict);
  EXPECT_TRUE(this->All().empty());
}

TYPED_TEST(RegistrationStoreTest, EachPlayerAndTournamentIsRegisteredOnItsOwn) {
  Registration ben = Aiko();
  ben.player.player_id = "P-2077";
  Registration next_event = Aiko();
  next_event.tournament = "Regional Qualifier 2";
  ASSERT_TRUE(this->log_->PutRegistration(Aiko()).ok());
  ASSERT_TRUE(this->log_->PutRegistration(ben).ok());
  ASSERT_TRUE(this->log_->PutRegistration(next_event).ok());
  const std::vector<Registration> all = this->All();
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].player.player_id, "P-1042");
  EXPECT_EQ(all[1].player.player_id, "P-2077");
  EXPECT_EQ(all[2].tournament, "Regional Qualifier 2");
}

TYPED_TEST(RegistrationStoreTest, AnIncompleteRegistrationIsRefused) {
  Registration no_player = Aiko();
  no_player.player.player_id.clear();
  EXPECT_EQ(this->log_->PutRegistration(no_player).code(), StatusCode::kInvalidInput);
  Registration correction_without_reason = Aiko(2);
  correction_without_reason.reason.clear();
  EXPECT_EQ(this->log_->PutRegistration(correction_without_reason).code(),
            StatusCode::kInvalidInput);
  Registration no_judge = Aiko();
  no_judge.judge_id.clear();
  EXPECT_EQ(this->log_->PutRegistration(no_judge).code(), StatusCode::kInvalidInput);
  EXPECT_TRUE(this->All().empty());
}

TEST(RocksRegistrationTest, TheColumnFamilyComesWithTheFirstRegistrationAndOutlivesTheOpen) {
  TempDir dir;
  const std::string path = dir.Sub("store");
  {
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
  }
  std::vector<std::string> families = RawRocks::Families(path);
  EXPECT_EQ(std::count(families.begin(), families.end(), kRegistrationsColumnFamily), 0)
      << "a store that never took a registration keeps the families it had";
  {
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->PutRegistration(Aiko()).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }
  families = RawRocks::Families(path);
  EXPECT_EQ(std::count(families.begin(), families.end(), kRegistrationsColumnFamily), 1);
  auto reader = RocksEventLog::Open(path, OpenMode::kReadOnly);
  ASSERT_TRUE(reader.ok()) << reader.status().ToString();
  auto all = (*reader)->ListRegistrations();
  ASSERT_TRUE(all.ok()) << all.status().ToString();
  ASSERT_EQ(all->size(), 1u);
  EXPECT_EQ((*all)[0], Aiko());
  EXPECT_EQ((*reader)->PutRegistration(Aiko(2)).code(), StatusCode::kInvalidInput)
      << "a read-only open stores nothing";
}

TEST(RocksRegistrationTest, ADamagedRegistrationIsCorruptionNamingItsKey) {
  TempDir dir;
  const std::string path = dir.Sub("store");
  {
    auto log = RocksEventLog::Open(path, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    ASSERT_TRUE((*log)->PutRegistration(Aiko()).ok());
    ASSERT_TRUE((*log)->Close().ok());
  }
  {
    RawRocks raw(path);
    ASSERT_TRUE(raw.ok());
    raw.Put(kRegistrationsColumnFamily, RegistrationKey(Aiko()), "\x01garbage");
  }
  auto log = RocksEventLog::Open(path, OpenMode::kReadOnly);
  ASSERT_TRUE(log.ok()) << log.status().ToString();
  auto all = (*log)->ListRegistrations();
  ASSERT_EQ(all.status().code(), StatusCode::kCorruption);
  EXPECT_NE(all.status().message().find("Regional Qualifier/P-1042"), std::string::npos)
      << all.status().message();
}

}  // namespace
}  // namespace tcgjudge
