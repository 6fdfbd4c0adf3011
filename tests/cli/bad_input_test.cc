// The bad-input catalogue (docs/errors.md), one test per case: what the user gives the command
// line, the exact error on stderr, the exit code, and a store left byte for byte as it was (the
// same games holding the same events with the same hashes).

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/judge_commands.h"
#include "cli/judge_event_commands.h"
#include "cli/undo_backup_command.h"
#include "cli/rulesets.h"
#include "events/hash.h"
#include "events/jsonl.h"
#include "events/text_check.h"
#include "store/keys.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/raw_rocks.h"

namespace tcgjudge {
namespace {

using testing::ReadFile;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

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
    auto rulesets = testing::LoadBundledRulesets();
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
  // Seat A's shuffle lists B07 in place of A07. A deck may hold the other seat's card after an
  // owner change (rise §405.2), so the log accepts the id; A's deck holds A07, not B07, and the
  // rules engine refuses the shuffle (engine/fact_check.h).
  std::vector<std::string> lines = SampleLines("g-other", 3);
  lines[2] = Replaced(lines[2], "\"A07\"", "\"B07\"");
  const std::string path = WriteTemp("other.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":3: game g-other: the rules engine cannot follow it: seq 3: fact.shuffle: the "
                    "order lists 50 cards, but A's deck holds 50 other cards (nothing of it was "
                    "imported)");
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

// --- Text: every command that writes refuses invalid UTF-8 and oversized text -----------------

const std::string kBadUtf8 = "J\xFF";  // 0xFF starts no UTF-8 sequence.

TEST_F(BadInputTest, InvalidUtf8InAnAppendArgumentIsRefused) {
  ExpectRefused(
      Append("{\"game\":\"live\",\"seq\":6,\"player\":\"A\",\"decision\":{\"playCard\":{\"card\":"
             "\"A0\xC0\xAF\"}}}"),
      kExitBadInput, "event: not valid UTF-8 (byte 71 of the event) (nothing was stored)");
}

TEST_F(BadInputTest, InvalidUtf8OnStandardInputIsRefused) {
  in_.str("{\"game\":\"live\",\"seq\":6,\"judge\":\"" + kBadUtf8 +
          "\",\"judgeAction\":{\"text\":\"x\",\"note\":null}}\n");
  ExpectRefused(Append("-"), kExitBadInput,
                "event: not valid UTF-8 (byte 34 of the event) (nothing was stored)");
}

TEST_F(BadInputTest, AnEscapedTextIsCheckedAfterItsEscapesAndStored) {
  // "\u00e9" is valid UTF-8 once unescaped: stored, and the store still exports what it read.
  EXPECT_EQ(Append(R"({"game":"live","seq":6,"judge":"J-1","judgeAction":{"text":"caf\u00e9","note":null}})"),
            kExitOk)
      << err_.str();
  EXPECT_NE(StoreDump().find("caf\xC3\xA9"), std::string::npos);
}

TEST_F(BadInputTest, AJudgeTextPastItsLimitIsRefused) {
  const std::string text(kMaxJudgeTextBytes + 1, 'x');
  ExpectRefused(Run([&] {
                  return NoteCommand(Context(), "live", JudgeEventOptions{"J-1", ""}, text);
                }),
                kExitBadInput,
                "judgeAction.text: 65537 bytes, more than the 65536 it may hold (nothing was "
                "stored)");
}

TEST_F(BadInputTest, AHeaderNamePastItsLimitIsRefusedOnImport) {
  const std::string path = WriteTemp(
      "long-name.jsonl",
      Replaced(Joined(SampleLines("g-long", 1)), "\"name\":\"", "\"name\":\"" + std::string(300, 'n')));
  EXPECT_EQ(Import(path), kExitBadInput);
  EXPECT_NE(err_.str().find("header.players[0].name: 30"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("bytes, more than the 256 it may hold"), std::string::npos) << err_.str();
  EXPECT_EQ(StoreDump(), before_);
}

// Every judge command that takes text from its command line: the text refused, nothing stored.
TEST_F(BadInputTest, EveryJudgeCommandRefusesInvalidUtf8) {
  const JudgeEventOptions bad_judge{kBadUtf8, ""};
  const JudgeEventOptions judge{"J-1", ""};
  const std::string judge_refused = "--judge: not valid UTF-8 (byte 2 of the text) (nothing was stored)";
  const std::string text_refused =
      "judgeAction.text: not valid UTF-8 (byte 2 of the text) (nothing was stored)";
  const std::string rule_refused =
      "judgeAction.rules[0]: not valid UTF-8 (byte 2 of the text) (nothing was stored)";
  struct Case {
    std::string name;
    std::function<int()> run;
    std::string error;
  };
  RewindOptions rewind{"@1", kBadUtf8, "n", {"101"}, ""};
  RewindOptions rewind_rule{"@1", "J-1", "n", {kBadUtf8}, ""};
  const std::vector<Case> cases = {
      {"ruling --judge", [&] { return RulingCommand(Context(), "live", bad_judge, {"1"}, "t"); },
       judge_refused},
      {"ruling --text", [&] { return RulingCommand(Context(), "live", judge, {"1"}, kBadUtf8); },
       text_refused},
      {"ruling --rule", [&] { return RulingCommand(Context(), "live", judge, {kBadUtf8}, "t"); },
       rule_refused},
      {"penalty --text",
       [&] { return PenaltyCommand(Context(), "live", judge, "A", "caution", {"1"}, kBadUtf8); },
       text_refused},
      {"note --judge", [&] { return NoteCommand(Context(), "live", bad_judge, "t"); },
       judge_refused},
      {"note --text", [&] { return NoteCommand(Context(), "live", judge, kBadUtf8); },
       text_refused},
      {"result --text",
       [&] { return ResultCommand(Context(), "live", judge, true, "", {"1"}, kBadUtf8); },
       text_refused},
      {"reverse --judge", [&] { return ReverseCommand(Context(), "live", 5, bad_judge, ""); },
       judge_refused},
      {"undo-backup --judge",
       [&] { return UndoBackUpCommand(Context(), "live", bad_judge, "", {}, ""); }, judge_refused},
      {"rewind --judge", [&] { return RewindCommand(Context(), "live", rewind); },
       judge_refused},
      {"rewind --rule", [&] { return RewindCommand(Context(), "live", rewind_rule); },
       "--rule: not valid UTF-8 (byte 2 of the text) (nothing was stored)"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    ExpectRefused(Run(c.run), kExitBadInput, c.error);
  }
}

// --- append GAME -: exactly one event of standard input ----------------------------------------

const std::string kNoteLine =
    R"({"game":"live","seq":6,"judge":"J-1","judgeAction":{"text":"seen","note":null}})";

TEST_F(BadInputTest, AppendFromStandardInputRefusesASecondEvent) {
  in_.str(kNoteLine + "\n" + Replaced(kNoteLine, "\"seq\":6", "\"seq\":7") + "\n");
  ExpectRefused(Append("-"), kExitBadInput,
                "standard input:2: more after the event of line 1: `append GAME -` reads exactly "
                "one event (append the next with its own command, or import a file of several) "
                "(nothing was stored)");
}

TEST_F(BadInputTest, AppendFromStandardInputRefusesGarbageAfterTheEvent) {
  in_.str("\n" + kNoteLine + "\n\n  garbage");
  ExpectRefused(Append("-"), kExitBadInput,
                "standard input:4: more after the event of line 2: `append GAME -` reads exactly "
                "one event (append the next with its own command, or import a file of several) "
                "(nothing was stored)");
}

TEST_F(BadInputTest, AppendFromStandardInputTakesOneEventAndBlankSpace) {
  in_.str("\r\n" + kNoteLine + "\r\n \n\t\n");
  EXPECT_EQ(Append("-"), kExitOk) << err_.str();
  EXPECT_NE(StoreDump().find("game live 6\n"), std::string::npos);
}

TEST_F(BadInputTest, AppendFromStandardInputStopsReadingALongLineAtItsLimit) {
  in_.str(std::string(3 * kMaxJsonLineBytes, ' ') + "{" + std::string(3 * kMaxJsonLineBytes, 'x'));
  ExpectRefused(Append("-"), kExitBadInput,
                "standard input:1: line is longer than 1 MiB (nothing was stored)");
  // Read no further than the limit (and the byte past it): the rest is never buffered.
  EXPECT_EQ(static_cast<size_t>(in_.tellg()), 3 * kMaxJsonLineBytes + kMaxJsonLineBytes + 1);
}

TEST_F(BadInputTest, AppendFromEmptyStandardInputIsRefused) {
  in_.str("\n\n");
  ExpectRefused(Append("-"), kExitBadInput,
                "event: '-' reads one event from standard input, and there is none");
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

TEST_F(BadInputTest, ALongPastSeqLiveIsNoRace) {
  ExpectRefused(Append(R"({"game":"live","seq":2,"player":"A","decision":{"pass":null}})"),
                kExitBadInput,
                "seq 2: the game has 5 events, so seq 2 is stored already; append adds the next "
                "event, seq 6 (a correction of a past event is a judge event) (nothing was "
                "stored)");
}

// An edited event is found at the next one, whose link no longer fits: the refusal names that
// line, and the line of the event it links to (the edited one).
TEST_F(BadInputTest, ABrokenLinkNamesItsLineAndTheLineOfTheEventBefore) {
  const std::string text = Replaced(ReadFile(std::string(TCGJUDGE_SOURCE_DIR) +
                                             "/samples/ygo/sample-game.jsonl"),
                                    "\"seq\":4,\"time\":\"2026-11-21T15:00:40Z\"",
                                    "\"seq\":4,\"time\":\"2026-11-21T15:00:41Z\"");
  const std::string path = WriteTemp("edited.jsonl", text);
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":5: game 'sample-ygo-1' seq 5: prevHash does not match the hash of event 4: "
                    "event 4 is not the one this event was written after (it was changed, or "
                    "this prevHash was) (event 4 is line 4 of this file) (nothing of it was "
                    "imported)");
}

// --- What the log does not say (issue 26) -----------------------------------------------------

const std::string kYgoSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

// The lines of a sample game under game id `game`, without prevHash members.
std::vector<std::string> GameLines(const std::string& path, const std::string& from,
                                   const std::string& game) {
  std::istringstream in(ReadFile(path));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    for (size_t at; (at = line.find("\"" + from + "\"")) != std::string::npos;) {
      line.replace(at + 1, from.size(), game);
    }
    const std::string prev = ",\"prevHash\":\"";
    if (size_t at = line.find(prev); at != std::string::npos) line.erase(at, prev.size() + 65);
    lines.push_back(line);
  }
  return lines;
}

TEST_F(BadInputTest, ADiscardAnsweringASearchIsNotTakenForItsChoice) {
  std::vector<std::string> lines =
      GameLines(kYgoSamples + "sample-game.jsonl", "sample-ygo-1", "g-search");
  lines[59] = Replaced(lines[59], R"("chooseCards":{"cards":["A29"]})",
                       R"("discard":{"cards":["A29"]})");
  const std::string path = WriteTemp("search.jsonl", Joined(lines));
  EXPECT_EQ(Import(path), kExitBadInput);
  EXPECT_NE(err_.str().find(path + ":60: game g-search: the rules engine cannot follow it: seq 60: "
                                   "discard: the effect of "),
            std::string::npos)
      << err_.str();
  EXPECT_NE(err_.str().find("asks A to choose cards (chooseCards), not to discard them"),
            std::string::npos)
      << err_.str();
  EXPECT_EQ(StoreDump(), before_);
}

TEST_F(BadInputTest, AYesNoInADuelIsNoDecisionOfADuel) {
  std::vector<std::string> lines =
      GameLines(kYgoSamples + "sample-game.jsonl", "sample-ygo-1", "g-yes");
  lines[59] = Replaced(lines[59], R"("chooseCards":{"cards":["A29"]})", R"("chooseYesNo":{"yes":true})");
  const std::string path = WriteTemp("yes.jsonl", Joined(lines));
  EXPECT_EQ(Import(path), kExitBadInput);
  EXPECT_NE(err_.str().find("seq 60: chooseYesNo: not a decision of a Yu-Gi-Oh duel (a duel's "
                            "decisions are pass, chooseCards, discard, concede and the ygo verbs"),
            std::string::npos)
      << err_.str();
}

TEST_F(BadInputTest, ACostThatPaysNothingIsRefusedRatherThanLostOnExport) {
  std::vector<std::string> lines =
      GameLines(kYgoSamples + "sample-game.jsonl", "sample-ygo-1", "g-cost");
  std::string text = Replaced(Joined(lines), R"("activate":{"card":"A03","effect":0})",
                              R"("activate":{"card":"A03","effect":0,"cost":{"lifePoints":0}})");
  const std::string path = WriteTemp("cost.jsonl", text);
  EXPECT_EQ(Import(path), kExitBadInput);
  EXPECT_NE(err_.str().find("cost: pays nothing (a lifePoints of 0 and no cards is no cost: leave "
                            "\"cost\" out)"),
            std::string::npos)
      << err_.str();
  EXPECT_EQ(StoreDump(), before_);
}

TEST_F(BadInputTest, AHeaderOptionGivenTwiceWithDifferentValuesIsRefused) {
  std::vector<std::string> lines = SampleLines("g-options", 5);
  lines[0] = Replaced(lines[0], R"("options":[{"name":"firstTurnDraw","value":"false"}])",
                      R"("options":[{"name":"firstTurnDraw","value":"false"},)"
                      R"({"name":"firstTurnDraw","value":"true"}])");
  const std::string path = WriteTemp("options.jsonl", Joined(lines));
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header.options[1]: option 'firstTurnDraw' is given twice, as 'false' "
                    "and as 'true' (an "
                    "option is given once: which one the table played by the log does not say) "
                    "(nothing of it was imported)");
}

// A table that played on after an end of the game nobody noticed: the later decisions are
// flagged as after the end, the table's later facts recorded; the game imports, so that a judge
// can rule on it.
TEST_F(BadInputTest, AGameThatWentOnAfterItsEndImportsWithItsLaterDecisionsFlagged) {
  std::vector<std::string> lines =
      GameLines(kSamples + "bot-game-clean.jsonl", "sim-4", "g-after");
  ASSERT_EQ(lines.size(), 216u);  // A wins at seq 216.
  lines.push_back(R"({"game":"g-after","seq":217,"player":"A","decision":{"pass":null}})");
  std::string shuffle = lines[1].find("\"shuffle\"") != std::string::npos ? lines[1] : lines[2];
  shuffle = Replaced(shuffle, "\"seq\":" + std::string(lines[1] == shuffle ? "2" : "3"),
                     "\"seq\":218");
  lines.push_back(shuffle);
  lines.push_back(R"({"game":"g-after","seq":219,"player":"B","decision":{"pass":null}})");
  const std::string path = WriteTemp("after.jsonl", Joined(lines));
  ASSERT_EQ(Import(path), kExitOk) << err_.str();
  EXPECT_NE(StoreDump().find("game g-after 219\n"), std::string::npos);
  EXPECT_EQ(Run([&] { return LogCommand(Context(), "g-after"); }), kExitOk) << err_.str();
  EXPECT_NE(out_.str().find("A made a decision after the game had ended"), std::string::npos)
      << out_.str();
  EXPECT_NE(out_.str().find("B made a decision after the game had ended"), std::string::npos);
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

TEST_F(BadInputTest, TwoToTheSixtyThirdIsPrintedAsTheIntegerItIs) {
  const std::string path = WriteTemp(
      "round63.jsonl",
      Replaced(SampleLines("g-round", 1)[0], "\"round\":3", "\"round\":9223372036854775808") +
          "\n");
  ExpectRefused(Import(path), kExitBadInput,
                path +
                    ":1: header.round: 9223372036854775808 is out of range for its field (0 to "
                    "65535) (nothing of it was imported)");
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
