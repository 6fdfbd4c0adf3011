// The effect vocabulary added for issue 3, each test named after the rule it implements: counter
// effects from life cards (312, 324, 704), trigger costs and targets (702(8), 705), search and
// shuffle (615), put into play (205(2)), grants and lost effects (708), "cannot" effects
// (501(3), 705(5)) and 聚气 (900(8)). Cards come from the bundled set, samples/zero/cards.jsonl.

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
using testing::SampleDeck;
using testing::Table;
using testing::TestHeader;

Table AtActionPhase(std::vector<std::string> a_hand, std::vector<std::string> b_hand = {},
                    std::string b_life_top = "BP02-001", int resources = 3,
                    std::string a_life_top = "BP02-001") {
  return testing::SampleActionPhase(std::move(a_hand), std::move(b_hand), std::move(b_life_top),
                                    resources, std::move(a_life_top));
}

std::vector<CardId> Resources(const Table& t, int n) { return testing::UntappedResources(t, n); }

// A attacks B's life zone with `attacker` (already in play); B declares no defender, so the
// calculation step deals battle damage to B's life zone.
void DirectAttack(Table& t, CardId attacker) {
  DeclareAttack attack;
  attack.attacker = attacker;
  t.Do(Seat::kA, attack);
  t.BothPass();  // 501.
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();  // 502.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
}

ActivateEffect Declare(CardId card, uint8_t effect, std::vector<Target> targets = {},
                       Payment payment = {}) {
  ActivateEffect declare;
  declare.card = card;
  declare.effect = effect;
  declare.targets = std::move(targets);
  declare.payment = std::move(payment);
  return declare;
}

// ----- 312, 324, 704: counter effects ------------------------------------------------------

TEST(Rule704, ACounterEffectFromALifeCardResolvesWhenBattleDamageFlipsIt_Rule324_3) {
  // B's top life card is 太阳拳 (SAMPLE-017): 反击特效: 1000 damage to one of A's characters.
  Table t = AtActionPhase({"BP02-024"}, {}, "SAMPLE-017");
  t.PutIntoBattle(A(7));  // 天津饭 2000/1500.
  DirectAttack(t, A(7));
  const State& s = t.state();
  EXPECT_EQ(s.Card(B(6)).zone, Zone::kRest) << "324(3): flipped and sent to the rest area";
  ASSERT_EQ(s.wait, Wait::kDeclareEffect) << "704(1): its owner declares its target";
  EXPECT_EQ(s.waiting_for, Seat::kB);
  EXPECT_TRUE(t.rules().MakeBoard(s).priority == std::nullopt) << "704(5): no priority";
  t.Do(Seat::kB, Declare(B(6), 1, {A(7)}));
  EXPECT_EQ(s.Card(A(7)).damage, 1000);
  EXPECT_EQ(s.wait, Wait::kPriority) << "506: then the free timing";
  EXPECT_EQ(s.Player(Seat::kB).life.size(), 5u);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule704_5, ACounterEffectCannotBeChained_Rule312) {
  Table t = AtActionPhase({"BP02-024", "SAMPLE-017"}, {}, "SAMPLE-017");
  t.PutIntoBattle(A(7));
  DirectAttack(t, A(7));
  ASSERT_EQ(t.state().wait, Wait::kDeclareEffect);
  // A answers the counter effect with an instant tactic: nothing can be chained to it.
  const auto v = t.Play(Seat::kA, A(8), Resources(t, 1), {B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.counter.chained"));
  EXPECT_NE(v[0].message.find("704(5)"), std::string::npos) << v[0].message;
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kHand) << "flagged and not applied";
  EXPECT_TRUE(t.state().chain.empty());
  t.Do(Seat::kB, Declare(B(6), 1, {A(7)}));
  EXPECT_EQ(t.state().Card(A(7)).damage, 1000);
}

TEST(Rule704_4, DecliningACounterEffectIsFlagged) {
  Table t = AtActionPhase({"BP02-024"}, {}, "SAMPLE-017");
  t.PutIntoBattle(A(7));
  DirectAttack(t, A(7));
  const auto v = t.Do(Seat::kB, ChooseYesNo{false});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.counter.declined"));
  EXPECT_EQ(t.state().Card(A(7)).damage, 0);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule704_4, ACounterEffectWithoutALegalTargetIsLeftOut) {
  // Only the attacker could be its target; it is 短笛大魔王, which cannot be targeted (705(5)).
  Table t = AtActionPhase({"SAMPLE-026"}, {}, "SAMPLE-017");
  t.PutIntoBattle(A(7));
  DirectAttack(t, A(7));
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "nothing to declare: the counter is left out";
  EXPECT_EQ(t.state().Card(B(6)).zone, Zone::kRest);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule704_5, ACounterEffectsOwnLifeDamageFlipsTheOtherLifeZoneFirst_A27) {
  // B's top life card is 龟仙流修行: 反击特效: 1 damage to the opponent's (A's) life zone, whose
  // top card is 太阳拳 with its own counter effect against B's characters.
  Table t = AtActionPhase({"BP02-024"}, {"BP02-024"}, "SAMPLE-024", 3, "SAMPLE-017");
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));  // 天津饭, B's: the target of A's counter effect.
  DirectAttack(t, A(7));
  const State& s = t.state();
  EXPECT_EQ(s.Card(B(6)).zone, Zone::kRest);
  EXPECT_EQ(s.Card(A(6)).zone, Zone::kRest) << "A-27: effect damage flips life cards too";
  ASSERT_EQ(s.wait, Wait::kDeclareEffect);
  EXPECT_EQ(s.waiting_for, Seat::kA) << "the nested counter effect is A's";
  t.Do(Seat::kA, Declare(A(6), 1, {B(7)}));
  EXPECT_EQ(s.Card(B(7)).damage, 1000);
  EXPECT_TRUE(s.life_damage.empty());
  EXPECT_EQ(s.wait, Wait::kPriority);
  EXPECT_TRUE(t.violations().empty());
}

// ----- 702(8), 705: trigger costs and targets --------------------------------------------------

TEST(Rule702_8, ATriggerCostIsPaidAsItTriggers_阿修ScrapsALifeCardFor小舞_Rule324_4) {
  // 阿修: 【登场时】可以废弃我方生命区的一张牌:将手牌中的一张{小舞}登场. A's top life card has a
  // counter effect, which a scrapped life card never carries out (324(4), 606(2)).
  Table t = AtActionPhase({"BP02-035", "SAMPLE-005"}, {}, "BP02-001", 3, "SAMPLE-017");
  t.PutIntoBattle(B(7));
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();  // 阿修 enters; its trigger waits for its cost.
  ASSERT_EQ(t.state().wait, Wait::kDeclareEffect);
  Payment scrap;
  scrap.scrap = {A(6)};
  t.Do(Seat::kA, Declare(A(7), 0, {}, scrap));
  EXPECT_EQ(t.state().Card(A(6)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(7)).damage, 0) << "no counter effect from a scrapped life card";
  ASSERT_EQ(t.state().chain.size(), 1u);
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice) << "205(2): which 小舞 enters";
  t.Do(Seat::kA, ChooseCards{{A(8)}});
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kBattle);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule702_8, ATriggerWhoseCostIsNotPaidIsIgnored) {
  Table t = AtActionPhase({"BP02-035", "SAMPLE-005"});
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();
  t.Do(Seat::kA, ChooseYesNo{false});
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().Player(Seat::kA).life.size(), 6u);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule703_1, ATriggerCostPaidWithTheWrongLifeCardIsFlagged_Rule324_4) {
  Table t = AtActionPhase({"BP02-035", "SAMPLE-005"});
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();
  Payment scrap;
  scrap.scrap = {A(1)};  // The bottom life card.
  const auto v = t.Do(Seat::kA, Declare(A(7), 0, {}, scrap));
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.cost.life-not-top"));
}

TEST(Rule705_1, ATriggersTargetIsDeclaredAsItGoesOnTheChain_卡林仙人GrantsRush_Rule708_2) {
  // 卡林仙人: 【登场时】我方战斗区中的一张角色牌获得突袭直到回合结束.
  Table t = AtActionPhase({"SAMPLE-022", "BP02-024"}, {}, "BP02-001", 5);
  t.Play(Seat::kA, A(8), Resources(t, 3));  // 天津饭 enters this turn.
  t.BothPass();
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kDeclareEffect);
  const auto wrong = t.Do(Seat::kA, Declare(A(7), 0, {B(1)}));  // A life card of B's.
  EXPECT_THAT(t.Codes(wrong), ElementsAre("zero.target.illegal"));
}

TEST(Rule708_2, AGrantedRushLetsACharacterAttackTheTurnItEntered_Rule801_2) {
  Table t = AtActionPhase({"SAMPLE-022", "BP02-024"}, {}, "BP02-001", 5);
  t.Play(Seat::kA, A(8), Resources(t, 3));
  t.BothPass();
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();
  t.Do(Seat::kA, Declare(A(7), 0, {A(8)}));
  t.BothPass();
  DeclareAttack attack;
  attack.attacker = A(8);
  EXPECT_TRUE(t.Do(Seat::kA, attack).empty()) << "突袭 until the end of the turn";
  // 801(2), A-50: the trigger may target its own card.
  Table self = AtActionPhase({"SAMPLE-022"});
  self.Play(Seat::kA, A(7), Resources(self, 2));
  self.BothPass();
  EXPECT_TRUE(self.Do(Seat::kA, Declare(A(7), 0, {A(7)})).empty());
}

TEST(Rule705_3, ATriggersTargetThatLeftBeforeResolutionIsNotAffected) {
  Table t = AtActionPhase({"SAMPLE-022", "BP02-024"}, {}, "BP02-001", 5);
  t.PutIntoBattle(A(8));
  t.Play(Seat::kA, A(7), Resources(t, 2));
  t.BothPass();
  t.Do(Seat::kA, Declare(A(7), 0, {A(8)}));
  // The target leaves and comes back: a new card (200(4)).
  State& s = t.mutable_state();
  s.Card(A(8)).object = s.next_object++;
  t.BothPass();
  EXPECT_EQ(s.Card(A(8)).granted_until_end_of_turn, 0) << "705(6): the effect failed";
}

// ----- 615, 205(2): search, shuffle, put into play ----------------------------------------------

TEST(Rule615_2, ASearchedDeckIsShuffledAndTheShuffleIsARecordedFact) {
  // 龙珠雷达: 从牌组中找一张『龟仙流』加入手牌. A draws from A13; A20 is a 少年悟空 (龟仙流).
  std::vector<std::string> hand = {"SAMPLE-025"};
  Table t = AtActionPhase(hand);
  State& s = t.mutable_state();
  t.Play(Seat::kA, A(7), Resources(t, 1));
  t.BothPass();
  ASSERT_EQ(s.wait, Wait::kEffectChoice) << "615(1): A looks at the deck and chooses";
  CardId found = s.Player(Seat::kA).deck[3];
  BindIdentity(s.Card(found), IdentityOf(s.Card(A(1))));  // Make it a 少年悟空.
  t.Do(Seat::kA, ChooseCards{{found}});
  EXPECT_EQ(s.Card(found).zone, Zone::kHand);
  ASSERT_EQ(s.wait, Wait::kShuffle) << "615(2): the deck is shuffled";
  const auto pending = t.rules().PendingOf(s);
  ASSERT_TRUE(std::holds_alternative<FactPoint>(pending));
  ShuffleFact shuffle{Seat::kA, s.Player(Seat::kA).deck};
  std::reverse(shuffle.order.begin(), shuffle.order.end());
  ASSERT_TRUE(t.Fact(shuffle).ok());
  EXPECT_EQ(s.Player(Seat::kA).deck, shuffle.order);
  EXPECT_EQ(s.wait, Wait::kPriority);
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kRest) << "320(5): the tactic is done";
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule615_1, ACardTakenFromAnotherZoneIsFlaggedAndLeftWhereItIs) {
  Table t = AtActionPhase({"SAMPLE-025"});
  t.Play(Seat::kA, A(7), Resources(t, 1));
  t.BothPass();
  const CardId life = A(1);  // A 少年悟空 in A's life zone, not in the searched deck.
  const auto v = t.Do(Seat::kA, ChooseCards{{life}});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.search.wrong-card"));
  EXPECT_EQ(v[0].message,
            "A took A01 少年悟空 from A's life zone, not from A's deck (615(1), 705(1))");
  EXPECT_EQ(t.state().Card(life).zone, Zone::kLife) << "A-101: the effect finds nothing";
  EXPECT_EQ(t.state().wait, Wait::kShuffle) << "615(2): the searched deck is shuffled";
}

TEST(Rule615_1, TakingACardThatDoesNotFitTheSearchIsFlagged) {
  Table t = AtActionPhase({"SAMPLE-025"});
  t.Play(Seat::kA, A(7), Resources(t, 1));
  t.BothPass();
  const CardId other = t.state().Player(Seat::kA).deck[0];  // 饺子: no 『龟仙流』.
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseCards{{other}})), ElementsAre("zero.search.wrong-card"));
}

TEST(Rule106_5, 少年路飞ScrapsHimselfAndAnotherCharacterToPutAPirateIntoPlay_Rule615) {
  // 废弃此牌和战斗区中的另一张角色牌:从牌组中找一张费用5以下的海贼登场.
  Table t = AtActionPhase({"SAMPLE-001", "BP02-024"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));
  State& s = t.mutable_state();
  const CardId pirate = s.Player(Seat::kA).deck[5];
  BindIdentity(s.Card(pirate),
               IdentityOf(s.Card(A(7))));  // Another 少年路飞 in the deck (cost 3, 海贼).
  ActivateEffect activate = Declare(A(7), 0);
  activate.payment.scrap = {A(7), A(8)};
  EXPECT_TRUE(t.Do(Seat::kA, activate).empty());
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kRest);
  t.BothPass();
  t.Do(Seat::kA, ChooseCards{{pirate}});
  EXPECT_EQ(s.Card(pirate).zone, Zone::kBattle) << "登场: it enters play";
  ShuffleFact shuffle{Seat::kA, s.Player(Seat::kA).deck};
  ASSERT_TRUE(t.Fact(shuffle).ok());
  EXPECT_EQ(s.wait, Wait::kPriority);
}

TEST(Rule606_3, ACardThatCannotBeTargetedCanStillBeScrappedAsACost_Rule705_5) {
  // 少年路飞's cost scraps "another character": 短笛大魔王 (SAMPLE-026) cannot be targeted, and
  // is no target here.
  Table t = AtActionPhase({"SAMPLE-001", "SAMPLE-026"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));
  ActivateEffect activate = Declare(A(7), 0);
  activate.payment.scrap = {A(7), A(8)};
  EXPECT_TRUE(t.Do(Seat::kA, activate).empty());
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest);
}

TEST(Rule200_4, 小丑巴基ReturnsFromTheRestAreaTappedWhenItsDiscardCostIsPaid_Rule803) {
  // 【战斗破坏时】舍弃两张手牌:将此牌从我方休息区横置登场. B's 小丑巴基 blocks 天津饭 and is
  // destroyed.
  Table t = AtActionPhase({"BP02-024"}, {"SAMPLE-003"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{B(7)});
  t.BothPass();  // 503.
  t.BothPass();  // 504.
  t.BothPass();  // 505, 506: 2000 damage against DEF 1000.
  const State& s = t.state();
  ASSERT_EQ(s.Card(B(7)).zone, Zone::kRest);
  ASSERT_EQ(s.wait, Wait::kDeclareEffect);
  Payment discard;
  discard.discard = {B(8), B(9)};
  t.Do(Seat::kB, Declare(B(7), 0, {}, discard));
  t.BothPass();
  EXPECT_EQ(s.Card(B(7)).zone, Zone::kBattle) << "the new card in the rest area is found";
  EXPECT_TRUE(s.Card(B(7)).tapped) << "横置登场";
  EXPECT_TRUE(t.violations().empty());
}

// ----- 708, 501(3), 705(5) ------------------------------------------------------------------

TEST(Rule708_1, ACharacterThatLostItsEffectsLosesItsKeywords_比比迪) {
  // B's 索隆 (独行客 twice) is alone: 2500 + 2000. A's 比比迪: 对方所有角色牌失去效果.
  Table t = AtActionPhase({"SAMPLE-023"}, {"SAMPLE-007"});
  t.PutIntoBattle(B(7));
  auto atk = [&] { return t.rules().MakeBoard(t.state()).Zone(Seat::kB, "battle")->cards[0].atk; };
  EXPECT_EQ(atk(), 4500);
  t.PutIntoBattle(A(7));
  EXPECT_EQ(atk(), 2500);
}

TEST(Rule701_5, A比比迪WhoLostItsEffectsToAnEarlierOneMakesNothingLoseItsEffects) {
  // Both sides have 比比迪. A's is the older object: it applies first, so B's loses its effects
  // and cannot make A's lose anything (701(5)'s example).
  Table t = AtActionPhase({"SAMPLE-023"}, {"SAMPLE-023"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  ASSERT_LT(t.state().Card(A(7)).object, t.state().Card(B(7)).object);
  const Board board = t.rules().MakeBoard(t.state());
  auto lost = [](const BoardCard& card) {
    return std::find(card.marks.begin(), card.marks.end(), "lost its effects (708)") !=
           card.marks.end();
  };
  EXPECT_FALSE(lost(board.Zone(Seat::kA, "battle")->cards[0]));
  EXPECT_TRUE(lost(board.Zone(Seat::kB, "battle")->cards[0]));
}

TEST(Rule501_3, ACharacterThatCannotAttackIsFlaggedWhenItAttacks) {
  // B's 短笛大魔王: 对方战斗区中费用1以下的角色牌不能攻击. A's 少年悟空 costs 1.
  Table t = AtActionPhase({"BP02-001"}, {"SAMPLE-026"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  DeclareAttack attack;
  attack.attacker = A(7);
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, attack)), ElementsAre("zero.attack.cannot-attack"));
}

TEST(Rule705_5, ACardThatCannotBeTargetedIsFlaggedAsATarget) {
  Table t = AtActionPhase({"SAMPLE-017"}, {"SAMPLE-026"});  // 太阳拳 targets B's character.
  t.PutIntoBattle(B(7));
  const auto v = t.Play(Seat::kA, A(7), Resources(t, 1), {B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.untargetable"));
}

// ----- 900(8): 聚气 ---------------------------------------------------------------------------

TEST(Rule900_8, 聚气TapsItsCardAndItsEffectHappensAtTheCardsNextReset_Rule401) {
  // 比克: 聚气:对对方战斗区中的一张角色牌造成2000点伤害.
  Table t = AtActionPhase({"SAMPLE-011"}, {"BP02-024"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  ActivateEffect gather = Declare(A(7), 0);
  gather.payment.tap = {A(7)};
  EXPECT_TRUE(t.Do(Seat::kA, gather).empty());
  EXPECT_TRUE(t.state().Card(A(7)).tapped);
  t.BothPass();
  EXPECT_EQ(t.state().gathered.size(), 1u) << "set aside until the next reset";
  EXPECT_EQ(t.state().Card(B(7)).damage, 0);
  // Through B's turn to A's next reset step.
  t.PassUntil([](const State& s) { return s.turn == 3 && s.wait == Wait::kDeclareEffect; });
  EXPECT_EQ(t.state().step, Step::kReset);
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
  t.Do(Seat::kA, Declare(A(7), 0, {B(7)}));
  EXPECT_EQ(t.state().step, Step::kStart) << "401: it resolved at once, without priority";
  EXPECT_TRUE(t.state().gathered.empty());
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "2000 damage against DEF 1500";
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule809, 聚气InTheOpponentsTurnIsFlagged) {
  Table t = AtActionPhase({}, {"SAMPLE-011"});
  t.PutIntoBattle(B(7));
  t.PassUntil([](const State& s) {
    return s.turn == 2 && s.step == Step::kAction && s.wait == Wait::kPriority &&
           s.waiting_for == Seat::kA;
  });
  t.Do(Seat::kA, PassPriority{});
  t.PassUntil([](const State& s) { return s.turn == 3 && s.step == Step::kStart; });
  // A's turn 3: B uses 聚气 while holding priority.
  t.Do(Seat::kA, PassPriority{});
  ActivateEffect gather = Declare(B(7), 0);
  gather.payment.tap = {B(7)};
  EXPECT_THAT(t.Codes(t.Do(Seat::kB, gather)), ElementsAre("zero.effect.turn"));
}

}  // namespace
}  // namespace tcgjudge::zero

namespace tcgjudge::zero {
namespace {

// ----- 901: loops ------------------------------------------------------------------------------

TEST(Rule901_4, AMandatoryLoopOfTriggeredEffectsEndsWhereItWouldTriggerAgain) {
  // 不死鸟 (DEF 1000): "此牌进入休息区时,将此牌从我方休息区登场". B's 寒气:
  // "对方的角色牌(防)-1000". 不死鸟 enters with DEF 0 and goes to the rest area (309(3)), comes
  // back, and so on, while another link waits below: the chain never empties and nobody has a
  // choice.
  std::vector<CardInfo> table = testing::TestCards();
  cards::CardDef bird;
  bird.code = "不死鸟";
  bird.name = "不死鸟";
  bird.cost.total = 0;
  bird.atk = 1000;
  bird.def = 1000;
  cards::Triggered back;
  back.timing = cards::Timing::kOnEnterRestArea;
  cards::PutIntoPlay put;
  put.filter.self = true;
  put.filter.side = cards::Side::kWe;
  put.filter.zone = cards::Zone::kRest;
  back.actions.push_back(cards::Action{put});
  bird.effects.push_back(cards::Effect{0, back});
  table.push_back(CardInfoFromDef(bird));
  cards::CardDef cold;
  cold.code = "寒气";
  cold.name = "寒气";
  cold.category = cards::Category::kEvent;
  cards::Continuous minus;
  minus.affects = cards::Filter{};
  minus.affects->side = cards::Side::kOpponent;
  minus.affects->categories = {cards::Category::kCharacter};
  minus.def = -1000;
  cold.effects.push_back(cards::Effect{0, minus});
  table.push_back(CardInfoFromDef(cold));
  std::vector<std::string> a(6, "悟空");
  a.push_back("悟空");
  a.push_back("不死鸟");
  std::vector<std::string> b(6, "悟空");
  b.push_back("寒气");
  Table t(TestHeader(a, b), table);
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(B(7));
  t.Play(Seat::kA, A(7), {A(13)});            // 悟空: the link that waits below.
  const auto v = t.Play(Seat::kA, A(8), {});  // 不死鸟 on top (flagged: the chain is not empty).
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.play.chain-not-empty"));
  t.BothPass();  // Would never end without 901(4).
  const State& s = t.state();
  EXPECT_EQ(s.Card(A(8)).zone, Zone::kRest) << "the loop ended where it would trigger again";
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kRest)
      << "then the chain went on: 悟空 entered, and with DEF 0 went to the rest area (309(3))";
  EXPECT_EQ(s.wait, Wait::kPriority);
  EXPECT_TRUE(s.chain.empty());
}

}  // namespace
}  // namespace tcgjudge::zero
