// Attacks (§七.3 L10-11, digest B7, B11 #11-#16, #23): who attacks, what it may target, Guard,
// mutual marked damage; moving between the battle zones (§七.2.e).

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// B's turn 2 with B's B01 in AZ1 and A's cards placed by the test.
Table BattleTable(std::vector<RuleOption> options = {}, std::vector<std::string> b = {}) {
  Table t({}, b, std::move(options));
  t.ToActionOf(kB);
  return t;
}

TEST(WheelB7, ANoAttackInTheGamesFirstTurn_W4_FirstPlayerOrFirstRound) {
  Table t;
  t.Place(Id(kA, 1), "AZ1");
  EXPECT_THAT(t.Do(kA, DeclareAttack{Id(kA, 1), kB}), ElementsAre("wheel.attack.first-turn"));
  EXPECT_EQ(t.state().Player(kB).life, 19);  // Flagged and done.
  for (const char* value : {"firstPlayer", "firstRound"}) {
    Table u({}, {}, {{"noAttackFirstTurn", value}});
    u.ToActionOf(kB);
    u.Place(Id(kB, 1), "AZ1");
    const std::vector<std::string> codes = u.Do(kB, DeclareAttack{Id(kB, 1), kA});
    if (std::string(value) == "firstPlayer") {
      EXPECT_THAT(codes, IsEmpty());
    } else {
      EXPECT_THAT(codes, ElementsAre("wheel.attack.first-turn"));
    }
  }
}

TEST(WheelB7, OnlyFromTheAttackZoneOnceATurnRangedAlsoFromTheDefenseZone) {
  Table t = BattleTable({}, {F(), kGunner});
  t.Place(Id(kB, 1), "DZ1");
  t.Place(Id(kB, 2), "DZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), kA}), ElementsAre("wheel.attack.from-defense"));
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), kA}), IsEmpty());  // Ranged (L26).
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), kA}), ElementsAre("wheel.attack.twice"));
  EXPECT_EQ(t.state().Player(kA).life, 20 - 1 - 2 - 2);
}

TEST(WheelB7, A_AnEmptyDefenseZoneLeavesTheAttackZoneAndThePlayer) {
  Table t = BattleTable();
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kB, 2), "AZ2");
  t.Place(Id(kA, 1), "AZ1");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), kA}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).life, 19);
}

TEST(WheelB7, B_ADefendedPlayerIsAttackedOnlyThroughTheDefenseZone) {
  Table t = BattleTable({}, {F(), F(), kFlyer});
  for (int i = 1; i <= 3; ++i) t.Place(Id(kB, i), i == 1 ? "AZ1" : i == 2 ? "AZ2" : "AZ3");
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kA, 3), "AZ2");
  t.Place(Id(kA, 2), "DZ1");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), kA}), ElementsAre("wheel.attack.target"));
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), Id(kA, 1)}), ElementsAre("wheel.attack.target"));
  // L20: Flying flies over the defense zone to the player, not to the attack zone.
  EXPECT_THAT(t.engine().Check(t.state(), kB, Move(Decision(DeclareAttack{Id(kB, 3), kA})))->size(),
              0u);
  EXPECT_EQ(t.engine()
                .Check(t.state(), kB, Move(Decision(DeclareAttack{Id(kB, 3), Id(kA, 3)})))
                ->front()
                .rule,
            Rule::kAttackTarget);
}

TEST(WheelB7, C_W9_OwnDefendersForbidTargetingTheAttackZoneLiteralOrOff) {
  for (const char* value : {"literal", "off"}) {
    Table t = BattleTable({{"ownDefenseRule", value}});
    t.Place(Id(kB, 1), "AZ1");
    t.Place(Id(kB, 2), "DZ1");
    t.Place(Id(kA, 1), "AZ1");
    const std::vector<std::string> codes = t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)});
    if (std::string(value) == "literal") {
      EXPECT_THAT(codes, ElementsAre("wheel.attack.own-defense"));
    } else {
      EXPECT_THAT(codes, IsEmpty());
    }
  }
}

TEST(WheelB7, DamageIsMutualMarkedUntilTheEndOfTurnAndDestroysAtDefense_W12) {
  Table t = BattleTable({}, {kFootman, kFootman});
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kB, 2), "AZ2");
  t.Place(Id(kA, 1), "AZ1");  // A filler: attack 1, defense 1.
  t.Place(Id(kA, 10), "AZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 1);  // 2 defense: it survives, marked.
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kAttack);
  EXPECT_EQ(t.state().wait, Wait::kAction);  // Back to the action phase.
  t.ToActionOf(kA);
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 0);  // §七.4: cleared.
}

// B's turn 2: A's two Guardians A01, A02 and fillers A10, A11 are placed by the test, B's
// 赤焰步兵 B01 and 苍鹰骑手 B02 are in its attack zone.
Table GuardTable() {
  Table t({kGuardian, kGuardian}, {kFootman, kFlyer, kGuardian});
  t.ToActionOf(kB);
  t.Place(Id(kB, 1), "AZ1");
  t.Place(Id(kB, 2), "AZ2");
  return t;
}

TEST(WheelB7, L26_GuardTakesTheOpponentsAttackOnItself) {
  Table t = GuardTable();
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kA, 10), "AZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), kA}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kGuard);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Do(kA, Guard{Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).life, 20);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 2);  // 青铜卫士: defense 3.
  EXPECT_EQ(t.state().Card(Id(kB, 1)).damage, 1);
  EXPECT_EQ(t.state().wait, Wait::kAction);
  // Passing lets the attack through.
  t.Place(Id(kB, 10), "AZ3");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 10), kA}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).life, 19);
}

TEST(WheelB7, L26_GuardWorksAgainstFlying) {
  Table t = GuardTable();
  t.Place(Id(kA, 1), "DZ1");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), kA}), IsEmpty());  // Flying over the defense.
  EXPECT_THAT(t.Do(kA, Guard{Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).life, 20);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 2);
}

TEST(WheelB7, L26_GuardOnTheOwnTurnIsFlaggedAndDoesNothing) {
  Table t = GuardTable();
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kB, 3), "AZ3");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), kA}), IsEmpty());
  EXPECT_THAT(t.Do(kB, Guard{Id(kB, 3)}), ElementsAre("wheel.guard.own-turn"));
  EXPECT_EQ(t.state().wait, Wait::kGuard);
  EXPECT_EQ(t.state().combat.target, std::nullopt);
}

TEST(WheelB7, L26_AGuardThatCouldNotHaveBeenTheTargetOrWithoutGuardIsFlagged) {
  Table t = GuardTable();
  t.Place(Id(kA, 1), "DZ1");   // May guard.
  t.Place(Id(kA, 2), "AZ1");   // Behind a defense zone with cards: no target.
  t.Place(Id(kA, 10), "DZ2");  // No Guard.
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 10)}), IsEmpty());
  EXPECT_THAT(t.engine().Check(t.state(), kA, Move(Decision(Guard{Id(kA, 2)})))->front().rule,
              Rule::kGuardNotTarget);
  t.Place(Id(kA, 11), "DZ3");  // Could be the target, but has no Guard.
  EXPECT_THAT(t.engine().Check(t.state(), kA, Move(Decision(Guard{Id(kA, 11)})))->front().rule,
              Rule::kGuardWithout);
  EXPECT_THAT(t.Refused(kA, Guard{Id(kA, 10)}), ::testing::HasSubstr("is the attack's target"));
  EXPECT_THAT(t.Do(kA, Guard{Id(kA, 2)}), ElementsAre("wheel.guard.not-a-target"));
  EXPECT_EQ(t.state().Card(Id(kA, 2)).damage, 2);  // Done as the table did it.
}

TEST(WheelB7, W23_TheGuardWindowOpensOnlyForAFaceUpGuardThatCouldBeTheTarget) {
  Table t = GuardTable();
  t.Place(Id(kA, 1), "AZ1", /*face_down=*/true);  // A face-down card shows no Guard (W-21).
  t.Place(Id(kA, 10), "DZ1");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 1), Id(kA, 10)}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kAction);  // No window: the battle resolved at once.
  EXPECT_FALSE(t.state().combat.active());
  t.Place(Id(kA, 2), "AZ2");  // Behind the defense zone: could not be the target.
  t.Place(Id(kA, 11), "DZ2");
  EXPECT_THAT(t.Do(kB, DeclareAttack{Id(kB, 2), Id(kA, 11)}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kAction);
  EXPECT_THAT(t.Refused(kA, Guard{Id(kA, 2)}), ::testing::HasSubstr("no attack is under way"));
}

TEST(WheelB4, T5_AUnitMovesOnceATurnNotWhenItEnteredNorAfterItAttacked) {
  Table t({F(), kAmbusher}, {F()});
  t.Place(Id(kA, 10), "AZ1");
  t.Place(Id(kA, 11), "AZ2");
  EXPECT_THAT(t.Do(kA, MoveUnit{Id(kA, 10), C("DZ1")}), IsEmpty());
  EXPECT_EQ(t.state().Player(kA).defense[0], Id(kA, 10));
  EXPECT_THAT(t.Do(kA, MoveUnit{Id(kA, 10), C("AZ1")}), ElementsAre("wheel.move.twice"));
  EXPECT_THAT(t.Refused(kA, MoveUnit{Id(kA, 11), C("AZ3")}), ::testing::HasSubstr("other battle"));
  EXPECT_THAT(t.Refused(kA, MoveUnit{Id(kA, 11), C("AZ1")}), ::testing::HasSubstr("other battle"));
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ3")}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_THAT(t.Do(kA, MoveUnit{Id(kA, 1), C("DZ3")}), ElementsAre("wheel.move.entered-this-turn"));
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareAttack{Id(kA, 11), kB}), IsEmpty());
  EXPECT_THAT(t.Do(kA, MoveUnit{Id(kA, 11), C("DZ2")}), ElementsAre("wheel.move.after-attack"));
  t.Place(Id(kB, 1), "AZ1");
  EXPECT_THAT(t.Do(kB, MoveUnit{Id(kB, 1), C("DZ1")}), ElementsAre("wheel.timing"));
  t.Place(Id(kA, 2), "DZ1", /*face_down=*/true);
  EXPECT_THAT(t.Do(kA, MoveUnit{Id(kA, 2), C("AZ2")}), ElementsAre("wheel.ambush.move"));
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
