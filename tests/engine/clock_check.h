// Checks a ruleset's Clock against its Board (engine/ruleset.h: ClockOf is MakeBoard's turn, step
// and chain depth, found without the board), and its PriorityHolder against PendingOf, over a
// recorded game.

#ifndef TCGJUDGE_TESTS_ENGINE_CLOCK_CHECK_H_
#define TCGJUDGE_TESTS_ENGINE_CLOCK_CHECK_H_

#include <functional>
#include <span>
#include <string>

#include "engine/ruleset.h"

namespace tcgjudge::testing {

// Folds `events` (header first) with `ruleset` and asks `disagreement` after the header and after
// every event: the first non-empty answer, prefixed "seq N: ", or why the fold stopped; "" if
// none.
std::string FirstDisagreement(const Ruleset& ruleset, std::span<const Event> events,
                              const std::function<std::string(const GameState&)>& disagreement);

// Folds `events` (header first) with `ruleset` and compares ClockOf with MakeBoard after the
// header and after every event: "" when they agree everywhere, else the first seq where they do
// not and both values (or why the fold stopped).
std::string ClockDisagreement(const Ruleset& ruleset, std::span<const Event> events);

// The same for PriorityHolder against the priority point of PendingOf (its player when it is a
// DecisionPoint with priority_point, else none).
std::string PriorityHolderDisagreement(const Ruleset& ruleset, std::span<const Event> events);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_ENGINE_CLOCK_CHECK_H_
