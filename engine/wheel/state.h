// The state of a game of 永恒之轮 (wheel-of-eternity-rules.txt and its digest): a plain copyable
// value with integer ids and no pointers, split by concept: each card's own state, each player's
// zones (§五) and per-turn limits (§七.2), the turn, the chain (§九), the battle in progress
// (§七.3) and what the game waits for. The fold (engine/wheel/*.cc) is the only code that changes
// it.
//
// A card's identity (its card in the card set) is read through one accessor, Context::Info, and
// bound through one reveal step, BindIdentity, so that a card nobody saw (paper games, issue 29)
// fits later: every other field is what the table shows.
//
// Every struct names its fields once in `Reflect(self, visit)`, for the snapshot encoding and the
// state key (engine/reflect_bytes.h, engine/reflect_state_key.h; snapshot.cc, state_key.h).

#ifndef TCGJUDGE_ENGINE_WHEEL_STATE_H_
#define TCGJUDGE_ENGINE_WHEEL_STATE_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/reflect_state_key.h"
#include "engine/wheel/options.h"
#include "events/card_id.h"
#include "events/seat.h"
#include "events/wheel/decision.h"

namespace tcgjudge::wheel {

// The vocabulary's types as a snapshot holds them (engine/reflect_bytes.h): a row as its enum, a
// cell as its row and then its index (0-2).
constexpr Row LastEnumerator(Row) { return Row::kDefense; }
inline void PutReflectLeaf(ByteWriter& out, const Cell& cell) {
  out.U64(static_cast<uint64_t>(cell.row));
  out.U64(cell.index);
}
[[nodiscard]] inline bool GetReflectLeaf(ByteReader& in, Cell& cell) {
  uint64_t row = 0;
  if (!in.U64(&row) || row > static_cast<uint64_t>(LastEnumerator(Row{}))) return false;
  cell.row = static_cast<Row>(row);
  return in.Uint(&cell.index, 2);
}

// §五: where a card is. kChain: used and not yet resolved (on the chain); kCarried: a war spirit
// carried by a vehicle (L27, W-20: it holds no cell).
enum class Zone : uint8_t {
  kDeck,
  kHand,
  kExtraDeck,
  kAttack,
  kDefense,
  kMagic,
  kMana,
  kGraveyard,
  kChain,
  kCarried,
};
constexpr Zone LastEnumerator(Zone) { return Zone::kCarried; }  // Snapshots (reflect_bytes.h).
std::string_view ZoneName(Zone zone);
inline bool InBattleZone(Zone z) { return z == Zone::kAttack || z == Zone::kDefense; }
inline Zone ZoneOf(Row row) { return row == Row::kAttack ? Zone::kAttack : Zone::kDefense; }

inline constexpr uint16_t kNoIdentity = UINT16_MAX;
inline constexpr int kMaxEffects = 8;

// One card instance of a decklist.
struct CardState {
  uint16_t def = kNoIdentity;  // Its card in the card set: read by Context::Info only.
  Zone zone = Zone::kDeck;
  uint8_t cell = 0;            // In a battle zone: its cell (0-2).
  bool face_down = false;      // An Ambush card played face-down (L32).
  uint32_t entered_turn = 0;   // The turn it last came onto the field (§七.2.e).
  uint32_t moved_turn = 0;     // The turn it last moved between the battle zones.
  uint32_t attacked_turn = 0;  // The turn it last declared an attack.
  int32_t damage = 0;         // Marked damage, cleared at the end of the turn (§七.3.b, §七.4).
  int32_t attack_change = 0;  // Effects' changes until the end of the turn (W-22).
  int32_t defense_change = 0;
  CardId carried_by;          // kCarried: the vehicle carrying it.
  uint32_t boarded_turn = 0;  // A vehicle: the turn a war spirit last boarded it (W-20).
  uint32_t uses_turn = 0;     // The turn `uses` counts.
  std::array<uint8_t, kMaxEffects> uses{};  // Activated effects' uses that turn (§八.4).
  bool operator==(const CardState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.def, s.zone, s.cell, s.face_down, s.entered_turn, s.moved_turn, s.attacked_turn, s.damage,
      s.attack_change, s.defense_change, s.carried_by, s.boarded_turn, s.uses_turn, s.uses);
  }
};

struct PlayerState {
  int32_t life = 0;
  std::vector<CardId> deck;         // Top first; face-down, order fixed (§五.7).
  std::vector<CardId> hand;         // §五.6
  std::vector<CardId> extra_deck;   // Face-up (§五.8).
  std::array<CardId, 3> attack{};   // §五.1: cells AZ1-AZ3 (index 0: empty).
  std::array<CardId, 3> defense{};  // §五.2: cells DZ1-DZ3.
  std::vector<CardId> magic;        // §五.3: continuous magic.
  std::vector<CardId> mana;         // §五.4: mana stones.
  std::vector<CardId> graveyard;    // §五.5: face-up, bottom first.
  bool shuffled = false;            // Its set-up shuffle is recorded.
  uint32_t mana_turn = 0;           // The turn it last placed a mana stone (§七.2.a).
  uint32_t spirit_turn = 0;         // ... used a non-flash war spirit (§七.2.b, L17).
  uint32_t vehicle_turn = 0;        // ... used a vehicle (§七.2.c).
  uint32_t swap_turn = 0;           // ... swapped (L26).
  bool operator==(const PlayerState&) const = default;

  std::array<CardId, 3>& Cells(Row row) { return row == Row::kAttack ? attack : defense; }
  const std::array<CardId, 3>& Cells(Row row) const {
    return row == Row::kAttack ? attack : defense;
  }

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.life, s.deck, s.hand, s.extra_deck, s.attack, s.defense, s.magic, s.mana, s.graveyard,
      s.shuffled, s.mana_turn, s.spirit_turn, s.vehicle_turn, s.swap_turn);
  }
};

// §七: the four phases (the battle phase of one attack lives inside the action phase: Combat).
enum class Phase : uint8_t { kSetUp, kDraw, kAction, kEnd };
constexpr Phase LastEnumerator(Phase) { return Phase::kEnd; }

struct TurnState {
  uint32_t number = 0;  // 0 during set-up.
  Seat first_player = Seat::kA;
  Seat active = Seat::kA;  // The turn player (TP).
  Phase phase = Phase::kSetUp;
  bool operator==(const TurnState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.number, s.first_player, s.active, s.phase);
  }
};

// A target as the state keeps it (a plain struct for Reflect): a card, or a player.
struct LinkTarget {
  bool is_player = false;
  CardId card;
  Seat player = Seat::kA;
  bool operator==(const LinkTarget&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.is_player, s.card, s.player);
  }
};
std::vector<LinkTarget> ToLinkTargets(const std::vector<Target>& targets);
std::vector<Target> FromLinkTargets(const std::vector<LinkTarget>& targets);

// A link of the chain (§九): a card used, an activated effect started, or an ambush flipped.
enum class LinkKind : uint8_t { kCard, kEffect, kFlip };
constexpr LinkKind LastEnumerator(LinkKind) { return LinkKind::kFlip; }
struct Link {
  LinkKind kind = LinkKind::kCard;
  Seat controller = Seat::kA;
  CardId card;
  uint8_t effect = 0;
  std::vector<LinkTarget> targets;
  bool places = false;  // A war spirit or vehicle used: it goes into `cell` on resolution.
  Cell cell;
  bool face_down = false;  // ... played face-down (Ambush).
  bool operator==(const Link&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.kind, s.controller, s.card, s.effect, s.targets, s.places, s.cell, s.face_down);
  }
};

// What resolved, in order, since the chain last began: links and the triggered effects that
// resolved right after their cause (WOE-CH-3), for the board and the judge.
struct Resolved {
  CardId card;
  uint8_t effect = 0;
  bool triggered = false;
  bool operator==(const Resolved&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.card, s.effect, s.triggered);
  }
};

struct ChainState {
  std::vector<Link> links;  // Link 1 first; resolved last first (WOE-CH-2).
  uint8_t passes = 0;       // Consecutive passes (respondToOwnLink: both must pass).
  std::vector<Resolved> resolved;
  bool operator==(const ChainState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.links, s.passes, s.resolved);
  }
};

// The battle of one attack (§七.3).
struct Combat {
  CardId attacker;               // index 0: no battle.
  std::optional<CardId> target;  // nullopt: the opponent player.
  bool operator==(const Combat&) const = default;
  bool active() const { return attacker.index != 0; }
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.attacker, s.target);
  }
};

// What the game waits for.
enum class Wait : uint8_t {
  kShuffle,    // A set-up shuffle (or a mulligan's).
  kMulligan,   // `waiting_for` keeps or redraws the opening hand (chooseYesNo, W-3).
  kAction,     // The turn player acts in the action phase with an empty chain.
  kResponse,   // `waiting_for` may respond to the chain's last link, or pass (§九).
  kGuard,      // The attacked player may guard, or pass (L26).
  kEndWindow,  // The end phase: `waiting_for` may use an Instant, or pass (§七.4).
  kDiscard,    // `waiting_for` discards down to 8 (§七.4).
  kOver,
};
constexpr Wait LastEnumerator(Wait) { return Wait::kOver; }

// A paper game's record of one seat (docs/paper-games.md; engine/wheel/paper.h folds it): what
// is known about the seat's cards nobody saw, and the card state of each handle ("A#3" at
// handles[2]). In a paper game the main deck's instances ("A01".."A50") are no cards of their own:
// the deck holds them as its unknown cards, in no known order, and a draw of one mints a handle.
struct PaperSeat {
  SeatKnowledge knowledge;
  std::vector<CardState> handles;
  bool operator==(const PaperSeat&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.knowledge, s.handles);
  }
};

// What only a paper game's state holds (Header.recorder set): absent in every omniscient game, so
// that their snapshots and state keys keep their bytes (snapshot.cc, state_key.cc).
struct Paper {
  std::optional<Seat> recorder;  // nullopt: the table recorded the game; else that seat.
  std::array<PaperSeat, 2> seats;
  // Decisions whose legality hangs on an unknown card (engine/open_question.h), oldest first.
  std::vector<OpenQuestion> questions;
  // W-P11: per seat, the unknown card played face-down that counts as the seat's war spirit of
  // the turn (PlayerState::spirit_turn) only because the record cannot tell whether it has Flash;
  // empty (index 0) otherwise. Not in Reflect: the snapshot and the key write it after the rest,
  // only where one is set (snapshot.cc, state_key.cc), so every paper state without one keeps
  // its bytes.
  std::array<CardId, 2> tentative_spirit{};
  bool HasTentativeSpirit() const { return tentative_spirit != std::array<CardId, 2>{}; }
  bool operator==(const Paper&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.recorder, s.seats, s.questions);
  }
};

// The state key's terms as last computed (engine/reflect_state_key.h, state_key.h).
using KeyTerms = KeptKeyTerms<CardState, PlayerState, 1>;

struct State : GameStateBase<State> {
  static constexpr std::string_view kRulesetId = "wheel";

  Options options;
  std::array<PlayerState, 2> players;
  std::array<std::vector<CardState>, 2> cards;  // cards[seat][index - 1].
  TurnState turn;
  ChainState chain;
  Combat combat;
  Wait wait = Wait::kShuffle;
  Seat waiting_for = Seat::kA;
  uint8_t mulligans = 0;  // Players who have decided on their opening hand.
  bool over = false;
  std::optional<Seat> winner;  // With `over`: nullopt is a draw.
  std::string end_reason;
  mutable KeyTerms key_terms;  // Not in Reflect: brought up to date by StateKey.
  // A paper game's record; not in Reflect: the snapshot and the key add it after the rest, only
  // where it is set (snapshot.cc, state_key.cc).
  std::optional<Paper> paper;
  static constexpr std::array kKeyedCardLists = {
      KeyedCardList<State, CardState>{&State::cards, "cards", false}};
  bool operator==(const State&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.options, s.players, s.cards, s.turn, s.chain, s.combat, s.wait, s.waiting_for, s.mulligans,
      s.over, s.winner, s.end_reason);
  }

  bool HasCard(CardId id) const;
  // A card instance, or a paper game's handle.
  CardState& Card(CardId id) {
    if (id.IsHandle()) return paper->seats[SeatIndex(id.seat)].handles[id.HandleNumber() - 1];
    return cards[SeatIndex(id.seat)][id.index - 1];
  }
  const CardState& Card(CardId id) const { return const_cast<State*>(this)->Card(id); }
  // Every card of `seat` that is a card of the game (its instances, then its handles), with its
  // id: fn(CardId, CardState&). In a paper game the main deck's instances are the deck's unknown
  // cards: their zone is always the deck, so a walk over the other zones passes them by.
  template <typename Fn>
  void ForEachCard(Seat seat, Fn fn);
  template <typename Fn>
  void ForEachCard(Seat seat, Fn fn) const;
  PlayerState& Player(Seat seat) { return players[SeatIndex(seat)]; }
  const PlayerState& Player(Seat seat) const { return players[SeatIndex(seat)]; }
};

template <typename Fn>
void State::ForEachCard(Seat seat, Fn fn) {
  auto& own = cards[SeatIndex(seat)];
  for (size_t i = 0; i < own.size(); ++i) fn(CardId{seat, static_cast<uint16_t>(i + 1)}, own[i]);
  if (!paper) return;
  auto& handles = paper->seats[SeatIndex(seat)].handles;
  for (size_t i = 0; i < handles.size(); ++i) {
    fn(CardId::Handle(seat, static_cast<uint16_t>(i + 1)), handles[i]);
  }
}
template <typename Fn>
void State::ForEachCard(Seat seat, Fn fn) const {
  const_cast<State*>(this)->ForEachCard(
      seat, [&](CardId id, CardState& card) { fn(id, static_cast<const CardState&>(card)); });
}

// The reveal step: binds `id` to its card `def` of the card set. The only place an identity is
// written.
void BindIdentity(State& s, CardId id, uint16_t def);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_STATE_H_
