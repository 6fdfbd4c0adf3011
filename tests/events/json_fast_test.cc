// The fast path of EventFromJson (events/json_fast.h) against Cap'n Proto's JSON codec: on every
// line of every sample game, and on every line with one byte deleted, changed or a space inserted,
// what the fast path reads the codec reads as the same event; what it does not read is left to
// the codec, whose refusal EventFromJson gives word for word.

#include "events/json_fast.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "events/codec.h"

namespace tcgjudge {
namespace {

// Every line of every sample game log (samples/<ruleset>/*.jsonl but the card sets).
std::vector<std::string> SampleLines() {
  std::vector<std::string> lines;
  const std::filesystem::path samples = std::filesystem::path(TCGJUDGE_SOURCE_DIR) / "samples";
  for (const auto& folder : std::filesystem::directory_iterator(samples)) {
    if (!folder.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(folder.path())) {
      if (file.path().extension() != ".jsonl" || file.path().filename() == "cards.jsonl") continue;
      std::ifstream in(file.path());
      for (std::string line; std::getline(in, line);) {
        if (!line.empty()) lines.push_back(line);
      }
    }
  }
  return lines;
}

// The differential: where the fast path reads `line` into an event EventFromJson would take (one
// that passes ValidateEventShape), the codec reads the same event. Returns whether it did.
bool ExpectFastAgreesWithTheCodec(const std::string& line) {
  std::optional<Event> fast = FastEventFromJson(line);
  if (!fast || !ValidateEventShape(*fast).ok()) return false;
  Result<Event> codec = EventFromJsonByCodec(line);
  EXPECT_TRUE(codec.ok()) << "the fast path read a line the codec refuses: " << line << "\n"
                          << codec.status().ToString();
  if (codec.ok()) EXPECT_EQ(*fast, *codec) << line;
  return true;
}

TEST(FastEventFromJson, ReadsEverySampleLineOfItsShapesAsTheCodecDoes) {
  const std::vector<std::string> lines = SampleLines();
  ASSERT_GT(lines.size(), 500u);
  size_t fast = 0, passes = 0, shuffles = 0;
  for (const std::string& line : lines) {
    const bool read = ExpectFastAgreesWithTheCodec(line);
    fast += read;
    if (line.find("\"decision\":{\"pass\":null}") != std::string::npos) {
      EXPECT_TRUE(read) << "a canonical pass is the fast path's: " << line;
      ++passes;
    }
    if (line.find("\"decision\":{\"upgrade\":") != std::string::npos ||
        line.find("\"decision\":{\"discard\":") != std::string::npos) {
      EXPECT_TRUE(read) << "a canonical upgrade or discard is the fast path's: " << line;
    }
    if (line.find("\"header\":{") != std::string::npos &&
        line.find("\"name\":\"Bot A\"") != std::string::npos) {
      EXPECT_TRUE(read) << "a bot game's header is the fast path's: " << line;
    }
    if (line.find("\"fact\":{\"shuffle\":") != std::string::npos) {
      EXPECT_TRUE(read) << "a canonical shuffle is the fast path's: " << line;
      ++shuffles;
    }
  }
  EXPECT_GT(passes, 100u);
  EXPECT_GT(shuffles, 3u);
  EXPECT_GT(fast * 10, lines.size() * 8) << "most lines of a game are the fast path's";
}

TEST(FastEventFromJson, EveryOneByteChangeOfASampleLineIsReadAsTheCodecReadsIt) {
  // Up to three lines of each body the fast path reads (the text up to the body's first value).
  std::vector<std::string> lines;
  std::map<std::string, int> per_kind;
  for (const std::string& line : SampleLines()) {
    // Short lines, and one header (the longest lines of a log).
    const bool header = line.find("\"header\":{") != std::string::npos;
    if (!FastEventFromJson(line) || (line.size() >= 400 && !header)) continue;
    size_t body = line.find("\"decision\":{");
    if (body == std::string::npos) body = line.find("\"fact\":{");
    const std::string kind =
        header ? "header" : line.substr(body, line.find(':', line.find('{', body)) - body);
    if (++per_kind[kind] <= (header ? 1 : 3)) lines.push_back(line);
  }
  EXPECT_GE(per_kind.size(), 10u) << "the kinds the fast path reads";
  size_t read = 0, left = 0;
  for (const std::string& line : lines) {
    for (size_t i = 0; i < line.size(); ++i) {
      std::string deleted = line;
      deleted.erase(i, 1);
      std::string spaced = line;
      spaced.insert(i, " ");
      std::string changed = line;
      changed[i] = static_cast<char>(changed[i] == '0' ? '1' : changed[i] ^ 0x20);
      for (const std::string* variant : {&deleted, &spaced, &changed}) {
        const bool fast = ExpectFastAgreesWithTheCodec(*variant);
        read += fast;
        left += !fast;
        if (!fast) {
          // Left to the codec: EventFromJson answers exactly as the codec does.
          Result<Event> through = EventFromJson(*variant);
          Result<Event> codec = EventFromJsonByCodec(*variant);
          ASSERT_EQ(through.ok(), codec.ok()) << *variant;
          if (!codec.ok()) ASSERT_EQ(through.status().message(), codec.status().message());
        }
      }
    }
  }
  EXPECT_GT(read, 100u);
  EXPECT_GT(left, 1000u);
}

TEST(FastEventFromJson, LeavesEveryOtherFormToTheCodec) {
  const std::string hash(64, '0');
  const std::string head = "{\"game\":\"g-1\",\"seq\":4,\"prevHash\":\"" + hash + "\",";
  const std::string pass = "\"player\":\"A\",\"decision\":{\"pass\":null}}";
  ASSERT_TRUE(FastEventFromJson(head + pass).has_value());
  for (const std::string& other : std::vector<std::string>{
           "{ \"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g\\u002d1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4.0,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":04,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":1e1,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4294967296,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"seq\":5,\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"table\":null,\"decision\":{\"pass\":"
           "null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"pass\":null},\"x\":1}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"pass\":null,\"concede\":"
           "null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"C\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"declareAttack\":{"
           "\"attacker\":\"A1\"}}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":"
           "\"A01\",\"targets\":[\"B01\"]}}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":"
           "\"A01\",\"payment\":{\"tap\":[],\"tap\":[]}}}}",
           "{\"game\":\"g-1\",\"seq\":4,\"player\":\"A\",\"decision\":{\"upgrade\":{\"card\":"
           "\"A01\",\"method\":\"other\",\"source\":\"A02\"}}}",
           "{\"game\":\"g-1\",\"seq\":4,\"stateHash\":\"00000000000000AB\",\"player\":\"A\","
           "\"decision\":{\"pass\":null}}",
           head + pass + " ",
           head + pass + "}",
       }) {
    EXPECT_FALSE(FastEventFromJson(other).has_value()) << other;
    Result<Event> through = EventFromJson(other);
    Result<Event> codec = EventFromJsonByCodec(other);
    ASSERT_EQ(through.ok(), codec.ok()) << other;
    if (codec.ok()) {
      EXPECT_EQ(*through, *codec) << other;
    } else {
      EXPECT_EQ(through.status().message(), codec.status().message()) << other;
    }
  }
}

}  // namespace
}  // namespace tcgjudge
