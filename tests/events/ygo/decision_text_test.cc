// Yu-Gi-Oh's decisions in words (events/ygo/decision_text.h), as `tcgjudge log` and the viewer
// print them through events/decision_text.h: every field a judge needs to see is in the line.

#include "events/ygo/decision_text.h"

#include <gtest/gtest.h>

#include "events/decision_text.h"

namespace tcgjudge::ygo {
namespace {

std::string Text(const Decision& decision) {
  return tcgjudge::DecisionText(tcgjudge::Decision(decision),
                                [](const CardId& id) { return id.ToString() + "*"; });
}

CardId A(uint16_t index) { return CardId{Seat::kA, index}; }
CardId B(uint16_t index) { return CardId{Seat::kB, index}; }

TEST(YgoDecisionText, SummonsNameTheCardItsZoneItsPositionAndItsTributes) {
  EXPECT_EQ(Text(NormalSummon{A(3), {Cell::Kind::kMonster, 1}, {A(7)}}),
            "A03* · M2 attack · tributes A07");
  EXPECT_EQ(Text(SetMonster{A(3), {Cell::Kind::kMonster, 0}, {}}), "A03* · M1 face-down defense");
  EXPECT_EQ(
      Text(SpecialSummon{A(41), {A(3), A(4)}, {Cell::Kind::kExtraMonster, 0}, Position::kDefense}),
      "A41* · EMZ1 defense · materials A03 A04");
  EXPECT_EQ(Text(PendulumSummon{{{A(5), {Cell::Kind::kMonster, 0}, Position::kAttack},
                                 {A(6), {Cell::Kind::kMonster, 1}, Position::kDefense}}}),
            "A05* · M1 attack, A06* · M2 defense");
}

TEST(YgoDecisionText, AnActivationNamesItsEffectZoneTargetsAndCost) {
  Activate activate{A(9), 1, Cell{Cell::Kind::kSpellTrap, 2}, {B(4)}, {}};
  activate.cost.discard = {A(12)};
  activate.cost.life_points = 1000;
  EXPECT_EQ(Text(activate),
            "A09* effect 1 · S3 · targets B04* · cost: discard A12 · cost: 1000 LP");
}

TEST(YgoDecisionText, AttacksAndPhasesSayWhereTheyGo) {
  EXPECT_EQ(Text(Attack{A(3), B(8)}), "A03* → B08*");
  EXPECT_EQ(Text(Attack{A(3), std::nullopt}), "A03* → directly");
  EXPECT_EQ(Text(NextPhase{Phase::kBattle}), "to the battle phase");
  EXPECT_EQ(Text(NextPhase{Phase::kMain2, true}), "to the main2 phase, exactly");
}

}  // namespace
}  // namespace tcgjudge::ygo
