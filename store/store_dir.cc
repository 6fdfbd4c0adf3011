#include "store/store_dir.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <system_error>
#include <vector>

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}
bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// Files RocksDB writes while creating a database, before its CURRENT file exists.
bool IsCreationLeftover(std::string_view name) {
  return name == "LOCK" || name == "LOG" || StartsWith(name, "LOG.old") || name == "IDENTITY" ||
         name == "MANIFEST-000001" || EndsWith(name, ".dbtmp");
}

// Files that only exist in a RocksDB database that has been created.
bool IsDatabaseFile(std::string_view name) {
  return EndsWith(name, ".sst") || EndsWith(name, ".log") || EndsWith(name, ".blob") ||
         StartsWith(name, "MANIFEST-") || StartsWith(name, "OPTIONS-");
}

Status InspectError(const std::string& path, const std::error_code& ec) {
  return Status::IoError("cannot inspect store path '" + path + "': " + ec.message());
}

}  // namespace

Result<StoreDir> InspectStoreDir(const std::string& path) {
  std::error_code ec;
  fs::file_status status = fs::status(path, ec);
  if (ec && ec != std::errc::no_such_file_or_directory) return InspectError(path, ec);
  if (!fs::exists(status)) return StoreDir{StoreDirKind::kMissing, ""};
  if (!fs::is_directory(status)) return StoreDir{StoreDirKind::kNotADirectory, ""};
  if (fs::exists(fs::path(path) / "CURRENT", ec)) return StoreDir{StoreDirKind::kDatabase, ""};
  if (ec) return InspectError(path, ec);

  StoreDir result{StoreDirKind::kEmpty, ""};
  for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (IsCreationLeftover(name)) continue;
    if (IsDatabaseFile(name)) {
      if (result.kind == StoreDirKind::kEmpty) result = {StoreDirKind::kDamaged, name};
      continue;
    }
    return StoreDir{StoreDirKind::kNotAStore, name};
  }
  if (ec) return InspectError(path, ec);
  return result;
}

std::string NormaliseStorePath(const std::string& path) {
  std::error_code ec;
  fs::path normal = fs::weakly_canonical(fs::absolute(path, ec), ec);
  if (ec || normal.empty()) return path;
  std::string text = normal.string();
  // weakly_canonical keeps a trailing separator ("/tmp/db/"); one store, one name.
  while (text.size() > 1 && text.back() == '/') text.pop_back();
  return text;
}

std::optional<pid_t> LockHolderPid(const std::string& lock_path) {
  struct stat st;
  if (::stat(lock_path.c_str(), &st) != 0) return std::nullopt;
  std::ifstream locks("/proc/locks");
  if (!locks) return std::nullopt;
  // "1: POSIX  ADVISORY  WRITE 4242 fe:00:10952909 0 EOF"; waiters are marked "->".
  std::string line;
  while (std::getline(locks, line)) {
    std::istringstream fields(line);
    std::string ordinal, kind, mode, access, pid_text, file_id;
    if (!(fields >> ordinal >> kind) || kind == "->") continue;
    if (!(fields >> mode >> access >> pid_text >> file_id)) continue;
    unsigned major_id = 0, minor_id = 0;
    unsigned long long inode = 0;
    if (std::sscanf(file_id.c_str(), "%x:%x:%llu", &major_id, &minor_id, &inode) != 3) continue;
    if (inode != st.st_ino || major_id != major(st.st_dev) || minor_id != minor(st.st_dev)) {
      continue;
    }
    char* end = nullptr;
    long pid = std::strtol(pid_text.c_str(), &end, 10);
    if (end == pid_text.c_str() || *end != '\0' || pid <= 0) return std::nullopt;
    return static_cast<pid_t>(pid);
  }
  return std::nullopt;
}

std::string StoreFilesSignature(const std::string& path) {
  std::error_code ec;
  std::vector<std::string> entries;
  for (fs::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (StartsWith(name, "MANIFEST-")) {
      std::error_code size_ec;
      const auto size = fs::file_size(it->path(), size_ec);
      entries.push_back(name + "=" + (size_ec ? "?" : std::to_string(size)));
    } else if (EndsWith(name, ".sst") || EndsWith(name, ".log")) {
      entries.push_back(name);
    }
  }
  if (ec) return "";
  std::sort(entries.begin(), entries.end());
  std::ifstream current(fs::path(path) / "CURRENT");
  std::string signature;
  std::getline(current, signature);
  for (const std::string& entry : entries) signature += "\n" + entry;
  return signature;
}

}  // namespace tcgjudge
