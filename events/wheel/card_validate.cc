// The checks of one 永恒之轮 card on its own (docs/cards.md, "wheel"): each names the field by its
// JSON path and the line of the source (or the reading of docs/rulings-wheel.md) it rests on.

#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {
namespace {

using namespace cards;  // NOLINT: the whole vocabulary is checked here.

Status Bad(const std::string& field, const std::string& problem) {
  return Status::InvalidInput(field + ": " + problem);
}

bool IsSpirit(const Card& c) { return c.type == CardType::kWarSpirit; }

Status CheckKeywords(const Card& card) {
  const Keywords& k = card.keywords;
  const std::string type(CardTypeName(card.type));
  struct Only {
    bool present;
    const char* field;
    bool allowed;
    const char* who;
    const char* rule;
  };
  const Only checks[] = {
      {k.flying, "flying", card.IsUnit(), "a war spirit or a vehicle", "L20"},
      {k.guard, "guard", card.IsUnit(), "a war spirit or a vehicle", "L26"},
      {k.ranged, "ranged", card.IsUnit(), "a war spirit or a vehicle", "L26"},
      {k.first_strike, "firstStrike", card.IsUnit(), "a war spirit or a vehicle", "L19"},
      {k.assault, "assault", card.IsUnit(), "a war spirit or a vehicle", "L18"},
      {k.shield != 0, "shield", card.IsUnit(), "a war spirit or a vehicle", "L22"},
      {k.regenerate != 0, "regenerate", card.IsUnit(), "a war spirit or a vehicle", "L23"},
      {k.devout, "devout", card.IsUnit(), "a war spirit or a vehicle", "L21"},
      {k.spell_resistance != 0, "spellResistance", card.IsUnit(), "a war spirit or a vehicle",
       "L24"},
      {k.ambush, "ambush", card.IsUnit(), "a war spirit or a vehicle", "L31-32, W-21"},
      {k.flash, "flash", IsSpirit(card), "a war spirit", "L17"},
      {k.legion != 0, "legion", IsSpirit(card), "a war spirit", "L25"},
      {!k.unique_a.empty(), "uniqueA", IsSpirit(card), "a war spirit", "L28"},
      {k.instant, "instant", card.type == CardType::kMagic, "a magic card", "L16, W-16"},
      {k.unique, "unique", card.IsUnit() || card.type == CardType::kMagic,
       "a war spirit, a vehicle or a magic card", "L15"},
      {!k.swap.empty(), "swap", card.IsUnit(), "a war spirit or a vehicle", "L26, W-19"},
      {k.extra, "extra", card.type != CardType::kManaStone,
       "a card other than a mana stone (which is in the extra deck anyway)", "L30"},
  };
  for (const Only& c : checks) {
    if (c.present && !c.allowed) {
      return Bad(std::string("keywords.") + c.field,
                 "only " + std::string(c.who) + " has it, not a " + type + " (" + c.rule + ")");
    }
  }
  if (k.legion != 0 && k.legion < 4) {
    return Bad("keywords.legion", "legion " + std::to_string(k.legion) +
                                      " would lower the 3 copies every card may have (L25)");
  }
  return Status::Ok();
}

Status CheckEffect(const Card& card, const Effect& e, const std::string& field, size_t index) {
  const bool magic = card.type == CardType::kMagic;
  if (card.type == CardType::kManaStone) return Bad(field, "a mana stone has no effect (L15)");
  if (e.kind == EffectKind::kUse && !(magic && index == 0)) {
    return Bad(field + ".kind", "only a magic card's effect 0 is its use (§七.2.d)");
  }
  if (magic && index == 0 && e.kind != EffectKind::kUse) {
    return Bad(field + ".kind", "a magic card's effect 0 is its use (§七.2.d)");
  }
  if (e.kind == EffectKind::kActivated && e.uses == 0) {
    return Bad(field + ".uses", "an activated effect's icon allows at least 1 use a turn (§八.4)");
  }
  if (e.kind != EffectKind::kActivated && e.uses != 0) {
    return Bad(field + ".uses", "only an activated effect has an icon count (§八.4)");
  }
  if ((e.kind == EffectKind::kTriggered) != (e.on != TriggerEvent::kNone)) {
    return Bad(field + ".on", "a triggered effect, and only it, has a trigger (§八.2)");
  }
  const bool passive = e.kind == EffectKind::kAutomatic || e.kind == EffectKind::kRule;
  if (passive != (e.action == Action::kNone)) {
    return Bad(field + ".action", passive ? "automatic and rule effects are read from the "
                                            "card's keywords and have no action (§八.1, §八.3)"
                                          : "the effect does nothing: give it an action");
  }
  if (passive) return Status::Ok();
  if (e.kind == EffectKind::kTriggered &&
      (e.target == TargetKind::kUnit || e.target == TargetKind::kPlayer)) {
    return Bad(field + ".target",
               "a triggered effect chooses no target: it resolves right after its cause with "
               "nobody deciding (§九, W-15)");
  }
  const bool unit = e.target == TargetKind::kUnit || e.target == TargetKind::kSelf;
  const bool player = e.target == TargetKind::kPlayer || e.target == TargetKind::kOpponent;
  if (e.target == TargetKind::kSelf && !card.IsUnit()) {
    return Bad(field + ".target", "only a war spirit or a vehicle targets itself");
  }
  switch (e.action) {
    case Action::kDamage:
      if (!unit && !player) return Bad(field + ".target", "damage needs a unit or a player");
      if (e.amount <= 0) return Bad(field + ".amount", "damage is at least 1");
      break;
    case Action::kDestroy:
      if (!unit) return Bad(field + ".target", "destroy needs a unit");
      break;
    case Action::kDraw:
      if (e.target != TargetKind::kNone) return Bad(field + ".target", "its controller draws");
      if (e.amount <= 0 || e.amount > 8) return Bad(field + ".amount", "draw 1 to 8 cards");
      break;
    case Action::kAttackBoost:
    case Action::kDefenseBoost:
      if (!unit) return Bad(field + ".target", "a change of attack or defense needs a unit");
      if (e.amount == 0) return Bad(field + ".amount", "a change of 0 changes nothing");
      break;
    case Action::kNone:
      break;
  }
  return Status::Ok();
}

}  // namespace

Status ValidateCard(const Card& card) {
  if (card.code.empty()) return Bad("code", "missing");
  if (card.name.empty()) return Bad("name", "missing");
  const std::string type(CardTypeName(card.type));
  if (card.type == CardType::kManaStone) {
    if (!card.cost.empty()) return Bad("cost", "a mana stone is placed, never used (§七.2.a)");
    if (card.keywords != Keywords{}) {
      return Bad("keywords", "a mana stone loses its name and has no keyword (L15, L28)");
    }
  }
  for (size_t i = 0; i < card.cost.size(); ++i) {
    const std::string field = "cost[" + std::to_string(i) + "]";
    if (card.cost[i].count == 0) return Bad(field + ".count", "a cost symbol counts at least 1");
    for (size_t j = 0; j < i; ++j) {
      if (card.cost[j].colour == card.cost[i].colour) {
        return Bad(field + ".colour", std::string(ColourName(card.cost[i].colour)) +
                                          " is given twice: write one symbol with its count");
      }
    }
  }
  if (card.IsUnit()) {
    if (card.attack < 0) return Bad("attack", "at least 0 (§七.3.b)");
    if (card.defense < 1) {
      return Bad("defense",
                 "at least 1: a unit is destroyed when its damage reaches its "
                 "defense (§七.3.b, W-12)");
    }
  } else if (card.attack != 0 || card.defense != 0) {
    return Bad(card.attack != 0 ? "attack" : "defense",
               "only a war spirit or a vehicle has attack and defense, not a " + type);
  }
  if (card.type != CardType::kVehicle && card.vehicle != Vehicle{}) {
    return Bad("vehicle", "only a vehicle carries a crew, not a " + type + " (L27)");
  }
  if (card.continuous && card.type != CardType::kMagic) {
    return Bad("continuous", "only magic is continuous (§五.3)");
  }
  TJ_RETURN_IF_ERROR(CheckKeywords(card));
  if (card.type == CardType::kMagic &&
      (card.effects.empty() || card.effects[0].kind != EffectKind::kUse)) {
    return Bad("effects", "a magic card's effect 0 is its use (§七.2.d)");
  }
  for (size_t i = 0; i < card.effects.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckEffect(card, card.effects[i], "effects[" + std::to_string(i) + "]", i));
  }
  if (card.effects.size() > 8) return Bad("effects", "at most 8 effects");
  return Status::Ok();
}

}  // namespace tcgjudge::wheel
