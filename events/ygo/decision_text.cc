#include "events/ygo/decision_text.h"

#include <type_traits>

namespace tcgjudge::ygo {
namespace {

constexpr std::string_view kSep = " · ";

using Namer = std::function<std::string(const CardId&)>;

// " · tributes A07 A08": ids only, where codes would drown the line.
std::string Ids(std::string_view what, const std::vector<CardId>& ids) {
  if (ids.empty()) return "";
  std::string text = std::string(kSep) + std::string(what);
  for (const CardId& id : ids) text += " " + id.ToString();
  return text;
}

std::string CostText(const Cost& cost) {
  std::string text = Ids("cost: tribute", cost.tribute) + Ids("cost: discard", cost.discard) +
                     Ids("cost: banish", cost.banish) +
                     Ids("cost: send to the GY", cost.send_to_graveyard) +
                     Ids("cost: detach", cost.detach);
  if (cost.life_points != 0) {
    text += std::string(kSep) + "cost: " + std::to_string(cost.life_points) + " LP";
  }
  return text;
}

std::string Placed(const Namer& card, const CardId& id, const Cell& cell, Position position) {
  return card(id) + std::string(kSep) + cell.ToString() + " " + std::string(PositionName(position));
}

}  // namespace

std::string DecisionText(const Decision& decision, const Namer& card) {
  return std::visit(
      [&](const auto& d) -> std::string {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon>) {
          return Placed(card, d.card, d.cell, Position::kAttack) + Ids("tributes", d.tributes);
        } else if constexpr (std::is_same_v<T, SetMonster>) {
          return card(d.card) + std::string(kSep) + d.cell.ToString() + " face-down defense" +
                 Ids("tributes", d.tributes);
        } else if constexpr (std::is_same_v<T, FlipSummon> || std::is_same_v<T, ChangePosition>) {
          return card(d.card);
        } else if constexpr (std::is_same_v<T, SpecialSummon>) {
          return Placed(card, d.card, d.cell, d.position) + Ids("materials", d.materials);
        } else if constexpr (std::is_same_v<T, PendulumSummon>) {
          std::string text;
          for (const Placement& p : d.monsters) {
            text += (text.empty() ? "" : ", ") + Placed(card, p.card, p.cell, p.position);
          }
          return text;
        } else if constexpr (std::is_same_v<T, Activate>) {
          std::string text = card(d.card) + " effect " + std::to_string(d.effect);
          if (d.cell) text += std::string(kSep) + d.cell->ToString();
          if (!d.targets.empty()) {
            text += std::string(kSep) + "targets";
            for (const CardId& target : d.targets) text += " " + card(target);
          }
          return text + CostText(d.cost);
        } else if constexpr (std::is_same_v<T, SetSpellTrap>) {
          return card(d.card) + std::string(kSep) + d.cell.ToString();
        } else if constexpr (std::is_same_v<T, Attack>) {
          return card(d.attacker) + " → " + (d.target ? card(*d.target) : "directly");
        } else {
          return "to the " + std::string(PhaseName(d.phase)) + " phase" +
                 (d.exact ? ", exactly" : "");
        }
      },
      decision);
}

}  // namespace tcgjudge::ygo
