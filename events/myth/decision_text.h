// 神话起源's decisions in words (events/decision_text.h renders every ruleset's).

#ifndef TCGJUDGE_EVENTS_MYTH_DECISION_TEXT_H_
#define TCGJUDGE_EVENTS_MYTH_DECISION_TEXT_H_

#include <functional>
#include <string>

#include "events/myth/decision.h"

namespace tcgjudge::myth {

// What the decision records after its kind, each card through `card`, e.g.
// "A61 五雷诀 · at ② · targets B62 梅伯 · 灵力 A12 A13": the words of `tcgjudge log` and the
// viewer.
std::string DecisionText(const Decision& decision,
                         const std::function<std::string(const CardId&)>& card);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_EVENTS_MYTH_DECISION_TEXT_H_
