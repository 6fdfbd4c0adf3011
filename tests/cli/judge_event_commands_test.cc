// The judge's audit trail on the command line, as a judge meets it: keygen, signed and unsigned
// rulings, reverse (902) of the latest decision, whatif, and audit: violations with their
// remedies, a tampered store (exit 2 naming the seq), forged and unsigned rulings, recorded state
// hashes, and --all over many bot games.

#include "cli/judge_event_commands.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/games_command.h"
#include "cli/judge_commands.h"
#include "cli/rulesets.h"
#include "engine/registry.h"
#include "events/codec.h"
#include "events/hash.h"
#include "events/jsonl.h"
#include "judge/positions.h"
#include "judge/review.h"
#include "store/keys.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/raw_rocks.h"

namespace tcgjudge {
namespace {

using testing::Has;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

class JudgeEventCommandsTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"zero", kSamples + "cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    keys_ = (dir_ / "keys").string();
  }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }
  // With --yes: a back-up or reverse on a finished game is not asked about.
  CommandContext Yes() {
    CommandContext ctx = Context();
    ctx.yes = true;
    return ctx;
  }

  void Import(const std::string& path) {
    ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
  }

  // The first `events` lines of sample `name`, imported.
  void ImportPrefix(const std::string& name, size_t events) {
    auto lines = ReadJsonLinesFile(kSamples + name + ".jsonl");
    ASSERT_TRUE(lines.ok());
    std::vector<Event> log;
    for (size_t i = 0; i < events; ++i) log.push_back((*lines)[i].event);
    Import(WriteTemp(name + "-prefix.jsonl", ToJsonLines(log)));
  }

  std::vector<Event> Stored(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok()) << store.status().ToString();
    if (!store.ok()) return {};
    auto events = (*store)->Read(game);
    EXPECT_TRUE(events.ok()) << events.status().ToString();
    std::vector<Event> plain;
    if (events.ok()) {
      for (StoredEvent& e : *events) plain.push_back(std::move(e.event));
    }
    return plain;
  }

  int Keygen(const std::string& judge, const std::string& dir) {
    return Run([&] { return KeygenCommand(Context(), judge, dir); });
  }

  int Ruling(const std::string& game, const std::string& judge, const std::string& text,
             const std::string& key = "") {
    return Run([&] {
      return RulingCommand(Context(), game, JudgeEventOptions{judge, key}, {"101(4)"}, text);
    });
  }

  int Audit(std::vector<std::string> games, bool all = false, bool verify = false,
            bool json = false) {
    AuditCommandOptions options;
    options.games = std::move(games);
    options.all = all;
    options.verify = verify;
    options.keys_dir = keys_;
    return Run([&] { return AuditCommand(Context(json), options); });
  }

  const Ruleset& Zero() { return *rulesets_->Find("zero"); }
  // The review of `log` with the state hash and the state key of every position.
  Result<GameReview> Replay(std::span<const Event> log) {
    ReviewOptions options;
    options.state_hashes = true;
    options.state_keys = true;
    return ReviewGame(Zero(), log, options);
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
  std::string keys_;
};

// ----- keygen and rulings ----------------------------------------------------------------------

TEST_F(JudgeEventCommandsTest, KeygenWritesAKeyPairAndNeverOverwritesIt) {
  ASSERT_EQ(Keygen("J-0815", keys_), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "J-0815.key")) << out_.str();
  EXPECT_TRUE(std::filesystem::exists(keys_ + "/J-0815.pub"));
  std::ifstream secret(keys_ + "/J-0815.key");
  std::stringstream before;
  before << secret.rdbuf();
  EXPECT_EQ(Keygen("J-0815", keys_), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "already exists")) << err_.str();
  std::ifstream again(keys_ + "/J-0815.key");
  std::stringstream after;
  after << again.rdbuf();
  EXPECT_EQ(after.str(), before.str());
}

TEST_F(JudgeEventCommandsTest, AuditReportsRulingsValidUnsignedAndForged) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Keygen("J-0815", keys_), kExitOk);
  ASSERT_EQ(Keygen("J-0815", (dir_ / "impostor").string()), kExitOk);
  ASSERT_EQ(Ruling("sample-zero-1", "J-0815", "Result confirmed.", keys_ + "/J-0815.key"), kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 121 to sample-zero-1: ruling by J-0815 (signed"))
      << out_.str();
  ASSERT_EQ(Ruling("sample-zero-1", "J-0815", "Unsigned."), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "(unsigned)")) << out_.str();

  // Clean so far: the reversed and superseded violations have their remedy on record.
  EXPECT_EQ(Audit({"sample-zero-1"}), kExitOk) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 121  J-0815  ruling  valid")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 122  J-0815  ruling  unsigned")) << out_.str();

  // A ruling signed with a key that is not the trusted one of J-0815.
  ASSERT_EQ(Ruling("sample-zero-1", "J-0815", "Reversed after all.",
                   (dir_ / "impostor" / "J-0815.key").string()),
            kExitOk);
  EXPECT_EQ(Audit({"sample-zero-1"}), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 123  J-0815  ruling  forged")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "✗ INTEGRITY seq 123: the ruling by J-0815 carries a forged"))
      << out_.str();

  EXPECT_EQ(Audit({"sample-zero-1"}, false, false, true), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(), "\"seq\":121,\"judge\":\"J-0815\",\"kind\":\"ruling\""))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"signature\":\"forged\"")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"signature\":\"unsigned\"")) << out_.str();
}

// Issue 4: reverse and rewind take the same --key as ruling; a signed back-up carries the hash of
// the position it returns to, which the audit reproduces.
TEST_F(JudgeEventCommandsTest, ASignedRewindIsAuditedAsValidWithItsStateHash) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Keygen("J-0815", keys_), kExitOk);
  RewindOptions rewind;
  rewind.to = "P80";
  rewind.judge = "J-0815";
  rewind.rules = {"902(1)"};
  rewind.key_path = keys_ + "/J-0815.key";
  ASSERT_EQ(Run([&] { return RewindCommand(Yes(), "sample-zero-1", rewind); }), kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 121 to sample-zero-1: back-up to P80")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "(signed with key ")) << out_.str();
  const std::vector<Event> stored = Stored("sample-zero-1");
  ASSERT_EQ(stored.size(), 121u);
  EXPECT_TRUE(stored.back().signature.has_value());
  EXPECT_TRUE(stored.back().state_key.has_value());
  EXPECT_FALSE(stored.back().state_hash.has_value());
  EXPECT_EQ(Audit({"sample-zero-1"}), kExitOk) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 121  J-0815  backUp  valid")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 state key match")) << out_.str();
}

// Issue 17: a penalty is signed like a ruling, names the seat and kind, and shows in log and audit.
TEST_F(JudgeEventCommandsTest, APenaltyIsAppendedSignedAndShownInLogAndAudit) {
  Import(kSamples + "bot-game-illegal.jsonl");
  ASSERT_EQ(Keygen("J-0815", keys_), kExitOk);
  ASSERT_EQ(Run([&] {
              return PenaltyCommand(Context(), "bad-1015",
                                    JudgeEventOptions{"J-0815", keys_ + "/J-0815.key"}, "B",
                                    "warning", {"318(6)"}, "attacked with B09 the turn it entered");
            }),
            kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 315 to bad-1015: penalty by J-0815 (signed"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "warning for B · rules 318(6)")) << out_.str();
  const std::vector<Event> stored = Stored("bad-1015");
  ASSERT_EQ(stored.size(), 315u);
  const auto* judge = std::get_if<JudgeAction>(&stored.back().body);
  ASSERT_NE(judge, nullptr);
  const auto* penalty = std::get_if<Penalty>(&judge->action);
  ASSERT_NE(penalty, nullptr);
  EXPECT_EQ(*penalty, (Penalty{Seat::kB, PenaltyKind::kWarning}));
  EXPECT_EQ(judge->rules, std::vector<std::string>{"318(6)"});
  EXPECT_EQ(judge->text, "attacked with B09 the turn it entered");
  EXPECT_TRUE(stored.back().signature.has_value());

  ASSERT_EQ(Run([&] { return LogCommand(Context(), "bad-1015"); }), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "  315  J-0815 penalty            warning for B")) << out_.str();
  Audit({"bad-1015"});
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 315  J-0815  penalty  warning for B  valid")) << out_.str();
  Audit({"bad-1015"}, false, false, true);
  EXPECT_TRUE(
      Has(out_.str(), "\"kind\":\"penalty\",\"penalty\":{\"player\":\"B\",\"kind\":\"warning\"}"))
      << out_.str();
}

// Issue 31: a ruling (or penalty) that names the violations it leaves standing settles them:
// audit lists them as ruled with the ruling's seq and signature status and exits 0 once nothing
// else stands; `games --violations` and `log` agree.
TEST_F(JudgeEventCommandsTest, ARulingThatSettlesViolationsLeavesThemStandingByRuling) {
  Import(kSamples + "bot-game-illegal.jsonl");  // Violations at seqs 89, 97, 196 and 230.
  ASSERT_EQ(Keygen("J-0815", keys_), kExitOk);
  const JudgeEventOptions signed_by{"J-0815", keys_ + "/J-0815.key"};
  ASSERT_EQ(Run([&] {
              return RulingCommand(Context(), "bad-1015", signed_by, {"318(6)"},
                                   "Found at the end of the game: the attacks stand.", {89, 97});
            }),
            kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "rules 318(6) · settles seq 89, 97 ·")) << out_.str();
  EXPECT_EQ(Audit({"bad-1015"}), kExitRefused) << out_.str();  // 196 and 230 still stand.
  EXPECT_TRUE(Has(out_.str(), "4 violations (2 standing, 2 ruled)")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "zero.attack.entered-this-turn  B09 饺子 cannot attack")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), " · ruled by seq 315 (valid)\n      remedy: left standing by ruling "
                              "(seq 315)"))
      << out_.str();

  // Refused, nothing stored: a seq that broke no rule, one settled already, one past the end.
  for (uint32_t seq : {90u, 89u, 400u}) {
    EXPECT_EQ(Run([&] {
                return PenaltyCommand(Context(), "bad-1015", signed_by, "A", "caution",
                                      {"105(1)"}, "passed without priority", {seq});
              }),
              kExitBadInput)
        << seq;
  }
  EXPECT_TRUE(Has(err_.str(), "--settles 400: the game has 315 events")) << err_.str();
  ASSERT_EQ(Stored("bad-1015").size(), 315u);

  ASSERT_EQ(Run([&] {
              return PenaltyCommand(Context(), "bad-1015", JudgeEventOptions{"J-0815", ""}, "A",
                                    "caution", {"105(1)"}, "passed without priority", {196, 230});
            }),
            kExitOk)
      << err_.str();
  EXPECT_EQ(Audit({"bad-1015"}), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), " · ruled by seq 316 (unsigned)")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "4 violations (0 left standing, 4 ruled, in 0 games)")) << out_.str();
  Audit({"bad-1015"}, false, false, true);
  EXPECT_TRUE(Has(out_.str(), "\"standing\":\"ruled\"")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"ruledBy\":315,\"rulingSignature\":\"valid\"")) << out_.str();

  GamesOptions with_violations;
  with_violations.violations = true;
  ASSERT_EQ(Run([&] { return GamesCommand(Context(), with_violations); }), kExitOk);
  EXPECT_FALSE(Has(out_.str(), "bad-1015")) << out_.str();
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "bad-1015"); }), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "4 violations (4 ruled)")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "(318(6), 900(2)) · ruled by seq 315")) << out_.str();
}

TEST_F(JudgeEventCommandsTest, ARulingCitesARule) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Run([&] {
              return RulingCommand(Context(), "sample-zero-1", JudgeEventOptions{"J-0815", ""}, {},
                                   "no rule");
            }),
            kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "--rule: a ruling cites the rule it rests on")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u);
}

TEST_F(JudgeEventCommandsTest, APenaltyWithoutASeatKindRuleOrTextIsRefusedAndNothingStored) {
  Import(kSamples + "bot-game-illegal.jsonl");
  struct Bad {
    std::string player, kind;
    std::vector<std::string> rules;
    std::string text, message;
  };
  for (const Bad& bad : {Bad{"C", "warning", {"318(6)"}, "x", "--player: 'C' is no seat (A or B)"},
                         Bad{"a", "warning", {"318(6)"}, "x", "--player: 'a' is no seat"},
                         Bad{"B", "ban", {"318(6)"}, "x", "--kind: 'ban' is no penalty"},
                         Bad{"B", "warning", {}, "x", "--rule: a penalty cites the rule"},
                         Bad{"B", "warning", {"318(6)"}, "", "--text: a penalty says what"}}) {
    EXPECT_EQ(Run([&] {
                return PenaltyCommand(Context(), "bad-1015", JudgeEventOptions{"J-0815", ""},
                                      bad.player, bad.kind, bad.rules, bad.text);
              }),
              kExitBadInput);
    EXPECT_TRUE(Has(err_.str(), bad.message)) << err_.str();
  }
  EXPECT_EQ(Stored("bad-1015").size(), 314u);
}

TEST_F(JudgeEventCommandsTest, ANoteIsAppendedForTheRecordWithoutRules) {
  Import(kSamples + "bot-game-illegal.jsonl");
  ASSERT_EQ(Run([&] {
              return NoteCommand(Context(), "bad-1015", JudgeEventOptions{"J-0815", ""},
                                 "A called a judge at the attack");
            }),
            kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 315 to bad-1015: note by J-0815 (unsigned)"))
      << out_.str();
  const std::vector<Event> stored = Stored("bad-1015");
  ASSERT_EQ(stored.size(), 315u);
  const auto* judge = std::get_if<JudgeAction>(&stored.back().body);
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(std::holds_alternative<Note>(judge->action));
  EXPECT_TRUE(judge->rules.empty());
  Audit({"bad-1015"});
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 315  J-0815  note  unsigned")) << out_.str();
  EXPECT_EQ(Run([&] {
              return NoteCommand(Context(), "bad-1015", JudgeEventOptions{"J-0815", ""}, "");
            }),
            kExitBadInput);
  EXPECT_EQ(Stored("bad-1015").size(), 315u);
}

// Issue 17: a back-up on a finished game, or over more than one turn, is confirmed first: --yes,
// or "y" on a terminal; without a terminal it is refused (exit 3, nothing stored) naming --yes.
TEST_F(JudgeEventCommandsTest, ABackUpOnAFinishedGameIsConfirmedFirst) {
  Import(kSamples + "sample-game.jsonl");
  RewindOptions rewind;
  rewind.to = "P80";
  rewind.judge = "J-0815";
  EXPECT_EQ(Run([&] { return RewindCommand(Context(), "sample-zero-1", rewind); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(),
                  "the game is over (A wins: B conceded (101(4))) and the back-up "
                  "reopens it: to do it without a terminal to confirm on, add --yes"))
      << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u);

  CommandContext asked = Context();
  asked.terminal = true;
  in_.str("n\n");
  EXPECT_EQ(Run([&] { return RewindCommand(asked, "sample-zero-1", rewind); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "Go on? [y/N]")) << err_.str();
  EXPECT_TRUE(Has(err_.str(), "not confirmed (nothing was stored)")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u);
  in_.clear();
  in_.str("y\n");
  EXPECT_EQ(Run([&] { return RewindCommand(asked, "sample-zero-1", rewind); }), kExitOk)
      << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 121u);
}

TEST_F(JudgeEventCommandsTest, ABackUpOverMoreThanOneTurnIsConfirmedOneWithinTheTurnIsNot) {
  ImportPrefix("bot-game-illegal", 200);
  auto index = IndexPositions(Zero(), Stored("bad-1015"));
  ASSERT_TRUE(index.ok());
  const std::vector<PriorityPoint>& points = index->lines[0].points;
  const PriorityPoint& last = points.back();
  const auto same_turn = std::find_if(points.begin(), points.end(),
                                      [&](const PriorityPoint& p) { return p.turn == last.turn; });
  const auto earlier_turn = std::find_if(points.begin(), points.end(), [&](const PriorityPoint& p) {
    return p.turn + 2 == last.turn;
  });
  ASSERT_NE(earlier_turn, points.end());
  RewindOptions rewind;
  rewind.judge = "J-0815";
  rewind.to = "P" + std::to_string(earlier_turn->number);
  EXPECT_EQ(Run([&] { return RewindCommand(Context(), "bad-1015", rewind); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "it goes back from turn " + std::to_string(last.turn) + " to turn " +
                                  std::to_string(earlier_turn->turn) +
                                  ", superseding the events of 3 turns"))
      << err_.str();
  EXPECT_EQ(Stored("bad-1015").size(), 200u);
  rewind.to = "P" + std::to_string(same_turn->number);
  EXPECT_EQ(Run([&] { return RewindCommand(Context(), "bad-1015", rewind); }), kExitOk)
      << err_.str();
}

TEST_F(JudgeEventCommandsTest, AReverseOnAFinishedGameIsConfirmedFirst) {
  Import(kSamples + "bot-game-illegal.jsonl");
  const std::vector<Event> log = Stored("bad-1015");
  uint32_t latest = 0;
  for (const Event& e : log) {
    if (std::holds_alternative<Decision>(e.body)) latest = e.seq;
  }
  EXPECT_EQ(
      Run([&] {
        return ReverseCommand(Context(), "bad-1015", latest, JudgeEventOptions{"J-1", ""}, "");
      }),
      kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "the game is over (B wins")) << err_.str();
  EXPECT_TRUE(Has(err_.str(), "add --yes")) << err_.str();
  EXPECT_EQ(Stored("bad-1015").size(), 314u);
  EXPECT_EQ(Run([&] {
              return ReverseCommand(Yes(), "bad-1015", latest, JudgeEventOptions{"J-1", ""}, "");
            }),
            kExitOk)
      << err_.str();
  EXPECT_EQ(Stored("bad-1015").size(), 315u);
}

TEST_F(JudgeEventCommandsTest, ARulingWithAnotherJudgesKeyIsRefusedAndNothingStored) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Keygen("J-1", keys_), kExitOk);
  EXPECT_EQ(Ruling("sample-zero-1", "J-2", "x", keys_ + "/J-1.key"), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "is judge J-1's key, not J-2's")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u);
}

// ----- recorded state keys and hashes -----------------------------------------------------------

TEST_F(JudgeEventCommandsTest, JudgeEventsAppendAndSimulateRecordTheStateKeyTheFoldReaches) {
  Import(kSamples + "sample-game.jsonl");
  ASSERT_EQ(Ruling("sample-zero-1", "J-1", "Checked."), kExitOk) << err_.str();
  SimulateOptions simulate;
  simulate.ruleset = "zero";
  simulate.games = 2;
  ASSERT_EQ(Run([&] { return SimulateCommand(Context(), simulate); }), kExitOk) << err_.str();
  for (const std::string game : {"sample-zero-1", "sim-1", "sim-2"}) {
    const std::vector<Event> log = Stored(game);
    auto replay = Replay(log);
    ASSERT_TRUE(replay.ok());
    for (size_t i = 0; i < log.size(); ++i) {
      EXPECT_FALSE(log[i].state_hash.has_value()) << game << " seq " << i + 1;
      if (game == "sample-zero-1" && i < 120) {
        EXPECT_FALSE(log[i].state_key.has_value()) << "imported without one";
        continue;
      }
      ASSERT_TRUE(log[i].state_key.has_value()) << game << " seq " << i + 1;
      EXPECT_EQ(*log[i].state_key, replay->state_keys[i]) << game << " seq " << i + 1;
    }
  }
  EXPECT_EQ(Audit({}, false, /*verify=*/true), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "3 games audited (integrity only): 0 integrity failures"))
      << out_.str();
}

TEST_F(JudgeEventCommandsTest, AppendRecordsTheStateKeyAndRefusesAWrongOne) {
  ImportPrefix("bot-game-clean", 3);
  const std::vector<Event> start = Stored("sim-4");
  ASSERT_EQ(start.size(), 3u);
  Event pass;
  pass.game = "sim-4";
  pass.seq = 4;
  pass.actor = Seat::kA;
  pass.body = Decision{PassPriority{}};
  pass.state_key = 12345;
  EXPECT_EQ(Run([&] { return AppendCommand(Context(), "sim-4", EventToJson(pass), false); }),
            kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "stateKey: the event records 0000000000003039")) << err_.str();
  pass.state_key.reset();
  ASSERT_EQ(Run([&] { return AppendCommand(Context(), "sim-4", EventToJson(pass), false); }),
            kExitOk)
      << err_.str();
  const std::vector<Event> after = Stored("sim-4");
  ASSERT_EQ(after.size(), 4u);
  auto replay = Replay(after);
  ASSERT_TRUE(replay.ok());
  EXPECT_EQ(after.back().state_key, replay->state_keys.back());
  EXPECT_FALSE(after.back().state_hash.has_value());
}

// An event that arrives carrying the right state key, or a state hash (as a tool that records
// hashes writes it), is stored with what it carries; a wrong state hash is refused.
TEST_F(JudgeEventCommandsTest, AppendChecksTheStateKeyOrHashAnEventCarries) {
  ImportPrefix("bot-game-clean", 3);
  Event pass;
  pass.game = "sim-4";
  pass.seq = 4;
  pass.actor = Seat::kA;
  pass.body = Decision{PassPriority{}};
  pass.state_hash = 0xabc;
  EXPECT_EQ(Run([&] { return AppendCommand(Context(), "sim-4", EventToJson(pass), false); }),
            kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "stateHash: the event records 0000000000000abc")) << err_.str();
  std::vector<Event> with = Stored("sim-4");
  with.push_back(pass);
  auto replay = Replay(with);
  ASSERT_TRUE(replay.ok());
  pass.state_hash = replay->state_hashes.back();
  pass.state_key = replay->state_keys.back();
  ASSERT_EQ(Run([&] { return AppendCommand(Context(), "sim-4", EventToJson(pass), false); }),
            kExitOk)
      << err_.str();
  const std::vector<Event> after = Stored("sim-4");
  ASSERT_EQ(after.size(), 4u);
  EXPECT_EQ(after.back().state_hash, replay->state_hashes.back());
  EXPECT_EQ(after.back().state_key, replay->state_keys.back());
  EXPECT_EQ(Audit({"sim-4"}, false, /*verify=*/true), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 state hash match · 1 state key match")) << out_.str();
}

// ----- audit
// ---------------------------------------------------------------------------------------

TEST_F(JudgeEventCommandsTest, AuditListsViolationsWithStandingAndRemedyAndExitsOneIfAnyStands) {
  Import(kSamples + "bot-game-illegal.jsonl");
  Import(kSamples + "bot-game-clean.jsonl");
  EXPECT_EQ(Audit({"sim-4"}), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "sim-4 · zero · 216 events · chain ok")) << out_.str();
  EXPECT_EQ(Audit({"bad-1015", "sim-4"}), kExitRefused);
  EXPECT_TRUE(Has(out_.str(), "✗ seq 89  B  zero.attack.entered-this-turn")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "remedy: 902 undoes the latest action only (A-53)")) << out_.str();
  EXPECT_TRUE(Has(out_.str(),
                  "2 games audited: 0 integrity failures, 4 violations (4 left "
                  "standing, in 1 game)"))
      << out_.str();
}

TEST_F(JudgeEventCommandsTest, ALogOfWhatATableCanDoIsImportedAndAuditedToItsEnd) {
  // Seq 6: A uses a card from its deck: illegal (203(1)) but a table can do it, so it is no
  // malformed event (docs/rulings-zero.md, "Record semantics"): imported, flagged by the audit,
  // and every later event judged as usual (B's pass at seq 7: A holds priority).
  auto lines = ReadJsonLinesFile(kSamples + "sample-game.jsonl");
  ASSERT_TRUE(lines.ok());
  std::vector<Event> log;
  for (size_t i = 0; i < 5; ++i) log.push_back((*lines)[i].event);
  for (auto [player, decision] :
       {std::pair<Seat, Decision>{Seat::kA, PlayCard{CardId{Seat::kA, 50}}},
        std::pair<Seat, Decision>{Seat::kB, PassPriority{}}}) {
    Event event;
    event.game = log.front().game;
    event.seq = static_cast<uint32_t>(log.size() + 1);
    event.prev_hash = HashEncodedEvent(EncodeEvent(log.back()));
    event.actor = player;
    event.body = decision;
    log.push_back(event);
  }
  Import(WriteTemp("deck-play.jsonl", ToJsonLines(log)));
  EXPECT_EQ(Audit({log.front().game}), kExitRefused) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "seq 6  A  zero.play.not-in-hand  A used A50 ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "seq 7  B  zero.priority.pass-without-priority")) << out_.str();
  EXPECT_FALSE(Has(out_.str(), "not folded")) << out_.str();
}

TEST_F(JudgeEventCommandsTest, AuditOfATamperedStoreExitsTwoNamingTheSeq) {
  Import(kSamples + "sample-game.jsonl");
  Import(kSamples + "bot-game-clean.jsonl");
  {
    testing::RawRocks raw(Context().db_path);
    ASSERT_TRUE(raw.ok());
    raw.FlipByte(kEventsColumnFamily, EventKey("sample-zero-1", 57), 32 + 40);
  }
  EXPECT_EQ(Audit({}, /*all=*/true), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(), "sample-zero-1 · zero · 120 events · chain BROKEN")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "✗ INTEGRITY seq 57: hash chain:")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 integrity failure")) << out_.str();
  EXPECT_EQ(Audit({}, false, /*verify=*/true, /*json=*/true), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(),
                  "{\"game\":\"sample-zero-1\",\"ruleset\":\"zero\",\"events\":120,"
                  "\"verdict\":\"integrity-failure\",\"integrity\":{\"ok\":false,"
                  "\"firstBadSeq\":57,"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(),
                  "\"game\":\"sim-4\",\"ruleset\":\"zero\",\"events\":216,"
                  "\"verdict\":\"clean\",\"integrity\":{\"ok\":true,"))
      << out_.str();
}

TEST_F(JudgeEventCommandsTest, AuditRefusesUnknownGamesAndMissingArguments) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Audit({}), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "name the games to audit, or give --all")) << err_.str();
  EXPECT_EQ(Audit({"nope"}), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "nope")) << err_.str();
  EXPECT_TRUE(out_.str().empty());
}

TEST_F(JudgeEventCommandsTest, AuditAllOverManyBotGamesReports) {
  SimulateOptions simulate;
  simulate.ruleset = "zero";
  simulate.games = 24;
  simulate.inject_illegal = 0.01;
  ASSERT_EQ(Run([&] { return SimulateCommand(Context(), simulate); }), kExitOk) << err_.str();
  EXPECT_EQ(Audit({}, /*all=*/true, false, /*json=*/true), kExitRefused) << out_.str();
  std::vector<std::string> lines;
  std::istringstream in(out_.str());
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 25u);
  for (size_t i = 0; i < 24; ++i) {
    EXPECT_TRUE(Has(lines[i], "\"integrity\":{\"ok\":true,")) << lines[i];
    EXPECT_TRUE(Has(lines[i], "\"folded\":true")) << lines[i];
  }
  EXPECT_TRUE(Has(lines[24], "{\"summary\":true,\"games\":24,\"integrityFailures\":0,"))
      << lines[24];
  EXPECT_FALSE(Has(lines[24], "\"standing\":0,")) << "injected violations stand" << lines[24];
}

// ----- reverse
// ---------------------------------------------------------------------------------------

TEST_F(JudgeEventCommandsTest, ReverseOfTheLatestIllegalDecisionRestoresThePositionBeforeIt) {
  ImportPrefix("bot-game-illegal", 89);  // Seq 89: an attack with a character that just entered.
  const std::vector<Event> before = Stored("bad-1015");
  auto position = Replay(std::vector<Event>(before.begin(), before.end() - 1));
  ASSERT_TRUE(position.ok());

  // Anything but the latest effective decision is refused, naming rewind.
  EXPECT_EQ(Run([&] {
              return ReverseCommand(Context(), "bad-1015", 80, JudgeEventOptions{"J-1", ""}, "");
            }),
            kExitRefused);
  EXPECT_TRUE(Has(err_.str(), "not the latest effective decision (that is seq 89)")) << err_.str();
  // Issue 17: the message names the priority point and the whole command, with the judge.
  auto index = IndexPositions(Zero(), Stored("bad-1015"));
  ASSERT_TRUE(index.ok());
  const std::string p = "P" + std::to_string(index->PointBefore(80)->number);
  EXPECT_TRUE(Has(err_.str(), "back up to " + p +
                                  ", the priority point before it: `tcgjudge "
                                  "rewind bad-1015 --to " +
                                  p + " --judge J-1` (nothing was stored)"))
      << err_.str();
  EXPECT_EQ(Run([&] {
              return ReverseCommand(Context(), "bad-1015", 2, JudgeEventOptions{"J-1", ""}, "");
            }),
            kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "not a decision")) << err_.str();
  EXPECT_EQ(Stored("bad-1015").size(), 89u) << "nothing was stored";

  ASSERT_EQ(Keygen("J-1", keys_), kExitOk);
  ASSERT_EQ(Run([&] {
              return ReverseCommand(Context(), "bad-1015", 89,
                                    JudgeEventOptions{"J-1", keys_ + "/J-1.key"}, "");
            }),
            kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 90 to bad-1015: reverse by J-1 (signed")) << out_.str();
  const std::vector<Event> after = Stored("bad-1015");
  ASSERT_EQ(after.size(), 90u);
  const auto& action = std::get<JudgeAction>(after.back().body);
  EXPECT_EQ(std::get<Reverse>(action.action).seq, 89u);
  EXPECT_EQ(action.rules, (std::vector<std::string>{"902(1)", "902(2)", "318(6)", "900(2)"}));
  EXPECT_EQ(after.back().state_key, position->state_keys.back())
      << "the position before seq 89, recorded with the reversal";
  auto replay = Replay(after);
  ASSERT_TRUE(replay.ok());
  EXPECT_TRUE(replay->state->Equals(*position->state));

  // The audit now finds the violation reversed, the reversal validly signed: clean.
  EXPECT_EQ(Audit({"bad-1015"}), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "· reversed")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "remedy: reversed under 902 by seq 90")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 90  J-1  reverse  valid")) << out_.str();
}

// ----- result (101(7), 901(6)) -------------------------------------------------------------------

// A loop no player can stop is the judge's to recognise: `result` ends the game with a draw that
// the fold applies. It stays on the effective line; later decisions are flagged as after any game
// end; a reverse cannot reach past it, a back-up to a point before it can.
TEST_F(JudgeEventCommandsTest, ADeclaredDrawEndsTheGameAndStaysOnTheEffectiveLine) {
  ImportPrefix("sample-game", 119);  // Before B's concession: B has just passed.
  auto result = [&](bool draw, const std::string& winner, std::vector<std::string> rules) {
    return Run([&] {
      return ResultCommand(Context(), "sample-zero-1", JudgeEventOptions{"J-0815", ""}, draw,
                           winner, rules, "A mandatory loop without triggered effects.");
    });
  };
  EXPECT_EQ(result(true, "A", {"901(6)"}), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "either --draw or --winner")) << err_.str();
  EXPECT_EQ(result(false, "C", {"901(6)"}), kExitBadInput);
  EXPECT_EQ(result(true, "", {}), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "--rule: a result cites the rule")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 119u) << "nothing was stored";

  ASSERT_EQ(result(true, "", {"101(7)", "901(6)"}), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 120 to sample-zero-1: result by J-0815 (unsigned)"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "the game is over: draw")) << out_.str();
  const std::vector<Event> stored = Stored("sample-zero-1");
  ASSERT_EQ(stored.size(), 120u);
  EXPECT_TRUE(IsResult(stored.back()));
  auto replay = Replay(stored);
  ASSERT_TRUE(replay.ok()) << replay.status().ToString();
  EXPECT_EQ(replay->line.seqs.back(), 120u) << "the result is on the effective line";
  const Pending over = Zero().PendingOf(*replay->state);
  ASSERT_TRUE(std::holds_alternative<GameOver>(over));
  EXPECT_EQ(std::get<GameOver>(over).winner, std::nullopt);
  EXPECT_EQ(std::get<GameOver>(over).reason,
            "judge J-0815 declared a draw: A mandatory loop without triggered effects. (101(7), "
            "901(6))");
  EXPECT_EQ(stored.back().state_key, replay->state_keys.back());
  EXPECT_EQ(Run([&] { return ShowCommand(Context(), "sample-zero-1", ""); }), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "draw: judge J-0815 declared a draw")) << out_.str();

  // A second result, and a reverse of the decision before the result, are refused.
  EXPECT_EQ(result(false, "A", {"101(7)"}), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "the game is already over")) << err_.str();
  EXPECT_NE(
      Run([&] {
        return ReverseCommand(Context(), "sample-zero-1", 119, JudgeEventOptions{"J-0815", ""}, "");
      }),
      kExitOk);
  EXPECT_TRUE(Has(err_.str(), "the judge declared the game's result at seq 120")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u) << "nothing was stored";

  // The audit lists it; a back-up to the priority point before it continues the game.
  EXPECT_EQ(Audit({"sample-zero-1"}), kExitOk) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 120  J-0815  result  unsigned")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "draw: judge J-0815 declared a draw")) << out_.str();
  RewindOptions rewind;
  rewind.to = "P80";
  rewind.judge = "J-0815";
  rewind.note = "The loop could be broken after all (901(5)).";
  ASSERT_EQ(Run([&] { return RewindCommand(Yes(), "sample-zero-1", rewind); }), kExitOk)
      << err_.str();
  auto resumed = Replay(Stored("sample-zero-1"));
  ASSERT_TRUE(resumed.ok()) << resumed.status().ToString();
  EXPECT_FALSE(std::holds_alternative<GameOver>(Zero().PendingOf(*resumed->state)));
  ASSERT_FALSE(resumed->line.superseded.empty());
  EXPECT_EQ(resumed->line.superseded.back(), 120u) << "the result is on the superseded branch";
}

// ----- whatif
// -------------------------------------------------------------------------------------------

TEST_F(JudgeEventCommandsTest, WhatIfReportsTheFirstBrokenEventAndWritesNothing) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Run([&] { return WhatIfCommand(Context(), "sample-zero-1", 6); }), kExitRefused)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "first broken: seq 7  B  pass")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "becomes illegal: zero.priority.pass-without-priority"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "final position: recorded ")) << out_.str();
  EXPECT_EQ(Run([&] { return WhatIfCommand(Context(true), "sample-zero-1", 6); }), kExitRefused);
  EXPECT_TRUE(Has(out_.str(),
                  "\"firstBreak\":{\"seq\":7,\"kind\":\"pass\",\"actor\":\"B\","
                  "\"inapplicable\":false"))
      << out_.str();
  EXPECT_EQ(Run([&] { return WhatIfCommand(Context(), "sample-zero-1", 25); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "reversed")) << err_.str();
  EXPECT_EQ(Stored("sample-zero-1").size(), 120u);
}

}  // namespace
}  // namespace tcgjudge
