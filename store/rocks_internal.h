// What the RocksDB-backed parts of store/ share (internal to store/: rocks_event_log.cc,
// backup.cc): the state of an open RocksEventLog, RocksDB's options for a store, and the wording of
// failures.

#ifndef TCGJUDGE_STORE_ROCKS_INTERNAL_H_
#define TCGJUDGE_STORE_ROCKS_INTERNAL_H_

#include <rocksdb/db.h>
#include <rocksdb/options.h>
#include <rocksdb/snapshot.h>
#include <rocksdb/status.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "events/status.h"
#include "store/append_check.h"
#include "store/chain_check.h"
#include "store/keys.h"
#include "store/log_file_check.h"
#include "store/rocks_event_log.h"

namespace tcgjudge {

// "store '<path>'", "game '<game>'", "game '<game>' seq <seq>".
std::string StoreText(const std::string& path);
std::string GameText(const std::string& game);
std::string SeqText(const std::string& game, uint32_t seq);

// RocksDB's own text for `status`, cut to one short line: it follows our explanation.
std::string RocksText(const rocksdb::Status& status);

// kBusy naming the process that holds the store's lock (this one, or another by pid).
Status BusyStatus(const std::string& path, const rocksdb::Status& status);

// A failure of RocksDB to open or list the store at `path`, as a Status that says what is wrong:
// kBusy (a lock held), kIoError (permission denied, naming the owner; the file system),
// kCorruption (damage), kInvalidInput (a database this build cannot open).
Status OpenFailure(const std::string& path, OpenMode mode, const rocksdb::Status& status);

// A failure to read `what` from the store.
Status ReadFailure(const std::string& path, const std::string& what, const rocksdb::Status& status);

// kInvalidInput unless `game` is a game id.
Status CheckGameId(const std::string& game);

// RocksDB's info log handed to `log` (dropped if it is empty).
std::shared_ptr<rocksdb::Logger> MakeStoreLogger(const StoreLogSink& log);

// The options every open of a store uses, with RocksDB's info log handed to `log`.
rocksdb::Options StoreOptions(const StoreLogSink& log);

struct RocksEventLog::Impl {
  Impl(std::string path_in, OpenMode mode_in, StoreLogSink log_in)
      : path(std::move(path_in)), mode(mode_in), log(std::move(log_in)) {}
  ~Impl() {
    // The destructor cannot report; RocksEventLog::Close() is how callers see this status.
    Status ignored = CloseDb();
    (void)ignored;
  }

  // Opening.
  Status Create();
  Status OpenExisting();
  Status OpenUnfinished(const std::vector<std::string>& names);
  Status OpenDb(const std::vector<std::string>& names, bool create);
  Result<std::vector<TornTail>> CheckLogs() const;
  void ReportRecovery(const std::vector<TornTail>& torn) const;
  Status AddColumnFamily(const std::string& name);
  Status CheckFormat();
  Status WriteFormat();
  Result<bool> IsEmpty(rocksdb::ColumnFamilyHandle* family) const;
  rocksdb::ColumnFamilyHandle* Family(const std::string& name) const;

  // Reading.
  Result<std::optional<std::string>> Get(rocksdb::ColumnFamilyHandle* family,
                                         const std::string& key, const rocksdb::Snapshot* snapshot,
                                         const std::string& what) const;
  Result<std::string> GetEvent(const std::string& game, uint32_t seq, uint32_t event_count,
                               const rocksdb::Snapshot* snapshot) const;
  Result<StoredGameState> StateFromRow(const std::string& game, const GameRow& row,
                                       const rocksdb::Snapshot* snapshot) const;
  // event_count 0: the game has no games row.
  Result<StoredGameState> LoadGameState(const std::string& game,
                                        const rocksdb::Snapshot* snapshot) const;
  Result<std::optional<GameRow>> LoadRow(const std::string& game,
                                         const rocksdb::Snapshot* snapshot) const;
  // LoadGameState for Append (under append_mutex): the header of the game appended to last is
  // decoded again only if its stored bytes changed (`appended_header`).
  Result<StoredGameState> LoadGameStateForAppend(const std::string& game);

  // Writes checked appends in one atomic write (under append_mutex).
  Status WritePrepared(std::span<const PreparedAppend> prepared, Durability durability);

  // Syncs buffered appends, flushes the memtables if their write-ahead logs hold
  // kFlushAtCloseBytes or more (FlushLargeMemtables) and closes the database.
  Status CloseDb();
  // Writes the memtables of every column family to table files when the write-ahead logs still
  // alive hold kFlushAtCloseBytes or more: RocksDB's close does not flush while the write-ahead
  // log is on, so every later open (each command opens the store) would replay the log of
  // everything written since the last flush (a bulk import: the whole file).
  rocksdb::Status FlushLargeMemtables();

  std::string path;  // The store (OpenPinned sets it to the store once its view is open).
  const OpenMode mode;
  const StoreLogSink log;
  std::unique_ptr<rocksdb::DB> db;
  std::vector<rocksdb::ColumnFamilyHandle*> handles;  // Every open column family; owned.
  rocksdb::ColumnFamilyHandle* events = nullptr;
  rocksdb::ColumnFamilyHandle* games = nullptr;
  rocksdb::ColumnFamilyHandle* snapshots = nullptr;  // Null in an old store opened read-only.
  // Null until the store's first registration (PutRegistration creates it).
  rocksdb::ColumnFamilyHandle* registrations = nullptr;
  std::mutex append_mutex;                           // Serialises appends, and Close against them.
  // The header (event 1) of the game appended to last, its stored bytes, and what they were
  // verified and decoded to. Guarded by append_mutex.
  struct AppendedHeader {
    std::string game;
    std::string value;
    std::shared_ptr<const Header> header;
  };
  AppendedHeader appended_header;
  std::atomic<bool> unsynced{false};  // A kBuffered append happened since the last sync.
  // A read-only open: the store's files (StoreFilesSignature) as they were while it was opened.
  std::string files_at_open;
  // OpenPinned: the pinned view the database was opened from (removed by CloseDb); "" otherwise.
  std::string view_dir;
};

// Lets the rest of store/ (backup.cc) reach the state of an open store.
class RocksEventLogAccess {
 public:
  static const RocksEventLog::Impl& Of(const RocksEventLog& log) { return *log.impl_; }
  static RocksEventLog::Impl& Of(RocksEventLog& log) { return *log.impl_; }
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_ROCKS_INTERNAL_H_
