#include "store/backup.h"

#include <fcntl.h>
#include <sys/file.h>
#include <rocksdb/utilities/backup_engine.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <memory>
#include <thread>

#include "store/pinned_view.h"
#include "store/registration.h"
#include "store/rocks_internal.h"
#include "store/store_dir.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxBackupAttempts = 20;

std::string DirText(const std::string& dir) { return "backup directory '" + dir + "'"; }

// A failure of the BackupEngine while doing `what`.
Status EngineFailure(const std::string& what, const rocksdb::Status& status) {
  if (status.IsCorruption()) return Status::Corruption(what + " (" + RocksText(status) + ")");
  if (status.IsNotFound() || status.IsPathNotFound()) {
    return Status::NotFound(what + " (" + RocksText(status) + ")");
  }
  return Status::IoError(what + " (" + RocksText(status) + ")");
}

// The lock file that keeps a second backup out of a backup directory while one is taken.
constexpr char kBackupLockName[] = "tcgjudge-backup.lock";

// Whether `name` is one of the entries BackupEngine keeps in a backup directory (or our lock).
bool IsBackupEntry(const std::string& name) {
  return name == "meta" || name == "private" || name.rfind("shared", 0) == 0 ||
         name == "LATEST_BACKUP" || name == kBackupLockName;
}

// kInvalidInput unless `dir` can take backups of `store`: missing (with its parent there), or a
// directory of backups (or an empty one), and neither the store nor inside it.
Status CheckBackupDir(const std::string& dir, const std::string& store) {
  if (dir == store || dir.rfind(store + "/", 0) == 0) {
    return Status::InvalidInput(DirText(dir) + " is inside the store '" + store +
                                "': a backup belongs on another disk, or at least another "
                                "directory");
  }
  std::error_code ec;
  const fs::file_status status = fs::status(dir, ec);
  if (!fs::exists(status)) {
    const std::string parent = fs::path(dir).parent_path().string();
    if (!fs::is_directory(parent, ec)) {
      return Status::InvalidInput("cannot create " + DirText(dir) + ": its parent directory '" +
                                  parent + "' does not exist");
    }
    return Status::Ok();
  }
  if (!fs::is_directory(status)) {
    return Status::InvalidInput(DirText(dir) + " is a file, not a directory");
  }
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!IsBackupEntry(name)) {
      return Status::InvalidInput(DirText(dir) + " holds '" + name +
                                  "': it is not a directory of tcgjudge backups (give an empty "
                                  "or new directory)");
    }
  }
  if (ec) return Status::IoError("cannot list " + DirText(dir) + ": " + ec.message());
  return Status::Ok();
}

// Holds kBackupLockName of a backup directory (made if missing). kBusy if another process holds
// it: a retryable conflict (docs/errors.md).
class BackupDirLock {
 public:
  static Result<std::unique_ptr<BackupDirLock>> Take(const std::string& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return Status::IoError("cannot create " + DirText(dir) + ": " + ec.message());
    const std::string path = dir + "/" + kBackupLockName;
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return Status::IoError("cannot open '" + path + "': " + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      ::close(fd);
      return Status::Busy("another backup into " + DirText(dir) +
                          " is being taken; try again when it has finished");
    }
    return std::make_unique<BackupDirLock>(fd);
  }
  explicit BackupDirLock(int fd) : fd_(fd) {}
  ~BackupDirLock() { ::close(fd_); }
  BackupDirLock(const BackupDirLock&) = delete;
  BackupDirLock& operator=(const BackupDirLock&) = delete;

 private:
  int fd_;
};

// What a backup's metadata says: "tcgjudge store backup: games=G events=E registrations=R
// store=PATH" (before registrations were counted: without "registrations=R", still read).
std::string Metadata(uint32_t games, uint64_t events, uint32_t registrations,
                     const std::string& store) {
  return "tcgjudge store backup: games=" + std::to_string(games) +
         " events=" + std::to_string(events) + " registrations=" + std::to_string(registrations) +
         " store=" + store;
}

BackupSummary SummaryOf(const rocksdb::BackupInfo& info) {
  BackupSummary summary;
  summary.id = info.backup_id;
  summary.timestamp = info.timestamp;
  summary.bytes = info.size;
  summary.files = info.number_files;
  unsigned games = 0, registrations = 0;
  unsigned long long events = 0;
  int store_at = 0;
  const char* metadata = info.app_metadata.c_str();
  const bool counted =
      std::sscanf(metadata, "tcgjudge store backup: games=%u events=%llu registrations=%u store=%n",
                  &games, &events, &registrations, &store_at) == 3 &&
      store_at > 0;
  if (!counted) {  // A backup taken before registrations were counted.
    store_at = 0;
    if (std::sscanf(metadata, "tcgjudge store backup: games=%u events=%llu store=%n", &games,
                    &events, &store_at) != 2 ||
        store_at == 0) {
      return summary;
    }
  }
  summary.registrations = registrations;
  summary.games = games;
  summary.events = events;
  summary.store = info.app_metadata.substr(static_cast<size_t>(store_at));
  return summary;
}

rocksdb::BackupEngineOptions EngineOptions(const std::string& dir, rocksdb::Logger* logger) {
  rocksdb::BackupEngineOptions options(dir, /*backup_env=*/nullptr, /*share_table_files=*/true,
                                       logger);
  options.sync = true;
  options.backup_log_files = true;  // The write-ahead logs hold the newest appends.
  return options;
}

// One attempt: a backup of the store as `log` (opened read-only) sees it. nullopt if a writer in
// another process moved the store's files meanwhile (the backup is then deleted again).
Result<std::optional<BackupSummary>> BackupOnce(rocksdb::BackupEngine& engine,
                                                const RocksEventLog& log, const std::string& dir) {
  const auto& impl = RocksEventLogAccess::Of(log);
  TJ_ASSIGN_OR_RETURN(std::vector<GameInfo> games, log.ListGames());
  TJ_ASSIGN_OR_RETURN(std::vector<Registration> registrations, log.ListRegistrations());
  uint64_t events = 0;
  for (const GameInfo& game : games) events += game.event_count;
  rocksdb::CreateBackupOptions create;
  create.flush_before_backup = false;  // A read-only store cannot flush; its logs are copied.
  rocksdb::BackupID id = 0;
  rocksdb::Status status = engine.CreateNewBackupWithMetadata(
      create, impl.db.get(), Metadata(games.size(), events, registrations.size(), impl.path), &id);
  // A pinned view's files stay whatever the writer does (store/pinned_view.h): only an unpinned
  // open can see them move.
  const bool moved = !IsPinnedView(log) && StoreFilesSignature(impl.path) != impl.files_at_open;
  if (!status.ok() && moved) {
    // A writer removed a file this view still listed (a flush or compaction) while it was being
    // copied: the attempt is void. What it left in the backup directory is collected.
    rocksdb::Status collected = engine.GarbageCollect();
    if (!collected.ok()) {
      return EngineFailure("cleaning up a failed backup in " + DirText(dir), collected);
    }
    return std::optional<BackupSummary>();
  }
  if (!status.ok()) {
    return EngineFailure("backing up " + StoreText(impl.path) + " to " + DirText(dir) + " failed",
                         status);
  }
  if (!IsPinnedView(log) && StoreFilesSignature(impl.path) != impl.files_at_open) {
    rocksdb::Status deleted = engine.DeleteBackup(id);
    if (!deleted.ok()) {
      return EngineFailure("deleting an inconsistent backup " + std::to_string(id) + " from " +
                               DirText(dir) + " failed",
                           deleted);
    }
    return std::optional<BackupSummary>();
  }
  status = engine.VerifyBackup(id, /*verify_with_checksum=*/true);
  if (!status.ok()) {
    return EngineFailure("backup " + std::to_string(id) + " in " + DirText(dir) +
                             " does not verify after it was written",
                         status);
  }
  rocksdb::BackupInfo info;
  status = engine.GetBackupInfo(id, &info);
  if (!status.ok()) {
    return EngineFailure("reading backup " + std::to_string(id) + " in " + DirText(dir), status);
  }
  return std::optional<BackupSummary>(SummaryOf(info));
}

// The latest backup in `engine`, or backup `id`; kNotFound naming what `dir` has.
Result<rocksdb::BackupInfo> ChooseBackup(const rocksdb::BackupEngineReadOnly& engine,
                                         const std::string& dir, std::optional<uint32_t> id) {
  std::vector<rocksdb::BackupInfo> infos;
  engine.GetBackupInfo(&infos);
  if (infos.empty()) return Status::NotFound("no backups in " + DirText(dir));
  if (!id) {
    return *std::max_element(infos.begin(), infos.end(), [](const auto& a, const auto& b) {
      return a.backup_id < b.backup_id;
    });
  }
  std::string ids;
  for (const rocksdb::BackupInfo& info : infos) {
    if (info.backup_id == *id) return info;
    ids += (ids.empty() ? "" : ", ") + std::to_string(info.backup_id);
  }
  return Status::NotFound(DirText(dir) + " has no backup " + std::to_string(*id) + " (it has " +
                          ids + ")");
}

// Opens the restored store in `path` and checks every game's hash chain, every registration
// (decoded, its signature verified against the key it names) and every table block.
Status VerifyRestored(const std::string& path, const StoreOpenOptions& options,
                      BackupSummary* backup) {
  // A backup taken while a writer appended may end in that writer's unfinished write: recovering
  // it is expected here, not news.
  StoreOpenOptions quiet = options;
  quiet.busy_wait = std::chrono::milliseconds(0);
  quiet.log = [log = options.log](StoreLogLevel, const std::string& message) {
    if (log) log(StoreLogLevel::kDebug, message);
  };
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<RocksEventLog> store,
                      RocksEventLog::Open(path, OpenMode::kReadWrite, quiet));
  TJ_ASSIGN_OR_RETURN(std::vector<std::string> games, store->ListGameIds());
  uint64_t events = 0;
  for (const std::string& game : games) {
    TJ_ASSIGN_OR_RETURN(ChainReport chain, store->VerifyChain(game));
    if (!chain.ok()) {
      return Status::Corruption(GameText(game) + " seq " + std::to_string(*chain.first_bad_seq) +
                                ": " + chain.problem);
    }
    events += chain.events_checked;
  }
  TJ_ASSIGN_OR_RETURN(std::vector<Registration> registrations, store->ListRegistrations());
  for (const Registration& r : registrations) {
    if (!RegistrationSignatureVerifies(r)) {
      return Status::Corruption("the registration of player '" + r.player.player_id +
                                "' for tournament '" + r.tournament + "' (number " +
                                std::to_string(r.number) +
                                "): its signature does not verify against the key it names");
    }
  }
  TJ_RETURN_IF_ERROR(store->VerifyFiles());
  TJ_RETURN_IF_ERROR(store->Close());
  backup->games = games.size();
  backup->events = events;
  backup->registrations = registrations.size();
  return Status::Ok();
}

// "<path>.before-restore-20261124-234500" (UTC), with "-2", "-3"... if that exists.
std::string AsideName(const std::string& path) {
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  ::gmtime_r(&now, &utc);
  std::strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", &utc);
  const std::string base = path + ".before-restore-" + stamp;
  std::string name = base;
  std::error_code ec;
  for (int n = 2; fs::exists(name, ec); ++n) name = base + "-" + std::to_string(n);
  return name;
}

// Holds the RocksDB lock of the store at `path` (as an open of it would), so that no tcgjudge
// opens it while it is replaced. kBusy naming the holder if another process has it.
class StoreLock {
 public:
  static Result<std::unique_ptr<StoreLock>> Take(const std::string& path) {
    const std::string lock_path = path + "/LOCK";
    const int fd = ::open(lock_path.c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0) return std::make_unique<StoreLock>(-1);  // No lock file: nobody can hold it.
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    if (::fcntl(fd, F_SETLK, &lock) != 0) {
      ::close(fd);
      const std::optional<pid_t> holder = LockHolderPid(lock_path);
      return Status::Busy(StoreText(path) + " is in use by another tcgjudge process (" +
                          (holder ? "pid " + std::to_string(*holder) + "; " : std::string()) +
                          "RocksDB lock held: " + lock_path + "); let it finish first");
    }
    return std::make_unique<StoreLock>(fd);
  }
  explicit StoreLock(int fd) : fd_(fd) {}
  ~StoreLock() {
    if (fd_ >= 0) ::close(fd_);  // Releases the lock.
  }
  StoreLock(const StoreLock&) = delete;
  StoreLock& operator=(const StoreLock&) = delete;

 private:
  int fd_;
};

void SyncDirectory(const std::string& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// Puts the restored store `restored` at `target`, moving what is there (if `existing`) aside.
// Returns where it went ("" if nothing was there).
Result<std::string> PutInPlace(const std::string& restored, const std::string& target,
                               bool existing) {
  auto failed = [&](const std::string& what) {
    return Status::IoError("cannot " + what + ": " + std::strerror(errno));
  };
  if (!existing) {
    if (::rename(restored.c_str(), target.c_str()) != 0) {
      return failed("move the restored store into place at '" + target + "'");
    }
    return std::string();
  }
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<StoreLock> lock, StoreLock::Take(target));
  const std::string aside = AsideName(target);
  if (::renameat2(AT_FDCWD, restored.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) == 0) {
    // One atomic step: `target` is the restored store, `restored` the one that was there.
    if (::rename(restored.c_str(), aside.c_str()) != 0) return restored;
    return aside;
  }
  if (errno != EINVAL && errno != ENOSYS) return failed("exchange '" + target + "'");
  // A file system without atomic exchange: two renames.
  if (::rename(target.c_str(), aside.c_str()) != 0) return failed("move '" + target + "' aside");
  if (::rename(restored.c_str(), target.c_str()) != 0) {
    const Status status = failed("move the restored store into place at '" + target + "'");
    (void)::rename(aside.c_str(), target.c_str());  // Put the old one back.
    return status;
  }
  return aside;
}

}  // namespace

Result<BackupSummary> BackupStore(const std::string& store_path, const std::string& dir,
                                  const StoreOpenOptions& options) {
  if (dir.empty()) return Status::InvalidInput("the backup directory is empty");
  const std::string store = NormaliseStorePath(store_path);
  const std::string backups = NormaliseStorePath(dir);
  TJ_RETURN_IF_ERROR(CheckBackupDir(backups, store));
  // Open the store first: a missing or damaged store is reported before anything is created.
  StoreOpenOptions read_only = options;
  read_only.busy_wait = std::chrono::milliseconds(0);
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<RocksEventLog> log,
                      OpenPinnedStore(store, read_only));
  // One backup at a time into a directory: BackupEngine does not share it between processes.
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<BackupDirLock> dir_lock, BackupDirLock::Take(backups));

  const std::shared_ptr<rocksdb::Logger> logger = MakeStoreLogger(options.log);
  rocksdb::BackupEngine* raw = nullptr;
  rocksdb::Status status = rocksdb::BackupEngine::Open(EngineOptions(backups, logger.get()),
                                                       rocksdb::Env::Default(), &raw);
  if (!status.ok()) return EngineFailure("cannot open " + DirText(backups), status);
  std::unique_ptr<rocksdb::BackupEngine> engine(raw);
  for (int attempt = 1; attempt <= kMaxBackupAttempts; ++attempt) {
    if (log == nullptr) {
      TJ_ASSIGN_OR_RETURN(log, OpenPinnedStore(store, read_only));
    }
    TJ_ASSIGN_OR_RETURN(std::optional<BackupSummary> made, BackupOnce(*engine, *log, backups));
    if (made) return std::move(*made);
    log.reset();  // A writer moved the store's files: copy a fresh view.
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return Status::Busy(StoreText(store) + ": a writer in another process kept moving its files " +
                      "while they were copied (" + std::to_string(kMaxBackupAttempts) +
                      " times); try again");
}

Result<RestoreSummary> RestoreStore(const std::string& dir, const std::string& store_path,
                                    const RestoreOptions& options,
                                    const StoreOpenOptions& open_options) {
  if (dir.empty()) return Status::InvalidInput("the backup directory is empty");
  if (store_path.empty()) return Status::InvalidInput("the store path is empty");
  const std::string backups = NormaliseStorePath(dir);
  const std::string target = NormaliseStorePath(store_path);
  std::error_code ec;
  if (!fs::is_directory(fs::path(backups) / "meta", ec)) {
    return Status::NotFound("no backups in " + DirText(backups) +
                            " (tcgjudge backup DIR makes them)");
  }

  // What is at the target decides whether the restore may go there at all.
  TJ_ASSIGN_OR_RETURN(StoreDir there, InspectStoreDir(target));
  const bool existing = there.kind != StoreDirKind::kMissing;
  if (there.kind == StoreDirKind::kNotADirectory || there.kind == StoreDirKind::kNotAStore) {
    return Status::InvalidInput("'" + target +
                                "' is not a tcgjudge store: restore puts a store only where there "
                                "is none, or replaces a store");
  }
  if (existing && !options.replace) {
    return Status::InvalidInput("store '" + target +
                                "' already exists: restore never overwrites a store (give another "
                                "--db, or --replace to move the store that is there aside)");
  }
  const std::string parent = fs::path(target).parent_path().string();
  if (!fs::is_directory(parent, ec)) {
    return Status::InvalidInput("cannot restore into '" + target + "': its parent directory '" +
                                parent + "' does not exist");
  }

  const std::shared_ptr<rocksdb::Logger> logger = MakeStoreLogger(open_options.log);
  rocksdb::BackupEngineReadOnly* raw = nullptr;
  rocksdb::Status status = rocksdb::BackupEngineReadOnly::Open(EngineOptions(backups, logger.get()),
                                                               rocksdb::Env::Default(), &raw);
  if (!status.ok()) return EngineFailure("cannot open " + DirText(backups), status);
  std::unique_ptr<rocksdb::BackupEngineReadOnly> engine(raw);
  TJ_ASSIGN_OR_RETURN(rocksdb::BackupInfo info, ChooseBackup(*engine, backups, options.backup_id));
  RestoreSummary summary{SummaryOf(info), target, ""};
  const std::string name = "backup " + std::to_string(info.backup_id) + " in " + DirText(backups);
  status = engine->VerifyBackup(info.backup_id, /*verify_with_checksum=*/true);
  if (!status.ok()) return EngineFailure(name + " is damaged", status);

  // Restore beside the target, check it there, and only then put it in place.
  const std::string restored = target + ".restoring-" + std::to_string(::getpid());
  fs::remove_all(restored, ec);
  auto discard = [&](Status problem) {
    std::error_code ignored;
    fs::remove_all(restored, ignored);
    return problem;
  };
  status =
      engine->RestoreDBFromBackup(rocksdb::RestoreOptions(), info.backup_id, restored, restored);
  if (!status.ok()) return discard(EngineFailure("restoring " + name + " failed", status));
  Status verified = VerifyRestored(restored, open_options, &summary.backup);
  if (!verified.ok()) {
    return discard(verified.code() == StatusCode::kCorruption
                       ? Status::Corruption(name + " does not verify: " + verified.message())
                       : verified);
  }
  Result<std::string> aside = PutInPlace(restored, target, existing);
  if (!aside.ok()) return discard(aside.status());
  summary.moved_aside = *aside;
  SyncDirectory(parent);
  return summary;
}

}  // namespace tcgjudge
