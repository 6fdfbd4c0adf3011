// SeatKnowledge (engine/knowledge.h): what a paper game's record knows about cards nobody saw
// (issue 29, docs/paper-games.md "Knowledge"). The tests name the judges' practice they follow:
// IPG 1.4 / KDE (the record holds what the table saw; an unknown card is one of the cards it can
// be) and the deck check, which binds a hidden zone's contents and not their order.

#include "engine/knowledge.h"

#include "engine/reflect_bytes.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace tcgjudge {
namespace {

using ::testing::ElementsAre;

Decklist Deck(const std::vector<std::string>& cards) {
  Result<Decklist> decklist = Decklist::FromCards(cards);
  EXPECT_TRUE(decklist.ok()) << decklist.status().message();
  return *decklist;
}

std::vector<std::string> Codes(const SeatKnowledge& knowledge, HandleIndex handle) {
  std::vector<std::string> codes;
  for (CodeIndex code : knowledge.PossibleCodes(handle)) {
    codes.push_back(knowledge.decklist().codes[code]);
  }
  return codes;
}

TEST(PaperDecklist, CountsCopiesOfEachCodeInTheOrderTheListFirstNamesThem) {
  const Decklist deck = Deck({"X", "Y", "X", "Z", "X"});
  EXPECT_THAT(deck.codes, ElementsAre("X", "Y", "Z"));
  EXPECT_THAT(deck.copies, ElementsAre(3, 1, 1));
  EXPECT_EQ(deck.CardCount(), 5u);
}

TEST(PaperDecklist, ACardWithoutACodeIsRefusedWithItsPosition) {
  const Result<Decklist> deck = Decklist::FromCards({"X", ""});
  ASSERT_FALSE(deck.ok());
  EXPECT_EQ(deck.status().message(), "card 2 of the decklist has no code");
}

TEST(PaperKnowledgeIpg1_4, AnUnseenDrawIsAnyCardOfTheDecklist) {
  SeatKnowledge knowledge(Deck({"X", "Y", "Y", "Z"}));
  const HandleIndex drawn = knowledge.Mint(/*seq=*/7);
  EXPECT_EQ(HandleName('A', drawn), "A#1");
  EXPECT_EQ(knowledge.handles()[drawn].minted_at, 7u);
  EXPECT_EQ(knowledge.Check(), std::nullopt);
  EXPECT_THAT(Codes(knowledge, drawn), ElementsAre("X", "Y", "Z"));
}

TEST(PaperKnowledgeIpg1_4, ARevealBindsTheHandleAndSaysWhoSawIt) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex drawn = knowledge.Mint(3);
  knowledge.Bind(drawn, "Y", /*seq=*/9, BindingSource::kTableReveal);
  EXPECT_THAT(Codes(knowledge, drawn), ElementsAre("Y"));
  EXPECT_EQ(knowledge.handles()[drawn].bound, CodeIndex{1});
  EXPECT_EQ(knowledge.handles()[drawn].bound_at, 9u);
  EXPECT_EQ(BindingSourceName(knowledge.handles()[drawn].bound_by), "revealed to the table");
}

TEST(PaperKnowledgeIpg1_4, ARevealNarrowsTheCardsThatAreStillUnknown) {
  // One X in the deck: once A#1 is shown to be the X, A#2 can no longer be it.
  SeatKnowledge knowledge(Deck({"X", "Y", "Y"}));
  const HandleIndex first = knowledge.Mint(1);
  const HandleIndex second = knowledge.Mint(2);
  EXPECT_THAT(Codes(knowledge, second), ElementsAre("X", "Y"));
  knowledge.Bind(first, "X", 5, BindingSource::kTableReveal);
  EXPECT_THAT(Codes(knowledge, second), ElementsAre("Y"));
}

TEST(PaperKnowledgeIpg1_4, AReferenceByCodeNarrowsToTheCodesNamed) {
  // "A card with code X or Y from A's hand."
  SeatKnowledge knowledge(Deck({"X", "Y", "Z"}));
  const HandleIndex drawn = knowledge.Mint(1);
  knowledge.Narrow(drawn, {"X", "Y"}, 4);
  EXPECT_THAT(Codes(knowledge, drawn), ElementsAre("X", "Y"));
  EXPECT_THAT(knowledge.handles()[drawn].facts_at, ElementsAre(4u));
  EXPECT_EQ(knowledge.handles()[drawn].bound, std::nullopt);
}

TEST(PaperKnowledgeIpg1_4, WhatOneHandleMustBeFollowsThroughAChainOfOthers) {
  // A#1 in {X, Y}, A#2 in {Y, Z}, A#3 is the one Z: A#2 must be the Y, so A#1 the X.
  SeatKnowledge knowledge(Deck({"X", "Y", "Z"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  const HandleIndex a3 = knowledge.Mint(3);
  knowledge.Narrow(a1, {"X", "Y"}, 4);
  knowledge.Narrow(a2, {"Y", "Z"}, 5);
  knowledge.Bind(a3, "Z", 6, BindingSource::kJudgeObservation);
  EXPECT_EQ(knowledge.Check(), std::nullopt);
  EXPECT_THAT(Codes(knowledge, a2), ElementsAre("Y"));
  EXPECT_THAT(Codes(knowledge, a1), ElementsAre("X"));
}

TEST(PaperKnowledgeIpg1_4, TwoCardsThatCanSwapCanEachBeEither) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  knowledge.Narrow(a1, {"X", "Y"}, 3);
  knowledge.Narrow(a2, {"X", "Y"}, 4);
  EXPECT_THAT(Codes(knowledge, a1), ElementsAre("X", "Y"));
  EXPECT_THAT(Codes(knowledge, a2), ElementsAre("X", "Y"));
}

TEST(PaperKnowledgeRecordingMistake, ACardRevealedTwiceAsTheOnlyCopyIsNamedWithTheLimit) {
  // The scorekeeper recorded the one X as drawn twice: a recording problem, with both handles.
  SeatKnowledge knowledge(Deck({"X", "Y", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  knowledge.Bind(a1, "X", 3, BindingSource::kTableReveal);
  knowledge.Bind(a2, "X", 4, BindingSource::kTableReveal);
  const std::optional<Contradiction> contradiction = knowledge.Check();
  ASSERT_TRUE(contradiction.has_value());
  EXPECT_THAT(contradiction->handles, ElementsAre(a1, a2));
  EXPECT_THAT(contradiction->limits, ElementsAre(Contradiction::Limit{0, std::nullopt, 1}));
  EXPECT_EQ(knowledge.Describe(*contradiction, 'A'),
            "A#1 and A#2 cannot all be cards of A's deck: the decklist holds 1 X");
  EXPECT_TRUE(knowledge.PossibleCodes(a1).empty());
}

TEST(PaperKnowledgeRecordingMistake, MoreCardsThanTheDeckHoldsIsImpossible) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  for (uint32_t seq = 1; seq <= 3; ++seq) knowledge.Mint(seq);
  const std::optional<Contradiction> contradiction = knowledge.Check();
  ASSERT_TRUE(contradiction.has_value());
  EXPECT_EQ(contradiction->handles.size(), 3u);
  EXPECT_EQ(contradiction->limits.size(), 2u);
}

TEST(PaperKnowledgeRecordingMistake, AHandleBoundToTwoCodesIsNamedAlone) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  knowledge.Bind(a2, "X", 3, BindingSource::kPlayerClaim);
  knowledge.Bind(a2, "Y", 4, BindingSource::kTableReveal);
  const std::optional<Contradiction> contradiction = knowledge.Check();
  ASSERT_TRUE(contradiction.has_value());
  EXPECT_THAT(contradiction->handles, ElementsAre(a2));
  EXPECT_TRUE(contradiction->limits.empty());
  EXPECT_THAT(knowledge.handles()[a2].facts_at, ElementsAre(3u, 4u));
  EXPECT_EQ(knowledge.Describe(*contradiction, 'B'),
            "B#2 cannot be cards of B's deck: no code fits every fact recorded about it");
}

TEST(PaperKnowledgeRecordingMistake, ACodeTheDecklistLacksIsNamed) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  knowledge.Bind(a1, "W", 2, BindingSource::kTableReveal);
  const std::optional<Contradiction> contradiction = knowledge.Check();
  ASSERT_TRUE(contradiction.has_value());
  EXPECT_EQ(knowledge.Describe(*contradiction, 'A'),
            "A#1 was named W, which A's decklist does not hold");
}

TEST(PaperKnowledgeDeckCheck, ACheckBindsTheContentsAndNotTheOrder) {
  // Deck 3 X, 1 Y. The judge counts two cards: one X, one Y. Neither card is known alone...
  SeatKnowledge knowledge(Deck({"X", "X", "X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  ASSERT_TRUE(knowledge.ObserveGroup({a1, a2}, {"Y", "X"}, 10).ok());
  EXPECT_THAT(Codes(knowledge, a1), ElementsAre("X", "Y"));
  EXPECT_THAT(Codes(knowledge, a2), ElementsAre("X", "Y"));
  // ...until one of them is revealed, which settles the other.
  knowledge.Bind(a1, "X", 11, BindingSource::kTableReveal);
  EXPECT_THAT(Codes(knowledge, a2), ElementsAre("Y"));
}

TEST(PaperKnowledgeDeckCheck, ARevealThatContradictsTheCheckNamesTheCheck) {
  SeatKnowledge knowledge(Deck({"X", "X", "X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  ASSERT_TRUE(knowledge.ObserveGroup({a1, a2}, {"X", "Y"}, 10).ok());
  knowledge.Bind(a1, "X", 11, BindingSource::kTableReveal);
  knowledge.Bind(a2, "X", 12, BindingSource::kTableReveal);
  const std::optional<Contradiction> contradiction = knowledge.Check();
  ASSERT_TRUE(contradiction.has_value());
  EXPECT_THAT(contradiction->handles, ElementsAre(a1, a2));
  EXPECT_THAT(contradiction->limits, ElementsAre(Contradiction::Limit{0, 0u, 1}));
  EXPECT_EQ(knowledge.Describe(*contradiction, 'A'),
            "A#1 and A#2 cannot all be cards of A's deck: the deck check at event 10 counted 1 X");
}

TEST(PaperKnowledgeDeckCheck, CardsOutsideTheCheckShareTheDecklistsRemainingCopies) {
  // Deck 2 X, 1 Y; the check counts A#1 and A#2 as the two X: A#3 must be the Y.
  SeatKnowledge knowledge(Deck({"X", "X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  const HandleIndex a3 = knowledge.Mint(3);
  ASSERT_TRUE(knowledge.ObserveGroup({a1, a2}, {"X", "X"}, 10).ok());
  EXPECT_THAT(Codes(knowledge, a3), ElementsAre("Y"));
}

TEST(PaperKnowledgeDeckCheck, AMiscountedOrRepeatedCheckIsRefusedAndChangesNothing) {
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  const HandleIndex a2 = knowledge.Mint(2);
  const SeatKnowledge before = knowledge;
  EXPECT_EQ(knowledge.ObserveGroup({a1, a2}, {"X"}, 5).message(),
            "the deck check names 1 code for 2 cards");
  EXPECT_EQ(knowledge.ObserveGroup({a1, a1}, {"X", "Y"}, 5).message(),
            "the deck check lists card #1 twice");
  EXPECT_EQ(knowledge, before);
  ASSERT_TRUE(knowledge.ObserveGroup({a1}, {"X"}, 6).ok());
  EXPECT_EQ(knowledge.ObserveGroup({a1, a2}, {"X", "Y"}, 7).message(),
            "card #1 was counted by an earlier deck check (at event 6)");
}

TEST(PaperKnowledge, SeatsThatKnowAHandleAreKeptApartFromItsBinding) {
  // B looked at A#1 (a look is not a reveal): B knows it, the record does not.
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex a1 = knowledge.Mint(1);
  knowledge.MarkKnown(a1, /*seat=*/1);
  EXPECT_EQ(knowledge.handles()[a1].known_to, 0b10);
  EXPECT_THAT(Codes(knowledge, a1), ElementsAre("X", "Y"));
}

TEST(PaperKnowledgeIpg2_3, ACardShuffledBackUnseenHoldsNoCopyButKeepsItsFacts) {
  // IPG 2.3: once a card goes back into the random portion, a later draw is not known to be it.
  SeatKnowledge knowledge(Deck({"X", "Y"}));
  const HandleIndex first = knowledge.Mint(3);
  knowledge.Bind(first, "X", 4, BindingSource::kTableReveal);
  knowledge.Retire(first);
  const HandleIndex again = knowledge.Mint(6);
  knowledge.Bind(again, "X", 7, BindingSource::kTableReveal);  // The same X, drawn again.
  EXPECT_EQ(knowledge.Check(), std::nullopt);
  EXPECT_TRUE(knowledge.handles()[first].retired);
  EXPECT_EQ(knowledge.handles()[first].bound, CodeIndex{0});
  EXPECT_THAT(Codes(knowledge, first), ElementsAre("X"));  // What its own facts allow.
}

TEST(PaperKnowledge, AKnownCodeIsABindingOrTheOneCodeTheFactsLeave) {
  SeatKnowledge knowledge(Deck({"X", "Y", "Z"}));
  const HandleIndex a = knowledge.Mint(1);
  const HandleIndex b = knowledge.Mint(1);
  EXPECT_EQ(knowledge.KnownCode(a), std::nullopt);
  knowledge.Narrow(a, {"Y"}, 2);  // A look the recorder saw: no binding, one code.
  EXPECT_EQ(knowledge.KnownCode(a), CodeIndex{1});
  knowledge.Narrow(b, {"X", "Z"}, 2);
  EXPECT_EQ(knowledge.KnownCode(b), std::nullopt);
}

TEST(PaperKnowledge, ASnapshotOfTheKnowledgeReadsBackEqualAndABrokenOneIsRefused) {
  SeatKnowledge knowledge(Deck({"X", "Y", "Y"}));
  const HandleIndex a = knowledge.Mint(1);
  const HandleIndex b = knowledge.Mint(2);
  knowledge.Bind(a, "X", 3, BindingSource::kPlayerClaim);
  knowledge.MarkKnown(b, 1);
  ASSERT_TRUE(knowledge.ObserveGroup({b}, {"Y"}, 4).ok());
  ReflectWriter w;
  w(knowledge);
  SeatKnowledge read;
  ReflectReader r(w.data());
  r(read);
  ASSERT_TRUE(r.ok() && r.AtEnd());
  EXPECT_EQ(read, knowledge);
  EXPECT_TRUE(read.CheckShape().ok());
  // The same bytes with the decklist's copies cut to one code: the shape check refuses it.
  SeatKnowledge broken;
  ReflectWriter bad;
  Decklist short_list{{"X"}, {1}};
  std::vector<HandleFacts> facts = knowledge.handles();
  std::vector<ObservedGroup> groups = knowledge.groups();
  bad(short_list, facts, groups);
  ReflectReader rb(bad.data());
  rb(broken);
  ASSERT_TRUE(rb.ok());
  EXPECT_EQ(broken.CheckShape().code(), StatusCode::kCorruption);
}

TEST(PaperKnowledge, A60CardDeckOfUnknownDrawsStaysConsistentAsCardsAreRevealed) {
  // 15 codes x 4 copies; every card drawn unseen, then revealed one by one in an order that keeps
  // the record possible: after each reveal the remaining handles may be exactly the codes with
  // copies left.
  std::vector<std::string> cards;
  for (int code = 0; code < 15; ++code) {
    for (int copy = 0; copy < 4; ++copy) cards.push_back("C" + std::to_string(code));
  }
  SeatKnowledge knowledge(Deck(cards));
  for (uint32_t seq = 1; seq <= 60; ++seq) knowledge.Mint(seq);
  for (HandleIndex h = 0; h < 59; ++h) {
    knowledge.Bind(h, cards[h], 100 + h, BindingSource::kTableReveal);
    ASSERT_EQ(knowledge.Check(), std::nullopt) << "after revealing " << h;
  }
  EXPECT_THAT(Codes(knowledge, 59), ElementsAre("C14"));
}

}  // namespace
}  // namespace tcgjudge
