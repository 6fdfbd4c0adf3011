// The codec of the log's Event struct (internal to events/: it sees Cap'n Proto): the writer and
// the reader that the canonical encoding (EventEncoder), the strict read of stored bytes
// (EventDecoder) and the JSON codec (codec.cc) share.

#ifndef TCGJUDGE_EVENTS_EVENT_CAPNP_H_
#define TCGJUDGE_EVENTS_EVENT_CAPNP_H_

#include "events/event.h"
#include "events/log.capnp.h"
#include "events/status.h"

namespace tcgjudge {

// Writes `event` into `b`, leaving empty texts and lists unset (null), so that one value has
// exactly one encoding and one canonical JSON form. `event` must be well-formed
// (ValidateEventShape).
void WriteEvent(const Event& event, schema::Event::Builder b);
// The same with `prev_hash` in place of event.prev_hash (a store filling in the link).
void WriteEvent(const Event& event, const EventHash& prev_hash, schema::Event::Builder b);

// Reads `r` into `*event`, every field set as in a new Event. A Status naming the field path
// on anything an Event cannot hold (`*event` is then unspecified). Each field is read the same
// number of times on every call: a reader's traversal limit (EventDecoder) counts the reads.
Status ReadEvent(schema::Event::Reader r, Event* event);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_EVENT_CAPNP_H_
