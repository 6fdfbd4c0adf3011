// The audit of stored games (issue 4, issue 7 "Integrity"): every violation with its standing
// and the remedy the rules give, the hash chain, the recorded state hashes and keys, and the
// signatures of the judge events. Games are audited in parallel; the engine and the judge stay
// pure (each worker folds its own games; the store is only read).

#ifndef TCGJUDGE_JUDGE_AUDIT_H_
#define TCGJUDGE_JUDGE_AUDIT_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/review.h"
#include "judge/signing.h"
#include "store/event_log.h"

namespace tcgjudge {

struct AuditedViolation {
  Violation violation;
  Standing standing = Standing::kStanding;
  std::optional<uint32_t> undone_by;  // The judge event that reversed or superseded it.
  // kRuled: the ruling or penalty that left it standing by ruling (JudgeAction.settles), and that
  // judge event's signature against the trusted keys.
  std::optional<uint32_t> ruled_by;
  SignatureStatus ruling_signature = SignatureStatus::kUnsigned;
  std::string remedy;  // What the rules give, in words (RemedyText).
};

struct AuditedJudgeEvent {
  uint32_t seq = 0;
  std::string time;  // As recorded (RFC 3339 UTC), or "".
  std::string judge_id;
  std::string kind;  // "reverse", "backUp", "ruling", "penalty", "note", "result".
  std::vector<std::string> rules;
  std::string text;
  std::vector<uint32_t> settles;  // The violations it leaves standing by ruling (seqs).
  std::optional<Penalty> penalty;  // Whom a penalty penalises and how (kind "penalty").
  SignatureStatus signature = SignatureStatus::kUnsigned;
  std::optional<PublicKey> key;  // The key it names, if signed.
};

// The check of one kind of recorded digest of the positions: the state hashes
// (Event.state_hash, StateHash) or the state keys (Event.state_key, Ruleset::StateKey).
struct StateHashCheck {
  uint32_t recorded = 0;  // Events that carry one.
  uint32_t checked = 0;   // Of those, how many the fold reached.
  std::optional<uint32_t> first_mismatch;
  uint64_t recorded_value = 0;  // At first_mismatch: what the log says,
  uint64_t folded_value = 0;    // and what the fold gives.
};

// One audit's verdict on one game. Exactly one applies, the first that holds in this order:
enum class AuditVerdict {
  kIntegrityFailure,  // The stored game is not what was written: a broken chain, a recorded state
                      // hash or key the fold does not reproduce, a forged signature, or the store
                      // reports damage (a block checksum, an unreadable record).
  kStoreFailure,      // The store failed otherwise (I/O, a game gone): nothing could be checked.
  kNotChecked,        // Intact as far as it was checked, but the rules could not be checked: no
                      // engine or card data for it, or a log the engine cannot fold (then its
                      // recorded state hashes and keys are not checked either).
  kViolations,        // Checked: violations left standing.
  kOpen,              // Checked: no violation left standing, but a paper game's record leaves the
                      // legality of some decisions open (undetermined or undeterminable,
                      // judge/review.h OpenVerdict): not clean.
  kClean,             // Checked: intact, no violation left standing, and none left open.
};

std::string_view AuditVerdictName(AuditVerdict verdict);  // "integrity-failure", ...

struct GameAudit {
  std::string game;
  std::string ruleset;
  uint32_t events = 0;  // Stored events.
  // A store failure that stopped the audit of this game (damage: kCorruption; I/O, a game that
  // vanished); the rest of the audit is then empty.
  Status store_problem;
  ChainReport chain;
  // Whether the log was folded (up to the first bad seq of the chain), and if not or not to the
  // end, why (no engine for the ruleset, an event the engine cannot apply, a broken chain).
  bool folded = false;
  std::string fold_problem;
  StateHashCheck state_hashes;  // The recorded state hashes (old recordings),
  StateHashCheck state_keys;    // and state keys: each event's that it carries, both if both.
  std::vector<AuditedViolation> violations;  // Empty with AuditOptions::verify_only.
  // A paper game's questions the record leaves open at its end (undetermined or undeterminable),
  // one per decision and rule, by seq; empty with AuditOptions::verify_only and in an omniscient
  // game.
  std::vector<ReviewedQuestion> open_questions;
  std::vector<AuditedJudgeEvent> judge_events;
  std::string result;  // "A wins: ...", "draw: ...", "in progress: <what it waits for>", or "".

  // A broken chain, a recorded state hash or key the fold does not reproduce, a forged
  // signature, or damage the store reports (store_problem kCorruption).
  bool IntegrityFailed() const;
  // The first seq of an integrity failure; nullopt if there is none, or if the store's damage
  // is not at a seq.
  std::optional<uint32_t> FirstBadSeq() const;
  // What the integrity failure is, in one line (at FirstBadSeq() if there is one); "" if none.
  std::string IntegrityProblem() const;
  size_t StandingViolations() const;
  size_t RuledViolations() const;  // Left standing by a ruling or penalty (Standing::kRuled).
  // The decisions with an open question of `verdict` (a decision may leave several rules open;
  // its questions share their card, so they share their verdict).
  size_t OpenDecisions(OpenVerdict verdict) const;
  // Whether the rules went unchecked (kNotChecked): with `verify_only`, only recorded state
  // hashes and keys that were not checked count.
  bool RulesNotChecked(bool verify_only) const;
  AuditVerdict Verdict(bool verify_only) const;
};

struct AuditOptions {
  // Integrity only (`audit --verify`): chain, recorded state hashes and keys and signatures;
  // violations are not listed, and a game without recorded state hashes or keys is not folded at
  // all.
  bool verify_only = false;
  unsigned threads = 0;  // 0: std::thread::hardware_concurrency().
};

// The rules engine for a game's header (kInvalidInput if there is none).
using RulesetLookup = std::function<Result<const Ruleset*>(const Header& header)>;

// Called after each game is audited, from the worker threads but never concurrently.
using AuditProgress = std::function<void(size_t done, size_t total)>;

// Audits stored game `game` of `log`.
GameAudit AuditGame(const EventLog& log, const std::string& game, const RulesetLookup& rulesets,
                    const TrustedKeys& trusted, const AuditOptions& options);

// Audits `games` in parallel across games (a pool of AuditOptions::threads threads); the result
// is in the order of `games`. `log` must allow concurrent reads (both EventLogs do).
std::vector<GameAudit> AuditGames(const EventLog& log, const std::vector<std::string>& games,
                                  const RulesetLookup& rulesets, const TrustedKeys& trusted,
                                  const AuditOptions& options,
                                  const AuditProgress& progress = nullptr);

// The remedy the ruleset's reversal gives for `violation` of `game` (`texts`: Ruleset::Judging);
// for one the rules remedied themselves (Violation::remedied_by_rules), that there is nothing to
// reverse, in the ruleset's words.
// `latest` is true if its seq is the latest decision of the effective line;
// otherwise `point_before` is the priority point of the effective line a back-up would return to
// (PositionIndex::PointBefore; the remedy names it and the rewind command), if there is one.
std::string RemedyText(const JudgeTexts& texts, const std::string& game,
                       const AuditedViolation& violation, bool latest,
                       const PriorityPoint* point_before = nullptr);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_AUDIT_H_
