// §2.1 怪兽卡的通用限制: Normal and Tribute Summons, Sets, Flip Summons and battle positions, and
// the Special Summons by rule procedure (§2.1.5 synchro, §2.1.6 xyz, §2.1.8 link) with their
// placement (§1.4.1, Y-11), revive limits and the window in which a summon may be negated (Y-8).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> None() { return {}; }

// A01 as the first main monster zone's card, summoned in an earlier turn.
void ToMain1(Table& t) { t.To(Seat::kA, Phase::kMain1); }

TEST(YgoRule2_1, NormalSummonOncePerTurnIncludingASet) {
  Table t = Duel({kLusterDragon, kGeminiElf, kSangan});
  ToMain1(t);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}), IsEmpty());
  t.BothPass();  // The summon succeeds (Y-8).
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(2), M(2), {}}),
              ElementsAre("ygo.summon.second-normal"));
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, SetMonster{A(3), M(3), {}}), ElementsAre("ygo.summon.second-normal"))
      << "Y-9: a Set is the turn's Normal Summon";
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kMonster) << "applied as the table did it (Y-2)";
}

TEST(YgoRule2_1, TributeSummonNeedsOneTributeForLevel5And6AndTwoFor7AndMore) {
  Table t = Duel({kSummonedSkull, kBlueEyes, kLusterDragon, kGeminiElf, kSangan});
  t.Place(A(3), M(1));
  t.Place(A(4), M(2));
  t.Place(A(5), M(3));
  ToMain1(t);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(4), {}}), ElementsAre("ygo.summon.tributes"))
      << "level 6 with no tribute";
  Table u = Duel({kSummonedSkull, kBlueEyes, kLusterDragon, kGeminiElf, kSangan});
  u.Place(A(3), M(1));
  u.Place(A(4), M(2));
  ToMain1(u);
  EXPECT_THAT(u.Do(Seat::kA, NormalSummon{A(2), M(1), {A(3)}}), ElementsAre("ygo.summon.tributes"))
      << "level 8 with one tribute";
  EXPECT_EQ(u.state().Card(A(3)).zone, Zone::kGraveyard) << "the tribute went as the table did it";
  Table v = Duel({kSummonedSkull, kBlueEyes, kLusterDragon, kGeminiElf, kSangan});
  v.Place(A(3), M(1));
  v.Place(A(4), M(2));
  ToMain1(v);
  EXPECT_THAT(v.Do(Seat::kA, NormalSummon{A(2), M(1), {A(3), A(4)}}), IsEmpty());
  EXPECT_EQ(v.state().Card(A(2)).zone, Zone::kMonster);
  EXPECT_EQ(v.state().Card(A(4)).zone, Zone::kGraveyard);
}

TEST(YgoRule2_1, ATributeMayFreeTheCellTheMonsterGoesTo) {
  Table t = Duel({kSummonedSkull, kLusterDragon});
  t.Place(A(2), M(3));
  ToMain1(t);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(3), {A(2)}}), IsEmpty());
  EXPECT_EQ(t.state().Player(Seat::kA).monsters[2], A(1));
}

TEST(YgoRule2_1_3, RitualFusionSynchroXyzAndLinkMonstersAreNotNormalSummoned) {
  Table t = Duel({kBlackLusterSoldier, kLusterDragon, kGeminiElf});
  t.Place(A(2), M(1));
  t.Place(A(3), M(2));
  ToMain1(t);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(3), {A(2), A(3)}}),
              ElementsAre("ygo.summon.not-normal-summonable"));
}

// Y-2: from the graveyard or the deck alike, the monster is put onto the field and flagged.
TEST(YgoRule2_1, ASummonFromAnotherZoneThanTheHandIsFlagged) {
  Table t = Duel({kLusterDragon, kGeminiElf});
  t.ToGraveyard(A(1));
  ToMain1(t);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}),
              ElementsAre("ygo.summon.not-from-hand"));
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(20), M(2), {}}),
              ElementsAre("ygo.summon.second-normal", "ygo.summon.not-from-hand"));
  EXPECT_EQ(t.state().Card(A(20)).zone, Zone::kMonster);
  EXPECT_EQ(t.Refused(Seat::kA, NormalSummon{A(2), M(1), {}}),
            "cell: M1 holds A01 already: a cell holds one card (§1.4)");
}

TEST(YgoRule3_2_P3, SummonsAreMadeInTheTurnPlayersMainPhaseWithTheChainEmpty) {
  Table t = Duel({kLusterDragon}, {kGeminiElf});
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}),
              ElementsAre("ygo.summon.not-main-phase"))
      << "in the standby phase";
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kB, NormalSummon{B(1), M(1), {}}), ElementsAre("ygo.priority.not-holder"));
}

TEST(YgoRule2_1, FlipSummonNotInTheTurnItWasSetAndThenNoOtherPositionChange) {
  Table t = Duel({kManEaterBug, kLusterDragon});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SetMonster{A(1), M(1), {}}), IsEmpty());
  EXPECT_TRUE(t.state().Card(A(1)).face_down);
  EXPECT_TRUE(t.state().Card(A(1)).defense);
  EXPECT_THAT(t.Do(Seat::kA, FlipSummon{A(1)}), ElementsAre("ygo.summon.flip-same-turn"));
  Table u = Duel({kLusterDragon, kGeminiElf});
  u.Place(A(1), M(1), /*defense=*/true, /*set=*/true);
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, FlipSummon{A(1)}), IsEmpty());
  u.BothPass();
  EXPECT_FALSE(u.state().Card(A(1)).face_down);
  EXPECT_FALSE(u.state().Card(A(1)).defense) << "face-up ATK";
  EXPECT_THAT(u.Do(Seat::kA, ChangePosition{A(1)}), ElementsAre("ygo.position.twice"));
}

TEST(YgoRule2_1, ABattlePositionChangesOncePerTurnNotInTheTurnSummonedNorFaceDown) {
  Table t = Duel({kLusterDragon, kGeminiElf, kSangan});
  t.Place(A(2), M(2));
  t.Place(A(3), M(3), true, true);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, ChangePosition{A(2)}), IsEmpty());
  EXPECT_TRUE(t.state().Card(A(2)).defense);
  EXPECT_THAT(t.Do(Seat::kA, ChangePosition{A(2)}), ElementsAre("ygo.position.twice"));
  EXPECT_THAT(t.Do(Seat::kA, ChangePosition{A(3)}), ElementsAre("ygo.position.face-down"));
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}), IsEmpty());
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, ChangePosition{A(1)}), ElementsAre("ygo.position.summoned-this-turn"));
}

TEST(YgoRule2_1_5, SynchroSummonNeedsATunerAndLevelsSummingToItsLevel) {
  // Gaia Knight (level 6): Junk Synchron (tuner 3) + Sangan (3).
  Table t = Duel({kJunkSynchron, kSangan, kLusterDragon}, {}, {kGaiaKnight});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.Place(A(3), M(3));
  t.To(Seat::kA, Phase::kMain1);
  const CardId gaia = A(41);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{gaia, {A(1), A(3)}, Emz(1), Position::kAttack}),
              ElementsAre("ygo.synchro.materials"))
      << "3 + 4 is not 6";
  Table u = Duel({kJunkSynchron, kSangan, kLusterDragon}, {}, {kGaiaKnight});
  u.Place(A(1), M(1));
  u.Place(A(2), M(2));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{gaia, {A(1), A(2)}, M(1), Position::kDefense}),
              IsEmpty());
  EXPECT_EQ(u.state().Card(gaia).zone, Zone::kMonster) << "Y-11 2020: any main monster zone";
  EXPECT_EQ(u.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_TRUE(u.state().Card(gaia).properly_summoned) << "§2.1 苏生限制 lifted";
  Table v = Duel({kSangan, kLusterDragon}, {}, {kGaiaKnight});
  v.Place(A(1), M(1));
  v.Place(A(2), M(2));
  v.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(v.Do(Seat::kA, SpecialSummon{gaia, {A(1), A(2)}, M(3), Position::kAttack}),
              ElementsAre("ygo.synchro.materials"))
      << "no tuner";
}

TEST(YgoRule2_1_6, XyzMaterialsHaveTheRankAsLevelAndNoTokenIsOne) {
  Table t = Duel({kLusterDragon, kGeminiElf, kSangan}, {}, {kGemKnightPearl});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.Place(A(3), M(3));
  t.To(Seat::kA, Phase::kMain1);
  const CardId pearl = A(41);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{pearl, {A(1), A(3)}, Emz(1), Position::kAttack}),
              ElementsAre("ygo.xyz.materials"))
      << "levels 4 and 3";
  Table u = Duel({kLusterDragon, kGeminiElf}, {}, {kGemKnightPearl});
  u.Place(A(1), M(1));
  u.Place(A(2), M(2));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{pearl, {A(1), A(2)}, Emz(1), Position::kAttack}),
              IsEmpty());
  EXPECT_EQ(u.state().Card(A(1)).zone, Zone::kMaterial) << "§2.1.6: stacked, not on the field";
  EXPECT_EQ(MaterialsOf(u.state(), pearl), (std::vector<CardId>{A(1), A(2)}));
  EXPECT_EQ(u.OnBoard(pearl).attached, (std::vector<CardId>{A(1), A(2)}));
}

TEST(YgoRule2_1_8, LinkMaterialsCountTheirRatingAndALinkMonsterIsNeverInDefense) {
  // Decode Talker (link 3, 2+ effect monsters): Linkuriboh (link 1) and Sangan, Peten: 3.
  Table t = Duel({kSangan, kPeten, kJunkSynchron}, {}, {kDecodeTalker, kLinkuriboh});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, Emz(1), Position::kAttack}),
              ElementsAre("ygo.link.materials"))
      << "2 materials for a link 3";
  Table u = Duel({kSangan, kPeten, kJunkSynchron}, {}, {kDecodeTalker, kLinkuriboh});
  u.Place(A(1), M(1));
  u.Place(A(2), M(2));
  u.Place(A(3), M(3));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2), A(3)}, Emz(1), Position::kDefense}),
              ElementsAre("ygo.link.defense"));
  EXPECT_EQ(u.state().Card(A(41)).zone, Zone::kExtraMonster);
}

TEST(YgoRule2_1_8, ALinkMonsterUsedAsMaterialCountsAsItsRating) {
  // A test link 2 monster (2 monsters; an Effect Monster by its trait, Y-31) as material for
  // Decode Talker with one more: 2 + 1 = 3.
  const std::string link2 =
      R"({"code":"99999902","name":"Test Link Two","monster":{"kind":"link","traits":["effect"],"attribute":"dark",)"
      R"("race":"cyberse","atk":1000,"link":2,"arrows":["left","right"],"materials":[{"min":2,"max":2}]},)"
      R"("effects":[{"kind":"ignition","actions":[{"draw":{}}]}]})";
  Table t(TestHeader(Decks{{kSangan}, {kDecodeTalker, "99999902"}}, Decks{}), SampleSet({link2}));
  t.Place(A(1), M(1));
  t.Place(A(42), Emz(1));
  t.To(Seat::kA, Phase::kMain1);
  t.mutable_state().Player(Seat::kA).monsters[1] = CardId{};
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(42)}, Emz(1), Position::kAttack}),
              IsEmpty());
  EXPECT_EQ(t.state().Card(A(41)).zone, Zone::kExtraMonster);
}

TEST(YgoRule1_4_1_1, AMonsterFromTheExtraDeckUsesOneExtraMonsterZoneAndLinkedZones) {
  // Link Spider (link 1, arrow bottom) in EMZ1 points to A's M2.
  Table t = Duel({kLusterDragon, kGeminiElf, kSangan}, {}, {kLinkSpider, kLinkSpider});
  t.Place(A(1), M(1));
  t.Place(A(2), M(4));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1)}, Emz(1), Position::kAttack}), IsEmpty());
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(42), {A(2)}, Emz(2), Position::kAttack}),
              ElementsAre("ygo.zone.second-emz"))
      << "§1.4.1.1 L44: one extra monster zone without an Extra Link";
  Table u = Duel({kLusterDragon, kGeminiElf, kDarkMagician}, {}, {kLinkSpider, kLinkSpider});
  u.Place(A(1), M(1));
  u.Place(A(2), M(4));
  u.Place(A(3), M(3));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(41), {A(1)}, Emz(1), Position::kAttack}), IsEmpty());
  u.BothPass();
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(42), {A(3)}, M(5), Position::kAttack}),
              ElementsAre("ygo.zone.extra-deck-placement"))
      << "Y-11: a link monster goes where a link arrow points (Link Spider points to M2)";
  Table v = Duel({kLusterDragon, kGeminiElf}, {}, {kLinkSpider, kLinkSpider});
  v.Place(A(1), M(1));
  v.Place(A(2), M(3));
  v.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(v.Do(Seat::kA, SpecialSummon{A(41), {A(1)}, Emz(1), Position::kAttack}), IsEmpty());
  v.BothPass();
  EXPECT_THAT(v.Do(Seat::kA, SpecialSummon{A(42), {A(2)}, M(2), Position::kAttack}), IsEmpty())
      << "M2 is linked";
}

TEST(YgoRule1_4_1_1, MasterRule2017SendsFusionSynchroAndXyzToLinkedZonesToo) {
  Table t =
      Duel({kLusterDragon, kGeminiElf}, {}, {kGemKnightPearl}, {RuleOption{"masterRule", "2017"}});
  t.Place(A(1), M(1));
  t.Place(A(2), M(2));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, M(3), Position::kAttack}),
              ElementsAre("ygo.zone.extra-deck-placement"));
  Table u = Duel({kLusterDragon, kGeminiElf}, {}, {kGemKnightPearl});
  u.Place(A(1), M(1));
  u.Place(A(2), M(2));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(41), {A(1), A(2)}, M(3), Position::kAttack}),
              IsEmpty())
      << "the 2020 revision, by default";
}

TEST(YgoRule2_1_8, TwoExtraMonsterZonesWithAnExtraLink) {
  // Two test link 2 monsters with all side arrows: EMZ1 (col 1) and EMZ2 (col 3) co-linked through
  // a link in A's M3 (col 2)? Arrows top-left/top-right from M3 reach both EMZs; the EMZ monsters'
  // bottom-right/bottom-left arrows point back at M3.
  const std::string hub =
      R"({"code":"99999903","name":"Test Hub","monster":{"kind":"link","attribute":"dark",)"
      R"("race":"cyberse","atk":1000,"link":2,"arrows":["topLeft","topRight"],"materials":[{"min":2,"max":2}]}})";
  const std::string left =
      R"({"code":"99999904","name":"Test Left","monster":{"kind":"link","attribute":"dark",)"
      R"("race":"cyberse","atk":1000,"link":1,"arrows":["bottomRight"],"materials":[{}]}})";
  const std::string right =
      R"({"code":"99999905","name":"Test Right","monster":{"kind":"link","attribute":"dark",)"
      R"("race":"cyberse","atk":1000,"link":1,"arrows":["bottomLeft"],"materials":[{}]}})";
  Table t(TestHeader(Decks{{kLusterDragon}, {"99999903", "99999904", "99999905"}}, Decks{}),
          SampleSet({hub, left, right}));
  t.Place(A(41), M(3));
  t.Place(A(42), Emz(1));
  t.Place(A(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(43), {A(1)}, Emz(2), Position::kAttack}), IsEmpty())
      << "§2.1.8 额外连接: EMZ1 - M3 - EMZ2 co-linked";
  EXPECT_EQ(MonstersOf(t.state(), Seat::kA).size(), 3u);
}

TEST(YgoRule2_1, ReviveLimitAMonsterNotProperlySummonedIsNotBroughtBack) {
  // Black Luster Soldier discarded: Monster Reborn cannot target it; summoned properly once, it
  // can.
  Table t = Duel({kMonsterReborn, kBlackLusterSoldier});
  t.ToGraveyard(A(2));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}}),
              ElementsAre("ygo.summon.revive-limit"));
  Table u = Duel({kMonsterReborn, kBlackLusterSoldier});
  u.Place(A(2), M(1));  // Properly summoned (the shortcut marks it so), then destroyed.
  u.ToGraveyard(A(2));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}}), IsEmpty());
  u.BothPass();
  EXPECT_EQ(u.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(u.Do(Seat::kA, SpecialSummon{A(2), {}, M(2), Position::kAttack}), IsEmpty());
  EXPECT_EQ(u.state().Card(A(2)).zone, Zone::kMonster);
  EXPECT_EQ(u.state().Card(A(1)).zone, Zone::kGraveyard) << "a normal spell goes after resolving";
}

TEST(YgoRule5, ASummonWithoutAChainMayBeNegatedInItsWindow) {
  // Y-8: B's Solemn Judgment negates A's Normal Summon; the monster goes to the graveyard.
  Table t = Duel({kLusterDragon}, {kSolemnJudgment});
  t.Place(B(1), S(1), false, true);
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}), IsEmpty());
  EXPECT_EQ(t.state().chain.summoning, std::vector<CardId>{A(1)});
  t.Do(Seat::kA, PassPriority{});
  EXPECT_THAT(t.Do(Seat::kB, Activate{B(1), 0, {}, {}, Cost{.life_points = 4000}}), IsEmpty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.Lp(Seat::kB), 4000);
  EXPECT_EQ(t.state().Card(B(1)).zone, Zone::kGraveyard) << "a counter trap goes after resolving";
  EXPECT_EQ(t.state().Player(Seat::kA).normal_summon_turn, 1u) << "the Normal Summon was used";
}

TEST(YgoRule5, InTheWindowOfASummonOnlyItsNegationMayBeActivated) {
  Table t = Duel({kLusterDragon, kBookOfMoon});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, NormalSummon{A(1), M(1), {}});
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(2), 0, S(1), {A(1)}, {}}),
              ElementsAre("ygo.summon.response-window"));
}

TEST(YgoRuleSupplement1, TokensAreFaceUpNormalMonstersAndNeverXyzMaterial) {
  Table t = Duel({kScapegoat, kLusterDragon}, {}, {kGemKnightPearl, kLinkSpider});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}}), IsEmpty());
  t.BothPass();
  const CardId sheep = CardId::Token(Seat::kA, 1);
  ASSERT_TRUE(t.state().HasCard(sheep));
  EXPECT_EQ(t.state().Card(sheep).zone, Zone::kMonster);
  EXPECT_TRUE(t.state().Card(sheep).defense);
  EXPECT_EQ(MonstersOf(t.state(), Seat::kA).size(), 4u);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(42), {sheep}, Emz(1), Position::kAttack}),
              ElementsAre("ygo.summon.locked"))
      << "a token is a normal monster (Link Spider's material), but Scapegoat forbids summons";
}

TEST(YgoRuleSupplement1, ATokenStackedAsXyzMaterialIsFlaggedAndCeasesToExist) {
  Table t = Duel({kScapegoat, kLusterDragon}, {}, {kGemKnightPearl});
  t.Place(A(2), M(5));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  t.mutable_state().Player(Seat::kA).locked_turn = 0;  // Scapegoat's lock aside.
  const CardId sheep = CardId::Token(Seat::kA, 1);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(41), {sheep, A(2)}, Emz(1), Position::kAttack}),
              ElementsAre("ygo.xyz.materials"));
  EXPECT_EQ(t.state().Card(sheep).zone, Zone::kGone) << "Y-24: off the field it is gone";
  EXPECT_EQ(MaterialsOf(t.state(), A(41)), std::vector<CardId>{A(2)});
  EXPECT_NE(t.Refused(Seat::kA, ChangePosition{sheep}).find("is not in the duel"),
            std::string::npos)
      << "Y-2: a token that ceased to exist is no card of the duel";
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
