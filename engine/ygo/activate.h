// Activating cards and effects (§2.2, §2.3, §2.1.2, §5): where and when each may be activated,
// its spell speed against the chain, its cost and targets, and the chain link it makes. Built as
// every decision handler is (rules_check.h).

#ifndef TCGJUDGE_ENGINE_YGO_ACTIVATE_H_
#define TCGJUDGE_ENGINE_YGO_ACTIVATE_H_

#include <optional>
#include <vector>

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/status.h"

namespace tcgjudge::ygo {

Status RefuseActivate(const Context& c, Seat player, const Activate& d);
Problems ActivateProblems(const Context& c, Seat player, const Activate& d);
void DoActivate(Context& c, Seat player, const Activate& d);

// A pendulum monster activated from the hand into a pendulum zone: a spell card's activation
// without an effect (§2.1.7 1.).
bool IsScaleActivation(const Context& c, const Activate& d);

// Whether trigger `t` can be activated now: targets for each of its target specs, a cost its
// controller can pay, and its once-per-turn unused.
bool CanActivateTrigger(const Context& c, const Trigger& t);

// Records the happenings of the activation of chain link `link` (1-based): a spell or trap card
// activated, a monster effect activated, and every card it targets.
void RecordActivation(Context& c, uint16_t link);

// What effect `effect` of `card`, activated by `player` now, responds to: the card of its event,
// and whether it would negate a chain link (its number) or the summon in progress.
struct Response {
  CardId triggering;
  uint32_t triggering_object = 0;
  uint16_t link = 0;
  bool summon = false;
  bool found = false;  // Its event is the last thing that happened (or it is a pending trigger).
};
Response ResponseOf(const Context& c, Seat player, CardId card, uint8_t effect);

// The cards that may be target spec `spec` of the effect (for `player`, responding to
// `triggering`): what LegalDecisions offers.
std::vector<CardId> TargetCandidates(const Context& c, Seat player, CardId card, uint8_t effect,
                                     size_t spec, CardId triggering);
// The cost a player pays for effect `effect` of `card` when he pays it the first way he can, if
// he can: what LegalDecisions offers.
std::optional<Cost> CanonicalCost(const Context& c, Seat player, CardId card, uint8_t effect);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_ACTIVATE_H_
