// JSON Lines: the interchange form of game logs, one event per line (docs/log-format.md), and the
// file rules shared with card sets (docs/cards.md).

#ifndef TCGJUDGE_EVENTS_JSONL_H_
#define TCGJUDGE_EVENTS_JSONL_H_

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Bounds on what one file may make us read; a file past them is refused, not truncated
// (docs/log-format.md, docs/fuzzing.md). With kMaxJsonDepth (json_scan.h) they bound the memory
// and time a hostile file can cost.
inline constexpr size_t kMaxJsonLineBytes = 1 << 20;          // 1 MiB per line.
inline constexpr size_t kMaxJsonLinesFileBytes = 1ull << 30;  // 1 GiB per file.
inline constexpr int kMaxJsonLines = 1'000'000;               // Lines per file, blank included.

// The file rules of every JSON Lines file tcgjudge reads (game logs, card sets): at most
// kMaxJsonLinesFileBytes; a leading UTF-8 byte order mark is ignored, a UTF-16 one refused; every
// line ends with "\n" (or "\r\n"; a last line without one means the file was cut short), is at most
// kMaxJsonLineBytes and is valid UTF-8; blank lines are skipped but counted; at most
// kMaxJsonLines lines. Calls
// `parse(line_number, line)` (1-based; the line without its line end) for each non-blank line in
// order and stops at the first error. Errors read "<source>:<line>: <what is wrong>" (the
// context is added to `parse`'s errors too); a file without a non-blank line is refused with
// "<source>: <empty_message>".
Status ForEachJsonLine(std::string_view text, std::string_view source,
                       std::string_view empty_message,
                       const std::function<Status(int line_number, std::string_view line)>& parse);

// ForEachJsonLine over the regular file `path` (named in messages), read as it goes: a file
// larger than kMaxJsonLinesFileBytes is refused before anything is read, and a line longer than
// kMaxJsonLineBytes once that much of it is read, so a file costs at most one line of memory
// (besides what `parse` keeps). A missing, unreadable or non-regular file is kIoError.
Status ForEachJsonLineOfFile(
    const std::string& path, std::string_view empty_message,
    const std::function<Status(int line_number, std::string_view line)>& parse);

// The whole content of the regular file `path`. A missing, unreadable or non-regular file is
// kIoError, one larger than `limit` bytes kInvalidInput; messages start with the path.
Result<std::string> ReadTextFile(const std::string& path, size_t limit);

// An event and the line of the file it came from (1-based), for messages.
struct JsonLine {
  int line = 0;
  Event event;
};

// Parses JSON Lines text under the file rules above: every non-blank line must hold one event.
// Errors read "<source>:<line>: <what is wrong>".
Result<std::vector<JsonLine>> ParseJsonLines(std::string_view text, std::string_view source);

// Reads and parses a file as it goes (ForEachJsonLineOfFile; errors name the path; a missing or
// unreadable file is kIoError).
Result<std::vector<JsonLine>> ReadJsonLinesFile(const std::string& path);

// What ParseJsonLines and ReadJsonLinesFile read, given line by line to `take` (its line number,
// its event, which `take` may move from) instead of kept: for a caller that keeps only what it
// makes of each event. Stops at the first problem, with the same error.
using JsonLineEventSink = std::function<void(int line, Event&& event)>;
Status ForEachJsonLineEvent(std::string_view text, std::string_view source,
                            const JsonLineEventSink& take);
Status ForEachJsonLineEventOfFile(const std::string& path, const JsonLineEventSink& take);

// The canonical JSON Lines text of `events`: one EventToJson line each, "\n"-terminated.
std::string ToJsonLines(std::span<const Event> events);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSONL_H_
