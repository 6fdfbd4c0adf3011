// Rule coverage (docs/rule-coverage-zero.md): set-up, winning, the highest principles, priority
// and the chain (100-106), zones (200-208) and the turn (400-408). Each test is named after the
// rule it checks and asserts the resulting state or the exact violation.
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

std::optional<int32_t> BattleAtk(const Table& t, Seat seat, size_t index) {
  return t.rules().MakeBoard(t.state()).Zone(seat, "battle")->cards[index].atk;
}

// ----- 100-102: set-up and the highest principles ---------------------------------------------

TEST(Rule100_3, ADecisionBeforeBothDecksAreShuffledIsFlaggedAndChangesNothing) {
  ZeroRuleset rules(testing::CoverageCards());
  std::vector<Violation> violations;
  auto started = rules.Start(testing::TestHeader({}, {}), &violations);
  ASSERT_TRUE(started.ok()) << started.status().ToString();
  Event e;
  e.game = "rules";
  e.seq = 2;
  e.actor = Seat::kA;
  e.body = Decision{PassPriority{}};
  auto state = started.value()->Clone();
  auto applied = rules.Apply(*state, e);
  ASSERT_TRUE(applied.ok()) << applied.status().ToString();
  ASSERT_EQ(applied->size(), 1u);
  EXPECT_EQ(applied->front().code, "zero.setup.decision");
  EXPECT_EQ(applied->front().message,
            "A made a pass before the game began: both decks are shuffled first (100(3))");
  EXPECT_TRUE(state->Equals(*started.value())) << "A-101: nothing changes";
}

TEST(Rule201_3, AShuffleThatIsNotDueIsRefusedAndTheDeckKeepsItsOrder_Rule200_3) {
  Table t;
  const std::vector<CardId> deck = t.state().Player(Seat::kA).deck;
  ShuffleFact shuffle{Seat::kA, deck};
  std::reverse(shuffle.order.begin(), shuffle.order.end());
  const Status s = t.Fact(shuffle);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), "fact.shuffle: no shuffle of A's deck is due now");
  EXPECT_EQ(t.state().Player(Seat::kA).deck, deck);
}

TEST(Rule102_2, A突袭守备CharacterCannotAttackEvenOnTheTurnItMay) {
  // 突袭 says it can attack on the turn it entered; 守备 says it cannot attack: "cannot" wins.
  Table t = CoverageTable(CoverageDeck({"突袭守卫"}), CoverageDeck({}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {A(13)}).empty());
  t.BothPass();
  auto v = AttackWith(t, Seat::kA, A(7));
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.guard"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"900(5)"});
}

TEST(Rule102_4, 智谋OnAnEmptyDeckIsAnImpossibleActionAndIsIgnored) {
  Table t = CoverageTable(CoverageDeck({"智谋兵"}), CoverageDeck({}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  State& s = t.mutable_state();
  while (!s.Player(Seat::kA).deck.empty())
    MoveTo(s, s.Player(Seat::kA).deck.front(), Zone::kRemoved);
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();  // It enters; 智谋 triggers.
  ASSERT_EQ(t.state().chain.size(), 1u);
  t.BothPass();  // It resolves: there is no top card to look at.
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "no choice is asked";
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_NE(t.state().step, Step::kOver) << "looking is not drawing: nobody loses (101(2))";
}

// ----- 104-106: tapped state, priority and the chain ------------------------------------------

TEST(Rule104_1, ACharacterEntersTheBattleZoneUntapped) {
  Table t;
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
  EXPECT_TRUE(t.state().Card(A(13)).tapped) << "the resource that paid stays tapped";
}

TEST(Rule105_2, TheNonActivePlayerMayUseAnInstantTacticWhenItHoldsPriority) {
  Table t = CoverageTable(CoverageDeck({}), CoverageDeck({"瞬间战术"}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kB, 1);
  t.Do(Seat::kA, PassPriority{});
  EXPECT_TRUE(t.Play(Seat::kB, B(7), r).empty());
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, B(7));
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "105(1): after the link the AP gets priority";
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "320(5)";
}

TEST(Rule106_2, ANewLinkGoesOnTopOfTheChainAndTheTopResolvesFirst) {
  Table t = CoverageTable(CoverageDeck({"瞬间战术", "瞬间战术"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 2);
  EXPECT_TRUE(t.Play(Seat::kA, A(7), {r[0]}).empty());
  EXPECT_TRUE(t.Play(Seat::kA, A(8), {r[1]}).empty()) << "105(1): A holds priority again";
  ASSERT_EQ(t.state().chain.size(), 2u);
  EXPECT_EQ(t.state().chain[0].card, A(7));
  EXPECT_EQ(t.state().chain[1].card, A(8)) << "the new link is on top";
  t.BothPass();
  const auto& rest = t.state().Player(Seat::kA).rest;
  ASSERT_GE(rest.size(), 2u);
  EXPECT_THAT(std::vector<CardId>(rest.end() - 2, rest.end()), ElementsAre(A(8), A(7)))
      << "the top link resolved (and went to the rest area) first";
}

TEST(Rule106_4, AddingALinkWhileTheChainResolvesIsFlaggedAndWaitsForTheResolution) {
  Table t = CoverageTable(CoverageDeck({"智谋兵"}), CoverageDeck({"瞬间战术"}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kB, 1);
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();  // 智谋兵 enters; 智谋 triggers.
  t.BothPass();  // 智谋 resolves and asks A: top or bottom.
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_TRUE(t.state().resolving_chain);
  auto v = t.Play(Seat::kB, B(7), r);  // B responds in the middle of the resolution.
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.chain.resolving"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"106(4)"});
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kChain) << "applied as the table did it";
  EXPECT_EQ(t.state().wait, Wait::kEffectChoice) << "nobody gets priority: 智谋 still waits";
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseYesNo{true}).empty());
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "the late link resolved after 智谋";
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
}

// ----- 200-206: zones --------------------------------------------------------------------------

TEST(Rule200_2, ACardGoesToItsOwnersRestAreaFromTheOpponentsBattleZone_Rule611) {
  // A's 魔封波 equips B's 饺子; A's 气功弹 destroys 饺子; 魔封波 goes to A's rest area.
  Table t = CoverageTable(CoverageDeck({"BP02-061", "气功弹"}), CoverageDeck({"BP02-026"}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 2);
  t.PutIntoBattle(B(7));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), r, {B(7)}).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(7)).controller, Seat::kB) << "612(2): in B's battle zone";
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {}, {B(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "319(7): its character left";
  EXPECT_EQ(t.state().Card(A(7)).controller, Seat::kA);
  const auto& rest_a = t.state().Player(Seat::kA).rest;
  EXPECT_NE(std::find(rest_a.begin(), rest_a.end(), A(7)), rest_a.end()) << "its owner's";
}

TEST(Rule202_4, AnAttackOnTheLastLifeCardNeverDecidesTheGameWhateverItsDamage) {
  Table t =
      CoverageTable(CoverageDeck({}), CoverageDeck({}), {RuleOption{"directAttackDamage", "3"}});
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  State& s = t.mutable_state();
  while (s.Player(Seat::kB).life.size() > 1)
    MoveTo(s, s.Player(Seat::kB).life.front(), Zone::kRest);
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_TRUE(t.state().Player(Seat::kB).life.empty());
  EXPECT_NE(t.state().step, Step::kOver) << "three damage on one life card: no loss (101(1))";
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage);
}

// 400(5): the free timing comes after the step has ended, so a second resource put in it is
// flagged twice: outside the resource step (204(1)) and a second one this turn (204(2)).
TEST(Rule204_2, ASecondResourceInTheResourceStepsFreeTimingIsFlagged_Rule400_5) {
  Table t;
  t.PlaceResourceNow(A(13));  // The resource step's free timing, A holding priority.
  ASSERT_EQ(t.state().step, Step::kResource);
  auto v = t.Do(Seat::kA, PlaceResource{A(8)});
  ASSERT_THAT(t.Codes(v),
              ElementsAre("zero.resource.outside-resource-step", "zero.resource.second"));
  EXPECT_EQ(v[1].rules, (std::vector<std::string>{"204(2)", "404"}));
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kResource) << "applied as the table did it";
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "the window goes on";
}

TEST(Rule404, TheNonActivePlayerPuttingAResourceIsFlagged_Rule204_1) {
  Table t;
  t.PlaceResourceNow(A(13));
  t.Do(Seat::kA, PassPriority{});  // B holds priority in A's resource step.
  auto v = t.Do(Seat::kB, PlaceResource{B(7)});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.resource.outside-resource-step"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"204(1)", "404"}));
}

TEST(Rule204_3, AFaceDownResourcePaysOnlyColourlessCost_Rule304_4) {
  Table t = CoverageTable(CoverageDeck({"红兵"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 1);  // A red 悟空.
  t.PutIntoBattle(A(8));
  ASSERT_TRUE(t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kFlipResource, r[0]}).empty());
  t.BothPass();
  ASSERT_TRUE(t.state().Card(r[0]).face_down);
  ASSERT_FALSE(t.state().Card(r[0]).tapped);
  auto v = t.Play(Seat::kA, A(7), r);  // 红兵: total 1, red 1.
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.colour"));
  EXPECT_EQ(v[0].message,
            "A used A07 红兵: needs 1 red but the tapped face-up resources give 0 (303(3), "
            "204(3))");
}

TEST(Rule303_3, TappingMoreThanTheTotalCostIsFlagged_A16) {
  Table t;
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 2);
  auto v = t.Play(Seat::kA, A(7), r);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.too-many"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"303(2)", "303(3)"}));
}

TEST(Rule303_2, PayingWithTheOpponentsResourceIsFlagged_Rule612_2) {
  Table t;
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kB, 1);
  auto v = t.Play(Seat::kA, A(7), r);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.opponent-resource"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"303(2)", "612(2)"}));
}

TEST(Rule206_2, AnEventInTheEventZoneIsInTheBattleZoneFor战斗连协_Rule900_7) {
  Table t = CoverageTable(CoverageDeck({"连协兵", "龟事件"}), CoverageDeck({}));
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 1);
  t.PutIntoBattle(A(7));
  EXPECT_EQ(BattleAtk(t, Seat::kA, 0), 1000);
  ASSERT_TRUE(t.Play(Seat::kA, A(8), r).empty());
  t.BothPass();
  ASSERT_EQ(t.state().Card(A(8)).zone, Zone::kEvent);
  EXPECT_EQ(BattleAtk(t, Seat::kA, 0), 2000) << "the event's 『龟仙流』 is a partner";
}

// ----- 400-408: the turn -----------------------------------------------------------------------

TEST(Rule407, TheClearingStepEndsThisTurnsChanges) {
  Table t = CoverageTable(CoverageDeck({"SAMPLE-009"}), CoverageDeck({}));  // 山治.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  AttackWith(t, Seat::kA, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();  // 【攻击时】 (攻)+1000 until the end of the turn.
  EXPECT_EQ(BattleAtk(t, Seat::kA, 0), 3000);
  t.BothPass();  // The 502 window.
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  t.ToActionPhase(Seat::kB);
  EXPECT_EQ(BattleAtk(t, Seat::kA, 0), 2000);
}

TEST(Rule408, EndingTheDiscardStepAboveTheHandLimitIsFlagged) {
  Table t;
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  ASSERT_EQ(t.state().Player(Seat::kA).hand.size(), 7u);
  auto v = t.Do(Seat::kA, DiscardCards{});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.discard.above-limit"));
  EXPECT_EQ(v[0].rules, (std::vector<std::string>{"408", "203(2)"}));
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 7u) << "applied as the table did it";
  EXPECT_EQ(t.state().active, Seat::kB) << "no free timing: the next turn begins";
}

}  // namespace
}  // namespace tcgjudge::zero
