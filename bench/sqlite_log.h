// The store a user might pick instead of RocksDB: SQLite in WAL mode, one table keyed by
// (game, seq) holding each event's hash and canonical bytes, with the same expected-seq check
// as EventLog::Append. Only the benchmark uses it.

#ifndef TCGJUDGE_BENCH_SQLITE_LOG_H_
#define TCGJUDGE_BENCH_SQLITE_LOG_H_

#include <memory>
#include <span>
#include <string>

#include "events/event.h"
#include "events/status.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tcgjudge::bench {

class SqliteLog {
 public:
  // `durable`: synchronous=FULL (every commit is fsynced) rather than OFF.
  static Result<std::unique_ptr<SqliteLog>> Open(const std::string& path, bool durable);
  ~SqliteLog();
  SqliteLog(const SqliteLog&) = delete;
  SqliteLog& operator=(const SqliteLog&) = delete;

  // Appends `events` (consecutive seqs of one game, the first being the game's next) in one
  // transaction.
  [[nodiscard]] Status Append(std::span<const Event> events);

 private:
  SqliteLog() = default;
  [[nodiscard]] Status Exec(const char* sql);
  [[nodiscard]] Status Fail(const std::string& what);

  sqlite3* db_ = nullptr;
  sqlite3_stmt* last_seq_ = nullptr;
  sqlite3_stmt* insert_ = nullptr;
};

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_SQLITE_LOG_H_
