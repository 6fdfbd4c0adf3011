# 神话起源's decisions: the `myth` member of the game log's Decision union (events/log.capnp), in a
# log written {"decision": {"myth": {"useCard": {"card": "A07", "at": 1, "spirit": ["A12"]}}}}. The
# generic verbs of the log are used where they mean the same: pass (yield in a window, decline
# one's optional triggered skills, leave the main phase), discard (the end phase's discard to 7,
# §17.4) and concede. Section numbers (§) are those of the 《神话起源》规则指南; M-n the readings of
# docs/rulings-myth.md.
#
# Persistence contract as log.capnp's: ordinals, enumerants and meanings never change.
#
# Card ids are text ("A07"); `at` is a stack position, 1 for the first entry ① (the only one an
# empty stack takes), 2..size+1 for a response inserted above it (§18.5).

@0xaeeefcf24d779f16;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::myth");

struct Decision {
  union {
    useCard @0 :Use;
    # Use a card from the hand, or face-down from the 灵力区 where its text or an effect allows
    # (§27.1), paying its 灵力 by tapping `spirit` (§12.1, §26).

    activateSkill @1 :Activate;
    # Start an activated skill of a card on the field (§14.2).

    flipAdventure @2 :Use;
    # Flip a face-down adventure card of one's 灵力区 face-up and start its skill (§14.3, §27.2).

    placeSpirit @3 :CardRef;
    # Put a card from the hand face-down into one's 灵力区 (M-3).

    initiateCombat @4 :Combat;
    # Initiate combat (§21.1).

    orderTriggers @5 :OrderTriggers;
    # Put one's simultaneous triggered skills onto the new window's stack in this order (§13.3);
    # an optional one left out is declined (§15.1).
  }
}

struct CardRef {
  card @0 :Text;
}

struct Use {
  card @0 :Text;
  at @1 :UInt8 = 1;
  # The stack position it takes (§18.5).
  targets @2 :List(Text);
  # Its targets, all chosen as it is used (§16.1).
  spirit @3 :List(Text);
  # The upright 灵力区 cards tapped to pay (one 灵力 each, M-3).
}

struct Activate {
  card @0 :Text;
  skill @1 :UInt8;
  # Which of the card's skills, counting the card data's skills from 0.
  at @2 :UInt8 = 1;
  targets @3 :List(Text);
  spirit @4 :List(Text);
}

struct Combat {
  attacker @0 :Text;
  # One's upright creature or general.
  target @1 :Text;
  # The opponent's general or creature.
  weapon @2 :Text;
  # For a general: the worn equipment it wields (§20.1, §21.1); empty for a creature.
}

struct OrderTriggers {
  items @0 :List(TriggerItem);
}

struct TriggerItem {
  card @0 :Text;
  skill @1 :UInt8;
  targets @2 :List(Text);
}
