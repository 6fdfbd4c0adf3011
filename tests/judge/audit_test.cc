// The audit (judge/audit.h) of stored games: violations with their standing and remedy, the
// hash chain, the recorded state hashes and keys and the judge signatures; games audited in
// parallel give what one thread gives.

#include "judge/audit.h"

#include <gtest/gtest.h>

#include "engine/bot.h"
#include "judge/review.h"
#include "store/memory_event_log.h"
#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::SampleGame;
using testing::Zero;

constexpr size_t kHashBytes = 32;  // The stored value starts with the event's hash (keys.h).

const RulesetLookup kZero = [](const Header&) -> Result<const Ruleset*> { return &Zero(); };

// `log` with each event's state hash recorded, as append and simulate recorded them before state
// keys.
std::vector<Event> WithStateHashes(std::vector<Event> log) {
  ReviewOptions options;
  options.state_hashes = true;
  auto replay = ReviewGame(Zero(), log, options);
  EXPECT_TRUE(replay.ok()) << replay.status().ToString();
  for (size_t i = 0; replay.ok() && i < log.size(); ++i)
    log[i].state_hash = replay->state_hashes[i];
  return log;
}

// `log` with each event's state key recorded, as append and simulate record them.
std::vector<Event> WithStateKeys(std::vector<Event> log) {
  ReviewOptions options;
  options.state_keys = true;
  auto replay = ReviewGame(Zero(), log, options);
  EXPECT_TRUE(replay.ok()) << replay.status().ToString();
  for (size_t i = 0; replay.ok() && i < log.size(); ++i) log[i].state_key = replay->state_keys[i];
  return log;
}

class AuditTest : public ::testing::Test {
 protected:
  // Stores `log`; the store links the events (an edited event changes the links after it), except
  // that a signed event keeps the link it was signed with.
  void Store(std::vector<Event> log) {
    for (Event& e : log) {
      if (!e.signature) e.prev_hash = {};
    }
    Status stored = store_.Append(AppendRequest{log.front().game, 1, log});
    ASSERT_TRUE(stored.ok()) << stored.ToString();
  }
  GameAudit Audit(const std::string& game, bool verify_only = false) {
    AuditOptions options;
    options.verify_only = verify_only;
    return AuditGame(store_, game, kZero, trusted_, options);
  }

  MemoryEventLog store_;
  TrustedKeys trusted_;
};

TEST_F(AuditTest, ListsEveryViolationWithItsStandingAndRemedy) {
  Store(SampleGame("sample-game"));
  Store(SampleGame("bot-game-illegal"));
  const GameAudit sample = Audit("sample-zero-1");
  EXPECT_FALSE(sample.IntegrityFailed()) << sample.IntegrityProblem();
  ASSERT_EQ(sample.violations.size(), 2u);
  EXPECT_EQ(sample.violations[0].violation.seq, 25u);
  EXPECT_EQ(sample.violations[0].standing, Standing::kReversed);
  EXPECT_EQ(sample.violations[0].undone_by, 26u);
  EXPECT_EQ(sample.violations[0].remedy, "reversed under 902 by seq 26");
  EXPECT_EQ(sample.violations[1].standing, Standing::kSuperseded);
  EXPECT_EQ(sample.violations[1].remedy, "superseded by the back-up at seq 60");
  EXPECT_EQ(sample.StandingViolations(), 0u);
  EXPECT_EQ(sample.result, "A wins: B conceded (101(4))");

  const GameAudit illegal = Audit("bad-1015");
  EXPECT_EQ(illegal.StandingViolations(), 4u);
  // Issue 17: the remedy names the priority point and the whole command.
  auto index = IndexPositions(Zero(), SampleGame("bot-game-illegal"));
  ASSERT_TRUE(index.ok());
  for (const AuditedViolation& v : illegal.violations) {
    const PriorityPoint* point = index->PointBefore(v.violation.seq);
    ASSERT_NE(point, nullptr);
    const std::string p = "P" + std::to_string(point->number);
    EXPECT_NE(v.remedy.find("back up to " + p + ", the priority point before seq " +
                            std::to_string(v.violation.seq) + " (tcgjudge rewind bad-1015 --to " +
                            p + " --judge ID)"),
              std::string::npos)
        << v.remedy;
  }
}

TEST_F(AuditTest, RemedyOfTheLatestDecisionIsA902Reverse) {
  std::vector<Event> log = SampleGame("bot-game-illegal");
  log.resize(89);  // Seq 89: an attack by a character that entered this turn, now the latest.
  Store(log);
  const GameAudit audit = Audit("bad-1015");
  ASSERT_EQ(audit.violations.size(), 1u);
  EXPECT_EQ(
      audit.violations[0].remedy.rfind("902(1)-(2): reverse it (tcgjudge reverse bad-1015 89)", 0),
      0u)
      << audit.violations[0].remedy;
}

// The reversal's words are the ruleset's (JudgeTexts): shared code names no rule of its own.
TEST(RemedyText, TheReversalsWordsAreTheRulesetsJudgeTexts) {
  JudgeTexts texts;
  texts.reverse_citation = "R-9";
  texts.reverse_effect = "the table takes it back";
  texts.latest_only = "R-9 takes back the latest only";
  AuditedViolation v;
  v.violation.seq = 12;
  EXPECT_EQ(RemedyText(texts, "g", v, true, nullptr),
            "R-9: reverse it (tcgjudge reverse g 12): the table takes it back");
  EXPECT_EQ(RemedyText(Zero().Judging(), "g", v, true, nullptr),
            "902(1)-(2): reverse it (tcgjudge reverse g 12): the action is undone, its costs "
            "refunded, and the player who held priority before it acts again");
}

// rise §707.2: an action the player cannot complete is undone by the rules, and the player gets
// priority back. The engine applied that remedy: the audit tells the judge there is nothing to
// reverse, in the ruleset's words, latest decision or not.
TEST(RemedyText, Rise707_2_AViolationTheRulesRemedyThemselvesIsNotToBeReversed) {
  JudgeTexts texts;
  texts.reverse_citation = "707.2";
  texts.reverse_effect = "the action is undone";
  texts.latest_only = "earlier ones are backed up past";
  texts.remedied_by_rules = "707.2 undid the attempt and gave its player priority back";
  AuditedViolation v;
  v.violation.seq = 30;
  v.violation.remedied_by_rules = true;
  EXPECT_EQ(RemedyText(texts, "g", v, true, nullptr),
            "707.2 undid the attempt and gave its player priority back: nothing to reverse");
  EXPECT_EQ(RemedyText(texts, "g", v, false, nullptr),
            "707.2 undid the attempt and gave its player priority back: nothing to reverse");
  texts.remedied_by_rules.clear();
  EXPECT_EQ(RemedyText(texts, "g", v, true, nullptr),
            "the rules remedied it themselves: nothing to reverse");
}

TEST_F(AuditTest, ListsJudgeEventsWithTheirSignatures) {
  Store(SampleGame("sample-game"));
  const GameAudit audit = Audit("sample-zero-1");
  ASSERT_EQ(audit.judge_events.size(), 5u);
  EXPECT_EQ(audit.judge_events[4].seq, 92u);
  EXPECT_EQ(audit.judge_events[4].kind, "ruling");
  EXPECT_EQ(audit.judge_events[4].judge_id, "J-0815");
  for (const AuditedJudgeEvent& j : audit.judge_events) {
    EXPECT_EQ(j.signature, SignatureStatus::kUnsigned);
  }
}

TEST_F(AuditTest, RecordedStateHashesThatTheFoldReproducesPass) {
  Store(WithStateHashes(SampleGame("sample-game")));
  const GameAudit audit = Audit("sample-zero-1", /*verify_only=*/true);
  EXPECT_EQ(audit.state_hashes.recorded, 120u);
  EXPECT_EQ(audit.state_hashes.checked, 120u);
  EXPECT_FALSE(audit.IntegrityFailed()) << audit.IntegrityProblem();
  EXPECT_TRUE(audit.violations.empty()) << "--verify lists no violations";
}

TEST_F(AuditTest, AWrongRecordedStateHashIsTheFirstBadSeq) {
  std::vector<Event> log = WithStateHashes(SampleGame("sample-game"));
  *log[40].state_hash ^= 1;  // Seq 41; the chain itself stays intact.
  *log[80].state_hash ^= 1;
  Store(log);
  const GameAudit audit = Audit("sample-zero-1");
  EXPECT_TRUE(audit.chain.ok());
  ASSERT_TRUE(audit.IntegrityFailed());
  EXPECT_EQ(audit.FirstBadSeq(), 41u);
  EXPECT_NE(audit.IntegrityProblem().find("recorded state hash"), std::string::npos);
}

TEST_F(AuditTest, RecordedStateKeysThatTheFoldReproducesPass) {
  Store(WithStateKeys(SampleGame("sample-game")));
  const GameAudit audit = Audit("sample-zero-1", /*verify_only=*/true);
  EXPECT_EQ(audit.state_keys.recorded, 120u);
  EXPECT_EQ(audit.state_keys.checked, 120u);
  EXPECT_EQ(audit.state_hashes.recorded, 0u);
  EXPECT_FALSE(audit.IntegrityFailed()) << audit.IntegrityProblem();
  EXPECT_EQ(audit.Verdict(/*verify_only=*/true), AuditVerdict::kClean);
}

TEST_F(AuditTest, AWrongRecordedStateKeyIsTheFirstBadSeq) {
  std::vector<Event> log = WithStateKeys(SampleGame("sample-game"));
  *log[66].state_key ^= 1ull << 40;  // Seq 67; the chain itself stays intact.
  *log[99].state_key ^= 1;
  Store(log);
  const GameAudit audit = Audit("sample-zero-1");
  EXPECT_TRUE(audit.chain.ok());
  ASSERT_TRUE(audit.IntegrityFailed());
  EXPECT_EQ(audit.FirstBadSeq(), 67u);
  EXPECT_EQ(audit.state_keys.first_mismatch, 67u);
  EXPECT_FALSE(audit.state_hashes.first_mismatch.has_value());
  EXPECT_NE(audit.IntegrityProblem().find("recorded state key"), std::string::npos)
      << audit.IntegrityProblem();
  EXPECT_EQ(audit.Verdict(false), AuditVerdict::kIntegrityFailure);
}

// An event may carry both (a log recorded with hashes, extended by a tool that records keys, or
// one that writes both): each is checked, and the first bad seq of either is the game's.
TEST_F(AuditTest, BothRecordedOnOneEventAreEachChecked) {
  std::vector<Event> both = WithStateKeys(WithStateHashes(SampleGame("sample-game")));
  for (Event& e : both) e.prev_hash = {};  // The store links them.
  std::vector<Event> log = both;
  *log[49].state_key ^= 1;   // Seq 50: its key is wrong, its hash right.
  *log[89].state_hash ^= 1;  // Seq 90: its hash is wrong, its key right.
  Store(log);
  GameAudit audit = Audit("sample-zero-1", /*verify_only=*/true);
  EXPECT_EQ(audit.state_hashes.checked, 120u);
  EXPECT_EQ(audit.state_keys.checked, 120u);
  EXPECT_EQ(audit.FirstBadSeq(), 50u);
  EXPECT_EQ(audit.state_keys.first_mismatch, 50u);
  EXPECT_EQ(audit.state_hashes.first_mismatch, 90u);
  EXPECT_NE(audit.IntegrityProblem().find("recorded state key"), std::string::npos);

  MemoryEventLog clean;
  ASSERT_TRUE(clean.Append(AppendRequest{both.front().game, 1, both}).ok());
  audit = AuditGame(clean, "sample-zero-1", kZero, trusted_, {.verify_only = true});
  EXPECT_EQ(audit.state_hashes.checked, 120u);
  EXPECT_EQ(audit.state_keys.checked, 120u);
  EXPECT_FALSE(audit.IntegrityFailed()) << audit.IntegrityProblem();
}

TEST_F(AuditTest, AFlippedStoredByteIsNamedByItsSeqAndTheRestBeforeItIsStillAudited) {
  Store(WithStateHashes(SampleGame("sample-game")));
  ASSERT_TRUE(store_.CorruptForTesting("sample-zero-1", 57, kHashBytes + 30).ok());
  const GameAudit audit = Audit("sample-zero-1");
  ASSERT_TRUE(audit.IntegrityFailed());
  EXPECT_EQ(audit.FirstBadSeq(), 57u);
  EXPECT_NE(audit.IntegrityProblem().find("hash chain"), std::string::npos);
  EXPECT_EQ(audit.state_hashes.checked, 56u) << "seqs 1-56 are still checked";
  EXPECT_NE(audit.fold_problem.find("up to seq 56"), std::string::npos) << audit.fold_problem;
  ASSERT_EQ(audit.violations.size(), 1u);  // Seq 25; seq 58 is past the break.
}

TEST_F(AuditTest, AForgedRulingIsAnIntegrityFailure) {
  const KeyPair judge = GenerateKeyPair();
  trusted_.Add("J-0815", judge.public_key);
  std::vector<Event> log = SampleGame("sample-game");
  Event& ruling = log[91];  // Seq 92.
  ASSERT_TRUE(SignJudgeEvent(&ruling, JudgeKey{"J-0815", GenerateKeyPair().secret_key}).ok());
  Store(log);
  const GameAudit audit = Audit("sample-zero-1");
  EXPECT_EQ(audit.judge_events[4].signature, SignatureStatus::kForged);
  EXPECT_EQ(audit.FirstBadSeq(), 92u);
}

// Issue 26: stripping every signature (and letting the chain be recomputed) no longer passes an
// audit whose organiser requires that judge's signature.
TEST_F(AuditTest, AStrippedSignatureOfAJudgeWhoMustSignIsAnIntegrityFailure) {
  trusted_.Add("J-0815", GenerateKeyPair().public_key);
  Store(SampleGame("sample-game"));  // Its judge events are unsigned.
  EXPECT_FALSE(Audit("sample-zero-1").IntegrityFailed());
  trusted_.RequireSigned("J-0815");
  const GameAudit audit = Audit("sample-zero-1");
  ASSERT_TRUE(audit.IntegrityFailed());
  EXPECT_EQ(audit.judge_events[0].signature, SignatureStatus::kMissing);
  EXPECT_EQ(audit.FirstBadSeq(), audit.judge_events[0].seq);
  EXPECT_NE(audit.IntegrityProblem().find("carries no signature, but J-0815 must sign"),
            std::string::npos)
      << audit.IntegrityProblem();
}

TEST_F(AuditTest, AGameTheEngineCannotFoldIsReportedNotFolded) {
  Store(SampleGame("sample-game"));
  const RulesetLookup none = [](const Header&) -> Result<const Ruleset*> {
    return Status::InvalidInput("no engine for zero");
  };
  const GameAudit audit = AuditGame(store_, "sample-zero-1", none, trusted_, {});
  EXPECT_FALSE(audit.folded);
  EXPECT_EQ(audit.fold_problem, "not folded: no engine for zero");
  EXPECT_FALSE(audit.IntegrityFailed());
  // Its rules were not checked: neither clean nor a violation (issue 13).
  EXPECT_EQ(audit.Verdict(/*verify_only=*/false), AuditVerdict::kNotChecked);
  // --verify only needs the engine for recorded state hashes, and this log records none.
  const GameAudit verified =
      AuditGame(store_, "sample-zero-1", none, trusted_, {.verify_only = true});
  EXPECT_EQ(verified.Verdict(/*verify_only=*/true), AuditVerdict::kClean);
}

// The one rule for a game's verdict (issue 13): integrity failure first, then a store that failed
// otherwise, then rules not checked, then violations left standing.
TEST_F(AuditTest, TheVerdictIsTheFirstThatHolds) {
  std::vector<Event> log = WithStateHashes(SampleGame("sample-game"));
  Store(log);
  GameAudit audit = Audit("sample-zero-1");
  EXPECT_EQ(audit.Verdict(false), AuditVerdict::kClean);  // Its violations were reversed.
  audit.violations.push_back(AuditedViolation{});         // One left standing.
  EXPECT_EQ(audit.Verdict(false), AuditVerdict::kViolations);
  EXPECT_EQ(audit.Verdict(true), AuditVerdict::kViolations);
  audit.state_hashes.checked = 0;  // As if no engine could fold it.
  EXPECT_EQ(audit.Verdict(false), AuditVerdict::kNotChecked);
  EXPECT_EQ(audit.Verdict(true), AuditVerdict::kNotChecked);
  audit.store_problem = Status::IoError("disk gone");
  EXPECT_EQ(audit.Verdict(false), AuditVerdict::kStoreFailure);
  audit.store_problem = Status::Corruption("block checksum mismatch");
  EXPECT_EQ(audit.Verdict(true), AuditVerdict::kIntegrityFailure);
  EXPECT_TRUE(audit.IntegrityFailed());
  EXPECT_EQ(audit.IntegrityProblem(), "block checksum mismatch");
  EXPECT_EQ(AuditVerdictName(AuditVerdict::kNotChecked), "not-checked");
}

TEST_F(AuditTest, ManyGamesInParallelGiveWhatOneThreadGives) {
  std::vector<std::string> games;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto header = Zero().BotHeader("par-" + std::to_string(seed));
    ASSERT_TRUE(header.ok());
    auto game = PlayBotGame(Zero(), *header, BotOptions{seed, 20000, seed % 3 == 0 ? 0.05 : 0.0});
    ASSERT_TRUE(game.ok());
    Store(WithStateHashes(game->log));
    games.push_back(header->game_id);
  }
  ASSERT_TRUE(store_.CorruptForTesting("par-5", 30, kHashBytes + 12).ok());
  AuditOptions one_thread;
  one_thread.threads = 1;
  AuditOptions four_threads;
  four_threads.threads = 4;
  size_t calls = 0;
  const auto serial = AuditGames(store_, games, kZero, trusted_, one_thread);
  const auto parallel =
      AuditGames(store_, games, kZero, trusted_, four_threads, [&](size_t done, size_t total) {
        ++calls;
        EXPECT_EQ(total, games.size());
        EXPECT_LE(done, total);
      });
  EXPECT_EQ(calls, games.size());
  ASSERT_EQ(parallel.size(), serial.size());
  size_t with_violations = 0;
  for (size_t i = 0; i < games.size(); ++i) {
    SCOPED_TRACE(games[i]);
    EXPECT_EQ(parallel[i].game, games[i]);
    EXPECT_EQ(parallel[i].FirstBadSeq(), serial[i].FirstBadSeq());
    EXPECT_EQ(parallel[i].violations.size(), serial[i].violations.size());
    EXPECT_EQ(parallel[i].state_hashes.checked, serial[i].state_hashes.checked);
    EXPECT_EQ(parallel[i].result, serial[i].result);
    with_violations += parallel[i].StandingViolations() != 0;
    EXPECT_EQ(parallel[i].IntegrityFailed(), games[i] == "par-5");
  }
  EXPECT_EQ(parallel[4].FirstBadSeq(), 30u);
  EXPECT_GE(with_violations, 1u);
}

}  // namespace
}  // namespace tcgjudge
