// MemoryEventLog: an EventLog held in memory, for tests. Same contract as the RocksDB store
// (validation, atomicity, hash chain, errors), nothing persisted. Thread-safe.

#ifndef TCGJUDGE_STORE_MEMORY_EVENT_LOG_H_
#define TCGJUDGE_STORE_MEMORY_EVENT_LOG_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "store/append_check.h"
#include "store/event_log.h"
#include "store/keys.h"

namespace tcgjudge {

class MemoryEventLog final : public EventLog {
 public:
  MemoryEventLog() = default;
  MemoryEventLog(const MemoryEventLog&) = delete;
  MemoryEventLog& operator=(const MemoryEventLog&) = delete;

  using EventLog::Append;
  // Durability is ignored: there is no disk.
  Status Append(std::span<const AppendRequest> requests, Durability durability) override;
  Status Append(const AppendBatch& batch, Durability durability) override;
  Status Sync() override;
  Result<GameInfo> GetGame(const std::string& game) const override;
  Result<std::vector<GameInfo>> ListGames() const override;
  Result<std::vector<std::string>> ListGameIds() const override;
  Result<std::vector<StoredEvent>> Read(const std::string& game, uint32_t first_seq = 1,
                                        uint32_t last_seq = UINT32_MAX) const override;
  Result<ChainReport> WalkChain(const std::string& game,
                                std::vector<StoredEvent>* verified) const override;
  // OK: nothing is on disk (CorruptForTesting damages events, which VerifyChain finds).
  Status VerifyFiles() const override;
  Status PutSnapshots(const std::string& game, std::string_view version,
                      std::span<const SnapshotWrite> snapshots) override;
  Result<std::optional<StoredSnapshot>> GetSnapshotAtOrBefore(
      const std::string& game, uint32_t seq, std::string_view version) const override;
  Status DeleteSnapshots(const std::string& game) override;
  Status PutRegistration(const Registration& registration) override;
  Result<std::vector<Registration>> ListRegistrations() const override;

  // Test hook: flips every bit of byte `byte_offset` of the stored value of `game`'s event `seq`
  // (keys.h layout: offsets 0..31 are the stored hash, later ones the encoded event).
  // kNotFound if there is no such event, kInvalidInput if the offset is past the value's end.
  Status CorruptForTesting(const std::string& game, uint32_t seq, size_t byte_offset);

 private:
  // One game as the RocksDB store would hold it: its games row and its stored event values.
  struct StoredGame {
    GameRow row;
    std::vector<std::string> values;  // values[i] is seq i + 1, in the keys.h value layout.
  };

  // Requires mutex_.
  Result<GameInfo> GetGameLocked(const std::string& game) const;
  // Stores checked appends. Requires mutex_.
  void ApplyLocked(std::span<const PreparedAppend> prepared);

  mutable std::mutex mutex_;
  std::map<std::string, StoredGame> games_;  // Guarded by mutex_; ordered by game id.
  // Snapshots by their keys.h key, so that order and lookups match the RocksDB store.
  std::map<std::string, std::string> snapshots_;  // Guarded by mutex_.
  // Registrations by their key, encoded as the RocksDB store holds them.
  std::map<std::string, std::string> registrations_;  // Guarded by mutex_.
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_MEMORY_EVENT_LOG_H_
