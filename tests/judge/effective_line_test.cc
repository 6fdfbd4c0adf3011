// The effective line: what a 902 reversal, a back-up and a restore take out of the fold, and what
// they keep.

#include "judge/effective_line.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace tcgjudge {
namespace {

using ::testing::ElementsAre;

Event Make(uint32_t seq, EventBody body) {
  Event e;
  e.game = "g";
  e.seq = seq;
  if (std::holds_alternative<Decision>(body)) {
    e.actor = Seat::kA;
  } else if (std::holds_alternative<JudgeAction>(body)) {
    e.actor = JudgeActor{"J"};
  } else {
    e.actor = TableActor{};
  }
  e.body = std::move(body);
  return e;
}

std::vector<Event> Log() {
  return {Make(1, Header{}), Make(2, Decision(PassPriority{})), Make(3, Decision(PassPriority{})),
          Make(4, Fact(DieRollFact{6, 3, ""})), Make(5, JudgeAction{{}, "note", Note{}})};
}

TEST(EffectiveLine, JudgeEventsAreNeverFolded) {
  auto line = ComputeEffectiveLine(Log());
  ASSERT_TRUE(line.ok());
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 3, 4));
}

TEST(EffectiveLine, AReverseUndoesTheLatestDecisionAndTheFactsAfterIt_Rule902_1) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"902(1)"}, "", Reverse{3}}));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2));
  EXPECT_THAT(line->reversed, ElementsAre(3, 4));
}

TEST(EffectiveLine, OnlyTheLatestDecisionCanBeReversed) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"902"}, "", Reverse{2}}));
  auto line = ComputeEffectiveLine(log);
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(),
            "seq 6: reverses seq 2, which is not the latest effective decision (that is seq 3); "
            "going back further is a back-up (rewind)");
}

TEST(EffectiveLine, ABackUpSupersedesEverythingAfterItsPoint) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"902"}, "", BackUp{2}}));
  log.push_back(Make(7, Decision(PassPriority{})));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok());
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 7));
  EXPECT_THAT(line->superseded, ElementsAre(3, 4));
}

// 101(7), 901(6): a judge's declared result is the one judge event the fold applies.
TEST(EffectiveLine, ADeclaredResultStaysOnTheLine_Rule101_7) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"101(7)"}, "", GameResult{}}));
  log.push_back(Make(7, Decision(PassPriority{})));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 3, 4, 6, 7));
  // A decision after the result may still be reversed; the result stays.
  log.push_back(Make(8, JudgeAction{{"902(1)"}, "", Reverse{7}}));
  line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 3, 4, 6));
  auto through = LineThrough(log, 8);
  ASSERT_TRUE(through.ok()) << through.status().ToString();
  EXPECT_EQ(*through, line->seqs) << "LineThrough reads the line the same way";
}

// LineThrough finds the line without the book until the first reverse, back-up or restore: at
// every seq it is the book's line, and a wrong seq is refused as the book refuses it.
TEST(EffectiveLine, LineThroughIsTheBooksLineAtEverySeq) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"101(7)"}, "", GameResult{}}));
  log.push_back(Make(7, Decision(PassPriority{})));
  log.push_back(Make(8, JudgeAction{{}, "ruling", Ruling{}}));
  log.push_back(Make(9, JudgeAction{{"902(1)"}, "", Reverse{7}}));
  log.push_back(Make(10, Decision(PassPriority{})));
  log.push_back(Make(11, JudgeAction{{}, "", BackUp{3}}));
  log.push_back(Make(12, Decision(PassPriority{})));
  LineBook book;
  for (const Event& event : log) {
    ASSERT_TRUE(book.Take(event).ok());
    auto through = LineThrough(log, event.seq);
    ASSERT_TRUE(through.ok()) << through.status().ToString();
    EXPECT_EQ(*through, book.line()) << "through seq " << event.seq;
  }
  log[3].seq = 7;
  auto wrong = LineThrough(log, 5);
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.status().message(), "seq 7: the log's event 4 has another seq");
}

TEST(EffectiveLine, AReverseCannotReachPastADeclaredResult_A84) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"101(7)"}, "", GameResult{}}));
  log.push_back(Make(7, JudgeAction{{"902(1)"}, "", Reverse{3}}));
  const std::string message =
      "seq 7: reverses seq 3, but the judge declared the game's result at seq 6 after it; a "
      "declared result is taken back only by a back-up (rewind) to a position before it";
  auto line = ComputeEffectiveLine(log);
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(), message);
  auto through = LineThrough(log, 7);
  ASSERT_FALSE(through.ok());
  EXPECT_EQ(through.status().message(), message);
}

TEST(EffectiveLine, ABackUpBeforeADeclaredResultSupersedesIt_A84) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{"101(7)"}, "", GameResult{Seat::kB}}));
  log.push_back(Make(7, JudgeAction{{}, "the loop can be broken", BackUp{3}}));
  log.push_back(Make(8, Decision(PassPriority{})));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 3, 8));
  EXPECT_THAT(line->superseded, ElementsAre(4, 6));
}

TEST(EffectiveLine, ABackUpToASupersededEventIsRefused) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{}, "", BackUp{2}}));
  log.push_back(Make(7, JudgeAction{{}, "", BackUp{3}}));
  auto line = ComputeEffectiveLine(log);
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(),
            "seq 7: backs up to seq 3, which is not on the effective line");
}

// Issue 17: a restore undoes a back-up. The branch it left is the effective line again, and the
// line played after the back-up stays in the log as a new branch (nothing is deleted).
TEST(LineBook, ARestoreMakesTheBranchABackUpLeftTheEffectiveLineAgain) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{}, "", BackUp{2}}));
  log.push_back(Make(7, Decision(PassPriority{})));
  log.push_back(Make(8, JudgeAction{{}, "the back-up was a mistake", Restore{6}}));
  LineBook book;
  for (const Event& event : std::span(log).first(7)) ASSERT_TRUE(book.Take(event).ok());
  auto change = book.Take(log[7]);
  ASSERT_TRUE(change.ok()) << change.status().ToString();
  EXPECT_EQ(change->kept, 2u);
  EXPECT_THAT(change->undone, ElementsAre(7));
  EXPECT_THAT(change->restored, ElementsAre(3, 4));
  EXPECT_THAT(book.line(), ElementsAre(1, 2, 3, 4));
  ASSERT_EQ(book.branches().size(), 2u);
  EXPECT_EQ(book.branches()[1].left_by_seq, 8u);
  EXPECT_THAT(book.branches()[1].seqs, ElementsAre(1, 2, 7));
  EXPECT_EQ(book.StandingOf(3), Standing::kStanding);
  EXPECT_EQ(book.UndoneBy(3), std::nullopt);
  EXPECT_EQ(book.StandingOf(7), Standing::kSuperseded);
  EXPECT_EQ(book.UndoneBy(7), 8u);
  // The game goes on from the restored line; a reverse reaches its latest decision (902(1)).
  log.push_back(Make(9, JudgeAction{{"902(1)"}, "", Reverse{3}}));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2));
  EXPECT_THAT(line->reversed, ElementsAre(3, 4));
  EXPECT_THAT(line->superseded, ElementsAre(7));
}

TEST(LineBook, ARestoreIsUndoneByRestoringTheLineItLeft) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{}, "", BackUp{2}}));
  log.push_back(Make(7, Decision(PassPriority{})));
  log.push_back(Make(8, JudgeAction{{}, "", Restore{6}}));
  log.push_back(Make(9, JudgeAction{{}, "", Restore{8}}));
  log.push_back(Make(10, Decision(PassPriority{})));
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1, 2, 7, 10));
  EXPECT_THAT(line->superseded, ElementsAre(3, 4));
  // And backed up past like any line change.
  log.push_back(Make(11, JudgeAction{{}, "", BackUp{1}}));
  line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok()) << line.status().ToString();
  EXPECT_THAT(line->seqs, ElementsAre(1));
  EXPECT_THAT(line->superseded, ElementsAre(2, 3, 4, 7, 10));
}

TEST(LineBook, ARestoreOfNoBranchOrOfTheEffectiveLineIsRefused) {
  auto log = Log();
  log.push_back(Make(6, JudgeAction{{}, "", Restore{5}}));
  auto line = ComputeEffectiveLine(log);
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(),
            "seq 6: restores the line seq 5 left behind, but that event left no line behind (only "
            "a back-up or a restore does)");
  log.back() = Make(6, JudgeAction{{}, "", BackUp{2}});
  log.push_back(Make(7, JudgeAction{{}, "", Restore{6}}));
  log.push_back(Make(8, JudgeAction{{}, "", Restore{6}}));
  line = ComputeEffectiveLine(log);
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(),
            "seq 8: restores the line seq 6 left behind, which is on the effective line already");
}

// ----- left standing by ruling (issue 31) -------------------------------------------------------

TEST(LineBook, ARulingThatSettlesAViolationLeavesItStandingByRuling) {
  LineBook book;
  for (const Event& e : Log()) ASSERT_TRUE(book.Take(e).ok());
  JudgeAction ruling{{"318(6)"}, "it stands", Ruling{}};
  ruling.settles = {3};
  ASSERT_TRUE(book.Take(Make(6, ruling)).ok());
  JudgeAction penalty{{"318(6)"}, "again", Penalty{Seat::kA, PenaltyKind::kWarning}};
  penalty.settles = {3, 2};
  ASSERT_TRUE(book.Take(Make(7, penalty)).ok());
  EXPECT_EQ(book.StandingOf(3), Standing::kRuled);
  EXPECT_EQ(book.RuledBy(3), 6u);  // The first ruling to name it.
  EXPECT_EQ(book.StandingOf(2), Standing::kRuled);
  EXPECT_EQ(book.RuledBy(2), 7u);
  EXPECT_EQ(book.StandingOf(4), Standing::kStanding);
  EXPECT_EQ(book.UndoneBy(3), std::nullopt);
  EXPECT_EQ(StandingName(Standing::kRuled), "ruled");
  // The line itself is as it was: a ruling is for the record.
  EXPECT_THAT(book.line(), ElementsAre(1, 2, 3, 4));
}

TEST(LineBook, ARuledEventABackUpLeavesBehindIsSupersededNotRuled) {
  LineBook book;
  for (const Event& e : Log()) ASSERT_TRUE(book.Take(e).ok());
  JudgeAction ruling{{"318(6)"}, "it stands", Ruling{}};
  ruling.settles = {3};
  ASSERT_TRUE(book.Take(Make(6, ruling)).ok());
  ASSERT_TRUE(book.Take(Make(7, JudgeAction{{"902"}, "", BackUp{2}})).ok());
  EXPECT_EQ(book.StandingOf(3), Standing::kSuperseded);
  EXPECT_EQ(book.RuledBy(3), 6u);
}

}  // namespace
}  // namespace tcgjudge
