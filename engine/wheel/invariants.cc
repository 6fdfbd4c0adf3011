#include "engine/wheel/invariants.h"

#include <algorithm>
#include <map>

namespace tcgjudge::wheel {
namespace {

Status Bad(CardId id, const std::string& what) {
  return Status::Corruption("wheel state: " + id.ToString() + " " + what);
}

// A paper game's main deck: its instances are the deck's unknown cards (paper.h, W-P1).
uint32_t PaperDeckSize(const State& s, Seat seat) {
  return s.paper->seats[SeatIndex(seat)].knowledge.decklist().CardCount();
}

// `id` lies in exactly one place; in a paper game an unknown card of the main deck lies in the
// deck or nowhere (it stands for a card drawn as a handle), and a retired handle nowhere.
Status CheckPlace(const State& s, CardId id, const CardState& card, uint32_t unknown_deck,
                  std::map<CardId, int>& places) {
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
  const int n = places[id];
  if (!id.IsHandle() && id.index <= unknown_deck) {
    if (card.def != kNoIdentity || card.zone != Zone::kDeck || n > 1) {
      return Bad(id, "is an unknown card of a recorded game's deck, but is elsewhere or known");
    }
    return Status::Ok();
  }
  if (id.IsHandle() &&
      s.paper->seats[SeatIndex(id.seat)].knowledge.handles()[id.HandleNumber() - 1].retired) {
    if (n != 0) return Bad(id, "went back into its deck unseen, but is in a place");
    return Status::Ok();
  }
  if (n != 1) return Bad(id, "is in " + std::to_string(n) + " places");
  return Status::Ok();
}

}  // namespace

Status CheckInvariants(const State& s) {
  if (s.paper) {
    for (const PaperSeat& seat : s.paper->seats) {
      TJ_RETURN_IF_ERROR(seat.knowledge.CheckShape());
      if (seat.handles.size() != seat.knowledge.handles().size()) {
        return Status::Corruption("wheel state: the handles' cards do not match the knowledge's");
      }
    }
    for (const OpenQuestion& q : s.paper->questions) {
      if (!q.card.IsHandle() || !s.HasCard(q.card)) {
        return Status::Corruption("wheel state: an open question on " + q.card.ToString() +
                                  ", which is no handle of the game");
      }
    }
  }
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
    const uint32_t unknown_deck = s.paper ? PaperDeckSize(s, seat) : 0;
    Status status = Status::Ok();
    s.ForEachCard(seat, [&](CardId id, const CardState& card) {
      if (status.ok()) status = CheckPlace(s, id, card, unknown_deck, places);
    });
    TJ_RETURN_IF_ERROR(status);
  }
  return Status::Ok();
}

}  // namespace tcgjudge::wheel
