// Undetermined costs, ATK and DEF (303(5), 308(4), 309(4)), the filters that read ATK and DEF
// 【战斗时】 effects (505(1)) and "战斗时" changes that end with the combat (507), each
// test named after the rule it checks. The cards are made here from card data (CardInfoFromDef):
//   元气兵   character 1000/1000: its ATK is 1000 + 500 for every card in our rest area.
//   硬壳兵   character 1000/1000: its DEF is 1000 + 500 for every card in our rest area.
//   神龙兵   character, cost 1: its total cost is 1 + 1 for every character in the opponent's
//            battle zone.
//   战斗兵   character 1000/3000: 【战斗时】此牌(攻)+1000, until the end of the battle.
//   and instant tactics of cost 0:
//   低费检索 从我方休息区中找一张费用0以下的牌加入手牌 (also 低攻检索: 攻击力0以下, 低防检索:
//            防御力0以下, both of characters).
//   低攻狙击 破坏战斗区中一张攻击力1500以下的角色牌 (also 低防狙击: 防御力1500以下).
//   战斗术   我方战斗区中的一张角色牌直到战斗结束(攻)+1000, 获得突袭直到战斗结束.
// With the coverage cards (coverage_cards.h) and the bundled sample set.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/zero/bot_deck.h"
#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::AddResources;
using testing::AttackWith;
using testing::B;
using ::testing::Contains;
using testing::CoverageCards;
using testing::CoverageDeck;
using ::testing::ElementsAre;
using testing::InstantTactic;
using testing::MoveTo;
using ::testing::Not;
using testing::Table;
using testing::TestHeader;

// A filter with `set` applied to it.
cards::Filter Make(const std::function<void(cards::Filter&)>& set) {
  cards::Filter filter;
  set(filter);
  return filter;
}

cards::CardDef Character(const std::string& code, int32_t atk, int32_t def) {
  cards::CardDef card;
  card.code = card.name = code;
  card.category = cards::Category::kCharacter;
  card.cost.total = 1;
  card.character_names = {code};
  card.atk = atk;
  card.def = def;
  return card;
}

// `amount` for every card in our rest area.
cards::PerCard PerRestCard(int32_t amount) {
  return cards::PerCard{Make([](cards::Filter& f) {
                          f.side = cards::Side::kWe;
                          f.zone = cards::Zone::kRest;
                        }),
                        amount};
}

// 从我方休息区中找一张 `filter` 的牌加入手牌.
cards::CardDef SearchRest(const std::string& code, cards::Filter filter) {
  filter.side = cards::Side::kWe;
  filter.zone = cards::Zone::kRest;
  return InstantTactic(code, {cards::Action{cards::Search{filter, cards::SearchThen::kToHand}}});
}

// 破坏战斗区中一张 `filter` 的角色牌.
cards::CardDef DestroyOne(const std::string& code, cards::Filter filter) {
  filter.categories = {cards::Category::kCharacter};
  return InstantTactic(code, {cards::Action{cards::Destroy{0}}}, {cards::TargetSpec{filter, 1}});
}

// (攻)+1000 until the end of the battle, of this card (`self`) or of target 0.
cards::Buff BattleBuff(bool self) {
  cards::Buff buff;
  buff.self = self;
  buff.atk = 1000;
  buff.duration = cards::Duration::kUntilEndOfBattle;
  return buff;
}

std::vector<CardInfo> Cards() {
  std::vector<CardInfo> cards = CoverageCards();
  cards::CardDef spirit = Character("元气兵", 1000, 1000);
  spirit.atk_per = PerRestCard(500);
  cards::CardDef shell = Character("硬壳兵", 1000, 1000);
  shell.def_per = PerRestCard(500);
  cards::CardDef dragon = Character("神龙兵", 1000, 1000);
  dragon.cost_per = cards::PerCard{Make([](cards::Filter& f) {
                                     f.side = cards::Side::kOpponent;
                                     f.categories = {cards::Category::kCharacter};
                                   }),
                                   1};
  cards::CardDef fighter = Character("战斗兵", 1000, 3000);
  cards::Triggered in_battle;
  in_battle.timing = cards::Timing::kInBattle;
  in_battle.actions = {cards::Action{BattleBuff(/*self=*/true)}};
  fighter.effects.push_back(cards::Effect{0, in_battle});
  const cards::TargetSpec our_character{Make([](cards::Filter& f) {
                                          f.side = cards::Side::kWe;
                                          f.categories = {cards::Category::kCharacter};
                                        }),
                                        1};
  for (const cards::CardDef& def :
       {spirit, shell, dragon, fighter,
        SearchRest("低费检索", Make([](cards::Filter& f) { f.max_cost = 0; })),
        SearchRest("低攻检索", Make([](cards::Filter& f) { f.max_atk = 0; })),
        SearchRest("低防检索", Make([](cards::Filter& f) { f.max_def = 0; })),
        DestroyOne("低攻狙击", Make([](cards::Filter& f) { f.max_atk = 1500; })),
        DestroyOne("低防狙击", Make([](cards::Filter& f) { f.max_def = 1500; })),
        InstantTactic("战斗术",
                      {cards::Action{BattleBuff(/*self=*/false)},
                       cards::Action{cards::Grant{0, cards::Keyword(cards::Rush{}),
                                                  cards::Duration::kUntilEndOfBattle}}},
                      {our_character})}) {
    cards::CardDef checked = def;  // Test codes are names, not card codes (314).
    checked.code = "T-1";
    EXPECT_TRUE(ValidateCard(checked).ok()) << def.code << ": " << ValidateCard(checked).ToString();
    cards.push_back(CardInfoFromDef(def));
  }
  return cards;
}

// Turn 1, A's action phase: A's hand from A07 (`a_hand`), B's cards from B07 put into B's
// battle zone (`b_battle`), then B's hand (`b_hand`).
Table At(std::vector<std::string> a_hand, std::vector<std::string> b_battle = {},
         const std::vector<std::string>& b_hand = {}) {
  const size_t battle = b_battle.size();
  b_battle.insert(b_battle.end(), b_hand.begin(), b_hand.end());
  Table t(TestHeader(CoverageDeck(std::move(a_hand)), CoverageDeck(std::move(b_battle))), Cards());
  t.ToActionPhase(Seat::kA);
  for (size_t i = 0; i < battle; ++i) t.PutIntoBattle(B(static_cast<uint16_t>(7 + i)));
  return t;
}

// Plays the instant tactic `card` of A (cost 0) and resolves it: its search waits for A's choice.
void UseAndResolve(Table& t, CardId card, std::vector<Target> targets = {}) {
  ASSERT_TRUE(t.Play(Seat::kA, card, {}, std::move(targets)).empty());
  t.BothPass();
}

// A's attacker declared, aimed at B's life zone and defended by `defender` (nullopt: none), up to
// the 505 battle step (or, without a defender, the 506 free timing, A-38).
void AttackUpToTheBattleStep(Table& t, CardId attacker, std::optional<CardId> defender) {
  ASSERT_TRUE(AttackWith(t, Seat::kA, attacker).empty());
  t.BothPass();  // 501.
  ASSERT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{std::nullopt}).empty());
  t.BothPass();  // 502.
  ASSERT_TRUE(t.Do(Seat::kB, DeclareDefender{defender}).empty());
  if (!defender) return;
  t.BothPass();  // 503: the defence is established.
  ASSERT_EQ(t.state().combat.step, CombatStep::kDefended);
  t.BothPass();  // 504.
  ASSERT_EQ(t.state().combat.step, CombatStep::kBattle);
}

// ----- 303(5): undetermined costs -----------------------------------------------------------

TEST(Rule303_5, AnUndeterminedCostIsWhatItsEffectSetsAsTheCardIsUsed_A89) {
  // B has two characters: 神龙兵 costs 1 + 2 = 3.
  {
    Table t = At({"神龙兵"}, {"悟空", "天津饭"});
    EXPECT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 3)).empty());
    EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kChain);
  }
  {
    Table t = At({"神龙兵"}, {"悟空", "天津饭"});
    EXPECT_THAT(t.Codes(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1))),
                ElementsAre("zero.cost.too-few"))
        << "the printed 1 is only part of it";
  }
  {
    Table t = At({"神龙兵"});
    EXPECT_TRUE(t.Play(Seat::kA, A(7), AddResources(t, Seat::kA, 1)).empty())
        << "no opponent's character: 1";
  }
}

TEST(Rule303_5, AnUndeterminedCostCountsAs0WhileTheCardIsNotBeingUsed_A89) {
  // 神龙兵 (printed 1, 3 if A used it now) and 悟空 (cost 1) lie in A's rest area; 低费检索
  // finds a card of cost 0 or less there.
  for (const bool take_dragon : {true, false}) {
    Table t = At({"低费检索", "神龙兵", "悟空"}, {"悟空", "天津饭"});
    MoveTo(t.mutable_state(), A(8), Zone::kRest);
    MoveTo(t.mutable_state(), A(9), Zone::kRest);
    UseAndResolve(t, A(7));
    ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
    const CardId chosen = take_dragon ? A(8) : A(9);
    const auto v = t.Do(Seat::kA, ChooseCards{{chosen}});
    if (take_dragon) {
      EXPECT_TRUE(v.empty()) << "not being used, its cost is 0";
    } else {
      EXPECT_THAT(t.Codes(v), ElementsAre("zero.search.wrong-card")) << "悟空 costs 1";
    }
  }
}

// ----- 308(4), 309(4): undetermined ATK and DEF ---------------------------------------------

TEST(Rule308_4, AnUndeterminedAtkIsWhatItsEffectSetsInTheBattleZone_A89) {
  Table t = At({"元气兵", "悟空", "悟空", "低攻狙击"}, {"悟空"});
  t.PutIntoBattle(A(7));
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000) << "no card in A's rest area";
  MoveTo(t.mutable_state(), A(8), Zone::kRest);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1500) << "it changes with the situation";
  MoveTo(t.mutable_state(), A(9), Zone::kRest);
  MoveTo(t.mutable_state(), B(8), Zone::kRest);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 2000) << "our rest area only";
  EXPECT_EQ(t.OnBoard(A(7)).def, 1000);
  // 攻击力1500以下 reads the value it has now.
  EXPECT_THAT(t.Codes(t.Play(Seat::kA, A(10), {}, {Target{A(7)}})),
              ElementsAre("zero.target.illegal"));
}

TEST(Rule308_4, AnUndeterminedAtkCountsAs0OutsideTheBattleZone_A90) {
  // 元气兵 (printed 1000) and 悟空 (1000) lie in A's rest area; 低攻检索 finds a character of
  // ATK 0 or less there.
  for (const bool take_spirit : {true, false}) {
    Table t = At({"低攻检索", "元气兵", "悟空"});
    MoveTo(t.mutable_state(), A(8), Zone::kRest);
    MoveTo(t.mutable_state(), A(9), Zone::kRest);
    UseAndResolve(t, A(7));
    ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
    const auto v = t.Do(Seat::kA, ChooseCards{{take_spirit ? A(8) : A(9)}});
    if (take_spirit) {
      EXPECT_TRUE(v.empty()) << "outside the battle zone its ATK is 0";
      EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kHand);
    } else {
      EXPECT_THAT(t.Codes(v), ElementsAre("zero.search.wrong-card")) << "悟空's ATK is 1000";
    }
  }
}

TEST(Rule309_4, AnUndeterminedDefIsWhatItsEffectSetsInTheBattleZone_A89) {
  // B holds 气功弹 (2000 damage to one of A's characters).
  Table t = At({"硬壳兵", "悟空", "悟空", "悟空", "低防狙击"}, {}, {"气功弹"});
  t.PutIntoBattle(A(7));
  EXPECT_EQ(t.OnBoard(A(7)).def, 1000) << "no card in A's rest area";
  for (uint16_t i : {8, 9, 10}) MoveTo(t.mutable_state(), A(i), Zone::kRest);
  EXPECT_EQ(t.OnBoard(A(7)).def, 2500) << "it changes with the situation";
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000);
  // 2000 damage would destroy a 1000-DEF character; with DEF 2500 it stays (309(2)).
  t.Do(Seat::kA, PassPriority{});
  ASSERT_TRUE(t.Play(Seat::kB, B(7), {}, {Target{A(7)}}).empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(7)).damage, 2000);
  // 防御力1500以下 reads the value it has now.
  EXPECT_THAT(t.Codes(t.Play(Seat::kA, A(11), {}, {Target{A(7)}})),
              ElementsAre("zero.target.illegal"));
}

TEST(Rule309_4, AnUndeterminedDefCountsAs0OutsideTheBattleZone_A90) {
  for (const bool take_shell : {true, false}) {
    Table t = At({"低防检索", "硬壳兵", "悟空"});
    MoveTo(t.mutable_state(), A(8), Zone::kRest);
    MoveTo(t.mutable_state(), A(9), Zone::kRest);
    UseAndResolve(t, A(7));
    ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
    const auto v = t.Do(Seat::kA, ChooseCards{{take_shell ? A(8) : A(9)}});
    if (take_shell) {
      EXPECT_TRUE(v.empty()) << "outside the battle zone its DEF is 0";
    } else {
      EXPECT_THAT(t.Codes(v), ElementsAre("zero.search.wrong-card")) << "悟空's DEF is 1000";
    }
  }
}

// ----- 505(1), 507: 【战斗时】 and "战斗时" changes ------------------------------------------

TEST(Rule505_1, InBattleEffectsTriggerAsTheBattleStepBegins_A41) {
  // A's 战斗兵 (1000/3000) attacks; B's 天津饭 (2000/2000) defends.
  Table t = At({"战斗兵"}, {"天津饭"});
  t.PutIntoBattle(A(7));
  AttackUpToTheBattleStep(t, A(7), B(7));
  ASSERT_EQ(t.state().chain.size(), 1u) << "【战斗时】 goes on the chain before the free timing";
  EXPECT_EQ(t.state().chain[0].card, A(7));
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000) << "not resolved yet";
  t.BothPass();  // The trigger resolves; the 505 window opens again.
  EXPECT_EQ(t.state().combat.step, CombatStep::kBattle);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 2000) << "505: in battle";
  t.BothPass();  // 506: battle damage.
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage);
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest) << "2000 damage on DEF 2000: the change counts";
  EXPECT_EQ(t.OnBoard(A(7)).atk, 2000) << "506: still in the combat";
}

TEST(Rule505_3, TheAttackedCharacterDefendingItselfIsInBattleToo_A92) {
  // A's 天津饭 attacks B's tapped 战斗兵, which defends itself (504(2)).
  Table t(TestHeader(CoverageDeck({"天津饭"}), CoverageDeck({"战斗兵"})), Cards());
  t.ToActionPhase(Seat::kA);
  t.PutIntoBattle(A(7));
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kA, ChooseAttackTarget{B(7)}).empty());
  t.BothPass();
  ASSERT_TRUE(t.Do(Seat::kB, DeclareDefender{std::nullopt}).empty());
  t.BothPass();  // 504.
  ASSERT_EQ(t.state().combat.step, CombatStep::kBattle);
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].card, B(7)) << "the defending side's 【战斗时】";
  t.BothPass();
  EXPECT_EQ(t.OnBoard(B(7)).atk, 2000);
}

TEST(Rule505_2, InBattleEffectsDoNotTriggerOnADirectAttack_A38) {
  Table t = At({"战斗兵"});
  t.PutIntoBattle(A(7));
  AttackUpToTheBattleStep(t, A(7), std::nullopt);
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage) << "505 is skipped";
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_TRUE(t.state().triggers.empty());
  EXPECT_TRUE(t.state().placing.empty());
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 5u) << "1 life card, ATK 1000 > 0";
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000) << "no battle, no 【战斗时】";
}

TEST(Rule507, BattleTimeChangesEndWithTheCombat_A91) {
  // A's 天津饭 (2000/2000) attacks, B's 悟空 defends; in the 505 window A uses 战斗术 on its
  // attacker.
  Table t = At({"天津饭", "战斗术"}, {"悟空"});
  t.PutIntoBattle(A(7));
  AttackUpToTheBattleStep(t, A(7), B(7));
  UseAndResolve(t, A(8), {Target{A(7)}});
  EXPECT_EQ(t.OnBoard(A(7)).atk, 3000);
  EXPECT_THAT(t.OnBoard(A(7)).marks, Contains("granted 突袭"));
  // A snapshot keeps what ends with the combat.
  auto decoded = t.rules().DecodeSnapshot(t.rules().EncodeSnapshot(t.state()));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_TRUE(decoded.value()->Equals(t.state()));
  t.BothPass();  // 506: 3000 damage to B's 悟空, 1000 back.
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 3000) << "506: still in the combat";
  t.BothPass();  // 507.
  ASSERT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_EQ(t.state().step, Step::kAction);
  EXPECT_EQ(t.OnBoard(A(7)).atk, 2000) << "507: the change has ended";
  EXPECT_THAT(t.OnBoard(A(7)).marks, Not(Contains("granted 突袭")));
  EXPECT_TRUE(t.state().stat_changes.empty());
  EXPECT_EQ(t.state().Card(A(7)).damage, 1000) << "damage stays until the clearing step";
}

TEST(Rule507, TheInBattleTriggersChangeEndsWithTheCombatToo) {
  Table t = At({"战斗兵"}, {"天津饭"});
  t.PutIntoBattle(A(7));
  AttackUpToTheBattleStep(t, A(7), B(7));
  t.BothPass();  // 【战斗时】 resolves.
  ASSERT_EQ(t.OnBoard(A(7)).atk, 2000);
  t.BothPass();  // 506.
  t.BothPass();  // 507.
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000);
  EXPECT_EQ(t.state().Card(A(7)).damage, 2000) << "天津饭 hit back";
}

TEST(Rule500_3, AnInterruptedCombatEndsItsBattleTimeChanges_A91) {
  // In the 505 window A uses 战斗术 on its attacker, then 低攻狙击 on B's defender (ATK 1000):
  // the combat is interrupted, and the change ends with it.
  Table t = At({"悟空", "战斗术", "低攻狙击"}, {"悟空"});
  t.PutIntoBattle(A(7));
  AttackUpToTheBattleStep(t, A(7), B(7));
  UseAndResolve(t, A(8), {Target{A(7)}});
  ASSERT_EQ(t.OnBoard(A(7)).atk, 2000);
  UseAndResolve(t, A(9), {Target{B(7)}});
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone) << "500(3)";
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000);
  EXPECT_THAT(t.OnBoard(A(7)).marks, Not(Contains("granted 突袭")));
}

TEST(Rule507, ABattleTimeChangeWithoutACombatChangesNothing_A91) {
  Table t = At({"悟空", "战斗术"});
  t.PutIntoBattle(A(7));
  UseAndResolve(t, A(8), {Target{A(7)}});
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kRest) << "the tactic resolved";
  EXPECT_EQ(t.OnBoard(A(7)).atk, 1000);
  EXPECT_THAT(t.OnBoard(A(7)).marks, Not(Contains("granted 突袭")));
  EXPECT_TRUE(t.state().stat_changes.empty());
}

// ----- The sample cards in bot games ----------------------------------------------------------

TEST(BotGames, DecksOfTheUndeterminedAndBattleSampleCardsKeepTheInvariants) {
  // 元气弹悟空 (308(4)), 胖布欧 (309(4)), 究极神龙 (303(5)), 拉蒂兹 (【战斗时】, 507) and 界王拳
  // (攻击力/防御力N以下, "战斗时" changes) first in the bot deck.
  std::vector<CardInfo> cards = testing::SampleCards();
  const std::vector<std::string> newest = {"SAMPLE-050", "SAMPLE-051", "SAMPLE-052", "SAMPLE-053",
                                           "SAMPLE-054"};
  std::stable_partition(cards.begin(), cards.end(), [&](const CardInfo& card) {
    return std::find(newest.begin(), newest.end(), card.code) != newest.end();
  });
  auto deck = BotDeck(cards);
  ASSERT_TRUE(deck.ok()) << deck.status().ToString();
  for (const std::string& code : newest) {
    ASSERT_NE(std::find(deck->begin(), deck->end(), code), deck->end()) << code;
  }
  ZeroRuleset rules(testing::SampleCards());
  int fists_used = 0;  // 界王拳 played.
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    Header header = TestHeader(*deck, *deck);
    header.game_id = "battle-" + std::to_string(seed);
    auto game = PlayBotGame(rules, header, BotOptions{seed, 20000});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    auto folded = Fold(rules, game->log, FoldOptions{.check_invariants = true});
    ASSERT_TRUE(folded.ok()) << "seed " << seed << ": " << folded.status().ToString();
    EXPECT_TRUE(folded->violations.empty())
        << "seed " << seed << ": " << folded->violations.front().message;
    for (const Event& event : game->log) {
      const auto* decision = std::get_if<Decision>(&event.body);
      const auto* play = decision != nullptr ? std::get_if<PlayCard>(decision) : nullptr;
      if (play == nullptr) continue;
      const auto& deck =
          play->card.seat == Seat::kA ? header.players[0].deck : header.players[1].deck;
      fists_used += deck[play->card.index - 1] == "SAMPLE-054";
    }
  }
  EXPECT_GT(fists_used, 0) << "bots play 界王拳";
}

}  // namespace
}  // namespace tcgjudge::zero
