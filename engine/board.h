// Board: the game-neutral projection of a ruleset's state (players, zones, cards with their
// properties) that diff, the viewer and JSON output use. Every ruleset fills the same shape.

#ifndef TCGJUDGE_ENGINE_BOARD_H_
#define TCGJUDGE_ENGINE_BOARD_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge {

struct BoardCard {
  CardId id;
  std::string code;  // Card code, e.g. "BP02-001".
  std::string name;  // Card name as printed.
  bool face_down = false;
  bool revealed = false;  // Shown to every player though its zone is hidden (零次元 201(5), 616).
  bool tapped = false;
  int32_t damage = 0;
  std::optional<int32_t> atk;  // Current values where the card has them, as the rules use them
  std::optional<int32_t> def;  // (零次元 103(4): a value below 0 counts as 0).
  // The value before that floor, where it differs from `atk` / `def` (e.g. -1000 for ATK 0).
  std::optional<int32_t> raw_atk;
  std::optional<int32_t> raw_def;
  std::optional<int32_t> level;
  std::vector<CardId> attached;    // Cards attached to this one (equipment, indicators).
  std::vector<std::string> marks;  // Other visible facts: "entered this turn", keywords, ...
  bool operator==(const BoardCard&) const = default;
};

struct BoardZone {
  std::string name;     // "deck", "life", "hand", "resource", "battle", "event", "rest", "removed".
  bool hidden = false;  // Its contents are not public (deck, life, hand).
  std::vector<BoardCard> cards;  // In the zone's order (top first for piles).
  bool operator==(const BoardZone&) const = default;
};

struct BoardPlayer {
  Seat seat = Seat::kA;
  std::string name;
  std::vector<BoardZone> zones;
  std::vector<std::string> marks;  // E.g. "levelled up this turn".
  bool operator==(const BoardPlayer&) const = default;
};

struct BoardLink {
  Seat controller = Seat::kA;
  CardId source;
  std::string text;  // What the link will do, e.g. "play B01 丝诺".
  bool operator==(const BoardLink&) const = default;
};

struct Board {
  std::string ruleset;
  uint32_t turn = 0;  // 0 before the first turn.
  Seat active = Seat::kA;
  std::string step;              // E.g. "action phase", "combat: attack step".
  std::optional<Seat> priority;  // The priority holder at a priority point.
  std::string pending;           // What the game waits for, in words.
  std::vector<BoardPlayer> players;
  std::vector<BoardLink> chain;  // Bottom first.
  std::string result;            // "" while the game goes on; else e.g. "A wins (101(2))".
  bool operator==(const Board&) const = default;

  const BoardZone* Zone(Seat seat, std::string_view name) const;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_BOARD_H_
