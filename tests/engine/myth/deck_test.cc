// §23, §24: deck construction; M-1, M-2: set-up (docs/rulings-myth.md).

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> Codes(const std::vector<Violation>& violations) {
  std::vector<std::string> out;
  for (const Violation& v : violations) out.push_back(v.code);
  return out;
}

// Starts a game whose seat A plays `deck` (B a legal one) and returns A's deck violations.
Result<std::vector<std::string>> DeckOfA(Decklist deck) {
  std::array<Decklist, 2> decks{deck, Decklist{kDixin, "", Fillers()}};
  std::vector<Violation> violations;
  Result<State> s = StartGame(Cards(), decks, {}, &violations);
  if (!s.ok()) return s.status();
  return Codes(violations);
}

TEST(MythRule23, ALegalDeckIsOneGeneralAndAtLeast60BasicCards) {
  Table t;
  EXPECT_THAT(t.deck_violations, IsEmpty());
  auto deck = DeckOfA(Decklist{kJiangZiya, kHolyPearl, Fillers()});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, IsEmpty());
}

TEST(MythRule23, ALibraryOfFewerThan60BasicCardsIsFlagged) {
  std::vector<std::string> library = Fillers();
  library.pop_back();
  auto deck = DeckOfA(Decklist{kJiangZiya, "", library});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, ElementsAre("myth.deck.size"));
}

TEST(MythRule23, AtMostFourBasicCardsOfAName) {
  std::vector<std::string> library = Fillers();
  library.push_back("MO-010");  // A fifth 跳跳兔.
  auto deck = DeckOfA(Decklist{kJiangZiya, "", library});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, ElementsAre("myth.deck.copies"));
}

TEST(MythRule23, TheLibraryHoldsOnlyBasicCards) {
  std::vector<std::string> library = Fillers();
  library.push_back(kHolyPearl);  // A second treasure, in the library.
  library.push_back(kDaji);       // A second general.
  auto deck = DeckOfA(Decklist{kJiangZiya, kHolyPearl, library});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, ElementsAre("myth.deck.not-basic", "myth.deck.not-basic"));
}

TEST(MythRule23, ADeckWithoutAGeneralOrWithAWrongTreasureIsRefused) {
  auto no_general = DeckOfA(Decklist{"MO-010", "", Fillers()});
  ASSERT_FALSE(no_general.ok());
  EXPECT_EQ(no_general.status().message(),
            "decks[A].general: \"MO-010\" is not a general card of the set; a deck has one (§23)");
  auto treasure = DeckOfA(Decklist{kJiangZiya, kDaji, Fillers()});
  ASSERT_FALSE(treasure.ok());
  EXPECT_EQ(treasure.status().message(),
            "decks[A].treasure: \"MO-003\" is not a treasure card of the set (§23)");
  auto unknown = DeckOfA(Decklist{kJiangZiya, "", {"nope"}});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.status().message(), "decks[A].library[0]: \"nope\" is not a card of the set");
}

TEST(MythRule23_2, CreaturesAreNeutralOrOfTheGeneralsFaction) {
  std::vector<std::string> library = Fillers();
  library.push_back("MO-016");  // 阐教道兵, immortal: 姜子牙's faction.
  library.push_back("MO-011");  // 傲因, demon.
  auto deck = DeckOfA(Decklist{kJiangZiya, "", library});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, ElementsAre("myth.deck.faction"));
}

TEST(MythRule23_3, SpellsAndEquipmentAreClasslessOrOfTheGeneralsClass) {
  std::vector<std::string> library = Fillers();
  library.push_back(kFireball);     // Mage: 姜子牙's class.
  library.push_back(kMountainAxe);  // Warrior equipment.
  auto deck = DeckOfA(Decklist{kJiangZiya, "", library});
  ASSERT_TRUE(deck.ok());
  EXPECT_THAT(*deck, ElementsAre("myth.deck.class"));
}

TEST(MythRuleM1, TheGeneralAndTheTreasureStartOnTheFieldWithTheGeneralsLife) {
  std::array<Decklist, 2> decks{Decklist{kJiangZiya, kHolyPearl, Fillers()},
                                Decklist{kDixin, "", Fillers()}};
  std::vector<Violation> violations;
  Result<State> s = StartGame(Cards(), decks, {}, &violations);
  ASSERT_TRUE(s.ok());
  const PlayerState& a = s->Player(Seat::kA);
  EXPECT_EQ(a.general, (CardId{Seat::kA, 61}));  // After the library.
  EXPECT_EQ(a.treasure, (CardId{Seat::kA, 62}));
  EXPECT_THAT(a.field, ElementsAre(a.general, a.treasure));
  EXPECT_EQ(a.library.size(), 60u);
  Context c(*s, Cards(), 0);
  EXPECT_EQ(LifeLeft(c, a.general), 20);  // §1.1 #1: the player's life is the general's.
  EXPECT_EQ(s->wait, Wait::kShuffle);
}

TEST(MythRuleM2, OpeningHandsOfFiveAndNoDrawInTheFirstTurn) {
  Table t;
  EXPECT_EQ(t.s.turn.number, 1u);
  EXPECT_EQ(t.s.turn.active, Seat::kA);
  EXPECT_EQ(t.s.turn.step, Step::kMain);
  EXPECT_EQ(t.s.Player(Seat::kA).hand.size(), 5u);
  EXPECT_EQ(t.s.Player(Seat::kB).hand.size(), 5u);
  EXPECT_EQ(t.s.Player(Seat::kA).library.size(), 55u);
}

TEST(MythRuleM2, TheHeaderOptionsChooseHandDrawsAndTheFirstTurnDraw) {
  Table t(Seats{.options = {{"openingHand", "7"}, {"firstTurnDraw", "yes"}, {"drawCount", "2"}}});
  EXPECT_EQ(t.s.Player(Seat::kA).hand.size(), 9u);  // 7, then 2 in the first draw step.
  EXPECT_EQ(t.s.Player(Seat::kB).hand.size(), 7u);
}

TEST(MythRuleM2, AnUnknownOptionOrABadValueIsRefused) {
  std::array<Decklist, 2> decks{Decklist{kJiangZiya, "", Fillers()},
                                Decklist{kDixin, "", Fillers()}};
  std::vector<Violation> violations;
  auto unknown = StartGame(Cards(), decks, {{"lifePoints", "8000"}}, &violations);
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.status().message().find("unknown option \"lifePoints\""), std::string::npos);
  auto bad = StartGame(Cards(), decks, {{"openingHand", "99"}}, &violations);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "header.options: openingHand is a number from 0 to 20, not \"99\"");
}

TEST(MythRuleM2, TheSetUpShuffleMustHoldExactlyTheLibrary) {
  std::array<Decklist, 2> decks{Decklist{kJiangZiya, "", Fillers()},
                                Decklist{kDixin, "", Fillers()}};
  std::vector<Violation> violations;
  Result<State> s = StartGame(Cards(), decks, {}, &violations);
  ASSERT_TRUE(s.ok());
  Context c(*s, Cards(), 1);
  std::vector<CardId> order = s->Player(Seat::kA).library;
  order.pop_back();
  EXPECT_FALSE(RefuseShuffle(c, Seat::kA, order).ok());
  EXPECT_FALSE(RefuseShuffle(c, Seat::kB, s->Player(Seat::kB).library).ok());  // A's first.
  EXPECT_TRUE(RefuseShuffle(c, Seat::kA, s->Player(Seat::kA).library).ok());
}

}  // namespace
}  // namespace tcgjudge::myth::testing
