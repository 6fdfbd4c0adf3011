#include "engine/rise/board.h"

#include "engine/rise/context.h"
#include "engine/rise/field.h"
#include "engine/rise/turn.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using cards::CardType;

// §405.3: nobody sees the deck; §405.4: the hand its owner; a face-down card its controller
// (§414.1b, §705.2); everything else is public.
SeatMask SeenBy(CardId id, const CardState& card) {
  if (card.zone == Zone::kDeck) return kSeenByNobody;
  if (card.zone == Zone::kHand || card.face_down) return SeatBit(id.seat);
  return kSeenByBoth;
}

void AddKeywords(const cards::Keywords& k, std::vector<std::string>& marks) {
  auto flag = [&](bool on, const char* word) {
    if (on) marks.push_back(word);
  };
  flag(k.guardian, "守护者");
  flag(k.evasion, "闪避");
  flag(k.haste, "亢奋");
  flag(k.pilot, "领航");
  flag(k.beyond_visual_range, "超视距");
  if (k.weapon_equipment != 0) marks.push_back("武器装备+" + std::to_string(k.weapon_equipment));
  flag(k.heavy_armament, "重装");
  flag(k.magnet, "磁力");
  flag(k.untargetable, "不能被指定");
  flag(k.ground_assault, "地面突击");
  flag(k.optical_camouflage, "光学迷彩");
}

// §413.1: the counters on a card, one mark a pile: "2 侦察 counters", "3 power +1 counters".
void AddCounterMarks(const State& s, CardId id, std::vector<std::string>& marks) {
  static constexpr const char* kStat[] = {"", "power", "life", "armour"};
  for (const CounterPile& p : s.counters) {
    if (p.card != id) continue;
    std::string kind = p.name;
    if (p.stat != Stat::kNone) {
      kind = std::string(kStat[static_cast<int>(p.stat)]) + (p.value > 0 ? " +" : " ") +
             std::to_string(p.value);
    }
    marks.push_back(std::to_string(p.count) + " " + kind +
                    (p.count == 1 ? " counter" : " counters"));
  }
}

// §205: power, life and armour where the card has them, as the rules use them now on the field.
void AddStats(const Context& c, CardId id, BoardCard& view) {
  const cards::Card& info = c.Info(id);
  const CardState& card = c.s.Card(id);
  const bool on_field = card.zone == Zone::kField && !card.face_down;
  if (!info.IsUnit() && info.type != CardType::kWeapon) return;
  const int32_t printed_power = info.PrintedPower(card.face);
  view.stats.push_back({"power", on_field ? PowerOf(c, id) : printed_power, printed_power});
  if (info.type != CardType::kWeapon) {
    const int32_t printed_life = info.PrintedLife(card.face);
    view.stats.push_back({"life", on_field ? LifeOf(c, id) : printed_life, printed_life});
  }
  if (info.armour != 0) view.stats.push_back({"armour", info.armour, info.armour});
}

BoardCard CardView(const Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  const CardState& card = c.s.Card(id);
  BoardCard view;
  view.id = id;
  view.code = info.code;
  view.name = info.name;
  view.face_down = card.face_down;
  view.tapped = card.exhausted;
  view.damage = card.damage;
  view.seen_by = SeenBy(id, card);
  view.properties.push_back({"type", std::string(cards::CardTypeWord(info.type))});
  if (card.zone == Zone::kField) AddCounterMarks(c.s, id, view.marks);  // §412.6f: face down too.
  if (card.zone != Zone::kField || card.face_down) return view;
  if (id.IsToken()) view.marks.push_back("token");  // §413.2
  AddStats(c, id, view);
  AddKeywords(info.keywords, view.marks);
  if (info.type == CardType::kVehicle) view.attached = CrewOf(c, id);
  for (const auto& seat_cards : {Seat::kA, Seat::kB}) {
    const auto& all = c.s.cards[SeatIndex(seat_cards)];
    for (size_t i = 0; i < all.size(); ++i) {
      if (all[i].host == id) view.attached.push_back(CardId{seat_cards, uint16_t(i + 1)});
    }
  }
  if (card.vehicle.index != 0) view.marks.push_back("aboard " + card.vehicle.ToString());
  if (card.host.index != 0) view.marks.push_back("attached to " + card.host.ToString());
  if (IsFatigued(c, id)) view.marks.push_back("deployment fatigue");
  if (info.type == CardType::kCommander && card.face != 0) view.marks.push_back("face 2");
  return view;
}

BoardZone ZoneView(const Context& c, std::string name, bool hidden,
                   const std::vector<CardId>& ids) {
  BoardZone zone;
  zone.name = std::move(name);
  zone.hidden = hidden;
  for (CardId id : ids) zone.cards.push_back(CardView(c, id));
  return zone;
}

std::string LinkWords(const Context& c, const Link& link) {
  switch (link.kind) {
    case LinkKind::kCard:
      return "use " + c.Name(link.card);
    case LinkKind::kResource:
      return "place " + link.card.ToString() + " as a resource";
    case LinkKind::kPaid:
      return "ability " + std::to_string(link.ability) + " of " + c.Name(link.card);
    case LinkKind::kReward:
      return "reward of " + c.Name(link.card);
    case LinkKind::kTriggered:
      return "trigger " + std::to_string(link.ability) + " of " + c.Name(link.card);
    case LinkKind::kCombat: {
      const std::string defender =
          link.targets.empty() ? std::string("?") : link.targets.front().card.ToString();
      return "combat: " + c.Name(link.card) + " against " + defender;
    }
    case LinkKind::kFire:
      return "fire " + c.Name(link.card);
    case LinkKind::kBoard: {
      const std::string vehicle =
          link.targets.empty() ? std::string("?") : link.targets.front().card.ToString();
      return "board: " + c.Name(link.card) + " into " + vehicle;
    }
  }
  return "";
}

std::string_view StageWords(CombatStage stage) {
  switch (stage) {
    case CombatStage::kNone:
      return "";
    case CombatStage::kResponses:
      return "responses";
    case CombatStage::kGuard:
      return "guard";
    case CombatStage::kDefence:
      return "defence window";
    case CombatStage::kEnd:
      return "combat end";
  }
  return "";
}

void AddCombat(const State& s, ::tcgjudge::Board& board) {
  if (s.combat.stage == CombatStage::kNone) return;
  BoardCombat combat;
  combat.attacking = s.combat.attacker.card.seat;
  combat.attacker = s.combat.attacker.card;
  combat.target = s.combat.defender.card;
  if (s.combat.defender.card != s.combat.planned_defender.card) {
    combat.defender = s.combat.defender.card;  // A guard in the planned defender's place (C-5).
  }
  const auto& fired = s.combat.fired[SeatIndex(combat.attacking)];
  if (!fired.empty()) combat.weapon = fired.back();
  combat.step = std::string(StageWords(s.combat.stage));
  board.combat = combat;
}

}  // namespace

std::string StepText(const State& s) {
  switch (s.turn.step) {
    case Step::kSetUp:
      return "set-up";
    case Step::kReady:
      return "ready step";
    case Step::kDraw:
      return "draw step";
    case Step::kAction:
      if (s.combat.stage != CombatStage::kNone) {
        return "action phase: combat (" + std::string(StageWords(s.combat.stage)) + ")";
      }
      return "action phase";
    case Step::kEnd:
      return "end phase";
    case Step::kTally:
      return "tally step";
  }
  return "";
}

std::string PendingText(const State& s) {
  const std::string who = Letter(s.waiting_for);
  switch (s.wait) {
    case Wait::kShuffle:
      return "the shuffle of " + who + "'s deck";
    case Wait::kMulligan:
      return who + ": keep or redraw the opening hand";
    case Wait::kPriority:
      return who + " holds priority";
    case Wait::kOrderTriggers:
      return who + ": order its triggered effects";
    case Wait::kDiscard:
      return who + ": discard down to " + std::to_string(kHandSize);
    case Wait::kGuard:
      return who + ": guard, or pass";
    case Wait::kUnique:
      return who + ": choose the card of its uniqueness conflict to destroy";
    case Wait::kArmour:
      return who + ": exhaust armour against the damage, or pass";
    case Wait::kHost:
      return who + ": choose the host of " + s.attaching.ToString();
    case Wait::kSearch:
      return who + ": name the cards its search finds";
    case Wait::kRandomPick:
      return "a random pick of the targets of " + who + "'s link";
    case Wait::kOver:
      return "";
  }
  return "";
}

::tcgjudge::Board MakeRiseBoard(const State& s, const CardSet& cards) {
  Context c(const_cast<State&>(s), cards, 0);  // Only read below.
  ::tcgjudge::Board board;
  board.active = s.turn.active;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    BoardPlayer player;
    player.seat = seat;
    // §102.1a, §301.1: the player's life is its commander's, less the commander's damage.
    player.life_card =
        BoardPlayer::LifeCard{p.commander, LifeOf(c, p.commander) - s.Card(p.commander).damage};
    if (p.resource_turn == s.turn.number && s.turn.number != 0) {
      player.marks.push_back("placed a resource");
    }
    if (p.mulliganed) player.marks.push_back("took the mulligan");
    player.zones.push_back(ZoneView(c, "commander row", false, p.commander_row));
    player.zones.push_back(ZoneView(c, "troop row", false, p.troops));
    player.zones.push_back(ZoneView(c, "resource row", false, p.resources));
    player.zones.push_back(ZoneView(c, "deck", true, p.deck));
    player.zones.push_back(ZoneView(c, "rescue base", false, p.base));
    player.zones.push_back(ZoneView(c, "hand", true, p.hand));
    board.players.push_back(std::move(player));
  }
  AddCombat(s, board);
  for (const Link& link : s.stack) {
    const bool hidden = (link.kind == LinkKind::kResource || link.kind == LinkKind::kCard) &&
                        s.Card(link.card).face_down;
    board.chain.push_back(BoardLink{link.controller, link.card, LinkWords(c, link), std::nullopt,
                                    hidden ? SeatBit(link.controller) : kSeenByBoth});
  }
  return board;
}

TableLayout RiseTable() {
  const std::vector<std::vector<TablePlace>> side = {
      {{std::nullopt, "commander row", "", 0, 3}, {std::nullopt, "rescue base", "", 3}},
      {{std::nullopt, "troop row", "", 0, 3}, {std::nullopt, "deck", "", 3}},
      {{std::nullopt, "resource row", "", 0, 4}},
      {{std::nullopt, "hand", "", 0, 4}}};
  return TwoSidedTable(4, side, {});
}

}  // namespace tcgjudge::rise
