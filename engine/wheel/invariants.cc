#include "engine/wheel/invariants.h"

#include <algorithm>
#include <map>

namespace tcgjudge::wheel {
namespace {

Status Bad(CardId id, const std::string& what) {
  return Status::Corruption("wheel state: " + id.ToString() + " " + what);
}

}  // namespace

Status CheckInvariants(const State& s) {
  std::map<CardId, int> places;
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    const PlayerState& p = s.players[i];
    auto pile = [&](const std::vector<CardId>& ids, Zone zone) -> Status {
      for (CardId id : ids) {
        if (id.seat != seat || !s.HasCard(id)) return Bad(id, "is not a card of this seat");
        ++places[id];
        if (s.Card(id).zone != zone) {
          return Bad(id, "lies in the " + std::string(ZoneName(zone)) + " but says " +
                             std::string(ZoneName(s.Card(id).zone)));
        }
      }
      return Status::Ok();
    };
    TJ_RETURN_IF_ERROR(pile(p.deck, Zone::kDeck));
    TJ_RETURN_IF_ERROR(pile(p.hand, Zone::kHand));
    TJ_RETURN_IF_ERROR(pile(p.extra_deck, Zone::kExtraDeck));
    TJ_RETURN_IF_ERROR(pile(p.magic, Zone::kMagic));
    TJ_RETURN_IF_ERROR(pile(p.mana, Zone::kMana));
    TJ_RETURN_IF_ERROR(pile(p.graveyard, Zone::kGraveyard));
    for (Row row : {Row::kAttack, Row::kDefense}) {
      for (uint8_t cell = 0; cell < 3; ++cell) {
        const CardId id = p.Cells(row)[cell];
        if (id.index == 0) continue;
        if (id.seat != seat || !s.HasCard(id)) return Bad(id, "is not a card of this seat");
        ++places[id];
        if (s.Card(id).zone != ZoneOf(row) || s.Card(id).cell != cell) {
          return Bad(id, "lies in " + Cell{row, cell}.ToString() + " but says otherwise");
        }
      }
    }
    for (size_t n = 0; n < s.cards[i].size(); ++n) {
      const CardId id{seat, static_cast<uint16_t>(n + 1)};
      const CardState& card = s.cards[i][n];
      if (card.zone == Zone::kCarried) {
        ++places[id];
        if (!s.HasCard(card.carried_by) || !InBattleZone(s.Card(card.carried_by).zone)) {
          return Bad(id, "is carried by a vehicle that is not on the field");
        }
      } else if (card.zone == Zone::kChain) {
        ++places[id];
        const bool linked = std::any_of(s.chain.links.begin(), s.chain.links.end(),
                                        [&](const Link& l) { return l.card == id; });
        if (!linked) return Bad(id, "is on the chain with no link");
      }
      if (places[id] != 1) {
        return Bad(id, "is in " + std::to_string(places[id]) + " places");
      }
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::wheel
