// The card data of 崛起TCG (events/rise/cards.capnp, docs/cards.md "rise"): the schema and the
// plain values agree, the bundled set loads, and a bad card is refused naming the card, the field
// and the rule.

#include <gtest/gtest.h>

#include "events/rise/card_set.h"

namespace tcgjudge::rise {
namespace {

using namespace cards;  // NOLINT: the vocabulary under test.

TEST(RiseCardData, TheSchemaAndThePlainValuesNameTheSameFields) {
  Status status = CheckReflectionCoversSchema();
  EXPECT_TRUE(status.ok()) << status.message();
}

Result<CardSet> BundledSet() {
  return LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/rise/cards.jsonl");
}

TEST(RiseCardData, TheBundledSetLoadsEveryCardInventedOrFromTheRulebook) {
  Result<CardSet> set = BundledSet();
  ASSERT_TRUE(set.ok()) << set.status().message();
  EXPECT_GE(set->size(), 30u);
  for (const Card& card : set->cards()) {
    EXPECT_NE(card.invented, !card.example.empty()) << card.code;
  }
}

TEST(RiseCardData, RulebookExamplesReadAsPrinted) {
  Result<CardSet> set = BundledSet();
  ASSERT_TRUE(set.ok()) << set.status().message();
  // §412.6a's example: 队长维埃, 3, 众神议会, 援军—人类联邦 受难者, 3战斗力【热能】/2生命值, 领航.
  const Card& vie = (*set)[*set->Find("R-002")];
  EXPECT_EQ(vie.name, "队长维埃");
  EXPECT_EQ(vie.type, CardType::kReinforcement);
  EXPECT_EQ(vie.cost, 3);
  EXPECT_EQ(vie.faction_markers, std::vector<Faction>{Faction::kCouncil});
  EXPECT_EQ(vie.damage_types, std::vector<DamageType>{DamageType::kThermal});
  EXPECT_EQ(vie.PrintedPower(), 3);
  EXPECT_EQ(vie.PrintedLife(), 2);
  EXPECT_TRUE(vie.keywords.pilot);
  // §410.2's example: 移动热能炮, 载具, 1搭乘, 2战斗力, 1总生命, 3护甲值, 1爆炸损伤.
  const Card& cannon = (*set)[*set->Find("R-007")];
  ASSERT_EQ(cannon.crew.size(), 1u);
  EXPECT_EQ(cannon.crew[0].kind, CrewKind::kAnyCharacter);
  EXPECT_EQ(cannon.armour, 3);
  EXPECT_EQ(cannon.explosion, 1);
  // §415.1a's example: 双头蛇, 智能(2), 2战斗力, 1击发费用.
  const Card& snake = (*set)[*set->Find("R-009")];
  EXPECT_EQ(snake.tag_limit, (TagLimit{"智能", 2}));
  EXPECT_EQ(snake.fire_cost, 1);
  // A commander's power and life are its faces' (§301.2b), the first face up.
  const Card& kane = (*set)[*set->Find("R-C01")];
  EXPECT_EQ(kane.PrintedLife(0), 25);
  EXPECT_EQ(kane.PrintedPower(1), 2);
  EXPECT_TRUE(kane.IsCharacter());
  EXPECT_EQ(ProfessionWord(kane.profession_markers[0]), "猛士");
}

std::string Error(const std::string& json) {
  Result<Card> card = CardFromJson(json);
  EXPECT_FALSE(card.ok()) << json;
  return card.ok() ? "" : card.status().message();
}

TEST(RiseCardData, ABadCardIsRefusedNamingTheCardFieldAndRule) {
  EXPECT_EQ(Error(R"({"code":"X1","name":"x","type":"ability","life":2,)"
                  R"("effects":[{"action":"draw","amount":1}]})"),
            "card X1: life: only a 援军, 载具, 战队 or crystal (a commander: its faces) has it, "
            "not a ability (§302.1, §307.3)");
  EXPECT_EQ(Error(R"({"code":"X2","name":"x","type":"reinforcement","crewNumber":2,"life":1})"),
            "card X2: crewNumber: only a squad has it, not a reinforcement (§304.1)");
  EXPECT_EQ(Error(R"({"code":"X3","name":"x","type":"reinforcement"})"),
            "card X3: life: at least 1 (§302.1, §303.1, §304.1)");
  EXPECT_EQ(Error(R"({"code":"X4","name":"x","type":"command","cost":2,)"
                  R"("abilities":[{"kind":"reward","effects":[{"action":"draw","amount":1}]}]})"),
            "card X4: cost: a command costs 0 (§201.2)");
  EXPECT_EQ(Error(R"({"code":"X5","name":"x","type":"commander","faces":[{"life":20}]})"),
            "card X5: professionMarkers: a commander prints one profession marker and at most "
            "one faction marker (§301.1, §206.1)");
  EXPECT_EQ(Error(R"({"code":"X6","name":"x","type":"vehicle","life":2})"),
            "card X6: crew: a vehicle has at least one crew symbol (§303.1b)");
  EXPECT_EQ(Error(R"({"code":"X7","name":"x","type":"ability","effects":[{"action":"damage",)"
                  R"("amount":2,"target":"opposingCharacter","targets":3,"distribute":true}]})"),
            "card X7: effects[0].amount: each target of a distribution gets at least 1 "
            "(§707.1d)");
  EXPECT_EQ(Error(R"({"code":"X8","name":"x","type":"reinforcement","life":1,)"
                  R"("abilities":[{"kind":"reward","effects":[{"action":"draw","amount":1}]}]})"),
            "card X8: abilities[0].kind: only a command has reward abilities (§702)");
  EXPECT_EQ(Error(R"({"code":"X9","name":"x","type":"weapon","unique":true,"unlimited":true})"),
            "card X9: unique: a card prints one right-end tag: 无限, 唯一 or tag(N) (§202.2)");
  EXPECT_EQ(Error(R"({"code":"X10","name":"x","type":"ability","effects":[{"action":"damage",)"
                  R"("amount":0,"target":"character"}]})"),
            "card X10: effects[0].amount: at least 1: no damage packet of less (§104.1, "
            "§408.2)");
  EXPECT_EQ(Error(R"({"code":"X13","name":"x","type":"reinforcement","life":1,"abilities":[)"
                  R"({"kind":"triggered","on":"enters","effects":[{"action":"damage",)"
                  R"("amount":1,"target":"character"}]}]})"),
            "card X13: abilities[0].effects: not yet: a triggered ability that chooses targets, "
            "unless at random (docs/rulings-rise.md R-16)");
  EXPECT_EQ(Error(R"({"code":"X14","name":"x","type":"ability","effects":[{"action":"damage",)"
                  R"("amount":1,"target":"character"},{"action":"repair","amount":1,)"
                  R"("target":"character"}]})"),
            "card X14: effects: not yet: one targeted effect per link, unless one mode is "
            "chosen (docs/rulings-rise.md R-12)");
  EXPECT_EQ(Error(R"({"code":"X11","name":"x","type":"reinforcement","life":1,"speed":3})"),
            "card X11: unknown field \"speed\" (not in the card schema)");
  EXPECT_EQ(Error(R"({"code":"X12","name":"x","type":"tank","life":1})"),
            "card X12: type: \"tank\" is not one of reinforcement, vehicle, squad, commander, "
            "weapon, armour, accessory, ability, command");
}

TEST(RiseCardData, ACardSetRefusesACodeTwiceNamingTheLine) {
  const std::string line = R"({"code":"X1","name":"x","type":"reinforcement","life":1})";
  Result<CardSet> set = ParseCardSet(line + "\n" + line + "\n", "set.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().message(), "set.jsonl:2: card X1: code: already defined on line 1");
}

}  // namespace
}  // namespace tcgjudge::rise
