#include "store/pinned_view.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "store/rocks_internal.h"
#include "store/store_dir.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

constexpr char kViewPrefix[] = "tcgjudge-view-";

bool StartsWith(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}
bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Removes the views of `store` whose process no longer runs (a reader that was killed).
void RemoveStaleViews(const std::string& store) {
  std::error_code ec;
  for (fs::directory_iterator it(store, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!IsPinnedViewName(name)) continue;
    const long pid = std::strtol(name.c_str() + sizeof(kViewPrefix) - 1, nullptr, 10);
    if (pid <= 0 || pid == ::getpid()) continue;
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
      std::error_code ignored;
      fs::remove_all(it->path(), ignored);
    }
  }
}

// Copies `from` to `to` whole. ENOENT in errno if `from` is gone.
bool CopyFile(const fs::path& from, const fs::path& to) {
  std::ifstream in(from, std::ios::binary);
  if (!in) {
    errno = ENOENT;
    return false;
  }
  std::ostringstream content;
  content << in.rdbuf();
  std::ofstream out(to, std::ios::binary | std::ios::trunc);
  out << content.str();
  out.close();
  if (!out) {
    errno = EIO;
    return false;
  }
  return true;
}

enum class Pinned { kDone, kMoved, kFailed };

// Links or copies every file of the store a read-only open reads into `view`.
Pinned PinInto(const std::string& store, const std::string& view, std::string* problem) {
  std::error_code ec;
  for (fs::directory_iterator it(store, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const fs::path to = fs::path(view) / name;
    bool done = true;
    if (EndsWith(name, ".sst") || EndsWith(name, ".log")) {
      done = ::link(it->path().c_str(), to.c_str()) == 0;
    } else if (name == "CURRENT" || name == "IDENTITY" || StartsWith(name, "MANIFEST-")) {
      done = CopyFile(it->path(), to);
    }
    if (done) continue;
    if (errno == ENOENT) return Pinned::kMoved;  // A writer removed it: take the view again.
    *problem = "cannot pin '" + it->path().string() + "' in '" + view + "': " + std::strerror(errno);
    return Pinned::kFailed;
  }
  if (ec) {
    *problem = "cannot list '" + store + "': " + ec.message();
    return Pinned::kFailed;
  }
  return Pinned::kDone;
}

}  // namespace

bool IsPinnedViewName(const std::string& name) { return StartsWith(name, kViewPrefix); }

Result<std::optional<std::string>> PinStoreFiles(const std::string& store) {
  RemoveStaleViews(store);
  static std::atomic<unsigned> next{0};
  const std::string view = store + "/" + kViewPrefix + std::to_string(::getpid()) + "-" +
                           std::to_string(next.fetch_add(1));
  std::error_code ec;
  fs::remove_all(view, ec);
  if (::mkdir(view.c_str(), 0700) != 0) {
    return Status::IoError("cannot make a pinned view of store '" + store + "' ('" + view +
                           "'): " + std::strerror(errno));
  }
  const std::string before = StoreFilesSignature(store);
  std::string problem;
  const Pinned pinned = PinInto(store, view, &problem);
  if (pinned == Pinned::kDone && StoreFilesSignature(store) == before && !before.empty()) {
    return std::optional<std::string>(view);
  }
  UnpinStoreFiles(view);
  if (pinned == Pinned::kFailed) return Status::IoError(problem);
  return std::optional<std::string>();
}

void UnpinStoreFiles(const std::string& view) {
  std::error_code ignored;
  fs::remove_all(view, ignored);
}

namespace {

// `status` with every mention of `from` in its message replaced by `to`.
Status Renamed(const Status& status, const std::string& from, const std::string& to) {
  std::string message = status.message();
  for (size_t at = 0; (at = message.find(from, at)) != std::string::npos; at += to.size()) {
    message.replace(at, from.size(), to);
  }
  switch (status.code()) {
    case StatusCode::kOk:
      return status;
    case StatusCode::kInvalidInput:
      return Status::InvalidInput(message);
    case StatusCode::kNotFound:
      return Status::NotFound(message);
    case StatusCode::kConflict:
      return Status::Conflict(message);
    case StatusCode::kCorruption:
      return Status::Corruption(message);
    case StatusCode::kIoError:
      return Status::IoError(message);
    case StatusCode::kBusy:
      return Status::Busy(message);
  }
  return status;
}

}  // namespace

Result<std::unique_ptr<RocksEventLog>> OpenPinnedStore(const std::string& path,
                                                       const StoreOpenOptions& options) {
  if (path.empty()) return Status::InvalidInput("the store path is empty");
  const std::string normal = NormaliseStorePath(path);
  TJ_ASSIGN_OR_RETURN(StoreDir dir, InspectStoreDir(normal));
  if (dir.kind != StoreDirKind::kDatabase) {
    return RocksEventLog::Open(path, OpenMode::kReadOnly, options);
  }
  constexpr int kMaxPinAttempts = 200;
  for (int attempt = 1; attempt <= kMaxPinAttempts; ++attempt) {
    Result<std::optional<std::string>> view = PinStoreFiles(normal);
    if (!view.ok()) {
      if (options.log) options.log(StoreLogLevel::kDebug, view.status().message());
      return RocksEventLog::Open(path, OpenMode::kReadOnly, options);  // Unpinned, as any reader.
    }
    if (!view->has_value()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
      continue;
    }
    const std::string& view_dir = **view;
    StoreOpenOptions plain = options;
    plain.busy_wait = std::chrono::milliseconds(0);
    Result<std::unique_ptr<RocksEventLog>> opened =
        RocksEventLog::Open(view_dir, OpenMode::kReadOnly, plain);
    if (!opened.ok()) {
      UnpinStoreFiles(view_dir);
      return Renamed(opened.status(), view_dir, normal);
    }
    auto& impl = RocksEventLogAccess::Of(**opened);
    impl.path = normal;
    impl.view_dir = view_dir;
    return opened;
  }
  return Status::Busy(StoreText(normal) + ": a writer in another process kept moving its files " +
                      "while this process pinned them " + std::to_string(kMaxPinAttempts) +
                      " times; try again");
}

bool IsPinnedView(const RocksEventLog& log) {
  return !RocksEventLogAccess::Of(log).view_dir.empty();
}

}  // namespace tcgjudge
