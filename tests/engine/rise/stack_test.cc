// Priority, the stack and pre-priority processing (§412, §705-§711): each test names its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

LinkChoices At(const Target& target, std::vector<CardId> payment, uint32_t amount = 0) {
  return LinkChoices{{}, 0, {Aim{target, amount}}, std::move(payment)};
}

TEST(RiseStack, Rule412_4a_TwoPassesResolveTheTopLinkOnlyThenTheTurnPlayerGetsPriority) {
  Table t({kTrooper, kFireShot}, {kFireShot});
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 2);
  const std::vector<CardId> rb = t.GiveResources(kB, 1);
  const CardId grom = t.state().Player(kB).commander;
  const CardId kane = t.state().Player(kA).commander;
  t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {}, {ra[0]}}});  // 突击步兵, cost 1.
  t.Do(kA, UseCard{Id(kA, 2), At(grom, {ra[1]})});                // Responds to its own link.
  t.Do(kA, PassPriority{});
  t.Do(kB, UseCard{Id(kB, 1), At(kane, {rb[0]})});                // B responds.
  EXPECT_EQ(t.state().stack.size(), 3u);
  EXPECT_EQ(t.state().waiting_for, kB);  // §412.1
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().stack.size(), 2u);  // Only the top resolved.
  EXPECT_EQ(t.state().Card(kane).damage, 2);
  EXPECT_EQ(t.state().waiting_for, kA);   // §709.2h: the turn player, not B.
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(grom).damage, 2);
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_TRUE(t.state().stack.empty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).row, Row::kTroop);  // §710.1b
  EXPECT_EQ(t.state().turn.step, Step::kAction);          // §412.4b needs passes on an empty stack.
}

TEST(RiseStack, Rule711_ACounterSendsTheCardToTheBaseAndCostsStayPaid) {
  Table t({kTrooper}, {kJam});
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 1);
  const std::vector<CardId> rb = t.GiveResources(kB, 2);
  t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {}, {ra[0]}}});
  t.Do(kA, PassPriority{});
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At(Id(kA, 1), {rb[0], rb[1]})}), IsEmpty());
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_TRUE(t.state().stack.empty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_TRUE(t.state().Card(ra[0]).exhausted);  // §711.2
}

TEST(RiseStack, Rule414_1a_AResourceBeingPlacedCannotBeTargetedByACounter) {
  Table t({kTrooper}, {kJam});
  t.ToActionOf(kA);
  const std::vector<CardId> rb = t.GiveResources(kB, 2);
  t.Do(kA, PlaceResource{Id(kA, 1), false});
  t.Do(kA, PassPriority{});
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At(Id(kA, 1), {rb[0], rb[1]})}),
              ElementsAre("rise.target.resource-link"));
}

TEST(RiseStack, Rule709_2a_ALinkWhoseEveryTargetIsIllegalIsCounteredByTheGame) {
  Table t({kFireShot, kFireShot}, {kTrooper});
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 2);
  t.Field(Id(kB, 1));
  t.Do(kA, UseCard{Id(kA, 1), At(Id(kB, 1), {r[0]})});
  t.Do(kA, UseCard{Id(kA, 2), At(Id(kB, 1), {r[1]})});
  t.PassUntil([](const State& s) { return s.stack.size() == 1; });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // The second shot destroyed it.
  const int32_t grom_damage = t.state().Card(t.state().Player(kB).commander).damage;
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // Countered by the game.
  EXPECT_EQ(t.state().Card(t.state().Player(kB).commander).damage, grom_damage);
}

TEST(RiseTargets, Rule706_1_TargetsMatchTheirDescriptionOnceEachAndNeverTheUntargetable) {
  Table t({kFireShot, kAurora, kSupply}, {kTrooper, kGhost});
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At(Id(kB, 2), {r[0]})}),
              ElementsAre("rise.target.untargetable"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At(Id(kB, 5), {r[0]})}),  // In B's hand.
              ElementsAre("rise.target.kind"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At(kB, {r[0]})}), ElementsAre("rise.target.kind"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {}, {r[0]}}}),
              ElementsAre("rise.target.kind"));  // §707.1d: a target is chosen.
  // 极光照耀: up to 3 opposing characters, each once.
  const CardId kane = t.state().Player(kA).commander;
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), LinkChoices{{}, 0, {{Id(kB, 1), 0}, {Id(kB, 1), 0}},
                                                       {r[0], r[1], r[2]}}}),
              ElementsAre("rise.target.twice"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), At(kane, {r[0], r[1], r[2]})}),
              ElementsAre("rise.target.kind"));  // Not opposing.
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 3), At(Id(kB, 1), {r[0], r[1]})}),
              ElementsAre("rise.target.kind"));  // 战术补给 takes no target.
}

TEST(RiseModes, Rule707_1b_ChooseTheNumberOfModesEachOnceAndOnlyTheirTargets) {
  Table t({kChoice, kSupply}, {kTrooper});  // 战场抉择: choose 1: draw; 1 damage; repair 2.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 2);
  t.Field(Id(kB, 1));
  const LinkChoices two{{0, 1}, 0, {{Id(kB, 1), 0}}, {r[0], r[1]}};
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), two}), ElementsAre("rise.link.modes"));
  const LinkChoices draw_with_target{{0}, 0, {{Id(kB, 1), 0}}, {r[0], r[1]}};
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), draw_with_target}), ElementsAre("rise.target.kind"));
  EXPECT_THAT(t.Refused(kA, UseCard{Id(kA, 1), LinkChoices{{7}, 0, {}, {r[0], r[1]}}}),
              ::testing::HasSubstr("has no mode 7"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), LinkChoices{{0}, 0, {}, {r[0], r[1]}}}),
              ElementsAre("rise.link.modes"));  // Not modal.
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), LinkChoices{{}, 1, {}, {r[0], r[1]}}}),
              ElementsAre("rise.link.x"));  // §707.1c: the card has no X.
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{1}, 0, {{Id(kB, 1), 0}}, {r[0], r[1]}}}),
              IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // Only the chosen mode: 1 damage.
  EXPECT_EQ(t.state().Player(kA).hand.size(), 6u);         // No draw.
}

TEST(RisePrePriority, Rule412_6a_CharactersWithLethalDamageAreDestroyedTogetherBeforePriority) {
  Table t({}, {kTrooper, kSaipan});
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  t.mutable_state().Card(Id(kB, 1)).damage = 1;   // Life 1: lethal.
  t.mutable_state().Card(Id(kB, 2)).damage = 1;   // Life 2: not.
  t.mutable_state().Card(Id(kA, 61)).damage = 24;  // Life 25: not.
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kB, 2)).zone, Zone::kField);
  EXPECT_FALSE(t.state().over);
  EXPECT_EQ(t.state().waiting_for, kB);
}

TEST(RisePrePriority, Rule405_9a_ACardLeavingTheFieldIsANewObjectWithoutItsDamage) {
  Table t({}, {kSaipan});
  t.Field(Id(kB, 1));
  const uint32_t object = t.state().Card(Id(kB, 1)).object;
  t.mutable_state().Card(Id(kB, 1)).damage = 5;
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);
  EXPECT_GT(t.state().Card(Id(kB, 1)).object, object);
}

TEST(RiseTriggers, Rule708_1a_TheTurnPlayersTriggersGoOnTheStackFirstSoTheOthersResolveFirst) {
  Table t({kBomber}, {kBomber});  // 自爆机器人: destroyed: 1 damage to the opposing commander.
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.mutable_state().Card(Id(kA, 1)).damage = 1;
  t.mutable_state().Card(Id(kB, 1)).damage = 1;
  t.Do(kA, PassPriority{});
  ASSERT_EQ(t.state().stack.size(), 2u);
  EXPECT_EQ(t.state().stack[0].controller, kA);  // Lower: resolves last.
  EXPECT_EQ(t.state().stack[1].controller, kB);
  EXPECT_EQ(t.state().stack[1].kind, LinkKind::kTriggered);
  EXPECT_EQ(t.state().waiting_for, kB);  // The pass still hands priority on (§412.1).
  t.PassUntil([](const State& s) { return s.stack.size() == 1; });
  EXPECT_EQ(t.state().Card(Id(kA, 61)).damage, 1);  // B's resolved first.
  EXPECT_EQ(t.state().Card(Id(kB, 61)).damage, 0);
}

TEST(RiseTriggers, Rule708_1a_APlayerWithTwoTriggersOrdersThemBeforeAnyoneGetsPriority) {
  Table t({kDrone, kBomber}, {kBomber, kBomber});
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  t.mutable_state().Card(Id(kB, 1)).damage = 1;
  t.mutable_state().Card(Id(kB, 2)).damage = 1;
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().wait, Wait::kOrderTriggers);
  EXPECT_EQ(t.state().waiting_for, kB);
  EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("rise.not-asked"));
  EXPECT_THAT(t.Refused(kB, OrderTriggers{{{Id(kB, 1), 0}}}),
              ::testing::HasSubstr("not an order of B's 2 waiting triggered effects"));
  t.Do(kB, OrderTriggers{{{Id(kB, 2), 0}, {Id(kB, 1), 0}}});
  ASSERT_EQ(t.state().stack.size(), 2u);
  EXPECT_EQ(t.state().stack[0].card, Id(kB, 2));
  EXPECT_EQ(t.state().stack[1].card, Id(kB, 1));
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kB);
}

TEST(RiseTriggers, Rule710_1d_EnteringTheFieldTriggersOnResolution) {
  Table t({kDrone});  // 哨兵无人机: enters: draw 1.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 1);
  t.Do(kA, UseCard{Id(kA, 1), LinkChoices{{}, 0, {}, {r[0]}}});
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kTriggered);
  EXPECT_EQ(t.state().waiting_for, kA);
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Player(kA).hand.size(), 7u);  // 7 - 1 used + 1 drawn.
}

TEST(RiseTriggers, Rule500_2_AtTheStartOfATurnAbilitiesTriggerAndGoOnTheStackInTheReadyStep) {
  Table t({}, {kBugler});
  t.Field(Id(kB, 1));
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].controller, kB);
  EXPECT_EQ(t.state().waiting_for, kB);
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Player(kB).hand.size(), 7u);  // 6 once 晨号手 left the hand, and 1 drawn.
}

TEST(RiseDamage, Rule303_1a_AVehiclesArmourPreventsThatMuchOfEachPreventablePacket) {
  Table t({kFireShot, kAurora}, {kCannon});  // 移动热能炮: armour 3, life 1.
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 4);
  t.Field(Id(kB, 1));
  t.Do(kA, UseCard{Id(kA, 1), At(Id(kB, 1), {r[0]})});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);  // 2 of 3 prevented: no packet.
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kField);
  t.Do(kA, UseCard{Id(kA, 2), At(Id(kB, 1), {r[1], r[2], r[3]})});  // 2, cannot be prevented.
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
}

TEST(RiseLegal, LegalMovesBreakNothingAndIllegalMovesBreakExactlyOneRule) {
  Table t({kFireShot, kSupply, kReinforce, kTrooper}, {kJam});
  t.ToActionOf(kA);
  t.GiveResources(kA, 2);
  t.GiveResources(kB, 2);
  for (int step = 0; step < 12 && !t.state().over; ++step) {
    const std::vector<Move> legal = t.engine().LegalMoves(t.state());
    ASSERT_FALSE(legal.empty());
    for (const Move& m : legal) {
      Result<Problems> p = t.engine().Check(t.state(), t.state().waiting_for, m);
      ASSERT_TRUE(p.ok()) << p.status().message();
      EXPECT_THAT(*p, IsEmpty()) << MoveKindName(m);
    }
    for (const auto& illegal : t.engine().IllegalMoves(t.state())) {
      Result<Problems> p = t.engine().Check(t.state(), illegal.player, illegal.move);
      ASSERT_TRUE(p.ok());
      ASSERT_EQ(p->size(), 1u);
      EXPECT_EQ(InfoOf(p->front().rule).code, illegal.code);
    }
    t.Do(t.state().waiting_for, legal[step % 2 == 0 ? legal.size() - 2 : 0]);
  }
}

}  // namespace
}  // namespace tcgjudge::rise::testing
