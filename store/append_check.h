// The validation every EventLog implementation runs on an append before writing anything, and the
// bytes it then writes.

#ifndef TCGJUDGE_STORE_APPEND_CHECK_H_
#define TCGJUDGE_STORE_APPEND_CHECK_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "events/event.h"
#include "events/event_encoder.h"
#include "events/status.h"
#include "store/event_log.h"
#include "store/keys.h"

namespace tcgjudge {

// What the store holds of one game before the append.
struct StoredGameState {
  uint32_t event_count = 0;  // 0: the game does not exist.
  EventHash last_hash{};     // Hash of event `event_count`; all zero when there is none.
  // The game's header (event 1); set iff event_count > 0. Shared: a store may keep it decoded
  // between appends (a 950-card deck's header costs more to decode than an append).
  std::shared_ptr<const Header> header;
};

// One event exactly as it is to be stored.
struct PreparedEvent {
  uint32_t seq = 0;
  std::string encoded;  // EncodeEvent of the requested event, with prev_hash filled in.
  EventHash hash{};     // HashEncodedEvent(encoded).
};

// Everything one request writes: its events and the game's new games row.
struct PreparedAppend {
  std::string game;
  // What the store held of the game when the events were checked: they continue it.
  uint32_t base_count = 0;
  EventHash base_hash{};
  std::vector<PreparedEvent> events;  // In seq order, continuing the game's chain.
  GameRow row;                        // The game after the append.
};

// Returns the current state of `game`; a non-OK Status (I/O, corruption) aborts the check.
using GameStateLookup = std::function<Result<StoredGameState>(const std::string& game)>;

// Checks `requests` against the current state of their games (`lookup` is called once per
// game) and prepares the bytes to write, one PreparedAppend per request in request order.
//
// Refused, naming the game and (where there is one) the seq:
//   kInvalidInput: an invalid game id; two requests for one game; a request without events;
//     events[i].seq != expected_next_seq + i or events[i].game != request.game; an event that
//     fails ValidateEventShape; a new game whose first event is not its header; an event that
//     fails CheckEventAgainstHeader against the game's header (for a new game, the header in the
//     same request); a non-zero prev_hash that is not the hash of the event before (all zero
//     for seq 1); a game that would exceed UINT32_MAX events.
//   kConflict: expected_next_seq != the game's event count + 1 ("... nothing was written").
// An all-zero prev_hash is filled in with the hash of the event before.
Result<std::vector<PreparedAppend>> CheckAppend(std::span<const AppendRequest> requests,
                                                const GameStateLookup& lookup);

// kConflict ("... nothing was written") for an append to `game`, which holds `count` events, that
// expected to write seq `expected_next_seq` next.
Status StaleAppendStatus(const std::string& game, uint32_t count, uint32_t expected_next_seq);

// kConflict ("... nothing was written") unless the store still holds the game `append` was
// checked against: `count` events, the last of hash `last_hash`.
Status CheckUnchanged(const PreparedAppend& append, uint32_t count, const EventHash& last_hash);

// The one event CheckAppend checks of a request at a time: `event` as event `seq` of `game`,
// whose header is `*header` (nullptr for a new game: then `event` must be the header, and
// `*header` is set to it) and whose event before it has hash `prev_hash`, encoded with `encoder`.
// Refused as CheckAppend refuses, naming the game and seq.
Result<PreparedEvent> PrepareEvent(const std::string& game, uint32_t seq, const Event& event,
                                   const Header** header, const EventHash& prev_hash,
                                   EventEncoder& encoder);

// True if every byte of `hash` is zero (the prev_hash of seq 1, or "fill it in").
bool IsZeroHash(const EventHash& hash);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_APPEND_CHECK_H_
