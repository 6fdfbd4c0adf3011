// Rule coverage (docs/rule-coverage-zero.md): using cards and their timing, character names,
// equipment and level indicators (300-324) and level-up (600). Each test is named after the rule
// it checks and asserts the resulting state or the exact violation.
// Decks: A01-A06 / B01-B06 are life cards, A07-A12 / B07-B12 the opening hands, A13 is drawn in
// turn 1, B13 in turn 2 (CoverageDeck).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::AttackWith;
using testing::B;
using testing::CoverageDeck;
using testing::CoverageTable;
using ::testing::ElementsAre;
using testing::MoveTo;
using testing::Table;

const BoardCard& BattleCard(const Board& board, Seat seat, size_t index) {
  return board.Zone(seat, "battle")->cards[index];
}

// ----- 311, 318-321: when a card may be used ----------------------------------------------------

enum class Situation {
  kResourceStep,     // A's resource step free timing (not the action phase).
  kChainNotEmpty,    // A's action phase with A's instant tactic on the chain.
  kWithoutPriority,  // A's action phase after A passed (B holds priority).
  kCombat,           // The 501 window of A's attack.
};

struct Played {
  std::vector<std::string> codes;
  std::vector<std::string> rules;  // Of the first violation.
};

// A uses A07 `code` (paying 1; an equipment equips A09 悟空) in `where`.
Played PlayIn(Situation where, const std::string& code) {
  Table t = CoverageTable(CoverageDeck({code, "瞬间战术", "悟空"}), CoverageDeck({}));
  t.PutIntoBattle(A(9));
  std::vector<Target> targets;
  if (code == "金箍棒") targets = {A(9)};
  if (where == Situation::kResourceStep) {
    t.PlaceResourceNow(std::nullopt);
  } else {
    t.ToActionPhase(Seat::kA);
  }
  const std::vector<CardId> r = AddResources(t, Seat::kA, 2);
  if (where == Situation::kChainNotEmpty) {
    EXPECT_TRUE(t.Play(Seat::kA, A(8), {r[1]}).empty());
  }
  if (where == Situation::kWithoutPriority) t.Do(Seat::kA, PassPriority{});
  if (where == Situation::kCombat) AttackWith(t, Seat::kA, A(9));
  auto v = t.Play(Seat::kA, A(7), {r[0]}, targets);
  Played played{t.Codes(v), v.empty() ? std::vector<std::string>{} : v[0].rules};
  return played;
}

TEST(Rule318_1, ACharacterDuringACombatIsFlagged) {
  const Played p = PlayIn(Situation::kCombat, "突袭兵");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.not-action-phase"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"318(1)"});
}

TEST(Rule319_1, AnEquipmentOutsideTheOwnActionPhaseIsFlagged) {
  const Played p = PlayIn(Situation::kResourceStep, "金箍棒");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.not-action-phase"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"319(1)"});
}

TEST(Rule319_1, AnEquipmentWithANonEmptyChainIsFlagged) {
  const Played p = PlayIn(Situation::kChainNotEmpty, "金箍棒");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.chain-not-empty"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"319(1)"});
}

TEST(Rule319_1, AnEquipmentWithoutPriorityIsFlagged) {
  const Played p = PlayIn(Situation::kWithoutPriority, "金箍棒");
  EXPECT_THAT(p.codes, ElementsAre("zero.priority.not-holder"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"105(1)"});
}

TEST(Rule319_1, AnEquipmentDuringACombatIsFlagged) {
  EXPECT_THAT(PlayIn(Situation::kCombat, "金箍棒").codes,
              ElementsAre("zero.play.not-action-phase"));
}

TEST(Rule320_2, ANormalTacticOutsideTheOwnActionPhaseIsFlagged_Rule311_2) {
  const Played p = PlayIn(Situation::kResourceStep, "普通战术");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.not-action-phase"));
  EXPECT_EQ(p.rules, (std::vector<std::string>{"311(2)", "320(2)"}));
}

TEST(Rule320_2, ANormalTacticWithANonEmptyChainIsFlagged_Rule311_2) {
  const Played p = PlayIn(Situation::kChainNotEmpty, "普通战术");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.chain-not-empty"));
  EXPECT_EQ(p.rules, (std::vector<std::string>{"311(2)", "320(2)"}));
}

TEST(Rule320_2, ANormalTacticWithoutPriorityIsFlagged_Rule311_2) {
  EXPECT_THAT(PlayIn(Situation::kWithoutPriority, "普通战术").codes,
              ElementsAre("zero.priority.not-holder"));
}

TEST(Rule320_2, ANormalTacticDuringACombatIsFlagged_Rule311_2) {
  EXPECT_THAT(PlayIn(Situation::kCombat, "普通战术").codes,
              ElementsAre("zero.play.not-action-phase"));
}

TEST(Rule321_1, AnEventOutsideTheOwnActionPhaseIsFlagged) {
  const Played p = PlayIn(Situation::kResourceStep, "事件一");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.not-action-phase"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"321(1)"});
}

TEST(Rule321_1, AnEventWithANonEmptyChainIsFlagged) {
  const Played p = PlayIn(Situation::kChainNotEmpty, "事件一");
  EXPECT_THAT(p.codes, ElementsAre("zero.play.chain-not-empty"));
  EXPECT_EQ(p.rules, std::vector<std::string>{"321(1)"});
}

TEST(Rule321_1, AnEventWithoutPriorityIsFlagged) {
  EXPECT_THAT(PlayIn(Situation::kWithoutPriority, "事件一").codes,
              ElementsAre("zero.priority.not-holder"));
}

TEST(Rule321_1, AnEventDuringACombatIsFlagged) {
  EXPECT_THAT(PlayIn(Situation::kCombat, "事件一").codes,
              ElementsAre("zero.play.not-action-phase"));
}

TEST(Rule320_3, AnInstantTacticNeedsOnlyPriority_Rule311_3) {
  EXPECT_TRUE(PlayIn(Situation::kResourceStep, "瞬间战术").codes.empty());
  EXPECT_TRUE(PlayIn(Situation::kChainNotEmpty, "瞬间战术").codes.empty());
  EXPECT_TRUE(PlayIn(Situation::kCombat, "瞬间战术").codes.empty());
  const Played p = PlayIn(Situation::kWithoutPriority, "瞬间战术");
  EXPECT_THAT(p.codes, ElementsAre("zero.priority.not-holder"));
  EXPECT_EQ(p.rules, (std::vector<std::string>{"105(1)", "320(3)"}));
}

// ----- 305, 318: character names and characters -------------------------------------------------

TEST(Rule305_6, EachOfACardsCharacterNamesMustDifferFromTheOthers) {
  Table t = CoverageTable(CoverageDeck({"双名", "丝诺"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 1);
  t.PutIntoBattle(A(8));  // 丝诺.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), r).empty()) << "using it is legal (305(4))";
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kSameName) << "双名 (悟空, 丝诺) shares 丝诺";
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(8)}}).empty());
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
}

TEST(Rule305_7, CardsWithoutACharacterNameMayBeInPlayInAnyNumber_Rule318_5) {
  Table t = CoverageTable(CoverageDeck({"天津饭", "天津饭"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 4);
  EXPECT_TRUE(t.Play(Seat::kA, A(7), {r[0], r[1]}).empty());
  t.BothPass();
  EXPECT_TRUE(t.Play(Seat::kA, A(8), {r[2], r[3]}).empty()) << "any number in a turn";
  t.BothPass();
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "no same-name choice";
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kBattle);
}

TEST(Rule318_6, ACharacterMayUseItsTapEffectOnTheTurnItEnteredPlay_Rule317) {
  Table t = CoverageTable(CoverageDeck({"BP02-049"}), CoverageDeck({}));  // 占卜婆婆.
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1));
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(7)).entered_turn, t.state().turn);
  ActivateEffect activate;
  activate.card = A(7);
  activate.payment.tap = {A(7)};
  EXPECT_TRUE(t.Do(Seat::kA, activate).empty());
  EXPECT_TRUE(t.state().Card(A(7)).tapped);
}

TEST(Rule318_6, ACharacterMayDefendOnTheTurnItEnteredPlay) {
  Table t = CoverageTable(CoverageDeck({}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(8));
  t.mutable_state().Card(B(8)).entered_turn = t.state().turn;  // As if put into play this turn.
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  EXPECT_TRUE(t.Do(Seat::kB, DeclareDefender{B(8)}).empty());
  t.BothPass();  // 503; 504: established.
  EXPECT_TRUE(t.state().Card(B(8)).tapped);
  EXPECT_EQ(t.state().combat.step, CombatStep::kDefended);
}

// ----- 310, 319: equipment -----------------------------------------------------------------------

TEST(Rule319_2, EquippingACardThatIsNotACharacterInTheBattleZoneIsFlagged_Rule319_3) {
  Table t = CoverageTable(CoverageDeck({"金箍棒"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  auto v = t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)});  // A08: in the hand.
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.equip.not-a-character"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"319(2)"});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "it cannot be equipped: destroyed";
}

TEST(Rule319_3, AnEquipmentWhoseCharacterLeftIsDestroyedWithoutEnteringPlay_A24) {
  Table t = CoverageTable(CoverageDeck({"登场装备"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  MoveTo(t.mutable_state(), A(8), Zone::kHand);  // The character leaves before it resolves.
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty())
      << "it never entered play: no 【登场时】; it never was in the battle zone: no 【破坏时】 "
         "(802(4))";
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
}

// The rulebook's example: B's 少年悟空 carries 金箍棒; A equips it with 魔封波, which scraps
// 金箍棒; in B's turn, B's 筋斗云 on 少年悟空 scraps 魔封波.
TEST(Rule319_6, 魔封波Scraps金箍棒And筋斗云Scraps魔封波_Rule319_5) {
  Table t =
      CoverageTable(CoverageDeck({"BP02-061"}), CoverageDeck({"BP02-001", "BP02-058", "BP02-057"}));
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(B(8));
  t.mutable_state().Card(B(8)).attached_to = B(7);
  t.mutable_state().Card(B(8)).attached_object = t.state().Card(B(7)).object;
  t.ToActionPhase(Seat::kA);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2), {B(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest) << "金箍棒 is scrapped";
  EXPECT_EQ(t.state().Card(A(7)).attached_to, B(7));
  EXPECT_EQ(t.state().Card(A(7)).controller, Seat::kB);
  EXPECT_TRUE(t.state().chain.empty()) << "the scrap does not use the chain (105(4))";
  t.ToActionPhase(Seat::kB);
  ASSERT_TRUE(t.Play(Seat::kB, B(9), AddResources(t, Seat::kB, 1), {B(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(9)).attached_to, B(7));
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "魔封波 is scrapped";
  EXPECT_EQ(t.state().Card(A(7)).controller, Seat::kA) << "into its owner's rest area (200(2))";
}

TEST(Rule319_7, AnEquipmentWhoseCharacterLeavesIsDestroyedAndTriggersIts破坏时_A23) {
  Table t = CoverageTable(CoverageDeck({"登场装备"}), CoverageDeck({"气功弹"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));  // 悟空 1000/1000.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().chain.size(), 1u) << "its 【登场时】 (801)";
  t.BothPass();
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {A(8)}).empty());  // 2000 damage to 悟空.
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, A(7)) << "the equipment's 【破坏时】";
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1);
}

TEST(Rule319_10, AttackingTapsTheCharacterButNotItsEquipment) {
  Table t = CoverageTable(CoverageDeck({"金箍棒"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  t.BothPass();
  AttackWith(t, Seat::kA, A(8));
  t.BothPass();  // 502(1): the attacker is tapped.
  EXPECT_TRUE(t.state().Card(A(8)).tapped);
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
}

TEST(Rule310_2, ANegativeBonusLowersTheCharactersValue) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-019", "BP02-001"}), CoverageDeck({}));  // 龟壳.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));  // 少年悟空 1500/1500.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  t.BothPass();
  const Board board = t.rules().MakeBoard(t.state());
  EXPECT_EQ(BattleCard(board, Seat::kA, 0).atk, 1000) << "1500 - 500";
  EXPECT_EQ(BattleCard(board, Seat::kA, 0).def, 3000) << "1500 + 1500";
}

TEST(Rule310_4, AnAtkChangeOnTheEquipmentChangesItsBonus_Rule310_3) {
  Table t = CoverageTable(CoverageDeck({"BP02-058", "BP02-001"}), CoverageDeck({}));  // 金箍棒.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1), {A(8)}).empty());
  t.BothPass();
  EXPECT_EQ(BattleCard(t.rules().MakeBoard(t.state()), Seat::kA, 0).atk, 3500);
  t.mutable_state().stat_changes.push_back(StatChange{A(7), 1, 1000, 0});  // (攻)+1000 on 金箍棒.
  EXPECT_EQ(BattleCard(t.rules().MakeBoard(t.state()), Seat::kA, 0).atk, 4500)
      << "its bonus is 3000 now";
}

// ----- 323: level indicators ---------------------------------------------------------------------

TEST(Rule323_2, ALevelIndicatorCannotBeTargetedAsACardInTheBattleZone) {
  Table t = CoverageTable(CoverageDeck({"气功弹"}), CoverageDeck({}));
  t.PutIntoBattle(B(7));
  t.ToActionPhase(Seat::kB);
  const CardId indicator = t.state().Player(Seat::kB).deck.front();
  ASSERT_TRUE(
      t.Do(Seat::kB, Upgrade{B(7), UpgradeMethod::kFlipResource, AddResources(t, Seat::kB, 1)[0]})
          .empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(indicator).zone, Zone::kIndicator);
  t.ToActionPhase(Seat::kA);
  auto v = t.Play(Seat::kA, A(7), {}, {indicator});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.target.illegal"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"705(1)"});
}

TEST(Rule323_3, LevelIndicatorsGoToTheRestAreaWhenTheirCharacterLeaves) {
  Table t = CoverageTable(CoverageDeck({}), CoverageDeck({"气功弹"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));
  const CardId indicator = t.state().Player(Seat::kA).deck.front();
  t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kFlipResource, AddResources(t, Seat::kA, 1)[0]});
  t.BothPass();
  ASSERT_EQ(t.state().Card(indicator).zone, Zone::kIndicator);
  t.Do(Seat::kA, PassPriority{});
  t.Play(Seat::kB, B(7), {}, {A(8)});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(indicator).zone, Zone::kRest);
  const auto& rest = t.state().Player(Seat::kA).rest;
  EXPECT_NE(std::find(rest.begin(), rest.end(), indicator), rest.end());
}

// ----- 600: level-up -----------------------------------------------------------------------------

// A's turn 1, action phase: A08 悟空 in play, one untapped resource; B07 悟空 in play.
Table ForLevelUp(std::vector<std::string> hand = {}) {
  Table t = CoverageTable(CoverageDeck(std::move(hand)), CoverageDeck({}));
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(B(7));
  t.ToActionPhase(Seat::kA);
  AddResources(t, Seat::kA, 1);
  return t;
}

CardId FirstResource(const Table& t, Seat seat) { return t.state().Player(seat).resource.front(); }

TEST(Rule600_1, LevellingUpInTheOpponentsTurnIsFlagged_Rule405_4) {
  Table t = ForLevelUp();
  AddResources(t, Seat::kB, 1);
  t.Do(Seat::kA, PassPriority{});  // B holds priority in A's action phase.
  auto v = t.Do(Seat::kB, Upgrade{B(7), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kB)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.upgrade.opponent-turn"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"600(1)"});
}

TEST(Rule600_1, LevellingUpDuringACombatIsFlagged) {
  Table t = ForLevelUp();
  AttackWith(t, Seat::kA, A(8));
  auto v = t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.upgrade.not-action-phase"));
}

TEST(Rule600_1, LevellingUpWithANonEmptyChainIsFlagged) {
  Table t = ForLevelUp({"瞬间战术"});
  t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1));
  auto v = t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.upgrade.chain-not-empty"));
}

TEST(Rule600_1, LevellingUpWithoutPriorityIsFlagged) {
  Table t = ForLevelUp();
  t.Do(Seat::kA, PassPriority{});
  auto v = t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.priority.not-holder"));
}

TEST(Rule600_1, LevellingUpTheOpponentsCharacterIsFlagged) {
  Table t = ForLevelUp();
  auto v = t.Do(Seat::kA, Upgrade{B(7), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.upgrade.opponent-card"));
  t.BothPass();
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kB, "battle")->cards[0].level, 1)
      << "600(8), A-46: no longer the player's own: the level-up fails";
}

TEST(Rule600_1, LevellingUpACardThatIsNotACharacterIsFlagged) {
  Table t = ForLevelUp({"金箍棒"});
  t.PutIntoBattle(A(7));  // An equipment in the battle zone.
  auto v = t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.upgrade.not-a-character"));
}

TEST(Rule600_2b, LevellingUpWithACardOfTheSameNameButAnotherColourIsFlagged_A45) {
  Table t = ForLevelUp({"蓝悟空"});  // A blue card named 悟空; A08 悟空 is red.
  auto v = t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kRevealHand, A(7)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.upgrade.wrong-card"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"600(2)b"});
}

TEST(Rule600_2b, LevellingUpByRevealingACardOfTheSameNameAndColourPlacesIt) {
  Table t = ForLevelUp({"悟空"});
  EXPECT_TRUE(t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kRevealHand, A(7)}).empty());
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kHand) << "revealed; placed on resolution";
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kIndicator);
  EXPECT_FALSE(t.state().Card(A(7)).face_down) << "face up under the character";
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].level, 2);
}

TEST(Rule307_2, ALevelGatedEffectIsUsableOnlyFromItsLevel_Rule600_6) {
  Table t = ForLevelUp({"二级技"});
  t.PutIntoBattle(A(7));
  ActivateEffect activate;
  activate.card = A(7);
  activate.payment.tap = {A(7)};
  auto v = t.Do(Seat::kA, activate);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.effect.level"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"317", "600(6)"}));
  t.BothPass();  // (It resolves as the table did it: A draws.)
  t.ToActionPhase(Seat::kB);
  t.ToActionPhase(Seat::kA);
  t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, FirstResource(t, Seat::kA)});
  t.BothPass();
  ASSERT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[1].level, 2);
  EXPECT_TRUE(t.Do(Seat::kA, activate).empty()) << "at LV2 the effect is there";
}

}  // namespace
}  // namespace tcgjudge::zero
