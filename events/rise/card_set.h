// 崛起TCG card sets: the cards the rise ruleset knows, read from a JSON Lines file with one Card
// per line in Cap'n Proto's JSON encoding of events/rise/cards.capnp (docs/cards.md, "rise").
// Loading checks every card on its own (ValidateCard) and refuses the whole file at its first bad
// line.

#ifndef TCGJUDGE_EVENTS_RISE_CARD_SET_H_
#define TCGJUDGE_EVENTS_RISE_CARD_SET_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/rise/card_data.h"
#include "events/status.h"

namespace tcgjudge::rise {

// Cards by code, in file order; a card's index is its place in the file (what a game's state
// keeps).
class CardSet {
 public:
  // The index of the card with this code.
  std::optional<uint16_t> Find(std::string_view code) const;
  const cards::Card& operator[](uint16_t index) const { return cards_[index]; }
  const std::vector<cards::Card>& cards() const { return cards_; }
  size_t size() const { return cards_.size(); }

  // Adds a card (not validated); refuses a code already in the set.
  Status Add(cards::Card card);

 private:
  std::vector<cards::Card> cards_;
  std::map<std::string, uint16_t, std::less<>> by_code_;
};

// Parses a card set's JSON Lines text under the file rules of game logs (events/jsonl.h). Errors
// read "<source>:<line>: card <code>: <field>: <problem>", the field by its JSON path, e.g.
// "cards.jsonl:7: card R-014: crewNumber: only a squad has a crew number (§304.1)".
Result<CardSet> ParseCardSet(std::string_view text, std::string_view source);

// Reads and parses a card set file (errors name the path; a missing file is kIoError).
Result<CardSet> LoadCardSetFile(const std::string& path);

// One card from one line of JSON, decoded strictly (unknown members and wrong types are refused)
// and validated on its own. Errors read "[card <code>: ]<field>: <problem>".
Result<cards::Card> CardFromJson(std::string_view line);

// The checks of one card on its own (docs/cards.md lists them), with messages
// "<field>: <problem> (<rule>)" naming the field by its JSON path.
Status ValidateCard(const cards::Card& card);

// Whether every field of every struct of events/rise/cards.capnp is named by its C++ value's
// Reflect and every name a Reflect gives is a field of the schema (kCorruption naming the first
// that is not): the test that keeps the two in step.
Status CheckReflectionCoversSchema();

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_EVENTS_RISE_CARD_SET_H_
