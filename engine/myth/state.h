// The state of a 神话起源 game (myth-origins-rules-guide-2023.txt): a plain copyable value with
// integer ids and no pointers, split by concept: each card's own state, each player's zones, the
// turn, the open window (时机) with its numbered stack (堆叠), the triggered skills waiting for a
// new window, the combat in progress, and what the game waits for. The fold (engine/myth/*.cc) is
// the only code that changes it.
//
// Every struct names its fields once in `Reflect(self, visit)`, for the snapshot encoding and the
// state key (engine/reflect_bytes.h, engine/reflect_state_key.h).
//
// What the core's header and result cannot say is kept here (docs/rulings-myth.md M-23): a
// player's life is their general's (LifeLeft in field.h, not a number of the player); both
// players may lose (`losers`); the general and the treasure are cards outside the library,
// numbered after it.

#ifndef TCGJUDGE_ENGINE_MYTH_STATE_H_
#define TCGJUDGE_ENGINE_MYTH_STATE_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "engine/reflect_state_key.h"
#include "engine/myth/options.h"
#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge::myth {

// Where a card is. kField is the 战场区 (creatures, the general, worn equipment, the treasure);
// kSpirit the 灵力区; kStack a card being used (§17.1: logically still where it came from, M-10);
// kGone a token that left the field (§9.2).
enum class Zone : uint8_t { kLibrary, kHand, kField, kSpirit, kDiscard, kExiled, kStack, kGone };
constexpr Zone LastEnumerator(Zone) { return Zone::kGone; }
std::string_view ZoneName(Zone zone);

// A card instance: a decklist card, the general, the treasure, or a token.
struct CardState {
  static constexpr uint16_t kUnseen = 0xFFFF;  // Its identity is not known (issue 29).
  uint16_t def = kUnseen;  // Its card's index in the card table, bound by Reveal (field.h).
  Zone zone = Zone::kLibrary;
  Zone from = Zone::kLibrary;  // While kStack: where it was used from.
  Seat controller = Seat::kA;  // §10: the owner is the seat of its id.
  bool tapped = false;         // 横置 (§3, §21.2).
  bool face_down = false;      // In the 灵力区 (§5, §27).
  int8_t damage = 0;           // Damage markers (§22); on an equipment, durability lost (§21.3).
  uint32_t object = 0;         // A new number on every zone change: effects lose track of it.
  uint32_t entered_turn = 0;   // The turn it last entered the field (§6).
  int8_t power_bonus = 0;      // +N 武力 until the end of the turn (§25.1).
  bool lost_skills = false;    // Lost all printed skills until the end of the turn (§8.1).
  uint8_t lost_keywords = 0;   // Bit per cards::Keyword lost until the end of the turn (§8.2).
  CardId exiled_by;            // While kExiled: the card whose reset returns it (§10.2).
  uint32_t exiled_by_object = 0;
  bool operator==(const CardState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.def, s.zone, s.from, s.controller, s.tapped, s.face_down, s.damage, s.object,
      s.entered_turn, s.power_bonus, s.lost_skills, s.lost_keywords, s.exiled_by,
      s.exiled_by_object);
  }
};

struct PlayerState {
  std::vector<CardId> library;  // Top first.
  std::vector<CardId> hand;
  std::vector<CardId> field;    // What this player controls on the 战场区, in arrival order.
  std::vector<CardId> spirit;   // The 灵力区.
  std::vector<CardId> discard;  // The discard pile (by owner, §10.2), bottom first.
  std::vector<CardId> exiled;
  CardId general;                // Its 主将 (§23), on the field from set-up (M-1).
  CardId treasure;               // Its 法宝, if the deck has one.
  uint32_t spirit_turn = 0;      // The turn it last placed into the 灵力区 ...
  uint8_t spirit_placed = 0;     // ... and how many cards then (M-3).
  uint32_t spirit_use_turn = 0;  // A turn it may use face-down cards of its 灵力区 (§15.1).
  uint16_t tokens = 0;           // Tokens created so far (ids AT01 ...).
  bool shuffled = false;         // Its set-up shuffle is recorded.
  bool operator==(const PlayerState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.library, s.hand, s.field, s.spirit, s.discard, s.exiled, s.general, s.treasure,
      s.spirit_turn, s.spirit_placed, s.spirit_use_turn, s.tokens, s.shuffled);
  }
};

// The steps of a turn (§17.4): the preparation phase's reset and draw steps and its end, the main
// phase and its end, the end phase's discard step and the end of the turn.
enum class Step : uint8_t { kSetup, kReset, kDraw, kPrepEnd, kMain, kMainEnd, kDiscard, kTurnEnd };
constexpr Step LastEnumerator(Step) { return Step::kTurnEnd; }
std::string_view StepName(Step step);

struct TurnState {
  uint32_t number = 0;     // 0 during set-up.
  Seat active = Seat::kA;  // The active player (§13.1).
  Step step = Step::kSetup;
  bool operator==(const TurnState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.number, s.active, s.step);
  }
};

// What a stack entry is (§18): a card being used, or a skill started.
enum class EntryKind : uint8_t { kCard, kSkill, kTrigger };
constexpr EntryKind LastEnumerator(EntryKind) { return EntryKind::kTrigger; }

struct Entry {
  EntryKind kind = EntryKind::kCard;
  Seat controller = Seat::kA;
  CardId card;
  uint32_t card_object = 0;
  uint8_t skill = 0;
  std::vector<CardId> targets;
  std::vector<uint32_t> target_objects;
  bool operator==(const Entry&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.kind, s.controller, s.card, s.card_object, s.skill, s.targets, s.target_objects);
  }
};

// Why a window opened (§17.1-§17.4): a special window of a step, a use of a card or an activated
// skill, triggered skills, or an attack's declaration.
enum class WindowKind : uint8_t { kSpecial, kUse, kTrigger, kAttack };
constexpr WindowKind LastEnumerator(WindowKind) { return WindowKind::kAttack; }

// The open window: one stack, entry ① first (§18.5).
struct Window {
  bool open = false;
  WindowKind kind = WindowKind::kSpecial;
  std::vector<Entry> stack;
  uint8_t passes = 0;  // Consecutive passes (§18.3, §18.4).
  bool operator==(const Window&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.open, s.kind, s.stack, s.passes);
  }
};

// A triggered skill waiting for its new window (§14.3).
struct Trigger {
  Seat controller = Seat::kA;
  CardId card;
  uint8_t skill = 0;
  bool operator==(const Trigger&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.controller, s.card, s.skill);
  }
};

// The combat in progress (§21): between its declaration and its damage.
struct Combat {
  bool active = false;
  Seat player = Seat::kA;  // Who initiated it.
  CardId attacker;
  uint32_t attacker_object = 0;
  CardId target;
  uint32_t target_object = 0;
  CardId weapon;  // The equipment a general wields (§20.1); none for a creature.
  uint32_t weapon_object = 0;
  bool operator==(const Combat&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.active, s.player, s.attacker, s.attacker_object, s.target, s.target_object, s.weapon,
      s.weapon_object);
  }
};

// What the game waits for.
enum class Wait : uint8_t {
  kShuffle,   // A set-up shuffle of `waiting_for`'s library.
  kMain,      // The active player acts in the main phase with no window open (§14.2, §17.3).
  kPriority,  // `waiting_for` may add to the open window's stack or pass (§18.3, §18.4).
  kTriggers,  // `waiting_for` orders its triggered skills into the new window (§13).
  kDiscard,   // The active player discards down to 7 (§17.4).
  kOver,
};
constexpr Wait LastEnumerator(Wait) { return Wait::kOver; }

// The state key's terms as last computed (engine/reflect_state_key.h, state_key.h).
using KeyTerms = KeptKeyTerms<CardState, PlayerState, 2>;

struct State : GameStateBase<State> {
  static constexpr std::string_view kRulesetId = "myth";

  Options options;
  std::array<PlayerState, 2> players;
  std::array<std::vector<CardState>, 2> cards;   // Decklist instances: cards[seat][index - 1].
  std::array<std::vector<CardState>, 2> tokens;  // Tokens: tokens[seat][n - 1].
  TurnState turn;
  Window window;
  std::vector<Trigger> triggers;  // Triggered, waiting for a new window (§14.3).
  std::vector<Trigger> missed;    // Optional ones whose window passed (§17.5).
  std::vector<Trigger> forming;   // The new window's triggers still to be ordered (§13.2).
  Combat combat;
  Wait wait = Wait::kShuffle;
  Seat waiting_for = Seat::kA;
  bool step_window_done = false;  // The current step's special window has been held.
  uint32_t next_object = 1;
  bool over = false;
  uint8_t losers = 0;  // With `over`: bit per seat; both is "both lose" (§1.2, no draws).
  std::string end_reason;
  mutable KeyTerms key_terms;  // Not in Reflect: brought up to date by StateKey.
  static constexpr std::array kKeyedCardLists = {
      KeyedCardList<State, CardState>{&State::cards, "cards", false},
      KeyedCardList<State, CardState>{&State::tokens, "tokens", true}};
  bool operator==(const State&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.options, s.players, s.cards, s.tokens, s.turn, s.window, s.triggers, s.missed, s.forming,
      s.combat, s.wait, s.waiting_for, s.step_window_done, s.next_object, s.over, s.losers,
      s.end_reason);
  }

  bool HasCard(CardId id) const;
  CardState& Card(CardId id);
  const CardState& Card(CardId id) const;
  PlayerState& Player(Seat seat) { return players[SeatIndex(seat)]; }
  const PlayerState& Player(Seat seat) const { return players[SeatIndex(seat)]; }
  template <typename F>
  void ForEachCard(F&& f) const {
    for (int seat = 0; seat < 2; ++seat) {
      for (size_t i = 0; i < cards[seat].size(); ++i) {
        f(CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)}, cards[seat][i]);
      }
      for (size_t i = 0; i < tokens[seat].size(); ++i) {
        f(CardId::Token(static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)), tokens[seat][i]);
      }
    }
  }
};

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_STATE_H_
