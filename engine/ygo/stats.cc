#include "engine/ygo/stats.h"

#include <algorithm>

#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"

namespace tcgjudge::ygo {
namespace {

// Calls f(modifier, times, its source's controller) for every continuous modifier that applies to
// the monster `id`.
template <typename F>
void ForEachModifier(const Context& c, CardId id, F&& f) {
  for (Seat seat : {Seat::kA, Seat::kB}) {
    std::vector<CardId> sources = MonstersOf(c.s, seat);
    for (CardId st : SpellTrapsOf(c.s, seat)) sources.push_back(st);
    for (CardId source : sources) {
      const cards::Card& info = c.Info(source);
      for (const cards::Effect& effect : info.effects) {
        if (effect.kind != cards::EffectKind::kContinuous || !EffectWorksFrom(c, source, effect)) {
          continue;
        }
        const Source from{source, seat, CardId{}};
        for (const cards::Modifier& m : effect.modifiers) {
          if (!Matches(c, m.affects, id, from)) continue;
          int times = 1;
          if (m.HasPerCard()) times = static_cast<int>(AllMatching(c, m.per_card, from).size());
          f(m, times, seat);
        }
      }
    }
  }
}

int32_t Stat(const Context& c, CardId id, bool atk) {
  const CardState& card = c.s.Card(id);
  const cards::Monster* m = c.MonsterOf(id);
  if (m == nullptr) return 0;
  int32_t value = atk ? m->atk : m->def;
  if (!IsMonsterZone(card.zone) || card.face_down) return value;
  ForEachModifier(c, id, [&](const cards::Modifier& mod, int times, Seat) {
    value += (atk ? mod.atk : mod.def) * times;
  });
  for (const StatChange& change : c.s.stat_changes) {
    if (change.card != id || change.object != card.object) continue;
    if (atk && change.set_atk >= 0) value = change.set_atk;
    value += atk ? change.atk : change.def;
  }
  return std::max(value, 0);
}

}  // namespace

int32_t Atk(const Context& c, CardId id) { return Stat(c, id, /*atk=*/true); }
int32_t Def(const Context& c, CardId id) {
  return IsLink(c.Info(id)) ? 0 : Stat(c, id, /*atk=*/false);
}

int Level(const Context& c, CardId id) {
  const cards::Monster* m = c.MonsterOf(id);
  return m == nullptr ? 0 : m->level;
}

bool EffectsNegated(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  return card.negated || (card.negated_turn != 0 && card.negated_turn == c.s.turn.number);
}

bool NoBattleDamageFrom(const Context& c, CardId id, Seat seat) {
  bool none = false;
  ForEachModifier(c, id, [&](const cards::Modifier& mod, int, Seat source_controller) {
    none = none || (mod.no_battle_damage && source_controller == seat);
  });
  return none;
}

}  // namespace tcgjudge::ygo
