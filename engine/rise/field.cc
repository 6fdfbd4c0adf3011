#include "engine/rise/field.h"

#include "engine/rise/attach.h"
#include "engine/rise/counters.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using cards::CardType;

const std::vector<cards::Ability> kNone;

std::vector<CardId>* ListOf(PlayerState& p, Zone zone, Row row) {
  switch (zone) {
    case Zone::kDeck:
      return &p.deck;
    case Zone::kHand:
      return &p.hand;
    case Zone::kBase:
      return &p.base;
    case Zone::kField:
      if (row == Row::kResource) return &p.resources;
      if (row == Row::kTroop) return &p.troops;
      return &p.commander_row;
    default:
      return nullptr;  // The stack lists links (State::stack); the vortex is not built yet; a
                       // token gone is nowhere (§413.2b).
  }
}

void Erase(std::vector<CardId>* list, CardId id) {
  if (list != nullptr) list->erase(std::remove(list->begin(), list->end(), id), list->end());
}

}  // namespace

void MoveTo(Context& c, CardId id, Zone zone, Row row) {
  CardState& card = c.s.Card(id);
  PlayerState& owner = c.s.Player(id.seat);
  const bool new_object = card.zone != zone || (zone == Zone::kField && row == Row::kResource &&
                                                card.row != Row::kResource);
  if (new_object && card.zone == Zone::kField) DestroyAttachmentsOf(c, id);  // §403.4
  Erase(ListOf(owner, card.zone, card.row), id);
  if (new_object) {
    ++card.object;
    card.damage = 0;
    card.exhausted = false;
    card.power_change = 0;
    card.uses = {};
    card.vehicle = CardId{};  // §303.2: no longer aboard.
    card.vehicle_object = 0;
    card.crew_symbol = 0;
    card.host = CardId{};  // §403.4: no longer attached.
    card.host_object = 0;
    ClearCounters(c.s, id);  // §413.1b
    if (zone != Zone::kStack && zone != Zone::kField) card.face_down = false;
  }
  card.zone = zone;
  card.row = zone == Zone::kField ? row : Row::kNone;
  if (zone == Zone::kField && new_object) card.entered_turn = c.s.turn.number;
  if (std::vector<CardId>* list = ListOf(owner, zone, card.row)) list->push_back(id);
}

void Draw(Context& c, Seat player, int n) {
  PlayerState& p = c.s.Player(player);
  for (int i = 0; i < n; ++i) {
    if (p.deck.empty()) {
      p.drew_from_empty = true;
      return;
    }
    MoveTo(c, p.deck.front(), Zone::kHand);
  }
}

void Trigger(Context& c, CardId id, cards::TriggerEvent event) {
  const auto& abilities = c.Info(id).AbilitiesOn(c.s.Card(id).face);
  for (size_t i = 0; i < abilities.size(); ++i) {
    if (abilities[i].kind == cards::AbilityKind::kTriggered && abilities[i].on == event &&
        ConditionHolds(c, State::Controller(id), abilities[i].condition)) {
      c.s.waiting.push_back(Waiting{State::Controller(id), id, static_cast<uint8_t>(i)});
    }
  }
}

bool ConditionHolds(const Context& c, Seat controller, const cards::Condition& cond) {
  const PlayerState& p = c.s.Player(controller);
  switch (cond.check) {
    case cards::ConditionCheck::kCommanderDamaged:
      return c.s.Card(p.commander).damage > 0;  // §407.1: a positive damage.
    case cards::ConditionCheck::kHandAtMost:
      return p.hand.size() <= static_cast<size_t>(cond.amount);
    case cards::ConditionCheck::kUnitsAtLeast: {
      int32_t units = 0;
      for (const auto* row : {&p.troops, &p.commander_row}) {
        for (CardId id : *row) units += IsCharacterOnField(c, id) && c.Info(id).IsUnit() ? 1 : 0;
      }
      return units >= cond.amount;
    }
    default:
      return true;
  }
}

void Destroy(Context& c, CardId id) {
  const bool face_down = c.s.Card(id).face_down;
  if (!face_down && c.Info(id).type == CardType::kVehicle) Explode(c, id);  // §303.6
  MoveTo(c, id, Zone::kBase);
  if (c.s.Player(id.seat).commander == id) c.s.Player(id.seat).lost = true;
  if (!face_down) Trigger(c, id, cards::TriggerEvent::kDestroyed);
}

bool IsCharacterOnField(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  return card.zone == Zone::kField && !card.face_down && card.row != Row::kResource &&
         c.Info(id).IsCharacter();
}

int32_t LifeOf(const Context& c, CardId id) {
  return c.Info(id).PrintedLife(c.s.Card(id).face) + CounterChange(c.s, id, Stat::kLife);
}

int32_t PowerOf(const Context& c, CardId id) {
  const bool vehicle = c.Info(id).type == CardType::kVehicle;
  const int32_t printed =
      vehicle ? VehiclePower(c, id) : c.Info(id).PrintedPower(c.s.Card(id).face);
  const int32_t power =
      printed + c.s.Card(id).power_change + CounterChange(c.s, id, Stat::kPower);  // §413.1c
  return power < 0 ? 0 : power;  // §104.2
}

bool IsFatigued(const Context& c, CardId id) {
  if (!c.Info(id).IsTroop()) return false;
  return c.s.Card(id).entered_turn >= c.s.Player(State::Controller(id)).turn_started;
}

const std::vector<cards::Ability>& AbilitiesOf(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  if (card.face_down) return kNone;
  return c.Info(id).AbilitiesOn(card.face);
}

}  // namespace tcgjudge::rise
