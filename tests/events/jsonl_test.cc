// JSON Lines files: every line one event, errors that name file and line.

#include "events/jsonl.h"

#include <gtest/gtest.h>

#include "events/codec.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

std::string Line(uint32_t seq) {
  return R"({"game":"g1","seq":)" + std::to_string(seq) +
         R"(,"player":"A","decision":{"pass":null}})";
}

TEST(ParseJsonLines, NumbersEventsByTheirLine) {
  auto lines = ParseJsonLines(Line(2) + "\n\n" + Line(3) + "\n", "f.jsonl");
  ASSERT_TRUE(lines.ok()) << lines.status().ToString();
  ASSERT_EQ(lines->size(), 2u);
  EXPECT_EQ((*lines)[0].line, 1);
  EXPECT_EQ((*lines)[1].line, 3) << "blank lines are skipped but counted";
  EXPECT_EQ((*lines)[1].event.seq, 3u);
}

TEST(ParseJsonLines, AcceptsCrLfAndAByteOrderMark) {
  auto lines = ParseJsonLines("\xEF\xBB\xBF" + Line(2) + "\r\n", "f.jsonl");
  ASSERT_TRUE(lines.ok()) << lines.status().ToString();
  EXPECT_EQ(lines->size(), 1u);
}

TEST(ParseJsonLines, EmptyFileIsRefused) {
  auto lines = ParseJsonLines(" \n\n", "empty.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message(),
            "empty.jsonl: file is empty: a game log needs at least its header event");
}

TEST(ParseJsonLines, TruncatedFileIsRefusedAtItsLastLine) {
  std::string text = Line(2) + "\n" + Line(3);
  text.resize(text.size() - 5);
  auto lines = ParseJsonLines(text, "cut.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().code(), StatusCode::kInvalidInput);
  EXPECT_EQ(lines.status().message().rfind("cut.jsonl:2: the file ends without a newline", 0), 0u)
      << lines.status().message();
}

TEST(ParseJsonLines, MalformedLineIsNamed) {
  auto lines = ParseJsonLines(Line(2) + "\n{\"game\":\n" + Line(4) + "\n", "bad.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message().rfind("bad.jsonl:2: ", 0), 0u) << lines.status().message();
}

TEST(ParseJsonLines, UnknownFieldIsNamedWithItsLine) {
  auto lines = ParseJsonLines(
      Line(2) + "\n" + R"({"game":"g1","seq":3,"player":"A","decision":{"pass":null},"x":1})" +
          "\n",
      "f.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message(), "f.jsonl:2: unknown field \"x\" (not in the log schema)");
}

TEST(ParseJsonLines, InvalidUtf8IsRefused) {
  auto lines = ParseJsonLines(R"({"game":"g1","seq":2,"judge":"J)" + std::string("\xff") +
                                  R"(","judgeAction":{"note":null}})" + "\n",
                              "latin1.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message(), "latin1.jsonl:1: not valid UTF-8 (byte 32 of the line)");
}

TEST(ParseJsonLines, OverlongLineIsRefusedWithoutParsing) {
  std::string huge = R"({"game":"g1","seq":2,"judge":"J","judgeAction":{"note":null},"text":")" +
                     std::string(kMaxJsonLineBytes, 'x') + "\"}\n";
  auto lines = ParseJsonLines(huge, "huge.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message(), "huge.jsonl:1: line is longer than 1 MiB");
}

TEST(ForEachJsonLine, AFileOfMoreThanTheMostLinesIsRefusedAtTheFirstLinePastIt) {
  std::string many;
  for (int i = 0; i < kMaxJsonLines + 1; ++i) many += "{}\n";
  int parsed = 0;
  Status status = ForEachJsonLine(many, "many.jsonl", "empty", [&](int, std::string_view) {
    ++parsed;
    return Status::Ok();
  });
  EXPECT_EQ(status.message(),
            "many.jsonl:1000001: more than 1000000 lines: split the file (one "
            "game per file is enough)");
  EXPECT_EQ(parsed, kMaxJsonLines);
}

TEST(ForEachJsonLine, BlankLinesCountTowardsTheMostLines) {
  std::string blank_then_one = std::string(kMaxJsonLines, '\n') + "{}\n";
  Status status = ForEachJsonLine(blank_then_one, "blank.jsonl", "empty",
                                  [&](int, std::string_view) { return Status::Ok(); });
  EXPECT_EQ(status.code(), StatusCode::kInvalidInput);
  EXPECT_NE(status.message().find("blank.jsonl:1000001: more than"), std::string::npos);
}

TEST(ParseJsonLines, AUtf16FileIsRefusedAsUtf16) {
  const std::string utf16le = std::string("\xFF\xFE{\0}\0\n\0", 8);
  auto lines = ParseJsonLines(utf16le, "utf16.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().message(),
            "utf16.jsonl: the file is UTF-16 (it starts with a UTF-16 byte order mark); JSON "
            "Lines files must be UTF-8: save it as UTF-8");
  EXPECT_FALSE(ParseJsonLines(std::string("\xFE\xFF\0{\0}\0\n", 8), "be.jsonl").ok());
}

TEST(ReadJsonLinesFile, MissingFileIsAnIoError) {
  auto lines = ReadJsonLinesFile("/nonexistent/game.jsonl");
  ASSERT_FALSE(lines.ok());
  EXPECT_EQ(lines.status().code(), StatusCode::kIoError);
  EXPECT_EQ(lines.status().message(), "/nonexistent/game.jsonl: no such file");
}

TEST(ReadJsonLinesFile, DirectoryIsRefused) {
  auto lines = ReadJsonLinesFile(::testing::TempDir());
  ASSERT_FALSE(lines.ok());
  EXPECT_NE(lines.status().message().find("not a regular file"), std::string::npos);
}

TEST(ToJsonLines, IsParsedBackToTheSameEvents) {
  std::vector<Event> events;
  for (const auto& named : testing::EveryEventKind()) events.push_back(named.event);
  const std::string text = ToJsonLines(events);
  auto lines = ParseJsonLines(text, "all.jsonl");
  ASSERT_TRUE(lines.ok()) << lines.status().ToString();
  ASSERT_EQ(lines->size(), events.size());
  for (size_t i = 0; i < events.size(); ++i) EXPECT_EQ((*lines)[i].event, events[i]);
}

// The judge's declared result (docs/log-format.md, 5.4): a draw and a winner, as written and read.
TEST(ToJsonLines, AJudgesDeclaredResultRoundTrips) {
  const std::string draw =
      R"j({"game":"g1","seq":7,"prevHash":")j" + std::string(64, '0') +
      R"j(","judge":"J-7","judgeAction":{"rules":["901(6)","101(7)"],"text":"loop",)j"
      R"j("result":{"draw":null}}})j";
  const std::string winner = R"j({"game":"g1","seq":8,"prevHash":")j" + std::string(64, '0') +
                             R"j(","judge":"J-7","judgeAction":{"rules":["101(7)"],)j"
                             R"j("result":{"winner":"B"}}})j";
  auto lines = ParseJsonLines(draw + "\n" + winner + "\n", "result.jsonl");
  ASSERT_TRUE(lines.ok()) << lines.status().ToString();
  ASSERT_EQ(lines->size(), 2u);
  const auto& first = std::get<JudgeAction>((*lines)[0].event.body);
  EXPECT_EQ(first.rules, (std::vector<std::string>{"901(6)", "101(7)"}));
  EXPECT_EQ(std::get<GameResult>(first.action).winner, std::nullopt);
  EXPECT_TRUE(IsResult((*lines)[0].event));
  EXPECT_TRUE(IsFolded((*lines)[0].event)) << "unlike any other judge event";
  EXPECT_EQ(EventKindName((*lines)[0].event), "result");
  const auto& second = std::get<JudgeAction>((*lines)[1].event.body);
  EXPECT_EQ(std::get<GameResult>(second.action).winner, Seat::kB);
  const std::vector<Event> events = {(*lines)[0].event, (*lines)[1].event};
  EXPECT_EQ(ToJsonLines(events), draw + "\n" + winner + "\n") << "the canonical form";
}

// Undoing a back-up (docs/log-format.md, 5.4): the example of the document, as written and read.
TEST(ToJsonLines, ARestoreRoundTrips) {
  const std::string line = R"j({"game":"table-9","seq":61,"prevHash":")j" + std::string(64, '0') +
                           R"j(","judge":"J-0815","judgeAction":{"text":"undone",)j"
                           R"j("restore":{"leftBySeq":60}}})j";
  auto lines = ParseJsonLines(line + "\n", "restore.jsonl");
  ASSERT_TRUE(lines.ok()) << lines.status().ToString();
  ASSERT_EQ(lines->size(), 1u);
  const Event& event = (*lines)[0].event;
  EXPECT_EQ(std::get<Restore>(std::get<JudgeAction>(event.body).action).left_by_seq, 60u);
  EXPECT_FALSE(IsFolded(event)) << "it chooses the line; it is not folded";
  EXPECT_EQ(EventKindName(event), "restore");
  auto decoded = DecodeEvent(EncodeEvent(event));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, event);
  EXPECT_EQ(ToJsonLines(std::vector<Event>{event}), line + "\n") << "the canonical form";
}

}  // namespace
}  // namespace tcgjudge
