#include "engine/wheel/units.h"

#include "engine/wheel/chain.h"
#include "engine/wheel/field.h"
#include "engine/wheel/play.h"

namespace tcgjudge::wheel {
namespace {

using cards::CardType;

Status RefuseOwnUnit(const Context& c, Seat player, CardId id, const std::string& field,
                     CardType type) {
  if (id.seat != player || !InBattleZone(c.s.Card(id).zone) || c.Info(id).type != type) {
    return Status::InvalidInput(field + ": " + c.Name(id) + " is not a " +
                                std::string(cards::CardTypeName(type)) + " in " + Letter(player) +
                                "'s battle zones");
  }
  return Status::Ok();
}

}  // namespace

// ----- Moving (§七.2.e) -------------------------------------------------------------------------

Status RefuseMoveUnit(const Context& c, Seat player, const MoveUnit& d) {
  const CardState& card = c.s.Card(d.card);
  if (d.card.seat != player || !InBattleZone(card.zone)) {
    return Status::InvalidInput("moveUnit.card: " + c.Name(d.card) + " is not in " +
                                Letter(player) + "'s battle zones");
  }
  if (ZoneOf(d.to.row) == card.zone) {
    return Status::InvalidInput("moveUnit.to: " + d.to.ToString() + " is in the zone " +
                                c.Name(d.card) + " is in; a move goes to the other battle zone");
  }
  if (c.s.Player(player).Cells(d.to.row)[d.to.index].index != 0 ||
      CellReserved(c.s, player, d.to)) {
    return Status::InvalidInput("moveUnit.to: " + Letter(player) + "'s " + d.to.ToString() +
                                " holds a card already");
  }
  return Status::Ok();
}

Problems MoveUnitProblems(const Context& c, Seat player, const MoveUnit& d) {
  Problems out = ActionTimingProblems(c, player, "moved " + c.Name(d.card));
  const CardState& card = c.s.Card(d.card);
  const uint32_t now = c.s.turn.number;
  if (card.face_down) {
    out.push_back({Rule::kMoveFaceDown, d.card.ToString() + ", face-down, was moved"});
  }
  if (card.moved_turn == now) {
    out.push_back({Rule::kMoveTwice, c.Name(d.card) + " moved a second time this turn"});
  }
  if (card.entered_turn == now) {
    out.push_back(
        {Rule::kMoveEnteredThisTurn, c.Name(d.card) + " moved in the turn it came onto the field"});
  }
  if (card.attacked_turn == now) {
    out.push_back({Rule::kMoveAfterAttack, c.Name(d.card) + " moved after it attacked"});
  }
  return out;
}

void DoMoveUnit(Context& c, Seat player, const MoveUnit& d) {
  CardState& card = c.s.Card(d.card);
  PlayerState& p = c.s.Player(player);
  p.Cells(card.zone == Zone::kAttack ? Row::kAttack : Row::kDefense)[card.cell] = CardId{};
  p.Cells(d.to.row)[d.to.index] = d.card;
  card.zone = ZoneOf(d.to.row);
  card.cell = d.to.index;
  card.moved_turn = c.s.turn.number;
}

// ----- Boarding a vehicle (L27) ----------------------------------------------------------------

Status RefuseBoard(const Context& c, Seat player, const Board& d) {
  TJ_RETURN_IF_ERROR(RefuseOwnUnit(c, player, d.vehicle, "board.vehicle", CardType::kVehicle));
  const CardState& spirit = c.s.Card(d.spirit);
  if (d.spirit.seat != player || c.Info(d.spirit).type != CardType::kWarSpirit ||
      !(InBattleZone(spirit.zone) || spirit.zone == Zone::kCarried)) {
    return Status::InvalidInput("board.spirit: " + c.Name(d.spirit) + " is not a war spirit on " +
                                Letter(player) + "'s field");
  }
  if (spirit.zone == Zone::kCarried && spirit.carried_by == d.vehicle) {
    return Status::InvalidInput("board.spirit: " + c.Name(d.spirit) + " is on " +
                                c.Name(d.vehicle) + " already");
  }
  return Status::Ok();
}

Problems BoardProblems(const Context& c, Seat player, const Board& d) {
  Problems out;
  const State& s = c.s;
  if (!(s.wait == Wait::kAction && s.waiting_for == player)) {
    out.push_back({Rule::kBoardTiming, Letter(player) + " boarded " + c.Name(d.vehicle) +
                                           " outside their own action phase with an empty chain"});
  }
  const cards::Vehicle& vehicle = c.Info(d.vehicle).vehicle;
  if (CrewOf(s, d.vehicle).size() >= vehicle.capacity) {
    out.push_back({Rule::kBoardFull, c.Name(d.vehicle) + " carries " +
                                         std::to_string(vehicle.capacity) +
                                         " war spirits at most"});
  }
  if (!vehicle.trait.empty() && !c.Info(d.spirit).HasTrait(vehicle.trait)) {
    out.push_back({Rule::kBoardTrait, c.Name(d.vehicle) + " carries war spirits with the trait " +
                                          vehicle.trait + ", which " + c.Name(d.spirit) +
                                          " lacks"});
  }
  if (s.Card(d.spirit).zone == Zone::kCarried) {
    out.push_back(
        {Rule::kBoardCarried, c.Name(d.spirit) + " is carried by another vehicle already"});
  }
  if (s.Card(d.spirit).face_down || s.Card(d.vehicle).face_down) {
    out.push_back({Rule::kBoardFaceDown, "a face-down card was boarded or boarded onto"});
  }
  if (s.Card(d.vehicle).boarded_turn == s.turn.number) {
    out.push_back({Rule::kBoardTwice, c.Name(d.vehicle) + " was boarded a second time this turn"});
  }
  return out;
}

void DoBoard(Context& c, Seat player, const Board& d) {
  CardState& spirit = c.s.Card(d.spirit);
  const bool face_down = spirit.face_down;
  Lift(c, d.spirit);
  spirit.zone = Zone::kCarried;
  spirit.face_down = face_down;
  spirit.carried_by = d.vehicle;
  c.s.Card(d.vehicle).boarded_turn = c.s.turn.number;
}

// ----- Swap [A] (L26) --------------------------------------------------------------------------

Status RefuseSwap(const Context& c, Seat player, const Swap& d) {
  if (d.card.seat != player || c.s.Card(d.card).zone != Zone::kHand) {
    return Status::InvalidInput("swap.card: " + c.Name(d.card) + " is not in " + Letter(player) +
                                "'s hand");
  }
  if (!c.Info(d.card).IsUnit()) {
    return Status::InvalidInput("swap.card: " + c.Name(d.card) +
                                " is not a war spirit or vehicle (W-19)");
  }
  if (d.with.seat != player || !InBattleZone(c.s.Card(d.with).zone)) {
    return Status::InvalidInput("swap.with: " + c.Name(d.with) + " is not in " + Letter(player) +
                                "'s battle zones");
  }
  return Status::Ok();
}

Problems SwapProblems(const Context& c, Seat player, const Swap& d) {
  Problems out = ActionTimingProblems(c, player, "swapped " + c.Name(d.card));
  const cards::Card& card = c.Info(d.card);
  const cards::Card& with = c.Info(d.with);
  if (c.s.Player(player).swap_turn == c.s.turn.number) {
    out.push_back({Rule::kSwapTwice, Letter(player) + " swapped a second time this turn"});
  }
  if (card.name == with.name) {
    out.push_back({Rule::kSwapSameName, "two cards named " + card.name + " were swapped"});
  } else if (card.keywords.swap.empty() ||
             with.name.find(card.keywords.swap) == std::string::npos) {
    out.push_back({Rule::kSwapName,
                   c.Name(d.card) + (card.keywords.swap.empty()
                                         ? " has no Swap [A]"
                                         : " swaps only with a card whose name contains " +
                                               card.keywords.swap + ", not " + c.Name(d.with))});
  }
  for (Problem& p : UniquenessProblems(c, player, d.card, d.with)) out.push_back(std::move(p));
  return out;
}

void DoSwap(Context& c, Seat player, const Swap& d) {
  const Cell cell = CellOf(c.s, d.with);
  ToHand(c, d.with);
  PutInCell(c, d.card, cell, /*face_down=*/false);
  c.s.Player(player).swap_turn = c.s.turn.number;
}

// ----- Flipping an Ambush card (L32) ------------------------------------------------------------

Status RefuseFlipAmbush(const Context& c, Seat player, const FlipAmbush& d) {
  if (d.card.seat != player || !InBattleZone(c.s.Card(d.card).zone) ||
      !c.s.Card(d.card).face_down) {
    return Status::InvalidInput("flipAmbush.card: " + c.Name(d.card) +
                                " is not a face-down card "
                                "in " +
                                Letter(player) + "'s battle zones");
  }
  return Status::Ok();
}

Problems FlipAmbushProblems(const Context& c, Seat player, const FlipAmbush& d) {
  if (player != c.Tp()) {
    return {{Rule::kFlipNotOwnTurn,
             Letter(player) + " flipped " + c.Name(d.card) + " in the opponent's turn"}};
  }
  return UseTimingProblems(c, player, true, "flipped " + c.Name(d.card));
}

void DoFlipAmbush(Context& c, Seat player, const FlipAmbush& d) {
  Link link;
  link.kind = LinkKind::kFlip;
  link.controller = player;
  link.card = d.card;
  AddLink(c, std::move(link));
}

}  // namespace tcgjudge::wheel
