// `tcgjudge view` and `tcgjudge demo`: the page is one self-contained file; a seat's page leaves
// out what that seat could not see; the demo runs twice and never replaces a store it did not
// make.

#include "cli/view_command.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/commands.h"
#include "cli/demo_command.h"
#include "cli/games_command.h"
#include "cli/rulesets.h"
#include "events/jsonl.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

class ViewCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = testing::LoadBundledRulesets();  // The demo imports every sample game.
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }
  CommandContext Context() { return CommandFixture::Context(false, rulesets_.get()); }
  std::string Read(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
  }
  std::unique_ptr<RulesetRegistry> rulesets_;
};

TEST_F(ViewCommandTest, ThePageIsOneSelfContainedFileThatRequestsNothing) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSamples + "sample-game.jsonl"}); }), 0);
  const std::string path = (dir_ / "game.html").string();
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", path, ""); }), 0)
      << err_.str();
  EXPECT_NE(out_.str().find("wrote " + path + ": sample-zero-1, 120 events, judge's view"),
            std::string::npos);
  const std::string page = Read(path);
  EXPECT_EQ(page.rfind("<!doctype html>", 0), 0u);
  EXPECT_NE(page.find("default-src 'none'"), std::string::npos);  // The policy forbids requests.
  EXPECT_EQ(page.find("http://"), std::string::npos);
  EXPECT_EQ(page.find("https://"), std::string::npos);
  EXPECT_EQ(page.find(" src="), std::string::npos);
  EXPECT_EQ(page.find("{{"), std::string::npos);  // Every marker filled.
  // The data and the script are inline; the log's words are in it.
  EXPECT_NE(page.find("\"game\":\"sample-zero-1\""), std::string::npos);
  EXPECT_NE(page.find("zero.play.not-action-phase"), std::string::npos);
  EXPECT_NE(page.find("window.tcgjudge"), std::string::npos);
}

TEST_F(ViewCommandTest, ASeatsPageHasNoShuffleOrderAndNoOpponentsHand) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSamples + "sample-game.jsonl"}); }), 0);
  const std::string judge_path = (dir_ / "judge.html").string();
  const std::string seat_path = (dir_ / "a.html").string();
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", judge_path, ""); }), 0);
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", seat_path, "A"); }), 0);
  const std::string judge = Read(judge_path);
  const std::string seat = Read(seat_path);
  EXPECT_NE(judge.find("'s deck, top first:"), std::string::npos);
  EXPECT_EQ(seat.find("'s deck, top first:"), std::string::npos);
  EXPECT_NE(seat.find("A's deck (50 cards, order unseen)"), std::string::npos);
  // The bottom card of B's shuffled deck (seq 4) is still there when the game ends: the judge's
  // page names it, A's page nowhere.
  std::string bottom;
  {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    ASSERT_TRUE(store.ok());
    auto events = (*store)->Read("sample-zero-1");
    ASSERT_TRUE(events.ok());
    const auto& shuffle = std::get<ShuffleFact>(std::get<Fact>((*events)[3].event.body));
    ASSERT_EQ(shuffle.seat, Seat::kB);
    bottom = shuffle.order.back().ToString();
  }
  const std::regex card("\\b" + bottom + "\\b");
  EXPECT_TRUE(std::regex_search(judge, card)) << bottom;
  EXPECT_FALSE(std::regex_search(seat, card)) << bottom;
  EXPECT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", seat_path, "C"); }), 3);
  EXPECT_NE(err_.str().find("--seat C: give a seat letter, A or B"), std::string::npos);
  EXPECT_EQ(Run([&] { return ViewCommand(Context(), "no-such-game", seat_path, "A"); }), 3);
}

TEST_F(ViewCommandTest, TheDemoRunsTwiceAndNeverReplacesAStoreItDidNotMake) {
  DemoOptions options;
  options.db_path = (dir_ / "demo.db").string();
  options.out_dir = (dir_ / "pages").string();
  options.samples_dir = kSamples + "..";  // The bundled layout: a folder per ruleset.
  for (int run = 0; run < 2; ++run) {
    ASSERT_EQ(Run([&] { return DemoCommand(Context(), options); }), 0) << err_.str();
    const std::string out = out_.str();
    EXPECT_NE(out.find("bad-1015        89   B    zero.attack.entered-this-turn"),
              std::string::npos);
    EXPECT_NE(out.find("appended seq 98 to bad-1015-table: reverse by J-0815"), std::string::npos);
    EXPECT_NE(out.find("8 events left behind as branch b1"), std::string::npos);
    EXPECT_NE(out.find("+++ bad-1015-table P78 (after seq 88)"), std::string::npos);
    // Issue 31: the commands it prints paste: the demo's store named, rules and note quoted.
    EXPECT_NE(out.find("$ tcgjudge --db " + options.db_path +
                       " rewind bad-1015-table --to P78 --judge J-0815 --rule '318(6)' --rule "
                       "'900(2)' --note 'The illegal decision at seq 89"),
              std::string::npos)
        << out;
    EXPECT_EQ(out.find("'…'"), std::string::npos) << out;
    // The Yu-Gi-Oh sample with its illegal plays gets the same scene, with its own rules.
    EXPECT_NE(out.find("ygo: a judge is called to the table after seq 13 of sample-ygo-2"),
              std::string::npos);
    EXPECT_NE(out.find("appended seq 14 to sample-ygo-2-table: reverse by J-0815"),
              std::string::npos);
    const size_t ygo_scene = out.find("ygo: a judge is called");
    const std::string scene =
        out.substr(ygo_scene, out.find("the replay viewer pages") - ygo_scene);
    EXPECT_EQ(scene.find("902"), std::string::npos) << "a 零次元 rule in the ygo scene:\n" << scene;
    for (const char* page :
         {"sample-zero-1.html", "sim-4.html", "bad-1015.html", "bad-1015-table.html",
          "bad-1015-table-seat-A.html", "bad-1015-table-seat-B.html", "sample-ygo-1.html",
          "sample-ygo-2-table.html", "sample-ygo-2-table-seat-B.html"}) {
      EXPECT_TRUE(std::filesystem::exists(dir_ / "pages" / page)) << page;
    }
  }
  // A store the demo did not make is left alone.
  options.db_path = (dir_ / "store").string();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSamples + "sample-game.jsonl"}); }), 0);
  EXPECT_EQ(Run([&] { return DemoCommand(Context(), options); }), 3);
  EXPECT_NE(err_.str().find("is not a store an earlier demo made"), std::string::npos);
  EXPECT_EQ(Run([&] { return GamesCommand(Context()); }), 0);
  EXPECT_NE(out_.str().find("sample-zero-1"), std::string::npos);
}

}  // namespace
}  // namespace tcgjudge
