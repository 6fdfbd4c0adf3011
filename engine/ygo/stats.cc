#include "engine/ygo/stats.h"

#include <algorithm>

#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"

namespace tcgjudge::ygo {
namespace {

// Whether a card matches one of the modifier's `unless` filters: then it does not apply.
bool Prevented(const Context& c, const cards::Modifier& m, const Source& from) {
  return std::any_of(m.unless.begin(), m.unless.end(),
                     [&](const cards::Filter& f) { return !AllMatching(c, f, from).empty(); });
}

// Calls f(modifier, times, its source's controller) for every continuous modifier `wanted` keeps
// that applies to the monster `id`. Whom a modifier affects is asked only of those it keeps: the
// ATK of a monster never asks a modifier that changes no stats (Messenger of Peace's "N or more
// ATK" would ask for that ATK again).
template <typename W, typename F>
void ForEachModifier(const Context& c, CardId id, W&& wanted, F&& f) {
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
          if (!wanted(m) || !Matches(c, m.affects, id, from) || Prevented(c, m, from)) continue;
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
  ForEachModifier(
      c, id, [](const cards::Modifier& mod) { return mod.ChangesStats(); },
      [&](const cards::Modifier& mod, int times, Seat) {
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
  ForEachModifier(
      c, id, [](const cards::Modifier& mod) { return mod.no_battle_damage; },
      [&](const cards::Modifier&, int, Seat source_controller) {
        none = none || source_controller == seat;
      });
  return none;
}

bool CannotAttack(const Context& c, CardId id) {
  bool cannot = false;
  ForEachModifier(
      c, id, [](const cards::Modifier& mod) { return mod.cannot_attack; },
      [&](const cards::Modifier&, int, Seat) { cannot = true; });
  return cannot;
}

bool DoublesBattleDamage(const Context& c, CardId id) {
  bool doubles = false;
  ForEachModifier(
      c, id, [](const cards::Modifier& mod) { return mod.double_battle_damage; },
      [&](const cards::Modifier&, int, Seat) { doubles = true; });
  return doubles;
}

int Scale(const Context& c, CardId id) {
  const cards::Monster* m = c.MonsterOf(id);
  if (m == nullptr) return 0;
  int scale = m->scale;
  ForEachModifier(
      c, id, [](const cards::Modifier& mod) { return mod.set_scale >= 0; },
      [&](const cards::Modifier& mod, int, Seat) { scale = mod.set_scale; });
  return scale;
}

bool ActivationLocked(const Context& c, Seat player, cards::CardType type) {
  const Combat& combat = c.s.combat;
  if (!combat.active()) return false;
  std::vector<CardId> battling = {combat.attacker};
  if (combat.target) battling.push_back(*combat.target);
  bool locked = false;
  for (CardId id : battling) {
    ForEachModifier(
        c, id,
        [type](const cards::Modifier& mod) {
          return std::find(mod.lock_activations.begin(), mod.lock_activations.end(), type) !=
                 mod.lock_activations.end();
        },
        [&](const cards::Modifier&, int, Seat source_controller) {
          locked = locked || source_controller != player;
        });
  }
  return locked;
}

}  // namespace tcgjudge::ygo
