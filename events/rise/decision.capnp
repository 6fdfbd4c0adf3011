# 崛起TCG's decisions, in the game's own words (docs/log-format.md, "rise"): the `rise` member of
# the log's Decision union once rise joins the ruleset list (docs/rulesets.md), in a log written
# {"decision": {"rise": {"useCard": {"card": "A07", "targets": [{"card": "B61"}],
# "payment": ["A12", "A13"]}}}}. The generic verbs of the log are used where they mean the same:
# `pass` passes priority (§412.1); `discard` is the tally step's discard down to the maximum hand
# size (§503.2a); `concede` (§102.1b). Rule numbers (§707.1d) are those of
# rise-tcg-comprehensive-rules-1.00.txt.
#
# Persistence contract as log.capnp's: ordinals, enumerants and meanings never change.

@0xe65c65793e5f2525;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::rise");

struct Decision {
  union {
    placeResource @0 :PlaceResource;
    # §414.1: a card from the hand placed as a resource, face down (a command may go face up).

    useCard @1 :UseCard;
    # §406, §707.1: a card used from the hand, with its modes, X, targets and payment.

    activateAbility @2 :ActivateAbility;
    # §701: a paid ability of a card one controls.

    completeCommand @3 :CompleteCommand;
    # §702: a reward ability of a face-up command among one's resources.

    declareCombat @4 :DeclareCombat;
    # §600.3 (chapter 6 is missing: docs/rulings-rise.md): an attacker and its planned defender.

    guard @5 :CardRef;
    # §602.2: a character with 守护者 guards against the opponent's attack.

    fireWeapon @6 :FireWeapon;
    # §305.2: a weapon fired in the defence window, exhausted, with its fire cost.

    board @7 :Board;
    # §303.2: a character boards a vehicle (a declaration on the stack).

    mulligan @8 :Mulligan;
    # §101.2: keep the opening hand, or redraw it (once a game).

    chooseUnique @9 :CardRef;
    # §409.2: the card a uniqueness conflict destroys, chosen by its controller.

    orderTriggers @10 :OrderTriggers;
    # §708.1a: the order one's waiting triggered effects go on the stack, first (lowest) first.

    exhaustArmour @11 :CardRef;
    # §717.2c: a ready armour or accessory exhausted to prevent damage of the packet under way.

    chooseHost @12 :CardRef;
    # §403.3, §403.6a: the card an attachment attaches to, chosen as it resolves or moves.

    searchDeck @13 :SearchDeck;
    # §411: the cards a search finds in one's deck (none: it failed, §411.3).
  }
}

struct CardRef {
  card @0 :Text;
}

# A card ("A07") or a player ("A", "B"); `amount` is its share of a distributed amount
# (§707.1d), 0 where nothing is distributed.
struct Target {
  union {
    card @0 :Text;
    player @1 :Text;
  }
  amount @2 :UInt32;
}

struct PlaceResource {
  card @0 :Text;
  faceUp @1 :Bool;
}

# The choices of §707.1b-e, in every decision that adds a link: the modes chosen (indexes of the
# effects), X, the targets in order, and the resources exhausted to pay (§401.5, §414.2).
struct UseCard {
  card @0 :Text;
  modes @1 :List(UInt8);
  x @2 :UInt32;
  targets @3 :List(Target);
  payment @4 :List(Text);
}

struct ActivateAbility {
  card @0 :Text;
  ability @1 :UInt8;
  modes @2 :List(UInt8);
  x @3 :UInt32;
  targets @4 :List(Target);
  payment @5 :List(Text);
}

struct CompleteCommand {
  command @0 :Text;
  ability @1 :UInt8;
  modes @2 :List(UInt8);
  x @3 :UInt32;
  targets @4 :List(Target);
  payment @5 :List(Text);
}

struct DeclareCombat {
  attacker @0 :Text;
  plannedDefender @1 :Text;
}

struct FireWeapon {
  weapon @0 :Text;
  payment @1 :List(Text);
}

struct Board {
  crew @0 :Text;
  vehicle @1 :Text;
}

struct SearchDeck {
  cards @0 :List(Text);
}

struct Mulligan {
  redraw @0 :Bool;
}

# A waiting triggered effect: the ability `ability` of `card`.
struct TriggerRef {
  card @0 :Text;
  ability @1 :UInt8;
}

struct OrderTriggers {
  order @0 :List(TriggerRef);
}
