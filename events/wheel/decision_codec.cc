#include "events/wheel/decision_codec.h"

#include "events/capnp_values.h"

namespace tcgjudge::wheel {
namespace {

namespace s = ::tcgjudge::schema::wheel;
using capnp_values::FillCardList;
using capnp_values::ReadCard;
using capnp_values::SetCard;
using capnp_values::ToString;

void WriteTarget(const Target& target, s::Target::Builder b) {
  if (const CardId* id = std::get_if<CardId>(&target)) {
    SetCard(*id, [&](capnp::Text::Reader t) { b.setCard(t); });
  } else {
    b.setPlayer(std::string(1, SeatLetter(std::get<Seat>(target))));
  }
}

template <typename ListInit>
void WriteTargets(const std::vector<Target>& targets, ListInit&& init) {
  if (targets.empty()) return;
  auto list = init(static_cast<unsigned>(targets.size()));
  for (unsigned i = 0; i < targets.size(); ++i) WriteTarget(targets[i], list[i]);
}

template <typename Unit>
void WriteUnit(const Unit& d, s::PlayUnit::Builder b) {
  SetCard(d.card, [&](capnp::Text::Reader t) { b.setCard(t); });
  b.setCell(d.cell.ToString());
  b.setFaceDown(d.face_down);
}

}  // namespace

void WriteDecision(const Decision& decision, s::Decision::Builder b) {
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceManaStone>) {
          auto x = b.initPlaceManaStone();
          SetCard(d.stone, [&](capnp::Text::Reader t) { x.setStone(t); });
        } else if constexpr (std::is_same_v<T, PlayWarSpirit>) {
          WriteUnit(d, b.initPlayWarSpirit());
        } else if constexpr (std::is_same_v<T, PlayVehicle>) {
          WriteUnit(d, b.initPlayVehicle());
        } else if constexpr (std::is_same_v<T, PlayMagic>) {
          auto x = b.initPlayMagic();
          SetCard(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          WriteTargets(d.targets, [&](unsigned n) { return x.initTargets(n); });
        } else if constexpr (std::is_same_v<T, MoveUnit>) {
          auto x = b.initMoveUnit();
          SetCard(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          x.setTo(d.to.ToString());
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          auto x = b.initDeclareAttack();
          SetCard(d.attacker, [&](capnp::Text::Reader t) { x.setAttacker(t); });
          WriteTarget(d.target, x.initTarget());
        } else if constexpr (std::is_same_v<T, Guard>) {
          auto x = b.initGuard();
          SetCard(d.guard, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else if constexpr (std::is_same_v<T, Board>) {
          auto x = b.initBoard();
          SetCard(d.spirit, [&](capnp::Text::Reader t) { x.setSpirit(t); });
          SetCard(d.vehicle, [&](capnp::Text::Reader t) { x.setVehicle(t); });
        } else if constexpr (std::is_same_v<T, Swap>) {
          auto x = b.initSwap();
          SetCard(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          SetCard(d.with, [&](capnp::Text::Reader t) { x.setWith(t); });
        } else if constexpr (std::is_same_v<T, FlipAmbush>) {
          auto x = b.initFlipAmbush();
          SetCard(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else {
          static_assert(std::is_same_v<T, ActivateEffect>);
          auto x = b.initActivateEffect();
          SetCard(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          x.setEffect(d.effect);
          WriteTargets(d.targets, [&](unsigned n) { return x.initTargets(n); });
        }
      },
      decision);
}

namespace {

Result<Cell> ReadCell(capnp::Text::Reader text, const std::string& field) {
  auto cell = Cell::Parse(ToString(text));
  if (!cell.ok()) return cell.status().WithContext(field);
  return cell;
}

Result<Target> ReadTarget(s::Target::Reader r, const std::string& field) {
  if (r.isPlayer()) {
    const std::string player = ToString(r.getPlayer());
    if (player == "A") return Target(Seat::kA);
    if (player == "B") return Target(Seat::kB);
    return Status::InvalidInput(field + ".player: '" + player + "' is not a player (A or B)");
  }
  if (!r.hasCard()) return Status::InvalidInput(field + ": a card or a player");
  TJ_ASSIGN_OR_RETURN(CardId id, ReadCard(r.getCard(), field + ".card"));
  return Target(id);
}

Result<std::vector<Target>> ReadTargets(capnp::List<s::Target>::Reader list,
                                        const std::string& field) {
  std::vector<Target> out;
  for (unsigned i = 0; i < list.size(); ++i) {
    TJ_ASSIGN_OR_RETURN(Target t, ReadTarget(list[i], field + "[" + std::to_string(i) + "]"));
    out.push_back(t);
  }
  return out;
}

template <typename Unit>
Result<Decision> ReadUnit(s::PlayUnit::Reader r, const std::string& field) {
  Unit d;
  TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getCard(), field + ".card"));
  TJ_ASSIGN_OR_RETURN(d.cell, ReadCell(r.getCell(), field + ".cell"));
  d.face_down = r.getFaceDown();
  return Decision(std::move(d));
}

}  // namespace

Result<Decision> ReadDecision(s::Decision::Reader r, const std::string& field) {
  switch (r.which()) {
    case s::Decision::PLACE_MANA_STONE: {
      TJ_ASSIGN_OR_RETURN(CardId stone, ReadCard(r.getPlaceManaStone().getStone(),
                                                 field + ".placeManaStone.stone"));
      return Decision(PlaceManaStone{stone});
    }
    case s::Decision::PLAY_WAR_SPIRIT:
      return ReadUnit<PlayWarSpirit>(r.getPlayWarSpirit(), field + ".playWarSpirit");
    case s::Decision::PLAY_VEHICLE:
      return ReadUnit<PlayVehicle>(r.getPlayVehicle(), field + ".playVehicle");
    case s::Decision::PLAY_MAGIC: {
      PlayMagic d;
      const std::string f = field + ".playMagic";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getPlayMagic().getCard(), f + ".card"));
      TJ_ASSIGN_OR_RETURN(d.targets, ReadTargets(r.getPlayMagic().getTargets(), f + ".targets"));
      return Decision(std::move(d));
    }
    case s::Decision::MOVE_UNIT: {
      MoveUnit d;
      const std::string f = field + ".moveUnit";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getMoveUnit().getCard(), f + ".card"));
      TJ_ASSIGN_OR_RETURN(d.to, ReadCell(r.getMoveUnit().getTo(), f + ".to"));
      return Decision(std::move(d));
    }
    case s::Decision::DECLARE_ATTACK: {
      DeclareAttack d;
      const std::string f = field + ".declareAttack";
      TJ_ASSIGN_OR_RETURN(d.attacker,
                          ReadCard(r.getDeclareAttack().getAttacker(), f + ".attacker"));
      TJ_ASSIGN_OR_RETURN(d.target, ReadTarget(r.getDeclareAttack().getTarget(), f + ".target"));
      return Decision(std::move(d));
    }
    case s::Decision::GUARD: {
      TJ_ASSIGN_OR_RETURN(CardId card, ReadCard(r.getGuard().getCard(), field + ".guard.card"));
      return Decision(Guard{card});
    }
    case s::Decision::BOARD: {
      Board d;
      const std::string f = field + ".board";
      TJ_ASSIGN_OR_RETURN(d.spirit, ReadCard(r.getBoard().getSpirit(), f + ".spirit"));
      TJ_ASSIGN_OR_RETURN(d.vehicle, ReadCard(r.getBoard().getVehicle(), f + ".vehicle"));
      return Decision(std::move(d));
    }
    case s::Decision::SWAP: {
      Swap d;
      const std::string f = field + ".swap";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getSwap().getCard(), f + ".card"));
      TJ_ASSIGN_OR_RETURN(d.with, ReadCard(r.getSwap().getWith(), f + ".with"));
      return Decision(std::move(d));
    }
    case s::Decision::FLIP_AMBUSH: {
      TJ_ASSIGN_OR_RETURN(CardId card,
                          ReadCard(r.getFlipAmbush().getCard(), field + ".flipAmbush.card"));
      return Decision(FlipAmbush{card});
    }
    case s::Decision::ACTIVATE_EFFECT: {
      ActivateEffect d;
      const std::string f = field + ".activateEffect";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getActivateEffect().getCard(), f + ".card"));
      d.effect = r.getActivateEffect().getEffect();
      TJ_ASSIGN_OR_RETURN(d.targets,
                          ReadTargets(r.getActivateEffect().getTargets(), f + ".targets"));
      return Decision(std::move(d));
    }
  }
  return capnp_values::UnknownMember(field);
}

std::string MissingDecisionKind(s::Decision::Reader r, const std::string& field) {
  if (r.isPlaceManaStone() && !r.hasPlaceManaStone()) {
    return field +
           ": no kind given (expected placeManaStone, playWarSpirit, playVehicle, playMagic, "
           "moveUnit, declareAttack, guard, board, swap, flipAmbush or activateEffect)";
  }
  return "";
}

}  // namespace tcgjudge::wheel
