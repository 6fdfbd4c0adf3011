// The table of decision handlers: for each decision kind (wheel's own, events/wheel/decision.h,
// and the generic verbs it uses) where the game is, the Refuse, Problems and Do of
// rules_check.h. ApplyMove runs them in that order; the legal and illegal moves use CheckMove.

#ifndef TCGJUDGE_ENGINE_WHEEL_DECISIONS_H_
#define TCGJUDGE_ENGINE_WHEEL_DECISIONS_H_

#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::wheel {

// A decision as the wheel engine reads it: one of its own (the log's member `wheel`), or a
// generic verb of the log it uses (pass, discard, chooseYesNo, concede). The ruleset maps the
// log's Decision onto this one to one (MoveOf, DecisionOf).
using Move = std::variant<Decision, PassPriority, DiscardCards, ChooseYesNo, Concede>;

// Every card `move` names, each with the field that names it ("discard.cards").
std::vector<std::pair<std::string, CardId>> CardsMoveNames(const Move& move);

// The log's decision as a Move: kInvalidInput for a generic verb 永恒之轮 never asks for
// (chooseCards, chooseOrder, chooseNumber) or another ruleset's verb (W-28).
Result<Move> MoveOf(const ::tcgjudge::Decision& decision);
::tcgjudge::Decision DecisionOf(const Move& move);

// What `player`'s move would break here, or kInvalidInput if it cannot happen at all.
Result<Problems> CheckMove(const Context& c, Seat player, const Move& move);

// Applies `player`'s move: refused (state unchanged), or flagged and done; the game then runs
// its automatic steps up to its next wait.
Status ApplyMove(Context& c, Seat player, const Move& move);

// "playWarSpirit", "pass", "discard", ...
std::string_view MoveKindName(const Move& move);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_DECISIONS_H_
