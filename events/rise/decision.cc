#include "events/rise/decision.h"

#include <type_traits>

namespace tcgjudge::rise {
namespace {

using Named = std::vector<std::pair<std::string, CardId>>;

void AddList(const std::string& path, const std::vector<CardId>& ids, Named* out) {
  for (size_t i = 0; i < ids.size(); ++i) {
    out->emplace_back(path + "[" + std::to_string(i) + "]", ids[i]);
  }
}

void AddChoices(const std::string& kind, const LinkChoices& c, Named* out) {
  for (size_t i = 0; i < c.targets.size(); ++i) {
    if (const CardId* id = std::get_if<CardId>(&c.targets[i].target)) {
      out->emplace_back(kind + ".targets[" + std::to_string(i) + "]", *id);
    }
  }
  AddList(kind + ".payment", c.payment, out);
}

}  // namespace

std::string_view DecisionKindName(const Decision& decision) {
  static constexpr std::string_view kNames[] = {
      "placeResource", "useCard",       "activateAbility", "completeCommand", "declareCombat",
      "guard",         "fireWeapon",    "board",           "mulligan",        "chooseUnique",
      "orderTriggers", "exhaustArmour", "chooseHost",      "searchDeck",
  };
  static_assert(std::size(kNames) == std::variant_size_v<Decision>);
  return kNames[decision.index()];
}

Named CardsNamed(const Decision& decision) {
  Named out;
  const std::string kind(DecisionKindName(decision));
  auto add = [&](const char* field, CardId id) { out.emplace_back(kind + "." + field, id); };
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceResource> || std::is_same_v<T, Guard> ||
                      std::is_same_v<T, ChooseUnique> || std::is_same_v<T, ExhaustArmour> ||
                      std::is_same_v<T, ChooseHost>) {
          if constexpr (std::is_same_v<T, Guard>) add("card", d.guard);
          if constexpr (std::is_same_v<T, ChooseUnique>) add("card", d.destroy);
          if constexpr (std::is_same_v<T, ExhaustArmour>) add("card", d.armour);
          if constexpr (std::is_same_v<T, ChooseHost>) add("card", d.host);
          if constexpr (std::is_same_v<T, PlaceResource>) add("card", d.card);
        } else if constexpr (std::is_same_v<T, UseCard> || std::is_same_v<T, ActivateAbility>) {
          add("card", d.card);
          AddChoices(kind, d.choices, &out);
        } else if constexpr (std::is_same_v<T, CompleteCommand>) {
          add("command", d.command);
          AddChoices(kind, d.choices, &out);
        } else if constexpr (std::is_same_v<T, DeclareCombat>) {
          add("attacker", d.attacker);
          add("plannedDefender", d.planned_defender);
        } else if constexpr (std::is_same_v<T, FireWeapon>) {
          add("weapon", d.weapon);
          AddList(kind + ".payment", d.payment, &out);
        } else if constexpr (std::is_same_v<T, Board>) {
          add("crew", d.crew);
          add("vehicle", d.vehicle);
        } else if constexpr (std::is_same_v<T, SearchDeck>) {
          AddList(kind + ".cards", d.cards, &out);
        } else if constexpr (std::is_same_v<T, OrderTriggers>) {
          for (size_t i = 0; i < d.order.size(); ++i) {
            out.emplace_back(kind + ".order[" + std::to_string(i) + "].card", d.order[i].card);
          }
        } else {
          static_assert(std::is_same_v<T, Mulligan>);
        }
      },
      decision);
  return out;
}

}  // namespace tcgjudge::rise
