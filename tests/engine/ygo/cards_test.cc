// The cards of the bundled set (samples/ygo/cards.jsonl) that issue 32 added in the vocabulary
// that was there already, each as the engine carries it out, named after the rule it exercises
// (docs/cards.md lists every card with its test). Cards of one shape share a test, one trace
// per card.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/ygo/card_table.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

const cards::Card& CardOf(const Table& t, const std::string& code) {
  return t.rules().cards()[*t.rules().cards().Find(code)];
}

// §2.1.1: a Normal Monster fights with its printed ATK and DEF and is no Effect Monster.
TEST(YgoRule2_1_1, EachNormalMonsterFightsWithItsPrintedAtkAndDef) {
  struct Row {
    const char* code;
    int32_t atk, def;
  };
  for (const Row& row : {Row{kCelticGuardian, 1400, 1200}, Row{kMysticalElf, 800, 2000},
                         Row{kGiantSoldierOfStone, 1300, 2000}, Row{kBattleOx, 1700, 1000},
                         Row{kLaJinn, 1800, 1000}, Row{kAlexandriteDragon, 2000, 100},
                         Row{kRedEyesBlackDragon, 2400, 2000}, Row{kVorseRaider, 1900, 1200},
                         Row{kGeneWarpedWarwolf, 2000, 100}, Row{kMechanicalchaser, 1850, 800}}) {
    Table t(TestHeader(Decks{{row.code}}, Decks{{kDarkMagician}}));
    SCOPED_TRACE(CardOf(t, row.code).name);
    EXPECT_FALSE(IsEffectMonster(CardOf(t, row.code)));
    t.Place(A(1), M(1));
    t.Place(B(1), M(1), /*defense=*/true);
    EXPECT_EQ(t.OnBoard(A(1)).atk, row.atk);
    EXPECT_EQ(t.OnBoard(A(1)).def, row.def);
    t.To(Seat::kB, Phase::kEnd);
    t.To(Seat::kA, Phase::kBattle);
    t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
    EXPECT_THAT(t.Do(Seat::kA, Attack{A(1), B(1)}), IsEmpty());
    t.PassUntil([](const State& s) { return !s.combat.active(); });
    // Dark Magician in DEF (2100): the attacker's controller takes the difference, or it falls.
    EXPECT_EQ(t.Lp(Seat::kA), 8000 - std::max(0, 2100 - row.atk));
    EXPECT_EQ(t.state().Card(B(1)).zone, row.atk > 2100 ? Zone::kGraveyard : Zone::kMonster);
  }
}

// §2.1.2 反转效果: the flip effects of Hane-Hane, Old Vindictive Magician, Magician of Faith and
// Penguin Soldier, each with its own targets.
TEST(YgoRule2_1_2, FlipEffectsReturnDestroyAndRecoverTheirTargets) {
  {
    Table t = Duel({kHaneHane}, {kBlueEyes});
    t.Place(A(1), M(1), true, true);
    t.Place(B(1), M(1));
    t.To(Seat::kA, Phase::kMain1);
    t.Do(Seat::kA, FlipSummon{A(1)});
    t.BothPass();
    ASSERT_EQ(t.state().wait, Wait::kTrigger);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kHand) << "Hane-Hane";
  }
  {
    Table t = Duel({kOldVindictiveMagician, kLusterDragon}, {kBlueEyes});
    t.Place(A(1), M(1), true, true);
    t.Place(A(2), M(2));
    t.Place(B(1), M(1));
    t.To(Seat::kA, Phase::kMain1);
    t.Do(Seat::kA, FlipSummon{A(1)});
    t.BothPass();
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}),
                ElementsAre("ygo.target.illegal"))
        << "Old Vindictive Magician: a monster the opponent controls";
  }
  {
    Table t = Duel({kOldVindictiveMagician}, {kBlueEyes});
    t.Place(A(1), M(1), true, true);
    t.Place(B(1), M(1));
    t.To(Seat::kA, Phase::kMain1);
    t.Do(Seat::kA, FlipSummon{A(1)});
    t.BothPass();
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "Old Vindictive Magician";
  }
  {
    Table t = Duel({kMagicianOfFaith, kRaigeki});
    t.Place(A(1), M(1), true, true);
    t.ToGraveyard(A(2));
    t.To(Seat::kA, Phase::kMain1);
    t.Do(Seat::kA, FlipSummon{A(1)});
    t.BothPass();
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kHand) << "Magician of Faith";
  }
  {
    Table t = Duel({kPenguinSoldier}, {kBlueEyes, kDarkMagician});
    t.Place(A(1), M(1), true, true);
    t.Place(B(1), M(1));
    t.Place(B(2), M(2));
    t.To(Seat::kA, Phase::kMain1);
    t.Do(Seat::kA, FlipSummon{A(1)});
    t.BothPass();
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1), B(2)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kHand) << "Penguin Soldier: up to 2";
    EXPECT_EQ(t.state().Card(B(2)).zone, Zone::kHand);
  }
}

// §2.1.2 诱发效果: Mystic Tomato, Giant Rat and Shining Angel, destroyed by battle, may Special
// Summon a monster of their attribute with 1500 or less ATK from the deck in ATK position.
TEST(YgoRule2_1_2, BattleFloatersSummonAMonsterOfTheirAttributeFromTheDeck) {
  struct Row {
    const char* code;
    const char* fetched;  // 1500 or less ATK, the right attribute.
    const char* wrong;    // The wrong attribute.
  };
  for (const Row& row :
       {Row{kMysticTomato, kSangan, kMysticalElf}, Row{kGiantRat, kManEaterBug, kSangan},
        Row{kShiningAngel, kMysticalElf, kSangan}}) {
    Table t = Duel({row.code, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon,
                    kLusterDragon, row.fetched, row.wrong},
                   {kBlueEyes});
    SCOPED_TRACE(CardOf(t, row.code).name);
    t.Place(A(1), M(1));
    t.Place(B(1), M(1));
    t.To(Seat::kB, Phase::kBattle);
    t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
    t.Do(Seat::kB, Attack{B(1), A(1)});
    t.PassUntil([](const State& s) { return s.wait == Wait::kTrigger; });
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), IsEmpty());
    t.BothPass();
    ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
    EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(8), {}, M(2), Position::kAttack}),
                ElementsAre("ygo.effect.answer"))
        << "the wrong attribute";
    EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kMonster) << "Y-2: done as the table did it";
  }
}

// §2.1.2 起动效果: Exiled Force tributes itself to destroy a monster.
TEST(YgoRule2_1_2, ExiledForceTributesItselfToDestroyAMonster) {
  Table t = Duel({kExiledForce}, {kBlueEyes});
  t.Place(A(1), M(1));
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, Cost{.tribute = {A(1)}}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
}

// §2.1.2 永续效果: Dark Magician Girl gains 300 ATK per Dark Magician in the graveyards.
TEST(YgoRule2_1_2, DarkMagicianGirlGainsAtkPerDarkMagicianInTheGraveyards) {
  Table t = Duel({kDarkMagicianGirl, kDarkMagician}, {kDarkMagician});
  t.Place(A(1), M(1));
  EXPECT_EQ(t.Atk(A(1)), 2000);
  t.ToGraveyard(A(2));
  t.ToGraveyard(B(1));
  EXPECT_EQ(t.Atk(A(1)), 2600) << "either graveyard";
}

// §2.2 场地魔法: each Field Spell raises its races by 200 ATK/DEF (Umi also lowers two).
TEST(YgoRule2_2, FieldSpellsRaiseAndLowerTheirRaces) {
  struct Row {
    const char* field;
    const char* monster;
    int32_t change;
  };
  for (const Row& row :
       {Row{kMountain, kAlexandriteDragon, 200}, Row{kSogen, kCelticGuardian, 200},
        Row{kUmi, kMechanicalchaser, -200}, Row{kForest, kGeneWarpedWarwolf, 200},
        Row{kWasteland, kGiantSoldierOfStone, 200}, Row{kMountain, kBattleOx, 0}}) {
    Table t = Duel({row.field, row.monster}, {row.monster});
    SCOPED_TRACE(CardOf(t, row.field).name + " on " + CardOf(t, row.monster).name);
    t.Place(A(2), M(1));
    t.Place(B(1), M(1));
    const int32_t atk = t.Atk(A(2));
    const int32_t def = *t.OnBoard(A(2)).def;
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, Fz(), {}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.Atk(A(2)), atk + row.change);
    EXPECT_EQ(*t.OnBoard(A(2)).def, def + row.change);
    EXPECT_EQ(t.Atk(B(1)), atk + row.change) << "on both sides of the field";
  }
}

// §2.2 装备魔法: Axe of Despair and Malevolent Nuzzler raise the equipped monster's ATK.
TEST(YgoRule2_2, EquipSpellsRaiseTheEquippedMonstersAtk) {
  for (const auto& [equip, gain] :
       {std::pair{kAxeOfDespair, 1000}, std::pair{kMalevolentNuzzler, 700}}) {
    Table t = Duel({equip, kCelticGuardian});
    SCOPED_TRACE(CardOf(t, equip).name);
    t.Place(A(2), M(1));
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.Atk(A(2)), 1400 + gain);
    EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kSpellTrap);
  }
}

// §3 LP: spells that inflict damage or restore life points (Dian Keto, Ookazi, Hinotama), Upstart
// Goblin's gain for the opponent, and the draws of Upstart Goblin and Jar of Greed.
TEST(YgoRule3, LifePointSpellsAndDrawsChangeTheRightPlayer) {
  struct Row {
    const char* code;
    int32_t a, b;
    size_t drawn;
  };
  for (const Row& row :
       {Row{kDianKeto, 9000, 8000, 0}, Row{kOokazi, 8000, 7200, 0}, Row{kHinotama, 8000, 7500, 0},
        Row{kUpstartGoblin, 8000, 9000, 1}, Row{kJarOfGreed, 8000, 8000, 1}}) {
    Table t = Duel({row.code});
    SCOPED_TRACE(CardOf(t, row.code).name);
    const bool trap = CardOf(t, row.code).AsTrap() != nullptr;
    if (trap) t.Place(A(1), S(1), false, true);
    t.To(Seat::kA, Phase::kMain1);
    const size_t hand = t.state().Player(Seat::kA).hand.size();
    EXPECT_THAT(
        t.Do(Seat::kA, Activate{A(1), 0, trap ? std::nullopt : std::optional(S(1)), {}, {}}),
        IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.Lp(Seat::kA), row.a);
    EXPECT_EQ(t.Lp(Seat::kB), row.b);
    EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand - (trap ? 0 : 1) + row.drawn);
  }
}

// §2.2/§2.3 with a discard cost: Tribute to the Doomed and Raigeki Break destroy a target,
// Lightning Vortex every face-up monster of the opponent; without the discard the cost is wrong.
TEST(YgoRule2_2, DiscardCostSpellsAndTrapsDestroy) {
  {
    Table t = Duel({kTributeToTheDoomed, kKuriboh}, {kBlueEyes});
    t.Place(B(1), M(1));
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {B(1)}, Cost{.discard = {A(2)}}}),
                IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "Tribute to the Doomed";
    EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard);
  }
  {
    Table t = Duel({kLightningVortex, kKuriboh}, {kBlueEyes, kDarkMagician, kSangan});
    t.Place(B(1), M(1));
    t.Place(B(2), M(2));
    t.Place(B(3), M(3), true, true);
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}}), ElementsAre("ygo.cost.wrong"));
    Table u = Duel({kLightningVortex, kKuriboh}, {kBlueEyes, kDarkMagician, kSangan});
    u.Place(B(1), M(1));
    u.Place(B(2), M(2));
    u.Place(B(3), M(3), true, true);
    u.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, S(1), {}, Cost{.discard = {A(2)}}}), IsEmpty());
    u.BothPass();
    EXPECT_EQ(u.state().Card(B(1)).zone, Zone::kGraveyard) << "Lightning Vortex";
    EXPECT_EQ(u.state().Card(B(2)).zone, Zone::kGraveyard);
    EXPECT_EQ(u.state().Card(B(3)).zone, Zone::kMonster) << "face-down: spared";
  }
  {
    Table t = Duel({kRaigekiBreak, kKuriboh}, {kYami});
    t.Place(A(1), S(1), false, true);
    t.Place(B(1), Fz());
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, Cost{.discard = {A(2)}}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "Raigeki Break: any card";
  }
}

// §2.2: Heavy Storm destroys every spell and trap on the field, Harpie's Feather Duster only the
// opponent's.
TEST(YgoRule2_2, HeavyStormAndHarpiesFeatherDusterDestroySpellsAndTraps) {
  for (const auto& [code, own_survives] :
       {std::pair{kHeavyStorm, false}, std::pair{kHarpiesFeatherDuster, true}}) {
    Table t = Duel({code, kMirrorForce}, {kMirrorForce, kYami, kBlueEyes});
    SCOPED_TRACE(CardOf(t, code).name);
    t.Place(A(2), S(2), false, true);
    t.Place(B(1), S(1), false, true);
    t.Place(B(2), Fz());
    t.Place(B(3), M(1));
    t.To(Seat::kA, Phase::kMain1);
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
    EXPECT_EQ(t.state().Card(B(2)).zone, Zone::kGraveyard) << "the field zone too";
    EXPECT_EQ(t.state().Card(B(3)).zone, Zone::kMonster);
    EXPECT_EQ(t.state().Card(A(2)).zone, own_survives ? Zone::kSpellTrap : Zone::kGraveyard);
  }
}

// §2.3: Sakuretsu Armor destroys, Dimensional Prison banishes the attacking monster.
TEST(YgoRule2_3, AttackTrapsRemoveTheAttacker) {
  for (const auto& [code, zone] : {std::pair{kSakuretsuArmor, Zone::kGraveyard},
                                   std::pair{kDimensionalPrison, Zone::kBanished}}) {
    Table t = Duel({code}, {kBlueEyes});
    SCOPED_TRACE(CardOf(t, code).name);
    t.Place(A(1), S(1), false, true);
    t.Place(B(1), M(1));
    t.To(Seat::kB, Phase::kBattle);
    t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
    t.Do(Seat::kB, Attack{B(1), std::nullopt});
    t.Do(Seat::kB, PassPriority{});
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, zone);
    t.PassUntil([](const State& s) { return s.turn.phase != Phase::kBattle || s.over; });
    EXPECT_EQ(t.Lp(Seat::kA), 8000) << "no attack went through";
  }
}

// §2.3: Compulsory Evacuation Device returns a monster to the hand, an extra deck monster to the
// extra deck.
TEST(YgoRule2_3, CompulsoryEvacuationDeviceReturnsAMonster) {
  Table t(TestHeader(Decks{{kCompulsoryEvacuation}}, Decks{{kSangan}, {kDecodeTalker}}));
  t.Place(A(1), S(1), false, true);
  t.Place(B(41), Emz(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(41)}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(41)).zone, Zone::kExtraDeck);
}

// §2.3 / §5: Torrential Tribute answers a summon by destroying every monster on the field.
TEST(YgoRule2_3, TorrentialTributeDestroysAllMonstersWhenOneIsSummoned) {
  Table t = Duel({kTorrentialTribute, kDarkMagician}, {kLusterDragon});
  t.Place(A(1), S(1), false, true);
  t.Place(A(2), M(1));
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}),
              ElementsAre("ygo.priority.not-holder", "ygo.effect.timing"))
      << "nothing was summoned";
  Table u = Duel({kTorrentialTribute, kDarkMagician}, {kLusterDragon});
  u.Place(A(1), S(1), false, true);
  u.Place(A(2), M(1));
  u.To(Seat::kB, Phase::kMain1);
  u.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  u.BothPass();  // The summon succeeds.
  u.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(u.state().Card(A(2)).zone, Zone::kGraveyard) << "its own controller's too";
}

// §2.3: Reinforcements: 500 ATK until the end of the turn.
TEST(YgoRule2_3, ReinforcementsGives500AtkUntilTheEndOfTheTurn) {
  Table t = Duel({kReinforcements, kCelticGuardian});
  t.Place(A(1), S(1), false, true);
  t.Place(A(2), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.Atk(A(2)), 1900);
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_EQ(t.Atk(A(2)), 1400);
}

// §2.3 反击陷阱 and §5: Seven Tools of the Bandit negates a trap for 1000 LP, Horn of Heaven a
// summon for a tribute, Dark Bribe a spell and gives its opponent a card.
TEST(YgoRule5, CounterTrapsNegateTrapsSummonsAndSpells) {
  {
    Table t(TestHeader(Decks{{kCallOfTheHaunted, kLusterDragon}}, Decks{{kSevenTools}}));
    t.Place(A(1), S(1), false, true);
    t.ToGraveyard(A(2));
    t.Place(B(1), S(1), false, true);
    t.To(Seat::kB, Phase::kMain1);
    t.Do(Seat::kB, PassPriority{});
    t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}});
    EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.life_points = 1000}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.Lp(Seat::kB), 7000);
    EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard) << "Seven Tools: nothing summoned";
  }
  {
    Table t = Duel({kHornOfHeaven, kKuriboh}, {kLusterDragon});
    t.Place(A(1), S(1), false, true);
    t.Place(A(2), M(1));
    t.To(Seat::kB, Phase::kMain1);
    t.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
    t.Do(Seat::kB, PassPriority{});
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, Cost{.tribute = {A(2)}}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "Horn of Heaven";
    EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard);
  }
  {
    Table t = Duel({kDarkBribe}, {kPotOfGreed});
    t.Place(A(1), S(1), false, true);
    t.To(Seat::kB, Phase::kMain1);
    const size_t hand = t.state().Player(Seat::kB).hand.size();
    t.Do(Seat::kB, Activate{B(1), 0, S(1), {}, {}});
    EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), IsEmpty());
    t.BothPass();
    EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "Dark Bribe";
    EXPECT_EQ(t.state().Player(Seat::kB).hand.size(), hand - 1 + 1) << "one card, not two";
  }
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
