// The state of a game of 崛起TCG (rise-tcg-comprehensive-rules-1.00.txt): a plain copyable value
// with integer ids and no pointers, split by concept: each card's own state, each player's zones
// (§405) and per-turn limits, the turn (§500), the stack and priority (§412, §705), the triggered
// effects waiting (§708) and what the game waits for. The fold (engine/rise/*.cc) is the only
// code that changes it.
//
// There is no life total: each player's commander, a card outside the deck on the field from the
// start, carries the life (§102.1a, §301.1): its life less its damage.
//
// A card's identity (its card in the card set) is read through one accessor, Context::Info, and
// bound through one reveal step, BindIdentity, so that a card nobody saw (paper games, issue 29)
// fits later.
//
// Every struct names its fields once in `Reflect(self, visit)`, for the snapshot encoding
// (snapshot.cc) and the state key (state_key.h).

#ifndef TCGJUDGE_ENGINE_RISE_STATE_H_
#define TCGJUDGE_ENGINE_RISE_STATE_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "engine/reflect_state_key.h"
#include "engine/rise/options.h"
#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge::rise {

// §405.1: the six zones (the stack is 响应链, the rescue base 救助基地, the vortex 星系漩涡), and
// kGone: a token that ceased to exist (§412.6d, §413.2b), in no zone.
enum class Zone : uint8_t { kDeck, kHand, kField, kStack, kBase, kVortex, kGone };
constexpr Zone LastEnumerator(Zone) { return Zone::kGone; }  // Snapshots (reflect_bytes.h).
// §405.8a: a player's three rows of the field.
enum class Row : uint8_t { kNone, kResource, kTroop, kCommander };
constexpr Row LastEnumerator(Row) { return Row::kCommander; }

inline constexpr uint16_t kNoIdentity = UINT16_MAX;
inline constexpr int kMaxAbilities = 8;

// One card instance of a decklist (the commander among them).
struct CardState {
  uint16_t def = kNoIdentity;  // Its card in the card set: read by Context::Info only.
  Zone zone = Zone::kDeck;
  Row row = Row::kNone;
  bool face_down = false;     // A face-down resource (§414.1b), on the stack or the field.
  bool exhausted = false;     // §404.1
  int32_t damage = 0;         // Damage counters (§407.1).
  uint32_t entered_turn = 0;  // The turn it last came onto the field (§302.2).
  uint32_t object = 0;        // Counts its zone changes: a new object each time (§405.9a).
  uint8_t face = 0;           // A commander's face up (§301.2).
  int32_t power_change = 0;   // Effects until the end of the turn (§503.2a).
  uint32_t uses_turn = 0;     // The turn `uses` counts (§701.4).
  std::array<uint8_t, kMaxAbilities> uses{};
  CardId vehicle;               // The vehicle it is aboard (§303.2), if any ...
  uint32_t vehicle_object = 0;  // ... as the object it was when it boarded (§405.9a) ...
  uint8_t crew_symbol = 0;      // ... and the crew symbol it fills (§303.1b).
  CardId host;                  // The card it is attached to (§403.4), if any ...
  uint32_t host_object = 0;     // ... as the object it was when it attached (§405.9a).
  bool operator==(const CardState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.def, s.zone, s.row, s.face_down, s.exhausted, s.damage, s.entered_turn, s.object, s.face,
      s.power_change, s.uses_turn, s.uses, s.vehicle, s.vehicle_object, s.crew_symbol, s.host,
      s.host_object);
  }
};

struct PlayerState {
  CardId commander;                   // §301.1: on the field from the start.
  std::vector<CardId> deck;           // Top first (§405.3).
  std::vector<CardId> hand;           // §405.4
  std::vector<CardId> base;           // 救助基地 (§405.5), bottom first.
  std::vector<CardId> resources;      // §405.8a: the resource row.
  std::vector<CardId> troops;         // The troop row.
  std::vector<CardId> commander_row;  // The commander row (the commander first).
  bool shuffled = false;              // Its set-up shuffle is recorded.
  bool decided = false;               // §101.2: it has decided on its opening hand.
  bool redraws = false;               // ... and redraws it: its shuffle is awaited.
  bool mulliganed = false;            // Its hand went back: it draws seven anew (§101.2).
  uint32_t resource_turn = 0;         // The turn it last placed a resource (§414.1).
  uint32_t turn_started = 0;          // Its most recent turn (§302.2).
  bool drew_from_empty = false;       // §412.6b: it had to draw from an empty deck.
  bool lost = false;                  // §102.1a, §102.1b
  bool operator==(const PlayerState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.commander, s.deck, s.hand, s.base, s.resources, s.troops, s.commander_row, s.shuffled,
      s.decided, s.redraws, s.mulliganed, s.resource_turn, s.turn_started, s.drew_from_empty,
      s.lost);
  }
};

// §500.1: the steps of a turn (the start phase's ready and draw steps, the action phase, the end
// phase and its tally step).
enum class Step : uint8_t { kSetUp, kReady, kDraw, kAction, kEnd, kTally };
constexpr Step LastEnumerator(Step) { return Step::kTally; }

struct TurnState {
  uint32_t number = 0;  // 0 during set-up.
  Seat first_player = Seat::kA;
  Seat active = Seat::kA;  // The turn player (回合玩家).
  Step step = Step::kSetUp;
  bool operator==(const TurnState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.number, s.first_player, s.active, s.step);
  }
};

// A link's target as the state keeps it: a card (with the object it was, §405.9a) or a player,
// and its share of a distributed amount (§707.1d).
struct LinkTarget {
  bool is_player = false;
  CardId card;
  uint32_t object = 0;
  Seat player = Seat::kA;
  uint32_t amount = 0;
  bool operator==(const LinkTarget&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.is_player, s.card, s.object, s.player, s.amount);
  }
};

// §705.1, §412.3: what a link is: a card used, a resource placed, a paid ability's effect, a
// command's reward effect, a triggered effect, a combat's declaration effect (§600.3, C-1), a
// weapon's fire effect (§305.2a) or a boarding's declaration (§303.2a).
enum class LinkKind : uint8_t {
  kCard,
  kResource,
  kPaid,
  kReward,
  kTriggered,
  kCombat,
  kFire,
  kBoard,
};
constexpr LinkKind LastEnumerator(LinkKind) { return LinkKind::kBoard; }

struct Link {
  LinkKind kind = LinkKind::kCard;
  Seat controller = Seat::kA;       // §705.4
  CardId card;                      // The card on the stack, or the effect's source (kCombat: the
                                    // attacker; kFire: the weapon; kBoard: the crew member).
  uint32_t card_object = 0;         // kCombat, kFire, kBoard: the object `card` was when added.
  uint8_t ability = 0;              // kPaid, kReward, kTriggered: the source's ability.
  std::vector<uint8_t> modes;       // §707.1b
  uint32_t x = 0;                   // §707.1c; kFire: the weapon's power when fired (C-11).
  std::vector<LinkTarget> targets;  // kCombat: the planned defender; kBoard: the vehicle.
  bool operator==(const Link&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.kind, s.controller, s.card, s.card_object, s.ability, s.modes, s.x, s.targets);
  }
};

// A triggered effect created and not yet on the stack (§708.1).
struct Waiting {
  Seat controller = Seat::kA;
  CardId card;
  uint8_t ability = 0;
  bool operator==(const Waiting&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.controller, s.card, s.ability);
  }
};

// What the game waits for.
enum class Wait : uint8_t {
  kShuffle,        // A set-up shuffle (or a mulligan's, or a search's) of `waiting_for`'s deck.
  kMulligan,       // `waiting_for` keeps or redraws its opening hand (§101.2).
  kPriority,       // `waiting_for` holds priority (§412.1).
  kOrderTriggers,  // `waiting_for` orders its waiting triggered effects (§708.1a).
  kDiscard,        // The tally step: the turn player discards to the hand size (§503.2a).
  kGuard,          // `waiting_for`, the defending player, guards or passes (§602.2, C-5).
  kUnique,         // `waiting_for` chooses a card of its uniqueness conflict (§409.2).
  kArmour,         // `waiting_for` exhausts armour against the packet under way, or passes
                   // (§717.2c).
  kHost,           // `waiting_for` chooses the host of State::attaching (§403.3, §403.6a).
  kSearch,         // `waiting_for` names the cards its search finds (§411).
  kOver,
  kRandomPick,  // A random pick of the top link's targets (§706.5, R-39); after kOver, so that
                // every earlier snapshot keeps its bytes.
};
constexpr Wait LastEnumerator(Wait) { return Wait::kRandomPick; }

// The combat step (chapter 6 is missing: readings C-1 to C-12 of docs/rulings-rise.md). A combat
// step begins when a declaration resolves and goes through the responses window (C-4), the
// guard (C-5) and the defence window (C-6) to the combat end (§603).
// kEnd: the combat damage packets are under way (§603.1), waiting for armour (§717.2c).
enum class CombatStage : uint8_t { kNone, kResponses, kGuard, kDefence, kEnd };
constexpr CombatStage LastEnumerator(CombatStage) { return CombatStage::kEnd; }

// A participant of the combat and the object it was when it entered it: it leaves the combat
// when it becomes a new object (§602.4, C-8).
struct Participant {
  CardId card;
  uint32_t object = 0;
  bool operator==(const Participant&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.card, s.object);
  }
};

struct CombatState {
  CombatStage stage = CombatStage::kNone;
  Participant attacker;
  Participant planned_defender;
  Participant defender;  // The planned defender, or the guard in its place (C-5).
  // Per seat: the weapons fired in this combat (§305.2c) and the fire influences' power (§305.2a).
  std::array<std::vector<CardId>, 2> fired;
  std::array<int32_t, 2> fire_power{};
  std::array<bool, 2> fire_beyond{};  // A 超视距 weapon's influence (C-11).
  bool operator==(const CombatState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.stage, s.attacker, s.planned_defender, s.defender, s.fired, s.fire_power, s.fire_beyond);
  }
};

// A damage packet (§408) under way: created (§407.4), changed by the replacement and prevention
// effects (§717.3), and waiting for its target's controller to exhaust armour against it or not
// (§717.2c) before it is dealt.
struct Packet {
  CardId target;  // §408.2b, as the object it was when the packet was created (§405.9a).
  uint32_t target_object = 0;
  Seat controller = Seat::kA;  // §408.2c
  int32_t amount = 0;          // §408.2a
  uint8_t types = 0;           // §408.3a: a bit per cards::DamageType.
  bool combat = false;         // §408.3b
  bool preventable = true;     // §408.3c
  bool operator==(const Packet&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.target, s.target_object, s.controller, s.amount, s.types, s.combat, s.preventable);
  }
};

// A link part-way through its resolution (§709.2b): it waits for the damage packets of an effect
// (§717.2c); `next_effect` of its chosen effects is carried out next, on its targets still legal.
struct Resolving {
  Link link;
  uint8_t next_effect = 0;
  bool operator==(const Resolving&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.link, s.next_effect);
  }
};

// §413.1c: the stat an unnamed counter changes; kNone: a named counter (§413.1). In the order of
// cards::CounterStat.
enum class Stat : uint8_t { kNone, kPower, kLife, kArmour };
constexpr Stat LastEnumerator(Stat) { return Stat::kArmour; }

// At most this many counters of a kind on a card, and each unnamed one's value within
// ±kMaxCounterValue (the card data's bound), so that their sum fits.
inline constexpr uint32_t kMaxCounters = 1u << 20;
inline constexpr int32_t kMaxCounterValue = 99;

// The counters of one kind on one card (§413.1: counters of a name are indistinguishable). A card
// that becomes a new object loses them (§405.9a, §413.1b), so a pile's card is on the field.
struct CounterPile {
  CardId card;
  std::string name;         // A named counter's name; empty: an unnamed counter ...
  Stat stat = Stat::kNone;  // ... which changes this stat ...
  int32_t value = 0;        // ... by this much, each (§413.1c).
  uint32_t count = 0;       // 1 to kMaxCounters.
  bool operator==(const CounterPile&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.card, s.name, s.stat, s.value, s.count);
  }
};

// The state key's terms as last computed (engine/reflect_state_key.h, state_key.h).
using KeyTerms = KeptKeyTerms<CardState, PlayerState, 2>;

struct State : GameStateBase<State> {
  static constexpr std::string_view kRulesetId = "rise";

  Options options;
  std::array<PlayerState, 2> players;
  std::array<std::vector<CardState>, 2> cards;  // cards[seat][index - 1].
  TurnState turn;
  CombatState combat;
  std::vector<Link> stack;             // The bottom first; the last is the top (§405.1).
  uint8_t passes = 0;                  // Consecutive passes (§412.4).
  std::vector<Waiting> waiting;        // §708.1
  std::vector<Packet> packets;         // Damage packets waiting for armour (§717.2c), first first.
  std::optional<Resolving> resolving;  // A link whose resolution waits for `packets` or a host.
  CardId attaching;  // An attachment whose host is being chosen (§403.3: on the stack; §403.6a:
                     // on the field, moving).
  uint32_t search_amount = 0;   // A search under way: up to this many cards (§411) ...
  bool search_shuffle = false;  // ... then its deck's shuffle is awaited (§411.2).
  Seat priority_to = Seat::kA;  // Who receives priority once pre-priority processing is done.
  Wait wait = Wait::kShuffle;
  Seat waiting_for = Seat::kA;
  bool over = false;
  std::optional<Seat> winner;  // With `over`: nullopt is a draw (§102.1a).
  std::string end_reason;
  // Not in Reflect: what only a game with counters or tokens, or with extra or skipped turns,
  // holds. The snapshot writes them after the rest, and the state key adds their terms, only when
  // one is non-empty, so that every game without them encodes and keys as it did (snapshot.cc,
  // state_key.h).
  std::array<std::vector<CardState>, 2> tokens;  // tokens[seat][n - 1]: its token n (§413.2).
  std::vector<CounterPile> counters;             // §413.1, in the order first placed.
  // §500.3: whose turns come next, the last first: the extra turns, newest on top, above
  // the regular turn they put off. Empty: the other player's turn.
  std::vector<Seat> next_turns;
  std::array<uint32_t, 2> skips{};  // §500.4: how many of its next turns each seat skips.
  mutable KeyTerms key_terms;  // Not in Reflect: brought up to date by StateKey.
  static constexpr std::array kKeyedCardLists = {
      KeyedCardList<State, CardState>{&State::cards, "cards", false},
      KeyedCardList<State, CardState>{&State::tokens, "tokens", true}};
  bool operator==(const State&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.options, s.players, s.cards, s.turn, s.combat, s.stack, s.passes, s.waiting, s.packets,
      s.resolving, s.attaching, s.search_amount, s.search_shuffle, s.priority_to, s.wait,
      s.waiting_for, s.over, s.winner, s.end_reason);
  }

  // A card instance of a decklist or a token (CardId::Token).
  bool HasCard(CardId id) const;
  CardState& Card(CardId id) {
    return id.index > kTokenIndexBase ? tokens[SeatIndex(id.seat)][id.index - kTokenIndexBase - 1]
                                      : cards[SeatIndex(id.seat)][id.index - 1];
  }
  const CardState& Card(CardId id) const {
    return id.index > kTokenIndexBase ? tokens[SeatIndex(id.seat)][id.index - kTokenIndexBase - 1]
                                      : cards[SeatIndex(id.seat)][id.index - 1];
  }
  // Every card instance, then every token, of both seats: f(CardId, CardState&).
  template <typename F>
  void ForEachCard(const F& f) {
    ForEachIn(*this, f);
  }
  template <typename F>
  void ForEachCard(const F& f) const {
    ForEachIn(*this, f);
  }
  PlayerState& Player(Seat seat) { return players[SeatIndex(seat)]; }
  const PlayerState& Player(Seat seat) const { return players[SeatIndex(seat)]; }
  // Who controls a card on the field or the stack: in this two-player foundation, its owner
  // (no effect changes control yet, §400.3).
  static Seat Controller(CardId id) { return id.seat; }

 private:
  template <typename Self, typename F>
  static void ForEachIn(Self& s, const F& f) {
    for (int seat = 0; seat < 2; ++seat) {
      for (size_t i = 0; i < s.cards[seat].size(); ++i) {
        f(CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)}, s.cards[seat][i]);
      }
    }
    for (int seat = 0; seat < 2; ++seat) {
      for (size_t i = 0; i < s.tokens[seat].size(); ++i) {
        f(CardId::Token(static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)), s.tokens[seat][i]);
      }
    }
  }
};

// The reveal step: binds `id` to its card `def` of the card set. The only place an identity is
// written.
void BindIdentity(State& s, CardId id, uint16_t def);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_STATE_H_
