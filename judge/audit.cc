#include "judge/audit.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <utility>

#include "judge/game_summary.h"
#include "judge/review.h"

namespace tcgjudge {
namespace {

std::string HashText(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
  return text;
}

std::string ResultText(const Pending& pending) {
  if (const auto* over = std::get_if<GameOver>(&pending)) return GameOverText(*over);
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) {
    return "in progress: " + point->description;
  }
  return "in progress: " + std::get<FactPoint>(pending).description;
}

// Lists the judge events of `events` with their signatures.
void AuditJudgeEvents(const std::vector<Event>& events, const TrustedKeys& trusted,
                      GameAudit* audit) {
  for (const Event& e : events) {
    const auto* action = std::get_if<JudgeAction>(&e.body);
    if (action == nullptr) continue;
    AuditedJudgeEvent judged;
    judged.seq = e.seq;
    judged.time = e.time;
    if (const auto* judge = std::get_if<JudgeActor>(&e.actor)) judged.judge_id = judge->judge_id;
    judged.kind = std::string(JudgeKindName(*action));
    judged.rules = action->rules;
    judged.text = action->text;
    judged.settles = action->settles;
    if (const auto* penalty = std::get_if<Penalty>(&action->action)) judged.penalty = *penalty;
    judged.signature = CheckJudgeSignature(e, trusted);
    if (e.signature) judged.key = e.signature->public_key;
    audit->judge_events.push_back(std::move(judged));
  }
}

// Counts `recorded` (a recorded digest of `seq`'s position) in `check`, and compares it with
// `folded()`, the one the fold gives, up to the first mismatch.
template <typename Folded>
void CheckDigest(const std::optional<uint64_t>& recorded, uint32_t seq, StateHashCheck& check,
                 const Folded& folded) {
  if (!recorded) return;
  ++check.checked;
  if (check.first_mismatch) return;
  const uint64_t value = folded();
  if (*recorded != value) {
    check.first_mismatch = seq;
    check.recorded_value = *recorded;
    check.folded_value = value;
  }
}

// Folds `events` and checks the recorded state hashes and keys; lists violations unless
// verify_only.
void FoldAndCheck(const std::vector<Event>& events, const RulesetLookup& rulesets,
                  const AuditOptions& options, GameAudit* audit) {
  StateHashCheck& hashes = audit->state_hashes;
  StateHashCheck& keys = audit->state_keys;
  for (const Event& e : events) {
    hashes.recorded += e.state_hash.has_value();
    keys.recorded += e.state_key.has_value();
  }
  if (options.verify_only && hashes.recorded == 0 && keys.recorded == 0) return;
  auto ruleset = rulesets(std::get<Header>(events.front().body));
  if (!ruleset.ok()) {
    audit->fold_problem = "not folded: " + ruleset.status().message();
    return;
  }
  // Each recorded state hash and key is checked against the position its event leads to.
  const Ruleset& rules = **ruleset;
  ReviewOptions review_options;
  review_options.visit = [&](const ReplayStep& step) {
    const uint32_t seq = step.event.seq;
    CheckDigest(step.event.state_hash, seq, hashes, [&] { return StateHash(rules, step.state); });
    CheckDigest(step.event.state_key, seq, keys, [&] { return rules.StateKey(step.state); });
  };
  // The remedies name priority points by their labels alone.
  review_options.positions = !options.verify_only;
  review_options.point_keys = PositionIndexer::Keys::kSkip;
  auto review = ReviewGame(rules, events, review_options);
  if (!review.ok()) {
    audit->fold_problem = "not folded: " + review.status().message();
    for (StateHashCheck* check : {&hashes, &keys}) {
      check->checked = 0;
      check->first_mismatch.reset();
    }
    return;
  }
  audit->folded = true;
  audit->result = ResultText(rules.PendingOf(*review->state));
  if (options.verify_only) return;
  audit->open_questions = std::move(review->open_questions);
  const JudgeTexts judging = rules.Judging();
  for (ReviewedViolation& v : review->violations) {
    AuditedViolation audited;
    audited.standing = v.standing;
    audited.undone_by = v.undone_by;
    audited.ruled_by = v.ruled_by;
    if (v.ruled_by) {
      for (const AuditedJudgeEvent& j : audit->judge_events) {
        if (j.seq == *v.ruled_by) audited.ruling_signature = j.signature;
      }
    }
    audited.violation = std::move(v.violation);
    audited.remedy =
        RemedyText(judging, audit->game, audited, review->latest_decision == audited.violation.seq,
                   review->positions.PointBefore(audited.violation.seq));
    audit->violations.push_back(std::move(audited));
  }
}

}  // namespace

std::string_view AuditVerdictName(AuditVerdict verdict) {
  switch (verdict) {
    case AuditVerdict::kIntegrityFailure:
      return "integrity-failure";
    case AuditVerdict::kStoreFailure:
      return "store-failure";
    case AuditVerdict::kNotChecked:
      return "not-checked";
    case AuditVerdict::kViolations:
      return "violations";
    case AuditVerdict::kOpen:
      return "open";
    case AuditVerdict::kClean:
      return "clean";
  }
  return "?";
}

bool GameAudit::IntegrityFailed() const {
  return store_problem.code() == StatusCode::kCorruption || FirstBadSeq().has_value();
}

std::optional<uint32_t> GameAudit::FirstBadSeq() const {
  std::optional<uint32_t> first = chain.first_bad_seq;
  auto consider = [&](uint32_t seq) {
    if (!first || seq < *first) first = seq;
  };
  if (state_hashes.first_mismatch) consider(*state_hashes.first_mismatch);
  if (state_keys.first_mismatch) consider(*state_keys.first_mismatch);
  for (const AuditedJudgeEvent& j : judge_events) {
    if (j.signature == SignatureStatus::kForged || j.signature == SignatureStatus::kMissing) {
      consider(j.seq);
    }
  }
  return first;
}

std::string GameAudit::IntegrityProblem() const {
  const std::optional<uint32_t> seq = FirstBadSeq();
  if (!seq) return store_problem.code() == StatusCode::kCorruption ? store_problem.message() : "";
  if (chain.first_bad_seq == seq) return "hash chain: " + chain.problem;
  for (const auto& [check, what] :
       {std::pair{&state_hashes, "state hash"}, std::pair{&state_keys, "state key"}}) {
    if (check->first_mismatch != seq) continue;
    return std::string("recorded ") + what + " " + HashText(check->recorded_value) +
           " is not the position the fold reaches (" + HashText(check->folded_value) +
           "): the event or one before it was changed, or it was recorded by another engine "
           "version";
  }
  for (const AuditedJudgeEvent& j : judge_events) {
    if (j.seq == *seq && j.signature == SignatureStatus::kForged) {
      return "the " + j.kind + " by " + j.judge_id +
             " carries a forged signature (it does not verify, or not with a key trusted for " +
             j.judge_id + ")";
    }
    if (j.seq == *seq && j.signature == SignatureStatus::kMissing) {
      return "the " + j.kind + " by " + j.judge_id + " carries no signature, but " + j.judge_id +
             " must sign (--require-signed): its signature was stripped, or it was never signed";
    }
  }
  return "";
}

bool GameAudit::RulesNotChecked(bool verify_only) const {
  if (state_hashes.checked < state_hashes.recorded) return true;
  if (state_keys.checked < state_keys.recorded) return true;
  return !verify_only && !folded;
}

AuditVerdict GameAudit::Verdict(bool verify_only) const {
  if (IntegrityFailed()) return AuditVerdict::kIntegrityFailure;
  if (!store_problem.ok()) return AuditVerdict::kStoreFailure;
  if (RulesNotChecked(verify_only)) return AuditVerdict::kNotChecked;
  if (StandingViolations() != 0) return AuditVerdict::kViolations;
  if (!open_questions.empty()) return AuditVerdict::kOpen;
  return AuditVerdict::kClean;
}

size_t GameAudit::StandingViolations() const {
  return std::count_if(violations.begin(), violations.end(),
                       [](const AuditedViolation& v) { return v.standing == Standing::kStanding; });
}

size_t GameAudit::OpenDecisions(OpenVerdict verdict) const {
  std::vector<uint32_t> seqs;
  for (const ReviewedQuestion& q : open_questions) {
    if (q.verdict == verdict) seqs.push_back(q.question.seq);
  }
  std::sort(seqs.begin(), seqs.end());
  return static_cast<size_t>(std::unique(seqs.begin(), seqs.end()) - seqs.begin());
}

size_t GameAudit::RuledViolations() const {
  return std::count_if(violations.begin(), violations.end(),
                       [](const AuditedViolation& v) { return v.standing == Standing::kRuled; });
}

std::string RemedyText(const JudgeTexts& texts, const std::string& game, const AuditedViolation& v,
                       bool latest, const PriorityPoint* point_before) {
  const std::string seq = std::to_string(v.violation.seq);
  if (v.standing == Standing::kRuled) {
    return "left standing by ruling" +
           (v.ruled_by ? " (seq " + std::to_string(*v.ruled_by) + ")" : std::string());
  }
  if (v.standing == Standing::kReversed) {
    return "reversed under " + texts.reverse_name +
           (v.undone_by ? " by seq " + std::to_string(*v.undone_by) : std::string());
  }
  if (v.standing == Standing::kSuperseded) {
    return "superseded by the back-up" +
           (v.undone_by ? " at seq " + std::to_string(*v.undone_by) : std::string());
  }
  if (v.violation.seq <= 1) return texts.deck_remedy;
  if (v.violation.remedied_by_rules) {
    // The engine applied the rules' own remedy: nothing for the judge to reverse or back up.
    return (texts.remedied_by_rules.empty() ? std::string("the rules remedied it themselves")
                                            : texts.remedied_by_rules) +
           ": nothing to reverse";
  }
  if (latest) {
    return texts.reverse_citation + ": reverse it (tcgjudge reverse " + game + " " + seq + ")" +
           (texts.reverse_effect.empty() ? std::string() : ": " + texts.reverse_effect);
  }
  if (point_before != nullptr) {
    const std::string point = PointLabel(0, point_before->number);
    return texts.latest_only + ": back up to " + point + ", the priority point before seq " + seq +
           " (tcgjudge rewind " + game + " --to " + point +
           " --judge ID), or leave it standing with a ruling";
  }
  return texts.latest_only + ": back up to the priority point before seq " + seq +
         " (tcgjudge rewind " + game + " --to before:" + seq +
         " --judge ID), or leave it standing with a ruling";
}

GameAudit AuditGame(const EventLog& log, const std::string& game, const RulesetLookup& rulesets,
                    const TrustedKeys& trusted, const AuditOptions& options) {
  GameAudit audit;
  audit.game = game;
  // One walk of the stored events: the chain checked, and the events before its first bad seq.
  std::vector<StoredEvent> stored;
  auto chain = log.VerifyAndRead(game, &stored);
  if (chain.ok() && chain->ok()) {
    // The whole chain verifies against the games row: the row's count is the events walked and
    // its header is seq 1, which is what GetGame would read again.
    audit.events = static_cast<uint32_t>(stored.size());
    audit.ruleset = std::get<Header>(stored.front().event.body).ruleset;
  } else {
    // Whether the store can say what the game is, and if not why (the row, seq 1, the last seq).
    auto info = log.GetGame(game);
    if (!info.ok()) {
      audit.store_problem = info.status();
      return audit;
    }
    audit.events = info->event_count;
    audit.ruleset = info->header.ruleset;
  }
  if (!chain.ok()) {
    audit.store_problem = chain.status();
    return audit;
  }
  audit.chain = std::move(chain).value();
  // A broken chain: what comes before the first bad seq is still audited.
  const uint32_t last = audit.chain.first_bad_seq ? *audit.chain.first_bad_seq - 1 : UINT32_MAX;
  if (last == 0) {
    audit.fold_problem = "not folded: the header does not verify";
    return audit;
  }
  std::vector<Event> events;
  events.reserve(stored.size());
  for (StoredEvent& s : stored) events.push_back(std::move(s.event));
  AuditJudgeEvents(events, trusted, &audit);
  FoldAndCheck(events, rulesets, options, &audit);
  if (audit.chain.first_bad_seq && audit.fold_problem.empty()) {
    audit.fold_problem = "folded up to seq " + std::to_string(last) +
                         " only (the chain breaks at seq " + std::to_string(last + 1) + ")";
  }
  return audit;
}

std::vector<GameAudit> AuditGames(const EventLog& log, const std::vector<std::string>& games,
                                  const RulesetLookup& rulesets, const TrustedKeys& trusted,
                                  const AuditOptions& options, const AuditProgress& progress) {
  std::vector<GameAudit> audits(games.size());
  unsigned threads = options.threads != 0 ? options.threads : std::thread::hardware_concurrency();
  threads = std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(games.size())));
  std::atomic<size_t> next{0};
  std::mutex progress_mutex;
  size_t done = 0;
  auto work = [&] {
    for (size_t i = next++; i < games.size(); i = next++) {
      audits[i] = AuditGame(log, games[i], rulesets, trusted, options);
      if (progress) {
        std::lock_guard<std::mutex> lock(progress_mutex);
        progress(++done, games.size());
      }
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(threads);
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();  // The calling thread is a worker too.
  for (std::thread& t : pool) t.join();
  return audits;
}

}  // namespace tcgjudge
