// Yu-Gi-Oh's decisions as plain C++ values: the mirror of events/ygo/decision.capnp (see the
// schema for the meaning of every field), the `ygo` alternative of the log's Decision.

#ifndef TCGJUDGE_EVENTS_YGO_DECISION_H_
#define TCGJUDGE_EVENTS_YGO_DECISION_H_

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "events/card_id.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// A positional zone of the field (§1.4), written "M1".."M5", "S1".."S5", "FZ", "EMZ1", "EMZ2".
struct Cell {
  enum class Kind : uint8_t { kMonster, kSpellTrap, kField, kExtraMonster };
  Kind kind = Kind::kMonster;
  uint8_t index = 0;  // 0-based: M1 is {kMonster, 0}; EMZ2 is {kExtraMonster, 1}; FZ has 0.

  std::string ToString() const;
  // Accepts only the canonical forms above.
  static Result<Cell> Parse(std::string_view text);

  auto operator<=>(const Cell&) const = default;
};

enum class Position : uint8_t { kAttack = 0, kDefense = 1 };

enum class Phase : uint8_t { kDraw, kStandby, kMain1, kBattle, kMain2, kEnd };

struct NormalSummon {
  CardId card;
  Cell cell;
  std::vector<CardId> tributes;
  bool operator==(const NormalSummon&) const = default;
};

struct SetMonster {
  CardId card;
  Cell cell;
  std::vector<CardId> tributes;
  bool operator==(const SetMonster&) const = default;
};

struct FlipSummon {
  CardId card;
  bool operator==(const FlipSummon&) const = default;
};

struct ChangePosition {
  CardId card;
  bool operator==(const ChangePosition&) const = default;
};

struct SpecialSummon {
  CardId card;
  std::vector<CardId> materials;
  Cell cell;
  Position position = Position::kAttack;
  bool operator==(const SpecialSummon&) const = default;
};

struct Placement {
  CardId card;
  Cell cell;
  Position position = Position::kAttack;
  bool operator==(const Placement&) const = default;
};

struct PendulumSummon {
  std::vector<Placement> monsters;
  bool operator==(const PendulumSummon&) const = default;
};

struct Cost {
  std::vector<CardId> tribute;
  std::vector<CardId> discard;
  std::vector<CardId> banish;
  std::vector<CardId> send_to_graveyard;
  std::vector<CardId> detach;
  uint32_t life_points = 0;
  bool empty() const {
    return tribute.empty() && discard.empty() && banish.empty() && send_to_graveyard.empty() &&
           detach.empty() && life_points == 0;
  }
  bool operator==(const Cost&) const = default;
};

struct Activate {
  CardId card;
  uint8_t effect = 0;
  std::optional<Cell> cell;  // nullopt: the card is on the field already, or a monster effect.
  std::vector<CardId> targets;
  Cost cost;
  bool operator==(const Activate&) const = default;
};

struct SetSpellTrap {
  CardId card;
  Cell cell;
  bool operator==(const SetSpellTrap&) const = default;
};

struct Attack {
  CardId attacker;
  std::optional<CardId> target;  // nullopt: a direct attack.
  bool operator==(const Attack&) const = default;
};

struct NextPhase {
  Phase phase = Phase::kDraw;
  bool exact = false;  // Y-36: straight to `phase`, skipping the battle phase's remaining steps.
  bool operator==(const NextPhase&) const = default;
};

// In the order of the schema's union members.
using Decision = std::variant<NormalSummon, SetMonster, FlipSummon, ChangePosition, SpecialSummon,
                              PendulumSummon, Activate, SetSpellTrap, Attack, NextPhase>;

// The schema's member name: "normalSummon", "setMonster", ...
std::string_view DecisionKindName(const Decision& decision);

// Every card id `decision` names, with its field path below the decision ("normalSummon.card",
// "activate.cost.discard[1]"), in schema order.
std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision);

// "draw", "standby", "main1", "battle", "main2", "end" (the schema's enumerants).
std::string_view PhaseName(Phase phase);
// "attack", "defense".
std::string_view PositionName(Position position);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_EVENTS_YGO_DECISION_H_
