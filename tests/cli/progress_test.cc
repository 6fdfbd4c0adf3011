// The progress of a command over many games (cli/progress.h): on standard error only when it is a
// terminal (a flag the caller passes; here a fake terminal), never otherwise; used by import,
// simulate, audit and report.

#include "cli/progress.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli/judge_event_commands.h"
#include "cli/report_command.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

TEST(Progress, OnATerminalRewritesItsLineInPlaceAndClearsItWhenDone) {
  std::ostringstream err;
  {
    Progress progress(&err, /*terminal=*/true, "audit", 3);
    progress.Update(1);
    progress.Update(3);
    EXPECT_EQ(err.str(), "\raudit: 1/3 games\raudit: 3/3 games");
  }
  EXPECT_EQ(err.str(), "\raudit: 1/3 games\raudit: 3/3 games\r\033[K");
}

TEST(Progress, WritesNothingWhenTheStreamIsNoTerminal) {
  std::ostringstream err;
  {
    Progress progress(&err, /*terminal=*/false, "audit", 3);
    progress.Update(1);
    progress.Update(3);
  }
  EXPECT_EQ(err.str(), "");
}

TEST(Progress, WritesNothingForOneGameOrWithoutAStream) {
  std::ostringstream err;
  {
    Progress one(&err, true, "audit", 1);
    one.Update(1);
    Progress none(nullptr, true, "audit", 3);
    none.Update(2);
  }
  EXPECT_EQ(err.str(), "");
}

// The commands over many games: progress on ctx.err when ctx.err_terminal, nothing otherwise.
class ProgressCommandsTest : public testing::ZeroCommandFixture {
 protected:
  CommandContext Context(bool terminal) {
    CommandContext ctx = ZeroCommandFixture::Context();
    ctx.err = &progress_;
    ctx.err_terminal = terminal;
    return ctx;
  }

  // Runs `command` with a fresh progress stream; returns what it wrote there.
  template <typename F>
  std::string ProgressOf(F&& command) {
    progress_.str("");
    EXPECT_EQ(Run(command), kExitOk) << err_.str();
    return progress_.str();
  }

  std::ostringstream progress_;
};

TEST_F(ProgressCommandsTest, SimulateImportAuditAndReportShowProgressOnATerminalOnly) {
  for (bool terminal : {true, false}) {
    SCOPED_TRACE(terminal ? "a terminal" : "no terminal");
    std::filesystem::remove_all(dir_ / "store");
    SimulateOptions simulate;
    simulate.ruleset = "zero";
    simulate.games = 2;
    simulate.seed = 7;
    const std::string simulated =
        ProgressOf([&] { return SimulateCommand(Context(terminal), simulate); });
    // Both bundled bot games in one file: an import of two games.
    std::string both;
    for (const char* name : {"bot-game-clean.jsonl", "bot-game-illegal.jsonl"}) {
      std::ifstream in(SampleDir() + name, std::ios::binary);
      both += std::string(std::istreambuf_iterator<char>(in), {});
    }
    const std::string file = WriteTemp("two-games.jsonl", both);
    const std::string imported =
        ProgressOf([&] { return ImportCommand(Context(terminal), {file}); });
    AuditCommandOptions audit;
    audit.all = true;
    audit.verify = true;  // Integrity only: bad-1015 breaks rules (exit 1 otherwise).
    audit.keys_dir = (dir_ / "no-keys").string();
    const std::string audited = ProgressOf([&] { return AuditCommand(Context(terminal), audit); });
    ReportOptions report;
    report.games = {"sim-7", "sim-8"};
    report.output = (dir_ / "report" / "report.html").string();
    report.keys_dir = audit.keys_dir;
    const std::string reported =
        ProgressOf([&] { return ReportCommand(Context(terminal), report); });
    if (!terminal) {
      EXPECT_EQ(simulated + imported + audited + reported, "");
      continue;
    }
    EXPECT_NE(simulated.find("\rsimulate: 2/2 games\r\033[K"), std::string::npos) << simulated;
    EXPECT_NE(imported.find("\rimport: " + file + ": 2/2 games\r\033[K"), std::string::npos)
        << imported;
    EXPECT_NE(audited.find("\raudit: 4/4 games\r\033[K"), std::string::npos) << audited;
    EXPECT_NE(reported.find("\rreport: 2/2 games\r\033[K"), std::string::npos) << reported;
    EXPECT_NE(reported.find("\rreport: viewer pages: 2/2 games\r\033[K"), std::string::npos)
        << reported;
  }
}

}  // namespace
}  // namespace tcgjudge
