// 永恒之轮's decisions in words (events/decision_text.h renders every ruleset's).

#ifndef TCGJUDGE_EVENTS_WHEEL_DECISION_TEXT_H_
#define TCGJUDGE_EVENTS_WHEEL_DECISION_TEXT_H_

#include <functional>
#include <string>

#include "events/wheel/decision.h"

namespace tcgjudge::wheel {

// What the decision records after its kind, each card through `card`, e.g.
// "A07 W012 · AZ2 face-down" or "A03 W010 → B": the words of `tcgjudge log` and the viewer.
std::string DecisionText(const Decision& decision,
                         const std::function<std::string(const CardId&)>& card);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_EVENTS_WHEEL_DECISION_TEXT_H_
