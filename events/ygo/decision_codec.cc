#include "events/ygo/decision_codec.h"

#include "events/capnp_values.h"

namespace tcgjudge::ygo {
namespace {

namespace s = ::tcgjudge::schema::ygo;
using namespace capnp_values;  // NOLINT: the shared helpers of the codecs.

s::Position ToSchema(Position position) {
  return position == Position::kAttack ? s::Position::ATTACK : s::Position::DEFENSE;
}

void WriteCell(const Cell& cell, auto&& setter) { setter(cell.ToString()); }

void WriteCost(const Cost& cost, s::Cost::Builder b) {
  FillCardList(cost.tribute, [&](unsigned n) { return b.initTribute(n); });
  FillCardList(cost.discard, [&](unsigned n) { return b.initDiscard(n); });
  FillCardList(cost.banish, [&](unsigned n) { return b.initBanish(n); });
  FillCardList(cost.send_to_graveyard, [&](unsigned n) { return b.initSendToGraveyard(n); });
  FillCardList(cost.detach, [&](unsigned n) { return b.initDetach(n); });
  b.setLifePoints(cost.life_points);
}

template <typename Summon>
void WriteSummon(const Summon& d, s::Summon::Builder x) {
  x.setCard(d.card.ToString());
  WriteCell(d.cell, [&](const std::string& t) { x.setCell(t); });
  FillCardList(d.tributes, [&](unsigned n) { return x.initTributes(n); });
}

}  // namespace

void WriteDecision(const Decision& decision, s::Decision::Builder b) {
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon>) {
          WriteSummon(d, b.initNormalSummon());
        } else if constexpr (std::is_same_v<T, SetMonster>) {
          WriteSummon(d, b.initSetMonster());
        } else if constexpr (std::is_same_v<T, FlipSummon>) {
          b.initFlipSummon().setCard(d.card.ToString());
        } else if constexpr (std::is_same_v<T, ChangePosition>) {
          b.initChangePosition().setCard(d.card.ToString());
        } else if constexpr (std::is_same_v<T, SpecialSummon>) {
          auto x = b.initSpecialSummon();
          x.setCard(d.card.ToString());
          FillCardList(d.materials, [&](unsigned n) { return x.initMaterials(n); });
          x.setCell(d.cell.ToString());
          x.setPosition(ToSchema(d.position));
        } else if constexpr (std::is_same_v<T, PendulumSummon>) {
          auto x = b.initPendulumSummon();
          if (!d.monsters.empty()) {
            auto list = x.initMonsters(static_cast<unsigned>(d.monsters.size()));
            for (unsigned i = 0; i < d.monsters.size(); ++i) {
              list[i].setCard(d.monsters[i].card.ToString());
              list[i].setCell(d.monsters[i].cell.ToString());
              list[i].setPosition(ToSchema(d.monsters[i].position));
            }
          }
        } else if constexpr (std::is_same_v<T, Activate>) {
          auto x = b.initActivate();
          x.setCard(d.card.ToString());
          x.setEffect(d.effect);
          if (d.cell) x.setCell(d.cell->ToString());
          FillCardList(d.targets, [&](unsigned n) { return x.initTargets(n); });
          if (!d.cost.empty()) WriteCost(d.cost, x.initCost());
        } else if constexpr (std::is_same_v<T, SetSpellTrap>) {
          auto x = b.initSetSpellTrap();
          x.setCard(d.card.ToString());
          x.setCell(d.cell.ToString());
        } else if constexpr (std::is_same_v<T, Attack>) {
          auto x = b.initAttack();
          x.setAttacker(d.attacker.ToString());
          if (d.target) x.setTarget(d.target->ToString());
        } else {
          static_assert(std::is_same_v<T, NextPhase>);
          if (d.exact) {
            b.setNextPhaseExactly(static_cast<s::Phase>(d.phase));
          } else {
            b.setNextPhase(static_cast<s::Phase>(d.phase));
          }
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

Result<Position> ReadPosition(s::Position position, const std::string& field) {
  switch (position) {
    case s::Position::ATTACK:
      return Position::kAttack;
    case s::Position::DEFENSE:
      return Position::kDefense;
  }
  return Status::InvalidInput(field + ": unknown position (expected attack or defense)");
}

Result<Cost> ReadCost(s::Cost::Reader r, const std::string& field) {
  Cost cost;
  TJ_ASSIGN_OR_RETURN(cost.tribute, ReadCards(r.getTribute(), field + ".tribute"));
  TJ_ASSIGN_OR_RETURN(cost.discard, ReadCards(r.getDiscard(), field + ".discard"));
  TJ_ASSIGN_OR_RETURN(cost.banish, ReadCards(r.getBanish(), field + ".banish"));
  TJ_ASSIGN_OR_RETURN(cost.send_to_graveyard,
                      ReadCards(r.getSendToGraveyard(), field + ".sendToGraveyard"));
  TJ_ASSIGN_OR_RETURN(cost.detach, ReadCards(r.getDetach(), field + ".detach"));
  cost.life_points = r.getLifePoints();
  return cost;
}

template <typename Summon>
Result<Summon> ReadSummon(s::Summon::Reader r, const std::string& field) {
  Summon d;
  TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getCard(), field + ".card"));
  TJ_ASSIGN_OR_RETURN(d.cell, ReadCell(r.getCell(), field + ".cell"));
  TJ_ASSIGN_OR_RETURN(d.tributes, ReadCards(r.getTributes(), field + ".tributes"));
  return d;
}

Result<Decision> ReadSpecialSummon(s::SpecialSummon::Reader r, const std::string& field) {
  SpecialSummon d;
  TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getCard(), field + ".card"));
  TJ_ASSIGN_OR_RETURN(d.materials, ReadCards(r.getMaterials(), field + ".materials"));
  TJ_ASSIGN_OR_RETURN(d.cell, ReadCell(r.getCell(), field + ".cell"));
  TJ_ASSIGN_OR_RETURN(d.position, ReadPosition(r.getPosition(), field + ".position"));
  return Decision(std::move(d));
}

Result<Decision> ReadPendulumSummon(s::PendulumSummon::Reader r, const std::string& field) {
  PendulumSummon d;
  auto monsters = r.getMonsters();
  for (unsigned i = 0; i < monsters.size(); ++i) {
    const std::string f = field + ".monsters[" + std::to_string(i) + "]";
    Placement p;
    TJ_ASSIGN_OR_RETURN(p.card, ReadCard(monsters[i].getCard(), f + ".card"));
    TJ_ASSIGN_OR_RETURN(p.cell, ReadCell(monsters[i].getCell(), f + ".cell"));
    TJ_ASSIGN_OR_RETURN(p.position, ReadPosition(monsters[i].getPosition(), f + ".position"));
    d.monsters.push_back(p);
  }
  return Decision(std::move(d));
}

Result<Decision> ReadActivate(s::Activate::Reader r, const std::string& field) {
  Activate d;
  TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getCard(), field + ".card"));
  d.effect = r.getEffect();
  if (r.hasCell()) {
    TJ_ASSIGN_OR_RETURN(Cell cell, ReadCell(r.getCell(), field + ".cell"));
    d.cell = cell;
  }
  TJ_ASSIGN_OR_RETURN(d.targets, ReadCards(r.getTargets(), field + ".targets"));
  TJ_ASSIGN_OR_RETURN(d.cost, ReadCost(r.getCost(), field + ".cost"));
  // A cost given that pays nothing ({} or {"lifePoints": 0}) would not survive an export, which
  // writes no cost for it: refused rather than stored in a form that does not round-trip.
  if (r.hasCost() && d.cost.empty()) {
    return Status::InvalidInput(field + ".cost: pays nothing (a lifePoints of 0 and no cards is no "
                                "cost: leave \"cost\" out)");
  }
  return Decision(std::move(d));
}

// `nextPhase`, or `nextPhaseExactly` with `exact` (Y-36).
Result<Decision> ReadNextPhase(s::Phase read, bool exact, const std::string& field) {
  const auto phase = static_cast<unsigned>(read);
  if (phase > static_cast<unsigned>(Phase::kEnd)) {
    return Status::InvalidInput(field + ": unknown phase");
  }
  return Decision(NextPhase{static_cast<Phase>(phase), exact});
}

}  // namespace

Result<Decision> ReadDecision(s::Decision::Reader r, const std::string& field) {
  switch (r.which()) {
    case s::Decision::NORMAL_SUMMON: {
      TJ_ASSIGN_OR_RETURN(auto d,
                          ReadSummon<NormalSummon>(r.getNormalSummon(), field + ".normalSummon"));
      return Decision(std::move(d));
    }
    case s::Decision::SET_MONSTER: {
      TJ_ASSIGN_OR_RETURN(auto d, ReadSummon<SetMonster>(r.getSetMonster(), field + ".setMonster"));
      return Decision(std::move(d));
    }
    case s::Decision::FLIP_SUMMON: {
      TJ_ASSIGN_OR_RETURN(CardId card,
                          ReadCard(r.getFlipSummon().getCard(), field + ".flipSummon.card"));
      return Decision(FlipSummon{card});
    }
    case s::Decision::CHANGE_POSITION: {
      TJ_ASSIGN_OR_RETURN(
          CardId card, ReadCard(r.getChangePosition().getCard(), field + ".changePosition.card"));
      return Decision(ChangePosition{card});
    }
    case s::Decision::SPECIAL_SUMMON:
      return ReadSpecialSummon(r.getSpecialSummon(), field + ".specialSummon");
    case s::Decision::PENDULUM_SUMMON:
      return ReadPendulumSummon(r.getPendulumSummon(), field + ".pendulumSummon");
    case s::Decision::ACTIVATE:
      return ReadActivate(r.getActivate(), field + ".activate");
    case s::Decision::SET_SPELL_TRAP: {
      SetSpellTrap d;
      const std::string f = field + ".setSpellTrap";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getSetSpellTrap().getCard(), f + ".card"));
      TJ_ASSIGN_OR_RETURN(d.cell, ReadCell(r.getSetSpellTrap().getCell(), f + ".cell"));
      return Decision(std::move(d));
    }
    case s::Decision::ATTACK: {
      Attack d;
      const std::string f = field + ".attack";
      TJ_ASSIGN_OR_RETURN(d.attacker, ReadCard(r.getAttack().getAttacker(), f + ".attacker"));
      TJ_ASSIGN_OR_RETURN(d.target, ReadOptionalCard(r.getAttack().hasTarget(),
                                                     r.getAttack().getTarget(), f + ".target"));
      return Decision(std::move(d));
    }
    case s::Decision::NEXT_PHASE:
      return ReadNextPhase(r.getNextPhase(), false, field + ".nextPhase");
    case s::Decision::NEXT_PHASE_EXACTLY:
      return ReadNextPhase(r.getNextPhaseExactly(), true, field + ".nextPhaseExactly");
  }
  return UnknownMember(field);
}

std::string MissingDecisionKind(s::Decision::Reader r, const std::string& field) {
  if (r.isNormalSummon() && !r.hasNormalSummon()) {
    return field +
           ": no kind given (expected normalSummon, setMonster, flipSummon, changePosition, "
           "specialSummon, pendulumSummon, activate, setSpellTrap, attack, nextPhase or "
           "nextPhaseExactly)";
  }
  return "";
}

}  // namespace tcgjudge::ygo
