// The checks of one 崛起TCG card on its own (docs/cards.md, "rise"): each names the field by its
// JSON path and the rule (or the reading of docs/rulings-rise.md) it rests on.

#include <set>

#include "events/rise/card_set.h"

namespace tcgjudge::rise {
namespace {

using namespace cards;  // NOLINT: the whole vocabulary is checked here.

Status Bad(const std::string& field, const std::string& problem) {
  return Status::InvalidInput(field + ": " + problem);
}

std::string A(const Card& card) { return "a " + std::string(CardTypeName(card.type)); }

// A field that only some card types have.
struct Only {
  bool present;
  const char* field;
  bool allowed;
  const char* who;
  const char* rule;
};

Status CheckOnly(const Card& card, std::initializer_list<Only> checks, const char* prefix = "") {
  for (const Only& c : checks) {
    if (c.present && !c.allowed) {
      return Bad(std::string(prefix) + c.field,
                 "only " + std::string(c.who) + " has it, not " + A(card) + " (" + c.rule + ")");
    }
  }
  return Status::Ok();
}

Status CheckFields(const Card& card) {
  const CardType t = card.type;
  const bool fighter = card.IsTroop() || t == CardType::kWeapon;
  const bool vehicle = t == CardType::kVehicle;
  const bool life =
      card.IsTroop() || (t == CardType::kAbility && card.persistence == Persistence::kCrystal);
  const bool armour =
      vehicle || t == CardType::kSquad || t == CardType::kArmour || t == CardType::kAccessory;
  return CheckOnly(
      card, {
                {card.power != 0, "power", fighter,
                 "a 援军, 载具, 战队 or 武器 (a commander: its faces)", "§205"},
                {!card.damage_types.empty(), "damageTypes", fighter, "a 援军, 载具, 战队 or 武器",
                 "§205.1"},
                {card.life != 0, "life", life,
                 "a 援军, 载具, 战队 or crystal (a commander: its faces)", "§302.1, §307.3"},
                {card.armour != 0, "armour", armour, "a vehicle, squad, armour or accessory",
                 "§303.1a, §304.1a, §306.2"},
                {card.power_max != 0, "powerMax", vehicle, "a vehicle", "§303.3a"},
                {card.power_x, "powerX", vehicle, "a vehicle", "§303.3b"},
                {card.explosion != 0, "explosion", vehicle, "a vehicle", "§303.1"},
                {!card.crew.empty(), "crew", vehicle, "a vehicle", "§303.1b"},
                {card.crew_number != 0, "crewNumber", t == CardType::kSquad, "a squad", "§304.1"},
                {card.fire_cost != 0, "fireCost", t == CardType::kWeapon, "a weapon", "§305.1"},
                {card.features != Features{}, "features", t == CardType::kCommander, "a commander",
                 "§206"},
                {!card.faces.empty(), "faces", t == CardType::kCommander, "a commander", "§301.2"},
                {card.persistence != Persistence::kNonPersistent, "persistence",
                 t == CardType::kAbility, "an ability card", "§307.1"},
                {card.instant, "instant", t != CardType::kCommand && t != CardType::kCommander,
                 "a card that is used (not a command or a commander)", "§406.1, §308.1"},
                {!card.commander_only.empty(), "commanderOnly", t != CardType::kCommander,
                 "a card of a deck", "§100.2b"},
                {card.attachment != HostKind::kNone, "attachment",
                 card.IsEquipment() ||
                     (t == CardType::kAbility && card.persistence == Persistence::kPersistent),
                 "equipment or a persistent ability", "§403.1"},
                {!card.effects.empty(), "effects", t == CardType::kAbility,
                 "an ability card (other cards do things through their abilities)", "§709.2b"},
            });
}

Status CheckKeywords(const Card& card) {
  const Keywords& k = card.keywords;
  const bool character = card.IsCharacter();
  const bool carrier = card.type == CardType::kCommander || card.IsEquipment();
  return CheckOnly(
      card,
      {
          {k.guardian, "guardian", character, "a character", "§602.2"},
          {k.evasion, "evasion", character, "a character", "闪避"},
          {k.haste, "haste", card.IsTroop(), "a 援军, 载具 or 战队", "§302.2"},
          {k.pilot, "pilot", card.IsUnit() && card.type != CardType::kVehicle,
           "a 援军, 战队 or commander", "§303.2"},
          {k.beyond_visual_range, "beyondVisualRange", character || card.type == CardType::kWeapon,
           "a character or a weapon", "§603.1a, §415.2"},
          {k.weapon_equipment != 0, "weaponEquipment", carrier, "a commander or equipment",
           "§415.1"},
          {k.heavy_armament, "heavyArmament", carrier, "a commander or equipment", "§415.1"},
      },
      "keywords.");
}

// A continuous ability's prevention or replacement effect (§716, §717): a fixed amount, on the
// cards it protects (a prevention) or on no card (an increase: the controller's packets).
Status CheckReplacement(const Effect& e, const std::string& field) {
  const TargetKind t = e.target;
  if (e.action == Action::kPrevent && t != TargetKind::kSelf && t != TargetKind::kYourCommander &&
      t != TargetKind::kFriendlyUnits) {
    return Bad(field + ".target",
               "a prevention protects itself, your commander or your units "
               "(self, yourCommander, friendlyUnits; §717.2)");
  }
  if (e.action == Action::kIncrease && t != TargetKind::kNone) {
    return Bad(field + ".target",
               "an increase changes its controller's damage packets: no "
               "target (§717.1)");
  }
  if (e.amount < 1 || e.amount_x || e.distribute || e.targets != 0 || e.unpreventable) {
    return Bad(field + ".amount",
               "a prevention or increase is a fixed amount of at least 1, "
               "with no targets (§717.1, §717.2)");
  }
  return Status::Ok();
}

// §413.1, §413.1c: a counter is named, or unnamed and changes one stat by a non-zero amount
//
Status CheckCounter(const Effect& e, const std::string& field) {
  if (e.counter.empty() == (e.counter_stat == CounterStat::kNone)) {
    return Bad(field + ".counter",
               "a counter has a name (§413.1) or, unnamed, a stat it changes (§413.1c): "
               "one of the two");
  }
  if (e.counter_value < -99 || e.counter_value > 99) {
    return Bad(field + ".counterValue", "from -99 to 99");
  }
  if ((e.counter_stat != CounterStat::kNone) != (e.counter_value != 0)) {
    return Bad(field + ".counterValue",
               "an unnamed counter changes its stat by a non-zero value, a named one by "
               "none (§413.1c)");
  }
  return Status::Ok();
}

Status CheckEffect(const Effect& e, const std::string& field) {
  const TargetKind t = e.target;
  const bool on_card = t == TargetKind::kCharacter || t == TargetKind::kUnit ||
                       t == TargetKind::kOpposingCharacter || t == TargetKind::kFriendlyCharacter ||
                       t == TargetKind::kSelf || t == TargetKind::kYourCommander ||
                       t == TargetKind::kOpposingCommander;
  switch (e.action) {
    case Action::kNone:
      return Bad(field + ".action", "the effect does nothing: give it an action");
    case Action::kDamage:
    case Action::kRepair:
      if (!on_card) return Bad(field + ".target", "damage and repair go to a character (§408.2)");
      if (e.amount < 1 && !e.amount_x) {
        return Bad(field + ".amount", "at least 1: no damage packet of less (§104.1, §408.2)");
      }
      break;
    case Action::kDraw:
      if (t != TargetKind::kNone && t != TargetKind::kPlayer) {
        return Bad(field + ".target", "its controller or a target player draws");
      }
      if (e.amount < 1 && !e.amount_x) return Bad(field + ".amount", "draw at least 1 card");
      break;
    case Action::kCounter:
      if (t != TargetKind::kLink) return Bad(field + ".target", "a counter targets a link (§711)");
      break;
    case Action::kChangeTarget:
      if (t != TargetKind::kLink || e.targets > 1 || e.amount != 0 || e.amount_x) {
        return Bad(field + ".target",
                   "a change of target targets one link, with no amount (§706.2, R-40)");
      }
      break;
    case Action::kPrevent:
    case Action::kIncrease:
      return CheckReplacement(e, field);
    case Action::kSearch:
      if (t != TargetKind::kNone) return Bad(field + ".target", "its controller searches its deck");
      if (e.amount < 1 || e.amount_x) return Bad(field + ".amount", "search for at least 1 card");
      break;
    case Action::kMoveAttachment:
      if (t != TargetKind::kAttachment || e.targets > 1) {
        return Bad(field + ".target", "moving an attachment targets one attachment (§403.6a)");
      }
      break;
    case Action::kAddCounters:
    case Action::kRemoveCounters:
      if (!on_card) return Bad(field + ".target", "counters go on a card on the field (§413.1)");
      if (e.amount < 1 && !e.amount_x) return Bad(field + ".amount", "at least 1 counter");
      TJ_RETURN_IF_ERROR(CheckCounter(e, field));
      break;
    case Action::kCreateToken:
      if (t != TargetKind::kNone) {
        return Bad(field + ".target", "its controller puts the tokens onto its field (§413.2a)");
      }
      if (e.amount < 1 && !e.amount_x) return Bad(field + ".amount", "at least 1 token");
      if (e.token.empty()) return Bad(field + ".token", "the code of the token's card (§413.2)");
      break;
    case Action::kSkipTurn:
    case Action::kExtraTurn:
      if (t != TargetKind::kNone && t != TargetKind::kPlayer) {
        return Bad(field + ".target",
                   "its controller or a target player skips or takes the turns (§500.3, §500.4)");
      }
      if (e.amount < 1 || e.amount > kMaxTurns || e.amount_x) {
        return Bad(field + ".amount", "a fixed number of turns from 1 to 9 (§500.3, §500.4)");
      }
      break;
    case Action::kEndTurn:
      if (t != TargetKind::kNone || e.targets != 0) {
        return Bad(field + ".target", "ending the turn has no target (§500.5)");
      }
      if (e.amount != 0 || e.amount_x) return Bad(field + ".amount", "ending the turn has none");
      break;
    case Action::kPowerBoost:
      if (e.amount == 0 && !e.amount_x)
        return Bad(field + ".amount", "a change of 0 changes nothing");
      [[fallthrough]];
    default:
      if (!on_card) return Bad(field + ".target", "it needs a card on the field");
      break;
  }
  const bool counters = e.action == Action::kAddCounters || e.action == Action::kRemoveCounters;
  if (!counters &&
      (!e.counter.empty() || e.counter_stat != CounterStat::kNone || e.counter_value != 0)) {
    return Bad(field + ".counter", "only an effect that adds or removes counters names one");
  }
  if (!e.token.empty() && e.action != Action::kCreateToken) {
    return Bad(field + ".token", "only a createToken effect names a token");
  }
  if (e.only_type && e.action != Action::kPrevent && e.action != Action::kIncrease) {
    return Bad(field + ".onlyType", "only a prevention or an increase is limited to a type");
  }
  if (e.random &&
      (!e.Targeted() || t == TargetKind::kPlayer || t == TargetKind::kLink || e.distribute)) {
    return Bad(field + ".random",
               "only cards on the field are picked at random, with nothing divided "
               "(§706.5, R-39)");
  }
  if (e.targets > 1 && !e.Targeted()) {
    return Bad(field + ".targets", "only a targeted effect takes targets (§706.1a)");
  }
  if (e.distribute) {
    if (e.action != Action::kDamage && e.action != Action::kRepair) {
      return Bad(field + ".distribute", "only damage or repair is distributed (§707.1d)");
    }
    if (e.MaxTargets() < 2)
      return Bad(field + ".targets", "a distribution needs 2 or more targets");
    if (!e.amount_x && e.amount < e.MaxTargets()) {
      return Bad(field + ".amount", "each target of a distribution gets at least 1 (§707.1d)");
    }
  }
  return Status::Ok();
}

Status CheckEffects(const std::vector<Effect>& effects, uint8_t modes, const std::string& field) {
  int targeted = 0;
  for (size_t i = 0; i < effects.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckEffect(effects[i], field + "effects[" + std::to_string(i) + "]"));
    if (effects[i].action == Action::kEndTurn && i + 1 != effects.size()) {
      return Bad(field + "effects[" + std::to_string(i) + "]",
                 "ending the turn is the last effect of its link (§500.5, R-38)");
    }
    targeted += effects[i].Targeted() ? 1 : 0;
  }
  if (targeted > 1 && modes != 1) {
    return Bad(field + "effects",
               "not yet: one targeted effect per link, unless one mode is "
               "chosen (docs/rulings-rise.md R-12)");
  }
  if (modes != 0 && (modes >= effects.size() || effects.size() < 2)) {
    return Bad(field + "modes", "choose fewer modes than there are effects, each once (§707.1b)");
  }
  return Status::Ok();
}

// §703.2: only a triggered ability has an intervening condition; its amount fits it.
Status CheckCondition(const Ability& a, const std::string& field) {
  const Condition& cond = a.condition;
  if (cond.check == ConditionCheck::kNone) {
    if (cond.amount != 0) return Bad(field + ".amount", "no condition checks an amount");
    return Status::Ok();
  }
  if (a.kind != AbilityKind::kTriggered) {
    return Bad(field, "only a triggered ability has an intervening condition (§703.2)");
  }
  switch (cond.check) {
    case ConditionCheck::kCommanderDamaged:
      if (cond.amount != 0) return Bad(field + ".amount", "commanderDamaged checks no amount");
      break;
    case ConditionCheck::kHandAtMost:
      if (cond.amount < 0) return Bad(field + ".amount", "a hand holds 0 cards or more");
      break;
    default:
      if (cond.amount < 1) return Bad(field + ".amount", "at least 1 unit: a commander is one");
      break;
  }
  return Status::Ok();
}

Status CheckAbility(const Card& card, const Ability& a, const std::string& field) {
  const bool command = card.type == CardType::kCommand;
  if ((a.kind == AbilityKind::kReward) != command) {
    return Bad(field + ".kind", command ? "a command's abilities are reward abilities (§702)"
                                        : "only a command has reward abilities (§702)");
  }
  if (a.cost < 0) return Bad(field + ".cost", "a cost is 0 or more (§401.2)");
  const bool paid = a.kind == AbilityKind::kPaid || a.kind == AbilityKind::kReward;
  if (!paid && (a.cost != 0 || a.exhaust_self || a.once_per_turn)) {
    return Bad(field + ".cost", "only a paid or reward ability has a cost (§701, §702)");
  }
  if ((a.kind == AbilityKind::kTriggered) != (a.on != TriggerEvent::kNone)) {
    return Bad(field + ".on", "a triggered ability, and only it, has a trigger (§703.1)");
  }
  TJ_RETURN_IF_ERROR(CheckCondition(a, field + ".condition"));
  for (const Effect& e : a.effects) {
    const bool replacement = e.action == Action::kPrevent || e.action == Action::kIncrease;
    if ((a.kind == AbilityKind::kContinuous) != replacement) {
      return Bad(field + ".effects", a.kind == AbilityKind::kContinuous
                                         ? "a continuous ability creates no link (§704): its "
                                           "effects are prevent or increase only (§716, §717)"
                                         : "prevent and increase are a continuous ability's "
                                           "effects (§716, §717)");
    }
  }
  if (a.kind == AbilityKind::kTriggered) {
    for (const Effect& e : a.effects) {
      if (e.Targeted() && !e.random) {
        return Bad(field + ".effects",
                   "not yet: a triggered ability that chooses targets, unless at random "
                   "(docs/rulings-rise.md R-16)");
      }
    }
  }
  if (a.kind != AbilityKind::kContinuous && a.effects.empty()) {
    return Bad(field + ".effects", "the ability does nothing: give it an effect");
  }
  return CheckEffects(a.effects, a.modes, field + ".");
}

Status CheckAbilities(const Card& card, const std::vector<Ability>& abilities,
                      const std::string& field) {
  if (abilities.size() > 8) return Bad(field, "at most 8 abilities");
  for (size_t i = 0; i < abilities.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckAbility(card, abilities[i], field + "[" + std::to_string(i) + "]"));
  }
  return Status::Ok();
}

Status CheckCommander(const Card& card) {
  if (card.faces.empty() || card.faces.size() > 2) {
    return Bad("faces", "a commander has one or two faces (§301.2)");
  }
  if (card.cost != 0 || card.cost_x) return Bad("cost", "a commander is never used (§301.1)");
  if (!card.abilities.empty())
    return Bad("abilities",
               "a commander's abilities are on its faces "
               "(§301.2a)");
  if (card.profession_markers.size() != 1 || card.faction_markers.size() > 1) {
    return Bad("professionMarkers",
               "a commander prints one profession marker and at most one "
               "faction marker (§301.1, §206.1)");
  }
  for (size_t i = 0; i < card.faces.size(); ++i) {
    const std::string field = "faces[" + std::to_string(i) + "]";
    if (card.faces[i].life < 1) return Bad(field + ".life", "at least 1 (§301.1)");
    if (card.faces[i].power < 0) return Bad(field + ".power", "at least 0 (§205)");
    TJ_RETURN_IF_ERROR(CheckAbilities(card, card.faces[i].abilities, field + ".abilities"));
  }
  return Status::Ok();
}

Status CheckLimits(const Card& card) {
  const bool tag_limit = card.tag_limit != TagLimit{};
  if (int(card.unique) + int(card.unlimited) + int(tag_limit) > 1) {
    return Bad("unique", "a card prints one right-end tag: 无限, 唯一 or tag(N) (§202.2)");
  }
  if (tag_limit && (card.tag_limit.tag.empty() || card.tag_limit.count == 0)) {
    return Bad("tagLimit", "a tag and a count of at least 1 (§409.3b)");
  }
  if (std::set<Profession>(card.profession_markers.begin(), card.profession_markers.end()).size() !=
      card.profession_markers.size()) {
    return Bad("professionMarkers", "a marker is given twice");
  }
  if (std::set<Faction>(card.faction_markers.begin(), card.faction_markers.end()).size() !=
      card.faction_markers.size()) {
    return Bad("factionMarkers", "a marker is given twice");
  }
  return Status::Ok();
}

Status CheckVehicle(const Card& card) {
  if (card.crew.empty()) return Bad("crew", "a vehicle has at least one crew symbol (§303.1b)");
  for (size_t i = 0; i < card.crew.size(); ++i) {
    if (card.crew[i].count == 0) {
      return Bad("crew[" + std::to_string(i) + "].count", "at least 1 (§303.1b)");
    }
  }
  if (card.power_x && (card.power != 0 || card.power_max != 0)) {
    return Bad("powerX", "a power of X has no printed number (§303.3b)");
  }
  if (card.power_max != 0 && card.power_max < card.power) {
    return Bad("powerMax", "the range's top is at least its bottom (§303.3a)");
  }
  if (card.explosion < 0) return Bad("explosion", "at least 0 (§303.1)");
  return Status::Ok();
}

Status CheckByType(const Card& card) {
  switch (card.type) {
    case CardType::kCommander:
      return CheckCommander(card);
    case CardType::kVehicle:
      TJ_RETURN_IF_ERROR(CheckVehicle(card));
      [[fallthrough]];
    case CardType::kReinforcement:
    case CardType::kSquad:
      if (card.life < 1) return Bad("life", "at least 1 (§302.1, §303.1, §304.1)");
      if (card.type == CardType::kSquad && card.crew_number == 0) {
        return Bad("crewNumber", "a squad has a crew number of at least 1 (§304.1)");
      }
      break;
    case CardType::kArmour:
      if (card.armour < 1)
        return Bad("armour",
                   "an armour has an armour value of 1 or more "
                   "(§306.2)");
      break;
    case CardType::kAbility:
      if (card.persistence == Persistence::kNonPersistent && card.effects.empty()) {
        return Bad("effects",
                   "a non-persistent ability card does something when it resolves "
                   "(§709.2g)");
      }
      if (card.persistence == Persistence::kCrystal && card.life < 1) {
        return Bad("life", "a crystal is a character with life 1 or more (§300.1, §307.3)");
      }
      break;
    case CardType::kCommand:
      if (card.cost != 0 || card.cost_x) return Bad("cost", "a command costs 0 (§201.2)");
      if (card.abilities.empty()) {
        return Bad("abilities", "a command carries a reward ability (§702)");
      }
      break;
    default:
      break;
  }
  return Status::Ok();
}

}  // namespace

Status ValidateCard(const Card& card) {
  if (card.code.empty()) return Bad("code", "missing");
  if (card.name.empty()) return Bad("name", "missing");
  if (card.cost < 0) return Bad("cost", "a cost is 0 or more (§401.2)");
  if (card.power < 0) return Bad("power", "at least 0 (§205)");
  if (card.armour < 0) return Bad("armour", "at least 0 (§306.2)");
  if (card.fire_cost < 0) return Bad("fireCost", "a cost is 0 or more (§401.2)");
  TJ_RETURN_IF_ERROR(CheckFields(card));
  TJ_RETURN_IF_ERROR(CheckKeywords(card));
  TJ_RETURN_IF_ERROR(CheckLimits(card));
  TJ_RETURN_IF_ERROR(CheckByType(card));
  TJ_RETURN_IF_ERROR(CheckEffects(card.effects, card.modes, ""));
  for (size_t i = 0; i < card.effects.size(); ++i) {
    const Action a = card.effects[i].action;
    if (a == Action::kPrevent || a == Action::kIncrease) {
      return Bad("effects[" + std::to_string(i) + "].action",
                 "prevent and increase are a continuous ability's effects (§716, §717)");
    }
  }
  if (card.token && (card.type != CardType::kReinforcement || card.cost != 0 || card.cost_x)) {
    return Bad("token", "a token is a 援军 of cost 0 (§413.2, §413.2a; docs/rulings-rise.md R-35)");
  }
  if (card.host_chosen && card.attachment == HostKind::kNone) {
    return Bad("hostChosen", "only an attachment chooses its host (§403.3)");
  }
  if (card.attachment != HostKind::kNone && !card.effects.empty()) {
    return Bad("effects",
               "not yet: an attachment does nothing as it resolves but attach; its one "
               "target is its host (docs/rulings-rise.md R-28)");
  }
  return CheckAbilities(card, card.abilities, "abilities");
}

}  // namespace tcgjudge::rise
