# 崛起TCG (Rise TCG) card data: what a card is, as the rise rules engine reads it (docs/cards.md,
# "rise").
#
# A card set is a JSON Lines file, one Card per line, in Cap'n Proto's JSON encoding of the Card
# struct below, read with the same strict codec as the game log. Rule numbers (§303.1b) are those
# of rise-tcg-comprehensive-rules-1.00.txt (../shared/rulebooks/). The rulebook prints a few
# example cards; every other card of the bundled set is invented and says so (`invented`).
#
# Persistence contract: ordinals and enumerants never change meaning; new fields get new
# ordinals. Leaving a field out means the common case (no keyword, no cost, no ability).
#
# The plain C++ values are events/rise/card_data.h: each struct there lists its fields once, by
# these names, and one generic reader (events/reflect_capnp.h) fills them from this schema.

@0x90f66cd576f57b40;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tcgjudge::schema::rise::cards");

struct Card {
  code @0 :Text;
  # Unique within a card set; decklists name cards by it.

  name @1 :Text;
  # §200: deck construction counts copies by it (§100.4); 唯一 compares it (§409.3a).

  text @2 :Text;
  # The printed text, for people; the engine reads only the structured fields.

  type @3 :CardType;
  # §300.1: one of the nine card types.

  cost @4 :Int32;
  # §201, §401.5a: the use cost, the number of resources exhausted to use it. A command shows
  # the command symbol and costs 0 (§201.2).

  costX @5 :Bool;
  # §201.3: the cost adds X, chosen when the card is used (§707.1c).

  tags @6 :List(Text);
  # §202.1: the type line's tags (人类联邦, 审判, 胸甲, ...), one word each; the first after the
  # dash is a reinforcement's type (§202.4). Profession tags (猛士) are written here too.

  instant @7 :Bool;
  # 瞬发 (§406.1): used whenever its controller has priority.

  persistence @8 :Persistence;
  # An ability card (§307): non-persistent, persistent (持续) or crystal (结晶).

  unique @9 :Bool;
  # 唯一 (§202.2, §409.3a): one card of that name per controller.

  unlimited @10 :Bool;
  # 无限 (§100.4): any number of copies in a constructed deck.

  tagLimit @11 :TagLimit;
  # tag(N) (§202.2, §409.3b): at most N cards with that tag per controller (手持(2), 随从(1)).

  professionMarkers @12 :List(Profession);
  factionMarkers @13 :List(Faction);
  # §206.1a, §206.1b: the feature markers deck construction compares with the commander's
  # (§100.2a). A commander prints one of each.

  commanderOnly @14 :Text;
  # §100.2b: "【X】指挥官限定使用": only a deck whose commander has the feature X.

  power @15 :Int32;
  # §205: the power of a 援军, 载具, 战队 or 武器 (a commander's is on its faces).

  powerMax @16 :Int32;
  # §303.3a: a vehicle's power range is power..powerMax (0: a fixed power).

  powerX @17 :Bool;
  # §303.3b: a vehicle's power is X, the sum of its crew's.

  damageTypes @18 :List(DamageType);
  # §205.1: the damage types it deals; none given means 射击 (§408.3a).

  life @19 :Int32;
  # §302.1, §303.1, §304.1: a unit's life (a commander's is on its faces).

  armour @20 :Int32;
  # §303.1a, §304.1a: a vehicle's or squad's persistent armour; §306.2: an armour's or
  # accessory's armour value, prevented by exhausting it (§717.2c).

  explosion @21 :Int32;
  # §303.1, §303.6: a vehicle's explosion damage, dealt to each crew member when it is destroyed.

  crew @22 :List(CrewSymbol);
  # §303.1b: a vehicle's crew symbols.

  crewNumber @23 :UInt8;
  # §304.1, §304.1b: the crew a squad counts as when it boards.

  fireCost @24 :Int32;
  # §305.1: a weapon's fire cost, paid in resources with the weapon exhausted (§305.2).

  features @25 :Features;
  # §206: a commander's five features.

  faces @26 :List(Face);
  # §301.2: a commander's faces; faces[0] is the smaller-art face, face up at the start.

  keywords @27 :Keywords;

  attachment @28 :HostKind;
  # §403: an attachment (结附物) and what it may be attached to; `none`: not an attachment.

  effects @29 :List(Effect);
  # What the card does when it resolves (an ability card's text, §709.2b), in printed order.

  modes @30 :UInt8;
  # §707.1b: "选择N项": the effects are modes and N of them are chosen (0: not modal).

  abilities @31 :List(Ability);
  # The card's paid, triggered, continuous and reward abilities, in printed order; a decision
  # names one by its index here.

  invented @32 :Bool;
  # The card is invented (the rulebook prints it nowhere).

  example @33 :Text;
  # The rule whose example prints the card ("§412.6a"), for a card taken from the rulebook.

  hostChosen @34 :Bool;
  # §403.3: an attachment whose attach description names no target ("结附于援军"): it takes no
  # target when used, and its controller chooses its host as it resolves.

  token @35 :Bool;
  # §413.2: a token (替代物): what a `createToken` effect puts onto the field, never a card of a
  # deck. A 援军 of cost 0 whose name, tags, power, life and abilities are the effect's
  # (docs/rulings-rise.md R-35).
}

enum CardType {
  reinforcement @0;  # 援军 (§302)
  vehicle @1;        # 载具 (§303)
  squad @2;          # 战队 (§304)
  commander @3;      # 指挥官 (§301)
  weapon @4;         # 武器 (§305)
  armour @5;         # 护甲 (§306)
  accessory @6;      # 配件 (§306)
  ability @7;        # 能力 / 异能 (§307)
  command @8;        # 命令 (§308): only placed as a resource (§308.1)
}

enum Persistence {
  nonPersistent @0;  # §307.1: resolves, then goes to the rescue base (§709.2g).
  persistent @1;     # 持续: stays on the field (§710.1b).
  crystal @2;        # 结晶 (§307.3): a character on the field, not a unit (§300.1).
}

struct TagLimit {
  tag @0 :Text;
  count @1 :UInt8;
}

enum Profession {
  doctor @0;    # 博士
  samurai @1;   # 高阶武士
  warrior @2;   # 猛士
  apostle @3;   # 使徒
  sufferer @4;  # 受难者
  fearless @5;  # 无畏
  prophet @6;   # 先知
}

enum Faction {
  council @0;  # 众神议会
  front @1;    # 自由战线
  baal @2;     # 巴尔之灵
}

enum DamageType {
  shooting @0;         # 射击: the default (§408.3a)
  melee @1;            # 格斗
  thermal @2;          # 热能
  electromagnetic @3;  # 电磁
  energy @4;           # 能量
  virus @5;            # 病毒
  ray @6;              # 射线
  radiation @7;        # 辐射
}

enum CrewKind {
  commanderOnly @0;  # 指挥官限定搭乘
  troopOnly @1;      # 援军或战队限定搭乘
  anyCharacter @2;   # 任意角色搭乘
}

struct CrewSymbol {
  kind @0 :CrewKind;
  count @1 :UInt8;
}

struct Features {
  specialties @0 :List(Text);  # 特长 (two)
  sect @1 :Text;               # 派系
  talent @2 :Text;             # 天赋
  # The profession and faction are the commander's markers (professionMarkers, factionMarkers).
}

struct Face {
  power @0 :Int32;
  life @1 :Int32;
  abilities @2 :List(Ability);
  # §301.2a: only the face-up face's abilities work.
}

struct Keywords {
  guardian @0 :Bool;           # 守护者: may guard when the opponent attacks (§602.2)
  evasion @1 :Bool;            # 闪避: cannot be attacked
  haste @2 :Bool;              # 亢奋: may attack at once (deployment fatigue, §302.2)
  pilot @3 :Bool;              # 领航: may board a vehicle the turn it entered (§303.2)
  beyondVisualRange @4 :Bool;  # 超视距: takes no counter-attack damage (§603.1a, §415.2)
  weaponEquipment @5 :UInt8;   # 武器装备(+N) (§415.1)
  heavyArmament @6 :Bool;      # 重型武装 (§415.1)
  magnet @7 :Bool;             # 磁石: must be targeted if able (§706.4)
  untargetable @8 :Bool;       # 不能被指定 (§706.1)
  groundAssault @9 :Bool;      # 地面突袭 (reminder text garbled: docs/rulings-rise.md)
  opticalCamouflage @10 :Bool; # 光学迷彩 (no reminder text: no rule)
}

enum HostKind {
  none @0;
  character @1;
  unit @2;
  reinforcement @3;
  vehicle @4;
  squad @5;
  commander @6;
}

enum AbilityKind {
  paid @0;        # 支付式 (§701): cost -> effect, a link.
  triggered @1;   # 触发式 (§703, §708): put on the stack in pre-priority processing.
  continuous @2;  # 持续性 (§704): applies while the card is on the field; no link. Its effects
                  # are `prevent` and `increase` only (§716, §717).
  reward @3;      # 奖励式 (§702): a command's, completed by paying it; the command flips.
}

enum TriggerEvent {
  none @0;
  enters @1;     # 当…进场时 (§710.1d)
  destroyed @2;  # 当…被摧毁时
  turnStart @3;  # 在你的回合开始时 (§500.2)
}

struct Ability {
  kind @0 :AbilityKind;
  cost @1 :Int32;
  # Resources exhausted to pay it (§401.5b).
  exhaustSelf @2 :Bool;
  # 启动式: the cost exhausts the card itself (§701.3; deployment fatigue, §302.2).
  oncePerTurn @3 :Bool;
  # §701.4: "每回合一次".
  on @4 :TriggerEvent;
  # A triggered ability: what triggers it.
  effects @5 :List(Effect);
  modes @6 :UInt8;
  # As Card.modes.
  condition @7 :Condition;
  # §703.2: a triggered ability's intervening "如果……" condition (二次检验): it triggers only
  # if the condition holds, and its effect is countered as it resolves if it no longer does.
  # Reading R-37.
}

enum ConditionCheck {
  none @0;              # No condition.
  commanderDamaged @1;  # Its controller's commander is damaged (§407.1).
  handAtMost @2;        # Its controller holds at most `amount` cards in its hand.
  unitsAtLeast @3;      # Its controller controls at least `amount` units, its commander among
                        # them (§300.1).
}

struct Condition {
  check @0 :ConditionCheck;
  amount @1 :Int32;
}

enum Action {
  none @0;
  damage @1;      # Deals `amount` damage (§407, §408).
  repair @2;      # Repairs `amount` damage (§410).
  draw @3;        # Its controller draws `amount` cards (§405.9e).
  destroy @4;     # Destroys the target (§405.9c).
  exhaust @5;     # Exhausts the target (§404).
  ready @6;       # Readies the target (§404).
  counter @7;     # Counters the target link (打断, §711).
  powerBoost @8;  # The target's power changes by `amount` until the end of the turn.
  prevent @9;
  # A continuous ability's prevention effect (§717.2): prevents `amount` of each preventable
  # damage packet (§408.3c) that would be dealt to a character `target` describes (`self`,
  # `yourCommander` or `friendlyUnits`); with `onlyType`, only of packets of `damageType`.
  increase @10;
  # A continuous ability's replacement effect (§716, §717.1): each damage packet its controller
  # controls (§408.2c) is created with `amount` more; with `onlyType`, only packets of
  # `damageType`. Readings R-29, R-30 of docs/rulings-rise.md.
  moveAttachment @11;
  # §403.6a: the target attachment moves to another card its controller chooses that fits its
  # attach description, without the stack; with none, it stays.
  search @12;
  # §411: its controller searches its deck for up to `amount` cards ("寻找一张卡牌": any card)
  # and puts them into its hand; then the deck is shuffled (§411.2). Reading R-32.
  addCounters @13;
  # §413.1: puts `amount` counters on the target (or `self`): named `counter`, or unnamed ones
  # that each change `counterStat` by `counterValue` (§413.1c). Reading R-36.
  removeCounters @14;
  # §413.1, §413.1d: removes up to `amount` of those counters from the target (or `self`).
  createToken @15;
  # §413.2: its controller puts `amount` tokens of the card `token` (a `token` card of the set)
  # onto its troop row (§413.2a). Reading R-35.
  skipTurn @16;
  # §500.4: its controller (or the target player) skips its next `amount` turns.
  extraTurn @17;
  # §500.3: its controller (or the target player) takes `amount` extra turns after this one.
  endTurn @18;
  # §500.5: ends the turn once its link has resolved (the last effect of its card or ability).
  # Reading R-38.
  changeTarget @19;
  # §706.2: the single target of the target link (target `link`) becomes the new target named
  # after it as the link is added, if that is another legal target of it. Reading R-40.
}

enum CounterStat {
  none @0;    # A named counter (§413.1).
  power @1;   # §413.1c: unnamed counters that change power ...
  life @2;    # ... life ...
  armour @3;  # ... or the armour value.
}

enum TargetKind {
  none @0;                # No target.
  character @1;           # A character on the field (§300.1).
  unit @2;                # A unit on the field.
  opposingCharacter @3;   # A character of an opponent's team.
  friendlyCharacter @4;   # A character of the controller's team.
  player @5;              # A player.
  link @6;                # A link of the stack (a counter, §706.1b, §711.3).
  self @7;                # The card itself (no target).
  yourCommander @8;       # The controller's commander (no target).
  opposingCommander @9;   # The opponent's commander (no target).
  friendlyUnits @10;      # Every unit of the controller's team (a continuous effect; no target).
  attachment @11;         # An attachment on the field (§403).
}

struct Effect {
  action @0 :Action;
  amount @1 :Int32;
  amountX @2 :Bool;
  # The amount is X (§707.1c).
  damageType @3 :DamageType;
  unpreventable @4 :Bool;
  # §408.3c: damage that cannot be prevented.
  target @5 :TargetKind;
  targets @6 :UInt8;
  # How many targets at most (§707.1d); 0 with a targeted kind means 1.
  distribute @7 :Bool;
  # §707.1d: `amount` is divided among the targets, each at least 1.
  onlyType @8 :Bool;
  # `prevent`, `increase`: only damage packets of `damageType` (§408.3a).
  counter @9 :Text;
  # `addCounters`, `removeCounters`: the counter's name (§413.1); empty for an unnamed one.
  counterStat @10 :CounterStat;
  counterValue @11 :Int32;
  # An unnamed counter's stat and each counter's change of it (§413.1c: +1, -1, ...).
  token @12 :Text;
  # `createToken`: the code of the token's card.
  random @13 :Bool;
  # §706.5: the targets (cards) are picked at random among the legal ones, magnets first, not
  # chosen. Reading R-39.
}
