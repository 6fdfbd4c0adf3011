// The keywords (L15-L32, digest B9, B11 #17, #20-#22, #24): First Strike, Assault, Shield,
// Regenerate, Devout, Spell Resistance, Ambush, Swap [A], vehicles and their crews.

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// B's turn 2, B's `b` cards B01.. and A's `a` cards A01.. in hand, to be placed.
Table KeywordTable(std::vector<std::string> a, std::vector<std::string> b) {
  Table t(a, b);
  t.ToActionOf(kB);
  return t;
}

TEST(WheelB9, L19_FirstStrikeKillsFirstAndTakesNothingBack) {
  Table t = KeywordTable({kFootman, kFootman}, {kFirstStriker});
  t.Place(Id(kB, 1), "AZ1");  // Attack 3, defense 2.
  t.Place(Id(kA, 1), "AZ1");  // Attack 2, defense 2.
  t.Place(Id(kA, 2), "AZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);
  // Only in its own turn: defending, it takes damage at once like anyone.
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareAttack{Id(kA, 2), Id(kB, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kGraveyard);
}

TEST(WheelB9, L18_W10_AssaultsExcessDamageHitsThePlayer) {
  // The source's example: attack 5 against defense 3 leaves 2 for the player.
  Table t = KeywordTable({kShieldBearer, kFootman}, {kBehemoth});
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kA, 1), "AZ1");  // 铁壁守护者: defense 3, Shield 1: 4 of the 5 are dealt.
  t.Place(Id(kA, 2), "AZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Player(kA).life, 20 - (4 - 3));
  Table u = KeywordTable({kFootman}, {kBehemoth});
  u.Place(Id(kB, 1), "AZ1");
  u.Place(Id(kA, 1), "AZ1");
  u.mutable_state().Card(Id(kA, 1)).damage = 1;  // One toughness left.
  EXPECT_THAT(u.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(u.state().Player(kA).life, 20 - (5 - 1));
}

TEST(WheelB9, L22_ShieldLowersEachDamage) {
  Table t = KeywordTable({kShieldBearer}, {kFootman});
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kA, 1), "AZ1");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // 2 - 1.
}

TEST(WheelB9, L23_RegenerateHealsButNotADeadUnit) {
  Table t = KeywordTable({kTreant}, {kFootman, kBehemoth});
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kB, 2), "AZ2");
  t.Place(Id(kA, 1), "AZ1");  // 不死树人: defense 3, Regenerate 1.
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // 2 marked, 1 healed.
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);  // 6 >= 3: not saved.
}

TEST(WheelB9, L21_DevoutAttackAndDefenseDoNotChange) {
  Table t({kBattleCry, kBattleCry, kMonk});
  t.Place(Id(kA, 3), "AZ1");
  t.Place(Id(kA, 10), "AZ2");
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {Id(kA, 3)}}), ElementsAre("wheel.devout"));
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 3)).attack_change, 0);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {Id(kA, 10)}}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 10)).attack_change, 2);
}

TEST(WheelB9, W22_ChangesLastUntilTheEndOfTurnAndADefenseAtTheDamageDestroys) {
  Table t({kArmourBreak, kBattleCry}, {kFootman});
  t.Place(Id(kB, 1), "AZ1");                     // 赤焰步兵: defense 2,
  t.mutable_state().Card(Id(kB, 1)).damage = 1;  // 1 damage marked this turn.
  t.Place(Id(kA, 10), "AZ1");
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {Id(kB, 1)}}), IsEmpty());  // -2: defense 1 at least.
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kGraveyard);  // 1 damage at defense 1.
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {Id(kA, 10)}}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 10)).attack_change, 2);
  t.ToActionOf(kB);
  EXPECT_EQ(t.state().Card(Id(kA, 10)).attack_change, 0);  // Cleared at the end of the turn.
}

TEST(WheelB9, L24_SpellResistanceXIgnoresMagicOfTotalCostUnderX) {
  Table t({kFireball, kRuin}, {kWardKnight});
  t.Place(Id(kB, 1), "AZ1");
  t.GiveMana(kA, kFireStone, 1);
  t.GiveMana(kA, kDarkStone, 2);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {Id(kB, 1)}}), ElementsAre("wheel.spell-resistance"));
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);                       // Total cost 1 < 3: immune.
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {Id(kB, 1)}}), IsEmpty());  // Cost 3: not < 3.
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kGraveyard);
}

TEST(WheelB9, L32_AmbushFaceDownImmuneCannotAttackMoveOrBoardRevealedAtDamage) {
  Table t({kAmbusher, kFootman, kFireball}, {kFootman});
  t.GiveMana(kA, kDarkStone, 1);
  t.GiveMana(kA, kFireStone, 1);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("DZ1"), /*face_down=*/true}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).face_down);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 2), C("AZ1"), true}),
              ElementsAre("wheel.play.second-war-spirit", "wheel.ambush.face-down"));
  t.Do(kB, PassPriority{});
  t.ToActionOf(kB);
  t.Place(Id(kB, 1), "AZ1");
  // Immune to card effects: aiming at it is flagged (whoever does it).
  Result<Problems> aimed =
      t.engine().Check(t.state(), kA, Move(Decision(PlayMagic{Id(kA, 3), {Id(kA, 1)}})));
  ASSERT_TRUE(aimed.ok());
  EXPECT_TRUE(std::any_of(aimed->begin(), aimed->end(),
                          [](const Problem& p) { return p.rule == Rule::kTargetFaceDown; }));
  // Revealed at damage resolution: 暗影伏兵 (attack 3, defense 2) and the footman (2/2) kill
  // each other, the footman dealing its damage to the revealed card.
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);
}

TEST(WheelB9, L32_W21_AnAmbushIsFlippedOnItsOwnersTurnAsALink) {
  Table t({kAmbusher}, {});
  t.Place(Id(kA, 1), "DZ1", /*face_down=*/true);
  t.Place(Id(kB, 10), "AZ1");
  Result<Problems> attack =
      t.engine().Check(t.state(), kA, Move(Decision(DeclareAttack{Id(kA, 1), kB})));
  ASSERT_EQ(attack->size(), 2u);
  EXPECT_EQ((*attack)[1].rule, Rule::kAttackFaceDown);
  EXPECT_THAT(t.Do(kA, FlipAmbush{Id(kA, 1)}), IsEmpty());
  EXPECT_TRUE(t.state().Card(Id(kA, 1)).face_down);  // A link: B may respond.
  EXPECT_EQ(t.state().wait, Wait::kResponse);
  t.Do(kB, PassPriority{});
  EXPECT_FALSE(t.state().Card(Id(kA, 1)).face_down);
  Table u({kAmbusher}, {});
  u.Place(Id(kA, 1), "DZ1", true);
  u.ToActionOf(kB);
  EXPECT_THAT(u.Do(kA, FlipAmbush{Id(kA, 1)}), ElementsAre("wheel.ambush.flip-timing"));
}

TEST(WheelB9, L26_SwapOnceATurnWithACardWhoseNameContainsANotTheSameName) {
  Table t({kXiaomingLance, kXiaomingLance, kXiaomingSword, kFootman});
  t.Place(Id(kA, 3), "AZ1");   // 小明大剑.
  t.Place(Id(kA, 2), "AZ2");   // 小明重枪.
  t.Place(Id(kA, 10), "DZ1");  // A filler.
  EXPECT_THAT(t.Do(kA, Swap{Id(kA, 1), Id(kA, 3)}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).attack[0], Id(kA, 1));
  EXPECT_EQ(t.state().Card(Id(kA, 3)).zone, Zone::kHand);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).entered_turn, 1u);
  EXPECT_THAT(t.Do(kA, Swap{Id(kA, 3), Id(kA, 1)}),
              ElementsAre("wheel.swap.twice", "wheel.swap.name"));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, Swap{Id(kA, 1), Id(kA, 2)}), ElementsAre("wheel.swap.same-name"));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, Swap{Id(kA, 2), Id(kA, 10)}), ElementsAre("wheel.swap.name"));
}

TEST(WheelB9, L27_AVehicleCarriesUpToXWarSpiritsWithTraitA) {
  Table t({kDragonShip, kDragonAcolyte, kDragonWhelp, kChariot}, {kInsight});
  t.Place(Id(kA, 1), "AZ1");  // 龙骑舰: one 龙族.
  t.Place(Id(kA, 2), "AZ2");
  t.Place(Id(kA, 3), "AZ3");
  t.Place(Id(kA, 10), "DZ1");  // A filler: no 龙族.
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 10), Id(kA, 1)}), ElementsAre("wheel.board.trait"));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 1)}), ElementsAre("wheel.board.full"));
  t.ToActionOf(kA);
  t.Place(Id(kA, 4), "DZ2");  // 战车: two of any war spirit.
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 3), Id(kA, 4)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 3)).zone, Zone::kCarried);
  EXPECT_EQ(t.state().Player(kA).attack[2], CardId{});  // It holds no cell (W-20).
  t.Place(Id(kA, 5), "AZ3");
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 5), Id(kA, 4)}), ElementsAre("wheel.board.twice"));
}

TEST(WheelB9, L27_BoardingNeedsTheOwnActionPhaseAndAnEmptyChain) {
  Table t({kChariot, kInsight});
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kA, 10), "AZ2");
  t.Do(kA, PlayMagic{Id(kA, 2), {}});
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 10), Id(kA, 1)}), ElementsAre("wheel.board.timing"));
}

TEST(WheelB9, L27_W20_ACarriedWarSpiritLeavesWithItsVehicle) {
  Table t({kChariot}, {kRuin});
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kA, 10), "AZ2");
  t.Place(Id(kA, 11), "AZ3", /*face_down=*/true);
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 11), Id(kA, 1)}), ElementsAre("wheel.ambush.board"));
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 10), Id(kA, 1)}), ElementsAre("wheel.board.twice"));
  EXPECT_THAT(t.Refused(kA, Board{Id(kA, 10), Id(kA, 1)}), ::testing::HasSubstr("already"));
  t.ToActionOf(kB);
  t.GiveMana(kB, kDarkStone, 3);
  EXPECT_THAT(t.Do(kB, PlayMagic{Id(kB, 1), {Id(kA, 1)}}), IsEmpty());
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kA, 10)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kA, 11)).zone, Zone::kGraveyard);
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
