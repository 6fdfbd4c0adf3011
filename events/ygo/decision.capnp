# Yu-Gi-Oh's decisions: the `ygo` member of the game log's Decision union (events/log.capnp), in a
# log written {"decision": {"ygo": {"normalSummon": {"card": "A07", "cell": "M3"}}}}. The generic
# verbs of the log (pass, chooseCards, chooseYesNo, chooseOrder, chooseNumber, discard, concede)
# are used where they mean the same; this file holds what only Yu-Gi-Oh does. Section numbers
# (§) are those of yugioh-basic-rules.txt; docs/log-format.md shows each form.
#
# Persistence contract as log.capnp's: ordinals, enumerants and meanings never change.
#
# Cells (the field's positional zones, §1.4) are written as text: "M1".."M5" a player's main
# monster zones from that player's left to right, "S1".."S5" the spell & trap zones below them
# (S1 and S5 are the pendulum zones), "FZ" the field zone, and "EMZ1", "EMZ2" the two shared
# extra monster zones, EMZ1 above seat A's M2 (and seat B's M4), EMZ2 above seat A's M4 (and seat
# B's M2). A cell of a decision is the acting player's own, except the shared EMZs.

@0x8d11a3e91b678823;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::ygo");

struct Decision {
  union {
    normalSummon @0 :Summon;
    # Normal Summon a monster from hand, face-up in ATK position; with tributes it is a Tribute
    # Summon (§2.1 通常召唤: levels 5-6 one tribute, 7 or more two).

    setMonster @1 :Summon;
    # Set a monster from hand face-down in DEF position; it is the turn's Normal Summon too.

    flipSummon @2 :CardRef;
    # Turn one's face-down DEF monster face-up in ATK position.

    changePosition @3 :CardRef;
    # Change a face-up monster's battle position, ATK to DEF or DEF to ATK (§2.1 表现形式).

    specialSummon @4 :SpecialSummon;
    # A Special Summon: by rule procedure (Synchro §2.1.5, Xyz §2.1.6, Link §2.1.8, with
    # materials), or when a resolving effect lets the player summon (Fusion, Ritual, a monster
    # brought back): the card, its materials or tributes, where and in which position.

    pendulumSummon @5 :PendulumSummon;
    # A Pendulum Summon (§2.1.7): monsters from hand and face-up from the Extra Deck at once.

    activate @6 :Activate;
    # Activate a card or an effect: a spell from hand (into a cell) or set, a set trap, a
    # monster's effect, a pendulum monster as a scale (into S1 or S5).

    setSpellTrap @7 :SetSpellTrap;
    # Set a spell or trap from hand face-down in a spell & trap zone (a field spell in FZ).

    attack @8 :Attack;
    # Declare an attack (§3.2/P4.2); after a replay (§3.2 卷回), the same attacker's new target.

    nextPhase @9 :Phase;
    # The turn player, holding priority with the chain empty, ends this phase or step and names
    # the phase that comes next: the one after it, or the End Phase from Main Phase 1 or from
    # the Battle Phase. (A `pass` there moves on to the one after it.) The form every stored log
    # has: from the Battle Phase the named phase follows its remaining steps (Y-29).

    nextPhaseExactly @10 :Phase;
    # The same pass naming exactly the phase that begins when the opponent passes too: from the
    # Battle Phase its remaining steps are skipped; refused as malformed where the phase cannot
    # change (a chain, a summon's or an attack's window, the damage step) (Y-36).
  }
}

struct CardRef {
  card @0 :Text;
}

enum Position {
  # A monster's battle position as it is put onto the field face-up (§2.1 表现形式).
  attack @0;
  defense @1;
}

struct Summon {
  card @0 :Text;
  # The monster, from hand.
  cell @1 :Text;
  # "M1".."M5".
  tributes @2 :List(Text);
  # The monsters tributed (a Tribute Summon); empty for a level 1-4 monster.
}

struct SpecialSummon {
  card @0 :Text;
  # The monster summoned (from the Extra Deck for a procedure, Fusion and Link; from wherever the
  # resolving effect takes it otherwise).
  materials @1 :List(Text);
  # Synchro, Xyz, Link or Fusion materials, or a Ritual Summon's tributes; empty otherwise.
  cell @2 :Text;
  # "M1".."M5", "EMZ1" or "EMZ2".
  position @3 :Position;
  # Face-up ATK (default) or DEF; a Link monster is always ATK (§2.1.8).
}

struct PendulumSummon {
  monsters @0 :List(Placement);
}

struct Placement {
  card @0 :Text;
  cell @1 :Text;
  position @2 :Position;
}

struct Activate {
  card @0 :Text;
  # The card whose effect is activated.
  effect @1 :UInt8;
  # Which of its effects, counting the card data's effects from 0; a spell's or trap's own
  # activation is effect 0.
  cell @2 :Text;
  # A spell from hand: the cell it is placed in ("S1".."S5", "FZ" for a field spell); a pendulum
  # monster activated as a scale: "S1" or "S5". Empty for a card already on the field.
  targets @3 :List(Text);
  # The cards it targets, chosen on activation.
  cost @4 :Cost;
  # The cost paid on activation.
}

struct Cost {
  tribute @0 :List(Text);
  discard @1 :List(Text);
  banish @2 :List(Text);
  sendToGraveyard @3 :List(Text);
  detach @4 :List(Text);
  # Xyz materials detached.
  lifePoints @5 :UInt32;
  # LP paid.
}

struct SetSpellTrap {
  card @0 :Text;
  cell @1 :Text;
  # "S1".."S5", or "FZ" for a field spell.
}

struct Attack {
  attacker @0 :Text;
  target @1 :Text;
  # The attacked monster; empty for a direct attack (§4 攻击表示VS.无怪兽).
}

enum Phase {
  draw @0;
  standby @1;
  main1 @2;
  battle @3;
  main2 @4;
  end @5;
}
