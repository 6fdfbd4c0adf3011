// Yu-Gi-Oh card sets: the cards the ygo ruleset knows, read from a JSON Lines file with one Card
// per line in Cap'n Proto's JSON encoding of events/ygo/cards.capnp (docs/cards.md, "ygo").
// Loading checks every card on its own (ValidateCard) and the set as a whole (codes a card names
// must be in the set), and refuses the whole file at its first bad line.

#ifndef TCGJUDGE_EVENTS_YGO_CARD_SET_H_
#define TCGJUDGE_EVENTS_YGO_CARD_SET_H_

#include <string>
#include <string_view>

#include "events/card_set.h"
#include "events/status.h"
#include "events/ygo/card_data.h"

namespace tcgjudge::ygo {

// Cards by code, in file order (events/card_set.h).
using CardSet = CardSetOf<cards::Card>;

// Parses a card set's JSON Lines text under the file rules of game logs (events/jsonl.h). Errors
// read "<source>:<line>: card <code>: <field>: <problem>", the field by its JSON path, e.g.
// "cards.jsonl:7: card 89631139: monster.level: a normal monster has a level of 1 to 12 (§2.1)".
Result<CardSet> ParseCardSet(std::string_view text, std::string_view source);

// Reads and parses a card set file (errors name the path; a missing file is kIoError).
Result<CardSet> LoadCardSetFile(const std::string& path);

// One card from one line of JSON, decoded strictly (unknown members, wrong types, two
// alternatives of a union or none are refused) and validated on its own. Errors read
// "[card <code>: ]<field>: <problem>".
Result<cards::Card> CardFromJson(std::string_view line);

// `card` as one line of JSON (no newline): CardFromJson reads it back to an equal value.
std::string CardToJson(const cards::Card& card);

// The checks of one card on its own (docs/cards.md lists them), with messages
// "<field>: <problem> (<rule>)" naming the field by its JSON path.
Status ValidateCard(const cards::Card& card);

// The checks of a card against the set it is in: every code it names (a filter's code, a token,
// a ritual monster) is a card of `set` of the right kind.
Status ValidateReferences(const cards::Card& card, const CardSet& set);

// Whether every field of every struct of events/ygo/cards.capnp is named by its C++ value's
// Reflect, and every name a Reflect gives is a field of the schema: the test that keeps the two
// in step (kInternal naming the first field that is not).
Status CheckReflectionCoversSchema();

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_EVENTS_YGO_CARD_SET_H_
