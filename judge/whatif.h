// What-if: the rest of a game replayed without one of its decisions (issue 4). Nothing is
// written; the judge sees what that decision made possible.

#ifndef TCGJUDGE_JUDGE_WHATIF_H_
#define TCGJUDGE_JUDGE_WHATIF_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// The first later event of the effective line that the game without the decision no longer
// accepts as it was: it is inapplicable (the engine refuses it as malformed, e.g. a shuffle that
// is no longer due; docs/rulings-zero.md, "Record semantics") or it commits a violation it did not
// commit in the recorded game.
struct WhatIfBreak {
  uint32_t seq = 0;
  bool inapplicable = false;
  std::string reason;                 // Inapplicable: the engine's message.
  std::vector<Violation> violations;  // Illegal: the violations it newly commits.
};

struct WhatIfReport {
  uint32_t without_seq = 0;
  uint32_t later_events = 0;  // Events of the effective line after without_seq.
  uint32_t replayed = 0;      // Of those, how many were applied (all but an inapplicable one
                              // and the events after it).
  std::optional<WhatIfBreak> first_break;
  // The inapplicable event the replay stopped at (it may come after an illegal first break), and
  // the engine's message.
  std::optional<uint32_t> stopped_at;
  std::string stop_reason;
  uint64_t recorded_hash = 0;  // StateHash of the recorded game's final position.
  uint64_t whatif_hash = 0;    // And of the position the replay without the decision reached.
  Board recorded_board;
  Board whatif_board;
};

// Replays the effective line of `log` without decision `without_seq`. kInvalidInput if that seq
// is not a decision of the effective line (a header, a fact, a judge event, one already reversed
// or superseded, or beyond the log). The replay stops at the first inapplicable event; illegal
// ones are applied (the table played them); the first of either kind is reported.
Result<WhatIfReport> WhatIfWithout(const Ruleset& ruleset, std::span<const Event> log,
                                   uint32_t without_seq);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_WHATIF_H_
