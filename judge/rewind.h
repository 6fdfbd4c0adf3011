// Rewind: the judge event that backs a game up to an earlier priority point (DESIGN.md "back
// up"). The events after that point stay in the log as a superseded branch; the game continues
// from the point. Only priority points can be backed up to (the ruleset's JudgeTexts::latest_only
// says why).

#ifndef TCGJUDGE_JUDGE_REWIND_H_
#define TCGJUDGE_JUDGE_REWIND_H_

#include <span>
#include <string>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "judge/positions.h"

namespace tcgjudge {

struct RewindRequest {
  std::string judge_id;
  std::vector<std::string> rules;  // The rules the judge relies on, in the ruleset's numbering.
  std::string note;                // Free text; "" gives "back-up to P12 (after seq 57)".
  std::string time;                // RFC 3339 UTC, or "".
};

// The BackUp event (seq = the log's next) that continues `log`'s game from `to`, which must be a
// priority point of the effective line before its current position; kInvalidInput saying why
// otherwise (a superseded branch, a position that is no priority point, the current position).
// Its prev_hash is left zero for the store to fill in. The one place a back-up event is built:
// signing extends it here.
Result<Event> MakeBackUpEvent(std::span<const Event> log, const PositionIndex& index,
                              const ResolvedPosition& to, const RewindRequest& request);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REWIND_H_
