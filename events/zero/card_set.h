// Card sets: the cards a ruleset knows, read from a JSON Lines file with one Card per line in Cap'n
// Proto's JSON encoding of events/zero/cards.capnp (docs/cards.md). Loading checks every card
// (ValidateCard) and refuses the whole file at its first bad line.

#ifndef TCGJUDGE_EVENTS_ZERO_CARD_SET_H_
#define TCGJUDGE_EVENTS_ZERO_CARD_SET_H_

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "events/status.h"
#include "events/zero/card_data.h"

namespace tcgjudge {

// Cards by code, in file order.
class CardSet {
 public:
  // The card with this code, or nullptr.
  const cards::CardDef* Find(std::string_view code) const;

  // Every card, in the order they were added (file order).
  const std::vector<cards::CardDef>& cards() const { return cards_; }
  size_t size() const { return cards_.size(); }
  bool empty() const { return cards_.empty(); }

  // Adds a card. Refuses (kInvalidInput) a code already in the set: "code: already in the set".
  // Does not validate: cards from ParseCardSet and CardFromJson are validated already.
  Status Add(cards::CardDef card);

 private:
  std::vector<cards::CardDef> cards_;
  std::map<std::string, size_t, std::less<>> by_code_;
};

// Parses a card set's JSON Lines text under the file rules of game logs (jsonl.h: UTF-8, every
// line ended by a newline, blank lines skipped, size limits), then checks every card. Errors
// read "<source>:<line>: card <code>: <field>: <problem>", e.g.
// "cards.jsonl:7: card BP02-058: atkBonus: only equipment has bonuses (310)"; a line that does
// not decode reads "<source>:<line>: [card <code>: ]<what is wrong>". A code defined twice is
// refused at its second line: "card <code>: code: already defined on line <n>".
Result<CardSet> ParseCardSet(std::string_view text, std::string_view source);

// Reads and parses a card set file (errors name the path; a missing file is kIoError).
Result<CardSet> LoadCardSetFile(const std::string& path);

// One card from one line of JSON, decoded strictly (unknown members, wrong types, two
// alternatives of a union or none refused) and validated. Errors read
// "[card <code>: ]<field>: <problem>".
Result<cards::CardDef> CardFromJson(std::string_view line);

// `card` as one line of JSON (no trailing newline) in canonical form: every number and flag
// written, empty texts and lists left out. CardFromJson reads it back to an equal value.
std::string CardToJson(const cards::CardDef& card);

// The checks of one card on its own, with messages "<field>: <problem> (<rule>)" naming the field
// by its JSON path (e.g. "effects[1].triggered.actions[0].destroy"). See docs/cards.md for the
// list.
Status ValidateCard(const cards::CardDef& card);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_ZERO_CARD_SET_H_
