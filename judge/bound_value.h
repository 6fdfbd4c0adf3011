// The framing of the caches judge/ keeps in the store's snapshots column family (state snapshots,
// judge/snapshot_cache.h; blocks of the priority-point index, judge/positions_store.h), each bound
// to one event of the log:
//   [format: 1 byte][hash of the event: 32 bytes][checksum of the payload: 8 bytes][payload]
// The checksum is the first 8 bytes of BLAKE2b-256 of the payload, or, where the format says so
// (a snapshot value of format 2), XXH64 of it, little-endian: a read checks 40 KB snapshots in
// some microseconds, not a hundred.

#ifndef TCGJUDGE_JUDGE_BOUND_VALUE_H_
#define TCGJUDGE_JUDGE_BOUND_VALUE_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

enum class PayloadChecksum : uint8_t {
  kBlake2b,  // The first 8 bytes of BLAKE2b-256 (events/hash.h).
  kXxh64,    // XXH64, seed 0, little-endian (events/xxh64.h).
};

std::string EncodeBoundValue(uint8_t format, const EventHash& event_hash, std::string_view payload,
                             PayloadChecksum checksum = PayloadChecksum::kBlake2b);

struct BoundValue {
  EventHash event_hash{};
  std::string_view payload;  // Points into the decoded value.
};

// kCorruption: "not a format-<format> <noun>" for a value too short or of another format, "its
// payload fails its checksum".
Result<BoundValue> DecodeBoundValue(uint8_t format, std::string_view noun, std::string_view value,
                                    PayloadChecksum checksum = PayloadChecksum::kBlake2b);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_BOUND_VALUE_H_
