// The codec of 永恒之轮's decisions (internal to events/: it sees Cap'n Proto): plain values of
// events/wheel/decision.h to and from events/wheel/decision.capnp.

#ifndef TCGJUDGE_EVENTS_WHEEL_DECISION_CODEC_H_
#define TCGJUDGE_EVENTS_WHEEL_DECISION_CODEC_H_

#include <string>

#include "events/status.h"
#include "events/wheel/decision.capnp.h"
#include "events/wheel/decision.h"

namespace tcgjudge::wheel {

void WriteDecision(const Decision& decision, schema::wheel::Decision::Builder b);

// Refuses, naming the field under `field`, a card id, a cell, a player or a member this build
// cannot read.
Result<Decision> ReadDecision(schema::wheel::Decision::Reader r, const std::string& field);

// JSON that names no member of the union reads as its first with an empty value: the message
// refusing it ("" if `r` names one).
std::string MissingDecisionKind(schema::wheel::Decision::Reader r, const std::string& field);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_EVENTS_WHEEL_DECISION_CODEC_H_
