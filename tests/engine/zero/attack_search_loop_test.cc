// Attacks that stop being possible in the declaration's free timing (900(2), 501(2), 502(1)),
// searches for any card (615(3)), mandatory loops that end on their first triggered effect
// (901(4)) and permanent changes (407(1), 200(4)), each test named after the rule it checks.
// The cards are the coverage cards (coverage_cards.h) and these, made here from card data:
//   灭       instant tactic, cost 0: 破坏对方战斗区中的一张角色牌.
//   定身     instant tactic, cost 0: 对方战斗区中的一张角色牌获得守备直到回合结束.
//   寻物     instant tactic, cost 0: 从我方牌组中找一张牌加入手牌 (any card).
//   寻兵     instant tactic, cost 0: 从我方牌组中找一张角色牌加入手牌.
//   拾遗     instant tactic, cost 0: 从我方休息区中找一张牌加入手牌 (any card).
//   凤凰     character 1000/1000: 【登场时】此牌(防)-1000直到回合结束; 此牌进入休息区时,
//            将此牌从我方休息区登场.
//   铁壁     character 1000/1000: 【登场时】此牌(攻)+500 (permanent).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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
using testing::InstantTactic;
using testing::Table;
using testing::TestHeader;

cards::TargetSpec OpponentsCharacter() {
  cards::TargetSpec spec;
  spec.filter.side = cards::Side::kOpponent;
  spec.filter.categories = {cards::Category::kCharacter};
  return spec;
}

cards::Action SearchOf(cards::Zone zone, std::vector<cards::Category> categories) {
  cards::Search search;
  search.filter.zone = zone;
  search.filter.side = cards::Side::kWe;
  search.filter.categories = std::move(categories);
  return cards::Action{search};
}

cards::CardDef Character(const std::string& code) {
  cards::CardDef card;
  card.code = card.name = code;
  card.category = cards::Category::kCharacter;
  card.atk = card.def = 1000;
  return card;
}

std::vector<CardInfo> Cards() {
  std::vector<CardInfo> cards = CoverageCards();
  auto add = [&](const cards::CardDef& def) { cards.push_back(CardInfoFromDef(def)); };
  add(InstantTactic("灭", {cards::Action{cards::Destroy{0}}}, {OpponentsCharacter()}));
  add(InstantTactic("定身", {cards::Action{cards::Grant{0, cards::Guard{}}}},
                    {OpponentsCharacter()}));
  add(InstantTactic("寻物", {SearchOf(cards::Zone::kDeck, {})}));
  add(InstantTactic("寻兵", {SearchOf(cards::Zone::kDeck, {cards::Category::kCharacter})}));
  add(InstantTactic("拾遗", {SearchOf(cards::Zone::kRest, {})}));

  cards::CardDef phoenix = Character("凤凰");
  cards::Triggered weaken;
  weaken.timing = cards::Timing::kOnEnter;
  cards::Buff minus;
  minus.self = true;
  minus.def = -1000;
  weaken.actions = {cards::Action{minus}};
  phoenix.effects.push_back(cards::Effect{0, weaken});
  cards::Triggered back;
  back.timing = cards::Timing::kOnEnterRestArea;
  cards::PutIntoPlay put;
  put.filter.self = true;
  put.filter.side = cards::Side::kWe;
  put.filter.zone = cards::Zone::kRest;
  back.actions = {cards::Action{put}};
  phoenix.effects.push_back(cards::Effect{0, back});
  add(phoenix);

  cards::CardDef wall = Character("铁壁");
  cards::Triggered grow;
  grow.timing = cards::Timing::kOnEnter;
  cards::Buff plus;
  plus.self = true;
  plus.atk = 500;
  plus.duration = cards::Duration::kPermanent;
  grow.actions = {cards::Action{plus}};
  wall.effects.push_back(cards::Effect{0, grow});
  add(wall);
  return cards;
}

Table At(const std::vector<std::string>& hand_a, const std::vector<std::string>& hand_b) {
  Table t(TestHeader(CoverageDeck(hand_a), CoverageDeck(hand_b)), Cards());
  t.ToActionPhase(Seat::kA);
  return t;
}

bool InActionWindowOfA(const State& s) {
  return s.step == Step::kAction && s.combat.step == CombatStep::kNone && s.chain.empty() &&
         s.wait == Wait::kPriority && s.waiting_for == Seat::kA;
}

// ----- 900(2), 501(2), 502(1): an attack is established only when its target is chosen -------

TEST(Rule900_2, An突袭LostInTheDeclarationsFreeTimingLeavesTheAttackNotEstablished_A108) {
  // A07 界王 (我方战斗区中的角色牌获得突袭) is in play; A08 悟空 enters this turn and attacks
  // with the 突袭 界王 gives it; in the 501 free timing B destroys 界王.
  Table t = At({"SAMPLE-021", "悟空"}, {"灭"});
  t.PutIntoBattle(A(7));
  ASSERT_TRUE(t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 1)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(8)).zone, Zone::kBattle);
  EXPECT_TRUE(AttackWith(t, Seat::kA, A(8)).empty()) << "悟空 has 突袭 from 界王";
  t.Do(Seat::kA, PassPriority{});
  EXPECT_TRUE(t.Play(Seat::kB, B(7), {}, {A(7)}).empty());
  t.BothPass();  // 灭 resolves: 界王 is destroyed; the 501 free timing goes on.
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().combat.step, CombatStep::kDeclared);
  EXPECT_TRUE(t.state().combat.attack_lost);
  t.BothPass();  // The free timing ends.
  EXPECT_TRUE(InActionWindowOfA(t.state())) << "back to A's non-combat action phase";
  EXPECT_FALSE(t.state().Card(A(8)).tapped) << "502(1): the attacker was never tapped";
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
  EXPECT_TRUE(t.violations().empty());
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseAttackTarget{std::nullopt})),
              ElementsAre("zero.decision.not-asked"))
      << "no attack waits for a target";
}

TEST(Rule501_2, AnInstantThatMakesTheAttackerUnableToAttackStopsTheAttack_Rule502_1_A108) {
  // B's 定身 gives A's attacking 悟空 守备 (900(5): it cannot attack) in the 501 free timing.
  Table t = At({"悟空"}, {"定身"});
  t.PutIntoBattle(A(7));
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.Do(Seat::kA, PassPriority{});
  EXPECT_TRUE(t.Play(Seat::kB, B(7), {}, {A(7)}).empty());
  t.BothPass();
  t.BothPass();
  EXPECT_TRUE(InActionWindowOfA(t.state()));
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule502_1, AnAttackerMadeUnableToAttackAfterItsTargetIsChosenStillAttacks_A74) {
  Table t = At({"悟空"}, {"定身"});
  t.PutIntoBattle(A(7));
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kAttackTarget);
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});  // 502(1): the attack is established.
  t.Do(Seat::kA, PassPriority{});
  EXPECT_TRUE(t.Play(Seat::kB, B(7), {}, {A(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().combat.step, CombatStep::kTarget) << "the combat goes on";
  EXPECT_FALSE(t.state().combat.attack_lost);
}

TEST(Rule900_2, AnAttackDeclaredWithout突袭StandsAsTheTableMadeIt_A101_A108) {
  // Declared illegally (flagged): the attacker could not attack before the free timing either,
  // so nothing was lost in it; the table's attack goes on.
  Table t = At({"悟空"}, {});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty());
  t.BothPass();
  EXPECT_THAT(t.Codes(AttackWith(t, Seat::kA, A(7))), ElementsAre("zero.attack.entered-this-turn"));
  t.BothPass();
  EXPECT_EQ(t.state().wait, Wait::kAttackTarget);
  EXPECT_FALSE(t.state().combat.attack_lost);
}

TEST(Rule900_2, ALostAttackIsKeptInTheSnapshot_A108) {
  Table t = At({"SAMPLE-021", "悟空"}, {"灭"});
  t.PutIntoBattle(A(7));
  t.Play(Seat::kA, A(8), AddResources(t, Seat::kA, 1));
  t.BothPass();
  AttackWith(t, Seat::kA, A(8));
  const std::string before = t.rules().EncodeSnapshot(t.state());
  t.Do(Seat::kA, PassPriority{});
  t.Play(Seat::kB, B(7), {}, {A(7)});
  t.BothPass();
  ASSERT_TRUE(t.state().combat.attack_lost);
  auto decoded = t.rules().DecodeSnapshot(t.rules().EncodeSnapshot(t.state()));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_TRUE(decoded.value()->Equals(t.state()));
  auto earlier = t.rules().DecodeSnapshot(before);
  ASSERT_TRUE(earlier.ok());
  EXPECT_FALSE(State::Of(*earlier.value()).combat.attack_lost);
}

// ----- 615(3): a search for any card ---------------------------------------------------------

TEST(Rule615_3, NotFoundForAnyCardInANonEmptyZoneIsFlagged_A109) {
  Table t = At({"寻物"}, {});
  t.Play(Seat::kA, A(7), {});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    const auto* choice = std::get_if<ChooseCards>(&d);
    EXPECT_FALSE(choice != nullptr && choice->cards.empty()) << "not found is no legal answer";
  }
  bool injected = false;
  for (const auto& illegal : t.rules().IllegalDecisions(t.state())) {
    injected = injected || illegal.code == "zero.search.not-found";
  }
  EXPECT_TRUE(injected) << "simulate --inject-illegal knows it";
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseCards{})), ElementsAre("zero.search.not-found"));
  EXPECT_EQ(t.state().wait, Wait::kShuffle) << "the searched deck is shuffled all the same";
}

TEST(Rule615_3, FindingAnyCardIsLegal) {
  Table t = At({"寻物"}, {});
  t.Play(Seat::kA, A(7), {});
  t.BothPass();
  const CardId found = t.state().Player(Seat::kA).deck[5];
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{found}}).empty());
  EXPECT_EQ(t.state().Card(found).zone, Zone::kHand);
}

TEST(Rule615_3, NotFoundForACardOfAGivenKindIsNotFlagged) {
  // 寻兵 looks for a character: whether the deck held one, the opponent cannot know.
  Table t = At({"寻兵"}, {});
  t.Play(Seat::kA, A(7), {});
  t.BothPass();
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{}).empty());
}

TEST(Rule615_3, ASearchForAnyCardInAnEmptyZoneAsksNothing_Rule102_4) {
  Table t = At({"拾遗"}, {});
  ASSERT_TRUE(t.state().Player(Seat::kA).rest.empty());
  t.Play(Seat::kA, A(7), {});
  t.BothPass();
  EXPECT_TRUE(InActionWindowOfA(t.state()));
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.violations().empty());
}

// ----- 901(4): a mandatory loop ends when its first triggered effect would next trigger ------

// 凤凰 loops through two triggered effects: 【登场时】 takes its DEF to 0 (309(3): to the rest
// area), and entering the rest area puts it into play again. 悟空 waits below on the chain, so
// the chain never empties and nobody decides anything.
TEST(Rule901_4, ALoopBegunByItsRestAreaEffectEndsWithTheCardInTheRestArea_A110) {
  // B's 灭 (on top of A's 悟空) destroys 凤凰: the loop's first triggered effect is the one of
  // the rest area, and the 灭 link itself is counted in the same pass.
  Table t = At({"悟空", "凤凰"}, {"灭"});
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty());
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {A(8)}).empty());
  t.BothPass();  // Would never end without 901(4).
  const State& s = t.state();
  EXPECT_EQ(s.Card(A(8)).zone, Zone::kRest)
      << "the loop ends as its first effect (back from the rest area) would trigger again";
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kBattle) << "then the chain goes on: 悟空 enters";
  EXPECT_TRUE(InActionWindowOfA(s));
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule901_4, ALoopBegunByItsOnEnterEffectEndsWithTheCardInTheBattleZone_A110) {
  // 凤凰 used on top of 悟空 (flagged: the chain is not empty): it enters first, so the loop's
  // first triggered effect is its 【登场时】, and the loop ends before that lowers its DEF again.
  Table t = At({"悟空", "凤凰"}, {});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty());
  EXPECT_THAT(t.Codes(t.Play(Seat::kA, A(8), {})), ElementsAre("zero.play.chain-not-empty"));
  t.BothPass();
  const State& s = t.state();
  EXPECT_EQ(s.Card(A(8)).zone, Zone::kBattle)
      << "whatever the parity of the links resolved before, the loop ends on its first effect";
  EXPECT_EQ(t.OnBoard(A(8)).def, 1000) << "the 【登场时】 that would lower its DEF did not happen";
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kBattle);
  EXPECT_TRUE(InActionWindowOfA(s));
}

// ----- 407(1), 200(4): permanent changes -------------------------------------------------------

TEST(Rule407_1, APermanentChangeOutlastsTheClearingStepAndEndsWithItsCard_Rule200_4_A111) {
  Table t = At({"铁壁"}, {"灭"});
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}).empty());
  t.BothPass();  // 铁壁 enters; its 【登场时】 goes on a chain of its own.
  t.BothPass();
  ASSERT_EQ(t.OnBoard(A(7)).atk, 1500);
  const std::string snapshot = t.rules().EncodeSnapshot(t.state());
  auto decoded = t.rules().DecodeSnapshot(snapshot);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_TRUE(decoded.value()->Equals(t.state())) << "the snapshot keeps it permanent";
  t.ToActionPhase(Seat::kB);  // A's clearing step has passed.
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1500) << "407(1) ends \"this turn\" changes only";
  EXPECT_TRUE(t.Play(Seat::kB, B(7), {}, {A(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().stat_changes.empty()) << "200(4): a new card, without the change";
  EXPECT_TRUE(t.violations().empty());
}

}  // namespace
}  // namespace tcgjudge::zero
