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

// Every one-byte change of each of `lines` (a byte deleted, a space inserted, a byte changed):
// what the fast path reads the codec reads as the same event; what it leaves is answered by
// EventFromJson exactly as by the codec. Counts the variants read and left.
void ExpectEveryOneByteChangeReadAsTheCodecReadsIt(const std::vector<std::string>& lines,
                                                   size_t* read, size_t* left) {
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
        *read += fast;
        *left += !fast;
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
  ExpectEveryOneByteChangeReadAsTheCodecReadsIt(lines, &read, &left);
  EXPECT_GT(read, 100u);
  EXPECT_GT(left, 1000u);
}

// Lines as the recording tools export them, with a state key on each event (and a state hash
// beside it on some, as a log recorded before state keys and extended after): the fast path reads
// each as the codec does, and every one-byte change of one of them too.
TEST(FastEventFromJson, ReadsRecordedStateKeysAndHashesAsTheCodecDoes) {
  std::vector<std::string> keyed;
  uint64_t value = 0x0123456789abcdefULL;
  for (const std::string& line : SampleLines()) {
    if (!FastEventFromJson(line)) continue;
    Result<Event> event = EventFromJsonByCodec(line);
    ASSERT_TRUE(event.ok()) << line;
    event->state_key = value;
    if (keyed.size() % 3 == 0) event->state_hash = ~value;
    value = value * 0x9e3779b97f4a7c15ULL + 1;
    keyed.push_back(EventToJson(*event));
    if (keyed.size() == 200) break;
  }
  ASSERT_EQ(keyed.size(), 200u);
  for (const std::string& line : keyed) {
    ASSERT_NE(line.find("\"stateKey\":\""), std::string::npos) << line;
    EXPECT_TRUE(ExpectFastAgreesWithTheCodec(line)) << "the fast path's: " << line;
  }
  ASSERT_NE(keyed.front().find("\"stateHash\":\""), std::string::npos) << keyed.front();
  size_t read = 0, left = 0;
  ExpectEveryOneByteChangeReadAsTheCodecReadsIt({keyed.front()}, &read, &left);
  EXPECT_GT(read, 0u);
  EXPECT_GT(left, 0u);
}

// An event of game "g-1" at seq 4 by seat A (a decision) or the table (a fact).
Event EventOf(EventBody body) {
  Event event;
  event.game = "g-1";
  event.seq = 4;
  if (std::holds_alternative<Decision>(body)) {
    event.actor = Seat::kA;
  } else {
    event.actor = TableActor{};
  }
  event.body = std::move(body);
  return event;
}

// The lines of every shape json_fast.h lists beyond the sample games' (targets, choices, orders,
// numbers, die rolls, coin flips, empty card lists), as export writes them.
std::vector<Event> EventsOfTheRarerShapes() {
  const CardId a07{Seat::kA, 7}, b12{Seat::kB, 12}, a03{Seat::kA, 3};
  ActivateEffect activate;
  activate.card = a07;
  activate.effect = 3;
  activate.payment.tap = {a03};
  activate.payment.discard = {CardId{Seat::kA, 21}};
  activate.targets = {b12, Seat::kB};
  activate.choices = {ChoiceOption{"draw"}, ChoiceNumber{-2}, ChoiceYesNo{true},
                      ChoiceCards{{a03, b12}}};
  activate.responds_to_counter = CardId{Seat::kB, 40};
  PlayCard play;
  play.card = a07;
  play.targets = {Seat::kA, b12};
  play.choices = {ChoiceNumber{2147483647}, ChoiceYesNo{false}, ChoiceCards{}};
  ChooseOrder order;
  order.items = {OrderItem{a07, 1}, OrderItem{a07, 0}, OrderItem{b12, std::nullopt},
                 OrderItem{a03, 255}};
  DieRollFact roll;
  roll.sides = 20;
  roll.result = 17;
  roll.purpose = "effect of BP02-049 (B14)";
  DieRollFact plain_roll;
  plain_roll.sides = 6;
  plain_roll.result = 1;
  CoinFlipFact flip;
  flip.result = CoinSide::kTails;
  flip.purpose = "first player (100(3))";
  return {EventOf(Decision(activate)),
          EventOf(Decision(ActivateEffect{a07, 0, {}, {}, {}, std::nullopt})),
          EventOf(Decision(play)),
          EventOf(Decision(order)),
          EventOf(Decision(ChooseOrder{})),
          EventOf(Decision(ChooseNumber{-2147483647 - 1})),
          EventOf(Decision(ChooseNumber{0})),
          EventOf(Decision(ChooseNumber{42})),
          EventOf(Decision(ChooseCards{})),
          EventOf(Decision(DiscardCards{})),
          EventOf(Fact(roll)),
          EventOf(Fact(plain_roll)),
          EventOf(Fact(flip)),
          EventOf(Fact(CoinFlipFact{}))};
}

TEST(FastEventFromJson, ReadsTheCanonicalLineOfEveryRarerShapeAsTheCodecDoes) {
  std::vector<std::string> lines;
  for (const Event& event : EventsOfTheRarerShapes()) {
    const std::string line = EventToJson(event);
    std::optional<Event> fast = FastEventFromJson(line);
    ASSERT_TRUE(fast.has_value()) << "the fast path's shape: " << line;
    EXPECT_EQ(*fast, event) << line;
    EXPECT_TRUE(ExpectFastAgreesWithTheCodec(line)) << line;
    lines.push_back(line);
  }
  // Members left out take the schema's defaults, not those of the C++ values: a die roll's sides
  // and result are 0 (which ValidateEventShape then refuses, in the codec's words), not 6 and 1.
  const std::string head = "{\"game\":\"g-1\",\"seq\":4,";
  const std::string empty_roll = head + "\"table\":null,\"fact\":{\"dieRoll\":{}}}";
  std::optional<Event> roll = FastEventFromJson(empty_roll);
  ASSERT_TRUE(roll.has_value());
  EXPECT_EQ(std::get<DieRollFact>(std::get<Fact>(roll->body)), (DieRollFact{0, 0, ""}));
  for (const std::string& line : std::vector<std::string>{
           empty_roll,
           head + "\"table\":null,\"fact\":{\"dieRoll\":{\"result\":3,\"sides\":4}}}",
           head + "\"table\":null,\"fact\":{\"coinFlip\":{\"purpose\":\"x\"}}}",
           head + "\"player\":\"B\",\"decision\":{\"activateEffect\":{\"card\":\"B01\"}}}",
           head + "\"player\":\"B\",\"decision\":{\"chooseOrder\":{\"items\":[]}}}",
       }) {
    ASSERT_TRUE(FastEventFromJson(line).has_value()) << line;
    Result<Event> through = EventFromJson(line);
    Result<Event> codec = EventFromJsonByCodec(line);
    ASSERT_EQ(through.ok(), codec.ok()) << line;
    if (codec.ok()) {
      EXPECT_EQ(*FastEventFromJson(line), *codec) << line;
    } else {
      EXPECT_EQ(through.status().message(), codec.status().message()) << line;
    }
  }
  size_t read = 0, left = 0;
  ExpectEveryOneByteChangeReadAsTheCodecReadsIt(lines, &read, &left);
  EXPECT_GT(read, 50u);
  EXPECT_GT(left, 1000u);
}

TEST(FastEventFromJson, ReadsAStringOnlyIfEveryByteIsPrintableAsciiOtherThanABackslash) {
  // Each byte value at each place of a 17-byte time (the reader checks eight bytes at a time).
  for (int byte = 0; byte < 256; ++byte) {
    for (size_t at = 0; at < 17; ++at) {
      std::string time(17, 'x');
      time[at] = static_cast<char>(byte);
      const std::string line = "{\"game\":\"g-1\",\"seq\":4,\"time\":\"" + time +
                               "\",\"player\":\"A\",\"decision\":{\"pass\":null}}";
      const bool printable = byte >= 0x20 && byte <= 0x7e && byte != '\\' && byte != '"';
      std::optional<Event> fast = FastEventFromJson(line);
      ASSERT_EQ(fast.has_value(), printable) << "byte " << byte << " at " << at;
      if (fast) EXPECT_EQ(fast->time, time);
    }
  }
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
           "{\"game\":\"g-1\",\"seq\":4,\"stateKey\":\"00000000000000AB\",\"player\":\"A\","
           "\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"stateKey\":\"00000000000000ab\",\"stateKey\":"
           "\"00000000000000ab\",\"player\":\"A\",\"decision\":{\"pass\":null}}",
           "{\"game\":\"g-1\",\"seq\":4,\"stateKey\":\"000000000000ab\",\"player\":\"A\","
           "\"decision\":{\"pass\":null}}",
           // A number written otherwise than export writes it, or out of its field's range.
           head + "\"player\":\"A\",\"decision\":{\"chooseNumber\":{\"number\":-0}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseNumber\":{\"number\":2147483648}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseNumber\":{\"number\":-2147483649}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseNumber\":{\"number\":1.5}}}",
           head + "\"player\":\"A\",\"decision\":{\"activateEffect\":{\"card\":\"A07\","
                  "\"effect\":256}}}",
           head + "\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":\"A07\","
                  "\"effect\":1}}}",
           head + "\"table\":null,\"fact\":{\"dieRoll\":{\"sides\":256,\"result\":1}}}",
           head + "\"table\":null,\"fact\":{\"coinFlip\":{\"result\":\"edge\"}}}",
           // Targets, choices and order items not in their canonical form.
           head + "\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":\"A07\","
                  "\"targets\":[{}]}}}",
           head + "\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":\"A07\","
                  "\"targets\":[{\"card\":\"B01\",\"player\":\"B\"}]}}}",
           head + "\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":\"A07\","
                  "\"choices\":[{}]}}}",
           head + "\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":\"A07\","
                  "\"respondsToCounter\":\"\"}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseOrder\":{\"items\":[\"A07/01\"]}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseOrder\":{\"items\":[\"A07/256\"]}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseOrder\":{\"items\":[\"A07/\"]}}}",
           head + "\"player\":\"A\",\"decision\":{\"chooseOrder\":{\"items\":[\"A7/1\"]}}}",
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
