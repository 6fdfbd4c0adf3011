// Rule coverage (docs/rule-coverage-zero.md): combat (500-507), damage and destruction (605-607)
// and the battle timings (803-806). Each test is named after the rule it checks and asserts the
// resulting state or the exact violation.
// Decks: A01-A06 / B01-B06 are life cards, A07-A12 / B07-B12 the opening hands, A13 is drawn in
// turn 1, B13 in turn 2 (CoverageDeck).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

// A's turn 1, action phase, with `a` (A07, A08, ...) and `b` (B07, B08, ...) in the battle zones
// since an earlier turn, and `a_hand` in A's hand after them.
Table Battle(const std::vector<std::string>& a, const std::vector<std::string>& b,
             std::vector<std::string> a_hand = {}) {
  std::vector<std::string> deck_a = a;
  deck_a.insert(deck_a.end(), a_hand.begin(), a_hand.end());
  Table t = CoverageTable(CoverageDeck(deck_a), CoverageDeck(b));
  t.ToActionPhase(Seat::kA);
  for (size_t i = 0; i < a.size(); ++i) t.PutIntoBattle(A(static_cast<uint16_t>(7 + i)));
  for (size_t i = 0; i < b.size(); ++i) t.PutIntoBattle(B(static_cast<uint16_t>(7 + i)));
  return t;
}

// From A's attack declaration with `attacker` to the 503 declaration of `defender` (nullopt: no
// defender) against `target` (nullopt: B's life zone).
void AttackUntilDefence(Table& t, CardId attacker, std::optional<CardId> target,
                        std::optional<CardId> defender) {
  AttackWith(t, Seat::kA, attacker);
  t.BothPass();  // 501.
  t.Do(Seat::kA, ChooseAttackTarget{target});
  t.BothPass();  // 502.
  t.Do(Seat::kB, DeclareDefender{defender});
}

bool InActionWindowOfA(const State& s) {
  return s.step == Step::kAction && s.combat.step == CombatStep::kNone &&
         s.wait == Wait::kPriority && s.waiting_for == Seat::kA && s.chain.empty();
}

// ----- 501: declaring an attack ------------------------------------------------------------------

TEST(Rule501_1, AnAttackWithANonEmptyChainIsFlagged) {
  Table t = Battle({"悟空"}, {}, {"瞬间战术"});
  t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 1));  // 瞬间战术 waits on the chain.
  auto v = AttackWith(t, Seat::kA, A(7));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.chain-not-empty"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"501(1)"});
}

TEST(Rule501_1, AnAttackInTheOpponentsTurnIsFlagged_Rule405_4) {
  Table t = Battle({}, {"悟空"});
  t.Do(Seat::kA, PassPriority{});  // B holds priority in A's action phase.
  auto v = AttackWith(t, Seat::kB, B(7));
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.attack.opponent-turn"));
}

TEST(Rule501_1, AnAttackWithoutPriorityIsFlagged) {
  Table t = Battle({"悟空"}, {});
  t.Do(Seat::kA, PassPriority{});
  auto v = AttackWith(t, Seat::kA, A(7));
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.priority.not-holder"));
}

TEST(Rule501_3, AttackingWithTheOpponentsCharacterIsFlagged) {
  Table t = Battle({}, {"悟空"});
  auto v = AttackWith(t, Seat::kA, B(7));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.not-own"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"501(3)"});
}

TEST(Rule501_3, AttackingWithAnEquipmentIsFlaggedAndNoAttackFollows) {
  Table t = Battle({"金箍棒"}, {});
  auto v = AttackWith(t, Seat::kA, A(7));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.not-a-character"));
  t.BothPass();
  EXPECT_TRUE(InActionWindowOfA(t.state())) << "500(3): not a character: the combat stops";
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
}

// ----- 502: the attack target
// ----------------------------------------------------------------------

TEST(Rule502_2, AttackingAnOwnCharacterIsFlagged) {
  Table t = Battle({"悟空", "天津饭"}, {});
  t.mutable_state().Card(A(8)).tapped = true;
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  auto v = t.Do(Seat::kA, ChooseAttackTarget{A(8)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.target.own-card"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"502(2)"});
}

TEST(Rule502_2, AttackingAnEquipmentIsFlagged) {
  Table t = Battle({"悟空"}, {"金箍棒"});
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  auto v = t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.not-a-character"));
}

TEST(Rule502_2, AttackingACharacterThatCannotBeAttackedIsFlagged) {
  // 隐形人 (SAMPLE-040): 此牌不能成为攻击对象.
  Table t = Battle({"天津饭"}, {"SAMPLE-040"});
  t.mutable_state().Card(B(7)).tapped = true;
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    const auto* target = std::get_if<ChooseAttackTarget>(&d);
    EXPECT_TRUE(target == nullptr || !target->card) << "only B's life zone may be attacked";
  }
  const auto v = t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.cannot-be-attacked"));
}

TEST(Rule502_4, AnAttackedCharacterThatBecomesAnIllegalTargetStillBattles) {
  Table t = Battle({"天津饭"}, {"悟空"});  // 2000/2000 against 1000/1000.
  t.mutable_state().Card(B(7)).tapped = true;
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{B(7)}).empty());
  t.mutable_state().Card(B(7)).tapped = false;  // Untapped: no longer a legal attack target.
  t.BothPass();                                 // 502.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_EQ(t.state().combat.step, CombatStep::kDefended) << "the combat goes on";
  t.BothPass();  // 504.
  t.BothPass();  // 505; 506.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).damage, 1000);
}

TEST(Rule502_5, AnAttackerThatCanNoLongerAttackStillBattles_A74) {
  // 短笛大魔王 (SAMPLE-026): 对方战斗区中费用1以下的角色牌不能攻击. 少年悟空 costs 1.
  Table t = CoverageTable(CoverageDeck({"BP02-001"}), CoverageDeck({"SAMPLE-026"}));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{std::nullopt}).empty());  // Established.
  MoveTo(t.mutable_state(), B(7), Zone::kBattle);  // Now A07 "cannot attack".
  const size_t life = t.state().Player(Seat::kB).life.size();
  t.BothPass();  // 502.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  t.BothPass();  // 504.
  t.BothPass();  // 505; 506.
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), life - 1) << "the combat went on";
  EXPECT_TRUE(t.violations().empty());
}

// ----- 503, 504: defence

// 魔人布欧 (SAMPLE-032): 此牌的攻击不能被防御. 金缚术 (SAMPLE-033, an event): 对方战斗区中费用2
// 以下的角色牌不能防御.

TEST(Rule503_1, DefendingAgainstAnAttackThatCannotBeDefendedIsFlagged) {
  Table t = Battle({"SAMPLE-032"}, {"BP02-001"});
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();  // 502.
  ASSERT_EQ(t.state().wait, Wait::kDefender);
  std::vector<DeclareDefender> declarations;
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    if (const auto* defence = std::get_if<DeclareDefender>(&d)) declarations.push_back(*defence);
  }
  EXPECT_THAT(declarations, ElementsAre(DeclareDefender{std::nullopt}))
      << "the only legal declaration is none";
  const auto v = t.Do(Seat::kB, DeclareDefender{B(7)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.defence.cannot-be-defended"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"503(1)"});
}

TEST(Rule503_2, DefendingWithACharacterThatCannotDefendIsFlagged) {
  Table t = Battle({"BP02-024"}, {"BP02-001"}, {"SAMPLE-033"});  // 少年悟空 costs 1.
  MoveTo(t.mutable_state(), A(8), Zone::kEvent);                 // 金缚术.
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  const auto v = t.Do(Seat::kB, DeclareDefender{B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.defence.cannot-defend"));
  t.BothPass();  // 503: the flagged defence stands as the table made it.
  EXPECT_EQ(t.state().combat.step, CombatStep::kDefended);
  EXPECT_TRUE(t.state().Card(B(7)).tapped);
}

TEST(Rule503_3, ADefenderMadeUnableToDefendMayBeReplaced_A75) {
  Table t = Battle({"BP02-024"}, {"BP02-001", "BP02-047"}, {"SAMPLE-033"});
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kB, DeclareDefender{B(7)}).empty());
  MoveTo(t.mutable_state(), A(8), Zone::kEvent);  // 金缚术 now: 少年悟空 cannot defend.
  t.BothPass();                                   // The 503 free timing ends.
  ASSERT_EQ(t.state().wait, Wait::kDefender) << "B declares again";
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
  EXPECT_FALSE(t.state().Card(B(7)).tapped);
  ASSERT_TRUE(t.Do(Seat::kB, DeclareDefender{B(8)}).empty());  // 人造人8号 costs 4.
  t.BothPass();
  EXPECT_EQ(t.state().combat.defender, B(8));
  EXPECT_TRUE(t.state().Card(B(8)).tapped) << "504(1)";
}

// ----- 503, 504: defence, continued --------------------------------------------------------------

TEST(Rule503_2, TheAttackingPlayerDeclaringADefenderIsFlaggedAndChangesNothing) {
  Table t = Battle({"悟空", "天津饭"}, {});
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kDefender);
  const State before = t.state();
  auto v = t.Do(Seat::kA, DeclareDefender{A(8)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.defence.active-player"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"503(2)"});
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule503_2, DefendingWithACharacterTheDefenderDoesNotControlIsFlagged) {
  Table t = Battle({"悟空", "天津饭"}, {});
  AttackUntilDefence(t, A(7), std::nullopt, A(8));
  EXPECT_THAT(t.Codes(t.violations()), ElementsAre("zero.defence.not-own"));
}

TEST(Rule503_2, DefendingWithAnEquipmentIsFlagged) {
  Table t = Battle({"悟空"}, {"金箍棒"});
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  EXPECT_THAT(t.Codes(t.violations()), ElementsAre("zero.defence.not-a-character"));
}

TEST(Rule504_3, ADefenderThatLeavesDealsNoDamageToTheAttacker_Rule500_3) {
  Table t = Battle({"悟空"}, {"天津饭"});
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  t.BothPass();  // 503; 504: established.
  ASSERT_EQ(t.state().combat.step, CombatStep::kDefended);
  MoveTo(t.mutable_state(), B(7), Zone::kHand);  // It leaves in the 504 window.
  t.BothPass();
  EXPECT_TRUE(InActionWindowOfA(t.state()));
  EXPECT_EQ(t.state().Card(A(7)).damage, 0);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
}

TEST(Rule504_4, ADefenderThatBecomesUntappedStillBattles_Rule504_5) {
  Table t = Battle({"天津饭"}, {"悟空"});
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  t.BothPass();  // 504: established.
  t.mutable_state().Card(B(7)).tapped = false;
  t.BothPass();  // 504 window.
  EXPECT_EQ(t.state().combat.step, CombatStep::kBattle);
  t.BothPass();  // 505; 506.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
}

// ----- 500, 607, 105(4): combats, damage that accumulates, nothing on the chain
// -------------------

TEST(Rule500_1, AnyNumberOfCombatsInATurnAndTheirDamageAccumulates_Rule607_2) {
  // A's 悟空 and 突袭兵 (1000/1000 each) attack B's 天津饭 (2000/2000) one after the other.
  Table t = Battle({"悟空", "突袭兵"}, {"天津饭"});
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  t.BothPass();  // 503.
  t.BothPass();  // 504.
  t.BothPass();  // 505; 506.
  EXPECT_EQ(t.state().Card(B(7)).damage, 1000);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  t.BothPass();  // 506 window; 507.
  ASSERT_TRUE(InActionWindowOfA(t.state()));
  ASSERT_TRUE(t.state().Card(B(7)).tapped) << "it defended";
  AttackUntilDefence(t, A(8), B(7), std::nullopt);  // 504(2): it defends itself.
  t.BothPass();                                     // 504.
  t.BothPass();                                     // 505; 506: 1000 more, 2000 in all.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "2000 damage this turn >= 2000 DEF";
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule105_4, DeclarationsAndBattleDamageNeverUseTheChain) {
  Table t = Battle({"悟空"}, {"悟空"});
  AttackWith(t, Seat::kA, A(7));
  EXPECT_TRUE(t.state().chain.empty()) << "declaring an attack";
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  EXPECT_TRUE(t.state().chain.empty()) << "declaring the target";
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{B(7)});
  EXPECT_TRUE(t.state().chain.empty()) << "declaring defence";
  t.BothPass();
  t.BothPass();
  t.BothPass();  // 506: battle damage destroys both.
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty()) << "battle damage and destruction";
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "then the AP gets priority";
}

// ----- 803-806: battle timings
// ---------------------------------------------------------------------

TEST(Rule803_1, ABattleDestroyedCharacterTriggersIts战斗破坏时) {
  Table t = Battle({"天津饭"}, {"战败兵"});
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  t.BothPass();
  t.BothPass();
  t.BothPass();  // 506.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, B(7));
  EXPECT_EQ(t.state().chain[0].controller, Seat::kB);
  const size_t hand = t.state().Player(Seat::kB).hand.size();
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kB).hand.size(), hand + 1);
}

TEST(Rule803_2, 防御破坏时TriggersOnlyInADefenceCombat_Rule604) {
  // B's 防败兵 defends against A's 天津饭 and is battle-destroyed: a defence combat for B.
  Table defended = Battle({"天津饭"}, {"防败兵"});
  AttackUntilDefence(defended, A(7), std::nullopt, B(7));
  defended.BothPass();
  defended.BothPass();
  defended.BothPass();
  EXPECT_EQ(defended.state().Card(B(7)).zone, Zone::kRest);
  ASSERT_EQ(defended.state().chain.size(), 1u);
  EXPECT_EQ(defended.state().chain[0].card, B(7));

  // A's 防败兵 attacks B's 天津饭 and is battle-destroyed: an attack combat (603) for A.
  Table attacked = Battle({"防败兵"}, {"天津饭"});
  AttackUntilDefence(attacked, A(7), std::nullopt, B(7));
  attacked.BothPass();
  attacked.BothPass();
  attacked.BothPass();
  EXPECT_EQ(attacked.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(attacked.state().chain.empty());
}

TEST(Rule803_6, ACharacterDestroyedByDamageFromAnEffectInACombatIsNotBattleDestroyed) {
  Table t = Battle({"悟空"}, {"战败兵"}, {"气功弹"});
  t.mutable_state().Card(B(7)).tapped = true;
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {}, {B(7)}).empty());  // 2000 damage in the 502 window.
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty()) << "no 【战斗破坏时】";
  EXPECT_TRUE(InActionWindowOfA(t.state())) << "502(3): the combat is interrupted";
}

TEST(Rule804_5, NoBattleWonEffectTriggersWhenBothAreDestroyed) {
  Table t = Battle({"胜者"}, {"天津饭"});  // 2000/2000 each.
  AttackUntilDefence(t, A(7), std::nullopt, B(7));
  t.BothPass();
  t.BothPass();
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty());
}

TEST(Rule806_3, BeingChosenAsTheAttackTargetDoesNotTrigger防御时_Rule806_4) {
  Table t = Battle({"天津饭"}, {"SAMPLE-004"});  // 天神: 【防御时】 (防)+1000.
  t.mutable_state().Card(B(7)).tapped = true;
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  EXPECT_TRUE(t.state().chain.empty()) << "chosen as the target: nothing yet";
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  ASSERT_EQ(t.state().chain.size(), 1u) << "no other defender: its defence is established";
  EXPECT_EQ(t.state().chain[0].card, B(7));
}

// ----- The board carries the combat in progress (500-506) ---------------------------------------

TEST(Rule500, TheBoardShowsTheAttackerTargetDefenderAndStepOfTheCombatInProgress) {
  Table t = Battle({"悟空"}, {"悟空", "天津饭"});
  EXPECT_FALSE(t.rules().MakeBoard(t.state()).combat.has_value());
  AttackUntilDefence(t, A(7), B(7), B(8));
  const Board board = t.rules().MakeBoard(t.state());
  ASSERT_TRUE(board.combat.has_value());
  EXPECT_EQ(board.combat->attacking, Seat::kA);
  EXPECT_EQ(board.combat->attacker, A(7));
  EXPECT_EQ(board.combat->target, B(7));
  EXPECT_EQ(board.combat->defender, B(8));
  EXPECT_EQ(board.combat->step, "defence declaration (503)");
  // The step and what the game waits for say the same.
  EXPECT_EQ(board.step, "action phase, combat: defence declaration (503)");
  EXPECT_NE(board.pending.find("combat: defence declaration (503)"), std::string::npos)
      << board.pending;
}

}  // namespace
}  // namespace tcgjudge::zero
