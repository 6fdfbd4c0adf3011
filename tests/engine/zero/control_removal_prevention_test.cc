// Gaining control (612, 609(2)), removing from the game (208), preventing damage (607(4), (5))
// and filters that name several 『』 (306(6), (7)), each test named after the rule it checks.
// The cards are made here from card data (CardInfoFromDef), each an instant tactic of cost 0
// unless said otherwise:
//   夺魂术   获得对方战斗区中一张角色牌的控制权,直到回合结束.
//   永久夺魂 获得对方战斗区中一张角色牌的控制权.
//   封印术   将对方战斗区中的一张角色牌移出游戏.
//   护盾     防止我方战斗区中一张角色牌本回合受到的下1000点伤害.
//   时间静止 抽一张牌,结束本回合.
//   龟鹤大会 (an event) 我方战斗区中的『龟仙流』『鹤仙流』角色牌(攻)+1000.
//   龟或鹤   (an event) 我方战斗区中的『龟仙流』或『鹤仙流』角色牌(防)+1000.
//   龟鹤兵, 龟兵, 鹤兵: characters 1000/1000 with the attributes their names say.
// With the coverage cards (coverage_cards.h) and the bundled sample set.

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
using testing::CoverageCards;
using testing::CoverageDeck;
using ::testing::ElementsAre;
using testing::Table;
using testing::TestHeader;

cards::CardDef Tactic(const std::string& code, cards::Side side, cards::Action action) {
  cards::CardDef def;
  def.code = def.name = code;
  def.colour = cards::Colour::kBlue;
  def.category = cards::Category::kTactic;
  def.tactic_speed = cards::TacticSpeed::kInstant;
  cards::OnUse on_use;
  cards::TargetSpec spec;
  spec.filter.side = side;
  spec.filter.categories = {cards::Category::kCharacter};
  on_use.targets = {spec};
  on_use.actions = {std::move(action)};
  def.effects.push_back(cards::Effect{0, on_use});
  return def;
}

cards::CardDef Event(const std::string& code, cards::Filter affects, int32_t atk, int32_t def) {
  cards::CardDef card;
  card.code = card.name = code;
  card.category = cards::Category::kEvent;
  cards::Continuous continuous;
  affects.side = cards::Side::kWe;
  affects.categories = {cards::Category::kCharacter};
  continuous.affects = affects;
  continuous.atk = atk;
  continuous.def = def;
  card.effects.push_back(cards::Effect{0, continuous});
  return card;
}

cards::CardDef Soldier(const std::string& code, std::vector<std::string> attributes) {
  cards::CardDef card;
  card.code = card.name = code;
  card.category = cards::Category::kCharacter;
  card.atk = card.def = 1000;
  card.attributes = std::move(attributes);
  return card;
}

cards::CardDef TimeStop() {
  cards::CardDef def = Tactic("时间静止", cards::Side::kAny, cards::Action{cards::Draw{1}});
  auto& on_use = std::get<cards::OnUse>(def.effects[0].kind);
  on_use.targets.clear();
  on_use.actions.push_back(cards::Action{cards::EndTurn{}});
  return def;
}

std::vector<CardInfo> Cards() {
  std::vector<CardInfo> cards = CoverageCards();
  using cards::Side;
  for (const cards::CardDef& def :
       {Tactic("夺魂术", Side::kOpponent,
               cards::Action{cards::GainControl{0, cards::Duration::kUntilEndOfTurn}}),
        Tactic("永久夺魂", Side::kOpponent,
               cards::Action{cards::GainControl{0, cards::Duration::kPermanent}}),
        Tactic("封印术", Side::kOpponent, cards::Action{cards::Remove{0}}),
        Tactic("护盾", Side::kWe, cards::Action{cards::PreventDamage{0, 1000}}), TimeStop(),
        Event("龟鹤大会", cards::Filter{.has_all_names = {"龟仙流", "鹤仙流"}}, 1000, 0),
        Event("龟或鹤", cards::Filter{.has_any_name = {"龟仙流", "鹤仙流"}}, 0, 1000),
        Soldier("龟鹤兵", {"龟仙流", "鹤仙流"}), Soldier("龟兵", {"龟仙流"}),
        Soldier("鹤兵", {"鹤仙流"})}) {
    cards.push_back(CardInfoFromDef(def));
  }
  return cards;
}

// Turn 1, A's action phase: A's hand from A07 (`a_hand`), B's cards from B07 put into B's
// battle zone (`b_battle`), then B's hand (`b_hand`).
Table At(std::vector<std::string> a_hand, std::vector<std::string> b_battle,
         std::vector<std::string> b_hand = {}) {
  std::vector<std::string> b = b_battle;
  b.insert(b.end(), b_hand.begin(), b_hand.end());
  Table t(TestHeader(CoverageDeck(std::move(a_hand)), CoverageDeck(b)), Cards());
  t.ToActionPhase(Seat::kA);
  for (size_t i = 0; i < b_battle.size(); ++i) t.PutIntoBattle(B(static_cast<uint16_t>(7 + i)));
  return t;
}

bool InBattleZoneOf(const State& s, Seat seat, CardId id) {
  const auto& battle = s.Player(seat).battle;
  return std::find(battle.begin(), battle.end(), id) != battle.end();
}

// ----- 609(2), 612: control -----------------------------------------------------------------

TEST(Rule609_2, AGainedCharacterMovesWithoutEnteringOrLeaving) {
  Table t = At({"夺魂术"}, {"BP02-017"});  // 丝诺: 【登场时】抽一张牌.
  t.mutable_state().Card(B(7)).damage = 300;
  const uint32_t object = t.state().Card(B(7)).object;
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  const State& s = t.state();
  EXPECT_TRUE(InBattleZoneOf(s, Seat::kA, B(7)));
  EXPECT_FALSE(InBattleZoneOf(s, Seat::kB, B(7)));
  EXPECT_EQ(s.Card(B(7)).controller, Seat::kA);
  EXPECT_EQ(s.Card(B(7)).object, object) << "the same card, not a new one (200(4))";
  EXPECT_EQ(s.Card(B(7)).damage, 300);
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), hand) << "no entering: 丝诺 draws nothing";
  EXPECT_THAT(t.OnBoard(B(7)).marks, ::testing::Contains("owned by B"));
}

TEST(Rule612_5, EquipmentFollowsItsCharactersControl) {
  Table t = At({"夺魂术"}, {"BP02-024", "金箍棒"});  // 天津饭 2000, 金箍棒 (攻)+2000.
  State& s = t.mutable_state();
  s.Card(B(8)).attached_to = B(7);
  s.Card(B(8)).attached_object = s.Card(B(7)).object;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_TRUE(InBattleZoneOf(t.state(), Seat::kA, B(8)));
  EXPECT_EQ(t.state().Card(B(8)).controller, Seat::kA);
  EXPECT_EQ(t.OnBoard(B(7)).atk, 4000) << "still equipped";
}

TEST(Rule612_4, ChangesAndUsageLimitsSurviveAChangeOfControl_Rule703_3) {
  // 孙悟饭 (SAMPLE-012): pay 2, one red: (攻)+1500(防)+1500 this turn; once per turn.
  Table t = At({"夺魂术"}, {"SAMPLE-012"});
  t.Do(Seat::kA, PassPriority{});
  ActivateEffect use;
  use.card = B(7);
  use.effect = 0;
  use.payment.tap = AddResources(t, Seat::kB, 2);
  ASSERT_TRUE(t.Do(Seat::kB, use).empty());
  t.BothPass();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.OnBoard(B(7)).atk, 2500) << "the buff goes on";
  use.payment.tap = AddResources(t, Seat::kA, 2);
  const auto v = t.Do(Seat::kA, use);
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.effect.once-per-turn"))
      << "its limit counts the use under B (612(4), 703(3))";
}

TEST(Rule612_4, ControlTakenForTheTurnReturnsInTheClearingStep_A76) {
  Table t = At({"夺魂术"}, {"BP02-001"});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(B(7)).controller, Seat::kA);
  t.PassUntil([](const State& s) { return s.turn == 2; });
  EXPECT_EQ(t.state().Card(B(7)).controller, Seat::kB);
  EXPECT_TRUE(InBattleZoneOf(t.state(), Seat::kB, B(7)));
  EXPECT_EQ(t.state().Card(B(7)).control_returns, 0);
}

TEST(Rule612_4, PermanentControlStaysAfterTheTurn) {
  Table t = At({"永久夺魂"}, {"BP02-001"});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  t.PassUntil([](const State& s) { return s.turn == 2; });
  EXPECT_EQ(t.state().Card(B(7)).controller, Seat::kA);
}

TEST(Rule318_6, AGainedCharacterThatEnteredEarlierMayAttack_A76) {
  Table t = At({"夺魂术"}, {"BP02-001"});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  EXPECT_TRUE(AttackWith(t, Seat::kA, B(7)).empty()) << "gaining control is no entering (609(2))";
}

TEST(Rule500_3, AChangeOfControlOfTheAttackerInterruptsTheCombat) {
  Table t = At({"BP02-001"}, {}, {"夺魂术"});  // B holds 夺魂术 in hand (B07).
  t.PutIntoBattle(A(7));
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {Target{A(7)}}).empty());
  ASSERT_EQ(t.state().combat.step, CombatStep::kDeclared);
  t.BothPass();  // 夺魂术 resolves: B controls the attacker, and the combat ends there.
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_EQ(t.state().step, Step::kAction);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "back to the action phase, the AP first";
}

// ----- 208: removed from the game -------------------------------------------------------------

TEST(Rule208_1, ARemovedCardGoesFaceUpToTheRemovedZoneWithoutBeingDestroyed_Rule208_2) {
  Table t =
      At({"封印术"}, {"战败兵"});  // 【战斗破坏时】抽一张牌 would not matter; 【破坏时】 none.
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  t.BothPass();
  const State& s = t.state();
  EXPECT_EQ(s.Card(B(7)).zone, Zone::kRemoved);
  EXPECT_FALSE(s.Card(B(7)).face_down) << "208(2)";
  EXPECT_THAT(s.Player(Seat::kB).removed, ElementsAre(B(7)));
  EXPECT_TRUE(s.Player(Seat::kB).rest.empty()) << "not destroyed: not in the rest area";
}

// ----- 607(4), (5): damage prevention ---------------------------------------------------------

TEST(Rule607_4, PreventionTakesDamageUntilItIsUsedUp_Rule607_5) {
  Table t = At({"护盾"}, {}, {"气功弹", "气功弹"});  // B's 气功弹: 2000 damage each.
  t.PutIntoBattle(A(8));                             // A08: 悟空 1000/1000 ... made sturdier:
  t.mutable_state().stat_changes.push_back(StatChange{A(8), 1, 0, 9000});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{A(8)}}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(8)).prevent, 1000);
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {Target{A(8)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).damage, 1000) << "1000 of the 2000 prevented";
  EXPECT_EQ(t.state().Card(A(8)).prevent, 0) << "used up";
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(8), {}, {Target{A(8)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).damage, 3000);
}

TEST(Rule607_5, PreventionEndsWithTheTurn) {
  Table t = At({"护盾"}, {});
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{A(8)}}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(8)).prevent, 1000);
  t.PassUntil([](const State& s) { return s.turn == 2; });
  EXPECT_EQ(t.state().Card(A(8)).prevent, 0);
}

TEST(Rule607_4, PreventionTakesFromDamageAsReplacementsChangedIt_A77) {
  Table t = At({"护盾", "SAMPLE-029"}, {}, {"气功弹"});  // 界王神: damage to characters x2.
  t.PutIntoBattle(A(8));  // Not a character: 界王神 is A08, 护盾's target is A09.
  t.PutIntoBattle(A(9));
  t.mutable_state().stat_changes.push_back(StatChange{A(9), 1, 0, 9000});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{A(9)}}).empty());
  t.BothPass();
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {Target{A(9)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(9)).damage, 3000) << "2000 doubled, then 1000 prevented";
}

// ----- 306(6), (7): several 『』 -------------------------------------------------------------

TEST(Rule306_6, TwoNamesInOneFilterMeanACardWithBoth) {
  Table t = At({"龟鹤大会", "龟鹤兵", "龟兵"}, {});
  testing::MoveTo(t.mutable_state(), A(7), Zone::kEvent);
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(A(9));
  EXPECT_EQ(t.OnBoard(A(8)).atk, 2000);
  EXPECT_EQ(t.OnBoard(A(9)).atk, 1000) << "龟仙流 alone is not 『龟仙流』『鹤仙流』";
}

TEST(Rule306_7, EitherOfTwoNamesMeansACardWithOne) {
  Table t = At({"龟或鹤", "龟兵", "鹤兵", "红兵"}, {});
  testing::MoveTo(t.mutable_state(), A(7), Zone::kEvent);
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(A(9));
  t.PutIntoBattle(A(10));
  EXPECT_EQ(t.OnBoard(A(8)).def, 2000);
  EXPECT_EQ(t.OnBoard(A(9)).def, 2000);
  EXPECT_EQ(t.OnBoard(A(10)).def, 1000);
}

// ----- 407(2): ending the turn ------------------------------------------------------------------

TEST(Rule407_2, AnEffectThatEndsTheTurnGoesStraightToTheClearingStep_A80) {
  Table t = At({"时间静止"}, {});
  t.PutIntoBattle(A(8));
  t.mutable_state().Card(A(8)).damage = 500;
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}).empty());
  t.BothPass();
  const State& s = t.state();
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), hand + 1) << "the effect is carried out first";
  EXPECT_EQ(s.Card(A(8)).damage, 0) << "407(1): the clearing step healed it";
  EXPECT_EQ(s.turn, 2u);
  EXPECT_EQ(s.active, Seat::kB);
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kRest) << "the tactic resolved (320(5))";
}

TEST(Rule407_2, TheRestOfTheChainIsNotResolved_A80) {
  Table t = At({"悟空", "时间静止"}, {});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty());  // 悟空 waits.
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {}).empty());                            // On top.
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "悟空 never entered play";
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().turn, 2u);
}

}  // namespace
}  // namespace tcgjudge::zero
