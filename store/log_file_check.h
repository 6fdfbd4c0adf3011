// The records of RocksDB's log files (its write-ahead logs, *.log, and its MANIFEST), checked
// before RocksDB replays them: a torn tail left by a crash in the middle of a write is told apart
// from damage to a record that was written whole.
//
// RocksDB's log format (db/log_format.h, unchanged since LevelDB): the file is a sequence of
// 32 KiB blocks; each holds physical records of a 7-byte header (masked CRC32C of the type and
// payload, 2-byte length, 1-byte type) and a payload (11 bytes for the "recyclable" types 5-8,
// which add a 4-byte log number under the checksum); fewer than a header's bytes left in a block
// are zero padding. A logical record is one FULL record or FIRST, MIDDLE..., LAST fragments.
//
// RocksDB's own recovery (WALRecoveryMode::kTolerateCorruptedTailRecords) refuses a record whose
// checksum fails, but takes a record whose length runs past the end of the file for a torn tail
// and silently drops it and everything after it: a single flipped bit in a length field then loses
// every later acknowledged write. This check closes that hole: a record that runs past the end is
// a torn tail only if no prefix of the bytes that are there matches its checksum (a record whose
// bytes are all there, whole, under a damaged length, matches at its true length).

#ifndef TCGJUDGE_STORE_LOG_FILE_CHECK_H_
#define TCGJUDGE_STORE_LOG_FILE_CHECK_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "events/status.h"

namespace tcgjudge {

// The masked CRC32C RocksDB stores in log record headers (and block trailers) of `data`.
uint32_t MaskedCrc32c(std::string_view data);

struct LogFileCheck {
  enum class Verdict {
    kIntact,    // Every record whole and matching its checksum (trailing zero bytes allowed).
    kTornTail,  // Intact up to `offset`; from there to the end, an unfinished write.
    kDamaged,   // The record at `offset` is damaged; `problem` says how.
  };
  Verdict verdict = Verdict::kIntact;
  uint64_t offset = 0;
  uint64_t size = 0;    // The bytes checked (the file's size when the check began).
  std::string problem;  // kDamaged: what is wrong with the record at `offset`, in words.
};

// Checks `bytes`, the whole content of a log file.
LogFileCheck CheckLogRecords(std::string_view bytes);

// Reads the log file `path` (up to its size when the check begins: a writer may be appending) and
// checks it. kNotFound if the file is gone, kIoError if it cannot be read.
Result<LogFileCheck> CheckLogFile(const std::string& path);

// An unfinished write at the end of one of a database's log files: recovery drops it.
struct TornTail {
  std::string file;  // The file's name in the database directory.
  uint64_t offset = 0;
  uint64_t size = 0;  // The file's size: bytes offset..size are dropped.
};

// Checks the log files of the RocksDB database in directory `dir` before it is opened: the
// MANIFEST that CURRENT names, and every write-ahead log. A torn tail is allowed at the end of the
// MANIFEST and of the newest write-ahead log, where a crash leaves one (they are returned);
// anywhere else it would drop the acknowledged writes of the logs after it. Damage, or a torn
// tail in an older write-ahead log, is kCorruption: "<file> (<what it is>): the record at byte N
// of M: <what is wrong>". Files that vanish while they are checked (moved by a writer in another
// process) are skipped; kIoError if one cannot be read.
Result<std::vector<TornTail>> CheckDatabaseLogs(const std::string& dir);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_LOG_FILE_CHECK_H_
