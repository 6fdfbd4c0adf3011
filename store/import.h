// Importing JSON Lines files into an EventLog: atomic per file, idempotent for events already
// stored.

#ifndef TCGJUDGE_STORE_IMPORT_H_
#define TCGJUDGE_STORE_IMPORT_H_

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/jsonl.h"
#include "events/status.h"
#include "store/append_batch.h"
#include "store/event_log.h"

namespace tcgjudge {

struct ImportedGame {
  std::string game;
  uint32_t already_stored = 0;  // Events of the file that the store already held, identical.
  uint32_t added = 0;           // Events appended.
  uint32_t event_count = 0;     // The game's events after the import.
  // The hashes of the events appended, seqs event_count - added + 1 .. event_count, as stored.
  std::vector<EventHash> added_hashes;
};

struct ImportSummary {
  std::vector<ImportedGame> games;  // In order of first appearance in the file.
};

// The import of one file, event by event as the file is read: each event is checked against its
// game (the file's lines before it, what the store holds) and, if the store does not hold it yet,
// checked as the store checks an append and encoded (AppendBatch), so that the events need not be
// kept. A file may hold several games and may continue games already stored; within a game its
// seqs must be consecutive. Events the store already holds must be identical to the stored ones
// (re-importing a file is a no-op); the rest is appended by Finish in one atomic write, so either
// the whole file lands or nothing of it does.
class FileImport {
 public:
  // `source` names the file in messages.
  FileImport(EventLog& log, std::string source);
  FileImport(const FileImport&) = delete;
  FileImport& operator=(const FileImport&) = delete;

  // The event of the file's line `line` (1-based; lines in ascending order). Never fails: a
  // problem is kept, and reported by Finish.
  void Add(int line, const Event& event);

  // Appends what the file adds and returns what it did, or the file's first problem: a failure of
  // the store itself while reading a game (kIoError, kCorruption: that of the first game, in the
  // order games first appear, that met one); otherwise the first refused line of the file
  // ("<source>:<line>: ..."); otherwise the store's refusal of the append ("<source>: ...").
  // With kBuffered the caller must Sync() before reporting.
  Result<ImportSummary> Finish(Durability durability) &&;

 private:
  // What the import knows of one game of the file.
  struct Game {
    ImportedGame result;
    StoredGameState stored;                // As the store held it.
    std::vector<StoredEvent> stored_read;  // Stored events first_seq.., where lines repeat them.
    std::shared_ptr<const Header> header;  // The stored header, or the file's.
    uint32_t first_seq = 0;                // Of its first line.
    uint32_t last_seq = 0;                 // Of its last line read,
    int last_line = 0;                     // and that line (0: none yet),
    bool read_a_line = false;              // if it read one.
    int bad_line = 0;       // Non-zero: its first refused line (problem says why); the rest of
    Status problem;         // its lines are not read.
    Status append_problem;  // The store's refusal of its first refused event, if any.
  };

  // The game of `event`, read from the store at its first line; nullptr after a store failure.
  Game* GameOf(int line, const Event& event);
  void Refuse(Game& game, int line, Status problem);

  EventLog& log_;
  std::string source_;
  AppendBatch batch_;
  std::vector<std::unique_ptr<Game>> games_;  // In order of first appearance.
  std::map<std::string, Game*, std::less<>> by_id_;
  Game* last_ = nullptr;                 // The game of the line before.
  std::optional<Status> store_failure_;  // The first failure of the store itself.
  int first_refused_line_ = 0;
};

// Imports the events of one file's parsed `lines` (FileImport). Errors name "<source>:<line>"
// and what is wrong.
Result<ImportSummary> ImportEvents(EventLog& log, std::span<const JsonLine> lines,
                                   std::string_view source, Durability durability);

// Parses JSON Lines `text` (ParseJsonLines: its first problem is the error) and imports its
// events as they are parsed (FileImport), without keeping them.
Result<ImportSummary> ImportJsonLines(EventLog& log, std::string_view text, std::string_view source,
                                      Durability durability);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_IMPORT_H_
