#include "engine/wheel/play.h"

#include "engine/wheel/chain.h"
#include "engine/wheel/effects.h"
#include "engine/wheel/field.h"

namespace tcgjudge::wheel {
namespace {

using cards::CardType;

Status RefuseOwnCard(const Context& c, Seat player, CardId card, const char* field) {
  if (card.seat != player) {
    return Status::InvalidInput(std::string(field) + ": " + c.Name(card) + " is " +
                                Letter(card.seat) + "'s card, not " + Letter(player) + "'s");
  }
  return Status::Ok();
}

// A card is used from the hand; an Extra card from the extra deck (W-8).
Status RefuseNotUsable(const Context& c, CardId card, const char* field) {
  const Zone zone = c.s.Card(card).zone;
  if (zone == Zone::kHand || (zone == Zone::kExtraDeck && c.Info(card).keywords.extra)) {
    return Status::Ok();
  }
  return Status::InvalidInput(std::string(field) + ": " + c.Name(card) + " is in the " +
                              std::string(ZoneName(zone)) +
                              ", not in the hand (nor an Extra card in the extra deck)");
}

// The war spirits of `player`'s field (in a battle zone or carried), face-up.
std::vector<CardId> SpiritsOnField(const Context& c, Seat player) {
  std::vector<CardId> out;
  c.s.ForEachCard(player, [&](CardId id, const CardState& card) {
    if ((InBattleZone(card.zone) || card.zone == Zone::kCarried) && !card.face_down &&
        c.Info(id).type == CardType::kWarSpirit) {
      out.push_back(id);
    }
  });
  return out;
}

bool NamedA(const cards::Card& card, const std::string& a) {
  return card.name.find(a) != std::string::npos || card.keywords.unique_a == a;
}

}  // namespace

bool MeetsCost(const Context& c, Seat player, const cards::Card& card) {
  const std::vector<CardId>& mana = c.s.Player(player).mana;
  if (static_cast<int>(mana.size()) < card.TotalCost()) return false;
  for (const cards::CostSymbol& symbol : card.cost) {
    if (symbol.colour == cards::Colour::kNone) continue;
    const auto n = std::count_if(mana.begin(), mana.end(),
                                 [&](CardId id) { return c.Info(id).attribute == symbol.colour; });
    if (n < card.CostOf(symbol.colour)) return false;
  }
  return true;
}

// Unique (L15) and 〈A〉-Unique (L28, W-18) for `card` coming onto `player`'s field (face-up).
Problems UniquenessProblems(const Context& c, Seat player, CardId card, CardId leaving) {
  Problems out;
  const cards::Card& info = c.Info(card);
  std::vector<CardId> field = SpiritsOnField(c, player);
  for (CardId id : UnitsOf(c.s, player)) {
    if (c.Known(id) != nullptr && c.Info(id).type == CardType::kVehicle) field.push_back(id);
  }
  for (CardId id : c.s.Player(player).magic) field.push_back(id);
  std::erase(field, leaving);
  for (CardId id : field) {
    if (c.s.Card(id).face_down) continue;  // Face-down: unknown to the rule (and maybe the record).
    const cards::Card& other = c.Info(id);
    if (other.name != info.name) continue;
    if (info.keywords.unique || other.keywords.unique) {
      out.push_back({Rule::kUnique, Letter(player) + " already has " + c.Name(id) +
                                        " on the field; a Unique card's exact name may be there "
                                        "only once"});
      break;
    }
  }
  if (info.type != CardType::kWarSpirit) return out;
  for (CardId id : field) {
    const cards::Card& other = c.Info(id);
    if (other.type != CardType::kWarSpirit) continue;
    const std::string& a =
        !other.keywords.unique_a.empty() ? other.keywords.unique_a : info.keywords.unique_a;
    if (!a.empty() && NamedA(info, a) && NamedA(other, a)) {
      out.push_back({Rule::kUniqueA, Letter(player) + " already has " + c.Name(id) + "; with 〈" +
                                         a +
                                         "〉-Unique only one war spirit "
                                         "whose name contains " +
                                         a + " may be on the field"});
      break;
    }
  }
  return out;
}

Status RefusePlaceManaStone(const Context& c, Seat player, const PlaceManaStone& d) {
  TJ_RETURN_IF_ERROR(RefuseOwnCard(c, player, d.stone, "placeManaStone.stone"));
  if (c.Info(d.stone).type != CardType::kManaStone) {
    return Status::InvalidInput("placeManaStone.stone: " + c.Name(d.stone) +
                                " is not a mana stone");
  }
  const Zone zone = c.s.Card(d.stone).zone;
  if (zone == Zone::kMana || zone == Zone::kChain) {
    return Status::InvalidInput("placeManaStone.stone: " + c.Name(d.stone) + " is in the " +
                                std::string(ZoneName(zone)) + " already");
  }
  return Status::Ok();
}

Problems PlaceManaStoneProblems(const Context& c, Seat player, const PlaceManaStone& d) {
  Problems out = ActionTimingProblems(c, player, "placed a mana stone");
  if (c.s.Player(player).mana_turn == c.s.turn.number) {
    out.push_back({Rule::kSecondManaStone,
                   Letter(player) + " placed a second mana stone this turn; one a turn"});
  }
  if (c.s.Card(d.stone).zone != Zone::kExtraDeck) {
    out.push_back({Rule::kManaSource, Letter(player) + " placed " + c.Name(d.stone) + " from the " +
                                          std::string(ZoneName(c.s.Card(d.stone).zone)) +
                                          "; mana stones come from the extra deck"});
  }
  return out;
}

void DoPlaceManaStone(Context& c, Seat player, const PlaceManaStone& d) {
  Lift(c, d.stone);
  c.s.Card(d.stone).zone = Zone::kMana;
  c.s.Player(player).mana.push_back(d.stone);
  c.s.Player(player).mana_turn = c.s.turn.number;
}

Status RefusePlayUnit(const Context& c, Seat player, CardId card, Cell cell, bool vehicle) {
  const char* kind = vehicle ? "playVehicle" : "playWarSpirit";
  TJ_RETURN_IF_ERROR(RefuseOwnCard(c, player, card, kind));
  const CardType want = vehicle ? CardType::kVehicle : CardType::kWarSpirit;
  if (c.Info(card).type != want) {
    return Status::InvalidInput(std::string(kind) + ".card: " + c.Name(card) + " is a " +
                                std::string(cards::CardTypeName(c.Info(card).type)) +
                                (c.Info(card).type == CardType::kFormation
                                     ? ", and the source gives formation cards no rule (W-7)"
                                     : ""));
  }
  TJ_RETURN_IF_ERROR(RefuseNotUsable(c, card, kind));
  if (c.s.Player(player).Cells(cell.row)[cell.index].index != 0 ||
      CellReserved(c.s, player, cell)) {
    return Status::InvalidInput(std::string(kind) + ".cell: " + Letter(player) + "'s " +
                                cell.ToString() + " holds a card already (a cell holds one, §五)");
  }
  return Status::Ok();
}

Problems PlayUnitProblems(const Context& c, Seat player, CardId card, Cell cell, bool face_down) {
  const cards::Card& info = c.Info(card);
  const bool vehicle = info.type == CardType::kVehicle;
  Problems out = UseTimingProblems(c, player, false, "used " + c.Name(card));
  const PlayerState& p = c.s.Player(player);
  if (vehicle && p.vehicle_turn == c.s.turn.number) {
    out.push_back({Rule::kSecondVehicle, Letter(player) + " used a second vehicle this turn"});
  }
  if (!vehicle && !info.keywords.flash && p.spirit_turn == c.s.turn.number) {
    out.push_back({Rule::kSecondWarSpirit,
                   Letter(player) + " used a second war spirit without Flash this turn"});
  }
  if (!MeetsCost(c, player, info)) {
    out.push_back({Rule::kCost, Letter(player) + " has too few mana stones for " + c.Name(card)});
  }
  if (face_down && !info.keywords.ambush) {
    out.push_back(
        {Rule::kFaceDownNotAmbush, c.Name(card) + " was played face-down without Ambush"});
  }
  if (!face_down) {
    for (Problem& p2 : UniquenessProblems(c, player, card)) out.push_back(std::move(p2));
  }
  return out;
}

void DoPlayUnit(Context& c, Seat player, CardId card, Cell cell, bool face_down) {
  PlayerState& p = c.s.Player(player);
  const cards::Card& info = c.Info(card);
  if (info.type == CardType::kVehicle) {
    p.vehicle_turn = c.s.turn.number;
  } else if (!info.keywords.flash) {
    p.spirit_turn = c.s.turn.number;
    if (c.s.paper) c.s.paper->tentative_spirit[SeatIndex(player)] = CardId{};  // Known now (W-P11).
  }
  Lift(c, card);
  c.s.Card(card).zone = Zone::kChain;
  Link link;
  link.controller = player;
  link.card = card;
  link.places = true;
  link.cell = cell;
  link.face_down = face_down;
  AddLink(c, std::move(link));
}

Status RefusePlayMagic(const Context& c, Seat player, const PlayMagic& d) {
  TJ_RETURN_IF_ERROR(RefuseOwnCard(c, player, d.card, "playMagic"));
  if (c.Info(d.card).type != CardType::kMagic) {
    return Status::InvalidInput("playMagic.card: " + c.Name(d.card) + " is not a magic card");
  }
  TJ_RETURN_IF_ERROR(RefuseNotUsable(c, d.card, "playMagic"));
  return RefuseTargets(c, d.targets);
}

Problems PlayMagicProblems(const Context& c, Seat player, const PlayMagic& d) {
  const cards::Card& info = c.Info(d.card);
  Problems out = UseTimingProblems(c, player, info.keywords.instant, "used " + c.Name(d.card));
  if (!MeetsCost(c, player, info)) {
    out.push_back({Rule::kCost, Letter(player) + " has too few mana stones for " + c.Name(d.card)});
  }
  if (info.continuous) {
    for (Problem& p : UniquenessProblems(c, player, d.card)) out.push_back(std::move(p));
  }
  for (Problem& p : TargetProblems(c, player, d.card, 0, d.targets)) out.push_back(std::move(p));
  return out;
}

void DoPlayMagic(Context& c, Seat player, const PlayMagic& d) {
  Lift(c, d.card);
  c.s.Card(d.card).zone = Zone::kChain;
  Link link;
  link.controller = player;
  link.card = d.card;
  link.targets = ToLinkTargets(d.targets);
  AddLink(c, std::move(link));
}

Status RefuseActivateEffect(const Context& c, Seat player, const ActivateEffect& d) {
  TJ_RETURN_IF_ERROR(RefuseOwnCard(c, player, d.card, "activateEffect"));
  const cards::Card& info = c.Info(d.card);
  if (d.effect >= info.effects.size()) {
    return Status::InvalidInput("activateEffect.effect: " + c.Name(d.card) + " has " +
                                std::to_string(info.effects.size()) + " effects, no effect " +
                                std::to_string(d.effect));
  }
  if (info.effects[d.effect].kind == cards::EffectKind::kUse) {
    return Status::InvalidInput(
        "activateEffect.effect: effect 0 of a magic card is its use "
        "(playMagic)");
  }
  const CardState& card = c.s.Card(d.card);
  if (!InBattleZone(card.zone) && card.zone != Zone::kMagic) {
    return Status::InvalidInput("activateEffect.card: " + c.Name(d.card) + " is in the " +
                                std::string(ZoneName(card.zone)) +
                                "; effects are started from the field");
  }
  if (card.face_down) {
    return Status::InvalidInput("activateEffect.card: " + d.card.ToString() +
                                " is face-down; its effects are started once it is flipped");
  }
  return RefuseTargets(c, d.targets);
}

Problems ActivateEffectProblems(const Context& c, Seat player, const ActivateEffect& d) {
  const cards::Effect& e = c.Info(d.card).effects[d.effect];
  if (e.kind != cards::EffectKind::kActivated) {
    return {{Rule::kTriggerNotLink, Letter(player) + " started effect " + std::to_string(d.effect) +
                                        " of " + c.Name(d.card) +
                                        ", which is not an activated effect: it is never started "
                                        "nor put on the chain"}};
  }
  Problems out = UseTimingProblems(c, player, true, "started an effect of " + c.Name(d.card));
  const CardState& card = c.s.Card(d.card);
  const uint8_t used = card.uses_turn == c.s.turn.number ? card.uses[d.effect] : 0;
  if (used >= e.uses) {
    out.push_back(
        {Rule::kEffectUses, Letter(player) + " started effect " + std::to_string(d.effect) +
                                " of " + c.Name(d.card) + " a " + std::to_string(used + 1) +
                                "th time this turn; its icon allows " + std::to_string(e.uses)});
  }
  for (Problem& p : TargetProblems(c, player, d.card, d.effect, d.targets)) {
    out.push_back(std::move(p));
  }
  return out;
}

void DoActivateEffect(Context& c, Seat player, const ActivateEffect& d) {
  if (c.Info(d.card).effects[d.effect].kind != cards::EffectKind::kActivated) return;
  CardState& card = c.s.Card(d.card);
  if (card.uses_turn != c.s.turn.number) {
    card.uses_turn = c.s.turn.number;
    card.uses = {};
  }
  ++card.uses[d.effect];
  Link link;
  link.kind = LinkKind::kEffect;
  link.controller = player;
  link.card = d.card;
  link.effect = d.effect;
  link.targets = ToLinkTargets(d.targets);
  AddLink(c, std::move(link));
}

}  // namespace tcgjudge::wheel
