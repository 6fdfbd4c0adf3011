// 崛起TCG's decision vocabulary (events/rise/decision.h): the member names, the cards a decision
// names, its words, and the codec through JSON (events/rise/decision_json.h), strict on input.

#include <gtest/gtest.h>

#include "events/rise/decision_json.h"
#include "events/rise/decision_text.h"

namespace tcgjudge::rise {
namespace {

CardId Id(Seat seat, uint16_t index) { return CardId{seat, index}; }

const Decision kAurora = UseCard{
    Id(Seat::kA, 7),
    LinkChoices{{}, 3, {{Id(Seat::kB, 61), 2}, {Id(Seat::kB, 12), 1}}, {Id(Seat::kA, 55)}}};

TEST(RiseDecisions, KindNamesCardsNamedAndWords) {
  EXPECT_EQ(DecisionKindName(kAurora), "useCard");
  const auto named = CardsNamed(kAurora);
  ASSERT_EQ(named.size(), 4u);
  EXPECT_EQ(named[1].first, "useCard.targets[0]");
  EXPECT_EQ(named[3].first, "useCard.payment[0]");
  auto id = [](const CardId& c) { return c.ToString(); };
  EXPECT_EQ(DecisionText(kAurora, id), "A07 · X=3 · targets B61 (2), B12 (1) · paying A55");
  EXPECT_EQ(DecisionText(PlaceResource{Id(Seat::kA, 3), false}, id), "A03 face down");
  EXPECT_EQ(DecisionText(DeclareCombat{Id(Seat::kA, 3), Id(Seat::kB, 61)}, id), "A03 → B61");
  EXPECT_EQ(DecisionText(Mulligan{true}, id), "redraw");
  EXPECT_EQ(DecisionText(OrderTriggers{{{Id(Seat::kA, 4), 0}, {Id(Seat::kA, 5), 1}}}, id),
            "A04/0, A05/1");
  EXPECT_EQ(DecisionKindName(ExhaustArmour{}), "exhaustArmour");
  EXPECT_EQ(DecisionKindName(ChooseHost{}), "chooseHost");
  EXPECT_EQ(DecisionText(SearchDeck{}, id), "nothing found");
  EXPECT_EQ(CardsNamed(SearchDeck{{Id(Seat::kA, 30)}})[0].first, "searchDeck.cards[0]");
}

TEST(RiseDecisions, EveryKindRoundTripsThroughJson) {
  const Decision all[] = {
      PlaceResource{Id(Seat::kA, 3), true},
      kAurora,
      ActivateAbility{Id(Seat::kB, 4), 1, LinkChoices{{0}, 0, {{Seat::kA, 0}}, {}}},
      CompleteCommand{Id(Seat::kA, 9), 0, LinkChoices{{}, 0, {}, {Id(Seat::kA, 10)}}},
      DeclareCombat{Id(Seat::kA, 61), Id(Seat::kB, 61)},
      Guard{Id(Seat::kB, 2)},
      FireWeapon{Id(Seat::kA, 8), {Id(Seat::kA, 1), Id(Seat::kA, 2)}},
      Board{Id(Seat::kA, 5), Id(Seat::kA, 6)},
      Mulligan{true},
      ChooseUnique{Id(Seat::kA, 11)},
      OrderTriggers{{{Id(Seat::kA, 4), 0}, {Id(Seat::kA, 5), 2}}},
      ExhaustArmour{Id(Seat::kB, 20)},
      ChooseHost{Id(Seat::kA, 12)},
      SearchDeck{{Id(Seat::kA, 30), Id(Seat::kA, 31)}},
  };
  static_assert(std::size(all) == std::variant_size_v<Decision>);
  for (const Decision& d : all) {
    const std::string json = DecisionToJson(d);
    Result<Decision> back = DecisionFromJson(json);
    ASSERT_TRUE(back.ok()) << json << ": " << back.status().message();
    EXPECT_EQ(*back, d) << json;
  }
  EXPECT_EQ(DecisionToJson(PlaceResource{Id(Seat::kA, 3), false}),
            R"({"placeResource":{"card":"A03","faceUp":false}})");
}

std::string Error(const std::string& json) {
  Result<Decision> d = DecisionFromJson(json);
  EXPECT_FALSE(d.ok()) << json;
  return d.ok() ? "" : d.status().message();
}

TEST(RiseDecisions, BadJsonIsRefusedNamingTheField) {
  EXPECT_EQ(Error(R"({})"),
            "decision: no kind given (expected placeResource, useCard, activateAbility, "
            "completeCommand, declareCombat, guard, fireWeapon, board, mulligan, chooseUnique, "
            "orderTriggers, exhaustArmour, chooseHost or searchDeck)");
  EXPECT_NE(Error(R"({"useCard":{"card":"Z9"}})").find("decision.useCard.card"),
            std::string::npos);
  EXPECT_NE(Error(R"({"useCard":{"card":"A01","targets":[{"player":"C"}]}})")
                .find("decision.useCard.targets[0].player: 'C' is not a player (A or B)"),
            std::string::npos);
  EXPECT_NE(Error(R"({"useCard":{"card":"A01","payment":["A02","Q"]}})")
                .find("decision.useCard.payment[1]"),
            std::string::npos);
  EXPECT_NE(Error(R"({"mulligan":{"redraw":true,"twice":true}})").find("twice"),
            std::string::npos);
}

}  // namespace
}  // namespace tcgjudge::rise
