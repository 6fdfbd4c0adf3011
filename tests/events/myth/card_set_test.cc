// 神话起源 card data (docs/cards.md, "myth"): the strict reader, the checks of a card and of a set
// with errors naming the card and the field, and the bundled set with the guide's cards.

#include "events/myth/card_set.h"

#include <gtest/gtest.h>

#include <set>

#include "events/myth/decision.h"

namespace tcgjudge::myth {
namespace {

using namespace cards;  // NOLINT: the vocabulary under test.

const std::string kSampleSet = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/myth/cards.jsonl";

std::string Error(std::string_view line) {
  auto card = CardFromJson(line);
  return card.ok() ? "" : card.status().message();
}

TEST(MythCardData, EveryFieldOfTheSchemaIsReadAndEveryReadFieldIsInTheSchema) {
  Status status = CheckReflectionCoversSchema();
  EXPECT_TRUE(status.ok()) << status.ToString();
}

TEST(MythCardData, TheBundledSetHoldsTheGuidesCardsWithTheValuesTheGuidePrints) {
  auto set = LoadCardSetFile(kSampleSet);
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  // §25.1: [跳跳兔] has a printed 武力 of 2; §17.2: [苍生] tokens are 1/1.
  const Card* rabbit = set->Find("MO-010");
  ASSERT_NE(rabbit, nullptr);
  EXPECT_EQ(rabbit->name, "跳跳兔");
  EXPECT_EQ(rabbit->AsCreature()->power, 2);
  const Card* people = set->Find("MO-092");
  ASSERT_NE(people, nullptr);
  EXPECT_EQ(people->Type(), CardType::kToken);
  EXPECT_EQ(people->AsCreature()->power, 1);
  EXPECT_EQ(people->AsCreature()->life, 1);
  // §8.2 #1: [随侍七仙·金光仙] has 【无双】 and 【护卫】.
  const Card* gold = set->Find("MO-014");
  ASSERT_NE(gold, nullptr);
  EXPECT_TRUE(gold->HasKeyword(Keyword::kPeerless));
  EXPECT_TRUE(gold->HasKeyword(Keyword::kGuard));
  // §14.2: [姜子牙] "支付4点灵力,横置:抓一张牌".
  const Card* jiang = set->Find("MO-001");
  ASSERT_NE(jiang, nullptr);
  ASSERT_EQ(jiang->skills.size(), 1u);
  EXPECT_EQ(jiang->skills[0].cost.mana, 4);
  EXPECT_TRUE(jiang->skills[0].cost.tap);
  // §27.1: [击其不意] may be used from the 灵力区 and costs 2.
  const Card* surprise = set->Find("MO-037");
  ASSERT_NE(surprise, nullptr);
  EXPECT_TRUE(surprise->from_spirit_zone);
  EXPECT_EQ(surprise->cost, 2);
  // Every kind of card is there, and the invented ones say so.
  int invented = 0;
  std::set<CardType> kinds;
  for (const Card& card : set->cards()) {
    kinds.insert(card.Type());
    invented += card.invented ? 1 : 0;
    if (card.code.rfind("MX-", 0) == 0) {
      EXPECT_TRUE(card.invented) << card.code;
    }
  }
  EXPECT_EQ(kinds.size(), 7u);
  EXPECT_GE(invented, 15);
}

TEST(MythCardData, ErrorsNameTheCardAndTheField) {
  EXPECT_EQ(Error(R"({"code":"X1","name":"兔","creature":{"power":2,"life":0}})"),
            "card X1: creature.life: a creature has at least 1 life (§22)");
  EXPECT_EQ(Error(R"({"code":"X2","name":"斧","equipment":{"power":1,"durability":0}})"),
            "card X2: equipment.durability: an equipment has at least 1 durability (§19)");
  EXPECT_EQ(Error(R"({"code":"X3","name":"诀","faction":"demon","spell":null,)"
                  R"("skills":[{"kind":"spell","actions":[{"draw":{}}]}]})"),
            "card X3: faction: only generals and creatures carry a faction, not a spell card "
            "(§24.2)");
  EXPECT_EQ(Error(R"({"code":"X4","name":"兵","class":"mage","creature":{"power":1,"life":1}})"),
            "card X4: class: only generals, treasures, spells and equipment carry a class, not a "
            "creature card (§24.1)");
  EXPECT_EQ(Error(R"({"code":"X5","name":"诀","spell":null})"),
            "card X5: skills: a spell or adventure card has its own skill, skill 0 (§14)");
  EXPECT_EQ(Error(R"({"code":"X6","name":"兵","creature":{"power":1,"life":1},)"
                  R"("skills":[{"kind":"triggered","nimble":true,"actions":[{"draw":{}}]}]})"),
            "card X6: skills[0].nimble: 【灵动】 belongs to activated skills (§14.2)");
  EXPECT_EQ(Error(R"({"code":"X7","name":"兵","creature":{"power":1,"life":1},)"
                  R"("skills":[{"kind":"activated","actions":[{"damage":2}]}]})"),
            "card X7: skills[0].actions[0]: the action acts on the skill's targets, and it has "
            "none (§16)");
  EXPECT_EQ(Error(R"({"code":"X8","name":"将","cost":3,"general":{"life":20}})"),
            "card X8: cost: a general card is never used from the hand and has no 灵力值 (§23)");
  EXPECT_EQ(Error(R"({"code":"X9","name":"兵","creature":{"power":1,"life":1},"keywords":)"
                  R"(["vanguard","vanguard"]})"),
            "card X9: keywords[1]: vanguard is listed twice");
  // The strict decoder: an unknown member, no kind.
  EXPECT_NE(Error(R"({"code":"Y1","name":"兵","creature":{"power":1,"life":1},"speed":3})"), "");
  EXPECT_NE(Error(R"({"code":"Y2","name":"兵"})"), "");
}

TEST(MythCardData, ASetRefusesATokenCodeThatIsNoTokenAndNamesTheLine) {
  const std::string text =
      R"({"code":"A","name":"召","spell":null,"skills":[{"kind":"spell","actions":[{"tokens":{"code":"B"}}]}]})"
      "\n"
      R"({"code":"B","name":"兵","creature":{"power":1,"life":1}})"
      "\n";
  auto set = ParseCardSet(text, "t.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().message(),
            "t.jsonl:1: card A: skills[0].actions[0].tokens.code: \"B\" is not a token card of the "
            "set (§9)");
}

TEST(MythCardData, ACodeDefinedTwiceIsRefused) {
  const std::string line = R"({"code":"A","name":"兵","creature":{"power":1,"life":1}})";
  auto set = ParseCardSet(line + "\n" + line + "\n", "t.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_NE(set.status().message().find("already defined on line 1"), std::string::npos);
}

TEST(MythDecision, EveryDecisionNamesItsKindAndItsCards) {
  const Decision use =
      UseCard{CardId{Seat::kA, 3}, StackAt{2}, {CardId{Seat::kB, 4}}, {CardId{Seat::kA, 9}}};
  EXPECT_EQ(DecisionKindName(use), "useCard");
  const auto named = CardsNamed(use);
  ASSERT_EQ(named.size(), 3u);
  EXPECT_EQ(named[1].first, "useCard.targets[0]");
  EXPECT_EQ(named[2].first, "useCard.spirit[0]");
  const Decision combat =
      InitiateCombat{CardId{Seat::kA, 61}, CardId{Seat::kB, 61}, CardId{Seat::kA, 62}};
  EXPECT_EQ(DecisionKindName(combat), "initiateCombat");
  EXPECT_EQ(CardsNamed(combat).back().first, "initiateCombat.weapon");
  const Decision order = OrderTriggers{{TriggerItem{CardId{Seat::kB, 2}, 1, {}}}};
  EXPECT_EQ(CardsNamed(order).front().first, "orderTriggers.items[0].card");
}

}  // namespace
}  // namespace tcgjudge::myth
