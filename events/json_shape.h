// Strict typing of a JSON line (a log event, a card) against its schema, before Cap'n Proto's JSON
// codec reads it.
//
// The codec on its own is lenient where a judge tool must not be: it takes the last of two
// alternatives ("player" and "judge" in one event), reads "2" as the number 2 and 1 as a Void.
// This check refuses those with the member's path. Internal to events/: it sees Cap'n Proto.

#ifndef TCGJUDGE_EVENTS_JSON_SHAPE_H_
#define TCGJUDGE_EVENTS_JSON_SHAPE_H_

#include <capnp/compat/json.h>
#include <capnp/schema.h>

#include "events/json_scan.h"
#include "events/status.h"

namespace tcgjudge {

// Checks that `value` is a JSON object that the codec maps onto `schema` exactly: every member
// names a field (or a field of a $Json.flatten struct field), at most one member of each union
// is given, and each member's JSON type fits its field (numbers for numbers, strings for texts,
// hex data and enums, null for Void, booleans, arrays for lists, objects for structs), enums
// name one of their enumerants. With kind.require_union_member, every object of a struct with an
// unnamed union must also give one of the union's members ("no kind given"); so must, in every
// kind of line, an object of a struct that is nothing but a union whose first member is Void (a
// recorder, a reveal's source, a declared result), which {} would silently read as that member.
// Messages name the top-level object and the schema as `kind` says.
Status CheckJsonShape(capnp::JsonValue::Reader value, capnp::StructSchema schema,
                      const JsonLineKind& kind = kEventLine);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSON_SHAPE_H_
