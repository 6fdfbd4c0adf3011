#include "judge/replay.h"

#include <set>
#include <utility>

namespace tcgjudge {

Result<LogReplay> ReplayLog(const Ruleset& ruleset, std::span<const Event> log) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  LogReplay replay;
  TJ_ASSIGN_OR_RETURN(replay.line, ComputeEffectiveLine(log));
  std::vector<Violation> start;
  auto first = ruleset.Start(std::get<Header>(log.front().body), &start);
  if (!first.ok()) return first.status().WithContext("seq 1");
  for (Violation& v : start) replay.violations.push_back({std::move(v), Standing::kStanding});
  replay.state_hashes.reserve(log.size());
  replay.state_hashes.push_back(StateHash(ruleset, **first));
  // The state after each event of the current line, so that a reversal or a back-up returns to
  // the position it names (as ReviewGame keeps them).
  std::vector<std::pair<uint32_t, std::unique_ptr<GameState>>> states;
  states.emplace_back(1, std::move(first).value());
  for (const Event& event : log.subspan(1)) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (IsFolded(event)) {  // A fact, a decision or a declared result.
      std::unique_ptr<GameState> next = states.back().second->Clone();
      auto violations = ruleset.Apply(*next, event);
      if (!violations.ok()) {
        return violations.status().WithContext("seq " + std::to_string(event.seq));
      }
      for (Violation& v : violations.value()) {
        replay.violations.push_back({std::move(v), Standing::kStanding});
      }
      replay.state_hashes.push_back(StateHash(ruleset, *next));
      states.emplace_back(event.seq, std::move(next));
      continue;
    }
    uint32_t keep_through = UINT32_MAX;  // The last seq of the line that stays.
    if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
      keep_through = reverse->seq - 1;
    } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
      keep_through = back_up->after_seq;
    }
    while (states.size() > 1 && states.back().first > keep_through) {
      replay.undone_by[states.back().first] = event.seq;
      states.pop_back();
    }
    replay.state_hashes.push_back(StateHash(ruleset, *states.back().second));
  }
  const std::set<uint32_t> reversed(replay.line.reversed.begin(), replay.line.reversed.end());
  const std::set<uint32_t> superseded(replay.line.superseded.begin(), replay.line.superseded.end());
  for (ReviewedViolation& v : replay.violations) {
    if (reversed.count(v.violation.seq) != 0) v.standing = Standing::kReversed;
    if (superseded.count(v.violation.seq) != 0) v.standing = Standing::kSuperseded;
  }
  replay.state = std::move(states.back().second);
  return replay;
}

}  // namespace tcgjudge
