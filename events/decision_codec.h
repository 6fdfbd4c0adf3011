// The codec of the log's Decision union (internal to events/): 零次元's and the generic verbs here,
// each later ruleset's own verbs in events/<ruleset>/decision_codec.h.

#ifndef TCGJUDGE_EVENTS_DECISION_CODEC_H_
#define TCGJUDGE_EVENTS_DECISION_CODEC_H_

#include "events/event.h"
#include "events/log.capnp.h"
#include "events/status.h"

namespace tcgjudge {

void WriteDecision(const Decision& decision, schema::Decision::Builder b);
Result<Decision> ReadDecision(schema::Decision::Reader r);

// A JSON decision that names no member reads as the union's first with an empty value: the
// message refusing it, listing the members; "" if `r` names one.
std::string MissingDecisionKind(schema::Decision::Reader r);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_DECISION_CODEC_H_
