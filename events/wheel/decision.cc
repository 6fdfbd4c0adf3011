#include "events/wheel/decision.h"

namespace tcgjudge::wheel {
namespace {

void AddTargets(const std::string& path, const std::vector<Target>& targets,
                std::vector<std::pair<std::string, CardId>>* out) {
  for (size_t i = 0; i < targets.size(); ++i) {
    if (const CardId* id = std::get_if<CardId>(&targets[i])) {
      out->emplace_back(path + "[" + std::to_string(i) + "]", *id);
    }
  }
}

}  // namespace

std::string Cell::ToString() const {
  return std::string(row == Row::kAttack ? "AZ" : "DZ") + std::to_string(index + 1);
}

Result<Cell> Cell::Parse(std::string_view text) {
  if (text.size() == 3 && (text.substr(0, 2) == "AZ" || text.substr(0, 2) == "DZ") &&
      text[2] >= '1' && text[2] <= '3') {
    return Cell{text[0] == 'A' ? Row::kAttack : Row::kDefense, static_cast<uint8_t>(text[2] - '1')};
  }
  return Status::InvalidInput("'" + std::string(text) +
                              "' is not a cell: AZ1-AZ3 (attack zone) or DZ1-DZ3 (defense zone)");
}

std::string_view DecisionKindName(const Decision& decision) {
  static constexpr std::string_view kNames[] = {
      "placeManaStone", "playWarSpirit", "playVehicle",    "playMagic",
      "moveUnit",       "declareAttack", "guard",          "board",
      "swap",           "flipAmbush",    "activateEffect",
  };
  static_assert(std::size(kNames) == std::variant_size_v<Decision>);
  return kNames[decision.index()];
}

std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision) {
  std::vector<std::pair<std::string, CardId>> out;
  const std::string kind(DecisionKindName(decision));
  auto add = [&](const char* field, CardId id) { out.emplace_back(kind + "." + field, id); };
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceManaStone>) {
          add("stone", d.stone);
        } else if constexpr (std::is_same_v<T, PlayWarSpirit> || std::is_same_v<T, PlayVehicle> ||
                             std::is_same_v<T, MoveUnit> || std::is_same_v<T, FlipAmbush>) {
          add("card", d.card);
        } else if constexpr (std::is_same_v<T, PlayMagic> || std::is_same_v<T, ActivateEffect>) {
          add("card", d.card);
          AddTargets(kind + ".targets", d.targets, &out);
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          add("attacker", d.attacker);
          if (const CardId* id = std::get_if<CardId>(&d.target)) add("target", *id);
        } else if constexpr (std::is_same_v<T, Guard>) {
          add("guard", d.guard);
        } else if constexpr (std::is_same_v<T, Board>) {
          add("spirit", d.spirit);
          add("vehicle", d.vehicle);
        } else {
          static_assert(std::is_same_v<T, Swap>);
          add("card", d.card);
          add("with", d.with);
        }
      },
      decision);
  return out;
}

}  // namespace tcgjudge::wheel
