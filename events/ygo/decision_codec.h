// The codec of Yu-Gi-Oh's decisions (internal to events/: it sees Cap'n Proto): plain values of
// events/ygo/decision.h to and from events/ygo/decision.capnp.

#ifndef TCGJUDGE_EVENTS_YGO_DECISION_CODEC_H_
#define TCGJUDGE_EVENTS_YGO_DECISION_CODEC_H_

#include <string>

#include "events/status.h"
#include "events/ygo/decision.capnp.h"
#include "events/ygo/decision.h"

namespace tcgjudge::ygo {

void WriteDecision(const Decision& decision, schema::ygo::Decision::Builder b);

// Refuses, naming the field under `field`, a card id, a cell or a member this build cannot read.
Result<Decision> ReadDecision(schema::ygo::Decision::Reader r, const std::string& field);

// JSON that names no member of the union reads as its first with an empty value: the message
// refusing it ("" if `r` names one).
std::string MissingDecisionKind(schema::ygo::Decision::Reader r, const std::string& field);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_EVENTS_YGO_DECISION_CODEC_H_
