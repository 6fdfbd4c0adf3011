// The core's words for what the next games need (issue 25): a life that is a card's, stats beyond
// ATK/DEF/level, the weapon of an attack, a chain link only its controller sees, and facts checked
// against what the engine waits for (a random pick, a shuffle of a deck holding the other seat's
// card).

#include <gtest/gtest.h>

#include "engine/board.h"
#include "engine/fact_check.h"
#include "engine/ruleset.h"

namespace tcgjudge {
namespace {

CardId Id(const char* text) { return *CardId::Parse(text); }

// myth §19 (the general's life), rise §301 (the commander's): a life that is neither points nor
// a zone of cards is the card's, and the board says which card carries it.
TEST(BoardLifeCard, Myth19_APlayersLifeIsItsGeneralsLifeNow) {
  BoardPlayer player;
  player.life_card = BoardPlayer::LifeCard{Id("A61"), 27};
  EXPECT_EQ(LifeOf(player), 27);
  player.life_card->life = -3;  // A life at or below 0 loses (myth §1.1); the board shows it.
  EXPECT_EQ(LifeOf(player), -3);
}

// rise §205 (power), myth §20-§22 (durability): a stat the shared fields do not cover, with its
// printed value where it differs.
TEST(BoardStats, Rise205_StatsAreWrittenWithTheirPrintedValueWhereItDiffers) {
  BoardCard card;
  card.id = Id("A12");
  card.code = "R01-012";
  card.name = "Trooper";
  card.level = 2;
  card.stats = {{"power", 3, 2}, {"life", 4, 4}, {"armour", 1, std::nullopt}};
  EXPECT_EQ(CardText(card),
            "A12 R01-012 Trooper · level 2 · power 3 (printed 2) · life 4 · armour 1");
  EXPECT_EQ(StatText(BoardStat{"durability", 1, 3}), "durability 1 (printed 3)");
}

// A card without stats reads as before: 零次元's and Yu-Gi-Oh's boards keep their text.
TEST(BoardStats, ACardWithoutStatsReadsAsBefore) {
  BoardCard card;
  card.id = Id("A07");
  card.code = "89631139";
  card.name = "Blue-Eyes White Dragon";
  card.atk = 3000;
  EXPECT_EQ(CardText(card), "A07 89631139 Blue-Eyes White Dragon · ATK 3000");
}

// myth §21.1: a general attacks with the equipment it wields; rise §412.2a: a fired weapon.
TEST(BoardCombatWeapon, Myth21_1_TheCombatNamesTheWeaponTheAttackIsMadeWith) {
  BoardCombat combat;
  combat.attacker = Id("A61");
  combat.weapon = Id("A30");
  combat.target = Id("B61");
  combat.step = "attack declaration";
  EXPECT_EQ(CombatText(combat), "A61 with A30 attacks B61 (attack declaration)");
  combat.weapon.reset();
  EXPECT_EQ(CombatText(combat), "A61 attacks B61 (attack declaration)");
}

// A face-down card on the stack: only its controller sees what the link is.
TEST(BoardLinkVisibility, AFaceDownLinkSaysWhoSeesIt) {
  BoardLink link{Seat::kA, Id("A09"), "set A09 face down", std::nullopt};
  EXPECT_EQ(LinkText(link), "A: set A09 face down");
  link.seen_by = SeatBit(Seat::kA);
  EXPECT_EQ(LinkText(link), "A: set A09 face down · seen by A");
  link.speed = 2;
  EXPECT_EQ(LinkText(link), "A: set A09 face down (spell speed 2) · seen by A");
}

FactPoint ShuffleOfA(std::vector<CardId> deck) {
  FactPoint point;
  point.kind = FactKind::kShuffle;
  point.seat = Seat::kA;
  point.cards = std::move(deck);
  point.description = "A shuffles";
  return point;
}

// rise §405.2: a card that changed owner goes to its owner's zone, unless an effect says
// otherwise: a deck can hold the other seat's card, and a shuffle lists it.
TEST(CheckFactAgainst, Rise405_2_AShuffleIsCheckedByTheCardsTheDeckHoldsNotByTheirOwner) {
  const FactPoint point = ShuffleOfA({Id("A01"), Id("B07"), Id("A02")});
  EXPECT_TRUE(
      CheckFactAgainst(point, Fact(ShuffleFact{Seat::kA, {Id("B07"), Id("A02"), Id("A01")}})).ok());
  EXPECT_EQ(CheckFactAgainst(point, Fact(ShuffleFact{Seat::kA, {Id("A03"), Id("A02"), Id("A01")}}))
                .message(),
            "fact.shuffle.order: the order lists other cards than the 3 A's deck holds");
  EXPECT_EQ(CheckFactAgainst(point, Fact(ShuffleFact{Seat::kA, {Id("B07"), Id("A02")}})).message(),
            "fact.shuffle.order: the order lists other cards than the 3 A's deck holds");
  EXPECT_EQ(CheckFactAgainst(point, Fact(ShuffleFact{Seat::kA, {Id("B07"), Id("B07"), Id("A01")}}))
                .message(),
            "fact.shuffle.order: the order lists other cards than the 3 A's deck holds");
  EXPECT_EQ(CheckFactAgainst(point, Fact(ShuffleFact{Seat::kB, {Id("B07"), Id("A02"), Id("A01")}}))
                .message(),
            "fact.shuffle.seat: the game waits for a shuffle of A's deck, not B's");
}

FactPoint PickOne(std::vector<CardId> pool) {
  FactPoint point;
  point.kind = FactKind::kRandomPick;
  point.cards = std::move(pool);
  point.count = 1;
  point.description = "B discards a card at random";
  return point;
}

// rise §706.5: a random target or discard is drawn from the legal set; the log records the pool
// and the card(s) picked, and the fold checks the pool is the one the engine picks from.
TEST(CheckFactAgainst, Rise706_5_ARandomPickIsFromThePoolTheEngineNamesAndOfItsCount) {
  const FactPoint point = PickOne({Id("B03"), Id("B04"), Id("B05")});
  RandomPickFact pick{{Id("B05"), Id("B03"), Id("B04")}, 1, std::vector<CardId>{Id("B04")}, ""};
  EXPECT_TRUE(CheckFactAgainst(point, Fact(pick)).ok());
  RandomPickFact other_pool = pick;
  other_pool.pool = {Id("B03"), Id("B04")};
  other_pool.picked = {Id("B04")};
  EXPECT_EQ(CheckFactAgainst(point, Fact(other_pool)).message(),
            "fact.randomPick.pool: the pool lists other cards than the 3 the game picks from");
  RandomPickFact two = pick;
  two.count = 2;
  two.picked = {Id("B04"), Id("B05")};
  EXPECT_EQ(CheckFactAgainst(point, Fact(two)).message(),
            "fact.randomPick.count: the game picks 1, not 2");
  RandomPickFact unseen = pick;
  unseen.picked.reset();
  EXPECT_EQ(CheckFactAgainst(point, Fact(unseen)).message(),
            "fact.randomPick.unseen: the game goes on from the picked cards; a pick nobody saw "
            "cannot be folded");
}

// The board and append's `next` name what the game waits for (docs/positions.md): a random pick
// (rise §706.5) is "randomPick", as a shuffle is "shuffle".
TEST(PendingKindOfAFact, Rise706_5_ARandomPickIsNamedAsSuch) {
  EXPECT_EQ(PendingKind(PickOne({Id("B03")})), "randomPick");
  EXPECT_EQ(PendingKind(FactPoint{FactKind::kShuffle}), "shuffle");
  EXPECT_EQ(PendingKind(GameOver{}), "nothing");
}

TEST(CheckFactAgainst, AFactOfAnotherKindOrADieOfOtherSidesIsRefused) {
  const FactPoint pick = PickOne({Id("B03")});
  EXPECT_EQ(CheckFactAgainst(pick, Fact(DieRollFact{6, 3, ""})).message(),
            "fact.dieRoll: the game waits for a randomPick (B discards a card at random)");
  FactPoint die;
  die.kind = FactKind::kDieRoll;
  die.sides = 6;
  EXPECT_TRUE(CheckFactAgainst(die, Fact(DieRollFact{6, 3, ""})).ok());
  EXPECT_EQ(CheckFactAgainst(die, Fact(DieRollFact{20, 3, ""})).message(),
            "fact.dieRoll.sides: the game waits for a roll of a 6-sided die, not 20");
  FactPoint coin;
  coin.kind = FactKind::kCoinFlip;
  EXPECT_TRUE(CheckFactAgainst(coin, Fact(CoinFlipFact{CoinSide::kTails, ""})).ok());
}

}  // namespace
}  // namespace tcgjudge
