#include "judge/review.h"

#include <algorithm>
#include <set>

namespace tcgjudge {

std::string_view StandingName(Standing standing) {
  switch (standing) {
    case Standing::kStanding:
      return "standing";
    case Standing::kReversed:
      return "reversed";
    case Standing::kSuperseded:
      return "superseded";
  }
  return "standing";
}

Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  TJ_ASSIGN_OR_RETURN(EffectiveLine line, ComputeEffectiveLine(log));
  GameReview review;
  std::vector<Violation> start;
  auto first = ruleset.Start(std::get<Header>(log.front().body), &start);
  if (!first.ok()) return first.status().WithContext("seq 1");
  for (Violation& v : start) review.violations.push_back({std::move(v), Standing::kStanding});
  // The state after each event of the current line, so that a reversal or a back-up returns to
  // the position it names. (Snapshots will bound this memory for long games.)
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
        review.violations.push_back({std::move(v), Standing::kStanding});
      }
      states.emplace_back(event.seq, std::move(next));
      continue;
    }
    uint32_t keep_through = 0;  // The last seq of the line that stays.
    if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
      keep_through = reverse->seq - 1;
    } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
      keep_through = back_up->after_seq;
    } else {
      continue;  // Rulings, penalties and notes do not move the game.
    }
    while (states.size() > 1 && states.back().first > keep_through) states.pop_back();
  }
  const std::set<uint32_t> reversed(line.reversed.begin(), line.reversed.end());
  const std::set<uint32_t> superseded(line.superseded.begin(), line.superseded.end());
  for (ReviewedViolation& v : review.violations) {
    if (reversed.count(v.violation.seq) != 0) v.standing = Standing::kReversed;
    if (superseded.count(v.violation.seq) != 0) v.standing = Standing::kSuperseded;
  }
  review.state = std::move(states.back().second);
  review.line = std::move(line);
  return review;
}

}  // namespace tcgjudge
