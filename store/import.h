// Importing JSON Lines files into an EventLog: atomic per file, idempotent for events already
// stored.

#ifndef TCGJUDGE_STORE_IMPORT_H_
#define TCGJUDGE_STORE_IMPORT_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/jsonl.h"
#include "events/status.h"
#include "store/event_log.h"

namespace tcgjudge {

struct ImportedGame {
  std::string game;
  uint32_t already_stored = 0;  // Events of the file that the store already held, identical.
  uint32_t added = 0;           // Events appended.
  uint32_t event_count = 0;     // The game's events after the import.
};

struct ImportSummary {
  std::vector<ImportedGame> games;  // In order of first appearance in the file.
};

// Imports the events of one file. A file may hold several games and may continue games already
// stored; within a game its seqs must be consecutive. Events the store already holds must be
// identical to the stored ones (re-importing a file is a no-op); the rest is appended in one
// atomic write, so either the whole file lands or nothing of it does. Errors name
// "<source>:<line>" and what is wrong. With kBuffered the caller must Sync() before reporting.
Result<ImportSummary> ImportEvents(EventLog& log, std::span<const JsonLine> lines,
                                   std::string_view source, Durability durability);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_IMPORT_H_
