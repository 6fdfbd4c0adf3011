// Paper games in Yu-Gi-Oh (issue 29, docs/paper-games.md, docs/rulings-ygo.md Y-P1 to Y-P9): a
// duel recorded at a table, where nobody saw the deck's order. Each test names the reading it
// specifies.

#include "engine/ygo/paper.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/ygo/context.h"
#include "engine/ygo/ygo_ruleset.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;

constexpr Seat kA = Seat::kA;
constexpr Seat kB = Seat::kB;

CardId H(Seat seat, uint16_t n) { return CardId::Handle(seat, n); }

Header PaperHeader(const Decks& a, const Decks& b = {}) {
  Header h = TestHeader(a, b);
  h.recorder = Recorder{};  // The table recorded it.
  return h;
}

// A recorded duel at the table, driven through the ruleset's Apply: facts and decisions with
// their seqs, every refused event checked to leave the state as it was.
class PaperTable {
 public:
  explicit PaperTable(Header header, const CardSet& set = SampleSet())
      : set_(std::make_unique<CardSet>(set)), rules_(*set_) {
    auto state = rules_.Start(header, &start_violations_);
    EXPECT_TRUE(state.ok()) << state.status().ToString();
    state_.reset(static_cast<State*>(state->release()));
  }
  // Both decks shuffled unseen: the opening hands are dealt (A#1-A#5, B#1-B#5); turn 1 of A,
  // standby phase... A holding priority.
  static PaperTable Dealt(const Decks& a, const Decks& b = {}) {
    PaperTable t(PaperHeader(a, b));
    EXPECT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
    EXPECT_TRUE(t.Fact(UnseenShuffleFact{kB}).ok());
    return t;
  }

  Status Fact(tcgjudge::Fact fact) {
    Event event = Next(TableActor{});
    if (std::holds_alternative<DeckCheckFact>(fact)) event.actor = JudgeActor{"J-1"};
    event.body = std::move(fact);
    return Record(event);
  }
  // `implied`: a decision nobody said aloud (Recording::implied, a pass the recorder inferred).
  std::vector<std::string> Do(Seat player, tcgjudge::Decision decision, bool implied = false) {
    std::vector<std::string> codes;
    const size_t before = violations_.size();
    Event event = Next(player);
    event.body = std::move(decision);
    if (implied) event.recording = Recording{.implied = true};
    const Status status = Record(event);
    EXPECT_TRUE(status.ok()) << status.message();
    for (size_t i = before; i < violations_.size(); ++i) codes.push_back(violations_[i].code);
    return codes;
  }
  template <typename D, typename = std::enable_if_t<std::is_constructible_v<ygo::Decision, D>>>
  std::vector<std::string> Do(Seat player, D decision) {
    return Do(player, tcgjudge::Decision(ygo::Decision(std::move(decision))));
  }
  std::string Refused(Seat player, tcgjudge::Decision decision) {
    Event event = Next(player);
    event.body = std::move(decision);
    const Status status = Record(event);
    EXPECT_FALSE(status.ok()) << "the decision was applied";
    return std::string(status.message());
  }
  template <typename D, typename = std::enable_if_t<std::is_constructible_v<ygo::Decision, D>>>
  std::string Refused(Seat player, D decision) {
    return Refused(player, tcgjudge::Decision(ygo::Decision(std::move(decision))));
  }
  // The holder passes until `done` holds (a due shuffle is recorded unseen).
  void PassUntil(const std::function<bool(const State&)>& done) {
    for (int i = 0; i < 200 && !done(*state_) && !state_->over; ++i) {
      if (state_->wait == Wait::kShuffle) {
        ASSERT_TRUE(Fact(UnseenShuffleFact{state_->waiting_for}).ok());
        continue;
      }
      Do(state_->waiting_for, PassPriority{});
    }
    ASSERT_TRUE(done(*state_)) << "not reached by passing";
  }
  void To(Seat seat, Phase phase) {
    PassUntil([&](const State& s) {
      return s.turn.active == seat && s.turn.phase == phase && s.wait == Wait::kPriority &&
             s.waiting_for == seat && s.chain.links.empty() && s.chain.summoning.empty();
    });
  }

  const State& state() const { return *state_; }
  const YgoRuleset& rules() const { return rules_; }
  const std::vector<Violation>& violations() const { return violations_; }
  uint32_t seq() const { return seq_; }
  const SeatKnowledge& Knowledge(Seat seat) const {
    return state_->paper->seats[SeatIndex(seat)].knowledge;
  }
  std::vector<std::string> Possible(CardId handle) const {
    return PossibleCodesOf(*state_, handle);
  }
  std::string CodeOf(CardId id) const {
    const Context c(*state_, rules_.cards(), 0);
    const cards::Card* known = c.Known(id);
    return known != nullptr ? known->code : "?";
  }

 private:
  Event Next(Actor actor) {
    Event event;
    event.game = "paper";
    event.seq = seq_ + 1;
    event.actor = std::move(actor);
    return event;
  }
  Status Record(const Event& event) {
    const std::string before = rules_.EncodeSnapshot(*state_);
    auto applied = rules_.Apply(*state_, event);
    if (!applied.ok()) {
      EXPECT_EQ(rules_.EncodeSnapshot(*state_), before) << "a refused event changed the state";
      return applied.status();
    }
    ++seq_;
    violations_.insert(violations_.end(), applied->begin(), applied->end());
    const Status invariants = rules_.CheckInvariants(*state_);
    EXPECT_TRUE(invariants.ok()) << invariants.ToString();
    return Status::Ok();
  }

  std::unique_ptr<CardSet> set_;
  YgoRuleset rules_;
  std::unique_ptr<State> state_;
  uint32_t seq_ = 1;  // The header.
  std::vector<Violation> violations_;
  std::vector<Violation> start_violations_;
};

// A's deck: one Pot of Greed, one Sangan, one Trap Hole, then Luster Dragons to 40.
const Decks kDeckA{{kPotOfGreed, kSangan, kTrapHole}, {}};

TEST(PaperYgo, YP1_ARecordedDuelStartsFromTheDecklistAsAMultisetAndRefusesAKnownOrder) {
  PaperTable t(PaperHeader(kDeckA));
  ASSERT_TRUE(t.state().paper.has_value());
  EXPECT_EQ(t.state().Player(kA).deck.size(), 40u);
  EXPECT_EQ(t.Knowledge(kA).decklist().CardCount(), 40u);
  EXPECT_EQ(t.CodeOf(A(1)), "?");  // A main-deck card: no identity.
  const Status known_order = t.Fact(ShuffleFact{kA, t.state().Player(kA).deck});
  EXPECT_THAT(std::string(known_order.message()), HasSubstr("record it as unseenShuffle"));
  EXPECT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
  EXPECT_THAT(std::string(t.Fact(UnseenShuffleFact{kA}).message()),
              HasSubstr("no shuffle of A's deck is due now"));
}

TEST(PaperYgo, YP1_TheExtraDeckIsKnown) {
  PaperTable t(PaperHeader(Decks{{}, {kGaiaKnight}}));
  EXPECT_EQ(t.CodeOf(A(41)), kGaiaKnight);
  EXPECT_EQ(t.state().Player(kA).extra_deck, std::vector<CardId>{A(41)});
}

TEST(PaperYgo, YP2_TheOpeningHandsAndADrawMintHandlesWithNoIdentity) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  // §3.1: five each; A's turn 1 has no draw phase.
  EXPECT_THAT(t.state().Player(kA).hand,
              ElementsAre(H(kA, 1), H(kA, 2), H(kA, 3), H(kA, 4), H(kA, 5)));
  EXPECT_THAT(t.state().Player(kB).hand,
              ElementsAre(H(kB, 1), H(kB, 2), H(kB, 3), H(kB, 4), H(kB, 5)));
  EXPECT_EQ(t.state().Player(kA).deck.size(), 35u);
  EXPECT_EQ(t.Knowledge(kA).handles()[0].minted_at, 3u);  // B's shuffle (event 3) dealt them.
  EXPECT_EQ(t.CodeOf(H(kA, 1)), "?");
  EXPECT_THAT(t.Possible(H(kA, 1)), ElementsAre(kPotOfGreed, kSangan, kTrapHole, kLusterDragon));
  EXPECT_EQ(t.Knowledge(kA).handles()[0].known_to, 1u);  // A knows its own hand; B does not.
  EXPECT_EQ(t.Knowledge(kB).handles()[0].known_to, 2u);
  // B's draw of turn 2 mints B#6.
  t.To(kB, Phase::kMain1);
  EXPECT_EQ(t.state().Player(kB).hand.back(), H(kB, 6));
  EXPECT_EQ(t.Knowledge(kB).handles().size(), 6u);
}

TEST(PaperYgo, YP2_NoLegalDecisionNamesACardNobodySaw) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  t.To(kA, Phase::kMain1);
  for (const tcgjudge::Decision& d : t.rules().LegalDecisions(t.state())) {
    if (const auto* ygo = std::get_if<ygo::Decision>(&d)) {
      for (const auto& [field, id] : CardsNamed(*ygo)) {
        const Context c(const_cast<State&>(t.state()), t.rules().cards(), 0);
        EXPECT_NE(c.Known(id), nullptr) << field << " " << id.ToString();
      }
    }
  }
}

TEST(PaperYgo, YP7_ARevealBindsTheHandleAndTheCardIsPlayedAsAnyOther) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  t.To(kA, Phase::kMain1);
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 2), kLusterDragon, RevealSource::kTable}).ok());
  EXPECT_EQ(t.CodeOf(H(kA, 2)), kLusterDragon);
  EXPECT_EQ(t.Knowledge(kA).handles()[1].bound_by, BindingSource::kTableReveal);
  EXPECT_THAT(t.Do(kA, NormalSummon{H(kA, 2), M(1), {}}), IsEmpty());
  EXPECT_EQ(t.state().Card(H(kA, 2)).zone, Zone::kMonster);
  EXPECT_EQ(t.state().Player(kA).monsters[0], H(kA, 2));
}

TEST(PaperYgo, YP7_RevealingTheOnlyCopyOfACodeExcludesItFromEveryOtherHandle) {
  PaperTable t = PaperTable::Dealt(kDeckA);  // One Sangan in A's deck.
  EXPECT_THAT(t.Possible(H(kA, 2)), Contains(kSangan));
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kSangan, RevealSource::kClaim, kA}).ok());
  EXPECT_THAT(t.Possible(H(kA, 2)), Not(Contains(kSangan)));
  EXPECT_EQ(t.Knowledge(kA).handles()[0].bound_by, BindingSource::kPlayerClaim);
}

TEST(PaperYgo, YP7_AnImpossibleRecordIsRefusedAtTheFactAsARecordingProblem) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kSangan, RevealSource::kTable}).ok());
  const Status twice = t.Fact(RevealFact{H(kA, 2), kSangan, RevealSource::kTable});
  EXPECT_EQ(twice.code(), StatusCode::kInvalidInput);
  EXPECT_THAT(std::string(twice.message()),
              HasSubstr("A#1 and A#2 cannot all be cards of A's deck: the decklist holds 1 " +
                        std::string(kSangan)));
  EXPECT_THAT(std::string(twice.message()),
              HasSubstr("a recording problem, not a player's violation"));
  EXPECT_THAT(t.violations(), IsEmpty());  // Never a player's violation.
  const Status foreign = t.Fact(RevealFact{H(kA, 3), kBlueEyes, RevealSource::kTable});
  EXPECT_THAT(std::string(foreign.message()), HasSubstr("which A's decklist does not hold"));
  // A handle the fold has not minted, and a decklist position, are no cards a reveal may name.
  EXPECT_THAT(std::string(t.Fact(RevealFact{H(kA, 40), kSangan, RevealSource::kTable}).message()),
              HasSubstr("is not in the duel"));
  // A(1) stands for no card once the opening hand is drawn (a card of the deck is named by its
  // place: Y-P7).
  EXPECT_THAT(std::string(t.Fact(RevealFact{A(1), kSangan, RevealSource::kTable}).message()),
              HasSubstr("names a decklist position"));
}

TEST(PaperYgo, YP7_ADeckCheckMintsTheDecksHandlesAndBindsTheZoneAsAGroup) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  std::vector<std::string> deck(35, kLusterDragon);
  deck[0] = kPotOfGreed;
  deck[1] = kSangan;
  deck[2] = kTrapHole;
  ASSERT_TRUE(t.Fact(DeckCheckFact{kA, "deck", deck}).ok());
  EXPECT_EQ(t.Knowledge(kA).handles().size(), 40u);  // Every deck card has a handle now.
  EXPECT_EQ(t.Knowledge(kA).groups().size(), 1u);
  // The three singles are in the deck, so the hand is five Luster Dragons (not bound: a binding
  // is a fact about the handle itself; its possible codes say what the others leave it).
  EXPECT_THAT(t.Possible(H(kA, 1)), ElementsAre(kLusterDragon));
  const CardId top = t.state().Player(kA).deck.front();
  ASSERT_TRUE(top.IsHandle());
  ASSERT_TRUE(t.Fact(RevealFact{top, kSangan, RevealSource::kJudge}).ok());
  // B's turn 2 draws; A's turn 3 draws the known top card: no handle is minted for it.
  t.PassUntil([](const State& s) { return s.turn.number == 3 && s.turn.phase == Phase::kMain1; });
  EXPECT_EQ(t.state().Player(kA).hand.back(), top);
  EXPECT_EQ(t.CodeOf(top), kSangan);
  EXPECT_EQ(t.Knowledge(kA).handles().size(), 40u);
}

// A's deck for a search: Sangan, Dark Hole (to send Sangan to the graveyard) and one Mystic
// Tomato for Sangan to add (a DARK monster of 1400 ATK).
const Decks kSearchDeck{{kSangan, kDarkHole, kMysticTomato}, {}};

// A's turn 1: Sangan summoned and destroyed by A's Dark Hole; its trigger asks A to choose a
// monster of A's deck.
PaperTable SanganSearching() {
  PaperTable t = PaperTable::Dealt(kSearchDeck);
  t.To(kA, Phase::kMain1);
  EXPECT_TRUE(t.Fact(RevealFact{H(kA, 1), kSangan, RevealSource::kTable}).ok());
  EXPECT_TRUE(t.Fact(RevealFact{H(kA, 2), kDarkHole, RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, NormalSummon{H(kA, 1), M(1), {}}), IsEmpty());
  t.To(kA, Phase::kMain1);  // The summon's response window passes.
  EXPECT_THAT(t.Do(kA, Activate{H(kA, 2), 0, S(1), {}, {}}), IsEmpty());
  t.PassUntil([](const State& s) { return s.wait == Wait::kTrigger; });
  EXPECT_THAT(t.Do(kA, Activate{H(kA, 1), 0, std::nullopt, {}, {}}), IsEmpty());
  t.PassUntil([](const State& s) { return s.wait == Wait::kEffectChoice; });
  return t;
}

TEST(PaperYgo, YP8_ASearchMintsTheDecksHandlesAndTheRecordRevealsTheChosenCard) {
  PaperTable t = SanganSearching();
  // The deck's 35 unknown cards got handles when Sangan's effect asked (A#6-A#40).
  EXPECT_EQ(t.Knowledge(kA).handles().size(), 40u);
  const CardId chosen = t.state().Player(kA).deck[10];
  ASSERT_TRUE(chosen.IsHandle());
  EXPECT_THAT(t.Refused(kA, ChooseCards{{chosen}}),
              HasSubstr("the record must reveal " + chosen.ToString() + " before it"));
  ASSERT_TRUE(t.Fact(RevealFact{chosen, kMysticTomato, RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, ChooseCards{{chosen}}), IsEmpty());
  EXPECT_EQ(t.state().Card(chosen).zone, Zone::kHand);
  EXPECT_EQ(t.state().wait, Wait::kShuffle);  // Y-16: the searched deck is shuffled.
}

TEST(PaperYgo, YP8_ASearchedCardThatDoesNotMatchIsFlaggedAsAnyWrongChoice) {
  PaperTable t = SanganSearching();
  const CardId chosen = t.state().Player(kA).deck[3];
  ASSERT_TRUE(t.Fact(RevealFact{chosen, kLusterDragon, RevealSource::kTable}).ok());  // 1900 ATK.
  EXPECT_THAT(t.Do(kA, ChooseCards{{chosen}}), ElementsAre("ygo.effect.answer"));
}

TEST(PaperYgo, YP9_AChoiceOnlyUnseenCardsCouldAnswerWaitsForTheTable) {
  PaperTable t = SanganSearching();
  const Context c(const_cast<State&>(t.state()), t.rules().cards(), 0);
  EXPECT_TRUE(ChoiceAwaitsTable(c));  // Every candidate is a card nobody saw.
  // A card revealed that the effect cannot take leaves it waiting.
  const CardId dragon = t.state().Player(kA).deck[3];
  ASSERT_TRUE(t.Fact(RevealFact{dragon, kLusterDragon, RevealSource::kTable}).ok());
  EXPECT_TRUE(ChoiceAwaitsTable(c));
  // The card taken, revealed: the choice is one the record asks, and answers.
  const CardId tomato = t.state().Player(kA).deck[10];
  ASSERT_TRUE(t.Fact(RevealFact{tomato, kMysticTomato, RevealSource::kTable}).ok());
  EXPECT_FALSE(ChoiceAwaitsTable(c));
  EXPECT_THAT(t.Do(kA, ChooseCards{{tomato}}), IsEmpty());
  EXPECT_EQ(t.state().Card(tomato).zone, Zone::kHand);
}

TEST(PaperYgo, YP9_TheWaitingSeatsImpliedPassSaysTheEffectTookNothing) {
  PaperTable t = SanganSearching();
  EXPECT_THAT(t.Do(kA, PassPriority{}, /*implied=*/true), IsEmpty());
  // Resolved finding nothing, as an omniscient duel with no matching card: nothing moved, no
  // shuffle is due, and A holds priority with the chain empty.
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_TRUE(t.state().chain.links.empty());
  EXPECT_FALSE(t.state().chain.resolving);
  EXPECT_EQ(t.state().Player(kA).deck.size(), 35u);
  EXPECT_THAT(t.violations(), IsEmpty());
}

TEST(PaperYgo, YP9_APassSaidAloudAnswersTheChoiceAndIsJudgedAsAnAnswer) {
  PaperTable t = SanganSearching();  // Sangan's search takes one card.
  EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("ygo.effect.answer"));
  EXPECT_FALSE(t.state().chain.resolving);
}

TEST(PaperYgo, YP9_AnImpliedPassWhereTheRecordCanAskIsAnAnswerAsAnyPass) {
  PaperTable t = SanganSearching();
  const CardId tomato = t.state().Player(kA).deck[10];
  ASSERT_TRUE(t.Fact(RevealFact{tomato, kMysticTomato, RevealSource::kTable}).ok());
  // The record knows a card the effect can take: the choice is asked, and a pass declines it.
  EXPECT_THAT(t.Do(kA, PassPriority{}, /*implied=*/true), ElementsAre("ygo.effect.answer"));
}

TEST(PaperYgo, YP9_ARitualSpellAsksWhereACardOfTheHandNobodySawMayBeItsMonster) {
  PaperTable t = PaperTable::Dealt({{kBlackLusterRitual}, {}});
  t.To(kA, Phase::kMain1);
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kBlackLusterRitual, RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, Activate{H(kA, 1), 0, S(1), {}, {}}), IsEmpty());
  t.PassUntil([](const State& s) { return s.wait != Wait::kPriority || s.chain.links.empty(); });
  // A#2-A#5 may be Black Luster Soldier: the summon waits for what the table saw.
  ASSERT_EQ(t.state().wait, Wait::kEffectSummon);
  const Context c(const_cast<State&>(t.state()), t.rules().cards(), 0);
  EXPECT_TRUE(ChoiceAwaitsTable(c));
  EXPECT_THAT(t.Do(kA, PassPriority{}, /*implied=*/true), IsEmpty());
  EXPECT_EQ(t.state().Card(H(kA, 1)).zone, Zone::kGraveyard);  // The spell resolved.
}

TEST(PaperYgo, YP7_ARevealNamingADeckCardByItsPlaceMintsItAHandleThere) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  const CardId place = t.state().Player(kA).deck[7];
  ASSERT_FALSE(place.IsHandle());  // A decklist instance standing for an unknown card of the deck.
  ASSERT_TRUE(t.Fact(RevealFact{place, kSangan, RevealSource::kTable}).ok());
  const CardId minted = t.state().Player(kA).deck[7];
  EXPECT_EQ(minted, H(kA, 6));  // After the opening hand's A#1-A#5.
  EXPECT_EQ(t.CodeOf(minted), kSangan);
  EXPECT_EQ(t.state().Player(kA).deck.size(), 35u);
  EXPECT_THAT(t.Possible(H(kA, 1)), Not(Contains(kSangan)));  // The deck's only Sangan.
}

TEST(PaperYgo, YP3_AnUnseenShuffleRetiresTheDecksHandlesButKeepsWhatWasRevealed) {
  PaperTable t = SanganSearching();
  const CardId chosen = t.state().Player(kA).deck[10];
  const CardId other = t.state().Player(kA).deck[11];
  ASSERT_TRUE(t.Fact(RevealFact{chosen, kMysticTomato, RevealSource::kTable}).ok());
  ASSERT_TRUE(t.Fact(RevealFact{other, kLusterDragon, RevealSource::kTable}).ok());
  t.Do(kA, ChooseCards{{chosen}});
  EXPECT_THAT(std::string(t.Fact(ShuffleFact{kA, t.state().Player(kA).deck}).message()),
              HasSubstr("record it as unseenShuffle"));
  ASSERT_TRUE(t.Fact(UnseenShuffleFact{kA}).ok());
  EXPECT_EQ(t.state().Player(kA).deck.size(), 34u);
  EXPECT_FALSE(t.state().Player(kA).deck.front().IsHandle());  // Its unknown cards again.
  const HandleFacts& facts = t.Knowledge(kA).handles()[other.HandleNumber() - 1];
  EXPECT_TRUE(facts.retired);
  ASSERT_TRUE(facts.bound.has_value());  // What was revealed stays known.
  EXPECT_EQ(t.Knowledge(kA).decklist().codes[*facts.bound], kLusterDragon);
  EXPECT_EQ(t.state().Card(other).zone, Zone::kGone);  // In no place: a later draw is new.
  // The one Mystic Tomato is in A's hand: a card drawn later cannot be it.
  t.PassUntil([](const State& s) { return s.turn.number == 3 && s.turn.phase == Phase::kMain1; });
  const CardId drawn = t.state().Player(kA).hand.back();
  EXPECT_EQ(drawn, H(kA, 41));
  EXPECT_THAT(t.Possible(drawn), Not(Contains(kMysticTomato)));
  EXPECT_THAT(std::string(t.Fact(RevealFact{drawn, kMysticTomato, RevealSource::kTable}).message()),
              HasSubstr("the record is impossible"));
}

TEST(PaperYgo, YP4_ADecisionNamingACardNobodySawWaitsForItsReveal) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  t.To(kA, Phase::kMain1);
  const std::string summon = t.Refused(kA, NormalSummon{H(kA, 1), M(1), {}});
  EXPECT_THAT(summon, HasSubstr("the record must reveal A#1 before it"));
  EXPECT_THAT(summon, HasSubstr("a recording problem"));
  EXPECT_THAT(t.Refused(kA, NormalSummon{A(3), M(1), {}}), HasSubstr("names a decklist position"));
  EXPECT_THAT(t.Refused(kA, Activate{H(kA, 2), 0, S(1), {}, {}}),
              HasSubstr("the record must reveal A#2 before it"));
  EXPECT_THAT(t.violations(), IsEmpty());
}

TEST(PaperYgo, YP5_ADrawByAnEffectKeepsTheCardsHiddenAndAnEndPhaseDiscardMustRevealThem) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  t.To(kA, Phase::kMain1);
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kPotOfGreed, RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, Activate{H(kA, 1), 0, S(1), {}, {}}), IsEmpty());
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  // Pot of Greed drew two unknown cards: A#6 and A#7, in A's hand, still unknown.
  EXPECT_THAT(t.state().Player(kA).hand, Contains(H(kA, 7)));
  EXPECT_EQ(t.CodeOf(H(kA, 7)), "?");
  EXPECT_EQ(t.state().Card(H(kA, 1)).zone, Zone::kGraveyard);
}

TEST(PaperYgo, YP4_TheHandLimitDiscardOfAnUnknownCardWaitsForItsReveal) {
  // A's turn 3: five cards, one drawn, Pot of Greed played for two: seven at the end phase.
  PaperTable t = PaperTable::Dealt(kDeckA);
  t.PassUntil([](const State& s) { return s.turn.number == 3 && s.turn.phase == Phase::kMain1; });
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kPotOfGreed, RevealSource::kTable}).ok());
  t.Do(kA, Activate{H(kA, 1), 0, S(1), {}, {}});
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  ASSERT_EQ(t.state().Player(kA).hand.size(), 7u);
  const CardId last = t.state().Player(kA).hand.back();
  EXPECT_THAT(t.Refused(kA, DiscardCards{{last}}),
              HasSubstr("the record must reveal " + last.ToString() + " before it"));
  ASSERT_TRUE(t.Fact(RevealFact{last, kLusterDragon, RevealSource::kTable}).ok());
  EXPECT_THAT(t.Do(kA, DiscardCards{{last}}), IsEmpty());
  EXPECT_EQ(t.state().Card(last).zone, Zone::kGraveyard);
}

TEST(PaperYgo, YP5_RefuseShownUnknownNamesTheCardAndTheReading) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  State shown = t.state();
  shown.Card(H(kA, 1)).zone = Zone::kGraveyard;
  const Status status = RefuseShownUnknown(shown);
  EXPECT_THAT(std::string(status.message()),
              HasSubstr("A#1 would be shown (it goes to the graveyard)"));
  EXPECT_THAT(std::string(status.message()), HasSubstr("Y-P5"));
  shown.Card(H(kA, 1)).zone = Zone::kMonster;
  shown.Card(H(kA, 1)).face_down = true;  // A face-down card shows nothing.
  EXPECT_TRUE(RefuseShownUnknown(shown).ok());
}

TEST(PaperYgo, YP7_ADeckCheckOfAZoneThatIsNotHiddenOrOfTheWrongCountIsRefused) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  EXPECT_THAT(std::string(t.Fact(DeckCheckFact{kA, "graveyard", {}}).message()),
              HasSubstr("'graveyard' is no hidden zone of a duel"));
  EXPECT_THAT(std::string(t.Fact(DeckCheckFact{kA, "hand", {kSangan}}).message()),
              HasSubstr("1 code for 5 cards"));
}

TEST(PaperYgo, YP7_ADeckCheckThatContradictsARevealIsARecordingProblem) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  ASSERT_TRUE(t.Fact(RevealFact{H(kA, 1), kSangan, RevealSource::kTable}).ok());
  const Status check =
      t.Fact(DeckCheckFact{kA, "hand", std::vector<std::string>(5, kLusterDragon)});
  EXPECT_THAT(std::string(check.message()), HasSubstr("A#1"));
  EXPECT_THAT(std::string(check.message()), HasSubstr("recording problem"));
}

TEST(PaperYgo, YP7_ALookMarksTheLookingSeatAndNarrowsWhereTheRecorderSawTheCode) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  ASSERT_TRUE(t.Fact(LookFact{kB, {H(kA, 2)}, {}}).ok());
  EXPECT_EQ(t.Knowledge(kA).handles()[1].known_to, 3u);  // A (its hand) and B now.
  EXPECT_EQ(t.CodeOf(H(kA, 2)), "?");
  ASSERT_TRUE(t.Fact(LookFact{kB, {H(kA, 3)}, {kTrapHole}}).ok());
  EXPECT_EQ(t.CodeOf(H(kA, 3)), kTrapHole);
}

TEST(PaperYgo, YP7_APileEndPutsACardOfTheDeckAtItsEndAndRefusesOneElsewhere) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  EXPECT_THAT(std::string(t.Fact(PileEndFact{H(kA, 1), PileEnd::kTop}).message()),
              HasSubstr("is in the hand, not in its deck"));
  std::vector<std::string> deck(35, kLusterDragon);
  deck[0] = kPotOfGreed;
  deck[1] = kSangan;
  deck[2] = kTrapHole;
  ASSERT_TRUE(t.Fact(DeckCheckFact{kA, "deck", deck}).ok());
  const CardId top = t.state().Player(kA).deck.front();
  ASSERT_TRUE(t.Fact(PileEndFact{top, PileEnd::kBottom}).ok());
  EXPECT_EQ(t.state().Player(kA).deck.back(), top);
  EXPECT_NE(t.state().Player(kA).deck.front(), top);
}

TEST(PaperYgo, APaperStateRoundTripsItsSnapshotAndKeysItsKnowledge) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  const YgoRuleset& ruleset = t.rules();
  const std::string bytes = ruleset.EncodeSnapshot(t.state());
  Result<std::unique_ptr<GameState>> decoded = ruleset.DecodeSnapshot(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().message();
  EXPECT_TRUE(State::Of(**decoded) == t.state());
  EXPECT_EQ(ruleset.StateKey(t.state()), ruleset.FullStateKey(t.state()));
  // The knowledge is in the key: a reveal changes it, as it changes the snapshot.
  State revealed = t.state();
  Event reveal;
  reveal.game = "paper";
  reveal.seq = t.seq() + 1;
  reveal.actor = TableActor{};
  reveal.body = tcgjudge::Fact(RevealFact{H(kA, 1), kSangan, RevealSource::kTable});
  ASSERT_TRUE(ruleset.Apply(revealed, reveal).ok());
  EXPECT_NE(ruleset.FullStateKey(revealed), ruleset.FullStateKey(t.state()));
  EXPECT_EQ(ruleset.StateKey(revealed), ruleset.FullStateKey(revealed));
  EXPECT_NE(ruleset.EncodeSnapshot(revealed), bytes);
  // Cut short, the paper part is refused.
  EXPECT_FALSE(ruleset.DecodeSnapshot(bytes.substr(0, bytes.size() - 3)).ok());
}

TEST(PaperYgo, TheAuditsHooksGiveEachSeatsKnowledgeAndNoneInAnOmniscientDuel) {
  PaperTable t = PaperTable::Dealt(kDeckA);
  const Ruleset& ruleset = t.rules();
  ASSERT_TRUE(ruleset.FoldsPaperGames());
  EXPECT_EQ(ruleset.Knowledge(t.state(), kA), &t.Knowledge(kA));
  EXPECT_EQ(ruleset.Knowledge(t.state(), kB), &t.Knowledge(kB));
  EXPECT_THAT(ruleset.OpenQuestions(t.state()), IsEmpty());

  Table omniscient = Duel({kSangan});
  EXPECT_FALSE(omniscient.state().paper.has_value());
  EXPECT_EQ(ruleset.Knowledge(omniscient.state(), kA), nullptr);
  EXPECT_THAT(ruleset.OpenQuestions(omniscient.state()), IsEmpty());
  // Only a paper game's bytes: an omniscient duel's snapshot has no paper part.
  State copy = omniscient.state();
  copy.paper.emplace();
  EXPECT_NE(ruleset.EncodeSnapshot(copy), ruleset.EncodeSnapshot(omniscient.state()));
}

// What RulesetConformance.APaperGameIsRefusedByOneMessageUntilItsFoldIsBuilt checked for ygo
// before it folded paper games (that test skips a ruleset that folds them): a paper fact in a
// duel with no recorder is refused, with the state unchanged, and never ignored.
TEST(PaperYgo, APaperFactInAnOmniscientDuelIsRefused) {
  Table t = Duel({kSangan});
  const std::string before = t.rules().EncodeSnapshot(t.state());
  const CardId a1 = CardId::Handle(kA, 1);
  const tcgjudge::Fact paper[] = {UnseenShuffleFact{kA}, RevealFact{a1, "X"},
                                  LookFact{kA, {a1}, {}}, PileEndFact{a1, PileEnd::kTop},
                                  DeckCheckFact{kA, "deck", {"X"}}};
  for (const tcgjudge::Fact& fact : paper) {
    const Status status = t.Fact(fact);
    EXPECT_THAT(std::string(status.message()), HasSubstr("a paper game's fact in a duel with no "
                                                         "recorder"))
        << FactKindName(fact);
    EXPECT_EQ(t.rules().EncodeSnapshot(t.state()), before);
  }
}

// ... and that a recording (passes marked implied, seen by one seat) folds as the event does:
// a bot duel with every pass so marked folds to the same position and violations.
TEST(PaperYgo, APassMarkedImpliedFoldsAsThePassDoes) {
  const YgoRuleset rules(SampleSet());
  auto header = rules.BotHeader("implied");
  ASSERT_TRUE(header.ok()) << header.status().ToString();
  auto game = PlayBotGame(rules, *header, BotOptions{7, 20000, 0.0});
  ASSERT_TRUE(game.ok()) << game.status().ToString();
  std::vector<Event> implied = game->log;
  size_t marked_passes = 0;
  for (Event& event : implied) {
    const auto* decision = std::get_if<tcgjudge::Decision>(&event.body);
    if (decision != nullptr && std::holds_alternative<PassPriority>(*decision)) {
      event.recording = Recording{true, {kB}};
      ++marked_passes;
    }
  }
  ASSERT_GT(marked_passes, 0u);
  auto plain = Fold(rules, game->log);
  auto marked = Fold(rules, implied);
  ASSERT_TRUE(plain.ok() && marked.ok());
  EXPECT_EQ(rules.EncodeSnapshot(*marked->state), rules.EncodeSnapshot(*plain->state));
  EXPECT_EQ(marked->violations.size(), plain->violations.size());
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
