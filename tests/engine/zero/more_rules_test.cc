// More 零次元 rules, each test named after the rule it checks (../shared/rulebooks/, 2013-02-01):
// the turn's windows, battle damage, combats that are interrupted or not established, rule
// actions, equipment, level-up and the effects of the bundled sample cards.
// Decks are laid out so that A01-A06 are A's life cards, A07-A12 A's opening hand and A13, A14,
// ... A's draws in turns 1, 3, ...; the same for B (B13 is drawn in turn 2).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using testing::SampleCards;
using testing::Table;
using testing::TestHeader;

// Test-card layouts: six 悟空 life cards, then the given hand cards (the rest is 悟空).
std::vector<std::string> Layout(std::vector<std::string> hand) {
  std::vector<std::string> deck(6, "悟空");
  deck.insert(deck.end(), hand.begin(), hand.end());
  return deck;
}

// Sample-card decks: six 少年悟空 life cards, then `hand`, then red 饺子 (500/500).
std::vector<std::string> SampleDeck(std::vector<std::string> hand) {
  std::vector<std::string> deck(6, "BP02-001");
  deck.insert(deck.end(), hand.begin(), hand.end());
  while (deck.size() < 50) deck.push_back("BP02-026");
  return deck;
}

// A set-up shortcut: moves `id` to `zone` of its controller as a new object (200(4)), untapped.
void MoveTo(State& s, CardId id, Zone zone) {
  CardState& c = s.Card(id);
  auto& from = s.Player(c.controller).Zone(c.zone);
  from.erase(std::find(from.begin(), from.end(), id));
  c.zone = zone;
  c.tapped = false;
  c.object = s.next_object++;
  s.Player(c.controller).Zone(zone).push_back(id);
}

// Moves the last `n` cards of `seat`'s deck into its resource zone, untapped; returns them.
std::vector<CardId> AddResources(Table& t, Seat seat, int n) {
  std::vector<CardId> ids;
  for (int i = 0; i < n; ++i) {
    const CardId id = t.state().Player(seat).deck.back();
    MoveTo(t.mutable_state(), id, Zone::kResource);
    ids.push_back(id);
  }
  return ids;
}

void Attack(Table& t, CardId attacker) {
  DeclareAttack attack;
  attack.attacker = attacker;
  t.Do(Seat::kA, attack);
}

ActivateEffect Activation(CardId card, uint8_t effect, std::vector<CardId> tap,
                          std::vector<Target> targets = {}, std::vector<CardId> discard = {}) {
  ActivateEffect activate;
  activate.card = card;
  activate.effect = effect;
  activate.payment.tap = std::move(tap);
  activate.payment.discard = std::move(discard);
  activate.targets = std::move(targets);
  return activate;
}

std::optional<int32_t> BoardAtk(const Table& t, Seat seat, size_t index) {
  return t.rules().MakeBoard(t.state()).Zone(seat, "battle")->cards[index].atk;
}

bool InActionWindowOfA(const State& s) {
  return s.step == Step::kAction && s.combat.step == CombatStep::kNone &&
         s.wait == Wait::kPriority && s.waiting_for == Seat::kA && s.chain.empty();
}

// ----- 400-405: the turn and its windows ------------------------------------------------------

TEST(Rule401, TheResetStepUntapsOnlyTheActivePlayersBattleAndResourceCards) {
  Table t;
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  AddResources(t, Seat::kB, 1);
  const CardId b_resource = t.state().Player(Seat::kB).resource.front();
  for (CardId id : {A(7), A(13), B(7), b_resource}) t.mutable_state().Card(id).tapped = true;
  t.PassUntil([](const State& s) { return s.turn == 2; });
  // No free timing in the reset step: the first thing of B's turn is the start step's window.
  EXPECT_EQ(t.state().active, Seat::kB);
  EXPECT_EQ(t.state().step, Step::kStart);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_FALSE(t.state().Card(B(7)).tapped) << "the AP's battle zone is reset";
  EXPECT_FALSE(t.state().Card(b_resource).tapped) << "the AP's resource zone is reset";
  EXPECT_TRUE(t.state().Card(A(7)).tapped) << "the NAP's battle zone is not";
  EXPECT_TRUE(t.state().Card(A(13)).tapped) << "the NAP's resource zone is not";
}

TEST(Rule400_5, TheActivePlayerReceivesPriorityFirstInEveryWindowOfItsTurn) {
  Table t;
  t.PassUntil([](const State& s) { return s.turn == 2; });
  std::vector<Step> windows;
  for (int i = 0; i < 50 && t.state().turn == 2; ++i) {
    const State& s = t.state();
    if (s.wait == Wait::kPriority && s.passes == 0) {
      EXPECT_EQ(s.waiting_for, Seat::kB) << "a new window in the " << StepName(s.step);
      windows.push_back(s.step);
    }
    if (s.wait == Wait::kPlaceResource) {
      t.Do(Seat::kB, PlaceResource{std::nullopt});
    } else if (s.wait == Wait::kDiscard) {
      const auto& hand = s.Player(Seat::kB).hand;
      t.Do(Seat::kB, DiscardCards{{hand.begin() + 6, hand.end()}});
    } else {
      t.Do(s.waiting_for, PassPriority{});
    }
  }
  EXPECT_THAT(windows,
              ElementsAre(Step::kStart, Step::kDraw, Step::kResource, Step::kAction, Step::kEnd));
}

TEST(Rule405_2, APassThenAnActionThenAPassDoesNotEndTheActionPhase) {
  Table t(TestHeader({}, Layout({"悟空", "瞬间战术"})));  // B08 瞬间战术.
  t.ToActionPhase(Seat::kA);
  t.Do(Seat::kA, PassPriority{});
  t.Play(Seat::kB, B(8), {});  // Unpaid (flagged), but the action happens.
  EXPECT_EQ(t.state().step, Step::kAction);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "105(1): after the link the AP gets priority";
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().step, Step::kAction) << "pass, action, pass: not two passes in succession";
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
  t.Do(Seat::kB, PassPriority{});  // Two passes with a link on the chain: it resolves.
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest);
  EXPECT_TRUE(InActionWindowOfA(t.state())) << "the phase goes on, the AP holding priority";
  t.BothPass();
  EXPECT_EQ(t.state().step, Step::kEnd) << "two passes with an empty chain end it";
}

// ----- 103, 308, 309: values below zero ------------------------------------------------------

TEST(Rule103_4, ANegativeAtkDealsNoBattleDamage) {
  Table t(TestHeader(Layout({"丝诺"}), {}));  // A07 丝诺 500/1000; B07 悟空 1000/1000.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  t.mutable_state().stat_changes.push_back(StatChange{A(7), 1, -1000, 0});  // ATK -500.
  Attack(t, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{B(7)});
  t.BothPass();  // 503.
  t.BothPass();  // 504.
  t.BothPass();  // 505; 506: battle damage.
  EXPECT_EQ(t.state().Card(B(7)).damage, 0) << "-500 ATK counts as 0, not as a heal";
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "the defender's 1000 still hits";
}

TEST(Rule103_4, TheBoardShowsTheAtkTheRulesUseWithTheRawValueBeside) {
  Table t(TestHeader(Layout({"丝诺"}), {}));  // A07 丝诺 500/1000.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.mutable_state().stat_changes.push_back(StatChange{A(7), 1, -1500, 0});  // ATK -1000.
  const BoardCard card = t.OnBoard(A(7));
  EXPECT_EQ(card.atk, 0) << "below 0 counts as 0";
  EXPECT_EQ(card.raw_atk, -1000) << "and +2000 brings it to 1000, not 2000";
  EXPECT_EQ(card.def, 1000);
  EXPECT_EQ(card.raw_def, std::nullopt) << "no raw value where it does not differ";
}

TEST(Rule308_3, AnAtkZeroDirectAttackRemovesNoLifeCard) {
  Table t;
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.mutable_state().stat_changes.push_back(StatChange{A(7), 1, -1000, 0});  // 悟空: ATK 0.
  Attack(t, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage) << "the calculation step was reached";
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
}

TEST(Rule308_3, AnAtkZeroDirectAttackOnAnEmptyLifeZoneDoesNotWin_A04) {
  Table t;
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  State& s = t.mutable_state();
  s.stat_changes.push_back(StatChange{A(7), 1, -1000, 0});
  while (!s.Player(Seat::kB).life.empty()) MoveTo(s, s.Player(Seat::kB).life.front(), Zone::kRest);
  Attack(t, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_NE(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage);
}

TEST(Rule309_3, ACharacterWithDefZeroGoesToTheRestAreaWithoutItsDestroyTrigger_A21) {
  Table t(TestHeader(Layout({"遗言兵", "悟空"}), {}));  // A07 遗言兵 (【破坏时】 draw).
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.mutable_state().stat_changes.push_back(StatChange{A(7), 1, 0, -1000});  // DEF 0 ...
  t.mutable_state().Card(A(7)).damage = 500;  // ... with damage on it.
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.Play(Seat::kA, A(8), {A(13)});  // Any event: the rule actions run after it.
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().chain.empty()) << "not destroyed: 【破坏时】 does not trigger (802)";
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand - 1) << "played one, drew none";
  EXPECT_TRUE(InActionWindowOfA(t.state()));
}

TEST(Rule605_6, LethalDamageDestroysAndTriggersTheDestroyEffect_Rule802) {
  Table t(TestHeader(Layout({"遗言兵", "悟空"}), {}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.mutable_state().Card(A(7)).damage = 1000;  // DEF 1000: lethal (309(2)).
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.Play(Seat::kA, A(8), {A(13)});
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, A(7));
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand) << "played one, drew one";
}

// ----- 500-504: combats that stop, and the attacked character's own defence -----------------

TEST(Rule500_3, AnAttackerThatLeavesDuringAWindowInterruptsTheCombat) {
  Table t;
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  Attack(t, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  MoveTo(t.mutable_state(), A(7), Zone::kHand);  // It leaves during the 502 window.
  t.BothPass();
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_TRUE(InActionWindowOfA(t.state())) << "back to the action phase, the AP first";
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u) << "no battle damage";
}

TEST(Rule502_3, AnAttackedCharacterThatLeavesBeforeTheDefenceInterruptsTheCombat) {
  Table t;
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;
  Attack(t, A(7));
  t.BothPass();
  EXPECT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{B(7)}).empty());
  MoveTo(t.mutable_state(), B(7), Zone::kRest);  // It leaves during the 502 window.
  t.BothPass();
  EXPECT_NE(t.state().wait, Wait::kDefender) << "no defence declaration follows";
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_TRUE(InActionWindowOfA(t.state()));
  EXPECT_EQ(t.state().Card(A(7)).damage, 0);
  EXPECT_TRUE(t.state().Card(A(7)).tapped) << "the attacker stays tapped";
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u) << "no new target, no damage";
}

TEST(Rule504_2, ATappedAttackedCharacterWithoutADefenderDefendsItselfAndBattles) {
  Table t(TestHeader(Layout({"天津饭"}), {}));  // A07 天津饭 2000/2000; B07 悟空 1000/1000.
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;
  Attack(t, A(7));
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_EQ(t.state().combat.step, CombatStep::kDefended) << "its defence is established";
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "the 504 window, the AP first";
  t.BothPass();  // 504.
  EXPECT_EQ(t.state().combat.step, CombatStep::kBattle);
  t.BothPass();  // 505; 506: battle damage.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "2000 damage on 1000 DEF";
  EXPECT_EQ(t.state().Card(A(7)).damage, 1000) << "mutual: the attacked character hits back";
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
}

// 乔巴 (SAMPLE-010, 500/2000): (横置): heal 1000 damage of one of our characters.
TEST(Rule501_2, AnAttackerTappedDuringThe501WindowIsNotEstablished_A35) {
  Table t(TestHeader(SampleDeck({"SAMPLE-010"}), SampleDeck({})), SampleCards());
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));  // 饺子.
  Attack(t, A(7));
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 1, {A(7)}, {A(8)})).empty())
      << "the attacker taps itself for its own effect in the 501 window";
  t.BothPass();  // The effect resolves; the 501 window opens again.
  EXPECT_EQ(t.state().combat.step, CombatStep::kDeclared);
  t.BothPass();
  EXPECT_NE(t.state().wait, Wait::kAttackTarget) << "no target is chosen";
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_TRUE(InActionWindowOfA(t.state()));
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u);
}

// ----- 305, 319: rule actions ----------------------------------------------------------------

TEST(Rule305_4, WhenBothPlayersHaveDuplicatesTheActivePlayerChoosesFirst_Rule102_3) {
  Table t(TestHeader(Layout({"丝诺", "丝诺", "突袭兵"}), Layout({"丝诺", "丝诺"})));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  for (CardId id : {A(7), A(8), B(7), B(8)}) t.PutIntoBattle(id);
  t.Play(Seat::kA, A(9), {A(13)});
  t.BothPass();  // 突袭兵 resolves; the rule actions find both players' duplicates.
  ASSERT_EQ(t.state().wait, Wait::kSameName);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(7)}}).empty());
  ASSERT_EQ(t.state().wait, Wait::kSameName);
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "then the NAP";
  EXPECT_TRUE(t.Do(Seat::kB, ChooseCards{{B(8)}}).empty());
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kBattle);
  EXPECT_TRUE(InActionWindowOfA(t.state()));
}

TEST(Rule319_5, ASecondEquipmentOnACharacterScrapsTheOlderOne) {
  Table t(TestHeader(Layout({"悟空", "金箍棒", "筋斗云"}), {}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  const CardId second = AddResources(t, Seat::kA, 1)[0];
  t.PutIntoBattle(A(7));
  EXPECT_TRUE(t.Play(Seat::kA, A(8), {A(13)}, {A(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).attached_to, A(7));
  EXPECT_TRUE(t.Play(Seat::kA, A(9), {second}, {A(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest) << "the older one is scrapped";
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(9)).attached_to, A(7));
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(BoardAtk(t, Seat::kA, 0), 1000) << "金箍棒's bonus is gone";
}

// 魔封波 (BP02-061): 此牌可以装备在对方的角色牌上 (ATK -1000).
TEST(Rule319_9, 魔封波MayEquipAnOpponentsCharacterAndEntersItsBattleZone) {
  Table t(TestHeader(SampleDeck({"BP02-061"}), SampleDeck({})), SampleCards());
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> resources = AddResources(t, Seat::kA, 2);
  t.PutIntoBattle(B(7));  // 饺子.
  EXPECT_TRUE(t.Play(Seat::kA, A(7), resources, {B(7)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).controller, Seat::kB) << "319(9): the character's side";
  EXPECT_THAT(t.state().Player(Seat::kB).battle, ElementsAre(B(7), A(7)));
  EXPECT_EQ(t.state().Card(A(7)).attached_to, B(7));
}

TEST(Rule319_9, ANormalEquipmentOnAnOpponentsCharacterIsFlaggedAndDestroyed_Rule319_3) {
  Table t(TestHeader(SampleDeck({"BP02-058"}), SampleDeck({})), SampleCards());  // 金箍棒.
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> resources = AddResources(t, Seat::kA, 1);
  t.PutIntoBattle(B(7));
  auto v = t.Play(Seat::kA, A(7), resources, {B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.equip.opponent-character"));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_THAT(t.state().Player(Seat::kB).battle, ElementsAre(B(7)));
}

// ----- 600: level-up ---------------------------------------------------------------------------

TEST(Rule600_2a, FlippingAResourcePutsTheDecksTopCardFaceDownUnderTheCharacter) {
  Table t;
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  const CardId top = t.state().Player(Seat::kA).deck.front();
  EXPECT_TRUE(t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, A(13)}).empty());
  EXPECT_TRUE(t.state().Card(A(13)).face_down) << "the cost: the resource turned face down";
  ASSERT_EQ(t.state().chain.size(), 1u) << "600(8): the level-up uses the chain";
  EXPECT_EQ(t.state().chain[0].kind, Link::Kind::kUpgrade);
  EXPECT_EQ(t.state().Card(top).zone, Zone::kDeck) << "nothing is placed before resolution";
  t.BothPass();
  EXPECT_EQ(t.state().Card(top).zone, Zone::kIndicator);
  EXPECT_TRUE(t.state().Card(top).face_down);
  EXPECT_EQ(t.state().Card(top).attached_to, A(7));
  EXPECT_NE(t.state().Player(Seat::kA).deck.front(), top);
  EXPECT_TRUE(t.state().Player(Seat::kA).levelled_up);
}

TEST(Rule600_8, ALevelUpWhoseCharacterLeftFailsKeepsItsCostAndLeavesTheTurnsLevelUp_A46) {
  // Three 天津饭 (no character name, so two in play are no duplicate).
  Table t(TestHeader(Layout({"天津饭", "天津饭", "天津饭"}), {}));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));
  const CardId top = t.state().Player(Seat::kA).deck.front();
  t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, A(13)});
  MoveTo(t.mutable_state(), A(7), Zone::kHand);  // It leaves before the level-up resolves.
  t.BothPass();
  EXPECT_TRUE(t.state().Card(A(13)).face_down) << "the cost stays paid";
  EXPECT_EQ(t.state().Card(top).zone, Zone::kDeck) << "no indicator was placed";
  EXPECT_FALSE(t.state().Player(Seat::kA).levelled_up);
  // The turn's level-up is still there: revealing a 天津饭 from the hand is no second one.
  EXPECT_TRUE(t.Do(Seat::kA, Upgrade{A(8), UpgradeMethod::kRevealHand, A(9)}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kIndicator);
  EXPECT_EQ(t.state().Card(A(9)).attached_to, A(8));
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].level, 2);
}

// ----- 703, 809, 618: activated effects of the sample cards ----------------------------------

// 孙悟饭 (SAMPLE-012): 支付2点费用(其中至少1点红色): (攻)+1500(防)+1500; once per turn.
TEST(Rule703_3, AOncePerTurnEffectUsedTwiceInATurnIsFlagged) {
  Table t(TestHeader(SampleDeck({"SAMPLE-012"}), SampleDeck({})), SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  const std::vector<CardId> r = AddResources(t, Seat::kA, 4);  // Red 饺子.
  t.PutIntoBattle(A(7));
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 0, {r[0], r[1]})).empty());
  t.BothPass();
  EXPECT_EQ(BoardAtk(t, Seat::kA, 0), 2500);
  auto v = t.Do(Seat::kA, Activation(A(7), 0, {r[2], r[3]}));
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.effect.once-per-turn"));
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"703(3)"});
  // In A's next turn it may be used again.
  t.ToActionPhase(Seat::kB);
  t.ToActionPhase(Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 0, {r[0], r[1]})).empty());
}

// 贝吉塔 (SAMPLE-013): 【我方回合中】舍弃一张手牌: 破坏对方战斗区中的一张装备牌.
// B has 饺子 B07 in play, equipped with 金箍棒 B08.
Table WithVegetaAndAnOpponentsEquipment(Seat active) {
  std::vector<std::string> b = SampleDeck({"BP02-026", "BP02-058"});
  Table t(TestHeader(SampleDeck({"SAMPLE-013"}), b), SampleCards());
  t.PutIntoBattle(A(7));
  t.ToActionPhase(active);
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(B(8));
  t.mutable_state().Card(B(8)).attached_to = B(7);
  t.mutable_state().Card(B(8)).attached_object = t.state().Card(B(7)).object;
  return t;
}

TEST(Rule809, AnOwnTurnEffectDestroysTheOpponentsEquipmentInTheOwnTurn) {
  Table t = WithVegetaAndAnOpponentsEquipment(Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 0, {}, {B(8)}, {A(8)})).empty());
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest) << "the discard cost";
  t.BothPass();
  EXPECT_EQ(t.state().Card(B(8)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kBattle);
}

TEST(Rule809, AnOwnTurnEffectUsedInTheOpponentsTurnIsFlagged) {
  Table t = WithVegetaAndAnOpponentsEquipment(Seat::kB);
  t.Do(Seat::kB, PassPriority{});  // A holds priority in B's action phase.
  auto v = t.Do(Seat::kA, Activation(A(7), 0, {}, {B(8)}, {A(8)}));
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.effect.turn"));
  EXPECT_THAT(v[0].rules, ElementsAre("809(1)", "809(3)"));
}

TEST(Rule618, 乔巴HealsAnOwnCharacterAtMostTheDamageOnIt) {
  Table t(TestHeader(SampleDeck({"SAMPLE-010"}), SampleDeck({})), SampleCards());
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));                      // 饺子 500/500.
  t.mutable_state().Card(A(8)).damage = 400;  // Healing 1000 leaves 0, not -600.
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 1, {A(7)}, {A(8)})).empty());
  EXPECT_TRUE(t.state().Card(A(7)).tapped) << "the (横置) cost";
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).damage, 0);
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kBattle);
}

TEST(Rule618_2, HealingAnUndamagedCharacterHealsNothingAndIsNotFlagged_A73) {
  Table t(TestHeader(SampleDeck({"SAMPLE-010"}), SampleDeck({})), SampleCards());
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(A(8));  // 饺子 500/500, no damage.
  EXPECT_TRUE(t.Do(Seat::kA, Activation(A(7), 1, {A(7)}, {A(8)})).empty())
      << "a target need only fit the description (705(2))";
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(8)).damage, 0);
  EXPECT_TRUE(t.violations().empty());
}

// ----- 807, 808: turn triggers -----------------------------------------------------------------

// 妮可·罗宾 (SAMPLE-014): 【我方回合开始时】抽一张牌,然后舍弃一张手牌. Its discard is not
// interpreted yet: the engine refuses the decision that would resolve it instead of guessing.
TEST(Rule807, 罗宾sOwnTurnStartTriggerDrawsThenDiscardsACardOfHerControllersChoice_Rule608) {
  Table t(TestHeader(SampleDeck({"SAMPLE-014"}), SampleDeck({})), SampleCards());
  t.PutIntoBattle(A(7));
  t.PassUntil([](const State& s) { return s.turn == 2 && s.step == Step::kStart; });
  EXPECT_TRUE(t.state().chain.empty()) << "not in the opponent's turn";
  t.PassUntil([](const State& s) { return s.turn == 3; });
  EXPECT_EQ(t.state().step, Step::kStart);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, A(7));
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  t.BothPass();  // Draw one, then A chooses the card to discard.
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1);
  const CardId chosen = t.state().Player(Seat::kA).hand.front();
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{chosen}}).empty());
  EXPECT_EQ(t.state().Card(chosen).zone, Zone::kRest);
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule608, DiscardingTheWrongNumberOfCardsForAnEffectIsFlagged) {
  Table t(TestHeader(SampleDeck({"SAMPLE-014"}), SampleDeck({})), SampleCards());
  t.PutIntoBattle(A(7));
  t.PassUntil([](const State& s) { return s.turn == 3 && !s.chain.empty(); });
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  const auto& hand = t.state().Player(Seat::kA).hand;
  auto v = t.Do(Seat::kA, ChooseCards{{hand[0], hand[1]}});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.effect.discard-count");
}

// 弗兰奇 (SAMPLE-015): 【我方回合结束时】对对方生命区造成1点伤害.
TEST(Rule808, 弗兰奇DamagesTheOpponentsLifeZoneAtTheEndOfItsTurn_Rule202_6) {
  Table t(TestHeader(SampleDeck({"SAMPLE-015"}), SampleDeck({})), SampleCards());
  t.PutIntoBattle(A(7));
  t.PassUntil([](const State& s) { return s.step == Step::kEnd; });
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  const CardId top = t.state().Player(Seat::kB).life.front();
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 5u);
  EXPECT_EQ(t.state().Card(top).zone, Zone::kRest) << "life cards leave from the top";
  EXPECT_EQ(t.state().step, Step::kEnd) << "the end step's window opens again";
  EXPECT_EQ(t.state().Player(Seat::kA).life.size(), 6u);
}

TEST(Rule101_1, EffectDamageToAnEmptyLifeZoneNeverLoses_A27) {
  Table t(TestHeader(SampleDeck({"SAMPLE-015"}), SampleDeck({})), SampleCards());
  t.PutIntoBattle(A(7));
  State& s = t.mutable_state();
  while (!s.Player(Seat::kB).life.empty()) MoveTo(s, s.Player(Seat::kB).life.front(), Zone::kRest);
  t.PassUntil([](const State& s) { return s.step == Step::kEnd; });
  ASSERT_EQ(t.state().chain.size(), 1u);
  t.BothPass();
  EXPECT_NE(t.state().step, Step::kOver);
  EXPECT_FALSE(t.state().winner.has_value());
  EXPECT_TRUE(t.state().chain.empty());
}

}  // namespace
}  // namespace tcgjudge::zero
