// Reading one line of JSON into a Cap'n Proto struct: the strict path shared by log events
// (codec.cc) and cards (card_set.cc). Internal to events/: it sees Cap'n Proto.

#ifndef TCGJUDGE_EVENTS_JSON_DECODE_H_
#define TCGJUDGE_EVENTS_JSON_DECODE_H_

#include <capnp/compat/json.h>
#include <capnp/dynamic.h>
#include <kj/exception.h>

#include <string>
#include <string_view>

#include "events/json_scan.h"
#include "events/status.h"

namespace tcgjudge {

// Decodes `line` into `root`, in four steps: ScanJsonLine (exact \u escapes, no repeated
// members), the codec's raw parse, CheckJsonShape against root's schema (every member typed, one
// alternative per union), then the codec's decode (with the codec's own annotations and
// settings). Any failure is kInvalidInput with a message naming the member; `root` may then be
// partly filled.
Status DecodeJsonLine(std::string_view line, const capnp::JsonCodec& codec,
                      capnp::DynamicStruct::Builder root, const JsonLineKind& kind);

// The value of the top-level string member `name` of the JSON object `line`, or "" if the line
// does not parse or has no such string member. For messages about a line that did not decode
// (e.g. the code of a card).
std::string PeekStringMember(std::string_view line, std::string_view name);

// The message of a KJ exception thrown by the JSON codec or a message reader on bad input, worded
// for a person (KJ's internal condition and expression dropped).
std::string DescribeKjException(const kj::Exception& e);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSON_DECODE_H_
