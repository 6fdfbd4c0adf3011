// Board: the game-neutral projection of a ruleset's state (docs/rulesets.md) that diff, show,
// whatif, the viewer and JSON output read. Every ruleset fills the same shape completely, what
// each seat may see included; shared code never asks the state, and never names a game's zones.

#ifndef TCGJUDGE_ENGINE_BOARD_H_
#define TCGJUDGE_ENGINE_BOARD_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge {

// Which seats see something: one bit per seat (SeatBit).
using SeatMask = uint8_t;
inline constexpr SeatMask kSeenByNobody = 0;
inline constexpr SeatMask kSeenByBoth = 3;
inline constexpr SeatMask SeatBit(Seat seat) { return static_cast<SeatMask>(1 << SeatIndex(seat)); }

// A named count on a card (Yu-Gi-Oh's spell counters, a card's turn counter).
struct BoardCounter {
  std::string name;
  int32_t count = 0;
  bool operator==(const BoardCounter&) const = default;
};

// A characteristic the shared fields do not cover, as the ruleset words it: "rank" "4",
// "scales" "1/8", "link arrows" "↙↘".
struct BoardProperty {
  std::string name;
  std::string value;
  bool operator==(const BoardProperty&) const = default;
};

// A stat the shared fields do not cover, where the game counts with it (power, life, armour,
// durability: rise §205, myth §19-§22): its label, its value now and its printed value.
struct BoardStat {
  std::string label;               // The ruleset's word: "power", "life", "armour", "durability".
  int32_t value = 0;               // As the rules use it now.
  std::optional<int32_t> printed;  // As printed, where the card prints it.
  bool operator==(const BoardStat&) const = default;
};

struct BoardCard {
  CardId id;
  std::string code;  // Card code, e.g. "BP02-001", "89631139".
  std::string name;  // Card name as printed.
  // In a zone with slots: the cell it lies in, from 0 (Yu-Gi-Oh's M1 is slot 0).
  std::optional<uint8_t> slot;
  bool face_down = false;
  // Shown to every player though its zone is hidden (零次元 201(5), 616; a revealed hand card).
  bool revealed = false;
  bool tapped = false;
  std::string position;  // A battle position where the game has them: "attack", "defense".
  int32_t damage = 0;
  // ATK, DEF and level as the rules use them, where the card has them (零次元 103(4): a value
  // below 0 counts as 0); raw_atk and raw_def hold the value before that floor, only where it
  // differs.
  std::optional<int32_t> atk;
  std::optional<int32_t> def;
  std::optional<int32_t> level;
  std::optional<int32_t> raw_atk;
  std::optional<int32_t> raw_def;
  // Other stats (power, life, armour, durability), in the ruleset's order; empty for games whose
  // stats are the fields above.
  std::vector<BoardStat> stats;
  std::vector<BoardCounter> counters;
  // Cards attached to this one (equipment, Xyz materials, level indicators), in the ruleset's
  // words by `marks` where it matters.
  std::vector<CardId> attached;
  std::vector<BoardProperty> properties;
  std::vector<std::string> marks;  // Other visible facts: "entered this turn", keywords, ...
  // The seats that may see which card this is (its face): the ruleset's visibility rules
  // (零次元 201(3), 203(3); Yu-Gi-Oh §6). A judge sees everything.
  SeatMask seen_by = kSeenByBoth;
  bool operator==(const BoardCard&) const = default;
};

struct BoardZone {
  std::string name;     // The ruleset's name: "hand", "battle", "monster", "graveyard", ...
  bool hidden = false;  // Its contents are not public (deck, hand): text shows its count first.
  // A positional zone: its cells' names, as decisions write them ("M1".."M5"); each card carries
  // its slot (an index into these). Empty for a pile or a list.
  std::vector<std::string> cells;
  std::vector<BoardCard> cards;  // In the zone's order (top first for piles; by slot).
  bool operator==(const BoardZone&) const = default;
};

struct BoardPlayer {
  Seat seat = Seat::kA;
  std::string name;
  // Life as points (Yu-Gi-Oh's LP); nullopt where life is a zone of cards (零次元's "life").
  std::optional<int32_t> life_points;
  // The zone that is the player's life, where life is cards ("life"); "" otherwise.
  std::string life_zone;
  // Where the player's life is a card's (rise's commander, myth's general: neither points nor a
  // zone): that card, and its life now.
  struct LifeCard {
    CardId card;
    int32_t life = 0;
    bool operator==(const LifeCard&) const = default;
  };
  std::optional<LifeCard> life_card;
  std::vector<BoardZone> zones;    // In the ruleset's order, as they lie on the table.
  std::vector<std::string> marks;  // E.g. "levelled up this turn", "normal summoned".
  bool operator==(const BoardPlayer&) const = default;
};

struct BoardLink {
  Seat controller = Seat::kA;
  CardId source;
  std::string text;              // What the link will do, e.g. "play B01 丝诺".
  std::optional<uint8_t> speed;  // A spell speed where the game has them (Yu-Gi-Oh §5).
  // The seats that may see which card the link is and what it does (a face-down card on the
  // stack: its controller only). A seat that may not sees that a link of its controller is there.
  SeatMask seen_by = kSeenByBoth;
  bool operator==(const BoardLink&) const = default;
};

// An attack in progress.
struct BoardCombat {
  Seat attacking = Seat::kA;
  std::optional<CardId> attacker;
  std::optional<CardId> target;    // The attacked card; nullopt: the player (a direct attack).
  std::optional<CardId> defender;  // A declared defender or blocker (零次元 503), if any.
  // The weapon or equipment the attack is made with, where the game names one (myth §21.1 the
  // general's wielded equipment, rise §412.2a a fired weapon).
  std::optional<CardId> weapon;
  std::string step;                // The ruleset's words: "attack step", "damage calculation".
  bool operator==(const BoardCombat&) const = default;
};

struct Board {
  std::string ruleset;
  uint32_t turn = 0;  // 0 before the first turn.
  Seat active = Seat::kA;
  std::string step;              // The phase and step: "action phase", "battle phase".
  std::optional<Seat> priority;  // The priority holder at a priority point.
  std::string pending;           // What the game waits for, in words.
  // The same, machine-readable (engine/ruleset.h PendingKind): "priority", "shuffle", "nothing".
  std::string pending_kind;
  std::vector<BoardPlayer> players;
  std::vector<BoardLink> chain;       // Bottom first.
  std::optional<BoardCombat> combat;  // While an attack is in progress.
  std::string result;                 // "" while the game goes on; else e.g. "A wins (101(2))".
  bool operator==(const Board&) const = default;

  const BoardPlayer* Player(Seat seat) const;
  const BoardZone* Zone(Seat seat, std::string_view name) const;
};

// The player's life as the board shows it: the points, the life card's life, or the number of
// cards in the life zone.
int32_t LifeOf(const BoardPlayer& player);

// "A07 BP02-001 丝诺 · M3 · defense · tapped · face down · damage 1 · ATK 0 (raw -500) DEF 2000
// · level 2 · power 3 (printed 2) · spell counter 2 · attached A20 · rank 4 · entered this turn":
// the id, code and name, then only what the card has. `zone` names the slot ("M3"; without it
// "slot 3").
std::string CardText(const BoardCard& card, const BoardZone* zone = nullptr);

// "power 3", "durability 1 (printed 3)": the label and value, and the printed value where it
// differs.
std::string StatText(const BoardStat& stat);

// "": both seats see it; "seen by A", "seen by nobody" otherwise.
std::string SeenText(SeatMask seen_by);

// "A: play B01 丝诺 (spell speed 2)": the controller and what the link does; " · seen by A" for a
// link not every seat sees.
std::string LinkText(const BoardLink& link);

// "A07 attacks B03 (damage step)", "A07 attacks directly", "... · B05 defends"; with a weapon,
// "A61 with A62 attacks B61".
std::string CombatText(const BoardCombat& combat);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_BOARD_H_
