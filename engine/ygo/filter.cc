#include "engine/ygo/filter.h"

#include <algorithm>

#include "engine/ygo/field.h"
#include "engine/ygo/stats.h"

namespace tcgjudge::ygo {
namespace {

using cards::CardType;
using cards::Condition;
using cards::Filter;
using cards::Location;

template <typename T>
bool Has(const std::vector<T>& list, T value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

// The filter's zone a card is in, if any (materials, gone tokens and the chain are in none).
std::optional<cards::Zone> FilterZone(Zone zone) {
  switch (zone) {
    case Zone::kMonster:
    case Zone::kExtraMonster:
      return cards::Zone::kMonsterZone;
    case Zone::kSpellTrap:
      return cards::Zone::kSpellTrapZone;
    case Zone::kField:
      return cards::Zone::kFieldZone;
    case Zone::kHand:
      return cards::Zone::kHand;
    case Zone::kDeck:
      return cards::Zone::kDeck;
    case Zone::kGraveyard:
      return cards::Zone::kGraveyard;
    case Zone::kBanished:
      return cards::Zone::kBanished;
    case Zone::kExtraDeck:
      return cards::Zone::kExtraDeck;
    default:
      return std::nullopt;
  }
}

// What type a card counts as where it is: a pendulum monster in a pendulum zone is a spell
// (§2.1.7 1.); a set card shows only where it is.
CardType TypeOf(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  if (card.zone == Zone::kSpellTrap && IsPendulum(c.Info(id))) return CardType::kSpell;
  return c.Info(id).Type();
}

bool PrintedMatches(const Context& c, const Filter& f, CardId id) {
  const cards::Card& info = c.Info(id);
  const cards::Monster* m = info.AsMonster();
  if (!f.kinds.empty()) {
    if (m == nullptr) return false;
    bool any = false;
    for (cards::MonsterKind kind : f.kinds) {
      if (kind == cards::MonsterKind::kEffect) {
        any = any || IsEffectMonster(info);
      } else if (kind == cards::MonsterKind::kNormal) {  // Supplement 1: tokens are normal.
        any = any || m->kind == kind || m->kind == cards::MonsterKind::kToken;
      } else {
        any = any || m->kind == kind;
      }
    }
    if (!any) return false;
  }
  for (cards::Trait trait : f.traits) {
    if (m == nullptr || !m->Has(trait)) return false;
  }
  for (cards::Trait trait : f.without_traits) {
    if (m != nullptr && m->Has(trait)) return false;
  }
  if (!f.races.empty() && (m == nullptr || !Has(f.races, m->race))) return false;
  if (!f.attributes.empty() && (m == nullptr || !Has(f.attributes, m->attribute))) return false;
  if (!f.code.empty() && !SameName(c, id, f.code)) return false;
  if (!f.name_contains.empty() && info.name.find(f.name_contains) == std::string::npos) {
    return false;
  }
  if (f.min_level != 0 || f.max_level != 0) {
    const int level = Level(c, id);
    if (level == 0 || level < f.min_level || (f.max_level != 0 && level > f.max_level)) {
      return false;
    }
  }
  if (f.min_atk >= 0 || f.max_atk >= 0) {
    if (m == nullptr) return false;
    const int32_t atk = Atk(c, id);
    if ((f.min_atk >= 0 && atk < f.min_atk) || (f.max_atk >= 0 && atk > f.max_atk)) return false;
  }
  return true;
}

bool AsksPrinted(const Filter& f) {
  return !f.kinds.empty() || !f.traits.empty() || !f.without_traits.empty() || !f.races.empty() ||
         !f.attributes.empty() || !f.code.empty() || !f.name_contains.empty() || f.min_level != 0 ||
         f.max_level != 0 || f.min_atk >= 0 || f.max_atk >= 0;
}

}  // namespace

bool SameName(const Context& c, CardId a, const std::string& code) {
  const std::optional<uint16_t> def = c.cards.Find(code);
  return def && c.cards[*def].name == c.Info(a).name;
}

bool Matches(const Context& c, const Filter& f, CardId id, const Source& source,
             bool default_zones) {
  const CardState& card = c.s.Card(id);
  if (f.self && id != source.card) return false;
  if (f.not_self && id == source.card) return false;
  if (f.side == cards::Side::kYou && card.controller != source.controller) return false;
  if (f.side == cards::Side::kOpponent && card.controller == source.controller) return false;
  const std::optional<cards::Zone> zone = FilterZone(card.zone);
  if (f.material) {  // Under the source (an xyz monster): in no zone of the filter's (§2.1.6).
    if (card.zone != Zone::kMaterial || card.attached_to != source.card ||
        card.attached_object != c.s.Card(source.card).object) {
      return false;
    }
  } else if (!f.zones.empty() || (default_zones && !f.self)) {
    if (!zone) return false;
    if (!f.zones.empty()) {
      // A scale is in a spell & trap zone and, for a filter's pendulumZone, in a pendulum zone.
      const bool pendulum_zone = Has(f.zones, cards::Zone::kPendulumZone) && IsScale(c, id);
      if (!Has(f.zones, *zone) && !pendulum_zone) {
        return false;
      }
    } else {
      const bool spell_trap = !f.types.empty() && !Has(f.types, CardType::kMonster);
      if (*zone != (spell_trap ? cards::Zone::kSpellTrapZone : cards::Zone::kMonsterZone)) {
        return false;
      }
    }
  }
  const bool on_field = OnField(card.zone);
  const bool hidden = on_field && card.face_down;
  // Y-P8: a paper game's card nobody saw may be any card of its deck: it matches what its place,
  // side and position allow (a search's candidates include the deck's unknown cards, which the
  // record reveals before one is chosen: paper.h).
  const bool unknown = c.Known(id) == nullptr;
  if (!f.types.empty() && !unknown) {
    if (hidden) {
      // A set card is a monster in a monster zone, a spell or trap in a spell & trap zone.
      const bool monster_cell = IsMonsterZone(card.zone);
      if (monster_cell != Has(f.types, CardType::kMonster) &&
          (monster_cell || (!Has(f.types, CardType::kSpell) && !Has(f.types, CardType::kTrap)))) {
        return false;
      }
    } else if (!Has(f.types, TypeOf(c, id))) {
      return false;
    }
  }
  if (hidden && AsksPrinted(f)) return false;
  if (!hidden && !unknown && !PrintedMatches(c, f, id)) return false;
  if (f.face_up && hidden) return false;
  if (f.face_down && !hidden) return false;
  if (f.attack_position && (!IsMonsterZone(card.zone) || card.defense)) return false;
  if (f.defense_position && (!IsMonsterZone(card.zone) || !card.defense)) return false;
  if (f.triggering && id != source.triggering) return false;
  if (f.linked) {
    const std::vector<CardId> linked = LinkedMonsters(c, source.card);
    if (!Has(linked, id)) return false;
  }
  if (f.equipped) {
    const CardState& equip = c.s.Card(source.card);
    if (equip.attached_to != id || equip.attached_object != card.object) return false;
  }
  return true;
}

std::vector<CardId> AllMatching(const Context& c, const Filter& f, const Source& source) {
  std::vector<CardId> out;
  c.s.ForEachCard([&](CardId id, const CardState& card) {
    if (card.zone != Zone::kGone && Matches(c, f, id, source)) out.push_back(id);
  });
  return out;
}

bool EffectWorksFrom(const Context& c, CardId id, const cards::Effect& effect) {
  const CardState& card = c.s.Card(id);
  switch (effect.from) {
    case Location::kHand:
      return card.zone == Zone::kHand;
    case Location::kGraveyard:
      return card.zone == Zone::kGraveyard;
    case Location::kPendulumZone:
      return IsScale(c, id);  // Only a pendulum monster has these effects (card validation).
    case Location::kField:
      break;
  }
  if (card.face_down) return false;
  if (c.Info(id).Type() == CardType::kMonster) {
    return IsMonsterZone(card.zone) && !EffectsNegated(c, id);
  }
  return card.zone == Zone::kSpellTrap || card.zone == Zone::kField;
}

bool ConditionsHold(const Context& c, CardId id, const cards::Effect& effect, Seat controller) {
  const State& s = c.s;
  for (Condition condition : effect.conditions) {
    switch (condition) {
      case Condition::kOpponentMainPhase:
        if (s.turn.active == controller ||
            (s.turn.phase != Phase::kMain1 && s.turn.phase != Phase::kMain2)) {
          return false;
        }
        break;
      case Condition::kDamageCalculation:
        if (s.turn.timing != DamageTiming::kCalc) return false;
        break;
      case Condition::kOpponentAttacks:
        if (!s.combat.active() || s.Card(s.combat.attacker).controller == controller) {
          return false;
        }
        break;
      case Condition::kNoMaterials:
        if (!MaterialsOf(s, id).empty()) return false;
        break;
      case Condition::kNotSummonedThisTurn:
        if (s.Player(controller).summoned_turn == s.turn.number) return false;
        break;
      case Condition::kControlsNoMonsters:
        if (!MonstersOf(s, controller).empty()) return false;
        break;
    }
  }
  return true;
}

}  // namespace tcgjudge::ygo
