// The audit of a paper game (issue 29, docs/paper-games.md "The audit of a paper game"): every
// decision is legal, a violation (also one a later reveal settled, dated at its decision),
// undetermined (a question still open at the end, with what would settle it) or undeterminable
// (its card was shuffled away unseen); a record that contradicts itself never folds, so the audit
// meets one only in a store written without the rules, and shows it as not checked, naming the
// event, never as a player's violation.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/wheel/wheel_ruleset.h"
#include "events/jsonl.h"
#include "judge/audit.h"
#include "judge/review.h"
#include "store/memory_event_log.h"

namespace tcgjudge {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

const std::string kWheelSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/";

const Ruleset& Wheel() {
  static const Ruleset* rules = [] {
    auto made = wheel::WheelRuleset::FromCardFile(kWheelSamples + "cards.jsonl");
    EXPECT_TRUE(made.ok()) << made.status().ToString();
    return made->release();
  }();
  return *rules;
}

const RulesetLookup kWheel = [](const Header&) -> Result<const Ruleset*> { return &Wheel(); };

std::vector<Event> WheelSample(const std::string& name) {
  auto lines = ReadJsonLinesFile(kWheelSamples + name + ".jsonl");
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  std::vector<Event> log;
  if (lines.ok()) {
    for (const JsonLine& line : *lines) log.push_back(line.event);
  }
  return log;
}

class PaperAuditTest : public ::testing::Test {
 protected:
  // Stores `log` as the store takes it, without asking the rules (a tcgjudge without card data
  // imports so): the store links the events.
  void Store(std::vector<Event> log) {
    for (Event& e : log) e.prev_hash = {};
    Status stored = store_.Append(AppendRequest{log.front().game, 1, log});
    ASSERT_TRUE(stored.ok()) << stored.ToString();
  }
  GameAudit Audit(const std::string& game) {
    return AuditGame(store_, game, kWheel, trusted_, AuditOptions{});
  }

  MemoryEventLog store_;
  TrustedKeys trusted_;
};

TEST_F(PaperAuditTest, AQuestionStillOpenAtTheEndIsUndeterminedAndNamesTheRevealThatSettlesIt) {
  Store(WheelSample("paper-game"));
  const GameAudit audit = Audit("paper-wheel-1");
  ASSERT_TRUE(audit.folded) << audit.fold_problem;
  // Seq 7: A played A#4 face-down while nobody knew what it was; nothing after it showed A#4. It
  // breaks three rules under some of the codes A#4 can be and not under others.
  ASSERT_EQ(audit.open_questions.size(), 3u);
  std::vector<std::string> rules_open;
  for (const ReviewedQuestion& open : audit.open_questions) {
    EXPECT_EQ(open.question.seq, 7u);
    EXPECT_EQ(open.question.card, CardId::Handle(Seat::kA, 4));
    EXPECT_EQ(open.verdict, OpenVerdict::kUndetermined);
    EXPECT_EQ(open.settled_by, "a reveal of A#4 (it lies face-down in A's defense zone)");
    // What it could still be holds a code that breaks the rule and one that does not.
    EXPECT_GT(open.possible.size(), open.question.breaking.size());
    rules_open.push_back(open.question.code);
  }
  EXPECT_THAT(rules_open,
              ::testing::UnorderedElementsAre("wheel.play.second-war-spirit", "wheel.play.cost",
                                              "wheel.ambush.face-down"));
  EXPECT_EQ(audit.OpenDecisions(OpenVerdict::kUndetermined), 1u);
  EXPECT_EQ(audit.OpenDecisions(OpenVerdict::kUndeterminable), 0u);
}

TEST_F(PaperAuditTest, AQuestionALaterRevealSettledIsAViolationDatedAtItsDecision) {
  Store(WheelSample("paper-game"));
  const GameAudit audit = Audit("paper-wheel-1");
  // Seq 11 (a judge saw A#2 is W011) settled seq 5's question: the violation is seq 5's.
  ASSERT_EQ(audit.violations.size(), 1u);
  EXPECT_EQ(audit.violations[0].violation.seq, 5u);
  EXPECT_EQ(audit.violations[0].violation.code, "wheel.ambush.face-down");
  EXPECT_THAT(audit.violations[0].violation.message, HasSubstr("settled at event 11"));
  EXPECT_EQ(audit.violations[0].standing, Standing::kStanding);
  // A violation left standing outranks an open question in the game's verdict.
  EXPECT_EQ(audit.Verdict(/*verify_only=*/false), AuditVerdict::kViolations);
}

TEST_F(PaperAuditTest, AGameWhoseOnlyVerdictsAreOpenIsOpenNotClean) {
  Store(WheelSample("paper-game-open"));
  const GameAudit audit = Audit("paper-wheel-2");
  ASSERT_TRUE(audit.folded) << audit.fold_problem;
  EXPECT_THAT(audit.violations, IsEmpty());
  ASSERT_FALSE(audit.open_questions.empty());
  EXPECT_EQ(audit.open_questions.front().question.seq, 5u);
  EXPECT_EQ(audit.open_questions.back().question.seq, 7u);
  EXPECT_EQ(audit.OpenDecisions(OpenVerdict::kUndetermined), 2u);
  EXPECT_EQ(audit.OpenDecisions(OpenVerdict::kUndeterminable), 0u);
  EXPECT_EQ(audit.Verdict(/*verify_only=*/false), AuditVerdict::kOpen);
  EXPECT_EQ(AuditVerdictName(AuditVerdict::kOpen), "open");
}

TEST_F(PaperAuditTest, IntegrityOnlyListsNoOpenQuestions) {
  Store(WheelSample("paper-game-open"));
  AuditOptions options;
  options.verify_only = true;
  const GameAudit audit = AuditGame(store_, "paper-wheel-2", kWheel, trusted_, options);
  EXPECT_THAT(audit.open_questions, IsEmpty());
}

TEST_F(PaperAuditTest, AnImpossibleRecordInTheStoreIsNotCheckedAtItsEventNeverAViolation) {
  // A claimed A#1 is W050 (seq 9); a judge then saw it is W060: the record contradicts itself.
  // The fold refuses such an event at import and append; a store written without the rules
  // holds it, and the audit names it.
  std::vector<Event> log = WheelSample("paper-game");
  log.resize(9);
  Event seen = log[8];
  seen.seq = 10;
  seen.body = Fact{RevealFact{CardId::Handle(Seat::kA, 1), "W060", RevealSource::kJudge}};
  log.push_back(seen);
  Store(log);
  const GameAudit audit = Audit("paper-wheel-1");
  EXPECT_FALSE(audit.folded);
  EXPECT_THAT(audit.fold_problem, HasSubstr("seq 10"));
  EXPECT_THAT(audit.fold_problem, HasSubstr("the record is impossible"));
  EXPECT_THAT(audit.fold_problem, HasSubstr("a recording problem, not a player's violation"));
  EXPECT_THAT(audit.violations, IsEmpty());
  EXPECT_EQ(audit.Verdict(/*verify_only=*/false), AuditVerdict::kNotChecked);
}

// ReviewQuestion: the exact condition between undetermined and undeterminable, on the knowledge
// value alone.
class OpenVerdictTest : public ::testing::Test {
 protected:
  OpenVerdictTest() {
    auto decklist = Decklist::FromCards({"W010", "W011", "W050"});
    EXPECT_TRUE(decklist.ok());
    knowledge_ = SeatKnowledge(*decklist);
    handle_ = knowledge_.Mint(3);
    question_.card = CardId::Handle(Seat::kA, 1);
    question_.seq = 5;
    question_.code = "wheel.ambush.face-down";
    question_.rules = {"L32", "W-21"};
    question_.breaking = {{"W010", "A#1 was played face-down without Ambush"},
                          {"W011", "A#1 was played face-down without Ambush"}};
  }
  // A board where A#1 lies in A's zone `zone`.
  static Board BoardWith(const std::string& zone, bool hidden) {
    Board board;
    BoardPlayer a;
    a.seat = Seat::kA;
    BoardZone z;
    z.name = zone;
    z.hidden = hidden;
    BoardCard card;
    card.id = CardId::Handle(Seat::kA, 1);
    z.cards.push_back(card);
    a.zones.push_back(z);
    board.players.push_back(a);
    return board;
  }

  SeatKnowledge knowledge_;
  HandleIndex handle_ = 0;
  OpenQuestion question_;
};

TEST_F(OpenVerdictTest, ACardInAHiddenZoneIsSettledByItsRevealOrADeckCheckOfTheZone) {
  const ReviewedQuestion q = ReviewQuestion(question_, &knowledge_, BoardWith("hand", true));
  EXPECT_EQ(q.verdict, OpenVerdict::kUndetermined);
  EXPECT_EQ(q.settled_by, "a reveal of A#1 or a deck check of A's hand");
  EXPECT_THAT(q.possible, ElementsAre("W010", "W011", "W050"));
}

TEST_F(OpenVerdictTest, ACardFaceDownInAnOpenZoneIsSettledByItsReveal) {
  const ReviewedQuestion q = ReviewQuestion(question_, &knowledge_, BoardWith("field", false));
  EXPECT_EQ(q.verdict, OpenVerdict::kUndetermined);
  EXPECT_EQ(q.settled_by, "a reveal of A#1 (it lies face-down in A's field)");
}

TEST_F(OpenVerdictTest, ACardShuffledAwayUnseenWhoseCodesStillDisagreeIsUndeterminable) {
  knowledge_.Narrow(handle_, {"W010", "W050"}, 4);  // Something showed it is one of these.
  knowledge_.Retire(handle_);                       // Back into the deck, shuffled unseen.
  const ReviewedQuestion q = ReviewQuestion(question_, &knowledge_, Board{});
  EXPECT_EQ(q.verdict, OpenVerdict::kUndeterminable);
  EXPECT_THAT(q.possible, ElementsAre("W010", "W050"));
  EXPECT_EQ(q.settled_by,
            "A#1 went back into a hidden pile that was shuffled unseen: no card on the table bears "
            "that name again, so nothing the record can say settles whether it was W010 or W050");
}

TEST_F(OpenVerdictTest, ARetiredCardIsNotNarrowedByWhatLaterRevealsSayOfOtherCards) {
  // The one W050 is revealed later in another handle: the retired card could be that same W050
  // drawn again, so it stays W010, W011 or W050 and the question can never be settled.
  knowledge_.Retire(handle_);
  const HandleIndex later = knowledge_.Mint(8);
  knowledge_.Bind(later, "W050", 9, BindingSource::kTableReveal);
  ASSERT_FALSE(knowledge_.Check().has_value());
  const ReviewedQuestion q = ReviewQuestion(question_, &knowledge_, Board{});
  EXPECT_EQ(q.verdict, OpenVerdict::kUndeterminable);
  EXPECT_THAT(q.possible, ElementsAre("W010", "W011", "W050"));
}

TEST_F(OpenVerdictTest, WithoutKnowledgeAQuestionIsUndeterminedAndNamesTheReveal) {
  const ReviewedQuestion q = ReviewQuestion(question_, nullptr, Board{});
  EXPECT_EQ(q.verdict, OpenVerdict::kUndetermined);
  EXPECT_EQ(q.settled_by, "a reveal of A#1");
  EXPECT_THAT(q.possible, IsEmpty());
}

}  // namespace
}  // namespace tcgjudge
