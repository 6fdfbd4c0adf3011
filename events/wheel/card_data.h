// 永恒之轮 card data as plain C++ values: the mirror of events/wheel/cards.capnp (see the schema
// and docs/cards.md for the meaning of every field). What engine/wheel reads; only events/ sees
// Cap'n Proto.
//
// Each struct names its fields once, in `Reflect(self, visit)`, by their schema names: one
// generic reader fills them from the schema (card_codec.cc), and a test checks that every schema
// field is named. Enums keep the schema's enumerant order.

#ifndef TCGJUDGE_EVENTS_WHEEL_CARD_DATA_H_
#define TCGJUDGE_EVENTS_WHEEL_CARD_DATA_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tcgjudge::wheel::cards {

enum class CardType : uint8_t { kWarSpirit, kMagic, kVehicle, kFormation, kManaStone };
// L3: the six attributes and black (no attribute), as colours.
enum class Colour : uint8_t { kNone, kFire, kWater, kWind, kEarth, kLight, kDark };
inline constexpr int kNumColours = 7;
enum class EffectKind : uint8_t { kUse, kActivated, kTriggered, kAutomatic, kRule };
enum class TriggerEvent : uint8_t { kNone, kEnters, kDestroyed, kAttacks };
enum class Action : uint8_t { kNone, kDamage, kDestroy, kDraw, kAttackBoost, kDefenseBoost };
enum class TargetKind : uint8_t { kNone, kUnit, kPlayer, kSelf, kOpponent };

struct CostSymbol {
  Colour colour = Colour::kNone;
  uint8_t count = 0;
  bool operator==(const CostSymbol&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("colour", s.colour);
    v("count", s.count);
  }
};

struct Keywords {
  bool flying = false;
  bool guard = false;
  bool ranged = false;
  bool first_strike = false;
  bool assault = false;
  uint8_t shield = 0;
  uint8_t regenerate = 0;
  bool devout = false;
  uint8_t spell_resistance = 0;
  bool ambush = false;
  bool flash = false;
  bool instant = false;
  bool unique = false;
  std::string unique_a;
  std::string swap;
  uint8_t legion = 0;
  bool extra = false;
  std::string deck_restriction;
  bool operator==(const Keywords&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("flying", s.flying);
    v("guard", s.guard);
    v("ranged", s.ranged);
    v("firstStrike", s.first_strike);
    v("assault", s.assault);
    v("shield", s.shield);
    v("regenerate", s.regenerate);
    v("devout", s.devout);
    v("spellResistance", s.spell_resistance);
    v("ambush", s.ambush);
    v("flash", s.flash);
    v("instant", s.instant);
    v("unique", s.unique);
    v("uniqueA", s.unique_a);
    v("swap", s.swap);
    v("legion", s.legion);
    v("extra", s.extra);
    v("deckRestriction", s.deck_restriction);
  }
};

struct Vehicle {
  uint8_t capacity = 0;
  std::string trait;
  bool operator==(const Vehicle&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("capacity", s.capacity);
    v("trait", s.trait);
  }
};

struct Effect {
  EffectKind kind = EffectKind::kUse;
  uint8_t uses = 0;
  TriggerEvent on = TriggerEvent::kNone;
  Action action = Action::kNone;
  int32_t amount = 0;
  TargetKind target = TargetKind::kNone;
  bool operator==(const Effect&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("kind", s.kind);
    v("uses", s.uses);
    v("on", s.on);
    v("action", s.action);
    v("amount", s.amount);
    v("target", s.target);
  }
};

struct Card {
  std::string code;
  std::string name;
  std::string text;
  CardType type = CardType::kWarSpirit;
  Colour attribute = Colour::kNone;
  std::vector<CostSymbol> cost;
  int32_t attack = 0;
  int32_t defense = 0;
  std::vector<std::string> traits;
  Keywords keywords;
  Vehicle vehicle;
  std::vector<Effect> effects;
  bool continuous = false;
  bool invented = false;
  bool operator==(const Card&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v("code", s.code);
    v("name", s.name);
    v("text", s.text);
    v("type", s.type);
    v("attribute", s.attribute);
    v("cost", s.cost);
    v("attack", s.attack);
    v("defense", s.defense);
    v("traits", s.traits);
    v("keywords", s.keywords);
    v("vehicle", s.vehicle);
    v("effects", s.effects);
    v("continuous", s.continuous);
    v("invented", s.invented);
  }

  bool IsUnit() const { return type == CardType::kWarSpirit || type == CardType::kVehicle; }
  bool HasTrait(std::string_view trait) const;
  // WOE-COST-1: the total of the cost's symbols, and those of one colour.
  int TotalCost() const;
  int CostOf(Colour colour) const;
};

// The schema's enumerant names: "warSpirit", "fire", "activated", ...
std::string_view CardTypeName(CardType type);
std::string_view ColourName(Colour colour);

}  // namespace tcgjudge::wheel::cards

#endif  // TCGJUDGE_EVENTS_WHEEL_CARD_DATA_H_
