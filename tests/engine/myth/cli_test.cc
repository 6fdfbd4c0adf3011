// 神话起源 end to end through the real `tcgjudge` binary: the sample games import and export
// byte-identically; append checks a decision against the rules (refused, recorded with
// --record-illegal, or stored); simulate plays bot games and measures the audit's recall on
// injected illegal decisions; log, show, audit and view read a myth game.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#ifndef TCGJUDGE_BINARY
#error "TCGJUDGE_BINARY names the tcgjudge executable (tests/engine/myth/CMakeLists.txt)"
#endif

namespace tcgjudge::myth::testing {
namespace {

namespace fs = std::filesystem;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/";
const std::string kClean = kSamples + "myth/sample-game.jsonl";
const std::string kIllegal = kSamples + "myth/sample-game-illegal.jsonl";

std::string ReadAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Ran {
  int exit_code = -1;
  std::string out;
  std::string err;
};

class MythCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("tcgjudge_myth_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs tcgjudge on this test's store with the bundled card sets; `args` are shell words.
  Ran Tcgjudge(const std::string& args) {
    const std::string out = (dir_ / "stdout").string();
    const std::string err = (dir_ / "stderr").string();
    const std::string command = "NO_COLOR=1 '" + std::string(TCGJUDGE_BINARY) + "' --db '" +
                                (dir_ / "store").string() + "' --cards '" + kSamples + "' " +
                                args + " >'" + out + "' 2>'" + err + "' </dev/null";
    const int status = std::system(command.c_str());
    return Ran{WIFEXITED(status) ? WEXITSTATUS(status) : -1, ReadAll(out), ReadAll(err)};
  }

  fs::path dir_;
};

TEST_F(MythCli, TheSamplesImportAndExportByteIdentically) {
  Ran imported = Tcgjudge("import '" + kClean + "' '" + kIllegal + "'");
  ASSERT_EQ(imported.exit_code, 0) << imported.err;
  for (const auto& [game, file] : {std::pair{"sample-myth-1", kClean}, {"sample-myth-2", kIllegal}}) {
    Ran exported = Tcgjudge(std::string("export ") + game);
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    EXPECT_EQ(exported.out, ReadAll(file)) << game;
  }
  Ran games = Tcgjudge("games");
  EXPECT_NE(games.out.find("sample-myth-1"), std::string::npos) << games.out;
  EXPECT_NE(games.out.find("myth"), std::string::npos);
}

TEST_F(MythCli, LogShowAuditAndViewReadAMythGame) {
  ASSERT_EQ(Tcgjudge("import '" + kIllegal + "'").exit_code, 0);
  Ran log = Tcgjudge("log sample-myth-2 --only violations");
  EXPECT_NE(log.out.find("myth.stack.insert-below-first"), std::string::npos) << log.out;
  EXPECT_NE(log.out.find("reversed"), std::string::npos) << log.out;
  EXPECT_NE(log.out.find("myth.spirit.use-face-down"), std::string::npos);
  EXPECT_NE(log.out.find("myth.combat.no-weapon"), std::string::npos);

  Ran show = Tcgjudge("show sample-myth-2 --at after:50");
  ASSERT_EQ(show.exit_code, 0) << show.err;
  EXPECT_NE(show.out.find("spirit zone"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("五雷诀"), std::string::npos) << "the stack's ① is shown: " << show.out;

  Ran audit = Tcgjudge("audit sample-myth-2");
  EXPECT_NE(audit.out.find("myth.trigger.mandatory"), std::string::npos) << audit.out;
  EXPECT_NE(audit.out.find("M-21"), std::string::npos) << "the remedy cites the myth reading";

  const fs::path page = dir_ / "myth.html";
  Ran view = Tcgjudge("view sample-myth-2 -o '" + page.string() + "'");
  ASSERT_EQ(view.exit_code, 0) << view.err;
  const std::string html = ReadAll(page);
  EXPECT_NE(html.find("妲己"), std::string::npos);
  EXPECT_NE(html.find("spirit zone"), std::string::npos);
}

TEST_F(MythCli, AppendChecksEachDecisionAgainstTheRules) {
  // The clean game up to A's first main phase: header, two shuffles, six passes (§17.4).
  std::istringstream lines(ReadAll(kClean));
  std::string prefix;
  std::string line;
  for (int i = 0; i < 9 && std::getline(lines, line); ++i) prefix += line + "\n";
  const fs::path start = dir_ / "start.jsonl";
  std::ofstream(start, std::ios::binary) << prefix;
  ASSERT_EQ(Tcgjudge("import '" + start.string() + "'").exit_code, 0);

  // 五雷诀 used without paying its 2 灵力 breaks §12.1: refused, nothing stored.
  const std::string event = R"({"game":"sample-myth-1","seq":10,"player":"A",)"
                            R"("decision":{"myth":{"useCard":{"card":"A05","targets":["A01"]}}}})";
  Ran illegal = Tcgjudge("append sample-myth-1 '" + event + "'");
  EXPECT_EQ(illegal.exit_code, 1) << illegal.out << illegal.err;
  EXPECT_NE((illegal.out + illegal.err).find("myth."), std::string::npos);

  const std::string place = R"({"game":"sample-myth-1","seq":10,"player":"A",)"
                            R"("decision":{"myth":{"placeSpirit":{"card":"A03"}}}})";
  Ran legal = Tcgjudge("append sample-myth-1 '" + place + "'");
  EXPECT_EQ(legal.exit_code, 0) << legal.out << legal.err;
  EXPECT_NE(legal.out.find("appended seq 10"), std::string::npos) << legal.out;

  const std::string other_game = R"({"game":"sample-myth-1","seq":11,"player":"A",)"
                                 R"("decision":{"ygo":{"nextPhase":"end"}}})";
  EXPECT_EQ(Tcgjudge("append sample-myth-1 '" + other_game + "'").exit_code, 3);

  Ran recorded = Tcgjudge("append sample-myth-1 --record-illegal '" +
                          std::string(R"({"game":"sample-myth-1","seq":11,"player":"B",)"
                                      R"("decision":{"pass":null}})") +
                          "'");
  EXPECT_EQ(recorded.exit_code, 0) << recorded.out << recorded.err;
  Ran log = Tcgjudge("log sample-myth-1 --only violations");
  EXPECT_NE(log.out.find("myth.window.priority"), std::string::npos) << log.out;
}

TEST_F(MythCli, SimulateFlagsEveryInjectedIllegalDecisionAndNothingElse) {
  Ran simulated = Tcgjudge("simulate --ruleset myth --games 3 --seed 7 --inject-illegal 0.05");
  ASSERT_EQ(simulated.exit_code, 0) << simulated.out << simulated.err;
  EXPECT_NE(simulated.out.find("recall 100%"), std::string::npos) << simulated.out;
  EXPECT_NE(simulated.out.find("precision: 0 violations not injected"), std::string::npos);
  Ran audit = Tcgjudge("audit --all");
  EXPECT_NE(audit.out.find("sim-7"), std::string::npos) << audit.out;
}

}  // namespace
}  // namespace tcgjudge::myth::testing
