#include "engine/rise/vehicle.h"

#include <algorithm>
#include <optional>

#include "engine/rise/damage.h"
#include "engine/rise/field.h"
#include "engine/rise/play.h"
#include "engine/rise/stack.h"

namespace tcgjudge::rise {
namespace {

using cards::CardType;
using cards::CrewKind;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

bool IsVehicleOnField(const Context& c, CardId id) {
  return IsCharacterOnField(c, id) && c.Info(id).type == CardType::kVehicle;
}

// §303.2: 援军, 战队 and the commander board; a squad fills its crew number of seats (§304.1b).
bool MayCrew(const Context& c, CardId id) {
  const CardType t = c.Info(id).type;
  return t == CardType::kReinforcement || t == CardType::kSquad || t == CardType::kCommander;
}
uint8_t Seats(const Context& c, CardId crew) {
  return c.Info(crew).type == CardType::kSquad ? c.Info(crew).crew_number : 1;
}
bool Fits(const Context& c, CardId crew, CrewKind kind) {
  if (kind == CrewKind::kAnyCharacter) return true;
  const bool commander = c.Info(crew).type == CardType::kCommander;
  return commander == (kind == CrewKind::kCommanderOnly);
}

// The seats of symbol `i` of `vehicle` taken now.
int Taken(const Context& c, CardId vehicle, size_t i) {
  int taken = 0;
  for (CardId id : CrewOf(c, vehicle)) {
    if (c.s.Card(id).crew_symbol == i) taken += Seats(c, id);
  }
  return taken;
}

// The symbol `crew` takes in `vehicle` (§303.1b, §303.1c): the first of its own kind with room,
// else the first 任意角色 one; nullopt if none has room. `*kind_fits`: some symbol is of a
// kind it may fill.
std::optional<uint8_t> SeatFor(const Context& c, CardId crew, CardId vehicle, bool* kind_fits) {
  const auto& symbols = c.Info(vehicle).crew;
  *kind_fits = false;
  for (bool any : {false, true}) {
    for (size_t i = 0; i < symbols.size(); ++i) {
      if ((symbols[i].kind == CrewKind::kAnyCharacter) != any) continue;
      if (!Fits(c, crew, symbols[i].kind)) continue;
      *kind_fits = true;
      if (Taken(c, vehicle, i) + Seats(c, crew) <= symbols[i].count) return uint8_t(i);
    }
  }
  return std::nullopt;
}

void SeatProblems(const Context& c, CardId crew, CardId vehicle, Problems* out) {
  bool kind_fits = false;
  if (SeatFor(c, crew, vehicle, &kind_fits)) return;
  if (!kind_fits) {
    out->push_back(P(Rule::kBoardCrew, c.Name(crew) + " is not of a crew kind " + c.Name(vehicle) +
                                           "'s symbols take"));
  } else {
    out->push_back(P(Rule::kBoardSeat, c.Name(vehicle) + " has no free seat for " + c.Name(crew)));
  }
}

}  // namespace

std::vector<CardId> CrewOf(const Context& c, CardId vehicle) {
  std::vector<CardId> out;
  if (!IsVehicleOnField(c, vehicle)) return out;
  const uint32_t object = c.s.Card(vehicle).object;
  c.s.ForEachCard([&](CardId id, const CardState& card) {  // A token boards as any 援军 (§413.2a).
    if (card.vehicle == vehicle && card.vehicle_object == object && card.zone == Zone::kField) {
      out.push_back(id);
    }
  });
  return out;
}

bool Aboard(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  if (card.vehicle.index == 0) return false;
  return c.s.Card(card.vehicle).object == card.vehicle_object &&
         IsVehicleOnField(c, card.vehicle) && card.zone == Zone::kField;
}

bool IsActive(const Context& c, CardId vehicle) {
  const auto& symbols = c.Info(vehicle).crew;
  for (size_t i = 0; i < symbols.size(); ++i) {
    if (Taken(c, vehicle, i) < symbols[i].count) return false;
  }
  return IsVehicleOnField(c, vehicle);
}

int32_t VehiclePower(const Context& c, CardId vehicle) {
  if (!IsActive(c, vehicle)) return 0;  // §303.3
  const cards::Card& info = c.Info(vehicle);
  if (!info.power_x && info.power_max == 0) return info.power;
  int32_t total = 0;
  for (CardId id : CrewOf(c, vehicle)) total += PowerOf(c, id);
  if (info.power_x) return total;                        // §303.3b
  return std::clamp(total, info.power, info.power_max);  // §303.3a
}

Status RefuseBoard(const Context& c, Seat /*player*/, const Board& d) {
  if (!IsCharacterOnField(c, d.crew)) {
    return Status::InvalidInput("board.crew: " + c.Name(d.crew) +
                                " is not a character on the "
                                "field");
  }
  if (!IsVehicleOnField(c, d.vehicle)) {
    return Status::InvalidInput("board.vehicle: " + c.Name(d.vehicle) +
                                " is not a vehicle on "
                                "the field");
  }
  return Status::Ok();
}

Problems BoardProblems(const Context& c, Seat player, const Board& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  if (!MainTiming(c, player)) {
    out.push_back(P(Rule::kBoardTiming, Letter(player) + " declared a boarding outside its own "
                                                         "non-combat action phase or with links "
                                                         "on the stack"));
  }
  if (State::Controller(d.crew) != player || !MayCrew(c, d.crew)) {
    out.push_back(P(Rule::kBoardCrew, c.Name(d.crew) + " cannot board for " + Letter(player) +
                                          ": only its own 援军, 战队 or commander"));
  } else {
    SeatProblems(c, d.crew, d.vehicle, &out);
  }
  if (State::Controller(d.vehicle) != player) {
    out.push_back(P(Rule::kBoardVehicle,
                    c.Name(d.vehicle) + " is not a vehicle of " + Letter(player) + "'s team"));
  }
  const CardState& crew = c.s.Card(d.crew);
  if (Aboard(c, d.crew)) {
    out.push_back(P(Rule::kBoardAboard, c.Name(d.crew) + " is aboard a vehicle: crew never "
                                                         "leave on their own"));
  }
  if (crew.entered_turn == c.s.turn.number && !c.Info(d.crew).keywords.pilot &&
      c.Info(d.crew).type != CardType::kCommander) {
    out.push_back(P(Rule::kBoardFatigue, c.Name(d.crew) + " entered this turn and has no 领航"));
  }
  if (crew.exhausted) {
    out.push_back(P(Rule::kBoardExhausted, c.Name(d.crew) + " is exhausted: boarding "
                                                            "exhausts a ready character"));
  }
  return out;
}

void DoBoard(Context& c, Seat player, const Board& d) {
  c.s.Card(d.crew).exhausted = true;
  Link link;
  link.kind = LinkKind::kBoard;
  link.controller = player;
  link.card = d.crew;
  link.card_object = c.s.Card(d.crew).object;
  LinkChoices choices;
  choices.targets.push_back(Aim{d.vehicle, 0});
  PushLink(c, std::move(link), choices);
}

void ResolveBoard(Context& c, const Link& link) {
  const CardId crew = link.card;
  const LinkTarget& vehicle = link.targets.at(0);
  if (c.s.Card(crew).object != link.card_object || !IsCharacterOnField(c, crew) ||
      c.s.Card(vehicle.card).object != vehicle.object || !IsVehicleOnField(c, vehicle.card) ||
      Aboard(c, crew)) {
    return;  // countered by the game.
  }
  bool kind_fits = false;
  const std::optional<uint8_t> seat = SeatFor(c, crew, vehicle.card, &kind_fits);
  if (!seat) return;
  CardState& card = c.s.Card(crew);
  card.vehicle = vehicle.card;
  card.vehicle_object = vehicle.object;
  card.crew_symbol = *seat;
}

void LeaveVehicles(Context& c, Seat player) {
  c.s.ForEachCard([&](CardId, CardState& card) {
    if (card.vehicle.index == 0 || card.vehicle.seat != player) return;
    if (card.zone == Zone::kField) card.exhausted = false;
    card.vehicle = CardId{};
    card.vehicle_object = 0;
    card.crew_symbol = 0;
  });
}

void Explode(Context& c, CardId vehicle) {
  const int32_t explosion = c.Info(vehicle).explosion;
  for (CardId id : CrewOf(c, vehicle)) {
    CardState& card = c.s.Card(id);
    card.vehicle = CardId{};
    card.vehicle_object = 0;
    card.crew_symbol = 0;
    // §303.6, §408.2c: a packet of the vehicle's controller, 射击 (§408.3a: no type given).
    DealDamage(c, id, explosion,
               DamageSpec{State::Controller(vehicle), TypeBit(cards::DamageType::kShooting)});
  }
}

}  // namespace tcgjudge::rise
