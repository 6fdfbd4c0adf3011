// What-if (judge/whatif.h): the effective line replayed without one decision reports the first
// later event that becomes inapplicable or illegal, and how the final positions differ.

#include "judge/whatif.h"

#include <gtest/gtest.h>

#include "judge/diff.h"
#include "judge/effective_line.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::SampleGame;
using testing::Zero;

// The seq of the first decision of `log` matching `pred`.
template <typename Pred>
uint32_t FirstDecision(const std::vector<Event>& log, Pred&& pred) {
  for (const Event& e : log) {
    if (const auto* d = std::get_if<Decision>(&e.body); d != nullptr && pred(*d)) return e.seq;
  }
  return 0;
}

TEST(WhatIf, WithoutTheLastDecisionNothingLaterBreaks) {
  const std::vector<Event> log = SampleGame("bot-game-clean");
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok());
  const uint32_t last = line->seqs.back();
  ASSERT_TRUE(IsDecision(log[last - 1]));
  auto report = WhatIfWithout(Zero(), log, last);
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  EXPECT_EQ(report->later_events, 0u);
  EXPECT_FALSE(report->first_break.has_value());
  EXPECT_NE(report->recorded_hash, report->whatif_hash) << "the game did not end the same way";
  EXPECT_FALSE(DiffBoards(report->recorded_board, report->whatif_board).empty());
}

TEST(WhatIf, WithoutAPlayedCardTheFirstLaterUseOfItIsInapplicable) {
  const std::vector<Event> log = SampleGame("sample-game");
  // Seq 13: A plays A01 (paying with A47); later decisions use A01 on the battle zone.
  const uint32_t play = FirstDecision(log, [](const Decision& d) {
    return std::holds_alternative<PlayCard>(d) && std::get<PlayCard>(d).card.ToString() == "A01";
  });
  ASSERT_EQ(play, 13u);
  auto report = WhatIfWithout(Zero(), log, play);
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  ASSERT_TRUE(report->first_break.has_value());
  const WhatIfBreak& broken = *report->first_break;
  EXPECT_GT(broken.seq, play);
  if (broken.inapplicable) {
    EXPECT_FALSE(broken.reason.empty());
    EXPECT_EQ(report->stopped_at, broken.seq) << "the replay stops at it";
    EXPECT_LT(report->replayed, report->later_events);
  } else {
    EXPECT_FALSE(broken.violations.empty());
  }
  // Nothing before the break was reported: every event between applies as recorded.
  EXPECT_NE(report->recorded_hash, report->whatif_hash);
}

TEST(WhatIf, WithoutAPassTheNextPlayersPassBecomesIllegal) {
  // Seq 6 and 7 are A's and B's passes in the start step; without A's, B passes without
  // priority.
  const std::vector<Event> log = SampleGame("sample-game");
  ASSERT_TRUE(std::holds_alternative<PassPriority>(std::get<Decision>(log[5].body)));
  auto report = WhatIfWithout(Zero(), log, 6);
  ASSERT_TRUE(report.ok()) << report.status().ToString();
  ASSERT_TRUE(report->first_break.has_value());
  EXPECT_EQ(report->first_break->seq, 7u);
  EXPECT_FALSE(report->first_break->inapplicable);
  ASSERT_FALSE(report->first_break->violations.empty());
  EXPECT_EQ(report->first_break->violations.front().code, "zero.priority.pass-without-priority");
  // Every later event is something a table can do: the replay goes on to the end,
  // flagging what the missing pass made illegal.
  EXPECT_FALSE(report->stopped_at.has_value()) << report->stop_reason;
}

TEST(WhatIf, RefusesWhatIsNotAnEffectiveDecision) {
  const std::vector<Event> log = SampleGame("sample-game");
  struct Case {
    uint32_t seq;
    std::string why;
  };
  for (const Case& c : {Case{1, "header, not a decision"}, Case{3, "shuffle, not a decision"},
                        Case{5, "note, not a decision"}, Case{25, "reversed"},
                        Case{58, "superseded"}, Case{9999, "not in the log"}}) {
    auto report = WhatIfWithout(Zero(), log, c.seq);
    ASSERT_FALSE(report.ok()) << c.seq;
    EXPECT_EQ(report.status().code(), StatusCode::kInvalidInput);
    EXPECT_NE(report.status().message().find(c.why), std::string::npos)
        << report.status().message();
  }
}

// What-if and diff share one board diff (judge/diff.h): the played card leaves the hand and its
// payment taps a resource.
TEST(WhatIf, ItsDifferencesAreTheBoardDiffs) {
  const std::vector<Event> log = SampleGame("sample-game");
  auto line = ComputeEffectiveLine(log);
  ASSERT_TRUE(line.ok());
  auto states = testing::StatesAlong(testing::EventsOf(log, line->seqs));
  ASSERT_GE(states.size(), 13u);
  // The note at seq 5 is not on the line: line index i is seq i + 2 from seq 6 on.
  ASSERT_EQ(line->seqs[11], 13u);
  const Board before = Zero().MakeBoard(*states[10]);  // After seq 12.
  const Board after = Zero().MakeBoard(*states[11]);   // After seq 13: A01 played.
  EXPECT_TRUE(DiffBoards(before, before).empty());
  std::string all;
  for (const DiffLine& l : DiffBoards(before, after)) all += DiffLineText(l) + "\n";
  EXPECT_NE(all.find("-A hand: A01 "), std::string::npos) << all;
  EXPECT_NE(all.find("+A resource: A47 "), std::string::npos) << all;
  EXPECT_NE(all.find(" · tapped"), std::string::npos) << all;
}

}  // namespace
}  // namespace tcgjudge
