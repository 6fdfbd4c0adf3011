// EventLog: the durable, append-only store of game logs.
//
// Every stored event carries the hash of its canonical encoding; its prev_hash is the hash of the
// event before it, so the events of a game form a chain that VerifyChain can check. Appends are
// optimistic: the caller names the seq it expects to write next, and a stale append is refused
// with nothing written.

#ifndef TCGJUDGE_STORE_EVENT_LOG_H_
#define TCGJUDGE_STORE_EVENT_LOG_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "store/registration.h"

namespace tcgjudge {

// One event as stored.
struct StoredEvent {
  Event event;
  EventHash hash{};  // Hash of the event's canonical encoding.
};

// What the store knows about a game without reading its events.
struct GameInfo {
  std::string game_id;
  uint32_t event_count = 0;  // The last seq.
  EventHash last_hash{};     // Hash of event `event_count`.
  Header header;             // Event 1.
};

// Appends `events` to `game`. expected_next_seq must be the game's event count + 1 (1 for a new
// game, whose first event must be its header). events[i].seq must be expected_next_seq + i.
// Each event's prev_hash may be all zero (the store fills it in) or must equal the hash of the
// event before it.
struct AppendRequest {
  std::string game;
  uint32_t expected_next_seq = 1;
  std::vector<Event> events;
};

enum class Durability {
  kSync,      // The append is on disk (fsync) when Append returns OK. The default for live use.
  kBuffered,  // Written but not synced; call Sync() before reporting success (bulk import).
};

// Result of one verification walk over a game's stored chain.
struct ChainReport {
  uint32_t events_checked = 0;
  std::optional<uint32_t> first_bad_seq;  // nullopt: the chain verifies.
  std::string problem;                    // What is wrong at first_bad_seq.
  bool ok() const { return !first_bad_seq.has_value(); }
};

// One stored snapshot (keys.h, column family "snapshots"): opaque bytes the judge wrote as the
// state of a game after event `seq`.
struct StoredSnapshot {
  uint32_t seq = 0;
  std::string value;
};

// A snapshot to store.
struct SnapshotWrite {
  uint32_t seq = 0;
  std::string value;
};

class AppendBatch;  // store/append_batch.h

class EventLog {
 public:
  virtual ~EventLog() = default;

  // Appends every request in one atomic write: all of them are stored, or none is (kConflict
  // for a stale expected_next_seq, kInvalidInput for events that do not fit the game, kIoError).
  // Requests may name different games; two requests for the same game are refused.
  [[nodiscard]] virtual Status Append(std::span<const AppendRequest> requests,
                                      Durability durability) = 0;

  // Writes `batch` (store/append_batch.h: events checked as Append checks them, one at a time) in
  // one atomic write: every event of it is stored, or none is (kConflict if a game of it no
  // longer holds what the batch was checked against; kIoError). An empty batch writes nothing.
  [[nodiscard]] virtual Status Append(const AppendBatch& batch, Durability durability) = 0;

  // Makes every earlier kBuffered append durable.
  [[nodiscard]] virtual Status Sync() = 0;

  // kNotFound if the game does not exist.
  [[nodiscard]] virtual Result<GameInfo> GetGame(const std::string& game) const = 0;

  // All games, ordered by id.
  [[nodiscard]] virtual Result<std::vector<GameInfo>> ListGames() const = 0;

  // The ids of all games, ordered, from the games index alone: a game whose events are damaged is
  // listed too (ListGames refuses the whole list then), so that an audit can report it.
  [[nodiscard]] virtual Result<std::vector<std::string>> ListGameIds() const = 0;

  // Events first_seq..last_seq (inclusive, clamped to the game's events) in seq order, decoded.
  // Reading verifies each event's own hash and its link to the one before (kCorruption naming
  // the seq otherwise).
  [[nodiscard]] virtual Result<std::vector<StoredEvent>> Read(
      const std::string& game, uint32_t first_seq = 1, uint32_t last_seq = UINT32_MAX) const = 0;

  // Walks the whole stored chain of `game` without stopping at the first problem's exception:
  // reports the first seq whose stored bytes do not match their hash, do not decode, carry the
  // wrong seq or game, or whose prev_hash does not match the event before.
  [[nodiscard]] Result<ChainReport> VerifyChain(const std::string& game) const {
    return WalkChain(game, nullptr);
  }

  // VerifyChain, and the events before the report's first bad seq (every event when the chain
  // verifies), decoded and checked as Read checks them: one walk of the game for a caller that
  // needs both (the audit). `verified` is cleared first.
  [[nodiscard]] Result<ChainReport> VerifyAndRead(const std::string& game,
                                                  std::vector<StoredEvent>* verified) const {
    return WalkChain(game, verified);
  }

  // What VerifyChain and VerifyAndRead run: `verified` may be null.
  [[nodiscard]] virtual Result<ChainReport> WalkChain(const std::string& game,
                                                      std::vector<StoredEvent>* verified) const = 0;

  // Reads every byte the store keeps on disk and checks it against its checksum, so that damage
  // to data nobody has read since is found too. kCorruption naming the damaged file; OK for a
  // store that keeps nothing on disk.
  [[nodiscard]] virtual Status VerifyFiles() const = 0;

  // ----- Snapshots: caches of engine states, never the truth (keys.h) -----
  // `version` names the engine that computed them: 1..255 bytes, any value.

  // Stores `snapshots` of `game` under `version` in one write, replacing any with the same seq
  // and version. Not synced: a crash may lose them, which only costs a refold. kInvalidInput for
  // a bad game id or version, or a read-only store; kIoError.
  [[nodiscard]] virtual Status PutSnapshots(const std::string& game, std::string_view version,
                                            std::span<const SnapshotWrite> snapshots) = 0;

  // The snapshot of `game` under `version` with the greatest seq <= `seq`, or nullopt if there is
  // none (also for a store that has no snapshots column family yet). kIoError, kCorruption when
  // the store cannot be read.
  [[nodiscard]] virtual Result<std::optional<StoredSnapshot>> GetSnapshotAtOrBefore(
      const std::string& game, uint32_t seq, std::string_view version) const = 0;

  // Deletes every snapshot of `game`, of every version. OK if it has none. kInvalidInput on a
  // read-only store.
  [[nodiscard]] virtual Status DeleteSnapshots(const std::string& game) = 0;

  // ----- Registrations: players' registered decklists (store/registration.h) -----

  // Stores `registration` durably (synced), under its tournament, player id and number. Never
  // replaces one: kConflict (CheckNextRegistration) unless it is number 1 of a player with none
  // for that tournament, or the next correction; kInvalidInput for one CheckRegistration refuses
  // or a read-only store; kIoError. Nothing is written when it fails.
  [[nodiscard]] virtual Status PutRegistration(const Registration& registration) = 0;

  // Every stored registration, corrections included: ordered by tournament, then player id, then
  // number. Empty for a store that never took one. kCorruption naming a damaged one.
  [[nodiscard]] virtual Result<std::vector<Registration>> ListRegistrations() const = 0;

  // Convenience: one game, one atomic append.
  [[nodiscard]] Status Append(AppendRequest request, Durability durability = Durability::kSync) {
    return Append(std::span<const AppendRequest>(&request, 1), durability);
  }
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_EVENT_LOG_H_
