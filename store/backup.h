// Backups of a store, with RocksDB's BackupEngine (docs/security.md, "Backups"): a backup
// directory holds numbered backups, each a consistent copy of the store's files with a checksum
// for every file; table files shared between backups are copied once.

#ifndef TCGJUDGE_STORE_BACKUP_H_
#define TCGJUDGE_STORE_BACKUP_H_

#include <cstdint>
#include <optional>
#include <string>

#include "events/status.h"
#include "store/rocks_event_log.h"

namespace tcgjudge {

struct BackupSummary {
  uint32_t id = 0;        // Its number in the backup directory (1, 2, ...).
  int64_t timestamp = 0;  // When it was taken (Unix time).
  uint64_t bytes = 0;     // The size of the store's files it holds.
  uint32_t files = 0;     // How many.
  uint32_t games = 0;     // What the store held: games,
  uint64_t events = 0;    // and events in all,
  uint32_t registrations = 0;  // and registrations (every number); 0 in a backup taken before
                               // backups counted them.
  std::string store;      // The store it was taken of (absolute).
};

// Adds a backup of the store at `store_path` to the backup directory `dir` (created if it does not
// exist; its parent must). The store is opened read-only, so a writer in another process may keep
// appending: the backup holds the store as it was at one moment, with every write acknowledged
// before the backup began. If that writer moved the store's files while they were copied, the
// copy is discarded and taken again (at most 20 times, then kBusy). The new backup is read back
// and its checksums verified before it is reported.
// Refuses with kInvalidInput a `dir` inside the store or holding files that are not backups,
// kNotFound a missing store, kCorruption a damaged one (the open's message), kIoError.
Result<BackupSummary> BackupStore(const std::string& store_path, const std::string& dir,
                                  const StoreOpenOptions& options);

struct RestoreOptions {
  std::optional<uint32_t> backup_id;  // nullopt: the latest backup.
  // An existing store at the path is moved aside (to "<path>.before-restore-<UTC time>"), never
  // deleted. Without it an existing store is refused.
  bool replace = false;
};

struct RestoreSummary {
  BackupSummary backup;
  std::string store;        // The store restored (absolute).
  std::string moved_aside;  // Where the store that was there went; "" if there was none.
};

// Restores a backup from the backup directory `dir` as the store at `store_path`. The backup's
// checksums are verified, it is restored into a new directory beside `store_path` and opened
// there, every game's hash chain, every registration (it decodes, and its signature verifies
// against the key it names: store/registration.h) and every table block is checked, and only then
// is it put in place with one rename (with --replace, one atomic exchange with the store that was
// there, while holding that store's lock): an interrupted or refused restore never leaves a
// half-restored store at `store_path`. Refuses: kNotFound no backups in `dir` (or not backup
// `backup_id`), kInvalidInput an existing `store_path` without `replace` (or one that is not a
// store), or a missing parent directory, kBusy a store in use by another process, kCorruption a
// damaged backup, kIoError.
Result<RestoreSummary> RestoreStore(const std::string& dir, const std::string& store_path,
                                    const RestoreOptions& options,
                                    const StoreOpenOptions& open_options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_BACKUP_H_
