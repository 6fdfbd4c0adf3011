#include "engine/fold.h"

namespace tcgjudge {

Result<FoldResult> Fold(const Ruleset& ruleset, std::span<const Event> events,
                        const FoldOptions& options) {
  if (events.empty() || !IsHeader(events.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  TJ_RETURN_IF_ERROR(RefuseUnfoldedPaper(ruleset, events.front()).WithContext("seq 1"));
  FoldResult result;
  auto state = ruleset.Start(std::get<Header>(events.front().body), &result.violations);
  if (!state.ok()) return state.status().WithContext("seq 1");
  result.state = std::move(state).value();
  TJ_RETURN_IF_ERROR(FoldMore(ruleset, events.subspan(1), &result, options));
  return result;
}

Status FoldMore(const Ruleset& ruleset, std::span<const Event> events, FoldResult* result,
                const FoldOptions& options) {
  TJ_CHECK(result->state != nullptr);
  for (const Event& event : events) {
    const std::string where = "seq " + std::to_string(event.seq);
    auto violations = ruleset.Apply(*result->state, event);
    if (!violations.ok()) return violations.status().WithContext(where);
    for (Violation& v : violations.value()) result->violations.push_back(std::move(v));
    if (options.check_invariants) {
      Status invariants = ruleset.CheckInvariants(*result->state);
      if (!invariants.ok()) return invariants.WithContext(where + ": invariant broken");
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge
