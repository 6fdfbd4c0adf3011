#include "judge/diff.h"

#include <algorithm>
#include <map>

namespace tcgjudge {
namespace {

std::string OptionalSeat(const std::optional<Seat>& seat) {
  return seat ? std::string(1, SeatLetter(*seat)) : std::string("none");
}

// The card as a diff shows it: CardText, and who may see it where not both players.
std::string DiffCardText(const BoardCard& card, const BoardZone& zone) {
  std::string text = CardText(card, &zone);
  const std::string seen = SeenText(card.seen_by);
  return seen.empty() ? text : text + " · " + seen;
}

class Differ {
 public:
  void Changed(std::optional<Seat> player, const std::string& field, const std::string& before,
               const std::string& after) {
    if (before == after) return;
    out_.push_back(DiffLine{'-', player, field, std::nullopt, before});
    out_.push_back(DiffLine{'+', player, field, std::nullopt, after});
  }

  // One zone of one player; either may be missing from its board (nullptr: no such zone there).
  void Zone(Seat seat, const std::string& name, const BoardZone* a, const BoardZone* b) {
    static const BoardZone kEmpty;
    const BoardZone& za = a != nullptr ? *a : kEmpty;
    const BoardZone& zb = b != nullptr ? *b : kEmpty;
    if (Unseen(za) && Unseen(zb)) {
      const bool reordered = za.cards.size() == zb.cards.size() && !SameOrder(za, zb);
      Changed(seat, name, std::to_string(za.cards.size()),
              std::to_string(zb.cards.size()) + (reordered ? " (reordered)" : ""));
      return;
    }
    std::map<CardId, const BoardCard*> in_b;
    for (const BoardCard& card : zb.cards) in_b[card.id] = &card;
    std::map<CardId, bool> in_a;
    for (const BoardCard& card : za.cards) {
      in_a[card.id] = true;
      auto other = in_b.find(card.id);
      if (other != in_b.end() && *other->second == card) continue;
      out_.push_back(DiffLine{'-', seat, name, card.id, DiffCardText(card, za)});
      if (other != in_b.end()) {
        out_.push_back(DiffLine{'+', seat, name, card.id, DiffCardText(*other->second, zb)});
      }
    }
    for (const BoardCard& card : zb.cards) {
      if (in_a.count(card.id) == 0) {
        out_.push_back(DiffLine{'+', seat, name, card.id, DiffCardText(card, zb)});
      }
    }
  }

  void Player(Seat seat, const BoardPlayer* a, const BoardPlayer* b) {
    static const BoardPlayer kNobody;
    const BoardPlayer& pa = a != nullptr ? *a : kNobody;
    const BoardPlayer& pb = b != nullptr ? *b : kNobody;
    Changed(seat, "life", std::to_string(LifeOf(pa)), std::to_string(LifeOf(pb)));
    auto life_card = [](const BoardPlayer& p) {
      return p.life_card ? p.life_card->card.ToString() : std::string("none");
    };
    Changed(seat, "life card", life_card(pa), life_card(pb));
    std::vector<std::string> names;
    for (const BoardPlayer* p : {&pa, &pb}) {
      for (const BoardZone& zone : p->zones) {
        if (std::find(names.begin(), names.end(), zone.name) == names.end()) {
          names.push_back(zone.name);
        }
      }
    }
    for (const std::string& name : names) {
      const BoardZone* za = Find(pa, name);
      const BoardZone* zb = Find(pb, name);
      // A life zone nobody sees is the life line above.
      const bool life = name == pa.life_zone || name == pb.life_zone;
      if (life && (za == nullptr || Unseen(*za)) && (zb == nullptr || Unseen(*zb))) continue;
      Zone(seat, name, za, zb);
    }
    Changed(seat, "marks", Join(pa.marks), Join(pb.marks));
  }

  void Chain(const Board& a, const Board& b) {
    const size_t links = std::max(a.chain.size(), b.chain.size());
    auto link_text = [](size_t i, const BoardLink& link) {
      return std::to_string(i + 1) + ". " + LinkText(link);
    };
    for (size_t i = 0; i < links; ++i) {
      const bool has_a = i < a.chain.size(), has_b = i < b.chain.size();
      if (has_a && has_b && a.chain[i] == b.chain[i]) continue;
      if (has_a) {
        out_.push_back(
            DiffLine{'-', std::nullopt, "chain", a.chain[i].source, link_text(i, a.chain[i])});
      }
      if (has_b) {
        out_.push_back(
            DiffLine{'+', std::nullopt, "chain", b.chain[i].source, link_text(i, b.chain[i])});
      }
    }
  }

  std::vector<DiffLine> Take() { return std::move(out_); }

 private:
  // A hidden zone whose cards nobody may see (a deck, a life zone): a pile diffed by its count.
  static bool Unseen(const BoardZone& zone) {
    return zone.hidden && std::all_of(zone.cards.begin(), zone.cards.end(), [](const BoardCard& c) {
             return c.seen_by == kSeenByNobody;
           });
  }
  static bool SameOrder(const BoardZone& a, const BoardZone& b) {
    return std::equal(a.cards.begin(), a.cards.end(), b.cards.begin(), b.cards.end(),
                      [](const BoardCard& x, const BoardCard& y) { return x.id == y.id; });
  }
  static const BoardZone* Find(const BoardPlayer& player, const std::string& name) {
    for (const BoardZone& zone : player.zones) {
      if (zone.name == name) return &zone;
    }
    return nullptr;
  }
  static std::string Join(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items) text += (text.empty() ? "" : ", ") + item;
    return text.empty() ? "none" : text;
  }

  std::vector<DiffLine> out_;
};

}  // namespace

std::string DiffLineText(const DiffLine& line) {
  std::string text(1, line.op);
  if (line.player) text += std::string(1, SeatLetter(*line.player)) + " ";
  return text + line.field + ": " + line.text;
}

std::vector<DiffLine> DiffBoards(const Board& a, const Board& b) {
  Differ differ;
  differ.Changed(std::nullopt, "turn", std::to_string(a.turn), std::to_string(b.turn));
  differ.Changed(std::nullopt, "active", std::string(1, SeatLetter(a.active)),
                 std::string(1, SeatLetter(b.active)));
  differ.Changed(std::nullopt, "step", a.step, b.step);
  differ.Changed(std::nullopt, "priority", OptionalSeat(a.priority), OptionalSeat(b.priority));
  differ.Changed(std::nullopt, "waits for", a.pending, b.pending);
  differ.Changed(std::nullopt, "result", a.result.empty() ? "none" : a.result,
                 b.result.empty() ? "none" : b.result);
  differ.Changed(std::nullopt, "combat", a.combat ? CombatText(*a.combat) : "none",
                 b.combat ? CombatText(*b.combat) : "none");
  for (Seat seat : {Seat::kA, Seat::kB}) differ.Player(seat, a.Player(seat), b.Player(seat));
  differ.Chain(a, b);
  return differ.Take();
}

}  // namespace tcgjudge
