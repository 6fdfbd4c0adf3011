// Card vocabulary a table can meet beyond the first sets, each test named after the rule it
// implements: a direct attack that deals more than 1 damage to the life zone (`lifeDamage`,
// 202(4)), activated effects usable only in battle (`inBattle`, 505(1), A-41), copying an effect
// on the chain (`copyLink` of a card outside the chain, 706(2), A-104), an effect change whose
// branch asks a question (`insteadIf`, 707(4), A-105), life cards added from the hand
// (`addLifeFrom`, 202(5)) and the cards a player looks at shown in his seat view (614, 615).
// Cards come from the bundled set, samples/zero/cards.jsonl (SAMPLE-066 to SAMPLE-070).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::ElementsAre;
using testing::SampleCards;
using testing::Table;

Table AtActionPhase(std::vector<std::string> a_hand, std::vector<std::string> b_hand = {},
                    int resources = 3) {
  return testing::SampleActionPhase(std::move(a_hand), std::move(b_hand), "BP02-001", resources);
}

std::vector<CardId> Resources(const Table& t, int n) { return testing::UntappedResources(t, n); }

const std::string& Code(const Table& t, CardId id) {
  static const std::vector<CardInfo> cards = SampleCards();
  return cards[IdentityOf(t.state().Card(id))].code;
}

// The legal activations of `card`'s effects by `player` now.
std::vector<ActivateEffect> LegalActivations(const Table& t, CardId card) {
  std::vector<ActivateEffect> out;
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    const auto* activate = std::get_if<ActivateEffect>(&d);
    if (activate != nullptr && activate->card == card) out.push_back(*activate);
  }
  return out;
}

// The index of `card`'s first activated effect.
uint8_t ActivatedIndex(const Table& t, CardId card) {
  static const std::vector<CardInfo> cards = SampleCards();
  const auto& effects = cards[IdentityOf(t.state().Card(card))].effects;
  for (size_t i = 0; i < effects.size(); ++i) {
    if (std::holds_alternative<cards::Activated>(effects[i].kind)) return static_cast<uint8_t>(i);
  }
  ADD_FAILURE() << card.ToString() << " has no activated effect";
  return 0;
}

// A attacks with `attacker` up to the 505 free timing: B's tapped `target` if given (B declares
// no defender, so it defends itself, 504(2)), else the life zone.
void AttackUpToTheBattleStep(Table& t, CardId attacker, std::optional<CardId> target) {
  DeclareAttack attack;
  attack.attacker = attacker;
  t.Do(Seat::kA, attack);
  t.BothPass();  // 501.
  t.Do(Seat::kA, ChooseAttackTarget{target});
  t.BothPass();  // 502.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  t.BothPass();  // 504.
}

// ----- 202(4): more than 1 damage to the life zone ---------------------------------------------

TEST(Rule202_4, ADirectAttackWithLifeDamage2FlipsTwoLifeCards_Rule324_3) {
  Table t = AtActionPhase({"SAMPLE-066", "BP02-026"});
  t.PutIntoBattle(A(7));  // 大猿: 此牌直接攻击成功时,对方生命区受到2点伤害.
  const size_t life = t.state().Player(Seat::kB).life.size();
  AttackUpToTheBattleStep(t, A(7), std::nullopt);
  t.PassUntil([](const State& s) { return s.combat.step == CombatStep::kNone; });
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), life - 2);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule202_4, ACharacterWithoutLifeDamageFlipsOneLifeCard_A05) {
  Table t = AtActionPhase({"BP02-026", "SAMPLE-066"});
  t.PutIntoBattle(A(7));  // 饺子.
  const size_t life = t.state().Player(Seat::kB).life.size();
  AttackUpToTheBattleStep(t, A(7), std::nullopt);
  t.PassUntil([](const State& s) { return s.combat.step == CombatStep::kNone; });
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), life - 1);
}

// ----- 505(1), A-41: activated effects usable only in battle -----------------------------------

TEST(Rule505_1, AnInBattleEffectIsNotLegalOutsideBattleAndFlaggedWhenUsed_A102) {
  Table t = AtActionPhase({"SAMPLE-067"});
  t.PutIntoBattle(A(7));  // 雅木茶: 战斗时,支付1费:此牌(攻)+1000直到战斗结束.
  EXPECT_TRUE(LegalActivations(t, A(7)).empty());
  ActivateEffect activate;
  activate.card = A(7);
  activate.effect = ActivatedIndex(t, A(7));
  activate.payment.tap = Resources(t, 1);
  const auto v = t.Do(Seat::kA, activate);
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.effect.not-in-battle"));
  EXPECT_EQ(t.state().chain.size(), 1u) << "A-101: applied as the table did it";
}

TEST(Rule505_1, AnInBattleEffectIsLegalForTheCharacterInBattle_A102) {
  Table t = AtActionPhase({"SAMPLE-067"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;  // 502(2): a tapped character can be attacked.
  AttackUpToTheBattleStep(t, A(7), B(7));
  ASSERT_EQ(t.state().combat.step, CombatStep::kBattle);
  ASSERT_EQ(t.state().waiting_for, Seat::kA);
  const std::vector<ActivateEffect> legal = LegalActivations(t, A(7));
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_TRUE(t.Do(Seat::kA, legal.front()).empty());
  t.BothPass();
  EXPECT_EQ(t.OnBoard(A(7)).atk, 2500) << "1500 + 1000 until the end of the battle";
  EXPECT_TRUE(LegalActivations(t, B(7)).empty()) << "B's 饺子 has no such effect";
}

TEST(Rule505_1, TheAttackedCharacterIsInBattleToo_A102) {
  Table t = AtActionPhase({"BP02-026"}, {"SAMPLE-067"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));  // 雅木茶, B's, tapped: attacked, it defends itself (504(2)).
  t.mutable_state().Card(B(7)).tapped = true;
  t.ResourcesFromDeckBottom(Seat::kB, 1);
  AttackUpToTheBattleStep(t, A(7), B(7));
  ASSERT_EQ(t.state().combat.step, CombatStep::kBattle);
  t.Do(Seat::kA, PassPriority{});
  ASSERT_EQ(t.state().waiting_for, Seat::kB);
  EXPECT_EQ(LegalActivations(t, B(7)).size(), 1u);
}

// ----- 706(2), A-104: copying an effect on the chain -------------------------------------------

TEST(Rule706_2, CopyingAnEffectPutsACopyOfItsLinkOnTheChainForTheCopier_A104) {
  // A's 孙悟饭 (SAMPLE-012): 支付2点费用: 此牌(攻)(防)+1500. B answers with 复制光线
  // (SAMPLE-068), targeting 孙悟饭: the copy resolves first, under B, for the same card.
  Table t = AtActionPhase({"SAMPLE-012"}, {"SAMPLE-068"});
  t.PutIntoBattle(A(7));
  const std::vector<CardId> b_resources = t.ResourcesFromDeckBottom(Seat::kB, 1);
  ActivateEffect activate;
  activate.card = A(7);
  activate.effect = ActivatedIndex(t, A(7));
  activate.payment.tap = Resources(t, 2);
  ASSERT_TRUE(t.Do(Seat::kA, activate).empty());
  if (t.state().waiting_for == Seat::kA) t.Do(Seat::kA, PassPriority{});
  ASSERT_EQ(t.state().waiting_for, Seat::kB);
  EXPECT_TRUE(t.Play(Seat::kB, B(7), b_resources, {A(7)}).empty());
  t.BothPass();  // The chain resolves: 复制光线 puts the copy on top, which resolves next (106(5)).
                 // // 复制光线 resolves: the copy goes on top of the chain.
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000 + 1500 + 1500);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule706_2, ACopyScrappedBeforeItsTriggerIsDeclaredStillDeclaresIt_A100_Rule305_4) {
  // A's 模仿者 (SAMPLE-045) enters as a copy of A's 卡林仙人 (SAMPLE-022): 【登场时】我方战斗区中的
  // 一张角色牌获得突袭. Two 卡林仙人 now: A scraps the copy (305(4)), 模仿者 again in the rest
  // area, yet the trigger is the copy's: its declaration names an effect 模仿者 itself
  // does not have, and is recorded.
  Table t = AtActionPhase({"SAMPLE-045", "SAMPLE-022"});
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), Resources(t, 3), {A(8)}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kSameName);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(7)}}).empty());
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  ASSERT_EQ(t.state().wait, Wait::kDeclareEffect);
  ActivateEffect declare;
  declare.card = A(7);
  declare.effect = 0;
  declare.targets = {A(8)};
  EXPECT_TRUE(t.Do(Seat::kA, declare).empty());
  t.BothPass();
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_TRUE(t.violations().empty());
}

// ----- 707(4), A-105: an effect change whose branch asks a question ----------------------------

TEST(Rule707_4, WithoutThePreconditionTheOriginalActionsAreCarriedOut_A87) {
  Table t = AtActionPhase({"SAMPLE-069"});  // 天眼: 抽一张牌; 若有『龟仙流』,改为找一张.
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), Resources(t, 1)).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);  // One played, one drawn.
  EXPECT_TRUE(t.state().chain.empty());
}

TEST(Rule707_4, TheChangedBranchAsksItsQuestionAndTheSeatViewShowsTheSearchedDeck_A105_Rule615) {
  Table t = AtActionPhase({"SAMPLE-069", "BP02-001", "BP02-026", "BP02-026", "BP02-026", "BP02-026",
                           "BP02-026", "BP02-002"});
  t.PutIntoBattle(A(8));  // 少年悟空: 龟仙流.
  const std::vector<CardId> deck = t.state().Player(Seat::kA).deck;
  const auto kulilin =
      std::find_if(deck.begin(), deck.end(), [&](CardId id) { return Code(t, id) == "BP02-002"; });
  ASSERT_NE(kulilin, deck.end()) << "克林 (龟仙流) is in the deck";
  EXPECT_EQ(t.OnBoard(*kulilin).seen_by, kSeenByNobody) << "201(3)";
  ASSERT_TRUE(t.Play(Seat::kA, A(7), Resources(t, 1)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice) << "615: the search asks which card";
  EXPECT_EQ(t.state().resolving.branch, 2) << "707(4): the changed actions";
  EXPECT_EQ(t.OnBoard(*kulilin).seen_by, SeatBit(Seat::kA)) << "615(1): A looks through it";
  // Mid-branch, the snapshot keeps where the branch is.
  auto decoded = t.rules().DecodeSnapshot(t.rules().EncodeSnapshot(t.state()));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_TRUE(decoded.value()->Equals(t.state()));
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{*kulilin}}).empty());
  ASSERT_EQ(t.state().wait, Wait::kShuffle) << "615(2): the searched deck is shuffled";
  ASSERT_TRUE(t.Fact(ShuffleFact{Seat::kA, t.state().Player(Seat::kA).deck}).ok());
  t.PassUntil([](const State& s) { return s.chain.empty() && s.wait == Wait::kPriority; });
  EXPECT_EQ(t.state().Card(*kulilin).zone, Zone::kHand);
  const BoardCard top = t.OnBoard(t.state().Player(Seat::kA).deck.front());
  EXPECT_EQ(top.seen_by, kSeenByNobody) << "the search is over: " << top.id.ToString() << " "
                                        << ZoneName(t.state().Card(top.id).zone);
  EXPECT_TRUE(t.violations().empty());
}

// ----- 202(5): life cards added from the hand --------------------------------------------------

TEST(Rule202_5, CardsAddedFromTheHandGoOnTopOfTheLifeZoneInTheOrderGiven) {
  Table t = AtActionPhase({"SAMPLE-070", "BP02-026", "BP02-002"});  // 仙豆袋: 两张手牌加入生命区.
  const std::vector<CardId> life = t.state().Player(Seat::kA).life;
  ASSERT_TRUE(t.Play(Seat::kA, A(7), Resources(t, 1)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(9), A(8)}}).empty());
  std::vector<CardId> expected = {A(9), A(8)};
  expected.insert(expected.end(), life.begin(), life.end());
  EXPECT_EQ(t.state().Player(Seat::kA).life, expected);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule202_5, TooFewCardsOrACardFromElsewhereAreFlaggedAndDoneAsTheTableDidIt_A101) {
  Table t = AtActionPhase({"SAMPLE-070", "BP02-026", "BP02-002"});
  t.PutIntoBattle(A(10));
  const size_t life = t.state().Player(Seat::kA).life.size();
  ASSERT_TRUE(t.Play(Seat::kA, A(7), Resources(t, 1)).empty());
  t.BothPass();
  const auto v = t.Do(Seat::kA, ChooseCards{{A(8), A(10)}});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.life.wrong-card", "zero.life.count"));
  EXPECT_EQ(t.state().Player(Seat::kA).life.size(), life + 1);
  EXPECT_EQ(t.state().Card(A(10)).zone, Zone::kBattle) << "left where it is";
}

}  // namespace
}  // namespace tcgjudge::zero
