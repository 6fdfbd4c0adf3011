// 崛起TCG's decisions in words (events/decision_text.h renders every ruleset's).

#ifndef TCGJUDGE_EVENTS_RISE_DECISION_TEXT_H_
#define TCGJUDGE_EVENTS_RISE_DECISION_TEXT_H_

#include <functional>
#include <string>

#include "events/rise/decision.h"

namespace tcgjudge::rise {

// What the decision records after its kind, each card through `card`, e.g.
// "A07 极光照耀 · X=2 · targets B61 (2), B12 · paying A55 A56" or "A03 → B61": the words of
// `tcgjudge log` and the viewer.
std::string DecisionText(const Decision& decision,
                         const std::function<std::string(const CardId&)>& card);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_EVENTS_RISE_DECISION_TEXT_H_
