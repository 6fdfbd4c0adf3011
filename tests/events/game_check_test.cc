// An event must fit the game it is appended to: card ids exist in the decklists, one header.

#include "events/game_check.h"

#include <gtest/gtest.h>

#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

using testing::SampleHeader;

PlayCard Play(CardId card) {
  PlayCard play;
  play.card = card;
  return play;
}

Event DecisionEvent(Decision decision) {
  Event e;
  e.game = "g1";
  e.seq = 5;
  e.actor = Seat::kA;
  e.body = std::move(decision);
  return e;
}

TEST(CheckEventAgainstHeader, AcceptsEveryEventKindOfTheSampleGame) {
  const Header header = SampleHeader();
  for (const auto& named : testing::EveryEventKind()) {
    if (IsHeader(named.event)) continue;
    EXPECT_TRUE(CheckEventAgainstHeader(header, named.event).ok()) << named.name;
  }
}

TEST(CheckEventAgainstHeader, ExtraDeckCardsNumberOnAfterTheMainDeckAndTokensAreTheEngines) {
  Header header = SampleHeader();
  header.players[1].deck.resize(40);
  header.players[1].extra_deck = {"44508094", "44508094"};
  EXPECT_TRUE(CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kB, 42}))).ok());
  Status s = CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kB, 43})));
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("card B43 is not in the game: seat B's decklist has 40 main deck and "
                             "2 extra deck cards"),
            std::string::npos)
      << s.message();
  // Whether token BT07 exists depends on the game so far: the engine decides.
  EXPECT_TRUE(
      CheckEventAgainstHeader(header, DecisionEvent(Play(CardId::Token(Seat::kB, 7)))).ok());
}

// rise §101.1 (a commander), myth §23 (a general and a treasure): cards that start outside the
// deck number on after the extra deck.
TEST(CheckEventAgainstHeader, Rise101_1_CardsOutsideTheDeckNumberOnAfterTheExtraDeck) {
  Header header = SampleHeader();
  header.players[0].deck.resize(60);
  header.players[0].outside_deck = {"R01-001"};
  EXPECT_TRUE(CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kA, 61}))).ok());
  EXPECT_EQ(CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kA, 62}))).message(),
            "decision.playCard.card: card A62 is not in the game: seat A's decklist has 60 main "
            "deck and 1 outside the deck cards");
  header.players[0].extra_deck = {"X", "Y"};
  EXPECT_TRUE(CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kA, 63}))).ok());
  EXPECT_EQ(CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kA, 64}))).message(),
            "decision.playCard.card: card A64 is not in the game: seat A's decklist has 60 main "
            "deck, 2 extra deck and 1 outside the deck cards");
}

TEST(CheckEventAgainstHeader, RefusesACardIdBeyondTheDecklist) {
  Header header = SampleHeader();
  header.players[1].deck.resize(40);
  Status s = CheckEventAgainstHeader(header, DecisionEvent(Play(CardId{Seat::kB, 41})));
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(),
            "decision.playCard.card: card B41 is not in the game: seat B's decklist has 40 cards");
}

TEST(CheckEventAgainstHeader, ChecksCardsInsidePaymentsTargetsAndChoices) {
  const Header header = SampleHeader();
  PlayCard play = Play(CardId{Seat::kA, 1});
  play.payment.tap = {CardId{Seat::kA, 2}, CardId{Seat::kA, 51}};
  EXPECT_NE(CheckEventAgainstHeader(header, DecisionEvent(play))
                .message()
                .find("decision.playCard.payment.tap[1]: card A51"),
            std::string::npos);
  play.payment = {};
  play.targets = {CardId{Seat::kB, 99}};
  EXPECT_NE(CheckEventAgainstHeader(header, DecisionEvent(play))
                .message()
                .find("decision.playCard.targets[0].card: card B99"),
            std::string::npos);
  play.targets = {};
  play.choices = {ChoiceCards{{CardId{Seat::kA, 60}}}};
  EXPECT_NE(CheckEventAgainstHeader(header, DecisionEvent(play))
                .message()
                .find("decision.playCard.choices[0].cards[0]: card A60"),
            std::string::npos);
}

// docs/log-format.md: the same card twice in one list of cards is malformed, in any ruleset's
// vocabulary (issue 26: a legal target listed twice was flagged "not a legal target").
TEST(CheckNothingSaidTwice, RefusesACardTwiceInOneListOfAnyVocabulary) {
  PlayCard play = Play(CardId{Seat::kA, 1});
  play.targets = {CardId{Seat::kB, 29}, Seat::kB, CardId{Seat::kB, 29}};
  EXPECT_EQ(CheckNothingSaidTwice(DecisionEvent(play)).message(),
            "decision.playCard.targets[2].card: card B29 is listed twice (a card is named once "
            "in a list)");
  play.targets = {};
  play.payment.tap = {CardId{Seat::kA, 2}, CardId{Seat::kA, 2}};
  EXPECT_EQ(CheckNothingSaidTwice(DecisionEvent(play)).message(),
            "decision.playCard.payment.tap[1]: card A02 is listed twice (a card is named once in "
            "a list)");
  play.payment.tap = {CardId{Seat::kA, 2}};
  play.payment.discard = {CardId{Seat::kA, 2}};  // Two lists: the engine's to judge.
  EXPECT_TRUE(CheckNothingSaidTwice(DecisionEvent(play)).ok());

  ygo::Activate activate;
  activate.card = CardId{Seat::kA, 3};
  activate.cost.tribute = {CardId{Seat::kA, 4}, CardId{Seat::kA, 4}};
  EXPECT_EQ(CheckNothingSaidTwice(DecisionEvent(ygo::Decision(activate))).message(),
            "decision.ygo.activate.cost.tribute[1]: card A04 is listed twice (a card is named once "
            "in a list)");
  activate.cost.tribute = {CardId{Seat::kA, 4}};
  activate.targets = {CardId{Seat::kA, 4}};  // A target and a cost: two lists.
  EXPECT_TRUE(CheckNothingSaidTwice(DecisionEvent(ygo::Decision(activate))).ok());
}

TEST(CheckEventAgainstHeader, RefusesASecondHeader) {
  Event second;
  second.game = "g1";
  second.seq = 7;
  second.actor = TableActor{};
  second.body = SampleHeader();
  Status s = CheckEventAgainstHeader(SampleHeader(), second);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), "header at seq 7: game 'g1' already has its header (seq 1)");
}

// rise §405.2: a deck may hold the other seat's card after an owner change. Which cards the deck
// holds is the engine's to check (engine/fact_check.h); the log only refuses a card that is not in
// the game or is listed twice.
TEST(CheckEventAgainstHeader, Rise405_2_AShuffleMayListTheOtherSeatsCardButNoneTwice) {
  Event shuffle;
  shuffle.game = "g1";
  shuffle.seq = 2;
  shuffle.actor = TableActor{};
  shuffle.body = Fact(ShuffleFact{Seat::kA, {CardId{Seat::kA, 1}, CardId{Seat::kB, 2}}});
  EXPECT_TRUE(CheckEventAgainstHeader(SampleHeader(), shuffle).ok());
  shuffle.body = Fact(ShuffleFact{Seat::kA, {CardId{Seat::kA, 1}, CardId{Seat::kA, 1}}});
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), shuffle).message(),
            "fact.shuffle.order[1]: card A01 is listed twice");
  shuffle.body = Fact(ShuffleFact{Seat::kA, {CardId{Seat::kB, 2}, CardId{Seat::kB, 2}}});
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), shuffle).message(),
            "fact.shuffle.order[1]: card B02 is listed twice");
  shuffle.body = Fact(ShuffleFact{Seat::kA, {CardId{Seat::kB, 51}}});
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), shuffle).message(),
            "fact.shuffle.order[0]: card B51 is not in the game: seat B's decklist has 50 cards");
}

// rise §706.5: a random pick's pool and picked cards are cards of the game.
TEST(CheckEventAgainstHeader, Rise706_5_ARandomPickNamesOnlyCardsOfTheGame) {
  Event pick;
  pick.game = "g1";
  pick.seq = 9;
  pick.actor = TableActor{};
  pick.body = Fact(RandomPickFact{{CardId{Seat::kB, 3}, CardId{Seat::kB, 51}},
                                  1,
                                  std::vector<CardId>{CardId{Seat::kB, 3}},
                                  ""});
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), pick).message(),
            "fact.randomPick.pool[1]: card B51 is not in the game: seat B's decklist has 50 cards");
  pick.body =
      Fact(RandomPickFact{{CardId{Seat::kB, 3}}, 1, std::vector<CardId>{CardId{Seat::kB, 52}}, ""});
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), pick).message(),
            "fact.randomPick.picked[0]: card B52 is not in the game: seat B's decklist has 50 "
            "cards");
}

TEST(CheckEventAgainstHeader, RefusesJudgeEventsNamingALaterEvent) {
  Event reverse;
  reverse.game = "g1";
  reverse.seq = 10;
  reverse.actor = JudgeActor{"J-1"};
  reverse.body = JudgeAction{{"902"}, "", Reverse{10}};
  EXPECT_FALSE(CheckEventAgainstHeader(SampleHeader(), reverse).ok());
  reverse.body = JudgeAction{{"902"}, "", Reverse{9}};
  EXPECT_TRUE(CheckEventAgainstHeader(SampleHeader(), reverse).ok());
}

TEST(CheckEventAgainstHeader, ARulingSettlesOnlyEarlierEventsEachOnceAndOnlyARulingOrPenalty) {
  Event ruling;
  ruling.game = "g1";
  ruling.seq = 10;
  ruling.actor = JudgeActor{"J-1"};
  JudgeAction action{{"318(6)"}, "", Ruling{}};
  action.settles = {9, 4};
  ruling.body = action;
  EXPECT_TRUE(CheckEventAgainstHeader(SampleHeader(), ruling).ok());
  action.settles = {10};
  ruling.body = action;
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), ruling).message(),
            "judge.settles: 10 is not an earlier event of this game");
  action.settles = {9, 9};
  ruling.body = action;
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), ruling).message(),
            "judge.settles: seq 9 is named twice");
  action.settles = {9};
  action.action = Note{};
  ruling.body = action;
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), ruling).message(),
            "judge.settles: only a ruling or a penalty settles violations");
  action.action = Penalty{Seat::kB, PenaltyKind::kWarning};
  ruling.body = action;
  EXPECT_TRUE(CheckEventAgainstHeader(SampleHeader(), ruling).ok());
}

TEST(CheckEventAgainstHeader, RefusesAnEventOfAnotherGame) {
  Event e = DecisionEvent(PassPriority{});
  e.game = "g2";
  EXPECT_EQ(CheckEventAgainstHeader(SampleHeader(), e).message(),
            "game: event belongs to 'g2', not 'g1'");
}

}  // namespace
}  // namespace tcgjudge
