// CardTable: the cards a 神话起源 game may use (a card set), indexed for the engine: a card
// instance's CardState::def is its card's index here.

#ifndef TCGJUDGE_ENGINE_MYTH_CARD_TABLE_H_
#define TCGJUDGE_ENGINE_MYTH_CARD_TABLE_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/myth/card_data.h"
#include "events/myth/card_set.h"

namespace tcgjudge::myth {

class CardTable {
 public:
  explicit CardTable(const CardSet& set);

  const cards::Card& operator[](uint16_t def) const { return cards_[def]; }
  size_t size() const { return cards_.size(); }
  // The index of the card with this code, if the table has it.
  std::optional<uint16_t> Find(std::string_view code) const;

 private:
  std::vector<cards::Card> cards_;
  std::map<std::string, uint16_t, std::less<>> index_;
};

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_CARD_TABLE_H_
