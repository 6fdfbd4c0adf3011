# Yu-Gi-Oh card data: what a card is, as the ygo rules engine reads it (docs/cards.md, "ygo").
#
# A card set is a JSON Lines file, one Card per line, in Cap'n Proto's JSON encoding of the Card
# struct below, read with the same strict codec as the game log. Effects are written in a small
# declarative vocabulary that engine/ygo interprets; the printed text is kept beside them for
# people. Section numbers (§) are those of yugioh-basic-rules.txt (../shared/rulebooks/).
#
# Persistence contract: ordinals and enumerants never change meaning; new fields and new union
# members get new ordinals. Leaving a field out means the common case.
#
# The plain C++ values are events/ygo/card_data.h: each struct there lists its fields once, by
# these names, and one generic reader (events/ygo/card_codec.cc) fills them from this schema.

@0x96d8e101ce69b84c;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::ygo::cards");

struct Card {
  code @0 :Text;
  # The 8-digit passcode printed at the bottom left, e.g. "89631139" (Blue-Eyes White Dragon).
  # Unique within a card set; decklists name cards by it.

  name @1 :Text;
  # The card name: the only thing that makes two cards "the same card" (§2.1 卡名): deck
  # construction counts copies by it (§1.1), effects match it with Filter.code's card's name.

  text @2 :Text;
  # The printed text, for people; the engine reads only the structured fields.

  union {
    monster @3 :Monster;
    spell @4 :Spell;
    trap @5 :Trap;
  }
  # §2: the three kinds of card.

  effects @6 :List(Effect);
  # The card's effects in printed order; a decision names one by its index here
  # (activate.effect). A spell's or trap's own activation is its effect 0 (kind `activation`).

  limit @7 :UInt8 = 3;
  # The copies a deck may hold under the card set's Forbidden/Limited list (§1.1 禁止·限制·准限制
  # 卡表): 0 forbidden, 1 limited, 2 semi-limited, 3 unlimited (the default).
}

struct Monster {
  kind @0 :MonsterKind;
  # The frame (§2.1): normal, effect, ritual, fusion, synchro, xyz, link; token for the token
  # definitions effects create (Supplement 1).

  traits @1 :List(Trait);
  # Pendulum (§2.1.7), tuner (§2.1.5), flip, gemini, spirit, union, toon (§2.1.2).

  attribute @2 :Attribute;
  race @3 :Race;
  # §2.1 属性 and 种族 (the monster's "type" in English).

  level @4 :UInt8;
  # 1-12 (§2.1 等级); 0 for xyz and link monsters, which have none.

  rank @5 :UInt8;
  # An xyz monster's rank, 0-13 (§2.1.6).

  link @6 :UInt8;
  # A link monster's link rating, 1-8 (§2.1.8).

  arrows @7 :List(Arrow);
  # A link monster's link arrows (§2.1.8 连接标记): as many as its rating.

  atk @8 :Int32;
  def @9 :Int32;
  # Printed ATK and DEF; a link monster has no DEF (left out).

  scale @10 :UInt8;
  # A pendulum monster's pendulum scale, 0-13 (§2.1.7 2.), the same on both sides.

  materials @11 :List(Material);
  # Fusion, synchro, xyz and link materials, in printed order: a synchro monster's first is its
  # tuner. An xyz monster's materials must also have its rank as their level (§2.1.6).
}

enum MonsterKind {
  normal @0;
  effect @1;
  ritual @2;
  fusion @3;
  synchro @4;
  xyz @5;
  link @6;
  token @7;
}

enum Trait {
  pendulum @0;
  tuner @1;
  flip @2;
  gemini @3;
  spirit @4;
  union @5;
  toon @6;
  effect @7;
  # An Effect Monster's frame on a ritual, fusion, synchro, xyz or link monster ("Xyz/Effect"):
  # what makes it an Effect Monster (§2.1.2), not whether its effects are written here.
}

enum Attribute {
  dark @0;
  earth @1;
  fire @2;
  light @3;
  water @4;
  wind @5;
  divine @6;
}

enum Race {
  # §2.1 种族, in the rulebook's order.
  spellcaster @0;
  dragon @1;
  wyrm @2;
  dinosaur @3;
  seaSerpent @4;
  zombie @5;
  warrior @6;
  beastWarrior @7;
  beast @8;
  wingedBeast @9;
  machine @10;
  fiend @11;
  fairy @12;
  insect @13;
  reptile @14;
  fish @15;
  aqua @16;
  pyro @17;
  thunder @18;
  rock @19;
  plant @20;
  psychic @21;
  cyberse @22;
  divineBeast @23;
  creatorGod @24;
}

enum Arrow {
  topLeft @0;
  top @1;
  topRight @2;
  left @3;
  right @4;
  bottomLeft @5;
  bottom @6;
  bottomRight @7;
}

struct Material {
  filter @0 :Filter;
  # What qualifies ({} any monster).
  min @1 :UInt8 = 1;
  max @2 :UInt8 = 1;
  # How many; max 0: no upper bound ("1 or more").
}

struct Spell {
  type @0 :SpellType;
}

enum SpellType {
  # §2.2.
  normal @0;
  quickPlay @1;
  continuous @2;
  equip @3;
  field @4;
  ritual @5;
}

struct Trap {
  type @0 :TrapType;
}

enum TrapType {
  # §2.3.
  normal @0;
  continuous @1;
  counter @2;
}

struct Effect {
  kind @0 :EffectKind;

  from @1 :Location;
  # Where the card is when the effect is activated or applies: on the field (the default), in the
  # hand (a hand quick effect), in the graveyard, or in a pendulum zone (a pendulum effect).

  optional @2 :Bool;
  # "You can": its controller may leave a trigger unactivated. A mandatory trigger must be
  # activated.

  events @3 :List(Event);
  # What a trigger, flip, quick effect or a card's activation responds to: it may be activated
  # only right after one of these happened (to `subject`). Empty: whenever its kind may be used.

  subject @4 :Filter;
  # Whom the event happened to ({self: true}: this card). Default: any card.

  wording @5 :Wording;
  # "When" (……时) or "if" (……场合): an optional "when" effect misses its timing when its event was
  # not the last thing that happened (§5 卡时点).

  conditions @6 :List(Condition);
  # Further conditions to activate (or, for a continuous effect, to apply).

  oncePerTurn @7 :Bool;
  # "You can only use this effect of <name> once per turn".

  cost @8 :Cost;
  targets @9 :List(Target);
  # Chosen when it is activated; the actions' {targets: null} selects them.

  actions @10 :List(Action);
  # What it does when it resolves, in order.

  modifiers @11 :List(Modifier);
  # What a continuous effect does while it applies (kind continuous).
}

enum EffectKind {
  activation @0;
  # A spell's or trap's own activation (§2.2, §2.3): spell speed 1, quick-play 2; traps 2,
  # counter traps 3 (§5 咒文速度).
  ignition @1;
  # 起动效果: in its controller's main phase, with an empty chain, spell speed 1 (§2.1.2).
  trigger @2;
  # 诱发效果: after its event, spell speed 1.
  quick @3;
  # 诱发即时效果: any turn while its condition holds, spell speed 2.
  continuous @4;
  # 永续效果: never activated; applies while the card is face-up where `from` says.
  flip @5;
  # 反转效果: activates when the card is flipped face-up, spell speed 1.
}

enum Location {
  field @0;
  hand @1;
  graveyard @2;
  pendulumZone @3;
}

enum Wording {
  when @0;
  if @1;
}

enum Event {
  normalSummoned @0;
  # Normal Summoned, Tribute Summons included (not Set).
  flipSummoned @1;
  specialSummoned @2;
  flipped @3;
  # Turned face-up (a flip summon, an attack on it, an effect): flip effects.
  attackDeclared @4;
  # The subject declared an attack.
  targetedForAttack @5;
  destroyed @6;
  destroyedByBattle @7;
  sentToGraveyard @8;
  sentFromFieldToGraveyard @9;
  summonAttempt @10;
  # A monster would be Normal, Tribute, Flip or Special Summoned by a rule procedure: the window
  # in which only summon negation may be used (Solemn Judgment).
  spellActivated @11;
  trapActivated @12;
  # A spell or trap card was activated (its effect 0, a pendulum scale), not a later effect.
  monsterEffectActivated @13;
  targetingActivation @14;
  # The opponent activated a card or effect that targets the subject (Decode Talker).
  synchroSummoned @15;
  xyzSummoned @16;
  pendulumSummoned @17;
  fusionSummoned @18;
  ritualSummoned @19;
  linkSummoned @20;
  # Special Summoned by that procedure (§2.1.3-§2.1.8): "when this card is Synchro Summoned".
  leftField @21;
  # Left the field: destroyed there, sent from it to the graveyard, or (a card whose own effect
  # says so) banished or returned from it (docs/rulings-ygo.md Y-32).
  destroyingActivation @22;
  # A card or effect was activated whose actions destroy (Stardust Dragon); the subject is the
  # activated card.
}

enum Condition {
  opponentMainPhase @0;
  # During the opponent's main phase (Effect Veiler).
  damageCalculation @1;
  # During damage calculation of a battle (Kuriboh).
  opponentAttacks @2;
  # An opponent's monster is attacking.
  noMaterials @3;
  # This card has no xyz material.
  notSummonedThisTurn @4;
  # Its controller has not Normal or Special Summoned this turn (Scapegoat).
  controlsNoMonsters @5;
  # Its controller controls no monster.
}

struct Cost {
  payLifePoints @0 :UInt32;
  payHalfLifePoints @1 :Bool;
  # Half the LP, rounded down.
  discard @2 :UInt8;
  # Hand cards discarded (any).
  sendSelfToGraveyard @3 :Bool;
  # This card, from where it is (a hand quick effect).
  tributeSelf @4 :Bool;
  tribute @5 :List(Material);
  # Monsters tributed, matching these.
  detach @6 :UInt8;
  # Xyz materials detached from this card.
  banishSelf @7 :Bool;
  lockSummons @8 :Bool;
  # On activation, its controller gives up Summoning for the rest of the turn, except by Normal
  # Set and by this effect (Scapegoat).
}

struct Target {
  filter @0 :Filter;
  min @1 :UInt8 = 1;
  max @2 :UInt8 = 1;
}

struct Filter {
  self @0 :Bool;
  # This card.
  notSelf @1 :Bool;
  side @2 :Side;
  zones @3 :List(Zone);
  # Where it is; empty: the monster zones (cards of `types` spell or trap: the spell & trap zones).
  types @4 :List(CardType);
  # Monster, spell or trap; empty: any.
  kinds @5 :List(MonsterKind);
  # Frames; `effect` matches any Effect Monster (a monster, not normal or token, with effects).
  traits @6 :List(Trait);
  withoutTraits @7 :List(Trait);
  races @8 :List(Race);
  attributes @9 :List(Attribute);
  code @10 :Text;
  # The card named as this card set's card with this code.
  maxLevel @11 :UInt8;
  # 0: no bound.
  minLevel @12 :UInt8;
  minAtk @13 :Int32 = -1;
  maxAtk @14 :Int32 = -1;
  # -1: no bound.
  faceUp @15 :Bool;
  faceDown @16 :Bool;
  attackPosition @17 :Bool;
  defensePosition @18 :Bool;
  triggering @19 :Bool;
  # The card whose event the effect responds to (the summoned monster, the attacker).
  linked @20 :Bool;
  # In a zone this card (a link monster) points to.
  equipped @21 :Bool;
  # The monster this card equips.
  material @22 :Bool;
  # An xyz material attached to this card (Gachi Gachi Gantetsu: per material).
  nameContains @23 :Text;
  # A card whose printed name contains this text: an archetype's cards ("Magician" card,
  # "Odd-Eyes" card); empty: any name.
}

enum Side {
  either @0;
  you @1;
  opponent @2;
}

enum Zone {
  monsterZone @0;
  spellTrapZone @1;
  fieldZone @2;
  hand @3;
  deck @4;
  graveyard @5;
  banished @6;
  extraDeck @7;
  pendulumZone @8;
  # A pendulum zone (§1.4.2): S1 or S5 holding a pendulum scale (a face-up pendulum monster).
}

enum CardType {
  monster @0;
  spell @1;
  trap @2;
}

struct Selection {
  # The cards an action acts on.
  union {
    targets @0 :Void;
    # The effect's targets that are still legal targets as it resolves.
    self @1 :Void;
    all @2 :Filter;
    # Every card that matches as it resolves.
    choose @3 :Target;
    # Cards its controller chooses as it resolves (chooseCards, or a specialSummon).
    triggering @4 :Void;
    equipped @5 :Void;
  }
}

struct Action {
  union {
    destroy @0 :Moved;
    sendToGraveyard @1 :Moved;
    banish @2 :Moved;
    returnToHand @3 :Moved;
    returnToDeck @4 :Moved;
    addToHand @5 :Moved;
    # From the deck or graveyard: a search; the deck is shuffled after it (§6).
    draw @6 :Count;
    discard @7 :Count;
    specialSummon @8 :Summon;
    damage @9 :LifePoints;
    gainLifePoints @10 :LifePoints;
    negate @11 :Negate;
    # Negates what the effect responds to: the activation of the chain link below it, or the
    # summon in progress (summonAttempt).
    negateAttack @12 :Void;
    changePosition @13 :Positioned;
    modifyStats @14 :Stats;
    negateEffects @15 :Moved;
    # Negates the selected monsters' effects until the end of the turn.
    tokens @16 :Tokens;
    equip @17 :Moved;
    # Equips this card (an equip spell) to the selected monster.
    fusionSummon @18 :Void;
    # Fusion Summon a fusion monster from the extra deck with materials from hand or field
    # (§2.1.4): its controller names them in a specialSummon.
    ritualSummon @19 :Ritual;
    preventBattleDamage @20 :Void;
    # Its controller takes no battle damage from the current battle.
  }
}

struct Moved {
  what @0 :Selection;
}

struct Count {
  count @0 :UInt8 = 1;
  opponent @1 :Bool;
  # The opponent does it, not the controller.
}

struct Summon {
  what @0 :Selection;
  position @1 :SummonPosition;
  negateEffects @2 :Bool;
  # Its effects are negated while it is on the field (Junk Synchron).
  linkedZone @3 :Bool;
  # To a zone this card points to (Link Spider).
  bind @4 :Bool;
  # The summoned monster and this card are bound: when this card leaves the field, the monster is
  # destroyed; when the monster is destroyed, this card is (Call of the Haunted).
}

enum SummonPosition {
  # The position the summoned monster takes; `either`: its controller chooses.
  either @0;
  attack @1;
  defense @2;
}

struct LifePoints {
  amount @0 :UInt32;
  controller @1 :Bool;
  # To the effect's controller; by default to the opponent (damage) or the controller (gain).
  both @2 :Bool;
  # To both players (Ring of Destruction).
  opponent @4 :Bool;
  # To the opponent (a gain: Upstart Goblin).
  destroyedAtk @3 :Bool;
  # The amount is the original ATK of the cards the effect's previous action destroyed ("destroy
  # it, and if you do, inflict damage equal to its ATK"); nothing destroyed, no damage.
}

struct Negate {
  destroy @0 :Bool;
  # And destroys the card.
}

struct Positioned {
  what @0 :Selection;
  to @1 :NewPosition;
}

enum NewPosition {
  faceDownDefense @0;
  switch @1;
  # ATK to DEF, DEF to ATK.
}

struct Stats {
  what @0 :Selection;
  atk @1 :Int32;
  def @2 :Int32;
  # Added.
  setAtk @3 :Int32 = -1;
  # The ATK becomes this; -1: no change.
  untilEndOfTurn @4 :Bool = true;
  atkOf @5 :Filter;
  # If set, atk also adds the total ATK of the cards this matches as it resolves (Junk Warrior).
}

struct Tokens {
  code @0 :Text;
  # The token's card (kind token) in this card set.
  count @1 :UInt8 = 1;
  position @2 :SummonPosition;
  noTributeSummon @3 :Bool;
  # They cannot be tributed for a Tribute Summon (Scapegoat).
  opponent @4 :Bool;
  # To the opponent's field, under the opponent's control (Ojama Trio).
}

struct Ritual {
  monster @0 :Text;
  # The ritual monster's code.
  exactLevels @1 :Bool;
  # Tributes whose levels total exactly its level; by default "equal to or more".
}

struct Modifier {
  # What a continuous effect does to the monsters `affects` matches while it applies.
  affects @0 :Filter;
  atk @1 :Int32;
  def @2 :Int32;
  perCard @3 :Filter;
  # If set, atk and def count once per card this matches (Decode Talker: per linked monster).
  noBattleDamage @4 :Bool;
  # Their controller takes no battle damage from battles involving them.
  cannotAttack @5 :Bool;
  # They cannot declare an attack (Messenger of Peace: {affects: {minAtk: 1500}}).
  doubleBattleDamage @6 :Bool;
  # The battle damage they inflict on the opponent by battling an opponent's monster is doubled
  # (Odd-Eyes Pendulum Dragon).
  setScale @7 :Int8 = -1;
  # Their pendulum scale becomes this, 0-13 (Stargazer Magician: 4); -1: no change.
  unless @8 :List(Filter);
  # The modifier applies only while no card matches any of these (Stargazer Magician: "unless you
  # have a Magician or Odd-Eyes card in your other Pendulum Zone").
  lockActivations @9 :List(CardType);
  # While a monster `affects` matches attacks or is attacked, until the end of the damage step,
  # the opponent of this effect's controller cannot activate cards of these types: spell or trap
  # cards' own activations (Stargazer Magician: spells; Timegazer Magician: traps).
}
