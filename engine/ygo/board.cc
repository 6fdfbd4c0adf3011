// The Yu-Gi-Oh state as a game-neutral Board (engine/board.h), with what each seat sees (§6):
// the owner sees his hand and his set cards, nobody sees a deck, both see face-up cards on the
// field and the graveyards.

#include "engine/ygo/field.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/turn.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

// Y-25 (§6 L366): who may look at `card` where it is.
SeatMask SeenBy(CardId id, const CardState& card) {
  switch (card.zone) {
    case Zone::kDeck:
      return kSeenByNobody;
    case Zone::kHand:
      return SeatBit(id.seat);
    case Zone::kExtraDeck:
    case Zone::kBanished:
      return card.face_down ? SeatBit(id.seat) : kSeenByBoth;
    case Zone::kMonster:
    case Zone::kExtraMonster:
    case Zone::kSpellTrap:
    case Zone::kField:
      return card.face_down ? SeatBit(card.controller) : kSeenByBoth;
    default:
      return kSeenByBoth;  // The graveyard, xyz materials.
  }
}

BoardCard CardView(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  if (c.Known(id) == nullptr) {  // A paper game's card nobody saw: its back (docs/paper-games.md).
    BoardCard back;
    back.id = id;
    back.name = "unknown card";
    back.face_down = card.face_down;
    back.seen_by = SeenBy(id, card);
    if (OnField(card.zone)) back.slot = card.cell;
    return back;
  }
  const cards::Card& info = c.Info(id);
  BoardCard view;
  view.id = id;
  view.code = info.code;
  view.name = info.name;
  view.face_down = card.face_down;
  view.seen_by = SeenBy(id, card);
  if (OnField(card.zone)) view.slot = card.cell;
  if (const cards::Monster* m = info.AsMonster()) {
    const bool on_field = IsMonsterZone(card.zone);
    view.atk = on_field ? Atk(c, id) : m->atk;
    if (m->kind != cards::MonsterKind::kLink) view.def = on_field ? Def(c, id) : m->def;
    if (m->level != 0) view.level = m->level;
    if (on_field) view.position = card.defense ? "defense" : "attack";
    if (m->kind == cards::MonsterKind::kXyz) {
      view.properties.push_back({"rank", std::to_string(m->rank)});
    }
    if (m->kind == cards::MonsterKind::kLink) {
      view.properties.push_back({"link", std::to_string(m->link)});
    }
  }
  if (OnField(card.zone)) {
    if (card.controller != id.seat) view.marks.push_back("owned by " + Letter(id.seat));
    view.attached = MaterialsOf(c.s, id);
    for (CardId equip : EquipsOf(c.s, id)) view.attached.push_back(equip);
  }
  if (IsMonsterZone(card.zone) && EffectsNegated(c, id)) view.marks.push_back("effects negated");
  if (card.zone == Zone::kExtraDeck && !card.face_down) view.marks.push_back("face-up");
  // §2.1 苏生限制, Y-18: where a monster with a revive limit may be revived from, whether it is on.
  const bool revivable =
      OnField(card.zone) || card.zone == Zone::kGraveyard || card.zone == Zone::kBanished;
  if (revivable && !card.face_down && HasReviveLimit(info)) {
    view.marks.push_back(card.properly_summoned ? "revive limit lifted" : "revive limit on");
  }
  return view;
}

// A zone of the board: a pile or list, or (with `cells`) a positional zone whose cards carry
// their slot (§1.4: the field's cells, as decisions name them).
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

std::vector<std::string> CellNames(Cell::Kind kind, int count) {
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) names.push_back(Cell{kind, static_cast<uint8_t>(i)}.ToString());
  return names;
}

// §3.2/P4: the battle phase's step, as the board's combat names it.
std::string_view BattleStepName(BattleStep step) {
  switch (step) {
    case BattleStep::kStart:
      return "start step";
    case BattleStep::kBattle:
      return "battle step";
    case BattleStep::kDamage:
      return "damage step";
    case BattleStep::kEnd:
      return "end step";
    default:
      return "";
  }
}

// The phase as the board names it, with the damage step: "battle phase: damage step".
std::string StepText(const State& s) {
  std::string step(PhaseTitle(s.turn.phase));
  if (s.turn.step == BattleStep::kDamage) step += ": damage step";
  return step;
}

}  // namespace

Clock YgoRuleset::ClockOf(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  return {.turn = s.turn.number,
          .step = StepText(s),
          .chain_depth = static_cast<uint32_t>(s.chain.links.size())};
}

Board YgoRuleset::DrawBoard(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  Context c(const_cast<State&>(s), cards_, 0);  // Only read below.
  Board board;
  board.active = s.turn.active;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    BoardPlayer player;
    player.seat = seat;
    player.life_points = p.life_points;
    std::vector<CardId> monsters(p.monsters.begin(), p.monsters.end());
    std::vector<CardId> extra_monsters;
    for (CardId id : s.extra_monsters) {
      if (id.index != 0 && s.Card(id).controller == seat) extra_monsters.push_back(id);
    }
    std::vector<CardId> spell_traps(p.spell_traps.begin(), p.spell_traps.end());
    player.zones.push_back(ZoneView(c, "deck", true, p.deck));
    player.zones.push_back(ZoneView(c, "hand", true, p.hand));
    player.zones.push_back(ZoneView(c, "extra deck", true, p.extra_deck));
    player.zones.push_back(
        ZoneView(c, "monster zones", false, monsters, CellNames(Cell::Kind::kMonster, 5)));
    player.zones.push_back(ZoneView(c, "extra monster zone", false, extra_monsters,
                                    CellNames(Cell::Kind::kExtraMonster, 2)));
    player.zones.push_back(ZoneView(c, "spell & trap zones", false, spell_traps,
                                    CellNames(Cell::Kind::kSpellTrap, 5)));
    player.zones.push_back(
        ZoneView(c, "field zone", false, {p.field_spell}, CellNames(Cell::Kind::kField, 1)));
    // §6 L364: the graveyard keeps its order; the board lists it top (newest) first.
    player.zones.push_back(
        ZoneView(c, "graveyard", false, {p.graveyard.rbegin(), p.graveyard.rend()}));
    player.zones.push_back(ZoneView(c, "banished", false, p.banished));
    // §2.1, §2.1.7: the summons a player makes once per turn, used this turn.
    if (s.turn.number != 0 && p.normal_summon_turn == s.turn.number) {
      player.marks.push_back("Normal Summon or Set used this turn");
    }
    if (s.turn.number != 0 && p.pendulum_summon_turn == s.turn.number) {
      player.marks.push_back("Pendulum Summon used this turn");
    }
    board.players.push_back(std::move(player));
  }
  if (s.combat.active()) {
    BoardCombat combat;
    combat.attacking = s.Card(s.combat.attacker).controller;
    combat.attacker = s.combat.attacker;
    combat.target = s.combat.target;
    combat.step = std::string(BattleStepName(s.turn.step));
    board.combat = combat;
  }
  for (const Link& link : s.chain.links) {
    const std::string what =
        link.scale ? "pendulum scale" : "effect " + std::to_string(link.effect);
    board.chain.push_back(
        BoardLink{link.controller, link.card, what + " of " + c.Name(link.card), link.speed});
  }
  return board;
}

}  // namespace tcgjudge::ygo
