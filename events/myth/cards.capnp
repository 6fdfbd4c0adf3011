# 神话起源 (Myth Origins) card data: what a card is, as the myth rules engine reads it
# (docs/cards.md, "myth"). Section numbers (§) are those of myth-origins-rules-guide-2023.txt
# (../shared/rulebooks/); M-n are the readings of docs/rulings-myth.md.
#
# A card set is a JSON Lines file, one Card per line, in Cap'n Proto's JSON encoding of the Card
# struct below, read with the same strict codec as the game log. Skills are written in a small
# declarative vocabulary that engine/myth interprets; the printed text is kept beside them for
# people.
#
# Persistence contract: ordinals and enumerants never change meaning; new fields and new union
# members get new ordinals. Leaving a field out means the common case.
#
# The plain C++ values are events/myth/card_data.h: each struct there lists its fields once, by
# these names, and one generic reader (events/myth/card_codec.cc) fills them from this schema.

@0xe299ce240499929e;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::myth::cards");

struct Card {
  code @0 :Text;
  # Unique within a card set; decklists name cards by it, e.g. "MO-001".

  name @1 :Text;
  # The card name: deck construction counts copies by it (§23 ①); "名称为" matches it exactly and
  # "名称中包含" as a substring (§11.2).

  text @2 :Text;
  # The printed text, for people; the engine reads only the structured fields.

  cost @3 :UInt8;
  # 灵力值: the printed 灵力 to pay to use the card (§12, §26). Generals and treasures have none.

  faction @4 :Faction;
  # 阵营 (§24.2), on generals and creatures; none is neutral (中立).

  class @5 :Class;
  # 职业 (§24.1), on generals, spells and equipment; none is class-less.

  element @6 :Element;
  # 属性 (§24.3), on creatures and spells; none is element-less. No rule of the guide reads it.

  keywords @7 :List(Keyword);
  # The card's static keyword skills (§14.1) and 【瞬发】 (§18.4).

  skills @8 :List(Skill);
  # Its printed skills other than the static keywords, in printed order (skill 0 first).

  fromSpiritZone @9 :Bool;
  # "[XXX]可以从灵力区使用": the card may be used face-down from its owner's 灵力区 (§27.1).

  invented @10 :Bool;
  # Not a card of the guide: made up for the bundled set (docs/cards.md says which values of the
  # guide's cards are made up too).

  union {
    creature @11 :Creature;
    # 生物牌 (§7): a basic card; on the 战场区 it is a creature.
    spell @12 :Void;
    # 法术牌: a basic card; used, it resolves its skill 0 and goes to the discard pile (§14, §18.2).
    equipment @13 :Equipment;
    # 装备牌: a basic card; used, its controller's general wears it (§20).
    adventure @14 :Void;
    # 奇遇牌: a basic card; kept face-down in the 灵力区 and flipped to start its skill 0 (§14.3,
    # §27.2, M-8).
    general @15 :General;
    # 主将牌: one per deck, not in the library (§23); it starts on the field (M-1).
    treasure @16 :Void;
    # 法宝牌: at most one per deck, not in the library (§23); it starts on the field (M-1).
    token @17 :Creature;
    # A 衍生物 (§9): no deck holds it; effects create it by this card's code.
  }
}

struct Creature {
  power @0 :Int8;  # 武力 (§25).
  life @1 :Int8;   # 生命 (§19, §22).
}

struct Equipment {
  power @0 :Int8;       # 武力 (§22.3: 0 may still be wielded).
  durability @1 :Int8;  # 耐久 (§19, §21.3).
}

struct General {
  life @0 :Int8;
  # 生命: the player's life (§1.1 #1).
  power @1 :Int8;
  # The general's own 武力, added to the wielded weapon's (M-6); 0 on every card of the guide.
}

enum Faction {
  none @0;
  immortal @1;  # 仙
  demon @2;     # 妖
  human @3;     # 人
  god @4;       # 神
}

enum Class {
  none @0;
  mage @1;     # 法师
  witch @2;    # 巫师
  warrior @3;  # 战将
  monk @4;     # 修士
}

enum Element {
  none @0;
  metal @1;  # 金
  wood @2;   # 木
  water @3;  # 水
  fire @4;   # 火
  earth @5;  # 土
}

enum Keyword {
  vanguard @0;  # 【先锋】: no summoning sickness (§6).
  guard @1;     # 【护卫】: static; its play effect is not stated (AMBIG-13, M-15).
  peerless @2;  # 【无双】: its play effect is not stated (AMBIG-13, M-15).
  instant @3;   # 【瞬发】: the card may be used as a response (§18.4).
}

enum SkillKind {
  activated @0;  # 主动启动式 (§14.2).
  triggered @1;  # 触发式 (§14.3).
  static @2;     # 静止式 (§14.1): `modifiers` apply while the card is on the field.
  spell @3;      # A spell's or adventure's own skill, started by using or flipping the card.
}

enum Event {
  enterField @0;        # 【叫阵】: this card entered the field (§17.2 #4).
  leaveField @1;        # 【阵亡】: this card went from the field to a discard pile or another zone
                        # (§17.2 #10, §8.2 #2).
  youDraw @2;           # Its controller drew a card (§17.2 #1).
  adventureFlipped @3;  # One of its controller's adventure cards was flipped (§17.2 #11).
  worn @4;              # 【战吼】 of an equipment: it was worn (§17.2 #12, M-14).
  dealtDamage @5;       # This card dealt damage greater than 0 (§17.2 #8, §22.3).
  reset @6;             # This card was reset (§17.2 #15).
  youUseSpell @7;       # Its controller used a spell card, which has resolved (§17.2 #5).
  youUseCard @8;        # Its controller used a creature or equipment card, which has resolved and
                        # is about to enter the field (§17.2 #3, M-22).
  discarded @9;         # This card was discarded from a hand (§17.2 #14).
  exiled @10;           # This card was exiled (§17.2 #16).
  youPutIntoHand @11;   # A card was put into its controller's hand, a draw included (§17.2 #1, #2).
}

enum Side {
  either @0;
  you @1;
  opponent @2;
}

enum TargetKind {
  creature @0;            # A creature (on the field, §7).
  general @1;
  creatureOrGeneral @2;
  equipment @3;           # A worn equipment.
}

struct Target {
  kind @0 :TargetKind;
  side @1 :Side;
  count @2 :UInt8 = 1;  # Exactly this many distinct targets (§16.1).
}

struct SkillCost {
  mana @0 :UInt8;   # 支付N点灵力 (§12.1).
  tap @1 :Bool;     # [横置] the card (§6: not while summoning-sick).
  flip @2 :Bool;    # 翻面 the card (§12.1 [犁耕]).
}

struct Skill {
  kind @0 :SkillKind;
  optional @1 :Bool;
  # The text says 可以 (§15.1); otherwise a triggered skill must start (§15.2).
  nimble @2 :Bool;
  # 【灵动】: an activated skill that may respond to or be inserted into a stack (§14.2).
  event @3 :Event;
  # For a triggered skill: what triggers it.
  cost @4 :SkillCost;
  targets @5 :List(Target);
  actions @6 :List(Action);
  modifiers @7 :List(Modifier);
  # For a static skill.
}

struct Action {
  union {
    draw @0 :Draw;
    # 抓牌 (§2.1).
    damage @1 :UInt8;
    # Non-combat damage to every target (§22.2).
    heal @2 :UInt8;
    # 回复 life or durability to every target, capped at the printed value (§19).
    power @3 :Int8;
    # Every target (or the card itself with no targets) gets +N 武力 until the end of the turn
    # (§25.1).
    destroy @4 :Void;
    # Every target goes from the field to its owner's discard pile (a token leaves the game, §9.2).
    destroyAllCreatures @5 :Void;
    # Every creature on the field does (e.g. [群魔乱舞], §13.2).
    exileUntilReset @6 :Void;
    # 放逐 every target until this card is next reset; then it returns to its owner's field
    # (§10.2 [妲己]).
    tokens @7 :Tokens;
    # Put tokens onto the field under the skill's controller (§9.1).
    loseSkills @8 :Void;
    # Every target loses all printed skills until the end of the turn (§8.1 [捆仙绳]).
    loseKeyword @9 :Keyword;
    # Every target loses that keyword until the end of the turn (§8.2 #1).
    gainControl @10 :Void;
    # Its controller gains control of every target (§10.2; not entering the field).
    resetGeneral @11 :Void;
    # Reset (untap) the controller's general (§20.2 [金砖]).
    useSpiritZone @12 :Void;
    # This turn its controller may use face-down non-adventure cards of their 灵力区, paying their
    # 灵力值 (§15.1 [妖由人兴]).
    putCreaturesFromLibrary @13 :PutFromLibrary;
    # Put creature cards from the library onto the field at once, no cost (§4.2, §4.3 [法天象地]).
    returnToHand @14 :Void;
    # Every target goes from the field to its owner's hand (§2.2, §10.2; a token leaves the game).
  }
}

struct Draw {
  count @0 :UInt8 = 1;
  eachPlayer @1 :Bool;  # Every player draws, active player first ([礼尚往来], §1.2).
}

struct Tokens {
  code @0 :Text;  # A token card of the set.
  count @1 :UInt8 = 1;
}

struct PutFromLibrary {
  count @0 :UInt8 = 1;  # At most this many.
  name @1 :Text;        # "名称为": only cards of exactly this name (§11.2); "" any creature card.
}

struct Modifier {
  union {
    cannotAttackCreatures @0 :Void;
    # The card cannot initiate combat against creatures (§14.1 [千足虫妖]).
    tokenPower @1 :Int8;
    # Every token gets N 武力 (§25.2 [灰狐·常棣]).
    combatDamageReduction @2 :UInt8;
    # Combat damage this card takes is reduced by N per instance (§22.4).
    nonCombatDamageZero @3 :Void;
    # Non-combat damage this card takes counts as 0 (§22.4).
    costReduction @4 :UInt8;
    # Its controller's cards cost N less (§26, floored at 0).
    cannotAttack @5 :Void;
    # The card cannot initiate combat (§21.4 #1).
  }
}
