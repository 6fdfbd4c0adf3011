// A strict pre-pass over one line of JSON (a log event or a card) before Cap'n Proto's JSON codec
// reads it.
//
// The codec in Debian 12 (Cap'n Proto 0.9.2) mis-decodes \u escapes with hex letters (\u5c0f
// reads as 刅, not 小) and silently keeps the last of two members with the same name. This pass
// refuses what the codec would get wrong and rewrites the rest into a form it reads exactly.

#ifndef TCGJUDGE_EVENTS_JSON_SCAN_H_
#define TCGJUDGE_EVENTS_JSON_SCAN_H_

#include <string>
#include <string_view>

#include "events/status.h"

namespace tcgjudge {

// The deepest nesting of objects and arrays a line may have (the samples reach 5 in an event, 9
// in a card); deeper lines are refused before any decoder recurses into them.
inline constexpr int kMaxJsonDepth = 16;

// What one line of a JSON Lines file holds, as messages name it, and how strictly its unions are
// read. The game log's lines are events (docs/log-format.md), a card set's are cards
// (docs/cards.md).
struct JsonLineKind {
  std::string_view noun;          // "the event", "one event per line".
  std::string_view with_article;  // "(an event is {...})".
  std::string_view schema;        // "(not in the log schema)".
  // Every object of a struct with an unnamed union must give one of its members (json_shape.h).
  // The log checks this itself, with messages of its own (codec.cc).
  bool require_union_member = false;
};
inline constexpr JsonLineKind kEventLine{"event", "an event", "log", false};
inline constexpr JsonLineKind kCardLine{"card", "a card", "card", true};

// Checks that `line` is exactly one JSON object (RFC 8259) with no member name repeated within an
// object, at most kMaxJsonDepth deep, whose strings hold no control characters other than tab,
// newline and carriage return, and whose "prevHash" members are 64 hex digits. Returns the same
// JSON with every \uXXXX escape (surrogate pairs included) replaced by its UTF-8 bytes, or
// kInvalidInput naming the member path and the problem.
Result<std::string> ScanJsonLine(std::string_view line, const JsonLineKind& kind = kEventLine);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSON_SCAN_H_
