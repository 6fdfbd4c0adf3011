#include "judge/bound_value.h"

#include <cstring>

#include "events/hash.h"
#include "events/xxh64.h"

namespace tcgjudge {
namespace {

constexpr size_t kHashSize = sizeof(EventHash);
constexpr size_t kChecksumSize = 8;
constexpr size_t kHeaderSize = 1 + kHashSize + kChecksumSize;

std::string Checksum(std::string_view payload, PayloadChecksum kind) {
  if (kind == PayloadChecksum::kXxh64) {
    uint64_t sum = Xxh64(payload);
    std::string bytes(kChecksumSize, '\0');
    for (size_t i = 0; i < kChecksumSize; ++i, sum >>= 8) bytes[i] = static_cast<char>(sum & 0xff);
    return bytes;
  }
  const EventHash digest = Blake2b256(payload);
  return std::string(reinterpret_cast<const char*>(digest.data()), kChecksumSize);
}

}  // namespace

std::string EncodeBoundValue(uint8_t format, const EventHash& event_hash, std::string_view payload,
                             PayloadChecksum checksum) {
  std::string value;
  value.reserve(kHeaderSize + payload.size());
  value.push_back(static_cast<char>(format));
  value.append(reinterpret_cast<const char*>(event_hash.data()), kHashSize);
  value.append(Checksum(payload, checksum));
  value.append(payload);
  return value;
}

Result<BoundValue> DecodeBoundValue(uint8_t format, std::string_view noun, std::string_view value,
                                    PayloadChecksum checksum) {
  if (value.size() < kHeaderSize || static_cast<uint8_t>(value[0]) != format) {
    return Status::Corruption("not a format-" + std::to_string(format) + " " + std::string(noun));
  }
  BoundValue bound;
  std::memcpy(bound.event_hash.data(), value.data() + 1, kHashSize);
  bound.payload = value.substr(kHeaderSize);
  if (value.substr(1 + kHashSize, kChecksumSize) != Checksum(bound.payload, checksum)) {
    return Status::Corruption("its payload fails its checksum");
  }
  return bound;
}

}  // namespace tcgjudge
