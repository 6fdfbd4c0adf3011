// The replay viewer page as files and data (the page itself runs in tests/viewer/
// browser_test.py): what a seat may see (零次元 201(3), 202(3), 203(3), 204(5), 322(3)), the
// board parts and their deltas, a self-contained page that nothing can break out of, `show`'s
// colours, and `tcgjudge demo`.

#include "viewer/html_view.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "events/jsonl.h"
#include "store/rocks_event_log.h"
#include "tests/viewer/command_fixture.h"
#include "viewer/board_text.h"
#include "viewer/demo_command.h"
#include "viewer/judge_commands.h"
#include "viewer/rulesets.h"
#include "viewer/seat_view.h"
#include "viewer/view_data.h"

namespace tcgjudge {
namespace {

const std::string kCards = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl";
const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

CardId Id(const char* text) { return *CardId::Parse(text); }

BoardCard Card(const char* id, const char* name, bool face_down = false) {
  BoardCard card;
  card.id = Id(id);
  card.code = "BP02-001";
  card.name = name;
  card.face_down = face_down;
  return card;
}

// A's deck A04, life A05, hand A01, resource zone a face-down tapped A02 and a face-up A03; B's
// deck B04, hand B01, battle zone B02 with B03 attached face down (a level indicator).
Board SmallBoard() {
  Board board;
  board.ruleset = "zero";
  BoardPlayer a{Seat::kA, "甲", {}, {}};
  BoardCard a02 = Card("A02", "藏", true);
  a02.tapped = true;
  a.zones = {{"deck", true, {Card("A04", "牌")}},
             {"life", true, {Card("A05", "命")}},
             {"hand", true, {Card("A01", "手")}},
             {"resource", false, {a02, Card("A03", "源")}}};
  BoardPlayer b{Seat::kB, "乙", {}, {}};
  BoardCard b02 = Card("B02", "战");
  b02.attached = {Id("B03")};
  b.zones = {{"deck", true, {Card("B04", "牌")}},
             {"hand", true, {Card("B01", "秘")}},
             {"battle", false, {b02}}};
  board.players = {a, b};
  return board;
}

TEST(SeatView, ASeatSeesItsHandAndThePublicFaceUpCardsOnly) {
  const Board board = SmallBoard();
  EXPECT_EQ(VisibleCards(board, Seat::kA),
            (std::set<CardId>{Id("A01"), Id("A03"), Id("B02")}));  // Not A02: face down (322(3)).
  EXPECT_EQ(VisibleCards(board, Seat::kB), (std::set<CardId>{Id("A03"), Id("B01"), Id("B02")}));
}

TEST(SeatView, ARevealedCardOfAHiddenZoneIsSeenByBothSeats) {
  // 零次元 201(5), 616: A's deck top revealed, B's hand card revealed by an effect.
  Board board = SmallBoard();
  board.players[0].zones[0].cards[0].revealed = true;
  board.players[1].zones[1].cards[0].revealed = true;
  EXPECT_EQ(VisibleCards(board, Seat::kA),
            (std::set<CardId>{Id("A01"), Id("A03"), Id("A04"), Id("B01"), Id("B02")}));
  EXPECT_EQ(VisibleCards(board, Seat::kB),
            (std::set<CardId>{Id("A03"), Id("A04"), Id("B01"), Id("B02")}));
}

TEST(SeatView, UnseenCardIdsAreRedactedWithTheirCodeAndName) {
  const std::map<CardId, CardName> names = {{Id("B01"), {"BP02-017", "丝诺"}},
                                            {Id("B10"), {"BP02-003", "悟空"}}};
  const std::set<CardId> visible = {Id("B10")};
  EXPECT_EQ(RedactCardIds("playCard B01 BP02-017 · tap B10 BP02-003", visible, names),
            "playCard ? · tap B10 BP02-003");
  EXPECT_EQ(RedactCardIds("B used B01 丝诺 (a character)", visible, names),
            "B used ? (a character)");
  // Only whole ids: not inside words, not branch labels, not words that merely start with A/B.
  EXPECT_EQ(RedactCardIds("b1:P40 · A wins · XB01 · B01x · B0", visible, names),
            "b1:P40 · A wins · XB01 · B01x · B0");
}

TEST(ViewData, ASeatsBoardCountsWhatItMayNotSeeAndLeavesNoIdOfIt) {
  std::map<CardId, CardName> names;
  std::map<CardId, CardName> all;
  std::map<std::string, std::string> parts;
  for (auto& [key, value] : BoardParts(SmallBoard(), Seat::kA, names, all)) parts[key] = value;
  EXPECT_EQ(parts["Z1.hand"], "1");                                  // B's hand: a count (203(3)).
  EXPECT_EQ(parts["Z0.deck"], "1");                                  // Nobody's deck (201(3)).
  EXPECT_EQ(parts["Z0.life"], "1");                                  // Nor life (202(3)).
  EXPECT_EQ(parts["Z0.hand"], "[\"A01\"]");                          // The own hand.
  EXPECT_EQ(parts["Z0.resource"], "[{\"h\":1,\"t\":1},\"A03\"]");    // Face down: tapped, no id.
  EXPECT_EQ(parts["Z1.battle"], "[{\"i\":\"B02\",\"q\":[\"?\"]}]");  // Its face-down B03 unseen.
  EXPECT_EQ(names.size(), 3u);  // A01, A03, B02: only what A saw.
  EXPECT_EQ(names.count(Id("B01")), 0u);

  std::map<CardId, CardName> judge_names;
  std::map<std::string, std::string> judge;
  for (auto& [key, value] : BoardParts(SmallBoard(), std::nullopt, judge_names, all)) {
    judge[key] = value;
  }
  EXPECT_EQ(judge["Z1.hand"], "[\"B01\"]");
  EXPECT_EQ(judge["Z0.resource"], "[{\"i\":\"A02\",\"t\":1,\"f\":1},\"A03\"]");
  EXPECT_EQ(judge_names.size(), 8u);  // Every card in a zone; B03 is in none.
}

class ViewCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets(kCards);
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
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", path, std::nullopt); }), 0)
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
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", judge_path, std::nullopt); }),
            0);
  ASSERT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", seat_path, 0); }), 0);
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
  EXPECT_EQ(Run([&] { return ViewCommand(Context(), "sample-zero-1", seat_path, 2); }), 3);
  EXPECT_NE(err_.str().find("--seat 2: 0 (seat A) or 1 (seat B)"), std::string::npos);
  EXPECT_EQ(Run([&] { return ViewCommand(Context(), "no-such-game", seat_path, 0); }), 3);
}

TEST(HtmlView, NothingInTheDataCanCloseTheScriptElement) {
  EXPECT_EQ(ScriptSafeJson("{\"name\":\"</script><script>alert(1)</script>\"}"),
            "{\"name\":\"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\"}");
  EXPECT_EQ(HtmlEscape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
}

TEST(BoardText, ColoursOnlyWhenAsked) {
  const Board board = SmallBoard();
  const std::string plain = BoardText(board);
  const std::string coloured = BoardText(board, true);
  EXPECT_EQ(plain.find('\x1b'), std::string::npos);
  EXPECT_NE(coloured.find("\x1b[33mtapped\x1b[0m"), std::string::npos);
  // The same words once the colours are taken out.
  EXPECT_EQ(std::regex_replace(coloured, std::regex("\x1b\\[[0-9]*m"), ""), plain);
}

TEST_F(ViewCommandTest, TheDemoRunsTwiceAndNeverReplacesAStoreItDidNotMake) {
  DemoOptions options;
  options.db_path = (dir_ / "demo.db").string();
  options.out_dir = (dir_ / "pages").string();
  options.samples_dir = kSamples;
  for (int run = 0; run < 2; ++run) {
    ASSERT_EQ(Run([&] { return DemoCommand(Context(), options); }), 0) << err_.str();
    const std::string out = out_.str();
    EXPECT_NE(out.find("bad-1015        89   B    zero.attack.entered-this-turn"),
              std::string::npos);
    EXPECT_NE(out.find("appended seq 98 to bad-1015-table: reverse by J-0815"), std::string::npos);
    EXPECT_NE(out.find("8 events left behind as branch b1"), std::string::npos);
    EXPECT_NE(out.find("+++ bad-1015-table P78 (after seq 88)"), std::string::npos);
    for (const char* page :
         {"sample-zero-1.html", "sim-4.html", "bad-1015.html", "bad-1015-table.html",
          "bad-1015-table-seat-A.html", "bad-1015-table-seat-B.html"}) {
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
