// CheckAppend on its own: what it prepares for both stores to write, and that it asks for each
// game's state once and only after the requests themselves are well-formed.

#include "store/append_check.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "events/codec.h"
#include "events/hash.h"
#include "events/signature.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

using testing::LogAppend;
using testing::TestHeader;

// A lookup over fixed states that records which games were asked for.
struct FakeStore {
  std::map<std::string, StoredGameState> states;
  std::vector<std::string> asked;
  GameStateLookup Lookup() {
    return [this](const std::string& game) -> Result<StoredGameState> {
      asked.push_back(game);
      auto it = states.find(game);
      return it == states.end() ? StoredGameState{} : it->second;
    };
  }
};

TEST(CheckAppend, PreparesTheEncodedChainedEventsAndTheNewRow) {
  FakeStore store;
  const AppendRequest request = LogAppend("g1", 1, 3);
  auto prepared = CheckAppend(std::span(&request, 1), store.Lookup());
  ASSERT_TRUE(prepared.ok()) << prepared.status().ToString();
  ASSERT_EQ(prepared->size(), 1u);
  const PreparedAppend& append = (*prepared)[0];
  EXPECT_EQ(append.game, "g1");
  ASSERT_EQ(append.events.size(), 3u);
  EventHash prev{};
  for (size_t i = 0; i < 3; ++i) {
    const PreparedEvent& event = append.events[i];
    EXPECT_EQ(event.seq, i + 1);
    Event expected = request.events[i];
    expected.prev_hash = prev;  // Filled in by the check.
    EXPECT_EQ(event.encoded, EncodeEvent(expected));
    EXPECT_EQ(event.hash, HashEncodedEvent(event.encoded));
    prev = event.hash;
  }
  EXPECT_EQ(append.row.event_count, 3u);
  EXPECT_EQ(append.row.last_hash, prev);
}

TEST(CheckAppend, ContinuesAnExistingChain) {
  FakeStore store;
  EventHash last{};
  last.fill(7);
  store.states["g1"] = StoredGameState{4, last, std::make_shared<const Header>(TestHeader("g1"))};
  const AppendRequest request = LogAppend("g1", 5, 2);
  auto prepared = CheckAppend(std::span(&request, 1), store.Lookup());
  ASSERT_TRUE(prepared.ok()) << prepared.status().ToString();
  auto first = DecodeEvent((*prepared)[0].events[0].encoded);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first->prev_hash, last);
  EXPECT_EQ((*prepared)[0].row.event_count, 6u);
}

TEST(CheckAppend, TheConflictMessageSaysWhatHappenedAndThatNothingWasWritten) {
  FakeStore store;
  store.states["g1"] = StoredGameState{12, {}, std::make_shared<const Header>(TestHeader("g1"))};
  const AppendRequest request = LogAppend("g1", 11, 1);
  auto prepared = CheckAppend(std::span(&request, 1), store.Lookup());
  ASSERT_EQ(prepared.status().code(), StatusCode::kConflict);
  EXPECT_EQ(prepared.status().message(),
            "game 'g1' has 12 events; this append expected to write seq 11 (another writer got "
            "there first?) — nothing was written");
}

TEST(CheckAppend, MalformedRequestsAreRefusedBeforeAnyGameIsLookedUp) {
  FakeStore store;
  std::vector<AppendRequest> requests = {LogAppend("g1", 1, 2), LogAppend("g1", 3, 1)};
  auto twice = CheckAppend(requests, store.Lookup());
  EXPECT_EQ(twice.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(twice.status().message().find("game 'g1' has two requests"), std::string::npos);

  requests = {LogAppend("g1", 1, 2), AppendRequest{"g2", 1, {}}};
  auto empty = CheckAppend(requests, store.Lookup());
  EXPECT_EQ(empty.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(empty.status().message(), "game 'g2': the append request has no events");

  requests = {AppendRequest{"no spaces allowed", 1, {}}};
  EXPECT_EQ(CheckAppend(requests, store.Lookup()).status().code(), StatusCode::kInvalidInput);
  EXPECT_TRUE(store.asked.empty());
}

TEST(CheckAppend, ALookupFailureIsReturnedAsIs) {
  GameStateLookup failing = [](const std::string& game) -> Result<StoredGameState> {
    return Status::IoError("disk on fire");
  };
  const AppendRequest request = LogAppend("g1", 1, 1);
  auto prepared = CheckAppend(std::span(&request, 1), failing);
  EXPECT_EQ(prepared.status().code(), StatusCode::kIoError);
  EXPECT_EQ(prepared.status().message(), "disk on fire");
}

TEST(CheckAppend, EventsMustBeNumberedFromExpectedNextSeqAndBelongToTheGame) {
  FakeStore store;
  AppendRequest gap = LogAppend("g1", 1, 3);
  gap.events[2].seq = 4;
  auto refused = CheckAppend(std::span(&gap, 1), store.Lookup());
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.status().message().find("game 'g1' seq 3: event 3 of the request has seq 4"),
            std::string::npos)
      << refused.status().message();

  AppendRequest other = LogAppend("g1", 1, 3);
  other.events[1].game = "g2";
  refused = CheckAppend(std::span(&other, 1), store.Lookup());
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.status().message().find("game 'g1' seq 2: the event belongs to game 'g2'"),
            std::string::npos)
      << refused.status().message();
}

TEST(CheckAppend, ShapeErrorsNameGameAndSeq) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 3);
  request.events[2].time = "yesterday";
  auto refused = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.status().message().rfind("game 'g1' seq 3: time: 'yesterday'", 0), 0u)
      << refused.status().message();
}

// A judge event that comes next after the first two events of LogAppend("g1", 1, 2).
Event NoteAt3(const std::string& text) {
  Event note;
  note.game = "g1";
  note.seq = 3;
  note.actor = JudgeActor{"J-0815"};
  note.body = JudgeAction{{"101"}, text, Note{}};
  return note;
}

TEST(AppendCheckTest, ASignatureThatDoesNotVerifyIsNotStored) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 2);
  auto first = CheckAppend(std::span(&request, 1), store.Lookup());
  ASSERT_TRUE(first.ok()) << first.status().ToString();
  const EventHash link = (*first)[0].events[1].hash;
  const KeyPair key = GenerateKeyPair();

  Event signed_note = NoteAt3("seen");
  signed_note.prev_hash = link;  // Set before signing: the signature covers it.
  SignEvent(&signed_note, key.secret_key);
  request.events.push_back(signed_note);
  EXPECT_TRUE(CheckAppend(std::span(&request, 1), store.Lookup()).ok()) << "its own signature";

  request.events.back() = signed_note;
  std::get<JudgeAction>(request.events.back().body).text = "changed after signing";
  auto changed = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(changed.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(changed.status().message().rfind(
                "game 'g1' seq 3: signature: does not verify against the public key the event "
                "names",
                0),
            0u)
      << changed.status().message();

  Event unlinked = NoteAt3("seen");  // Signed over an all-zero prevHash the store would fill in.
  SignEvent(&unlinked, key.secret_key);
  request.events.back() = unlinked;
  EXPECT_EQ(CheckAppend(std::span(&request, 1), store.Lookup()).status().code(),
            StatusCode::kInvalidInput);
}

TEST(AppendCheckTest, TextThatIsNotUtf8IsNotStored) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 2);
  request.events.push_back(NoteAt3("caf\xE9"));
  auto refused = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(refused.status().message(),
            "game 'g1' seq 3: judgeAction.text: not valid UTF-8 (byte 4 of the text)");
}

TEST(AppendCheckTest, AHeaderOptionGivenTwiceWithDifferentValuesIsNotStored) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 1);
  std::get<Header>(request.events[0].body).options = {{"lp", "8000"}, {"lp", "4000"}};
  auto refused = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(refused.status().message(),
            "game 'g1' seq 1: header.options[1]: option 'lp' is given twice, as '8000' and as "
            "'4000' (an option is given once: which one the table played by the log does not "
            "say)");
  std::get<Header>(request.events[0].body).options = {{"lp", "8000"}, {"lp", "8000"}};
  EXPECT_TRUE(CheckAppend(std::span(&request, 1), store.Lookup()).ok()) << "the same value twice";
}

TEST(CheckAppend, ANewGameHeaderMustNameTheGame) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 1);
  std::get<Header>(request.events[0].body).game_id = "g2";
  auto refused = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(refused.status().message().find("game 'g1' seq 1: header.gameId: 'g2'"),
            std::string::npos)
      << refused.status().message();
}

TEST(CheckAppend, APrevHashOnTheFirstEventMustBeZero) {
  FakeStore store;
  AppendRequest request = LogAppend("g1", 1, 1);
  request.events[0].prev_hash[5] = 1;
  auto refused = CheckAppend(std::span(&request, 1), store.Lookup());
  EXPECT_EQ(refused.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.status().message(),
            "game 'g1' seq 1: prevHash must be all zero for the first event of a game");
}

}  // namespace
}  // namespace tcgjudge
