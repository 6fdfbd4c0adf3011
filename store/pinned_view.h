// A pinned view of a store: one consistent version of its files that no writer can take away
// (docs/concurrency.md, "Audits and backups read a pinned view").
//
// A reader in another process than the writer cannot make RocksDB keep the files it reads: a
// writer's compaction deletes a table file as soon as its own version no longer needs it. A
// pinned view is a private directory inside the store holding a hard link to every table file
// and write-ahead log and a copy of CURRENT and the MANIFEST, taken while the store's files did
// not change (StoreFilesSignature before and after). A deletion by the writer then only removes
// the store's name for a file; the view's name keeps it, so a read-only open of the view can read
// and checksum every file it lists for as long as it is open. A write-ahead log is shared with
// the writer, who may go on appending to it: the view replays it up to its last whole record, a
// later prefix of the same history.

#ifndef TCGJUDGE_STORE_PINNED_VIEW_H_
#define TCGJUDGE_STORE_PINNED_VIEW_H_

#include <memory>
#include <optional>
#include <string>

#include "events/status.h"
#include "store/rocks_event_log.h"

namespace tcgjudge {

// Opens the store at `path` read-only through a pinned view: every file the open lists stays
// readable while it is open, whatever a writer in another process compacts or deletes, so that
// VerifyFiles and a backup read one consistent version of the store. Messages name the store,
// never the view; the view is removed when the store is closed. Where no view can be made (this
// user may not write the store's directory) it opens the store as RocksEventLog::Open(kReadOnly)
// does. Refuses as Open does; kBusy if a writer kept moving the store's files while the view was
// taken (200 times).
Result<std::unique_ptr<RocksEventLog>> OpenPinnedStore(const std::string& path,
                                                       const StoreOpenOptions& options);

// Whether `log` was opened through a pinned view (false where OpenPinnedStore fell back).
bool IsPinnedView(const RocksEventLog& log);

// Pins the files of the store in directory `store` (absolute, normalised) in a new directory
// "<store>/tcgjudge-view-<pid>-<n>" and returns its path; nullopt if a writer moved the store's
// files meanwhile (nothing is left behind: try again). kIoError if the view cannot be made (this
// user may not write the store's directory, or a file system without hard links); then nothing is
// left behind either. Views left by readers that no longer run are removed first.
Result<std::optional<std::string>> PinStoreFiles(const std::string& store);

// Removes a view PinStoreFiles made (its names only: the store's files are not touched).
void UnpinStoreFiles(const std::string& view);

// Whether `name` (a file name in a store's directory) is a pinned view.
bool IsPinnedViewName(const std::string& name);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_PINNED_VIEW_H_
