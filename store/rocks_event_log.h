// RocksEventLog: the durable EventLog, a RocksDB database in one directory (layout: keys.h).
//
// One process at a time may open a store read-write (RocksDB's LOCK file); within it, appends
// are serialised and reads run concurrently. Read-only opens take no lock and see the store as it
// was when opened: a consistent prefix of what a writer in another process appends (Open retries
// while that writer moves the store's files).

#ifndef TCGJUDGE_STORE_ROCKS_EVENT_LOG_H_
#define TCGJUDGE_STORE_ROCKS_EVENT_LOG_H_

#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "store/event_log.h"

namespace tcgjudge {

enum class OpenMode {
  kReadWrite,  // Creates the store if the path does not exist (or is an empty directory).
  kReadOnly,   // kNotFound if there is no store; Append is refused.
};

class RocksEventLog final : public EventLog {
 public:
  // Opens the store in directory `path` (named in messages in its absolute, normalised form).
  // Refuses, with a one-line message naming the path and what is wrong:
  //   kBusy: the store is open read-write in another process (named by pid when /proc/locks
  //     tells), or already in this one ("... is in use by another ...").
  //   kNotFound: kReadOnly and there is no store at `path`.
  //   kInvalidInput: `path` is a file, a directory holding other files, a RocksDB database that
  //     is not a tcgjudge store, or a store written by a newer tcgjudge (format > kStoreFormat).
  //   kCorruption: the store's files or its tcgjudge structure (column families, format marker)
  //     are damaged.
  //   kIoError: the file system failed.
  static Result<std::unique_ptr<RocksEventLog>> Open(const std::string& path, OpenMode mode);

  // Open, except that while another process holds the store read-write it tries again for up to
  // `busy_wait` before refusing with kBusy (whose message then says how long it waited). Writers
  // hold a store for the moments a command takes, so a second writer waits its turn instead of
  // failing; its optimistic append then tells it whether it is stale (kConflict). A writer in
  // this process is refused at once: waiting for it could never end.
  static Result<std::unique_ptr<RocksEventLog>> Open(const std::string& path, OpenMode mode,
                                                     std::chrono::milliseconds busy_wait);

  // Closes the store as Close() does; a failure there cannot be reported: call Close() first.
  ~RocksEventLog() override;

  RocksEventLog(const RocksEventLog&) = delete;
  RocksEventLog& operator=(const RocksEventLog&) = delete;

  using EventLog::Append;
  // kInvalidInput on a read-only store.
  Status Append(std::span<const AppendRequest> requests, Durability durability) override;
  // FlushWAL(sync): every earlier append is on disk. OK (nothing to do) on a read-only store.
  Status Sync() override;
  Result<GameInfo> GetGame(const std::string& game) const override;
  Result<std::vector<GameInfo>> ListGames() const override;
  Result<std::vector<StoredEvent>> Read(const std::string& game, uint32_t first_seq = 1,
                                        uint32_t last_seq = UINT32_MAX) const override;
  Result<ChainReport> VerifyChain(const std::string& game) const override;
  // A store opened read-only has no snapshots column family if it was written before there was
  // one: GetSnapshotAtOrBefore then finds none.
  Status PutSnapshots(const std::string& game, std::string_view version,
                      std::span<const SnapshotWrite> snapshots) override;
  Result<std::optional<StoredSnapshot>> GetSnapshotAtOrBefore(
      const std::string& game, uint32_t seq, std::string_view version) const override;
  Status DeleteSnapshots(const std::string& game) override;

  // Syncs buffered appends and closes the database (releasing its lock). No other call may be in
  // flight or follow, except the destructor. kIoError if RocksDB fails to sync or close.
  Status Close();

  // The store's directory, absolute and normalised.
  const std::string& path() const;

 private:
  struct Impl;
  explicit RocksEventLog(std::unique_ptr<Impl> impl);
  // One attempt of Open on the normalised `normal`.
  static Result<std::unique_ptr<RocksEventLog>> OpenOnce(const std::string& normal, OpenMode mode);

  std::unique_ptr<Impl> impl_;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_ROCKS_EVENT_LOG_H_
