#include "judge/review.h"

#include <utility>

namespace tcgjudge {

Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReviewOptions& options) {
  GameReview review;
  if (options.state_hashes) review.state_hashes.reserve(log.size());
  if (options.state_keys) review.state_keys.reserve(log.size());
  PositionIndexer indexer(ruleset, options.point_keys);
  TJ_ASSIGN_OR_RETURN(GameReplay replay, ReplayGame(ruleset, log, [&](const ReplayStep& step) {
                        if (options.state_hashes) {
                          review.state_hashes.push_back(StateHash(ruleset, step.state));
                        }
                        if (options.state_keys) {
                          review.state_keys.push_back(ruleset.StateKey(step.state));
                        }
                        if (options.positions) indexer.Add(step);
                        if (options.visit) options.visit(step);
                      }));
  const LineBook& lines = replay.lines();
  review.violations.reserve(replay.violations().size());
  for (const Violation& v : replay.violations()) {
    const Standing standing = lines.StandingOf(v.seq);
    review.violations.push_back(
        {v, standing, lines.UndoneBy(v.seq),
         standing == Standing::kRuled ? lines.RuledBy(v.seq) : std::nullopt});
  }
  review.line = lines.Effective();
  review.latest_decision = lines.LatestDecision();
  if (options.positions) review.positions = std::move(indexer).Finish(lines);
  review.state = replay.TakeState();
  return review;
}

}  // namespace tcgjudge
