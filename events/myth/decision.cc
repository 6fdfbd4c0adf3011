#include "events/myth/decision.h"

namespace tcgjudge::myth {
namespace {

void Add(std::vector<std::pair<std::string, CardId>>& out, const std::string& path,
         const std::vector<CardId>& ids) {
  for (size_t i = 0; i < ids.size(); ++i) {
    out.emplace_back(path + "[" + std::to_string(i) + "]", ids[i]);
  }
}

}  // namespace

std::string_view DecisionKindName(const Decision& decision) {
  static constexpr std::string_view kNames[] = {"useCard",     "activateSkill",  "flipAdventure",
                                                "placeSpirit", "initiateCombat", "orderTriggers"};
  return kNames[decision.index()];
}

std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision) {
  std::vector<std::pair<std::string, CardId>> out;
  const std::string kind(DecisionKindName(decision));
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, OrderTriggers>) {
          for (size_t i = 0; i < d.items.size(); ++i) {
            const std::string item = kind + ".items[" + std::to_string(i) + "]";
            out.emplace_back(item + ".card", d.items[i].card);
            Add(out, item + ".targets", d.items[i].targets);
          }
        } else if constexpr (std::is_same_v<T, InitiateCombat>) {
          out.emplace_back(kind + ".attacker", d.attacker);
          out.emplace_back(kind + ".target", d.target);
          if (d.weapon) out.emplace_back(kind + ".weapon", *d.weapon);
        } else if constexpr (std::is_same_v<T, PlaceSpirit>) {
          out.emplace_back(kind + ".card", d.card);
        } else {
          out.emplace_back(kind + ".card", d.card);
          Add(out, kind + ".targets", d.targets);
          Add(out, kind + ".spirit", d.spirit);
        }
      },
      decision);
  return out;
}

}  // namespace tcgjudge::myth
