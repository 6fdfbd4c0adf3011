// EventDecoder: the strict read of stored event bytes (DecodeEvent), with the memory it needs kept
// from one event to the next.
//
// DecodeEvent copies each event's bytes into a new word-aligned buffer, checks they are canonical
// Cap'n Proto, reads them and proves they are the one form tcgjudge writes by encoding the event
// again (EncodeEvent). A decoder keeps the aligned buffer and an EventEncoder, and reads into an
// Event the caller provides (e.g. the next element of the vector it fills), so that reading a
// game's events allocates little beyond what the Event values hold. It reads and re-encodes
// first: bytes that are exactly the encoding of the event they read as need no canonical check
// (event_decoder.cc says why that is DecodeEvent's answer, traversal limit included); any other
// bytes are decoded again in DecodeEvent's order. So a decoder refuses exactly the bytes
// DecodeEvent refuses, with the same Status.
//
// Not thread-safe: the caller owns one per thread (a store's Read, a chain walker).

#ifndef TCGJUDGE_EVENTS_EVENT_DECODER_H_
#define TCGJUDGE_EVENTS_EVENT_DECODER_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/event_encoder.h"
#include "events/status.h"

namespace tcgjudge {

class EventDecoder {
 public:
  EventDecoder() = default;
  EventDecoder(const EventDecoder&) = delete;
  EventDecoder& operator=(const EventDecoder&) = delete;
  EventDecoder(EventDecoder&&) = default;
  EventDecoder& operator=(EventDecoder&&) = default;

  // DecodeEvent(bytes) into `*event`: OK and the event, or DecodeEvent's kCorruption with its
  // message (`*event` is then unspecified).
  [[nodiscard]] Status Decode(std::string_view bytes, Event* event);

 private:
  // Reads the bytes in words_ without the canonical check; true if they are exactly the
  // encoding of the event they read as (then `*event` is it).
  bool ReadsAsWritten(std::string_view bytes, Event* event);
  // DecodeEvent's checks in its order, on the bytes in words_.
  Status DecodeInOrder(std::string_view bytes, Event* event);

  std::vector<uint64_t> words_;  // The bytes being read, word-aligned.
  EventEncoder encoder_;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_EVENT_DECODER_H_
