// Damage packets with their replacement and prevention (§407.4, §408, §716, §717; readings R-29,
// R-30): each test names its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr const char* kDawnRobe = "R-013";     // 护甲: armour value 1.
constexpr const char* kGreenShield = "R-014";  // 结晶: prevents 1 of each packet to its units.
constexpr const char* kCoreMatrix = "R-015";   // 持续: its controller's energy packets +1.
constexpr const char* kEnergyShot = "R-128";   // 能力 1, 瞬发: 2 energy damage to a character.
constexpr const char* kSpark = "R-129";        // 能力 0, 瞬发: 1 energy damage to a character.

const CardId kKaneId = Id(kA, 61);
const CardId kGromId = Id(kB, 61);

// In A's action phase, A passes and B uses its card B1 on `target` (paying with `res`), then
// both pass and it resolves.
void BShootsInAsTurn(Table& t, const std::vector<CardId>& res, size_t cost, CardId target) {
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  LinkChoices shot = Paying(res, cost);
  shot.targets = {Aim{target, 0}};
  ASSERT_THAT(t.Do(kB, UseCard{Id(kB, 1), shot}), IsEmpty());
  ASSERT_THAT(t.Do(kB, PassPriority{}), IsEmpty());
  ASSERT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
}

// A, holding priority in its action phase, uses `card` on `target`; both pass and it resolves.
void AUses(Table& t, CardId card, const std::vector<CardId>& res, size_t cost, CardId target) {
  LinkChoices shot = Paying(res, cost);
  shot.targets = {Aim{target, 0}};
  ASSERT_THAT(t.Do(kA, UseCard{card, shot}), IsEmpty());
  ASSERT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  ASSERT_THAT(t.Do(kB, PassPriority{}), IsEmpty());
}

// A uses its card A1 on `target` in its action phase.
void AShoots(Table& t, const std::vector<CardId>& res, size_t cost, CardId target) {
  t.ToActionOf(kA);
  AUses(t, Id(kA, 1), res, cost, target);
}

TEST(RiseArmour, Rule717_2c_AReadyArmourIsExhaustedToPreventItsValueOfAPacketToTheCommander) {
  Table t({kShield}, {kFireShot});  // 千钧勇士护盾: armour 3; 火线射击: 2 damage.
  t.Equip(Id(kA, 1));
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, kKaneId);
  // The link waits part-way: A decides on armour before the packet is dealt; nobody has
  // priority.
  EXPECT_EQ(t.state().wait, Wait::kArmour);
  EXPECT_EQ(t.state().waiting_for, kA);
  ASSERT_EQ(t.state().packets.size(), 1u);
  EXPECT_EQ(t.state().packets[0].amount, 2);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kStack);  // Still resolving.
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 1)}), IsEmpty());
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).exhausted);
  EXPECT_EQ(t.state().Card(kKaneId).damage, 0);  // 2 less 3: gone, the excess wasted.
  EXPECT_TRUE(t.state().packets.empty());
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);  // The resolution went on.
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);  // §709.2h: the turn player.
}

TEST(RiseArmour, Rule717_2c_PassingLetsThePacketBeDealt) {
  Table t({kShield}, {kFireShot});
  t.Equip(Id(kA, 1));
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, kKaneId);
  ASSERT_EQ(t.state().wait, Wait::kArmour);
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().Card(kKaneId).damage, 2);
  EXPECT_FALSE(t.state().Card(Id(kA, 1)).exhausted);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(RiseArmour, Rule717_2c_WhileDamageRemainsAnotherArmourMayBeExhausted) {
  Table t({kDawnRobe, kStarArmour}, {kFireShot});  // Armour values 1 and 4.
  t.Equip(Id(kA, 1));
  t.Equip(Id(kA, 2));
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, kKaneId);
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 1)}), IsEmpty());
  ASSERT_EQ(t.state().wait, Wait::kArmour);  // 1 of 2 is left: asked again.
  EXPECT_EQ(t.state().packets.at(0).amount, 1);
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().Card(kKaneId).damage, 1);
  EXPECT_FALSE(t.state().Card(Id(kA, 2)).exhausted);
}

TEST(RiseArmour, Rule717_2c_Rule408_3c_NoArmourAgainstDamageThatCannotBePrevented) {
  Table t({kAurora}, {kShield});  // 极光照耀: 2 damage that cannot be prevented.
  t.Equip(Id(kB, 1));
  AShoots(t, t.GiveResources(kA, 3), 3, kGromId);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().Card(kGromId).damage, 2);
}

TEST(RiseArmour, Rule717_2c_OnlyTheCommanderIsAnArmourBearer) {
  Table t({kShield, kWilson}, {kFireShot});
  t.Equip(Id(kA, 1));
  t.Field(Id(kA, 2));  // 马丁·威尔逊舰长: life 8.
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, Id(kA, 2));
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).damage, 2);
}

TEST(RiseArmour, Rule717_2c_ArmourExhaustedWithNoPacketUnderWayIsFlaggedAndChangesNothing) {
  Table t({kShield});
  t.Equip(Id(kA, 1));
  t.ToActionOf(kA);
  const State before = t.state();
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 1)}), ElementsAre("rise.armour.not-asked"));
  EXPECT_TRUE(t.state() == before);
  EXPECT_THAT(t.Refused(kA, ExhaustArmour{Id(kA, 2)}), ::testing::HasSubstr("is not on the field"));
}

TEST(RiseArmour, Rule717_2c_OnlyAReadyArmourOrAccessoryWithAnArmourValueIsExhausted) {
  Table t({kShield, kWilson, kStone}, {kFireShot});
  t.Equip(Id(kA, 1));
  t.Field(Id(kA, 2));
  t.Equip(Id(kA, 3));  // 裂石: a weapon, no armour value.
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, kKaneId);
  ASSERT_EQ(t.state().wait, Wait::kArmour);
  EXPECT_THAT(ExpectMovesConsistent(t), Contains("rise.armour.card"));
  const std::vector<Move> legal = t.engine().LegalMoves(t.state());
  EXPECT_THAT(legal, Contains(Move(Decision(ExhaustArmour{Id(kA, 1)}))));
  EXPECT_THAT(legal, Contains(Move(PassPriority{})));
  EXPECT_THAT(legal, ::testing::Not(Contains(Move(Decision(ExhaustArmour{Id(kA, 3)})))));
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 2)}), ElementsAre("rise.armour.card"));
  EXPECT_TRUE(t.state().Card(Id(kA, 2)).exhausted);  // As the table did: it prevents nothing.
  ASSERT_EQ(t.state().packets.at(0).amount, 2);
  // The shield exhausted already, exhausted again: flagged, and applied as the table did it.
  t.mutable_state().Card(Id(kA, 1)).exhausted = true;
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 1)}), ElementsAre("rise.armour.exhausted"));
  EXPECT_EQ(t.state().Card(kKaneId).damage, 0);  // The table prevented 3 with it.
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(RiseArmour, Rule412_1_NoLinkWhileAPlayerDecidesOnArmour) {
  Table t({kShield, kFireShot}, {kFireShot});
  t.Equip(Id(kA, 1));
  const std::vector<CardId> mine = t.GiveResources(kA, 1);
  BShootsInAsTurn(t, t.GiveResources(kB, 1), 1, kKaneId);
  ASSERT_EQ(t.state().wait, Wait::kArmour);
  LinkChoices shot = Paying(mine, 1);
  shot.targets = {Aim{kGromId, 0}};
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), shot}), ElementsAre("rise.priority.none"));
  EXPECT_THAT(t.Do(kB, PassPriority{}), ElementsAre("rise.not-asked"));
  EXPECT_EQ(t.state().wait, Wait::kArmour);
}

TEST(RiseArmour, Rule603_1_Rule717_2c_ArmourAgainstCombatDamageBeforeTheCombatEnds) {
  Table t({kVie}, {kShield});  // 队长维埃: power 3.
  t.Equip(Id(kB, 1));
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  Attack(t, Id(kA, 1), kGromId);
  t.PassUntil([](const State& s) { return s.wait == Wait::kArmour; });
  EXPECT_EQ(t.state().waiting_for, kB);
  EXPECT_EQ(t.state().combat.stage, CombatStage::kEnd);
  ASSERT_EQ(t.state().packets.size(), 1u);
  EXPECT_TRUE(t.state().packets[0].combat);        // §408.3b
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // Grom's packet back: no armour-bearer.
  EXPECT_THAT(t.Do(kB, ExhaustArmour{Id(kB, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(kGromId).damage, 0);
  EXPECT_EQ(t.state().combat.stage, CombatStage::kNone);  // §603.3
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseArmour, Rule303_6_Rule717_2c_ArmourAgainstAnExplosionIsChosenBeforePriority) {
  Table t({kMech, kShield});  // 指挥机甲: 指挥官限定搭乘(1), explosion 3, life 6.
  t.Field(Id(kA, 1));
  t.Equip(Id(kA, 2));
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, Board{kKaneId, Id(kA, 1)}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  ASSERT_EQ(t.state().Card(kKaneId).vehicle, Id(kA, 1));
  t.mutable_state().Card(Id(kA, 1)).damage = 6;  // Lethal: destroyed before priority (§412.6a).
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  ASSERT_EQ(t.state().wait, Wait::kArmour);
  EXPECT_EQ(t.state().packets.at(0).amount, 3);
  EXPECT_THAT(t.Do(kA, ExhaustArmour{Id(kA, 2)}), IsEmpty());
  EXPECT_EQ(t.state().Card(kKaneId).damage, 0);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kB);
}

TEST(RisePrevention, Rule717_2_APreventionEffectPreventsItsAmountOfEachPacketToItsUnits) {
  Table t({kFireShot}, {kGreenShield, kSaipan});  // 绿盾结晶: prevents 1 of each to B's units.
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));  // 塞班·托托斯: life 2.
  AShoots(t, t.GiveResources(kA, 1), 1, Id(kB, 2));
  EXPECT_EQ(t.state().Card(Id(kB, 2)).damage, 1);
  t.ToHand(Id(kA, 1));
  AShoots(t, t.GiveResources(kA, 1), 1, Id(kB, 1));  // The crystal is no unit: not protected.
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
}

TEST(RisePrevention, Rule717_2a_Rule408_2a_APacketPreventedBelowOneIsGone) {
  Table t({kSpark}, {kGreenShield});  // 能量火花: 1 damage.
  t.Field(Id(kB, 1));
  AShoots(t, {}, 0, kGromId);
  EXPECT_EQ(t.state().Card(kGromId).damage, 0);
}

TEST(RiseReplacement, Rule716_1_Rule717_1_AnIncreaseAddsToEachPacketOfItsTypeItsControllerDeals) {
  Table t({kEnergyShot, kFireShot, kCoreMatrix});  // 晶核矩阵: A's energy packets +1.
  t.Equip(Id(kA, 3));
  const std::vector<CardId> res = t.GiveResources(kA, 2);
  t.ToActionOf(kA);
  AUses(t, Id(kA, 1), {res[0]}, 1, kGromId);
  EXPECT_EQ(t.state().Card(kGromId).damage, 3);  // 2 energy + 1.
  AUses(t, Id(kA, 2), {res[1]}, 1, kGromId);     // 火线射击: 射击, not 能量.
  EXPECT_EQ(t.state().Card(kGromId).damage, 5);
}

TEST(RiseReplacement, Rule717_3_IncreasesApplyBeforePreventions) {
  // R-29: 1 energy damage, +1 by A's 晶核矩阵, then 1 prevented by B's 绿盾结晶: 1 is dealt
  // (prevented first, the packet would have been gone).
  Table t({kSpark, kCoreMatrix}, {kGreenShield});
  t.Equip(Id(kA, 2));
  t.Field(Id(kB, 1));
  AShoots(t, {}, 0, kGromId);
  EXPECT_EQ(t.state().Card(kGromId).damage, 1);
}

TEST(RiseCardData, Rule716_Rule717_PreventAndIncreaseAreAContinuousAbilitysEffectsOnly) {
  auto error = [](const std::string& json) {
    Result<cards::Card> card = CardFromJson(json);
    EXPECT_FALSE(card.ok()) << json;
    return card.ok() ? std::string() : card.status().message();
  };
  EXPECT_EQ(error(R"({"code":"X1","name":"x","type":"ability","effects":[{"action":"prevent",)"
                  R"("amount":1,"target":"self"}]})"),
            "card X1: effects[0].action: prevent and increase are a continuous ability's "
            "effects (§716, §717)");
  EXPECT_EQ(error(R"({"code":"X2","name":"x","type":"reinforcement","life":1,"abilities":[)"
                  R"({"kind":"continuous","effects":[{"action":"draw","amount":1}]}]})"),
            "card X2: abilities[0].effects: a continuous ability creates no link (§704): its "
            "effects are prevent or increase only (§716, §717)");
  EXPECT_EQ(error(R"({"code":"X3","name":"x","type":"reinforcement","life":1,"abilities":[)"
                  R"({"kind":"continuous","effects":[{"action":"prevent","amount":1,)"
                  R"("target":"character"}]}]})"),
            "card X3: abilities[0].effects[0].target: a prevention protects itself, your "
            "commander or your units (self, yourCommander, friendlyUnits; §717.2)");
  EXPECT_EQ(error(R"({"code":"X4","name":"x","type":"ability","effects":[{"action":"damage",)"
                  R"("amount":1,"target":"character","onlyType":true}]})"),
            "card X4: effects[0].onlyType: only a prevention or an increase is limited to a "
            "type");
}

}  // namespace
}  // namespace tcgjudge::rise::testing
