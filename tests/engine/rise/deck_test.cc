// Deck construction (§100), checked at the start of the game: each test names its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> StartCodes(const Header& h) {
  std::vector<Violation> v;
  Result<State> s = RiseEngine(TestSet()).Start(h, &v);
  EXPECT_TRUE(s.ok()) << s.status().message();
  std::vector<std::string> codes;
  for (const Violation& x : v) {
    EXPECT_EQ(x.seq, 1u);
    codes.push_back(x.code + " " + Letter(x.player));
  }
  return codes;
}

std::vector<Violation> StartViolations(const Header& h) {
  std::vector<Violation> v;
  EXPECT_TRUE(RiseEngine(TestSet()).Start(h, &v).ok());
  return v;
}

std::string Refusal(const Header& h) {
  std::vector<Violation> v;
  Result<State> s = RiseEngine(TestSet()).Start(h, &v);
  EXPECT_FALSE(s.ok());
  return s.ok() ? "" : s.status().message();
}

TEST(RiseDeck, Rule100_1_AConstructedDeckHoldsSixtyTheCommanderNotCounted) {
  EXPECT_THAT(StartCodes(TestHeader({}, {})), IsEmpty());
  EXPECT_THAT(StartCodes(TestHeader({}, {}, {}, 59)),
              ElementsAre("rise.deck.size A", "rise.deck.size B"));
  EXPECT_EQ(StartViolations(TestHeader({}, {}, {}, 59))[0].message, "A's deck has 59 cards, the commander not counted; it holds at least "
                          "60 (§100.1)");
}

TEST(RiseDeck, Rule100_1_ALimitedDeckHoldsThirty) {
  EXPECT_THAT(StartCodes(TestHeader({}, {}, {{"format", "limited"}}, 30)), IsEmpty());
  EXPECT_THAT(StartCodes(TestHeader({}, {}, {{"format", "limited"}}, 29)),
              ElementsAre("rise.deck.size A", "rise.deck.size B"));
}

TEST(RiseDeck, Rule100_2a_ACardSharesAMarkerOfEachKindItPrintsWithTheCommander) {
  // 伊莎贝拉·凯恩: 猛士, 众神议会. 队长维埃 prints 众神议会 only; 窥视者奥萨罗 自由战线; 先知之眼 先知.
  EXPECT_THAT(StartCodes(TestHeader({kVie, "R-006", kSeer}, {})),
              ElementsAre("rise.deck.markers A", "rise.deck.markers A"));
  EXPECT_EQ(StartViolations(TestHeader({"R-006"}, {}))[0].message, "A's decks hold 窥视者奥萨罗, which shares no faction marker with the "
                          "commander 伊莎贝拉·凯恩 (§100.2a, R-4)");
}

TEST(RiseDeck, Rule100_2b_ACardForACommanderFeatureNeedsACommanderWithIt) {
  // 凯恩的指令: 【增幅】指挥官限定使用; 伊莎贝拉·凯恩's talent is 增幅, 格罗姆·铁牙's 分解.
  EXPECT_THAT(StartCodes(TestHeader({kKaneOrder}, {kKaneOrder})),
              ElementsAre("rise.deck.commander-only B"));
}

TEST(RiseDeck, Rule100_3_AConstructedSideboardHoldsExactlyTenIfAny) {
  Header h = TestHeader({}, {});
  h.players[0].side_deck = {"F16", "F17", "F18"};
  EXPECT_THAT(StartCodes(h), ElementsAre("rise.deck.sideboard A"));
  h.players[0].side_deck = {"F16", "F16", "F17", "F17", "F18",
                            "F18", "F19", "F19", "F20", "F20"};
  EXPECT_THAT(StartCodes(h), IsEmpty());
  h.players[0].side_deck.resize(11, "F20");
  EXPECT_THAT(StartCodes(h), ElementsAre("rise.deck.sideboard A"));
}

TEST(RiseDeck, Rule100_4_AtMostFourOfANameAcrossDeckAndSideboardUnlessUnlimited) {
  EXPECT_THAT(StartCodes(TestHeader({kTrooper, kTrooper, kTrooper, kTrooper, kTrooper}, {})),
              ElementsAre("rise.deck.copies A"));
  EXPECT_THAT(StartCodes(TestHeader(std::vector<std::string>(9, kUnlimited), {})), IsEmpty());
  EXPECT_THAT(StartCodes(TestHeader(std::vector<std::string>(5, kTrooper), {},
                                    {{"format", "limited"}}, 30)),
              IsEmpty());
}

TEST(RiseDeck, Rule101_1_DecklistsWithoutOneCommanderCannotBePlayed) {
  Header h = TestHeader({}, {});
  h.players[1].extra_deck.clear();
  EXPECT_EQ(Refusal(h), "header.players[1].extraDeck: holds the commander, exactly one card "
                        "(§101.1, R-2); it has 0");
  h = TestHeader({kKane}, {});
  EXPECT_EQ(Refusal(h), "header.players[0].deck[0]: 伊莎贝拉·凯恩 is a commander: it starts on the "
                        "field, outside the deck (§100.1, §101.1)");
  h = TestHeader({}, {});
  h.players[0].extra_deck = {kTrooper};
  EXPECT_EQ(Refusal(h), "header.players[0].extraDeck[0]: 突击步兵 is not a commander: the extra "
                        "deck holds the commander alone (R-2)");
  h = TestHeader({}, {});
  h.players.pop_back();
  EXPECT_EQ(Refusal(h), "header.players: 崛起TCG is played here by two players (R-1)");
  h = TestHeader({}, {}, {{"illegalLink", "maybe"}});
  EXPECT_EQ(Refusal(h), "header.options: illegalLink = 'maybe': expected rewind or apply");
}

}  // namespace
}  // namespace tcgjudge::rise::testing
