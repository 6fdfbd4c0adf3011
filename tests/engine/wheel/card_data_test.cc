// The card data of 永恒之轮 (events/wheel/cards.capnp, docs/cards.md "wheel"): the schema and the
// plain values agree, the bundled set loads, and a bad card is refused naming the card and field.

#include <gtest/gtest.h>

#include "events/wheel/card_set.h"
#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

TEST(WheelCardData, TheSchemaAndThePlainValuesNameTheSameFields) {
  Status status = CheckReflectionCoversSchema();
  EXPECT_TRUE(status.ok()) << status.message();
}

TEST(WheelCardData, TheBundledSetLoadsWithEveryCardMarkedInvented) {
  Result<CardSet> set =
      LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/cards.jsonl");
  ASSERT_TRUE(set.ok()) << set.status().message();
  EXPECT_GE(set->size(), 40u);
  for (const cards::Card& card : set->cards()) EXPECT_TRUE(card.invented) << card.code;
  const cards::Card& king = (*set)[*set->IndexOf(kUniqueKing)];
  EXPECT_EQ(king.name, "唯一之王");
  EXPECT_EQ(king.TotalCost(), 4);
  EXPECT_EQ(king.CostOf(cards::Colour::kLight), 2);
  EXPECT_TRUE(king.keywords.unique);
  const cards::Card& ship = (*set)[*set->IndexOf(kDragonShip)];
  EXPECT_EQ(ship.vehicle.capacity, 1);
  EXPECT_EQ(ship.vehicle.trait, "龙族");
}

std::string Error(const std::string& json) {
  Result<cards::Card> card = CardFromJson(json);
  EXPECT_FALSE(card.ok()) << json;
  return card.ok() ? "" : card.status().message();
}

TEST(WheelCardData, ABadCardIsRefusedNamingTheCardAndTheField) {
  EXPECT_EQ(Error(R"({"code":"X1","name":"x","type":"magic","attack":2,)"
                  R"("effects":[{"kind":"use","action":"draw","amount":1}]})"),
            "card X1: attack: only a war spirit or a vehicle has attack and defense, not a magic");
  EXPECT_EQ(Error(R"({"code":"X2","name":"x","type":"warSpirit","defense":0})"),
            "card X2: defense: at least 1: a unit is destroyed when its damage reaches its "
            "defense (§七.3.b, W-12)");
  EXPECT_EQ(Error(R"({"code":"X3","name":"x","type":"magic","keywords":{"shield":1},)"
                  R"("effects":[{"kind":"use","action":"draw","amount":1}]})"),
            "card X3: keywords.shield: only a war spirit or a vehicle has it, not a magic (L22)");
  EXPECT_EQ(Error(R"({"code":"X4","name":"x","type":"warSpirit","defense":1,)"
                  R"("keywords":{"legion":2}})"),
            "card X4: keywords.legion: legion 2 would lower the 3 copies every card may have "
            "(L25)");
  EXPECT_EQ(Error(R"({"code":"X5","name":"x","type":"warSpirit","defense":1,)"
                  R"("effects":[{"kind":"activated","action":"draw","amount":1}]})"),
            "card X5: effects[0].uses: an activated effect's icon allows at least 1 use a turn "
            "(§八.4)");
  EXPECT_EQ(Error(R"({"code":"X6","name":"x","type":"warSpirit","defense":1,)"
                  R"("effects":[{"kind":"triggered","on":"enters","action":"damage",)"
                  R"("amount":1,"target":"unit"}]})"),
            "card X6: effects[0].target: a triggered effect chooses no target: it resolves right "
            "after its cause with nobody deciding (§九, W-15)");
  EXPECT_EQ(Error(R"({"code":"X7","name":"x","type":"manaStone","cost":[{"colour":"fire",)"
                  R"("count":1}]})"),
            "card X7: cost: a mana stone is placed, never used (§七.2.a)");
  EXPECT_EQ(Error(R"({"code":"X8","name":"x","type":"magic"})"),
            "card X8: effects: a magic card's effect 0 is its use (§七.2.d)");
  EXPECT_EQ(Error(R"({"code":"X9","name":"x","type":"warSpirit","defense":1,"speed":3})"),
            "card X9: unknown field \"speed\" (not in the card schema)");
}

TEST(WheelCardData, ACardSetRefusesACodeTwiceNamingTheLine) {
  const std::string line = R"({"code":"X1","name":"x","type":"warSpirit","defense":1})";
  Result<CardSet> set = ParseCardSet(line + "\n" + line + "\n", "set.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().message(), "set.jsonl:2: card X1: code: already defined on line 1");
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
