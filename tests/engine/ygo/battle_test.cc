// §3.2/P4 the battle phase and its steps, §3.2/P4.3 the damage step's five timings, §4 battle
// damage, §3.2 卷回 replays.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// B attacks in turn 2 with `attacker` (B's M1) against A's `defender` in M1 (if any).
struct Battle {
  Table t;
  explicit Battle(const std::vector<std::string>& a, const std::vector<std::string>& b,
                  bool defense = false, bool set = false)
      : t(TestHeader(Decks{a, {}}, Decks{b, {}})) {
    if (!a.empty()) t.Place(A(1), M(1), defense, set);
    t.Place(B(1), M(1));
    t.To(Seat::kB, Phase::kBattle);
  }
  std::vector<std::string> Attack(std::optional<CardId> target) {
    return t.Do(Seat::kB, ygo::Attack{B(1), target});
  }
  // Passes through the damage step to the battle step again.
  void Finish() {
    t.PassUntil([](const State& s) {
      return s.wait == Wait::kPriority && !s.combat.active() &&
             s.turn.step == BattleStep::kBattle && s.chain.links.empty();
    });
  }
};

TEST(YgoRule4, AtkAgainstAtkTheLowerIsDestroyedAndItsControllerTakesTheDifference) {
  Battle b({kLusterDragon}, {kBlueEyes});  // 1900 against 3000.
  EXPECT_THAT(b.Attack(A(1)), IsEmpty());
  b.Finish();
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000 - 1100);
  Battle c({kBlueEyes}, {kLusterDragon});
  c.Attack(A(1));
  c.Finish();
  EXPECT_EQ(c.t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(c.t.Lp(Seat::kB), 8000 - 1100);
}

TEST(YgoRule4, EqualAtkDestroysBothWithoutDamageUnlessBothAre0) {
  Battle b({kLusterDragon}, {kLusterDragon});
  b.Attack(A(1));
  b.Finish();
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000);
  EXPECT_EQ(b.t.Lp(Seat::kB), 8000);
  Battle c({kEffectVeiler}, {kEffectVeiler});  // 0 against 0.
  c.Attack(A(1));
  c.Finish();
  EXPECT_EQ(c.t.state().Card(A(1)).zone, Zone::kMonster);
  EXPECT_EQ(c.t.state().Card(B(1)).zone, Zone::kMonster);
}

TEST(YgoRule4, AtkAgainstDefDestroysWithoutDamageOrDamagesTheAttacker) {
  Battle b({kSangan}, {kLusterDragon}, /*defense=*/true);  // 1900 against DEF 600.
  b.Attack(A(1));
  b.Finish();
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000) << "L341: no piercing by rule";
  Battle c({kLusterDragon}, {kSangan}, /*defense=*/true);  // 1000 against DEF 1600.
  c.Attack(A(1));
  c.Finish();
  EXPECT_EQ(c.t.state().Card(A(1)).zone, Zone::kMonster);
  EXPECT_EQ(c.t.state().Card(B(1)).zone, Zone::kMonster);
  EXPECT_EQ(c.t.Lp(Seat::kB), 8000 - 600) << "L343";
  Battle d({kLusterDragon}, {kLusterDragon}, /*defense=*/true);  // 1900 against DEF 1600.
  d.Attack(A(1));
  d.Finish();
  EXPECT_EQ(d.t.state().Card(A(1)).zone, Zone::kGraveyard);
}

TEST(YgoRule4, ADirectAttackOnlyWhenTheOpponentControlsNoMonster) {
  Battle b({}, {kLusterDragon});
  EXPECT_THAT(b.Attack(std::nullopt), IsEmpty());
  b.Finish();
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000 - 1900);
  Battle c({kSangan}, {kLusterDragon});
  EXPECT_THAT(c.Attack(std::nullopt), ElementsAre("ygo.attack.direct"));
  Battle d({}, {kEffectVeiler});
  d.Attack(std::nullopt);
  d.Finish();
  EXPECT_EQ(d.t.Lp(Seat::kA), 8000) << "L347: 0 ATK";
}

TEST(YgoRule3_2_P4, AMonsterAttacksOnceInAtkPositionInTheBattleStep) {
  Battle b({}, {kLusterDragon});
  b.Attack(std::nullopt);
  b.Finish();
  EXPECT_THAT(b.Attack(std::nullopt), ElementsAre("ygo.attack.twice"));
  Table t(TestHeader(Decks{}, Decks{{kLusterDragon}}));
  t.Place(B(1), M(1), /*defense=*/true);
  t.To(Seat::kB, Phase::kBattle);
  EXPECT_THAT(t.Do(Seat::kB, Attack{B(1), std::nullopt}),
              ElementsAre("ygo.attack.defense-position"));
  Table u(TestHeader(Decks{}, Decks{{kLusterDragon}}));
  u.Place(B(1), M(1));
  u.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kB, Attack{B(1), std::nullopt}),
              ElementsAre("ygo.attack.not-battle-step"));
}

TEST(YgoRule3_2_P4_3, MonstersDestroyedByBattleLeaveAtTheEndOfTheDamageStep) {
  Battle b({kLusterDragon}, {kBlueEyes});
  b.Attack(A(1));
  b.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kAfterCalc; });
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kMonster) << "after damage calculation: still there";
  EXPECT_EQ(b.t.Lp(Seat::kA), 6900) << "the damage is dealt at damage calculation";
  b.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kEnd; });
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
}

TEST(YgoRule3_2_P4_3, AFaceDownDefenderIsFlippedBeforeDamageCalculationAndItsFlipEffectAfter) {
  // Man-Eater Bug set; B's Blue-Eyes attacks it: flipped face-up, destroyed, and its flip effect
  // destroys the attacker after damage calculation.
  Battle b({kManEaterBug}, {kBlueEyes}, /*defense=*/true, /*set=*/true);
  b.Attack(A(1));
  b.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kBeforeCalc; });
  EXPECT_FALSE(b.t.state().Card(A(1)).face_down) << "L304";
  EXPECT_TRUE(b.t.state().chain.triggers.empty()) << "its flip effect waits";
  b.t.PassUntil([](const State& s) { return s.wait == Wait::kTrigger; });
  EXPECT_EQ(b.t.state().turn.timing, DamageTiming::kAfterCalc) << "L313";
  EXPECT_THAT(b.t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
  b.Finish();
  EXPECT_EQ(b.t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
}

TEST(YgoRule3_2_P4_3, OnlyCounterTrapsAtkChangesAndDamageCalculationEffectsInTheDamageStep) {
  Battle b({kLusterDragon, kBookOfMoon, kRushRecklessly}, {kBlueEyes});
  b.t.Place(A(2), S(1), false, true);
  b.t.Place(A(3), S(2), false, true);
  b.Attack(A(1));
  b.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kStart; });
  b.t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(b.t.Do(Seat::kA, Activate{A(2), 0, {}, {B(1)}, {}}),
              ElementsAre("ygo.damage-step.not-allowed"))
      << "Book of Moon";
  Battle c({kLusterDragon, kRushRecklessly}, {kSummonedSkull});  // 1900 against 2500.
  c.t.Place(A(2), S(1), false, true);
  c.Attack(A(1));
  c.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kBeforeCalc; });
  c.t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(c.t.Do(Seat::kA, Activate{A(2), 0, {}, {A(1)}, {}}), IsEmpty())
      << "L306: an ATK change up to before damage calculation";
  c.Finish();
  EXPECT_EQ(c.t.state().Card(B(1)).zone, Zone::kGraveyard) << "2600 against 2500";
  EXPECT_EQ(c.t.Lp(Seat::kB), 7900);
}

TEST(YgoRule3_2_P4_3, KuribohDuringDamageCalculationPreventsTheBattleDamage) {
  Battle b({kKuriboh}, {kBlueEyes});
  b.t.mutable_state().Player(Seat::kA).monsters[0] = CardId{};
  b.t.mutable_state().Card(A(1)).zone = Zone::kHand;
  b.t.mutable_state().Player(Seat::kA).hand.push_back(A(1));
  b.Attack(std::nullopt);
  b.t.PassUntil([](const State& s) { return s.turn.timing == DamageTiming::kCalc; });
  b.t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(b.t.Do(Seat::kA, Activate{A(1), 0, {}, {}, Cost{.send_to_graveyard = {A(1)}}}),
              IsEmpty());
  b.Finish();
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000);
}

TEST(YgoRule3_2, AReplayLetsTheAttackerChooseAgainOrGiveUp) {
  // A answers B's attack with Scapegoat: four tokens, the number of A's monsters changed.
  Table t(TestHeader(Decks{{kLusterDragon, kScapegoat}}, Decks{{kBlueEyes}}));
  t.Place(A(1), M(1));
  t.Place(A(2), S(1), false, true);
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), A(1)});
  t.Do(Seat::kB, PassPriority{});
  t.mutable_state().Player(Seat::kA).summoned_turn = 0;
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(2), 0, {}, {}, {}}), IsEmpty());
  t.BothPass();
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kReplay) << "§3.2 卷回";
  EXPECT_THAT(t.Do(Seat::kB, PassPriority{}), IsEmpty()) << "B gives the attack up";
  EXPECT_FALSE(t.state().combat.active());
  EXPECT_THAT(t.Do(Seat::kB, Attack{B(1), A(1)}), ElementsAre("ygo.attack.twice"))
      << "it cannot attack again this battle phase";
  t.To(Seat::kB, Phase::kMain2);
  EXPECT_THAT(t.Do(Seat::kB, ChangePosition{B(1)}), ElementsAre("ygo.position.after-attack"));
}

TEST(YgoRule3_2, AReplayMayNameANewTarget) {
  Table t(TestHeader(Decks{{kLusterDragon, kScapegoat}}, Decks{{kBlueEyes}}));
  t.Place(A(1), M(1));
  t.Place(A(2), S(1), false, true);
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), A(1)});
  t.Do(Seat::kB, PassPriority{});
  t.Do(Seat::kA, Activate{A(2), 0, {}, {}, {}});
  t.BothPass();
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kReplay);
  const CardId sheep = CardId::Token(Seat::kA, 1);
  EXPECT_THAT(t.Do(Seat::kB, Attack{B(1), sheep}), IsEmpty());
  t.PassUntil([](const State& s) { return !s.combat.active() && s.wait == Wait::kPriority; });
  EXPECT_EQ(t.state().Card(sheep).zone, Zone::kGone) << "Supplement 1: a token ceases to exist";
  EXPECT_EQ(t.Lp(Seat::kA), 8000);
}

TEST(YgoRule3_2_P4_2, MirrorForceAnswersAnAttackDeclaration) {
  Table t(TestHeader(Decks{{kMirrorForce}}, Decks{{kBlueEyes, kLusterDragon}}));
  t.Place(A(1), S(1), false, true);
  t.Place(B(1), M(1));
  t.Place(B(2), M(2), /*defense=*/true);
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), std::nullopt});
  t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(B(2)).zone, Zone::kMonster) << "only ATK-position monsters";
  t.BothPass();  // The battle step's window closes.
  EXPECT_FALSE(t.state().combat.active()) << "the attacker left: the attack stops";
  EXPECT_EQ(t.state().turn.step, BattleStep::kBattle) << "no damage step";
}

TEST(YgoRule3_2_P4_2, UtopiaNegatesAnAttackByDetachingAMaterial) {
  Table t(TestHeader(Decks{{kLusterDragon, kGeminiElf}, {kUtopia}}, Decks{{kBlueEyes}}));
  t.Place(A(41), M(1));
  t.mutable_state().Card(A(1)).zone = Zone::kMaterial;
  std::erase(t.mutable_state().Player(Seat::kA).hand, A(1));
  t.mutable_state().Card(A(1)).attached_to = A(41);
  t.mutable_state().Card(A(1)).attached_object = t.state().Card(A(41)).object;
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), A(41)});
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, Cost{.detach = {A(1)}}}), IsEmpty());
  t.BothPass();
  EXPECT_FALSE(t.state().combat.active());
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(B(1)).attacked_turn, 2u) << "the attack was declared";
}

TEST(YgoRule3_2_P4_3, DragonHornHunterSavesBattleDamageOfNormalMonsters) {
  Battle b({kLusterDragon, kDragonHornHunter}, {kBlueEyes});
  b.t.Place(A(2), S(1));
  EXPECT_EQ(b.t.Atk(A(1)), 2100) << "normal monsters +200";
  EXPECT_EQ(b.t.Atk(B(1)), 3200);
  b.Attack(A(1));
  b.Finish();
  EXPECT_EQ(b.t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(b.t.Lp(Seat::kA), 8000);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
