// §20-§22, §25: initiating combat, its failure checks, whiffs, mutual damage, weapons and their
// durability, equipment replacement, damage reduction and 0 damage, 武力 floors, healing caps.

#include "engine/myth/combat.h"

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

Decision Attack(CardId attacker, CardId target, std::optional<CardId> weapon = std::nullopt) {
  return InitiateCombat{attacker, target, weapon};
}

TEST(MythRule21, DeclareThenExecuteThenBothDealDamageEqualToTheirPower) {
  Table t(Seats{.a = {kAoyin}, .b = {kRabbit}, .a_general = kDaji});
  const CardId aoyin = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(aoyin, Zone::kField);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, rabbit)).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  // §21.1: a window once attacker and attacked are known; nothing is tapped yet.
  EXPECT_TRUE(t.s.window.open);
  EXPECT_EQ(t.s.window.kind, WindowKind::kAttack);
  EXPECT_FALSE(t.s.Card(aoyin).tapped);
  t.PassBoth();
  EXPECT_TRUE(t.s.Card(aoyin).tapped);               // §21.2.
  EXPECT_EQ(t.s.Card(aoyin).damage, 2);              // Counter damage: the rabbit's 2.
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kDiscard);  // 3 ≥ its life 2 (§22).
  EXPECT_EQ(t.s.wait, Wait::kMain);
}

TEST(MythRule21_4, AnAttackerRemovedInTheWindowFailsAndItsFallenFollows) {
  // §17.2 [梅伯] attacks [跳跳兔]; B's [五雷诀] kills it in the window: the attack fails, the
  // rabbit takes nothing, then 梅伯's 【阵亡】 opens a new window.
  Table t(Seats{.a = {kMeiBo}, .b = {kRabbit, kFiveThunder}});
  const CardId meibo = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0),
               thunder = Table::Extra(Seat::kB, 1);
  t.Put(meibo, Zone::kField);
  t.Put(rabbit, Zone::kField);
  t.Put(thunder, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(meibo, rabbit)).ok());
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(
      t.Apply(Seat::kB, Decision{UseCard{thunder, {1}, {meibo}, t.Spirit(Seat::kB, 2)}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(meibo).zone, Zone::kDiscard);
  EXPECT_EQ(t.s.Card(rabbit).damage, 0);
  EXPECT_FALSE(t.s.combat.active);
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_EQ(t.s.forming.front().card, meibo);
}

TEST(MythRule21_5, AnAttackedCardThatLeftMakesAWhiffThatStillTaps) {
  Table t(Seats{.a = {kAoyin, kFiveThunder}, .b = {kRabbit}, .a_general = kDaji});
  const CardId aoyin = Table::Extra(Seat::kA, 0), thunder = Table::Extra(Seat::kA, 1),
               rabbit = Table::Extra(Seat::kB, 0);
  t.Put(aoyin, Zone::kField);
  t.Put(thunder, Zone::kHand);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, rabbit)).ok());
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{thunder, {1}, {rabbit}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kDiscard);
  EXPECT_TRUE(t.s.Card(aoyin).tapped);   // §21.2: tapped all the same.
  EXPECT_EQ(t.s.Card(aoyin).damage, 0);  // No counter damage.
}

TEST(MythRule21_4, AGeneralWieldingATappedEquipmentFailsWithoutAViolation) {
  Table t(Seats{.a = {kPaibamu}, .a_general = kDixin, .b_general = kJiangZiya});
  const CardId wood = Table::Extra(Seat::kA, 0);
  t.Put(wood, Zone::kField);
  t.s.Card(wood).tapped = true;
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB), wood)).ok());
  EXPECT_THAT(t.flagged, IsEmpty());  // Digest §11 #5: a failed attack, not an illegal one.
  t.PassBoth();
  EXPECT_FALSE(t.s.Card(t.General(Seat::kA)).tapped);
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 0);
}

TEST(MythRule21_3, AGeneralHitsWithItsWeaponWhichLosesOneDurability) {
  Table t(Seats{.a = {kPaibamu}, .a_general = kDixin, .b_general = kJiangZiya});
  const CardId wood = Table::Extra(Seat::kA, 0);
  t.Put(wood, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB), wood)).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_TRUE(t.s.Card(t.General(Seat::kA)).tapped);
  EXPECT_TRUE(t.s.Card(wood).tapped);
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 2);  // M-6: 0 + the weapon's 2.
  EXPECT_EQ(t.s.Card(t.General(Seat::kA)).damage, 0);  // M-6: a general counters with its own 0.
  Context c = t.Ctx();
  EXPECT_EQ(DurabilityLeft(c, wood), 2);
}

TEST(MythRuleM12, AnEquipmentWithNoDurabilityLeftGoesToTheDiscardPile) {
  Table t(Seats{.a = {kMountainAxe}, .a_general = kDixin, .b_general = kJiangZiya});
  const CardId axe = Table::Extra(Seat::kA, 0);  // 3/2, 【阵亡】: draw.
  t.Put(axe, Zone::kField);
  t.s.Card(axe).damage = 1;
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB), axe)).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(axe).zone, Zone::kDiscard);
  EXPECT_EQ(t.s.wait, Wait::kTriggers);  // §8.3: an equipment's 【阵亡】.
}

TEST(MythRuleM6, AnAttackedGeneralCountersWithItsWeaponUnderTheOption) {
  Table t(Seats{.a = {kAoyin}, .b = {kPaibamu}, .options = {{"generalCounter", "weapon"}}});
  const CardId aoyin = Table::Extra(Seat::kA, 0), wood = Table::Extra(Seat::kB, 0);
  t.Put(aoyin, Zone::kField);
  t.Put(wood, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, t.General(Seat::kB))).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(aoyin).damage, 2);
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 3);
  Context c = t.Ctx();
  EXPECT_EQ(DurabilityLeft(c, wood), 3);  // M-12: only the wielder's weapon wears.
}

TEST(MythRule22_3, AZeroPowerWeaponMayStillBeWielded) {
  Table t(Seats{.a = {kRuyi}, .a_general = kDixin});
  const CardId ruyi = Table::Extra(Seat::kA, 0);
  t.Put(ruyi, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB), ruyi)).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_TRUE(t.s.Card(t.General(Seat::kA)).tapped);
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 0);
}

TEST(MythRule22_3, AGeneralWearingNoEquipmentCannotAttack) {
  Table t;
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB))).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.no-weapon"));
}

TEST(MythRule21_1, AGeneralWieldsOnlyEquipmentItWears) {
  Table t(Seats{.a = {kPaibamu}, .b = {kPaibamu}, .a_general = kDixin});
  const CardId mine = Table::Extra(Seat::kA, 0), theirs = Table::Extra(Seat::kB, 0);
  t.Put(mine, Zone::kField);
  t.Put(theirs, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(t.General(Seat::kA), t.General(Seat::kB), theirs)).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.weapon-not-worn"));
  Table u(Seats{.a = {kPaibamu}, .a_general = kDixin});
  u.Put(mine, Zone::kField);
  ASSERT_TRUE(u.Apply(Seat::kA, Attack(u.General(Seat::kA), u.General(Seat::kB))).ok());
  EXPECT_THAT(u.flagged, ElementsAre("myth.combat.no-weapon"));  // Names none.
  EXPECT_EQ(u.Apply(Seat::kA, Attack(mine, u.General(Seat::kB), mine)).message(),
            "initiateCombat.attacker: A61 排扒木 is not a general or a creature on the field");
}

TEST(MythRule21_1, TheAttackedIsTheOpponentsAndTheAttackerOnesOwn) {
  Table t(Seats{.a = {kAoyin, kRabbit}, .b = {kRabbit}});
  const CardId aoyin = Table::Extra(Seat::kA, 0), mine = Table::Extra(Seat::kA, 1),
               theirs = Table::Extra(Seat::kB, 0);
  t.Put(aoyin, Zone::kField);
  t.Put(mine, Zone::kField);
  t.Put(theirs, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, mine)).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.own-side"));
  Table u(Seats{.a = {kAoyin, kRabbit}, .b = {kRabbit}});
  u.Put(mine, Zone::kField);
  u.Put(theirs, Zone::kField);
  ASSERT_TRUE(u.Apply(Seat::kA, Attack(theirs, u.General(Seat::kB))).ok());
  EXPECT_THAT(u.flagged, ElementsAre("myth.combat.not-yours"));
}

TEST(MythRule21_1, ATappedAttackerIsFlagged) {
  Table t(Seats{.a = {kAoyin}});
  const CardId aoyin = Table::Extra(Seat::kA, 0);
  t.Put(aoyin, Zone::kField);
  t.s.Card(aoyin).tapped = true;
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, t.General(Seat::kB))).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.tapped"));
}

TEST(MythRule6, ACreatureCannotAttackTheTurnItEntersUnlessVanguard) {
  Table t(Seats{.a = {kAoyin, kVanguardRider}});
  const CardId aoyin = Table::Extra(Seat::kA, 0), rider = Table::Extra(Seat::kA, 1);
  t.Put(aoyin, Zone::kField, /*fresh=*/true);
  t.Put(rider, Zone::kField, /*fresh=*/true);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, t.General(Seat::kB))).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.summoning-sickness"));
  Table u(Seats{.a = {kAoyin, kVanguardRider}});
  u.Put(rider, Zone::kField, /*fresh=*/true);
  ASSERT_TRUE(u.Apply(Seat::kA, Attack(rider, u.General(Seat::kB))).ok());
  EXPECT_THAT(u.flagged, IsEmpty());  // §6: 【先锋】.
}

TEST(MythRule14_1, AStaticSkillBarsACentipedeFromAttackingCreatures) {
  Table t(Seats{.a = {kCentipede}, .b = {kRabbit}});
  const CardId centipede = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(centipede, Zone::kField);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(centipede, rabbit)).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.barred"));
  Table u(Seats{.a = {kCentipede}});
  u.Put(centipede, Zone::kField);
  ASSERT_TRUE(u.Apply(Seat::kA, Attack(centipede, u.General(Seat::kB))).ok());
  EXPECT_THAT(u.flagged, IsEmpty());
}

TEST(MythRuleM7, CombatIsInitiatedInTheActivePlayersMainPhaseWithNoWindowOpen) {
  Table t(Seats{.a = {kAoyin}, .b = {kAoyin}});
  const CardId mine = Table::Extra(Seat::kA, 0), theirs = Table::Extra(Seat::kB, 0);
  t.Put(mine, Zone::kField);
  t.Put(theirs, Zone::kField);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());  // The end-of-main window.
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(mine, t.General(Seat::kB))).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.timing"));
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Apply(Seat::kB, Attack(theirs, t.General(Seat::kA))).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.combat.timing"));
}

TEST(MythRule20_2, ANewEquipmentSacrificesATappedOneAndItsBattleCryResetsTheGeneral) {
  // §20.2 [帝辛] attacked with [排扒木]; [金砖]'s 【战吼】 resets him, and he attacks again.
  Table t(Seats{.a = {kPaibamu, kGoldBrick}, .a_general = kDixin, .b_general = kJiangZiya});
  const CardId wood = Table::Extra(Seat::kA, 0), brick = Table::Extra(Seat::kA, 1);
  const CardId dixin = t.General(Seat::kA);
  t.Put(wood, Zone::kField);
  t.Put(brick, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(dixin, t.General(Seat::kB), wood)).ok());
  t.PassBoth();
  ASSERT_TRUE(t.s.Card(dixin).tapped);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{brick, {1}, {}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(wood).zone, Zone::kDiscard);  // Sacrificed.
  EXPECT_EQ(t.s.Card(brick).zone, Zone::kField);
  EXPECT_FALSE(t.s.Card(brick).tapped);
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{OrderTriggers{{TriggerItem{brick, 0, {}}}}}).ok());
  t.PassBoth();
  EXPECT_FALSE(t.s.Card(dixin).tapped);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(dixin, t.General(Seat::kB), brick)).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 3);  // 2 + 1.
}

TEST(MythRule22_4, DamageReductionAppliesToEachInstance) {
  Table t(Seats{.a = {kAoyin, kFireball}, .b = {kTortoise, kStoneGuard}, .a_general = kDaji});
  const CardId aoyin = Table::Extra(Seat::kA, 0), fireball = Table::Extra(Seat::kA, 1),
               tortoise = Table::Extra(Seat::kB, 0), stone = Table::Extra(Seat::kB, 1);
  t.Put(aoyin, Zone::kField);
  t.Put(fireball, Zone::kHand);
  t.Put(tortoise, Zone::kField);
  t.Put(stone, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Attack(aoyin, tortoise)).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(tortoise).damage, 1);  // 3 - 2.
  // "受到的非战斗伤害视为0点": [火球术] deals it nothing, and it stays a legal target.
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {stone}, t.Spirit(Seat::kA, 2)}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(stone).damage, 0);
}

TEST(MythRule25_2, PowerNeverFallsBelowZero) {
  // §25.2 [灰狐·常棣]: each token -2; a 1-武力 [苍生] is 0.
  Table t(Seats{.a = {kMeiBo, kGreyFox, kFireball}});
  const CardId meibo = Table::Extra(Seat::kA, 0), fox = Table::Extra(Seat::kA, 1),
               fireball = Table::Extra(Seat::kA, 2);
  t.Put(meibo, Zone::kField);
  t.Put(fox, Zone::kField);
  t.Put(fireball, Zone::kHand);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {meibo}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{OrderTriggers{{TriggerItem{meibo, 0, {}}}}}).ok());
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_EQ(Power(c, CardId::Token(Seat::kA, 1)), 0);
  EXPECT_EQ(AttackDamage(c, CardId::Token(Seat::kA, 1), CardId{}), 0);
}

TEST(MythRule19, HealingNeverRaisesLifeAbovePrintedLife) {
  Table t(Seats{.a = {kHealing, kHealing}, .b = {kAoyin}});
  const CardId heal = Table::Extra(Seat::kA, 0), heal2 = Table::Extra(Seat::kA, 1);
  t.Put(heal, Zone::kHand);
  t.Put(heal2, Zone::kHand);
  t.s.Card(t.General(Seat::kA)).damage = 1;
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{heal, {1}, {t.General(Seat::kA)}, {spirit[0]}}}).ok());
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_EQ(LifeLeft(c, t.General(Seat::kA)), 20);  // Not 22.
}

TEST(MythRule7, ACreatureThatLeftTheFieldIsNoLongerACreature) {
  Table t(Seats{.a = {kRabbit}});
  const CardId rabbit = Table::Extra(Seat::kA, 0);
  t.Put(rabbit, Zone::kField);
  Context c = t.Ctx();
  EXPECT_TRUE(IsCreature(c, rabbit));
  t.Put(rabbit, Zone::kHand);
  Context d = t.Ctx();
  EXPECT_FALSE(IsCreature(d, rabbit));
}

TEST(MythRule10_2, AnExiledCardReturnsToItsOwnersFieldWhenTheExilerResets) {
  // §10.2 [妲己] exiles [跳跳兔]; when 妲己 is reset, the rabbit comes back to its owner.
  Table t(Seats{.b = {kRabbit}, .a_general = kDaji});
  const CardId rabbit = Table::Extra(Seat::kB, 0), daji = t.General(Seat::kA);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{ActivateSkill{daji, 0, {1}, {rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kExiled);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  t.PassToMain();  // B's turn.
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kExiled);
  ASSERT_TRUE(t.Pass(Seat::kB).ok());
  t.PassToMain();  // A's turn 3: 妲己 is reset.
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kField);
  EXPECT_EQ(t.s.Card(rabbit).controller, Seat::kB);
}

}  // namespace
}  // namespace tcgjudge::myth::testing
