#include "store/rocks_internal.h"

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include <rocksdb/convenience.h>

#include "events/codec.h"
#include "store/store_dir.h"

namespace tcgjudge {
namespace {

// RocksDB reports a held LOCK file as an I/O error: "While lock file: <path>/LOCK: Resource
// temporarily unavailable" (another process) or "lock hold by current process ..." (this one). A
// LOCK file this user may not open is "... Permission denied": not a lock held by anyone.
bool IsLockError(const rocksdb::Status& status) {
  if (!status.IsIOError() && !status.IsBusy()) return false;
  const std::string text = status.ToString();
  return text.find("lock hold") != std::string::npos ||
         (text.find("lock file") != std::string::npos &&
          text.find("Resource temporarily unavailable") != std::string::npos);
}

bool IsPermissionError(const rocksdb::Status& status) {
  return status.ToString().find("Permission denied") != std::string::npos;
}

std::string UserName(uid_t uid) {
  const passwd* entry = ::getpwuid(uid);
  return entry != nullptr ? "'" + std::string(entry->pw_name) + "'" : "uid " + std::to_string(uid);
}

// This user may not open the store's files: says who owns the store, and who is asking.
Status PermissionStatus(const std::string& path, OpenMode mode, const rocksdb::Status& status) {
  std::string owner;
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) {
    char permissions[8];
    std::snprintf(permissions, sizeof(permissions), "%04o", st.st_mode & 07777);
    owner = "; the store's directory belongs to user " + UserName(st.st_uid) + " (mode " +
            permissions + ") and this is user " + UserName(::geteuid());
  }
  return Status::IoError("permission denied: this user may not " +
                         std::string(mode == OpenMode::kReadWrite ? "write" : "read") + " " +
                         StoreText(path) + " (" + RocksText(status) + owner + ")");
}

// RocksDB's info log, handed to the store's log sink (or dropped without one) instead of LOG files
// in the store: left to itself, DB::Open renames and deletes those files before it takes the
// store's lock, so two processes opening one store at once (a second writer waiting its turn, a
// reader beside a writer) race on them and one of them fails with a spurious I/O error.
class SinkLogger final : public rocksdb::Logger {
 public:
  explicit SinkLogger(StoreLogSink sink)
      : rocksdb::Logger(sink ? rocksdb::InfoLogLevel::INFO_LEVEL
                             : rocksdb::InfoLogLevel::HEADER_LEVEL),
        sink_(std::move(sink)) {}
  using rocksdb::Logger::Logv;
  void Logv(const char* format, va_list ap) override {
    if (!sink_) return;
    char text[1024];
    std::vsnprintf(text, sizeof(text), format, ap);
    std::string message = text;
    while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) {
      message.pop_back();
    }
    if (!message.empty()) sink_(StoreLogLevel::kDebug, "rocksdb: " + message);
  }

 private:
  const StoreLogSink sink_;
};

}  // namespace

std::string StoreText(const std::string& path) { return "store '" + path + "'"; }

std::string GameText(const std::string& game) { return "game '" + game + "'"; }

std::string SeqText(const std::string& game, uint32_t seq) {
  return GameText(game) + " seq " + std::to_string(seq);
}

// RocksDB's own text for `status`, cut to one short line: it follows our explanation.
std::string RocksText(const rocksdb::Status& status) {
  std::string text = status.ToString();
  text = text.substr(0, text.find_first_of("\r\n"));
  // A file of a pinned view (store/pinned_view.h) is named as the store's file it links to.
  for (size_t at; (at = text.find("/tcgjudge-view-")) != std::string::npos;) {
    const size_t end = text.find('/', at + 1);
    text.erase(at, end == std::string::npos ? std::string::npos : end - at);
  }
  constexpr size_t kMaxLength = 240;
  if (text.size() > kMaxLength) text = text.substr(0, kMaxLength) + "...";
  return "RocksDB: " + text;
}

Status BusyStatus(const std::string& path, const rocksdb::Status& status) {
  const std::string lock_path = path + "/LOCK";
  const std::optional<pid_t> holder = LockHolderPid(lock_path);
  if ((holder && *holder == ::getpid()) ||
      status.ToString().find("current process") != std::string::npos) {
    return Status::Busy(StoreText(path) + " is in use by another writer in this process (pid " +
                        std::to_string(::getpid()) + "; RocksDB lock held: " + lock_path +
                        "); close that one first or use another --db");
  }
  const std::string pid = holder ? "pid " + std::to_string(*holder) + "; " : "";
  return Status::Busy(StoreText(path) + " is in use by another tcgjudge process (" + pid +
                      "RocksDB lock held: " + lock_path +
                      "); wait for it to finish or use another --db");
}

// A failure of RocksDB to open or list the store.
Status OpenFailure(const std::string& path, OpenMode mode, const rocksdb::Status& status) {
  if (IsLockError(status)) return BusyStatus(path, status);
  if (IsPermissionError(status)) return PermissionStatus(path, mode, status);
  if (status.IsCorruption()) {
    return Status::Corruption(StoreText(path) + " is damaged: RocksDB cannot open it (" +
                              RocksText(status) + ")");
  }
  if (status.IsPathNotFound()) {
    return Status::Corruption(StoreText(path) + " is damaged: a file its CURRENT file names is " +
                              "missing (" + RocksText(status) + ")");
  }
  if (status.IsInvalidArgument() || status.IsNotSupported()) {
    return Status::InvalidInput(StoreText(path) + " cannot be opened by this tcgjudge (" +
                                RocksText(status) + ")");
  }
  return Status::IoError("cannot open " + StoreText(path) + " (" + RocksText(status) + ")");
}

Status ReadFailure(const std::string& path, const std::string& what,
                   const rocksdb::Status& status) {
  if (status.IsCorruption()) {
    return Status::Corruption(StoreText(path) + ": RocksDB reports damage reading " + what + " (" +
                              RocksText(status) + ")");
  }
  return Status::IoError(StoreText(path) + ": reading " + what + " failed (" + RocksText(status) +
                         ")");
}

Status CheckGameId(const std::string& game) {
  if (IsValidGameId(game)) return Status::Ok();
  return Status::InvalidInput("game '" + game +
                              "' is not a game id (1-64 characters of A-Z a-z 0-9 . _ -)");
}

std::shared_ptr<rocksdb::Logger> MakeStoreLogger(const StoreLogSink& log) {
  return std::make_shared<SinkLogger>(log);
}

rocksdb::Options StoreOptions(const StoreLogSink& log) {
  rocksdb::Options options;
  options.info_log = MakeStoreLogger(log);
  // After a crash, recover every write that reached the log whole, and drop an unfinished one at
  // its end; refuse to open on a damaged record anywhere else (where kPointInTimeRecovery would
  // silently stop, dropping every later write). CheckDatabaseLogs, run first, closes the one gap
  // of this mode: a damaged length that makes a record look unfinished.
  options.wal_recovery_mode = rocksdb::WALRecoveryMode::kTolerateCorruptedTailRecords;
  options.paranoid_checks = true;
  // Table files are LZ4-compressed where this RocksDB has LZ4 (Debian's has): a 40 KB state
  // snapshot, which a position read decompresses whole when it is not in the block cache, costs
  // about half what Snappy, RocksDB's default, costs to decompress, for about the same size.
  // Files written with Snappy before stay readable: RocksDB records each block's compression.
  const std::vector<rocksdb::CompressionType> supported = rocksdb::GetSupportedCompressions();
  if (std::find(supported.begin(), supported.end(), rocksdb::kLZ4Compression) != supported.end()) {
    options.compression = rocksdb::kLZ4Compression;
  }
  return options;
}

}  // namespace tcgjudge
