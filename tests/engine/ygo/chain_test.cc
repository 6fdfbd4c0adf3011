// §5 spell speed and the chain, §2.2 spells, §2.3 traps, triggered effects and missed timing.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(YgoRule2_2, ANormalSpellIsActivatedOnlyInItsControllersMainPhase) {
  Table t = Duel({kDarkHole}, {kRaigeki});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}}),
              ElementsAre("ygo.spell.not-main-phase"))
      << "the standby phase";
  Table u = Duel({}, {kRaigeki});
  u.To(Seat::kA, Phase::kMain1);
  u.Do(Seat::kA, PassPriority{});  // B's window at the end of A's main phase 1.
  EXPECT_THAT(u.Do(Seat::kB, Activate{B(1), 0, S(1), {}, {}}),
              ElementsAre("ygo.spell.not-main-phase"))
      << "the opponent's turn";
}

TEST(YgoRule2_2, AQuickPlaySpellFromTheHandOnlyInItsOwnTurnAndSetNotInTheTurnSet) {
  Table t = Duel({kLusterDragon}, {kBookOfMoon});
  t.Place(A(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, S(1), {A(1)}, {}}),
              ElementsAre("ygo.spell.quick-play-from-hand"))
      << "Y-10";
  Table u = Duel({kLusterDragon, kBookOfMoon});
  u.Place(A(1), M(1));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SetSpellTrap{A(2), S(2)}), IsEmpty());
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(2), 0, {}, {A(1)}, {}}),
              ElementsAre("ygo.spell.quick-play-set-this-turn"));
}

TEST(YgoRule2_3, ATrapIsSetFirstAndActivatedOnlyAfterTheTurnItWasSet) {
  Table t = Duel({kCallOfTheHaunted, kCallOfTheHaunted, kLusterDragon});
  t.ToGraveyard(A(3));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(3)}, {}}),
              ElementsAre("ygo.trap.from-hand"));
  Table u = Duel({kCallOfTheHaunted, kLusterDragon});
  u.ToGraveyard(A(2));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SetSpellTrap{A(1), S(1)}), IsEmpty());
  EXPECT_TRUE(u.state().Card(A(1)).face_down);
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}),
              ElementsAre("ygo.trap.set-this-turn"));
  Table v = Duel({kCallOfTheHaunted, kLusterDragon});
  v.ToGraveyard(A(2));
  v.To(Seat::kA, Phase::kMain1);
  v.Do(Seat::kA, SetSpellTrap{A(1), S(1)});
  v.To(Seat::kB, Phase::kMain1);
  v.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(v.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), IsEmpty())
      << "§2.3: on either player's turn after the turn it was set";
  v.BothPass();
  EXPECT_EQ(v.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(v.Do(Seat::kA, SpecialSummon{A(2), {}, M(1), Position::kAttack}), IsEmpty());
  EXPECT_EQ(v.state().Card(A(1)).zone, Zone::kSpellTrap) << "a continuous trap stays";
}

TEST(YgoRule5, SpellSpeedOneCannotBeChainedAndAChainLinkIsAsFastAsTheOneBelow) {
  Table t = Duel({kBookOfMoon, kRaigeki, kLusterDragon}, {kMagicJammer, kLusterDragon});
  t.Place(A(3), M(1));
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(3)}, {}});  // Quick-play: spell speed 2.
  t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(2), 0, S(2), {}, {}}), ElementsAre("ygo.chain.spell-speed"))
      << "Raigeki, spell speed 1, as chain link 2";
  Table u = Duel({kBookOfMoon, kLusterDragon}, {kMagicJammer, kLusterDragon, kBookOfMoon});
  u.Place(A(2), M(1));
  u.Place(B(1), S(1), false, true);
  u.Place(B(3), S(2), false, true);
  u.To(Seat::kA, Phase::kMain1);
  u.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}});
  EXPECT_THAT(u.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.discard = {B(2)}}}), IsEmpty())
      << "a counter trap (3) on a quick-play spell (2)";
  u.Do(Seat::kA, PassPriority{});
  EXPECT_THAT(u.Do(Seat::kB, Activate{B(3), 0, {}, {A(2)}, {}}),
              ElementsAre("ygo.chain.spell-speed"))
      << "spell speed 2 on a counter trap";
}

TEST(YgoRule5, TheChainResolvesLastLinkFirst) {
  // A: Book of Moon on B's monster; B chains Rush Recklessly on it (+700), then it turns face-down.
  Table t = Duel({kBookOfMoon}, {kRushRecklessly, kLusterDragon});
  t.Place(B(2), M(1));
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {B(2)}, {}});
  t.Do(Seat::kB, Activate{B(1), 0, {}, {B(2)}, {}});
  EXPECT_EQ(t.state().chain.links.size(), 2u);
  t.BothPass();
  EXPECT_TRUE(t.state().chain.links.empty());
  EXPECT_TRUE(t.state().Card(B(2)).face_down) << "link 1 resolved last";
  EXPECT_EQ(t.state().stat_changes.size(), 1u) << "link 2 resolved first (+700, now face-down)";
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "the turn player holds priority after a chain";
}

TEST(YgoRule5, ACounterTrapNegatesASpellActivationAndDestroysIt) {
  Table t = Duel({kRaigeki}, {kMagicJammer, kLusterDragon, kGeminiElf});
  t.Place(B(1), S(1), false, true);
  t.Place(B(3), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.discard = {B(2)}}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(3)).zone, Zone::kMonster) << "Raigeki was negated";
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(B(2)).zone, Zone::kGraveyard) << "the discarded cost";
}

TEST(YgoRule5, ACostOrATargetOtherThanTheCardSaysIsFlagged) {
  Table t = Duel({kRaigeki}, {kSolemnJudgment});
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, {}}), ElementsAre("ygo.cost.wrong"))
      << "Solemn Judgment without half the LP";
  Table u = Duel({kTyphoon, kLusterDragon});
  u.Place(A(2), M(1));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}}),
              ElementsAre("ygo.target.illegal"))
      << "Mystical Space Typhoon on a monster";
}

TEST(YgoRule5, AnEffectRespondingToAnEventOnlyWhileItIsTheLastThingThatHappened) {
  // Trap Hole: "when your opponent Normal Summons": after the summon, not after something else.
  Table t = Duel({}, {kLusterDragon, kTrapHole});
  t.Place(B(2), S(1), false, true);
  t.To(Seat::kB, Phase::kMain1);
  t.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  t.BothPass();  // The summon succeeds (Y-8).
  t.Do(Seat::kB, PassPriority{});
  Table u = Duel({kTrapHole}, {kLusterDragon});
  u.Place(A(1), S(1), false, true);
  u.To(Seat::kB, Phase::kMain1);
  u.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  u.BothPass();
  u.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.state().Card(B(1)).zone, Zone::kGraveyard);
  Table v = Duel({kTrapHole}, {kLusterDragon});
  v.Place(A(1), S(1), false, true);
  v.To(Seat::kB, Phase::kMain1);
  v.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  v.BothPass();
  v.Do(Seat::kB, ChangePosition{B(1)});  // Something else happened (flagged: summoned this turn).
  v.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(v.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}),
              ElementsAre("ygo.effect.timing", "ygo.target.illegal"))
      << "its event is gone, and with it the monster it may target";
}

TEST(YgoRule2_3, TrapHoleOnAnIllegalTargetSaysWhichCardWasChosen) {
  // Issue 32: the message named "0 were chosen" though one card was; it names the card chosen.
  Table t = Duel({kTrapHole, kLusterDragon}, {kLusterDragon});
  t.Place(A(1), S(1), false, true);
  t.Place(A(2), M(1));
  t.To(Seat::kB, Phase::kMain1);
  t.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  t.BothPass();
  t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), ElementsAre("ygo.target.illegal"));
  const std::string message = t.violations().back().message;
  EXPECT_NE(message.find("A02 Luster Dragon is not one"), std::string::npos) << message;
  EXPECT_EQ(message.find("0 were chosen"), std::string::npos) << message;
}

TEST(YgoRule2_1_2, TriggersOfBothPlayersGoOnOneChainTurnPlayersMandatoryFirst) {
  // A's Dark Hole destroys A's Black Pendant's monster and B's Sangan: Black Pendant (A, "if",
  // mandatory) and Sangan (B, mandatory) trigger together (Y-7).
  Table t = Duel({kDarkHole, kLusterDragon, kBlackPendant},
                 {kSangan, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon,
                  kLusterDragon, kKuriboh});
  t.Place(A(2), M(1));
  t.Place(A(3), S(1));
  t.mutable_state().Card(A(3)).attached_to = A(2);
  t.mutable_state().Card(A(3)).attached_object = t.state().Card(A(2)).object;
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(2), {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "the turn player's mandatory trigger first";
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(3), 2, {}, {}, {}}), IsEmpty());
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, {}}), IsEmpty());
  ASSERT_EQ(t.state().chain.links.size(), 2u) << "spell speed 1 triggers as links 1 and 2";
  t.BothPass();
  EXPECT_EQ(t.state().wait, Wait::kEffectChoice) << "Sangan (link 2) searches first";
  EXPECT_THAT(t.Do(Seat::kB, ChooseCards{{B(7)}}), IsEmpty()) << "Kuriboh: ATK 1500 or less";
  t.PassUntil([](const State& s) { return s.wait == Wait::kPriority && s.chain.links.empty(); });
  EXPECT_EQ(t.Lp(Seat::kB), 7500) << "Black Pendant";
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kHand);
}

TEST(YgoRule2_1_2, DecliningAMandatoryTriggerIsFlagged) {
  Table t = Duel({kDarkHole}, {kSangan});
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kB, PassPriority{}), ElementsAre("ygo.trigger.mandatory-skipped"));
}

TEST(YgoRule2_1_2, ATriggerWhoseCardChangedControlBeforeItWasActivatedIsDropped) {
  // A synchro summons Gaia Knight with Junk Synchron and Sangan: Sangan's trigger (A, mandatory)
  // waits for the summon's window to close (Y-7, Y-8). B's Monster Reborn (illegally, in A's
  // turn) takes Sangan to B's field first: A can no longer activate it, so it is dropped and the
  // duel goes on (found by the 100,000-duel soak with injected decisions, seed 29104).
  Table t(TestHeader(Decks{{kJunkSynchron, kSangan}, {kGaiaKnight}}, Decks{{kMonsterReborn}}));
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.To(Seat::kA, Phase::kMain1);
  ASSERT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kAttack}),
              IsEmpty());
  ASSERT_EQ(t.state().chain.triggers.size(), 1u) << "Sangan went from the field to the GY";
  t.Do(Seat::kA, NextPhase{Phase::kEnd});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, S(1), {A(2)}, {}}),
              Contains("ygo.spell.not-main-phase"));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kB, SpecialSummon{A(2), {}, M(1), Position::kAttack}), IsEmpty());
  EXPECT_EQ(t.state().Card(A(2)).controller, Seat::kB);
  EXPECT_TRUE(t.state().chain.triggers.empty());
  EXPECT_NE(t.state().wait, Wait::kTrigger);
  std::vector<tcgjudge::Decision> legal = t.rules().LegalDecisions(t.state());
  std::erase_if(legal,
                [](const tcgjudge::Decision& d) { return std::holds_alternative<Concede>(d); });
  EXPECT_FALSE(legal.empty()) << "a player can do more than concede";
}

TEST(YgoRule5, AWhenEffectMissesItsTimingWhenItsEventWasNotTheLastThing) {
  // Black Luster Ritual tributes Peten (sent to the GY), then Black Luster Soldier is summoned:
  // Peten's "when ... you can" effect misses its timing (§5 卡时点, Y-8).
  Table t = Duel({kBlackLusterRitual, kBlackLusterSoldier, kPeten, kDarkMagician, kPeten});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(2), {A(3), A(4)}, M(1), Position::kAttack}),
              IsEmpty());
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kMonster);
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "no trigger window: Peten missed its timing";
  ASSERT_EQ(t.state().chain.missed.size(), 1u);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(3), 0, {}, {}, Cost{.banish = {A(3)}}}),
              ElementsAre("ygo.trigger.missed-timing"));
}

TEST(YgoRule5, AnIfEffectDoesNotMissItsTiming) {
  // Polymerization's materials include Sangan ("if"): it still triggers after the summon.
  const std::string sangan_fusion =
      R"({"code":"99999907","name":"Test Fusion","monster":{"kind":"fusion","attribute":"dark",)"
      R"("race":"fiend","atk":2000,"level":5,"materials":[{"filter":{"code":"26202165"}},)"
      R"({"filter":{"code":"11091375"}}]}})";
  Table t(TestHeader(Decks{{kPolymerization, kSangan, kLusterDragon}, {"99999907"}}, Decks{}),
          SampleSet({sangan_fusion}));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(2), A(3)}, M(1), Position::kAttack}),
              IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "Sangan left from the hand: not from the field";
  EXPECT_TRUE(t.state().Card(A(41)).properly_summoned);
}

TEST(YgoRule2_2, AFieldSpellAndAnEquipSpellChangeAtkWhileFaceUp) {
  Table t = Duel({kYami, kBlackPendant, kDarkMagician});
  t.Place(A(3), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, Fz(), {}, {}});
  t.BothPass();
  EXPECT_EQ(t.Atk(A(3)), 2700) << "Yami: spellcasters +200";
  t.Do(Seat::kA, Activate{A(2), 0, S(1), {A(3)}, {}});
  t.BothPass();
  EXPECT_EQ(t.Atk(A(3)), 3200) << "Black Pendant +500";
  EXPECT_EQ(t.state().Card(A(2)).attached_to, A(3));
  EXPECT_EQ(t.OnBoard(A(3)).attached, std::vector<CardId>{A(2)});
}

TEST(YgoRule2_1_3, ARitualSummonTributesLevelsAtLeastTheRitualMonsters) {
  Table t = Duel({kBlackLusterRitual, kBlackLusterSoldier, kLusterDragon, kSangan});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(2), {A(3), A(4)}, M(1), Position::kAttack}),
              ElementsAre("ygo.ritual.tributes"))
      << "4 + 3 < 8";
}

TEST(YgoRule2_1_4, AFusionSummonUsesTheFusionMonstersMaterials) {
  Table t = Duel({kPolymerization, kBlueEyes, kBlueEyes, kBlueEyes, kLusterDragon}, {},
                 {kUltimateDragon});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(2), A(3), A(5)}, M(1), Position::kAttack}),
              ElementsAre("ygo.fusion.materials"));
  Table u = Duel({kPolymerization, kBlueEyes, kBlueEyes, kBlueEyes}, {}, {kUltimateDragon});
  u.To(Seat::kA, Phase::kMain1);
  u.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  u.BothPass();
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(41), {A(2), A(3), A(4)}, M(1), Position::kAttack}),
              IsEmpty());
  EXPECT_EQ(u.Atk(A(41)), 4500);
}

TEST(YgoRule2_1_7, PendulumScalesThenASummonOfLevelsBetweenThemOncePerTurn) {
  // Dragon Horn Hunter (3) and Flash Knight (7): levels 4-6.
  Table t = Duel({kDragonHornHunter, kFlashKnight, kLusterDragon, kSummonedSkull, kBlueEyes});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(2), 0, S(5), {}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kSpellTrap) << "a scale stays";
  EXPECT_THAT(t.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack},
                                             Placement{A(4), M(2), Position::kDefense}}}),
              IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(4)).zone, Zone::kMonster);
  EXPECT_THAT(t.Do(Seat::kA, PendulumSummon{{Placement{A(5), M(3), Position::kAttack}}}),
              ElementsAre("ygo.pendulum.second", "ygo.pendulum.level"));
}

TEST(YgoRule2_1_7, APendulumMonsterFromTheFieldGoesToTheExtraDeckFaceUp) {
  Table t = Duel({kDarkHole, kFlashKnight});
  t.Place(A(2), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kExtraDeck);
  EXPECT_FALSE(t.state().Card(A(2)).face_down);
}

TEST(YgoRule2_1_7, ScalesOneApartSummonNothing) {
  const std::string scale4 =
      R"({"code":"99999908","name":"Test Scale Four","monster":{"kind":"normal",)"
      R"("traits":["pendulum"],"attribute":"dark","race":"warrior","atk":100,"level":4,"scale":4}})";
  const std::string scale5 =
      R"({"code":"99999909","name":"Test Scale Five","monster":{"kind":"normal",)"
      R"("traits":["pendulum"],"attribute":"dark","race":"warrior","atk":100,"level":4,"scale":5}})";
  Table t(TestHeader(Decks{{"99999908", "99999909", kLusterDragon}}, Decks{}),
          SampleSet({scale4, scale5}));
  t.Place(A(1), S(1));
  t.Place(A(2), S(5));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack}}}),
              ElementsAre("ygo.pendulum.scales"));
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
