// The pre-pass that keeps Cap'n Proto 0.9.2's JSON reader from misreading a log line.

#include "events/json_scan.h"

#include <gtest/gtest.h>

#include "events/codec.h"

namespace tcgjudge {
namespace {

std::string Scanned(std::string_view line) {
  Result<std::string> r = ScanJsonLine(line);
  EXPECT_TRUE(r.ok()) << r.status().ToString();
  return r.ok() ? r.value() : "";
}

std::string ErrorOf(std::string_view line) {
  Result<std::string> r = ScanJsonLine(line);
  EXPECT_FALSE(r.ok()) << line;
  return r.ok() ? "" : r.status().message();
}

TEST(ScanJsonLine, DecodesUnicodeEscapesToUtf8) {
  EXPECT_EQ(Scanned(R"({"t":"\u5c0f\u00e9"})"), "{\"t\":\"小é\"}");
  EXPECT_EQ(Scanned(R"({"t":"\ud83d\ude00"})"), "{\"t\":\"😀\"}") << "surrogate pair";
  EXPECT_EQ(Scanned(R"({"t":"\u0022\u005c\u000a\/"})"), R"({"t":"\"\\\n/"})");
}

TEST(ScanJsonLine, KeepsEverythingElseAsWritten) {
  const std::string line = R"({"a": [1, -2.5e3, true, null, {"b": "x\ty"}], "c": {}})";
  EXPECT_EQ(Scanned(line), line);
}

TEST(ScanJsonLine, RefusesARepeatedMember) {
  EXPECT_EQ(ErrorOf(R"({"game":"g1","seq":2,"player":"A","player":"B"})"),
            "player: appears twice in the same object");
  EXPECT_EQ(ErrorOf(R"({"decision":{"playCard":{"card":"A01","card":"A02"}}})"),
            "decision.playCard.card: appears twice in the same object");
}

TEST(ScanJsonLine, RefusesWhatIsNotOneObject) {
  EXPECT_EQ(ErrorOf("[1]"), "the line is not a JSON object (an event is {...})");
  EXPECT_NE(ErrorOf(R"({"a":1} {"b":2})").find("unexpected text after the event object"),
            std::string::npos);
  EXPECT_NE(ErrorOf(R"({"a":)").find("ends in the middle"), std::string::npos);
  EXPECT_NE(ErrorOf(R"({"a":01})").find("leading zero"), std::string::npos);
  EXPECT_NE(ErrorOf(R"({"a":tru})").find("a: not a JSON value"), std::string::npos);
}

TEST(ScanJsonLine, RefusesControlCharactersAndLoneSurrogates) {
  EXPECT_NE(ErrorOf(R"({"text":"a\u001fb"})").find("text: a control character (U+001F)"),
            std::string::npos);
  EXPECT_NE(ErrorOf("{\"text\":\"a\x01\"}").find("raw control character"), std::string::npos);
  EXPECT_NE(ErrorOf(R"({"text":"\ud83d"})").find("lone UTF-16 surrogate"), std::string::npos);
  EXPECT_NE(ErrorOf(R"({"text":"\q"})").find("unknown escape \\q"), std::string::npos);
}

TEST(ScanJsonLine, BoundsNesting) {
  std::string deep = "{\"a\":" + std::string(20, '[') + std::string(20, ']') + "}";
  EXPECT_NE(ErrorOf(deep).find("nested more than 16 levels deep"), std::string::npos);
}

TEST(ScanJsonLine, ChecksPrevHashIsAHash) {
  EXPECT_NE(ErrorOf(R"({"prevHash":"zz"})").find("prevHash: must be 64 lower-case hex digits"),
            std::string::npos);
  EXPECT_TRUE(ScanJsonLine("{\"prevHash\":\"" + std::string(64, 'a') + "\"}").ok());
}

TEST(EventFromJson, ReadsEscapedChineseTextExactly) {
  // Cap'n Proto 0.9.2 alone would read \u5c0f as 刅: the scan makes it 小.
  Result<Event> e = EventFromJson(
      R"({"game":"g1","seq":3,"judge":"J-1","judgeAction":{"text":"\u5c0f\u4e11\u5df4\u57fa","note":null}})");
  ASSERT_TRUE(e.ok()) << e.status().ToString();
  EXPECT_EQ(std::get<JudgeAction>(e->body).text, "小丑巴基");
}

}  // namespace
}  // namespace tcgjudge
