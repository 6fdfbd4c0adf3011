// Fold: the state of a game after a line of events (DESIGN.md: state = fold(ruleset, events)).

#ifndef TCGJUDGE_ENGINE_FOLD_H_
#define TCGJUDGE_ENGINE_FOLD_H_

#include <memory>
#include <span>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

struct FoldOptions {
  // Run Ruleset::CheckInvariants after every event (tests and audits; costs time).
  bool check_invariants = false;
};

struct FoldResult {
  std::unique_ptr<GameState> state;
  std::vector<Violation> violations;  // Every violation, in seq order.
};

// Folds `events`, whose first is the game's header, with `ruleset`. The events must be an
// effective line: reversed decisions and superseded branches are the judge's to remove. Refuses
// with the Status of the first event the ruleset cannot apply, prefixed "seq N: ".
Result<FoldResult> Fold(const Ruleset& ruleset, std::span<const Event> events,
                        const FoldOptions& options = {});

// Continues `result` with further events of the same line.
Status FoldMore(const Ruleset& ruleset, std::span<const Event> events, FoldResult* result,
                const FoldOptions& options = {});

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_FOLD_H_
