// The commands that go through the rules engines, as a judge or organiser meets them: simulate
// bot games (with the audit's recall measured), read them back with violations marked, and
// record a game live with `append`, where every bad event is refused with one clear line and the
// store left as it was.

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/commands.h"
#include "cli/games_command.h"
#include "cli/rulesets.h"
#include "engine/fold.h"
#include "engine/zero/bot_deck.h"
#include "events/codec.h"
#include "events/game_rename.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

const std::string kCards = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl";
const std::string kSample = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/sample-game.jsonl";

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

size_t Count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) {
    ++n;
  }
  return n;
}

class LiveCommandsTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = testing::LoadBundledRulesets();
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }

  int Simulate(uint32_t games, uint64_t seed, double inject = 0, bool json = false) {
    SimulateOptions options;
    options.ruleset = "zero";
    options.games = games;
    options.seed = seed;
    options.inject_illegal = inject;
    return Run([&] { return SimulateCommand(Context(json), options); });
  }

  std::vector<Event> Stored(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok()) << store.status().ToString();
    if (!store.ok()) return {};
    auto events = (*store)->Read(game);
    if (!events.ok()) return {};
    std::vector<Event> plain;
    for (StoredEvent& e : *events) plain.push_back(std::move(e.event));
    return plain;
  }

  const Ruleset& Zero() { return *rulesets_->Find("zero"); }

  // The state of a stored game, folded with the bundled card set.
  FoldResult Folded(const std::string& game) {
    auto folded = Fold(Zero(), Stored(game));
    EXPECT_TRUE(folded.ok()) << folded.status().ToString();
    return folded.ok() ? std::move(folded).value() : FoldResult{};
  }

  std::string Log(const std::string& game) {
    EXPECT_EQ(Run([&] { return LogCommand(Context(), game); }), kExitOk) << err_.str();
    return out_.str();
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

// ----- simulate ----------------------------------------------------------------------------------

TEST_F(LiveCommandsTest, SimulatedGamesAreListedAndReadBackWithoutViolations) {
  ASSERT_EQ(Simulate(3, 1), kExitOk) << err_.str();
  std::vector<std::string> lines = Lines(out_.str());
  ASSERT_EQ(lines.size(), 5u) << "a heading, one line per game, a summary:\n" << out_.str();
  EXPECT_EQ(lines[0].rfind("GAME", 0), 0u);
  for (int i = 1; i <= 3; ++i) {
    EXPECT_EQ(lines[i].rfind("sim-" + std::to_string(i) + " ", 0), 0u) << lines[i];
    EXPECT_TRUE(lines[i].find(" wins: ") != std::string::npos ||
                lines[i].find(" draw: ") != std::string::npos)
        << "every bot game ends: " << lines[i];
  }
  EXPECT_EQ(lines[4].rfind("3 games stored, ", 0), 0u) << lines[4];
  EXPECT_TRUE(err_.str().empty()) << err_.str();

  ASSERT_EQ(Run([&] { return GamesCommand(Context()); }), kExitOk);
  for (const char* game : {"sim-1", "sim-2", "sim-3"}) {
    EXPECT_NE(out_.str().find(std::string(game) + "  zero"), std::string::npos) << out_.str();
  }
  EXPECT_NE(out_.str().find("Bot A vs Bot B"), std::string::npos);
  for (const char* game : {"sim-1", "sim-2", "sim-3"}) {
    const std::string log = Log(game);
    EXPECT_NE(Lines(log)[0].find(" · no violations"), std::string::npos) << Lines(log)[0];
    EXPECT_EQ(log.find("✗"), std::string::npos) << game;
    EXPECT_EQ(Lines(log).size() - Count(log, "\n       · P"), Stored(game).size() + 1)
        << "a title and the events, with their priority points";
    EXPECT_TRUE(err_.str().empty()) << err_.str();
  }
}

TEST_F(LiveCommandsTest, SimulatedDecksAreLegalAndTheSameSeedPlaysTheSameGame) {
  ASSERT_EQ(Simulate(1, 7), kExitOk) << err_.str();
  const std::vector<Event> first = Stored("sim-7");
  const Header& header = std::get<Header>(first.front().body);
  EXPECT_EQ(header.ruleset, "zero");
  EXPECT_EQ(header.ruleset_version, "2013-02-01");
  EXPECT_EQ(header.players[0].name, "Bot A");
  EXPECT_EQ(header.players[1].name, "Bot B");
  EXPECT_EQ(header.first_player, Seat::kA);
  std::vector<Violation> deck_violations;
  ASSERT_TRUE(Zero().Start(header, &deck_violations).ok());
  EXPECT_TRUE(deck_violations.empty()) << deck_violations.front().message;
  // Replaying seed 7 under another prefix records the same events.
  SimulateOptions again;
  again.ruleset = "zero";
  again.seed = 7;
  again.prefix = "again";
  ASSERT_EQ(Run([&] { return SimulateCommand(Context(), again); }), kExitOk) << err_.str();
  const std::vector<Event> second = Stored("again-7");
  ASSERT_EQ(second.size(), first.size());
  for (size_t i = 1; i < first.size(); ++i) {
    EXPECT_EQ(first[i].actor, second[i].actor) << "seq " << i + 1;
    EXPECT_EQ(first[i].body, second[i].body) << "seq " << i + 1;
  }
}

TEST_F(LiveCommandsTest, InjectedIllegalDecisionsAreFlaggedWithFullRecallAndMarkedInTheLog) {
  ASSERT_EQ(Simulate(3, 1, 0.05, /*json=*/true), kExitOk) << err_.str();
  const std::string json = out_.str();
  EXPECT_NE(json.find("\"recall\":1}"), std::string::npos) << json;
  EXPECT_NE(json.find("\"unexpected\":0,\"recall\""), std::string::npos) << json;
  std::map<std::string, int> injected;
  const std::regex game_line(R"re("game":"(sim-\d+)".*"injected":(\d+),"flagged":(\d+))re");
  for (const std::string& line : Lines(json)) {
    std::smatch m;
    if (!std::regex_search(line, m, game_line)) continue;
    injected[m[1]] = std::stoi(m[2]);
    EXPECT_EQ(m[2], m[3]) << line;
  }
  ASSERT_EQ(injected.size(), 3u) << json;
  int total = 0;
  for (const auto& [game, n] : injected) {
    total += n;
    const std::string log = Log(game);
    EXPECT_EQ(static_cast<int>(Count(log, "✗ zero.")), n) << game;
    // Each mark sits under a player's decision (the actor column holds A or B).
    const std::vector<std::string> lines = Lines(log);
    for (size_t i = 1, event = 0; i < lines.size(); ++i) {
      if (lines[i].find("✗") == std::string::npos) {
        event = i;
      } else {
        const std::string actor = lines[event].substr(7, 2);
        EXPECT_TRUE(actor == "A " || actor == "B ") << lines[event];
      }
    }
  }
  EXPECT_GT(total, 0) << "at 5%, three games inject something";

  // The same in text: both recall and precision are reported.
  ASSERT_EQ(Simulate(2, 11, 0.05), kExitOk) << err_.str();
  EXPECT_NE(out_.str().find("\nrecall 100%: "), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("\nprecision: 0 violations not injected\n"), std::string::npos)
      << out_.str();
  // --json on log: each event has a violations array; the injected ones are filled.
  ASSERT_EQ(Run([&] { return LogCommand(Context(true), "sim-11"); }), kExitOk);
  const std::vector<std::string> events = Lines(out_.str());
  EXPECT_EQ(events.size(), Stored("sim-11").size());
  for (const std::string& e : events) EXPECT_NE(e.find(",\"violations\":["), std::string::npos);
  const size_t codes = Count(out_.str(), "\"code\":\"zero.");
  EXPECT_EQ(codes, Count(Log("sim-11"), "✗ zero."));
  EXPECT_GT(codes, 0u);
}

TEST_F(LiveCommandsTest, SimulateRefusesAGameAlreadyStoredAndStoresTheOthers) {
  ASSERT_EQ(Simulate(2, 1), kExitOk) << err_.str();
  EXPECT_EQ(Simulate(3, 1), kExitBadInput);
  EXPECT_NE(err_.str().find("sim-1 is already stored"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("sim-2 is already stored"), std::string::npos) << err_.str();
  EXPECT_NE(out_.str().find("\nsim-3 "), std::string::npos) << out_.str();
  EXPECT_NE(out_.str().find("1 game stored"), std::string::npos) << out_.str();
  EXPECT_FALSE(Stored("sim-3").empty());
}

TEST_F(LiveCommandsTest, SimulateRefusesBadOptionsWithOneLine) {
  SimulateOptions options;
  options.ruleset = "chess";
  EXPECT_EQ(Run([&] { return SimulateCommand(Context(), options); }), kExitBadInput);
  EXPECT_NE(err_.str().find("--ruleset: no rules engine 'chess' in this build (it has: " +
                            RulesetIdList() + ")"),
            std::string::npos)
      << err_.str();
  options.ruleset = "zero";
  options.prefix = "bad id";
  EXPECT_EQ(Run([&] { return SimulateCommand(Context(), options); }), kExitBadInput);
  EXPECT_NE(err_.str().find("--prefix"), std::string::npos) << err_.str();
  EXPECT_EQ(Lines(err_.str()).size(), 1u) << err_.str();
  EXPECT_FALSE(fs::exists(dir_ / "store")) << "refused before the store is opened";
}

// ----- append --------------------------------------------------------------------------------

// A game recorded live: the header and both shuffles of a simulated game, imported as "live-1";
// the next event is seq 4.
class AppendTest : public LiveCommandsTest {
 protected:
  void SetUp() override {
    LiveCommandsTest::SetUp();
    ASSERT_EQ(Simulate(1, 1), kExitOk) << err_.str();
    const std::vector<Event> stored = Stored("sim-1");
    std::string start;
    for (const Event& event : RenameGame(std::span<const Event>(stored).first(3), "live-1")) {
      start += EventToJson(event) + "\n";
    }
    const std::string path = (dir_ / "start.jsonl").string();
    std::ofstream(path, std::ios::binary) << start;
    ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
    ASSERT_EQ(Stored("live-1").size(), 3u);
  }

  // `decision` by `player` as the JSON line of seq `seq` of live-1.
  static std::string Line(Seat player, Decision decision, uint32_t seq = 4,
                          const std::string& game = "live-1") {
    Event event;
    event.game = game;
    event.seq = seq;
    event.actor = player;
    event.body = std::move(decision);
    return EventToJson(event);
  }

  int Append(const std::string& line, bool record_illegal = false, bool json = false) {
    return Run([&] { return AppendCommand(Context(json), "live-1", line, record_illegal); });
  }

  // Expects the last command refused with exit `code` and `message` on one stderr line, nothing
  // on stdout, and live-1 still at 3 events.
  void ExpectRefused(int exit_code, int code, const std::string& message) {
    EXPECT_EQ(exit_code, code);
    EXPECT_NE(err_.str().find(message), std::string::npos) << err_.str();
    EXPECT_EQ(Lines(err_.str()).size(), 1u) << err_.str();
    EXPECT_TRUE(out_.str().empty()) << out_.str();
    EXPECT_EQ(Stored("live-1").size(), 3u) << "the store is unchanged";
  }
};

TEST_F(AppendTest, StoresACleanDecisionAndSaysWhatComesNext) {
  FoldResult before = Folded("live-1");
  const auto point = std::get<DecisionPoint>(Zero().PendingOf(*before.state));
  const std::vector<Decision> legal = Zero().LegalDecisions(*before.state);
  ASSERT_FALSE(legal.empty());
  ASSERT_EQ(Append(Line(point.player, legal.front())), kExitOk) << err_.str();
  ASSERT_EQ(Stored("live-1").size(), 4u);
  FoldResult after = Folded("live-1");
  EXPECT_TRUE(after.violations.empty());
  const std::string next = std::get<DecisionPoint>(Zero().PendingOf(*after.state)).description;
  EXPECT_EQ(out_.str(), "appended seq 4 to live-1\nnext: " + next + "\n");
  EXPECT_NE(next.find("holds priority"), std::string::npos) << next;
  EXPECT_TRUE(err_.str().empty()) << err_.str();

  // --json: the same, with the violations (none) and the next decision point.
  const Decision again = Zero().LegalDecisions(*after.state).front();
  const Seat who = std::get<DecisionPoint>(Zero().PendingOf(*after.state)).player;
  ASSERT_EQ(Append(Line(who, again, 5), false, true), kExitOk) << err_.str();
  EXPECT_EQ(out_.str().rfind("{\"game\":\"live-1\",\"seq\":5,\"stored\":true,\"violations\":[],"
                             "\"next\":{\"waitsFor\":\"decision\",",
                             0),
            0u)
      << out_.str();
}

TEST_F(AppendTest, ReadsTheEventFromStandardInput) {
  FoldResult before = Folded("live-1");
  const auto point = std::get<DecisionPoint>(Zero().PendingOf(*before.state));
  in_.str(Line(point.player, Zero().LegalDecisions(*before.state).front()) + "\r\n");
  ASSERT_EQ(Append("-"), kExitOk) << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 4u);
  in_.str("");
  in_.clear();
  EXPECT_EQ(Append("-"), kExitBadInput);
  EXPECT_NE(err_.str().find("standard input"), std::string::npos) << err_.str();
}

TEST_F(AppendTest, RefusesAnIllegalDecisionWithItsViolationAndStoresNothing) {
  FoldResult before = Folded("live-1");
  const std::vector<Ruleset::IllegalDecision> illegal = Zero().IllegalDecisions(*before.state);
  ASSERT_FALSE(illegal.empty());
  const Ruleset::IllegalDecision& bad = illegal.front();
  EXPECT_EQ(Append(Line(bad.player, bad.decision)), kExitRefused);
  // stdout: the violation (seq, player, code, message); stderr: one line, nothing stored.
  EXPECT_EQ(out_.str().rfind(
                "seq 4  " + std::string(1, SeatLetter(bad.player)) + "  " + bad.code + "  ", 0),
            0u)
      << out_.str();
  EXPECT_NE(err_.str().find("nothing was stored"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("--record-illegal"), std::string::npos) << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 3u);

  EXPECT_EQ(Append(Line(bad.player, bad.decision), false, /*json=*/true), kExitRefused);
  EXPECT_NE(out_.str().find("\"stored\":false,\"violations\":[{\"seq\":4,"), std::string::npos)
      << out_.str();
  EXPECT_NE(out_.str().find("\"code\":\"" + bad.code + "\""), std::string::npos);
  EXPECT_EQ(Stored("live-1").size(), 3u);
}

TEST_F(AppendTest, RecordsAnIllegalDecisionAsPlayedWhenAsked) {
  FoldResult before = Folded("live-1");
  const Ruleset::IllegalDecision bad = Zero().IllegalDecisions(*before.state).front();
  ASSERT_EQ(Append(Line(bad.player, bad.decision), /*record_illegal=*/true), kExitOk) << err_.str();
  EXPECT_EQ(out_.str().rfind("appended seq 4 to live-1 (1 violation recorded)\nnext: ", 0), 0u)
      << out_.str();
  EXPECT_NE(err_.str().find("warning: recorded as played, illegal: seq 4"), std::string::npos)
      << err_.str();
  EXPECT_NE(err_.str().find(bad.code), std::string::npos) << err_.str();
  ASSERT_EQ(Stored("live-1").size(), 4u);
  // The log marks it.
  const std::string log = Log("live-1");
  EXPECT_NE(log.find("\n       ✗ " + bad.code + ": "), std::string::npos) << log;
  EXPECT_NE(Lines(log)[0].find(" · 1 violation"), std::string::npos) << Lines(log)[0];
}

TEST_F(AppendTest, RefusesAMalformedEvent) {
  // An effect A01 does not have (docs/rulings-zero.md, "Record semantics": malformed). A card in
  // the wrong zone is no malformed event: it is recorded and flagged (AppendTest.
  // RecordsWhatATableCanDoFromAnyZoneWithRecordIllegal).
  ActivateEffect activate;
  activate.card = CardId{Seat::kA, 1};
  activate.effect = 99;
  ExpectRefused(Append(Line(Seat::kA, activate), /*record_illegal=*/true), kExitBadInput,
                "error: seq 4: activateEffect.effect: A01 ");
  EXPECT_NE(err_.str().find("has no effect 99"), std::string::npos) << err_.str();
  EXPECT_NE(err_.str().find("nothing was stored"), std::string::npos) << err_.str();
  PlayCard play;

  play.card = CardId{Seat::kA, 51};
  ExpectRefused(Append(Line(Seat::kA, play)), kExitBadInput, "card A51 is not in the game");
  ExpectRefused(Append(R"({"game":"live-1","seq":4,"player":"A","decision":{"pas":null}})"),
                kExitBadInput, "error: event: unknown field \"pas\"");
  ExpectRefused(Append("{\"game\":\"live-1\","), kExitBadInput, "error: event: ");
}

TEST_F(AppendTest, RefusesAWrongSeq) {
  ExpectRefused(Append(Line(Seat::kA, PassPriority{}, 6)), kExitBadInput,
                "error: seq 6: the game has 3 events, the next is 4");
}

TEST_F(AppendTest, ASeqAlreadyTakenIsAConflict) {
  ExpectRefused(Append(Line(Seat::kA, PassPriority{}, 3)), kExitRefused,
                "error: seq 3: the game has 3 events, the next is 4 (another writer got there "
                "first?); nothing was stored");
}

TEST_F(AppendTest, RefusesAnUnknownGameAndAnEventOfAnotherGame) {
  ExpectRefused(Run([&] {
                  return AppendCommand(Context(), "no-such-game",
                                       Line(Seat::kA, PassPriority{}, 4, "no-such-game"), false);
                }),
                kExitBadInput, "no-such-game");
  EXPECT_NE(err_.str().find("is not in the store"), std::string::npos) << err_.str();
  ExpectRefused(Append(Line(Seat::kA, PassPriority{}, 4, "sim-1")), kExitBadInput,
                "error: event: its game is 'sim-1', not 'live-1'");
}

TEST_F(AppendTest, AcceptsAJudgesReverseOfTheLatestDecisionAndRefusesAnyOther) {
  FoldResult before = Folded("live-1");
  const Ruleset::IllegalDecision bad = Zero().IllegalDecisions(*before.state).front();
  ASSERT_EQ(Append(Line(bad.player, bad.decision), /*record_illegal=*/true), kExitOk);
  const std::string reverse_4 =
      R"j({"game":"live-1","seq":5,"judge":"J-1","judgeAction":{"rules":["902(1)"],"text":"",)j"
      R"j("reverse":{"seq":4}}})j";
  const std::string reverse_3 =
      R"j({"game":"live-1","seq":5,"judge":"J-1","judgeAction":{"rules":["902(1)"],"text":"",)j"
      R"j("reverse":{"seq":3}}})j";
  EXPECT_EQ(Append(reverse_3), kExitBadInput);
  EXPECT_NE(err_.str().find("error: seq 5: reverses seq 3, which is not the latest effective "
                            "decision (that is seq 4)"),
            std::string::npos)
      << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 4u);
  ASSERT_EQ(Append(reverse_4), kExitOk) << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 5u);
  // Back where the illegal decision was made.
  EXPECT_EQ(out_.str(), "appended seq 5 to live-1\nnext: " +
                            std::get<DecisionPoint>(Zero().PendingOf(*before.state)).description +
                            "\n");
  EXPECT_NE(Log("live-1").find(" · reversed\n"), std::string::npos);
}

TEST_F(AppendTest, RecordsWhatATableCanDoFromAnyZoneWithRecordIllegal) {
  // A uses the bottom card of its shuffled deck: a table can do that, so it is no malformed
  // event but a flagged one (203(1)), refused without --record-illegal and stored with it.
  const std::vector<Event> stored = Stored("live-1");
  const CardId bottom = std::get<ShuffleFact>(std::get<Fact>(stored[1].body)).order.back();
  PlayCard play;
  play.card = bottom;
  EXPECT_EQ(Append(Line(Seat::kA, play)), kExitRefused) << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 3u);
  ASSERT_EQ(Append(Line(Seat::kA, play), /*record_illegal=*/true), kExitOk) << err_.str();
  EXPECT_EQ(err_.str().rfind("warning: recorded as played, illegal: seq 4  A  "
                             "zero.play.not-in-hand  A used " +
                                 bottom.ToString(),
                             0),
            0u)
      << err_.str();
  EXPECT_EQ(Stored("live-1").size(), 4u);
}

TEST_F(AppendTest, NeverStoresAnEventItCannotCheck) {
  // A stored log the engine cannot follow: an effect its card does not have. `import` refuses
  // it (ImportTest.RefusesALogTheRulesCannotFollow); stored by an import without rules engines
  // (no card file loaded), it is there all the same.
  const std::vector<Event> stored = Stored("live-1");
  std::string broken =
      EventToJson(RenameGame(std::span<const Event>(stored).first(1), "broken-1").front()) + "\n";
  ActivateEffect activate;
  activate.card = CardId{Seat::kA, 1};
  activate.effect = 99;
  broken += Line(Seat::kA, activate, 2, "broken-1") + "\n";
  const std::string path = (dir_ / "broken.jsonl").string();
  std::ofstream(path, std::ios::binary) << broken;
  EXPECT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitBadInput);
  EXPECT_NE(err_.str().find(":2: game broken-1: the rules engine cannot follow it: seq 2: "
                            "activateEffect.effect: A01 "),
            std::string::npos)
      << err_.str();
  CommandContext unchecked = Context();
  unchecked.rulesets = nullptr;
  ASSERT_EQ(Run([&] { return ImportCommand(unchecked, {path}); }), kExitOk) << err_.str();
  const std::string line = Line(Seat::kB, PassPriority{}, 3, "broken-1");
  EXPECT_EQ(Run([&] { return AppendCommand(Context(), "broken-1", line, true); }), kExitBadInput);
  EXPECT_NE(err_.str().find("error: cannot check: the stored log does not fold: seq 2: "),
            std::string::npos)
      << err_.str();
  EXPECT_NE(err_.str().find("(nothing was stored)"), std::string::npos) << err_.str();
  EXPECT_EQ(Stored("broken-1").size(), 2u);

  // `log` still prints it, unchecked, with one warning, and says so in its exit code.
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "broken-1"); }), kExitNotChecked);
  EXPECT_EQ(err_.str().rfind("warning: rules not checked: seq 2: ", 0), 0u) << err_.str();
  EXPECT_EQ(Lines(err_.str()).size(), 1u);
  EXPECT_EQ(Lines(out_.str()).size(), 3u) << out_.str();

  // Without rules engines (the card file did not load) nothing is stored either.
  CommandContext no_rules = Context();
  no_rules.rulesets = nullptr;
  no_rules.rulesets_problem = "--cards: x.jsonl: cannot open";
  FoldResult before = Folded("live-1");
  const std::string clean = Line(std::get<DecisionPoint>(Zero().PendingOf(*before.state)).player,
                                 Zero().LegalDecisions(*before.state).front());
  ExpectRefused(Run([&] { return AppendCommand(no_rules, "live-1", clean, false); }), kExitBadInput,
                "error: cannot check: --cards: x.jsonl: cannot open");
}

// ----- log with the rules --------------------------------------------------------------------

TEST_F(LiveCommandsTest, LogMarksViolationsWithWhatTheJudgeDid) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kSample}); }), kExitOk);
  const size_t events = Stored("sample-zero-1").size();
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "sample-zero-1"); }), kExitOk) << err_.str();
  EXPECT_TRUE(err_.str().empty()) << err_.str();
  const std::vector<std::string> lines = Lines(out_.str());
  EXPECT_EQ(lines.size() - Count(out_.str(), "\n       · "), events + 1 + 2)
      << "a title, the events, two marks, and the priority points";
  EXPECT_NE(lines[0].find(" · 2 violations (1 reversed, 1 superseded)"), std::string::npos)
      << lines[0];
  // The decision the judge reversed at seq 26, and the one a back-up superseded; the card's
  // printed name beside its id and code (issue 31).
  EXPECT_NE(out_.str().find("   25  B      playCard           B01 BP02-017 丝诺 · tap B17\n"
                            "       ✗ zero.play.not-action-phase: "),
            std::string::npos)
      << out_.str();
  EXPECT_NE(out_.str().find(" (318(1)) · reversed\n"), std::string::npos);
  EXPECT_NE(out_.str().find("       ✗ zero.attack.entered-this-turn: "), std::string::npos);
  EXPECT_NE(out_.str().find(" · superseded\n"), std::string::npos);

  ASSERT_EQ(Run([&] { return LogCommand(Context(true), "sample-zero-1"); }), kExitOk);
  const std::vector<std::string> json = Lines(out_.str());
  ASSERT_EQ(json.size(), events);
  EXPECT_NE(json[24].find(",\"violations\":[{\"seq\":25,\"player\":\"B\","
                          "\"code\":\"zero.play.not-action-phase\",\"rules\":[\"318(1)\"],"),
            std::string::npos)
      << json[24];
  EXPECT_NE(json[24].find(",\"standing\":\"reversed\"}],\"priorityPoint\":null}"),
            std::string::npos)
      << json[24];
  EXPECT_NE(json[0].find(",\"violations\":[],\"priorityPoint\":null}"), std::string::npos)
      << json[0];
}

TEST_F(LiveCommandsTest, ABadCardFileOnlyStopsTheRulesCheck) {
  std::ofstream(dir_ / "bad-cards.jsonl") << "{\"code\":\"X\"}\n";
  auto loaded = LoadRulesets({{"zero", (dir_ / "bad-cards.jsonl").string()}});
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(loaded.status().message().rfind("--cards zero: ", 0), 0u) << loaded.status().message();
  EXPECT_NE(loaded.status().message().find("bad-cards.jsonl:1: "), std::string::npos)
      << loaded.status().message();

  ASSERT_EQ(Simulate(1, 1), kExitOk);
  CommandContext ctx = Context();
  ctx.rulesets = nullptr;
  ctx.rulesets_problem = loaded.status().message();
  ASSERT_EQ(Run([&] { return LogCommand(ctx, "sim-1"); }), kExitNotChecked);
  EXPECT_EQ(err_.str(), "warning: rules not checked: " + loaded.status().message() + "\n");
  EXPECT_EQ(Lines(out_.str()).size(), Stored("sim-1").size() + 1);
  SimulateOptions options;
  options.ruleset = "zero";
  options.seed = 2;
  EXPECT_EQ(Run([&] { return SimulateCommand(ctx, options); }), kExitBadInput);
  EXPECT_NE(err_.str().find("--cards zero: "), std::string::npos) << err_.str();
}

TEST(ZeroBotDeck, IsLegalAndMadeOfCardsTheEnginePlaysInFull) {
  auto rulesets = LoadRulesets({{"zero", kCards}});
  ASSERT_TRUE(rulesets.ok());
  auto header = (*rulesets)->Find("zero")->BotHeader("g");
  ASSERT_TRUE(header.ok()) << header.status().ToString();
  const std::vector<std::string>& deck = header->players[0].deck;
  EXPECT_EQ(deck.size(), 50u);
  std::map<std::string, int> copies;
  for (const std::string& code : deck) ++copies[code];
  for (const auto& [code, n] : copies) EXPECT_LE(n, 4) << code;
  // A card whose effect the engine does not play in full never appears: 娜美 (level-gated).
  EXPECT_EQ(copies.count("SAMPLE-002"), 0u);
  // Cards whose effects it interprets may: keywords, continuous changes, triggers, activated
  // effects and tactics.
  for (const char* code : {"SAMPLE-006", "SAMPLE-007", "SAMPLE-008", "BP02-005", "BP02-017",
                           "BP02-049", "SAMPLE-016"}) {
    EXPECT_EQ(copies.count(code), 1u) << code;
  }

  // Too few such cards for 50: refused, saying why.
  std::vector<zero::CardInfo> few(12);
  for (size_t i = 0; i < few.size(); ++i) few[i].code = few[i].name = "C" + std::to_string(i);
  auto refused = zero::BotDeck(few);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("has 12 cards"), std::string::npos);
}

}  // namespace
}  // namespace tcgjudge
