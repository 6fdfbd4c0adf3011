// Y-2 (docs/rulings-ygo.md): what a table can physically do is recorded, applied as the table did
// it and flagged with its rule; only what cannot exist is refused. One test per case the reviews
// met, named by its rule.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

Activate Activation(CardId card, std::optional<Cell> cell = std::nullopt) {
  Activate a;
  a.card = card;
  a.cell = cell;
  return a;
}

// Moves `card` from its owner's deck to his hand (a set-up shortcut, no event).
void ToHand(Table& t, CardId card) {
  Unlist(t.mutable_state(), card);
  List(t.mutable_state(), card, Zone::kHand, card.seat);
}

TEST(YgoRecord, Section1_4_2_APendulumScaleInS3IsPlacedThereAndFlagged) {
  Table t = Duel({kDragonHornHunter});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activation(A(1), S(3))), ElementsAre("ygo.pendulum.scale-zone"));
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kSpellTrap);
  EXPECT_EQ(t.state().Card(A(1)).cell, 2);
}

TEST(YgoRecord, Y11_ANormalSummonIntoAnExtraMonsterZoneIsFlaggedLikeMonsterReborns) {
  Table t = Duel({kGeminiElf});
  for (uint16_t i = 0; i < 5; ++i) t.Place(A(10 + i), M(static_cast<uint8_t>(i + 1)));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), Emz(1), {}}),
              ElementsAre("ygo.zone.extra-deck-placement"));
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kExtraMonster);
}

TEST(YgoRecord, Section3_2_P6_AnEndPhaseDiscardNobodyAskedForIsFlaggedAndChangesNothing) {
  Table t = Duel({});
  t.To(Seat::kA, Phase::kEnd);
  const std::string before = t.rules().EncodeSnapshot(t.state());
  EXPECT_THAT(t.Do(Seat::kA, DiscardCards{{A(1)}}), ElementsAre("ygo.decision.not-asked"));
  EXPECT_EQ(t.rules().EncodeSnapshot(t.state()), before);
  EXPECT_THAT(t.Do(Seat::kB, ChooseCards{{B(1)}}), ElementsAre("ygo.decision.not-asked"));
  EXPECT_EQ(t.rules().EncodeSnapshot(t.state()), before);
}

// Seven cards in the end phase: discarding two (down to 5) is flagged, one (down to 6) is not.
TEST(YgoRecord, Section3_2_P6_TheEndPhaseDiscardIsDownToSixNoFewer) {
  for (size_t discarded : {1u, 2u}) {
    Table t = Duel({});
    ToHand(t, A(6));
    ToHand(t, A(7));
    t.To(Seat::kA, Phase::kEnd);
    t.BothPass();
    ASSERT_EQ(t.state().wait, Wait::kDiscard);
    const std::vector<CardId> cards =
        discarded == 1 ? std::vector<CardId>{A(1)} : std::vector<CardId>{A(1), A(2)};
    const auto codes = t.Do(Seat::kA, DiscardCards{cards});
    if (discarded == 1) {
      EXPECT_THAT(codes, IsEmpty());
    } else {
      EXPECT_THAT(codes, ElementsAre("ygo.hand-limit"));
    }
    EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 7 - discarded);
    EXPECT_EQ(t.state().turn.active, Seat::kB);
  }
}

// Y-28: a Field Spell activated or set over the one in the field zone sends that one to the
// graveyard, as the official game does.
TEST(YgoRecord, Y28_AFieldSpellOverAFaceUpFieldSpellReplacesIt) {
  Table t = Duel({kYami, kYami, kYami});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activation(A(1), Fz())), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(1)).zone, Zone::kField);
  EXPECT_THAT(t.Do(Seat::kA, Activation(A(2), Fz())), IsEmpty());
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kGraveyard);
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kField);
  t.BothPass();
  EXPECT_THAT(t.Do(Seat::kA, SetSpellTrap{A(3), Fz()}), IsEmpty());
  EXPECT_EQ(t.state().Card(A(2)).zone, Zone::kGraveyard);
  EXPECT_TRUE(t.state().Card(A(3)).face_down);
  EXPECT_EQ(t.state().Player(Seat::kA).graveyard, (std::vector<CardId>{A(1), A(2)}));
}

TEST(YgoRecord, Section2_2_ASpellActivatedFromTheDeckIsPlayedAndFlagged) {
  Table t = Duel(
      {kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kPotOfGreed});
  t.To(Seat::kA, Phase::kMain1);
  ASSERT_EQ(t.state().Card(A(6)).zone, Zone::kDeck);
  EXPECT_THAT(t.Do(Seat::kA, Activation(A(6), S(1))), ElementsAre("ygo.card.not-from-hand"));
  EXPECT_EQ(t.state().Card(A(6)).zone, Zone::kSpellTrap);
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 7u);  // Pot of Greed resolved: 2 drawn.
}

TEST(YgoRecord, Section2_3_ATrapSetFromTheDeckIsSetAndFlagged) {
  Table t =
      Duel({kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kTrapHole});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, SetSpellTrap{A(6), S(2)}), ElementsAre("ygo.card.not-from-hand"));
  EXPECT_EQ(t.state().Card(A(6)).zone, Zone::kSpellTrap);
  EXPECT_TRUE(t.state().Card(A(6)).face_down);
}

TEST(YgoRecord, Y2_ACardFromTheOpponentsHandIsUsedAndFlagged) {
  Table t = Duel({}, {kPotOfGreed});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, Activation(B(1), S(1))), ElementsAre("ygo.card.not-own"));
  EXPECT_EQ(t.state().Card(B(1)).controller, Seat::kA);
  EXPECT_EQ(t.state().Player(Seat::kA).spell_traps[0], B(1));
}

TEST(YgoRecord, Section2_1_ANormalSummonFromTheDeckIsPlacedAndFlagged) {
  Table t = Duel({});
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(6), M(1), {}}),
              ElementsAre("ygo.summon.not-from-hand"));
  EXPECT_EQ(t.state().Card(A(6)).zone, Zone::kMonster);
}

// §3: a table that plays on after the duel ended (an LP 0 nobody noticed) can still be recorded:
// its decisions are flagged and change nothing, and a shuffle of a deck is recorded.
TEST(YgoRecord, Section3_ALogThatPlaysOnAfterTheEndIsRecorded) {
  Table t = Duel({});
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kB, Concede{});
  ASSERT_TRUE(t.state().over);
  EXPECT_THAT(t.Do(Seat::kA, NormalSummon{A(1), M(1), {}}), ElementsAre("ygo.game-over"));
  EXPECT_TRUE(t.Fact(ShuffleFact{Seat::kA, t.state().Player(Seat::kA).deck}).ok());
  EXPECT_EQ(t.state().Card(A(1)).zone, Zone::kHand);
}

// What cannot exist is still refused: a cell of another kind, a cell that holds a card, one card
// used twice at once, an effect the card does not have.
TEST(YgoRecord, Y2_WhatCannotExistIsRefused) {
  Table t = Duel({kDragonHornHunter, kPotOfGreed, kGeminiElf});
  t.Place(A(10), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Refused(Seat::kA, NormalSummon{A(3), S(1), {}}),
              ::testing::HasSubstr("not a monster zone"));
  EXPECT_THAT(t.Refused(Seat::kA, NormalSummon{A(3), M(1), {}}),
              ::testing::HasSubstr("a cell holds one card"));
  EXPECT_THAT(t.Refused(Seat::kA, NormalSummon{A(3), M(2), {A(3)}}),
              ::testing::HasSubstr("one card cannot do both"));
  EXPECT_THAT(t.Refused(Seat::kA, Activation(A(2), Fz())), ::testing::HasSubstr("S1-S5"));
  Activate no_such_effect = Activation(A(3));
  no_such_effect.effect = 7;
  EXPECT_THAT(t.Refused(Seat::kA, no_such_effect), ::testing::HasSubstr("has no effect 7"));
  EXPECT_THAT(t.Refused(Seat::kA, DiscardCards{{A(1), A(1)}}), ::testing::HasSubstr("twice"));
}

}  // namespace
}  // namespace tcgjudge::ygo::testing

namespace tcgjudge::ygo::testing {
namespace {

// §1.4 (Y-30): six monster zones. With M1-M5 full and an extra monster zone taken, Monster Reborn
// on a monster from the main deck could summon nothing: its activation is flagged. An extra deck
// monster could still go to a free extra monster zone.
TEST(YgoRule1_4, MonsterRebornWithEveryMonsterZoneItCouldUseFullIsFlagged) {
  Table t = Duel({kMonsterReborn, kMonsterReborn}, {}, {kGaiaKnight});
  for (uint16_t i = 0; i < 5; ++i) t.Place(A(10 + i), M(static_cast<uint8_t>(i + 1)));
  t.ToGraveyard(A(20));
  t.ToGraveyard(A(41));  // Gaia Knight, properly summoned before (Table::Place sets it).
  t.mutable_state().Card(A(41)).properly_summoned = true;
  t.To(Seat::kA, Phase::kMain1);
  Activate reborn{A(1), 0, S(1), {A(20)}, {}};
  EXPECT_THAT(t.Do(Seat::kA, reborn), ElementsAre("ygo.effect.condition"));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(20)).zone, Zone::kGraveyard) << "nothing could be summoned";
  Activate extra{A(2), 0, S(2), {A(41)}, {}};
  EXPECT_THAT(t.Do(Seat::kA, extra), IsEmpty()) << "EMZ1 is free for Gaia Knight";
}

}  // namespace
}  // namespace tcgjudge::ygo::testing

namespace tcgjudge::ygo::testing {
namespace {

// §6 L367, Y-16: Peten the Dark Clown Special Summons a Peten from the deck; the deck was searched
// and the duel waits for its shuffle, which is then recorded.
TEST(YgoRule6, ASpecialSummonFromTheDeckIsFollowedByItsShuffle) {
  Table t = Duel({kPeten, kSummonedSkull, kLusterDragon, kLusterDragon, kLusterDragon, kPeten});
  t.Place(A(1), M(1));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, NormalSummon{A(2), M(2), {A(1)}});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTrigger);
  Activate peten{A(1), 0, std::nullopt, {}, Cost{.banish = {A(1)}}};
  EXPECT_THAT(t.Do(Seat::kA, peten), IsEmpty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  EXPECT_THAT(t.Do(Seat::kA, SpecialSummon{A(6), {}, M(3), Position::kAttack}), IsEmpty());
  EXPECT_EQ(t.state().Card(A(6)).zone, Zone::kMonster);
  ASSERT_EQ(t.state().wait, Wait::kShuffle);
  EXPECT_TRUE(t.Fact(ShuffleFact{Seat::kA, t.state().Player(Seat::kA).deck}).ok());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
