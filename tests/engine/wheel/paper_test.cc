// Paper games in 永恒之轮 (issue 29, docs/paper-games.md, docs/rulings-wheel.md W-P1 to W-P11): a
// game recorded at a table, where nobody saw the deck's order. Each test names the reading it
// specifies.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/wheel/context.h"
#include "engine/wheel/paper.h"
#include "engine/wheel/wheel_ruleset.h"
#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;

CardId H(Seat seat, uint16_t n) { return CardId::Handle(seat, n); }

// A's first dark mana stone in TestHeader's extra deck (four of each colour from id 51, dark fifth).
const CardId kDarkStoneA = Id(kA, 71);

Header PaperHeader(const std::vector<std::string>& a, std::vector<RuleOption> options = {}) {
  Header h = TestHeader(a, {}, std::move(options));
  h.recorder = Recorder{};  // The table recorded it.
  return h;
}

// A recorded game at the table, driven through the engine: facts and moves with their seqs.
class PaperTable {
 public:
  explicit PaperTable(Header header) : engine_(TestSet()) {
    std::vector<Violation> start;
    Result<State> started = engine_.Start(header, &start);
    EXPECT_TRUE(started.ok()) << started.status().message();
    state_ = std::move(*started);
  }
  // Both decks shuffled unseen: the opening hands are dealt (A#1-A#5, B#1-B#5).
  static PaperTable Dealt(const std::vector<std::string>& a, std::vector<RuleOption> options = {}) {
    PaperTable t(PaperHeader(a, std::move(options)));
    EXPECT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
    EXPECT_TRUE(t.Fact(UnseenShuffleFact{kB}).ok());
    return t;
  }

  Status Fact(::tcgjudge::Fact fact) {
    std::vector<Violation> v;
    const State before = state_;
    Status status = engine_.ApplyFact(state_, fact, ++seq_, &v);
    if (!status.ok()) EXPECT_TRUE(state_ == before) << "a refused fact changed the state";
    violations_.insert(violations_.end(), v.begin(), v.end());
    EXPECT_TRUE(CheckInvariants().ok()) << CheckInvariants().message();
    return status;
  }
  std::vector<std::string> Do(Seat player, Move move) {
    std::vector<Violation> v;
    Status status = engine_.Apply(state_, player, move, ++seq_, &v);
    EXPECT_TRUE(status.ok()) << status.message();
    std::vector<std::string> codes;
    for (const Violation& x : v) codes.push_back(x.code);
    violations_.insert(violations_.end(), v.begin(), v.end());
    EXPECT_TRUE(CheckInvariants().ok()) << CheckInvariants().message();
    return codes;
  }
  template <typename D, typename = std::enable_if_t<std::is_constructible_v<Decision, D>>>
  std::vector<std::string> Do(Seat player, D decision) {
    return Do(player, Move(Decision(std::move(decision))));
  }
  Status Try(Seat player, Move move) {
    std::vector<Violation> v;
    const State before = state_;
    Status status = engine_.Apply(state_, player, move, ++seq_, &v);
    if (!status.ok()) EXPECT_TRUE(state_ == before) << "a refused move changed the state";
    return status;
  }
  Status CheckInvariants() const;

  const State& state() const { return state_; }
  const WheelEngine& engine() const { return engine_; }
  const std::vector<Violation>& violations() const { return violations_; }
  uint32_t seq() const { return seq_; }
  const SeatKnowledge& Knowledge(Seat seat) const {
    return state_.paper->seats[SeatIndex(seat)].knowledge;
  }
  std::vector<std::string> Possible(CardId handle) const {
    return PossibleCodesOf(state_, handle);
  }
  std::string CodeOf(CardId id) const {
    const Context c(const_cast<State&>(state_), engine_.cards(), 0);
    const cards::Card* known = c.Known(id);
    return known != nullptr ? known->code : "?";
  }

 private:
  WheelEngine engine_;
  State state_;
  uint32_t seq_ = 1;  // The header.
  std::vector<Violation> violations_;
};

}  // namespace
}  // namespace tcgjudge::wheel::testing

#include "engine/wheel/invariants.h"

namespace tcgjudge::wheel::testing {
namespace {

Status PaperTable::CheckInvariants() const { return wheel::CheckInvariants(state_); }

TEST(PaperWheel, WP1_ARecordedGameStartsFromTheDecklistAsAMultisetAndRefusesAKnownOrder) {
  PaperTable t(PaperHeader({kAmbusher}));
  ASSERT_TRUE(t.state().paper.has_value());
  EXPECT_EQ(t.state().Player(kA).deck.size(), 50u);
  EXPECT_EQ(t.Knowledge(kA).decklist().CardCount(), 50u);
  EXPECT_EQ(t.CodeOf(Id(kA, 1)), "?");           // A main-deck card: no identity.
  EXPECT_EQ(t.CodeOf(Id(kA, 51)), kFireStone);   // The extra deck is face-up.
  Status known_order = t.Fact(ShuffleFact{kA, t.state().Player(kA).deck});
  EXPECT_THAT(std::string(known_order.message()), HasSubstr("record it as unseenShuffle"));
  EXPECT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
}

TEST(PaperWheel, WP2_ADrawMintsAHandleWithNoIdentity) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  // The opening hands (B's shuffle was event 3) and A's first draw of turn 1.
  EXPECT_THAT(t.state().Player(kA).hand,
              ElementsAre(H(kA, 1), H(kA, 2), H(kA, 3), H(kA, 4), H(kA, 5), H(kA, 6)));
  EXPECT_THAT(t.state().Player(kB).hand,
              ElementsAre(H(kB, 1), H(kB, 2), H(kB, 3), H(kB, 4), H(kB, 5)));
  EXPECT_EQ(t.state().Player(kA).deck.size(), 44u);
  EXPECT_EQ(t.Knowledge(kA).handles()[0].minted_at, 3u);
  EXPECT_EQ(t.CodeOf(H(kA, 1)), "?");
  EXPECT_THAT(t.Possible(H(kA, 1)), Contains(kAmbusher));
  // A seat knows its own hand; the other seat does not.
  EXPECT_EQ(t.Knowledge(kA).handles()[0].known_to, 1u);
}

TEST(PaperWheel, WP2_NoLegalDecisionNamesACardNobodySaw) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  for (const Move& move : t.engine().LegalMoves(t.state())) {
    if (const auto* d = std::get_if<Decision>(&move)) {
      for (const auto& [field, id] : CardsNamed(*d)) EXPECT_FALSE(id.IsHandle()) << field;
    }
  }
}

TEST(PaperWheel, WP4_ARevealBindsTheHandleAndTheNextLegalCheckReadsItsCode) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 2), "F01", RevealSource::kTable}).ok());
  EXPECT_EQ(t.CodeOf(H(kA, 2)), "F01");
  EXPECT_EQ(t.Knowledge(kA).handles()[1].bound_by, BindingSource::kTableReveal);
  const std::vector<Move> legal = t.engine().LegalMoves(t.state());
  const bool plays_it = std::any_of(legal.begin(), legal.end(), [](const Move& m) {
    const auto* d = std::get_if<Decision>(&m);
    const auto* play = d != nullptr ? std::get_if<PlayWarSpirit>(d) : nullptr;
    return play != nullptr && play->card == H(kA, 2) && !play->face_down;
  });
  EXPECT_TRUE(plays_it);
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{H(kA, 2), C("AZ1"), false}), IsEmpty());
}

TEST(PaperWheel, WP4_RevealingTheOnlyCopyOfACodeExcludesItFromEveryOtherHandle) {
  PaperTable t = PaperTable::Dealt({kAmbusher});  // One W020 in A's deck.
  EXPECT_THAT(t.Possible(H(kA, 2)), Contains(kAmbusher));
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kAmbusher, RevealSource::kClaim, kA}).ok());
  EXPECT_THAT(t.Possible(H(kA, 2)), Not(Contains(kAmbusher)));
  EXPECT_EQ(t.Knowledge(kA).handles()[0].bound_by, BindingSource::kPlayerClaim);
}

TEST(PaperWheel, WP4_AContradictionIsARecordingProblemThatNamesTheHandlesAndTheLimit) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kAmbusher, RevealSource::kTable}).ok());
  const Status twice = t.Fact(RevealFact{H(kA, 2), kAmbusher, RevealSource::kTable});
  EXPECT_EQ(twice.code(), StatusCode::kInvalidInput);
  EXPECT_THAT(std::string(twice.message()),
              HasSubstr("A#1 and A#2 cannot all be cards of A's deck: the decklist holds 1 W020"));
  EXPECT_THAT(std::string(twice.message()), HasSubstr("a recording problem"));
  EXPECT_THAT(t.violations(), IsEmpty());  // Never a player's violation.
  const Status foreign = t.Fact(RevealFact{H(kA, 3), kChariot, RevealSource::kTable});
  EXPECT_THAT(std::string(foreign.message()),
              HasSubstr("A#3 was named W040, which A's decklist does not hold"));
}

TEST(PaperWheel, WP3_AnUnseenShuffleForgetsPositionsButKeepsBindings) {
  PaperTable t(PaperHeader({kAmbusher}, {{"mulligan", "once"}}));
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kB}).ok());
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kAmbusher, RevealSource::kTable}).ok());
  t.Do(kA, ChooseYesNo{true});  // A redraws: the hand goes back into the deck...
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());  // ... which is shuffled unseen.
  EXPECT_THAT(t.state().Player(kA).hand,
              ElementsAre(H(kA, 6), H(kA, 7), H(kA, 8), H(kA, 9), H(kA, 10)));
  const HandleFacts& first = t.Knowledge(kA).handles()[0];
  EXPECT_TRUE(first.retired);
  ASSERT_TRUE(first.bound.has_value());  // What was revealed stays known.
  EXPECT_EQ(t.Knowledge(kA).decklist().codes[*first.bound], kAmbusher);
  // The W020 is back in the deck: a new handle may be it, without contradiction.
  EXPECT_TRUE(t.Fact(RevealFact{H(kA, 6), kAmbusher, RevealSource::kTable}).ok());
}

// W-P3: a card shuffled back unseen has left the table under its handle: a reveal, a look or a
// pileEnd naming that handle is a recording problem, refused with the state unchanged.
TEST(PaperWheel, WP3_AFactNamingAHandleShuffledAwayUnseenIsRefused) {
  PaperTable t(PaperHeader({kAmbusher}, {{"mulligan", "once"}}));
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kB}).ok());
  t.Do(kA, ChooseYesNo{true});                      // A redraws: A#1-A#5 go back into the deck ...
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());  // ... shuffled unseen.
  const State before = t.state();
  const Status reveal = t.Fact(RevealFact{H(kA, 2), kAmbusher, RevealSource::kTable});
  EXPECT_EQ(reveal.code(), StatusCode::kInvalidInput);
  EXPECT_THAT(std::string(reveal.message()),
              HasSubstr("reveal.card: A#2 went back into A's deck, which was shuffled unseen"));
  EXPECT_FALSE(t.Fact(LookFact{kA, {H(kA, 3)}, {}}).ok());
  EXPECT_FALSE(t.Fact(PileEndFact{H(kA, 4), PileEnd::kTop}).ok());
  EXPECT_TRUE(t.state() == before);
}

TEST(PaperWheel, WP9_APileEndPutsAKnownCardOnTopAndItsDrawMintsNoHandle) {
  PaperTable t(PaperHeader({kAmbusher}, {{"mulligan", "once"}}));
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kB}).ok());
  EXPECT_THAT(std::string(t.Fact(PileEndFact{H(kA, 1), PileEnd::kTop}).message()),
              HasSubstr("is in the hand, not in its deck"));
  t.Do(kA, ChooseYesNo{true});  // A#1-A#5 go to the bottom of the deck, seen.
  ASSERT_TRUE(t.Fact(PileEndFact{H(kA, 3), PileEnd::kTop}).ok());
  EXPECT_EQ(t.state().Player(kA).deck.front(), H(kA, 3));
}

TEST(PaperWheel, WP10_ADeckCheckBindsTheRemainingDeckAsAGroup) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  // The judge counts A's 44 remaining cards: the W020 is among them, so no card of A's hand is it.
  std::vector<std::string> deck = t.Knowledge(kA).decklist().codes;
  std::vector<std::string> remaining;
  const Decklist& list = t.Knowledge(kA).decklist();
  for (size_t c = 0; c < list.codes.size(); ++c) {
    for (int n = 0; n < list.copies[c]; ++n) remaining.push_back(list.codes[c]);
  }
  // Take out six fillers for the six cards in A's hand.
  for (const char* gone : {"F01", "F01", "F01", "F02", "F02", "F02"}) {
    remaining.erase(std::find(remaining.begin(), remaining.end(), gone));
  }
  ASSERT_TRUE(t.Fact(DeckCheckFact{kA, "deck", remaining}).ok());
  EXPECT_EQ(t.Knowledge(kA).handles().size(), 50u);  // Every deck card has a handle now.
  EXPECT_EQ(t.Knowledge(kA).groups().size(), 1u);
  EXPECT_THAT(t.Possible(H(kA, 1)), ElementsAre("F01", "F02"));
  // A's next draw (turn 3) takes a deck card that already has its handle: none is minted.
  const CardId top = t.state().Player(kA).deck.front();
  EXPECT_TRUE(top.IsHandle());
  for (int i = 0; i < 20 && t.state().turn.number < 3; ++i) {
    t.Do(t.state().waiting_for, PassPriority{});
  }
  ASSERT_EQ(t.state().turn.number, 3u);
  EXPECT_EQ(t.Knowledge(kA).handles().size(), 50u);
  EXPECT_EQ(t.state().Player(kA).hand.back(), top);
}

TEST(PaperWheel, WP10_ADeckCheckOfAZoneThatIsNotHiddenOrOfTheWrongCountIsRefused) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  EXPECT_THAT(std::string(t.Fact(DeckCheckFact{kA, "graveyard", {}}).message()),
              HasSubstr("'graveyard' is no hidden zone of 永恒之轮"));
  EXPECT_THAT(std::string(t.Fact(DeckCheckFact{kA, "hand", {"F01"}}).message()),
              HasSubstr("the deck check names 1 code for 6 cards"));
}

TEST(PaperWheel, WP10_ADeckCheckThatContradictsAReveal) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kAmbusher, RevealSource::kTable}).ok());
  const Status check =
      t.Fact(DeckCheckFact{kA, "hand", {"F01", "F01", "F01", "F02", "F02", "F02"}});
  EXPECT_THAT(std::string(check.message()), HasSubstr("A#1 cannot be"));
  EXPECT_THAT(std::string(check.message()), HasSubstr("recording problem"));
}

TEST(PaperWheel, WP5_ADecisionThatShowsAnUnknownCardWaitsForItsReveal) {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  const Status play = t.Try(kA, Move(Decision(PlayWarSpirit{H(kA, 1), C("AZ1"), false})));
  EXPECT_THAT(std::string(play.message()), HasSubstr("record a reveal of A#1 before it"));
  const Status position = t.Try(kA, Move(Decision(PlayWarSpirit{Id(kA, 3), C("AZ1"), false})));
  EXPECT_THAT(std::string(position.message()), HasSubstr("names a decklist position"));
}

// A face-down play of an unknown card: L32 (only an Ambush card is played face-down) is an open
// question until the card is known. A has a dark mana stone, so W020's cost is met.
PaperTable FaceDownUnknown() {
  PaperTable t = PaperTable::Dealt({kAmbusher});
  EXPECT_THAT(t.Do(kA, PlaceManaStone{kDarkStoneA}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{H(kA, 4), C("DZ1"), true}), IsEmpty());
  return t;
}

TEST(PaperWheel, WP6_AFaceDownPlayOfAnUnknownCardIsAnOpenQuestionNotAVerdict) {
  PaperTable t = FaceDownUnknown();
  ASSERT_EQ(t.state().paper->questions.size(), 1u);
  const OpenQuestion& q = t.state().paper->questions[0];
  EXPECT_EQ(q.card, H(kA, 4));
  EXPECT_EQ(q.code, "wheel.ambush.face-down");
  EXPECT_EQ(q.seq, t.seq());
  EXPECT_THAT(q.rules, Contains("L32"));
  for (const OpenQuestion::Branch& b : q.breaking) EXPECT_NE(b.card_code, kAmbusher);
  EXPECT_THAT(q.Describe(), HasSubstr("A#4's code decides whether A's decision at event"));
  EXPECT_THAT(t.violations(), IsEmpty());
  // Both pass: the card takes its cell face-down, still unknown.
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(H(kA, 4)).zone, Zone::kDefense);
  EXPECT_TRUE(t.state().Card(H(kA, 4)).face_down);
}

TEST(PaperWheel, WP8_ARevealSettlesAnOpenQuestionAsLegal) {
  PaperTable t = FaceDownUnknown();
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 4), kAmbusher, RevealSource::kTable}).ok());
  EXPECT_THAT(t.state().paper->questions, IsEmpty());
  EXPECT_THAT(t.violations(), IsEmpty());
}

TEST(PaperWheel, WP8_ARevealSettlesAnOpenQuestionAsAViolationDatedAtTheDecision) {
  PaperTable t = FaceDownUnknown();
  const uint32_t played_at = t.seq();
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 4), "F01", RevealSource::kJudge}).ok());
  EXPECT_THAT(t.state().paper->questions, IsEmpty());
  ASSERT_EQ(t.violations().size(), 1u);
  const Violation& v = t.violations()[0];
  EXPECT_EQ(v.code, "wheel.ambush.face-down");
  EXPECT_EQ(v.seq, played_at);
  EXPECT_EQ(v.player, kA);
  EXPECT_THAT(v.message, HasSubstr("was played face-down without Ambush"));
  EXPECT_THAT(v.message, HasSubstr("A#4 is F01"));
}

// W-P11: A plays an unknown card face-down (A#4: its Flash unknown, so it counts as A's war spirit
// of the turn only tentatively), then a known war spirit without Flash (A#1, a filler).
PaperTable TwoWarSpiritsTheFirstUnknown() {
  PaperTable t = PaperTable::Dealt({kAmbusher, kFlashAssassin});
  EXPECT_THAT(t.Do(kA, PlaceManaStone{kDarkStoneA}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{H(kA, 4), C("DZ1"), true}), IsEmpty());
  // The mark rides in the snapshot and the key after the rest (an omniscient game has none).
  EXPECT_TRUE(t.state().paper->HasTentativeSpirit());
  t.Do(kB, PassPriority{});  // A#4 takes its cell; A acts again.
  EXPECT_TRUE(t.Fact(RevealFact{H(kA, 1), "F01", RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{H(kA, 1), C("AZ1"), false}), IsEmpty());
  return t;
}

TEST(PaperWheel, WP11_ASecondWarSpiritAfterAnUnknownFaceDownOneIsAnOpenQuestionOnTheFirst) {
  PaperTable t = TwoWarSpiritsTheFirstUnknown();
  EXPECT_THAT(t.violations(), IsEmpty());  // No verdict the record cannot support (L17).
  const auto& questions = t.state().paper->questions;
  const auto second = std::find_if(questions.begin(), questions.end(), [](const OpenQuestion& q) {
    return q.code == "wheel.play.second-war-spirit";
  });
  ASSERT_NE(second, questions.end());
  EXPECT_EQ(second->card, H(kA, 4));  // The first card's code decides the second play.
  EXPECT_EQ(second->seq, t.seq());
  EXPECT_THAT(second->rules, Contains("L17"));
  std::vector<std::string> breaking;
  for (const OpenQuestion::Branch& b : second->breaking) breaking.push_back(b.card_code);
  EXPECT_THAT(breaking, Contains(kAmbusher));
  EXPECT_THAT(breaking, Not(Contains(kFlashAssassin)));
  // From the known war spirit on, A's count for the turn is certain: the mark goes.
  EXPECT_FALSE(t.state().paper->HasTentativeSpirit());
}

TEST(PaperWheel, WP11_TheFirstCardsRevealSettlesTheSecondPlay) {
  PaperTable without_flash = TwoWarSpiritsTheFirstUnknown();
  const uint32_t second_at = without_flash.seq();
  ASSERT_TRUE(without_flash.Fact(RevealFact{H(kA, 4), kAmbusher, RevealSource::kTable}).ok());
  ASSERT_EQ(without_flash.violations().size(), 1u);
  EXPECT_EQ(without_flash.violations()[0].code, "wheel.play.second-war-spirit");
  EXPECT_EQ(without_flash.violations()[0].seq, second_at);

  PaperTable with_flash = TwoWarSpiritsTheFirstUnknown();
  ASSERT_TRUE(with_flash.Fact(RevealFact{H(kA, 4), kFlashAssassin, RevealSource::kTable}).ok());
  for (const Violation& v : with_flash.violations()) {
    EXPECT_NE(v.code, "wheel.play.second-war-spirit");  // A Flash card was no war spirit count.
  }
  EXPECT_THAT(with_flash.state().paper->questions, IsEmpty());
}

TEST(PaperWheel, WP8_ADeckCheckThatLeavesOnlyTheAmbushCardSettlesTheQuestion) {
  PaperTable t = FaceDownUnknown();
  // The judge counts the deck: the W020 is not in it, and neither are A's cards in hand... the
  // hand check below counts the five cards left in A's hand as fillers, so A#4 is the W020.
  ASSERT_TRUE(t.Fact(DeckCheckFact{kA, "hand", {"F01", "F01", "F01", "F02", "F02"}}).ok());
  EXPECT_THAT(t.state().paper->questions, Not(IsEmpty()));  // A#4 may still be a filler.
  std::vector<std::string> remaining;
  const Decklist& list = t.Knowledge(kA).decklist();
  for (size_t c = 0; c < list.codes.size(); ++c) {
    for (int n = 0; n < list.copies[c]; ++n) remaining.push_back(list.codes[c]);
  }
  for (const char* gone : {"F01", "F01", "F01", "F02", "F02", kAmbusher}) {
    remaining.erase(std::find(remaining.begin(), remaining.end(), gone));
  }
  ASSERT_TRUE(t.Fact(DeckCheckFact{kA, "deck", remaining}).ok());
  EXPECT_THAT(t.Possible(H(kA, 4)), ElementsAre(kAmbusher));
  EXPECT_THAT(t.state().paper->questions, IsEmpty());
  EXPECT_THAT(t.violations(), IsEmpty());
}

TEST(PaperWheel, APaperStateRoundTripsItsSnapshotAndKeysItsKnowledge) {
  WheelRuleset ruleset(TestSet());
  PaperTable t = FaceDownUnknown();
  ASSERT_TRUE(t.state().paper->HasTentativeSpirit());  // W-P11's tail, after the paper part.
  const std::string bytes = ruleset.EncodeSnapshot(t.state());
  Result<std::unique_ptr<GameState>> decoded = ruleset.DecodeSnapshot(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().message();
  EXPECT_TRUE(State::Of(**decoded) == t.state());
  EXPECT_EQ(ruleset.StateKey(t.state()), ruleset.FullStateKey(t.state()));
  // The knowledge is in the key: a reveal changes it, as it changes the snapshot.
  PaperTable revealed = t;
  ASSERT_TRUE(revealed.Fact(RevealFact{H(kA, 1), "F01", RevealSource::kTable}).ok());
  EXPECT_NE(ruleset.FullStateKey(revealed.state()), ruleset.FullStateKey(t.state()));
  EXPECT_NE(ruleset.EncodeSnapshot(revealed.state()), bytes);
  // Cut short, the paper part is refused.
  EXPECT_FALSE(ruleset.DecodeSnapshot(bytes.substr(0, bytes.size() - 3)).ok());
  EXPECT_THAT(ruleset.OpenQuestions(t.state()), Not(IsEmpty()));
}

// The paper reading the audit reads through the core (Ruleset::OpenQuestions and
// Ruleset::Knowledge; docs/paper-games.md, "The audit of a paper game"): the open questions and
// each seat's knowledge of a paper game.
TEST(PaperWheel, TheAuditsHooksGiveTheOpenQuestionsAndEachSeatsKnowledge) {
  const WheelRuleset wheel(TestSet());
  const Ruleset& ruleset = wheel;
  ASSERT_TRUE(ruleset.FoldsPaperGames());
  PaperTable t = FaceDownUnknown();
  const std::vector<OpenQuestion> open = ruleset.OpenQuestions(t.state());
  ASSERT_THAT(open, Not(IsEmpty()));
  EXPECT_EQ(open.front().card, H(kA, 4));
  const SeatKnowledge* knowledge = ruleset.Knowledge(t.state(), kA);
  ASSERT_NE(knowledge, nullptr);
  EXPECT_EQ(knowledge, &t.Knowledge(kA));
  EXPECT_EQ(ruleset.Knowledge(t.state(), kB), &t.Knowledge(kB));

  Table omniscient({kAmbusher});
  EXPECT_THAT(ruleset.OpenQuestions(omniscient.state()), IsEmpty());
  EXPECT_EQ(ruleset.Knowledge(omniscient.state(), kA), nullptr);
}

TEST(PaperWheel, AnOmniscientGameHoldsNoPaperPart) {
  Table t({kAmbusher});
  EXPECT_FALSE(t.state().paper.has_value());
  const std::string bytes = WheelRuleset(TestSet()).EncodeSnapshot(t.state());
  State copy = t.state();
  copy.paper.emplace();
  EXPECT_NE(WheelRuleset(TestSet()).EncodeSnapshot(copy), bytes);  // Only a paper game's bytes.
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
