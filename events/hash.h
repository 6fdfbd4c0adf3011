// The hash of the chain that links a game's events (BLAKE2b-256, libsodium).

#ifndef TCGJUDGE_EVENTS_HASH_H_
#define TCGJUDGE_EVENTS_HASH_H_

#include <string>
#include <string_view>

#include "events/event.h"

namespace tcgjudge {

// BLAKE2b-256 (unkeyed) of `bytes`.
EventHash Blake2b256(std::string_view bytes);

// The hash of an event: BLAKE2b-256 of `encoded`, its canonical encoding (EncodeEvent).
inline EventHash HashEncodedEvent(std::string_view encoded) { return Blake2b256(encoded); }

// Lower-case hex, 64 characters.
std::string HashToHex(const EventHash& hash);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_HASH_H_
