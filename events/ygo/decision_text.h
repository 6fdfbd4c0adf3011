// Yu-Gi-Oh's decisions in words (events/decision_text.h renders every ruleset's).

#ifndef TCGJUDGE_EVENTS_YGO_DECISION_TEXT_H_
#define TCGJUDGE_EVENTS_YGO_DECISION_TEXT_H_

#include <functional>
#include <string>

#include "events/ygo/decision.h"

namespace tcgjudge::ygo {

// What the decision records after its kind, each card through `card`, e.g.
// "A03 4078981 · M2 attack · tributes A07": the words of `tcgjudge log` and the viewer.
std::string DecisionText(const Decision& decision,
                         const std::function<std::string(const CardId&)>& card);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_EVENTS_YGO_DECISION_TEXT_H_
