// Plain C++ values of card data (mirror of events/zero/cards.capnp; see the schema and
// docs/cards.md for the meaning of every field). What the rules engines read: only events/ sees
// Cap'n Proto.
//
// The vocabulary has names (Zone, Side, Filter, Action, ...) that a rules engine may well use for
// its own state, so it lives in its own namespace, tcgjudge::cards. Unions are std::variant, in
// the schema's member order.

#ifndef TCGJUDGE_EVENTS_ZERO_CARD_DATA_H_
#define TCGJUDGE_EVENTS_ZERO_CARD_DATA_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tcgjudge::cards {

// ----- Enums (enumerants in schema order) ----------------------------------------------------

enum class Colour : uint8_t { kRed, kYellow, kBlue, kGreen, kWhite, kBlack };
inline constexpr int kNumColours = 6;

enum class Category : uint8_t { kCharacter, kEquipment, kTactic, kEvent };

enum class TacticSpeed : uint8_t { kNormal, kInstant };

enum class TurnRestriction : uint8_t { kAnyTurn, kOwnTurn, kOpponentTurn };

enum class Timing : uint8_t {
  kOnEnter,             // 【登场时】 801
  kOnDestroyed,         // 【破坏时】 802
  kOnBattleDestroyed,   // 【战斗破坏时】 803
  kOnAttackDestroyed,   // 【攻击破坏时】 803
  kOnDefenceDestroyed,  // 【防御破坏时】 803
  kOnBattleWon,         // 【战斗胜利时】 804
  kOnAttackWon,         // 【攻击胜利时】 804
  kOnDefenceWon,        // 【防御胜利时】 804
  kOnAttack,            // 【攻击时】 805
  kOnDefend,            // 【防御时】 806
  kOnAttacked,          // 【被攻击时】 502(1), A-37
  kTurnStart,           // 【回合开始时】 807
  kOwnTurnStart,        // 【我方回合开始时】 807
  kOpponentTurnStart,   // 【对方回合开始时】 807
  kTurnEnd,             // 【回合结束时】 808
  kOwnTurnEnd,          // 【我方回合结束时】 808
  kOpponentTurnEnd,     // 【对方回合结束时】 808
  kOnEnterRestArea,     // "此牌进入休息区时" (106(5))
  kInBattle,            // 【战斗时】 505(1), A-41
};
inline constexpr int kNumTimings = 19;

// kBattle (the default) includes the event zone (206(2)); kEvent is the event zone alone.
// kChain: cards being used (a target of CopyLink, 706(2)).
enum class Zone : uint8_t {
  kBattle,
  kHand,
  kDeck,
  kLife,
  kResource,
  kEvent,
  kRest,
  kRemoved,
  kChain
};

// Seen from the effect's controller (610).
enum class Side : uint8_t { kAny, kWe, kOpponent };

enum class Duration : uint8_t { kUntilEndOfTurn, kPermanent, kUntilEndOfBattle };
inline constexpr int kNumDurations = 3;

enum class SearchThen : uint8_t { kToHand, kIntoPlay };

// The JSON names of the enumerants ("red", "character", "onEnter", ...), for messages and text.
std::string_view ColourName(Colour colour);
std::string_view CategoryName(Category category);
std::string_view TimingName(Timing timing);
std::string_view ZoneName(Zone zone);
std::string_view SideName(Side side);

// ----- Costs, filters, conditions ------------------------------------------------------------

struct ColourCount {
  Colour colour = Colour::kRed;
  int32_t count = 0;
  bool operator==(const ColourCount&) const = default;
};

// 303: `total` resources, of which at least `coloured[i].count` of `coloured[i].colour`.
struct Cost {
  int32_t total = 0;
  std::vector<ColourCount> coloured;
  int64_t ColouredTotal() const;  // Sum of the coloured counts (no int32 overflow).
  bool operator==(const Cost&) const = default;
};

// Which cards are meant; every set field restricts, Filter{} is any card in either battle zone.
struct Filter {
  bool self = false;   // "此牌" (601).
  bool other = false;  // "其他", "另一张".
  Side side = Side::kAny;
  Zone zone = Zone::kBattle;
  std::vector<Category> categories;  // Any of these; empty: any.
  std::string name;                  // {A} (301(2)); "": any.
  std::string has_name;              // 『A』: character name or attribute; "": any.
  std::optional<int32_t> max_cost;   // "费用N以下" (613(2)); JSON -1 is nullopt.
  bool tapped = false;
  std::vector<std::string> has_all_names;  // 『A』『B』 (306(6)).
  std::vector<std::string> has_any_name;   // 『A』或『B』 (306(7)).
  bool chosen = false;             // "该牌": what the source is attached to or targeted (321(2)).
  std::optional<int32_t> max_atk;  // "攻击力N以下"; JSON -1 is nullopt.
  std::optional<int32_t> max_def;  // "防御力N以下"; JSON -1 is nullopt.
  bool operator==(const Filter&) const = default;
};

// An undetermined value (303(5), 308(4), 309(4)): `amount` for every card matching `filter`.
struct PerCard {
  Filter filter;
  int32_t amount = 0;
  bool operator==(const PerCard&) const = default;
};

struct TargetSpec {
  Filter filter;
  uint8_t count = 1;  // 705(4): distinct cards.
  bool operator==(const TargetSpec&) const = default;
};

// True while at least `at_least` cards match `filter`.
struct Condition {
  Filter filter;
  uint8_t at_least = 1;
  bool operator==(const Condition&) const = default;
};

// 703(1): every part is paid. EffectCost{} is no cost.
struct EffectCost {
  bool tap_self = false;  // (横置).
  Cost resources;
  uint8_t discard = 0;              // Hand cards (608).
  bool scrap_self = false;          // 606.
  uint8_t scrap_life = 0;           // Top life cards (324(4)).
  std::vector<Filter> scrap_other;  // One own card per entry.
  bool empty() const;
  bool operator==(const EffectCost&) const = default;
};

// ----- Keywords (900) ------------------------------------------------------------------------

struct Action;

struct Rush {  // 突袭 900(2)
  bool operator==(const Rush&) const = default;
};
struct Slow {  // 迟缓 900(3)
  bool operator==(const Slow&) const = default;
};
struct LoneWolf {  // 独行客 900(4)
  bool operator==(const LoneWolf&) const = default;
};
struct Guard {  // 守备 900(5)
  bool operator==(const Guard&) const = default;
};
struct Scheme {  // 智谋 900(6)
  bool operator==(const Scheme&) const = default;
};
struct BattleLink {  // 战斗连协『name』 900(7)
  std::string name;
  bool operator==(const BattleLink&) const = default;
};
struct GatherEnergy {  // 聚气 900(8): what happens at the card's next reset.
  std::vector<TargetSpec> targets;
  std::vector<Action> actions;
  bool operator==(const GatherEnergy&) const = default;
};

using Keyword = std::variant<Rush, Slow, LoneWolf, Guard, Scheme, BattleLink, GatherEnergy>;

// The keyword's JSON name ("rush", ..., "gatherEnergy") and its printed name ("突袭", ...).
std::string_view KeywordName(const Keyword& keyword);
std::string_view KeywordPrintedName(const Keyword& keyword);

// ----- Actions -------------------------------------------------------------------------------
//
// A `target` is an index into the effect's targets; every card chosen for that TargetSpec.

struct Draw {
  uint8_t count = 1;  // 602.
  bool operator==(const Draw&) const = default;
};
struct Damage {
  int32_t amount = 0;
  std::optional<uint8_t> target;  // nullopt: the opponent's life zone (324(3), A-27).
  bool operator==(const Damage&) const = default;
};
struct Destroy {
  uint8_t target = 0;  // 605(4).
  bool operator==(const Destroy&) const = default;
};
struct Discard {
  uint8_t count = 1;  // 608: hand cards of the controller's choice.
  bool operator==(const Discard&) const = default;
};
struct Search {
  Filter filter;  // filter.zone is the zone searched (615).
  SearchThen then = SearchThen::kToHand;
  bool operator==(const Search&) const = default;
};
struct PutIntoPlay {
  Filter filter;  // filter.zone is where the card comes from.
  bool tapped = false;
  bool operator==(const PutIntoPlay&) const = default;
};
struct Buff {
  uint8_t target = 0;
  bool self = false;  // The effect's own card instead of a target.
  int32_t atk = 0;
  int32_t def = 0;
  Duration duration = Duration::kUntilEndOfTurn;
  std::optional<int32_t> set_atk;  // "变为" (701(3)): JSON -1 is nullopt.
  std::optional<int32_t> set_def;
  bool operator==(const Buff&) const = default;
};
struct Heal {
  uint8_t target = 0;
  int32_t amount = 0;  // 618.
  bool operator==(const Heal&) const = default;
};
struct Grant {
  uint8_t target = 0;
  Keyword keyword;
  Duration duration = Duration::kUntilEndOfTurn;
  bool operator==(const Grant&) const = default;
};
// The controller declares 1..sides, the die is rolled; on a match `on_match` happens.
struct RollDie {
  uint8_t sides = 6;
  std::vector<Action> on_match;
  bool operator==(const RollDie&) const = default;
};

// 706: this card becomes a copy of the card of target `target`.
struct BecomeCopy {
  uint8_t target = 0;
  bool operator==(const BecomeCopy&) const = default;
};

// 612: the effect's controller gains control of the cards of target `target`.
struct GainControl {
  uint8_t target = 0;
  Duration duration = Duration::kUntilEndOfTurn;
  bool operator==(const GainControl&) const = default;
};
// 208: the cards of target `target` are removed from the game.
struct Remove {
  uint8_t target = 0;
  bool operator==(const Remove&) const = default;
};
// 607(4): the next `amount` damage to each card of target `target` this turn is prevented.
struct PreventDamage {
  uint8_t target = 0;
  int32_t amount = 0;
  bool operator==(const PreventDamage&) const = default;
};

// 407(2): "结束本回合".
struct EndTurn {
  bool operator==(const EndTurn&) const = default;
};
// The cards of target `target` go to their owners' hands (204(4) for resource cards).
struct ReturnToHand {
  uint8_t target = 0;
  bool operator==(const ReturnToHand&) const = default;
};

// 706(2): a copy of a link of the card of target `target` goes on the chain under the effect's
// controller, with that link's targets: the card being used (a tactic), or the latest activated or
// triggered effect of the card on the chain.
struct CopyLink {
  uint8_t target = 0;
  bool operator==(const CopyLink&) const = default;
};

// 707(4): `instead` in place of `actions` if `condition` held when the link was added and still
// holds as it resolves.
struct InsteadIf {
  Condition condition;
  std::vector<Action> actions;
  std::vector<Action> instead;
  bool operator==(const InsteadIf&) const = default;
};

// 614: the controller looks at the top `count` cards of his deck; may take one that fits `take`
// into his hand, revealing it (616), or declare none found (614(2)); the rest go back on top (or
// at the bottom) in their order (614(1)) or, with `reorder`, in the order he chooses (201(4)).
struct LookAtTop {
  uint8_t count = 1;
  std::optional<Filter> take;
  bool reorder = false;
  bool bottom = false;
  bool operator==(const LookAtTop&) const = default;
};
// 201(4): the cards of target `target` go on top (or at the bottom) of their owners' decks, each
// owner ordering his own.
struct PutOnDeck {
  uint8_t target = 0;
  bool bottom = false;
  bool operator==(const PutOnDeck&) const = default;
};
// 202(5): the controller's top `count` deck cards go on top of his life zone in his order.
struct AddLife {
  uint8_t count = 1;
  bool operator==(const AddLife&) const = default;
};

// 202(5): the controller chooses up to `count` of his cards matching `filter` (its zone: where
// they come from) and they go on top of his life zone in the order he gives.
struct AddLifeFrom {
  Filter filter;
  uint8_t count = 1;
  bool operator==(const AddLifeFrom&) const = default;
};

// "双方玩家各抽N张牌": each player draws `count` cards, the active player first, carried out
// together (102(3)); both decks running out is both players losing at once (101(6), A-82).
struct EachDraw {
  uint8_t count = 1;
  bool operator==(const EachDraw&) const = default;
};

// "我方赢得本局游戏": the effect's controller wins the game; settled with what else happens at
// once (101(5), 101(6), A-81).
struct Win {
  bool operator==(const Win&) const = default;
};

// 606: a player scraps `count` of his own cards that fit `filter` (its zone: battle, resource or
// life; its side: whose), choosing which (606(3)); with `each`, every player scraps his own, the
// active player choosing first, and they are scrapped together (102(3)).
struct Scrap {
  Filter filter;
  uint8_t count = 1;
  bool each = false;
  bool operator==(const Scrap&) const = default;
};

struct Action {
  std::variant<Draw, Damage, Destroy, Discard, Search, PutIntoPlay, Buff, Heal, Grant, RollDie,
               BecomeCopy, GainControl, Remove, PreventDamage, EndTurn, ReturnToHand, CopyLink,
               InsteadIf, LookAtTop, PutOnDeck, AddLife, EachDraw, Win, AddLifeFrom, Scrap>
      kind;
  bool operator==(const Action&) const = default;
};

// The action's JSON name: "draw", "damage", ...
std::string_view ActionName(const Action& action);

// ----- Effects (700-809) ---------------------------------------------------------------------

struct Continuous {  // 701
  TurnRestriction during = TurnRestriction::kAnyTurn;
  std::optional<Condition> condition;
  std::optional<Filter> affects;  // Required by validation.
  int32_t atk = 0;
  int32_t def = 0;
  std::vector<Keyword> grants;
  bool lose_effects = false;
  bool cannot_attack = false;
  bool cannot_be_targeted = false;
  std::optional<int32_t> set_atk;  // "变为" (701(3)): JSON -1 is nullopt.
  std::optional<int32_t> set_def;
  uint8_t damage_factor = 0;        // 707: damage to the affected cards is multiplied; 0: none.
  Cost attack_cost;                 // 501(4): paid in addition when an affected character attacks.
  bool cannot_be_defended = false;  // 503(1).
  bool cannot_defend = false;       // 503(2), 503(3).
  int32_t cost_reduction = 0;       // 303(4): the affected cards cost this much less.
  bool cannot_be_attacked = false;  // 502(2).
  bool cannot_attack_life = false;  // 502(2): the affected characters cannot attack a life zone.
  std::string set_name;             // 301(4): "牌名变为A"; "": no change.
  std::vector<std::string> add_attributes;  // 306(4): gained, the others kept.
  std::vector<std::string> set_attributes;  // 306(5): these instead; empty: no change.
  bool reveals_deck_top = false;  // 201(5): the top of each deck `affects` matches is revealed.
  uint8_t life_damage = 0;  // 202(4): an affected attacker's direct attack deals this; 0: none.
  bool operator==(const Continuous&) const = default;
};

struct Triggered {  // 702
  Timing timing = Timing::kOnEnter;
  bool optional = false;  // "可以" (702(2)).
  std::optional<Condition> condition;
  EffectCost cost;
  std::vector<TargetSpec> targets;
  std::vector<Action> actions;
  bool operator==(const Triggered&) const = default;
};

struct Activated {  // 703
  TurnRestriction during = TurnRestriction::kAnyTurn;
  EffectCost cost;
  bool once_per_turn = false;
  std::optional<Condition> condition;
  std::vector<TargetSpec> targets;
  std::vector<Action> actions;
  bool in_battle = false;  // "战斗时" (505(1), A-41): only while this card is in battle.
  bool operator==(const Activated&) const = default;
};

struct Counter {  // 反击特效 704
  std::vector<TargetSpec> targets;
  std::vector<Action> actions;
  bool operator==(const Counter&) const = default;
};

struct OnUse {  // A tactic as it resolves (320(4)-(6)).
  std::optional<Condition> condition;
  std::vector<TargetSpec> targets;
  std::vector<Action> actions;
  bool operator==(const OnUse&) const = default;
};

struct Effect {
  uint8_t min_level = 0;  // [LV2]/[LV3] (317); 0 or 1: always.
  std::variant<Continuous, Triggered, Activated, Counter, Keyword, OnUse> kind;
  bool operator==(const Effect&) const = default;
};

// The effect's JSON kind: "continuous", "triggered", "activated", "counter", "keyword", "onUse".
std::string_view EffectKindName(const Effect& effect);

// ----- Card ----------------------------------------------------------------------------------

struct CardDef {
  std::string code;  // 314.
  std::string name;  // 301.
  Colour colour = Colour::kRed;
  Category category = Category::kCharacter;
  Cost cost;
  std::vector<std::string> character_names;  // 305.
  std::vector<std::string> attributes;       // 306.
  int32_t atk = 0;                           // 308 (characters).
  int32_t def = 0;                           // 309 (characters).
  int32_t atk_bonus = 0;                     // 310 (equipment).
  int32_t def_bonus = 0;
  TacticSpeed tactic_speed = TacticSpeed::kNormal;  // 311 (tactics).
  bool equip_opponent = false;                      // 319(9) (equipment).
  std::vector<Effect> effects;                      // In printed order; decisions index them.
  std::string anime;                                // 316.
  std::string text;                                 // For people.
  std::vector<std::string> sample_values;           // Made-up fields of sample cards.
  std::optional<Filter> enters_as_copy_of;          // 706(2) (characters).
  std::optional<PerCard> atk_per;                   // 308(4): ATK is atk + this (characters).
  std::optional<PerCard> def_per;                   // 309(4).
  std::optional<PerCard> cost_per;                  // 303(5): the total is cost.total + this.

  // 『a』: a character name or an attribute is `a` (305(2), 306(2), A-19).
  bool HasName(std::string_view a) const;
  bool operator==(const CardDef&) const = default;
};

}  // namespace tcgjudge::cards

#endif  // TCGJUDGE_EVENTS_ZERO_CARD_DATA_H_
