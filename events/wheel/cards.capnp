# 永恒之轮 (Wheel of Eternity) card data: what a card is, as the wheel rules engine reads it
# (docs/cards.md, "wheel").
#
# A card set is a JSON Lines file, one Card per line, in Cap'n Proto's JSON encoding of the Card
# struct below, read with the same strict codec as the game log. Line numbers (L5, L26) are those
# of wheel-of-eternity-rules.txt; rule ids (WOE-DC-3) those of its digest (../shared/rulebooks/).
# The source names no real card beyond its examples: every card of the bundled set is invented
# and says so (`invented`).
#
# Persistence contract: ordinals and enumerants never change meaning; new fields get new
# ordinals. Leaving a field out means the common case (no keyword, no cost, no effect).
#
# The plain C++ values are events/wheel/card_data.h: each struct there lists its fields once, by
# these names, and one generic reader (events/wheel/card_codec.cc) fills them from this schema.

@0xa0d61f44ccb2ef09;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::wheel::cards");

struct Card {
  code @0 :Text;
  # Unique within a card set; decklists name cards by it.

  name @1 :Text;
  # The exact name: deck construction counts copies by it (WOE-DC-2), Unique compares it exactly
  # and 〈A〉-Unique and Swap [A] look for A inside it (L15, L26, L28).

  text @2 :Text;
  # The printed text, for people; the engine reads only the structured fields.

  type @3 :CardType;
  # L4: the icon at the top left.

  attribute @4 :Colour;
  # L3: the card's attribute; a mana stone's colour (W-6).

  cost @5 :List(CostSymbol);
  # L6: the symbols at the top right; a threshold, never spent (WOE-COST-1). Black is generic.

  attack @6 :Int32;
  defense @7 :Int32;
  # War spirits and vehicles (§七.3.b): damage dealt and the damage that destroys it (W-12).

  traits @8 :List(Text);
  # Traits (特性) that Vehicle [A], deck restriction A and effects look for.

  keywords @9 :Keywords;

  vehicle @10 :Vehicle;
  # A vehicle's crew (L27): capacity 0 carries nobody.

  effects @11 :List(Effect);
  # §八: the card's effects in printed order; a decision names one by its index here. A magic
  # card's own effect when used is effect 0 (kind `use`).

  continuous @12 :Bool;
  # Magic: a continuous magic stays in the magic zone (§五.3); any other goes to the graveyard
  # once used (§五.5).

  invented @13 :Bool;
  # The card is invented (no real card of the game is known beyond the source's examples).
}

enum CardType {
  warSpirit @0;  # 战灵 (sword and shield)
  magic @1;      # 魔法 (pentagram)
  vehicle @2;    # 载具 (helm)
  formation @3;  # 阵型 (rope emblem): the source gives it no rule (W-7)
  manaStone @4;  # 法力石: built into the extra deck, placed into the mana zone (§五.8, §七.2.a)
}

enum Colour {
  none @0;    # 无 (black): generic, counts only toward the total
  fire @1;    # 火 (red)
  water @2;   # 水 (blue)
  wind @3;    # 风 (green)
  earth @4;   # 地 (yellow)
  light @5;   # 光 (white)
  dark @6;    # 暗 (purple)
}

struct CostSymbol {
  colour @0 :Colour;
  count @1 :UInt8;
}

struct Keywords {
  flying @0 :Bool;           # 飞 (L20)
  guard @1 :Bool;            # 防御 (L26)
  ranged @2 :Bool;           # 攻 "long-range cannon" (L26)
  firstStrike @3 :Bool;      # 先攻 (L19)
  assault @4 :Bool;          # 突袭 (L18)
  shield @5 :UInt8;          # 护盾(X) (L22)
  regenerate @6 :UInt8;      # 再生(X) (L23)
  devout @7 :Bool;           # 虔诚 (L21)
  spellResistance @8 :UInt8; # 法术抗力(X) (L24)
  ambush @9 :Bool;           # 埋伏 (L31-32)
  flash @10 :Bool;           # 闪 (L17)
  instant @11 :Bool;         # 即时 (L16)
  unique @12 :Bool;          # 场上唯一 (L15)
  uniqueA @13 :Text;         # 〈A〉 唯一 (L28): A
  swap @14 :Text;            # [A] (L26): A
  legion @15 :UInt8;         # 军团(X) (L25)
  extra @16 :Bool;           # 额外 (L30): built into the extra deck
  deckRestriction @17 :Text; # "A" 定义 (L29): A
}

struct Vehicle {
  capacity @0 :UInt8;  # X of 〔A〕载具(X)
  trait @1 :Text;      # A: the trait a crew member must have ("" any war spirit)
}

struct Effect {
  kind @0 :EffectKind;
  uses @1 :UInt8;
  # An activated effect: the number in its icon, its uses per turn (§八.4).
  on @2 :TriggerEvent;
  # A triggered effect: what triggers it.
  action @3 :Action;
  amount @4 :Int32;
  target @5 :TargetKind;
}

enum EffectKind {
  use @0;        # A magic card's effect when used (effect 0 of a magic card).
  activated @1;  # 开始效果: started by its controller (§八.4), a chain link.
  triggered @2;  # 触发效果: resolves right after its cause, never a link (§九, WOE-CH-3).
  automatic @3;  # 自动效果: applies while the card exists (§八.1); read from keywords.
  rule @4;       # 规则效果: applies on or off the field (§八.3); read from keywords.
}

enum TriggerEvent {
  none @0;
  enters @1;     # The card came onto the field (its use resolved).
  destroyed @2;  # The card was destroyed.
  attacks @3;    # The card declared an attack.
}

enum Action {
  none @0;
  damage @1;        # `amount` damage to the target (a unit or a player).
  destroy @2;       # Destroys the target unit.
  draw @3;          # Its controller draws `amount` cards.
  attackBoost @4;   # The target unit's attack changes by `amount` until the end of the turn.
  defenseBoost @5;  # The target unit's defense changes by `amount` until the end of the turn.
}

enum TargetKind {
  none @0;      # No target.
  unit @1;      # A war spirit or vehicle on the field, chosen when used.
  player @2;    # A player, chosen when used.
  self @3;      # The card itself.
  opponent @4;  # The controller's opponent.
}
