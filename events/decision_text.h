// A decision in words, for `tcgjudge log`, the viewer and messages: each ruleset's decisions are
// described beside their vocabulary (events/, events/<ruleset>/), so that the viewer and the
// command line render any game's decisions without naming them.

#ifndef TCGJUDGE_EVENTS_DECISION_TEXT_H_
#define TCGJUDGE_EVENTS_DECISION_TEXT_H_

#include <functional>
#include <string>

#include "events/event.h"

namespace tcgjudge {

// Renders a card instance, e.g. "A07 BP02-001" (the caller adds what it knows of the card).
using CardNamer = std::function<std::string(const CardId&)>;

// What the decision records after its kind, e.g. "A07 BP02-001 · tap A31 A32 · targets B05";
// "" for a decision whose kind says it all (pass, concede).
std::string DecisionText(const Decision& decision, const CardNamer& card);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_DECISION_TEXT_H_
