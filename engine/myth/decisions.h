// The table of decision handlers: for each decision a myth game takes (its own, events/myth/
// decision.h, and the generic pass, discard and concede of events/event.h) the Refuse, Problems
// and Do of rules_check.h. ApplyMove runs them in that order; the legal and illegal decisions use
// CheckMove.

#ifndef TCGJUDGE_ENGINE_MYTH_DECISIONS_H_
#define TCGJUDGE_ENGINE_MYTH_DECISIONS_H_

#include <variant>

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"
#include "events/event.h"
#include "events/myth/decision.h"
#include "events/status.h"

namespace tcgjudge::myth {

// A decision of a myth game: MythRuleset maps the log's Decision (its `myth` member and the
// generic verbs a myth game uses) onto this.
using Move = std::variant<Decision, PassPriority, DiscardCards, Concede>;

// What `player`'s decision would break here, or kInvalidInput if it cannot happen at all.
Result<Problems> CheckMove(const Context& c, Seat player, const Move& move);

// Applies `player`'s decision: refused (state unchanged), or flagged and done; the game then runs
// its automatic steps up to its next wait.
Status ApplyMove(Context& c, Seat player, const Move& move);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_DECISIONS_H_
