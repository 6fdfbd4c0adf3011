#include "engine/rise/unique.h"

#include <algorithm>
#include <map>
#include <string>

#include "engine/rise/field.h"
#include "engine/rise/priority.h"

namespace tcgjudge::rise {
namespace {

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

// Calls `f` with each face-up card `player` controls in its troop and commander rows.
template <typename F>
void ForEachOnTeam(const Context& c, Seat player, F&& f) {
  const PlayerState& p = c.s.Player(player);
  for (const auto* row : {&p.troops, &p.commander_row}) {
    for (CardId id : *row) {
      if (!c.s.Card(id).face_down) f(id);
    }
  }
}

// Whether `player`'s team holds a card a conflict can involve: a unique card (§409.3a) or a
// tag-limited one (§409.3b; hand and smart equipment among them, §415.1). Without one there is
// none: the check before every priority (§409.1) stops here on most teams.
bool MayConflict(const Context& c, Seat player) {
  bool may = false;
  ForEachOnTeam(c, player, [&](CardId id) {
    const cards::Card& info = c.Info(id);
    may = may || info.unique || info.tag_limit.count > 0 || !info.tag_limit.tag.empty();
  });
  return may;
}

bool IsHandItem(const cards::Card& info) {
  return info.tag_limit.tag == "手持" || info.tag_limit.tag == "智能";
}

// R-27, §415.1: whether the hand and smart equipment fits: the extra loads first (武器装备: one
// 智能(2); 重型武装: one 智能(1) and one 智能(2)), then the hands: two (2) items or one (1) item.
bool LoadoutFits(const Context& c, Seat player, const std::vector<CardId>& items) {
  int equipment = 0;
  bool heavy = false;
  ForEachOnTeam(c, player, [&](CardId id) {
    equipment += c.Info(id).keywords.weapon_equipment > 0 ? 1 : 0;
    heavy = heavy || c.Info(id).keywords.heavy_armament;
  });
  int smart_one_slots = heavy ? 1 : 0;
  int smart_two_slots = (equipment > 0 ? 1 : 0) + (heavy ? 1 : 0);
  int hands = 0;  // A (2) item takes one hand, a (1) item both.
  for (CardId id : items) {
    const cards::TagLimit& t = c.Info(id).tag_limit;
    const bool smart = t.tag == "智能";
    if (smart && t.count == 1 && smart_one_slots > 0) {
      --smart_one_slots;
    } else if (smart && t.count >= 2 && smart_two_slots > 0) {
      --smart_two_slots;
    } else {
      hands += t.count == 1 ? 2 : 1;
    }
  }
  return hands <= 2;
}

void AddAll(const std::vector<CardId>& group, std::vector<CardId>* out) {
  for (CardId id : group) {
    if (!Contains(*out, id)) out->push_back(id);
  }
}

}  // namespace

std::vector<CardId> ConflictingCards(const Context& c, Seat player) {
  if (!MayConflict(c, player)) return {};
  std::map<std::string, std::vector<CardId>> unique_names;  // §409.3a
  std::map<std::string, std::vector<CardId>> tagged;        // §409.3b
  std::vector<CardId> hand_items;                           // §415.1
  ForEachOnTeam(c, player, [&](CardId id) {
    const cards::Card& info = c.Info(id);
    if (info.unique) unique_names[info.name].push_back(id);
    if (IsHandItem(info)) {
      hand_items.push_back(id);
    } else if (info.tag_limit.count > 0) {
      tagged[info.tag_limit.tag].push_back(id);
    }
  });
  std::vector<CardId> out;
  for (const auto& [name, group] : unique_names) {
    if (group.size() >= 2) AddAll(group, &out);
  }
  for (const auto& [tag, group] : tagged) {
    size_t most = SIZE_MAX;
    for (CardId id : group) most = std::min<size_t>(most, c.Info(id).tag_limit.count);
    if (group.size() > most) AddAll(group, &out);
  }
  if (!LoadoutFits(c, player, hand_items)) AddAll(hand_items, &out);
  return out;
}

bool AskForUniqueness(Context& c) {
  for (Seat seat : {c.Tp(), c.Ntp()}) {
    if (!ConflictingCards(c, seat).empty()) {
      c.s.wait = Wait::kUnique;
      c.s.waiting_for = seat;
      return true;
    }
  }
  return false;
}

Status RefuseChooseUnique(const Context& c, Seat /*player*/, const ChooseUnique& d) {
  const CardState& card = c.s.Card(d.destroy);
  if (card.zone != Zone::kField || card.row == Row::kResource) {
    return Status::InvalidInput("chooseUnique: " + c.Name(d.destroy) +
                                " is not a card on the field outside the resource row");
  }
  return Status::Ok();
}

Problems ChooseUniqueProblems(const Context& c, Seat player, const ChooseUnique& d) {
  if (c.s.wait != Wait::kUnique || c.s.waiting_for != player) {
    return {P(Rule::kUniqueNotAsked, Letter(player) + " chose a card for a uniqueness conflict "
                                                      "nobody asked it to fix")};
  }
  if (!Contains(ConflictingCards(c, player), d.destroy)) {
    return {P(Rule::kUniqueCard,
              c.Name(d.destroy) + " is not one of " + Letter(player) + "'s conflicting cards")};
  }
  return {};
}

void DoChooseUnique(Context& c, Seat player, const ChooseUnique& d) {
  if (c.s.wait != Wait::kUnique || c.s.waiting_for != player) return;  // R-15's way.
  if (State::Controller(d.destroy) == player) Destroy(c, d.destroy);   // §409.2, §103.3
  GivePriority(c, c.s.priority_to);  // On toward priority; asked again while conflicts last.
}

}  // namespace tcgjudge::rise
