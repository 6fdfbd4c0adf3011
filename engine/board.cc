#include "engine/board.h"

namespace tcgjudge {

const BoardPlayer* Board::Player(Seat seat) const {
  for (const BoardPlayer& player : players) {
    if (player.seat == seat) return &player;
  }
  return nullptr;
}

const BoardZone* Board::Zone(Seat seat, std::string_view name) const {
  const BoardPlayer* player = Player(seat);
  if (player == nullptr) return nullptr;
  for (const BoardZone& zone : player->zones) {
    if (zone.name == name) return &zone;
  }
  return nullptr;
}

int32_t LifeOf(const BoardPlayer& player) {
  if (player.life_points) return *player.life_points;
  if (player.life_card) return player.life_card->life;
  for (const BoardZone& zone : player.zones) {
    if (zone.name == player.life_zone) return static_cast<int32_t>(zone.cards.size());
  }
  return 0;
}

std::string StatText(const BoardStat& stat) {
  std::string text = stat.label + " " + std::to_string(stat.value);
  if (stat.printed && *stat.printed != stat.value) {
    text += " (printed " + std::to_string(*stat.printed) + ")";
  }
  return text;
}

std::string CardText(const BoardCard& card, const BoardZone* zone) {
  std::string text = card.id.ToString() + " " + card.code + " " + card.name;
  if (card.slot) {
    text += " · ";
    text += zone != nullptr && *card.slot < zone->cells.size()
                ? zone->cells[*card.slot]
                : "slot " + std::to_string(*card.slot + 1);
  }
  if (!card.position.empty()) text += " · " + card.position;
  if (card.tapped) text += " · tapped";
  if (card.face_down) text += " · face down";
  if (card.damage != 0) text += " · damage " + std::to_string(card.damage);
  auto value = [](const char* name, const std::optional<int32_t>& used,
                  const std::optional<int32_t>& raw) {
    std::string v = std::string(" ") + name + " " + std::to_string(*used);
    if (raw && *raw != *used) v += " (raw " + std::to_string(*raw) + ")";
    return v;
  };
  if (card.atk || card.def) {
    text += " ·";
    if (card.atk) text += value("ATK", card.atk, card.raw_atk);
    if (card.def) text += value("DEF", card.def, card.raw_def);
  }
  if (card.level) text += " · level " + std::to_string(*card.level);
  for (const BoardStat& stat : card.stats) text += " · " + StatText(stat);
  for (const BoardCounter& counter : card.counters) {
    text += " · " + counter.name + " " + std::to_string(counter.count);
  }
  if (!card.attached.empty()) {
    text += " · attached";
    for (const CardId& id : card.attached) text += " " + id.ToString();
  }
  for (const BoardProperty& property : card.properties) {
    text += " · " + property.name + " " + property.value;
  }
  for (const std::string& mark : card.marks) text += " · " + mark;
  return text;
}

std::string SeenText(SeatMask seen_by) {
  switch (seen_by) {
    case kSeenByNobody:
      return "seen by nobody";
    case kSeenByBoth:
      return "";
    default:
      return std::string("seen by ") + ((seen_by & SeatBit(Seat::kA)) != 0 ? "A" : "B");
  }
}

std::string LinkText(const BoardLink& link) {
  std::string text = std::string(1, SeatLetter(link.controller)) + ": " + link.text;
  if (link.speed) text += " (spell speed " + std::to_string(*link.speed) + ")";
  const std::string seen = SeenText(link.seen_by);
  return seen.empty() ? text : text + " · " + seen;
}

std::string CombatText(const BoardCombat& combat) {
  std::string text = combat.attacker ? combat.attacker->ToString() : std::string("an attack");
  if (combat.weapon) text += " with " + combat.weapon->ToString();
  text += combat.target ? " attacks " + combat.target->ToString() : " attacks directly";
  if (combat.defender) text += " · " + combat.defender->ToString() + " defends";
  if (!combat.step.empty()) text += " (" + combat.step + ")";
  return text;
}

}  // namespace tcgjudge
