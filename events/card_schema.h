// Card data between the plain C++ values (events/card_data.h) and the Cap'n Proto schema
// (events/cards.capnp): the two halves of the card-set codec (events/card_set.cc), one file
// each. Internal to events/: only events/ sees Cap'n Proto types.

#ifndef TCGJUDGE_EVENTS_CARD_SCHEMA_H_
#define TCGJUDGE_EVENTS_CARD_SCHEMA_H_

#include "events/card_data.h"
#include "events/cards.capnp.h"
#include "events/status.h"

namespace tcgjudge::card_schema {

// card_write.cc: fills `b` with `card`. Empty texts, lists, optional structs and default filters
// are left unset, so that one value has one canonical JSON form.
void WriteCard(const cards::CardDef& card, schema::cards::Card::Builder b);

// card_read.cc: the card `r` holds, or InvalidInput naming the field by its JSON path on anything
// a value cannot hold (an enumerant or union member of a newer schema, a maxCost below -1).
Result<cards::CardDef> ReadCard(schema::cards::Card::Reader r);

}  // namespace tcgjudge::card_schema

#endif  // TCGJUDGE_EVENTS_CARD_SCHEMA_H_
