// The sample set's effects as the engine carries them out (docs/cards.md section 13): each card's
// real effect, with the rules of §2.1.2 (effect kinds), §5 and the rulings they rest on.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(YgoRule2_1_2, AFlipEffectActivatesWhenTheMonsterIsFlipSummoned) {
  Table t = Duel({kManEaterBug}, {kBlueEyes});
  t.Place(A(1), M(1), true, true);
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, FlipSummon{A(1)});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, {}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard);
}

TEST(YgoRule2_1_2, AnOptionalWhenTriggerOfANormalSummonSpecialSummonsWithEffectsNegated) {
  // Junk Synchron brings back Man-Eater Bug (level 2) in DEF position, its effects negated.
  Table t = Duel({kJunkSynchron, kManEaterBug});
  t.ToGraveyard(A(2));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, NormalSummon{A(1), M(1), {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(2), {}, M(2), Position::kAttack}),
              ElementsAre("ygo.effect.answer"))
      << "in DEF position, says Junk Synchron";
  EXPECT_TRUE(t.state().Card(A(2)).negated);
  EXPECT_THAT(t.OnBoard(A(2)).marks, ::testing::Contains("effects negated"));
}

TEST(YgoRule2_1_2, AHandQuickEffectInTheOpponentsMainPhaseNegatesAnEffectMonster) {
  // Effect Veiler on Decode Talker: its ATK gain stops until the end of the turn.
  Table t = Duel({kEffectVeiler}, {kLusterDragon}, {});
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {B(1)}, Cost{.send_to_graveyard = {A(1)}}}),
              ElementsAre("ygo.priority.not-holder", "ygo.target.illegal"))
      << "without priority, and a normal monster is no Effect Monster";
  Table u(TestHeader(Decks{{kEffectVeiler}}, Decks{{kSangan, kPeten}, {kDecodeTalker}}));
  u.Place(B(41), Emz(1));
  u.Place(B(1), M(2));  // Decode Talker (EMZ2 from B's side is A's EMZ1... B's EMZ1) points down.
  u.To(Seat::kB, Phase::kMain1);
  const int32_t before = u.Atk(B(41));
  u.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, {}, {B(41)}, Cost{.send_to_graveyard = {A(1)}}}),
              IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.Atk(B(41)), 2300) << "negated: no gain (it was " << before << ")";
  // Y-2: used again from the graveyard, it goes on the chain from there, flagged; the cost cannot
  // take it from there and it stays where it is.
  const auto again =
      u.Do(Seat::kA, Activate{A(1), 0, {}, {B(41)}, Cost{.send_to_graveyard = {A(1)}}});
  EXPECT_THAT(again, ::testing::Contains("ygo.cost.wrong"));
  EXPECT_THAT(again, ::testing::Contains("ygo.effect.location"));
  EXPECT_EQ(u.state().Card(A(1)).zone, Zone::kGraveyard);
}

// §2.1.2 L108: a continuous effect applies while its card is face-up; it is never activated, and
// an activation of one (a pendulum scale's) is flagged, in every phase and by either player.
TEST(YgoRule2_1_2, AContinuousEffectIsNeverActivated) {
  Table t = Duel({kDragonHornHunter}, {kDragonHornHunter});
  t.Place(A(1), S(1));
  t.Place(B(1), S(5));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {}, {}}), ElementsAre("ygo.effect.timing"));
  t.To(Seat::kA, Phase::kMain2);
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, {}}),
              ::testing::Contains("ygo.effect.timing"));
}

TEST(YgoRule2_1_8, DecodeTalkerGainsAtkForEveryMonsterItPointsTo) {
  // B's Decode Talker in the EMZ above B's M2 (arrows top, bottom-left, bottom-right from B's
  // view): it points to B's M1 and M3... counted on the field of the duel.
  Table t(TestHeader(Decks{}, Decks{{kSangan, kPeten}, {kDecodeTalker}}));
  t.Place(B(41), Emz(2));
  EXPECT_EQ(t.Atk(B(41)), 2300);
  t.Place(B(1), M(1));
  t.Place(B(2), M(3));
  const std::vector<CardId> linked = {B(1), B(2)};
  Context c(t.mutable_state(), t.rules().cards(), 0);
  EXPECT_EQ(LinkedMonsters(c, B(41)).size(), 2u);
  EXPECT_EQ(t.Atk(B(41)), 3300);
}

TEST(YgoRule2_1_2, LinkuribohAnswersAnAttackAndCallOfTheHauntedBindsItsMonster) {
  Table t(TestHeader(Decks{{kCallOfTheHaunted, kDarkMagician}, {kLinkuriboh}},
                     Decks{{kBlueEyes, kTyphoon}}));
  t.Place(A(41), Emz(1));
  t.Place(A(1), S(1), false, true);
  t.ToGraveyard(A(2));
  t.Place(B(1), M(1));
  t.Place(B(2), S(1), false, true);
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), A(41)});
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, Cost{.tribute = {A(41)}}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.Atk(B(1)), 0) << "until the end of the turn";
  t.Do(Seat::kB, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}}), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  t.Do(Seat::kA, SpecialSummon{A(2), {}, M(1), Position::kAttack});
  EXPECT_EQ(t.state().Card(A(1)).bound_to, A(2));
  t.PassUntil([](const State& s) { return s.turn.phase == Phase::kMain2; });
  t.Do(Seat::kB, Activate{B(2), 0, {}, {A(1)}, {}});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard) << "Y-17: its monster is destroyed";
}

TEST(YgoRule2_1_2, SanganSearchesOncePerTurnAndTheDeckIsShuffled) {
  Table t = Duel({kDarkHole}, {kSangan, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon,
                               kLusterDragon, kKuriboh});
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  t.Do(Seat::kB, Activate{B(1), 0, {}, {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_THAT(t.Do(Seat::kB, ChooseCards{{B(20)}}), ElementsAre("ygo.effect.answer"))
      << "Luster Dragon has 1900 ATK";
  EXPECT_EQ(t.state().wait, Wait::kShuffle) << "Y-16";
  auto pending = t.rules().PendingOf(t.state());
  ASSERT_TRUE(std::holds_alternative<FactPoint>(pending));
  EXPECT_EQ(std::get<FactPoint>(pending).seat, Seat::kB);
}

TEST(YgoRule2_1_2, PetenFromTheGraveyardSummonsAnotherPetenFromTheDeck) {
  Table t = Duel({kDarkHole}, {kPeten, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon,
                               kLusterDragon, kPeten});
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.banish = {B(1)}}}), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kB, SpecialSummon{B(7), {}, M(2), Position::kDefense}), IsEmpty());
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kBanished);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kMonster);
}

TEST(YgoRule2_2, ScapegoatForbidsOtherSummonsThatTurn) {
  Table t = Duel({kScapegoat, kLusterDragon});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(2), M(5), {}}), ElementsAre("ygo.summon.locked"));
  Table u = Duel({kLusterDragon, kScapegoat});
  u.To(Seat::kA, Phase::kMain1);
  u.Do(Seat::kA, NormalSummon{A(1), M(1), {}});
  u.BothPass();
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(2), 0, S(1), {}, {}}), ElementsAre("ygo.effect.condition"))
      << "not after a summon";
}

TEST(YgoRule2_1_8, LinkSpiderSummonsANormalMonsterToAZoneItPointsTo) {
  Table t = Duel({kLusterDragon, kGeminiElf}, {}, {kLinkSpider});
  t.Place(A(41), Emz(1));  // Points to A's M2.
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(41), 0, {}, {}, {}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(1), {}, M(3), Position::kAttack}),
              ElementsAre("ygo.effect.answer"));
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(41), 0, {}, {}, {}}),
              ElementsAre("ygo.effect.once-per-turn"));
}

TEST(YgoRule5, SolemnJudgmentNegatesATrapActivation) {
  Table t(TestHeader(Decks{{kCallOfTheHaunted, kLusterDragon}}, Decks{{kSolemnJudgment}}));
  t.Place(A(1), S(1), false, true);
  t.ToGraveyard(A(2));
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kB, Phase::kMain1);
  t.Do(Seat::kB, PassPriority{});
  t.Do(Seat::kA, Activate{A(1), 0, {}, {A(2)}, {}});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.life_points = 4000}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard) << "negated: nothing summoned";
}

TEST(YgoRule5, DecodeTalkerNegatesAnActivationThatTargetsItsControllersCard) {
  Table t(TestHeader(Decks{{kBookOfMoon}}, Decks{{kSangan, kPeten}, {kDecodeTalker}}));
  t.Place(B(41), Emz(2));
  t.Place(B(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {B(41)}, {}});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(41), 1, {}, {}, Cost{.tribute = {B(1)}}}), IsEmpty());
  t.BothPass();
  EXPECT_FALSE(t.state().Card(B(41)).face_down) << "Book of Moon was negated";
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
