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
#include <functional>
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

// Where a store's diagnostics go besides its Status results: RocksDB's own info log (kDebug), and
// the recovery of an unfinished write left by a crash (kWarning when a read-write open drops it;
// kDebug for a read-only open, which drops nothing). Called from RocksDB's threads too, so it must
// be thread-safe. main() routes it to its logger; store/ has no logger of its own.
enum class StoreLogLevel { kDebug, kWarning };
using StoreLogSink = std::function<void(StoreLogLevel level, const std::string& message)>;

struct StoreOpenOptions {
  // While another process holds the store read-write, try again for up to this long (Open).
  std::chrono::milliseconds busy_wait{0};
  StoreLogSink log;  // Empty: the diagnostics are dropped.
  // kReadWrite: whether a missing store (or an empty directory) is created. If not, it is
  // kNotFound "no tcgjudge store at '<path>'", as kReadOnly (the commands that only add to a
  // store must not leave an empty one behind, issue 31).
  bool create = true;
};

// A read-write store whose write-ahead logs hold this much or more when it is closed is flushed to
// table files (RocksEventLog::Close), so that the next open does not replay them. Below it the
// next open replays at most this much.
inline constexpr uint64_t kFlushAtCloseBytes = 1 << 20;

class RocksEventLog final : public EventLog {
 public:
  // Opens the store in directory `path` (named in messages in its absolute, normalised form).
  // Refuses, with a one-line message naming the path and what is wrong:
  //   kBusy: the store is open read-write in another process (named by pid when /proc/locks
  //     tells), or already in this one ("... is in use by another ...").
  //   kNotFound: kReadOnly and there is no store at `path`.
  //   kInvalidInput: `path` is a file, a directory holding other files, a RocksDB database that
  //     is not a tcgjudge store, a store written by a newer tcgjudge (format > kStoreFormat), or
  //     (kReadWrite) a store to create whose parent directory does not exist.
  //   kCorruption: the store's files or its tcgjudge structure (column families, format marker)
  //     are damaged. Before RocksDB replays the store's logs, every record of its write-ahead logs
  //     and MANIFEST is checked (log_file_check.h): an unfinished write at the end of the newest
  //     one, as a crash leaves it, is recovered (and reported to the log sink), but a damaged
  //     record anywhere, which RocksDB's recovery would drop together with every acknowledged
  //     write after it, refuses the open with nothing changed, naming the file, the byte and
  //     what is wrong.
  //   kIoError: the file system failed, or this user may not read or write the store
  //     ("permission denied ...", naming the owner of the store's directory).
  static Result<std::unique_ptr<RocksEventLog>> Open(const std::string& path, OpenMode mode);

  // Open, with diagnostics to `options.log`, and while another process holds the store read-write
  // trying again for up to `options.busy_wait` before refusing with kBusy (whose message then
  // says how long it waited). Writers hold a store for the moments a command takes, so a second
  // writer waits its turn instead of failing; its optimistic append then tells it whether it is
  // stale (kConflict). A writer in this process is refused at once: waiting for it could never
  // end.
  static Result<std::unique_ptr<RocksEventLog>> Open(const std::string& path, OpenMode mode,
                                                     const StoreOpenOptions& options);

  // Closes the store as Close() does; a failure there cannot be reported: call Close() first.
  ~RocksEventLog() override;

  RocksEventLog(const RocksEventLog&) = delete;
  RocksEventLog& operator=(const RocksEventLog&) = delete;

  using EventLog::Append;
  // kInvalidInput on a read-only store.
  Status Append(std::span<const AppendRequest> requests, Durability durability) override;
  Status Append(const AppendBatch& batch, Durability durability) override;
  // FlushWAL(sync): every earlier append is on disk. OK (nothing to do) on a read-only store.
  Status Sync() override;
  Result<GameInfo> GetGame(const std::string& game) const override;
  Result<std::vector<GameInfo>> ListGames() const override;
  Result<std::vector<std::string>> ListGameIds() const override;
  Result<std::vector<StoredEvent>> Read(const std::string& game, uint32_t first_seq = 1,
                                        uint32_t last_seq = UINT32_MAX) const override;
  Result<ChainReport> WalkChain(const std::string& game,
                                std::vector<StoredEvent>* verified) const override;
  // RocksDB's DB::VerifyChecksum: every block of every table file, in every column family.
  Status VerifyFiles() const override;
  // A store opened read-only has no snapshots column family if it was written before there was
  // one: GetSnapshotAtOrBefore then finds none.
  Status PutSnapshots(const std::string& game, std::string_view version,
                      std::span<const SnapshotWrite> snapshots) override;
  Result<std::optional<StoredSnapshot>> GetSnapshotAtOrBefore(
      const std::string& game, uint32_t seq, std::string_view version) const override;
  Status DeleteSnapshots(const std::string& game) override;
  // The "registrations" column family is created by the first registration a store takes, so
  // that a store that never took one keeps exactly the files and families it had.
  Status PutRegistration(const Registration& registration) override;
  Result<std::vector<Registration>> ListRegistrations() const override;

  // Syncs buffered appends and closes the database (releasing its lock). A read-write store whose
  // write-ahead logs hold kFlushAtCloseBytes or more (a bulk import, many appends) is flushed to
  // table files first: RocksDB's close leaves them in the write-ahead log alone, which every later
  // open would replay. No other call may be in flight or follow, except the destructor. kIoError if
  // RocksDB fails to sync, flush or close.
  Status Close();

  // The store's directory, absolute and normalised.
  const std::string& path() const;

 private:
  struct Impl;
  explicit RocksEventLog(std::unique_ptr<Impl> impl);
  // Open without waiting for another writer.
  static Result<std::unique_ptr<RocksEventLog>> OpenNow(const std::string& path, OpenMode mode,
                                                        const StoreLogSink& log);
  // One attempt of Open on the normalised `normal`.
  static Result<std::unique_ptr<RocksEventLog>> OpenOnce(const std::string& normal, OpenMode mode,
                                                         const StoreLogSink& log);

  std::unique_ptr<Impl> impl_;
  friend class RocksEventLogAccess;  // The rest of store/ (rocks_internal.h).
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_ROCKS_EVENT_LOG_H_
