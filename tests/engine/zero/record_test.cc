// What a table can physically do is recorded and judged (docs/rulings-zero.md, "Record
// semantics", A-101): a decision by a seat of the game about cards of the game, in any zone, at
// any time, is applied as the table did it and flagged with its rules; only a malformed event is
// refused. The cases of issue 14, each named after its rule.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::SampleCards;
using testing::SampleDeck;
using testing::Table;
using testing::TestHeader;

// A's action phase in turn 1 with three untapped resources.
Table AtActionPhase(std::vector<std::string> a_hand, std::string b_life_top = "BP02-001") {
  return testing::SampleActionPhase(std::move(a_hand), {}, std::move(b_life_top));
}

// Puts `id` of A (in A's hand) into A's resource zone, untapped, as the resource step would.
void IntoResources(Table& t, CardId id) {
  State& s = t.mutable_state();
  std::erase(s.Player(Seat::kA).hand, id);
  s.Player(Seat::kA).resource.push_back(id);
  s.Card(id).zone = Zone::kResource;
}

ActivateEffect Activate(CardId card, uint8_t effect, Payment payment = {}) {
  ActivateEffect activate;
  activate.card = card;
  activate.effect = effect;
  activate.payment = std::move(payment);
  return activate;
}

// ----- 204(3), 322, 700(7): effects of cards that are not where their effects work ------------

TEST(Rule204_3, AnEffectOfAResourceCardIsAppliedAsTheTableDidItAndFlagged_Rule322) {
  // 占卜婆婆 (BP02-049): (横置): declare a number, roll a die, on a match draw two cards.
  Table t = AtActionPhase({"BP02-049"});
  IntoResources(t, A(7));
  const auto v = t.Do(Seat::kA, Activate(A(7), 0, Payment{.tap = {A(7)}}));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.effect.resource-card"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"204(3)", "322"}));
  EXPECT_EQ(v[0].message,
            "A activated effect 0 of A07 占卜婆婆, which is in A's resource zone: a resource card "
            "has lost its effects (204(3), 322)");
  const State& s = t.state();
  ASSERT_EQ(s.chain.size(), 1u) << "A-101: the effect is on the chain, as the table played it";
  EXPECT_TRUE(s.Card(A(7)).tapped) << "its (横置) cost tapped the resource card";
  const size_t hand = s.Player(Seat::kA).hand.size();
  t.BothPass();
  ASSERT_EQ(s.wait, Wait::kEffectChoice) << "and it resolves: A declares a number";
  t.Do(Seat::kA, ChooseNumber{3});
  ASSERT_TRUE(t.Fact(DieRollFact{6, 3, ""}).ok());
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), hand + 2) << "a match draws two cards";
  EXPECT_EQ(t.violations().size(), 1u) << "every later event is judged as usual";
}

TEST(Rule700_7, AnActivatedEffectOfAHandCardIsAppliedAndFlagged) {
  Table t = AtActionPhase({"BP02-049"});
  const auto v = t.Do(Seat::kA, Activate(A(7), 0, Payment{.tap = {A(7)}}));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.effect.not-in-play"));
  EXPECT_THAT(v[0].message, HasSubstr("which is in A's hand"));
  EXPECT_EQ(t.state().chain.size(), 1u);
  EXPECT_FALSE(t.state().Card(A(7)).tapped) << "104(4): a hand card cannot be tapped";
}

TEST(Rule703_1, AnEffectThatIsNotActivatedIsFlaggedAndNothingHappens) {
  // 乔巴 (SAMPLE-010): effect 0 is 迟缓, a keyword, not an activated effect.
  Table t = AtActionPhase({"SAMPLE-010"});
  t.PutIntoBattle(A(7));
  const State before = t.state();
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, Activate(A(7), 0))), ElementsAre("zero.effect.not-activated"));
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule700_6, AnEffectTheCardDoesNotHaveIsRefusedAsMalformed) {
  Table t = AtActionPhase({"BP02-049"});
  EXPECT_THAT(t.Refused(Seat::kA, Activate(A(7), 5)),
              HasSubstr("activateEffect.effect: A07 占卜婆婆 has no effect 5"));
}

// ----- 408, 105(1): passes where nobody holds priority ----------------------------------------

// B's discard step with seven cards in hand (B drew one in turn 2).
Table AtBsDiscardStep() {
  Table t(TestHeader({}, {}));
  t.PassUntil([](const State& s) { return s.turn == 2 && s.step == Step::kEnd; });
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  return t;
}

TEST(Rule408, PassingInTheDiscardStepEndsTheTurnAboveTheHandLimitAndIsFlagged) {
  Table t = AtBsDiscardStep();
  ASSERT_EQ(t.state().waiting_for, Seat::kB);
  ASSERT_EQ(t.state().Player(Seat::kB).hand.size(), 7u);
  const auto v = t.Do(Seat::kB, PassPriority{});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.discard.above-limit"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"408", "203(2)"}));
  EXPECT_EQ(t.state().turn, 3u) << "A-101: the table ended the turn without discarding";
  EXPECT_EQ(t.state().Player(Seat::kB).hand.size(), 7u);
}

TEST(Rule408, ADiscardNobodyAskedForIsFlaggedAndTheCardsGoToTheRestArea) {
  Table t = AtActionPhase({});
  const CardId card = t.state().Player(Seat::kA).hand.front();
  const auto v = t.Do(Seat::kA, DiscardCards{{card}});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.discard.not-asked"));
  EXPECT_EQ(t.state().Card(card).zone, Zone::kRest) << "A-101: as the table did it";
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "the game waits as it did";
}

TEST(Rule105_1, AnExtraPairOfPassesWhereNobodyHoldsPriorityIsFlaggedAndChangesNothing) {
  Table t = AtActionPhase({"BP02-001"});
  t.PutIntoBattle(A(7));
  t.Do(Seat::kA, DeclareAttack{A(7)});
  t.BothPass();  // 501: the attack is established; A chooses its target.
  ASSERT_EQ(t.state().wait, Wait::kAttackTarget);
  const State before = t.state();
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const auto v = t.Do(seat, PassPriority{});
    ASSERT_THAT(t.Codes(v), ElementsAre("zero.priority.pass-without-priority"));
    EXPECT_THAT(v[0].message, HasSubstr("nobody held priority: the game waited for A's attack "
                                        "target"));
  }
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule404, APassAtTheResourceStepChoicePlacesNoneAsTheTableMeantIt) {
  Table t(TestHeader({}, {}));
  t.PassUntil([](const State& s) { return s.wait == Wait::kPlaceResource; });
  EXPECT_TRUE(t.Do(Seat::kA, PassPriority{}).empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "404: the free timing after the choice";
  EXPECT_TRUE(t.state().Player(Seat::kA).resource.empty());
}

TEST(Rule503_2, APassAtTheDefenceDeclarationDeclaresNone) {
  Table t = AtActionPhase({"BP02-001"});
  t.PutIntoBattle(A(7));
  t.Do(Seat::kA, DeclareAttack{A(7)});
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kDefender);
  EXPECT_TRUE(t.Do(Seat::kB, PassPriority{}).empty());
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 5u) << "no defender: the attack hit";
}

// ----- 704(5), 312: a response to a counter effect --------------------------------------------

TEST(Rule704_5, AResponseToACounterEffectThatResolvedAtOnceIsRecordedAndFlagged_Rule312) {
  // B's top life card 龟仙流修行 (SAMPLE-024): 反击特效: 1 damage to the opponent's life zone.
  // It has no target, so it resolves at once, with no window; A "responds" with 太阳拳 all the
  // same, and the log says so with respondsToCounter.
  Table t = AtActionPhase({"BP02-001", "SAMPLE-017"}, "SAMPLE-024");
  t.PutIntoBattle(A(7));
  t.Do(Seat::kA, DeclareAttack{A(7)});
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  ASSERT_EQ(t.state().Card(B(6)).zone, Zone::kRest) << "324(3): flipped";
  ASSERT_EQ(t.state().Player(Seat::kA).life.size(), 5u) << "704(5): its damage is done";
  const State before = t.state();
  PlayCard response;
  response.card = A(8);
  response.targets = {Target{A(7)}};
  response.responds_to_counter = B(6);
  const auto v = t.Do(Seat::kA, response);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.counter.chained"));
  EXPECT_EQ(
      v[0].message,
      "A responded with playCard to the counter effect of B06 龟仙流修行: nothing can respond "
      "to it (704(5), 312)");
  EXPECT_TRUE(t.state() == before) << "not carried out: the table takes it back";
}

TEST(Rule704_5, ARespondsToCounterNamingACardWithoutACounterEffectIsRefusedAsMalformed) {
  Table t = AtActionPhase({"BP02-001"});
  PlayCard play;
  play.card = A(7);
  play.responds_to_counter = B(6);  // 少年悟空: no counter effect.
  EXPECT_THAT(t.Refused(Seat::kA, play), HasSubstr("has no counter effect (704)"));
}

// ----- decisions nobody asked for, and cards from zones the rules do not take them from --------

TEST(Rule502_1, AnAttackTargetNobodyAskedForIsFlaggedAndChangesNothing) {
  Table t = AtActionPhase({});
  const State before = t.state();
  const auto v = t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.decision.not-asked"));
  EXPECT_EQ(v[0].message,
            "A answered with chooseAttackTarget, but nothing asked A for it: the game waited for "
            "A's priority (502(1))");
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule501_3, AnAttackWithAHandCardIsFlaggedAndTheCombatIsInterrupted_Rule500_3) {
  Table t = AtActionPhase({"BP02-001"});
  const auto v = t.Do(Seat::kA, DeclareAttack{A(7)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.not-in-battle"));
  EXPECT_EQ(t.state().combat.step, CombatStep::kDeclared) << "A-101: declared as at the table";
  t.BothPass();
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone) << "500(3): nothing can battle";
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kHand);
}

TEST(Rule600_1, LevellingUpACardNotInABattleZoneIsFlaggedAndFailsAsItResolves_A46) {
  Table t = AtActionPhase({"BP02-001"});
  const CardId resource = t.state().Player(Seat::kA).resource.front();
  const auto v = t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, resource});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.upgrade.not-in-battle"));
  EXPECT_TRUE(t.state().Card(resource).face_down) << "the cost is paid as at the table";
  t.BothPass();
  EXPECT_FALSE(t.state().Player(Seat::kA).levelled_up) << "A-46: the level-up failed";
}

TEST(Rule204_1, AResourcePutFromTheRestAreaIsFlaggedAndPlaced) {
  Table t(TestHeader({}, {}));
  t.PassUntil([](const State& s) { return s.wait == Wait::kPlaceResource; });
  State& s = t.mutable_state();
  const CardId card = s.Player(Seat::kA).hand.front();
  std::erase(s.Player(Seat::kA).hand, card);
  s.Player(Seat::kA).rest.push_back(card);
  s.Card(card).zone = Zone::kRest;
  const auto v = t.Do(Seat::kA, PlaceResource{card});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.resource.not-from-hand"));
  EXPECT_EQ(s.Card(card).zone, Zone::kResource);
  EXPECT_EQ(s.wait, Wait::kPriority) << "404: the step goes on";
}

TEST(Rule303_2, OneCardTappedTwiceInOnePaymentIsRefusedAsMalformed) {
  Table t = AtActionPhase({"BP02-001"});
  const CardId resource = t.state().Player(Seat::kA).resource.front();
  PlayCard play;
  play.card = A(7);
  play.payment.tap = {resource, resource};
  EXPECT_THAT(t.Refused(Seat::kA, play), HasSubstr("is listed twice"));
}

}  // namespace
}  // namespace tcgjudge::zero
