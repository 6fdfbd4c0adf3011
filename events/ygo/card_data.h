// Yu-Gi-Oh card data as plain C++ values: the mirror of events/ygo/cards.capnp (see the schema and
// docs/cards.md for the meaning of every field). What engine/ygo reads; only events/ sees Cap'n
// Proto.
//
// Each struct names its fields once, in `Reflect(self, visit)`, by their schema names: one
// generic reader fills them from the schema (card_codec.cc), and a test checks that every schema
// field is named. A schema union is a std::variant whose alternatives carry the member's name
// (`kName`); an alternative with a payload derives from the payload's struct. Enums keep the
// schema's enumerant order.

#ifndef TCGJUDGE_EVENTS_YGO_CARD_DATA_H_
#define TCGJUDGE_EVENTS_YGO_CARD_DATA_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "events/reflect_union.h"

namespace tcgjudge::ygo::cards {

// ----- Enums (enumerants in schema order) ----------------------------------------------------

enum class MonsterKind : uint8_t {
  kNormal,
  kEffect,
  kRitual,
  kFusion,
  kSynchro,
  kXyz,
  kLink,
  kToken
};
enum class Trait : uint8_t { kPendulum, kTuner, kFlip, kGemini, kSpirit, kUnion, kToon, kEffect };
enum class Attribute : uint8_t { kDark, kEarth, kFire, kLight, kWater, kWind, kDivine };
enum class Race : uint8_t {
  kSpellcaster,
  kDragon,
  kWyrm,
  kDinosaur,
  kSeaSerpent,
  kZombie,
  kWarrior,
  kBeastWarrior,
  kBeast,
  kWingedBeast,
  kMachine,
  kFiend,
  kFairy,
  kInsect,
  kReptile,
  kFish,
  kAqua,
  kPyro,
  kThunder,
  kRock,
  kPlant,
  kPsychic,
  kCyberse,
  kDivineBeast,
  kCreatorGod,
};
enum class Arrow : uint8_t {
  kTopLeft,
  kTop,
  kTopRight,
  kLeft,
  kRight,
  kBottomLeft,
  kBottom,
  kBottomRight,
};
enum class SpellType : uint8_t { kNormal, kQuickPlay, kContinuous, kEquip, kField, kRitual };
enum class TrapType : uint8_t { kNormal, kContinuous, kCounter };
enum class EffectKind : uint8_t { kActivation, kIgnition, kTrigger, kQuick, kContinuous, kFlip };
enum class Location : uint8_t { kField, kHand, kGraveyard, kPendulumZone };
enum class Wording : uint8_t { kWhen, kIf };
enum class Event : uint8_t {
  kNormalSummoned,
  kFlipSummoned,
  kSpecialSummoned,
  kFlipped,
  kAttackDeclared,
  kTargetedForAttack,
  kDestroyed,
  kDestroyedByBattle,
  kSentToGraveyard,
  kSentFromFieldToGraveyard,
  kSummonAttempt,
  kSpellActivated,
  kTrapActivated,
  kMonsterEffectActivated,
  kTargetingActivation,
  kSynchroSummoned,
  kXyzSummoned,
  kPendulumSummoned,
  kFusionSummoned,
  kRitualSummoned,
  kLinkSummoned,
  kLeftField,
  kDestroyingActivation,
};
enum class Condition : uint8_t {
  kOpponentMainPhase,
  kDamageCalculation,
  kOpponentAttacks,
  kNoMaterials,
  kNotSummonedThisTurn,
  kControlsNoMonsters,
};
enum class Side : uint8_t { kEither, kYou, kOpponent };
enum class Zone : uint8_t {
  kMonsterZone,
  kSpellTrapZone,
  kFieldZone,
  kHand,
  kDeck,
  kGraveyard,
  kBanished,
  kExtraDeck,
  kPendulumZone,
};
enum class CardType : uint8_t { kMonster, kSpell, kTrap };
enum class SummonPosition : uint8_t { kEither, kAttack, kDefense };
enum class NewPosition : uint8_t { kFaceDownDefense, kSwitch };

// ----- Filters and selections ------------------------------------------------------------------

struct Filter {
  bool self = false;
  bool not_self = false;
  Side side = Side::kEither;
  std::vector<Zone> zones;
  std::vector<CardType> types;
  std::vector<MonsterKind> kinds;
  std::vector<Trait> traits;
  std::vector<Trait> without_traits;
  std::vector<Race> races;
  std::vector<Attribute> attributes;
  std::string code;
  uint8_t max_level = 0;
  uint8_t min_level = 0;
  int32_t min_atk = -1;
  int32_t max_atk = -1;
  bool face_up = false;
  bool face_down = false;
  bool attack_position = false;
  bool defense_position = false;
  bool triggering = false;
  bool linked = false;
  bool equipped = false;
  bool material = false;
  std::string name_contains;
  bool operator==(const Filter&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("self", s.self);
    v("notSelf", s.not_self);
    v("side", s.side);
    v("zones", s.zones);
    v("types", s.types);
    v("kinds", s.kinds);
    v("traits", s.traits);
    v("withoutTraits", s.without_traits);
    v("races", s.races);
    v("attributes", s.attributes);
    v("code", s.code);
    v("maxLevel", s.max_level);
    v("minLevel", s.min_level);
    v("minAtk", s.min_atk);
    v("maxAtk", s.max_atk);
    v("faceUp", s.face_up);
    v("faceDown", s.face_down);
    v("attackPosition", s.attack_position);
    v("defensePosition", s.defense_position);
    v("triggering", s.triggering);
    v("linked", s.linked);
    v("equipped", s.equipped);
    v("material", s.material);
    v("nameContains", s.name_contains);
  }
};

// A count of cards matching a filter: materials, tributes, targets.
struct Material {
  Filter filter;
  uint8_t min = 1;
  uint8_t max = 1;  // 0: no upper bound.
  bool operator==(const Material&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("filter", s.filter);
    v("min", s.min);
    v("max", s.max);
  }
};
using Target = Material;  // The schema's Target has the same three fields.

// Union members (events/reflect_union.h).
using reflect::Member;
using reflect::Void;

namespace names {
inline constexpr char kTargets[] = "targets", kSelf[] = "self", kAll[] = "all",
                      kChoose[] = "choose", kTriggering[] = "triggering", kEquipped[] = "equipped";
}  // namespace names

using Selection =
    std::variant<Void<names::kTargets>, Void<names::kSelf>, Member<Filter, names::kAll>,
                 Member<Target, names::kChoose>, Void<names::kTriggering>, Void<names::kEquipped>>;
enum class SelectionKind : uint8_t { kTargets, kSelf, kAll, kChoose, kTriggering, kEquipped };
inline SelectionKind KindOf(const Selection& s) { return static_cast<SelectionKind>(s.index()); }

// ----- Actions ---------------------------------------------------------------------------------

struct Moved {
  Selection what;
  bool operator==(const Moved&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("what", s.what);
  }
};

struct Count {
  uint8_t count = 1;
  bool opponent = false;
  bool operator==(const Count&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("count", s.count);
    v("opponent", s.opponent);
  }
};

struct Summon {
  Selection what;
  SummonPosition position = SummonPosition::kEither;
  bool negate_effects = false;
  bool linked_zone = false;
  bool bind = false;
  bool operator==(const Summon&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("what", s.what);
    v("position", s.position);
    v("negateEffects", s.negate_effects);
    v("linkedZone", s.linked_zone);
    v("bind", s.bind);
  }
};

struct LifePoints {
  uint32_t amount = 0;
  bool controller = false;
  bool both = false;
  bool destroyed_atk = false;
  bool opponent = false;
  bool operator==(const LifePoints&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("amount", s.amount);
    v("controller", s.controller);
    v("both", s.both);
    v("destroyedAtk", s.destroyed_atk);
    v("opponent", s.opponent);
  }
};

struct Negate {
  bool destroy = false;
  bool operator==(const Negate&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("destroy", s.destroy);
  }
};

struct Positioned {
  Selection what;
  NewPosition to = NewPosition::kFaceDownDefense;
  bool operator==(const Positioned&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("what", s.what);
    v("to", s.to);
  }
};

struct Stats {
  Selection what;
  int32_t atk = 0;
  int32_t def = 0;
  int32_t set_atk = -1;
  bool until_end_of_turn = true;
  Filter atk_of;
  bool operator==(const Stats&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("what", s.what);
    v("atk", s.atk);
    v("def", s.def);
    v("setAtk", s.set_atk);
    v("untilEndOfTurn", s.until_end_of_turn);
    v("atkOf", s.atk_of);
  }
};

struct Tokens {
  std::string code;
  uint8_t count = 1;
  SummonPosition position = SummonPosition::kEither;
  bool no_tribute_summon = false;
  bool opponent = false;
  bool operator==(const Tokens&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("count", s.count);
    v("position", s.position);
    v("noTributeSummon", s.no_tribute_summon);
    v("opponent", s.opponent);
  }
};

struct Ritual {
  std::string monster;
  bool exact_levels = false;
  bool operator==(const Ritual&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("monster", s.monster);
    v("exactLevels", s.exact_levels);
  }
};

namespace names {
inline constexpr char kDestroy[] = "destroy", kSendToGraveyard[] = "sendToGraveyard",
                      kBanish[] = "banish", kReturnToHand[] = "returnToHand",
                      kReturnToDeck[] = "returnToDeck", kAddToHand[] = "addToHand",
                      kDraw[] = "draw", kDiscard[] = "discard", kSpecialSummon[] = "specialSummon",
                      kDamage[] = "damage", kGainLifePoints[] = "gainLifePoints",
                      kNegate[] = "negate", kNegateAttack[] = "negateAttack",
                      kChangePosition[] = "changePosition", kModifyStats[] = "modifyStats",
                      kNegateEffects[] = "negateEffects", kTokens[] = "tokens", kEquip[] = "equip",
                      kFusionSummon[] = "fusionSummon", kRitualSummon[] = "ritualSummon",
                      kPreventBattleDamage[] = "preventBattleDamage";
}  // namespace names

// In the schema's member order; ActionKind names the alternatives.
using Action =
    std::variant<Member<Moved, names::kDestroy>, Member<Moved, names::kSendToGraveyard>,
                 Member<Moved, names::kBanish>, Member<Moved, names::kReturnToHand>,
                 Member<Moved, names::kReturnToDeck>, Member<Moved, names::kAddToHand>,
                 Member<Count, names::kDraw>, Member<Count, names::kDiscard>,
                 Member<Summon, names::kSpecialSummon>, Member<LifePoints, names::kDamage>,
                 Member<LifePoints, names::kGainLifePoints>, Member<Negate, names::kNegate>,
                 Void<names::kNegateAttack>, Member<Positioned, names::kChangePosition>,
                 Member<Stats, names::kModifyStats>, Member<Moved, names::kNegateEffects>,
                 Member<Tokens, names::kTokens>, Member<Moved, names::kEquip>,
                 Void<names::kFusionSummon>, Member<Ritual, names::kRitualSummon>,
                 Void<names::kPreventBattleDamage>>;
enum class ActionKind : uint8_t {
  kDestroy,
  kSendToGraveyard,
  kBanish,
  kReturnToHand,
  kReturnToDeck,
  kAddToHand,
  kDraw,
  kDiscard,
  kSpecialSummon,
  kDamage,
  kGainLifePoints,
  kNegate,
  kNegateAttack,
  kChangePosition,
  kModifyStats,
  kNegateEffects,
  kTokens,
  kEquip,
  kFusionSummon,
  kRitualSummon,
  kPreventBattleDamage,
};
inline ActionKind KindOf(const Action& a) { return static_cast<ActionKind>(a.index()); }
// The action's schema member name ("destroy").
std::string_view ActionName(const Action& action);

// ----- Effects ---------------------------------------------------------------------------------

struct Cost {
  uint32_t pay_life_points = 0;
  bool pay_half_life_points = false;
  uint8_t discard = 0;
  bool send_self_to_graveyard = false;
  bool tribute_self = false;
  std::vector<Material> tribute;
  uint8_t detach = 0;
  bool banish_self = false;
  bool lock_summons = false;
  bool operator==(const Cost&) const = default;
  bool empty() const { return *this == Cost{}; }
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("payLifePoints", s.pay_life_points);
    v("payHalfLifePoints", s.pay_half_life_points);
    v("discard", s.discard);
    v("sendSelfToGraveyard", s.send_self_to_graveyard);
    v("tributeSelf", s.tribute_self);
    v("tribute", s.tribute);
    v("detach", s.detach);
    v("banishSelf", s.banish_self);
    v("lockSummons", s.lock_summons);
  }
};

struct Modifier {
  Filter affects;
  int32_t atk = 0;
  int32_t def = 0;
  Filter per_card;
  bool no_battle_damage = false;
  bool cannot_attack = false;
  bool double_battle_damage = false;
  int8_t set_scale = -1;
  std::vector<Filter> unless;
  std::vector<CardType> lock_activations;
  bool operator==(const Modifier&) const = default;
  // Whether it changes ATK or DEF (the others say what the affected monsters may do).
  bool ChangesStats() const { return atk != 0 || def != 0; }
  // Whether atk and def count once per card `per_card` matches.
  bool HasPerCard() const { return per_card != Filter{}; }
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("affects", s.affects);
    v("atk", s.atk);
    v("def", s.def);
    v("perCard", s.per_card);
    v("noBattleDamage", s.no_battle_damage);
    v("cannotAttack", s.cannot_attack);
    v("doubleBattleDamage", s.double_battle_damage);
    v("setScale", s.set_scale);
    v("unless", s.unless);
    v("lockActivations", s.lock_activations);
  }
};

struct Effect {
  EffectKind kind = EffectKind::kActivation;
  Location from = Location::kField;
  bool optional = false;
  std::vector<Event> events;
  Filter subject;
  Wording wording = Wording::kWhen;
  std::vector<Condition> conditions;
  bool once_per_turn = false;
  Cost cost;
  std::vector<Target> targets;
  std::vector<Action> actions;
  std::vector<Modifier> modifiers;
  bool operator==(const Effect&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("from", s.from);
    v("optional", s.optional);
    v("events", s.events);
    v("subject", s.subject);
    v("wording", s.wording);
    v("conditions", s.conditions);
    v("oncePerTurn", s.once_per_turn);
    v("cost", s.cost);
    v("targets", s.targets);
    v("actions", s.actions);
    v("modifiers", s.modifiers);
  }
};

// ----- Cards -----------------------------------------------------------------------------------

struct Monster {
  MonsterKind kind = MonsterKind::kNormal;
  std::vector<Trait> traits;
  Attribute attribute = Attribute::kDark;
  Race race = Race::kSpellcaster;
  uint8_t level = 0;
  uint8_t rank = 0;
  uint8_t link = 0;
  std::vector<Arrow> arrows;
  int32_t atk = 0;
  int32_t def = 0;
  uint8_t scale = 0;
  std::vector<Material> materials;
  bool operator==(const Monster&) const = default;
  bool Has(Trait trait) const;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("traits", s.traits);
    v("attribute", s.attribute);
    v("race", s.race);
    v("level", s.level);
    v("rank", s.rank);
    v("link", s.link);
    v("arrows", s.arrows);
    v("atk", s.atk);
    v("def", s.def);
    v("scale", s.scale);
    v("materials", s.materials);
  }
};

struct Spell {
  SpellType type = SpellType::kNormal;
  bool operator==(const Spell&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("type", s.type);
  }
};

struct Trap {
  TrapType type = TrapType::kNormal;
  bool operator==(const Trap&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("type", s.type);
  }
};

namespace names {
inline constexpr char kMonster[] = "monster", kSpell[] = "spell", kTrap[] = "trap";
}  // namespace names

// The card's unnamed union: what kind of card it is (§2).
using Kind = std::variant<Member<Monster, names::kMonster>, Member<Spell, names::kSpell>,
                          Member<Trap, names::kTrap>>;

struct Card {
  std::string code;
  std::string name;
  std::string text;
  Kind kind;
  std::vector<Effect> effects;
  uint8_t limit = 3;
  bool operator==(const Card&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("name", s.name);
    v("text", s.text);
    v.Union(s.kind);
    v("effects", s.effects);
    v("limit", s.limit);
  }

  CardType Type() const { return static_cast<CardType>(kind.index()); }
  // nullptr unless the card is of that kind.
  const Monster* AsMonster() const { return std::get_if<0>(&kind); }
  const Spell* AsSpell() const { return std::get_if<1>(&kind); }
  const Trap* AsTrap() const { return std::get_if<2>(&kind); }
};

// The schema's enumerant names, for messages: "dragon", "quickPlay", "monsterZone".
std::string_view RaceName(Race race);
std::string_view AttributeName(Attribute attribute);
std::string_view MonsterKindName(MonsterKind kind);

}  // namespace tcgjudge::ygo::cards

#endif  // TCGJUDGE_EVENTS_YGO_CARD_DATA_H_
