// 崛起TCG's decisions as JSON, by the schema events/rise/decision.capnp: the member of the union
// alone ({"useCard": {"card": "A07", ...}}), as it stands under {"decision": {"rise": ...}} in a
// log: how the decision tests reach the decision codec without a whole event.

#ifndef TCGJUDGE_EVENTS_RISE_DECISION_JSON_H_
#define TCGJUDGE_EVENTS_RISE_DECISION_JSON_H_

#include <string>
#include <string_view>

#include "events/rise/decision.h"
#include "events/status.h"

namespace tcgjudge::rise {

// Canonical JSON (unset fields left out).
std::string DecisionToJson(const Decision& decision);

// Strict: unknown members, wrong types, bad card ids and a missing kind are refused with the
// field path under "decision".
Result<Decision> DecisionFromJson(std::string_view json);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_EVENTS_RISE_DECISION_JSON_H_
