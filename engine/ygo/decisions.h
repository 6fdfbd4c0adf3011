// The table of decision handlers: for each decision kind of the log (the generic verbs and
// Yu-Gi-Oh's own, events/ygo/decision.h) where the duel is, the Refuse, Problems and Do of
// rules_check.h. ApplyDecision runs them in that order; LegalDecisions and IllegalDecisions use
// CheckDecision.

#ifndef TCGJUDGE_ENGINE_YGO_DECISIONS_H_
#define TCGJUDGE_ENGINE_YGO_DECISIONS_H_

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// What `player`'s decision would break here, or kInvalidInput if it cannot happen at all.
Result<Problems> CheckDecision(const Context& c, Seat player, const tcgjudge::Decision& decision);

// Applies `player`'s decision: refused (state unchanged), or flagged and done; the duel then
// runs its automatic steps up to its next wait.
Status ApplyDecision(Context& c, Seat player, const tcgjudge::Decision& decision);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_DECISIONS_H_
