// The effective line of a game log (DESIGN.md): the events the current state derives from, after
// 902 reversals and back-ups. Nothing is removed from the log itself; this only chooses which
// events the fold reads.

#ifndef TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_
#define TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_

#include <cstdint>
#include <span>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

struct EffectiveLine {
  // The header, facts, decisions and declared results to fold, in seq order (no other judge
  // event is folded).
  std::vector<Event> events;
  // Decisions undone by a reverse (902), with the facts that followed them.
  std::vector<uint32_t> reversed;
  // Events left behind by a back-up: a superseded branch.
  std::vector<uint32_t> superseded;
};

// Computes the effective line of `log` (seqs 1..n, header first). A reverse must name the latest
// decision of the effective line before it (902(1)), with no declared result after it; a
// back-up must name an event of the effective line before it. Anything else is kInvalidInput
// naming the judge event's seq.
Result<EffectiveLine> ComputeEffectiveLine(std::span<const Event> log);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_
