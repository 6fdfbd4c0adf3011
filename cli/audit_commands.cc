// The judge's review commands that only read: audit (judge/audit.h) and whatif
// (judge/whatif.h).

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <cstdio>
#include <set>

#include "cli/command_support.h"
#include "cli/judge_event_commands.h"
#include "engine/registry.h"
#include "judge/audit.h"
#include "judge/whatif.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

std::string HashText(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
  return text;
}

std::string Count(size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string StateHashesText(const GameAudit& a) {
  const StateHashCheck& s = a.state_hashes;
  if (s.recorded == 0) return "no state hashes recorded";
  if (s.first_mismatch) return "state hash differs at seq " + std::to_string(*s.first_mismatch);
  if (s.checked < s.recorded) {
    return std::to_string(s.checked) + " of " + std::to_string(s.recorded) +
           " state hashes checked";
  }
  return Count(s.recorded, "state hash", "state hashes") + " match";
}

std::string JudgeEventsText(const GameAudit& a) {
  size_t counts[4] = {0, 0, 0, 0};
  for (const AuditedJudgeEvent& j : a.judge_events) ++counts[static_cast<int>(j.signature)];
  std::string parts;
  for (SignatureStatus s : {SignatureStatus::kValid, SignatureStatus::kForged,
                            SignatureStatus::kUnknownKey, SignatureStatus::kUnsigned}) {
    if (counts[static_cast<int>(s)] == 0) continue;
    parts += (parts.empty() ? "" : ", ") + std::to_string(counts[static_cast<int>(s)]) + " " +
             std::string(SignatureStatusName(s));
  }
  return Count(a.judge_events.size(), "judge event", "judge events") +
         (parts.empty() ? "" : " (" + parts + ")");
}

void PrintGameText(const CommandContext& ctx, const GameAudit& a, bool verify) {
  std::ostream& out = *ctx.out;
  out << a.game << " · " << (a.ruleset.empty() ? "?" : a.ruleset) << " · "
      << Count(a.events, "event", "events");
  if (!a.store_problem.ok()) {
    out << "\n  ✗ not audited: " << a.store_problem.message() << "\n";
    return;
  }
  out << " · chain " << (a.chain.ok() ? "ok" : "BROKEN") << " · " << StateHashesText(a);
  if (!verify) {
    out << " · " << Count(a.violations.size(), "violation", "violations") << " ("
        << a.StandingViolations() << " standing)";
  }
  out << " · " << JudgeEventsText(a) << "\n";
  if (const auto bad = a.FirstBadSeq()) {
    out << "  ✗ INTEGRITY seq " << *bad << ": " << a.IntegrityProblem() << "\n";
  }
  if (!a.fold_problem.empty()) out << "  ! " << a.fold_problem << "\n";
  for (const AuditedViolation& v : a.violations) {
    out << "  ✗ " << ViolationLine(v.violation) << " · " << StandingName(v.standing) << "\n"
        << "      remedy: " << v.remedy << "\n";
  }
  for (const AuditedJudgeEvent& j : a.judge_events) {
    out << "  ⚖ seq " << j.seq << "  " << j.judge_id << "  " << j.kind << "  "
        << SignatureStatusName(j.signature);
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
      << ",\"events\":" << a.events;
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
      << "},\"stateHashes\":{\"recorded\":" << a.state_hashes.recorded
      << ",\"checked\":" << a.state_hashes.checked << ",\"firstMismatch\":"
      << (a.state_hashes.first_mismatch ? std::to_string(*a.state_hashes.first_mismatch) : "null")
      << "}}";
  out << ",\"folded\":" << (a.folded ? "true" : "false")
      << ",\"foldProblem\":" << (a.fold_problem.empty() ? "null" : JsonQuote(a.fold_problem));
  if (!verify) {
    out << ",\"violations\":[";
    for (size_t i = 0; i < a.violations.size(); ++i) {
      const AuditedViolation& v = a.violations[i];
      std::string json = ViolationJson(v.violation, StandingName(v.standing));
      json.pop_back();  // The closing brace: remedy and undoneBy follow.
      out << (i ? "," : "") << json
          << ",\"undoneBy\":" << (v.undone_by ? std::to_string(*v.undone_by) : "null")
          << ",\"remedy\":" << JsonQuote(v.remedy) << "}";
    }
    out << "]";
  }
  out << ",\"judgeEvents\":[";
  for (size_t i = 0; i < a.judge_events.size(); ++i) {
    const AuditedJudgeEvent& j = a.judge_events[i];
    out << (i ? "," : "") << "{\"seq\":" << j.seq << ",\"judge\":" << JsonQuote(j.judge_id)
        << ",\"kind\":" << JsonQuote(j.kind) << ",\"rules\":[";
    for (size_t r = 0; r < j.rules.size(); ++r) out << (r ? "," : "") << JsonQuote(j.rules[r]);
    out << "],\"text\":" << JsonQuote(j.text)
        << ",\"signature\":" << JsonQuote(SignatureStatusName(j.signature))
        << ",\"key\":" << (j.key ? JsonQuote(KeyFingerprint(*j.key)) : "null") << "}";
  }
  out << "],\"result\":" << JsonQuote(a.result) << "}\n";
}

// Draws "audit: 37/1000 games" on stderr, rewritten in place; only on a terminal.
class Progress {
 public:
  explicit Progress(size_t total) : shown_(total > 1 && ::isatty(STDERR_FILENO) == 1) {}
  ~Progress() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
  }
  void Update(size_t done, size_t total) {
    if (shown_) std::fprintf(stderr, "\raudit: %zu/%zu games", done, total);
  }

 private:
  bool shown_;
};

}  // namespace

int AuditCommand(const CommandContext& ctx, const AuditCommandOptions& options) {
  if (!options.games.empty() && options.all) {
    return Fail(ctx, Status::InvalidInput("audit: name games or give --all, not both"));
  }
  const bool every_game = options.all || (options.verify && options.games.empty());
  if (!every_game && options.games.empty()) {
    return Fail(ctx, Status::InvalidInput("audit: name the games to audit, or give --all"));
  }
  auto trusted = TrustedKeys::LoadDirectory(options.keys_dir);
  if (!trusted.ok()) return Fail(ctx, trusted.status().WithContext("--keys"));
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  std::vector<std::string> games = options.games;
  if (every_game) {
    auto listed = (*store)->ListGames();
    if (!listed.ok()) return Fail(ctx, listed.status());
    for (const GameInfo& g : *listed) games.push_back(g.game_id);
  } else {
    std::set<std::string> seen;
    for (const std::string& g : games) {
      if (!seen.insert(g).second) {
        return Fail(ctx, Status::InvalidInput("audit: game '" + g + "' is named twice"));
      }
      auto info = (*store)->GetGame(g);
      if (!info.ok()) return Fail(ctx, info.status());
    }
  }
  if (ctx.rulesets == nullptr && !options.verify) {
    ctx.log->warn("rules not checked: {}", ctx.rulesets_problem.empty()
                                               ? "no rules engines are loaded"
                                               : ctx.rulesets_problem);
  }
  const RulesetLookup lookup = [&ctx](const Header& header) { return RulesetFor(ctx, header); };
  AuditOptions audit_options;
  audit_options.verify_only = options.verify;
  std::vector<GameAudit> audits;
  {
    Progress progress(games.size());
    audits = AuditGames(**store, games, lookup, *trusted, audit_options,
                        [&](size_t done, size_t total) { progress.Update(done, total); });
  }

  size_t integrity = 0, with_violations = 0, not_folded = 0, store_failed = 0, violations = 0,
         standing = 0, judge_events = 0, forged = 0, unsigned_events = 0;
  for (const GameAudit& a : audits) {
    if (ctx.json) {
      PrintGameJson(ctx, a, options.verify);
    } else {
      PrintGameText(ctx, a, options.verify);
    }
    if (!a.store_problem.ok()) {
      ++store_failed;
      continue;
    }
    integrity += a.IntegrityFailed();
    with_violations += a.StandingViolations() != 0;
    not_folded += !a.fold_problem.empty() && !options.verify;
    violations += a.violations.size();
    standing += a.StandingViolations();
    judge_events += a.judge_events.size();
    for (const AuditedJudgeEvent& j : a.judge_events) {
      forged += j.signature == SignatureStatus::kForged;
      unsigned_events += j.signature == SignatureStatus::kUnsigned;
    }
  }
  if (ctx.json) {
    *ctx.out << "{\"summary\":true,\"games\":" << audits.size()
             << ",\"integrityFailures\":" << integrity
             << ",\"gamesWithStandingViolations\":" << with_violations
             << ",\"violations\":" << violations << ",\"standing\":" << standing
             << ",\"notFolded\":" << not_folded << ",\"storeFailures\":" << store_failed
             << ",\"judgeEvents\":" << judge_events << ",\"forged\":" << forged
             << ",\"unsigned\":" << unsigned_events << ",\"trustedKeys\":" << trusted->size()
             << "}\n";
  } else {
    *ctx.out << Count(audits.size(), "game", "games") << " audited"
             << (options.verify ? " (integrity only)" : "") << ": "
             << Count(integrity, "integrity failure", "integrity failures");
    if (!options.verify) {
      *ctx.out << ", " << Count(violations, "violation", "violations") << " (" << standing
               << " left standing, in " << Count(with_violations, "game", "games") << ")";
    }
    *ctx.out << ", " << Count(judge_events, "judge event", "judge events") << " (" << forged
             << " forged, " << unsigned_events << " unsigned; "
             << Count(trusted->size(), "trusted key", "trusted keys") << " in " << options.keys_dir
             << ")";
    if (not_folded != 0) *ctx.out << ", " << not_folded << " not folded";
    *ctx.out << "\n";
  }
  if (integrity != 0) return kExitIntegrity;
  if (store_failed != 0) return kExitBadInput;
  if (standing != 0 || not_folded != 0) return kExitRefused;
  return kExitOk;
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
  auto report = WhatIfWithout(**ruleset, log, without_seq);
  if (!report.ok()) return Fail(ctx, report.status());
  const Event& removed = log[without_seq - 1];
  const std::vector<std::string> differences =
      SimpleBoardDifferences(report->recorded_board, report->whatif_board);
  const auto& broken = report->first_break;
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"without\":" << without_seq
             << ",\"withoutText\":" << JsonQuote(EventText(removed, header))
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
      << EventText(removed, header)
      << "): " << Count(report->later_events, "later event", "later events")
      << " replayed in memory, nothing written\n";
  if (!broken) {
    out << "every later event still applies, and none becomes illegal\n";
  } else {
    const Event& e = log[broken->seq - 1];
    out << "first broken: seq " << broken->seq << "  " << ActorText(e.actor) << "  "
        << EventKindName(e) << " " << EventText(e, header) << "\n";
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
