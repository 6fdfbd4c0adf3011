// Looking at cards (614), revealing them (616), the order of cards put on a deck together
// (201(4)) or added to the life zone together (202(5)), and a revealed deck top (201(5)), each
// test named after the rule it checks. The cards are made here from card data
// (CardInfoFromDef), each an instant tactic of cost 0 unless said otherwise:
//   窥视     查看我方牌组顶的三张牌 (in their order), then 抽一张牌.
//   观星     查看我方牌组顶的三张牌,以任意顺序放回牌组顶.
//   寻将     查看我方牌组顶的三张牌,可以展示其中一张角色牌加入手牌,其余按原顺序放回牌组顶.
//   寻将沉底 the same, 其余以任意顺序放回牌组底.
//   回收     将战斗区中的两张角色牌放回持有者的牌组顶.
//   沉底     将战斗区中的两张角色牌放回持有者的牌组底.
//   生命补充 将我方牌组顶的两张牌加入生命区.
//   明牌兵   a character 1000/1000: 我方以展示牌组顶的方式进行游戏.
// With the coverage cards (coverage_cards.h) and the bundled sample set.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/zero/bot_deck.h"
#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::Contains;
using testing::CoverageCards;
using testing::CoverageDeck;
using ::testing::ElementsAre;
using ::testing::ElementsAreArray;
using testing::InstantTactic;
using testing::Table;
using testing::TestHeader;

cards::Action Look(uint8_t count, bool take, bool reorder, bool bottom) {
  cards::LookAtTop look;
  look.count = count;
  if (take) {
    look.take =
        cards::Filter{.zone = cards::Zone::kDeck, .categories = {cards::Category::kCharacter}};
  }
  look.reorder = reorder;
  look.bottom = bottom;
  return cards::Action{look};
}

std::vector<cards::TargetSpec> TwoCharacters() {
  cards::TargetSpec spec;
  spec.filter.categories = {cards::Category::kCharacter};
  spec.count = 2;
  return {spec};
}

cards::CardDef Revealer() {
  cards::CardDef card;
  card.code = card.name = "明牌兵";
  card.category = cards::Category::kCharacter;
  card.atk = card.def = 1000;
  cards::Continuous continuous;
  continuous.affects = cards::Filter{.side = cards::Side::kWe, .zone = cards::Zone::kDeck};
  continuous.reveals_deck_top = true;
  card.effects.push_back(cards::Effect{0, continuous});
  return card;
}

std::vector<CardInfo> Cards() {
  std::vector<CardInfo> cards = CoverageCards();
  for (const cards::CardDef& def :
       {InstantTactic("窥视", {Look(3, false, false, false), cards::Action{cards::Draw{1}}}),
        InstantTactic("观星", {Look(3, false, true, false)}),
        InstantTactic("寻将", {Look(3, true, false, false)}),
        InstantTactic("寻将沉底", {Look(3, true, true, true)}),
        InstantTactic("回收", {cards::Action{cards::PutOnDeck{0, false}}}, TwoCharacters()),
        InstantTactic("沉底", {cards::Action{cards::PutOnDeck{0, true}}}, TwoCharacters()),
        InstantTactic("生命补充", {cards::Action{cards::AddLife{2}}}), Revealer()}) {
    cards.push_back(CardInfoFromDef(def));
  }
  return cards;
}

// Turn 1, A's action phase: A's cards from A07 (`a_cards`: the hand A07-A12, A13 drawn in the
// draw step, then A's deck from A14), B's cards from B07 put into B's battle zone (`b_battle`).
Table At(std::vector<std::string> a_cards, std::vector<std::string> b_battle = {}) {
  Table t(TestHeader(CoverageDeck(std::move(a_cards)), CoverageDeck(b_battle)), Cards());
  t.ToActionPhase(Seat::kA);
  for (size_t i = 0; i < b_battle.size(); ++i) t.PutIntoBattle(B(static_cast<uint16_t>(7 + i)));
  return t;
}

// A's hand A07-A12 and A13 (what A drew): `first` first, then plain characters.
std::vector<std::string> Hand(const std::string& first) {
  return {first, "悟空", "悟空", "悟空", "悟空", "悟空", "悟空"};
}

std::vector<CardId> Deck(const Table& t, Seat seat) { return t.state().Player(seat).deck; }

bool InHand(const Table& t, Seat seat, CardId id) {
  const auto& hand = t.state().Player(seat).hand;
  return std::find(hand.begin(), hand.end(), id) != hand.end();
}

// Plays A07 (a tactic of cost 0) and lets it resolve up to its first question.
void Use(Table& t, std::vector<Target> targets = {}) {
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}, std::move(targets)).empty());
  t.BothPass();
}

// ----- 614: looking ---------------------------------------------------------------------------

TEST(Rule614_1, LookingAtTheTopCardsLeavesTheirOrder) {
  Table t = At(Hand("窥视"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "looking asks nothing";
  EXPECT_TRUE(InHand(t, Seat::kA, deck[0])) << "the draw after it takes the same top card";
  EXPECT_THAT(Deck(t, Seat::kA), ElementsAreArray(deck.begin() + 1, deck.end()));
}

TEST(Rule614_2, ThePlayerMayDeclareNoCardOfTheKindFound) {
  Table t = At(Hand("寻将"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  const size_t hand = t.state().Player(Seat::kA).hand.size() - 1;
  Use(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{}).empty()) << "none found, though all are characters";
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(Deck(t, Seat::kA), deck);
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand);
}

TEST(Rule614_2, OneLookedAtCardOfTheKindGoesToTheHandTheRestKeepTheirOrder) {
  Table t = At(Hand("寻将"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[1]}}).empty());
  EXPECT_TRUE(InHand(t, Seat::kA, deck[1]));
  std::vector<CardId> rest = deck;
  rest.erase(rest.begin() + 1);
  EXPECT_EQ(Deck(t, Seat::kA), rest) << "614(1): the others stay as they were";
}

TEST(Rule614_1, ThePlayerSeesTheCardsHeLooksAtWhileHeChoosesAndNobodyElse_A107) {
  Table t = At(Hand("寻将"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(t.OnBoard(deck[i]).seen_by, SeatBit(Seat::kA)) << i;
  }
  EXPECT_EQ(t.OnBoard(deck[3]).seen_by, kSeenByNobody) << "not looked at";
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{}).empty());
  EXPECT_EQ(t.OnBoard(deck[0]).seen_by, kSeenByNobody) << "back in the deck, unseen";
}

TEST(Rule614_2, ACardNotOfTheKindIsFlaggedAndTaken) {
  // A14 is an event: not a character.
  std::vector<std::string> cards = Hand("寻将");
  cards.push_back("事件一");
  Table t = At(cards);
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  ASSERT_EQ(deck[0], A(14));
  Use(t);
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseCards{{A(14)}})), ElementsAre("zero.look.wrong-card"));
  EXPECT_TRUE(InHand(t, Seat::kA, A(14))) << "applied as the table did it";
}

TEST(Rule614_2, ACardNotLookedAtIsFlaggedAndLeftWhereItIs) {
  Table t = At(Hand("寻将"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  const auto v = t.Do(Seat::kA, ChooseCards{{deck[3]}});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.look.wrong-card"));
  EXPECT_THAT(v[0].message, ::testing::HasSubstr("which is not one of the cards looked at"));
  EXPECT_EQ(Deck(t, Seat::kA), deck) << "A-101: nothing is taken";
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "the effect is done: none found (614(2))";
}

// ----- 616: revealing -------------------------------------------------------------------------

TEST(Rule616, ACardTakenFromTheLookedAtCardsIsRevealedToBothPlayersWhileTheEffectGoesOn_A94) {
  Table t = At(Hand("寻将沉底"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  ASSERT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[0]}}).empty());
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice) << "A now orders the other two";
  const BoardCard shown = t.OnBoard(deck[0]);
  EXPECT_TRUE(shown.revealed) << "in A's hand, yet B sees it";
  EXPECT_THAT(shown.marks, Contains("revealed (616)"));
  EXPECT_FALSE(t.OnBoard(deck[1]).revealed) << "looked at is not revealed (900(6), 614)";
  ASSERT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[2], deck[1]}}).empty());
  EXPECT_FALSE(t.OnBoard(deck[0]).revealed) << "the effect is done: a hand card again";
  const std::vector<CardId> after = Deck(t, Seat::kA);
  EXPECT_THAT(std::vector<CardId>(after.end() - 2, after.end()), ElementsAre(deck[2], deck[1]))
      << "the rest at the bottom, in A's order";
  EXPECT_EQ(after.front(), deck[3]);
}

// ----- 201(4): several cards put on a deck together --------------------------------------------

TEST(Rule201_4, TheOwnerOrdersTheCardsPutBackOnTopOfHisDeck) {
  Table t = At(Hand("观星"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_EQ(t.state().waiting_for, Seat::kA);
  const std::vector<Decision> legal = t.rules().LegalDecisions(t.state());
  EXPECT_THAT(legal, Contains(Decision{ChooseCards{{deck[2], deck[1], deck[0]}}}))
      << "the bot can answer";
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[2], deck[0], deck[1]}}).empty());
  std::vector<CardId> expected = deck;
  expected[0] = deck[2];
  expected[1] = deck[0];
  expected[2] = deck[1];
  EXPECT_EQ(Deck(t, Seat::kA), expected);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule201_4, AnOrderLeavingOutACardIsFlaggedAndTheCardFollowsWhereItLay) {
  Table t = At(Hand("观星"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  Use(t);
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseYesNo{true})), ElementsAre("zero.decision.not-asked"))
      << "A-101: an answer of another kind answers nothing";
  EXPECT_EQ(t.state().wait, Wait::kEffectChoice) << "the question is still asked";
  const auto v = t.Do(Seat::kA, ChooseCards{{deck[1], deck[3]}});
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.look.order"));
  std::vector<CardId> expected = deck;
  expected[0] = deck[1];  // Named first; deck[3] was not looked at: left where it is.
  expected[1] = deck[0];
  expected[2] = deck[2];
  EXPECT_EQ(Deck(t, Seat::kA), expected);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule201_4, CardsPutOnTheOpponentsDeckAreOrderedByTheirOwner) {
  Table t = At(Hand("回收"), {"悟空", "悟空"});
  const std::vector<CardId> deck = Deck(t, Seat::kB);
  Use(t, {Target{B(7)}, Target{B(8)}});
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_EQ(t.state().waiting_for, Seat::kB) << "B owns them: B orders them";
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, ChooseCards{{B(8), B(7)}})),
              ElementsAre("zero.decision.not-asked"))
      << "A-101: not A's question: nothing changes";
  EXPECT_TRUE(t.Do(Seat::kB, ChooseCards{{B(8), B(7)}}).empty());
  std::vector<CardId> expected = {B(8), B(7)};
  expected.insert(expected.end(), deck.begin(), deck.end());
  EXPECT_EQ(Deck(t, Seat::kB), expected);
  EXPECT_TRUE(t.state().Player(Seat::kB).battle.empty());
}

TEST(Rule201_4, CardsPutAtTheBottomTogetherAreOrderedByTheirOwner) {
  Table t = At(Hand("沉底"), {"悟空", "悟空"});
  Use(t, {Target{B(7)}, Target{B(8)}});
  ASSERT_EQ(t.state().waiting_for, Seat::kB);
  EXPECT_TRUE(t.Do(Seat::kB, ChooseCards{{B(7), B(8)}}).empty());
  const std::vector<CardId> deck = Deck(t, Seat::kB);
  EXPECT_THAT(std::vector<CardId>(deck.end() - 2, deck.end()), ElementsAre(B(7), B(8)));
}

TEST(Rule201_4, OneCardOfEachOwnerNeedsNoOrder) {
  Table t = At(Hand("回收"), {"悟空"});
  t.PutIntoBattle(A(8));
  Use(t, {Target{A(8)}, Target{B(7)}});
  EXPECT_EQ(t.state().wait, Wait::kPriority) << "nobody has two cards to order";
  EXPECT_EQ(Deck(t, Seat::kA).front(), A(8));
  EXPECT_EQ(Deck(t, Seat::kB).front(), B(7));
}

// ----- 202(5): several cards added to the life zone together -----------------------------------

TEST(Rule202_5, TheOwnerOrdersLifeCardsAddedTogetherAndTheyGoOnTop) {
  Table t = At(Hand("生命补充"));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  const std::vector<CardId> life = t.state().Player(Seat::kA).life;
  Use(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  ASSERT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[1], deck[0]}}).empty());
  std::vector<CardId> expected = {deck[1], deck[0]};
  expected.insert(expected.end(), life.begin(), life.end());
  EXPECT_EQ(t.state().Player(Seat::kA).life, expected);
  EXPECT_EQ(Deck(t, Seat::kA).front(), deck[2]);
}

// ----- 201(5): playing with the deck's top card revealed ---------------------------------------

TEST(Rule201_5, TheTopCardIsRevealedToBothPlayers) {
  Table t = At(Hand("明牌兵"));
  t.PutIntoBattle(A(7));
  const CardId top = Deck(t, Seat::kA).front();
  const BoardCard shown = t.OnBoard(top);
  EXPECT_TRUE(shown.revealed);
  EXPECT_THAT(shown.marks, Contains("revealed deck top (201(5))"));
  EXPECT_FALSE(t.OnBoard(Deck(t, Seat::kA)[1]).revealed);
  EXPECT_FALSE(t.OnBoard(Deck(t, Seat::kB).front()).revealed) << "affects {side: we}";
}

TEST(Rule201_5, ANewTopIsNotRevealedUntilTheEffectThatChangedItIsDone_A96) {
  Table t = At({"观星", "明牌兵", "悟空", "悟空", "悟空", "悟空", "悟空"});
  t.PutIntoBattle(A(8));
  const std::vector<CardId> deck = Deck(t, Seat::kA);
  ASSERT_TRUE(t.OnBoard(deck[0]).revealed);
  Use(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  EXPECT_FALSE(t.OnBoard(deck[0]).revealed) << "the effect is changing the top";
  ASSERT_TRUE(t.Do(Seat::kA, ChooseCards{{deck[1], deck[0], deck[2]}}).empty());
  EXPECT_TRUE(t.OnBoard(deck[1]).revealed) << "the effect is done: the new top is revealed";
  EXPECT_FALSE(t.OnBoard(deck[0]).revealed);
}

// ----- The bot -------------------------------------------------------------------------------

TEST(Rule201_4, BotGamesWithTheSampleCardsAnswerTheirQuestionsLegally_Rule202_5_Rule614) {
  // Four each of 兰琪, 亚奇洛贝 (lookAtTop), 归位术 (putOnDeck), 仙豆 (addLife) and 千里眼
  // (revealsDeckTop), the rest from the sample set's bot deck.
  std::vector<std::string> deck;
  for (const char* code : {"SAMPLE-055", "SAMPLE-056", "SAMPLE-057", "SAMPLE-058", "SAMPLE-059"}) {
    deck.insert(deck.end(), 4, code);
  }
  auto bot_deck = BotDeck(testing::SampleCards());
  ASSERT_TRUE(bot_deck.ok()) << bot_deck.status().ToString();
  deck.insert(deck.end(), bot_deck->begin(), bot_deck->begin() + 30);
  ZeroRuleset rules(testing::SampleCards());
  int orders = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Header header = TestHeader(deck, deck);
    header.game_id = "look-" + std::to_string(seed);
    auto game = PlayBotGame(rules, header, BotOptions{seed, 20000});
    ASSERT_TRUE(game.ok()) << "seed " << seed << ": " << game.status().ToString();
    auto folded = Fold(rules, game->log, FoldOptions{.check_invariants = true});
    ASSERT_TRUE(folded.ok()) << "seed " << seed << ": " << folded.status().ToString();
    EXPECT_TRUE(folded->violations.empty()) << "seed " << seed;
    for (const Event& event : game->log) {
      const auto* decision = std::get_if<Decision>(&event.body);
      const auto* choice = decision != nullptr ? std::get_if<ChooseCards>(decision) : nullptr;
      orders += choice != nullptr && choice->cards.size() >= 2;
    }
  }
  EXPECT_GT(orders, 0) << "some owner ordered cards (201(4), 202(5))";
}

}  // namespace
}  // namespace tcgjudge::zero
