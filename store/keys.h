// The persisted key/value layout of a tcgjudge store (RocksDB).
//
// PERSISTENCE CONTRACT: what is written here never changes meaning. A change of layout is a new
// store format (kStoreFormat + 1); a build refuses stores whose format is newer than it reads.
//
// Column family "events" (one entry per event):
//   key   = game id bytes, 0x00, seq as 4-byte big-endian unsigned.
//           Game ids are 1..64 characters of [A-Za-z0-9._-] (IsValidGameId), so they hold no
//           0x00: the key prefix "<game> 0x00" selects exactly one game's events, and bytewise
//           key order within that prefix is seq order.
//   value = the 32-byte BLAKE2b-256 hash of the encoded event (HashEncodedEvent), then the
//           event's canonical encoding (EncodeEvent) with its prev_hash filled in.
//
// Column family "games" (one entry per game):
//   key   = game id bytes.
//   value = [row format: 1 byte, = kGameRowFormat][event count: u32 big-endian]
//           [hash of event `event count`: 32 bytes]. 37 bytes in format 1.
//   The row and the game's events are written in the same atomic batch, so the row's count is
//   always the game's last seq.
//
// Column family "snapshots" (created with every store; caches, deletable at any time):
//   key   = game id bytes, 0x00, seq as 4-byte big-endian, version bytes (1..255 bytes, any
//           value): the engine state of `game` after event `seq` as computed by the engine
//           named by `version` (the caller chooses it so that another engine build, card set or
//           rulebook edition never reads a snapshot it did not write). Bytewise key order within
//           "<game> 0x00" is seq order, then version order.
//   value = opaque to the store; judge/snapshot_cache.h defines it.
//   A snapshot is never the truth: readers check it against the log (one that does not fit is
//   corruption), so writing one never needs to be synced or atomic with the events. Besides the
//   engine states, judge/ keeps three caches here under versions of their own: the game's summary
//   ("summary/" + version, seq 0; judge/game_summary.h), its priority-point index ("points/" +
//   version, one block per 256 seqs at seq k * 256 + 1; judge/positions_store.h) and the line
//   kind of each seq ("lines/" + block number, seq 0; judge/positions_store.h).

// Column family "registrations": players' registered decklists, never replaced (a correction is
// the next number); created by a store's first registration. Layout: store/registration.h.
//
// Default column family:
//   key "tcgjudge.store_format" = the store format as ASCII decimal: "1" (kStoreFormat).

#ifndef TCGJUDGE_STORE_KEYS_H_
#define TCGJUDGE_STORE_KEYS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

inline constexpr char kEventsColumnFamily[] = "events";
inline constexpr char kGamesColumnFamily[] = "games";
inline constexpr char kSnapshotsColumnFamily[] = "snapshots";

inline constexpr char kStoreFormatKey[] = "tcgjudge.store_format";
inline constexpr uint32_t kStoreFormat = 1;  // The newest format this build reads and writes.

inline constexpr uint8_t kGameRowFormat = 1;
inline constexpr size_t kGameRowSize = 1 + 4 + 32;

// "<game> 0x00": the prefix shared by all event keys of `game` and no other game's.
std::string EventKeyPrefix(std::string_view game);

// The events column family key of `game`'s event `seq`.
std::string EventKey(std::string_view game, uint32_t seq);

struct ParsedEventKey {
  std::string_view game;  // Points into the parsed key.
  uint32_t seq = 0;
};

// Splits an events key; nullopt if it does not have the layout above (kept as bytes, no checks of
// the game id's characters).
std::optional<ParsedEventKey> ParseEventKey(std::string_view key);

// The events column family value: hash, then encoded event.
std::string EventValue(const EventHash& hash, std::string_view encoded);

struct ParsedEventValue {
  EventHash stored_hash{};   // As stored; not checked against the bytes here.
  std::string_view encoded;  // Points into the parsed value.
};

// Splits an events value; kCorruption if it is too short to hold a hash and an event.
Result<ParsedEventValue> ParseEventValue(std::string_view value);

// What the games column family holds about one game.
struct GameRow {
  uint32_t event_count = 0;
  EventHash last_hash{};
  bool operator==(const GameRow&) const = default;
};

std::string EncodeGameRow(const GameRow& row);

// kCorruption if `value` is not a format-1 games row.
Result<GameRow> DecodeGameRow(std::string_view value);

// The snapshots column family key of `game`'s snapshot after `seq` by engine `version`.
std::string SnapshotKey(std::string_view game, uint32_t seq, std::string_view version);

struct ParsedSnapshotKey {
  std::string_view game;  // Points into the parsed key.
  uint32_t seq = 0;
  std::string_view version;  // Points into the parsed key.
};

// OK if `version` can name a snapshot's engine (1..255 bytes); kInvalidInput otherwise.
Status CheckSnapshotVersion(std::string_view version);

// Splits a snapshots key; nullopt if it does not have the layout above.
std::optional<ParsedSnapshotKey> ParseSnapshotKey(std::string_view key);

// The value of kStoreFormatKey for kStoreFormat.
std::string StoreFormatValue();

// Parses a kStoreFormatKey value: kCorruption if it is not a positive decimal number.
Result<uint32_t> ParseStoreFormat(std::string_view value);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_KEYS_H_
