// 崛起TCG's decisions as plain C++ values, in the game's own words (docs/log-format.md, "rise"):
// the `rise` vocabulary of the log's Decision once rise joins the ruleset list
// (events/rise/decision.capnp is its schema). The generic verbs (pass, discard, concede) are the
// log's own and are used wherever they fit: `pass` passes priority, `discard` is the tally step's
// discard, `concede`.

#ifndef TCGJUDGE_EVENTS_RISE_DECISION_H_
#define TCGJUDGE_EVENTS_RISE_DECISION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge::rise {

// What a link aims at: a card (on the field, or a link of the stack), or a player.
using Target = std::variant<CardId, Seat>;

// A target with its share of a distributed amount (§707.1d); 0 where nothing is distributed.
struct Aim {
  Target target;
  uint32_t amount = 0;
  bool operator==(const Aim&) const = default;
};

// The choices made while a link is added (§707.1b-e): the modes (indexes of the effects), X,
// the targets in order, and the resources exhausted to pay (§401.5, §414.2).
struct LinkChoices {
  std::vector<uint8_t> modes;
  uint32_t x = 0;
  std::vector<Aim> targets;
  std::vector<CardId> payment;
  bool operator==(const LinkChoices&) const = default;
};

// §414.1: a card from the hand placed as a resource; only a command may go face up (§414.1b).
struct PlaceResource {
  CardId card;
  bool face_up = false;
  bool operator==(const PlaceResource&) const = default;
};

// §406, §707.1: a card used from the hand.
struct UseCard {
  CardId card;
  LinkChoices choices;
  bool operator==(const UseCard&) const = default;
};

// §701: the paid ability `ability` (its index in the card's abilities) of `card`.
struct ActivateAbility {
  CardId card;
  uint8_t ability = 0;
  LinkChoices choices;
  bool operator==(const ActivateAbility&) const = default;
};

// §702: the reward ability `ability` of a face-up command among the player's resources.
struct CompleteCommand {
  CardId command;
  uint8_t ability = 0;
  LinkChoices choices;
  bool operator==(const CompleteCommand&) const = default;
};

// §600.3: a combat declared: `attacker` and its planned defender.
struct DeclareCombat {
  CardId attacker;
  CardId planned_defender;
  bool operator==(const DeclareCombat&) const = default;
};

// §602.2: a 守护者 guards against the opponent's attack.
struct Guard {
  CardId guard;
  bool operator==(const Guard&) const = default;
};

// §305.2: a weapon fired, its fire cost paid with `payment`.
struct FireWeapon {
  CardId weapon;
  std::vector<CardId> payment;
  bool operator==(const FireWeapon&) const = default;
};

// §303.2: `crew` boards `vehicle`.
struct Board {
  CardId crew;
  CardId vehicle;
  bool operator==(const Board&) const = default;
};

// §101.2: keep the opening hand (redraw = false) or redraw it.
struct Mulligan {
  bool redraw = false;
  bool operator==(const Mulligan&) const = default;
};

// §409.2: the card of a uniqueness conflict its controller destroys.
struct ChooseUnique {
  CardId destroy;
  bool operator==(const ChooseUnique&) const = default;
};

// A waiting triggered effect: the ability `ability` of `card`.
struct TriggerRef {
  CardId card;
  uint8_t ability = 0;
  bool operator==(const TriggerRef&) const = default;
  auto operator<=>(const TriggerRef&) const = default;
};

// §708.1a: the order one's waiting triggered effects go on the stack, the first lowest.
struct OrderTriggers {
  std::vector<TriggerRef> order;
  bool operator==(const OrderTriggers&) const = default;
};

// §717.2c: a ready armour or accessory exhausted to prevent damage.
struct ExhaustArmour {
  CardId armour;
  bool operator==(const ExhaustArmour&) const = default;
};

// §403.3, §403.6a: the host an attachment attaches to, chosen as it resolves or moves.
struct ChooseHost {
  CardId host;
  bool operator==(const ChooseHost&) const = default;
};

// §411: the cards a search finds in one's deck (none: it failed, §411.3).
struct SearchDeck {
  std::vector<CardId> cards;
  bool operator==(const SearchDeck&) const = default;
};

// In the order of the schema's union members.
using Decision = std::variant<PlaceResource, UseCard, ActivateAbility, CompleteCommand,
                              DeclareCombat, Guard, FireWeapon, Board, Mulligan, ChooseUnique,
                              OrderTriggers, ExhaustArmour, ChooseHost, SearchDeck>;

// The member name: "placeResource", "useCard", ...
std::string_view DecisionKindName(const Decision& decision);

// Every card id `decision` names, with its field path below the decision ("board.vehicle",
// "useCard.targets[1]"), in field order.
std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_EVENTS_RISE_DECISION_H_
