// EventEncoder: the canonical Cap'n Proto encoding of events (EncodeEvent), with the memory it
// needs kept from one event to the next.
//
// EncodeEvent builds each event in a new message (its first segment zeroed by calloc), copies it
// into its canonical form (Cap'n Proto's canonicalize: a size walk, a buffer, a check of the copy
// and a second buffer) and returns a new string. An encoder writes each event into a buffer of
// words it keeps and copies it into its canonical form in a second one; both are zero between
// uses, as Cap'n Proto requires, and grow to the largest event met. Encoding the events of a game
// one after the other allocates nothing once the buffers have grown.
//
// Not thread-safe: the caller owns one per thread (a store's reader, a chain walker, an append).

#ifndef TCGJUDGE_EVENTS_EVENT_ENCODER_H_
#define TCGJUDGE_EVENTS_EVENT_ENCODER_H_

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "events/event.h"

namespace tcgjudge {

class EventEncoder {
 public:
  EventEncoder() = default;
  EventEncoder(const EventEncoder&) = delete;
  EventEncoder& operator=(const EventEncoder&) = delete;
  EventEncoder(EventEncoder&&) = default;
  EventEncoder& operator=(EventEncoder&&) = default;

  // EncodeEvent(event)'s bytes: the canonical encoding of `event`, a single segment without a
  // segment table. Valid until the next call or the encoder's end. `event` must be well-formed
  // (ValidateEventShape).
  std::string_view Encode(const Event& event);
  // The same with `prev_hash` in place of event.prev_hash: what a store writes when it fills in
  // the link, without a copy of the event.
  std::string_view Encode(const Event& event, const EventHash& prev_hash);

 private:
  // The first segment of the message the event is written into. Zero outside Encode (Cap'n
  // Proto's MallocMessageBuilder zeroes what it used when it ends).
  std::vector<uint64_t> built_;
  // The canonical copy. Zero outside Encode except its first `canonical_used_` words: the
  // bytes Encode returned last, zeroed when the next call starts.
  std::vector<uint64_t> canonical_;
  size_t canonical_used_ = 0;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_EVENT_ENCODER_H_
