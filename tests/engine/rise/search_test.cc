// Searching a deck (§411; reading R-32): each test names its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr const char* kScout = "R-132";  // 能力 1: search your deck for a card; then draw one.

// A uses 战术侦察 (A1) in its action phase and both pass: it resolves to the search.
void Scout(Table& t) {
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(res, 1)}), IsEmpty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
}

TEST(RiseSearch, Rule411_1_Rule411_2_TheCardFoundGoesToTheHandThenTheDeckIsShuffled) {
  Table t({kScout});
  Scout(t);
  ASSERT_EQ(t.state().wait, Wait::kSearch);
  EXPECT_EQ(t.state().waiting_for, kA);
  const CardId wanted = t.state().Player(kA).deck.back();
  EXPECT_THAT(t.Do(kA, SearchDeck{{wanted}}), IsEmpty());
  EXPECT_TRUE(Contains(t.state().Player(kA).hand, wanted));
  ASSERT_EQ(t.state().wait, Wait::kShuffle);  // §411.2: a recorded shuffle.
  EXPECT_TRUE(t.engine().LegalMoves(t.state()).empty());
  std::vector<CardId> order = t.state().Player(kA).deck;
  std::reverse(order.begin(), order.end());
  const size_t hand = t.state().Player(kA).hand.size();
  ASSERT_TRUE(t.Shuffle(kA, order).ok());
  // The link goes on: its draw takes the new top card.
  EXPECT_EQ(t.state().Player(kA).hand.size(), hand + 1);
  EXPECT_EQ(t.state().Player(kA).hand.back(), order.front());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseSearch, Rule411_3_ASearchForAnyCardFailsOnlyWithAnEmptyDeck) {
  Table t({kScout});
  Scout(t);
  ASSERT_EQ(t.state().wait, Wait::kSearch);
  const std::set<std::string> codes = ExpectMovesConsistent(t);
  EXPECT_EQ(codes.count("rise.search.fail"), 1u);
  EXPECT_EQ(codes.count("rise.search.count"), 1u);
  EXPECT_EQ(codes.count("rise.search.not-asked"), 1u);  // B's.
  EXPECT_THAT(t.Refused(kA, SearchDeck{{Id(kA, 2)}}), ::testing::HasSubstr("is not a card of"));
  EXPECT_THAT(t.Do(kA, SearchDeck{}), ElementsAre("rise.search.fail"));
  EXPECT_EQ(t.state().wait, Wait::kShuffle);  // As the table did: nothing found, then shuffled.
}

TEST(RiseSearch, Rule411_2_AnEmptyDeckIsNeitherSearchedNorShuffled) {
  Table t({kScout});
  t.mutable_state().Player(kA).deck.clear();
  Scout(t);
  // Nothing to find and no shuffle awaited; the draw after finds nothing either (§102.1a).
  EXPECT_TRUE(t.state().over);
  EXPECT_EQ(t.state().winner, kB);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
