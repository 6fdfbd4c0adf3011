// The state of a 零次元 game: a plain copyable value with integer ids and no pointers.
//
// Card instances are addressed by their CardId (seat letter + decklist position); every zone is
// an ordered list of CardIds, and each instance's own status (tap, damage, object number, ...) is
// in `cards`. The fold (engine/zero/game.h) is the only code that changes a State.

#ifndef TCGJUDGE_ENGINE_ZERO_STATE_H_
#define TCGJUDGE_ENGINE_ZERO_STATE_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/game_state.h"
#include "engine/zero/card_info.h"
#include "engine/zero/options.h"
#include "events/card_id.h"
#include "events/event.h"

namespace tcgjudge::zero {

// 200(1): the eight zones, plus where a card is while it is being used (on the chain) and the
// level indicators under a character (323, not cards of any zone).
enum class Zone : uint8_t {
  kDeck,
  kLife,
  kHand,
  kResource,
  kBattle,
  kEvent,
  kRest,
  kRemoved,
  kChain,
  kIndicator,
};
inline constexpr int kNumZones = 10;
inline constexpr int kNumPlayerZones = 8;  // kDeck to kRemoved: the zones a PlayerState lists.

std::string_view ZoneName(Zone zone);

// A change of ATK and DEF by a resolved effect (317), with its timestamp (701(3)): "this turn"
// (ended by the clearing step, 407(1)), "战斗时" (ends with the combat, 507, A-91) or permanent
// (ends only when its card changes zone, 200(4), A-111).
struct StatChange {
  CardId card;         // The card changed (the object it is now: changes end with it, 200(4)).
  uint32_t stamp = 0;  // Taken from State::next_object: later changes have larger stamps.
  int32_t atk = 0;     // Added.
  int32_t def = 0;
  int32_t set_atk = -1;  // "变为": the value becomes this, before `atk` is added; -1: no set.
  int32_t set_def = -1;
  bool until_end_of_battle = false;  // Ends when the combat ends (507, 500(3)).
  // "permanent": lasts while the card stays where it is (200(4)), past the clearing step (407(1),
  // Kept as a snapshot extension, written only where some change is permanent.
  bool permanent = false;
  bool operator==(const StatChange&) const = default;
};

// One card instance.
struct CardState {
  // Its identity: the index of its printed card's CardInfo in the ruleset's card table. Read
  // through IdentityOf (and Characteristics) only, written through BindIdentity only, so that a
  // card nobody saw (a paper game's, docs/paper-games.md) fits without a retrofit.
  uint16_t printed = 0;
  uint16_t copied = 0;  // 706: 1 + the index of the CardInfo it is a copy of; 0: none.
  Zone zone = Zone::kDeck;
  Seat controller = Seat::kA;  // The owner outside the battle and resource zones.
  bool tapped = false;         // 104: only in the battle and resource zones.
  bool face_down = false;      // Resources flipped by level-up (600(2)a), method-a indicators.
  int32_t damage = 0;          // 309(2), 607(2): accumulates during the turn.
  uint32_t object = 0;         // A new number on every zone change: a new card (200(4)).
  uint32_t entered_turn = 0;   // Turn it last entered the battle zone (318(6)).
  CardId attached_to;          // Equipment: its character; indicator: its character; else index 0.
  uint32_t attached_object = 0;    // The object `attached_to` was when attached.
  uint32_t effects_used_turn = 0;  // 703(3): the turn of `effects_used` (kept across control).
  uint32_t effects_used = 0;       // Bit i: effect i was used in that turn.
  // Keywords granted by resolved effects (708(2)), bit KeywordBit(): until the clearing step
  // (407) or while the card stays where it is (200(4)).
  uint8_t granted_until_end_of_turn = 0;
  uint8_t granted = 0;
  uint8_t granted_until_end_of_battle = 0;  // "战斗时": until the combat ends (507, A-91).
  int32_t prevent = 0;                      // 607(4), (5): damage still to be prevented this turn.
  // 612: 1 + the seat that regains control in the clearing step (407(1)); 0: none.
  uint8_t control_returns = 0;
  bool operator==(const CardState&) const = default;

  // The CardInfo whose characteristics it has now: its printed card's, or a copy's (706).
  uint16_t Characteristics() const { return copied != 0 ? copied - 1 : printed; }
  // It has state that the clearing step (407) or the end of a combat (507) ends.
  bool HasTurnState() const {
    return damage != 0 || prevent != 0 || granted_until_end_of_turn != 0 ||
           granted_until_end_of_battle != 0 || control_returns != 0;
  }
};

// The identity of `card`: its printed card's index in the card table. The one place an identity
// is read (CardState::Characteristics aside, which reads a copy's characteristics over it).
inline uint16_t IdentityOf(const CardState& card) { return card.printed; }

// The reveal step: binds `card` to its printed card `printed` of the card table (at the start of
// a game, and when a snapshot is read). The only place an identity is written.
inline void BindIdentity(CardState& card, uint16_t printed) { card.printed = printed; }

struct PlayerState {
  std::vector<CardId> deck;  // Top first.
  std::vector<CardId> life;  // Top first.
  std::vector<CardId> hand;
  std::vector<CardId> resource;
  std::vector<CardId> battle;  // Characters and equipment, in the order they entered.
  std::vector<CardId> event;   // At most one after rule actions (206(3)).
  std::vector<CardId> rest;    // Arrival order (207).
  std::vector<CardId> removed;
  bool shuffled = false;         // The setup shuffle fact has been recorded (100(3)).
  bool placed_resource = false;  // In this turn's resource step (204(2)).
  bool levelled_up = false;      // A successful level-up this turn (600(1)).
  int32_t hand_limit = 6;        // 203(2).
  bool operator==(const PlayerState&) const = default;

  std::vector<CardId>& Zone(zero::Zone zone);
  const std::vector<CardId>& Zone(zero::Zone zone) const;
};

// Where the turn is (400).
enum class Step : uint8_t {
  kSetup,     // 100(3): waiting for the shuffles.
  kStart,     // 402 start step window.
  kDraw,      // 403 draw step window.
  kResource,  // 404 resource step.
  kAction,    // 405 the non-combat action phase, and combats within it.
  kEnd,       // 406 end step window.
  kDiscard,   // 408 discard step.
  kOver,      // The game has ended (101).
  kReset,     // 401: effects triggered by the reset resolve at once, without priority.
};

std::string_view StepName(Step step);

// What the game waits for.
enum class Wait : uint8_t {
  kShuffle,        // A setup shuffle fact.
  kPriority,       // `waiting_for` holds priority (105).
  kPlaceResource,  // The AP's resource-step choice (404).
  kAttackTarget,   // The AP's attack target (502).
  kDefender,       // The NAP's defence declaration (503).
  kDiscard,        // The AP's discard down to the hand limit (408).
  kSameName,       // `waiting_for` chooses which same-name cards to scrap (305(4)).
  kTriggerYesNo,   // Whether `waiting_for` triggers its optional ("可以") effect (702(2)).
  kTriggerOrder,   // `waiting_for` orders its simultaneous triggers (106(6), 702(7)).
  kEffectChoice,   // A resolving effect asks `waiting_for` (智谋: top or bottom; a number).
  kDieRoll,        // A resolving effect waits for a die roll fact.
  kDeclareEffect,  // `waiting_for` declares the cost and targets of the trigger or counter effect
                   // at the front of `placing` (702(8), 704, 705(1)), or declines it.
  kOver,           // Nothing: the game has ended.
};

// A link of the chain (106): a card being used, a level-up, or an activated effect.
struct Link {
  // A card being used, a level-up, or an effect (activated 703 or triggered 702) of `card`.
  enum class Kind : uint8_t { kCard, kUpgrade, kEffect };
  Kind kind = Kind::kCard;
  Seat controller = Seat::kA;
  CardId card;               // The card used, or the character levelled up.
  uint32_t card_object = 0;  // Its object number when the link was added (705(3)).
  // Equipment: the character it is to equip (319(2)); a character that enters as a copy: the
  // card it copies (706(2)).
  CardId target;
  uint32_t target_object = 0;
  UpgradeMethod method = UpgradeMethod::kFlipResource;
  CardId upgrade_source;  // The revealed hand card (600(2)b).
  uint8_t effect = 0;     // kEffect: the index of the effect in the card's effects.
  // Targets chosen when the link was added (705(1)), in the order of the effect's target specs,
  // and their objects then (705(3): a target that changed zone is no longer legal).
  std::vector<CardId> targets;
  std::vector<uint32_t> target_objects;
  bool delayed = false;  // 聚气's effect at the card's reset (900(8)), not its activation.
  // kEffect: 1 + the CardInfo index whose effect it is: the card's characteristics when it was
  // used or triggered. It resolves as that effect even if the card has changed since (702(4),
  // 706: a copy that ended, A-100). 0: the card's characteristics now.
  uint16_t info = 0;
  // 706(2): a copy of the link of `card` (a tactic being used) that was never used: it carries
  // out the card's effect with the copied targets, and the card itself stays where it is.
  bool copy = false;
  // 707(4): bit i: the precondition of the effect's action i (an insteadIf) held when the link
  // was added to the chain.
  uint32_t changed = 0;
  bool operator==(const Link&) const = default;
};

// A triggered effect that has triggered and waits to go on the chain (702, E1.4).
struct PendingTrigger {
  Seat controller = Seat::kA;
  CardId card;
  uint8_t effect = 0;
  uint32_t card_object = 0;  // The card's object when it triggered.
  bool accepted = false;     // An optional trigger its controller chose to trigger (702(2)).
  bool delayed = false;      // 聚气's delayed effect (900(8)).
  uint16_t info = 0;         // As Link::info: the characteristics it triggered with.
  bool operator==(const PendingTrigger&) const = default;
};

// The link being resolved while it waits for a decision or a fact (106(4): no priority).
struct Resolving {
  bool active = false;
  Link link;
  uint8_t action = 0;          // The next action of the effect to carry out.
  bool asked = false;          // The current action's question was asked.
  bool answered = false;       // ... and answered:
  bool yes = false;            //   a yes/no answer,
  int32_t number = 0;          //   a declared number,
  uint8_t roll = 0;            //   a die roll (0: not rolled yet).
  std::vector<CardId> chosen;  //   the cards chosen (search, put into play: 615, 205(2)).
  uint8_t stage = 0;  // How far the current action got (the damage dealt, the card moved, ...).
  // 707(4): an insteadIf action being carried out: its branch (0: not chosen yet; 1: `actions`;
  // 2: `instead`) and the branch's action in progress, which the fields above are about.
  uint8_t branch = 0;
  uint8_t branch_action = 0;
  bool operator==(const Resolving&) const = default;
};

// Damage to a life zone, dealt one card at a time (324(3), A-26): each card flipped goes to the
// rest area and its counter effect (704) resolves in a chain of its own, above `chain_base`,
// before the next card is flipped (704(5)). Nested when a counter effect damages a life zone.
struct LifeDamage {
  Seat owner = Seat::kA;  // Whose life zone.
  int32_t remaining = 0;  // Cards still to flip.
  uint32_t chain_base = 0;
  Resolving resumed;  // The effect that dealt the damage, resumed after it (inactive: battle).
  bool operator==(const LifeDamage&) const = default;
};

// The combat in progress (500-507).
enum class CombatStep : uint8_t {
  kNone,
  kDeclared,  // 501 window after the declaration.
  kTarget,    // 502: waiting for the target, then its window.
  kDefence,   // 503: waiting for or after the defence declaration.
  kDefended,  // 504 window.
  kBattle,    // 505 window.
  kDamage,    // 506 window after calculation.
};

// The combat step in words, with its rule: "attack declared (501)", ...
std::string_view CombatStepName(CombatStep step);

struct Combat {
  CombatStep step = CombatStep::kNone;
  CardId attacker;
  uint32_t attacker_object = 0;
  bool target_chosen = false;
  bool target_is_life = false;
  CardId target;
  uint32_t target_object = 0;
  bool defender_declared = false;
  CardId defender;
  uint32_t defender_object = 0;
  // Declared although an effect said it cannot defend (flagged, 503(2)): it stands as the table
  // did it, and 503(3)'s new declaration is not offered.
  bool defender_was_unable = false;
  // 900(2), 501(2), A-108: during the 501 free timing an event took from the attacker what it
  // needed to attack (突袭, or it came under 守备 or a "cannot attack" effect) though it could
  // attack before: the attack is not established (502(1)). Kept as a snapshot extension,
  // written only where set.
  bool attack_lost = false;
  bool operator==(const Combat&) const = default;
};

// Everything of a State but its cards and zones: small, so ZeroRuleset::Apply copies it whole
// before each event (Undo), where the cards and zones are saved only as they are touched.
struct StateRest {
  Options options;
  uint32_t turn = 0;  // 0 during setup.
  Seat first_player = Seat::kA;
  Seat active = Seat::kA;  // The active player (AP).
  Step step = Step::kSetup;
  Wait wait = Wait::kShuffle;
  Seat waiting_for = Seat::kA;   // Whose decision (or whose deck's shuffle) the game waits for.
  uint8_t passes = 0;            // Consecutive passes in the current window (105, 106(3)).
  std::vector<Link> chain;       // Bottom first.
  bool resolving_chain = false;  // The chain is resolving (106(3)); no priority until it ends.
  bool turn_ends = false;        // An effect ended the turn (407(2)): the clearing step comes next.
  Resolving resolving;
  std::vector<PendingTrigger> triggers;  // Triggered, not yet on the chain.
  // Accepted and ordered triggers (and counter effects) going on the chain in this order, each
  // once its controller declared cost and targets (kDeclareEffect).
  std::vector<PendingTrigger> placing;
  std::vector<LifeDamage> life_damage;   // Innermost last.
  std::vector<PendingTrigger> gathered;  // 聚气 effects waiting for their card's reset (900(8)).
  Combat combat;
  uint32_t next_object = 1;
  // "This turn" ATK/DEF changes of every card, oldest first: ended in the clearing step (407),
  // when their card changes zone (200(4)), or, "战斗时" ones, when the combat ends (507). Kept
  // here, not in CardState, so that CardState stays trivially copyable and cheap to save.
  std::vector<StatChange> stat_changes;
  std::optional<Seat> winner;  // Set with step kOver; nullopt at kOver is a draw.
  std::string end_reason;
  bool operator==(const StateRest&) const = default;
};

// A change of a player's zones, recorded for the event's undo (Undo::zone_edits).
struct ZoneEdit {
  enum class Kind : uint8_t {
    kErased,    // `id` was erased at `position` of the zone.
    kInserted,  // A card was inserted at `position` of the zone.
    kSaved,     // The zone was saved whole, as Undo::saved_zones[position] holds it.
    kPlayer,    // The seat's whole PlayerState was saved (Undo::players).
    kFlags,     // The seat's flags were changed; `position` holds them as they were (FlagBits).
  };
  Kind kind = Kind::kErased;
  Seat seat = Seat::kA;
  Zone zone = Zone::kDeck;
  CardId id;
  uint32_t position = 0;
};

// What an event changed, to put back if the event is refused (a Stockfish-style undo record):
// the rest of the state as it was, every card state before it was first reached for writing, and
// the edits of the players' zones, undone last first. A card moved is an erase and an insert, so
// a 950-card deck is not copied because a card left it; a zone changed in another way is saved
// whole first, and a player reached whole (State::Player) is saved whole; after that, neither
// records its edits, as putting the saved copy back undoes them. Kept with the State between
// events so that its buffers are reused.
struct Undo {
  StateRest rest;
  std::vector<std::pair<CardId, CardState>> cards;  // Each card once, when first reached.
  // saved_in[seat][index - 1] == event: that card is in `cards` already.
  std::array<std::vector<uint32_t>, 2> saved_in;
  uint32_t event = 0;                            // Counts the events recorded.
  std::vector<ZoneEdit> zone_edits;              // Oldest first.
  std::vector<std::vector<CardId>> saved_zones;  // The first `saved_zone_count` are this event's.
  size_t saved_zone_count = 0;
  // Bit z of saved[seat]: zone z was saved whole in this event (bit kNumPlayerZones: the player).
  std::array<uint16_t, 2> saved{};
  std::array<PlayerState, 2> players;
};

// The undo record a State carries while an event is applied to it in place. Not part of the
// position: operator== ignores it, snapshots do not hold it, and a copy of a State starts without
// one (so a copy never records into its original's).
class UndoSlot {
 public:
  UndoSlot() = default;
  UndoSlot(const UndoSlot&) {}
  UndoSlot(UndoSlot&&) noexcept = default;
  UndoSlot& operator=(const UndoSlot&) { return *this; }
  UndoSlot& operator=(UndoSlot&& other) noexcept {
    if (other.undo_ != nullptr) undo_ = std::move(other.undo_);
    recording_ = false;
    return *this;
  }
  bool operator==(const UndoSlot&) const { return true; }

  bool recording() const { return recording_; }
  void set_recording(bool on) { recording_ = on; }
  Undo& undo() {
    if (undo_ == nullptr) undo_ = std::make_unique<Undo>();
    return *undo_;
  }
  const Undo& record() const { return *undo_; }  // While recording().

 private:
  std::unique_ptr<Undo> undo_;
  bool recording_ = false;
};

// Character names counted by their numbers (CardInfo::name_numbers) without clearing between
// counts: a name was seen in the current count iff seen[number] == stamp.
struct NameMarks {
  uint32_t stamp = 0;
  std::vector<uint32_t> seen;
  std::vector<bool> second;  // Seen twice in the current count.
};

// The cards in play (both battle zones, event zones included, 206(2)) with continuous effects,
// by what their effects do (Game::InPlayNow). Found again only after a card entered or left a
// battle or event zone, a copy (706) or a change of control (612): not after a draw.
struct InPlay {
  bool known = false;
  std::vector<CardId> continuous;  // CardInfo::continuous.
  std::vector<CardId> stats;       // CardInfo::changes_stats.
  std::vector<CardId> grants;      // CardInfo::grants_keywords.
  std::vector<CardId> lose;        // CardInfo::makes_lose_effects, in timestamp order (701(3)).
  // Battle-zone equipment (printed or as it is now, 706): the only cards attached there.
  std::vector<CardId> equipment;
  // Battle-zone characters whose DEF rule actions read even without damage (309(2)-(3)): an
  // undetermined DEF (309(4)) or one printed at 0 or below.
  std::vector<CardId> def_checked;
  // Every character of both battle zones (as it is now, 706), sorted by CardId.
  std::vector<CardId> characters;
  bool names = false;  // Some CardInfo::changes_names.
  // Some continuous effect of `stats` lowers or sets a DEF, or some equipment lowers one (310).
  bool lowers_def = false;
  // Per seat: its battle-zone cards, then its event-zone cards, with a turn timing (807, 808), in
  // the zones' order.
  std::array<std::vector<CardId>, kNumSeats> turn_triggers;
  // Rule actions found no equipment or level indicator without its character and no character
  // with two pieces of equipment (319(5), 319(7), 323(3)), and since then no card that is not
  // equipment left a battle zone, no equipment entered one, no level indicator was placed under a
  // card that is not a character in a battle zone and no card became a copy (706): only these make
  // one (a card is attached as it arrives, and stays attached to the same object). Kept when the
  // lists are found again; forgotten with `known` only where the index is (State::EndUndo,
  // FindIndex).
  bool attachments_checked = false;
  // While `left_battle_only`, attachments_checked is false only because the cards of
  // `left_battle` (none equipment) left a battle zone since rule actions found the attachments in
  // order: only an equipment card or level indicator attached to one of them can be without its
  // character now (319(7), 323(3)). Any other reason to look again clears it.
  bool left_battle_only = false;
  std::vector<CardId> left_battle;
  // DuplicateNames of each seat, once asked: kept until that seat's battle or event zone changes
  // or a card in play becomes another (character names change only so, 305, 706;
  // Game::ForgetInPlay), not found again with the lists above.
  std::array<bool, kNumSeats> duplicates_known{};
  std::array<std::vector<std::string>, kNumSeats> duplicates;
  NameMarks name_marks;  // DuplicateNames' counts, kept so that finding them again allocates none.
};

// What a card is attached to: CardState::attached_to and attached_object.
struct Attachment {
  CardId host;
  uint32_t object = 0;
  bool operator==(const Attachment&) const = default;
};

// Cards of the game in no order, each once: a mark per card says which are in.
struct MarkedCards {
  std::vector<CardId> ids;
  std::array<std::vector<uint8_t>, kNumSeats> marks;  // marks[seat][index - 1].

  // Empty, for games of `sizes[seat]` cards.
  void Reset(const std::array<size_t, kNumSeats>& sizes) {
    ids.clear();
    for (int seat = 0; seat < kNumSeats; ++seat) marks[seat].assign(sizes[seat], 0);
  }
  bool Has(CardId id) const { return marks[SeatIndex(id.seat)][id.index - 1] != 0; }
  void Add(CardId id) {
    uint8_t& mark = marks[SeatIndex(id.seat)][id.index - 1];
    if (mark == 0) {
      mark = 1;
      ids.push_back(id);
    }
  }
  // Keeps the cards for which `keep(id)` is true.
  template <typename Keep>
  void KeepIf(Keep keep) {
    std::erase_if(ids, [&](CardId id) {
      if (keep(id)) return false;
      marks[SeatIndex(id.seat)][id.index - 1] = 0;
      return true;
    });
  }
  void Clear() {
    KeepIf([](CardId) { return false; });
  }
};

// Found from the cards and kept by the fold (Game::Move, State::EndUndo, the clearing step), so
// that the per-event cost does not grow with the cards a long game piles up: nothing here is read
// by walking every card. Not part of the position: operator== ignores it and snapshots do not
// hold it; a state decoded, started or put back by EndUndo has it unknown, and ZeroRuleset::Apply
// finds it again (FindIndex). Checked against one found from scratch by
// ZeroRuleset::CheckInvariants (IndexProblem).
struct CardIndex {
  bool known = false;
  std::vector<CardId> indicators;  // The level indicators (Zone::kIndicator), in no order.
  // Beside each of `indicators` (at the same position), the character and object it is attached
  // to: an indicator is placed attached (323) and stays so until it moves (Game::PlaceIndicator),
  // so that the indicators under a character are found without reading each indicator's card.
  std::vector<Attachment> indicator_hosts;
  // Per seat: the cards of its rest area whose printed card has a turn timing (807, 808), in the
  // rest area's order (a card there has its printed characteristics, 200(4)).
  std::array<std::vector<CardId>, kNumSeats> rest_turn_triggers;
  // Every card that may have "this turn" state (damage, prevention, keyword grants until the end
  // of the turn or battle, control that returns; CardState::HasTurnState): those that had it when
  // the index was found, and every card an event reached for writing since (State::Card) and left
  // with such state (merged by EndUndo); emptied by the clearing step (407).
  MarkedCards touched;
  // Every card that may be tapped (104): those tapped when the index was found, and every card an
  // event reached for writing and left tapped (merged by EndUndo); the reset step (401) drops the
  // active player's, and those it finds untapped.
  MarkedCards tapped;
  InPlay in_play;  // Unknown unless `known`; ZeroRuleset::Apply's Game keeps it here.
  bool operator==(const CardIndex&) const { return true; }
};

// Whether a zone's state-key terms count positions from its bottom (its end, which draws and
// damage never move: the deck and the life zone list the top first) or from its front (the other
// zones, which grow at the end). A card taken from the moving end changes one term.
inline bool KeyCountsFromBottom(Zone zone) { return zone == Zone::kDeck || zone == Zone::kLife; }

// The terms of the state key (state_key.h), kept beside the state so that asking for the key
// costs what changed since it was last asked: a term per card and one per entry of every zone,
// and what changed since they were computed, as the accessors of State mark it (Card: the card;
// ZoneList, Player: whole zones; EraseFromZone, InsertIntoZone: a zone's entries from the
// position of the edit on). The rest of the state is small and is digested anew each time. Not
// part of the position: operator== ignores it and snapshots do not hold it; a state started or
// decoded has it unknown until the key is first asked. A refused event (State::EndUndo) needs
// nothing: what it put back was marked when it was changed. Checked against terms found from
// scratch by ZeroRuleset::CheckInvariants (KeyProblem).
struct KeyTerms {
  static constexpr uint32_t kUnchanged = UINT32_MAX;
  bool known = false;
  uint64_t sum = 0;                                    // Of every term below, modulo 2^64.
  std::array<std::vector<uint64_t>, kNumSeats> cards;  // cards[seat][index - 1].
  // zones[seat][zone][q]: the term of the entry q positions from the zone's counted end
  // (KeyCountsFromBottom), as it was when last computed.
  std::array<std::array<std::vector<uint64_t>, kNumPlayerZones>, kNumSeats> zones;
  MarkedCards changed_cards;  // Reached for writing since.
  // The entries of a zone from this position (from its counted end) on may have changed since;
  // kUnchanged: none.
  std::array<std::array<uint32_t, kNumPlayerZones>, kNumSeats> changed_from;
  bool operator==(const KeyTerms&) const { return true; }
};

// A 零次元 position. While an event is applied (ZeroRuleset::Apply), every card state and player
// reached through the non-const Card() and Player() is saved first, so a refused event can be
// undone: code that changes a State in an event reaches its cards and zones only through them.
struct State : GameStateBase<State>, StateRest {
  static constexpr std::string_view kRulesetId = "zero";

  std::array<PlayerState, 2> players;           // Read them; change them through Player().
  std::array<std::vector<CardState>, 2> cards;  // cards[seat][index - 1]; change through Card().
  UndoSlot undo;
  CardIndex index;
  mutable KeyTerms key_terms;  // Brought up to date by StateKey on a const state.
  bool operator==(const State&) const = default;

  CardState& Card(CardId id) {
    CardState& card = cards[SeatIndex(id.seat)][id.index - 1];
    if (key_terms.known) key_terms.changed_cards.Add(id);
    if (undo.recording()) {
      Undo& record = undo.undo();
      uint32_t& saved_in = record.saved_in[SeatIndex(id.seat)][id.index - 1];
      if (saved_in != record.event) {
        saved_in = record.event;
        record.cards.emplace_back(id, card);
      }
    }
    return card;
  }
  const CardState& Card(CardId id) const { return cards[SeatIndex(id.seat)][id.index - 1]; }
  bool HasCard(CardId id) const {
    return id.index >= 1 && id.index <= cards[SeatIndex(id.seat)].size();
  }
  PlayerState& Player(Seat seat) {
    PlayerState& player = players[SeatIndex(seat)];
    if (key_terms.known) key_terms.changed_from[SeatIndex(seat)].fill(0);
    if (undo.recording() && (undo.undo().saved[SeatIndex(seat)] & kWholePlayer) == 0) {
      Undo& record = undo.undo();
      record.saved[SeatIndex(seat)] = 0xffff;  // Every zone with it.
      record.players[SeatIndex(seat)] = player;
      record.zone_edits.push_back({ZoneEdit::Kind::kPlayer, seat, Zone::kDeck, CardId{}, 0});
    }
    return player;
  }
  const PlayerState& Player(Seat seat) const { return players[SeatIndex(seat)]; }
  // Sets one flag of a player (&PlayerState::levelled_up, ...): only the flags are saved for the
  // event's undo, not the player's zones (a 950-card deck is not copied for a flag).
  void SetPlayerFlag(Seat seat, bool PlayerState::*flag, bool value) {
    PlayerState& player = players[SeatIndex(seat)];
    if (undo.recording()) {
      undo.undo().zone_edits.push_back(
          {ZoneEdit::Kind::kFlags, seat, zero::Zone::kDeck, CardId{}, FlagBits(player)});
    }
    player.*flag = value;
  }
  static uint32_t FlagBits(const PlayerState& player) {
    return (player.shuffled ? 1u : 0u) | (player.placed_resource ? 2u : 0u) |
           (player.levelled_up ? 4u : 0u);
  }
  // One zone of a player, to change in any way: only that zone is saved for the event's undo.
  std::vector<CardId>& ZoneList(Seat seat, zero::Zone zone) {
    std::vector<CardId>& list = players[SeatIndex(seat)].Zone(zone);
    MarkKeyZone(seat, zone, 0);
    const uint16_t bit = static_cast<uint16_t>(1u << static_cast<int>(zone));
    if (undo.recording() && (undo.undo().saved[SeatIndex(seat)] & bit) == 0) {
      Undo& record = undo.undo();
      record.saved[SeatIndex(seat)] |= bit;
      if (record.saved_zones.size() == record.saved_zone_count) record.saved_zones.emplace_back();
      record.saved_zones[record.saved_zone_count] = list;
      record.zone_edits.push_back({ZoneEdit::Kind::kSaved, seat, zone, CardId{},
                                   static_cast<uint32_t>(record.saved_zone_count++)});
    }
    return list;
  }
  // Erases the card at `position` of a zone / inserts `id` there, recording only the edit.
  void EraseFromZone(Seat seat, zero::Zone zone, size_t position) {
    std::vector<CardId>& list = players[SeatIndex(seat)].Zone(zone);
    // Counted from the bottom, the entries below the erased one keep their positions.
    MarkKeyZone(seat, zone, KeyCountsFromBottom(zone) ? list.size() - 1 - position : position);
    RecordZoneEdit(ZoneEdit::Kind::kErased, seat, zone, list[position], position);
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(position));
  }
  void InsertIntoZone(Seat seat, zero::Zone zone, size_t position, CardId id) {
    std::vector<CardId>& list = players[SeatIndex(seat)].Zone(zone);
    MarkKeyZone(seat, zone, KeyCountsFromBottom(zone) ? list.size() - position : position);
    RecordZoneEdit(ZoneEdit::Kind::kInserted, seat, zone, id, position);
    list.insert(list.begin() + static_cast<std::ptrdiff_t>(position), id);
  }
  Seat NonActive() const { return OtherSeat(active); }

  // Starts recording what the next event changes (the rest of the state is copied now).
  void BeginUndo();
  // Stops recording; with `undo_changes`, puts back everything the event changed.
  void EndUndo(bool undo_changes);
  static constexpr uint16_t kWholePlayer = 1u << kNumPlayerZones;

 private:
  // The entries of a zone from `from` (counted as KeyTerms counts them) on may change.
  void MarkKeyZone(Seat seat, zero::Zone zone, size_t from) {
    if (!key_terms.known) return;
    uint32_t& changed = key_terms.changed_from[SeatIndex(seat)][static_cast<int>(zone)];
    changed = std::min(changed, static_cast<uint32_t>(from));
  }
  void RecordZoneEdit(ZoneEdit::Kind kind, Seat seat, zero::Zone zone, CardId id, size_t position) {
    if (!undo.recording()) return;
    Undo& record = undo.undo();
    if ((record.saved[SeatIndex(seat)] & (1u << static_cast<int>(zone))) != 0) return;
    record.zone_edits.push_back({kind, seat, zone, id, static_cast<uint32_t>(position)});
  }

 public:
  // Makes `index` known: reads every card (`table`: the ruleset's card table).
  void FindIndex(const std::vector<CardInfo>& table);
  // Calls `f(id)` for every card that may have "this turn" state (CardState::HasTurnState), some
  // more than once, and returns true; returns false (and calls nothing) where the index or the
  // event's undo record that completes it is not kept: then every card may.
  template <typename F>
  bool ForEachTouched(F f) const {
    return ForEachIn(index.touched, f);
  }
  // The same for every card that may be tapped (CardIndex::tapped).
  template <typename F>
  bool ForEachMaybeTapped(F f) const {
    return ForEachIn(index.tapped, f);
  }

 private:
  // The cards of `kept` (a list of the index) and those this event reached for writing, which
  // EndUndo merges into it.
  template <typename F>
  bool ForEachIn(const MarkedCards& kept, F f) const {
    if (!index.known || !undo.recording()) return false;
    for (CardId id : kept.ids) f(id);
    for (const auto& saved : undo.record().cards) f(saved.first);
    return true;
  }
};

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_STATE_H_
