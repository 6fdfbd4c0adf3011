// 神话起源's decisions (events/myth/decision.capnp): every kind written and read back to the same
// value, ids refused with the field named, and their words.

#include <capnp/message.h>
#include <gtest/gtest.h>

#include "events/myth/decision_codec.h"
#include "events/myth/decision_text.h"

namespace tcgjudge::myth {
namespace {

CardId A(uint16_t i) { return CardId{Seat::kA, i}; }
CardId B(uint16_t i) { return CardId{Seat::kB, i}; }

std::vector<Decision> EveryKind() {
  return {
      UseCard{A(61), StackAt{2}, {B(3)}, {A(7), A(8)}},
      ActivateSkill{A(61), 1, StackAt{1}, {}, {A(9)}},
      FlipAdventure{A(62), StackAt{3}, {A(61)}, {A(62)}},
      PlaceSpirit{A(5)},
      InitiateCombat{A(61), B(61), A(63)},
      InitiateCombat{A(64), B(65), std::nullopt},
      OrderTriggers{{TriggerItem{A(61), 0, {}}, TriggerItem{A(62), 2, {B(61)}}}},
      OrderTriggers{},
  };
}

TEST(MythDecision, EveryKindIsWrittenAndReadBackToTheSameValue) {
  for (const Decision& d : EveryKind()) {
    capnp::MallocMessageBuilder message;
    auto root = message.initRoot<schema::myth::Decision>();
    WriteDecision(d, root);
    auto back = ReadDecision(root.asReader(), "decision.myth");
    ASSERT_TRUE(back.ok()) << back.status().ToString();
    EXPECT_EQ(*back, d) << DecisionKindName(d);
    EXPECT_EQ(MissingDecisionKind(root.asReader(), "decision.myth"), "");
  }
}

TEST(MythDecision, ABadCardIdIsRefusedNamingTheField) {
  capnp::MallocMessageBuilder message;
  auto root = message.initRoot<schema::myth::Decision>();
  auto use = root.initUseCard();
  use.setCard("A61");
  auto spirit = use.initSpirit(1);
  spirit.set(0, "A7");
  auto back = ReadDecision(root.asReader(), "decision.myth");
  ASSERT_FALSE(back.ok());
  EXPECT_NE(back.status().message().find("decision.myth.useCard.spirit[0]"), std::string::npos)
      << back.status().message();
}

TEST(MythDecision, NoKindGivenIsNamed) {
  capnp::MallocMessageBuilder message;
  auto root = message.initRoot<schema::myth::Decision>();
  EXPECT_EQ(MissingDecisionKind(root.asReader(), "decision.myth"),
            "decision.myth: no kind given (expected useCard, activateSkill, flipAdventure, "
            "placeSpirit, initiateCombat or orderTriggers)");
}

TEST(MythDecision, TheWordsNameTheStackPositionTheTargetsAndThePayment) {
  auto name = [](const CardId& id) { return id.ToString(); };
  EXPECT_EQ(DecisionText(EveryKind()[0], name), "A61 · at ② · targets B03 · 灵力 A07 A08");
  EXPECT_EQ(DecisionText(EveryKind()[1], name), "A61 skill 1 · at ① · 灵力 A09");
  EXPECT_EQ(DecisionText(EveryKind()[4], name), "A61 wielding A63 → B61");
  EXPECT_EQ(DecisionText(EveryKind()[6], name), "A61 skill 0, A62 skill 2 · targets B61");
  EXPECT_EQ(DecisionText(EveryKind()[7], name), "none");
}

}  // namespace
}  // namespace tcgjudge::myth
