#include "engine/rise/counters.h"

#include <algorithm>

#include "engine/rise/field.h"

namespace tcgjudge::rise {
namespace {

static_assert(static_cast<int>(Stat::kArmour) == static_cast<int>(cards::CounterStat::kArmour));

// The pile of the effect's counters on `id`, if any.
std::vector<CounterPile>::iterator PileOf(State& s, CardId id, const cards::Effect& e) {
  const auto stat = static_cast<Stat>(e.counter_stat);
  return std::find_if(s.counters.begin(), s.counters.end(), [&](const CounterPile& p) {
    return p.card == id && p.name == e.counter && p.stat == stat && p.value == e.counter_value;
  });
}

}  // namespace

int32_t CounterChange(const State& s, CardId id, Stat stat) {
  int64_t change = 0;  // Each pile within ±2^27 (kMaxCounters, kMaxCounterValue), one per kind.
  for (const CounterPile& p : s.counters) {
    if (p.card == id && p.stat == stat) change += int64_t{p.value} * p.count;
  }
  return static_cast<int32_t>(std::clamp<int64_t>(change, -(1 << 30), 1 << 30));
}

uint32_t NamedCounters(const State& s, CardId id, std::string_view name) {
  uint32_t n = 0;
  for (const CounterPile& p : s.counters) {
    if (p.card == id && p.stat == Stat::kNone && p.name == name) n += p.count;
  }
  return n;
}

void AddCounters(Context& c, CardId id, const cards::Effect& e, uint32_t n) {
  if (n == 0 || c.s.Card(id).zone != Zone::kField) return;
  auto pile = PileOf(c.s, id, e);
  if (pile != c.s.counters.end()) {
    pile->count = std::min(kMaxCounters, pile->count + std::min(n, kMaxCounters));
    return;
  }
  c.s.counters.push_back(CounterPile{id, e.counter, static_cast<Stat>(e.counter_stat),
                                     e.counter_value, std::min(n, kMaxCounters)});
}

void RemoveCounters(Context& c, CardId id, const cards::Effect& e, uint32_t n) {
  auto pile = PileOf(c.s, id, e);
  if (pile == c.s.counters.end()) return;  // §413.1d: none to remove.
  if (pile->count > n) {
    pile->count -= n;
  } else {
    c.s.counters.erase(pile);
  }
}

void ClearCounters(State& s, CardId id) {
  if (s.counters.empty()) return;
  std::erase_if(s.counters, [&](const CounterPile& p) { return p.card == id; });
}

void CreateTokens(Context& c, Seat player, const std::string& code, int n) {
  const auto def = c.cards.Find(code);
  if (!def || !c.cards[*def].token) return;
  auto& tokens = c.s.tokens[SeatIndex(player)];
  for (int i = 0; i < n && tokens.size() < kMaxTokens; ++i) {
    CardState token;
    token.def = *def;
    token.zone = Zone::kField;
    token.row = Row::kTroop;
    token.entered_turn = c.s.turn.number;  // §302.2: deployment fatigue as any 援军.
    tokens.push_back(token);
    const CardId id = CardId::Token(player, static_cast<uint16_t>(tokens.size()));
    c.s.Player(player).troops.push_back(id);
    Trigger(c, id, cards::TriggerEvent::kEnters);  // §413.2a, §710.1d
  }
}

TidyChecks CheckTidy(const Context& c) {
  TidyChecks out;
  const State& s = c.s;
  for (int seat = 0; seat < 2; ++seat) {
    for (size_t i = 0; i < s.tokens[seat].size(); ++i) {
      const Zone zone = s.tokens[seat][i].zone;
      if (zone != Zone::kField && zone != Zone::kGone) {
        out.vanishing.push_back(CardId::Token(static_cast<Seat>(seat), uint16_t(i + 1)));
      }
    }
  }
  for (const PlayerState& p : s.players) {
    for (const auto* row : {&p.resources, &p.troops, &p.commander_row}) {
      for (CardId id : *row) {
        if (s.Card(id).damage != 0 && !IsCharacterOnField(c, id)) out.damaged.push_back(id);
      }
    }
  }
  for (const CounterPile& p : s.counters) {
    const CardState& card = s.Card(p.card);
    if (card.face_down && card.row == Row::kResource && !Contains(out.countered, p.card)) {
      out.countered.push_back(p.card);
    }
  }
  return out;
}

void CarryOutTidy(Context& c, const TidyChecks& checks) {
  for (CardId id : checks.vanishing) MoveTo(c, id, Zone::kGone);  // §413.2b
  for (CardId id : checks.damaged) c.s.Card(id).damage = 0;       // §407.1
  for (CardId id : checks.countered) ClearCounters(c.s, id);      // §413.1b
}

}  // namespace tcgjudge::rise
