// The hash of the chain that links a game's events (BLAKE2b-256, libsodium), and the short keyed
// hash the state keys are made of (SipHash-2-4).

#ifndef TCGJUDGE_EVENTS_HASH_H_
#define TCGJUDGE_EVENTS_HASH_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "events/event.h"

namespace tcgjudge {

// BLAKE2b-256 (unkeyed) of `bytes`.
EventHash Blake2b256(std::string_view bytes);

// The hash of an event: BLAKE2b-256 of `encoded`, its canonical encoding (EncodeEvent).
inline EventHash HashEncodedEvent(std::string_view encoded) { return Blake2b256(encoded); }

// SipHash-2-4 of `bytes` under the 16-byte `key` (libsodium's crypto_shorthash_siphash24): its
// 8-byte output read as a little-endian number, as the SipHash paper defines the 64-bit value.
uint64_t SipHash24(const std::array<uint8_t, 16>& key, std::string_view bytes);

// Lower-case hex, 64 characters.
std::string HashToHex(const EventHash& hash);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_HASH_H_
