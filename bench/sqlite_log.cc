#include "bench/sqlite_log.h"

#include <sqlite3.h>

#include "events/codec.h"
#include "events/hash.h"

namespace tcgjudge::bench {

Result<std::unique_ptr<SqliteLog>> SqliteLog::Open(const std::string& path, bool durable) {
  std::unique_ptr<SqliteLog> log(new SqliteLog);
  if (sqlite3_open(path.c_str(), &log->db_) != SQLITE_OK) return log->Fail("open " + path);
  TJ_RETURN_IF_ERROR(log->Exec("PRAGMA journal_mode=WAL"));
  TJ_RETURN_IF_ERROR(log->Exec(durable ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=OFF"));
  TJ_RETURN_IF_ERROR(
      log->Exec("CREATE TABLE IF NOT EXISTS events (game TEXT NOT NULL, seq INTEGER NOT NULL, "
                "hash BLOB NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (game, seq)) WITHOUT ROWID"));
  if (sqlite3_prepare_v2(log->db_, "SELECT max(seq) FROM events WHERE game = ?1", -1,
                         &log->last_seq_, nullptr) != SQLITE_OK ||
      sqlite3_prepare_v2(log->db_, "INSERT INTO events VALUES (?1, ?2, ?3, ?4)", -1, &log->insert_,
                         nullptr) != SQLITE_OK) {
    return log->Fail("prepare");
  }
  return log;
}

SqliteLog::~SqliteLog() {
  sqlite3_finalize(last_seq_);
  sqlite3_finalize(insert_);
  sqlite3_close(db_);
}

Status SqliteLog::Exec(const char* sql) {
  if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) return Fail(sql);
  return Status::Ok();
}

Status SqliteLog::Fail(const std::string& what) {
  return Status::IoError("sqlite: " + what + ": " + (db_ ? sqlite3_errmsg(db_) : "no database"));
}

Status SqliteLog::Append(std::span<const Event> events) {
  if (events.empty()) return Status::Ok();
  TJ_RETURN_IF_ERROR(Exec("BEGIN IMMEDIATE"));
  const std::string& game = events.front().game;
  sqlite3_bind_text(last_seq_, 1, game.data(), static_cast<int>(game.size()), SQLITE_STATIC);
  if (sqlite3_step(last_seq_) != SQLITE_ROW) return Fail("select");
  const int64_t last = sqlite3_column_int64(last_seq_, 0);
  sqlite3_reset(last_seq_);
  if (last + 1 != events.front().seq) {
    TJ_RETURN_IF_ERROR(Exec("ROLLBACK"));
    return Status::Conflict("game " + game + " has " + std::to_string(last) + " events");
  }
  for (const Event& event : events) {
    const std::string bytes = EncodeEvent(event);
    const EventHash hash = HashEncodedEvent(bytes);
    sqlite3_bind_text(insert_, 1, game.data(), static_cast<int>(game.size()), SQLITE_STATIC);
    sqlite3_bind_int64(insert_, 2, event.seq);
    sqlite3_bind_blob(insert_, 3, hash.data(), static_cast<int>(hash.size()), SQLITE_STATIC);
    sqlite3_bind_blob(insert_, 4, bytes.data(), static_cast<int>(bytes.size()), SQLITE_STATIC);
    const int rc = sqlite3_step(insert_);
    sqlite3_reset(insert_);
    if (rc != SQLITE_DONE) {
      Status failure = Fail("insert");
      (void)Exec("ROLLBACK");  // The insert's failure is the one to report.
      return failure;
    }
  }
  return Exec("COMMIT");
}

}  // namespace tcgjudge::bench
