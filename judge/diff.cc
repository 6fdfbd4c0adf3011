#include "judge/diff.h"

#include <map>

namespace tcgjudge {
namespace {

std::string OptionalSeat(const std::optional<Seat>& seat) {
  return seat ? std::string(1, SeatLetter(*seat)) : std::string("none");
}

void Changed(std::vector<DiffLine>& out, std::optional<Seat> player, const std::string& field,
             const std::string& before, const std::string& after) {
  if (before == after) return;
  out.push_back(DiffLine{'-', player, field, std::nullopt, before});
  out.push_back(DiffLine{'+', player, field, std::nullopt, after});
}

std::string Join(const std::vector<std::string>& items) {
  std::string text;
  for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
  return text.empty() ? "none" : text;
}

const BoardPlayer* PlayerOf(const Board& board, Seat seat) {
  for (const BoardPlayer& player : board.players) {
    if (player.seat == seat) return &player;
  }
  return nullptr;
}

const BoardZone* ZoneOf(const BoardPlayer* player, const std::string& name) {
  if (player == nullptr) return nullptr;
  for (const BoardZone& zone : player->zones) {
    if (zone.name == name) return &zone;
  }
  return nullptr;
}

size_t CountOf(const BoardZone* zone) { return zone == nullptr ? 0 : zone->cards.size(); }

// The cards of one zone of one player: removed ones ('-') and changed ones (both) in the first
// position's order, then added ones ('+') in the second's.
void DiffZone(std::vector<DiffLine>& out, Seat seat, const std::string& name, const BoardZone* a,
              const BoardZone* b) {
  std::map<CardId, const BoardCard*> in_b;
  if (b != nullptr) {
    for (const BoardCard& card : b->cards) in_b[card.id] = &card;
  }
  std::map<CardId, bool> in_a;
  if (a != nullptr) {
    for (const BoardCard& card : a->cards) {
      in_a[card.id] = true;
      auto other = in_b.find(card.id);
      if (other != in_b.end() && *other->second == card) continue;
      out.push_back(DiffLine{'-', seat, name, card.id, CardText(card)});
      if (other != in_b.end()) {
        out.push_back(DiffLine{'+', seat, name, card.id, CardText(*other->second)});
      }
    }
  }
  if (b != nullptr) {
    for (const BoardCard& card : b->cards) {
      if (in_a.count(card.id) == 0)
        out.push_back(DiffLine{'+', seat, name, card.id, CardText(card)});
    }
  }
}

}  // namespace

std::string CardText(const BoardCard& card) {
  std::string text = card.id.ToString() + " " + card.code + " " + card.name;
  if (card.tapped) text += " · tapped";
  if (card.face_down) text += " · face down";
  if (card.damage != 0) text += " · damage " + std::to_string(card.damage);
  if (card.atk || card.def) {
    text += " ·";
    if (card.atk) text += " ATK " + std::to_string(*card.atk);
    if (card.raw_atk) text += " (raw " + std::to_string(*card.raw_atk) + ")";
    if (card.def) text += " DEF " + std::to_string(*card.def);
    if (card.raw_def) text += " (raw " + std::to_string(*card.raw_def) + ")";
  }
  if (card.level) text += " · level " + std::to_string(*card.level);
  if (!card.attached.empty()) {
    text += " · equipment";
    for (const CardId& id : card.attached) text += " " + id.ToString();
  }
  for (const std::string& mark : card.marks) text += " · " + mark;
  return text;
}

std::string DiffLineText(const DiffLine& line) {
  std::string text(1, line.op);
  if (line.player) text += std::string(1, SeatLetter(*line.player)) + " ";
  return text + line.field + ": " + line.text;
}

std::vector<DiffLine> DiffBoards(const Board& a, const Board& b) {
  std::vector<DiffLine> out;
  Changed(out, std::nullopt, "turn", std::to_string(a.turn), std::to_string(b.turn));
  Changed(out, std::nullopt, "active", std::string(1, SeatLetter(a.active)),
          std::string(1, SeatLetter(b.active)));
  Changed(out, std::nullopt, "step", a.step, b.step);
  Changed(out, std::nullopt, "priority", OptionalSeat(a.priority), OptionalSeat(b.priority));
  Changed(out, std::nullopt, "waits for", a.pending, b.pending);
  Changed(out, std::nullopt, "result", a.result.empty() ? "none" : a.result,
          b.result.empty() ? "none" : b.result);
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const BoardPlayer* pa = PlayerOf(a, seat);
    const BoardPlayer* pb = PlayerOf(b, seat);
    Changed(out, seat, "life", std::to_string(CountOf(ZoneOf(pa, "life"))),
            std::to_string(CountOf(ZoneOf(pb, "life"))));
    Changed(out, seat, "deck", std::to_string(CountOf(ZoneOf(pa, "deck"))),
            std::to_string(CountOf(ZoneOf(pb, "deck"))));
    for (const char* zone : {"hand", "resource", "battle", "event", "rest", "removed"}) {
      DiffZone(out, seat, zone, ZoneOf(pa, zone), ZoneOf(pb, zone));
    }
    Changed(out, seat, "marks", Join(pa ? pa->marks : std::vector<std::string>{}),
            Join(pb ? pb->marks : std::vector<std::string>{}));
  }
  // The chain, bottom first: a link that differs from the other position's at its place.
  const size_t links = std::max(a.chain.size(), b.chain.size());
  auto link_text = [](size_t i, const BoardLink& link) {
    return std::to_string(i + 1) + ". " + std::string(1, SeatLetter(link.controller)) + ": " +
           link.text;
  };
  for (size_t i = 0; i < links; ++i) {
    const bool has_a = i < a.chain.size(), has_b = i < b.chain.size();
    if (has_a && has_b && a.chain[i] == b.chain[i]) continue;
    if (has_a) {
      out.push_back(
          DiffLine{'-', std::nullopt, "chain", a.chain[i].source, link_text(i, a.chain[i])});
    }
    if (has_b) {
      out.push_back(
          DiffLine{'+', std::nullopt, "chain", b.chain[i].source, link_text(i, b.chain[i])});
    }
  }
  return out;
}

}  // namespace tcgjudge
