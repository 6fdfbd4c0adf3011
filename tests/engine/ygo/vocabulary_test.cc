// The card vocabulary of issue 32 as the engine carries it out (docs/cards.md section 13): each
// shape with the real card that needs it, named after the rule it exercises. Tokens on the
// opponent's field, effects on a Synchro/Xyz/Pendulum Summon and on leaving the field, pendulum
// effects, "destroy and both take damage", "monsters with N or more ATK cannot attack", and the
// frame, not the written effects, making an Effect Monster.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/ygo/card_table.h"
#include "engine/ygo/context.h"
#include "engine/ygo/field.h"
#include "engine/ygo/stats.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

const cards::Card& CardOf(const Table& t, const char* code) {
  return t.rules().cards()[*t.rules().cards().Find(code)];
}

// §2.1.2 / Y-31: an "effect" frame is an Effect Monster even when none of its effects can be
// written; an xyz or link frame is one by its trait effect.
TEST(YgoRule2_1_2, TheFrameNotTheWrittenEffectsMakesAnEffectMonster) {
  const std::string text_only =
      R"({"code":"99999001","name":"Text-Only Effect","monster":{"kind":"effect","attribute":)"
      R"("dark","race":"fiend","atk":1000,"level":4}})";
  Table t(TestHeader(Decks{{"99999001", "99999001", "99999001"}, {kDecodeTalker}}, Decks{}),
          SampleSet({text_only}));
  EXPECT_TRUE(IsEffectMonster(CardOf(t, "99999001")));
  EXPECT_TRUE(IsEffectMonster(CardOf(t, kUtopia)));
  EXPECT_FALSE(IsEffectMonster(CardOf(t, kGemKnightPearl))) << "Xyz, not Xyz/Effect";
  EXPECT_FALSE(IsEffectMonster(CardOf(t, kDragonHornHunter))) << "a normal pendulum monster";
  // The issue's case: three of them are Decode Talker's materials ("2+ Effect Monsters").
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.Place(A(3), M(3));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2), A(3)}, Emz(1), Position::kAttack}),
              IsEmpty());
}

TEST(YgoRule2_1_2, AnExtraDeckMonsterWithEffectsButNoEffectFrameIsRefused) {
  const std::string bad =
      R"({"code":"99999002","name":"Xyz Without Frame","monster":{"kind":"xyz","attribute":)"
      R"("dark","race":"fiend","atk":1000,"rank":4,"materials":[{"min":2,"max":2}]},)"
      R"("effects":[{"kind":"ignition","cost":{"detach":1},"actions":[{"draw":{}}]}]})";
  auto card = CardFromJson(bad);
  ASSERT_FALSE(card.ok());
  EXPECT_THAT(card.status().ToString(), ::testing::HasSubstr("add the trait effect"));
}

// Supplement 1: Ojama Trio's tokens are Special Summoned to the opponent's field, under the
// opponent's control, owned by Ojama Trio's owner (L215), and cannot be tributed there for a
// Tribute Summon.
TEST(YgoRuleSupplement1, OjamaTrioSummonsThreeTokensToTheOpponentsField) {
  Table t(TestHeader(Decks{{kOjamaTrio}}, Decks{{kSummonedSkull}}));
  t.Place(A(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), IsEmpty());
  t.BothPass();
  for (uint16_t n = 1; n <= 3; ++n) {
    const CardId id = CardId::Token(Seat::kA, n);
    const CardState& token = t.state().Card(id);
    EXPECT_EQ(token.zone, Zone::kMonster);
    EXPECT_EQ(token.controller, Seat::kB);
    EXPECT_EQ(t.state().Player(Seat::kB).monsters[n - 1], id);
    EXPECT_TRUE(token.defense);
    EXPECT_EQ(t.Atk(id), 0);
    EXPECT_THAT(t.OnBoard(id).marks, Contains("owned by A"));
  }
  EXPECT_TRUE(MonstersOf(t.state(), Seat::kA).empty()) << "A's field holds none";
  EXPECT_EQ(t.state().Player(Seat::kB).summoned_turn, 0u) << "A summoned them, not B";
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kB, NormalSummon{B(1), M(4), {CardId::Token(Seat::kA, 1)}}),
              ElementsAre("ygo.summon.tributes"));
}

// §3.2/P4.2: Messenger of Peace: monsters with 1500 or more ATK cannot declare an attack; the
// attack is flagged, left out of the legal decisions and offered as an illegal one.
TEST(YgoRule3_2_P4_2, MessengerOfPeaceForbidsAttacksOfMonstersWith1500OrMoreAtk) {
  Table t(TestHeader(Decks{{kMessengerOfPeace}}, Decks{{kBlueEyes, kKuriboh}}));
  t.Place(A(1), S(1));
  t.Place(B(1), M(1));
  t.Place(B(2), M(2));
  t.To(Seat::kB, Phase::kBattle);
  t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
  const auto legal = t.rules().LegalDecisions(t.state());
  const tcgjudge::Decision blue_eyes(ygo::Decision(Attack{B(1), std::nullopt}));
  const tcgjudge::Decision kuriboh(ygo::Decision(Attack{B(2), std::nullopt}));
  EXPECT_THAT(legal, Contains(kuriboh));
  EXPECT_THAT(legal, ::testing::Not(Contains(blue_eyes)));
  bool offered = false;
  for (const auto& illegal : t.rules().IllegalDecisions(t.state())) {
    offered = offered || (illegal.decision == blue_eyes && illegal.code == "ygo.attack.forbidden");
  }
  EXPECT_TRUE(offered) << "the bots' injections can try it";
  EXPECT_THAT(t.Do(Seat::kB, Attack{B(1), std::nullopt}), ElementsAre("ygo.attack.forbidden"));
}

// §2.3: Ring of Destruction destroys a face-up monster and both players take damage equal to its
// ATK (Y-34); a target that left the field first is not destroyed, and nobody takes damage.
TEST(YgoRule2_3, RingOfDestructionDestroysAndBothPlayersTakeItsAtk) {
  Table t(TestHeader(Decks{{kRingOfDestruction}}, Decks{{kBlueEyes}}));
  t.Place(A(1), S(1), false, true);
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.Lp(Seat::kA), 5000);
  EXPECT_EQ(t.Lp(Seat::kB), 5000);

  Table u(TestHeader(Decks{{kRingOfDestruction}}, Decks{{kBlueEyes, kCompulsoryEvacuation}}));
  u.Place(A(1), S(1), false, true);
  u.Place(B(1), M(1));
  u.Place(B(2), S(1), false, true);
  u.To(Seat::kA, Phase::kMain1);
  u.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}});
  EXPECT_THAT(u.Do(Seat::kB, Activate{B(2), 0, {}, {B(1)}, {}}), IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.state().Card(B(1)).zone, Zone::kHand) << "returned before the Ring resolved";
  EXPECT_EQ(u.Lp(Seat::kA), 8000);
  EXPECT_EQ(u.Lp(Seat::kB), 8000);
}

// §2.1.6: Number 61: Volcasaurus detaches a material, destroys a face-up monster of the opponent
// and inflicts its original ATK.
TEST(YgoRule2_1_6, VolcasaurusDestroysAndInflictsTheDestroyedMonstersAtk) {
  Table t(TestHeader(Decks{{kGeminiElf, kGeminiElf}, {kVolcasaurus}}, Decks{{kLusterDragon}}));
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  // Levels 4 are not its materials (level 5): placed by hand, as after an earlier Xyz Summon.
  t.Place(A(41), Emz(1));
  Context c(t.mutable_state(), t.rules().cards(), 0);
  AttachMaterial(c, A(1), A(41));
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {B(1)}, Cost{.detach = {A(1)}}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.Lp(Seat::kB), 8000 - 1900);
  EXPECT_EQ(t.Lp(Seat::kA), 8000);
}

// §2.1.5: Junk Warrior, when Synchro Summoned, gains the ATK of its controller's level 2 or lower
// monsters; a Special Summon by another way does not trigger it.
TEST(YgoRule2_1_5, JunkWarriorWhenSynchroSummonedGainsTheAtkOfLevel2OrLowerMonsters) {
  Table t = Duel({kJunkSynchron, kHaneHane, kKuriboh, kManEaterBug}, {}, {kJunkWarrior});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2), true);
  t.Place(A(3), M(3));
  t.Place(A(4), M(4), true);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kAttack}),
              IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger) << "a mandatory trigger";
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.Atk(A(41)), 2300 + 300 + 450) << "Kuriboh and Man-Eater Bug";
}

// §2.1.5: Black Rose Dragon, when Synchro Summoned, may destroy every card on the field.
TEST(YgoRule2_1_5, BlackRoseDragonWhenSynchroSummonedDestroysAllCardsOnTheField) {
  Table t(TestHeader(Decks{{kJunkSynchron, kGeminiElf, kYami}, {kBlackRoseDragon}},
                     Decks{{kBlueEyes, kMirrorForce}}));
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.Place(A(3), Fz());
  t.Place(B(1), M(1));
  t.Place(B(2), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kAttack}),
              IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, {}}), IsEmpty());
  t.BothPass();
  for (CardId id : {A(41), A(3), B(1), B(2)}) {
    EXPECT_NE(t.state().Card(id).zone, Zone::kMonster) << t.OnBoard(id).name;
    EXPECT_TRUE(t.state().Card(id).zone == Zone::kGraveyard ||
                t.state().Card(id).zone == Zone::kExtraDeck);
  }
}

// §5: Stardust Dragon negates an activation that would destroy and destroys that card; an
// activation that destroys nothing does not let it respond.
TEST(YgoRule5, StardustDragonNegatesAnActivationThatWouldDestroy) {
  Table t(TestHeader(Decks{{kGeminiElf}, {kStardustDragon}}, Decks{{kDarkHole, kPotOfGreed}}));
  t.Place(A(41), Emz(1));
  t.Place(A(1), M(1));
  t.To(Seat::kB, Phase::kMain1);
  t.Do(Seat::kB, Activate{B(2), 0, S(1), {}, {}});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, Cost{.tribute = {A(41)}}}),
              Contains("ygo.effect.timing"))
      << "Pot of Greed destroys nothing";
  Table u(TestHeader(Decks{{kGeminiElf}, {kStardustDragon}}, Decks{{kDarkHole}}));
  u.Place(A(41), Emz(1));
  u.Place(A(1), M(1));
  u.To(Seat::kB, Phase::kMain1);
  u.Do(Seat::kB, Activate{B(1), 0, S(1), {}, {}});
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(41), 0, {}, {}, Cost{.tribute = {A(41)}}}), IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.state().Card(B(1)).zone, Zone::kGraveyard) << "negated and destroyed";
  EXPECT_EQ(u.state().Card(A(1)).zone, Zone::kMonster) << "Gemini Elf survives";
  EXPECT_EQ(u.state().Card(A(41)).zone, Zone::kGraveyard) << "tributed as the cost";
}

// §2.1.6: Gachi Gachi Gantetsu: face-up monsters its controller controls gain 200 ATK/DEF per
// material attached to it.
TEST(YgoRule2_1_6, GachiGachiGantetsuGivesAtkAndDefPerMaterial) {
  Table t = Duel({kManEaterBug, kManEaterBug, kLusterDragon}, {}, {kGachiGachiGantetsu});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.Place(A(3), M(3));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kDefense}),
              IsEmpty());
  EXPECT_EQ(t.Atk(A(3)), 1900 + 400);
  EXPECT_EQ(t.Atk(A(41)), 500 + 400);
  EXPECT_EQ(t.OnBoard(A(41)).def, 1800 + 400);
  t.BothPass();
  Context c(t.mutable_state(), t.rules().cards(), 0);
  DetachMaterial(c, A(1));
  EXPECT_EQ(t.Atk(A(3)), 1900 + 200) << "one material left";
}

// §2.1.7: Odd-Eyes Pendulum Dragon doubles the battle damage it inflicts by battling a monster,
// not by a direct attack; in a pendulum zone it spares its controller battle damage from battles
// of his pendulum monsters.
TEST(YgoRule2_1_7, OddEyesDoublesItsBattleDamageAndItsPendulumEffectSparesPendulumBattles) {
  Table t(TestHeader(Decks{{kOddEyesPendulumDragon}}, Decks{{kLusterDragon}}));
  t.Place(A(1), M(1));
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kEnd);
  t.To(Seat::kA, Phase::kBattle);
  t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
  t.Do(Seat::kA, Attack{A(1), B(1)});
  t.PassUntil([](const State& s) { return !s.combat.active(); });
  EXPECT_EQ(t.Lp(Seat::kB), 8000 - 2 * (2500 - 1900));
  t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle || s.over; });

  Table u(TestHeader(Decks{{kOddEyesPendulumDragon, kFlashKnight}}, Decks{{kBlueEyes}}));
  u.Place(A(1), S(1));
  u.Place(A(2), M(1));
  u.Place(B(1), M(1));
  u.To(Seat::kB, Phase::kBattle);
  u.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
  u.Do(Seat::kB, Attack{B(1), A(2)});
  u.PassUntil([](const State& s) { return !s.combat.active(); });
  EXPECT_EQ(u.state().Card(A(2)).zone, Zone::kExtraDeck) << "destroyed by battle";
  EXPECT_EQ(u.Lp(Seat::kA), 8000) << "no battle damage: Flash Knight is a pendulum monster";
}

// §2.1.7 2.: the Pendulum magicians' scales (Stargazer 1, Timegazer 8) hold only while the other
// pendulum zone holds a "Magician" or "Odd-Eyes" card, and become 4 otherwise; the levels a
// Pendulum Summon brings are between the scales as they are now.
TEST(YgoRule2_1_7, TheMagiciansScalesBecome4WithoutAMagicianOrOddEyesInTheOtherZone) {
  Table t(TestHeader(
      Decks{{kStargazerMagician, kTimegazerMagician, kLusterDragon, kBlueEyes, kFlashKnight}},
      Decks{}));
  t.Place(A(1), S(1));
  t.Place(A(2), S(5));
  Context c(t.mutable_state(), t.rules().cards(), 0);
  EXPECT_EQ(Scale(c, A(1)), 1) << "Timegazer is a Magician card";
  EXPECT_EQ(Scale(c, A(2)), 8);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack}}}), IsEmpty())
      << "level 4 between 1 and 8";

  Table u(TestHeader(Decks{{kStargazerMagician, kFlashKnight, kLusterDragon, kSummonedSkull}},
                     Decks{}));
  u.Place(A(1), S(1));
  u.Place(A(2), S(5));
  Context d(u.mutable_state(), u.rules().cards(), 0);
  EXPECT_EQ(Scale(d, A(1)), 4) << "Flash Knight is neither a Magician nor an Odd-Eyes card";
  EXPECT_EQ(Scale(d, A(2)), 7);
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack}}}),
              ElementsAre("ygo.pendulum.level"))
      << "level 4 is not between 4 and 7";

  Table v(TestHeader(Decks{{kTimegazerMagician, kOddEyesPendulumDragon}}, Decks{}));
  v.Place(A(1), S(5));
  Context e(v.mutable_state(), v.rules().cards(), 0);
  EXPECT_EQ(Scale(e, A(1)), 4) << "alone";
  v.Place(A(2), S(1));
  EXPECT_EQ(Scale(e, A(1)), 8) << "beside Odd-Eyes Pendulum Dragon";
  EXPECT_EQ(Scale(e, A(2)), 4) << "Odd-Eyes keeps its printed 4";
  v.Place(A(2), M(1));
  EXPECT_EQ(Scale(e, A(1)), 4) << "an Odd-Eyes monster in a monster zone is not in the other zone";
}

// §2.1.7 1.: while a pendulum monster of Stargazer's and Timegazer's controller attacks or is
// attacked, until the end of the damage step, the opponent cannot activate spell cards
// (Stargazer) or trap cards (Timegazer): such an activation is left out of the legal decisions,
// offered as an illegal one and flagged `ygo.activate.forbidden`; a battle of a monster that is
// not a pendulum monster locks nothing.
TEST(YgoRule2_1_7, TheMagiciansForbidSpellsAndTrapsWhileTheirPendulumMonstersBattle) {
  auto battle = [](int attacker) {
    Table t(TestHeader(Decks{{kStargazerMagician, kTimegazerMagician, kFlashKnight, kLusterDragon}},
                       Decks{{kMirrorForce, kRushRecklessly, kLusterDragon}}));
    t.Place(A(1), S(1));
    t.Place(A(2), S(5));
    t.Place(A(3), M(1));
    t.Place(A(4), M(2));
    t.Place(B(1), S(1), false, true);
    t.Place(B(2), S(2), false, true);
    t.Place(B(3), M(1));
    t.To(Seat::kB, Phase::kEnd);
    t.To(Seat::kA, Phase::kBattle);
    t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
    EXPECT_THAT(t.Do(Seat::kA, Attack{A(attacker), B(3)}), IsEmpty());
    t.PassUntil([](const State& s) { return s.waiting_for == Seat::kB; });
    return t;
  };
  const Activate mirror_force{B(1), 0, {}, {}, {}};
  const Activate rush_recklessly{B(2), 0, {}, {B(3)}, {}};
  Table t = battle(3);  // Flash Knight, a pendulum monster.
  const auto legal = t.rules().LegalDecisions(t.state());
  EXPECT_THAT(legal, ::testing::Not(Contains(tcgjudge::Decision(ygo::Decision(mirror_force)))));
  bool offered = false;
  for (const auto& illegal : t.rules().IllegalDecisions(t.state())) {
    offered = offered || (illegal.decision == tcgjudge::Decision(ygo::Decision(mirror_force)) &&
                          illegal.code == "ygo.activate.forbidden");
  }
  EXPECT_TRUE(offered) << "the bots' injections can try it";
  EXPECT_THAT(t.Do(Seat::kB, mirror_force), ElementsAre("ygo.activate.forbidden"));
  Table spell = battle(3);
  EXPECT_THAT(spell.Do(Seat::kB, rush_recklessly), ElementsAre("ygo.activate.forbidden"));

  Table u = battle(4);  // Luster Dragon, a normal monster.
  EXPECT_THAT(u.rules().LegalDecisions(u.state()),
              Contains(tcgjudge::Decision(ygo::Decision(mirror_force))));
  EXPECT_THAT(u.Do(Seat::kB, mirror_force), IsEmpty());
}

// Colossal Fighter: 100 ATK per Warrior in the graveyards; destroyed by battle, it may revive a
// Warrior from either graveyard.
TEST(YgoRule2_1_5, ColossalFighterCountsWarriorsInTheGraveyardsAndRevivesOne) {
  Table t(TestHeader(Decks{{kCelticGuardian}, {kColossalFighter}}, Decks{{kBattleOx, kBlueEyes}}));
  t.Place(A(41), Emz(1));
  t.ToGraveyard(A(1));
  t.ToGraveyard(B(1));
  EXPECT_EQ(t.Atk(A(41)), 2900) << "Celtic Guardian; Battle Ox is a Beast-Warrior";
  t.Place(B(2), M(1));
  t.To(Seat::kB, Phase::kBattle);
  t.PassUntil([](const State& s) { return s.turn.step == BattleStep::kBattle; });
  t.Do(Seat::kB, Attack{B(2), A(41)});
  t.PassUntil([](const State& s) { return s.wait == Wait::kTrigger; });
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 1, {}, {A(1)}, {}}), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(1), {}, M(1), Position::kDefense}), IsEmpty());
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kMonster);
}

// Y-32: an effect on leaving the field ("if this card leaves the field") triggers when the card
// is destroyed, sent to the graveyard, banished or returned to the hand from the field; the
// Pendulum and Xyz Summons trigger their own "when ... Summoned" effects.
TEST(YgoRule2_1_2, LeavingTheFieldAndPendulumAndXyzSummonsTriggerTheirEffects) {
  const std::string leaves =
      R"({"code":"99999003","name":"Leaving Test","monster":{"kind":"effect","attribute":)"
      R"("dark","race":"fiend","atk":1000,"level":4},"effects":[{"kind":"trigger","events":)"
      R"(["leftField"],"subject":{"self":true},"wording":"if","actions":[{"draw":{}}]}]})";
  const std::string pendulum =
      R"({"code":"99999004","name":"Pendulum Test","monster":{"kind":"effect","traits":)"
      R"(["pendulum"],"attribute":"dark","race":"fiend","atk":1000,"level":4,"scale":1},)"
      R"("effects":[{"kind":"trigger","events":["pendulumSummoned"],"subject":{"self":true},)"
      R"("actions":[{"damage":{"amount":100}}]}]})";
  const std::string xyz =
      R"({"code":"99999005","name":"Xyz Test","monster":{"kind":"xyz","traits":["effect"],)"
      R"("attribute":"dark","race":"fiend","atk":1000,"rank":4,"materials":[{"min":2,"max":2}]},)"
      R"("effects":[{"kind":"trigger","events":["xyzSummoned"],"subject":{"self":true},)"
      R"("actions":[{"damage":{"amount":300}}]}]})";
  const CardSet set = SampleSet({leaves, pendulum, xyz});
  Table t(TestHeader(Decks{{"99999003"}}, Decks{{kCompulsoryEvacuation}}), set);
  t.Place(A(1), M(1));
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, PassPriority{});
  t.Do(Seat::kB, Activate{B(1), 0, {}, {A(1)}, {}});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kHand);
  ASSERT_EQ(t.state().wait, Wait::kTrigger) << "returned to the hand: it left the field";

  Table u(TestHeader(Decks{{kFlashKnight, kDragonHornHunter, "99999004"}}, Decks{}), set);
  u.Place(A(1), S(1));  // Scale 7.
  u.Place(A(2), S(5));  // Scale 3.
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack}}}),
              IsEmpty());
  u.BothPass();
  ASSERT_EQ(u.state().wait, Wait::kTrigger);
  u.Do(Seat::kA, Activate{A(3), 0, {}, {}, {}});
  u.BothPass();
  EXPECT_EQ(u.Lp(Seat::kB), 7900);

  Table v(TestHeader(Decks{{kLusterDragon, kGeminiElf}, {"99999005"}}, Decks{}), set);
  v.Place(A(1), M(1));
  v.Place(A(2), M(2));
  v.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(v.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kAttack}),
              IsEmpty());
  v.BothPass();
  ASSERT_EQ(v.state().wait, Wait::kTrigger);
  v.Do(Seat::kA, Activate{A(41), 0, {}, {}, {}});
  v.BothPass();
  EXPECT_EQ(v.Lp(Seat::kB), 7700);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
