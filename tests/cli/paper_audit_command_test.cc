// The audit of a paper game on the command line (issue 29, docs/paper-games.md "The audit of a
// paper game", docs/errors.md "Audit verdicts"): a decision the record leaves open is printed
// apart from violations with what would settle it; a game whose only verdicts are open exits 6,
// never 0; the report and the viewer mark it neither as a violation nor as clean.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"
#include "cli/report_command.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

using testing::Has;
using testing::ReadFile;

namespace fs = std::filesystem;

const std::string kWheelSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/";

class PaperAuditCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = testing::LoadBundledRulesets();
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    for (const char* name : {"paper-game", "paper-game-open"}) {
      const std::string path = kWheelSamples + name + ".jsonl";
      ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
    }
  }
  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }
  int Audit(std::vector<std::string> games, bool json = false) {
    AuditCommandOptions options;
    options.games = std::move(games);
    options.keys_dir = (dir_ / "keys").string();
    return Run([&] { return AuditCommand(Context(json), options); });
  }
};

TEST_F(PaperAuditCommandTest, OnlyUndeterminedVerdictsExit6NotClean) {
  EXPECT_EQ(Audit({"paper-wheel-2"}), kExitOpen) << out_.str() << err_.str();
  EXPECT_EQ(kExitOpen, 6);
  const std::string out = out_.str();
  EXPECT_TRUE(Has(out,
                  "0 violations (0 standing) · 2 decisions open (2 undetermined, 0 "
                  "undeterminable)"))
      << out;
  // Each decision once, with what would settle it, then each rule it leaves open.
  EXPECT_TRUE(Has(out,
                  "  ? seq 5  A  undetermined · settled by: a reveal of A#2 (it lies "
                  "face-down in A's defense zone)\n      "))
      << out;
  EXPECT_TRUE(Has(out,
                  "      wheel.ambush.face-down  A#2's code decides whether A's decision "
                  "at event 5 breaks L32, W-21: it does if A#2 is "))
      << out;
  EXPECT_TRUE(Has(out,
                  "  ? seq 7  A  undetermined · settled by: a reveal of A#4 (it lies "
                  "face-down in A's defense zone)\n"))
      << out;
  EXPECT_FALSE(Has(out, "✗")) << "no violation";
  EXPECT_TRUE(Has(out,
                  "0 violations (0 left standing, in 0 games), 2 decisions left open (2 "
                  "undetermined, 0 undeterminable)"))
      << out;
}

TEST_F(PaperAuditCommandTest, AViolationALaterRevealSettledOutranksTheQuestionLeftOpen) {
  EXPECT_EQ(Audit({"paper-wheel-1"}), kExitRefused) << out_.str();
  const std::string out = out_.str();
  EXPECT_TRUE(Has(out,
                  "  ✗ seq 5  A  wheel.ambush.face-down  A#2 青铜卫士 was played face-down "
                  "without Ambush (settled at event 11: A#2 is W011)"))
      << out;
  EXPECT_TRUE(Has(out, "  ? seq 7  A  undetermined · settled by: a reveal of A#4")) << out;
  EXPECT_FALSE(Has(out, "  ? seq 5")) << out;
  EXPECT_TRUE(Has(out,
                  "1 violation (1 standing) · 1 decision open (1 undetermined, 0 "
                  "undeterminable)"))
      << out;
  // Both games: the gravest verdict decides the exit code.
  EXPECT_EQ(Audit({"paper-wheel-1", "paper-wheel-2"}), kExitRefused) << out_.str();
}

TEST_F(PaperAuditCommandTest, JsonCarriesEachOpenVerdictAndTheSummaryCountsThem) {
  EXPECT_EQ(Audit({"paper-wheel-2"}, /*json=*/true), kExitOpen) << out_.str();
  const std::string out = out_.str();
  EXPECT_TRUE(Has(out, "\"verdict\":\"open\"")) << out;
  EXPECT_TRUE(Has(out, "\"openQuestions\":[{\"seq\":5,\"player\":\"A\",\"card\":\"A#2\",")) << out;
  EXPECT_TRUE(Has(out,
                  "\"code\":\"wheel.ambush.face-down\",\"rules\":[\"L32\",\"W-21\"],"
                  "\"verdict\":\"undetermined\",\"message\":\"A#2's code decides"))
      << out;
  EXPECT_TRUE(Has(out,
                  "\"settledBy\":\"a reveal of A#2 (it lies face-down in A's defense "
                  "zone)\"}"))
      << out;
  EXPECT_TRUE(Has(out, "\"open\":1,\"undetermined\":2,\"undeterminable\":0,")) << out;
  EXPECT_TRUE(Has(out, "\"exitCode\":6}")) << out;
}

TEST_F(PaperAuditCommandTest, TheReportAndTheViewerMarkAnOpenDecisionApartFromViolations) {
  ReportOptions options;
  options.games = {"paper-wheel-2"};
  options.output = (dir_ / "out" / "report.html").string();
  options.keys_dir = (dir_ / "keys").string();
  fs::create_directories(dir_ / "out");
  ASSERT_EQ(Run([&] { return ReportCommand(Context(), options); }), kExitOk) << err_.str();
  const std::string page = ReadFile(options.output);
  EXPECT_TRUE(Has(page, "<span class=\"open\">open</span>")) << "the overview's verdict";
  EXPECT_TRUE(Has(page, "<h3>Open questions</h3>")) << page;
  EXPECT_TRUE(Has(page,
                  "<span class=\"undetermined\">undetermined</span></td><td>a reveal of "
                  "A#2 (it lies face-down in A&#39;s defense zone)</td>"))
      << page;
  EXPECT_FALSE(Has(page, "class=\"standing\">standing<")) << "no violation is shown";
  // The viewer's timeline: the decision at seq 7 carries its question ("q"), no violation ("v").
  const std::string view = ReadFile(dir_ / "out" / "paper-wheel-2.html");
  EXPECT_TRUE(Has(view, "{\"s\":7,")) << "the page's data";
  const size_t at = view.find("{\"s\":7,");
  const std::string event = view.substr(at, view.find("{\"s\":8,", at) - at);
  EXPECT_TRUE(Has(event, ",\"q\":[[")) << event;
  EXPECT_TRUE(Has(event, "[\"wheel.ambush.face-down\",[\"L32\",\"W-21\"],\"A#4's code decides"))
      << event;
  EXPECT_TRUE(Has(event,
                  "\"undetermined\",\"a reveal of A#4 (it lies face-down in A's defense "
                  "zone)\"]"))
      << event;
  EXPECT_FALSE(Has(event, ",\"v\":")) << event;
}

}  // namespace
}  // namespace tcgjudge
