// The 神话起源 state as a game-neutral Board (engine/board.h), and where its zones lie on the
// table. What each seat sees (M-24): nobody sees a library; the owner sees their hand; the
// controller sees the face-down cards of their 灵力区; both see the field, face-up 灵力区 cards,
// the discard piles and exiled cards. The numbered stack (§18) is the board's chain, ① first.

#include "engine/myth/context.h"
#include "engine/myth/field.h"
#include "engine/myth/myth_ruleset.h"

namespace tcgjudge::myth {
namespace {

using cards::CardType;

SeatMask SeenBy(CardId id, const CardState& card) {
  switch (card.zone) {
    case Zone::kLibrary:
      return kSeenByNobody;
    case Zone::kHand:
      return SeatBit(id.seat);
    case Zone::kSpirit:
      return card.face_down ? SeatBit(card.controller) : kSeenByBoth;
    default:
      return kSeenByBoth;
  }
}

// "3/5": what is left of a printed value.
std::string LeftOf(int left, int printed) {
  return std::to_string(left) + "/" + std::to_string(printed);
}

BoardCard CardView(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  const cards::Card& info = c.Info(id);
  BoardCard view;
  view.id = id;
  view.code = info.code;
  view.name = info.name;
  view.face_down = card.face_down;
  view.tapped = card.tapped;
  view.damage = card.damage;
  view.seen_by = SeenBy(id, card);
  if (card.zone != Zone::kField) return view;
  const CardType type = info.Type();
  if (type == CardType::kCreature || type == CardType::kGeneral || type == CardType::kEquipment) {
    view.atk = Power(c, id);  // 武力 (§25).
  }
  if (type == CardType::kCreature || type == CardType::kGeneral) {
    view.properties.push_back({"life", LeftOf(LifeLeft(c, id), PrintedLife(c, id))});
  }
  if (const cards::Equipment* equipment = info.AsEquipment()) {
    view.properties.push_back({"durability", LeftOf(DurabilityLeft(c, id), equipment->durability)});
    view.marks.push_back("worn");  // M-13: every equipment on the field is worn.
  }
  if (type == CardType::kGeneral) view.marks.push_back("general");
  if (type == CardType::kTreasure) view.marks.push_back("treasure");
  if (card.controller != id.seat) view.marks.push_back("owned by " + Letter(id.seat));
  if (IsCreature(c, id) && IsSummoningSick(c, id)) view.marks.push_back("entered this turn");
  for (cards::Keyword keyword : info.keywords) {
    if (HasKeyword(c, id, keyword)) view.marks.push_back(std::string(KeywordName(keyword)));
  }
  if (card.lost_skills) view.marks.push_back("lost its skills");
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

// What a stack entry does, in words: "use A61 五雷诀 → B62", "skill 0 of A63 巡逻兵".
std::string EntryText(const Context& c, const Entry& entry) {
  std::string text;
  switch (entry.kind) {
    case EntryKind::kCard:
      text = "use " + c.Name(entry.card);
      break;
    case EntryKind::kSkill:
      text = "skill " + std::to_string(entry.skill) + " of " + c.Name(entry.card);
      break;
    case EntryKind::kTrigger:
      text = "triggered skill " + std::to_string(entry.skill) + " of " + c.Name(entry.card);
      break;
  }
  for (size_t i = 0; i < entry.targets.size(); ++i) {
    text += (i == 0 ? " → " : ", ") + entry.targets[i].ToString();
  }
  return text;
}

}  // namespace

Board MythRuleset::DrawBoard(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  const Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  Board board;
  board.active = s.turn.active;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    BoardPlayer player;
    player.seat = seat;
    player.life_points = LifeLeft(c, p.general);  // §1.1: a player's life is their general's.
    player.zones.push_back(ZoneView(c, "library", true, p.library));
    player.zones.push_back(ZoneView(c, "hand", true, p.hand));
    player.zones.push_back(ZoneView(c, "field", false, p.field));
    player.zones.push_back(ZoneView(c, "spirit zone", false, p.spirit));
    player.zones.push_back(ZoneView(c, "discard pile", false, p.discard));
    player.zones.push_back(ZoneView(c, "exile", false, p.exiled));
    if (p.spirit_turn == s.turn.number && p.spirit_placed > 0) {
      player.marks.push_back("placed " + std::to_string(p.spirit_placed) +
                             " into the spirit zone this turn");
    }
    board.players.push_back(std::move(player));
  }
  if (s.combat.active) {
    BoardCombat combat;
    combat.attacking = s.combat.player;
    combat.attacker = s.combat.attacker;
    combat.target = s.combat.target;
    combat.step = "declared";
    board.combat = combat;
  }
  if (s.window.open) {
    for (const Entry& entry : s.window.stack) {
      board.chain.push_back(BoardLink{entry.controller, entry.card, EntryText(c, entry)});
    }
  }
  return board;
}

// Seen from a player's chair: the field (战场区) across the table nearest the middle; behind it
// the 灵力区, the discard pile, the exiled cards and the library; the hand at the player's edge.
TableLayout MythRuleset::Table() const {
  const std::vector<TablePlace> field = {{std::nullopt, "field", "", 0, 6}};
  const std::vector<TablePlace> behind = {{std::nullopt, "spirit zone", "", 0, 3},
                                          {std::nullopt, "discard pile", "", 3},
                                          {std::nullopt, "exile", "", 4},
                                          {std::nullopt, "library", "", 5}};
  const std::vector<TablePlace> edge = {{std::nullopt, "hand", "", 0, 6}};
  return TwoSidedTable(6, {field, behind, edge}, {});
}

}  // namespace tcgjudge::myth
