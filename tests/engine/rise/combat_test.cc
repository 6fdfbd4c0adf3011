// Combat (chapter 6 is missing: the readings C-1 to C-12 of docs/rulings-rise.md, §603) and
// weapons fired in it (§305, §415.2): each test names its rule or reading.

#include <set>

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

const CardId kKaneId = Id(kA, 61);  // A's commander: power 1, life 25.
const CardId kGromId = Id(kB, 61);  // B's commander: power 1, life 24.

bool InStage(const State& s, CombatStage stage) {
  return s.combat.stage == stage && s.stack.empty();
}

void ToGuard(Table& t) {
  t.PassUntil([](const State& s) { return s.wait == Wait::kGuard; });
}

void ToDefence(Table& t) {
  t.PassUntil([](const State& s) { return InStage(s, CombatStage::kDefence); });
}

TEST(RiseCombat, Rule600_3_ADeclarationGoesOnTheStackAndItsResolutionBeginsTheCombatStep) {
  Table t({kTrooper}, {kTrooper});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 1)}), IsEmpty());
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kCombat);
  EXPECT_EQ(t.state().stack[0].controller, kA);      // §705.5: its source is the declaring player.
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).exhausted);  // C-2, attackerExhausts=yes.
  EXPECT_EQ(t.state().combat.stage, CombatStage::kNone);
  EXPECT_EQ(t.state().waiting_for, kA);  // §707.1f
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_TRUE(t.state().stack.empty());
  EXPECT_EQ(t.state().combat.stage, CombatStage::kResponses);  // C-4
  EXPECT_EQ(t.state().combat.attacker.card, Id(kA, 1));
  EXPECT_EQ(t.state().combat.planned_defender.card, Id(kB, 1));
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);  // §709.2h
}

TEST(RiseCombat, Rule603_1_AttackerAndDefenderDealTheirPowerToEachOtherAtOnce) {
  Table t({kMedic}, {kVeteran});  // 1/2 against 1/2.
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), Id(kB, 1));
  ToGuard(t);
  EXPECT_EQ(t.state().waiting_for, kB);                      // C-5: the defending player.
  t.Do(kB, PassPriority{});                                  // No guard.
  EXPECT_EQ(t.state().combat.stage, CombatStage::kDefence);  // C-6
  EXPECT_EQ(t.state().waiting_for, kA);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 1);
  // §603.3: the combat step ends; the action phase's window, the turn player first.
  EXPECT_EQ(t.state().turn.step, Step::kAction);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_EQ(t.state().combat.attacker.card, CardId{});
}

TEST(RiseCombat, Rule603_2_Rule603_3_LethalCombatDamageDestroysThenTriggersWaitForTheWindow) {
  Table t({kBomber}, {kTrooper});  // 1/1 (destroyed: 1 to the opposing commander) vs 1/1.
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), Id(kB, 1));
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
  // §603.3: the waiting trigger goes on the stack as the window opens, A holding priority.
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kTriggered);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseCombat, Rule603_1_AttackingTheCommanderDamagesItsLife) {
  Table t({kVie});  // 3/2
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), kGromId);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(kGromId).damage, 3);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // Grom's power 1 back.
}

TEST(RiseCombat,
     Rule412_2b_Rule600_3_ACombatIsDeclaredInTheOwnNonCombatActionPhaseWithAnEmptyStack) {
  Table t({kTrooper, kTrooper}, {kTrooper});
  t.Field(Id(kA, 1));
  t.Field(Id(kA, 2));
  t.Field(Id(kB, 1));
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  const State before = t.state();
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 1)}), ElementsAre("rise.combat.timing"));
  EXPECT_TRUE(t.rewound());  // §707.2: undone by the rules.
  EXPECT_TRUE(t.state() == before);
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), Id(kB, 1));
  // Inside the combat step: no second combat.
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 2), Id(kB, 1)}), ElementsAre("rise.combat.timing"));
}

TEST(RiseCombat, Rule302_2_AFatiguedUnitCannotAttackUnlessItHasHaste) {
  Table t({kTrooper, kRanger}, {kTrooper});
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  // Both came onto A's team this turn.
  t.mutable_state().Card(Id(kA, 1)).entered_turn = t.state().turn.number;
  t.Field(Id(kA, 1));
  t.mutable_state().Card(Id(kA, 1)).entered_turn = t.state().turn.number;
  t.Field(Id(kA, 2));
  t.mutable_state().Card(Id(kA, 2)).entered_turn = t.state().turn.number;
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 1)}), ElementsAre("rise.combat.fatigue"));
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 2), Id(kB, 1)}), IsEmpty());
}

TEST(RiseCombat, Rule301_3_TheCommanderMayAlwaysAttack) {
  Table t;
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareCombat{kKaneId, kGromId}), IsEmpty());
}

TEST(RiseCombat, Rule404_1_AnExhaustedCharacterDoesNotAttack) {
  Table t({kTrooper}, {kTrooper});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  t.mutable_state().Card(Id(kA, 1)).exhausted = true;
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 1)}), ElementsAre("rise.combat.exhausted"));
}

TEST(RiseCombat, Rule600_3_OnlyOnesOwnUnitsAndCommanderAttack) {
  Table t({kCrystal}, {kTrooper});
  t.Equip(Id(kA, 1));  // A crystal: a character, not a unit.
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 1)}), ElementsAre("rise.combat.attacker"));
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kB, 1), kGromId}), ElementsAre("rise.combat.attacker"));
}

TEST(RiseCombat, Rule600_3_ThePlannedDefenderIsAnOpposingCharacterWithoutEvasion) {
  Table t({kTrooper}, {kPhantom, kCrystal});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.Equip(Id(kB, 2));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareCombat{kKaneId, Id(kA, 1)}), ElementsAre("rise.combat.defender"));
  EXPECT_THAT(t.Do(kA, DeclareCombat{kKaneId, Id(kB, 1)}), ElementsAre("rise.combat.evasion"));
  EXPECT_THAT(t.Do(kA, DeclareCombat{kKaneId, Id(kB, 2)}), IsEmpty());  // 结晶 can be attacked.
}

TEST(RiseCombat, Rule601_2_ADeclarationIllegalWhenItResolvesIsCounteredByTheGame) {
  Table t({kFireShot}, {kTrooper});
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, DeclareCombat{kKaneId, Id(kB, 1)}), IsEmpty());
  // A responds to its own declaration: 2 damage destroys the planned defender first.
  LinkChoices shot = Paying(res, 1);
  shot.targets = {Aim{Id(kB, 1), 0}};
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), shot}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().combat.stage, CombatStage::kNone);  // §709.2a: no combat step.
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseCombat, Rule602_2_AGuardianGuardsAndBecomesTheDefenderInPlaceOfThePlannedDefender) {
  Table t({kVie}, {kSaipan});  // 3/2 against a 0/2 守护者.
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), kGromId);
  ToGuard(t);
  EXPECT_THAT(t.Do(kB, Guard{Id(kB, 1)}), IsEmpty());
  EXPECT_TRUE(t.state().Card(Id(kB, 1)).exhausted);  // guardExhausts=yes.
  EXPECT_EQ(t.state().combat.defender.card, Id(kB, 1));
  EXPECT_EQ(t.state().combat.stage, CombatStage::kDefence);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // 3 damage on life 2.
  EXPECT_EQ(t.state().Card(kGromId).damage, 0);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 0);  // The guard's power is 0.
}

TEST(RiseCombat, Rule302_2_GuardingIsNotAnActivatedAbilityDeploymentFatigueDoesNotStopIt) {
  Table t({kVie}, {kSaipan});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  t.mutable_state().Card(Id(kB, 1)).entered_turn = t.state().turn.number;
  Attack(t, Id(kA, 1), kGromId);
  ToGuard(t);
  EXPECT_THAT(t.Do(kB, Guard{Id(kB, 1)}), IsEmpty());
}

TEST(RiseCombat, Rule602_2_OnlyAReadyGuardianOfTheDefendingTeamGuardsWhenAsked) {
  Table t({kVie, kSaipan}, {kTrooper, kSaipan, kSaipan});
  for (CardId id : {Id(kA, 1), Id(kA, 2), Id(kB, 1), Id(kB, 2), Id(kB, 3)}) t.Field(id);
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), Id(kB, 2));
  EXPECT_THAT(t.Do(kB, Guard{Id(kB, 3)}), ElementsAre("rise.guard.timing"));  // Not asked yet.
  ToGuard(t);
  t.mutable_state().Card(Id(kB, 3)).exhausted = true;
  EXPECT_THAT(t.engine().Check(t.state(), kB, Move(Decision(Guard{Id(kB, 1)}))).value(),
              ::testing::SizeIs(1));
  EXPECT_EQ(
      InfoOf(t.engine().Check(t.state(), kB, Move(Decision(Guard{Id(kB, 1)})))->front().rule).code,
      "rise.guard.keyword");
  EXPECT_EQ(
      InfoOf(t.engine().Check(t.state(), kB, Move(Decision(Guard{Id(kB, 3)})))->front().rule).code,
      "rise.guard.exhausted");
  EXPECT_EQ(
      InfoOf(t.engine().Check(t.state(), kB, Move(Decision(Guard{Id(kB, 2)})))->front().rule).code,
      "rise.guard.team");  // The planned defender.
  EXPECT_THAT(t.Do(kA, Guard{Id(kA, 2)}), ElementsAre("rise.guard.timing", "rise.guard.team"));
  EXPECT_EQ(t.Refused(kB, Guard{Id(kB, 20)}),
            "guard: B20 Filler F05 is not a character on the field");
}

TEST(RiseCombat, Rule602_2_OptionsDecideWhetherAttackingAndGuardingExhaust) {
  Table t({kVie}, {kSaipan}, {{"attackerExhausts", "no"}, {"guardExhausts", "no"}});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  t.mutable_state().Card(Id(kB, 1)).exhausted = true;
  Attack(t, Id(kA, 1), kGromId);
  EXPECT_FALSE(t.state().Card(Id(kA, 1)).exhausted);
  ToGuard(t);
  EXPECT_THAT(t.Do(kB, Guard{Id(kB, 1)}), IsEmpty());  // An exhausted guard, not exhausting.
}

TEST(RiseCombat, Rule412_1_NoLinkWhileTheDefendingPlayerDecidesOnAGuard) {
  Table t({kVie}, {kFireShot});
  t.Field(Id(kA, 1));
  const std::vector<CardId> res = t.GiveResources(kB, 1);
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), kGromId);
  ToGuard(t);
  LinkChoices shot = Paying(res, 1);
  shot.targets = {Aim{Id(kA, 1), 0}};
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), shot}), ElementsAre("rise.priority.none"));
}

TEST(RiseCombat, Rule602_4_Rule603_1b_AnAttackerThatLeftTheCombatDealsAndTakesNoDamage) {
  Table t({kTrooper}, {kVeteran, kFireShot});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  const std::vector<CardId> res = t.GiveResources(kB, 1);
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), Id(kB, 1));
  ToGuard(t);
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});  // B gets priority in the defence window.
  LinkChoices shot = Paying(res, 1);
  shot.targets = {Aim{Id(kA, 1), 0}};
  ASSERT_THAT(t.Do(kB, UseCard{Id(kB, 2), shot}), IsEmpty());
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);
}

// --- Weapons (§305.2, §412.2a, §415.2) ---

// A's `weapons` on its commander row and six ready resources; A's commander attacks B's 1/2
// 逝者阿尔贝托 (B1) and the defence window is open, A holding priority.
Table Armed(const std::vector<std::string>& weapons) {
  Table t(weapons, {kVeteran});
  for (uint16_t i = 1; i <= weapons.size(); ++i) t.Equip(Id(kA, i));
  t.Field(Id(kB, 1));
  t.GiveResources(kA, 6);
  t.ToActionOf(kA);
  Attack(t, kKaneId, Id(kB, 1));
  ToDefence(t);
  return t;
}

// The first `n` of A's ready resources.
std::vector<CardId> Ready(const State& s, int n) {
  std::vector<CardId> out;
  for (CardId id : s.Player(kA).resources) {
    if (!s.Card(id).exhausted && static_cast<int>(out.size()) < n) out.push_back(id);
  }
  return out;
}

TEST(RiseWeapons, Rule305_2_Rule305_2a_AWeaponFiredInTheDefenceWindowAddsItsPowerForTheCombat) {
  Table t = Armed({kStone});  // 裂石: power 1, fire cost 2.
  const std::vector<CardId> res = Ready(t.state(), 2);
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), res}), IsEmpty());
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).exhausted);
  EXPECT_TRUE(t.state().Card(res[0]).exhausted);
  EXPECT_TRUE(t.state().Card(res[1]).exhausted);
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kFire);
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().combat.fire_power[0], 1);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // 2 damage on life 2.
  EXPECT_EQ(t.state().Card(kKaneId).damage, 1);
}

TEST(RiseWeapons, Rule412_2a_AWeaponIsFiredOnlyInTheDefenceWindowByAPlayerWhoseCommanderFights) {
  Table t({kStone, kTrooper}, {kVeteran});
  t.Equip(Id(kA, 1));
  t.Field(Id(kA, 2));
  t.Field(Id(kB, 1));
  const std::vector<CardId> res = t.GiveResources(kA, 2);
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), res}), ElementsAre("rise.weapon.timing"));
  EXPECT_TRUE(t.rewound());
  Attack(t, Id(kA, 2), Id(kB, 1));
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), res}), ElementsAre("rise.weapon.timing"));  // C-4
  ToDefence(t);
  // The attacker is a trooper: A's weapon-firer, its commander, is not in the combat.
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), res}), ElementsAre("rise.weapon.firer"));
}

TEST(RiseWeapons, Rule305_2_FiringExhaustsAReadyWeaponAndPaysItsFireCost) {
  Table t = Armed({kStone});
  const std::vector<CardId> res = Ready(t.state(), 2);
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), {res[0]}}), ElementsAre("rise.cost.unpaid"));
  t.mutable_state().Card(Id(kA, 1)).exhausted = true;
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), res}), ElementsAre("rise.weapon.exhausted"));
  EXPECT_THAT(
      t.Do(kB, FireWeapon{Id(kA, 1), res}),
      ElementsAre("rise.priority.none", "rise.weapon.firer", "rise.ability.not-controller",
                  "rise.weapon.exhausted", "rise.cost.not-resource", "rise.cost.not-resource"));
}

TEST(RiseWeapons, Rule305_2c_TwoWeaponsACombatAndAWeaponReadiedAgainFiresAgainForMore) {
  // Two smart weapons fill the commander's two hands (§415.1); the third carries no hand tag.
  Table t = Armed({kStone, kSnake, kCannonMount});
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), Ready(t.state(), 2)}), IsEmpty());
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 2), Ready(t.state(), 1)}), IsEmpty());
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 3), Ready(t.state(), 1)}),
              ElementsAre("rise.weapon.third"));
  // 双头蛇 readied by an effect fires again: still two weapons, each fire adding its power.
  t.mutable_state().Card(Id(kA, 2)).exhausted = false;
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 2), Ready(t.state(), 1)}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().combat.fire_power[0], 1 + 2 + 2);
}

TEST(RiseWeapons, Rule415_2_WithWeaponEquipmentEveryHandOrSmartWeaponFires) {
  // 星门守卫者战甲 (武器装备+1) carries 裂石 as the extra smart load; the two 双头蛇 fill the
  // hands (§415.1): three hand/smart weapons, all fired in one combat.
  Table t = Armed({kStone, kSnake, kSnake, kStarArmour});
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), Ready(t.state(), 2)}), IsEmpty());
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 2), Ready(t.state(), 1)}), IsEmpty());
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 3), Ready(t.state(), 1)}), IsEmpty());
}

TEST(RiseWeapons, Rule415_2_HandOrSmartAndBeyondVisualRangeWeaponsAreNeverFiredInOneCombat) {
  Table t = Armed({kStone, kSnake, kSniper});
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), Ready(t.state(), 2)}), IsEmpty());
  EXPECT_THAT(t.Do(kA, FireWeapon{Id(kA, 3), Ready(t.state(), 2)}), ElementsAre("rise.weapon.mix"));
}

TEST(RiseWeapons, Rule603_1a_AnAttackerWithBeyondVisualRangeTakesNoCombatDamage) {
  Table t = Armed({kSniper});  // Power 3, 超视距.
  ASSERT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), Ready(t.state(), 2)}), IsEmpty());
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // 1 + 3 damage.
  EXPECT_EQ(t.state().Card(kKaneId).damage, 0);            // C-11: no counter-attack damage.
}

TEST(RiseWeapons, Rule305_2b_TheFireInfluenceStaysWhenTheWeaponLeaves) {
  Table t = Armed({kRedDragon});  // 赤龙: power 4.
  ASSERT_THAT(t.Do(kA, FireWeapon{Id(kA, 1), Ready(t.state(), 2)}), IsEmpty());
  t.mutable_state().Card(Id(kA, 1)).zone = Zone::kBase;  // Gone before its fire resolves.
  t.mutable_state().Card(Id(kA, 1)).object += 1;
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().combat.fire_power[0], 4);  // C-11: its power when fired.
}

TEST(RiseLegal, CombatMovesComeFromTheSameChecksAsApply) {
  Table t({kTrooper, kStone, kRanger}, {kSaipan, kPhantom});
  t.Field(Id(kA, 1));
  t.Equip(Id(kA, 2));
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  t.GiveResources(kA, 3);
  t.ToActionOf(kA);
  std::set<std::string> codes;
  bool declared = false;
  for (int step = 0; step < 30 && !t.state().over; ++step) {
    const std::set<std::string> now = ExpectMovesConsistent(t);
    codes.insert(now.begin(), now.end());
    const std::vector<Move> legal = t.engine().LegalMoves(t.state());
    const Move* pick = &legal.front();  // A pass, unless a combat move is legal.
    for (const Move& m : legal) {
      const auto* d = std::get_if<Decision>(&m);
      if (d == nullptr) continue;
      if ((!declared && std::holds_alternative<DeclareCombat>(*d) &&
           std::get<DeclareCombat>(*d).attacker == kKaneId) ||
          std::holds_alternative<Guard>(*d) || std::holds_alternative<FireWeapon>(*d)) {
        pick = &m;
        break;
      }
    }
    if (const auto* d = std::get_if<Decision>(pick)) {
      declared = declared || std::holds_alternative<DeclareCombat>(*d);
    }
    t.Do(t.state().waiting_for, *pick);
  }
  EXPECT_TRUE(declared);
  for (const char* code : {"rise.combat.defender", "rise.combat.evasion", "rise.guard.timing",
                           "rise.weapon.timing", "rise.combat.timing"}) {
    EXPECT_EQ(codes.count(code), 1u) << code;
  }
}

}  // namespace
}  // namespace tcgjudge::rise::testing
