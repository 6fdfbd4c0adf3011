// The pieces of 崛起TCG that the ruleset seam (engine/ruleset.h) reads, tested on the engine
// directly until rise joins the ruleset list: the bot decks (§100), the snapshot encoding, the
// kept state key and the invariants, on seeded games of random legal moves played to their end
// (§102).

#include <random>

#include "engine/rise/bot_deck.h"
#include "engine/rise/invariants.h"
#include "engine/rise/snapshot.h"
#include "engine/rise/state_key.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

// Checks what must hold of every position: the invariants, the kept key against the whole
// state's, and a snapshot that decodes to the same state and key.
void ExpectSeamHolds(const State& s, const CardSet& cards, const std::string& where) {
  const Status invariants = CheckInvariants(s);
  ASSERT_TRUE(invariants.ok()) << where << ": " << invariants.message();
  ASSERT_TRUE(StateKeyProblem(s).ok()) << where;
  Result<State> decoded = DecodeSnapshot(EncodeSnapshot(s), cards);
  ASSERT_TRUE(decoded.ok()) << where << ": " << decoded.status().message();
  ASSERT_TRUE(*decoded == s) << where;
  // The decoded state was never asked: its key is computed from every part.
  ASSERT_EQ(KeptStateKey(*decoded), KeptStateKey(s)) << where;
}

// A game of the bot decks, each decision a random legal one and each shuffle a random order,
// with the seam's checks after every event; the number of events.
int PlaySeededGame(uint64_t seed) {
  const RiseEngine engine(TestSet());
  std::vector<Violation> deck;
  Result<State> started = engine.Start(RiseBotHeader("rise-" + std::to_string(seed)), &deck);
  EXPECT_TRUE(started.ok()) << started.status().message();
  if (!started.ok()) return 0;
  State s = std::move(*started);
  std::mt19937_64 rng(seed);
  uint32_t seq = 1;
  while (!s.over && seq < 5000) {
    ++seq;
    if (s.wait == Wait::kShuffle) {
      std::vector<CardId> order = s.Player(s.waiting_for).deck;
      std::shuffle(order.begin(), order.end(), rng);
      EXPECT_TRUE(engine.ApplyFact(s, Fact(ShuffleFact{s.waiting_for, order}), seq).ok());
    } else {
      std::vector<Move> legal = engine.LegalMoves(s);
      legal.pop_back();  // The concession, always last.
      EXPECT_FALSE(legal.empty()) << "seed " << seed << " seq " << seq;
      if (legal.empty()) return 0;
      std::vector<Violation> flagged;
      const Move& move = legal[rng() % legal.size()];
      EXPECT_TRUE(engine.Apply(s, s.waiting_for, move, seq, &flagged).ok());
      EXPECT_TRUE(flagged.empty())
          << "seed " << seed << " seq " << seq << ": " << flagged.front().message;
    }
    ExpectSeamHolds(s, engine.cards(),
                    "seed " + std::to_string(seed) + " seq " + std::to_string(seq));
    if (::testing::Test::HasFatalFailure()) return 0;
  }
  EXPECT_TRUE(s.over) << "seed " << seed;
  return static_cast<int>(seq);
}

TEST(RiseSeam, Rule100_TheBotDecksAreLegalAndTheHeaderNamesEveryOption) {
  const Header header = RiseBotHeader("rise-1");
  EXPECT_EQ(header.ruleset, "rise");
  EXPECT_EQ(header.ruleset_version, "1.00");
  EXPECT_EQ(header.options.size(), 4u);
  ASSERT_EQ(header.players.size(), 2u);
  EXPECT_EQ(header.players[0].deck.size(), 60u);
  EXPECT_EQ(header.players[1].deck.size(), 60u);
  std::vector<Violation> deck;
  ASSERT_TRUE(RiseEngine(TestSet()).Start(header, &deck).ok());
  for (const Violation& v : deck) ADD_FAILURE() << v.code << ": " << v.message;
}

// §102: seeded games of random legal moves end; every position keeps the invariants, its key and
// a snapshot that round-trips.
TEST(RiseSeam, Rule102_SeededGamesEndWithTheInvariantsKeysAndSnapshotsKept) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    EXPECT_GT(PlaySeededGame(seed), 100);
    if (::testing::Test::HasFailure()) break;
  }
}

TEST(RiseSeam, ForeignTruncatedAndLongerSnapshotsAreRefused) {
  Table t({kTrooper});
  t.ToActionOf(kA);
  const std::string bytes = EncodeSnapshot(t.state());
  EXPECT_TRUE(DecodeSnapshot(bytes, TestSet()).ok());
  EXPECT_FALSE(DecodeSnapshot("wheel-state", TestSet()).ok());
  EXPECT_FALSE(DecodeSnapshot(bytes.substr(0, bytes.size() / 2), TestSet()).ok());
  EXPECT_FALSE(DecodeSnapshot(bytes + "x", TestSet()).ok());
}

TEST(RiseSeam, AStateKeyChangesWithTheStateAndABrokenPlaceIsNamed) {
  Table t({kTrooper});
  t.ToActionOf(kA);
  const uint64_t before = KeptStateKey(t.state());
  t.Do(kA, PlaceResource{Id(kA, 1), false});
  EXPECT_NE(KeptStateKey(t.state()), before);
  Result<State> fresh = DecodeSnapshot(EncodeSnapshot(t.state()), TestSet());
  ASSERT_TRUE(fresh.ok());
  EXPECT_EQ(KeptStateKey(t.state()), KeptStateKey(*fresh));
  State broken = t.state();
  broken.Player(kA).deck.push_back(broken.Player(kA).hand.front());
  const Status status = CheckInvariants(broken);
  EXPECT_EQ(status.code(), StatusCode::kCorruption);
  EXPECT_NE(status.message().find("deck"), std::string::npos) << status.message();
}

}  // namespace
}  // namespace tcgjudge::rise::testing
