// The command line as a new user meets it: import a log, list games, read the log, export it
// back; and every kind of bad input refused with file, line and reason, nothing written.

#include "cli/commands.h"

#include <gtest/gtest.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string_view>

#include "cli/games_command.h"
#include "cli/rulesets.h"
#include "events/jsonl.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "viewer/event_text.h"

namespace tcgjudge {
namespace {

using testing::ReadFile;

namespace fs = std::filesystem;

const std::string kSample = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/sample-game.jsonl";

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

class CommandsTest : public testing::CommandFixture {
 protected:
  std::string Games() {
    EXPECT_EQ(Run([&] { return GamesCommand(Context(true)); }), kExitOk) << err_.str();
    return out_.str();
  }
};

TEST_F(CommandsTest, ImportThenExportIsByteIdentical) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk) << err_.str();
  const std::string game = Lines(ReadFile(kSample)).size() > 0 ? "sample-zero-1" : "";
  ASSERT_EQ(Run([&] { return ExportCommand(Context(), game, ""); }), kExitOk) << err_.str();
  EXPECT_EQ(out_.str(), ReadFile(kSample)) << "the bundled sample is in canonical form";
}

TEST_F(CommandsTest, ExportToAFileWritesTheSameBytes) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk) << err_.str();
  const std::string path = (dir_ / "out.jsonl").string();
  ASSERT_EQ(Run([&] { return ExportCommand(Context(), "sample-zero-1", path); }), kExitOk);
  EXPECT_EQ(ReadFile(path), ReadFile(kSample));
  EXPECT_FALSE(fs::exists(path + ".tmp"));
}

// Issue 31: a mistyped game id is answered with the stored ids nearest to it.
TEST_F(CommandsTest, AGameIdNotStoredIsAnsweredWithTheNearestStoredOnes) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk) << err_.str();
  EXPECT_EQ(Run([&] { return ExportCommand(Context(), "sample-zero1", ""); }), kExitBadInput);
  EXPECT_NE(err_.str().find("is not in the store (did you mean 'sample-zero-1'?)"),
            std::string::npos)
      << err_.str();
  EXPECT_EQ(Run([&] { return LogCommand(Context(), "zero-1"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("(did you mean 'sample-zero-1'?)"), std::string::npos) << err_.str();
  EXPECT_EQ(Run([&] { return ExportCommand(Context(), "bad-1015", ""); }), kExitBadInput);
  EXPECT_EQ(err_.str().find("did you mean"), std::string::npos) << err_.str();
}

// Issue 31: 300 one-game exports took 20 s; export --all and --tournament write every game (of a
// tournament) in one file that imports back whole.
TEST_F(CommandsTest, ExportAllAndATournamentWriteEveryGameInOneFile) {
  const std::string ygo = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/sample-game.jsonl";
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample, ygo}); }), kExitOk) << err_.str();
  const std::string all = (dir_ / "all.jsonl").string();
  ASSERT_EQ(Run([&] { return ExportGamesCommand(Context(), "", all); }), kExitOk) << err_.str();
  EXPECT_EQ(ReadFile(all), ReadFile(ygo) + ReadFile(kSample));  // In the store's (id) order.
  ASSERT_EQ(Run([&] { return ExportGamesCommand(Context(), "regional", ""); }), kExitOk);
  EXPECT_EQ(out_.str(), ReadFile(ygo));
  EXPECT_EQ(Run([&] { return ExportGamesCommand(Context(), "no such event", ""); }),
            kExitBadInput);
  EXPECT_NE(err_.str().find("no stored game of tournament 'no such event'"), std::string::npos);
}

// A log sink that presses Ctrl-C (raises SIGINT in this thread, so the handler has run when it
// returns) the first time a message contains `trigger`.
class CtrlCOnMessage : public spdlog::sinks::base_sink<std::mutex> {
 public:
  explicit CtrlCOnMessage(std::string trigger) : trigger_(std::move(trigger)) {}

 protected:
  void sink_it_(const spdlog::details::log_msg& message) override {
    const std::string_view text(message.payload.data(), message.payload.size());
    if (!pressed_ && text.find(trigger_) != std::string_view::npos) {
      pressed_ = true;
      ::raise(SIGINT);
    }
  }
  void flush_() override {}

 private:
  std::string trigger_;
  bool pressed_ = false;
};

// Issue 31: Ctrl-C during an import exited 130 in silence. The import stops before it stores
// another file and says which are stored and which not. Ctrl-C is pressed while the import
// reports the second file (refused): the first file stays stored, the third is never read.
TEST_F(CommandsTest, CtrlCDuringAnImportSaysWhichFilesAreStored) {
  const std::string broken = WriteTemp("broken.jsonl", "{\"seq\": 1}\n");
  const std::string ygo = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/sample-game.jsonl";
  struct sigaction before {};
  ASSERT_EQ(::sigaction(SIGINT, nullptr, &before), 0);
  logger_->sinks().push_back(std::make_shared<CtrlCOnMessage>("nothing of it was imported"));
  const int code = Run([&] { return ImportCommand(Context(), {kSample, broken, ygo}); });
  EXPECT_EQ(code, kExitInterrupted);
  EXPECT_NE(out_.str().find("game sample-zero-1: 120 events added"), std::string::npos)
      << out_.str();
  EXPECT_NE(err_.str().find("interrupted (Ctrl-C): " + ygo +
                            " not imported, nothing of it stored; the files reported above "
                            "are stored"),
            std::string::npos)
      << err_.str();
  const std::string games = Games();
  EXPECT_NE(games.find("sample-zero-1"), std::string::npos);
  EXPECT_EQ(games.find("sample-ygo-1"), std::string::npos) << "the interrupted file is not stored";
  // The handler is gone with the import: the process's own SIGINT disposition is back.
  struct sigaction after {};
  ASSERT_EQ(::sigaction(SIGINT, nullptr, &after), 0);
  EXPECT_EQ(after.sa_handler, before.sa_handler);
}

// A log sink that runs a shell command the first time a message contains `trigger` (in the
// logging thread: the logger waits for it), and keeps its exit status.
class RunOnMessage : public spdlog::sinks::base_sink<std::mutex> {
 public:
  RunOnMessage(std::string trigger, std::string command)
      : trigger_(std::move(trigger)), command_(std::move(command)) {}
  int status() const { return status_; }

 protected:
  void sink_it_(const spdlog::details::log_msg& message) override {
    const std::string_view text(message.payload.data(), message.payload.size());
    if (status_ == -1 && text.find(trigger_) != std::string_view::npos) {
      status_ = std::system(command_.c_str());
    }
  }
  void flush_() override {}

 private:
  std::string trigger_;
  std::string command_;
  int status_ = -1;
};

// Issue 31: an append during a long import failed after 5 s with exit 5 (the import held the
// store to its end). Once it has held the store for CommandContext::import_hold, the import lets
// a waiting writer in between two files: here a judge's note, by another process, goes in
// between the two files of an import (import_hold 0: after each file).
TEST_F(CommandsTest, ALongImportLetsAWaitingWriterInBetweenFiles) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk) << err_.str();
  const std::string written = (dir_ / "note.out").string();
  auto note = std::make_shared<RunOnMessage>(
      "for a writer waiting its turn",
      std::string(TCGJUDGE_BINARY) + " --db '" + Context().db_path +
          "' --wait 30 note sample-zero-1 --judge J-1 --text 'between the files' > '" + written +
          "' 2>&1");
  logger_->sinks().push_back(note);
  logger_->set_level(spdlog::level::debug);
  CommandContext ctx = Context();
  ctx.import_hold = std::chrono::milliseconds(0);
  const std::string ygo = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";
  EXPECT_EQ(Run([&] {
              return ImportCommand(ctx, {ygo + "sample-game.jsonl", ygo + "match-r4-t7-1.jsonl"});
            }),
            kExitOk)
      << err_.str();
  EXPECT_EQ(note->status(), 0) << ReadFile(written);
  EXPECT_NE(ReadFile(written).find("appended seq 121 to sample-zero-1: note by J-1"),
            std::string::npos)
      << ReadFile(written);
  // Both files are stored, each reported once durable.
  EXPECT_NE(out_.str().find("game sample-ygo-1: "), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("game match-r4-t7-1: "), std::string::npos) << out_.str();
  const std::string games = Games();
  EXPECT_NE(games.find("\"match-r4-t7-1\""), std::string::npos) << games;
  EXPECT_NE(games.find("\"game\":\"sample-zero-1\",\"ruleset\":\"zero\""), std::string::npos);
  EXPECT_NE(games.find("\"events\":121"), std::string::npos) << games;
}

TEST_F(CommandsTest, ReimportingAFileAddsNothing) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  const std::string before = Games();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk) << err_.str();
  EXPECT_NE(out_.str().find("is already stored"), std::string::npos) << out_.str();
  EXPECT_EQ(Games(), before);
}

TEST_F(CommandsTest, GamesListsIdRulesetPlayersAndEventCount) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  const size_t events = Lines(ReadFile(kSample)).size();
  ASSERT_EQ(Run([&] { return GamesCommand(Context()); }), kExitOk);
  std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), 2u) << out_.str();
  EXPECT_EQ(lines[0].rfind("GAME", 0), 0u);
  EXPECT_EQ(lines[1].rfind("sample-zero-1", 0), 0u);
  EXPECT_NE(lines[1].find("zero"), std::string::npos);
  EXPECT_NE(lines[1].find(" " + std::to_string(events) + "  "), std::string::npos) << lines[1];
  EXPECT_NE(lines[1].find(" vs "), std::string::npos);
}

TEST_F(CommandsTest, LogPrintsOneNumberedLinePerEvent) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  const size_t events = Lines(ReadFile(kSample)).size();
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "sample-zero-1"); }), kExitOk) << err_.str();
  std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), events + 1) << "a title line, then one line per event";
  EXPECT_EQ(lines[1].substr(0, 20), "    1  table  header");
  auto sample = ReadJsonLinesFile(kSample);
  ASSERT_TRUE(sample.ok());
  for (size_t seq = 1; seq <= events; ++seq) {
    std::string number = std::to_string(seq);
    std::string prefix = std::string(5 - number.size(), ' ') + number + "  ";
    EXPECT_EQ(lines[seq].rfind(prefix, 0), 0u) << lines[seq];
    const Event& event = (*sample)[seq - 1].event;
    std::istringstream words(lines[seq]);
    std::string number_word, actor, kind;
    words >> number_word >> actor >> kind;
    EXPECT_EQ(actor, ActorText(event.actor)) << lines[seq];
    EXPECT_EQ(kind, EventKindName(event)) << lines[seq];
    EXPECT_NE(lines[seq].back(), ' ') << "no trailing blanks: '" << lines[seq] << "'";
  }
}

TEST_F(CommandsTest, LogOfAnUnknownGameIsBadInput) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  EXPECT_EQ(Run([&] { return LogCommand(Context(), "no-such-game"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("no-such-game"), std::string::npos) << err_.str();
  EXPECT_TRUE(out_.str().empty());
}

TEST_F(CommandsTest, ReadingCommandsOnAMissingStoreSayWhereTheyLooked) {
  EXPECT_EQ(Run([&] { return GamesCommand(Context()); }), kExitBadInput);
  EXPECT_NE(err_.str().find((dir_ / "store").string()), std::string::npos) << err_.str();
  EXPECT_FALSE(fs::exists(dir_ / "store")) << "reading never creates a store";
}

// ----- log --only and --no-pass (issue 17) ---------------------------------------------------

class LogFilterTest : public CommandsTest {
 protected:
  void SetUp() override {
    CommandsTest::SetUp();
    auto rulesets =
        LoadRulesets({{"zero", std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    ASSERT_EQ(Run([&] { return ImportCommand(Ctx(), {kSample}); }), kExitOk) << err_.str();
  }
  CommandContext Ctx(bool json = false) { return Context(json, rulesets_.get()); }

  // The seqs of the event lines `log` prints with `options`.
  std::vector<uint32_t> Seqs(const LogOptions& options) {
    EXPECT_EQ(Run([&] { return LogCommand(Ctx(), "sample-zero-1", options); }), kExitOk)
        << err_.str();
    std::vector<uint32_t> seqs;
    for (const std::string& line : Lines(out_.str())) {
      if (line.size() > 5 && line[4] != ' ' && std::isdigit(static_cast<unsigned char>(line[4]))) {
        seqs.push_back(static_cast<uint32_t>(std::stoul(line.substr(0, 5))));
      }
    }
    return seqs;
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

TEST_F(LogFilterTest, OnlyViolationsShowsTheIllegalEventsWithTheirMarks) {
  EXPECT_EQ(Seqs({.only = {"violations"}}), (std::vector<uint32_t>{25, 58}));
  EXPECT_NE(out_.str().find("✗ "), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("120 events · 2 violations"), std::string::npos)
      << "the title still counts the whole game: " << out_.str();
  EXPECT_NE(out_.str().find(" · 2 shown\n"), std::string::npos) << out_.str();
}

TEST_F(LogFilterTest, OnlyJudgeShowsTheJudgeEventsAndBothClassesCombine) {
  const std::vector<uint32_t> judge = Seqs({.only = {"judge"}});
  auto sample = ReadJsonLinesFile(kSample);
  ASSERT_TRUE(sample.ok());
  std::vector<uint32_t> expected;
  for (const JsonLine& line : *sample) {
    if (std::holds_alternative<JudgeAction>(line.event.body)) expected.push_back(line.event.seq);
  }
  EXPECT_EQ(judge, expected);
  EXPECT_EQ(judge.size(), 5u);
  EXPECT_EQ(Seqs({.only = {"violations", "judge"}}).size(), 7u);
}

TEST_F(LogFilterTest, NoPassLeavesOutOnlyThePassesThatBreakNoRule) {
  auto sample = ReadJsonLinesFile(kSample);
  ASSERT_TRUE(sample.ok());
  const std::vector<uint32_t> shown = Seqs({.no_pass = true});
  size_t passes = 0;
  for (const JsonLine& line : *sample) {
    const auto* decision = std::get_if<Decision>(&line.event.body);
    const bool pass = decision != nullptr && std::holds_alternative<PassPriority>(*decision);
    passes += pass;
    const bool listed = std::find(shown.begin(), shown.end(), line.event.seq) != shown.end();
    EXPECT_EQ(listed, !pass) << "seq " << line.event.seq;
  }
  EXPECT_GT(passes, 0u);
  EXPECT_EQ(shown.size() + passes, sample->size());
}

TEST_F(LogFilterTest, JsonLeavesOutTheSameEvents) {
  ASSERT_EQ(Run([&] { return LogCommand(Ctx(true), "sample-zero-1", {.only = {"judge"}}); }),
            kExitOk);
  EXPECT_EQ(Lines(out_.str()).size(), 5u) << out_.str();
}

TEST_F(LogFilterTest, AnUnknownClassIsRefused) {
  EXPECT_EQ(Run([&] { return LogCommand(Ctx(), "sample-zero-1", {.only = {"passes"}}); }),
            kExitBadInput);
  EXPECT_NE(err_.str().find("--only: 'passes' is no class of events (violations, judge"),
            std::string::npos)
      << err_.str();
  EXPECT_TRUE(out_.str().empty());
}

// ----- Bad input: each refused with file:line and reason; nothing of the file is written. -----

class BadImportTest : public CommandsTest {
 protected:
  void SetUp() override {
    CommandsTest::SetUp();
    ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
    sample_lines_ = Lines(ReadFile(kSample));
    before_ = Games();
  }

  // Imports `content` as bad.jsonl, expects it refused with `message` at `line`, and the store
  // unchanged.
  void ExpectRefused(const std::string& content, int line, const std::string& message) {
    const std::string path = WriteTemp("bad.jsonl", content);
    EXPECT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitBadInput);
    const std::string where = path + ":" + std::to_string(line) + ": ";
    EXPECT_NE(err_.str().find(where), std::string::npos) << err_.str();
    EXPECT_NE(err_.str().find(message), std::string::npos) << err_.str();
    EXPECT_NE(err_.str().find("nothing of it was imported"), std::string::npos);
    EXPECT_EQ(Games(), before_) << "the store is unchanged";
  }

  // A new game "g2": the sample's first `n` lines with the game id replaced.
  std::string NewGame(size_t n) {
    std::string text;
    for (size_t i = 0; i < n; ++i) {
      std::string line = sample_lines_[i];
      for (size_t pos; (pos = line.find("sample-zero-1")) != std::string::npos;) {
        line.replace(pos, 13, "g2");
      }
      // Drop the prevHash: it covers the game id, so the stored one no longer fits.
      size_t hash = line.find("\"prevHash\":\"");
      if (hash != std::string::npos) line.erase(hash, 12 + 64 + 2);
      text += line + "\n";
    }
    return text;
  }

  std::vector<std::string> sample_lines_;
  std::string before_;
};

TEST_F(BadImportTest, MalformedLine) {
  ExpectRefused(NewGame(3) + "{\"game\":\"g2\",\"seq\":4,\n", 4, "expected a member name");
}

TEST_F(BadImportTest, UnknownField) {
  ExpectRefused(
      NewGame(3) + R"({"game":"g2","seq":4,"player":"A","decision":{"pass":null},"mana":3})" + "\n",
      4, "unknown field \"mana\" (not in the log schema)");
}

TEST_F(BadImportTest, MissingHeader) {
  std::string text = NewGame(4);
  text = text.substr(text.find('\n') + 1);  // Drop line 1, the header.
  ExpectRefused(text, 1, "event for unknown game 'g2'");
}

TEST_F(BadImportTest, SecondHeader) {
  std::string text = NewGame(3);
  std::string header = text.substr(0, text.find('\n'));
  header.replace(header.find("\"seq\":1"), 7, "\"seq\":4");
  ExpectRefused(text + header + "\n", 4, "a game has exactly one header, at seq 1");
}

TEST_F(BadImportTest, EventsForAnUnknownGame) {
  ExpectRefused(
      NewGame(3) + R"({"game":"g3","seq":7,"player":"A","decision":{"pass":null}})" + "\n", 4,
      "event for unknown game 'g3'");
}

TEST_F(BadImportTest, CardIdNotInTheDecklists) {
  ExpectRefused(
      NewGame(3) + R"({"game":"g2","seq":4,"player":"A","decision":{"playCard":{"card":"A51"}}})" +
          "\n",
      4, "decision.playCard.card: card A51 is not in the game: seat A's decklist has 50 cards");
}

TEST_F(BadImportTest, TruncatedFile) {
  std::string text = NewGame(5);
  text.resize(text.size() - 10);
  ExpectRefused(text, 5, "the file ends without a newline");
}

TEST_F(BadImportTest, ChangedStoredEventIsRefusedAsAppendOnly) {
  std::string text;
  for (size_t i = 0; i < 3; ++i) text += sample_lines_[i] + "\n";
  size_t pos = text.rfind("2026-");
  text.replace(pos, 4, "2025");
  ExpectRefused(text, 3, "differs from the event already stored there");
}

TEST_F(BadImportTest, AGoodFileStillLandsBesideABadOne) {
  const std::string bad = WriteTemp("bad.jsonl", NewGame(3) + "oops\n");
  const std::string good = WriteTemp("good.jsonl", NewGame(6));
  EXPECT_EQ(Run([&] { return ImportCommand(Context(), {bad, good}); }), kExitBadInput);
  EXPECT_NE(err_.str().find(bad + ":4: "), std::string::npos) << err_.str();
  EXPECT_NE(out_.str().find("game g2: 6 events added"), std::string::npos) << out_.str();
}

TEST_F(CommandsTest, AStoreHeldByAnotherWriterGetsAClearMessage) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  auto holder = RocksEventLog::Open(Context().db_path, OpenMode::kReadWrite);
  ASSERT_TRUE(holder.ok()) << holder.status().ToString();
  EXPECT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitRetry);
  EXPECT_NE(err_.str().find("in use by another"), std::string::npos) << err_.str();
  EXPECT_EQ(Lines(err_.str()).size(), 1u) << "one clear line, not a RocksDB dump: " << err_.str();
  // Readers are not blocked by the writer.
  EXPECT_EQ(Run([&] { return LogCommand(Context(), "sample-zero-1"); }), kExitOk) << err_.str();
}

}  // namespace
}  // namespace tcgjudge
