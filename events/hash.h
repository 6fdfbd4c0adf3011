// The hash of the chain that links a game's events (BLAKE2b-256, libsodium).

#ifndef TCGJUDGE_EVENTS_HASH_H_
#define TCGJUDGE_EVENTS_HASH_H_

#include <string>
#include <string_view>

#include "events/event.h"

namespace tcgjudge {

// BLAKE2b-256 of `encoded`, which is an event's canonical encoding (EncodeEvent).
EventHash HashEncodedEvent(std::string_view encoded);

// Lower-case hex, 64 characters.
std::string HashToHex(const EventHash& hash);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_HASH_H_
