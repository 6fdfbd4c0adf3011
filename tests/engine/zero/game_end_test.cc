// How a game ends when results meet (101(5), 101(6)) and when the judge declares the result of a
// loop nobody can stop (101(7), 901(6)), each test named after the rule it checks. The cards are
// made here from card data (CardInfoFromDef), each a blue instant tactic of cost 0:
//   各抽     双方玩家各抽一张牌 (eachDraw 1).
//   各抽二   双方玩家各抽两张牌 (eachDraw 2).
//   胜利     我方赢得本局游戏 (win).
//   赌胜     掷骰子,若相同:我方赢得本局游戏,抽一张牌 (rollDie, onMatch: win, draw 1).
//   赌胜各抽 掷骰子,若相同:我方赢得本局游戏,双方玩家各抽一张牌 (rollDie, onMatch: win, eachDraw 1).
//   抽后胜   抽一张牌,我方赢得本局游戏 (draw 1, then win: two actions).
// With the coverage cards (coverage_cards.h). The judge's declarations are folded from logs.

#include <gtest/gtest.h>

#include "engine/fold.h"
#include "tests/engine/zero/coverage_cards.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using testing::CoverageCards;
using testing::CoverageDeck;
using testing::InstantTactic;
using testing::MoveTo;
using testing::Table;
using testing::TestHeader;

cards::Action Roll(std::vector<cards::Action> on_match) {
  return cards::Action{cards::RollDie{6, std::move(on_match)}};
}

std::vector<CardInfo> Cards() {
  std::vector<CardInfo> cards = CoverageCards();
  const cards::Action win{cards::Win{}};
  for (const cards::CardDef& def :
       {InstantTactic("各抽", {cards::Action{cards::EachDraw{1}}}),
        InstantTactic("各抽二", {cards::Action{cards::EachDraw{2}}}), InstantTactic("胜利", {win}),
        InstantTactic("赌胜", {Roll({win, cards::Action{cards::Draw{1}}})}),
        InstantTactic("赌胜各抽", {Roll({win, cards::Action{cards::EachDraw{1}}})}),
        InstantTactic("抽后胜", {cards::Action{cards::Draw{1}}, win})}) {
    cards.push_back(CardInfoFromDef(def));
  }
  return cards;
}

// Turn 1, A's action phase, A's hand from A07 (`a_hand`).
Table At(std::vector<std::string> a_hand) {
  Table t(TestHeader(CoverageDeck(std::move(a_hand)), CoverageDeck({})), Cards());
  t.ToActionPhase(Seat::kA);
  return t;
}

// `seat`'s deck keeps only its top `keep` cards (a set-up shortcut: the rest are removed from the
// game).
void KeepTopOfDeck(Table& t, Seat seat, size_t keep) {
  const std::vector<CardId> deck = t.state().Player(seat).deck;
  for (size_t i = keep; i < deck.size(); ++i) MoveTo(t.mutable_state(), deck[i], Zone::kRemoved);
}

// Plays the 0-cost tactic A07 and lets it resolve.
void PlayAndResolve(Table& t) {
  ASSERT_TRUE(t.Play(Seat::kA, A(7), {}).empty());
  t.BothPass();
}

// Plays the die-roll tactic A07, declares 3 and rolls a 3.
void PlayAndMatch(Table& t) {
  PlayAndResolve(t);
  ASSERT_EQ(t.state().wait, Wait::kEffectChoice);
  t.Do(Seat::kA, ChooseNumber{3});
  ASSERT_EQ(t.state().wait, Wait::kDieRoll);
  ASSERT_TRUE(t.Fact(DieRollFact{6, 3, ""}).ok());
}

bool Has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// ----- 101(5), 101(6): results at once (A-81) ------------------------------------------------

TEST(Rule101_6, BothDecksRunningOutInOneEachDrawIsADraw_Rule102_3) {
  Table t = At({"各抽"});
  KeepTopOfDeck(t, Seat::kA, 0);
  KeepTopOfDeck(t, Seat::kB, 0);
  PlayAndResolve(t);
  const State& s = t.state();
  ASSERT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.winner, std::nullopt) << "both lose at once: a draw";
  EXPECT_EQ(s.end_reason,
            "A had to draw from an empty deck (101(2)); B had to draw from an empty deck (101(2)): "
            "both players lose at once, a draw (101(6))");
  EXPECT_TRUE(Has(t.rules().MakeBoard(s).result, "draw: A had to draw")) << "the board says so";
  const Pending pending = t.rules().PendingOf(s);
  ASSERT_TRUE(std::holds_alternative<GameOver>(pending));
  EXPECT_EQ(std::get<GameOver>(pending).winner, std::nullopt);
}

TEST(Rule101_6, TheActivePlayerDrawsFirstAndTheDrawsAreCarriedOutTogether_Rule102_3) {
  // A has one card left and needs two; B has two: A loses, but B still draws both (together).
  Table t = At({"各抽二"});
  KeepTopOfDeck(t, Seat::kA, 1);
  KeepTopOfDeck(t, Seat::kB, 2);
  const CardId a_top = t.state().Player(Seat::kA).deck.front();
  const size_t b_hand = t.state().Player(Seat::kB).hand.size();
  PlayAndResolve(t);
  const State& s = t.state();
  ASSERT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.winner, Seat::kB);
  EXPECT_EQ(s.end_reason, "A had to draw from an empty deck (101(2))");
  EXPECT_EQ(s.Card(a_top).zone, Zone::kHand) << "A drew its last card first";
  EXPECT_EQ(s.Player(Seat::kB).hand.size(), b_hand + 2);
  EXPECT_TRUE(s.Player(Seat::kB).deck.empty());
}

TEST(Rule101_6, OnlyTheNonActivePlayersDeckRunningOutLosesForHim) {
  Table t = At({"各抽"});
  KeepTopOfDeck(t, Seat::kB, 0);
  const size_t a_hand = t.state().Player(Seat::kA).hand.size();
  PlayAndResolve(t);
  const State& s = t.state();
  ASSERT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.winner, Seat::kA);
  EXPECT_EQ(s.end_reason, "B had to draw from an empty deck (101(2))");
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), a_hand) << "A07 was used, A drew one";
}

TEST(Rule101_5, AWinAndALossInOneDieRollLoses) {
  // The matched actions of a die roll happen at once: A wins, and draws from an empty deck.
  Table t = At({"赌胜"});
  KeepTopOfDeck(t, Seat::kA, 0);
  PlayAndMatch(t);
  const State& s = t.state();
  ASSERT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.winner, Seat::kB);
  EXPECT_EQ(s.end_reason,
            "A wins by the effect of A07 赌胜 (我方赢得本局游戏); A had to draw from an empty deck "
            "(101(2)): A wins and loses at once and loses (101(5))");
}

TEST(Rule101_5, AWinWhileTheOpponentLosesAtOnceIsAWin) {
  Table t = At({"赌胜各抽"});
  KeepTopOfDeck(t, Seat::kB, 0);
  PlayAndMatch(t);
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, Seat::kA);
}

TEST(Rule101_6, AWinWhileBothDecksRunOutAtOnceIsADraw_Rule101_5) {
  // A wins and loses (101(5): a loss), B loses: both lose at once.
  Table t = At({"赌胜各抽"});
  KeepTopOfDeck(t, Seat::kA, 0);
  KeepTopOfDeck(t, Seat::kB, 0);
  PlayAndMatch(t);
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, std::nullopt);
  EXPECT_TRUE(Has(t.state().end_reason, "both players lose at once, a draw (101(6))"));
}

TEST(Rule101_5, AWinByTheNextActionComesTooLateForALoss_A81) {
  // 抽后胜: the draw and the win are two actions, not at once: the loss ends the game first
  // (101(3)), and the win never happens.
  Table t = At({"抽后胜"});
  KeepTopOfDeck(t, Seat::kA, 0);
  PlayAndResolve(t);
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, Seat::kB);
  EXPECT_EQ(t.state().end_reason, "A had to draw from an empty deck (101(2))");
}

TEST(Rule101_5, AWinAloneWins) {
  Table t = At({"胜利"});
  PlayAndResolve(t);
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, Seat::kA);
  EXPECT_EQ(t.state().end_reason, "A wins by the effect of A07 胜利 (我方赢得本局游戏)");
  const auto v = t.Do(Seat::kB, PassPriority{});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.game-over") << "101(3)";
}

// ----- 101(7), 901(6): the judge declares the result --------------------------------------------

// A log of the test table: the header, both identity shuffles (turn 1 of A, start step), then
// `more`, numbered on.
class Log {
 public:
  Log() : rules_(CoverageCards()) {
    const Header header = TestHeader({}, {});
    Add(TableActor{}, header);
    for (Seat seat : {Seat::kA, Seat::kB}) {
      ShuffleFact shuffle{seat, {}};
      for (uint16_t i = 1; i <= 50; ++i) shuffle.order.push_back(CardId{seat, i});
      Add(TableActor{}, Fact(shuffle));
    }
  }

  Log& Add(Actor actor, EventBody body) {
    Event e;
    e.game = "rules";
    e.seq = static_cast<uint32_t>(events_.size() + 1);
    e.actor = std::move(actor);
    e.body = std::move(body);
    events_.push_back(std::move(e));
    return *this;
  }
  Log& Judge(std::vector<std::string> rules, std::string text, GameResult result) {
    return Add(JudgeActor{"J-7"}, JudgeAction{std::move(rules), std::move(text), result});
  }
  Log& Pass(Seat player) { return Add(player, Decision(PassPriority{})); }

  Result<FoldResult> Folded() const {
    return Fold(rules_, events_, FoldOptions{.check_invariants = true});
  }
  const ZeroRuleset& rules() const { return rules_; }

 private:
  ZeroRuleset rules_;
  std::vector<Event> events_;
};

const State& StateOf(const FoldResult& folded) { return static_cast<const State&>(*folded.state); }

// The violations after the header (the test decks break 100(2) at seq 1).
std::vector<Violation> AfterSetup(const FoldResult& folded) {
  std::vector<Violation> later;
  for (const Violation& v : folded.violations) {
    if (v.seq > 1) later.push_back(v);
  }
  return later;
}

TEST(Rule101_7, AnUnstoppableLoopIsADrawTheJudgeDeclares) {
  Log log;
  log.Pass(Seat::kA).Judge({"101(7)"}, "Neither player can stop the loop.", GameResult{});
  auto folded = log.Folded();
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  const State& s = StateOf(*folded);
  EXPECT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.wait, Wait::kOver);
  EXPECT_EQ(s.winner, std::nullopt);
  EXPECT_EQ(s.end_reason, "judge J-7 declared a draw: Neither player can stop the loop. (101(7))");
  EXPECT_EQ(log.rules().MakeBoard(s).result,
            "draw: judge J-7 declared a draw: Neither player can stop the loop. (101(7))");
  EXPECT_TRUE(AfterSetup(*folded).empty());
}

TEST(Rule101_7, ADecisionAfterTheDeclaredResultIsFlagged_Rule101_3) {
  Log log;
  log.Judge({"101(7)"}, "", GameResult{}).Pass(Seat::kA);
  auto folded = log.Folded();
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  const std::vector<Violation> later = AfterSetup(*folded);
  ASSERT_EQ(later.size(), 1u);
  EXPECT_EQ(later[0].code, "zero.game-over");
  EXPECT_EQ(later[0].seq, 5u);
  EXPECT_EQ(StateOf(*folded).end_reason, "judge J-7 declared a draw (101(7))");
}

TEST(Rule101_7, TheJudgeMayDeclareAWinner) {
  Log log;
  log.Judge({"101(7)", "901(3)"}, "A refused to choose a number for his loop.",
            GameResult{Seat::kB});
  auto folded = log.Folded();
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  EXPECT_EQ(StateOf(*folded).winner, Seat::kB);
  EXPECT_EQ(StateOf(*folded).end_reason,
            "judge J-7 declared B the winner: A refused to choose a number for his loop. (101(7), "
            "901(3))");
}

TEST(Rule101_7, AResultAfterTheGameEndedIsRefused) {
  Log log;
  log.Add(Seat::kB, Decision(Concede{})).Judge({"101(7)"}, "", GameResult{});
  auto folded = log.Folded();
  ASSERT_FALSE(folded.ok());
  EXPECT_TRUE(Has(folded.status().message(),
                  "seq 5: result: the game is already over (B "
                  "conceded (101(4)))"))
      << folded.status().ToString();
}

TEST(Rule101_7, RulingsAndNotesStillLeaveTheGameAsItWas) {
  Log log;
  log.Add(JudgeActor{"J-7"}, JudgeAction{{"101(7)"}, "A loop? Not yet.", Ruling{}});
  auto folded = log.Folded();
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  EXPECT_NE(StateOf(*folded).step, Step::kOver);
}

TEST(Rule901_6, ALoopOfMandatoryActionsWithoutTriggeredEffectsIsADraw) {
  Log log;
  log.Pass(Seat::kA).Pass(Seat::kB).Judge(
      {"901(6)", "101(7)"}, "Only mandatory actions repeat, and no effect triggers.", GameResult{});
  auto folded = log.Folded();
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  const State& s = StateOf(*folded);
  EXPECT_EQ(s.step, Step::kOver);
  EXPECT_EQ(s.winner, std::nullopt);
  EXPECT_TRUE(Has(s.end_reason, "(901(6), 101(7))")) << s.end_reason;
  const Pending pending = log.rules().PendingOf(s);
  ASSERT_TRUE(std::holds_alternative<GameOver>(pending));
  EXPECT_EQ(std::get<GameOver>(pending).winner, std::nullopt);
}

}  // namespace
}  // namespace tcgjudge::zero
