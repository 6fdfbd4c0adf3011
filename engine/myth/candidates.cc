#include "engine/myth/candidates.h"

#include <algorithm>
#include <map>

#include "engine/myth/field.h"
#include "engine/myth/play.h"
#include "engine/myth/turn.h"
#include "engine/myth/window.h"

namespace tcgjudge::myth {
namespace {

using cards::CardType;

// Every card on the field, both sides.
std::vector<CardId> FieldCards(const Context& c) {
  std::vector<CardId> out;
  for (int seat = 0; seat < 2; ++seat) {
    for (CardId id : c.s.players[seat].field) out.push_back(id);
  }
  return out;
}

// Target lists for `skill`: one per first legal target (a few), or none needed. With `broad`
// also the wrong count.
std::vector<std::vector<CardId>> TargetChoices(const Context& c, Seat player,
                                               const cards::Skill* skill, bool broad) {
  if (skill == nullptr || skill->targets.empty()) return {{}};
  std::vector<std::vector<CardId>> out;
  const std::vector<CardId> all = FieldCards(c);
  for (CardId id : all) {
    std::vector<CardId> pick = {id};
    // Fill the other required targets with the next matching cards.
    for (CardId other : all) {
      if (TargetProblem(c, player, *skill, pick).empty()) break;
      if (other != id) pick.push_back(other);
      if (!TargetProblem(c, player, *skill, pick).empty() && pick.size() >= skill->targets.size()) {
        pick.pop_back();
      }
    }
    if (TargetProblem(c, player, *skill, pick).empty()) out.push_back(pick);
    if (out.size() >= 3) break;
  }
  if (broad) out.push_back({});
  return out;
}

// The first `n` upright 灵力区 cards of `player` (`self` first if it is among them); with
// `broad`, also one fewer and one with a tapped card.
std::vector<std::vector<CardId>> Payments(const Context& c, Seat player, int n, CardId self,
                                          bool broad) {
  std::vector<CardId> upright;
  CardId tapped;
  const std::vector<CardId>& zone = c.s.Player(player).spirit;
  if (Contains(zone, self) && !c.s.Card(self).tapped) upright.push_back(self);
  for (CardId id : zone) {
    if (id == self) continue;
    if (c.s.Card(id).tapped) {
      tapped = id;
    } else {
      upright.push_back(id);
    }
  }
  std::vector<std::vector<CardId>> out;
  if (static_cast<int>(upright.size()) >= n) {
    out.emplace_back(upright.begin(), upright.begin() + n);
  }
  if (broad && n > 0) {
    const int fewer = std::min<int>(n - 1, static_cast<int>(upright.size()));
    out.emplace_back(upright.begin(), upright.begin() + fewer);
    if (tapped.index != 0 && fewer >= 0) {
      std::vector<CardId> with_tapped(upright.begin(), upright.begin() + fewer);
      with_tapped.push_back(tapped);
      out.push_back(with_tapped);
    }
  }
  return out;
}

// The stack positions to try: ① on an empty stack (or no window), the top otherwise; with
// `broad`, ① on a stack too (below the first entry).
std::vector<uint8_t> Positions(const Context& c, bool broad) {
  const size_t size = c.s.window.open ? c.s.window.stack.size() : 0;
  if (size == 0) return {1};
  std::vector<uint8_t> out = {static_cast<uint8_t>(size + 1)};
  if (size >= 2) out.push_back(2);
  if (broad) out.push_back(1);
  return out;
}

void AddUses(const Context& c, Seat player, bool broad, std::vector<Move>& out) {
  const PlayerState& p = c.s.Player(player);
  std::vector<CardId> usable = p.hand;
  for (CardId id : p.spirit) {
    const cards::Card& card = c.Info(id);
    if (c.s.Card(id).face_down && card.Type() != CardType::kAdventure &&
        (broad || card.from_spirit_zone || p.spirit_use_turn == c.s.turn.number)) {
      usable.push_back(id);
    }
  }
  for (CardId id : usable) {
    const cards::Card& card = c.Info(id);
    if (card.Type() == CardType::kAdventure) continue;
    const cards::Skill* skill = card.Type() == CardType::kSpell ? &card.skills[0] : nullptr;
    for (const auto& spirit : Payments(c, player, CostToUse(c, player, id), id, broad)) {
      for (const auto& targets : TargetChoices(c, player, skill, broad)) {
        for (uint8_t at : Positions(c, broad)) {
          out.push_back(Decision{UseCard{id, {at}, targets, spirit}});
        }
      }
    }
  }
  for (CardId id : p.spirit) {
    if (!c.s.Card(id).face_down || c.Info(id).Type() != CardType::kAdventure) continue;
    const cards::Skill& skill = c.Info(id).skills[0];
    for (const auto& spirit : Payments(c, player, skill.cost.mana, id, broad)) {
      for (const auto& targets : TargetChoices(c, player, &skill, broad)) {
        for (uint8_t at : Positions(c, broad)) {
          out.push_back(Decision{FlipAdventure{id, {at}, targets, spirit}});
        }
      }
    }
  }
}

void AddSkills(const Context& c, Seat player, bool broad, std::vector<Move>& out) {
  for (CardId id : c.s.Player(player).field) {
    const std::vector<cards::Skill>& skills = c.Info(id).skills;
    for (size_t i = 0; i < skills.size(); ++i) {
      const cards::Skill& skill = skills[i];
      const bool triggered = skill.kind == cards::SkillKind::kTriggered;
      if (skill.kind != cards::SkillKind::kActivated && !(broad && triggered)) continue;
      for (const auto& spirit : Payments(c, player, skill.cost.mana, CardId{}, broad)) {
        for (const auto& targets : TargetChoices(c, player, &skill, broad)) {
          for (uint8_t at : Positions(c, broad)) {
            out.push_back(
                Decision{ActivateSkill{id, static_cast<uint8_t>(i), {at}, targets, spirit}});
          }
        }
      }
    }
  }
}

void AddCombats(const Context& c, Seat player, bool broad, std::vector<Move>& out) {
  const Seat other = OtherSeat(player);
  std::vector<CardId> targets;
  for (CardId id : c.s.Player(other).field) {
    if (IsCreature(c, id) || id == c.s.Player(other).general) targets.push_back(id);
  }
  if (broad) {
    for (CardId id : c.s.Player(player).field) {
      if (IsCreature(c, id)) {
        targets.push_back(id);  // One's own.
        break;
      }
    }
  }
  const CardId general = c.s.Player(player).general;
  for (CardId attacker : c.s.Player(player).field) {
    if (attacker == general) {
      std::vector<std::optional<CardId>> weapons;
      for (CardId w : WornEquipment(c, player)) weapons.push_back(w);
      if (broad) weapons.push_back(std::nullopt);
      for (const auto& weapon : weapons) {
        for (CardId t : targets) out.push_back(Decision{InitiateCombat{attacker, t, weapon}});
      }
    } else if (IsCreature(c, attacker)) {
      for (CardId t : targets) out.push_back(Decision{InitiateCombat{attacker, t, std::nullopt}});
    }
  }
}

void AddTriggerOrders(const Context& c, Seat player, bool broad, std::vector<Move>& out) {
  OrderTriggers all;
  for (const Trigger& t : c.s.forming) {
    if (t.controller != player) continue;
    const cards::Skill& skill = c.Info(t.card).skills[t.skill];
    const auto choices = TargetChoices(c, player, &skill, false);
    all.items.push_back({t.card, t.skill, choices.empty() ? std::vector<CardId>{} : choices[0]});
  }
  if (!all.items.empty()) out.push_back(Decision{all});
  if (all.items.size() >= 2) {
    OrderTriggers reversed = all;
    std::reverse(reversed.items.begin(), reversed.items.end());
    out.push_back(Decision{reversed});
  }
  if (broad) {
    for (const Trigger& t : c.s.forming) {
      if (t.controller != player) {
        out.push_back(Decision{OrderTriggers{{TriggerItem{t.card, t.skill, {}}}}});
      }
    }
    for (const Trigger& t : c.s.missed) {
      out.push_back(Decision{OrderTriggers{{TriggerItem{t.card, t.skill, {}}}}});
    }
  }
}

}  // namespace

std::vector<Move> Candidates(const Context& c, Seat player, bool broad) {
  const State& s = c.s;
  std::vector<Move> out;
  if (s.over || s.wait == Wait::kShuffle) return out;
  out.emplace_back(PassPriority{});
  const bool acting = MayAct(c, player);
  if (s.wait == Wait::kTriggers && (s.waiting_for == player || broad)) {
    AddTriggerOrders(c, player, broad, out);
  }
  if (s.wait == Wait::kDiscard && s.waiting_for == player) {
    const std::vector<CardId>& hand = s.Player(player).hand;
    const size_t extra = hand.size() - kHandLimit;
    out.emplace_back(DiscardCards{std::vector<CardId>(hand.begin(), hand.begin() + extra)});
    if (broad && extra > 0) {
      out.emplace_back(DiscardCards{std::vector<CardId>(hand.begin(), hand.begin() + extra - 1)});
    }
  }
  if (!acting && !broad) return out;
  AddUses(c, player, broad, out);
  AddSkills(c, player, broad, out);
  if (s.wait == Wait::kMain || broad) {
    AddCombats(c, player, broad, out);
    const std::vector<CardId>& hand = s.Player(player).hand;
    for (size_t i = 0; i < std::min<size_t>(hand.size(), 2); ++i) {
      out.push_back(Decision{PlaceSpirit{hand[i]}});
    }
  }
  return out;
}

std::vector<Move> LegalMoves(const Context& c) {
  const State& s = c.s;
  if (s.over || s.wait == Wait::kShuffle) return {};
  return LegalAmong(
      s.waiting_for, [&](Seat player, bool broad) { return Candidates(c, player, broad); },
      [&](Seat player, const Move& move) { return CheckMove(c, player, move); });
}

std::vector<IllegalMove> IllegalMoves(const Context& c) {
  const State& s = c.s;
  if (s.over || s.wait == Wait::kShuffle) return {};
  return IllegalAmong([&](Seat player, bool broad) { return Candidates(c, player, broad); },
                      [&](Seat player, const Move& move) { return CheckMove(c, player, move); },
                      [](const Problem& problem) { return InfoOf(problem.rule).code; });
}

std::string InvariantProblem(const State& s, const CardTable& table) {
  std::string problem;
  auto fail = [&](const std::string& text) {
    if (problem.empty()) problem = text;
  };
  // Every card is listed once, where its zone says.
  std::map<CardId, int> listed;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    for (const auto* list : {&p.library, &p.hand, &p.spirit, &p.discard, &p.exiled, &p.field}) {
      for (CardId id : *list) ++listed[id];
    }
    for (CardId id : p.field) {
      if (s.Card(id).controller != seat) fail(id.ToString() + " is on the wrong side");
    }
  }
  for (const Entry& e : s.window.stack) {
    if (e.kind == EntryKind::kCard) ++listed[e.card];
  }
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (card.def == CardState::kUnseen || card.def >= table.size()) {
      fail(id.ToString() + " has no card");
    }
    const int want = card.zone == Zone::kGone ? 0 : 1;
    if (listed[id] != want) {
      fail(id.ToString() + " is listed " + std::to_string(listed[id]) + " times in zone " +
           std::string(ZoneName(card.zone)));
    }
    if (card.zone != Zone::kField && card.zone != Zone::kSpirit && card.tapped) {
      fail(id.ToString() + " is tapped off the field");
    }
  });
  switch (s.wait) {
    case Wait::kPriority:
      if (!s.window.open) fail("priority without a window");
      break;
    case Wait::kMain:
      if (s.window.open || s.turn.step != Step::kMain) fail("the main phase with a window open");
      break;
    case Wait::kTriggers: {
      const bool has = std::any_of(s.forming.begin(), s.forming.end(),
                                   [&](const Trigger& t) { return t.controller == s.waiting_for; });
      if (!has) fail("ordering triggers without any");
      break;
    }
    case Wait::kOver:
      if (!s.over || s.losers == 0) fail("over without a loser");
      break;
    default:
      break;
  }
  if (s.over != (s.wait == Wait::kOver)) fail("over and its wait disagree");
  return problem;
}

}  // namespace tcgjudge::myth
