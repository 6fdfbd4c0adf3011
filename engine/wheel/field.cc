#include "engine/wheel/field.h"

#include "engine/wheel/effects.h"

namespace tcgjudge::wheel {
namespace {

void Erase(std::vector<CardId>& ids, CardId id) { std::erase(ids, id); }

}  // namespace

void Lift(Context& c, CardId id) {
  CardState& card = c.s.Card(id);
  PlayerState& p = c.s.Player(id.seat);
  switch (card.zone) {
    case Zone::kDeck:
      Erase(p.deck, id);
      break;
    case Zone::kHand:
      Erase(p.hand, id);
      break;
    case Zone::kExtraDeck:
      Erase(p.extra_deck, id);
      break;
    case Zone::kAttack:
      p.attack[card.cell] = CardId{};
      break;
    case Zone::kDefense:
      p.defense[card.cell] = CardId{};
      break;
    case Zone::kMagic:
      Erase(p.magic, id);
      break;
    case Zone::kMana:
      Erase(p.mana, id);
      break;
    case Zone::kGraveyard:
      Erase(p.graveyard, id);
      break;
    case Zone::kChain:
    case Zone::kCarried:
      break;
  }
  card.face_down = false;
  card.carried_by = CardId{};
  card.damage = 0;
  card.attack_change = 0;
  card.defense_change = 0;
}

void PutInCell(Context& c, CardId id, Cell cell, bool face_down) {
  Lift(c, id);
  CardState& card = c.s.Card(id);
  TJ_CHECK(c.s.Player(id.seat).Cells(cell.row)[cell.index].index == 0);
  c.s.Player(id.seat).Cells(cell.row)[cell.index] = id;
  card.zone = ZoneOf(cell.row);
  card.cell = cell.index;
  card.face_down = face_down;
  card.entered_turn = c.s.turn.number;
}

void ToGraveyard(Context& c, CardId id) {
  for (CardId crew : CrewOf(c.s, id)) ToGraveyard(c, crew);
  Lift(c, id);
  c.s.Card(id).zone = Zone::kGraveyard;
  c.s.Player(id.seat).graveyard.push_back(id);
}

void ToHand(Context& c, CardId id) {
  for (CardId crew : CrewOf(c.s, id)) ToGraveyard(c, crew);
  Lift(c, id);
  c.s.Card(id).zone = Zone::kHand;
  c.s.Player(id.seat).hand.push_back(id);
}

void Destroy(Context& c, CardId id) {
  ToGraveyard(c, id);
  Happen(c, id, cards::TriggerEvent::kDestroyed);
}

Cell CellOf(const State& s, CardId id) {
  const CardState& card = s.Card(id);
  return Cell{card.zone == Zone::kAttack ? Row::kAttack : Row::kDefense, card.cell};
}

bool HasDefenders(const State& s, Seat seat) {
  for (CardId id : s.Player(seat).defense) {
    if (id.index != 0) return true;
  }
  return false;
}

std::vector<CardId> UnitsOf(const State& s, Seat seat) {
  std::vector<CardId> out;
  for (Row row : {Row::kAttack, Row::kDefense}) {
    for (CardId id : s.Player(seat).Cells(row)) {
      if (id.index != 0) out.push_back(id);
    }
  }
  return out;
}

std::vector<CardId> CrewOf(const State& s, CardId vehicle) {
  std::vector<CardId> out;
  s.ForEachCard(vehicle.seat, [&](CardId id, const CardState& card) {
    if (card.zone == Zone::kCarried && card.carried_by == vehicle) out.push_back(id);
  });
  return out;
}

bool CellReserved(const State& s, Seat seat, Cell cell) {
  for (const Link& link : s.chain.links) {
    if (link.places && link.card.seat == seat && link.cell == cell) {
      return true;
    }
  }
  return false;
}

int AttackOf(const Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  if (info.keywords.devout) return info.attack;
  return std::max(0, info.attack + c.s.Card(id).attack_change);
}

int DefenseOf(const Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  if (info.keywords.devout) return info.defense;
  return std::max(1, info.defense + c.s.Card(id).defense_change);
}

}  // namespace tcgjudge::wheel
