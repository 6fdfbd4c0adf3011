// Attachments (结附物, §403): an attachment names its host as the one target of its link when it
// is used (§403.2, R-28), or has its host chosen by its controller as it resolves (§403.3,
// R-31); it attaches when it resolves, if the host is still the object named and still fits
// (§709.2a); an effect may move it to another fitting card (§403.6, R-31); it leaves with its
// host (§403.4, R-28) and falls off in the pre-priority checks when its host no longer fits its
// host description or is a crystal (§403.5, §412.6c).

#ifndef TCGJUDGE_ENGINE_RISE_ATTACH_H_
#define TCGJUDGE_ENGINE_RISE_ATTACH_H_

#include <optional>
#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// Whether `host` is of the kind an attachment of `kind` attaches to (§403.1, §403.5).
bool HostFits(const Context& c, cards::HostKind kind, CardId host);

// Why the targets of `controller`'s attachment `source` do not name one host it may be attached
// to (§403.2, §706.1, §707.1d), or nothing.
std::optional<Problem> HostProblem(const Context& c, cards::HostKind kind,
                                   const std::vector<Aim>& targets, CardId source);

// The host kind an attachment names as the one target of its link (§403.2), or none: one whose
// host is chosen as it resolves (§403.3, `hostChosen`) takes no target.
cards::HostKind TargetedHost(const cards::Card& info);

// §403.2, §709.2a: the attachment's link resolves: it enters the field attached to its host if
// the host is still the object named and still fits; otherwise it is countered by the game.
// §403.3: an attachment whose host is chosen goes to its owner's rescue base if no card
// fits; otherwise the game waits for its controller's chooseHost: returns true.
bool ResolveAttachment(Context& c, const Link& link);

// §403.6a: an effect moves `attachment` to another card fitting its attach description,
// chosen by `chooser` (the game waits: returns true); with none, it stays.
bool MoveAttachment(Context& c, CardId attachment, Seat chooser);

// §403.3, §403.6a: the host chosen (no link).
Status RefuseChooseHost(const Context& c, Seat player, const ChooseHost& d);
Problems ChooseHostProblems(const Context& c, Seat player, const ChooseHost& d);
void DoChooseHost(Context& c, Seat player, const ChooseHost& d);

// §403.4: `host` is about to become a new object: the game destroys what is attached to
// it.
void DestroyAttachmentsOf(Context& c, CardId host);

// §412.6c: the attachments a pre-priority batch destroys: those on a crystal (§307.3) and those
// whose host no longer fits their host description (§403.5).
std::vector<CardId> FallingAttachments(const Context& c);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_ATTACH_H_
