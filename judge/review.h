// Reviewing a recorded game: the fold of its effective line, and every violation any decision
// of the log committed, with whether a judge reversed it, a back-up superseded it, or it stands.

#ifndef TCGJUDGE_JUDGE_REVIEW_H_
#define TCGJUDGE_JUDGE_REVIEW_H_

#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"

namespace tcgjudge {

enum class Standing : uint8_t {
  kStanding,    // Left standing on the effective line.
  kReversed,    // Undone by a 902 reversal.
  kSuperseded,  // On a branch a back-up left behind.
};

std::string_view StandingName(Standing standing);  // "standing", "reversed", "superseded".

struct ReviewedViolation {
  Violation violation;
  Standing standing = Standing::kStanding;
};

struct GameReview {
  std::unique_ptr<GameState> state;           // After the effective line.
  std::vector<ReviewedViolation> violations;  // In seq order.
  EffectiveLine line;
};

// Folds `log` (header first) as the table played it: every decision is checked in the position
// it was made in, reversals and back-ups return to the position they name. Refuses, naming the
// seq, an event the ruleset cannot apply or a judge event that names no valid position.
Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REVIEW_H_
