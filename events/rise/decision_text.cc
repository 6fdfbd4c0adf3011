#include "events/rise/decision_text.h"

#include <type_traits>

namespace tcgjudge::rise {
namespace {

constexpr std::string_view kSep = " · ";
using Namer = std::function<std::string(const CardId&)>;

std::string Cards(const std::vector<CardId>& ids, const Namer& card) {
  std::string text;
  for (const CardId& id : ids) text += (text.empty() ? "" : " ") + card(id);
  return text;
}

std::string Choices(const LinkChoices& c, const Namer& card) {
  std::string text;
  if (!c.modes.empty()) {
    text += std::string(kSep) + "modes";
    for (uint8_t m : c.modes) text += " " + std::to_string(m);
  }
  if (c.x != 0) text += std::string(kSep) + "X=" + std::to_string(c.x);
  if (!c.targets.empty()) {
    text += std::string(kSep) + "targets ";
    for (size_t i = 0; i < c.targets.size(); ++i) {
      const Aim& aim = c.targets[i];
      if (i > 0) text += ", ";
      if (const CardId* id = std::get_if<CardId>(&aim.target)) {
        text += card(*id);
      } else {
        text += std::string("player ") + SeatLetter(std::get<Seat>(aim.target));
      }
      if (aim.amount != 0) text += " (" + std::to_string(aim.amount) + ")";
    }
  }
  if (!c.payment.empty()) text += std::string(kSep) + "paying " + Cards(c.payment, card);
  return text;
}

}  // namespace

std::string DecisionText(const Decision& decision, const Namer& card) {
  return std::visit(
      [&](const auto& d) -> std::string {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceResource>) {
          return card(d.card) + (d.face_up ? " face up" : " face down");
        } else if constexpr (std::is_same_v<T, UseCard>) {
          return card(d.card) + Choices(d.choices, card);
        } else if constexpr (std::is_same_v<T, ActivateAbility>) {
          return card(d.card) + " ability " + std::to_string(d.ability) + Choices(d.choices, card);
        } else if constexpr (std::is_same_v<T, CompleteCommand>) {
          return card(d.command) + " reward " + std::to_string(d.ability) +
                 Choices(d.choices, card);
        } else if constexpr (std::is_same_v<T, DeclareCombat>) {
          return card(d.attacker) + " → " + card(d.planned_defender);
        } else if constexpr (std::is_same_v<T, Guard>) {
          return card(d.guard);
        } else if constexpr (std::is_same_v<T, FireWeapon>) {
          return card(d.weapon) +
                 (d.payment.empty() ? "" : std::string(kSep) + "paying " + Cards(d.payment, card));
        } else if constexpr (std::is_same_v<T, Board>) {
          return card(d.crew) + " onto " + card(d.vehicle);
        } else if constexpr (std::is_same_v<T, Mulligan>) {
          return d.redraw ? "redraw" : "keep";
        } else if constexpr (std::is_same_v<T, ChooseUnique>) {
          return card(d.destroy);
        } else if constexpr (std::is_same_v<T, OrderTriggers>) {
          std::string text;
          for (const TriggerRef& t : d.order) {
            text += (text.empty() ? "" : ", ") + card(t.card) + "/" + std::to_string(t.ability);
          }
          return text;
        } else if constexpr (std::is_same_v<T, ExhaustArmour>) {
          return card(d.armour);
        } else if constexpr (std::is_same_v<T, ChooseHost>) {
          return card(d.host);
        } else {
          static_assert(std::is_same_v<T, SearchDeck>);
          return d.cards.empty() ? std::string("nothing found") : Cards(d.cards, card);
        }
      },
      decision);
}

}  // namespace tcgjudge::rise
