#include "engine/ygo/field.h"

#include <algorithm>

#include "engine/ygo/happen.h"
#include "engine/ygo/paper.h"

namespace tcgjudge::ygo {
namespace {

using cards::Event;

// A monster cell on the field as seen from seat A's side (§1.4.1): row 0 is B's main monster
// zones (B's M1 at column 4), row 1 the extra monster zones (EMZ1 at column 1, EMZ2 at 3), row 2
// A's main monster zones (A's M1 at column 0).
struct Pos {
  int row = 0;
  int col = 0;
};

Pos PosOf(Seat seat, Cell cell) {
  if (cell.kind == Cell::Kind::kExtraMonster) return {1, cell.index == 0 ? 1 : 3};
  return seat == Seat::kA ? Pos{2, cell.index} : Pos{0, 4 - cell.index};
}

std::optional<SeatCell> CellAt(Pos p) {
  if (p.col < 0 || p.col > 4 || p.row < 0 || p.row > 2) return std::nullopt;
  if (p.row == 1) {
    if (p.col != 1 && p.col != 3) return std::nullopt;
    return SeatCell{Seat::kA, Cell{Cell::Kind::kExtraMonster, static_cast<uint8_t>(p.col / 2)}};
  }
  if (p.row == 2)
    return SeatCell{Seat::kA, Cell{Cell::Kind::kMonster, static_cast<uint8_t>(p.col)}};
  return SeatCell{Seat::kB, Cell{Cell::Kind::kMonster, static_cast<uint8_t>(4 - p.col)}};
}

// An arrow's step from its monster's controller's point of view; seat B sees the field turned.
Pos Step(cards::Arrow arrow, Seat seat) {
  static constexpr Pos kSteps[] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                   {0, 1},   {1, -1}, {1, 0},  {1, 1}};
  Pos step = kSteps[static_cast<int>(arrow)];
  if (seat == Seat::kB) step = {-step.row, -step.col};
  return step;
}

bool SameCell(const SeatCell& a, const SeatCell& b) {
  if (a.cell.kind == Cell::Kind::kExtraMonster) return a.cell == b.cell;
  return a == b;
}

std::vector<CardId>& PileOf(State& s, Seat seat, Zone zone) {
  PlayerState& p = s.Player(seat);
  switch (zone) {
    case Zone::kDeck:
      return p.deck;
    case Zone::kHand:
      return p.hand;
    case Zone::kGraveyard:
      return p.graveyard;
    case Zone::kBanished:
      return p.banished;
    default:
      TJ_CHECK(zone == Zone::kExtraDeck);
      return p.extra_deck;
  }
}

bool IsPile(Zone zone) {
  return zone == Zone::kDeck || zone == Zone::kHand || zone == Zone::kGraveyard ||
         zone == Zone::kBanished || zone == Zone::kExtraDeck;
}

// What leaving the field takes with it (§2.1.6, Y-17): the monster's xyz materials go to the
// graveyard and its equip spells with them; a bound Call of the Haunted or monster is destroyed
// by the caller once this card has left.
void LeaveField(Context& c, CardId id) {
  for (CardId material : MaterialsOf(c.s, id)) DetachMaterial(c, material);
  for (CardId equip : EquipsOf(c.s, id)) SendToGraveyard(c, equip, Cause::kRule);
}

// The card bound to `id` (Call of the Haunted and its monster), if it is still that card on the
// field.
std::optional<CardId> BoundOnField(const State& s, CardId id) {
  const CardState& card = s.Card(id);
  if (card.bound_to.index == 0) return std::nullopt;
  const CardState& other = s.Card(card.bound_to);
  if (!OnField(other.zone) || other.object != card.bound_object) return std::nullopt;
  return card.bound_to;
}

// Moves `id`, which is leaving the field or another zone, to `zone` of its owner, raising the
// happenings of a card sent to the graveyard.
void MoveOff(Context& c, CardId id, Zone zone, bool face_up_extra = false) {
  CardState& card = c.s.Card(id);
  const bool from_field = OnField(card.zone);
  if (id.IsToken() && from_field) {  // Supplement 1: it ceases to exist.
    Unlist(c.s, id);
    card.zone = Zone::kGone;
    card.object = c.s.next_object++;
    return;
  }
  Unlist(c.s, id);
  List(c.s, id, zone, id.seat);
  if (zone == Zone::kExtraDeck) c.s.Card(id).face_down = !face_up_extra;
  if (zone == Zone::kGraveyard) {
    Happen(c, Event::kSentToGraveyard, id, id.seat);
    if (from_field) Happen(c, Event::kSentFromFieldToGraveyard, id, id.seat);
  } else if (from_field && OwnEffectsRespondTo(c, id, Event::kLeftField)) {
    Happen(c, Event::kLeftField, id, id.seat);  // Banished, returned, to the extra deck (Y-32).
  }
}

}  // namespace

// ----- Cells ---------------------------------------------------------------------------------

CardId& CellCard(State& s, Seat seat, Cell cell) {
  PlayerState& p = s.Player(seat);
  switch (cell.kind) {
    case Cell::Kind::kMonster:
      return p.monsters[cell.index];
    case Cell::Kind::kSpellTrap:
      return p.spell_traps[cell.index];
    case Cell::Kind::kField:
      return p.field_spell;
    case Cell::Kind::kExtraMonster:
      break;
  }
  return s.extra_monsters[cell.index];
}

CardId CellCard(const State& s, Seat seat, Cell cell) {
  return CellCard(const_cast<State&>(s), seat, cell);
}

Cell CellOf(const CardState& card) {
  switch (card.zone) {
    case Zone::kMonster:
      return Cell{Cell::Kind::kMonster, card.cell};
    case Zone::kExtraMonster:
      return Cell{Cell::Kind::kExtraMonster, card.cell};
    case Zone::kSpellTrap:
      return Cell{Cell::Kind::kSpellTrap, card.cell};
    default:
      TJ_CHECK(card.zone == Zone::kField);
      return Cell{Cell::Kind::kField, 0};
  }
}

std::vector<Cell> FreeCells(const State& s, Seat seat, Cell::Kind kind) {
  const int count = kind == Cell::Kind::kField ? 1 : kind == Cell::Kind::kExtraMonster ? 2 : 5;
  std::vector<Cell> free;
  for (int i = 0; i < count; ++i) {
    const Cell cell{kind, static_cast<uint8_t>(i)};
    if (CellCard(s, seat, cell).index == 0) free.push_back(cell);
  }
  return free;
}

std::vector<CardId> MonstersOf(const State& s, Seat seat) {
  std::vector<CardId> out;
  for (CardId id : s.Player(seat).monsters) {
    if (id.index != 0) out.push_back(id);
  }
  for (CardId id : s.extra_monsters) {
    if (id.index != 0 && s.Card(id).controller == seat) out.push_back(id);
  }
  return out;
}

std::vector<CardId> SpellTrapsOf(const State& s, Seat seat) {
  std::vector<CardId> out;
  for (CardId id : s.Player(seat).spell_traps) {
    if (id.index != 0) out.push_back(id);
  }
  if (s.Player(seat).field_spell.index != 0) out.push_back(s.Player(seat).field_spell);
  return out;
}

bool IsScale(const Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  return card.zone == Zone::kSpellTrap && (card.cell == 0 || card.cell == 4) && !card.face_down &&
         IsPendulum(c.Info(id));
}

std::vector<CardId> ScalesOf(const Context& c, Seat seat) {
  std::vector<CardId> out;
  for (int i : {0, 4}) {
    const CardId id = c.s.Player(seat).spell_traps[i];
    if (id.index != 0 && IsScale(c, id)) out.push_back(id);
  }
  return out;
}

// ----- Links ---------------------------------------------------------------------------------

std::vector<SeatCell> LinkedCells(const Context& c, CardId link) {
  const CardState& card = c.s.Card(link);
  const cards::Monster* m = c.MonsterOf(link);
  std::vector<SeatCell> out;
  if (m == nullptr || m->kind != cards::MonsterKind::kLink || !IsMonsterZone(card.zone) ||
      card.face_down) {
    return out;
  }
  const Pos at = PosOf(card.controller, CellOf(card));
  for (cards::Arrow arrow : m->arrows) {
    const Pos step = Step(arrow, card.controller);
    if (auto cell = CellAt({at.row + step.row, at.col + step.col})) out.push_back(*cell);
  }
  return out;
}

std::vector<CardId> LinkedMonsters(const Context& c, CardId link) {
  std::vector<CardId> out;
  for (const SeatCell& sc : LinkedCells(c, link)) {
    const CardId id = CellCard(c.s, sc.seat, sc.cell);
    if (id.index != 0) out.push_back(id);
  }
  return out;
}

bool IsLinkedZone(const Context& c, Seat seat, Cell cell) {
  for (Seat owner : {Seat::kA, Seat::kB}) {
    for (CardId id : MonstersOf(c.s, owner)) {
      for (const SeatCell& sc : LinkedCells(c, id)) {
        if (SameCell(sc, SeatCell{seat, cell})) return true;
      }
    }
  }
  return false;
}

bool HasExtraLink(const Context& c, Seat seat) {
  (void)seat;  // Y-11: any co-linked path between the two extra monster zones.
  const CardId first = c.s.extra_monsters[0];
  const CardId second = c.s.extra_monsters[1];
  if (first.index == 0 || second.index == 0) return false;
  // Co-linked (§2.1.8 互相连接): each points to the other's cell.
  auto points_to = [&](CardId from, CardId to) {
    const CardState& target = c.s.Card(to);
    const SeatCell at{target.controller, CellOf(target)};
    for (const SeatCell& sc : LinkedCells(c, from)) {
      if (SameCell(sc, at)) return true;
    }
    return false;
  };
  std::vector<CardId> reached = {first};
  for (size_t i = 0; i < reached.size(); ++i) {
    for (Seat owner : {Seat::kA, Seat::kB}) {
      for (CardId next : MonstersOf(c.s, owner)) {
        if (std::find(reached.begin(), reached.end(), next) != reached.end()) continue;
        if (points_to(reached[i], next) && points_to(next, reached[i])) reached.push_back(next);
      }
    }
  }
  return std::find(reached.begin(), reached.end(), second) != reached.end();
}

// ----- Moves ---------------------------------------------------------------------------------

void Unlist(State& s, CardId id) {
  CardState& card = s.Card(id);
  if (IsPile(card.zone)) {
    std::vector<CardId>& pile = PileOf(s, card.controller, card.zone);
    auto it = std::find(pile.begin(), pile.end(), id);
    TJ_CHECK(it != pile.end());
    pile.erase(it);
  } else if (OnField(card.zone)) {
    CardId& slot = CellCard(s, card.controller, CellOf(card));
    TJ_CHECK(slot == id);
    slot = CardId{};
    std::erase(s.chain.summoning, id);  // A monster that left is no longer being summoned.
  }
}

void List(State& s, CardId id, Zone zone, Seat seat, uint8_t cell, bool top) {
  CardState& card = s.Card(id);
  const bool keeps_revive = card.properly_summoned && zone != Zone::kDeck && zone != Zone::kHand &&
                            zone != Zone::kExtraDeck;
  const uint16_t identity = card.def;
  card = CardState{};
  card.def = identity;  // A move keeps the card's identity: it neither reveals nor forgets it.
  card.zone = zone;
  card.controller = seat;
  card.cell = cell;
  card.object = s.next_object++;
  card.properly_summoned = keeps_revive;  // §2.1 苏生限制, Y-18: between graveyard and banishment.
  std::erase_if(s.stat_changes, [&](const StatChange& change) { return change.card == id; });
  if (IsPile(zone)) {
    std::vector<CardId>& pile = PileOf(s, seat, zone);
    if (top) {
      pile.insert(pile.begin(), id);
    } else {
      pile.push_back(id);
    }
  } else if (OnField(zone)) {
    CardId& slot = CellCard(s, seat, CellOf(card));
    TJ_CHECK(slot.index == 0);
    slot = id;
  }
}

void SendToGraveyard(Context& c, CardId id, Cause cause) {
  (void)cause;
  CardState& card = c.s.Card(id);
  const bool from_field = OnField(card.zone);
  const std::optional<CardId> bound = from_field ? BoundOnField(c.s, id) : std::nullopt;
  const bool bound_spell = c.Info(id).Type() != cards::CardType::kMonster;
  if (from_field) LeaveField(c, id);
  // §2.1.7 送墓规则: a pendulum monster from the field goes to the extra deck face-up.
  const bool pendulum = from_field && IsPendulum(c.Info(id)) && IsMonsterZone(card.zone);
  MoveOff(c, id, pendulum ? Zone::kExtraDeck : Zone::kGraveyard, /*face_up_extra=*/true);
  // Call of the Haunted: when it leaves the field its monster is destroyed (Y-17).
  if (bound && bound_spell) Destroy(c, *bound, Cause::kEffect);
}

void Destroy(Context& c, CardId id, Cause cause) {
  const CardState& card = c.s.Card(id);
  const bool on_field = OnField(card.zone);
  const std::optional<CardId> bound = on_field ? BoundOnField(c.s, id) : std::nullopt;
  const bool monster = IsMonsterZone(card.zone);
  SendToGraveyard(c, id, cause);
  Happen(c, Event::kDestroyed, id, c.Tp());
  if (cause == Cause::kBattle) Happen(c, Event::kDestroyedByBattle, id, c.Tp());
  // ... and when its monster is destroyed, Call of the Haunted is.
  if (bound && monster && OnField(c.s.Card(*bound).zone)) Destroy(c, *bound, Cause::kEffect);
}

void DestroyAll(Context& c, std::vector<CardId> ids, Cause cause) {
  // §6: the left-most card goes first: turn player's cells from the left, then the opponent's.
  std::stable_sort(ids.begin(), ids.end(), [&](CardId a, CardId b) {
    const CardState& x = c.s.Card(a);
    const CardState& y = c.s.Card(b);
    if (x.controller != y.controller) return x.controller == c.Tp();
    return x.cell < y.cell;
  });
  for (CardId id : ids) {
    if (OnField(c.s.Card(id).zone)) Destroy(c, id, cause);
  }
}

void Banish(Context& c, CardId id, Cause cause) {
  (void)cause;
  const bool from_field = OnField(c.s.Card(id).zone);
  const std::optional<CardId> bound = from_field ? BoundOnField(c.s, id) : std::nullopt;
  if (from_field) LeaveField(c, id);
  MoveOff(c, id, Zone::kBanished);
  if (bound && c.Info(id).Type() != cards::CardType::kMonster) Destroy(c, *bound, cause);
}

void ReturnToHand(Context& c, CardId id) {
  const CardState& card = c.s.Card(id);
  const bool from_field = OnField(card.zone);
  const std::optional<CardId> bound = from_field ? BoundOnField(c.s, id) : std::nullopt;
  if (from_field) LeaveField(c, id);
  // §1.1.2: an extra deck monster returns to the extra deck.
  MoveOff(c, id, IsExtraDeckMonster(c.Info(id)) ? Zone::kExtraDeck : Zone::kHand);
  if (bound && c.Info(id).Type() != cards::CardType::kMonster) Destroy(c, *bound, Cause::kEffect);
}

void ReturnToDeck(Context& c, CardId id) {
  const bool from_field = OnField(c.s.Card(id).zone);
  if (from_field) LeaveField(c, id);
  const bool extra = IsExtraDeckMonster(c.Info(id));
  MoveOff(c, id, extra ? Zone::kExtraDeck : Zone::kDeck);
  if (!extra && !id.IsToken()) AwaitShuffle(c, id.seat);
}

void AddToHand(Context& c, CardId id) {
  const bool from_deck = c.s.Card(id).zone == Zone::kDeck;
  MoveOff(c, id, Zone::kHand);
  if (from_deck) AwaitShuffle(c, id.seat);  // §6: a searched deck is shuffled (Y-16).
}

void Draw(Context& c, Seat player, int count) {
  for (int i = 0; i < count; ++i) {
    PlayerState& p = c.s.Player(player);
    if (p.deck.empty()) {
      c.losing |= static_cast<uint8_t>(1u << SeatIndex(player));
      c.losing_reason = Letter(player) + " had to draw from an empty deck (§3 L246)";
      return;
    }
    // Y-P2: in a paper game a card nobody saw leaves the deck as a handle.
    const CardId top = c.s.paper ? TopForDraw(c, player) : p.deck.front();
    Unlist(c.s, top);
    List(c.s, top, Zone::kHand, player);
  }
}

void DetachMaterial(Context& c, CardId id) {
  TJ_CHECK(c.s.Card(id).zone == Zone::kMaterial);
  c.s.Card(id).zone = Zone::kGone;  // Unlisted: materials are in no pile.
  List(c.s, id, Zone::kGraveyard, id.seat);
  Happen(c, Event::kSentToGraveyard, id, id.seat);
}

void AttachMaterial(Context& c, CardId material, CardId xyz) {
  LeaveField(c, material);
  Unlist(c.s, material);
  CardState& card = c.s.Card(material);
  if (material.IsToken()) {  // Supplement 1: never an xyz material; off the field it is gone.
    card.zone = Zone::kGone;
    card.object = c.s.next_object++;
    return;
  }
  card.zone = Zone::kMaterial;
  card.controller = c.s.Card(xyz).controller;
  card.face_down = false;
  card.object = c.s.next_object++;
  card.attached_to = xyz;
  card.attached_object = c.s.Card(xyz).object;
  card.attach_stamp = c.s.next_attach++;
}

std::vector<CardId> MaterialsOf(const State& s, CardId id) {
  std::vector<std::pair<uint32_t, CardId>> found;
  const uint32_t object = s.Card(id).object;
  s.ForEachCard([&](CardId other, const CardState& card) {
    if (card.zone == Zone::kMaterial && card.attached_to == id && card.attached_object == object) {
      found.emplace_back(card.attach_stamp, other);
    }
  });
  std::sort(found.begin(), found.end());
  std::vector<CardId> out;
  for (const auto& [stamp, other] : found) out.push_back(other);
  return out;
}

std::vector<CardId> EquipsOf(const State& s, CardId id) {
  std::vector<CardId> out;
  const uint32_t object = s.Card(id).object;
  s.ForEachCard([&](CardId other, const CardState& card) {
    if (card.zone != Zone::kMaterial && OnField(card.zone) && card.attached_to == id &&
        card.attached_object == object) {
      out.push_back(other);
    }
  });
  return out;
}

CardId NewToken(State& s, Seat seat, uint16_t def) {
  PlayerState& p = s.Player(seat);
  ++p.tokens;
  CardState token;
  token.zone = Zone::kGone;
  token.controller = seat;
  s.tokens[SeatIndex(seat)].push_back(token);
  const CardId id = CardId::Token(seat, p.tokens);
  BindIdentity(s, id, def);
  return id;
}

void AwaitShuffle(Context& c, Seat seat) {
  c.s.shuffle_due |= static_cast<uint8_t>(1u << SeatIndex(seat));
}

}  // namespace tcgjudge::ygo
