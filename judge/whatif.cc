#include "judge/whatif.h"

#include <algorithm>
#include <map>
#include <set>

#include "judge/effective_line.h"
#include "judge/review.h"

namespace tcgjudge {
namespace {

// The violation codes of each seq.
std::map<uint32_t, std::multiset<std::string>> CodesBySeq(const std::vector<Violation>& all) {
  std::map<uint32_t, std::multiset<std::string>> codes;
  for (const Violation& v : all) codes[v.seq].insert(v.code);
  return codes;
}

}  // namespace

Result<WhatIfReport> WhatIfWithout(const Ruleset& ruleset, std::span<const Event> log,
                                   uint32_t without_seq) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  TJ_ASSIGN_OR_RETURN(EffectiveLine line, ComputeEffectiveLine(log));
  const auto removed = std::lower_bound(line.seqs.begin(), line.seqs.end(), without_seq);
  const std::string where = "--without " + std::to_string(without_seq);
  if (removed == line.seqs.end() || *removed != without_seq || !IsDecision(log[without_seq - 1])) {
    std::string why = "it is not in the log";
    if (without_seq >= 1 && without_seq <= log.size()) {
      const Event& e = log[without_seq - 1];
      const auto& r = line.reversed;
      const auto& s = line.superseded;
      if (std::find(r.begin(), r.end(), without_seq) != r.end()) {
        why = "it was reversed (" + ruleset.Judging().reverse_name +
              "); the game already goes on without it";
      } else if (std::find(s.begin(), s.end(), without_seq) != s.end()) {
        why = "it is on a superseded branch; the game already goes on without it";
      } else {
        why = "it is a " + std::string(EventKindName(e)) + ", not a decision";
      }
    }
    return Status::InvalidInput(where + ": " + why);
  }

  // The recorded game, and the position before the decision (after the event of the line before
  // it, which is the same on every line that holds it).
  const uint32_t before_seq = *(removed - 1);
  std::unique_ptr<GameState> before;
  ReviewOptions options;
  options.visit = [&](const ReplayStep& step) {
    if (step.folded && step.event.seq == before_seq) before = step.state.Clone();
  };
  TJ_ASSIGN_OR_RETURN(GameReview recorded, ReviewGame(ruleset, log, options));
  TJ_CHECK(before != nullptr);
  std::vector<Violation> recorded_violations;
  for (ReviewedViolation& v : recorded.violations) {
    if (v.standing == Standing::kStanding) recorded_violations.push_back(std::move(v.violation));
  }
  WhatIfReport report;
  report.without_seq = without_seq;
  report.recorded_hash = StateHash(ruleset, *recorded.state);
  report.recorded_board = ruleset.MakeBoard(*recorded.state);
  const auto recorded_codes = CodesBySeq(recorded_violations);

  // The game without the decision.
  for (auto seq = removed + 1; seq != line.seqs.end(); ++seq) {
    const Event& event = log[*seq - 1];
    ++report.later_events;
    if (report.stopped_at) continue;
    auto violations = ruleset.Apply(*before, event);
    if (!violations.ok()) {
      report.stopped_at = event.seq;
      report.stop_reason = violations.status().message();
      if (!report.first_break) {
        WhatIfBreak broken;
        broken.seq = event.seq;
        broken.inapplicable = true;
        broken.reason = violations.status().message();
        report.first_break = broken;
      }
      continue;
    }
    ++report.replayed;
    if (report.first_break) continue;
    std::multiset<std::string> known;
    if (auto r = recorded_codes.find(event.seq); r != recorded_codes.end()) known = r->second;
    WhatIfBreak broken;
    broken.seq = event.seq;
    for (const Violation& v : *violations) {
      auto k = known.find(v.code);
      if (k != known.end()) {
        known.erase(k);
      } else {
        broken.violations.push_back(v);
      }
    }
    if (!broken.violations.empty()) report.first_break = std::move(broken);
  }
  report.whatif_hash = StateHash(ruleset, *before);
  report.whatif_board = ruleset.MakeBoard(*before);
  return report;
}

}  // namespace tcgjudge
