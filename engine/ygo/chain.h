// Priority and the chain (§3.2 优先权, §5 连锁规则): who may act, passing, building the chain,
// triggered effects going onto it (Y-7: the turn player's mandatory ones, the opponent's, then the
// optional ones in the same order), and resolving it last link first (§5 L357).

#ifndef TCGJUDGE_ENGINE_YGO_CHAIN_H_
#define TCGJUDGE_ENGINE_YGO_CHAIN_H_

#include <optional>

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"

namespace tcgjudge::ygo {

// After an action outside a chain (a summon, an attack, a phase that began, a chain that
// resolved): a shuffle that is due is awaited, triggered effects are activated, then the turn
// player holds priority (§3.2 L270).
void OpenWindow(Context& c);
// Continues after a shuffle fact or a resolving effect's answer.
void Resume(Context& c);
void GivePriority(Context& c, Seat player);

// `player` passes priority (§3.2 L272); two passes in a row resolve the chain, or with the chain
// empty end the window: the summon succeeds, the damage step moves on, or the phase ends.
void Pass(Context& c, Seat player);

// Adds `link` to the chain and records its activation; priority goes to the opponent of its
// controller (§3.2 L272), except while triggered effects are being activated.
void AddLink(Context& c, Link link);

// The group of triggered effects whose turn it is: (controller, mandatory), if any remain.
struct TriggerGroup {
  Seat seat = Seat::kA;
  bool mandatory = true;
};
std::optional<TriggerGroup> CurrentTriggerGroup(const Context& c);
// Whether `trigger` is in the current group.
bool InCurrentGroup(const Context& c, const Trigger& trigger);
// After a trigger was activated or declined: the next group, or priority.
void NextTriggerGroup(Context& c);
// `player` declines the rest of the current group (Y-7: a mandatory one so is flagged).
Problems DeclineTriggersProblems(const Context& c, Seat player);
void DeclineTriggers(Context& c, Seat player);

// Resolves the chain, last link first; stops where a resolving effect waits for an answer.
void ResolveChain(Context& c);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_CHAIN_H_
