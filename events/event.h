// Plain C++ values of the game log (mirror of events/log.capnp; see the schema for the meaning of
// every field). These are what the rest of tcgjudge works with: only events/ sees Cap'n Proto.

#ifndef TCGJUDGE_EVENTS_EVENT_H_
#define TCGJUDGE_EVENTS_EVENT_H_

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "events/card_id.h"
#include "events/seat.h"
#include "events/vocabulary.h"

namespace tcgjudge {

inline constexpr uint16_t kSchemaVersion = 1;  // Must equal schemaVersion in log.capnp.

// BLAKE2b-256 of an event's canonical encoding (events/hash.h).
using EventHash = std::array<uint8_t, 32>;

// ----- Envelope -----------------------------------------------------------------------------

struct TableActor {
  bool operator==(const TableActor&) const = default;
};
struct JudgeActor {
  std::string judge_id;
  bool operator==(const JudgeActor&) const = default;
};
// Who caused an event: the table (header, facts), a player's seat (decisions), or a judge.
using Actor = std::variant<TableActor, Seat, JudgeActor>;

// ----- Header -------------------------------------------------------------------------------

struct Player {
  std::string name;
  std::string player_id;
  std::vector<std::string> deck;  // Card codes; deck[i] is instance <seat><i+1>.
  // Card codes of the extra deck, where the game has one (Yu-Gi-Oh); extra_deck[i] is instance
  // <seat><deck.size()+i+1>.
  std::vector<std::string> extra_deck;
  // Card codes of the side deck: checked by deck construction, never in the game (no ids).
  std::vector<std::string> side_deck;
  // Card codes of the cards that start outside the deck (rise's commander, myth's general and
  // treasure); outside_deck[i] is instance <seat><deck.size()+extra_deck.size()+i+1>.
  std::vector<std::string> outside_deck;
  bool operator==(const Player&) const = default;

  // The card code of decklist instance `index` (1-based: main deck, extra deck, then the cards
  // outside the deck); nullptr if the decklists have no such instance.
  const std::string* CodeOf(uint16_t index) const {
    if (index < 1) return nullptr;
    size_t i = index - 1;
    for (const std::vector<std::string>* list : {&deck, &extra_deck, &outside_deck}) {
      if (i < list->size()) return &(*list)[i];
      i -= list->size();
    }
    return nullptr;
  }
  // How many card instances the decklists give (main deck, extra deck, cards outside the deck).
  size_t InstanceCount() const { return deck.size() + extra_deck.size() + outside_deck.size(); }
  // The first instance index of the cards outside the deck (each list's cards number on after the
  // list before it).
  size_t FirstOutsideIndex() const { return deck.size() + extra_deck.size() + 1; }
};

struct RuleOption {
  std::string name;
  std::string value;
  bool operator==(const RuleOption&) const = default;
};

// Who recorded a paper game (log.capnp Recorder).
struct Recorder {
  std::optional<Seat> seat;  // nullopt: the table; a seat: that seat's side of it.
  bool operator==(const Recorder&) const = default;
};

struct Header {
  uint16_t schema_version = kSchemaVersion;
  std::string ruleset;
  std::string ruleset_version;
  std::string game_id;
  std::string tournament;
  uint16_t round = 0;
  uint16_t table = 0;
  std::vector<Player> players;  // Exactly two: seat A, seat B.
  Seat first_player = Seat::kA;
  std::vector<RuleOption> options;
  std::string match;  // The match it is a duel of (log.capnp Header.match), or "".
  uint8_t duel = 0;   // The duel's number in the match, from 1; 0 if not given.
  // Who recorded the game; nullopt: omniscient (every order known), as every log before paper
  // games (docs/paper-games.md).
  std::optional<Recorder> recorder;
  bool operator==(const Header&) const = default;
};

// ----- Facts --------------------------------------------------------------------------------

struct ShuffleFact {
  Seat seat = Seat::kA;
  std::vector<CardId> order;  // Top card first.
  bool operator==(const ShuffleFact&) const = default;
};

enum class CoinSide : uint8_t { kHeads = 0, kTails = 1 };

struct CoinFlipFact {
  CoinSide result = CoinSide::kHeads;
  std::string purpose;
  bool operator==(const CoinFlipFact&) const = default;
};

struct DieRollFact {
  uint8_t sides = 6;
  uint8_t result = 1;
  std::string purpose;
  bool operator==(const DieRollFact&) const = default;
};

// Cards picked at random from a pool (rise §706.5): `count` distinct cards of `pool`.
struct RandomPickFact {
  std::vector<CardId> pool;  // Every card the pick was among, in any order.
  uint16_t count = 1;
  // The cards picked, in the order they were picked; nullopt: nobody recorded which (a paper
  // game's recording may leave it unseen: the log is well formed, a fold that needs it refuses).
  std::optional<std::vector<CardId>> picked;
  std::string purpose;
  bool operator==(const RandomPickFact&) const = default;
};

// ----- The facts of a paper game (docs/paper-games.md; only where Header::recorder is set) -----

// A pile was shuffled and nobody saw the order.
struct UnseenShuffleFact {
  Seat seat = Seat::kA;  // Whose deck.
  bool operator==(const UnseenShuffleFact&) const = default;
};

// Whose word a revealed identity is (log.capnp RevealSource).
enum class RevealSource : uint8_t { kTable = 0, kJudge = 1, kClaim = 2 };

// A card's identity became known: `card` (a handle or an instance) is a card of code `code`.
struct RevealFact {
  CardId card;
  std::string code;
  RevealSource source = RevealSource::kTable;
  std::optional<Seat> claimant;  // The seat whose claim it is: set exactly for kClaim.
  bool operator==(const RevealFact&) const = default;
};

// Seat `seat` looked at `cards`; `codes` are their codes in order where the recorder saw them
// too, empty where it did not.
struct LookFact {
  Seat seat = Seat::kA;
  std::vector<CardId> cards;
  std::vector<std::string> codes;
  bool operator==(const LookFact&) const = default;
};

enum class PileEnd : uint8_t { kTop = 0, kBottom = 1 };

// A card was put on top or at the bottom of its pile.
struct PileEndFact {
  CardId card;
  PileEnd end = PileEnd::kTop;
  bool operator==(const PileEndFact&) const = default;
};

// A judge looked through seat `seat`'s hidden zone `zone` (the ruleset's word for it): it held
// the cards of `codes`, in any order. The one fact whose actor is a judge.
struct DeckCheckFact {
  Seat seat = Seat::kA;
  std::string zone;
  std::vector<std::string> codes;
  bool operator==(const DeckCheckFact&) const = default;
};

// The first four are every game's; the five after them a paper game's (IsPaperFact).
using Fact = std::variant<ShuffleFact, CoinFlipFact, DieRollFact, RandomPickFact, UnseenShuffleFact,
                          RevealFact, LookFact, PileEndFact, DeckCheckFact>;
inline constexpr size_t kFirstPaperFact = 4;
inline bool IsPaperFact(const Fact& fact) { return fact.index() >= kFirstPaperFact; }

// ----- Decisions ----------------------------------------------------------------------------

struct Payment {
  std::vector<CardId> tap;
  std::vector<CardId> discard;
  std::vector<CardId> scrap;
  std::vector<CardId> flip;
  std::vector<CardId> reveal;
  bool empty() const {
    return tap.empty() && discard.empty() && scrap.empty() && flip.empty() && reveal.empty();
  }
  bool operator==(const Payment&) const = default;
};

// A target: a card instance, or a player (or that player's life zone, as the card says).
using Target = std::variant<CardId, Seat>;

struct ChoiceOption {
  std::string option;
  bool operator==(const ChoiceOption&) const = default;
};
struct ChoiceNumber {
  int32_t number = 0;
  bool operator==(const ChoiceNumber&) const = default;
};
struct ChoiceYesNo {
  bool yes = false;
  bool operator==(const ChoiceYesNo&) const = default;
};
struct ChoiceCards {
  std::vector<CardId> cards;
  bool operator==(const ChoiceCards&) const = default;
};
using Choice = std::variant<ChoiceOption, ChoiceNumber, ChoiceYesNo, ChoiceCards>;

struct PlayCard {
  CardId card;
  Payment payment;
  std::vector<Target> targets;
  std::vector<Choice> choices;
  // The life card whose counter effect was being carried out when this was played (704(5)).
  std::optional<CardId> responds_to_counter;
  bool operator==(const PlayCard&) const = default;
};

struct ActivateEffect {
  CardId card;
  uint8_t effect = 0;
  Payment payment;
  std::vector<Target> targets;
  std::vector<Choice> choices;
  std::optional<CardId> responds_to_counter;  // As PlayCard::responds_to_counter.
  bool operator==(const ActivateEffect&) const = default;
};

enum class UpgradeMethod : uint8_t { kFlipResource = 0, kRevealHand = 1 };

struct Upgrade {
  CardId card;
  UpgradeMethod method = UpgradeMethod::kFlipResource;
  CardId source;
  bool operator==(const Upgrade&) const = default;
};

struct PlaceResource {
  std::optional<CardId> card;  // nullopt: the player places none.
  bool operator==(const PlaceResource&) const = default;
};

struct DeclareAttack {
  CardId attacker;
  Payment payment;
  bool operator==(const DeclareAttack&) const = default;
};

struct ChooseAttackTarget {
  std::optional<CardId> card;  // nullopt: the life zone (a direct attack).
  bool operator==(const ChooseAttackTarget&) const = default;
};

struct DeclareDefender {
  std::optional<CardId> card;  // nullopt: no defender.
  bool operator==(const DeclareDefender&) const = default;
};

struct PassPriority {
  bool operator==(const PassPriority&) const = default;
};

struct DiscardCards {
  std::vector<CardId> cards;
  bool operator==(const DiscardCards&) const = default;
};

struct ChooseCards {
  std::vector<CardId> cards;
  bool operator==(const ChooseCards&) const = default;
};

struct ChooseYesNo {
  bool yes = false;
  bool operator==(const ChooseYesNo&) const = default;
};

// An item of a ChooseOrder: a card, or one triggered effect of a card ("A07/1").
struct OrderItem {
  CardId card;
  std::optional<uint8_t> effect;
  bool operator==(const OrderItem&) const = default;
};

struct ChooseOrder {
  std::vector<OrderItem> items;
  bool operator==(const ChooseOrder&) const = default;
};

struct ChooseNumber {
  int32_t number = 0;
  bool operator==(const ChooseNumber&) const = default;
};

struct Concede {
  bool operator==(const Concede&) const = default;
};

// In the order of log.capnp's Decision union: 零次元's verbs, the generic ones, then one member per
// later ruleset holding that game's own vocabulary, in the ruleset list's order
// (events/vocabulary.h, docs/rulesets.md).
#define TJ_VOCABULARY_ALTERNATIVE(id, Id, ID) , id::Decision
using Decision =
    std::variant<PlayCard, ActivateEffect, Upgrade, PlaceResource, DeclareAttack,
                 ChooseAttackTarget, DeclareDefender, PassPriority, DiscardCards, ChooseCards,
                 ChooseYesNo, ChooseOrder, ChooseNumber,
                 Concede TCGJUDGE_FOR_EACH_VOCABULARY(TJ_VOCABULARY_ALTERNATIVE)>;
#undef TJ_VOCABULARY_ALTERNATIVE

// How many alternatives of Decision come before the vocabularies: 零次元's verbs (the first
// kFirstRulesetVerbs of them, from schema version 1) and the generic verbs.
inline constexpr size_t kSharedDecisionKinds = 14;
inline constexpr size_t kFirstRulesetVerbs = 7;
inline constexpr std::string_view kFirstRuleset = "zero";

// ----- Judge events -------------------------------------------------------------------------

struct Reverse {
  uint32_t seq = 0;  // The decision reversed (902).
  bool operator==(const Reverse&) const = default;
};

struct BackUp {
  uint32_t after_seq = 0;  // The game continues from the position right after this event.
  bool operator==(const BackUp&) const = default;
};

// Undoes a back-up: the line judge event `left_by_seq` (a back-up or a restore) left behind is
// the effective line again; the line it replaces becomes a superseded branch.
struct Restore {
  uint32_t left_by_seq = 0;
  bool operator==(const Restore&) const = default;
};

struct Ruling {
  bool operator==(const Ruling&) const = default;
};

enum class PenaltyKind : uint8_t {
  kCaution = 0,
  kWarning = 1,
  kGameLoss = 2,
  kMatchLoss = 3,
  kDisqualification = 4,
};

struct Penalty {
  Seat player = Seat::kA;
  PenaltyKind kind = PenaltyKind::kWarning;
  bool operator==(const Penalty&) const = default;
};

struct Note {
  bool operator==(const Note&) const = default;
};

// The judge ends the game with a declared result: e.g. a draw by an unstoppable loop (101(7),
// 901(6)), which no automatic step of the engine can recognise. Unlike every other judge event it
// is folded: it is part of the effective line and the game is over after it.
struct GameResult {
  std::optional<Seat> winner;  // nullopt: a draw, or all lose.
  // With no winner: both players lose, which is not a draw (myth §1.2 "there are no draws").
  bool all_lose = false;
  bool operator==(const GameResult&) const = default;
};

// A game's result in words: "A wins", "draw", or "all lose" (every player loses, no draw: myth
// §1.2).
std::string ResultName(const std::optional<Seat>& winner, bool all_lose);

struct JudgeAction {
  std::vector<std::string> rules;
  std::string text;
  std::variant<Reverse, BackUp, Ruling, Penalty, Note, GameResult, Restore> action;
  // A ruling or penalty only: the seqs of the violations it leaves standing by ruling (log.capnp
  // JudgeAction.settles); empty for none.
  std::vector<uint32_t> settles;
  bool operator==(const JudgeAction&) const = default;
};

// ----- Event --------------------------------------------------------------------------------

using EventBody = std::variant<Header, Fact, Decision, JudgeAction>;

// An Ed25519 signature of a judge event (events/signature.h, docs/security.md).
struct EventSignature {
  std::array<uint8_t, 32> public_key{};
  std::array<uint8_t, 64> value{};
  bool operator==(const EventSignature&) const = default;
};

// How an event of a paper game came into the record (log.capnp Recording): set only where it
// says something.
struct Recording {
  bool implied = false;       // Nobody said it aloud: the recorder inferred it.
  std::vector<Seat> seen_by;  // The seats that saw it, each once; empty: both.
  bool operator==(const Recording&) const = default;
};

struct Event {
  std::string game;
  uint32_t seq = 0;
  std::string time;       // RFC 3339 UTC, or "".
  EventHash prev_hash{};  // All zero for seq 1.
  Actor actor;
  EventBody body;
  // The engine's StateHash of the position after this event, where the recording tool wrote it.
  std::optional<uint64_t> state_hash;
  // The engine's StateKey of the same position (Ruleset::StateKey), where the recording tool
  // wrote it: what the tools record since the field was added.
  std::optional<uint64_t> state_key;
  // Judge events only: the judge's signature over the rest of the event.
  std::optional<EventSignature> signature;
  // nullopt: said aloud or shown, seen by both seats (every event before paper games).
  std::optional<Recording> recording;
  bool operator==(const Event&) const = default;
};

// The fact's kind, its schema name: "shuffle", "coinFlip", ..., "deckCheck".
std::string_view FactKindName(const Fact& fact);

// Short names used in messages and in `tcgjudge log`: "header", "shuffle", "playCard", ...
// (the schema's union member names; for a ruleset's own vocabulary, its member's name:
// "normalSummon").
std::string_view EventKindName(const Event& event);
std::string_view DecisionKindName(const Decision& decision);

// The ruleset whose vocabulary `decision` is: its vocabulary's id ("ygo"), "zero" for 零次元's
// verbs (the union's first seven members, from schema version 1), "" for a generic verb that
// every ruleset may use (pass, discard, chooseCards, chooseYesNo, chooseOrder, chooseNumber,
// concede). Ruleset::Apply refuses a decision of another ruleset's vocabulary with this.
std::string_view DecisionRuleset(const Decision& decision);

// The judge event's kind: "reverse", "backUp", "ruling", "penalty", "note", "result" or
// "restore".
std::string_view JudgeKindName(const JudgeAction& action);

// A penalty's kind by its schema name: "caution", "warning", "gameLoss", "matchLoss",
// "disqualification"; and back (nullopt for any other name).
std::string_view PenaltyKindName(PenaltyKind kind);
std::optional<PenaltyKind> PenaltyKindFromName(std::string_view name);

inline bool IsHeader(const Event& e) { return std::holds_alternative<Header>(e.body); }
inline bool IsDecision(const Event& e) { return std::holds_alternative<Decision>(e.body); }
// A declared result (GameResult), the one judge event the fold applies.
inline bool IsResult(const Event& e) {
  const auto* judge = std::get_if<JudgeAction>(&e.body);
  return judge != nullptr && std::holds_alternative<GameResult>(judge->action);
}
// Whether `e` is a deck check, the one fact a judge records (its actor is a judge).
inline bool IsDeckCheck(const Event& e) {
  const auto* fact = std::get_if<Fact>(&e.body);
  return fact != nullptr && std::holds_alternative<DeckCheckFact>(*fact);
}
// Whether the fold applies `e`: a header, a fact, a decision or a declared result. Reversals and
// back-ups choose the effective line; rulings, penalties and notes are for the record.
inline bool IsFolded(const Event& e) {
  return !std::holds_alternative<JudgeAction>(e.body) || IsResult(e);
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_EVENT_H_
