# 永恒之轮's decisions: the `wheel` member of the game log's Decision union (events/log.capnp, once
# the ruleset seam of issue 25 lists it), in a log written
# {"decision": {"wheel": {"playWarSpirit": {"card": "A07", "cell": "AZ2"}}}}. The generic verbs of
# the log are used where they mean the same: `pass` ends the action phase and declines a
# response, a guard or the end phase's window; `discard` is the end phase's discard to 8;
# `chooseYesNo` the mulligan (docs/rulings-wheel.md W-3); `concede`. Line numbers (L26) are those
# of wheel-of-eternity-rules.txt; docs/log-format.md shows each form.
#
# Persistence contract as log.capnp's: ordinals, enumerants and meanings never change.
#
# Cells are written as text: "AZ1".."AZ3" the acting player's attack zone and "DZ1".."DZ3" its
# defense zone (§五.1, §五.2), from that player's left to right.

@0xe6b5c30cd0a6e6f5;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::wheel");

struct Decision {
  union {
    placeManaStone @0 :PlaceManaStone;
    # §七.2.a: a mana stone from the extra deck into the mana zone (once a turn).

    playWarSpirit @1 :PlayUnit;
    # §七.2.b: use a war spirit from the hand (an Extra card from the extra deck) into a cell of
    # the attack or defense zone; `faceDown` for an Ambush card (L32).

    playVehicle @2 :PlayUnit;
    # §七.2.c: use a vehicle, likewise.

    playMagic @3 :PlayMagic;
    # §七.2.d: use a magic card, with the targets its use chooses.

    moveUnit @4 :MoveUnit;
    # §七.2.e: a war spirit or vehicle into a free cell of its other battle zone.

    declareAttack @5 :DeclareAttack;
    # §七.3: an attack by a unit on a unit of the opponent, or on the opponent.

    guard @6 :CardRef;
    # L26: a Guard unit takes the opponent's attack on itself.

    board @7 :Board;
    # L27: a war spirit boards a vehicle.

    swap @8 :Swap;
    # L26 [A]: a card in the hand changes places with a card on the field.

    flipAmbush @9 :CardRef;
    # L32: turn one's face-down Ambush card face-up (a link of the chain).

    activateEffect @10 :ActivateEffect;
    # §八.4: start an activated effect of a card on the field.
  }
}

struct CardRef {
  card @0 :Text;
}

struct PlaceManaStone {
  stone @0 :Text;
}

struct PlayUnit {
  card @0 :Text;
  cell @1 :Text;
  faceDown @2 :Bool;
}

# A card on the field ("A07") or a player ("A", "B").
struct Target {
  union {
    card @0 :Text;
    player @1 :Text;
  }
}

struct PlayMagic {
  card @0 :Text;
  targets @1 :List(Target);
}

struct MoveUnit {
  card @0 :Text;
  to @1 :Text;
}

struct DeclareAttack {
  attacker @0 :Text;
  target @1 :Target;
}

struct Board {
  spirit @0 :Text;
  vehicle @1 :Text;
}

struct Swap {
  card @0 :Text;
  with @1 :Text;
}

struct ActivateEffect {
  card @0 :Text;
  effect @1 :UInt8;
  targets @2 :List(Target);
}
