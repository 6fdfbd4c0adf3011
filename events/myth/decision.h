// 神话起源's own decisions as plain C++ values: what a player does at the table in the game's own
// words (rules guide sections §). With them a myth game uses the generic verbs where they fit:
// pass (yield in a window, decline optional triggers, leave a phase), discard (the end phase's
// discard to 7, §17.4) and concede.
//
// The `myth` member of the log's Decision union (events/myth/decision.capnp) mirrors these.

#ifndef TCGJUDGE_EVENTS_MYTH_DECISION_H_
#define TCGJUDGE_EVENTS_MYTH_DECISION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "events/card_id.h"

namespace tcgjudge::myth {

// Where a new stack entry goes (§18.5): position 1 is the first entry ①, which only an entry of an
// empty stack takes; a response names 2..size+1 (size+1: on top).
struct StackAt {
  uint8_t position = 1;
  bool operator==(const StackAt&) const = default;
};

// Use a card (§12, §17.3, §18.4): from the hand, or face-down from the 灵力区 where text allows
// (§27.1). `spirit` are the 灵力区 cards tapped to pay its 灵力 (the card itself among them when it
// comes from the 灵力区).
struct UseCard {
  CardId card;
  StackAt at;
  std::vector<CardId> targets;
  std::vector<CardId> spirit;
  bool operator==(const UseCard&) const = default;
};

// Start an activated skill of a card on the field (§14.2): `skill` indexes the card's skills.
struct ActivateSkill {
  CardId card;
  uint8_t skill = 0;
  StackAt at;
  std::vector<CardId> targets;
  std::vector<CardId> spirit;
  bool operator==(const ActivateSkill&) const = default;
};

// Flip a face-down adventure card of one's 灵力区 face-up and start its skill (§14.3, §27.2).
struct FlipAdventure {
  CardId card;
  StackAt at;
  std::vector<CardId> targets;
  std::vector<CardId> spirit;
  bool operator==(const FlipAdventure&) const = default;
};

// Put a card from the hand face-down into one's 灵力区 (M-3).
struct PlaceSpirit {
  CardId card;
  bool operator==(const PlaceSpirit&) const = default;
};

// Initiate combat (§21.1): the attacker (a creature, or the general naming the worn equipment it
// wields) and the opponent's general or creature it attacks.
struct InitiateCombat {
  CardId attacker;
  CardId target;
  std::optional<CardId> weapon;
  bool operator==(const InitiateCombat&) const = default;
};

// One triggered skill put onto its new window's stack (§14.3).
struct TriggerItem {
  CardId card;
  uint8_t skill = 0;
  std::vector<CardId> targets;
  bool operator==(const TriggerItem&) const = default;
};

// A player's simultaneous triggered skills, in the order they go onto the new window's stack
// (§13.3); an optional one left out is declined (§15.1).
struct OrderTriggers {
  std::vector<TriggerItem> items;
  bool operator==(const OrderTriggers&) const = default;
};

using Decision =
    std::variant<UseCard, ActivateSkill, FlipAdventure, PlaceSpirit, InitiateCombat, OrderTriggers>;

// "useCard", "activateSkill", "flipAdventure", "placeSpirit", "initiateCombat", "orderTriggers".
std::string_view DecisionKindName(const Decision& decision);

// Every card id `decision` names, with its field path ("useCard.targets[1]").
std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_EVENTS_MYTH_DECISION_H_
