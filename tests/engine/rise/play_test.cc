// Adding links (§406, §414, §701, §702, §707) and paying for them (§401): each test names its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

const std::vector<RuleOption> kApply = {{"illegalLink", "apply"}};

TEST(RiseResource, Rule414_1a_AResourceGoesOnTheStackFaceDownAndEntersTheResourceRow) {
  Table t({kTrooper});
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, PlaceResource{Id(kA, 1), false}), IsEmpty());
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kResource);
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).face_down);
  EXPECT_EQ(t.state().waiting_for, kA);  // §412.1: the adder keeps priority.
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_TRUE(t.state().stack.empty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).row, Row::kResource);
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).face_down);
  EXPECT_THAT(t.state().Player(kA).resources, ElementsAre(Id(kA, 1)));
  EXPECT_EQ(t.state().waiting_for, kA);  // §709.2h: the turn player.
}

TEST(RiseResource, Rule414_1_OneResourceATurnASecondIsUndoneByTheRules) {
  Table t({kTrooper, kTrooper});
  t.ToActionOf(kA);
  t.Do(kA, PlaceResource{Id(kA, 1), false});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  const State before = t.state();
  EXPECT_THAT(t.Do(kA, PlaceResource{Id(kA, 2), false}), ElementsAre("rise.resource.second"));
  EXPECT_TRUE(t.rewound());
  EXPECT_TRUE(t.state() == before);  // §707.2: as before the attempt, A holding priority.
  EXPECT_EQ(t.violations().back().message,
            "A placed a second resource this turn; one a turn; the rules undo the attempt "
            "(§707.2) (§414.1)");
  EXPECT_TRUE(t.violations().back().remedied_by_rules);  // Nothing for a judge to reverse.
}

TEST(RiseResource, Rule707_2_UnderIllegalLinkApplyTheAttemptStandsForTheJudge) {
  Table t({kTrooper, kTrooper}, {}, kApply);
  t.ToActionOf(kA);
  t.Do(kA, PlaceResource{Id(kA, 1), false});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_THAT(t.Do(kA, PlaceResource{Id(kA, 2), false}), ElementsAre("rise.resource.second"));
  EXPECT_FALSE(t.rewound());
  EXPECT_FALSE(t.violations().back().remedied_by_rules);  // The judge reverses it.
  EXPECT_EQ(t.state().stack.size(), 1u);
}

TEST(RiseResource, Rule414_1a_OnlyInOwnActionPhaseWithAnEmptyStack) {
  Table t({}, {kTrooper});
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  t.Do(kA, PassPriority{});
  // B holds priority in A's ready step.
  EXPECT_THAT(t.Do(kB, PlaceResource{Id(kB, 1), false}), ElementsAre("rise.resource.timing"));
  Table u({kTrooper});
  EXPECT_THAT(u.Do(kA, PlaceResource{Id(kA, 1), false}), ElementsAre("rise.resource.timing"));
}

TEST(RiseResource, Rule414_1b_OnlyACommandMayBePlacedFaceUp) {
  Table t({kTrooper, kReinforce});
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, PlaceResource{Id(kA, 1), true}), ElementsAre("rise.resource.face-up"));
  EXPECT_THAT(t.Do(kA, PlaceResource{Id(kA, 2), true}), IsEmpty());
  EXPECT_FALSE(t.state().Card(Id(kA, 2)).face_down);
}

TEST(RiseResource, Rule414_1_OnlyFromTheHand) {
  Table t;
  t.ToActionOf(kA);
  EXPECT_EQ(t.Refused(kA, PlaceResource{Id(kA, 20), false}),
            "placeResource: A20 Filler F05 is not in A's hand");
}

TEST(RiseCost, Rule401_1_Rule414_2_TheCostIsExactlyThatManyReadyResourcesExhausted) {
  Table t({kSupply});  // 战术补给, cost 2: draw 2.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 1)}), ElementsAre("rise.cost.unpaid"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 3)}), ElementsAre("rise.cost.unpaid"));
  t.mutable_state().Card(r[1]).exhausted = true;
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 2)}), ElementsAre("rise.cost.exhausted"));
  LinkChoices with_troop = Paying(r, 1);
  with_troop.payment.push_back(t.state().Player(kA).commander);
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), with_troop}), ElementsAre("rise.cost.not-resource"));
  EXPECT_THAT(t.Refused(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {}, {Id(kA, 30)}}}),
              ::testing::HasSubstr("is not on the field, where resources are exhausted"));
  t.mutable_state().Card(r[1]).exhausted = false;
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 2)}), IsEmpty());
  EXPECT_TRUE(t.state().Card(r[0]).exhausted);
  EXPECT_TRUE(t.state().Card(r[1]).exhausted);
  EXPECT_FALSE(t.state().Card(r[2]).exhausted);
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Player(kA).hand.size(), 6u + 2u);  // §709: drew 2.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // §709.2g: non-persistent.
}

TEST(RiseCost, Rule707_1c_Rule707_1d_XIsPaidAndADividedAmountGivesEachTargetAPositiveShare) {
  Table t({kBarrage}, {kTrooper, kSaipan});  // 连锁轰炸: X damage divided among 3 opposing.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {{Id(kB, 1), 0}}, {}}}),
              ElementsAre("rise.target.distribution"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 3, {{Id(kB, 1), 1}, {Id(kB, 2), 1}},
                                                       {r[0], r[1], r[2]}}}),
              ElementsAre("rise.target.distribution"));  // 2 of the 3 divided.
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 3, {{Id(kB, 1), 1}, {Id(kB, 2), 2}},
                                                       {r[0], r[1]}}}),
              ElementsAre("rise.cost.unpaid"));  // X is paid too (§707.1e).
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 3, {{Id(kB, 1), 1}, {Id(kB, 2), 2}},
                                                       {r[0], r[1], r[2]}}}),
              IsEmpty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);   // 1 damage, life 1.
  EXPECT_EQ(t.state().Card(Id(kB, 2)).zone, Zone::kBase);   // 2 damage, life 2.
}

TEST(RiseUse, Rule406_1_ANonInstantCardOnlyInOwnActionPhaseWithAnEmptyStack) {
  Table t({kSupply}, {kFireShot});
  const std::vector<CardId> r = t.GiveResources(kA, 2);
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 2)}), ElementsAre("rise.timing"));
  t.ToActionOf(kA);
  t.Do(kA, PlaceResource{Id(kA, 2), false});
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 2)}), ElementsAre("rise.timing"));
}

TEST(RiseUse, Rule406_1_AnInstantCardWhenAPlayerHasPriorityEvenInTheOpponentsTurn) {
  Table t({kTrooper}, {kFireShot});
  const std::vector<CardId> r = t.GiveResources(kB, 1);
  t.Field(Id(kA, 1));
  t.Do(kA, PassPriority{});
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), LinkChoices{{}, 0, {{Id(kA, 1), 0}}, {r[0]}}}),
              IsEmpty());
  EXPECT_EQ(t.state().waiting_for, kB);
  EXPECT_EQ(t.state().passes, 0);
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // 2 damage, life 1: §412.6a.
}

TEST(RiseUse, Rule306_1_Rule710_1b_ArmourEntersTheCommanderRowReady) {
  Table t({"R-010"});  // 千钧勇士护盾, 护甲, cost 4.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 4);
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(r, 4)}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kA, 1)).row, Row::kCommander);
  EXPECT_FALSE(t.state().Card(Id(kA, 1)).exhausted);
  EXPECT_THAT(t.state().Player(kA).commander_row, ElementsAre(Id(kA, 61), Id(kA, 1)));
}

TEST(RiseUse, Rule308_1_ACommandIsNeverUsed) {
  Table t({kReinforce});
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), ElementsAre("rise.command.used"));
}

TEST(RiseUse, Rule412_1_NoLinkWithoutPriority) {
  Table t({kFireShot}, {kTrooper});
  const std::vector<CardId> r = t.GiveResources(kA, 1);
  t.Field(Id(kB, 1));
  t.Do(kA, PassPriority{});
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {{Id(kB, 1), 0}}, {r[0]}}}),
              ElementsAre("rise.priority.none"));
  EXPECT_THAT(t.violations().back().message,
              ::testing::HasSubstr("A added a link while B held priority"));
}

TEST(RiseAbility, Rule701_3_Rule302_2_AnExhaustAbilityWantsAReadyUnitOnTheTeamSinceTurnStart) {
  Table t({kMedic});  // 野战医护兵: 【启动】(1): repair 1 of a friendly character.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  const CardId medic = Id(kA, 1);
  const CardId kane = t.state().Player(kA).commander;
  t.mutable_state().Card(kane).damage = 3;
  const ActivateAbility repair{medic, 0, LinkChoices{{}, 0, {{kane, 0}}, {r[0]}}};
  EXPECT_THAT(t.Refused(kA, repair), ::testing::HasSubstr("is not on the field"));
  t.Do(kA, UseCard{medic, Paying(r, 2)});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_THAT(t.Do(kA, ActivateAbility{medic, 0, LinkChoices{{}, 0, {{kane, 0}}, {r[2]}}}),
              ElementsAre("rise.ability.fatigue"));  // Entered this turn (调遣疲劳).
  t.mutable_state().Card(medic).entered_turn = 0;
  t.mutable_state().Card(medic).exhausted = true;
  EXPECT_THAT(t.Do(kA, ActivateAbility{medic, 0, LinkChoices{{}, 0, {{kane, 0}}, {r[2]}}}),
              ElementsAre("rise.cost.exhausted"));
  t.mutable_state().Card(medic).exhausted = false;
  EXPECT_THAT(t.Do(kA, ActivateAbility{medic, 0, LinkChoices{{}, 0, {{kane, 0}}, {r[2]}}}),
              IsEmpty());
  EXPECT_TRUE(t.state().Card(medic).exhausted);
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(kane).damage, 2);
}

TEST(RiseAbility, Rule701_4_AnAbilityOnceATurnIsUsedOnceEachTurn) {
  Table t({kQuartermaster});
  t.Field(Id(kA, 1));
  EXPECT_THAT(t.Do(kA, ActivateAbility{Id(kA, 1), 0, LinkChoices{}}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_THAT(t.Do(kA, ActivateAbility{Id(kA, 1), 0, LinkChoices{}}),
              ElementsAre("rise.ability.once-per-turn"));
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  t.Do(kB, PassPriority{});  // B's ready step: A holds priority in B's turn.
  EXPECT_THAT(t.Do(kA, ActivateAbility{Id(kA, 1), 0, LinkChoices{}}), IsEmpty());
}

TEST(RiseAbility, Rule701_2_OnlyTheControllerActivatesAPaidAbility) {
  Table t({}, {kMedic});
  const std::vector<CardId> r = t.GiveResources(kA, 1);
  t.Field(Id(kB, 1));
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  t.Do(kB, PassPriority{});  // A holds priority in B's ready step.
  const CardId grom = t.state().Player(kB).commander;
  EXPECT_THAT(
      t.Do(kA, ActivateAbility{Id(kB, 1), 0, LinkChoices{{}, 0, {{grom, 0}}, {r[0]}}}),
      ElementsAre("rise.ability.not-controller", "rise.target.kind"));
  EXPECT_THAT(t.Refused(kA, ActivateAbility{Id(kB, 1), 3, LinkChoices{}}),
              ::testing::HasSubstr("has no paid ability 3"));
}

TEST(RiseAbility, Rule702_2_ACompletedCommandFlipsFaceDownForGoodAndItsRewardGoesOnTheStack) {
  Table t({kReinforce});  // 战地增援: (1) 奖励: draw 1.
  t.ToActionOf(kA);
  const CardId command = Id(kA, 1);
  EXPECT_THAT(t.Refused(kA, CompleteCommand{command, 0, LinkChoices{}}),
              ::testing::HasSubstr("is not a face-up command among the resources"));
  t.Do(kA, PlaceResource{command, true});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  // §702.2: the command may exhaust itself toward its own cost.
  EXPECT_THAT(t.Do(kA, CompleteCommand{command, 0, LinkChoices{{}, 0, {}, {command}}}),
              IsEmpty());
  EXPECT_TRUE(t.state().Card(command).face_down);
  EXPECT_TRUE(t.state().Card(command).exhausted);
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kReward);
  const size_t hand = t.state().Player(kA).hand.size();
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Player(kA).hand.size(), hand + 1);
  EXPECT_THAT(t.Refused(kA, CompleteCommand{command, 0, LinkChoices{}}),
              ::testing::HasSubstr("is not a face-up command"));
}

}  // namespace
}  // namespace tcgjudge::rise::testing
