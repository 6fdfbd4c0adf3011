// Reviewing a recorded game: the fold of its log (judge/game_replay.h), every violation any event
// of the log committed with whether a judge reversed it, a back-up superseded it, or it stands,
// and on request what the recording and the judge's commands need of every position: its state
// hash and the priority points of every line.

#ifndef TCGJUDGE_JUDGE_REVIEW_H_
#define TCGJUDGE_JUDGE_REVIEW_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"
#include "judge/game_replay.h"
#include "judge/positions.h"

namespace tcgjudge {

struct ReviewedViolation {
  Violation violation;
  Standing standing = Standing::kStanding;
  std::optional<uint32_t> undone_by;  // The judge event that reversed or superseded it.
  std::optional<uint32_t> ruled_by;   // kRuled: the ruling or penalty that settled it.
};

struct ReviewOptions {
  bool state_hashes = false;  // Fill GameReview::state_hashes.
  bool state_keys = false;    // Fill GameReview::state_keys.
  bool positions = false;     // Fill GameReview::positions.
  // With `positions`: whether each point records its state key and clock (PositionIndexer::Keys).
  PositionIndexer::Keys point_keys = PositionIndexer::Keys::kRecord;
  ReplayVisitor visit;  // Also sees every event as the replay takes it.
};

struct GameReview {
  std::unique_ptr<GameState> state;           // After the effective line.
  std::vector<ReviewedViolation> violations;  // In seq order.
  EffectiveLine line;
  std::optional<uint32_t> latest_decision;  // Of the effective line.
  // ReviewOptions::state_hashes: state_hashes[i] is the StateHash of the position after log[i]
  // (ReplayStep::state; what Event.state_hash records).
  std::vector<uint64_t> state_hashes;
  // ReviewOptions::state_keys: the same with Ruleset::StateKey (what Event.state_key records).
  std::vector<uint64_t> state_keys;
  PositionIndex positions;  // ReviewOptions::positions: every line and priority point.
};

// Folds `log` (header first) as the table played it, once: every decision is checked in the
// position it was made in, reversals and back-ups return to the position they name. Refuses,
// naming the seq, an event the ruleset cannot apply or a judge event that names no valid
// position.
Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReviewOptions& options = {});

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REVIEW_H_
