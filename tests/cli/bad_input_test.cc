// The bad-input catalogue (docs/errors.md), one test per case: what the user gives the command
// line, the exact error on stderr, the exit code, and a store left byte for byte as it was (the
// same games holding the same events with the same hashes).

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/rulesets.h"
#include "events/hash.h"
#include "events/jsonl.h"
#include "store/keys.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/raw_rocks.h"

namespace tcgjudge {
namespace {

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// The first `n` lines of the sample game as game `game`, without prevHash members (so that the
// lines may be edited): a header, a coin flip, two shuffles and a judge's note.
std::vector<std::string> SampleLines(const std::string& game, int n) {
  std::istringstream in(ReadFile(kSamples + "sample-game.jsonl"));
  std::vector<std::string> lines;
  for (std::string line; lines.size() < static_cast<size_t>(n) && std::getline(in, line);) {
    for (size_t at; (at = line.find("sample-zero-1")) != std::string::npos;) {
      line.replace(at, 13, game);
    }
    const std::string prev = ",\"prevHash\":\"";
    if (size_t at = line.find(prev); at != std::string::npos) line.erase(at, prev.size() + 65);
    lines.push_back(line);
  }
  return lines;
}

std::string Joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

// Replaces the first `from` in `text` by `to` (which must be there).
std::string Replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

class BadInputTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets =
        LoadRulesets({{"zero", kSamples + "cards.jsonl"},
                      {"ygo", std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/cards.jsonl"},
         {"myth", std::string(TCGJUDGE_SOURCE_DIR) + "/samples/myth/cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    // The store holds the sample game and the opening of a live game (A holds priority next).
    const std::string live = WriteTemp("live.jsonl", Joined(SampleLines("live", 5)));
    ASSERT_EQ(Run([&] {
                return ImportCommand(Context(), {kSamples + "sample-game.jsonl", live});
              }),
              kExitOk)
        << err_.str();
    before_ = StoreDump();
    ASSERT_NE(before_.find("game live 5\n"), std::string::npos) << before_;
  }

  CommandContext Context() { return CommandFixture::Context(false, rulesets_.get()); }

  // Every game of the store with every event's hash and JSON.
  std::string StoreDump() {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    if (!store.ok()) return "cannot open: " + store.status().ToString();
    auto games = (*store)->ListGames();
    if (!games.ok()) return "cannot list: " + games.status().ToString();
    std::string dump;
    for (const GameInfo& game : *games) {
      dump += "game " + game.game_id + " " + std::to_string(game.event_count) + "\n";
      auto events = (*store)->Read(game.game_id);
      if (!events.ok()) return dump + "cannot read: " + events.status().ToString();
      for (const StoredEvent& stored : *events) {
        dump += HashToHex(stored.hash) + " " + ToJsonLines(std::span(&stored.event, 1));
      }
    }
    return dump;
  }

  int Import(const std::string& path) {
    return Run([&] { return ImportCommand(Context(), {path}); });
  }

  int Append(const std::string& event_json) {
    return Run([&] { return AppendCommand(Context(), "live", event_json, false); });
  }

  // The command exited `code`, wrote exactly `error` (one line) to stderr, and left the store as
  // it was.
  void ExpectRefused(int exit_code, int code, const std::string& error) {
    EXPECT_EQ(exit_code, code);
    EXPECT_EQ(err_.str(), "error: " + error + "\n");
    EXPECT_EQ(StoreDump(), before_) << "the store changed";
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
  std::string before_;
};

// --- File encoding and size ---------------------------------------------------------------------

TEST_F(BadInputTest, EmptyFile) {
  const std::string path = WriteTemp("empty.jsonl", "");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ": file is empty: a game log needs at least its header event (nothing of it "
                    "was imported)");
}

TEST_F(BadInputTest, NotUtf8) {
  // A Latin-1 file: 陈思远 written as "Chén" with é as the single byte E9.
  std::string line = SampleLines("g-latin1", 1)[0];
  line = Replaced(line, "陈思远", "Ch\xE9n");
  const size_t byte = line.find("Ch\xE9n") + 3;  // 1-based; 零 is E9 9B B6, so not find('\xE9').
  const std::string path = WriteTemp("latin1.jsonl", line + "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path + ":1: not valid UTF-8 (byte " + std::to_string(byte) +
                    " of the line) (nothing of it was imported)");
}

TEST_F(BadInputTest, Utf16WithByteOrderMark) {
  std::string utf16 = "\xFF\xFE";
  for (char c : Joined(SampleLines("g-utf16", 2))) {
    utf16 += c;  // ASCII-only would do; the bytes only need to start like UTF-16LE.
    utf16 += '\0';
  }
  const std::string path = WriteTemp("utf16.jsonl", utf16);
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ": the file is UTF-16 (it starts with a UTF-16 byte order mark); JSON Lines "
                    "files must be UTF-8: save it as UTF-8 (nothing of it was imported)");
}

TEST_F(BadInputTest, HundredMegabyteLine) {
  const std::string path =
      WriteTemp("huge-line.jsonl",
                "{\"game\":\"g-huge\",\"seq\":1,\"table\":null,\"header\":{\"tournament\":\"" +
                    std::string(100 << 20, 'x') + "\"}}\n");
  ExpectRefused(Import(path), kExitBadInput,
                path + ":1: line is longer than 1 MiB (nothing of it was imported)");
}

// --- The shape of a game log --------------------------------------------------------------------

TEST_F(BadInputTest, EventsBeforeTheHeader) {
  std::vector<std::string> lines = SampleLines("g-headless", 3);
  lines.erase(lines.begin());
  const std::string path = WriteTemp("headless.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: event for unknown game 'g-headless': the store has no such game and this "
                    "file has no header for it (a game log starts with its header at seq 1) "
                    "(nothing of it was imported)");
}

TEST_F(BadInputTest, TwoHeaders) {
  std::vector<std::string> lines = SampleLines("g-two", 1);
  lines.push_back(Replaced(lines[0], "\"seq\":1", "\"seq\":2"));
  const std::string path = WriteTemp("two-headers.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":2: header at seq 2: a game has exactly one header, at seq 1 (nothing of it "
                    "was imported)");
}

TEST_F(BadInputTest, UnknownRuleset) {
  const std::string path = WriteTemp(
      "pokemon.jsonl",
      Replaced(SampleLines("g-pokemon", 1)[0], "\"ruleset\":\"zero\"", "\"ruleset\":\"pokemon\"") +
          "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header: header.ruleset: no rules engine for 'pokemon' in this build (it "
                    "has: " +
                    RulesetIdList() + ") (nothing of it was imported)");
}

TEST_F(BadInputTest, UnknownRulesetVersion) {
  const std::string path = WriteTemp(
      "version.jsonl", Replaced(SampleLines("g-version", 1)[0], "\"rulesetVersion\":\"2013-02-01\"",
                                "\"rulesetVersion\":\"2099-01-01\"") +
                           "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header: header.rulesetVersion: the 'zero' engine does not implement "
                    "rulebook version '2099-01-01' (nothing of it was imported)");
}

TEST_F(BadInputTest, UnknownCardCode) {
  const std::string path = WriteTemp(
      "code.jsonl", Replaced(SampleLines("g-code", 1)[0], "\"BP02-005\"", "\"BP99-999\"") + "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header: header.players[0].deck[4]: card code 'BP99-999' is not in the "
                    "零次元 card set (nothing of it was imported)");
}

TEST_F(BadInputTest, ALogTheRulesCannotFollow) {
  // Seq 6 names an effect A01 does not have: malformed (docs/rulings-zero.md, "Record
  // semantics"); the fold cannot go past it, so nothing of the file is stored.
  std::vector<std::string> lines = SampleLines("g-unfollowable", 5);
  lines.push_back(
      R"({"game":"g-unfollowable","seq":6,"player":"A","decision":{"activateEffect":{"card":"A01","effect":9}}})");
  const std::string path = WriteTemp("unfollowable.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":6: game g-unfollowable: the rules engine cannot follow it: seq 6: "
                    "activateEffect.effect: A01 少年悟空 has no effect 9 (effects count from 0 in "
                    "printed order) (nothing of it was imported)");
}

TEST_F(BadInputTest, CardIdOfTheOtherPlayerInAFile) {
  // Seat A's shuffle lists B07 in place of A07.
  std::vector<std::string> lines = SampleLines("g-other", 3);
  lines[2] = Replaced(lines[2], "\"A07\"", "\"B07\"");
  const std::string path = WriteTemp("other.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":3: fact.shuffle.order[15]: card B07 is not in seat A's deck (nothing of it "
                    "was imported)");
}

TEST_F(BadInputTest, AnEffectTheCardDoesNotHaveLive) {
  ExpectRefused(
      Append(
          R"({"game":"live","seq":6,"player":"A","decision":{"activateEffect":{"card":"A01","effect":9}}})"),
      kExitBadInput,
      "seq 6: activateEffect.effect: A01 少年悟空 has no effect 9 (effects count from 0 in printed "
      "order) (nothing was stored)");
}

TEST_F(BadInputTest, ACardOfTheOtherPlayerLiveIsRecordableNotMalformed) {
  // A table can do it (docs/rulings-zero.md, "Record semantics"): flagged, stored with
  // --record-illegal.
  ExpectRefused(
      Append(R"({"game":"live","seq":6,"player":"A","decision":{"playCard":{"card":"B07"}}})"),
      kExitRefused,
      "seq 6 breaks the rules (3 violations); nothing was stored (to record it as the table "
      "played it, add --record-illegal)");
  EXPECT_EQ(out_.str().substr(0, out_.str().find('\n')),
            "seq 6  A  zero.play.not-in-hand  A used B07 阿修 from B's deck: cards are used from "
            "the own hand (203(1))");
}

TEST_F(BadInputTest, DecisionByAPlayerWithoutAPendingDecision) {
  ExpectRefused(Append(R"({"game":"live","seq":6,"player":"B","decision":{"pass":null}})"),
                kExitRefused,
                "seq 6 breaks the rules (1 violation); nothing was stored (to record it as the "
                "table played it, add --record-illegal)");
  EXPECT_EQ(out_.str(),
            "seq 6  B  zero.priority.pass-without-priority  B passed, but A held priority "
            "(105(1))\n");
}

// --- Seqs ---------------------------------------------------------------------------------------

TEST_F(BadInputTest, SeqGapInAFile) {
  std::vector<std::string> lines = SampleLines("g-gap", 3);
  lines[2] = Replaced(lines[2], "\"seq\":3", "\"seq\":4");
  const std::string path = WriteTemp("gap.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":3: seq 4 of game 'g-gap' should be 3 (seqs must be consecutive, without "
                    "gaps or repeats) (nothing of it was imported)");
}

// Issue 13: a wrong game id on line 60 was reported as the gap it leaves on line 61.
TEST_F(BadInputTest, AWrongGameIdInTheMiddleOfAFile) {
  std::vector<std::string> lines = SampleLines("g-mid", 8);
  lines[5] = Replaced(lines[5], "\"game\":\"g-mid\"", "\"game\":\"g-mdi\"");
  const std::string path = WriteTemp("wrong-id.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":6: event for unknown game 'g-mdi': the store has no such game and this file "
                    "has no header for it (a game log starts with its header at seq 1) (nothing "
                    "of it was imported)");
}

TEST_F(BadInputTest, SeqRepeatInAFile) {
  std::vector<std::string> lines = SampleLines("g-repeat", 3);
  lines[2] = Replaced(lines[2], "\"seq\":3", "\"seq\":2");
  const std::string path = WriteTemp("repeat.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":3: seq 2 of game 'g-repeat' should be 3 (seqs must be consecutive, without "
                    "gaps or repeats) (nothing of it was imported)");
}

TEST_F(BadInputTest, AStoredEventChangedInAFile) {
  std::vector<std::string> lines = SampleLines("live", 2);
  lines[1] = Replaced(lines[1], "\"result\":\"heads\"", "\"result\":\"tails\"");
  const std::string path = WriteTemp("changed.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":2: seq 2 of game 'live' differs from the event already stored there; a game "
                    "log is append-only (corrections are judge events) (nothing of it was "
                    "imported)");
}

TEST_F(BadInputTest, SeqGapLive) {
  ExpectRefused(Append(R"({"game":"live","seq":9,"player":"A","decision":{"pass":null}})"),
                kExitBadInput, "seq 9: the game has 5 events, the next is 6");
}

TEST_F(BadInputTest, SeqRepeatLive) {
  ExpectRefused(Append(R"({"game":"live","seq":5,"player":"A","decision":{"pass":null}})"),
                kExitRefused,
                "seq 5: the game has 5 events, the next is 6 (another writer got there first?); "
                "nothing was stored");
}

// --- Numbers and nesting ------------------------------------------------------------------------

TEST_F(BadInputTest, HugeSeq) {
  const std::string path = WriteTemp(
      "seq.jsonl", Replaced(SampleLines("g-seq", 1)[0], "\"seq\":1", "\"seq\":4294967296") + "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: seq: 4294967296 is out of range for its field (0 to 4294967295) "
                    "(nothing of it was imported)");
}

TEST_F(BadInputTest, HugeNumberFarPastAnyInteger) {
  const std::string path = WriteTemp(
      "round.jsonl",
      Replaced(SampleLines("g-round", 1)[0], "\"round\":3", "\"round\":99999999999999999999999") +
          "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header.round: 1e+23 is out of range for its field (0 to 65535) (nothing "
                    "of it was imported)");
}

TEST_F(BadInputTest, DeeplyNestedJson) {
  std::string line = SampleLines("g-deep", 1)[0];
  line.pop_back();  // The closing brace.
  line += ",\"x\":" + std::string(1000, '[') + std::string(1000, ']') + "}";
  const std::string path = WriteTemp("deep.jsonl", line + "\n");
  // The 17th '[' is where the scanner stops; columns count bytes from 1.
  const std::string column = std::to_string(line.find(",\"x\":") + 5 + 16 + 1);
  ExpectRefused(Import(path), kExitBadInput,
                path + ":1: x[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]: nested more than " +
                    "16 levels deep (at column " + column + ") (nothing of it was imported)");
}

// --- The store ----------------------------------------------------------------------------------

TEST_F(BadInputTest, AStoreFromANewerStoreFormat) {
  const std::string db = Context().db_path;
  {
    testing::RawRocks raw(db);
    ASSERT_TRUE(raw.ok());
    raw.Put("default", kStoreFormatKey, std::to_string(kStoreFormat + 1));
  }
  const std::string newer = "store '" + db + "' was written by a newer tcgjudge (format " +
                            std::to_string(kStoreFormat + 1) + "; this build reads " +
                            std::to_string(kStoreFormat) + ")";
  const std::string path = WriteTemp("more.jsonl", Joined(SampleLines("g-more", 1)));
  EXPECT_EQ(Import(path), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: " + newer + "\n");
  EXPECT_EQ(Run([&] { return LogCommand(Context(), "live"); }), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: " + newer + "\n");
  EXPECT_EQ(Run([&] { return ExportCommand(Context(), "live", ""); }), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: " + newer + "\n");
  {
    testing::RawRocks raw(db);
    ASSERT_TRUE(raw.ok());
    EXPECT_EQ(raw.Get("default", kStoreFormatKey), std::to_string(kStoreFormat + 1))
        << "the marker is left alone";
    raw.Put("default", kStoreFormatKey, StoreFormatValue());
  }
  EXPECT_EQ(StoreDump(), before_) << "the events are untouched";
}

}  // namespace
}  // namespace tcgjudge
