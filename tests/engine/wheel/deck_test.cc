// Deck construction (§二 L2, digest B1, B11 #1-#4): violations at seq 1.

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

std::vector<std::string> Codes(const std::vector<Violation>& v) {
  std::vector<std::string> out;
  for (const Violation& x : v) out.push_back(x.code);
  return out;
}

std::vector<std::string> StartViolations(Header h) {
  std::vector<Violation> v;
  WheelEngine engine(TestSet());
  Result<State> s = engine.Start(h, &v);
  EXPECT_TRUE(s.ok()) << s.status().message();
  for (const Violation& x : v) EXPECT_EQ(x.seq, 1u);
  return Codes(v);
}

TEST(WheelB1, DC1_TheMainDeckHolds50To60Cards) {
  EXPECT_THAT(StartViolations(TestHeader({}, {})), ::testing::IsEmpty());
  Header h = TestHeader({}, {});
  h.players[0].deck.pop_back();
  EXPECT_THAT(StartViolations(h), ::testing::ElementsAre("wheel.deck.size"));
  h = TestHeader({}, {});
  for (const char* code : {"F18", "F19", "F20"}) {
    for (int i = 0; i < 3; ++i) h.players[1].deck.push_back(code);
  }
  h.players[1].deck.push_back(kFootman);  // 60: fine.
  EXPECT_THAT(StartViolations(h), ::testing::IsEmpty());
  h.players[1].deck.push_back(kFootman);
  EXPECT_THAT(StartViolations(h), ::testing::ElementsAre("wheel.deck.size"));
}

TEST(WheelB1, DC2_AtMostThreeOfAnExactNameAcrossMainAndExtraDecks) {
  EXPECT_THAT(StartViolations(TestHeader({kFootman, kFootman, kFootman}, {})),
              ::testing::IsEmpty());
  EXPECT_THAT(StartViolations(TestHeader({kFootman, kFootman, kFootman, kFootman}, {})),
              ::testing::ElementsAre("wheel.deck.copies"));
  // An exact name: 小明重枪 and 小明大剑 are different names.
  EXPECT_THAT(StartViolations(TestHeader({kXiaomingLance, kXiaomingLance, kXiaomingLance,
                                          kXiaomingSword, kXiaomingSword, kXiaomingSword},
                                         {})),
              ::testing::IsEmpty());
  // The extra deck counts too (W-6); its mana stones lose their name and do not.
  EXPECT_THAT(StartViolations(TestHeader(
                  {}, {}, {}, {kAncientDragon, kAncientDragon, kAncientDragon, kAncientDragon})),
              ::testing::ElementsAre("wheel.deck.copies"));
}

TEST(WheelB1, DC3_LegionXAllowsXCopies) {
  EXPECT_THAT(StartViolations(TestHeader(std::vector<std::string>(5, kLegionnaire), {})),
              ::testing::IsEmpty());
  EXPECT_THAT(StartViolations(TestHeader(std::vector<std::string>(6, kLegionnaire), {})),
              ::testing::ElementsAre("wheel.deck.copies"));
}

TEST(WheelB1, DC4_DC5_ManaStonesAndExtraCardsBelongInTheExtraDeckAndOnlyThey) {
  EXPECT_THAT(StartViolations(TestHeader({kFireStone}, {})),
              ::testing::ElementsAre("wheel.deck.extra-in-main"));
  EXPECT_THAT(StartViolations(TestHeader({kAncientDragon}, {})),
              ::testing::ElementsAre("wheel.deck.extra-in-main"));
  EXPECT_THAT(StartViolations(TestHeader({}, {}, {}, {kExtraArcana, kAncientDragon})),
              ::testing::IsEmpty());
  EXPECT_THAT(StartViolations(TestHeader({}, {}, {}, {kFootman})),
              ::testing::ElementsAre("wheel.deck.main-in-extra"));
}

TEST(WheelB1, DC6_ADeckRestrictionAForbidsWarSpiritsWithoutTraitA) {
  Header h = TestHeader({kDragonPact, kDragonAcolyte}, {});
  // The fillers lack 龙族: one violation per name.
  const std::vector<std::string> codes = StartViolations(h);
  EXPECT_EQ(codes.size(), 16u);  // The 16 filler names after the first two cards.
  for (const std::string& code : codes) EXPECT_EQ(code, "wheel.deck.restriction");
  h = TestHeader({}, {});
  h.players[0].deck = {kDragonPact};
  for (const char* code : {kDragonAcolyte, kDragonWhelp}) {
    for (int i = 0; i < 3; ++i) h.players[0].deck.push_back(code);
  }
  // Magic and vehicles are not restricted (the text names war spirits, W-5).
  for (const char* code : {kFireball, kLightning, kBattleCry, kRuin, kInsight, kCounterBlast,
                           kChariot, kDragonShip, kBanner, kDragonPact, kDragonPact}) {
    for (int i = 0; i < 3 && h.players[0].deck.size() < 50; ++i) h.players[0].deck.push_back(code);
  }
  for (int i = 0; h.players[0].deck.size() < 50; ++i) h.players[0].deck.push_back(kCraneFormation);
  const std::vector<std::string> restricted = StartViolations(h);
  EXPECT_THAT(restricted, ::testing::Not(::testing::Contains("wheel.deck.restriction")));
}

TEST(WheelB1, ADecklistCodeNotInTheSetIsRefusedNamingTheField) {
  Header h = TestHeader({}, {});
  h.players[1].extra_deck[2] = "NOPE";
  std::vector<Violation> v;
  Result<State> s = WheelEngine(TestSet()).Start(h, &v);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.status().message(),
            "header.players[1].extraDeck[2]: card code 'NOPE' is not in the 永恒之轮 card set");
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
