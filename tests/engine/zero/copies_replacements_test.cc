// Copies (706), effect changes "……改为……" (707), additional attack costs (501(4)) and cost
// reductions (303(4)), each test named after the rule it checks. Cards from the bundled set: 基纽
// (SAMPLE-030: 【登场时】可以 选择战斗区中的一张其他角色牌,此牌成为那张牌的复制), 界王神
// (SAMPLE-029: 当一张角色牌将要受到伤害 时,改为其受到2倍的伤害), 重力室 (SAMPLE-028:
// 对方的角色牌宣布攻击时,需要额外支付1点费用); and the coverage cards (coverage_cards.h), with one
// more made here: 巨人, 1000/9000.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::AttackWith;
using testing::B;
using testing::CoverageCards;
using testing::CoverageDeck;
using testing::CoverageTable;
using ::testing::ElementsAre;
using testing::MoveTo;
using testing::Table;
using testing::TestHeader;

ActivateEffect Declare(CardId card, uint8_t effect, std::vector<Target> targets) {
  ActivateEffect declare;
  declare.card = card;
  declare.effect = effect;
  declare.targets = std::move(targets);
  return declare;
}

// ----- 706: copies ------------------------------------------------------------------------------

// A plays 基纽 (A07) and lets its 【登场时】 copy `original`; returns when the copy resolved.
void CopyWith基纽(Table& t, CardId original) {
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2)).empty());
  t.BothPass();  // 基纽 enters; its optional trigger asks.
  ASSERT_EQ(t.state().wait, Wait::kTriggerYesNo);
  ASSERT_TRUE(t.Do(Seat::kA, ChooseYesNo{true}).empty());
  ASSERT_EQ(t.state().wait, Wait::kDeclareEffect);
  ASSERT_TRUE(t.Do(Seat::kA, Declare(A(7), 0, {Target{original}})).empty());
  t.BothPass();
}

TEST(Rule706_1, ACopyTakesTheCopiedCardsNameValuesAndEffectsButNotItsOnEnter) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-030"}), CoverageDeck({"BP02-017"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));  // 丝诺 500/1000: 【登场时】抽一张牌.
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;  // Less 基纽.
  CopyWith基纽(t, B(7));
  const BoardCard copy = t.OnBoard(A(7));
  EXPECT_EQ(copy.code, "SAMPLE-030") << "the printed card is still 基纽";
  EXPECT_EQ(copy.atk, 500);
  EXPECT_EQ(copy.def, 1000);
  EXPECT_EQ(copy.level, 1) << "a copy keeps its own level (706)";
  EXPECT_THAT(copy.marks, ::testing::Contains("a copy of BP02-017 丝诺 (706)"));
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand)
      << "becoming a copy in the battle zone is no entering: 丝诺's 【登场时】 does not trigger";
}

TEST(Rule706_1, DamageOnTheCardStaysWhenItBecomesACopy) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-030"}), CoverageDeck({"BP02-047"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));  // 人造人8号 2500/3000.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 2)).empty());
  t.BothPass();
  t.Do(Seat::kA, ChooseYesNo{true});
  t.Do(Seat::kA, Declare(A(7), 0, {Target{B(7)}}));
  t.mutable_state().Card(A(7)).damage = 1200;  // Below 基纽's DEF 1500.
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).damage, 1200);
  EXPECT_EQ(t.OnBoard(A(7)).def, 3000);
}

TEST(Rule706_1, ACopyOfAnOwnCharacterGivesTwoOfOneName_Rule305_4) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-030", "BP02-001"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(8));  // 少年悟空, character name 孙悟空.
  CopyWith基纽(t, A(8));
  EXPECT_EQ(t.state().wait, Wait::kSameName) << "A now has two 孙悟空 and chooses which to scrap";
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
}

TEST(Rule706_1, ACopyEndsWhenTheCardLeavesTheBattleZone_Rule200_4) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-030"}), CoverageDeck({"BP02-017", "气功弹"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  CopyWith基纽(t, B(7));
  ASSERT_EQ(t.OnBoard(A(7)).def, 1000);
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(8), {}, {Target{A(7)}}).empty());  // 2000 damage: destroyed.
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).copied, 0) << "a new object is no copy (200(4))";
  const BoardCard card = t.OnBoard(A(7));
  EXPECT_EQ(card.name, "基纽");
  EXPECT_TRUE(card.marks.empty());
}

TEST(Rule706_1, ACopyOfACopyTakesWhatTheCopyCopied) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-030", "SAMPLE-030"}), CoverageDeck({"BP02-017"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(A(8));
  t.mutable_state().Card(A(8)).copied =
      IdentityOf(t.state().Card(B(7))) + 1;  // A08: a copy of 丝诺.
  CopyWith基纽(t, A(8));
  EXPECT_EQ(t.state().Card(A(7)).Characteristics(), IdentityOf(t.state().Card(B(7))))
      << "706: the copiable values are those the copied card has now";
}

// ----- 707: effect changes ----------------------------------------------------------------------

// Coverage cards and 巨人 (1000/9000): A's 气功弹 (A07, 2000 damage) in hand, B's 巨人 (B07) in
// play, and a 界王神 in play for each of `kaioshin_a` and `kaioshin_b`.
Table With巨人(bool kaioshin_a, bool kaioshin_b) {
  std::vector<CardInfo> cards = CoverageCards();
  CardInfo giant = cards.front();
  giant.code = giant.name = "巨人";
  giant.character_names = {"巨人"};
  giant.category = Category::kCharacter;
  giant.atk = 1000;
  giant.def = 9000;
  giant.effects.clear();
  cards.push_back(giant);
  Table t(TestHeader(CoverageDeck({"气功弹", "SAMPLE-029", "BP02-024"}),
                     CoverageDeck({"巨人", "SAMPLE-029"})),
          cards);
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  if (kaioshin_a) t.PutIntoBattle(A(8));
  if (kaioshin_b) t.PutIntoBattle(B(8));
  return t;
}

TEST(Rule707_2, TwoDoublingEffectsMakeTwoThousandDamageEightThousand) {
  Table t = With巨人(true, true);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 8000) << "the rulebook's example: each doubles once";
}

TEST(Rule707_2, ADoublingEffectChangesTheEventOnceAndNotItsOwnResult) {
  Table t = With巨人(true, false);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).damage, 4000);
}

TEST(Rule707_2, BattleDamageIsChangedToo) {
  Table t = With巨人(true, false);
  t.PutIntoBattle(A(9));  // 天津饭 2000/1500.
  t.mutable_state().Card(B(7)).tapped = true;
  AttackWith(t, Seat::kA, A(9));
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{B(7)}).empty());
  t.BothPass();  // 502.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  t.BothPass();  // 504.
  t.BothPass();  // 505; 506: battle damage.
  EXPECT_EQ(t.state().Card(B(7)).damage, 4000);
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kRest)
      << "巨人's 1000 became 2000: lethal to DEF 1500";
}

TEST(Rule707_2, WithoutTheEffectDamageIsUnchanged_Rule708_1) {
  Table none = With巨人(false, false);
  ASSERT_TRUE(none.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  none.BothPass();
  EXPECT_EQ(none.state().Card(B(7)).damage, 2000);
}

// ----- 501(4): additional attack costs ----------------------------------------------------------

// A's 天津饭 (A07) in play; B's 重力室 in B's event zone when `gravity`.
Table Gravity(bool gravity) {
  Table t = CoverageTable(CoverageDeck({"BP02-024"}), CoverageDeck({"SAMPLE-028"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  if (gravity) MoveTo(t.mutable_state(), B(7), Zone::kEvent);
  return t;
}

TEST(Rule501_4, AnAttackWithoutItsAdditionalCostIsFlagged) {
  Table t = Gravity(true);
  const auto v = AttackWith(t, Seat::kA, A(7));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.too-few"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"501(4)", "303(2)", "303(3)"}));
  EXPECT_EQ(t.state().combat.step, CombatStep::kDeclared) << "applied as the table did it";
}

TEST(Rule501_4, AnAttackPayingItsAdditionalCostIsLegal) {
  Table t = Gravity(true);
  DeclareAttack attack;
  attack.attacker = A(7);
  attack.payment.tap = AddResources(t, Seat::kA, 1);
  EXPECT_TRUE(t.Do(Seat::kA, attack).empty());
  EXPECT_TRUE(t.state().Card(attack.payment.tap[0]).tapped);
}

TEST(Rule501_4, TheLegalAttackDeclarationsPayTheAdditionalCost) {
  Table t = Gravity(true);
  const std::vector<CardId> resources = AddResources(t, Seat::kA, 1);
  std::vector<DeclareAttack> attacks;
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    if (const auto* a = std::get_if<DeclareAttack>(&d)) attacks.push_back(*a);
  }
  ASSERT_EQ(attacks.size(), 1u);
  EXPECT_EQ(attacks[0].payment.tap, resources);
  t.mutable_state().Card(resources[0]).tapped = true;  // Nothing left to pay with.
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    EXPECT_FALSE(std::holds_alternative<DeclareAttack>(d)) << "it cannot pay: no legal attack";
  }
}

TEST(Rule501_4, PayingAnAttackCostWhereNoneIsDueIsFlagged_Rule303_2) {
  Table t = Gravity(false);
  DeclareAttack attack;
  attack.attacker = A(7);
  attack.payment.tap = AddResources(t, Seat::kA, 1);
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, attack)), ElementsAre("zero.cost.too-many"));
}

TEST(Rule501_4, AnAttackCostPaidWithADiscardIsFlaggedAndTheCardIsDiscardedAsAtTheTable) {
  Table t = Gravity(true);
  DeclareAttack attack;
  attack.attacker = A(7);
  attack.payment.tap = AddResources(t, Seat::kA, 1);
  const CardId discarded = t.state().Player(Seat::kA).hand.front();
  attack.payment.discard = {discarded};
  const auto v = t.Do(Seat::kA, attack);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.too-many"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"501(4)", "303(2)"}));
  EXPECT_EQ(t.state().Card(discarded).zone, Zone::kRest) << "A-101: applied as the table did it";
  EXPECT_EQ(t.state().combat.step, CombatStep::kDeclared);
}

// ----- 303(4): reduced costs
// ----------------------------------------------------------------------

// Coverage cards and four made here: 道场 (an event: 我方手牌中的『龟仙流』牌费用-2), and the
// 龟仙流 characters 龟兵 (cost 3 of which 1 red), 红龟兵 (cost 3 of which 2 red) and 小龟兵 (cost
// 1). A's 道场 in A's event zone; 龟兵 (A08), 红龟兵 (A09) and 小龟兵 (A10) in A's hand.
Table WithDojo() {
  std::vector<CardInfo> cards = CoverageCards();
  cards::CardDef dojo;
  dojo.code = dojo.name = "道场";
  dojo.category = cards::Category::kEvent;
  cards::Continuous cheaper;
  cheaper.affects =
      cards::Filter{.side = cards::Side::kWe, .zone = cards::Zone::kHand, .has_name = "龟仙流"};
  cheaper.cost_reduction = 2;
  dojo.effects.push_back(cards::Effect{0, cheaper});
  cards.push_back(CardInfoFromDef(dojo));
  for (auto [code, total, red] :
       {std::tuple{"龟兵", 3, 1}, std::tuple{"红龟兵", 3, 2}, std::tuple{"小龟兵", 1, 0}}) {
    cards::CardDef soldier;
    soldier.code = soldier.name = code;
    soldier.category = cards::Category::kCharacter;
    soldier.cost = cards::Cost{total, {}};
    if (red > 0) soldier.cost.coloured = {cards::ColourCount{cards::Colour::kRed, red}};
    soldier.attributes = {"龟仙流"};
    soldier.atk = soldier.def = 1000;
    cards.push_back(CardInfoFromDef(soldier));
  }
  Table t(TestHeader(CoverageDeck({"道场", "龟兵", "红龟兵", "小龟兵"}), CoverageDeck({})), cards);
  t.ToActionPhase(Seat::kA);
  MoveTo(t.mutable_state(), A(7), Zone::kEvent);
  return t;
}

TEST(Rule303_4, AReducedCostIsPaidWithFewerResources) {
  Table t = WithDojo();
  EXPECT_TRUE(t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 1)).empty())
      << "3 less 2 is 1, and the red part is 1: one red resource (悟空 is red)";
}

TEST(Rule303_4, AReducedCostIsNeverBelowItsColouredPart) {
  Table t = WithDojo();
  const auto v = t.Play(Seat::kA, A(9), AddResources(t, Seat::kA, 1));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.too-few", "zero.cost.colour"));
  EXPECT_NE(v[0].message.find("for a total cost of 2"), std::string::npos) << v[0].message;
}

TEST(Rule303_4, PayingThePrintedCostDespiteAReductionIsFlagged_Rule303_3) {
  Table t = WithDojo();
  EXPECT_THAT(t.Codes(t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 3))),
              ElementsAre("zero.cost.too-many"));
}

TEST(Rule103_4, ACostReducedBelowZeroIsZero) {
  Table t = WithDojo();  // 小龟兵 (A10) costs 1, with no coloured part: 1 less 2 is 0, not -1.
  EXPECT_TRUE(t.Play(Seat::kA, A(10), {}).empty());
  Table overpaid = WithDojo();
  EXPECT_THAT(overpaid.Codes(overpaid.Play(Seat::kA, A(10), AddResources(overpaid, Seat::kA, 1))),
              ElementsAre("zero.cost.too-many"));
}

TEST(Rule303_4, TheLegalDecisionsPayTheReducedCost) {
  Table t = WithDojo();
  AddResources(t, Seat::kA, 3);
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    const auto* play = std::get_if<PlayCard>(&d);
    if (play == nullptr) continue;
    if (play->card == A(8)) EXPECT_EQ(play->payment.tap.size(), 1u);
    if (play->card == A(9)) EXPECT_EQ(play->payment.tap.size(), 2u);
  }
}

}  // namespace
}  // namespace tcgjudge::zero
