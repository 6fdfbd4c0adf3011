// 崛起TCG card data as plain C++ values: the mirror of events/rise/cards.capnp (see the schema and
// docs/cards.md for the meaning of every field). What engine/rise reads; only events/ sees
// Cap'n Proto.
//
// Each struct names its fields once, in `Reflect(self, visit)`, by their schema names: one
// generic reader fills them from the schema (events/reflect_capnp.h), and a test checks that
// every schema field is named. Enums keep the schema's enumerant order.

#ifndef TCGJUDGE_EVENTS_RISE_CARD_DATA_H_
#define TCGJUDGE_EVENTS_RISE_CARD_DATA_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tcgjudge::rise::cards {

enum class CardType : uint8_t {
  kReinforcement,
  kVehicle,
  kSquad,
  kCommander,
  kWeapon,
  kArmour,
  kAccessory,
  kAbility,
  kCommand,
};
enum class Persistence : uint8_t { kNonPersistent, kPersistent, kCrystal };
enum class Profession : uint8_t {
  kDoctor,
  kSamurai,
  kWarrior,
  kApostle,
  kSufferer,
  kFearless,
  kProphet
};
enum class Faction : uint8_t { kCouncil, kFront, kBaal };
enum class DamageType : uint8_t {
  kShooting,
  kMelee,
  kThermal,
  kElectromagnetic,
  kEnergy,
  kVirus,
  kRay,
  kRadiation,
};
inline constexpr int kNumDamageTypes = 8;
enum class CrewKind : uint8_t { kCommanderOnly, kTroopOnly, kAnyCharacter };
enum class HostKind : uint8_t {
  kNone,
  kCharacter,
  kUnit,
  kReinforcement,
  kVehicle,
  kSquad,
  kCommander
};
enum class AbilityKind : uint8_t { kPaid, kTriggered, kContinuous, kReward };
enum class TriggerEvent : uint8_t { kNone, kEnters, kDestroyed, kTurnStart };
enum class Action : uint8_t {
  kNone,
  kDamage,
  kRepair,
  kDraw,
  kDestroy,
  kExhaust,
  kReady,
  kCounter,
  kPowerBoost,
  kPrevent,
  kIncrease,
  kMoveAttachment,
  kSearch,
  kAddCounters,
  kRemoveCounters,
  kCreateToken,
  kSkipTurn,
  kExtraTurn,
  kEndTurn,
  kChangeTarget,
};
// §500.3, §500.4: the most turns one skipTurn or extraTurn effect adds.
inline constexpr int32_t kMaxTurns = 9;
// §413.1c: what an unnamed counter changes; kNone: a named counter (§413.1).
enum class CounterStat : uint8_t { kNone, kPower, kLife, kArmour };
enum class TargetKind : uint8_t {
  kNone,
  kCharacter,
  kUnit,
  kOpposingCharacter,
  kFriendlyCharacter,
  kPlayer,
  kLink,
  kSelf,
  kYourCommander,
  kOpposingCommander,
  kFriendlyUnits,
  kAttachment,
};

// §703.2: what an intervening condition checks.
enum class ConditionCheck : uint8_t { kNone, kCommanderDamaged, kHandAtMost, kUnitsAtLeast };

struct Condition {
  ConditionCheck check = ConditionCheck::kNone;
  int32_t amount = 0;
  bool operator==(const Condition&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("check", s.check);
    v("amount", s.amount);
  }
};

struct TagLimit {
  std::string tag;
  uint8_t count = 0;
  bool operator==(const TagLimit&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("tag", s.tag);
    v("count", s.count);
  }
};

struct CrewSymbol {
  CrewKind kind = CrewKind::kCommanderOnly;
  uint8_t count = 0;
  bool operator==(const CrewSymbol&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("count", s.count);
  }
};

struct Features {
  std::vector<std::string> specialties;
  std::string sect;
  std::string talent;
  bool operator==(const Features&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("specialties", s.specialties);
    v("sect", s.sect);
    v("talent", s.talent);
  }
};

struct Keywords {
  bool guardian = false;
  bool evasion = false;
  bool haste = false;
  bool pilot = false;
  bool beyond_visual_range = false;
  uint8_t weapon_equipment = 0;
  bool heavy_armament = false;
  bool magnet = false;
  bool untargetable = false;
  bool ground_assault = false;
  bool optical_camouflage = false;
  bool operator==(const Keywords&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("guardian", s.guardian);
    v("evasion", s.evasion);
    v("haste", s.haste);
    v("pilot", s.pilot);
    v("beyondVisualRange", s.beyond_visual_range);
    v("weaponEquipment", s.weapon_equipment);
    v("heavyArmament", s.heavy_armament);
    v("magnet", s.magnet);
    v("untargetable", s.untargetable);
    v("groundAssault", s.ground_assault);
    v("opticalCamouflage", s.optical_camouflage);
  }
};

struct Effect {
  Action action = Action::kNone;
  int32_t amount = 0;
  bool amount_x = false;
  DamageType damage_type = DamageType::kShooting;
  bool unpreventable = false;
  TargetKind target = TargetKind::kNone;
  uint8_t targets = 0;
  bool distribute = false;
  bool only_type = false;
  std::string counter;
  CounterStat counter_stat = CounterStat::kNone;
  int32_t counter_value = 0;
  std::string token;
  bool random = false;
  bool operator==(const Effect&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("action", s.action);
    v("amount", s.amount);
    v("amountX", s.amount_x);
    v("damageType", s.damage_type);
    v("unpreventable", s.unpreventable);
    v("target", s.target);
    v("targets", s.targets);
    v("distribute", s.distribute);
    v("onlyType", s.only_type);
    v("counter", s.counter);
    v("counterStat", s.counter_stat);
    v("counterValue", s.counter_value);
    v("token", s.token);
    v("random", s.random);
  }

  // Whether the effect chooses targets when its link is added (§706.1a).
  bool Targeted() const;
  // How many targets it takes at most (§707.1d): `targets`, or 1.
  int MaxTargets() const { return Targeted() ? (targets == 0 ? 1 : targets) : 0; }
};

struct Ability {
  AbilityKind kind = AbilityKind::kPaid;
  int32_t cost = 0;
  bool exhaust_self = false;
  bool once_per_turn = false;
  TriggerEvent on = TriggerEvent::kNone;
  std::vector<Effect> effects;
  uint8_t modes = 0;
  Condition condition;
  bool operator==(const Ability&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("cost", s.cost);
    v("exhaustSelf", s.exhaust_self);
    v("oncePerTurn", s.once_per_turn);
    v("on", s.on);
    v("effects", s.effects);
    v("modes", s.modes);
    v("condition", s.condition);
  }
};

struct Face {
  int32_t power = 0;
  int32_t life = 0;
  std::vector<Ability> abilities;
  bool operator==(const Face&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("power", s.power);
    v("life", s.life);
    v("abilities", s.abilities);
  }
};

struct Card {
  std::string code;
  std::string name;
  std::string text;
  CardType type = CardType::kReinforcement;
  int32_t cost = 0;
  bool cost_x = false;
  std::vector<std::string> tags;
  bool instant = false;
  Persistence persistence = Persistence::kNonPersistent;
  bool unique = false;
  bool unlimited = false;
  TagLimit tag_limit;
  std::vector<Profession> profession_markers;
  std::vector<Faction> faction_markers;
  std::string commander_only;
  int32_t power = 0;
  int32_t power_max = 0;
  bool power_x = false;
  std::vector<DamageType> damage_types;
  int32_t life = 0;
  int32_t armour = 0;
  int32_t explosion = 0;
  std::vector<CrewSymbol> crew;
  uint8_t crew_number = 0;
  int32_t fire_cost = 0;
  Features features;
  std::vector<Face> faces;
  Keywords keywords;
  HostKind attachment = HostKind::kNone;
  std::vector<Effect> effects;
  uint8_t modes = 0;
  std::vector<Ability> abilities;
  bool invented = false;
  std::string example;
  bool host_chosen = false;
  bool token = false;
  bool operator==(const Card&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("name", s.name);
    v("text", s.text);
    v("type", s.type);
    v("cost", s.cost);
    v("costX", s.cost_x);
    v("tags", s.tags);
    v("instant", s.instant);
    v("persistence", s.persistence);
    v("unique", s.unique);
    v("unlimited", s.unlimited);
    v("tagLimit", s.tag_limit);
    v("professionMarkers", s.profession_markers);
    v("factionMarkers", s.faction_markers);
    v("commanderOnly", s.commander_only);
    v("power", s.power);
    v("powerMax", s.power_max);
    v("powerX", s.power_x);
    v("damageTypes", s.damage_types);
    v("life", s.life);
    v("armour", s.armour);
    v("explosion", s.explosion);
    v("crew", s.crew);
    v("crewNumber", s.crew_number);
    v("fireCost", s.fire_cost);
    v("features", s.features);
    v("faces", s.faces);
    v("keywords", s.keywords);
    v("attachment", s.attachment);
    v("effects", s.effects);
    v("modes", s.modes);
    v("abilities", s.abilities);
    v("invented", s.invented);
    v("example", s.example);
    v("hostChosen", s.host_chosen);
    v("token", s.token);
  }

  // §300.1: units (援军, 载具, 战队, 指挥官); characters (units and crystal abilities);
  // equipment (护甲, 配件, 武器).
  bool IsUnit() const;
  bool IsCharacter() const;
  bool IsEquipment() const;
  // Goes to the troop row when it enters (§302.1, §303.1, §304.1).
  bool IsTroop() const;
  bool HasTag(std::string_view tag) const;
  // The face-up face's or the card's own printed power and life (§301.2, §205).
  int32_t PrintedLife(uint8_t face = 0) const;
  int32_t PrintedPower(uint8_t face = 0) const;
  // The abilities that work: a commander's face-up face's (§301.2a), any other card's own.
  const std::vector<Ability>& AbilitiesOn(uint8_t face = 0) const;
};

// The schema's enumerant names ("reinforcement", "warrior", ...) and the game's words
// ("援军", "猛士", ...).
std::string_view CardTypeName(CardType type);
std::string_view CardTypeWord(CardType type);
std::string_view ProfessionWord(Profession profession);
std::string_view FactionWord(Faction faction);
std::string_view DamageTypeWord(DamageType type);

}  // namespace tcgjudge::rise::cards

#endif  // TCGJUDGE_EVENTS_RISE_CARD_DATA_H_
