#include "store/log_file_check.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>

namespace tcgjudge {
namespace {

constexpr uint64_t kBlockSize = 32768;
constexpr size_t kHeaderSize = 7;             // crc (4), length (2), type (1).
constexpr size_t kRecyclableHeaderSize = 11;  // ... and the log number (4).
constexpr size_t kTypeOffset = 6;             // The checksum covers the type on.

enum RecordType : uint8_t {
  kZeroType = 0,
  kFullType = 1,
  kFirstType = 2,
  kMiddleType = 3,
  kLastType = 4,
  kRecyclableFullType = 5,
  kRecyclableFirstType = 6,
  kRecyclableMiddleType = 7,
  kRecyclableLastType = 8,
};

// CRC32C (Castagnoli, reflected polynomial 0x82F63B78), a byte at a time.
constexpr std::array<uint32_t, 256> MakeCrcTable() {
  std::array<uint32_t, 256> table{};
  for (uint32_t i = 0; i < 256; ++i) {
    uint32_t crc = i;
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ ((crc & 1) ? 0x82F63B78u : 0u);
    table[i] = crc;
  }
  return table;
}
constexpr std::array<uint32_t, 256> kCrcTable = MakeCrcTable();

// The running (unfinalised) CRC32C state; Finalise gives the CRC of the bytes so far.
uint32_t CrcExtend(uint32_t state, uint8_t byte) {
  return kCrcTable[(state ^ byte) & 0xFF] ^ (state >> 8);
}
uint32_t Finalise(uint32_t state) { return ~state; }

#if defined(__x86_64__)
// The same update with the CPU's CRC32C instruction (SSE 4.2), 8 bytes at a time.
__attribute__((target("sse4.2"))) uint32_t CrcExtendSse42(uint32_t state, std::string_view data) {
  uint64_t wide = state;
  size_t i = 0;
  for (; i + 8 <= data.size(); i += 8) {
    uint64_t word;
    std::memcpy(&word, data.data() + i, sizeof(word));
    wide = __builtin_ia32_crc32di(wide, word);
  }
  auto narrow = static_cast<uint32_t>(wide);
  for (; i < data.size(); ++i) narrow = __builtin_ia32_crc32qi(narrow, data[i]);
  return narrow;
}
#endif

// CrcExtend over every byte of `data`: a whole write-ahead log is checked on every open.
uint32_t CrcExtend(uint32_t state, std::string_view data) {
#if defined(__x86_64__)
  static const bool kSse42 = __builtin_cpu_supports("sse4.2");
  if (kSse42) return CrcExtendSse42(state, data);
#endif
  for (char c : data) state = CrcExtend(state, static_cast<uint8_t>(c));
  return state;
}

// RocksDB's crc32c::Mask: a CRC stored beside the data it covers is rotated and offset.
uint32_t Mask(uint32_t crc) { return ((crc >> 15) | (crc << 17)) + 0xa282ead8u; }

uint32_t Fixed32(std::string_view bytes) {
  uint32_t value = 0;
  for (int i = 3; i >= 0; --i) value = (value << 8) | static_cast<uint8_t>(bytes[i]);
  return value;
}

bool AllZero(std::string_view bytes) { return bytes.find_first_not_of('\0') == bytes.npos; }

bool IsFirst(uint8_t type) { return type == kFirstType || type == kRecyclableFirstType; }
bool IsMiddle(uint8_t type) { return type == kMiddleType || type == kRecyclableMiddleType; }

// Walks a log file block by block (every block but the last is kBlockSize bytes).
class LogScanner {
 public:
  explicit LogScanner(uint64_t size) { result_.size = size; }

  // Checks the block at file offset `start`; false once the verdict is known.
  bool Block(std::string_view block, uint64_t start);
  LogFileCheck Finish();

 private:
  bool Damaged(uint64_t offset, std::string problem) {
    result_.verdict = LogFileCheck::Verdict::kDamaged;
    result_.offset = offset;
    result_.problem = std::move(problem);
    return false;
  }
  bool Torn(uint64_t offset) {
    result_.verdict = LogFileCheck::Verdict::kTornTail;
    result_.offset = fragment_start_.value_or(offset);
    return false;
  }
  // The record at `offset` runs past the end of the file. Its bytes that are there (`present`,
  // from its type on) are a torn write unless a prefix of them matches its checksum.
  bool PastTheEnd(uint64_t offset, std::string_view present, size_t header_size, uint32_t stored,
                  size_t length);

  LogFileCheck result_;
  std::optional<uint64_t> fragment_start_;  // Inside a fragmented record: where it began.
  std::optional<uint64_t> zeros_from_;      // Only zero bytes allowed from here to the end.
};

bool LogScanner::PastTheEnd(uint64_t offset, std::string_view present, size_t header_size,
                            uint32_t stored, size_t length) {
  uint32_t state = ~0u;
  for (size_t i = 0; i < present.size(); ++i) {
    state = CrcExtend(state, static_cast<uint8_t>(present[i]));
    const size_t covered = i + 1;  // Type (and log number), then payload bytes.
    if (covered >= header_size - kTypeOffset && Mask(Finalise(state)) == stored) {
      const size_t whole = covered - (header_size - kTypeOffset);
      return Damaged(offset, "its length field says " + std::to_string(length) +
                                 " bytes, but the record is there whole at " +
                                 std::to_string(whole) + " bytes (a damaged length)");
    }
  }
  return Torn(offset);
}

bool LogScanner::Block(std::string_view block, uint64_t start) {
  size_t pos = 0;
  while (pos < block.size()) {
    const uint64_t offset = start + pos;
    std::string_view rest = block.substr(pos);
    if (zeros_from_) {
      if (!AllZero(rest)) {
        return Damaged(*zeros_from_,
                       "zero bytes where a record should begin, with data after them");
      }
      return true;
    }
    const bool recyclable = rest.size() > kTypeOffset &&
                            static_cast<uint8_t>(rest[kTypeOffset]) >= kRecyclableFullType &&
                            static_cast<uint8_t>(rest[kTypeOffset]) <= kRecyclableLastType;
    if (rest.size() < (recyclable ? kRecyclableHeaderSize : kHeaderSize)) {
      // A full block ends in zero padding; a file that ends here ends in a torn header.
      if (block.size() == kBlockSize || AllZero(rest)) return true;
      return Torn(offset);
    }
    if (AllZero(rest.substr(0, kHeaderSize))) {
      zeros_from_ = offset;  // Preallocated space at the end, or damage if data follows.
      continue;
    }
    const auto type = static_cast<uint8_t>(rest[kTypeOffset]);
    const size_t header_size = recyclable ? kRecyclableHeaderSize : kHeaderSize;
    const uint32_t stored = Fixed32(rest);
    const size_t length =
        static_cast<uint8_t>(rest[4]) | (static_cast<size_t>(static_cast<uint8_t>(rest[5])) << 8);
    const uint64_t block_end = start + kBlockSize;
    const uint64_t record_end = offset + header_size + length;
    if (record_end > block_end) {
      return Damaged(offset, "its length (" + std::to_string(length) +
                                 " bytes) runs past the end of its 32 KiB block");
    }
    if (record_end > result_.size) {
      return PastTheEnd(offset, rest.substr(kTypeOffset), header_size, stored, length);
    }
    if (MaskedCrc32c(rest.substr(kTypeOffset, header_size - kTypeOffset + length)) != stored) {
      return Damaged(offset, "checksum mismatch");
    }
    if (IsFirst(type)) {
      fragment_start_ = offset;
    } else if (!IsMiddle(type)) {
      fragment_start_.reset();
    }
    pos += header_size + length;
  }
  return true;
}

LogFileCheck LogScanner::Finish() {
  // A fragmented record without its last fragment is an unfinished write too.
  if (result_.verdict == LogFileCheck::Verdict::kIntact && fragment_start_) {
    result_.verdict = LogFileCheck::Verdict::kTornTail;
    result_.offset = *fragment_start_;
  }
  return result_;
}

}  // namespace

uint32_t MaskedCrc32c(std::string_view data) { return Mask(Finalise(CrcExtend(~0u, data))); }

LogFileCheck CheckLogRecords(std::string_view bytes) {
  LogScanner scanner(bytes.size());
  for (uint64_t start = 0; start < bytes.size(); start += kBlockSize) {
    if (!scanner.Block(bytes.substr(start, kBlockSize), start)) break;
  }
  return scanner.Finish();
}

Result<LogFileCheck> CheckLogFile(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    const int error = errno;
    if (error == ENOENT) return Status::NotFound(path + ": no such file");
    return Status::IoError(path + ": cannot open: " + std::strerror(error));
  }
  struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
  } closer{fd};
  struct stat st;
  if (::fstat(fd, &st) != 0) return Status::IoError(path + ": " + std::strerror(errno));
  const auto size = static_cast<uint64_t>(st.st_size);
  LogScanner scanner(size);
  std::string block(kBlockSize, '\0');
  for (uint64_t start = 0; start < size; start += kBlockSize) {
    const size_t want = static_cast<size_t>(std::min<uint64_t>(kBlockSize, size - start));
    size_t got = 0;
    while (got < want) {
      const ssize_t n =
          ::pread(fd, block.data() + got, want - got, static_cast<off_t>(start + got));
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return Status::IoError(path + ": read failed: " + std::strerror(errno));
      if (n == 0) return Status::IoError(path + ": the file shrank while it was read");
      got += static_cast<size_t>(n);
    }
    if (!scanner.Block(std::string_view(block.data(), want), start)) break;
  }
  return scanner.Finish();
}

namespace {

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string Damage(const std::string& file, std::string_view what, const LogFileCheck& check,
                   const std::string& problem) {
  return file + " (" + std::string(what) + "): the record at byte " + std::to_string(check.offset) +
         " of " + std::to_string(check.size) + ": " + problem;
}

}  // namespace

Result<std::vector<TornTail>> CheckDatabaseLogs(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> wals;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (EndsWith(name, ".log")) wals.push_back(name);
  }
  if (ec) return Status::IoError("cannot list '" + dir + "': " + ec.message());
  // Write-ahead logs are numbered "%06llu.log" and grow in number: the newest sorts last (by
  // length first, for numbers past six digits).
  std::sort(wals.begin(), wals.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  std::string manifest;
  std::getline(std::ifstream(fs::path(dir) / "CURRENT"), manifest);

  std::vector<TornTail> torn;
  auto check = [&](const std::string& name, std::string_view what, bool tail_allowed) -> Status {
    Result<LogFileCheck> checked = CheckLogFile((fs::path(dir) / name).string());
    if (!checked.ok()) {
      return checked.status().code() == StatusCode::kNotFound ? Status::Ok() : checked.status();
    }
    switch (checked->verdict) {
      case LogFileCheck::Verdict::kIntact:
        return Status::Ok();
      case LogFileCheck::Verdict::kTornTail:
        if (tail_allowed) {
          torn.push_back(TornTail{name, checked->offset, checked->size});
          return Status::Ok();
        }
        return Status::Corruption(
            Damage(name, what, *checked, "unfinished, yet a newer write-ahead log follows it"));
      case LogFileCheck::Verdict::kDamaged:
        return Status::Corruption(Damage(name, what, *checked, checked->problem));
    }
    return Status::Ok();
  };
  if (manifest.rfind("MANIFEST-", 0) == 0 && manifest.find('/') == std::string::npos) {
    TJ_RETURN_IF_ERROR(check(manifest, "the MANIFEST, RocksDB's list of the store's files",
                             /*tail_allowed=*/true));
  }
  for (size_t i = 0; i < wals.size(); ++i) {
    TJ_RETURN_IF_ERROR(check(wals[i], "a write-ahead log", /*tail_allowed=*/i + 1 == wals.size()));
  }
  return torn;
}

}  // namespace tcgjudge
