#include "engine/myth/window.h"

#include <algorithm>

#include "engine/myth/field.h"
#include "engine/myth/resolve.h"
#include "engine/myth/turn.h"

namespace tcgjudge::myth {
namespace {

const cards::Skill& SkillOf(const Context& c, const Trigger& t) {
  return c.Info(t.card).skills[t.skill];
}

bool SameTrigger(const Trigger& t, Seat player, const TriggerItem& item) {
  return t.controller == player && t.card == item.card && t.skill == item.skill;
}

std::string Describe(const Context& c, CardId card, uint8_t skill) {
  return "skill " + std::to_string(skill) + " of " + c.Name(card);
}

// After a player ordered (or declined) theirs: the other player's, or the window's first
// priority (M-5: the active player's), or, with nothing on the stack, no window at all.
void NextOrdering(Context& c) {
  State& s = c.s;
  for (Seat seat : {c.Ap(), c.Nap()}) {
    for (const Trigger& t : s.forming) {
      if (t.controller == seat) {
        s.wait = Wait::kTriggers;
        s.waiting_for = seat;
        return;
      }
    }
  }
  if (s.window.stack.empty()) {
    s.window = Window{};
    s.wait = Wait::kPriority;  // Nobody is asked: Advance finds what comes next.
    Advance(c);
    return;
  }
  GivePriority(c, c.Ap());
}

void Resolve(Context& c) {
  State& s = c.s;
  while (!s.window.stack.empty()) {
    const Entry entry = s.window.stack.back();
    s.window.stack.pop_back();
    ResolveEntry(c, entry);
    CheckDeaths(c);
    if (SettleResult(c)) return;  // M-16: checked after each entry.
  }
}

bool MatchesKind(const Context& c, CardId id, cards::TargetKind kind) {
  if (!OnField(c, id)) return false;
  const cards::CardType type = c.Info(id).Type();
  switch (kind) {
    case cards::TargetKind::kCreature:
      return IsCreature(c, id);
    case cards::TargetKind::kGeneral:
      return type == cards::CardType::kGeneral;
    case cards::TargetKind::kCreatureOrGeneral:
      return IsCreature(c, id) || type == cards::CardType::kGeneral;
    case cards::TargetKind::kEquipment:
      return type == cards::CardType::kEquipment;
  }
  return false;
}

bool MatchesSide(const Context& c, Seat controller, CardId id, cards::Side side) {
  const Seat holder = c.s.Card(id).controller;
  return side == cards::Side::kEither || (side == cards::Side::kYou) == (holder == controller);
}

}  // namespace

void GivePriority(Context& c, Seat player) {
  c.s.wait = Wait::kPriority;
  c.s.waiting_for = player;
  c.s.window.passes = 0;
}

void OpenWindow(Context& c, WindowKind kind) {
  c.s.window = Window{};
  c.s.window.open = true;
  c.s.window.kind = kind;
  GivePriority(c, c.Ap());
}

void AddEntry(Context& c, Entry entry, uint8_t position) {
  Window& w = c.s.window;
  const Seat controller = entry.controller;
  if (!w.open) {
    w = Window{};
    w.open = true;
    w.kind = WindowKind::kUse;
  }
  const size_t at = std::clamp<size_t>(position, 1, w.stack.size() + 1) - 1;
  w.stack.insert(w.stack.begin() + static_cast<std::ptrdiff_t>(at), std::move(entry));
  GivePriority(c, OtherSeat(controller));
}

void PassWindow(Context& c, Seat player) {
  State& s = c.s;
  if (++s.window.passes < 2) {
    s.waiting_for = OtherSeat(player);
    return;
  }
  Resolve(c);
  if (s.over) return;
  s.window = Window{};
  // The missed optional triggers of this window are kept for the judge (§17.5) until the next.
  Advance(c);
}

void FormTriggerWindow(Context& c) {
  State& s = c.s;
  s.missed.clear();
  s.forming.clear();
  for (const Trigger& t : s.triggers) {
    // A trigger none of whose targets can be chosen cannot start (§16.1).
    if (HasAnyTarget(c, t.controller, t.card, SkillOf(c, t))) s.forming.push_back(t);
  }
  s.triggers.clear();
  s.window = Window{};
  s.window.open = true;
  s.window.kind = WindowKind::kTrigger;
  NextOrdering(c);
}

bool HasAnyTarget(const Context& c, Seat controller, CardId, const cards::Skill& skill) {
  for (const cards::Target& target : skill.targets) {
    int found = 0;
    for (int seat = 0; seat < 2; ++seat) {
      for (CardId id : c.s.players[seat].field) {
        if (MatchesKind(c, id, target.kind) && MatchesSide(c, controller, id, target.side)) ++found;
      }
    }
    if (found < target.count) return false;
  }
  return true;
}

std::string TargetProblem(const Context& c, Seat controller, const cards::Skill& skill,
                          const std::vector<CardId>& targets) {
  size_t want = 0;
  for (const cards::Target& t : skill.targets) want += t.count;
  if (targets.size() != want) {
    return "it names " + std::to_string(targets.size()) + " targets; the skill has " +
           std::to_string(want);
  }
  size_t next = 0;
  for (const cards::Target& t : skill.targets) {
    for (int i = 0; i < t.count; ++i, ++next) {
      const CardId id = targets[next];
      if (!MatchesKind(c, id, t.kind) || !MatchesSide(c, controller, id, t.side)) {
        return c.Name(id) + " is not a target the skill may choose";
      }
      for (size_t j = 0; j < next; ++j) {
        if (targets[j] == id) return c.Name(id) + " is named twice";
      }
    }
  }
  return "";
}

Problems OrderTriggersProblems(const Context& c, Seat player, const OrderTriggers& order) {
  const State& s = c.s;
  Problems out;
  const bool asked = s.wait == Wait::kTriggers && s.waiting_for == player;
  std::vector<Trigger> left = asked ? s.forming : std::vector<Trigger>{};
  for (const TriggerItem& item : order.items) {
    const std::string what = Describe(c, item.card, item.skill);
    auto it = std::find_if(left.begin(), left.end(),
                           [&](const Trigger& t) { return SameTrigger(t, player, item); });
    if (it != left.end()) {
      left.erase(it);
      const std::string bad =
          TargetProblem(c, player, c.Info(item.card).skills[item.skill], item.targets);
      if (!bad.empty()) out.push_back({Rule::kTargets, what + ": " + bad});
      continue;
    }
    const auto theirs = [&](const Trigger& t) {
      return t.card == item.card && t.skill == item.skill && t.controller != player;
    };
    const auto missed = [&](const Trigger& t) { return SameTrigger(t, player, item); };
    if (std::any_of(s.forming.begin(), s.forming.end(), theirs)) {
      out.push_back({Rule::kTriggerOrder, Letter(player) + " ordered " + what +
                                              ", a triggered skill the opponent controls"});
    } else if (!asked && std::any_of(s.forming.begin(), s.forming.end(), missed)) {
      out.push_back({Rule::kTriggerOrder,
                     Letter(player) + " ordered " + what + " before the active player's skills"});
    } else if (std::any_of(s.missed.begin(), s.missed.end(), missed)) {
      out.push_back({Rule::kMissedTiming,
                     Letter(player) + " started " + what + " after its window had passed"});
    } else {
      out.push_back({Rule::kNotTriggered,
                     Letter(player) + " started " + what + ", which nothing triggered now"});
    }
  }
  for (const Trigger& t : left) {
    if (t.controller == player && !SkillOf(c, t).optional) {
      out.push_back({Rule::kMandatoryTrigger, Letter(player) + " did not start " +
                                                  Describe(c, t.card, t.skill) +
                                                  ", which must start (no 可以)"});
    }
  }
  return out;
}

void DoOrderTriggers(Context& c, Seat player, const OrderTriggers& order) {
  State& s = c.s;
  if (s.wait != Wait::kTriggers || s.waiting_for != player) return;  // Flagged, nothing done.
  for (const TriggerItem& item : order.items) {
    auto it = std::find_if(s.forming.begin(), s.forming.end(),
                           [&](const Trigger& t) { return SameTrigger(t, player, item); });
    if (it == s.forming.end()) continue;
    s.forming.erase(it);
    Entry entry{EntryKind::kTrigger, player,       item.card, s.Card(item.card).object,
                item.skill,          item.targets, {}};
    for (CardId target : item.targets) entry.target_objects.push_back(s.Card(target).object);
    s.window.stack.push_back(std::move(entry));
  }
  // What this player left out is declined (§15.1) and missed (§17.5).
  for (auto it = s.forming.begin(); it != s.forming.end();) {
    if (it->controller == player) {
      s.missed.push_back(*it);
      it = s.forming.erase(it);
    } else {
      ++it;
    }
  }
  NextOrdering(c);
}

Problems DeclineTriggersProblems(const Context& c, Seat player) {
  return OrderTriggersProblems(c, player, OrderTriggers{});
}

}  // namespace tcgjudge::myth
