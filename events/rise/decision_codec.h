// The codec of 崛起TCG's decisions (internal to events/: it sees Cap'n Proto): plain values of
// events/rise/decision.h to and from events/rise/decision.capnp.

#ifndef TCGJUDGE_EVENTS_RISE_DECISION_CODEC_H_
#define TCGJUDGE_EVENTS_RISE_DECISION_CODEC_H_

#include <string>

#include "events/rise/decision.capnp.h"
#include "events/rise/decision.h"
#include "events/status.h"

namespace tcgjudge::rise {

void WriteDecision(const Decision& decision, schema::rise::Decision::Builder b);

// Refuses, naming the field under `field`, a card id, a player or a member this build cannot
// read.
Result<Decision> ReadDecision(schema::rise::Decision::Reader r, const std::string& field);

// JSON that names no member of the union reads as its first with an empty value: the message
// refusing it ("" if `r` names one).
std::string MissingDecisionKind(schema::rise::Decision::Reader r, const std::string& field);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_EVENTS_RISE_DECISION_CODEC_H_
