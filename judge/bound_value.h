// The framing of the caches judge/ keeps in the store's snapshots column family (state snapshots,
// judge/snapshot_cache.h; blocks of the priority-point index, judge/positions_store.h), each bound
// to one event of the log:
//   [format: 1 byte][hash of the event: 32 bytes][first 8 bytes of BLAKE2b-256 of the payload]
//   [payload]

#ifndef TCGJUDGE_JUDGE_BOUND_VALUE_H_
#define TCGJUDGE_JUDGE_BOUND_VALUE_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

std::string EncodeBoundValue(uint8_t format, const EventHash& event_hash, std::string_view payload);

struct BoundValue {
  EventHash event_hash{};
  std::string_view payload;  // Points into the decoded value.
};

// kCorruption: "not a format-<format> <noun>" for a value too short or of another format, "its
// payload fails its checksum".
Result<BoundValue> DecodeBoundValue(uint8_t format, std::string_view noun, std::string_view value);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_BOUND_VALUE_H_
