// docs/log-format.md section 5.3.2 (the Yu-Gi-Oh turn flow) against the engine: the windows its
// table lists come in the order the engine opens them when both players only pass, the number of
// passes it gives for an attack is the engine's, and who holds priority first is as it says.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

std::string Section532() {
  std::ifstream in(std::string(TCGJUDGE_SOURCE_DIR) + "/docs/log-format.md");
  std::ostringstream content;
  content << in.rdbuf();
  const std::string doc = content.str();
  const size_t begin = doc.find("#### 5.3.2");
  const size_t end = doc.find("#### 5.3.3");
  EXPECT_NE(begin, std::string::npos);
  return doc.substr(begin, end - begin);
}

// The first column of the section's table, row by row.
std::vector<std::string> DocumentedMoments() {
  std::istringstream in(Section532());
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| ", 0) != 0 || line.rfind("| moment", 0) == 0) continue;
    out.push_back(line.substr(2, line.find(" |", 2) - 2));
  }
  return out;
}

// The engine's window, named as the table names it.
std::string Moment(const State& s) {
  static constexpr const char* kPhases[] = {"draw phase",   "standby phase", "main phase 1",
                                            "battle phase", "main phase 2",  "end phase"};
  static constexpr const char* kTimings[] = {
      "",   "start", "before damage calculation", "damage calculation", "after damage calculation",
      "end"};
  if (s.turn.timing != DamageTiming::kNone) {
    return std::string("damage step: ") + kTimings[static_cast<int>(s.turn.timing)];
  }
  if (s.combat.active()) return "an attack declared";
  if (s.turn.phase != Phase::kBattle) return kPhases[static_cast<int>(s.turn.phase)];
  static constexpr const char* kSteps[] = {"", "start step", "battle step", "", "end step"};
  return std::string("battle phase, ") + kSteps[static_cast<int>(s.turn.step)];
}

bool Starts(const std::string& row, const std::string& moment) { return row.rfind(moment, 0) == 0; }

// Passes from `t`'s present window until `done`, recording each window once, in order.
std::vector<std::string> Windows(Table& t, const std::function<bool(const State&)>& done,
                                 int* passes) {
  std::vector<std::string> out;
  while (!done(t.state())) {
    const std::string moment = Moment(t.state());
    if (out.empty() || out.back() != moment) out.push_back(moment);
    t.Do(t.state().waiting_for, PassPriority{});
    ++*passes;
  }
  return out;
}

TEST(YgoRule3_2, TheDocumentedWindowsAreTheEnginesInOrder) {
  const std::vector<std::string> rows = DocumentedMoments();
  ASSERT_EQ(rows.size(), 14u) << Section532();
  // A turn of passes (turn 2, B's): every phase and battle-phase step, in the table's order.
  Table t(TestHeader(Decks{}, Decks{}));
  t.To(Seat::kB, Phase::kDraw);
  int passes = 0;
  const std::vector<std::string> turn = Windows(
      t, [](const State& s) { return s.turn.number == 3; }, &passes);
  std::vector<std::string> documented;
  for (const std::string& row : rows) {
    if (row.rfind("an attack", 0) != 0 && row.rfind("damage step", 0) != 0) {
      documented.push_back(row);
    }
  }
  ASSERT_EQ(turn.size(), documented.size());
  for (size_t i = 0; i < turn.size(); ++i) {
    EXPECT_TRUE(Starts(documented[i], turn[i])) << documented[i] << " / engine: " << turn[i];
  }
  EXPECT_EQ(passes, 2 * static_cast<int>(turn.size())) << "two passes end each window";
}

TEST(YgoRule3_2_P4_3, AnAttackTakesTheDocumentedPassesThroughTheDocumentedWindows) {
  const std::vector<std::string> rows = DocumentedMoments();
  Table t(TestHeader(Decks{{kLusterDragon}, {}}, Decks{{kBlueEyes}, {}}));
  t.Place(A(1), M(1));
  t.Place(B(1), M(1));
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, ygo::Attack{B(1), A(1)});
  int passes = 0;
  const std::vector<std::string> attack = Windows(
      t, [](const State& s) { return !s.combat.active() && s.turn.timing == DamageTiming::kNone; },
      &passes);
  std::vector<std::string> documented;
  for (const std::string& row : rows) {
    if (row.rfind("an attack", 0) == 0 || row.rfind("damage step", 0) == 0) {
      documented.push_back(row);
    }
  }
  ASSERT_EQ(attack.size(), documented.size());
  for (size_t i = 0; i < attack.size(); ++i) {
    EXPECT_TRUE(Starts(documented[i], attack[i])) << documented[i] << " / engine: " << attack[i];
  }
  EXPECT_EQ(passes, 12);
  EXPECT_NE(Section532().find("an attack with no response takes twelve passes"), std::string::npos);
}

TEST(YgoRule3_2, WhoHoldsPriorityFirstIsAsDocumented) {
  const std::string doc = Section532();
  EXPECT_NE(doc.find("The turn player holds\npriority first in every window"), std::string::npos);
  EXPECT_NE(doc.find("the **summoning player** holds priority first"), std::string::npos);
  EXPECT_NE(doc.find("the **opponent of the activating player** holds priority"),
            std::string::npos);
  Table t(TestHeader(Decks{}, Decks{{kLusterDragon, kBookOfMoon}, {}}));
  t.Place(A(1), M(1));
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "the turn player first";
  t.Do(Seat::kB, NormalSummon{B(1), M(1), {}});
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "the summoner first in the summon's window";
  t.BothPass();
  ASSERT_TRUE(t.state().chain.summoning.empty());
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
  t.Do(Seat::kB, Activate{B(2), 0, S(1), {A(1)}, {}});
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "the activating player's opponent";
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
