// The state of a Yu-Gi-Oh duel under the basic rules (yugioh-basic-rules.txt): a plain copyable
// value with integer ids and no pointers, split by concept: each card's own state, each player's
// zones and per-turn counts, the turn, the chain and its triggers, the battle, and what the duel
// waits for. The fold (engine/ygo/*.cc, entered through YgoRuleset::Apply) is the only code that
// changes it.
//
// A card's identity (its card in the card table) is read through one accessor, IdentityOf (and
// Context::Known/Info over it), and written through one reveal step, BindIdentity, so that a card
// nobody saw (a paper game's, issue 29, docs/paper-games.md) fits without a retrofit: every other
// field is what the table shows.
//
// Every struct names its fields once in `Reflect(self, visit)`: the snapshot encoding
// (snapshot.cc) writes and reads them with one visitor each, so no field is mirrored by hand.

#ifndef TCGJUDGE_ENGINE_YGO_STATE_H_
#define TCGJUDGE_ENGINE_YGO_STATE_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/game_state.h"
#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/reflect_state_key.h"
#include "engine/ygo/options.h"
#include "events/card_id.h"
#include "events/seat.h"
#include "events/ygo/decision.h"

namespace tcgjudge::ygo {

// The vocabulary's enums a state holds, with their last enumerators (engine/reflect_bytes.h).
constexpr Phase LastEnumerator(Phase) { return Phase::kEnd; }
constexpr Position LastEnumerator(Position) { return Position::kDefense; }

// §1.4: where a card is. kChain: a card no zone holds while it is used (never at a wait); kGone:
// a token that left the field (Supplement 1: it ceases to exist); kMaterial: an xyz material
// under the monster `attached_to` (§2.1.6: not a card on the field).
enum class Zone : uint8_t {
  kDeck,
  kHand,
  kMonster,       // A main monster zone (cell 0-4).
  kExtraMonster,  // An extra monster zone (cell 0-1: EMZ1, EMZ2).
  kSpellTrap,     // A spell & trap zone (cell 0-4; 0 and 4 are the pendulum zones).
  kField,         // The field zone.
  kGraveyard,
  kBanished,
  kExtraDeck,
  kMaterial,
  kGone,
};
constexpr Zone LastEnumerator(Zone) { return Zone::kGone; }
std::string_view ZoneName(Zone zone);
inline bool IsMonsterZone(Zone z) { return z == Zone::kMonster || z == Zone::kExtraMonster; }
inline bool OnField(Zone z) {
  return IsMonsterZone(z) || z == Zone::kSpellTrap || z == Zone::kField;
}

// How a monster came to the field: what its summon counts as (§2.1) and what events it raises.
enum class Arrival : uint8_t {
  kNone,
  kNormal,   // Normal or Tribute Summon.
  kSet,      // Set face-down (the turn's Normal Summon, not a summon).
  kFlip,     // Flip Summoned (it was set before).
  kSpecial,  // Special Summoned by an effect.
  kFusion,
  kRitual,
  kSynchro,
  kXyz,
  kLink,
  kPendulum,
  kToken,  // Created by an effect (a Special Summon).
};
constexpr Arrival LastEnumerator(Arrival) { return Arrival::kToken; }

// A card's identity nobody saw yet (a paper game's card: docs/paper-games.md).
inline constexpr uint16_t kNoIdentity = UINT16_MAX;

// One card instance (a decklist card or a token).
struct CardState {
  // Its card's index in the ruleset's card table: read by IdentityOf only, written by
  // BindIdentity only (a move keeps it: field.cc's List).
  uint16_t def = 0;
  Zone zone = Zone::kDeck;
  Seat controller = Seat::kA;
  uint8_t cell = 0;            // In a positional zone: its cell (0-based).
  bool face_down = false;      // Set cards; extra deck cards other than face-up pendulums.
  bool defense = false;        // Battle position on the field (§2.1 表现形式).
  uint32_t object = 0;         // A new number on every zone change: effects lose track of it.
  uint32_t entered_turn = 0;   // The turn it last came onto the field (summoned, set, placed).
  uint32_t position_turn = 0;  // The turn its position was last changed by its controller.
  uint32_t attacked_turn = 0;  // The turn it last declared an attack (or gave one up, §3.2 卷回).
  uint8_t attacks = 0;         // Attacks declared in `attacked_turn`.
  Arrival arrival = Arrival::kNone;
  bool properly_summoned = false;  // §2.1 苏生限制: its revive limit is lifted.
  bool negated = false;            // Its effects are negated while it stays where it is.
  uint32_t negated_turn = 0;       // ... or until the end of this turn.
  bool no_tribute_summon = false;  // A Scapegoat token: not a tribute for a Tribute Summon.
  CardId attached_to;              // An equip spell: its monster; an xyz material: its xyz monster.
  uint32_t attached_object = 0;
  CardId bound_to;  // Call of the Haunted and the monster it summoned, each naming the other.
  uint32_t bound_object = 0;
  uint32_t attach_stamp = 0;  // Materials and equips are listed in the order they were attached.
  bool operator==(const CardState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.def, s.zone, s.controller, s.cell, s.face_down, s.defense, s.object, s.entered_turn,
      s.position_turn, s.attacked_turn, s.attacks, s.arrival, s.properly_summoned, s.negated,
      s.negated_turn, s.no_tribute_summon, s.attached_to, s.attached_object, s.bound_to,
      s.bound_object, s.attach_stamp);
  }
};

// A card whose effect "once per turn" (per name) has been used this turn.
struct UsedEffect {
  uint16_t def = 0;
  uint8_t effect = 0;
  bool operator==(const UsedEffect&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.def, s.effect);
  }
};

struct PlayerState {
  int32_t life_points = 8000;  // §3 決斗的胜利条件: normally 8000.
  std::vector<CardId> deck;    // Top first.
  std::vector<CardId> hand;
  std::vector<CardId> graveyard;  // Bottom first; its order never changes (§6 猜谜).
  std::vector<CardId> banished;
  std::vector<CardId> extra_deck;
  std::array<CardId, 5> monsters{};     // Main monster zones M1-M5 (index 0: empty).
  std::array<CardId, 5> spell_traps{};  // S1-S5.
  CardId field_spell;                   // FZ.
  bool shuffled = false;                // Its set-up shuffle is recorded (§3.1).
  uint32_t normal_summon_turn = 0;      // The turn of its last Normal Summon or Set (§2.1).
  uint32_t pendulum_summon_turn = 0;    // ... of its last Pendulum Summon (§2.1.7).
  uint32_t summoned_turn = 0;           // ... of its last summon of any kind (Scapegoat).
  uint32_t locked_turn = 0;             // Scapegoat: no more summons this turn.
  uint16_t tokens = 0;                  // Tokens created so far (their ids AT01...).
  std::vector<UsedEffect> used;         // Once-per-turn effects used this turn.
  bool operator==(const PlayerState&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.life_points, s.deck, s.hand, s.graveyard, s.banished, s.extra_deck, s.monsters,
      s.spell_traps, s.field_spell, s.shuffled, s.normal_summon_turn, s.pendulum_summon_turn,
      s.summoned_turn, s.locked_turn, s.tokens, s.used);
  }
};

// The battle phase's steps (§3.2/P4) and the damage step's five timings (§3.2/P4.3).
enum class BattleStep : uint8_t { kNone, kStart, kBattle, kDamage, kEnd };
constexpr BattleStep LastEnumerator(BattleStep) { return BattleStep::kEnd; }
enum class DamageTiming : uint8_t {
  kNone,
  kStart,       // 伤害步骤开始时
  kBeforeCalc,  // 伤害计算前
  kCalc,        // 伤害计算时
  kAfterCalc,   // 伤害计算后
  kEnd,         // 伤害步骤结束时
};
constexpr DamageTiming LastEnumerator(DamageTiming) { return DamageTiming::kEnd; }

struct TurnState {
  uint32_t number = 0;  // 0 during set-up.
  Seat first_player = Seat::kA;
  Seat active = Seat::kA;  // The turn player (TP).
  Phase phase = Phase::kDraw;
  BattleStep step = BattleStep::kNone;
  DamageTiming timing = DamageTiming::kNone;
  // The phase the turn player named with nextPhase (§3.2 优先权 L273); nullopt: the next one.
  std::optional<Phase> declared_next;
  bool operator==(const TurnState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.number, s.first_player, s.active, s.phase, s.step, s.timing, s.declared_next);
  }
};

// What happened, for the effects that respond to it (§5 时点): an event of the card vocabulary,
// the card it happened to, and the stamp of the moment it happened.
struct Happening {
  uint8_t event = 0;  // cards::Event.
  CardId card;
  uint32_t object = 0;  // The card's object after it happened.
  Seat by = Seat::kA;   // Who did it (the activating player; the summoning player).
  uint16_t link = 0;    // For an activation: its chain link (1-based).
  bool operator==(const Happening&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.event, s.card, s.object, s.by, s.link);
  }
};

// A link of the chain (§5 连锁规则).
struct Link {
  Seat controller = Seat::kA;
  CardId card;
  uint32_t card_object = 0;  // The card's object when it was activated.
  uint8_t effect = 0;        // Index in the card's effects.
  uint8_t speed = 1;         // Spell speed 1-3 (§5 咒文速度).
  bool scale = false;        // A pendulum monster activated as a scale: no effect (§2.1.7 1.).
  std::vector<CardId> targets;
  std::vector<uint32_t> target_objects;
  CardId triggering;  // The card of the event it responds to.
  uint32_t triggering_object = 0;
  uint16_t responds_to = 0;         // The link it responds to (a negation); 0: none.
  bool responds_to_summon = false;  // It negates the summon in progress.
  bool negated = false;             // Its activation was negated: it does nothing.
  bool operator==(const Link&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.controller, s.card, s.card_object, s.effect, s.speed, s.scale, s.targets, s.target_objects,
      s.triggering, s.triggering_object, s.responds_to, s.responds_to_summon, s.negated);
  }
};

// A trigger or flip effect that has triggered and waits to be activated (SEGOC, docs/rulings-ygo).
struct Trigger {
  Seat controller = Seat::kA;
  CardId card;
  uint8_t effect = 0;
  uint32_t stamp = 0;  // When its event happened: an optional "when" misses its timing after.
  CardId triggering;
  uint32_t triggering_object = 0;
  bool operator==(const Trigger&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.controller, s.card, s.effect, s.stamp, s.triggering, s.triggering_object);
  }
};

// The link being resolved while it waits for a player's answer (no priority meanwhile).
struct Resolving {
  bool active = false;
  Link link;
  uint8_t action = 0;  // The action of the effect being carried out.
  uint8_t done = 0;    // How much of it is done (summons made, ...).
  bool operator==(const Resolving&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.active, s.link, s.action, s.done);
  }
};

struct ChainState {
  std::vector<Link> links;  // Chain link 1 first.
  uint8_t passes = 0;       // Consecutive passes (§3.2 L272: priority goes to the opponent).
  bool resolving = false;   // The chain is resolving (no priority until it has).
  Resolving current;
  std::vector<Trigger> triggers;  // Triggered, not yet activated.
  std::vector<Trigger> missed;    // Optional "when" triggers that missed their timing just now.
  std::vector<Happening> last;    // What happened last (the current timing, §5 时点).
  uint32_t stamp = 0;             // Counts what happened: each action of the game is one.
  // A summon in progress (§5: the summon-negation window): the monsters, until it succeeds.
  std::vector<CardId> summoning;
  Arrival summoning_as = Arrival::kNone;
  bool operator==(const ChainState&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.links, s.passes, s.resolving, s.current, s.triggers, s.missed, s.last, s.stamp, s.summoning,
      s.summoning_as);
  }
};

// The battle in progress (§3.2/P4.2-P4.3, §4).
struct Combat {
  CardId attacker;
  uint32_t attacker_object = 0;
  std::optional<CardId> target;  // nullopt: a direct attack.
  uint32_t target_object = 0;
  uint8_t opponent_monsters = 0;      // The defending player's monsters when it was (re)targeted.
  bool target_was_face_down = false;  // Flipped before damage calculation: its flip effect.
  uint8_t no_battle_damage = 0;       // Bit per seat (A 1, B 2): Kuriboh's "no battle damage".
  std::vector<CardId> destroyed;      // Destroyed by battle, still on the field (§4).
  bool operator==(const Combat&) const = default;
  bool active() const { return attacker.index != 0; }
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.attacker, s.attacker_object, s.target, s.target_object, s.opponent_monsters,
      s.target_was_face_down, s.no_battle_damage, s.destroyed);
  }
};

// An ATK/DEF change by a resolved effect: kept until the end of the turn or while the card stays.
struct StatChange {
  CardId card;
  uint32_t object = 0;  // Ends when the card changes zone.
  int32_t atk = 0;
  int32_t def = 0;
  int32_t set_atk = -1;
  bool until_end_of_turn = true;
  bool operator==(const StatChange&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.card, s.object, s.atk, s.def, s.set_atk, s.until_end_of_turn);
  }
};

// What the duel waits for.
enum class Wait : uint8_t {
  kShuffle,       // A set-up shuffle, or one after a search.
  kPriority,      // `waiting_for` holds priority (§3.2 优先权).
  kTrigger,       // `waiting_for` activates its triggered effects (SEGOC, Y-7).
  kEffectSummon,  // A resolving effect lets `waiting_for` Special Summon (specialSummon).
  kEffectChoice,  // A resolving effect asks `waiting_for` to choose cards (chooseCards).
  kReplay,        // A replay (§3.2 卷回): a new target (attack) or give up (pass).
  kDiscard,       // End phase: the turn player discards down to 6 (§3.2/P6).
  kOver,
};
constexpr Wait LastEnumerator(Wait) { return Wait::kOver; }

// A paper game's record of one seat (docs/paper-games.md; engine/ygo/paper.h folds it): what is
// known about the seat's cards nobody saw, and the card state of each handle ("A#3" at
// handles[2]). In a paper game the main deck's instances ("A01".."A40") are no cards of their own:
// the first ones stand for the deck's unknown cards, in no known order (zone kDeck, no identity),
// the others for nothing (zone kGone); a draw of one mints a handle in its place (Y-P1, Y-P2).
struct PaperSeat {
  SeatKnowledge knowledge;
  std::vector<CardState> handles;
  bool operator==(const PaperSeat&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.knowledge, s.handles);
  }
};

// What only a paper game's state holds (Header.recorder set): absent in every omniscient duel, so
// that their snapshots and state keys keep their bytes (snapshot.cc, state_key.cc).
struct Paper {
  std::optional<Seat> recorder;  // nullopt: the table recorded the duel; else that seat.
  std::array<PaperSeat, 2> seats;
  // Decisions whose legality hangs on an unknown card (engine/open_question.h), oldest first.
  std::vector<OpenQuestion> questions;
  bool operator==(const Paper&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.recorder, s.seats, s.questions);
  }
};

// The state key's terms as last computed (engine/reflect_state_key.h, state_key.h).
using KeyTerms = KeptKeyTerms<CardState, PlayerState, 2>;

struct State : GameStateBase<State> {
  static constexpr std::string_view kRulesetId = "ygo";

  Options options;
  std::array<PlayerState, 2> players;
  std::array<std::vector<CardState>, 2> cards;   // Decklist instances: cards[seat][index - 1].
  std::array<std::vector<CardState>, 2> tokens;  // Tokens: tokens[seat][n - 1].
  std::array<CardId, 2> extra_monsters{};        // EMZ1, EMZ2 (shared, §1.4.1.1).
  TurnState turn;
  ChainState chain;
  Combat combat;
  std::vector<StatChange> stat_changes;
  Wait wait = Wait::kShuffle;
  Seat waiting_for = Seat::kA;
  uint8_t shuffle_due = 0;  // Bit per seat: a deck to shuffle after a search (Y-16).
  uint32_t next_object = 1;
  uint32_t next_attach = 1;
  bool over = false;
  std::optional<Seat> winner;  // With `over`: nullopt is a draw.
  std::string end_reason;
  mutable KeyTerms key_terms;  // Not in Reflect: brought up to date by StateKey.
  // A paper game's record; not in Reflect: the snapshot and the key add it after the rest, only
  // where it is set (snapshot.cc, state_key.cc).
  std::optional<Paper> paper;
  static constexpr std::array kKeyedCardLists = {
      KeyedCardList<State, CardState>{&State::cards, "cards", false},
      KeyedCardList<State, CardState>{&State::tokens, "tokens", true}};
  bool operator==(const State&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.options, s.players, s.cards, s.tokens, s.extra_monsters, s.turn, s.chain, s.combat,
      s.stat_changes, s.wait, s.waiting_for, s.shuffle_due, s.next_object, s.next_attach, s.over,
      s.winner, s.end_reason);
  }

  // The card `id`: a decklist instance, a token that was created (kGone included) or a paper
  // game's handle.
  bool HasCard(CardId id) const;
  CardState& Card(CardId id);
  const CardState& Card(CardId id) const;
  PlayerState& Player(Seat seat) { return players[SeatIndex(seat)]; }
  const PlayerState& Player(Seat seat) const { return players[SeatIndex(seat)]; }
  // Every card instance of both seats, tokens and a paper game's handles included, in id order.
  template <typename F>
  void ForEachCard(F&& f) const {
    for (int seat = 0; seat < 2; ++seat) {
      const Seat who = static_cast<Seat>(seat);
      for (size_t i = 0; i < cards[seat].size(); ++i) {
        f(CardId{who, static_cast<uint16_t>(i + 1)}, cards[seat][i]);
      }
      for (size_t i = 0; i < tokens[seat].size(); ++i) {
        f(CardId::Token(who, static_cast<uint16_t>(i + 1)), tokens[seat][i]);
      }
      if (!paper) continue;
      const std::vector<CardState>& handles = paper->seats[seat].handles;
      for (size_t i = 0; i < handles.size(); ++i) {
        f(CardId::Handle(who, static_cast<uint16_t>(i + 1)), handles[i]);
      }
    }
  }
};

// The identity of `id`: its card's index in the card table, or kNoIdentity for a card nobody saw.
// The one place an identity is read (Context::Known and Context::Info read through it).
inline uint16_t IdentityOf(const State& s, CardId id) { return s.Card(id).def; }

// The reveal step: binds `id` to its card `def` of the card table (at the start of a duel, for a
// token an effect creates, and in a paper game when the record learns the card). The only place
// an identity is written.
void BindIdentity(State& s, CardId id, uint16_t def);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_STATE_H_
