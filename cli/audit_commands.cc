// The judge's review commands that only read: audit (judge/audit.h) and whatif
// (judge/whatif.h).

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <set>

#include "cli/command_support.h"
#include "cli/judge_event_commands.h"
#include "cli/progress.h"
#include "engine/registry.h"
#include "events/printable.h"
#include "judge/audit.h"
#include "judge/diff.h"
#include "judge/match.h"
#include "judge/registration.h"
#include "judge/whatif.h"
#include "store/pinned_view.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

std::string HashText(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
  return text;
}

// "2 state hashes match", "state key differs at seq 40", "3 of 9 state keys checked".
std::string DigestText(const StateHashCheck& s, const std::string& one, const std::string& many) {
  if (s.first_mismatch) return one + " differs at seq " + std::to_string(*s.first_mismatch);
  if (s.checked < s.recorded) {
    return std::to_string(s.checked) + " of " + std::to_string(s.recorded) + " " + many +
           " checked";
  }
  return CountText(s.recorded, one, many) + " match";
}

// The recorded state hashes, then the recorded state keys, each where the game has some.
std::string StateHashesText(const GameAudit& a) {
  const StateHashCheck& hashes = a.state_hashes;
  const StateHashCheck& keys = a.state_keys;
  if (hashes.recorded == 0 && keys.recorded == 0) return "no state hashes recorded";
  std::string text;
  if (hashes.recorded != 0) text = DigestText(hashes, "state hash", "state hashes");
  if (keys.recorded != 0) {
    text += (text.empty() ? "" : " · ") + DigestText(keys, "state key", "state keys");
  }
  return text;
}

std::string DigestJson(const StateHashCheck& s) {
  return "{\"recorded\":" + std::to_string(s.recorded) +
         ",\"checked\":" + std::to_string(s.checked) +
         ",\"firstMismatch\":" + (s.first_mismatch ? std::to_string(*s.first_mismatch) : "null") +
         "}";
}

std::string JudgeEventsText(const GameAudit& a) {
  size_t counts[5] = {0, 0, 0, 0, 0};
  for (const AuditedJudgeEvent& j : a.judge_events) ++counts[static_cast<int>(j.signature)];
  std::string parts;
  for (SignatureStatus s : {SignatureStatus::kValid, SignatureStatus::kForged,
                            SignatureStatus::kMissing, SignatureStatus::kUnknownKey,
                            SignatureStatus::kUnsigned}) {
    if (counts[static_cast<int>(s)] == 0) continue;
    parts += (parts.empty() ? "" : ", ") + std::to_string(counts[static_cast<int>(s)]) + " " +
             std::string(SignatureStatusName(s));
  }
  return CountText(a.judge_events.size(), "judge event", "judge events") +
         (parts.empty() ? "" : " (" + parts + ")");
}

// "standing", "reversed", ..., or "ruled by seq 26 (valid)": the ruling and its signature.
std::string StandingText(const AuditedViolation& v) {
  std::string text(StandingName(v.standing));
  if (v.standing == Standing::kRuled && v.ruled_by) {
    text += " by seq " + std::to_string(*v.ruled_by) + " (" +
            std::string(SignatureStatusName(v.ruling_signature)) + ")";
  }
  return text;
}

// "(4 standing)", or "(0 standing, 2 ruled)" where a ruling settled some.
std::string StandingCounts(size_t standing, size_t ruled, const std::string& standing_word) {
  return "(" + std::to_string(standing) + " " + standing_word +
         (ruled != 0 ? ", " + std::to_string(ruled) + " ruled" : std::string());
}

// "2 decisions open (1 undetermined, 1 undeterminable)": a paper game's decisions left open.
std::string OpenCounts(const GameAudit& a) {
  const size_t undetermined = a.OpenDecisions(OpenVerdict::kUndetermined);
  const size_t undeterminable = a.OpenDecisions(OpenVerdict::kUndeterminable);
  return CountText(undetermined + undeterminable, "decision", "decisions") + " open (" +
         std::to_string(undetermined) + " undetermined, " + std::to_string(undeterminable) +
         " undeterminable)";
}

// A paper game's decisions left open, each once with its verdict and what would settle it, then
// each rule it leaves open: "  ? seq 7  A  undetermined · settled by: a reveal of A#4 ...".
void PrintOpenDecisions(std::ostream& out, const GameAudit& a) {
  for (size_t i = 0; i < a.open_questions.size(); ++i) {
    const ReviewedQuestion& q = a.open_questions[i];
    if (i == 0 || a.open_questions[i - 1].question.seq != q.question.seq) {
      out << "  ? seq " << q.question.seq << "  " << SeatLetter(q.question.player) << "  "
          << OpenVerdictName(q.verdict)
          << (q.verdict == OpenVerdict::kUndetermined ? " · settled by: " : " · never settled: ")
          << q.settled_by << "\n";
    }
    out << "      " << OpenQuestionLine(q) << "\n";
  }
}

void PrintGameText(const CommandContext& ctx, const GameAudit& a, bool verify) {
  std::ostream& out = *ctx.out;
  out << a.game;
  // A game the store could not read at all has no known ruleset or length.
  if (a.store_problem.ok() || !a.ruleset.empty()) {
    out << " · " << (a.ruleset.empty() ? "?" : a.ruleset) << " · "
        << CountText(a.events, "event", "events");
  }
  if (!a.store_problem.ok()) {
    out << "\n  ✗ " << (a.IntegrityFailed() ? "INTEGRITY" : "not audited") << ": "
        << a.store_problem.message() << "\n";
    return;
  }
  out << " · chain " << (a.chain.ok() ? "ok" : "BROKEN") << " · " << StateHashesText(a);
  if (!verify) {
    out << " · " << CountText(a.violations.size(), "violation", "violations") << " "
        << StandingCounts(a.StandingViolations(), a.RuledViolations(), "standing") << ")";
    if (!a.open_questions.empty()) out << " · " << OpenCounts(a);
  }
  out << " · " << JudgeEventsText(a) << "\n";
  if (const auto bad = a.FirstBadSeq()) {
    out << "  ✗ INTEGRITY seq " << *bad << ": " << a.IntegrityProblem() << "\n";
  }
  if (!a.fold_problem.empty()) {
    out << "  ! " << (a.RulesNotChecked(verify) ? "NOT CHECKED: " : "") << a.fold_problem << "\n";
  }
  for (const AuditedViolation& v : a.violations) {
    out << "  ✗ " << ViolationLine(v.violation) << " · " << StandingText(v) << "\n"
        << "      remedy: " << v.remedy << "\n";
  }
  PrintOpenDecisions(out, a);
  for (const AuditedJudgeEvent& j : a.judge_events) {
    out << "  ⚖ seq " << j.seq << "  " << j.judge_id << "  " << j.kind << "  ";
    if (j.penalty) {
      out << PenaltyKindName(j.penalty->kind) << " for " << SeatLetter(j.penalty->player) << "  ";
    }
    out << SignatureStatusName(j.signature);
    if (j.key) out << " (key " << KeyFingerprint(*j.key) << ")";
    if (!j.rules.empty()) {
      out << " ·";
      for (const std::string& r : j.rules) out << " " << r;
    }
    out << "\n";
  }
  if (!a.result.empty()) out << "  result: " << a.result << "\n";
}

void PrintGameJson(const CommandContext& ctx, const GameAudit& a, bool verify) {
  std::ostream& out = *ctx.out;
  out << "{\"game\":" << JsonQuote(a.game) << ",\"ruleset\":" << JsonQuote(a.ruleset)
      << ",\"events\":" << a.events
      << ",\"verdict\":" << JsonQuote(AuditVerdictName(a.Verdict(verify)));
  if (!a.store_problem.ok()) {
    out << ",\"error\":" << JsonQuote(a.store_problem.message()) << "}\n";
    return;
  }
  const auto bad = a.FirstBadSeq();
  out << ",\"integrity\":{\"ok\":" << (bad ? "false" : "true")
      << ",\"firstBadSeq\":" << (bad ? std::to_string(*bad) : "null")
      << ",\"problem\":" << (bad ? JsonQuote(a.IntegrityProblem()) : "null")
      << ",\"chain\":{\"ok\":" << (a.chain.ok() ? "true" : "false")
      << ",\"eventsChecked\":" << a.chain.events_checked << ",\"firstBadSeq\":"
      << (a.chain.first_bad_seq ? std::to_string(*a.chain.first_bad_seq) : "null")
      << "},\"stateHashes\":" << DigestJson(a.state_hashes)
      << ",\"stateKeys\":" << DigestJson(a.state_keys) << "}";
  out << ",\"folded\":" << (a.folded ? "true" : "false")
      << ",\"foldProblem\":" << (a.fold_problem.empty() ? "null" : JsonQuote(a.fold_problem));
  if (!verify) {
    out << ",\"violations\":[";
    for (size_t i = 0; i < a.violations.size(); ++i) {
      const AuditedViolation& v = a.violations[i];
      std::string json = ViolationJson(v.violation, StandingName(v.standing));
      json.pop_back();  // The closing brace: remedy and undoneBy follow.
      out << (i ? "," : "") << json
          << ",\"undoneBy\":" << (v.undone_by ? std::to_string(*v.undone_by) : "null");
      if (v.ruled_by) {
        out << ",\"ruledBy\":" << *v.ruled_by << ",\"rulingSignature\":"
            << JsonQuote(SignatureStatusName(v.ruling_signature));
      }
      out
          << ",\"remedy\":" << JsonQuote(v.remedy) << "}";
    }
    out << "],\"openQuestions\":[";
    for (size_t i = 0; i < a.open_questions.size(); ++i) {
      out << (i ? "," : "") << OpenQuestionJson(a.open_questions[i]);
    }
    out << "]";
  }
  out << ",\"judgeEvents\":[";
  for (size_t i = 0; i < a.judge_events.size(); ++i) {
    const AuditedJudgeEvent& j = a.judge_events[i];
    out << (i ? "," : "") << "{\"seq\":" << j.seq << ",\"judge\":" << JsonQuote(j.judge_id)
        << ",\"kind\":" << JsonQuote(j.kind);
    if (j.penalty) {
      out << ",\"penalty\":{\"player\":\"" << SeatLetter(j.penalty->player)
          << "\",\"kind\":" << JsonQuote(PenaltyKindName(j.penalty->kind)) << "}";
    }
    out << ",\"rules\":[";
    for (size_t r = 0; r < j.rules.size(); ++r) out << (r ? "," : "") << JsonQuote(j.rules[r]);
    out << "],\"text\":" << JsonQuote(j.text)
        << ",\"signature\":" << JsonQuote(SignatureStatusName(j.signature))
        << ",\"key\":" << (j.key ? JsonQuote(KeyFingerprint(*j.key)) : "null") << "}";
  }
  out << "],\"result\":" << JsonQuote(a.result) << "}\n";
}

// The counts of an audit's summary, and its exit code: the one rule for every audit
// (docs/errors.md, "Audit verdicts").
struct AuditTally {
  explicit AuditTally(bool verify_in) : verify(verify_in) {}

  void Add(const GameAudit& a) {
    switch (a.Verdict(verify)) {
      case AuditVerdict::kIntegrityFailure:
        ++integrity;
        break;
      case AuditVerdict::kStoreFailure:
        ++store_failed;
        break;
      case AuditVerdict::kNotChecked:
        ++not_checked;
        break;
      case AuditVerdict::kOpen:
        ++open;
        break;
      case AuditVerdict::kViolations:
      case AuditVerdict::kClean:
        break;
    }
    undetermined += a.OpenDecisions(OpenVerdict::kUndetermined);
    undeterminable += a.OpenDecisions(OpenVerdict::kUndeterminable);
    with_violations += a.StandingViolations() != 0;
    violations += a.violations.size();
    standing += a.StandingViolations();
    ruled += a.RuledViolations();
    judge_events += a.judge_events.size();
    for (const AuditedJudgeEvent& j : a.judge_events) {
      forged += j.signature == SignatureStatus::kForged;
      unsigned_events += j.signature == SignatureStatus::kUnsigned;
      missing += j.signature == SignatureStatus::kMissing;
    }
  }

  // Integrity first: a damaged store is the news whatever else is true. Then a store that could
  // not be read, then rules that could not be checked (the audit is incomplete: never clean, and
  // never taken for a violation), then violations, then decisions a paper game's record leaves
  // open (checked, but not clean).
  int ExitCode() const {
    if (integrity != 0 || forged_registrations != 0 || !files.ok()) return kExitIntegrity;
    if (store_failed != 0) return kExitBadInput;
    if (not_checked != 0) return kExitNotChecked;
    if (standing != 0) return kExitRefused;
    if (open != 0) return kExitOpen;
    return kExitOk;
  }

  const bool verify;
  bool files_checked = false;  // --all, or --verify of every game: every table block was read.
  Status files;                // What VerifyFiles found.
  size_t integrity = 0, store_failed = 0, not_checked = 0, with_violations = 0, violations = 0,
         standing = 0, ruled = 0, judge_events = 0, forged = 0, unsigned_events = 0, missing = 0;
  // Games whose verdict is kOpen, and the decisions left open in every game audited.
  size_t open = 0, undetermined = 0, undeterminable = 0;
  // The registrations checked (judge/registration.h AuditRegistrations), and of them the forged:
  // each an integrity failure.
  size_t registrations = 0, forged_registrations = 0;
};

void PrintSummary(const CommandContext& ctx, const AuditTally& t, size_t games, size_t keys,
                  const std::string& keys_dir) {
  const size_t integrity = t.integrity + t.forged_registrations + !t.files.ok();
  if (ctx.json) {
    *ctx.out << "{\"summary\":true,\"games\":" << games << ",\"integrityFailures\":" << integrity
             << ",\"files\":"
             << (!t.files_checked
                     ? std::string("null")
                     : "{\"ok\":" + std::string(t.files.ok() ? "true" : "false") + ",\"problem\":" +
                           (t.files.ok() ? "null" : JsonQuote(t.files.message())) + "}")
             << ",\"gamesWithStandingViolations\":" << t.with_violations
             << ",\"violations\":" << t.violations << ",\"standing\":" << t.standing
             << ",\"ruled\":" << t.ruled << ",\"open\":" << t.open
             << ",\"undetermined\":" << t.undetermined << ",\"undeterminable\":" << t.undeterminable
             << ",\"notChecked\":" << t.not_checked << ",\"storeFailures\":" << t.store_failed
             << ",\"judgeEvents\":" << t.judge_events << ",\"forged\":" << t.forged
             << ",\"unsigned\":" << t.unsigned_events << ",\"missingSignatures\":" << t.missing
             << ",\"registrations\":" << t.registrations
             << ",\"forgedRegistrations\":" << t.forged_registrations << ",\"trustedKeys\":" << keys
             << ",\"exitCode\":" << t.ExitCode() << "}\n";
    return;
  }
  std::ostream& out = *ctx.out;
  if (!t.files.ok()) out << "store files · ✗ INTEGRITY: " << t.files.message() << "\n";
  out << CountText(games, "game", "games") << " audited" << (t.verify ? " (integrity only)" : "")
      << ": " << CountText(integrity, "integrity failure", "integrity failures");
  if (t.files_checked && t.files.ok()) out << " (every table block checked)";
  if (!t.verify) {
    out << ", " << CountText(t.violations, "violation", "violations") << " "
        << StandingCounts(t.standing, t.ruled, "left standing") << ", in "
        << CountText(t.with_violations, "game", "games") << ")";
    if (t.undetermined + t.undeterminable != 0) {
      out << ", " << CountText(t.undetermined + t.undeterminable, "decision", "decisions")
          << " left open (" << t.undetermined << " undetermined, " << t.undeterminable
          << " undeterminable)";
    }
  }
  out << ", " << CountText(t.judge_events, "judge event", "judge events") << " (" << t.forged
      << " forged, "
      << (t.missing != 0 ? std::to_string(t.missing) + " missing a required signature, " : "")
      << t.unsigned_events << " unsigned; " << CountText(keys, "trusted key", "trusted keys")
      << " in " << keys_dir << ")";
  if (t.registrations != 0) {
    out << ", " << CountText(t.registrations, "registration", "registrations") << " ("
        << t.forged_registrations << " forged)";
  }
  if (t.store_failed != 0) out << ", " << t.store_failed << " not audited (the store failed)";
  if (t.not_checked != 0) {
    out << ", " << CountText(t.not_checked, "game", "games") << " NOT CHECKED by the rules ("
        << (t.verify ? "recorded state hashes and keys" : "violations")
        << " unknown: see the ! lines)";
  }
  out << "\n";
}

// The registrations an audit checks: every one when it audits every game, else those of the
// audited games' tournaments.
std::optional<std::set<std::string>> AuditedTournaments(const RocksEventLog& store,
                                                        const std::vector<std::string>& games,
                                                        bool every_game) {
  if (every_game) return std::nullopt;
  std::set<std::string> tournaments;
  const std::set<std::string> audited(games.begin(), games.end());
  if (auto listed = store.ListGames(); listed.ok()) {
    for (const GameInfo& g : *listed) {
      if (audited.contains(g.game_id)) tournaments.insert(g.header.tournament);
    }
  }
  return tournaments;
}

// A registration as the audit checked it: text only when forged (an integrity failure), JSON for
// each.
void PrintRegistration(const CommandContext& ctx, const AuditedRegistration& a) {
  const Registration& r = a.registration;
  if (ctx.json) {
    const std::string problem = RegistrationIntegrityProblem(a);
    *ctx.out << "{\"registration\":{\"tournament\":" << JsonQuote(r.tournament)
             << ",\"player\":" << JsonQuote(r.player.player_id) << ",\"number\":" << r.number
             << "},\"name\":" << JsonQuote(r.player.name) << ",\"ruleset\":" << JsonQuote(r.ruleset)
             << ",\"judge\":" << JsonQuote(r.judge_id)
             << ",\"signature\":" << JsonQuote(SignatureStatusName(a.signature))
             << ",\"key\":" << JsonQuote(KeyFingerprint(r.public_key))
             << ",\"problem\":" << (problem.empty() ? "null" : JsonQuote(problem)) << "}\n";
  } else if (a.signature == SignatureStatus::kForged) {
    *ctx.out << AuditedRegistrationName(r) << " · ✗ INTEGRITY: " << RegistrationIntegrityProblem(a)
             << " (docs/security.md, \"Registered decklists\")\n";
  }
}

// The games an audit covers: the named ones (each must exist, once), or every stored game. Only
// the games index is read: a game whose events are damaged is audited (and counted), not a
// reason to refuse the whole audit.
Result<std::vector<std::string>> GamesToAudit(const RocksEventLog& store,
                                              const AuditCommandOptions& options, bool every_game) {
  TJ_ASSIGN_OR_RETURN(std::vector<std::string> stored, store.ListGameIds());
  if (every_game) return stored;
  std::set<std::string> seen;
  for (const std::string& g : options.games) {
    if (!seen.insert(g).second) {
      return Status::InvalidInput("audit: game '" + g + "' is named twice");
    }
    if (!std::binary_search(stored.begin(), stored.end(), g)) {
      // Says why: not a game id, not stored (and the stored ids nearest to it).
      if (Status got = store.GetGame(g).status(); !got.ok()) return SuggestGame(store, g, got);
      return SuggestGame(store, g, Status::NotFound("game '" + g + "' is not in the store"));
    }
  }
  return options.games;
}

}  // namespace

int AuditCommand(const CommandContext& ctx, const AuditCommandOptions& options) {
  if (!options.games.empty() && options.all) {
    return Fail(ctx, Status::InvalidInput("audit: name games or give --all, not both"));
  }
  const bool every_game = options.all || (options.verify && options.games.empty());
  if (!every_game && options.games.empty()) {
    return Fail(ctx, Status::InvalidInput("audit: name the games to audit, or give --all"));
  }
  std::error_code ec;
  if (options.keys_given && !std::filesystem::is_directory(options.keys_dir, ec)) {
    return Fail(ctx, Status::InvalidInput(
                         "--keys '" + options.keys_dir + "': " +
                         (std::filesystem::exists(options.keys_dir, ec) ? "not a directory"
                                                                        : "no such directory") +
                         " (give the directory of the trusted judges' public keys, *.pub)"));
  }
  auto trusted = TrustedKeys::LoadDirectory(options.keys_dir);
  if (!trusted.ok()) return Fail(ctx, trusted.status().WithContext("--keys"));
  for (const std::string& judge : options.require_signed) {
    if (judge != "trusted" && !IsValidKeyJudgeId(judge)) {
      return Fail(ctx, Status::InvalidInput("--require-signed: '" + PrintableText(judge) +
                                            "' is not a judge id (1-64 of A-Z a-z 0-9 . _ -) "
                                            "nor 'trusted'"));
    }
    trusted->RequireSigned(judge);
  }
  // A pinned view (docs/concurrency.md, "Audits and backups read a pinned view"): a writer's
  // compaction in another process never deletes a file this audit reads.
  auto store = OpenPinnedStore(ctx.db_path, {.busy_wait = {}, .log = StoreLog(ctx)});
  if (!store.ok()) return Fail(ctx, store.status());
  auto games = GamesToAudit(**store, options, every_game);
  if (!games.ok()) return Fail(ctx, games.status());
  if (ctx.rulesets == nullptr) {
    ctx.log->warn("rules not checked: {}", ctx.rulesets_problem.empty()
                                               ? "no rules engines are loaded"
                                               : ctx.rulesets_problem);
  }
  const RulesetLookup lookup = [&ctx](const Header& header) { return RulesetFor(ctx, header); };
  AuditOptions audit_options;
  audit_options.verify_only = options.verify;
  std::vector<GameAudit> audits;
  {
    Progress progress(ctx, "audit", games->size());
    audits = AuditGames(**store, *games, lookup, *trusted, audit_options,
                        [&](size_t done, size_t) { progress.Update(done); });
  }
  // A registration that cannot be read is damage: the audit stops there (exit 2).
  auto registrations = (*store)->ListRegistrations();
  if (!registrations.ok()) return Fail(ctx, registrations.status());
  if (!options.verify) {
    // The games' decks against the registrations, and the later duels of a match against its
    // first duel (judge/match.h).
    // A store that cannot list its games has its damage reported by the audits themselves.
    auto listed = (*store)->ListGames();
    if (listed.ok()) AuditMatchDecks(*listed, *registrations, *trusted, lookup, audits);
  }
  AuditTally tally(options.verify);
  for (const GameAudit& a : audits) {
    if (ctx.json) {
      PrintGameJson(ctx, a, options.verify);
    } else {
      PrintGameText(ctx, a, options.verify);
    }
    tally.Add(a);
  }
  // Each registration's signature, as each judge event's (docs/security.md, "Registered
  // decklists"): a forged one is an integrity failure.
  for (const AuditedRegistration& r : AuditRegistrations(
           *registrations, *trusted, AuditedTournaments(**store, *games, every_game))) {
    PrintRegistration(ctx, r);
    ++tally.registrations;
    tally.forged_registrations += r.signature == SignatureStatus::kForged;
  }
  if (every_game) {
    // Damage in blocks no game's audit read (another column family, an old version of a row).
    tally.files_checked = true;
    tally.files = (*store)->VerifyFiles();
  }
  PrintSummary(ctx, tally, audits.size(), trusted->size(), options.keys_dir);
  return tally.ExitCode();
}

int WhatIfCommand(const CommandContext& ctx, const std::string& game, uint32_t without_seq) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto stored = (*store)->Read(game);
  if (!stored.ok()) return Fail(ctx, stored.status());
  const std::vector<Event> log = PlainEvents(std::move(stored).value());
  const Header& header = std::get<Header>(log.front().body);
  auto ruleset = RulesetFor(ctx, header);
  if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext("cannot replay"));
  const CardNames names = PrintedCardNames(**ruleset, header);
  auto report = WhatIfWithout(**ruleset, log, without_seq);
  if (!report.ok()) return Fail(ctx, report.status());
  const Event& removed = log[without_seq - 1];
  std::vector<std::string> differences;
  for (const DiffLine& line : DiffBoards(report->recorded_board, report->whatif_board)) {
    differences.push_back(DiffLineText(line));
  }
  const auto& broken = report->first_break;
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"without\":" << without_seq
             << ",\"withoutText\":" << JsonQuote(EventText(removed, header, &names))
             << ",\"laterEvents\":" << report->later_events << ",\"replayed\":" << report->replayed
             << ",\"stoppedAt\":"
             << (report->stopped_at ? std::to_string(*report->stopped_at) : std::string("null"))
             << ",\"firstBreak\":";
    if (!broken) {
      *ctx.out << "null";
    } else {
      const Event& e = log[broken->seq - 1];
      *ctx.out << "{\"seq\":" << broken->seq << ",\"kind\":" << JsonQuote(EventKindName(e))
               << ",\"actor\":" << JsonQuote(ActorText(e.actor))
               << ",\"inapplicable\":" << (broken->inapplicable ? "true" : "false")
               << ",\"reason\":" << JsonQuote(broken->reason)
               << ",\"violations\":" << ViolationsJson(broken->violations) << "}";
    }
    *ctx.out << ",\"recordedStateHash\":" << JsonQuote(HashText(report->recorded_hash))
             << ",\"whatifStateHash\":" << JsonQuote(HashText(report->whatif_hash))
             << ",\"differences\":[";
    for (size_t i = 0; i < differences.size(); ++i) {
      *ctx.out << (i ? "," : "") << JsonQuote(differences[i]);
    }
    *ctx.out << "]}\n";
    return broken ? kExitRefused : kExitOk;
  }
  std::ostream& out = *ctx.out;
  out << "what if " << game << " had gone on without seq " << without_seq << " ("
      << ActorText(removed.actor) << " " << EventKindName(removed) << " "
      << EventText(removed, header, &names)
      << "): " << CountText(report->later_events, "later event", "later events")
      << " replayed in memory, nothing written\n";
  if (!broken) {
    out << "every later event still applies, and none becomes illegal\n";
  } else {
    const Event& e = log[broken->seq - 1];
    out << "first broken: seq " << broken->seq << "  " << ActorText(e.actor) << "  "
        << EventKindName(e) << " " << EventText(e, header, &names) << "\n";
    if (broken->inapplicable) {
      out << "  inapplicable: " << broken->reason << "\n";
    } else {
      for (const Violation& v : broken->violations) {
        out << "  becomes illegal: " << v.code << ": " << v.message << "\n";
      }
    }
  }
  if (report->stopped_at) {
    out << "the replay stops at seq " << *report->stopped_at;
    if (!broken || broken->seq != *report->stopped_at) out << " (" << report->stop_reason << ")";
    out << ": " << report->replayed << " of " << report->later_events << " later events applied\n";
  }
  out << "final position: recorded " << HashText(report->recorded_hash) << ", without seq "
      << without_seq << " " << HashText(report->whatif_hash) << "\n";
  if (differences.empty()) {
    out << "the final positions are the same\n";
  } else {
    out << "differences (recorded → without seq " << without_seq << "):\n";
    for (const std::string& d : differences) out << "  " << d << "\n";
  }
  return broken ? kExitRefused : kExitOk;
}

}  // namespace tcgjudge
