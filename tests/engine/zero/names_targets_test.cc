// Changed names and attributes (301(4), 306(4), (5)), resource cards (204(3), (4)), a life zone
// that cannot be attacked (502(2)) and events with targets (321(2)), each test named after the
// rule it checks. The cards are made here from card data (CardInfoFromDef); events and tactics
// cost 0:
//   改名符   (an event) 我方战斗区中的角色牌的牌名变为{天津饭}.
//   入门     (an event) 我方战斗区中的角色牌获得『龟仙流』属性.
//   转派     (an event) 我方战斗区中的角色牌的属性变为『鹤仙流』.
//   道场主   a character 1000/1000: 我方战斗区中的其他角色牌获得『龟仙流』属性.
//   龟兵, 鹤兵: characters 1000/1000 with the attributes their names say.
//   结界     (an event) 对方的角色牌不能攻击生命区.
//   定身符   (an event) 使用时指定对方战斗区中的一张角色牌: 该角色牌不能攻击.
//   召回     (an instant tactic) 将我方资源区中的一张牌返回手牌.
//   召回丝诺 (an instant tactic) 将我方资源区中的一张『丝诺』返回手牌.
//   报信兵   a character, cost 0, 1000/1000: 【登场时】抽一张牌.
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
using ::testing::Contains;
using testing::CoverageCards;
using testing::CoverageDeck;
using ::testing::ElementsAre;
using testing::MoveTo;
using ::testing::Not;
using testing::Table;
using testing::TestHeader;

cards::Filter OurCharacters() {
  return cards::Filter{.side = cards::Side::kWe, .categories = {cards::Category::kCharacter}};
}

cards::CardDef Card(const std::string& code, cards::Category category) {
  cards::CardDef card;
  card.code = card.name = code;
  card.category = category;
  if (category == cards::Category::kCharacter) card.atk = card.def = 1000;
  if (category == cards::Category::kTactic) card.tactic_speed = cards::TacticSpeed::kInstant;
  return card;
}

cards::CardDef WithContinuous(cards::CardDef card, cards::Continuous continuous) {
  card.effects.push_back(cards::Effect{0, std::move(continuous)});
  return card;
}

cards::CardDef Soldier(const std::string& code, std::vector<std::string> attributes) {
  cards::CardDef card = Card(code, cards::Category::kCharacter);
  card.attributes = std::move(attributes);
  return card;
}

cards::CardDef Recall(const std::string& code, std::string has_name) {
  cards::CardDef card = Card(code, cards::Category::kTactic);
  cards::OnUse on_use;
  on_use.targets = {cards::TargetSpec{cards::Filter{
      .side = cards::Side::kWe, .zone = cards::Zone::kResource, .has_name = std::move(has_name)}}};
  on_use.actions = {cards::Action{cards::ReturnToHand{0}}};
  card.effects.push_back(cards::Effect{0, on_use});
  return card;
}

std::vector<CardInfo> Cards() {
  using cards::Category;
  std::vector<CardInfo> cards = CoverageCards();
  cards::CardDef messenger = Card("报信兵", Category::kCharacter);
  cards::Triggered draw;
  draw.timing = cards::Timing::kOnEnter;
  draw.actions = {cards::Action{cards::Draw{1}}};
  messenger.effects.push_back(cards::Effect{0, draw});
  cards::CardDef freeze = WithContinuous(
      Card("定身符", Category::kEvent),
      cards::Continuous{.affects = cards::Filter{.chosen = true}, .cannot_attack = true});
  freeze.effects.insert(
      freeze.effects.begin(),
      cards::Effect{0, cards::OnUse{.targets = {cards::TargetSpec{
                                        cards::Filter{.side = cards::Side::kOpponent,
                                                      .categories = {Category::kCharacter}}}}}});
  cards::Filter others = OurCharacters();
  others.other = true;
  for (const cards::CardDef& def :
       {WithContinuous(Card("改名符", Category::kEvent),
                       cards::Continuous{.affects = OurCharacters(), .set_name = "天津饭"}),
        WithContinuous(Card("入门", Category::kEvent),
                       cards::Continuous{.affects = OurCharacters(), .add_attributes = {"龟仙流"}}),
        WithContinuous(Card("转派", Category::kEvent),
                       cards::Continuous{.affects = OurCharacters(), .set_attributes = {"鹤仙流"}}),
        WithContinuous(Card("道场主", Category::kCharacter),
                       cards::Continuous{.affects = others, .add_attributes = {"龟仙流"}}),
        Soldier("龟兵", {"龟仙流"}), Soldier("鹤兵", {"鹤仙流"}),
        WithContinuous(Card("结界", Category::kEvent),
                       cards::Continuous{.affects = cards::Filter{.side = cards::Side::kOpponent},
                       .cannot_attack_life = true}),
        freeze, Recall("召回", ""), Recall("召回丝诺", "丝诺"), messenger}) {
    cards.push_back(CardInfoFromDef(def));
  }
  return cards;
}

// Turn 1, A's action phase: A's hand from A07 (`a_hand`), B's cards from B07 (`b_hand`).
Table At(std::vector<std::string> a_hand, std::vector<std::string> b_hand = {}) {
  Table t(TestHeader(CoverageDeck(std::move(a_hand)), CoverageDeck(std::move(b_hand))), Cards());
  t.ToActionPhase(Seat::kA);
  return t;
}

// Plays the cost-0 card `card` of A and resolves it.
void PlayAndResolve(Table& t, CardId card, std::vector<Target> targets = {}) {
  ASSERT_TRUE(t.Play(Seat::kA, card, {}, std::move(targets)).empty());
  t.BothPass();
}

// ----- 301(4): a changed card name ----------------------------------------------------------

TEST(Rule301_4, ALevelUpByRevealingMatchesTheChangedName_Rule600_2) {
  // 悟空 (A09) is renamed 天津饭; a red 天津饭 from the hand now levels it up (600(2)b).
  for (const bool renamed : {false, true}) {
    Table t = At({"改名符", "天津饭", "悟空"});
    t.PutIntoBattle(A(9));
    if (renamed) PlayAndResolve(t, A(7));
    const auto v = t.Do(Seat::kA, Upgrade{A(9), UpgradeMethod::kRevealHand, A(8)});
    if (renamed) {
      EXPECT_TRUE(v.empty()) << "the changed name is the card's name";
      EXPECT_THAT(t.OnBoard(A(9)).marks, Contains("named 天津饭"));
    } else {
      EXPECT_THAT(t.Codes(v), ElementsAre("zero.upgrade.wrong-card"));
    }
  }
}

// ----- 306(4), (5): gained and changed attributes --------------------------------------------

TEST(Rule306_4, AGainedAttributeAddsToTheOthers) {
  // 龟仙人 (BP02-005): 我方战斗区中的其他『龟仙流』(攻)+500(防)+500.
  Table t = At({"入门", "BP02-005", "鹤兵"});
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(A(9));
  EXPECT_EQ(t.OnBoard(A(9)).atk, 1000);
  PlayAndResolve(t, A(7));
  EXPECT_EQ(t.OnBoard(A(9)).atk, 1500) << "鹤兵 is 『龟仙流』 now";
  EXPECT_THAT(t.OnBoard(A(9)).marks, Contains("attributes 『鹤仙流』『龟仙流』"));
}

TEST(Rule306_5, AChangedAttributeReplacesTheOthers) {
  Table t = At({"转派", "BP02-005", "龟兵"});
  t.PutIntoBattle(A(8));
  t.PutIntoBattle(A(9));
  EXPECT_EQ(t.OnBoard(A(9)).atk, 1500);
  PlayAndResolve(t, A(7));
  EXPECT_EQ(t.OnBoard(A(9)).atk, 1000) << "龟兵 is no longer 『龟仙流』";
  EXPECT_THAT(t.OnBoard(A(9)).marks, Contains("attributes 『鹤仙流』"));
}

TEST(Rule306_5, AttributeChangesApplyInTimestampOrder_Rule701_3) {
  {  // 道场主 (older) adds 『龟仙流』, 转派 (newer) replaces everything: 『鹤仙流』 alone.
    Table t = At({"转派", "道场主", "龟兵"});
    t.PutIntoBattle(A(8));
    t.PutIntoBattle(A(9));
    PlayAndResolve(t, A(7));
    EXPECT_THAT(t.OnBoard(A(9)).marks, Contains("attributes 『鹤仙流』"));
  }
  {  // 转派 (older) replaces, 道场主 (newer) adds: both.
    Table t = At({"转派", "道场主", "龟兵"});
    t.PutIntoBattle(A(9));
    PlayAndResolve(t, A(7));
    MoveTo(t.mutable_state(), A(8), Zone::kBattle);  // Enters after 转派: a later timestamp.
    EXPECT_THAT(t.OnBoard(A(9)).marks, Contains("attributes 『鹤仙流』『龟仙流』"));
  }
}

// ----- 204(3), (4): resource cards -----------------------------------------------------------

TEST(Rule204_3, AResourceCardHasNoCharacterNamesOrAttributes) {
  Table t = At({"召回丝诺", "丝诺"});  // 丝诺: character name 丝诺.
  MoveTo(t.mutable_state(), A(8), Zone::kResource);
  const auto v = t.Play(Seat::kA, A(7), {}, {Target{A(8)}});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.illegal")) << "『丝诺』 is lost there";
}

TEST(Rule204_4, AResourceCardTakenBackRegainsItsEffects) {
  Table t = At({"召回", "报信兵"});
  MoveTo(t.mutable_state(), A(8), Zone::kResource);
  PlayAndResolve(t, A(7), {Target{A(8)}});
  ASSERT_EQ(t.state().Card(A(8)).zone, Zone::kHand);
  const size_t hand = t.state().Player(Seat::kA).hand.size();
  ASSERT_TRUE(t.Play(Seat::kA, A(8), {}).empty());
  t.BothPass();  // 报信兵 enters: its 【登场时】 goes on the chain.
  t.BothPass();
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand) << "played one, drew one";
  EXPECT_TRUE(t.state().chain.empty());
}

// ----- 502(2): a life zone that cannot be attacked ------------------------------------------

// B has 结界 in its event zone; A's 悟空 (A07) is ready to attack; B's 悟空 (B07) is in battle,
// tapped if `b_tapped`.
Table Barrier(bool b_tapped) {
  Table t = At({"悟空"}, {"结界", "悟空"});
  t.PutIntoBattle(A(7));
  MoveTo(t.mutable_state(), B(7), Zone::kEvent);
  t.PutIntoBattle(B(8));
  t.mutable_state().Card(B(8)).tapped = b_tapped;
  return t;
}

TEST(Rule502_2, AttackingALifeZoneAnEffectProtectsIsFlagged) {
  Table t = Barrier(true);
  ASSERT_TRUE(AttackWith(t, Seat::kA, A(7)).empty());
  t.BothPass();  // The 501 window.
  ASSERT_EQ(t.state().wait, Wait::kAttackTarget);
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    EXPECT_NE(d, Decision{ChooseAttackTarget{std::nullopt}}) << "the life zone is no target";
  }
  const auto v = t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.life-protected"));
}

TEST(Rule502_2, WithNothingElseToAttackNoAttackIsLegal) {
  Table t = Barrier(false);
  for (const Decision& d : t.rules().LegalDecisions(t.state())) {
    EXPECT_FALSE(std::holds_alternative<DeclareAttack>(d));
  }
  EXPECT_TRUE(AttackWith(t, Seat::kA, A(7)).empty()) << "declaring is not yet choosing";
  t.BothPass();  // no target it may choose: the attack is not established.
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone);
  EXPECT_FALSE(t.state().Card(A(7)).tapped);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

// ----- 321(2): an event's targets ------------------------------------------------------------

TEST(Rule321_2, AnEventUsedWithoutItsTargetIsFlagged) {
  Table t = At({"定身符"}, {"悟空"});
  t.PutIntoBattle(B(7));
  const auto v = t.Play(Seat::kA, A(7), {});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.target.count"));
  EXPECT_THAT(v[0].rules, Contains("321(2)"));
}

TEST(Rule321_2, AnEventsEffectMeansTheCardItTargeted) {
  Table t = At({"定身符"}, {"悟空", "天津饭"});
  t.PutIntoBattle(B(7));
  t.PutIntoBattle(B(8));
  PlayAndResolve(t, A(7), {Target{B(7)}});
  ASSERT_EQ(t.state().Card(A(7)).zone, Zone::kEvent);
  EXPECT_THAT(t.OnBoard(A(7)).marks, Contains("targets B07"));
  t.ToActionPhase(Seat::kB);
  EXPECT_THAT(t.Codes(AttackWith(t, Seat::kB, B(7))), ElementsAre("zero.attack.cannot-attack"));
  Table u = At({"定身符"}, {"悟空", "天津饭"});
  u.PutIntoBattle(B(7));
  u.PutIntoBattle(B(8));
  PlayAndResolve(u, A(7), {Target{B(7)}});
  u.ToActionPhase(Seat::kB);
  EXPECT_TRUE(AttackWith(u, Seat::kB, B(8)).empty()) << "only the targeted card";
}

TEST(Rule321_2, AnEventWhoseTargetLeftFailsToTheRestArea_Rule705_6) {
  Table t = At({"定身符"}, {"悟空"});
  t.PutIntoBattle(B(7));
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, {Target{B(7)}}).empty());
  MoveTo(t.mutable_state(), B(7), Zone::kRest);  // Gone before the event resolves.
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest);
  EXPECT_TRUE(t.state().Player(Seat::kA).event.empty());
}

}  // namespace
}  // namespace tcgjudge::zero
