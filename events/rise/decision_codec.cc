#include "events/rise/decision_codec.h"

#include "events/capnp_values.h"

namespace tcgjudge::rise {
namespace {

namespace s = ::tcgjudge::schema::rise;
using capnp_values::FillCardList;
using capnp_values::ReadCard;
using capnp_values::ReadCards;
using capnp_values::SetCard;
using capnp_values::ToString;

void SetCardText(const CardId& id, auto&& setter) {
  SetCard(id, [&](capnp::Text::Reader t) { setter(t); });
}

// Writes the choices of §707.1b-e into any of the three link structs (their fields share names).
template <typename Builder>
void WriteChoices(const LinkChoices& c, Builder b) {
  if (!c.modes.empty()) {
    auto modes = b.initModes(static_cast<unsigned>(c.modes.size()));
    for (unsigned i = 0; i < c.modes.size(); ++i) modes.set(i, c.modes[i]);
  }
  b.setX(c.x);
  if (!c.targets.empty()) {
    auto list = b.initTargets(static_cast<unsigned>(c.targets.size()));
    for (unsigned i = 0; i < c.targets.size(); ++i) {
      const Aim& aim = c.targets[i];
      if (const CardId* id = std::get_if<CardId>(&aim.target)) {
        SetCardText(*id, [&](capnp::Text::Reader t) { list[i].setCard(t); });
      } else {
        list[i].setPlayer(std::string(1, SeatLetter(std::get<Seat>(aim.target))));
      }
      list[i].setAmount(aim.amount);
    }
  }
  FillCardList(c.payment, [&](unsigned n) { return b.initPayment(n); });
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

template <typename Reader>
Result<LinkChoices> ReadChoices(Reader r, const std::string& field) {
  LinkChoices c;
  for (uint8_t mode : r.getModes()) c.modes.push_back(mode);
  c.x = r.getX();
  auto targets = r.getTargets();
  for (unsigned i = 0; i < targets.size(); ++i) {
    const std::string f = field + ".targets[" + std::to_string(i) + "]";
    TJ_ASSIGN_OR_RETURN(Target t, ReadTarget(targets[i], f));
    c.targets.push_back(Aim{t, targets[i].getAmount()});
  }
  TJ_ASSIGN_OR_RETURN(c.payment, ReadCards(r.getPayment(), field, ".payment"));
  return c;
}

void WriteOrder(const OrderTriggers& d, s::OrderTriggers::Builder b) {
  if (d.order.empty()) return;
  auto list = b.initOrder(static_cast<unsigned>(d.order.size()));
  for (unsigned i = 0; i < d.order.size(); ++i) {
    SetCardText(d.order[i].card, [&](capnp::Text::Reader t) { list[i].setCard(t); });
    list[i].setAbility(d.order[i].ability);
  }
}

}  // namespace

void WriteDecision(const Decision& decision, s::Decision::Builder b) {
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceResource>) {
          auto x = b.initPlaceResource();
          SetCardText(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          x.setFaceUp(d.face_up);
        } else if constexpr (std::is_same_v<T, UseCard>) {
          auto x = b.initUseCard();
          SetCardText(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          WriteChoices(d.choices, x);
        } else if constexpr (std::is_same_v<T, ActivateAbility>) {
          auto x = b.initActivateAbility();
          SetCardText(d.card, [&](capnp::Text::Reader t) { x.setCard(t); });
          x.setAbility(d.ability);
          WriteChoices(d.choices, x);
        } else if constexpr (std::is_same_v<T, CompleteCommand>) {
          auto x = b.initCompleteCommand();
          SetCardText(d.command, [&](capnp::Text::Reader t) { x.setCommand(t); });
          x.setAbility(d.ability);
          WriteChoices(d.choices, x);
        } else if constexpr (std::is_same_v<T, DeclareCombat>) {
          auto x = b.initDeclareCombat();
          SetCardText(d.attacker, [&](capnp::Text::Reader t) { x.setAttacker(t); });
          SetCardText(d.planned_defender, [&](capnp::Text::Reader t) { x.setPlannedDefender(t); });
        } else if constexpr (std::is_same_v<T, Guard>) {
          auto x = b.initGuard();
          SetCardText(d.guard, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else if constexpr (std::is_same_v<T, FireWeapon>) {
          auto x = b.initFireWeapon();
          SetCardText(d.weapon, [&](capnp::Text::Reader t) { x.setWeapon(t); });
          FillCardList(d.payment, [&](unsigned n) { return x.initPayment(n); });
        } else if constexpr (std::is_same_v<T, Board>) {
          auto x = b.initBoard();
          SetCardText(d.crew, [&](capnp::Text::Reader t) { x.setCrew(t); });
          SetCardText(d.vehicle, [&](capnp::Text::Reader t) { x.setVehicle(t); });
        } else if constexpr (std::is_same_v<T, Mulligan>) {
          b.initMulligan().setRedraw(d.redraw);
        } else if constexpr (std::is_same_v<T, ChooseUnique>) {
          auto x = b.initChooseUnique();
          SetCardText(d.destroy, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else if constexpr (std::is_same_v<T, OrderTriggers>) {
          WriteOrder(d, b.initOrderTriggers());
        } else if constexpr (std::is_same_v<T, ExhaustArmour>) {
          auto x = b.initExhaustArmour();
          SetCardText(d.armour, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else if constexpr (std::is_same_v<T, ChooseHost>) {
          auto x = b.initChooseHost();
          SetCardText(d.host, [&](capnp::Text::Reader t) { x.setCard(t); });
        } else {
          static_assert(std::is_same_v<T, SearchDeck>);
          auto x = b.initSearchDeck();
          FillCardList(d.cards, [&](unsigned n) { return x.initCards(n); });
        }
      },
      decision);
}

namespace {

Result<Decision> ReadCardRef(s::CardRef::Reader r, const std::string& field, auto make) {
  TJ_ASSIGN_OR_RETURN(CardId card, ReadCard(r.getCard(), field + ".card"));
  return Decision(make(card));
}

Result<Decision> ReadLinkDecision(s::Decision::Reader r, const std::string& field) {
  switch (r.which()) {
    case s::Decision::USE_CARD: {
      UseCard d;
      const std::string f = field + ".useCard";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getUseCard().getCard(), f + ".card"));
      TJ_ASSIGN_OR_RETURN(d.choices, ReadChoices(r.getUseCard(), f));
      return Decision(std::move(d));
    }
    case s::Decision::ACTIVATE_ABILITY: {
      ActivateAbility d;
      const std::string f = field + ".activateAbility";
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getActivateAbility().getCard(), f + ".card"));
      d.ability = r.getActivateAbility().getAbility();
      TJ_ASSIGN_OR_RETURN(d.choices, ReadChoices(r.getActivateAbility(), f));
      return Decision(std::move(d));
    }
    default: {
      CompleteCommand d;
      const std::string f = field + ".completeCommand";
      TJ_ASSIGN_OR_RETURN(d.command, ReadCard(r.getCompleteCommand().getCommand(), f + ".command"));
      d.ability = r.getCompleteCommand().getAbility();
      TJ_ASSIGN_OR_RETURN(d.choices, ReadChoices(r.getCompleteCommand(), f));
      return Decision(std::move(d));
    }
  }
}

Result<Decision> ReadOrder(s::OrderTriggers::Reader r, const std::string& field) {
  OrderTriggers d;
  auto order = r.getOrder();
  for (unsigned i = 0; i < order.size(); ++i) {
    const std::string f = field + ".order[" + std::to_string(i) + "]";
    TJ_ASSIGN_OR_RETURN(CardId card, ReadCard(order[i].getCard(), f + ".card"));
    d.order.push_back(TriggerRef{card, order[i].getAbility()});
  }
  return Decision(std::move(d));
}

}  // namespace

Result<Decision> ReadDecision(s::Decision::Reader r, const std::string& field) {
  switch (r.which()) {
    case s::Decision::PLACE_RESOURCE: {
      PlaceResource d;
      TJ_ASSIGN_OR_RETURN(d.card,
                          ReadCard(r.getPlaceResource().getCard(), field + ".placeResource.card"));
      d.face_up = r.getPlaceResource().getFaceUp();
      return Decision(d);
    }
    case s::Decision::USE_CARD:
    case s::Decision::ACTIVATE_ABILITY:
    case s::Decision::COMPLETE_COMMAND:
      return ReadLinkDecision(r, field);
    case s::Decision::DECLARE_COMBAT: {
      DeclareCombat d;
      const std::string f = field + ".declareCombat";
      TJ_ASSIGN_OR_RETURN(d.attacker,
                          ReadCard(r.getDeclareCombat().getAttacker(), f + ".attacker"));
      TJ_ASSIGN_OR_RETURN(d.planned_defender, ReadCard(r.getDeclareCombat().getPlannedDefender(),
                                                       f + ".plannedDefender"));
      return Decision(d);
    }
    case s::Decision::GUARD:
      return ReadCardRef(r.getGuard(), field + ".guard", [](CardId c) { return Guard{c}; });
    case s::Decision::FIRE_WEAPON: {
      FireWeapon d;
      const std::string f = field + ".fireWeapon";
      TJ_ASSIGN_OR_RETURN(d.weapon, ReadCard(r.getFireWeapon().getWeapon(), f + ".weapon"));
      TJ_ASSIGN_OR_RETURN(d.payment, ReadCards(r.getFireWeapon().getPayment(), f, ".payment"));
      return Decision(std::move(d));
    }
    case s::Decision::BOARD: {
      Board d;
      const std::string f = field + ".board";
      TJ_ASSIGN_OR_RETURN(d.crew, ReadCard(r.getBoard().getCrew(), f + ".crew"));
      TJ_ASSIGN_OR_RETURN(d.vehicle, ReadCard(r.getBoard().getVehicle(), f + ".vehicle"));
      return Decision(d);
    }
    case s::Decision::MULLIGAN:
      return Decision(Mulligan{r.getMulligan().getRedraw()});
    case s::Decision::CHOOSE_UNIQUE:
      return ReadCardRef(r.getChooseUnique(), field + ".chooseUnique",
                         [](CardId c) { return ChooseUnique{c}; });
    case s::Decision::ORDER_TRIGGERS:
      return ReadOrder(r.getOrderTriggers(), field + ".orderTriggers");
    case s::Decision::EXHAUST_ARMOUR:
      return ReadCardRef(r.getExhaustArmour(), field + ".exhaustArmour",
                         [](CardId c) { return ExhaustArmour{c}; });
    case s::Decision::CHOOSE_HOST:
      return ReadCardRef(r.getChooseHost(), field + ".chooseHost",
                         [](CardId c) { return ChooseHost{c}; });
    case s::Decision::SEARCH_DECK: {
      SearchDeck d;
      TJ_ASSIGN_OR_RETURN(d.cards,
                          ReadCards(r.getSearchDeck().getCards(), field + ".searchDeck", ".cards"));
      return Decision(d);
    }
  }
  return capnp_values::UnknownMember(field);
}

std::string MissingDecisionKind(s::Decision::Reader r, const std::string& field) {
  if (r.isPlaceResource() && !r.hasPlaceResource()) {
    return field +
           ": no kind given (expected placeResource, useCard, activateAbility, completeCommand, "
           "declareCombat, guard, fireWeapon, board, mulligan, chooseUnique, orderTriggers, "
           "exhaustArmour, chooseHost or searchDeck)";
  }
  return "";
}

}  // namespace tcgjudge::rise
