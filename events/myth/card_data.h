// 神话起源 card data as plain C++ values: the mirror of events/myth/cards.capnp (see the schema and
// docs/cards.md for the meaning of every field). What engine/myth reads; only events/ sees Cap'n
// Proto.
//
// Each struct names its fields once, in `Reflect(self, visit)`, by their schema names: one
// generic reader fills them from the schema (card_codec.cc), and a test checks that every schema
// field is named. A schema union is a std::variant whose alternatives carry the member's name
// (`kName`); an alternative with a payload derives from the payload's struct or holds it as
// `value`. Enums keep the schema's enumerant order.

#ifndef TCGJUDGE_EVENTS_MYTH_CARD_DATA_H_
#define TCGJUDGE_EVENTS_MYTH_CARD_DATA_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "events/reflect_union.h"

namespace tcgjudge::myth::cards {

// ----- Enums (enumerants in schema order) ----------------------------------------------------

enum class Faction : uint8_t { kNone, kImmortal, kDemon, kHuman, kGod };
enum class Class : uint8_t { kNone, kMage, kWitch, kWarrior, kMonk };
enum class Element : uint8_t { kNone, kMetal, kWood, kWater, kFire, kEarth };
enum class Keyword : uint8_t { kVanguard, kGuard, kPeerless, kInstant };
enum class SkillKind : uint8_t { kActivated, kTriggered, kStatic, kSpell };
enum class Event : uint8_t {
  kEnterField,
  kLeaveField,
  kYouDraw,
  kAdventureFlipped,
  kWorn,
  kDealtDamage,
  kReset,
  kYouUseSpell,
  kYouUseCard,
  kDiscarded,
  kExiled,
  kYouPutIntoHand,
};
enum class Side : uint8_t { kEither, kYou, kOpponent };
enum class TargetKind : uint8_t { kCreature, kGeneral, kCreatureOrGeneral, kEquipment };

// ----- Union members -----------------------------------------------------------------------------

// Void, Member and Scalar (events/reflect_union.h).
using reflect::Member;
using reflect::Scalar;
using reflect::Void;

// ----- Skills
// --------------------------------------------------------------------------------------

struct Target {
  TargetKind kind = TargetKind::kCreature;
  Side side = Side::kEither;
  uint8_t count = 1;
  bool operator==(const Target&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("side", s.side);
    v("count", s.count);
  }
};

struct SkillCost {
  uint8_t mana = 0;
  bool tap = false;
  bool flip = false;
  bool operator==(const SkillCost&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("mana", s.mana);
    v("tap", s.tap);
    v("flip", s.flip);
  }
};

struct Draw {
  uint8_t count = 1;
  bool each_player = false;
  bool operator==(const Draw&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("count", s.count);
    v("eachPlayer", s.each_player);
  }
};

struct Tokens {
  std::string code;
  uint8_t count = 1;
  bool operator==(const Tokens&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("count", s.count);
  }
};

struct PutFromLibrary {
  uint8_t count = 1;
  std::string name;
  bool operator==(const PutFromLibrary&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("count", s.count);
    v("name", s.name);
  }
};

namespace names {
inline constexpr char kDraw[] = "draw", kDamage[] = "damage", kHeal[] = "heal", kPower[] = "power",
                      kDestroy[] = "destroy", kDestroyAllCreatures[] = "destroyAllCreatures",
                      kExileUntilReset[] = "exileUntilReset", kTokens[] = "tokens",
                      kLoseSkills[] = "loseSkills", kLoseKeyword[] = "loseKeyword",
                      kGainControl[] = "gainControl", kResetGeneral[] = "resetGeneral",
                      kUseSpiritZone[] = "useSpiritZone",
                      kPutCreaturesFromLibrary[] = "putCreaturesFromLibrary",
                      kReturnToHand[] = "returnToHand";
inline constexpr char kCannotAttackCreatures[] = "cannotAttackCreatures",
                      kTokenPower[] = "tokenPower",
                      kCombatDamageReduction[] = "combatDamageReduction",
                      kNonCombatDamageZero[] = "nonCombatDamageZero",
                      kCostReduction[] = "costReduction", kCannotAttack[] = "cannotAttack";
inline constexpr char kCreature[] = "creature", kSpell[] = "spell", kEquipment[] = "equipment",
                      kAdventure[] = "adventure", kGeneral[] = "general", kTreasure[] = "treasure",
                      kToken[] = "token";
}  // namespace names

// In the schema's member order; ActionKind names the alternatives.
using Action = std::variant<
    Member<Draw, names::kDraw>, Scalar<uint8_t, names::kDamage>, Scalar<uint8_t, names::kHeal>,
    Scalar<int8_t, names::kPower>, Void<names::kDestroy>, Void<names::kDestroyAllCreatures>,
    Void<names::kExileUntilReset>, Member<Tokens, names::kTokens>, Void<names::kLoseSkills>,
    Scalar<Keyword, names::kLoseKeyword>, Void<names::kGainControl>, Void<names::kResetGeneral>,
    Void<names::kUseSpiritZone>, Member<PutFromLibrary, names::kPutCreaturesFromLibrary>,
    Void<names::kReturnToHand>>;
enum class ActionKind : uint8_t {
  kDraw,
  kDamage,
  kHeal,
  kPower,
  kDestroy,
  kDestroyAllCreatures,
  kExileUntilReset,
  kTokens,
  kLoseSkills,
  kLoseKeyword,
  kGainControl,
  kResetGeneral,
  kUseSpiritZone,
  kPutCreaturesFromLibrary,
  kReturnToHand,
};
inline ActionKind KindOf(const Action& a) { return static_cast<ActionKind>(a.index()); }

using Modifier =
    std::variant<Void<names::kCannotAttackCreatures>, Scalar<int8_t, names::kTokenPower>,
                 Scalar<uint8_t, names::kCombatDamageReduction>, Void<names::kNonCombatDamageZero>,
                 Scalar<uint8_t, names::kCostReduction>, Void<names::kCannotAttack>>;
enum class ModifierKind : uint8_t {
  kCannotAttackCreatures,
  kTokenPower,
  kCombatDamageReduction,
  kNonCombatDamageZero,
  kCostReduction,
  kCannotAttack,
};
inline ModifierKind KindOf(const Modifier& m) { return static_cast<ModifierKind>(m.index()); }

struct Skill {
  SkillKind kind = SkillKind::kActivated;
  bool optional = false;
  bool nimble = false;
  Event event = Event::kEnterField;
  SkillCost cost;
  std::vector<Target> targets;
  std::vector<Action> actions;
  std::vector<Modifier> modifiers;
  bool operator==(const Skill&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("optional", s.optional);
    v("nimble", s.nimble);
    v("event", s.event);
    v("cost", s.cost);
    v("targets", s.targets);
    v("actions", s.actions);
    v("modifiers", s.modifiers);
  }
};

// ----- Cards
// ---------------------------------------------------------------------------------------

struct Creature {
  int8_t power = 0;
  int8_t life = 0;
  bool operator==(const Creature&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("power", s.power);
    v("life", s.life);
  }
};

struct Equipment {
  int8_t power = 0;
  int8_t durability = 0;
  bool operator==(const Equipment&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("power", s.power);
    v("durability", s.durability);
  }
};

struct General {
  int8_t life = 0;
  int8_t power = 0;
  bool operator==(const General&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("life", s.life);
    v("power", s.power);
  }
};

// The card's unnamed union: what kind of card it is (§23).
using Kind = std::variant<Member<Creature, names::kCreature>, Void<names::kSpell>,
                          Member<Equipment, names::kEquipment>, Void<names::kAdventure>,
                          Member<General, names::kGeneral>, Void<names::kTreasure>,
                          Member<Creature, names::kToken>>;
enum class CardType : uint8_t {
  kCreature,
  kSpell,
  kEquipment,
  kAdventure,
  kGeneral,
  kTreasure,
  kToken
};

struct Card {
  std::string code;
  std::string name;
  std::string text;
  uint8_t cost = 0;
  Faction faction = Faction::kNone;
  Class class_ = Class::kNone;
  Element element = Element::kNone;
  std::vector<Keyword> keywords;
  std::vector<Skill> skills;
  bool from_spirit_zone = false;
  bool invented = false;
  Kind kind;
  bool operator==(const Card&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("name", s.name);
    v("text", s.text);
    v("cost", s.cost);
    v("faction", s.faction);
    v("class", s.class_);
    v("element", s.element);
    v("keywords", s.keywords);
    v("skills", s.skills);
    v("fromSpiritZone", s.from_spirit_zone);
    v("invented", s.invented);
    v.Union(s.kind);
  }

  CardType Type() const { return static_cast<CardType>(kind.index()); }
  // §23: creature, spell, equipment and adventure cards make the library.
  bool IsBasic() const { return Type() <= CardType::kAdventure; }
  bool HasKeyword(Keyword k) const;
  // nullptr unless the card is of that kind (a token is a Creature too).
  const Creature* AsCreature() const;
  const Equipment* AsEquipment() const { return std::get_if<2>(&kind); }
  const General* AsGeneral() const { return std::get_if<4>(&kind); }
};

// The schema's enumerant names, for messages: "creature", "immortal", "vanguard".
std::string_view CardTypeName(CardType type);
std::string_view FactionName(Faction faction);
std::string_view ClassName(Class cls);
std::string_view KeywordName(Keyword keyword);

}  // namespace tcgjudge::myth::cards

#endif  // TCGJUDGE_EVENTS_MYTH_CARD_DATA_H_
