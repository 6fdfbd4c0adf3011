// The codec of 神话起源's decisions (internal to events/: it sees Cap'n Proto): plain values of
// events/myth/decision.h to and from events/myth/decision.capnp.

#ifndef TCGJUDGE_EVENTS_MYTH_DECISION_CODEC_H_
#define TCGJUDGE_EVENTS_MYTH_DECISION_CODEC_H_

#include <string>

#include "events/myth/decision.capnp.h"
#include "events/myth/decision.h"
#include "events/status.h"

namespace tcgjudge::myth {

void WriteDecision(const Decision& decision, schema::myth::Decision::Builder b);

// Refuses, naming the field under `field`, a card id or a member this build cannot read.
Result<Decision> ReadDecision(schema::myth::Decision::Reader r, const std::string& field);

// JSON that names no member of the union reads as its first with an empty value: the message
// refusing it ("" if `r` names one).
std::string MissingDecisionKind(schema::myth::Decision::Reader r, const std::string& field);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_EVENTS_MYTH_DECISION_CODEC_H_
