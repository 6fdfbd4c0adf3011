#include "engine/myth/card_table.h"

namespace tcgjudge::myth {

CardTable::CardTable(const CardSet& set) : cards_(set.cards()) {
  for (size_t i = 0; i < cards_.size(); ++i) {
    index_.emplace(cards_[i].code, static_cast<uint16_t>(i));
  }
}

std::optional<uint16_t> CardTable::Find(std::string_view code) const {
  auto it = index_.find(code);
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

}  // namespace tcgjudge::myth
