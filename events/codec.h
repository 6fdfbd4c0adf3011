// Conversion between Event values and their persisted forms: the canonical Cap'n Proto encoding
// (what the store keeps and what the hash chain covers) and one line of JSON (the interchange).

#ifndef TCGJUDGE_EVENTS_CODEC_H_
#define TCGJUDGE_EVENTS_CODEC_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// The canonical Cap'n Proto encoding of `event` (a single segment, no segment table): the same
// value always encodes to the same bytes. `event` must be well-formed (ValidateEventShape). For
// many events, an EventEncoder (event_encoder.h) writes the same bytes with less memory traffic.
std::string EncodeEvent(const Event& event);

// The Cap'n Proto reader limits of DecodeEvent (docs/fuzzing.md). Traversal: at most
// kEventTraversalWordsPerWord words read per word of input, plus kEventTraversalSlackWords, so
// that pointers cannot make a small value cost much (lists of empty elements, shared targets).
// Nesting: at most kEventNestingLimit levels of structs and lists (the log schema has no
// recursive type, so an event needs only a handful).
inline constexpr uint64_t kEventTraversalWordsPerWord = 4;
inline constexpr uint64_t kEventTraversalSlackWords = 64;
inline constexpr int kEventNestingLimit = 16;

// Decodes bytes produced by EncodeEvent. Refuses (kCorruption) bytes that are not a canonical,
// well-formed event, or that EncodeEvent would not write for it (set bits no field reads);
// traversal and nesting are bounded (above), so hostile bytes cannot exhaust memory or time.
// For many events, an EventDecoder (event_decoder.h) does the same with less memory traffic.
Result<Event> DecodeEvent(std::string_view bytes);

// EncodeEvent and DecodeEvent as they were before EventEncoder and EventDecoder (event_encoder.h,
// event_decoder.h) kept their memory from one event to the next: a new message, Cap'n Proto's
// canonicalize and new buffers for every event. The reference the coders are held to: the same
// bytes, the same events, the same refusals with the same messages (tests/events/
// event_coder_test.cc, the stored_event fuzz target).
std::string ReferenceEncodeEvent(const Event& event);
Result<Event> ReferenceDecodeEvent(std::string_view bytes);

// `event` as one line of JSON (no trailing newline), in the canonical form export writes.
std::string EventToJson(const Event& event);

// Parses one line of JSON. Unknown fields, wrong types, malformed card ids and events whose
// actor does not fit their body are refused (kInvalidInput) with a message that names the field.
// The hot event kinds in their canonical form are read by a hand-written path (json_fast.h);
// every other line, and every refusal, by Cap'n Proto's JSON codec (EventFromJsonByCodec).
Result<Event> EventFromJson(std::string_view line);

// EventFromJson through the codec alone, for the checks that the fast path reads what the codec
// reads (tests/events/json_fast_test.cc, the json_fast fuzz target).
Result<Event> EventFromJsonByCodec(std::string_view line);

// Checks what can be checked of one event on its own: seq >= 1, a valid game id, the actor kind
// fits the body (header and facts: table; decisions: a player; judge events: a judge id), the
// header's own fields (two players, schema version), an RFC 3339 time or "".
Status ValidateEventShape(const Event& event);

// True if `id` is a valid game id: 1..64 characters of [A-Za-z0-9._-].
bool IsValidGameId(std::string_view id);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_CODEC_H_
