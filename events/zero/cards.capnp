# Card data: what a card is, as the rules engines read it (docs/cards.md).
#
# Cards are data, not code. A card set is a JSON Lines file, one Card per line, in Cap'n Proto's
# JSON encoding of the Card struct below (the same codec and the same strict reading as the game
# log). Effects are written in a small declarative vocabulary that the engine interprets; the
# printed text is kept beside them for people. Rule numbers are those of the 零次元 rulebook
# (零次元TCG完整规则书, 2013-2-1).
#
# Persistence contract: ordinals and enumerants never change meaning; new fields and new union
# members get new ordinals. Defaults are chosen so that leaving a field out means the common case
# (a zone of "battle", a count of 1, no cost bound).

@0xd1f0c5b7a3e24c19;

using Json = import "/capnp/compat/json.capnp";
using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::cards");

struct Card {
  code @0 :Text;
  # The card number (314), e.g. "BP02-001": 1-32 characters of A-Z a-z 0-9 . _ -. Unique within a
  # card set; decklists (Player.deck in log.capnp) name cards by it.

  name @1 :Text;
  # The card name (301), e.g. "少年悟空". Deck construction (100(2)) counts copies by colour and
  # printed name; effects match it with {name} (Filter.name).

  colour @2 :Colour;
  # The frame colour (103, 304): what the card pays for as a face-up resource (204(3)).

  category @3 :Category;
  # 302: character, equipment, tactic or event.

  cost @4 :Cost;
  # 303: the cost of using the card (left out: 0).

  characterNames @5 :List(Text);
  # 305: the 『A』 character names; a card may have several or none (305(6), (7)).

  attributes @6 :List(Text);
  # 306: attributes, e.g. "龟仙流", "红绸军".

  atk @7 :Int32;
  def @8 :Int32;
  # 308, 309: a character's printed ATK and DEF. 0 for every other category.

  atkBonus @9 :Int32;
  defBonus @10 :Int32;
  # 310: an equipment's ATK and DEF bonus, possibly negative (310(2)). Bonuses are not effects
  # (319(8)). 0 for every other category.

  tacticSpeed @11 :TacticSpeed;
  # 311: a tactic's type, normal (default) or instant. Only tactics may be instant.

  equipOpponent @12 :Bool;
  # 319(2), 319(9): this equipment may also be equipped to an opponent's character (without it,
  # only to a character in our battle zone). Only equipment may set it.

  effects @13 :List(Effect);
  # 700(6): one entry per paragraph of the text box, in printed order; a keyword (900) is a
  # paragraph of its own, and two printed 独行客 are two entries. A decision names an effect by
  # its index here: ActivateEffect.effect, and "A16/1" in ChooseOrder (log.capnp).

  anime @14 :Text;
  # 316: the work the card comes from (official tournaments: one per deck, 100(2)); "" if unknown.

  text @15 :Text;
  # The printed text box, paragraphs separated by "\n", for people. The engine reads only the
  # structured fields.

  sampleValues @16 :List(Text);
  # The fields (JSON names, e.g. "cost", "atk"; or "effects[0].minLevel" for a part of one) whose
  # values are not printed in the rulebook but made up for the sample set. Empty for real data.

  entersAsCopyOf @17 :Filter;
  # 706(2) "将此牌作为战斗区中的一张牌来登场": this character may enter as a copy of a card in a
  # battle zone that matches the filter, chosen as it is used (PlayCard.targets, at most one; none:
  # it enters as itself). Left out: it never does. Characters only; the zone is the battle zone.

  atkPer @18 :PerCard;
  defPer @19 :PerCard;
  # 308(4), 309(4): a character whose ATK / DEF is not a fixed number but set by its effect: `atk`
  # / `def` plus `amount` for every card matching `filter` (e.g. 我方休息区中每有一张牌+500), while
  # it is in the battle zone; elsewhere its ATK / DEF counts as 0. Characters only.

  costPer @20 :PerCard;
  # 303(5): a character whose total cost is set by its effect: `cost.total` plus `amount` for
  # every card matching `filter`, counted as it is used; while it is not being used its cost
  # counts as 0 (e.g. for 费用N以下, 613(2)). Characters only.
}

struct PerCard {
  # "X = amount for every card matching filter", counted from the card's own point of view (its
  # controller is "we").
  filter @0 :Filter;
  amount @1 :Int32;
  # Not 0; negative amounts lower the value.
}

enum Colour {
  # The six colours (103(2)): 红 黄 蓝 绿 白 黑.
  red @0;
  yellow @1;
  blue @2;
  green @3;
  white @4;
  black @5;
}

enum Category {
  character @0;
  # 角色牌 318.
  equipment @1;
  # 装备牌 319.
  tactic @2;
  # 战术牌 320.
  event @3;
  # 事件牌 321.
}

enum TacticSpeed {
  normal @0;
  # 311(2): only in our own non-combat action phase, with an empty chain, holding priority.
  instant @1;
  # 311(3): whenever we hold priority.
}

struct Cost {
  total @0 :Int32;
  # Resources to tap in all (303(3)); at least 0 and at least the sum of `coloured` (303(4)).
  coloured @1 :List(ColourCount);
  # Of those, at least this many of each colour (303(3)); each colour at most once. The rest may
  # be any colour or face-down resources.
}

struct ColourCount {
  colour @0 :Colour;
  count @1 :Int32;
  # At least 1.
}

# ---------------------------------------------------------------------------------------------
# Keywords (900)

struct Keyword {
  # One keyword effect (900(1)). Each instance on a card is its own Effect; instances of 独行客,
  # 智谋 and 战斗连协 count separately (900(4), (6), (7)).
  union {
    rush @0 :Void;
    # 突袭 900(2), continuous: may attack on the turn it entered play. Characters only.
    slow @1 :Void;
    # 迟缓 900(3), continuous: enters play already tapped.
    loneWolf @2 :Void;
    # 独行客 900(4), continuous: (攻)+1000 (防)+1000 while it is the only character card in our
    # battle zone. Characters only.
    guard @3 :Void;
    # 守备 900(5), continuous: cannot declare an attack. Characters only.
    scheme @4 :Void;
    # 智谋 900(6), triggered 【登场时】: look at our deck's top card, put it back on the top or the
    # bottom. Characters, equipment and events (801(1)).
    battleLink @5 :Text;
    # 战斗连协『X』 900(7), continuous: (攻)+1000 (防)+1000 while our battle zone has another card
    # whose character names or attributes include X (the text, non-empty).
    gatherEnergy @6 :GatherEnergy;
    # 聚气 900(8), activated: 【我方回合中】(横置): when this card is next reset, the effect
    # happens. Characters and equipment (the cards that can be tapped, 104(4)).
  }
}

struct GatherEnergy {
  # The effect 聚气 sets aside until its card's next reset (900(8), A-54). Its targets are chosen
  # when that delayed effect goes on the chain.
  targets @0 :List(TargetSpec);
  actions @1 :List(Action);
}

# ---------------------------------------------------------------------------------------------
# Effects (700-809)

struct Effect {
  # One paragraph of the text box.

  minLevel @0 :UInt8;
  # 307(2), 317 [LV2]/[LV3]: the effect exists only while the card's level is at least this
  # (600(6)). 0 or 1: always. At most 10; above 1 only on characters (only they level up, 600).

  union {
    continuous @1 :Continuous;
    triggered @2 :Triggered;
    activated @3 :Activated;
    counter @4 :Counter;
    keyword @5 :Keyword;
    onUse @6 :OnUse;
  }
}

enum TurnRestriction {
  anyTurn @0;
  # Either player's turn (703(4), 800(1)).
  ownTurn @1;
  # 【我方回合中】 809.
  opponentTurn @2;
  # 【对方回合中】 809.
}

struct Continuous {
  # 701: applies while the card is in the battle zone (and `during` and `condition` hold); never
  # on the chain.
  during @0 :TurnRestriction;
  condition @1 :Condition;
  # Left out: always.
  affects @2 :Filter;
  # The cards it changes: {"self": true} for "此牌", {"other": true, "side": "we", "hasName":
  # "龟仙流"} for "我方战斗区中的其他『龟仙流』". Required.
  atk @3 :Int32;
  def @4 :Int32;
  # (攻)/(防) changes (317); on an equipment they change its bonus (310(3), (4)).
  grants @5 :List(Keyword);
  # Keywords the affected cards gain (307(4), 708(2)).
  loseEffects @6 :Bool;
  # The affected cards lose their effects (708).
  cannotAttack @7 :Bool;
  # The affected cards cannot declare an attack (501(3)).
  cannotBeTargeted @8 :Bool;
  # The affected cards cannot be targeted by effects (705(5)).
  setAtk @9 :Int32 = -1;
  setDef @10 :Int32 = -1;
  # "攻击力变为N" / "防御力变为N": the affected characters' ATK / DEF becomes N, applied in
  # timestamp order with every other change (701(3)); -1: no such change.
  damageFactor @11 :UInt8;
  # "将要受到伤害时,改为受到N倍的伤害": damage to the affected characters is multiplied by N, each
  # such effect once per event (707(2)); 0: none, else at least 2.
  attackCost @12 :Cost;
  # The affected characters pay this additional cost when they declare an attack (501(4)).
  cannotBeDefended @13 :Bool;
  # The affected characters' attacks cannot be defended against (503(1)).
  cannotDefend @14 :Bool;
  # The affected characters cannot declare a defence (503(2), (3)).
  cannotBeAttacked @16 :Bool;
  # The affected characters cannot be chosen as an attack's target (502(2)).
  costReduction @15 :Int32;
  # "费用-N": using the affected cards costs N less in total, never less than its coloured part
  # (303(4)); `affects` names where they are, e.g. {"zone": "hand", "side": "we"}. 0: none.
  cannotAttackLife @17 :Bool;
  # The affected characters cannot attack the life zone (502(2)): "不能攻击生命区".
  setName @18 :Text;
  # "牌名变为A": the affected cards' card name is A (301(4)); "": no change.
  addAttributes @19 :List(Text);
  # "获得『A』属性": the affected cards gain these attributes and keep theirs (306(4)).
  setAttributes @20 :List(Text);
  # "属性变为『A』": the affected cards' attributes are these instead (306(5)); empty: no change.
  # Names and attributes change in timestamp order (701(3)); the filters of effects that change
  # them read the cards as printed (A-97).
  revealsDeckTop @21 :Bool;
  # "以展示牌组顶的方式进行游戏": the top card of each deck that `affects` matches is revealed to
  # every player (201(5), 616); `affects` names the decks, e.g. {"zone": "deck", "side": "we"}.
  # A new top card is not revealed until the effect or card being used that changed it is done.
  lifeDamage @22 :UInt8;
  # "此牌攻击成功时对方受到N点伤害" (202(4), 324(3)): a successful direct attack by an affected
  # character deals this many damage to the life zone, N life cards flipped one at a time, in
  # place of the header's directAttackDamage; with several, the latest applies (701(3), A-103).
  # 0: none.
}

enum Timing {
  onEnter @0;             # 【登场时】 801
  onDestroyed @1;         # 【破坏时】 802
  onBattleDestroyed @2;   # 【战斗破坏时】 803
  onAttackDestroyed @3;   # 【攻击破坏时】 803
  onDefenceDestroyed @4;  # 【防御破坏时】 803
  onBattleWon @5;         # 【战斗胜利时】 804
  onAttackWon @6;         # 【攻击胜利时】 804
  onDefenceWon @7;        # 【防御胜利时】 804
  onAttack @8;            # 【攻击时】 805
  onDefend @9;            # 【防御时】 806
  onAttacked @10;         # 【被攻击时】 502(1), A-37
  turnStart @11;          # 【回合开始时】 807
  ownTurnStart @12;       # 【我方回合开始时】 807
  opponentTurnStart @13;  # 【对方回合开始时】 807
  turnEnd @14;            # 【回合结束时】 808
  ownTurnEnd @15;         # 【我方回合结束时】 808
  opponentTurnEnd @16;    # 【对方回合结束时】 808
  onEnterRestArea @17;    # "此牌进入休息区时" (娜美, 106(5))
  inBattle @18;           # 【战斗时】 505(1), A-41: the character's battle begins
}

struct Triggered {
  # 702: triggers on `timing` and goes on the chain; nobody uses it.
  timing @0 :Timing;
  optional @1 :Bool;
  # "可以": its controller may choose not to trigger it (702(2), A-62). A trigger with a cost may
  # always be declined by not paying (702(8)).
  condition @2 :Condition;
  # Intervening condition ("若…"), checked as it triggers and again as it resolves (702(3), (4)).
  cost @3 :EffectCost;
  # Paid as it triggers, or the trigger is ignored (702(8), 801(3)).
  targets @4 :List(TargetSpec);
  actions @5 :List(Action);
  # What it does, in order; at least one.
}

struct Activated {
  # 703: "cost: effect"; used by the card's controller while holding priority (703(2), (4)).
  during @0 :TurnRestriction;
  # 809: 【我方回合中】 / 【对方回合中】.
  cost @1 :EffectCost;
  # Everything before the colon; all of it is paid (703(1)).
  oncePerTurn @2 :Bool;
  # "此效果每回合只能使用一次" (703(3)).
  condition @3 :Condition;
  # Checked again as it resolves (703(5)).
  targets @4 :List(TargetSpec);
  actions @5 :List(Action);
  # At least one.
  inBattle @6 :Bool;
  # "战斗时" (505(1), A-41, A-102): usable only while this card is in battle: the attacker or the
  # character it battles, in the battle step's and the calculation step's free timings.
}

struct Counter {
  # 反击特效 704, 312: happens when this card is turned face up from the life zone by damage; it
  # must happen and cannot be responded to. Any card may have one (A-63).
  targets @0 :List(TargetSpec);
  actions @1 :List(Action);
  # At least one.
}

struct OnUse {
  # 320(4)-(6): what a tactic does as it resolves. Its targets are declared as it is used and
  # checked again at resolution; if all are illegal, it fails (705(6)). On an event: only
  # `targets`, which it declares as it is used (321(2)); its filters then name the first legal
  # one as {"chosen": true} while the event is in the event zone, and an event whose targets are
  # all illegal as it resolves goes to the rest area instead (705(6), A-98).
  condition @0 :Condition;
  targets @1 :List(TargetSpec);
  actions @2 :List(Action);
  # At least one.
}

struct EffectCost {
  # Every part must be paid (703(1)). Left out: no cost.
  tapSelf @0 :Bool;
  # (横置) 317: tap this untapped card (104(3)). Characters and equipment only.
  resources @1 :Cost;
  # Resources to tap, as for a card's cost (317's effect-cost icon).
  discard @2 :UInt8;
  # Hand cards to discard (舍弃, 608).
  scrapSelf @3 :Bool;
  # Scrap this card (废弃, 606).
  scrapLife @4 :UInt8;
  # Top life cards to scrap (324(4): no counter effects).
  scrapOther @5 :List(Filter);
  # One of our own cards per entry, matching it (e.g. 少年路飞: "另一张角色牌", 606).
}

enum Zone {
  battle @0;
  # The battle zone, the event zone included (206(2)). The default.
  hand @1;
  deck @2;
  life @3;
  resource @4;
  event @5;
  # Only the event zone.
  rest @6;
  removed @7;
  chain @8;
  # Cards being used, on the chain (106): a target of copyLink (706(2)).
}

enum Side {
  any @0;
  we @1;
  # The effect's controller (我方, 610).
  opponent @2;
  # 对方 (610).
}

struct Filter {
  # Which cards a target, a condition, a cost or an action means. Every given field restricts;
  # {} means any card in either battle zone.
  self @0 :Bool;
  # Only the effect's own card ("此牌", 601).
  other @1 :Bool;
  # Not the effect's own card ("其他", "另一张").
  side @2 :Side;
  # Whose card.
  zone @3 :Zone;
  # Where the card is (default: the battle zone).
  categories @4 :List(Category);
  # Any of these categories (e.g. ["character"] for "角色牌"); empty: any.
  name @5 :Text;
  # {A}: the card name is A (301(2)).
  hasName @6 :Text;
  # 『A』: a character name or an attribute is A (305(2), 306(2), A-19).
  maxCost @7 :Int32 = -1;
  # "费用N以下": total cost at most N (613(2)); -1: no bound.
  tapped @8 :Bool;
  # Only tapped cards.
  hasAllNames @9 :List(Text);
  # 『A』『B』: every one of these is a character name or an attribute of the card (306(6)).
  hasAnyName @10 :List(Text);
  # 『A』或『B』: at least one of these is (306(7)).
  chosen @11 :Bool;
  # "该牌": only the card the effect's own card is attached to, or that it targeted as it was used
  # (an event's target, 321(2)), while that card is still the same object (200(4)).
  maxAtk @12 :Int32 = -1;
  maxDef @13 :Int32 = -1;
  # "攻击力N以下" / "防御力N以下": a character whose ATK / DEF is at most N (613(2)): its current
  # value in the battle zone, its printed value elsewhere (0 for an undetermined one, 308(4),
  # 309(4)); -1: no bound. Not in what ATK and DEF are computed from (continuous effects,
  # atkPer/defPer/costPer).
}

struct TargetSpec {
  # A target chosen when the link is added to the chain (705(1)).
  filter @0 :Filter;
  count @1 :UInt8 = 1;
  # How many cards; the same card cannot be chosen twice (705(4)).
}

struct Condition {
  # True while at least `atLeast` cards match `filter`.
  filter @0 :Filter;
  atLeast @1 :UInt8 = 1;
}

enum Duration {
  untilEndOfTurn @0;
  # Ends in the clearing step (407(1), A-30).
  permanent @1;
  # While the card stays where it is (a new card after a zone change, 200(4)).
  untilEndOfBattle @2;
  # "战斗时" changes: until the combat in progress ends (507, or interrupted, 500(3)); buff and
  # grant only (A-91).
}

# What an effect does, in order. A `target` field is an index into the effect's `targets` (0 =
# the first); every card chosen for that target spec is meant.
struct Action {
  union {
    draw @0 :UInt8;
    # The controller draws this many cards (602), at least 1.
    damage @1 :Damage;
    destroy @2 :UInt8;
    # Destroys the cards of target n (605(4)).
    discard @3 :UInt8;
    # The controller discards this many hand cards of his choice (608), at least 1.
    search @4 :Search;
    # 615: find a card (then shuffle a searched deck, 615(2)).
    putIntoPlay @5 :PutIntoPlay;
    # Put a card from another zone into our battle zone: it enters play (205(2)).
    buff @6 :Buff;
    # (攻)/(防) changes.
    heal @7 :Heal;
    # 618.
    grant @8 :Grant;
    # A keyword for a while.
    rollDie @9 :RollDie;
    becomeCopy @10 :UInt8;
    # This card becomes a copy of the card of target n (706): it takes that card's copiable
    # values until it leaves the battle zone.
    gainControl @11 :GainControl;
    # The controller gains control of the cards of target n (612), moving them to his battle zone
    # without their entering or leaving (609(2)).
    remove @12 :UInt8;
    # Removes the cards of target n from the game (208), face up.
    preventDamage @13 :PreventDamage;
    # Prevents damage to the cards of target n this turn (607(4), (5)).
    endTurn @14 :Void;
    # "结束本回合": once this effect is done, the turn goes straight to the clearing step (407(2)).
    returnToHand @15 :UInt8;
    # Puts the cards of target n into their owners' hands ("返回持有者的手牌"); a resource card
    # taken back regains its effects and attributes (204(4)).
    copyLink @16 :UInt8;
    # 706(2) "复制一张使用中的牌" / "复制一个效果": a copy of a link of the card of target n goes on the
    # chain under the effect's controller, with the choices made when it was added (its
    # targets): the card itself being used (a tactic, target zone "chain"), or the latest
    # activated or triggered effect of that card on the chain (any other target zone).
    insteadIf @17 :InsteadIf;
    # 707(4): an effect change with a precondition.
    lookAtTop @18 :LookAtTop;
    # "查看我方牌组顶的N张牌": the controller looks at the top cards of his deck (614).
    putOnDeck @19 :PutOnDeck;
    # Puts the cards of target n on top (or at the bottom) of their owners' decks; each owner
    # orders his own cards (201(4)).
    addLife @20 :UInt8;
    # "将我方牌组顶的N张牌加入生命区": the controller's top N deck cards go on top of his life zone,
    # in the order he chooses (202(5)); at least 1.
    eachDraw @21 :UInt8;
    # "双方玩家各抽N张牌": each player draws this many cards, the active player first, carried out
    # together (102(3)), at least 1. Both decks running out is a draw (101(6)).
    win @22 :Void;
    # "我方赢得本局游戏": the controller wins the game; if he also loses at once, he loses
    # (101(5)); if both players win, or both lose, at once, the game is a draw (101(6)).
    addLifeFrom @23 :AddLifeFrom;
    # "将我方手牌中的N张牌加入生命区": cards the controller chooses from another zone than the deck
    # go on top of his life zone, in the order he gives (202(5)).
    scrap @24 :Scrap;
    # "废弃……" (606): a player scraps his own cards that fit, choosing which (606(3)); with `each`,
    # every player does, the active player choosing first, all scrapped together (102(3)).
  }
}

struct Scrap {
  filter @0 :Filter;
  # The cards that may be scrapped: its `zone` is where they are (battle, resource or life,
  # 606(1)); its `side` is whose ("we" or "opponent"), or, with `each`, "any".
  count @1 :UInt8 = 1;
  # How many each scrapping player scraps (all that fit if fewer do, 102(4)); at least 1. Life
  # cards are the top ones, without a choice (324(4)).
  each @2 :Bool;
  # "每位玩家废弃……": each player scraps his own cards (102(3)).
}

struct AddLifeFrom {
  filter @0 :Filter;
  # The cards that may be chosen; its `zone` is where they come from (not the deck, the life zone
  # or the chain), its side ours.
  count @1 :UInt8 = 1;
  # How many (fewer if fewer fit, 102(4)); at least 1.
}

struct InsteadIf {
  # 707(4) "若……,改为……": `instead` happens in place of `actions` if `condition` held when the
  # link was added to the chain (used, triggered) and still holds as it resolves; else `actions`.
  # Either list may hold any action but another insteadIf (their questions are asked as the
  # branch is carried out); it is a top-level action of the effect.
  condition @0 :Condition;
  actions @1 :List(Action);
  # At least one.
  instead @2 :List(Action);
  # At least one.
}

struct LookAtTop {
  count @0 :UInt8 = 1;
  # How many top cards are looked at (fewer if the deck has fewer, 102(4)); at least 1.
  take @1 :Filter;
  # If given: "可以展示其中一张…加入手牌": the controller may reveal one looked-at card that fits
  # (616) and put it into his hand, or declare none found (614(2)). Its zone is the deck.
  reorder @2 :Bool;
  # "以任意顺序放回": the (other) looked-at cards go back in the order the controller chooses
  # (201(4)); false: in the order they were (614(1)).
  bottom @3 :Bool;
  # They go back to the bottom of the deck instead of the top.
}

struct PutOnDeck {
  target @0 :UInt8;
  bottom @1 :Bool;
  # The bottom of the deck instead of the top.
}

struct Damage {
  amount @0 :Int32;
  # At least 1 (607). Damage to a life zone flips that many life cards (324(3)).
  union {
    target @1 :UInt8;
    # Damage to the cards of target n (607).
    opponentLife @2 :Void;
    # Damage to the opponent's life zone (324(3), A-27).
  }
}

struct Search {
  filter @0 :Filter;
  # The card to find; its `zone` is the zone searched (e.g. "deck"), never the battle zone.
  then @1 :SearchThen;
}

enum SearchThen {
  toHand @0;
  # The card found goes to our hand.
  intoPlay @1;
  # "从牌组中找一张费用5以下的海贼登场" (106(5)).
}

struct PutIntoPlay {
  filter @0 :Filter;
  # Which card, and from which zone (its `zone`, never the battle zone); {"self": true} for the
  # card itself (小丑巴基, 200(4)).
  tapped @1 :Bool;
  # "横置登场": it enters play tapped.
}

struct Buff {
  target @0 :UInt8;
  self @1 :Bool;
  # The effect's own card instead of a target.
  atk @2 :Int32;
  def @3 :Int32;
  # Not both 0, unless setAtk or setDef is given.
  duration @4 :Duration;
  setAtk @5 :Int32 = -1;
  setDef @6 :Int32 = -1;
  # "攻击力变为N" / "防御力变为N" (701(3)): the value becomes N, then atk/def (if any) and later
  # changes apply; -1: no such change.
}

struct GainControl {
  target @0 :UInt8;
  duration @1 :Duration;
  # untilEndOfTurn: control returns in the clearing step (407(1)); permanent: it stays.
}

struct PreventDamage {
  target @0 :UInt8;
  amount @1 :Int32;
  # At least 1: the next this-many damage to each card is prevented this turn (607(5)).
}

struct Heal {
  target @0 :UInt8;
  amount @1 :Int32;
  # At least 1; only a damaged character can be healed (618(2)).
}

struct Grant {
  target @0 :UInt8;
  keyword @1 :Keyword;
  duration @2 :Duration;
}

struct RollDie {
  # "宣言1至N中的一个数字,然后掷一个N面骰子。若结果与宣言的数字相同,…": the controller declares a
  # number 1..sides (a chooseNumber decision), then the die is rolled (a dieRoll fact); if the
  # result equals the number, `onMatch` happens.
  sides @0 :UInt8 = 6;
  # At least 2.
  onMatch @1 :List(Action);
  # At least one.
}
