#include "engine/wheel/board.h"

#include "engine/wheel/context.h"
#include "engine/wheel/field.h"

namespace tcgjudge::wheel {
namespace {

SeatMask SeenBy(CardId id, const CardState& card) {
  switch (card.zone) {
    case Zone::kDeck:
      return kSeenByNobody;
    case Zone::kHand:
      return SeatBit(id.seat);
    default:
      return card.face_down ? SeatBit(id.seat) : kSeenByBoth;
  }
}

void AddKeywords(const cards::Keywords& k, std::vector<std::string>& marks) {
  auto flag = [&](bool on, const char* name) {
    if (on) marks.push_back(name);
  };
  auto number = [&](uint8_t x, const char* name) {
    if (x != 0) marks.push_back(std::string(name) + " " + std::to_string(x));
  };
  flag(k.flying, "flying");
  flag(k.guard, "guard");
  flag(k.ranged, "ranged");
  flag(k.first_strike, "first strike");
  flag(k.assault, "assault");
  number(k.shield, "shield");
  number(k.regenerate, "regenerate");
  flag(k.devout, "devout");
  number(k.spell_resistance, "spell resistance");
  flag(k.ambush, "ambush");
  flag(k.flash, "flash");
  flag(k.instant, "instant");
  flag(k.unique, "unique");
}

BoardCard CardView(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  if (c.Known(id) == nullptr) {  // A paper game's card nobody saw: its back (docs/paper-games.md).
    BoardCard back;
    back.id = id;
    back.name = "unknown card";
    back.face_down = card.face_down;
    back.seen_by = SeenBy(id, card);
    if (InBattleZone(card.zone)) back.slot = card.cell;
    return back;
  }
  const cards::Card& info = c.Info(id);
  BoardCard view;
  view.id = id;
  view.code = info.code;
  view.name = info.name;
  view.face_down = card.face_down;
  view.seen_by = SeenBy(id, card);
  const bool on_field = InBattleZone(card.zone);
  if (on_field) view.slot = card.cell;
  if (info.IsUnit()) {
    view.atk = on_field ? AttackOf(c, id) : info.attack;
    view.def = on_field ? DefenseOf(c, id) : info.defense;
    view.damage = card.damage;
    AddKeywords(info.keywords, view.marks);
  }
  if (on_field) {
    view.attached = CrewOf(c.s, id);
    const uint32_t now = c.s.turn.number;
    if (card.entered_turn == now) view.marks.push_back("entered this turn");
    if (card.moved_turn == now) view.marks.push_back("moved this turn");
    if (card.attacked_turn == now) view.marks.push_back("attacked this turn");
  }
  if (card.zone == Zone::kCarried) view.marks.push_back("carried by " + card.carried_by.ToString());
  if (info.type == cards::CardType::kManaStone) {
    view.properties.push_back({"colour", std::string(cards::ColourName(info.attribute))});
  }
  return view;
}

BoardZone ZoneView(const Context& c, std::string name, bool hidden, const std::vector<CardId>& ids,
                   std::vector<std::string> cells = {}) {
  BoardZone zone;
  zone.name = std::move(name);
  zone.hidden = hidden;
  zone.cells = std::move(cells);
  for (CardId id : ids) {
    if (id.index != 0) zone.cards.push_back(CardView(c, id));
  }
  return zone;
}

std::vector<std::string> CellNames(Row row) {
  std::vector<std::string> names;
  for (uint8_t i = 0; i < 3; ++i) names.push_back(Cell{row, i}.ToString());
  return names;
}

std::vector<CardId> Carried(const State& s, Seat seat) {
  std::vector<CardId> out;
  for (CardId vehicle : UnitsOf(s, seat)) {
    for (CardId crew : CrewOf(s, vehicle)) out.push_back(crew);
  }
  return out;
}

}  // namespace

std::string StepText(const State& s) {
  switch (s.turn.phase) {
    case Phase::kSetUp:
      return "set-up";
    case Phase::kDraw:
      return "draw phase";
    case Phase::kAction:
      return s.combat.active() ? "action phase: battle" : "action phase";
    case Phase::kEnd:
      return "end phase";
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
    case Wait::kAction:
      return who + ": an action, or pass to end the action phase";
    case Wait::kResponse:
      return who + ": respond to " + Letter(s.chain.links.back().controller) + "'s link, or pass";
    case Wait::kGuard:
      return who + ": guard, or pass";
    case Wait::kEndWindow:
      return who + ": an Instant, or pass";
    case Wait::kDiscard:
      return who + ": discard down to 8";
    case Wait::kOver:
      return "";
  }
  return "";
}

::tcgjudge::Board MakeWheelBoard(const State& s, const CardSet& cards) {
  Context c(const_cast<State&>(s), cards, 0);  // Only read below.
  ::tcgjudge::Board board;
  board.active = s.turn.active;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    BoardPlayer player;
    player.seat = seat;
    player.life_points = p.life;
    const uint32_t now = s.turn.number;
    if (p.mana_turn == now && now != 0) player.marks.push_back("placed a mana stone");
    if (p.spirit_turn == now && now != 0) player.marks.push_back("used a war spirit");
    if (p.vehicle_turn == now && now != 0) player.marks.push_back("used a vehicle");
    if (p.swap_turn == now && now != 0) player.marks.push_back("swapped");
    player.zones.push_back(ZoneView(c, "deck", true, p.deck));
    player.zones.push_back(ZoneView(c, "hand", true, p.hand));
    player.zones.push_back(ZoneView(c, "extra deck", false, p.extra_deck));
    player.zones.push_back(ZoneView(c, "attack zone", false,
                                    std::vector<CardId>(p.attack.begin(), p.attack.end()),
                                    CellNames(Row::kAttack)));
    player.zones.push_back(ZoneView(c, "defense zone", false,
                                    std::vector<CardId>(p.defense.begin(), p.defense.end()),
                                    CellNames(Row::kDefense)));
    player.zones.push_back(ZoneView(c, "vehicle crews", false, Carried(s, seat)));
    player.zones.push_back(ZoneView(c, "magic zone", false, p.magic));
    player.zones.push_back(ZoneView(c, "mana zone", false, p.mana));
    player.zones.push_back(ZoneView(c, "graveyard", false, p.graveyard));
    board.players.push_back(std::move(player));
  }
  if (s.combat.active()) {
    BoardCombat combat;
    combat.attacking = s.combat.attacker.seat;
    combat.attacker = s.combat.attacker;
    combat.target = s.combat.target;
    combat.step = s.wait == Wait::kGuard ? "guard" : "damage";
    board.combat = combat;
  }
  for (const Link& link : s.chain.links) {
    std::string what;
    switch (link.kind) {
      case LinkKind::kCard:
        what = "use " + c.Name(link.card);
        break;
      case LinkKind::kEffect:
        what = "effect " + std::to_string(link.effect) + " of " + c.Name(link.card);
        break;
      case LinkKind::kFlip:
        what = "flip " + link.card.ToString();
        break;
    }
    board.chain.push_back(BoardLink{link.controller, link.card, what, std::nullopt});
  }
  return board;
}

TableLayout WheelTable() {
  auto cells = [](const char* zone, Row row) {
    std::vector<TablePlace> places;
    for (uint8_t i = 0; i < 3; ++i) {
      places.push_back({std::nullopt, zone, Cell{row, i}.ToString(), static_cast<uint8_t>(1 + i)});
    }
    return places;
  };
  std::vector<TablePlace> front = {{std::nullopt, "magic zone", "", 0}};
  for (TablePlace& p : cells("attack zone", Row::kAttack)) front.push_back(p);
  front.push_back({std::nullopt, "graveyard", "", 4});
  std::vector<TablePlace> back = {{std::nullopt, "mana zone", "", 0}};
  for (TablePlace& p : cells("defense zone", Row::kDefense)) back.push_back(p);
  back.push_back({std::nullopt, "deck", "", 4});
  const std::vector<TablePlace> edge = {{std::nullopt, "hand", "", 0, 3},
                                        {std::nullopt, "vehicle crews", "", 3},
                                        {std::nullopt, "extra deck", "", 4}};
  return TwoSidedTable(5, {front, back, edge}, {});
}

}  // namespace tcgjudge::wheel
