#include "store/rocks_event_log.h"

#include <rocksdb/iterator.h>
#include <rocksdb/transaction_log.h>
#include <rocksdb/write_batch.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <thread>
#include <utility>

#include "events/codec.h"
#include "store/append_batch.h"
#include "store/append_check.h"
#include "store/pinned_view.h"
#include "store/rocks_internal.h"
#include "store/store_dir.h"

namespace tcgjudge {

// ===== Impl (rocks_internal.h) ===============================================================

rocksdb::ColumnFamilyHandle* RocksEventLog::Impl::Family(const std::string& name) const {
  for (rocksdb::ColumnFamilyHandle* handle : handles) {
    if (handle->GetName() == name) return handle;
  }
  return nullptr;
}

Status RocksEventLog::Impl::OpenDb(const std::vector<std::string>& names, bool create) {
  rocksdb::Options options = StoreOptions(log);
  options.create_if_missing = create;
  options.create_missing_column_families = create;
  std::vector<rocksdb::ColumnFamilyDescriptor> families;
  for (const std::string& name : names) {
    families.emplace_back(name, rocksdb::ColumnFamilyOptions(options));
  }
  rocksdb::DB* raw = nullptr;
  std::vector<rocksdb::ColumnFamilyHandle*> opened;
  rocksdb::Status status =
      mode == OpenMode::kReadOnly
          ? rocksdb::DB::OpenForReadOnly(options, path, families, &opened, &raw)
          : rocksdb::DB::Open(options, path, families, &opened, &raw);
  if (!status.ok()) return OpenFailure(path, mode, status);
  db.reset(raw);
  handles = std::move(opened);
  events = Family(kEventsColumnFamily);
  games = Family(kGamesColumnFamily);
  snapshots = Family(kSnapshotsColumnFamily);
  registrations = Family(kRegistrationsColumnFamily);
  return Status::Ok();
}

Status RocksEventLog::Impl::AddColumnFamily(const std::string& name) {
  rocksdb::ColumnFamilyHandle* handle = nullptr;
  rocksdb::Status status =
      db->CreateColumnFamily(rocksdb::ColumnFamilyOptions(StoreOptions(log)), name, &handle);
  if (!status.ok()) {
    return Status::IoError(StoreText(path) + ": creating column family '" + name + "' failed (" +
                           RocksText(status) + ")");
  }
  handles.push_back(handle);
  events = Family(kEventsColumnFamily);
  games = Family(kGamesColumnFamily);
  snapshots = Family(kSnapshotsColumnFamily);
  registrations = Family(kRegistrationsColumnFamily);
  return Status::Ok();
}

Result<bool> RocksEventLog::Impl::IsEmpty(rocksdb::ColumnFamilyHandle* family) const {
  std::unique_ptr<rocksdb::Iterator> it(db->NewIterator(rocksdb::ReadOptions(), family));
  it->SeekToFirst();
  if (it->Valid()) return false;
  if (!it->status().ok()) {
    return ReadFailure(path, "column family '" + family->GetName() + "'", it->status());
  }
  return true;
}

Status RocksEventLog::Impl::WriteFormat() {
  rocksdb::WriteOptions options;
  options.sync = true;
  rocksdb::Status status =
      db->Put(options, db->DefaultColumnFamily(), kStoreFormatKey, StoreFormatValue());
  if (!status.ok()) {
    return Status::IoError(StoreText(path) + ": writing the format marker failed (" +
                           RocksText(status) + ")");
  }
  return Status::Ok();
}

Status RocksEventLog::Impl::CheckFormat() {
  std::string value;
  rocksdb::Status status =
      db->Get(rocksdb::ReadOptions(), db->DefaultColumnFamily(), kStoreFormatKey, &value);
  if (status.IsNotFound()) {
    // Either the creation of the store was interrupted before its marker was written (then it
    // holds nothing), or this is not a store tcgjudge wrote.
    TJ_ASSIGN_OR_RETURN(bool events_empty, IsEmpty(events));
    TJ_ASSIGN_OR_RETURN(bool games_empty, IsEmpty(games));
    if (!events_empty || !games_empty) {
      return Status::Corruption(StoreText(path) + " holds games but no format marker '" +
                                kStoreFormatKey +
                                "': it is damaged or was not written by tcgjudge");
    }
    return mode == OpenMode::kReadWrite ? WriteFormat() : Status::Ok();
  }
  if (!status.ok()) return ReadFailure(path, "the format marker", status);
  Result<uint32_t> format = ParseStoreFormat(value);
  if (!format.ok()) return format.status().WithContext(StoreText(path) + " is damaged");
  if (*format > kStoreFormat) {
    return Status::InvalidInput(StoreText(path) + " was written by a newer tcgjudge (format " +
                                std::to_string(*format) + "; this build reads " +
                                std::to_string(kStoreFormat) + ")");
  }
  return Status::Ok();
}

Status RocksEventLog::Impl::Create() {
  TJ_RETURN_IF_ERROR(OpenDb({rocksdb::kDefaultColumnFamilyName, kEventsColumnFamily,
                             kGamesColumnFamily, kSnapshotsColumnFamily},
                            /*create=*/true));
  return WriteFormat();
}

Result<std::vector<TornTail>> RocksEventLog::Impl::CheckLogs() const {
  Result<std::vector<TornTail>> torn = CheckDatabaseLogs(path);
  if (torn.ok() || torn.status().code() != StatusCode::kCorruption) return torn;
  return Status::Corruption(
      StoreText(path) + " is damaged: " + torn.status().message() +
      ". RocksDB's recovery would drop every write from there on, so the store was "
      "not opened and nothing was changed: restore it from a backup "
      "(docs/security.md, \"A damaged store\")");
}

void RocksEventLog::Impl::ReportRecovery(const std::vector<TornTail>& torn) const {
  if (!log) return;
  for (const TornTail& tail : torn) {
    const std::string what = tail.file.rfind("MANIFEST-", 0) == 0 ? "the MANIFEST" : tail.file;
    if (mode == OpenMode::kReadWrite) {
      log(StoreLogLevel::kWarning,
          StoreText(path) + ": recovered after an interrupted write: dropped the unfinished " +
              "record at the end of " + what + " (bytes " + std::to_string(tail.offset) + "-" +
              std::to_string(tail.size) + "; it was never reported as written)");
    } else {
      log(StoreLogLevel::kDebug, StoreText(path) + ": read up to an unfinished record at the end " +
                                     "of " + what + " (byte " + std::to_string(tail.offset) +
                                     "): a write in progress, or one a crash interrupted");
    }
  }
}

Status RocksEventLog::Impl::OpenExisting() {
  // Before RocksDB reads the logs: it would drop a record that looks unfinished, silently.
  TJ_ASSIGN_OR_RETURN(std::vector<TornTail> torn, CheckLogs());
  std::vector<std::string> names;
  rocksdb::Status status = rocksdb::DB::ListColumnFamilies(StoreOptions(log), path, &names);
  if (!status.ok()) {
    // Listing takes no lock; a writer in another process renaming its files can fail it.
    std::optional<pid_t> holder = LockHolderPid(path + "/LOCK");
    if (mode == OpenMode::kReadWrite && holder && *holder != ::getpid()) {
      return BusyStatus(path, status);
    }
    return OpenFailure(path, mode, status);
  }
  auto has = [&](const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  const bool has_events = has(kEventsColumnFamily);
  const bool has_games = has(kGamesColumnFamily);
  if (has_events != has_games) {
    return Status::Corruption(StoreText(path) + " is damaged: its '" +
                              (has_events ? kGamesColumnFamily : kEventsColumnFamily) +
                              "' column family is missing");
  }
  if (!has_events) return OpenUnfinished(names);
  // Open exactly what exists and check the format before changing anything.
  TJ_RETURN_IF_ERROR(OpenDb(names, /*create=*/false));
  ReportRecovery(torn);
  TJ_RETURN_IF_ERROR(CheckFormat());
  if (mode == OpenMode::kReadWrite && !has(kSnapshotsColumnFamily)) {
    TJ_RETURN_IF_ERROR(AddColumnFamily(kSnapshotsColumnFamily));
  }
  return Status::Ok();
}

// A RocksDB database without tcgjudge's column families: an interrupted creation of a store if it
// is empty, someone else's database otherwise.
Status RocksEventLog::Impl::OpenUnfinished(const std::vector<std::string>& names) {
  if (names.size() != 1 || names[0] != rocksdb::kDefaultColumnFamilyName) {
    std::string listed;
    for (const std::string& name : names) listed += (listed.empty() ? "'" : ", '") + name + "'";
    return Status::InvalidInput(StoreText(path) +
                                " is a RocksDB database but not a tcgjudge store (its column "
                                "families are " +
                                listed + "; a store has 'events' and 'games')");
  }
  TJ_RETURN_IF_ERROR(OpenDb(names, /*create=*/false));
  TJ_ASSIGN_OR_RETURN(bool empty, IsEmpty(db->DefaultColumnFamily()));
  if (!empty) {
    return Status::InvalidInput(StoreText(path) +
                                " is a RocksDB database but not a tcgjudge store (it has no "
                                "'events' or 'games' column family)");
  }
  if (mode == OpenMode::kReadOnly) {
    return Status::NotFound("no tcgjudge store at '" + path +
                            "' yet: its creation was interrupted (opening it read-write "
                            "completes it)");
  }
  TJ_RETURN_IF_ERROR(AddColumnFamily(kEventsColumnFamily));
  TJ_RETURN_IF_ERROR(AddColumnFamily(kGamesColumnFamily));
  TJ_RETURN_IF_ERROR(AddColumnFamily(kSnapshotsColumnFamily));
  return WriteFormat();
}

Status RocksEventLog::Impl::CloseDb() {
  if (!db) return Status::Ok();
  Status result;
  auto note = [&](const rocksdb::Status& status, const std::string& what) {
    if (!status.ok() && !status.IsNotSupported() && result.ok()) {
      result =
          Status::IoError(StoreText(path) + ": " + what + " failed (" + RocksText(status) + ")");
    }
  };
  if (mode == OpenMode::kReadWrite && unsynced.exchange(false)) {
    note(db->FlushWAL(/*sync=*/true), "syncing buffered appends");
  }
  if (mode == OpenMode::kReadWrite && result.ok()) note(FlushLargeMemtables(), "flushing");
  for (rocksdb::ColumnFamilyHandle* handle : handles) {
    note(db->DestroyColumnFamilyHandle(handle),
         "closing column family '" + handle->GetName() + "'");
  }
  handles.clear();
  events = nullptr;
  games = nullptr;
  snapshots = nullptr;
  registrations = nullptr;
  note(db->Close(), "closing");
  db.reset();
  if (!view_dir.empty()) UnpinStoreFiles(view_dir);
  view_dir.clear();
  return result;
}

rocksdb::Status RocksEventLog::Impl::FlushLargeMemtables() {
  // What the next open would replay: the write-ahead logs still alive (the memtables' own size
  // counts the memory they reserve, not what they hold).
  rocksdb::VectorLogPtr logs;
  rocksdb::Status listed = db->GetSortedWalFiles(logs);
  if (!listed.ok()) return listed;
  uint64_t unflushed = 0;
  for (const std::unique_ptr<rocksdb::LogFile>& log_file : logs) {
    unflushed += log_file->SizeFileBytes();
  }
  if (unflushed < kFlushAtCloseBytes) return rocksdb::Status::OK();
  // Every write is in the (synced) write-ahead log already; the flush writes the memtables to
  // table files and syncs them before the log is dropped, so nothing is less durable.
  rocksdb::FlushOptions options;
  options.wait = true;
  std::vector<rocksdb::ColumnFamilyHandle*> families(handles.begin(), handles.end());
  return db->Flush(options, families);
}

Result<std::optional<std::string>> RocksEventLog::Impl::Get(rocksdb::ColumnFamilyHandle* family,
                                                            const std::string& key,
                                                            const rocksdb::Snapshot* snapshot,
                                                            const std::string& what) const {
  rocksdb::ReadOptions options;
  options.snapshot = snapshot;
  std::string value;
  rocksdb::Status status = db->Get(options, family, key, &value);
  if (status.IsNotFound()) return std::optional<std::string>();
  if (!status.ok()) return ReadFailure(path, what, status);
  return std::optional<std::string>(std::move(value));
}

Result<std::string> RocksEventLog::Impl::GetEvent(const std::string& game, uint32_t seq,
                                                  uint32_t event_count,
                                                  const rocksdb::Snapshot* snapshot) const {
  TJ_ASSIGN_OR_RETURN(std::optional<std::string> value,
                      Get(events, EventKey(game, seq), snapshot, SeqText(game, seq)));
  if (!value) {
    return Status::Corruption(SeqText(game, seq) + ": missing, though the games row says the " +
                              "game has " + std::to_string(event_count) + " events");
  }
  return std::move(*value);
}

Result<std::optional<GameRow>> RocksEventLog::Impl::LoadRow(
    const std::string& game, const rocksdb::Snapshot* snapshot) const {
  TJ_ASSIGN_OR_RETURN(std::optional<std::string> value,
                      Get(games, game, snapshot, "the games row of " + GameText(game)));
  if (!value) return std::optional<GameRow>();
  Result<GameRow> row = DecodeGameRow(*value);
  if (!row.ok()) return row.status().WithContext(GameText(game));
  if (row->event_count == 0) {
    return Status::Corruption(GameText(game) + ": its games row says it has 0 events");
  }
  return std::optional<GameRow>(*row);
}

Result<StoredGameState> RocksEventLog::Impl::StateFromRow(const std::string& game,
                                                          const GameRow& row,
                                                          const rocksdb::Snapshot* snapshot) const {
  TJ_ASSIGN_OR_RETURN(std::string first, GetEvent(game, 1, row.event_count, snapshot));
  std::string last;
  if (row.event_count > 1) {
    TJ_ASSIGN_OR_RETURN(last, GetEvent(game, row.event_count, row.event_count, snapshot));
  }
  return GameStateFromStored(game, row, first, row.event_count > 1 ? last : first);
}

Result<StoredGameState> RocksEventLog::Impl::LoadGameState(
    const std::string& game, const rocksdb::Snapshot* snapshot) const {
  TJ_ASSIGN_OR_RETURN(std::optional<GameRow> row, LoadRow(game, snapshot));
  if (!row) return StoredGameState{};
  return StateFromRow(game, *row, snapshot);
}

Result<StoredGameState> RocksEventLog::Impl::LoadGameStateForAppend(const std::string& game) {
  TJ_ASSIGN_OR_RETURN(std::optional<GameRow> row, LoadRow(game, nullptr));
  if (!row) return StoredGameState{};
  TJ_ASSIGN_OR_RETURN(std::string first, GetEvent(game, 1, row->event_count, nullptr));
  std::string last;
  if (row->event_count > 1) {
    TJ_ASSIGN_OR_RETURN(last, GetEvent(game, row->event_count, row->event_count, nullptr));
  }
  const bool known = appended_header.header != nullptr && appended_header.game == game &&
                     appended_header.value == first;
  TJ_ASSIGN_OR_RETURN(StoredGameState state,
                      GameStateFromStored(game, *row, first, row->event_count > 1 ? last : first,
                                          known ? appended_header.header : nullptr));
  if (!known) appended_header = AppendedHeader{game, std::move(first), state.header};
  return state;
}

// ===== RocksEventLog =========================================================================

namespace {

Status ReadOnlyAppend(const std::string& path) {
  return Status::InvalidInput(StoreText(path) +
                              " is open read-only; appending needs a read-write open");
}

}  // namespace

RocksEventLog::RocksEventLog(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

RocksEventLog::~RocksEventLog() = default;

Result<std::unique_ptr<RocksEventLog>> RocksEventLog::Open(const std::string& path, OpenMode mode) {
  return OpenNow(path, mode, StoreLogSink());
}

Result<std::unique_ptr<RocksEventLog>> RocksEventLog::OpenNow(const std::string& path,
                                                              OpenMode mode,
                                                              const StoreLogSink& log) {
  if (path.empty()) return Status::InvalidInput("the store path is empty");
  const std::string normal = NormaliseStorePath(path);
  // A writer in another process moves the store's data between files (flushes, compactions, new
  // write-ahead logs, rotated info logs) while this process opens it. RocksDB's read-only open is
  // not safe against that: it can fail on a file deleted under it, or, worse, read a MANIFEST from
  // before a flush and the write-ahead logs from after it, missing the flushed writes. So an open
  // counts only if the store's files did not move while it ran (StoreFilesSignature); otherwise
  // it is tried again. A read-write open that fails while another process holds the lock is
  // that process's doing: kBusy.
  constexpr int kMaxOpenAttempts = 200;
  constexpr auto kRetryInterval = std::chrono::milliseconds(10);
  for (int attempt = 1;; ++attempt) {
    const std::string files_before = StoreFilesSignature(normal);
    Result<std::unique_ptr<RocksEventLog>> opened = OpenOnce(normal, mode, log);
    if (opened.ok() && mode == OpenMode::kReadWrite) return opened;  // We hold the lock.
    if (!opened.ok() && opened.status().code() == StatusCode::kBusy) return opened;
    const std::optional<pid_t> holder = LockHolderPid(normal + "/LOCK");
    const bool other_writer = holder && *holder != ::getpid();
    if (mode == OpenMode::kReadWrite) {
      // A read-write open moves files itself, so only another writer explains its failure.
      return other_writer ? BusyStatus(normal, rocksdb::Status::Busy()) : std::move(opened);
    }
    const bool moved = StoreFilesSignature(normal) != files_before;
    if (opened.ok() && !moved) {
      (*opened)->impl_->files_at_open = files_before;
      return opened;
    }
    if (!opened.ok() && !moved && !other_writer) return opened;
    if (attempt == kMaxOpenAttempts) {
      if (!opened.ok()) return opened;
      return Status::Busy(StoreText(normal) + ": a writer in another process kept moving its " +
                          "files while this process opened it " + std::to_string(kMaxOpenAttempts) +
                          " times; try again");
    }
    opened = Status::Busy("retrying");  // Closes this attempt's database before the next.
    std::this_thread::sleep_for(kRetryInterval);
  }
}

Result<std::unique_ptr<RocksEventLog>> RocksEventLog::OpenOnce(const std::string& normal,
                                                               OpenMode mode,
                                                               const StoreLogSink& log) {
  TJ_ASSIGN_OR_RETURN(StoreDir dir, InspectStoreDir(normal));
  auto impl = std::make_unique<Impl>(normal, mode, log);
  switch (dir.kind) {
    case StoreDirKind::kNotADirectory:
      return Status::InvalidInput("store path '" + normal +
                                  "' is a file, not a tcgjudge store (a store is a directory)");
    case StoreDirKind::kNotAStore:
      return Status::InvalidInput("store path '" + normal +
                                  "' is a directory but not a tcgjudge store (it holds '" +
                                  dir.example + "' and no RocksDB CURRENT file)");
    case StoreDirKind::kDamaged:
      return Status::Corruption(StoreText(normal) + " is damaged: it holds RocksDB files ('" +
                                dir.example + "') but no CURRENT file");
    case StoreDirKind::kMissing:
    case StoreDirKind::kEmpty:
      if (mode == OpenMode::kReadOnly) {
        return Status::NotFound("no tcgjudge store at '" + normal + "'");
      }
      if (dir.kind == StoreDirKind::kMissing) {
        // RocksDB makes the store's directory, not its parents: say so rather than let it fail.
        const std::string parent = std::filesystem::path(normal).parent_path().string();
        std::error_code ec;
        if (!std::filesystem::is_directory(parent, ec)) {
          return Status::InvalidInput(
              "cannot create store '" + normal + "': its parent directory '" + parent + "' " +
              (std::filesystem::exists(parent, ec) ? "is not a directory" : "does not exist") +
              " (create it first, or give another --db)");
        }
      }
      TJ_RETURN_IF_ERROR(impl->Create());
      break;
    case StoreDirKind::kDatabase:
      TJ_RETURN_IF_ERROR(impl->OpenExisting());
      break;
  }
  return std::unique_ptr<RocksEventLog>(new RocksEventLog(std::move(impl)));
}

Result<std::unique_ptr<RocksEventLog>> RocksEventLog::Open(const std::string& path, OpenMode mode,
                                                           const StoreOpenOptions& options) {
  using Clock = std::chrono::steady_clock;
  constexpr auto kRetryInterval = std::chrono::milliseconds(10);
  const std::chrono::milliseconds busy_wait = options.busy_wait;
  const Clock::time_point deadline = Clock::now() + busy_wait;
  if (mode == OpenMode::kReadWrite && !options.create) {
    const std::string normal = NormaliseStorePath(path);
    TJ_ASSIGN_OR_RETURN(StoreDir dir, InspectStoreDir(normal));
    if (dir.kind == StoreDirKind::kMissing || dir.kind == StoreDirKind::kEmpty) {
      return Status::NotFound("no tcgjudge store at '" + normal + "'");
    }
  }
  for (;;) {
    Result<std::unique_ptr<RocksEventLog>> opened = OpenNow(path, mode, options.log);
    if (opened.ok() || opened.status().code() != StatusCode::kBusy) return opened;
    const std::optional<pid_t> holder = LockHolderPid(NormaliseStorePath(path) + "/LOCK");
    if (holder && *holder == ::getpid()) return opened;
    if (Clock::now() >= deadline) {
      if (busy_wait.count() == 0) return opened;
      return Status::Busy(opened.status().message() + " (waited " +
                          std::to_string(busy_wait.count()) + " ms)");
    }
    std::this_thread::sleep_for(kRetryInterval);
  }
}

const std::string& RocksEventLog::path() const { return impl_->path; }

Status RocksEventLog::Close() {
  std::lock_guard<std::mutex> lock(impl_->append_mutex);
  return impl_->CloseDb();
}

Status RocksEventLog::Append(std::span<const AppendRequest> requests, Durability durability) {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  if (impl.mode == OpenMode::kReadOnly) return ReadOnlyAppend(impl.path);
  std::lock_guard<std::mutex> lock(impl.append_mutex);
  // This process is the only writer (LOCK) and holds append_mutex: the state read here is the
  // state the batch below applies to.
  auto lookup = [&](const std::string& game) { return impl.LoadGameStateForAppend(game); };
  TJ_ASSIGN_OR_RETURN(std::vector<PreparedAppend> prepared, CheckAppend(requests, lookup));
  return impl.WritePrepared(prepared, durability);
}

Status RocksEventLog::Append(const AppendBatch& batch, Durability durability) {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  if (impl.mode == OpenMode::kReadOnly) return ReadOnlyAppend(impl.path);
  std::lock_guard<std::mutex> lock(impl.append_mutex);
  // The batch was checked against its games as they were then: they must be so still (the games
  // row holds the count and the hash of the last event, which chains every event before it).
  for (const PreparedAppend& append : batch.appends()) {
    TJ_ASSIGN_OR_RETURN(std::optional<GameRow> row, impl.LoadRow(append.game, nullptr));
    const GameRow now = row ? *row : GameRow{};
    TJ_RETURN_IF_ERROR(CheckUnchanged(append, now.event_count, now.last_hash));
  }
  return impl.WritePrepared(batch.appends(), durability);
}

Status RocksEventLog::Impl::WritePrepared(std::span<const PreparedAppend> prepared,
                                          Durability durability) {
  // The batch's bytes are reserved up front: a bulk import's batch holds a whole file, and
  // growing it by doubling copied it again and again. Per record: a tag, the column family, two
  // length varints (at most 5 bytes each), the key and the value (EventValue: hash, then bytes).
  size_t batch_bytes = 64;
  for (const PreparedAppend& append : prepared) {
    batch_bytes += 16 + append.game.size() + kGameRowSize;
    for (const PreparedEvent& event : append.events) {
      batch_bytes += 16 + append.game.size() + 5 + event.hash.size() + event.encoded.size();
    }
  }
  rocksdb::WriteBatch batch(batch_bytes);
  auto batch_failure = [&](const rocksdb::Status& status) {
    return Status::IoError(StoreText(path) + ": preparing the append failed (" + RocksText(status) +
                           ") — nothing was written");
  };
  for (const PreparedAppend& append : prepared) {
    for (const PreparedEvent& event : append.events) {
      const std::string key = EventKey(append.game, event.seq);
      const rocksdb::Slice key_part(key);
      // EventValue(event.hash, event.encoded), put in its two parts without joining them first.
      const rocksdb::Slice value_parts[] = {
          rocksdb::Slice(reinterpret_cast<const char*>(event.hash.data()), event.hash.size()),
          rocksdb::Slice(event.encoded)};
      rocksdb::Status status =
          batch.Put(events, rocksdb::SliceParts(&key_part, 1), rocksdb::SliceParts(value_parts, 2));
      if (!status.ok()) return batch_failure(status);
    }
    rocksdb::Status status = batch.Put(games, append.game, EncodeGameRow(append.row));
    if (!status.ok()) return batch_failure(status);
  }
  rocksdb::WriteOptions options;
  options.sync = durability == Durability::kSync;
  if (!options.sync) unsynced = true;
  rocksdb::Status status = db->Write(options, &batch);
  if (!status.ok()) {
    return Status::IoError(StoreText(path) + ": writing the append failed (" + RocksText(status) +
                           ")");
  }
  return Status::Ok();
}

Status RocksEventLog::Sync() {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  if (impl.mode == OpenMode::kReadOnly) return Status::Ok();
  const bool was_unsynced = impl.unsynced.exchange(false);
  rocksdb::Status status = impl.db->FlushWAL(/*sync=*/true);
  if (!status.ok()) {
    if (was_unsynced) impl.unsynced = true;
    return Status::IoError(StoreText(impl.path) + ": syncing appends to disk failed (" +
                           RocksText(status) + ")");
  }
  return Status::Ok();
}

Result<GameInfo> RocksEventLog::GetGame(const std::string& game) const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  rocksdb::ManagedSnapshot snapshot(impl.db.get());
  TJ_ASSIGN_OR_RETURN(StoredGameState state, impl.LoadGameState(game, snapshot.snapshot()));
  if (state.event_count == 0) return Status::NotFound(GameText(game) + " is not in the store");
  return GameInfo{game, state.event_count, state.last_hash, *state.header};
}

Result<std::vector<GameInfo>> RocksEventLog::ListGames() const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  rocksdb::ManagedSnapshot snapshot(impl.db.get());
  rocksdb::ReadOptions options;
  options.snapshot = snapshot.snapshot();
  std::unique_ptr<rocksdb::Iterator> it(impl.db->NewIterator(options, impl.games));
  std::vector<GameInfo> games;
  for (it->SeekToFirst(); it->Valid(); it->Next()) {
    const std::string game = it->key().ToString();
    if (!IsValidGameId(game)) {
      return Status::Corruption(StoreText(impl.path) + ": the games column family holds a key " +
                                "that is not a game id (" + std::to_string(game.size()) +
                                " bytes)");
    }
    Result<GameRow> row = DecodeGameRow(std::string_view(it->value().data(), it->value().size()));
    if (!row.ok()) return row.status().WithContext(GameText(game));
    TJ_ASSIGN_OR_RETURN(StoredGameState state, impl.StateFromRow(game, *row, snapshot.snapshot()));
    games.push_back(GameInfo{game, state.event_count, state.last_hash, *state.header});
  }
  if (!it->status().ok()) return ReadFailure(impl.path, "the list of games", it->status());
  return games;
}

Result<std::vector<std::string>> RocksEventLog::ListGameIds() const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  std::unique_ptr<rocksdb::Iterator> it(impl.db->NewIterator(rocksdb::ReadOptions(), impl.games));
  std::vector<std::string> games;
  for (it->SeekToFirst(); it->Valid(); it->Next()) games.push_back(it->key().ToString());
  if (!it->status().ok()) return ReadFailure(impl.path, "the list of games", it->status());
  return games;
}

Result<std::vector<StoredEvent>> RocksEventLog::Read(const std::string& game, uint32_t first_seq,
                                                     uint32_t last_seq) const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  rocksdb::ManagedSnapshot snapshot(impl.db.get());
  TJ_ASSIGN_OR_RETURN(std::optional<GameRow> row, impl.LoadRow(game, snapshot.snapshot()));
  if (!row) return Status::NotFound(GameText(game) + " is not in the store");
  const uint32_t first = std::max<uint32_t>(first_seq, 1);
  const uint32_t last = std::min(last_seq, row->event_count);
  std::vector<StoredEvent> events;
  if (first > last) return events;

  EventHash prev_hash{};
  if (first > 1) {
    TJ_ASSIGN_OR_RETURN(std::string before,
                        impl.GetEvent(game, first - 1, row->event_count, snapshot.snapshot()));
    TJ_ASSIGN_OR_RETURN(prev_hash, VerifiedStoredHash(game, first - 1, before));
  }
  // Event keys of one game have one length, so "key of `last`" + 0x00 bounds exactly up to it.
  const std::string lower = EventKey(game, first);
  const std::string upper = EventKey(game, last) + '\0';
  const rocksdb::Slice upper_slice(upper);
  rocksdb::ReadOptions options;
  options.snapshot = snapshot.snapshot();
  options.iterate_upper_bound = &upper_slice;
  std::unique_ptr<rocksdb::Iterator> it(impl.db->NewIterator(options, impl.events));
  EventDecoder decoder;
  events.reserve(std::min(last - first + 1, ChainWalker::kMaxExpectedEvents));
  uint32_t seq = first;
  for (it->Seek(lower); it->Valid(); it->Next()) {
    std::optional<ParsedEventKey> key =
        ParseEventKey(std::string_view(it->key().data(), it->key().size()));
    if (!key || key->game != game || key->seq != seq) break;  // Reported as missing below.
    StoredEvent& event = events.emplace_back();
    TJ_RETURN_IF_ERROR(DecodeStoredEvent(game, seq,
                                         std::string_view(it->value().data(), it->value().size()),
                                         prev_hash, decoder, &event));
    prev_hash = event.hash;
    if (seq == last) break;
    ++seq;
  }
  if (!it->status().ok()) return ReadFailure(impl.path, GameText(game), it->status());
  if (events.size() != last - first + 1) {
    return Status::Corruption(SeqText(game, seq) + ": missing, though the games row says the " +
                              "game has " + std::to_string(row->event_count) + " events");
  }
  return events;
}

Status RocksEventLog::VerifyFiles() const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  rocksdb::Status status = impl.db->VerifyChecksum();
  if (status.ok()) return Status::Ok();
  return ReadFailure(impl.path, "its table files", status);
}

Result<ChainReport> RocksEventLog::WalkChain(const std::string& game,
                                             std::vector<StoredEvent>* verified) const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  rocksdb::ManagedSnapshot snapshot(impl.db.get());
  TJ_ASSIGN_OR_RETURN(std::optional<GameRow> row, impl.LoadRow(game, snapshot.snapshot()));

  // Every key from "<game> 0x00" up to (not including) "<game> 0x01" is one of this game's.
  const std::string lower = EventKeyPrefix(game);
  const std::string upper = game + '\x01';
  const rocksdb::Slice upper_slice(upper);
  rocksdb::ReadOptions options;
  options.snapshot = snapshot.snapshot();
  options.iterate_upper_bound = &upper_slice;
  // A walk reads each block of the game once, in order (an audit walks every game): the blocks
  // are not kept in the block cache, where they would only push out others.
  options.fill_cache = false;
  std::unique_ptr<rocksdb::Iterator> it(impl.db->NewIterator(options, impl.events));
  ChainWalker walker(game, verified);
  if (row) walker.ExpectEvents(row->event_count);
  uint32_t walked = 0;
  for (it->Seek(lower); it->Valid(); it->Next()) {
    ++walked;
    std::string_view key(it->key().data(), it->key().size());
    std::optional<ParsedEventKey> parsed = ParseEventKey(key);
    if (!parsed || parsed->game != game) {
      walker.AddMalformedKey(key.size());
      continue;
    }
    walker.Add(parsed->seq, std::string_view(it->value().data(), it->value().size()));
  }
  if (!it->status().ok()) return ReadFailure(impl.path, GameText(game), it->status());
  if (!row && walked == 0) return Status::NotFound(GameText(game) + " is not in the store");
  return walker.Finish(row);
}

}  // namespace tcgjudge

namespace tcgjudge {

Status RocksEventLog::PutSnapshots(const std::string& game, std::string_view version,
                                   std::span<const SnapshotWrite> snapshots) {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  TJ_RETURN_IF_ERROR(CheckSnapshotVersion(version));
  if (impl.mode == OpenMode::kReadOnly) {
    return Status::InvalidInput(StoreText(impl.path) +
                                " is open read-only; storing snapshots needs a read-write open");
  }
  TJ_CHECK(impl.snapshots != nullptr);  // A read-write open creates the column family.
  rocksdb::WriteBatch batch;
  for (const SnapshotWrite& snapshot : snapshots) {
    rocksdb::Status status =
        batch.Put(impl.snapshots, SnapshotKey(game, snapshot.seq, version), snapshot.value);
    if (!status.ok()) {
      return Status::IoError(StoreText(impl.path) + ": preparing snapshots of " + GameText(game) +
                             " failed (" + RocksText(status) + ")");
    }
  }
  rocksdb::Status status = impl.db->Write(rocksdb::WriteOptions(), &batch);
  if (!status.ok()) {
    return Status::IoError(StoreText(impl.path) + ": writing snapshots of " + GameText(game) +
                           " failed (" + RocksText(status) + ")");
  }
  return Status::Ok();
}

Result<std::optional<StoredSnapshot>> RocksEventLog::GetSnapshotAtOrBefore(
    const std::string& game, uint32_t seq, std::string_view version) const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  TJ_RETURN_IF_ERROR(CheckSnapshotVersion(version));
  if (impl.snapshots == nullptr) return std::optional<StoredSnapshot>();
  const std::string lower = EventKeyPrefix(game);
  const rocksdb::Slice lower_slice(lower);
  rocksdb::ReadOptions options;
  options.iterate_lower_bound = &lower_slice;
  std::unique_ptr<rocksdb::Iterator> it(impl.db->NewIterator(options, impl.snapshots));
  for (it->SeekForPrev(SnapshotKey(game, seq, version)); it->Valid(); it->Prev()) {
    std::optional<ParsedSnapshotKey> key =
        ParseSnapshotKey(std::string_view(it->key().data(), it->key().size()));
    if (!key || key->game != game) break;
    if (key->version == version && key->seq <= seq) {
      return std::optional<StoredSnapshot>(StoredSnapshot{key->seq, it->value().ToString()});
    }
  }
  if (!it->status().ok()) {
    return ReadFailure(impl.path, "the snapshots of " + GameText(game), it->status());
  }
  return std::optional<StoredSnapshot>();
}

Status RocksEventLog::DeleteSnapshots(const std::string& game) {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  if (impl.mode == OpenMode::kReadOnly) {
    return Status::InvalidInput(StoreText(impl.path) +
                                " is open read-only; deleting snapshots needs a read-write open");
  }
  // Every key from "<game> 0x00" up to (not including) "<game> 0x01" is one of this game's.
  rocksdb::Status status = impl.db->DeleteRange(rocksdb::WriteOptions(), impl.snapshots,
                                                EventKeyPrefix(game), game + '\x01');
  if (!status.ok()) {
    return Status::IoError(StoreText(impl.path) + ": deleting the snapshots of " + GameText(game) +
                           " failed (" + RocksText(status) + ")");
  }
  return Status::Ok();
}

Status RocksEventLog::PutRegistration(const Registration& registration) {
  Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  TJ_RETURN_IF_ERROR(CheckRegistration(registration));
  if (impl.mode == OpenMode::kReadOnly) {
    return Status::InvalidInput(StoreText(impl.path) +
                                " is open read-only; a registration needs a read-write open");
  }
  // Under the append mutex: two registrations of one player in this process cannot both pass
  // the check below (another process cannot hold the store read-write at the same time).
  std::lock_guard<std::mutex> lock(impl.append_mutex);
  if (impl.registrations == nullptr) {
    TJ_RETURN_IF_ERROR(impl.AddColumnFamily(kRegistrationsColumnFamily));
  }
  TJ_ASSIGN_OR_RETURN(std::vector<Registration> all, ListRegistrations());
  std::optional<uint32_t> highest;
  for (const Registration& r : all) {
    if (r.tournament == registration.tournament &&
        r.player.player_id == registration.player.player_id) {
      highest = r.number;
    }
  }
  TJ_RETURN_IF_ERROR(CheckNextRegistration(registration, highest));
  rocksdb::WriteOptions options;
  options.sync = true;
  rocksdb::Status status = impl.db->Put(options, impl.registrations, RegistrationKey(registration),
                                        EncodeRegistration(registration));
  if (!status.ok()) {
    return Status::IoError(StoreText(impl.path) + ": writing the registration of player '" +
                           registration.player.player_id + "' failed (" + RocksText(status) +
                           ")");
  }
  return Status::Ok();
}

Result<std::vector<Registration>> RocksEventLog::ListRegistrations() const {
  const Impl& impl = *impl_;
  TJ_CHECK_MSG(impl.db != nullptr, "RocksEventLog used after Close()");
  std::vector<Registration> all;
  if (impl.registrations == nullptr) return all;
  std::unique_ptr<rocksdb::Iterator> it(
      impl.db->NewIterator(rocksdb::ReadOptions(), impl.registrations));
  for (it->SeekToFirst(); it->Valid(); it->Next()) {
    Result<Registration> decoded =
        DecodeRegistration(std::string_view(it->key().data(), it->key().size()),
                           std::string_view(it->value().data(), it->value().size()));
    if (!decoded.ok()) return decoded.status().WithContext(StoreText(impl.path));
    all.push_back(std::move(*decoded));
  }
  if (!it->status().ok()) return ReadFailure(impl.path, "the registrations", it->status());
  return all;
}

}  // namespace tcgjudge
