// The cards a ruleset knows, by code, in file order: one class for every ruleset's card data
// (events/<id>/card_set.h names it `CardSet` for its own `cards::Card`). Game-neutral: a card is
// any value with a `std::string code`. A card's index is its place in the file (what a game's
// state keeps), so a set holds at most 65535 cards.

#ifndef TCGJUDGE_EVENTS_CARD_SET_H_
#define TCGJUDGE_EVENTS_CARD_SET_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/status.h"

namespace tcgjudge {

// "card <code>" with the code made printable: how messages about a card name it.
std::string CardContext(std::string_view code);

// Why a card set refuses a card: its code is already in the set, or the set is full.
Status CardCodeAlreadyInSet(std::string_view code);
Status CardSetFull();

template <typename Card>
class CardSetOf {
 public:
  // The card with this code, or nullptr.
  const Card* Find(std::string_view code) const {
    auto it = by_code_.find(code);
    return it == by_code_.end() ? nullptr : &cards_[it->second];
  }
  // The index of the card with this code.
  std::optional<uint16_t> IndexOf(std::string_view code) const {
    auto it = by_code_.find(code);
    if (it == by_code_.end()) return std::nullopt;
    return it->second;
  }
  const Card& operator[](uint16_t index) const { return cards_[index]; }
  const std::vector<Card>& cards() const { return cards_; }
  size_t size() const { return cards_.size(); }

  // Adds a card (not validated); refuses a code already in the set ("card <code>: code: already
  // in the set") and a 65536th card.
  Status Add(Card card) {
    if (by_code_.count(card.code) != 0) return CardCodeAlreadyInSet(card.code);
    if (cards_.size() >= UINT16_MAX) return CardSetFull();
    by_code_.emplace(card.code, static_cast<uint16_t>(cards_.size()));
    cards_.push_back(std::move(card));
    return Status::Ok();
  }

 private:
  std::vector<Card> cards_;
  std::map<std::string, uint16_t, std::less<>> by_code_;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_CARD_SET_H_
