// The table of decision handlers: for each decision kind (rise's own, events/rise/decision.h, and
// the generic verbs it uses) the Refuse, Problems and Do of rules_check.h. ApplyMove runs them in
// that order; the legal and illegal moves use CheckMove.

#ifndef TCGJUDGE_ENGINE_RISE_DECISIONS_H_
#define TCGJUDGE_ENGINE_RISE_DECISIONS_H_

#include <variant>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/event.h"
#include "events/rise/decision.h"
#include "events/status.h"

namespace tcgjudge::rise {

// A decision as the rise engine reads it: one of its own, or a generic verb of the log (pass,
// discard, concede). The ruleset maps the log's Decision onto this one to one (MoveOf,
// DecisionOf).
using Move = std::variant<Decision, PassPriority, DiscardCards, Concede>;

// The move of a log's decision: kInvalidInput for a verb 崛起TCG never asks for.
Result<Move> MoveOf(const ::tcgjudge::Decision& decision);
::tcgjudge::Decision DecisionOf(const Move& move);

// What `player`'s move would break here, or kInvalidInput if it cannot happen at all.
Result<Problems> CheckMove(const Context& c, Seat player, const Move& move);

// Applies `player`'s move: refused (state unchanged), or flagged and done; the game then runs
// its automatic steps up to its next wait. An attempt to add a link that breaks a rule is, under
// illegalLink=rewind, flagged and undone (§707.2): `*rewound` says so.
Status ApplyMove(Context& c, Seat player, const Move& move, bool* rewound);

// "useCard", "pass", "discard", ...
std::string_view MoveKindName(const Move& move);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_DECISIONS_H_
