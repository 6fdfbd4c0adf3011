// Yu-Gi-Oh card data (docs/cards.md, "ygo"): the strict reader, the checks of a card and of a set,
// and the bundled sample set with the real cards the rules tests and bots use.

#include "events/ygo/card_set.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace tcgjudge::ygo {
namespace {

using namespace cards;  // NOLINT: the vocabulary under test.

const std::string kSampleSet = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/cards.jsonl";

std::string Error(std::string_view line) {
  auto card = CardFromJson(line);
  return card.ok() ? "" : card.status().message();
}

TEST(YgoCardData, EveryFieldOfTheSchemaIsReadAndEveryReadFieldIsInTheSchema) {
  Status status = CheckReflectionCoversSchema();
  EXPECT_TRUE(status.ok()) << status.ToString();
}

TEST(YgoCardData, TheSampleSetLoadsAndEveryCardWritesBackToItself) {
  auto set = LoadCardSetFile(kSampleSet);
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  EXPECT_GE(set->size(), 35u);
  for (const Card& card : set->cards()) {
    const std::string json = CardToJson(card);
    auto again = CardFromJson(json);
    ASSERT_TRUE(again.ok()) << card.code << ": " << again.status().ToString() << "\n" << json;
    EXPECT_EQ(again.value(), card) << json;
  }
}

TEST(YgoCardData, TheSampleSetHoldsTheWellKnownCardsWithTheirPrintedValues) {
  auto set = LoadCardSetFile(kSampleSet);
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  const Card* bewd = set->Find("89631139");
  ASSERT_NE(bewd, nullptr);
  EXPECT_EQ(bewd->name, "Blue-Eyes White Dragon");
  ASSERT_NE(bewd->AsMonster(), nullptr);
  EXPECT_EQ(bewd->AsMonster()->level, 8);
  EXPECT_EQ(bewd->AsMonster()->atk, 3000);
  EXPECT_EQ(bewd->AsMonster()->def, 2500);
  EXPECT_EQ(bewd->AsMonster()->attribute, Attribute::kLight);
  EXPECT_EQ(bewd->AsMonster()->race, Race::kDragon);
  // §1.1: the bundled Forbidden/Limited list.
  EXPECT_EQ(set->Find("55144522")->limit, 0) << "Pot of Greed is forbidden";
  EXPECT_EQ(set->Find("83764718")->limit, 1) << "Monster Reborn is limited";
  // Every kind of card the rules need.
  for (const char* code :
       {"46986414", "12580477", "53129443", "83764718", "44095762", "41420027", "05318639",
        "24094653", "23995346", "05405694", "55761792", "63977008", "97204936", "71594310",
        "84013237", "98978921", "01861629", "17390179", "21970285", "73915051", "73915052",
        "65169794", "59197169", "04206964", "97077563", "14087893", "26202165", "54652250",
        "97268402", "40640057", "77414722", "52624755"}) {
    EXPECT_NE(set->Find(code), nullptr) << code;
  }
  const Monster* decode = set->Find("01861629")->AsMonster();
  EXPECT_EQ(decode->kind, MonsterKind::kLink);
  EXPECT_EQ(decode->link, 3);
  EXPECT_EQ(decode->arrows.size(), 3u);
  EXPECT_EQ(set->Find("17390179")->AsMonster()->scale, 7);
  EXPECT_EQ(set->Find("21970285")->AsMonster()->scale, 3);
  EXPECT_EQ(set->Find("41420027")->AsTrap()->type, TrapType::kCounter);
  EXPECT_EQ(set->Find("05318639")->AsSpell()->type, SpellType::kQuickPlay);
}

TEST(YgoCardData, ADecodedCardHoldsItsEffectsAsData) {
  auto card = CardFromJson(
      R"({"code":"04206964","name":"Trap Hole","trap":{"type":"normal"},"effects":[)"
      R"({"kind":"activation","events":["normalSummoned","flipSummoned"],)"
      R"("subject":{"side":"opponent","minAtk":1000},"targets":[{"filter":{"triggering":true}}],)"
      R"("actions":[{"destroy":{"what":{"targets":null}}}]}]})");
  ASSERT_TRUE(card.ok()) << card.status().ToString();
  const Effect& e = card->effects.at(0);
  EXPECT_EQ(e.events, (std::vector<Event>{Event::kNormalSummoned, Event::kFlipSummoned}));
  EXPECT_EQ(e.subject.side, Side::kOpponent);
  EXPECT_EQ(e.subject.min_atk, 1000);
  EXPECT_EQ(e.subject.max_atk, -1) << "left out: no bound";
  ASSERT_EQ(e.actions.size(), 1u);
  EXPECT_EQ(KindOf(e.actions[0]), ActionKind::kDestroy);
  EXPECT_EQ(KindOf(std::get<0>(e.actions[0]).what), SelectionKind::kTargets);
}

TEST(YgoCardData, ABadCardIsRefusedNamingTheCardAndTheField) {
  EXPECT_EQ(Error(R"({"code":"1234","name":"X","monster":{"level":4}})"),
            "card 1234: code: a passcode is 8 digits, e.g. \"89631139\"");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"normal","level":13}})"),
            "card 12345678: monster.level: a level is 1 to 12 (§2.1 等级)");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"link","link":2,)"
                  R"("arrows":["top"],"materials":[{}]}})"),
            "card 12345678: monster.arrows: a link monster has as many link arrows as its "
            "rating (§2.1.8)");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"synchro","level":6,)"
                  R"("materials":[{},{"max":0}]}})"),
            "card 12345678: monster.materials: a synchro monster's first material is its tuner, "
            "then its non-tuners (§2.1.5)");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"normal","level":4},)"
                  R"("effects":[{"kind":"ignition","actions":[{"draw":{}}]}]})"),
            "card 12345678: effects[0].from: a normal monster has no monster effects (§2.1.1); "
            "only a pendulum effect");
  EXPECT_EQ(
      Error(
          R"({"code":"12345678","name":"X","spell":{"type":"normal"},)"
          R"("effects":[{"kind":"activation","actions":[{"destroy":{"what":{"targets":null}}}]}]})"),
      "card 12345678: effects[0].actions[0].destroy.what.targets: the effect has no targets");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","spell":{},"trap":{},"effects":[]})"),
            "card 12345678: \"spell\" and \"trap\" are alternatives: give only one of them");
}

// Y-31, Y-34: the frame says whether a monster is an Effect Monster, and what the damage of a
// destruction takes its amount from.
TEST(YgoCardData, TheEffectFrameAndDestroyedAtkDamageAreChecked) {
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"xyz","rank":4,)"
                  R"("materials":[{"min":2,"max":2}]},"effects":[{"kind":"ignition",)"
                  R"("actions":[{"draw":{}}]}]})"),
            "card 12345678: effects[0]: a monster with monster effects has an Effect Monster's "
            "frame: add the trait effect (§2.1.2, docs/rulings-ygo.md Y-31)");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"effect","traits":)"
                  R"(["effect"],"level":4}})"),
            "card 12345678: monster.traits: only a ritual, fusion, synchro, xyz or link monster "
            "has the trait effect (an \"Xyz/Effect\" frame); an effect monster is kind effect "
            "(§2.1.2)");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","monster":{"kind":"effect","level":4}})"), "")
      << "an Effect Monster whose effects are only its text";
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","spell":{"type":"normal"},"effects":[)"
                  R"({"kind":"activation","actions":[{"damage":{"destroyedAtk":true}}]}]})"),
            "card 12345678: effects[0].actions[0].damage.destroyedAtk: follows a destroy action: "
            "the damage is what that destroyed");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","spell":{"type":"normal"},"effects":[)"
                  R"({"kind":"activation","actions":[{"damage":{"amount":5,"both":true,)"
                  R"("controller":true}}]}]})"),
            "card 12345678: effects[0].actions[0].damage: names one of controller, opponent and "
            "both");
}

// §2.1.7: a scale change belongs to a pendulum monster, in range, and its "unless" filters each
// say something; an activation lock names spell or trap cards (Stargazer Magician).
TEST(YgoCardData, AScaleChangeItsUnlessAndAnActivationLockAreChecked) {
  const std::string pendulum =
      R"({"code":"12345678","name":"X","monster":{"kind":"effect","traits":["pendulum"],)"
      R"("level":4,"scale":1},"effects":[{"kind":"continuous","from":"pendulumZone",)"
      R"("modifiers":[{"affects":{"self":true},)";
  EXPECT_EQ(Error(pendulum + R"("setScale":4,"unless":[{"zones":["pendulumZone"],)"
                             R"("nameContains":"Magician"}]}]}]})"),
            "");
  EXPECT_EQ(Error(pendulum + R"("setScale":14}]}]})"),
            "card 12345678: effects[0].modifiers[0].setScale: a pendulum scale is 0-13 "
            "(§2.1.7), or -1 for no change");
  EXPECT_EQ(Error(pendulum + R"("setScale":4,"unless":[{}]}]}]})"),
            "card 12345678: effects[0].modifiers[0].unless[0]: matches every card: the modifier "
            "never applies");
  EXPECT_EQ(Error(pendulum + R"("lockActivations":["monster"]}]}]})"),
            "card 12345678: effects[0].modifiers[0].lockActivations[0]: locks spell or trap "
            "cards' activations, not monsters'");
  EXPECT_EQ(Error(R"({"code":"12345678","name":"X","spell":{"type":"continuous"},"effects":[)"
                  R"({"kind":"activation"},{"kind":"continuous","modifiers":[{"affects":{},)"
                  R"("setScale":4}]}]})"),
            "card 12345678: effects[1].modifiers[0].setScale: only a pendulum monster has a "
            "scale (§2.1.7)");
}

// §2.1.7: Stargazer Magician's pendulum effects decode into a scale change with its "unless"
// filters (nameContains, the pendulumZone zone) and an activation lock, and write back to
// themselves; a modifier without them keeps the defaults (no scale change, no lock).
TEST(YgoCardData, TheMagiciansScaleChangeUnlessAndActivationLockRoundTrip) {
  auto set = LoadCardSetFile(kSampleSet);
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  const Card* stargazer = set->Find("94415058");
  ASSERT_NE(stargazer, nullptr);
  ASSERT_EQ(stargazer->effects.size(), 1u);
  const Effect& e = stargazer->effects[0];
  EXPECT_EQ(e.from, Location::kPendulumZone);
  ASSERT_EQ(e.modifiers.size(), 2u);
  EXPECT_EQ(e.modifiers[0].lock_activations, std::vector<CardType>{CardType::kSpell});
  EXPECT_EQ(e.modifiers[0].set_scale, -1) << "left out: no scale change";
  EXPECT_TRUE(e.modifiers[0].unless.empty());
  EXPECT_EQ(e.modifiers[1].set_scale, 4);
  ASSERT_EQ(e.modifiers[1].unless.size(), 2u);
  EXPECT_EQ(e.modifiers[1].unless[0].name_contains, "Magician");
  EXPECT_EQ(e.modifiers[1].unless[1].name_contains, "Odd-Eyes");
  EXPECT_EQ(e.modifiers[1].unless[0].zones, std::vector<cards::Zone>{cards::Zone::kPendulumZone});
  EXPECT_EQ(set->Find("20409757")->effects.at(0).modifiers.at(0).lock_activations,
            std::vector<CardType>{CardType::kTrap});

  const std::string json = CardToJson(*stargazer);
  EXPECT_NE(json.find(R"("nameContains":"Odd-Eyes")"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("zones":["pendulumZone"])"), std::string::npos) << json;
  auto again = CardFromJson(json);
  ASSERT_TRUE(again.ok()) << again.status().ToString() << "\n" << json;
  EXPECT_EQ(again.value(), *stargazer) << json;
}

TEST(YgoCardData, ASetRefusesACodeItDoesNotHoldWithFileAndLine) {
  const std::string text =
      R"({"code":"73915051","name":"Scapegoat","spell":{"type":"quickPlay"},"effects":[)"
      R"({"kind":"activation","actions":[{"tokens":{"code":"73915052","count":4}}]}]})"
      "\n";
  auto set = ParseCardSet(text, "cards.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().message(),
            "cards.jsonl:1: card 73915051: effects[0].actions[0].tokens.code: card 73915052 is "
            "not in the card set");
  auto twice =
      ParseCardSet(R"({"code":"12345678","name":"X","monster":{"kind":"normal","level":4}})"
                   "\n"
                   R"({"code":"12345678","name":"Y","monster":{"kind":"normal","level":4}})"
                   "\n",
                   "cards.jsonl");
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.status().message(),
            "cards.jsonl:2: card 12345678: code: already defined on line 1");
}

}  // namespace
}  // namespace tcgjudge::ygo
