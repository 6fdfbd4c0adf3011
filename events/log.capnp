# The game log: the persisted truth of tcgjudge.
#
# A game log is an ordered, append-only list of Events numbered seq 1..n. Event 1 is the Header.
# Nothing is ever edited or deleted; corrections are new (judge) events.
#
# Persistence contract: ordinals, enumerants and field meanings below NEVER change meaning.
# New fields and new union members may be added with new ordinals; a reader that meets an
# unknown union member refuses the event (it was written by a newer tcgjudge). The same schema
# is the single source of truth of the JSON Lines interchange (docs/log-format.md), which is
# Cap'n Proto's JSON encoding of Event with the annotations below.
#
# Card instances are named by readable ids: the seat letter of the player whose decklists hold the
# card, then its 1-based position in them (the main deck, then the extra deck), at least two digits
# ("A07", "B50", "A123"). A card no decklist holds (a Yu-Gi-Oh token) is the seat letter, "T" and
# the number of the seat's tokens so far ("AT01"). A card of a paper game that left a hidden pile
# unseen is named by a handle: the seat letter, "#" and the handle's number from 1, without leading
# zeros ("A#17"; only in a log whose Header has a recorder, docs/paper-games.md). Ids are never
# reused within a game.

@0xbc5b9e1f8cddc26b;

using Json = import "/capnp/compat/json.capnp";
using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema");

const schemaVersion :UInt16 = 1;
# The version of this schema a log was written with; recorded in every Header.

enum Seat {
  # A player's seat in the game: the player's index in Header.players. Seat A's cards are A01..,
  # seat B's are B01... Whether A or B goes first is Header.firstPlayer.
  a @0 $Json.name("A");
  b @1 $Json.name("B");
}

struct Event {
  # The envelope of every event, and its body.

  game @0 :Text;
  # The game this event belongs to (Header.gameId of the game's first event).

  seq @1 :UInt32;
  # Position in the game log, 1..n without gaps; 1 is the Header.

  time @2 :Text;
  # Wall-clock time at the table, RFC 3339 in UTC ("2026-11-21T14:03:00Z", optionally with a
  # fraction of a second), or "" when unknown. Informational only: the fold never reads it.

  prevHash @3 :Data $Json.hex;
  # BLAKE2b-256 hash of the previous event's canonical encoding (all zero for seq 1). This chains
  # the log: changing any stored event breaks the link of the event after it. On import it may be
  # omitted (it is then computed); if present it must match.

  actor @4 :Actor $Json.flatten();
  # Who caused the event: the table (header, facts), a player (decisions) or a judge. In JSON its
  # member stands in the event object itself: "table": null, "player": "A" or "judge": "J-17".

  union {
    header @5 :Header;
    fact @6 :Fact;
    decision @7 :Decision;
    judgeAction @8 :JudgeAction;
  }

  stateHash @9 :Data $Json.hex;
  # Optional: the rules engine's StateHash of the position after this event (8 bytes, the 64-bit
  # value big-endian), as the recording tool computed it (`append`, `simulate`, the judge
  # commands). Unset when nobody recorded it (e.g. a hand-written or imported log). `tcgjudge
  # audit` re-folds the log and reports the first event whose recorded hash differs. Added in
  # tcgjudge 0.1 with schema version 1; logs without it encode exactly as before.

  stateKey @11 :Data $Json.hex;
  # Optional: the rules engine's StateKey of the position after this event (8 bytes, the 64-bit
  # value big-endian): an incremental digest of the same position as stateHash, which the engine
  # keeps up to date at a cost that does not grow with the state (docs/log-format.md, "Recorded
  # state keys", defines it exactly). What the recording tools write since it was added; an
  # event may carry stateHash, stateKey, both or neither, and `tcgjudge audit` checks each one it
  # carries. Logs without it encode exactly as before.

  signature @10 :EventSignature;
  # Optional, judge events only: the judge's Ed25519 signature (docs/security.md).

  recording @12 :Recording;
  # Optional (paper games, docs/paper-games.md): how the event came into the record. Unset (null):
  # said aloud or shown, seen by both seats, as every event before paper games. Added with issue
  # 29; events without it encode exactly as before.
}

struct Recording {
  # How an event of a paper game came into the record. Set only where it says something: an
  # implied event, or one not every seat saw.
  implied @0 :Bool;
  # The recorder inferred the event: nobody said it aloud (a pass the next written action implies).
  seenBy @1 :List(Seat);
  # The seats that saw the event, each once; unset: both. Never empty where given, never both.
}

struct EventSignature {
  # An Ed25519 signature (libsodium crypto_sign_detached) of a judge event. The signed message is
  # the ASCII text "tcgjudge event signature v1", one zero byte, then the event's canonical
  # encoding with `signature` unset (prevHash, stateHash and stateKey included). Whether the key
  # belongs to the judge named in the event's actor is decided by the trusted keys
  # (docs/security.md).

  publicKey @0 :Data $Json.hex;
  # The 32-byte Ed25519 public key that verifies `value`.

  value @1 :Data $Json.hex;
  # The 64-byte detached signature.
}

struct Actor {
  union {
    table @0 :Void;
    # Nobody chose it: the header and facts (shuffle results, coin flips, die rolls).

    player @1 :Seat;
    # The player who made a decision.

    judge @2 :Text;
    # The id of the judge who made a judge event (as on the judge's badge or certification).
  }
}

# ---------------------------------------------------------------------------------------------
# Header: event 1 of every game.

struct Header {
  schemaVersion @0 :UInt16;
  # The schema version the log was written with (see `schemaVersion` above).

  ruleset @1 :Text;
  # Ruleset id: "zero" (零次元), "ygo" (Yu-Gi-Oh basic rules); later "rise", "wheel", "myth".

  rulesetVersion @2 :Text;
  # The rulebook edition the game is played under, e.g. "2013-02-01" for 零次元.

  gameId @3 :Text;
  # Unique id of the game in a store: 1..64 characters of [A-Za-z0-9._-].

  tournament @4 :Text;
  # Name of the event (tournament) the game was played at; "" if none.

  round @5 :UInt16;
  # Round number within the tournament, 0 if not given.

  table @6 :UInt16;
  # Table number within the round, 0 if not given.

  players @7 :List(Player);
  # Exactly two players: index 0 is seat A, index 1 is seat B.

  firstPlayer @8 :Seat;
  # The seat that takes the first turn (零次元 100(3)).

  options @9 :List(RuleOption);
  # Ruleset options where tournaments may differ (e.g. whether the first player draws on turn 1).
  # Names and values are defined per ruleset in docs/rulings-<ruleset>.md; absent = default.

  match @10 :MatchDuel;
  # The match this game is a duel of; unset (null) if it is none. A struct, so that a header
  # without it costs no byte and writes no JSON member. Added in tcgjudge 0.2.

  recorder @11 :Recorder;
  # Who recorded the game: unset (null) means omniscient (a bot, a digital client: every card and
  # every order known), as every log before paper games. Set: a paper game recorded as the table
  # or one seat saw it; its deck orders are unknown and its cards nobody saw are handles ("A#17",
  # docs/paper-games.md). Added with issue 29; a header without it encodes exactly as before.
}

struct Recorder {
  # Who recorded a paper game.
  union {
    table @0 :Void;
    # A scorekeeper or judge at the table: what both seats showed.
    seat @1 :Seat;
    # One seat's player, or someone behind that seat: what the table showed and that seat saw.
  }
}

struct MatchDuel {
  # A duel of a match: the duels of a match share `id`; between them each ruleset's
  # sideboarding rule applies (Yu-Gi-Oh §1.1.3).
  id @0 :Text;
  # The match as the organiser names it, e.g. "R4-T7".
  duel @1 :UInt8;
  # The duel's number within the match, from 1; 0 if not given.
}

struct Player {
  name @0 :Text;
  # The player's name as registered.

  playerId @1 :Text;
  # The player's membership or registration id; "" if none.

  deck @2 :List(Text);
  # The decklist in registration order, one card code (e.g. "BP02-001") per card. The n-th
  # entry becomes card instance <seat letter><n>, e.g. the 7th of seat A is "A07".

  extraDeck @3 :List(Text);
  # The extra deck, where the game has one (Yu-Gi-Oh §1.1.2): card codes whose instances number on
  # after the main deck's (a 40-card deck's first extra deck card is "A41"). Added with the
  # `ygo` ruleset; absent in older logs, which encode exactly as before.

  sideDeck @4 :List(Text);
  # The side deck (Yu-Gi-Oh §1.1.3): checked by deck construction, never in the game, no ids.

  outsideDeck @5 :List(Text);
  # Cards that start the game outside the deck (rise's commander §101.1, myth's general and
  # treasure §23): card codes whose instances number on after the extra deck's (a 60-card deck
  # without an extra deck gives its commander "A61"). Where they start and what they are is the
  # ruleset's. Absent in older logs, which encode exactly as before.
}

struct RuleOption {
  name @0 :Text;
  value @1 :Text;
}

# ---------------------------------------------------------------------------------------------
# Facts: outcomes nobody chose, recorded so that replays never depend on a random generator.

struct Fact {
  union {
    shuffle @0 :Shuffle;
    coinFlip @1 :CoinFlip;
    dieRoll @2 :DieRoll;
    randomPick @3 :RandomPick;
    # Added with the core gaps of issue 25; logs without it encode exactly as before.

    # The facts of a paper game (docs/paper-games.md; added with issue 29): only in a log whose
    # Header has a recorder.
    unseenShuffle @4 :UnseenShuffle;
    reveal @5 :Reveal;
    look @6 :Look;
    pileEnd @7 :PileEnd;
    deckCheck @8 :DeckCheck;
    # The one fact a judge records (Event.actor a judge): what a deck check found.
  }
}

struct UnseenShuffle {
  # A pile was shuffled and nobody saw the resulting order: every card of it loses its place.
  seat @0 :Seat;
  # Whose deck.
}

struct Reveal {
  # A card's identity became known: it binds the card (a handle) to a card code.
  card @0 :Text;
  # The card shown, a handle ("A#17") or a card instance.
  code @1 :Text;
  # Its card code, as on the decklist.
  source @2 :RevealSource;
}

struct RevealSource {
  # Whose word the identity is.
  union {
    table @0 :Void;
    # Shown to the table: both seats and the recorder saw it.
    judge @1 :Void;
    # Seen by a judge (the table may not have).
    claim @2 :Seat;
    # Claimed by this seat's player, nobody checked it: kept apart from an observation.
  }
}

struct Look {
  # A seat looked at cards the record did not see (a look at the top of a deck, at a hand).
  seat @0 :Seat;
  # Who looked.
  cards @1 :List(Text);
  # The cards looked at, each once.
  codes @2 :List(Text);
  # Their card codes in the order of `cards`, where the recorder saw them too; unset: unseen.
}

enum PileEndKind {
  top @0;
  bottom @1;
}

struct PileEnd {
  # A card was put on top or at the bottom of its pile (a deck): a later draw from that end takes
  # it.
  card @0 :Text;
  end @1 :PileEndKind;
}

struct DeckCheck {
  # A judge looked through a hidden zone: its contents, not their order (actor: the judge).
  seat @0 :Seat;
  # Whose zone.
  zone @1 :Text;
  # The zone in the ruleset's words (e.g. "deck", "hand"); the ruleset reads it.
  codes @2 :List(Text);
  # The card codes the zone held, in any order; unset: it was empty.
}

struct Shuffle {
  # A deck was shuffled (100(3), 617); this is its resulting order.
  seat @0 :Seat;
  # Whose deck.
  order @1 :List(Text);
  # Every card instance in that deck after the shuffle, top card first.
}

enum CoinSide {
  heads @0;
  tails @1;
}

struct CoinFlip {
  result @0 :CoinSide;
  purpose @1 :Text;
  # What the flip decided, in the judge's words (e.g. "first player"); "" if a card asked for it.
}

struct DieRoll {
  sides @0 :UInt8;
  # Number of faces, at least 2.
  result @1 :UInt8;
  # The face rolled, 1..sides.
  purpose @2 :Text;
}

struct RandomPick {
  # Cards picked at random from a pool (rise §706.5: random targets, random discards).
  pool @0 :List(Text);
  # Every card instance the pick was among (any order): what the engine says it picks from.
  count @1 :UInt16;
  # How many cards were picked, at least 1 and at most the pool's size.
  purpose @2 :Text;
  # What the pick decided, in the recorder's words; "" if a card asked for it.
  union {
    picked @3 :List(Text);
    # The cards picked, `count` distinct cards of the pool, in the order they were picked.
    unseen @4 :Void;
    # Nobody recorded which cards were picked (a recording of a paper game, where the result is
    # learnt later or never): the log stays well formed; an engine that needs the cards refuses it.
  }
}

# ---------------------------------------------------------------------------------------------
# Decisions: what a player (Event.actor.player) did at a decision point.

struct Decision {
  # Members 0-6 are 零次元's own verbs; 7-13 (pass, discard, chooseCards, chooseYesNo, chooseOrder,
  # chooseNumber, concede) are generic and every ruleset uses them where they mean the same; each
  # later ruleset has one member holding its own verbs (docs/rulesets.md).
  union {
    playCard @0 :PlayCard;
    activateEffect @1 :ActivateEffect;
    upgrade @2 :Upgrade;
    placeResource @3 :PlaceResource;
    declareAttack @4 :DeclareAttack;
    chooseAttackTarget @5 :ChooseAttackTarget;
    declareDefender @6 :DeclareDefender;
    pass @7 :Void;
    # Pass priority (105(1)).
    discard @8 :Discard;
    chooseCards @9 :ChooseCards;
    chooseYesNo @10 :ChooseYesNo;
    chooseOrder @11 :ChooseOrder;
    chooseNumber @12 :ChooseNumber;
    concede @13 :Void;
    # The player concedes; the game ends (101(4)).

    ygo @14 :import "ygo/decision.capnp".Decision;
    # A Yu-Gi-Oh decision (events/ygo/decision.capnp; docs/rulesets.md: one member per ruleset
    # holds that game's own verbs; the ones above are 零次元's and the generic ones).
    myth @15 :import "myth/decision.capnp".Decision;
    wheel @16 :import "wheel/decision.capnp".Decision;
    rise @17 :import "rise/decision.capnp".Decision;
  }
}

struct Payment {
  # The costs paid for a card, an effect, a level-up or an attack, as the player paid them
  # (303, 703). Each list names card instances.
  tap @0 :List(Text);
  # Cards tapped: resource cards, or the card itself for a (横置) cost.
  discard @1 :List(Text);
  # Hand cards discarded (608).
  scrap @2 :List(Text);
  # Own cards sent to the rest area from the battle, resource or life zone (606).
  flip @3 :List(Text);
  # Face-up resource cards turned face down (600(2)a).
  reveal @4 :List(Text);
  # Hand cards revealed (600(2)b).
}

struct Target {
  union {
    card @0 :Text;
    # A card instance.
    player @1 :Seat;
    # A player (or that player's life zone, where the card says so).
  }
}

struct Choice {
  # A choice made while playing a card or activating an effect: a mode, a number (X), a yes/no,
  # or a set of cards, in the order the card text asks for them.
  union {
    option @0 :Text;
    number @1 :Int32;
    yesNo @2 :Bool;
    cards @3 :List(Text);
  }
}

struct PlayCard {
  # Use a card from hand: character, equipment, event or tactic (318-321).
  card @0 :Text;
  payment @1 :Payment;
  targets @2 :List(Target);
  # Chosen targets (705); for an equipment, the character it is to equip (319(2)).
  choices @3 :List(Choice);
  respondsToCounter @4 :Text;
  # Optional: the life card whose counter effect was being carried out when the player made this
  # play in response to it. Nothing can respond to a counter effect (零次元 704(5), 312(2)): the
  # rules engine flags the play and does not carry it out. "" (left out): an ordinary play.
}

struct ActivateEffect {
  # Activate an activated effect of a card (703), including keyword effects such as 聚气.
  card @0 :Text;
  effect @1 :UInt8;
  # Which effect of the card, counting its effects in printed order from 0.
  payment @2 :Payment;
  targets @3 :List(Target);
  choices @4 :List(Choice);
  respondsToCounter @5 :Text;
  # Optional, as PlayCard.respondsToCounter: activated in response to that life card's counter
  # effect (704(5)).
}

enum UpgradeMethod {
  flipResource @0;
  # 600(2)a: turn a face-up resource face down; the deck's top card becomes the indicator.
  revealHand @1;
  # 600(2)b: reveal a hand card of the same colour and name; it becomes the indicator.
}

struct Upgrade {
  # Level up a character (升级, 600).
  card @0 :Text;
  # The character being levelled up.
  method @1 :UpgradeMethod;
  source @2 :Text;
  # The resource card flipped (flipResource) or the hand card revealed (revealHand).
}

struct PlaceResource {
  # The resource step choice (204, 404): one card from hand, or none.
  union {
    card @0 :Text;
    none @1 :Void;
  }
}

struct DeclareAttack {
  # Declare an attack with a character (501).
  attacker @0 :Text;
  payment @1 :Payment;
  # Additional attack costs (501(4)), if any.
}

struct ChooseAttackTarget {
  # The attack target (502).
  union {
    card @0 :Text;
    # A tapped character of the non-active player.
    lifeZone @1 :Void;
    # The non-active player's life zone (a direct attack).
  }
}

struct DeclareDefender {
  # The non-active player's defence declaration (503).
  union {
    card @0 :Text;
    none @1 :Void;
  }
}

struct Discard {
  # Cards discarded from hand when the rules or an effect require it (408 discard step, 608).
  cards @0 :List(Text);
}

struct ChooseCards {
  # Cards chosen when an effect or a rule asks (e.g. which same-name character to scrap, 305(4)).
  cards @0 :List(Text);
}

struct ChooseYesNo {
  # Answer to a yes/no question (e.g. a "may" trigger, 智谋 top or bottom).
  yes @0 :Bool;
}

struct ChooseOrder {
  # An order the rules let a player choose (106(6), 201(4), 202(5)), first item first. Items name
  # card instances; a card's second triggered effect is written "A07/1" (effect index after "/").
  items @0 :List(Text);
}

struct ChooseNumber {
  # A number a player declares (103(3), 901 loop repetitions, X).
  number @0 :Int32;
}

# ---------------------------------------------------------------------------------------------
# Judge events: a judge (Event.actor.judge) acts on the game.

struct JudgeAction {
  rules @0 :List(Text);
  # The rules relied on, e.g. ["902(1)", "318(1)"].
  text @1 :Text;
  # The judge's words.
  union {
    reverse @2 :Reverse;
    backUp @3 :BackUp;
    ruling @4 :Void;
    # A ruling: `rules` and `text` say what was ruled.
    penalty @5 :Penalty;
    note @6 :Void;
    # A note for the record.
    result @7 :GameResult;
    # The judge ends the game with this result (e.g. a draw by an unstoppable loop, 101(7),
    # 901(6)). Unlike the other kinds it is folded: the game is over after it.
    restore @8 :Restore;
    # Undo a back-up: a line that a back-up (or an earlier restore) left behind becomes the
    # effective line again. Added in tcgjudge 0.2; logs without it encode exactly as before.
  }
  settles @9 :List(UInt32);
  # A ruling or penalty only: the violations it leaves standing by ruling, each named by the seq
  # of the event that committed it (an earlier event of this game). `tcgjudge audit` lists them
  # as ruled, no longer standing. Added in tcgjudge 0.2; unset (the canonical encoding leaves a
  # null list out), logs without it encode exactly as before.
}

struct GameResult {
  # A result the judge declares: the game ends at once with it.
  union {
    draw @0 :Void;
    # Neither player wins.
    winner @1 :Seat;
    # This player wins; the other loses.
    allLose @2 :Void;
    # Both players lose, which is not a draw (myth §1.2: there are no draws; players who meet a
    # loss condition at the same time all lose). Added with issue 25.
  }
}

struct Reverse {
  # Undo the latest effective decision per 902.
  seq @0 :UInt32;
  # The decision reversed.
}

struct BackUp {
  # Continue the game from an earlier priority point. The events after it stay in the log as a
  # superseded branch.
  afterSeq @0 :UInt32;
  # The priority point is the position right after this event of the effective line.
}

struct Restore {
  # Continue the game on a line a judge event left behind, as it stood then. The effective line
  # it replaces stays in the log as a superseded branch (nothing is deleted), so a restore is
  # itself undone by restoring that branch, or backed up past.
  leftBySeq @0 :UInt32;
  # The back-up or restore that left the line behind: an earlier judge event of this game.
}

enum PenaltyKind {
  caution @0;
  warning @1;
  gameLoss @2;
  matchLoss @3;
  disqualification @4;
}

struct Penalty {
  player @0 :Seat;
  kind @1 :PenaltyKind;
}
