// `tcgjudge report` as a head judge files it: one self-contained HTML page of games with their
// players, results, violations (rule, standing, remedy), penalties and judge events with their
// signature status, linked into the viewer pages written beside it.

#include "cli/report_command.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

using testing::Has;
using testing::ReadFile;

namespace fs = std::filesystem;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

class ReportCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    LoadZeroRulesets();
    for (const char* name : {"sample-game", "bot-game-illegal"}) {
      const std::string path = kSamples + name + ".jsonl";
      ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
    }
    keys_ = (dir_ / "keys").string();
    ASSERT_EQ(Run([&] { return KeygenCommand(Context(), "J-0815", keys_); }), kExitOk);
  }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }

  ReportOptions Options(std::vector<std::string> games) {
    ReportOptions options;
    options.games = std::move(games);
    options.output = (dir_ / "out" / "report.html").string();
    options.keys_dir = keys_;
    fs::create_directories(dir_ / "out");
    return options;
  }

  std::string keys_;
};

TEST_F(ReportCommandTest, OnePageWithViolationsPenaltiesAndSignaturesLinkedIntoTheViewer) {
  ASSERT_EQ(Run([&] {
              return PenaltyCommand(
                  Context(), "bad-1015", JudgeEventOptions{"J-0815", keys_ + "/J-0815.key"}, "B",
                  "warning", {"318(6)"}, "attacked with B09 <the turn> it entered");
            }),
            kExitOk)
      << err_.str();
  ASSERT_EQ(Run([&] {
              return NoteCommand(Context(), "bad-1015", JudgeEventOptions{"J-0815", ""},
                                 "A called a judge");
            }),
            kExitOk);
  const ReportOptions options = Options({"bad-1015", "sample-zero-1"});
  ASSERT_EQ(Run([&] { return ReportCommand(Context(), options); }), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "report.html: 2 games")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "2 viewer pages beside it")) << out_.str();
  const std::string page = ReadFile(options.output);
  // Self-contained and printable: no script, nothing fetched, print CSS.
  EXPECT_FALSE(Has(page, "<script")) << "a report runs nothing";
  EXPECT_FALSE(Has(page, "http")) << "a report fetches nothing";
  EXPECT_TRUE(Has(page, "@media print"));
  // Players, results, every violation with its rule, standing and remedy.
  EXPECT_TRUE(Has(page, "陈思远 vs 林雨桐"));
  EXPECT_TRUE(Has(page, "B wins: "));
  EXPECT_TRUE(Has(page, "A wins: B conceded (101(4))"));
  EXPECT_TRUE(Has(page, "<a href=\"bad-1015.html#seq=89\">89</a>")) << "seqs link to the viewer";
  EXPECT_TRUE(Has(page, "318(6), 900(2)"));
  EXPECT_TRUE(Has(page, "back up to P"));
  EXPECT_TRUE(Has(page, "class=\"reversed\">reversed<"));
  EXPECT_TRUE(Has(page, "class=\"superseded\">superseded<"));
  EXPECT_TRUE(Has(page, "class=\"standing\">standing<"));
  // The penalty with its seat, kind and signature; every text escaped.
  EXPECT_TRUE(Has(page, "<td>B Bot B</td><td>warning</td><td>318(6)</td>")) << page;
  EXPECT_TRUE(Has(page, "attacked with B09 &lt;the turn&gt; it entered"));
  EXPECT_FALSE(Has(page, "<the turn>"));
  EXPECT_TRUE(Has(page, "class=\"valid\">valid</span> (key ")) << "signed with a trusted key";
  EXPECT_TRUE(Has(page, "class=\"unsigned\">unsigned<")) << "the note";
  EXPECT_TRUE(Has(page, "1 trusted key in " + keys_));
  // The viewer pages it links to, named (issue 31: "<game>.html" was printed as it stands).
  EXPECT_TRUE(fs::exists(dir_ / "out" / "bad-1015.html"));
  EXPECT_TRUE(fs::exists(dir_ / "out" / "sample-zero-1.html"));
  EXPECT_TRUE(Has(out_.str(), "beside it (" + (dir_ / "out" / "bad-1015.html").string() + ", ...)"))
      << out_.str();
  // Judge events with the times they were recorded (issue 31).
  EXPECT_TRUE(Has(page, "<th>seq</th><th>time</th><th>judge</th>")) << page;
  EXPECT_TRUE(Has(page, "<td class=\"num\">2026-11-21 14:05:18 UTC</td>")) << page;
}

// Issue 31: a ruling that settles violations shows them ruled, with the ruling and its signature.
TEST_F(ReportCommandTest, ViolationsARulingSettledAreRuledWithTheRulingsSeqAndSignature) {
  ASSERT_EQ(Run([&] {
              return RulingCommand(Context(), "bad-1015",
                                   JudgeEventOptions{"J-0815", keys_ + "/J-0815.key"}, {"318(6)"},
                                   "the attacks stand", {89, 97, 196, 230});
            }),
            kExitOk)
      << err_.str();
  const ReportOptions options = Options({"bad-1015"});
  ASSERT_EQ(Run([&] { return ReportCommand(Context(), options); }), kExitOk) << err_.str();
  const std::string page = ReadFile(options.output);
  EXPECT_TRUE(Has(page, "class=\"ruled\">ruled</span> by seq <a href=\"bad-1015.html#seq=315\">"
                        "315</a> (<span class=\"valid\">valid</span>)"))
      << page;
  EXPECT_FALSE(Has(page, "class=\"standing\">standing<")) << page;
  EXPECT_TRUE(Has(page, ">clean<")) << "the audit's verdict";
}

TEST_F(ReportCommandTest, ATournamentRoundSelectsItsGames) {
  ReportOptions options = Options({});
  options.tournament = "上海城市赛";
  options.round = 3;
  options.views = false;
  ASSERT_EQ(Run([&] { return ReportCommand(Context(), options); }), kExitOk) << err_.str();
  const std::string page = ReadFile(options.output);
  EXPECT_TRUE(Has(page, "<title>零次元 上海城市赛 2026 · round 3</title>")) << page.substr(0, 400);
  EXPECT_TRUE(Has(page, "id=\"game-sample-zero-1\""));
  EXPECT_FALSE(Has(page, "bad-1015"));
  EXPECT_FALSE(Has(page, ".html#seq=")) << "no viewer pages, no links";
  EXPECT_FALSE(fs::exists(dir_ / "out" / "sample-zero-1.html"));

  options.round = 4;
  EXPECT_EQ(Run([&] { return ReportCommand(Context(), options); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "no stored game of tournament '上海城市赛' round 4")) << err_.str();
}

TEST_F(ReportCommandTest, RefusesNoGameBothSelectionsAndUnknownGames) {
  ReportOptions both = Options({"bad-1015"});
  both.tournament = "x";
  EXPECT_EQ(Run([&] { return ReportCommand(Context(), both); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "name the games, or give --tournament")) << err_.str();
  EXPECT_EQ(Run([&] { return ReportCommand(Context(), Options({})); }), kExitBadInput);
  EXPECT_EQ(Run([&] { return ReportCommand(Context(), Options({"no-such-game"})); }),
            kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "no-such-game")) << err_.str();
  EXPECT_EQ(Run([&] {
              return ReportCommand(Context(), Options({"bad-1015", "bad-1015"}));
            }),
            kExitBadInput);
  EXPECT_FALSE(fs::exists(dir_ / "out" / "report.html")) << "nothing written";
}

}  // namespace
}  // namespace tcgjudge
