// Card data between the plain C++ values (events/zero/card_data.h) and the Cap'n Proto schema
// (events/zero/cards.capnp): the two halves of the card-set codec (events/zero/card_set.cc), one
// file each. Internal to events/: only events/ sees Cap'n Proto types.

#ifndef TCGJUDGE_EVENTS_ZERO_CARD_SCHEMA_H_
#define TCGJUDGE_EVENTS_ZERO_CARD_SCHEMA_H_

#include "events/status.h"
#include "events/zero/card_data.h"
#include "events/zero/cards.capnp.h"

namespace tcgjudge::card_schema {

// card_write.cc: fills `b` with `card`. Empty texts, lists, optional structs and default filters
// are left unset, so that one value has one canonical JSON form.
void WriteCard(const cards::CardDef& card, schema::cards::Card::Builder b);

// card_read.cc: the card `r` holds, or InvalidInput naming the field by its JSON path on anything
// a value cannot hold (an enumerant or union member of a newer schema, a maxCost below -1).
Result<cards::CardDef> ReadCard(schema::cards::Card::Reader r);

}  // namespace tcgjudge::card_schema

#endif  // TCGJUDGE_EVENTS_ZERO_CARD_SCHEMA_H_
