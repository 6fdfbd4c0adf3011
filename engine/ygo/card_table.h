// CardTable: the cards a Yu-Gi-Oh duel may use (a card set), indexed for the engine: a card
// instance's CardState::def is its card's index here.

#ifndef TCGJUDGE_ENGINE_YGO_CARD_TABLE_H_
#define TCGJUDGE_ENGINE_YGO_CARD_TABLE_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/ygo/card_data.h"
#include "events/ygo/card_set.h"

namespace tcgjudge::ygo {

class CardTable {
 public:
  explicit CardTable(const CardSet& set);

  const cards::Card& operator[](uint16_t def) const { return cards_[def]; }
  size_t size() const { return cards_.size(); }
  const std::vector<cards::Card>& all() const { return cards_; }
  // The index of the card with this code, if the table has it.
  std::optional<uint16_t> Find(std::string_view code) const;

 private:
  std::vector<cards::Card> cards_;
  std::map<std::string, uint16_t, std::less<>> index_;
};

// §1.1.2, §2.1 放置位置: fusion, synchro, xyz and link monsters start in the extra deck.
bool IsExtraDeckMonster(const cards::Card& card);
// §2.1.8: a link monster (always face-up in ATK position, no level).
bool IsLink(const cards::Card& card);
bool IsPendulum(const cards::Card& card);
// Ritual, fusion, synchro, xyz and link monsters: Special Summoned properly first (§2.1 苏生限制).
bool HasReviveLimit(const cards::Card& card);
// §5 咒文速度: the spell speed of effect `effect` of `card` (1-3).
uint8_t SpellSpeed(const cards::Card& card, uint8_t effect);
// §2.1.2: an Effect Monster by its frame: kind effect, or a ritual or extra deck monster with the
// trait effect; never by whether its effects are written (docs/rulings-ygo.md Y-31).
bool IsEffectMonster(const cards::Card& card);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_CARD_TABLE_H_
