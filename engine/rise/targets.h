// Targets beyond their choice by §706.1 (stack.h): changing a link's single target (§706.2;
// reading R-40), magnets, which an opposing link must target if it can (§706.4), and targets
// picked at random among the legal ones, magnets first, for which the game waits for a random
// pick fact (§706.5; reading R-39).

#ifndef TCGJUDGE_ENGINE_RISE_TARGETS_H_
#define TCGJUDGE_ENGINE_RISE_TARGETS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/event.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// The cards `controller`'s link from `source` may target with `e` (§706.1), in the order of
// State::ForEachCard.
std::vector<CardId> LegalTargetCards(const Context& c, Seat controller, const cards::Effect& e,
                                     CardId source);

// §706.4: `targets` leave out an opposing magnet (磁石) that `player`'s link could target, while
// the link takes more targets than the magnets chosen: each such magnet must be among them.
std::optional<Problem> MagnetProblem(const Context& c, Seat player, const cards::Effect& e,
                                     const std::vector<Aim>& targets, CardId source);

// §706.5: a link whose targets are picked at random names none, and has one to pick.
std::optional<Problem> RandomTargetProblem(const Context& c, Seat player, const cards::Effect& e,
                                           const std::vector<Aim>& targets, CardId source);

// §706.2: a change of target names a card's link on the stack with a single target and,
// if any, the new target: another legal target of that link for its controller.
std::optional<Problem> ChangeTargetProblem(const Context& c, Seat player,
                                           const std::vector<Aim>& targets, CardId source);
// §706.2: the change carried out as `link` resolves (its targets still legal, §709.2a): the
// changed link's target becomes the new one if that is still another legal target of it;
// otherwise nothing changes.
void ChangeTarget(Context& c, const Link& link);

// The random pick the top link of the stack waits for: `count` cards of `pool`.
struct RandomPick {
  std::vector<CardId> pool;
  uint16_t count = 0;
};
RandomPick PendingPick(const Context& c);

// If the targets of the top link are picked at random: picks those that need no chance (every
// card of the pool) and, if more are to be picked, makes the game wait for the pick fact of the
// rest (Wait::kRandomPick) and returns true.
bool PickTargetsWithoutChance(Context& c);
// Once a link with no target is on the stack, its adder holding priority: its random targets
// picked as PickTargetsWithoutChance does; with none left to pick, its adder holds priority.
void AwaitRandomTargets(Context& c);
// The pick fact awaited: the cards picked become targets of the top link; refused unless it
// picks `count` distinct cards of the pool the game picks from. Then the link's adder holds
// priority, or, for a triggered effect, pre-priority processing goes on (§708.1b).
Status ApplyRandomPick(Context& c, const RandomPickFact& fact);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_TARGETS_H_
