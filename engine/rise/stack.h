// Adding a link (§707.1) and resolving one (§709): the checks of the choices made while a link is
// added, shared by every decision that adds one (the modes §707.1b, X §707.1c, the targets and
// their distribution §706.1, §707.1d, the payment §401, §414.2), the payment itself, the link on
// the stack with its adder holding priority (§707.1f), and the resolution of the top link: the
// targets checked again, countering by the game, the effects, the card's destination (§709.2g,
// §710) and countering (§711).

#ifndef TCGJUDGE_ENGINE_RISE_STACK_H_
#define TCGJUDGE_ENGINE_RISE_STACK_H_

#include <optional>
#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// What the link being added is, for the checks of its choices.
struct LinkSpec {
  CardId source;                                        // The card used, or the ability's card.
  const std::vector<cards::Effect>* effects = nullptr;  // Its effects (modes among them).
  uint8_t modes = 0;                              // §707.1b: how many to choose (0: not modal).
  bool cost_x = false;                            // §707.1c
  int32_t cost = 0;                               // Resources to exhaust, X not counted.
  bool source_pays = false;                       // §702.2: a command may exhaust itself to pay.
  cards::HostKind host = cards::HostKind::kNone;  // An attachment's one target: its host.
};

// What cannot happen at all: a mode the card does not have, a payment card named twice or not
// on the field.
Status RefuseChoices(const Context& c, const LinkSpec& spec, const LinkChoices& choices);
// Every rule the choices break (§707.1b-e).
Problems ChoicesProblems(const Context& c, Seat player, const LinkSpec& spec,
                         const LinkChoices& choices);

// §707.1e: exhausts the payment.
void Pay(Context& c, const LinkChoices& choices);
// A target as the link keeps it: a card with the object it is now (§405.9a), or a player.
LinkTarget ToLinkTarget(const Context& c, const Aim& aim);
// §707.1f: the link goes on top of the stack and its adder holds priority.
void PushLink(Context& c, Link link, const LinkChoices& choices);

// §709: resolves the top link, then the turn player gets priority (§709.2h). A link whose
// effect deals damage that armour may prevent waits part-way (State::resolving, damage.h) ...
void ResolveTop(Context& c);
// ... and goes on with its next effect once the packets are dealt or the host chosen.
void ContinueResolving(Context& c);
// §709.2h: a link is resolved: a new round of passes, the turn player gets priority.
void FinishResolution(Context& c);

// Why `target` cannot be a target of kind `kind` for `controller`'s link from `source`
// (§706.1, §706.1b, §414.1a), or nothing: the check of adding (§707.1d) and of resolving
// (§709.2a).
std::optional<Problem> TargetProblem(const Context& c, Seat controller, cards::TargetKind kind,
                                     const Target& target, CardId source);

// The effects of a link: the card's own, or its source's ability's (none for a resource, a
// combat, a fire or a boarding).
const std::vector<cards::Effect>& EffectsOf(const Context& c, const Link& link);
// The targeted effect among the link's chosen effects (at most one, R-12), or nullptr.
const cards::Effect* TargetedEffectOf(const Context& c, const Link& link);

// The effects a link with these modes carries out: the chosen ones, or all (§707.1b).
std::vector<const cards::Effect*> ChosenEffects(const std::vector<cards::Effect>& effects,
                                                const std::vector<uint8_t>& modes);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_STACK_H_
