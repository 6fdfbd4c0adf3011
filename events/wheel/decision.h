// 永恒之轮's decisions as plain C++ values, in the game's own words (docs/log-format.md, "wheel"):
// the `wheel` vocabulary of the log's Decision once the ruleset seam (issue 25) lets the log
// carry it (events/wheel/decision.capnp will be its schema). The generic verbs (pass, discard,
// chooseYesNo, concede) are the log's own and are used wherever they fit: `pass` ends the action
// phase, declines a response, a guard or the end phase's window; `discard` is the end phase's
// discard to 8; `chooseYesNo` the mulligan.

#ifndef TCGJUDGE_EVENTS_WHEEL_DECISION_H_
#define TCGJUDGE_EVENTS_WHEEL_DECISION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "events/card_id.h"
#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge::wheel {

// §五.1, §五.2: the two battle zones of three cells each.
enum class Row : uint8_t { kAttack = 0, kDefense = 1 };

// A cell of a player's battle zones, written "AZ1".."AZ3" (attack zone) and "DZ1".."DZ3"
// (defense zone).
struct Cell {
  Row row = Row::kAttack;
  uint8_t index = 0;  // 0-2.
  std::string ToString() const;
  static Result<Cell> Parse(std::string_view text);
  auto operator<=>(const Cell&) const = default;
};

// What a card effect or an attack aims at: a card on the field, or a player.
using Target = std::variant<CardId, Seat>;

// §七.2.a: a mana stone from the extra deck into the mana zone.
struct PlaceManaStone {
  CardId stone;
  bool operator==(const PlaceManaStone&) const = default;
};

// §七.2.b: a war spirit from the hand (an Extra card from the extra deck, W-8) into a cell;
// `face_down` plays an Ambush card face-down (L32).
struct PlayWarSpirit {
  CardId card;
  Cell cell;
  bool face_down = false;
  bool operator==(const PlayWarSpirit&) const = default;
};

// §七.2.c: a vehicle, likewise.
struct PlayVehicle {
  CardId card;
  Cell cell;
  bool face_down = false;
  bool operator==(const PlayVehicle&) const = default;
};

// §七.2.d: a magic card, with the targets its use (effect 0) chooses.
struct PlayMagic {
  CardId card;
  std::vector<Target> targets;
  bool operator==(const PlayMagic&) const = default;
};

// §七.2.e: a war spirit or vehicle into a free cell of its other battle zone.
struct MoveUnit {
  CardId card;
  Cell to;
  bool operator==(const MoveUnit&) const = default;
};

// §七.3: an attack by `attacker` on `target` (a unit of the opponent, or the opponent).
struct DeclareAttack {
  CardId attacker;
  Target target;
  bool operator==(const DeclareAttack&) const = default;
};

// L26 防御: `guard` takes the opponent's attack on itself.
struct Guard {
  CardId guard;
  bool operator==(const Guard&) const = default;
};

// L27: `spirit` boards (is carried by) `vehicle`.
struct Board {
  CardId spirit;
  CardId vehicle;
  bool operator==(const Board&) const = default;
};

// L26 [A]: `card` in the hand changes places with `with` on the field.
struct Swap {
  CardId card;
  CardId with;
  bool operator==(const Swap&) const = default;
};

// L32: a face-down Ambush card of its controller turned face-up.
struct FlipAmbush {
  CardId card;
  bool operator==(const FlipAmbush&) const = default;
};

// §八.4: an activated effect (the card's effect `effect`) with its targets.
struct ActivateEffect {
  CardId card;
  uint8_t effect = 0;
  std::vector<Target> targets;
  bool operator==(const ActivateEffect&) const = default;
};

// In the order of the schema's union members (once the schema exists: docs/log-format.md).
using Decision = std::variant<PlaceManaStone, PlayWarSpirit, PlayVehicle, PlayMagic, MoveUnit,
                              DeclareAttack, Guard, Board, Swap, FlipAmbush, ActivateEffect>;

// The member name: "placeManaStone", "playWarSpirit", ...
std::string_view DecisionKindName(const Decision& decision);

// Every card id `decision` names, with its field path below the decision ("board.vehicle",
// "playMagic.targets[1]"), in field order.
std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_EVENTS_WHEEL_DECISION_H_
