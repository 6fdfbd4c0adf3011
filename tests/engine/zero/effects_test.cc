// Card effects of the bundled sample set (samples/zero/cards.jsonl), each test named after the
// rule it checks: the rulebook's own example cards where it has them.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::ElementsAre;
using testing::SampleCards;
using testing::Table;
using testing::TestHeader;

// A's life A01-A06 少年悟空; hand A07-A12; draws from A13.
std::vector<std::string> Deck(std::vector<std::string> hand_and_draws) {
  std::vector<std::string> deck(6, "BP02-001");
  for (std::string& code : hand_and_draws) deck.push_back(std::move(code));
  while (deck.size() < 50) deck.push_back("BP02-026");
  return deck;
}

// Turn 1 of A, action phase, with `resources` untapped resource cards (taken from the deck).
Table AtActionPhase(std::vector<std::string> hand, int resources = 3) {
  Table t(TestHeader(Deck(std::move(hand)), Deck({})), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  t.ResourcesFromDeckBottom(Seat::kA, resources);
  return t;
}

std::vector<CardId> Resources(const Table& t, int n) { return testing::UntappedResources(t, n); }

TEST(Rule801, 丝诺DrawsACardWhenItEntersPlay_Rule305_5) {
  Table t = AtActionPhase({"BP02-017"});
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.Play(Seat::kA, A(7), Resources(t, 1));
  t.BothPass();  // 丝诺 enters; its 【登场时】 goes on the chain and A holds priority.
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].kind, Link::Kind::kEffect);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand) << "played one, drew one";
  EXPECT_TRUE(t.violations().empty());
}

TEST(Rule702_5, 紫罗兰上校DrawsOnlyWithAnotherRedRibbonInOurBattleZone) {
  Table alone = AtActionPhase({"BP02-042"});
  alone.Play(Seat::kA, A(7), Resources(alone, 2));
  alone.BothPass();
  EXPECT_TRUE(alone.state().chain.empty()) << "702(3): the condition fails: no trigger";

  Table with_partner = AtActionPhase({"BP02-042", "BP02-041"});
  with_partner.PutIntoBattle(A(8));  // 银上校, 『红绸军』.
  with_partner.Play(Seat::kA, A(7), Resources(with_partner, 2));
  with_partner.BothPass();
  ASSERT_EQ(with_partner.state().chain.size(), 1u) << "the condition holds: it triggers";
  // 702(4): checked again at resolution: the partner leaves first, so nothing is drawn.
  State& s = with_partner.mutable_state();
  auto& battle = s.Player(Seat::kA).battle;
  battle.erase(std::find(battle.begin(), battle.end(), A(8)));
  s.Player(Seat::kA).rest.push_back(A(8));
  s.Card(A(8)).zone = Zone::kRest;
  const size_t hand = s.Player(Seat::kA).hand.size();
  with_partner.BothPass();
  EXPECT_EQ(with_partner.state().Player(Seat::kA).hand.size(), hand);
}

TEST(Rule306_3, 龟仙人GivesOtherOwn龟仙流Plus500ButNotItself) {
  Table t = AtActionPhase({"BP02-005", "BP02-001", "BP02-003"});
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(A(9));
  const Board board = t.rules().MakeBoard(t.state());
  const auto& cards = board.Zone(Seat::kA, "battle")->cards;
  EXPECT_EQ(cards[0].atk, 1000) << "龟仙人 is not 'other'";
  EXPECT_EQ(cards[1].atk, 2000) << "少年悟空 has 『龟仙流』: 1500 + 500";
  EXPECT_EQ(cards[1].def, 2000);
  EXPECT_EQ(cards[2].atk, 1500) << "亚姆 has no 『龟仙流』";
}

TEST(Rule305_3, 波波GetsPlus1000WhileOurBattleZoneHas天神) {
  Table t = AtActionPhase({"BP02-023", "SAMPLE-004"});
  t.PutIntoBattle(A(7));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 1000);
  t.PutIntoBattle(A(8));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 2000);
}

TEST(Rule900_6, 智谋LooksAtTheTopCardAndPutsItOnTheTopOrTheBottom_Rule702_7) {
  Table t = AtActionPhase({"BP02-031"});  // 布尔玛: 智谋 (effect 0), 【登场时】 draw (effect 1).
  t.Play(Seat::kA, A(7), Resources(t, 1));
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kTriggerOrder) << "two triggers of one card: its controller "
                                                    "orders them (702(7))";
  // The draw goes on first, 智谋 on top: 智谋 resolves first.
  t.Do(Seat::kA, ChooseOrder{{OrderItem{A(7), uint8_t{1}}, OrderItem{A(7), uint8_t{0}}}});
  ASSERT_EQ(t.state().chain.size(), 2u);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "105(1)";
  const CardId top = t.state().Player(Seat::kA).deck.front();
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  t.Do(Seat::kA, ChooseYesNo{false});  // To the bottom.
  EXPECT_EQ(t.state().Player(Seat::kA).deck.back(), top);
  EXPECT_NE(t.state().Player(Seat::kA).hand.back(), top) << "the draw took the next card";
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule703, 占卜婆婆TapsToRollADieAndDrawsTwoOnAMatch_Rule317) {
  Table t = AtActionPhase({"BP02-049"});
  t.PutIntoBattle(A(7));
  tcgjudge::ActivateEffect activate;
  activate.card = A(7);
  activate.effect = 0;
  activate.payment.tap = {A(7)};
  EXPECT_TRUE(t.Do(Seat::kA, activate).empty());
  EXPECT_TRUE(t.state().Card(A(7)).tapped) << "(横置) is paid at once (703(1))";
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  t.Do(Seat::kA, ChooseNumber{4});
  ASSERT_EQ(t.state().wait, Wait::kDieRoll);
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  ASSERT_TRUE(t.Fact(DieRollFact{6, 4, ""}).ok());
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 2);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule317, A横置EffectOfATappedCardIsFlagged_Rule104_3) {
  Table t = AtActionPhase({"BP02-049"});
  t.PutIntoBattle(A(7));
  t.mutable_state().Card(A(7)).tapped = true;
  tcgjudge::ActivateEffect activate;
  activate.card = A(7);
  activate.payment.tap = {A(7)};
  auto v = t.Do(Seat::kA, activate);
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.cost.already-tapped");
}

TEST(Rule703_1, AnActivatedEffectWithoutItsCostIsFlagged) {
  Table t = AtActionPhase({"BP02-049"});
  t.PutIntoBattle(A(7));
  tcgjudge::ActivateEffect activate;
  activate.card = A(7);
  auto v = t.Do(Seat::kA, activate);
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.cost.partial");
}

TEST(Rule900_4, 独行客CountsEachInstanceWhileItIsTheOnlyCharacter) {
  Table t = AtActionPhase({"SAMPLE-007", "BP02-026"});  // 索隆: 独行客 twice, 2500/2000.
  t.PutIntoBattle(A(7));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 4500);
  t.PutIntoBattle(A(8));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 2500);
}

TEST(Rule900_7, 战斗连协NeedsAnotherCardWithTheName) {
  Table t = AtActionPhase({"SAMPLE-006", "BP02-041"});  // 红绸军士兵 战斗连协『红绸军』.
  t.PutIntoBattle(A(7));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 1000);
  t.PutIntoBattle(A(8));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 2000);
}

TEST(Rule106_5, 娜美AtLevel2DrawsWhenSheEntersTheRestArea_A65) {
  Table t = AtActionPhase({"SAMPLE-002", "SAMPLE-002"});
  t.PutIntoBattle(A(7));
  // Level her up to 2 (method b, the second 娜美), then destroy her with damage.
  t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kRevealHand, A(8)});
  t.BothPass();
  ASSERT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].level, 2);
  t.mutable_state().Card(A(7)).damage = 5000;
  // The rule actions after the next resolution destroy her (309(2)); her effect looks back at
  // her level in the battle zone and triggers from the rest area.
  t.Play(Seat::kA, A(9), Resources(t, 1));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  ASSERT_EQ(t.state().chain.size(), 1u);
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1);
}

TEST(Rule317, 娜美AtLevel1DoesNotDraw) {
  Table t = AtActionPhase({"SAMPLE-002", "BP02-026", "BP02-026"});
  t.PutIntoBattle(A(7));
  t.mutable_state().Card(A(7)).damage = 5000;
  t.Play(Seat::kA, A(9), Resources(t, 1));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty());
}

}  // namespace
}  // namespace tcgjudge::zero

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using testing::SampleCards;
using testing::Table;
using testing::TestHeader;

// B has 饺子 (500/500) B07 in play; A holds 龟派气功 (normal tactic, 3 damage... 3000 to an
// opponent's character) in hand as A07, with three blue resources.
Table WithTacticAndTarget() {
  std::vector<std::string> a(6, "BP02-001");
  a.insert(a.end(), {"SAMPLE-016", "BP02-026", "BP02-026", "BP02-026", "BP02-026", "BP02-026"});
  while (a.size() < 50) a.push_back("BP02-017");  // Blue: resources for the tactic.
  std::vector<std::string> b(6, "BP02-001");
  b.push_back("BP02-026");
  while (b.size() < 50) b.push_back("BP02-001");
  Table t(TestHeader(a, b), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  t.ResourcesFromDeckBottom(Seat::kA, 3);
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(A(8));
  return t;
}

std::vector<CardId> AllResources(const Table& t) { return t.state().Player(Seat::kA).resource; }

TEST(Rule320_4, ATacticDeclaresItsTargetAndDamagesItOnResolution_Rule607) {
  Table t = WithTacticAndTarget();
  EXPECT_TRUE(t.Play(Seat::kA, A(7), AllResources(t), {B(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "3000 damage on a 500 DEF character";
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "320(5): the tactic goes to rest";
}

TEST(Rule705_1, ATargetThatDoesNotFitTheDescriptionIsFlagged) {
  Table t = WithTacticAndTarget();
  auto v = t.Play(Seat::kA, A(7), AllResources(t), {A(8)});  // Its own character.
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.target.illegal");
}

TEST(Rule705_1, ATargetingTacticWithoutItsTargetIsFlagged_Rule320_4) {
  Table t = WithTacticAndTarget();
  auto v = t.Play(Seat::kA, A(7), AllResources(t), {});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.target.count");
}

TEST(Rule705_6, ATacticWhoseTargetLeftFailsAndGoesToTheRestArea_A25) {
  Table t = WithTacticAndTarget();
  t.Play(Seat::kA, A(7), AllResources(t), {B(7)});
  // B's character leaves the battle zone before the tactic resolves.
  State& s = t.mutable_state();
  auto& battle = s.Player(Seat::kB).battle;
  battle.erase(std::find(battle.begin(), battle.end(), B(7)));
  s.Player(Seat::kB).hand.push_back(B(7));
  s.Card(B(7)).zone = Zone::kHand;
  s.Card(B(7)).object = s.next_object++;
  t.BothPass();
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(s.Card(B(7)).damage, 0);
}

}  // namespace
}  // namespace tcgjudge::zero

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using testing::SampleCards;
using testing::Table;
using testing::TestHeader;

TEST(Rule805, 山治sOnAttackEffectTriggersWhenTheAttackIsEstablished) {
  std::vector<std::string> a(6, "BP02-001");
  a.insert(a.end(), {"SAMPLE-009"});
  while (a.size() < 50) a.push_back("BP02-026");
  Table t(TestHeader(a, a), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  EXPECT_TRUE(t.state().chain.empty()) << "805(2): declaring the attack triggers nothing";
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  ASSERT_EQ(t.state().chain.size(), 1u) << "805(1): it triggers with the target and the tap";
  t.BothPass();
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].atk, 3000);
}

TEST(Rule806, 天神sOnDefendEffectTriggersWhenItsDefenceIsEstablished) {
  std::vector<std::string> a(6, "BP02-001");
  a.insert(a.end(), {"SAMPLE-009"});
  while (a.size() < 50) a.push_back("BP02-026");
  std::vector<std::string> b(6, "BP02-001");
  b.insert(b.end(), {"SAMPLE-004"});
  while (b.size() < 50) b.push_back("BP02-026");
  Table t(TestHeader(a, b), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();  // 山治's buff resolves.
  t.BothPass();  // The 502 window.
  t.Do(Seat::kB, DeclareDefender{B(7)});
  EXPECT_TRUE(t.state().chain.empty()) << "806(2): declaring defence triggers nothing";
  t.BothPass();  // 503 window; 504: defence established.
  ASSERT_EQ(t.state().chain.size(), 1u);
  t.BothPass();
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kB, "battle")->cards[0].def, 4000);
}

// A's 胜者 (2000/2000, 【攻击胜利时】 draw) attacks; B's 遗言兵 (1000/1000, 【破坏时】 draw)
// defends.
TEST(Rule802_804, BattleDestructionAndBattleWinTriggerInAPNAPOrder_Rule106_6) {
  std::vector<std::string> a(6, "悟空");
  a.push_back("胜者");
  std::vector<std::string> b(6, "悟空");
  b.push_back("遗言兵");
  Table t(TestHeader(a, b));
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  State& s = t.mutable_state();
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
  t.BothPass();  // 505; 506: battle damage.
  EXPECT_EQ(s.Card(B(7)).zone, Zone::kRest) << "605(3): battle-destroyed";
  EXPECT_EQ(s.Card(A(7)).zone, Zone::kBattle);
  ASSERT_EQ(s.chain.size(), 2u);
  EXPECT_EQ(s.chain[0].card, A(7)) << "the AP's trigger goes on first ...";
  EXPECT_EQ(s.chain[1].card, B(7)) << "... so the NAP's resolves first (106(6))";
  const size_t hand_a = s.Player(Seat::kA).hand.size();
  const size_t hand_b = s.Player(Seat::kB).hand.size();
  t.BothPass();
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), hand_a + 1);
  EXPECT_EQ(s.Player(Seat::kB).hand.size(), hand_b + 1);
}

}  // namespace
}  // namespace tcgjudge::zero

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::SampleCards;
using testing::Table;
using testing::TestHeader;

TEST(Rule305_5, A丝诺ScrappedByTheSameNameRuleStillDrawsOnEntering_A17) {
  std::vector<std::string> a(6, "BP02-001");
  a.insert(a.end(), {"BP02-017", "BP02-017"});
  while (a.size() < 50) a.push_back("BP02-026");
  Table t(TestHeader(a, a), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  const State& s = t.state();
  const CardId resource = t.ResourcesFromDeckBottom(Seat::kA, 1).front();
  t.PutIntoBattle(A(7));
  t.Play(Seat::kA, A(8), {resource});
  t.BothPass();
  ASSERT_EQ(s.wait, Wait::kSameName) << "305(4): the choice comes first";
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(8)}}).empty());  // Scrap the new one.
  EXPECT_EQ(s.Card(A(8)).zone, Zone::kRest);
  ASSERT_EQ(s.chain.size(), 1u) << "its 【登场时】 still goes on the chain";
  const size_t hand = s.Player(Seat::kA).hand.size();
  t.BothPass();
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), hand + 1);
}

}  // namespace
}  // namespace tcgjudge::zero
