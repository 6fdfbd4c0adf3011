// JSON Lines: the interchange form of game logs, one event per line (docs/log-format.md).

#ifndef TCGJUDGE_EVENTS_JSONL_H_
#define TCGJUDGE_EVENTS_JSONL_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Bounds on what one file may make us read; a file past them is refused, not truncated.
inline constexpr size_t kMaxJsonLineBytes = 1 << 20;          // 1 MiB per event.
inline constexpr size_t kMaxJsonLinesFileBytes = 1ull << 30;  // 1 GiB per file.

// An event and the line of the file it came from (1-based), for messages.
struct JsonLine {
  int line = 0;
  Event event;
};

// Parses JSON Lines text. Every line must hold one event; blank lines are skipped, a leading
// UTF-8 byte order mark is ignored. The text must be valid UTF-8 and end with a newline (a last
// line without one means the file was cut short). Errors read "<source>:<line>: <what is wrong>".
Result<std::vector<JsonLine>> ParseJsonLines(std::string_view text, std::string_view source);

// Reads and parses a file (errors name the path; a missing or unreadable file is kIoError).
Result<std::vector<JsonLine>> ReadJsonLinesFile(const std::string& path);

// The canonical JSON Lines text of `events`: one EventToJson line each, "\n"-terminated.
std::string ToJsonLines(std::span<const Event> events);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSONL_H_
