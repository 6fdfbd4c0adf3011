// 永恒之轮 card sets: the cards the wheel ruleset knows, read from a JSON Lines file with one Card
// per line in Cap'n Proto's JSON encoding of events/wheel/cards.capnp (docs/cards.md, "wheel").
// Loading checks every card on its own (ValidateCard) and refuses the whole file at its first bad
// line.

#ifndef TCGJUDGE_EVENTS_WHEEL_CARD_SET_H_
#define TCGJUDGE_EVENTS_WHEEL_CARD_SET_H_

#include <string>
#include <string_view>

#include "events/card_set.h"
#include "events/status.h"
#include "events/wheel/card_data.h"

namespace tcgjudge::wheel {

// Cards by code, in file order; a card's index is its place in the file (what a game's state
// keeps): events/card_set.h.
using CardSet = CardSetOf<cards::Card>;

// Parses a card set's JSON Lines text under the file rules of game logs (events/jsonl.h). Errors
// read "<source>:<line>: card <code>: <field>: <problem>", the field by its JSON path, e.g.
// "cards.jsonl:7: card W-014: keywords.shield: only a war spirit or a vehicle has shield (L22)".
Result<CardSet> ParseCardSet(std::string_view text, std::string_view source);

// Reads and parses a card set file (errors name the path; a missing file is kIoError).
Result<CardSet> LoadCardSetFile(const std::string& path);

// One card from one line of JSON, decoded strictly (unknown members and wrong types are refused)
// and validated on its own. Errors read "[card <code>: ]<field>: <problem>".
Result<cards::Card> CardFromJson(std::string_view line);

// The checks of one card on its own (docs/cards.md lists them), with messages
// "<field>: <problem> (<rule>)" naming the field by its JSON path.
Status ValidateCard(const cards::Card& card);

// Whether every field of every struct of events/wheel/cards.capnp is named by its C++ value's
// Reflect and every name a Reflect gives is a field of the schema (kCorruption naming the first
// that is not): the test that keeps the two in step.
Status CheckReflectionCoversSchema();

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_EVENTS_WHEEL_CARD_SET_H_
