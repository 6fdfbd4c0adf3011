// The checks of Yu-Gi-Oh card data (docs/cards.md, "ygo"): each names the field by its JSON path
// and the section of the basic rules it rests on.

#include <algorithm>
#include <set>

#include "events/ygo/card_set.h"

namespace tcgjudge::ygo {
namespace {

using namespace ::tcgjudge::ygo::cards;  // NOLINT: the whole vocabulary is used here.

Status Bad(const std::string& field, const std::string& problem) {
  return Status::InvalidInput(field + ": " + problem);
}

std::string Index(const std::string& path, size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

bool IsExtraDeckKind(MonsterKind kind) {
  return kind == MonsterKind::kFusion || kind == MonsterKind::kSynchro ||
         kind == MonsterKind::kXyz || kind == MonsterKind::kLink;
}

Status CheckCount(const Material& m, const std::string& path) {
  if (m.min == 0) return Bad(path + ".min", "must be at least 1");
  if (m.max != 0 && m.max < m.min) return Bad(path + ".max", "is below min (0: no upper bound)");
  return Status::Ok();
}

// §2.1: levels, ranks, link ratings, arrows and materials fit the frame.
Status CheckMonster(const Monster& m, const std::vector<Effect>& effects) {
  const bool link = m.kind == MonsterKind::kLink;
  const bool xyz = m.kind == MonsterKind::kXyz;
  if (!link && !xyz && (m.level < (m.kind == MonsterKind::kToken ? 0 : 1) || m.level > 12)) {
    return Bad("monster.level", "a level is 1 to 12 (§2.1 等级)");
  }
  if ((link || xyz) && m.level != 0) {
    return Bad("monster.level", "xyz and link monsters have no level (§2.1.6, §2.1.8)");
  }
  if (!xyz && m.rank != 0) {
    return Bad("monster.rank", "only xyz monsters have a rank (§2.1.6)");
  }
  if (m.rank > 13) return Bad("monster.rank", "a rank is 0 to 13 (§2.1.6)");
  if (link != (m.link != 0)) {
    return Bad("monster.link",
               "link monsters, and only they, have a link rating of 1 to 8 (§2.1.8)");
  }
  if (m.link > 8) return Bad("monster.link", "a link rating is 1 to 8 (§2.1.8)");
  std::set<Arrow> arrows(m.arrows.begin(), m.arrows.end());
  if (arrows.size() != m.arrows.size()) return Bad("monster.arrows", "an arrow is listed twice");
  if (link && m.arrows.size() != m.link) {
    return Bad("monster.arrows", "a link monster has as many link arrows as its rating (§2.1.8)");
  }
  if (!link && !m.arrows.empty()) return Bad("monster.arrows", "only link monsters have arrows");
  if (m.atk < 0) return Bad("monster.atk", "is below 0");
  if (m.def < 0) return Bad("monster.def", "is below 0");
  if (link && m.def != 0) return Bad("monster.def", "link monsters have no DEF (§2.1.8)");
  const bool pendulum = m.Has(Trait::kPendulum);
  if (m.scale > 13) return Bad("monster.scale", "a pendulum scale is 0 to 13 (§2.1.7 2.)");
  if (!pendulum && m.scale != 0) return Bad("monster.scale", "only pendulum monsters have scales");
  if (pendulum && link) return Bad("monster.traits", "a link monster is never a pendulum monster");
  if (IsExtraDeckKind(m.kind) != !m.materials.empty()) {
    return Bad("monster.materials",
               "fusion, synchro, xyz and link monsters, and only they, list materials "
               "(§2.1.4-§2.1.8)");
  }
  for (size_t i = 0; i < m.materials.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckCount(m.materials[i], Index("monster.materials", i)));
  }
  if (m.kind == MonsterKind::kSynchro) {
    const auto& traits = m.materials.front().filter.traits;
    if (m.materials.size() < 2 ||
        std::find(traits.begin(), traits.end(), Trait::kTuner) == traits.end()) {
      return Bad("monster.materials",
                 "a synchro monster's first material is its tuner, then its non-tuners (§2.1.5)");
    }
  }
  if (m.kind == MonsterKind::kToken && !effects.empty()) {
    return Bad("effects", "a token is a normal monster (Supplement 1): it has no effects");
  }
  const bool effect_frame = m.kind == MonsterKind::kEffect || m.Has(Trait::kEffect);
  if (m.Has(Trait::kEffect) && (m.kind == MonsterKind::kNormal || m.kind == MonsterKind::kEffect ||
                                m.kind == MonsterKind::kToken)) {
    return Bad("monster.traits",
               "only a ritual, fusion, synchro, xyz or link monster has the trait effect (an "
               "\"Xyz/Effect\" frame); an effect monster is kind effect (§2.1.2)");
  }
  if (!effect_frame) {  // Y-31: the frame says whether it is an Effect Monster.
    for (size_t i = 0; i < effects.size(); ++i) {
      if (effects[i].from != Location::kPendulumZone && m.kind != MonsterKind::kNormal &&
          m.kind != MonsterKind::kToken) {
        return Bad(Index("effects", i),
                   "a monster with monster effects has an Effect Monster's frame: add the trait "
                   "effect (§2.1.2, docs/rulings-ygo.md Y-31)");
      }
    }
  }
  if (m.kind == MonsterKind::kNormal) {
    for (size_t i = 0; i < effects.size(); ++i) {
      if (effects[i].from != Location::kPendulumZone) {
        return Bad(Index("effects", i) + ".from",
                   "a normal monster has no monster effects (§2.1.1); only a pendulum effect");
      }
    }
  }
  return Status::Ok();
}

Status CheckFilter(const Filter& f, const std::string& path) {
  if (f.self && f.not_self) return Bad(path, "self and notSelf together match nothing");
  if (f.face_up && f.face_down) return Bad(path, "faceUp and faceDown together match nothing");
  if (f.attack_position && f.defense_position) {
    return Bad(path, "attackPosition and defensePosition together match nothing");
  }
  if (f.min_level != 0 && f.max_level != 0 && f.min_level > f.max_level) {
    return Bad(path + ".minLevel", "is above maxLevel");
  }
  if (f.min_atk < -1) return Bad(path + ".minAtk", "is below 0 (-1: no bound)");
  if (f.max_atk < -1) return Bad(path + ".maxAtk", "is below 0 (-1: no bound)");
  return Status::Ok();
}

Status CheckSelection(const Selection& what, const Effect& e, const Card& card,
                      const std::string& path) {
  switch (KindOf(what)) {
    case SelectionKind::kTargets:
      if (e.targets.empty()) return Bad(path + ".targets", "the effect has no targets");
      break;
    case SelectionKind::kAll:
      return CheckFilter(std::get<2>(what), path + ".all");
    case SelectionKind::kChoose:
      TJ_RETURN_IF_ERROR(CheckCount(std::get<3>(what), path + ".choose"));
      return CheckFilter(std::get<3>(what).filter, path + ".choose.filter");
    case SelectionKind::kTriggering:
      if (e.events.empty()) return Bad(path + ".triggering", "the effect responds to no event");
      break;
    case SelectionKind::kEquipped: {
      const Spell* spell = card.AsSpell();
      if (spell == nullptr || spell->type != SpellType::kEquip) {
        return Bad(path + ".equipped", "only an equip spell equips a monster");
      }
      break;
    }
    case SelectionKind::kSelf:
      break;
  }
  return Status::Ok();
}

const Selection* SelectionOf(const Action& action) {
  return std::visit(
      [](const auto& a) -> const Selection* {
        if constexpr (requires { a.what; }) {
          return &a.what;
        } else {
          return nullptr;
        }
      },
      action);
}

Status CheckAction(const Action& action, const Effect& e, const Card& card,
                   const std::string& path) {
  const std::string here = path + "." + std::string(ActionName(action));
  if (const Selection* what = SelectionOf(action)) {
    TJ_RETURN_IF_ERROR(CheckSelection(*what, e, card, here + ".what"));
  }
  switch (KindOf(action)) {
    case ActionKind::kTokens:
      if (std::get<Member<Tokens, names::kTokens>>(action).code.empty()) {
        return Bad(here + ".code", "names no token");
      }
      break;
    case ActionKind::kRitualSummon:
      if (std::get<Member<Ritual, names::kRitualSummon>>(action).monster.empty()) {
        return Bad(here + ".monster", "names no ritual monster (§2.1.3)");
      }
      break;
    case ActionKind::kNegate:
    case ActionKind::kNegateAttack:
      if (e.events.empty())
        return Bad(here, "negates what the effect responds to: it has no events");
      break;
    case ActionKind::kDamage:
    case ActionKind::kGainLifePoints: {
      const LifePoints& lp = KindOf(action) == ActionKind::kDamage
                                 ? static_cast<const LifePoints&>(std::get<9>(action))
                                 : std::get<10>(action);
      if (lp.destroyed_atk && lp.amount != 0) {
        return Bad(here + ".amount", "destroyedAtk takes the amount from what was destroyed");
      }
      if (int(lp.both) + int(lp.controller) + int(lp.opponent) > 1) {
        return Bad(here, "names one of controller, opponent and both");
      }
      break;
    }
    case ActionKind::kModifyStats:
      return CheckFilter(std::get<14>(action).atk_of, here + ".atkOf");
    case ActionKind::kEquip: {
      const Spell* spell = card.AsSpell();
      if (spell == nullptr || spell->type != SpellType::kEquip) {
        return Bad(here, "only an equip spell equips (§2.2)");
      }
      break;
    }
    default:
      break;
  }
  return Status::Ok();
}

// A scale change, its "unless" and an activation lock (Stargazer Magician, §2.1.7).
Status CheckModifier(const Modifier& m, const Card& card, const std::string& path) {
  if (m.set_scale != -1) {
    if (m.set_scale < 0 || m.set_scale > 13) {
      return Bad(path + ".setScale", "a pendulum scale is 0-13 (§2.1.7), or -1 for no change");
    }
    const Monster* monster = card.AsMonster();
    if (monster == nullptr || !monster->Has(Trait::kPendulum)) {
      return Bad(path + ".setScale", "only a pendulum monster has a scale (§2.1.7)");
    }
  }
  for (size_t i = 0; i < m.unless.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckFilter(m.unless[i], Index(path + ".unless", i)));
    if (m.unless[i] == Filter{}) {
      return Bad(Index(path + ".unless", i), "matches every card: the modifier never applies");
    }
  }
  for (size_t i = 0; i < m.lock_activations.size(); ++i) {
    if (m.lock_activations[i] == CardType::kMonster) {
      return Bad(Index(path + ".lockActivations", i),
                 "locks spell or trap cards' activations, not monsters'");
    }
  }
  return Status::Ok();
}

Status CheckEffect(const Effect& e, const Card& card, size_t index) {
  const std::string path = Index("effects", index);
  const bool activation = e.kind == EffectKind::kActivation;
  if (activation != (index == 0 && card.Type() != CardType::kMonster)) {
    return Bad(path + ".kind",
               "a spell's or trap's effect 0, and only it, is its activation (§2.2, §2.3)");
  }
  const Monster* monster = card.AsMonster();
  if (e.from == Location::kPendulumZone &&
      (monster == nullptr || !monster->Has(Trait::kPendulum))) {
    return Bad(path + ".from", "only a pendulum monster has pendulum effects (§2.1.7)");
  }
  if (e.from != Location::kField && monster == nullptr) {
    return Bad(path + ".from", "a spell's or trap's effects work on the field");
  }
  if (e.kind == EffectKind::kFlip && (monster == nullptr || !monster->Has(Trait::kFlip))) {
    return Bad(path + ".kind", "only a flip monster has a flip effect (§2.1.2 反转效果)");
  }
  if (e.kind == EffectKind::kTrigger && e.events.empty()) {
    return Bad(path + ".events", "a trigger effect names what triggers it (§2.1.2 诱发效果)");
  }
  const bool continuous = e.kind == EffectKind::kContinuous;
  if (continuous) {
    if (e.modifiers.empty()) return Bad(path + ".modifiers", "a continuous effect does something");
    if (!e.actions.empty() || !e.targets.empty() || !e.cost.empty() || !e.events.empty()) {
      return Bad(path,
                 "a continuous effect is never activated: no events, cost, targets or "
                 "actions (§2.1.2 永续效果)");
    }
  } else {
    if (!e.modifiers.empty()) return Bad(path + ".modifiers", "only continuous effects modify");
    const bool spell_or_trap_activation = activation && card.Type() != CardType::kMonster;
    if (e.actions.empty() && !spell_or_trap_activation) {
      return Bad(path + ".actions", "an activated effect does something");
    }
  }
  TJ_RETURN_IF_ERROR(CheckFilter(e.subject, path + ".subject"));
  for (size_t i = 0; i < e.cost.tribute.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckCount(e.cost.tribute[i], Index(path + ".cost.tribute", i)));
  }
  for (size_t i = 0; i < e.targets.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckCount(e.targets[i], Index(path + ".targets", i)));
    TJ_RETURN_IF_ERROR(CheckFilter(e.targets[i].filter, Index(path + ".targets", i) + ".filter"));
  }
  for (size_t i = 0; i < e.actions.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckAction(e.actions[i], e, card, Index(path + ".actions", i)));
    const auto* damage = std::get_if<Member<LifePoints, names::kDamage>>(&e.actions[i]);
    if (damage != nullptr && damage->destroyed_atk &&
        (i == 0 || KindOf(e.actions[i - 1]) != ActionKind::kDestroy)) {
      return Bad(Index(path + ".actions", i) + ".damage.destroyedAtk",
                 "follows a destroy action: the damage is what that destroyed");
    }
  }
  for (size_t i = 0; i < e.modifiers.size(); ++i) {
    const std::string m = Index(path + ".modifiers", i);
    TJ_RETURN_IF_ERROR(CheckFilter(e.modifiers[i].affects, m + ".affects"));
    TJ_RETURN_IF_ERROR(CheckFilter(e.modifiers[i].per_card, m + ".perCard"));
    TJ_RETURN_IF_ERROR(CheckModifier(e.modifiers[i], card, m));
  }
  return Status::Ok();
}

bool IsCode(const std::string& code) {
  if (code.size() != 8) return false;
  for (char c : code) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

Status CheckCode(const std::string& code, const CardSet& set, const std::string& field,
                 MonsterKind* kind_out = nullptr) {
  const Card* found = set.Find(code);
  if (found == nullptr) return Bad(field, "card " + code + " is not in the card set");
  if (kind_out != nullptr) {
    const Monster* m = found->AsMonster();
    if (m == nullptr || m->kind != *kind_out) {
      return Bad(field, "card " + code + " is not a " + std::string(MonsterKindName(*kind_out)) +
                            " monster");
    }
  }
  return Status::Ok();
}

template <typename F>
void ForEachFilter(const Card& card, const F& f) {
  if (const Monster* m = card.AsMonster()) {
    for (size_t i = 0; i < m->materials.size(); ++i) {
      f(m->materials[i].filter, Index("monster.materials", i) + ".filter");
    }
  }
  for (size_t i = 0; i < card.effects.size(); ++i) {
    const Effect& e = card.effects[i];
    const std::string path = Index("effects", i);
    f(e.subject, path + ".subject");
    for (size_t t = 0; t < e.targets.size(); ++t) {
      f(e.targets[t].filter, Index(path + ".targets", t) + ".filter");
    }
    for (size_t t = 0; t < e.cost.tribute.size(); ++t) {
      f(e.cost.tribute[t].filter, Index(path + ".cost.tribute", t) + ".filter");
    }
    for (size_t a = 0; a < e.actions.size(); ++a) {
      const Selection* what = SelectionOf(e.actions[a]);
      if (what == nullptr) continue;
      const std::string at =
          Index(path + ".actions", a) + "." + std::string(ActionName(e.actions[a])) + ".what";
      if (const auto* all = std::get_if<2>(what)) f(*all, at + ".all");
      if (const auto* choose = std::get_if<3>(what)) f(choose->filter, at + ".choose.filter");
      if (const auto* stats = std::get_if<Member<Stats, names::kModifyStats>>(&e.actions[a])) {
        f(stats->atk_of, Index(path + ".actions", a) + ".modifyStats.atkOf");
      }
    }
    for (size_t m = 0; m < e.modifiers.size(); ++m) {
      f(e.modifiers[m].affects, Index(path + ".modifiers", m) + ".affects");
      f(e.modifiers[m].per_card, Index(path + ".modifiers", m) + ".perCard");
      for (size_t u = 0; u < e.modifiers[m].unless.size(); ++u) {
        f(e.modifiers[m].unless[u], Index(Index(path + ".modifiers", m) + ".unless", u));
      }
    }
  }
}

}  // namespace

Status ValidateCard(const Card& card) {
  if (!IsCode(card.code)) {
    return Bad("code", "a passcode is 8 digits, e.g. \"89631139\"");
  }
  if (card.name.empty()) return Bad("name", "is empty");
  if (card.limit > 3) return Bad("limit", "a deck holds at most 3 copies of a card (§1.1)");
  if (const Monster* m = card.AsMonster()) TJ_RETURN_IF_ERROR(CheckMonster(*m, card.effects));
  if (card.Type() != CardType::kMonster && card.effects.empty()) {
    return Bad("effects", "a spell or trap has its activation as effect 0 (§2.2, §2.3)");
  }
  for (size_t i = 0; i < card.effects.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckEffect(card.effects[i], card, i));
  }
  return Status::Ok();
}

Status ValidateReferences(const Card& card, const CardSet& set) {
  Status status;
  ForEachFilter(card, [&](const Filter& filter, const std::string& path) {
    if (status.ok() && !filter.code.empty()) status = CheckCode(filter.code, set, path + ".code");
  });
  TJ_RETURN_IF_ERROR(status);
  for (size_t i = 0; i < card.effects.size(); ++i) {
    const auto& actions = card.effects[i].actions;
    for (size_t a = 0; a < actions.size(); ++a) {
      const std::string path = Index(Index("effects", i) + ".actions", a);
      if (const auto* tokens = std::get_if<Member<Tokens, names::kTokens>>(&actions[a])) {
        MonsterKind kind = MonsterKind::kToken;
        TJ_RETURN_IF_ERROR(CheckCode(tokens->code, set, path + ".tokens.code", &kind));
      }
      if (const auto* ritual = std::get_if<Member<Ritual, names::kRitualSummon>>(&actions[a])) {
        MonsterKind kind = MonsterKind::kRitual;
        TJ_RETURN_IF_ERROR(CheckCode(ritual->monster, set, path + ".ritualSummon.monster", &kind));
      }
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::ygo
