#include "events/myth/decision_codec.h"

#include "events/capnp_values.h"

namespace tcgjudge::myth {
namespace {

namespace s = ::tcgjudge::schema::myth;
using namespace capnp_values;  // NOLINT: the shared helpers of the codecs.

template <typename Builder, typename D>
void WriteUse(const D& d, Builder x) {
  x.setCard(d.card.ToString());
  x.setAt(d.at.position);
  FillCardList(d.targets, [&](unsigned n) { return x.initTargets(n); });
  FillCardList(d.spirit, [&](unsigned n) { return x.initSpirit(n); });
}

template <typename D, typename Reader>
Result<D> ReadUse(Reader r, const std::string& field) {
  D d;
  TJ_ASSIGN_OR_RETURN(d.card, ReadCard(r.getCard(), field + ".card"));
  d.at.position = r.getAt();
  TJ_ASSIGN_OR_RETURN(d.targets, ReadCards(r.getTargets(), field + ".targets"));
  TJ_ASSIGN_OR_RETURN(d.spirit, ReadCards(r.getSpirit(), field + ".spirit"));
  return d;
}

}  // namespace

void WriteDecision(const Decision& decision, s::Decision::Builder b) {
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, UseCard>) {
          WriteUse(d, b.initUseCard());
        } else if constexpr (std::is_same_v<T, FlipAdventure>) {
          WriteUse(d, b.initFlipAdventure());
        } else if constexpr (std::is_same_v<T, ActivateSkill>) {
          auto x = b.initActivateSkill();
          WriteUse(d, x);
          x.setSkill(d.skill);
        } else if constexpr (std::is_same_v<T, PlaceSpirit>) {
          b.initPlaceSpirit().setCard(d.card.ToString());
        } else if constexpr (std::is_same_v<T, InitiateCombat>) {
          auto x = b.initInitiateCombat();
          x.setAttacker(d.attacker.ToString());
          x.setTarget(d.target.ToString());
          if (d.weapon) x.setWeapon(d.weapon->ToString());
        } else {
          static_assert(std::is_same_v<T, OrderTriggers>);
          auto x = b.initOrderTriggers();
          if (d.items.empty()) return;
          auto list = x.initItems(static_cast<unsigned>(d.items.size()));
          for (unsigned i = 0; i < d.items.size(); ++i) {
            list[i].setCard(d.items[i].card.ToString());
            list[i].setSkill(d.items[i].skill);
            FillCardList(d.items[i].targets, [&](unsigned n) { return list[i].initTargets(n); });
          }
        }
      },
      decision);
}

Result<Decision> ReadDecision(s::Decision::Reader r, const std::string& field) {
  switch (r.which()) {
    case s::Decision::USE_CARD: {
      TJ_ASSIGN_OR_RETURN(auto d, ReadUse<UseCard>(r.getUseCard(), field + ".useCard"));
      return Decision(std::move(d));
    }
    case s::Decision::ACTIVATE_SKILL: {
      TJ_ASSIGN_OR_RETURN(auto d,
                          ReadUse<ActivateSkill>(r.getActivateSkill(), field + ".activateSkill"));
      d.skill = r.getActivateSkill().getSkill();
      return Decision(std::move(d));
    }
    case s::Decision::FLIP_ADVENTURE: {
      TJ_ASSIGN_OR_RETURN(auto d,
                          ReadUse<FlipAdventure>(r.getFlipAdventure(), field + ".flipAdventure"));
      return Decision(std::move(d));
    }
    case s::Decision::PLACE_SPIRIT: {
      TJ_ASSIGN_OR_RETURN(CardId card,
                          ReadCard(r.getPlaceSpirit().getCard(), field + ".placeSpirit.card"));
      return Decision(PlaceSpirit{card});
    }
    case s::Decision::INITIATE_COMBAT: {
      const auto x = r.getInitiateCombat();
      const std::string f = field + ".initiateCombat";
      InitiateCombat d;
      TJ_ASSIGN_OR_RETURN(d.attacker, ReadCard(x.getAttacker(), f + ".attacker"));
      TJ_ASSIGN_OR_RETURN(d.target, ReadCard(x.getTarget(), f + ".target"));
      TJ_ASSIGN_OR_RETURN(d.weapon, ReadOptionalCard(x.hasWeapon(), x.getWeapon(), f + ".weapon"));
      return Decision(std::move(d));
    }
    case s::Decision::ORDER_TRIGGERS: {
      OrderTriggers d;
      const auto items = r.getOrderTriggers().getItems();
      for (unsigned i = 0; i < items.size(); ++i) {
        const std::string f = field + ".orderTriggers.items[" + std::to_string(i) + "]";
        TriggerItem item;
        TJ_ASSIGN_OR_RETURN(item.card, ReadCard(items[i].getCard(), f + ".card"));
        item.skill = items[i].getSkill();
        TJ_ASSIGN_OR_RETURN(item.targets, ReadCards(items[i].getTargets(), f + ".targets"));
        d.items.push_back(std::move(item));
      }
      return Decision(std::move(d));
    }
  }
  return UnknownMember(field);
}

std::string MissingDecisionKind(s::Decision::Reader r, const std::string& field) {
  if (r.isUseCard() && !r.hasUseCard()) {
    return field +
           ": no kind given (expected useCard, activateSkill, flipAdventure, placeSpirit, "
           "initiateCombat or orderTriggers)";
  }
  return "";
}

}  // namespace tcgjudge::myth
