// What is at a store path before RocksDB is asked to open it, and who holds a store's lock.
// Lets RocksEventLog::Open refuse files and foreign directories with a clear message instead of
// letting RocksDB create a database inside them.

#ifndef TCGJUDGE_STORE_STORE_DIR_H_
#define TCGJUDGE_STORE_STORE_DIR_H_

#include <sys/types.h>

#include <optional>
#include <string>

#include "events/status.h"

namespace tcgjudge {

enum class StoreDirKind {
  kMissing,    // Nothing at the path.
  kEmpty,      // An empty directory, or one holding only what an interrupted creation of a
               // RocksDB database leaves (LOCK, LOG, IDENTITY, MANIFEST-000001, *.dbtmp).
  kDatabase,   // A directory with a RocksDB CURRENT file.
  kDamaged,    // RocksDB data files (*.sst, *.log, MANIFEST-*, OPTIONS-*) but no CURRENT file.
  kNotAStore,  // A directory holding other files.
  kNotADirectory,
};

struct StoreDir {
  StoreDirKind kind = StoreDirKind::kMissing;
  std::string example;  // kDamaged, kNotAStore: one of the files found, for messages.
};

// Looks at `path` without changing anything. kIoError if it cannot be inspected.
Result<StoreDir> InspectStoreDir(const std::string& path);

// The absolute, normalised form of `path` (symlinks resolved as far as the path exists), so that
// one store has one name; `path` itself if that cannot be computed.
std::string NormaliseStorePath(const std::string& path);

// The pid of the process holding a POSIX lock on the file `lock_path`, read from /proc/locks
// without opening the file (closing any descriptor of a file drops this process's locks on it).
// nullopt if unknown.
std::optional<pid_t> LockHolderPid(const std::string& lock_path);

// What a RocksDB writer changes when it moves a store's data between files: the content of
// CURRENT, the name and size of every MANIFEST-* file, and the names of the table (*.sst) and
// write-ahead log (*.log) files. Appends to a write-ahead log leave it unchanged. Equal before and
// after a read-only open, it shows that the open read one consistent state. "" if the directory
// cannot be read.
std::string StoreFilesSignature(const std::string& path);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_STORE_DIR_H_
