#include "events/ygo/decision.h"

namespace tcgjudge::ygo {

std::string Cell::ToString() const {
  const std::string number = std::to_string(index + 1);
  switch (kind) {
    case Kind::kMonster:
      return "M" + number;
    case Kind::kSpellTrap:
      return "S" + number;
    case Kind::kField:
      return "FZ";
    case Kind::kExtraMonster:
      return "EMZ" + number;
  }
  return "?";
}

Result<Cell> Cell::Parse(std::string_view text) {
  auto numbered = [&](std::string_view prefix, Kind kind, int count) -> std::optional<Cell> {
    if (text.size() != prefix.size() + 1 || text.substr(0, prefix.size()) != prefix) {
      return std::nullopt;
    }
    const int n = text.back() - '0';
    if (n < 1 || n > count) return std::nullopt;
    return Cell{kind, static_cast<uint8_t>(n - 1)};
  };
  if (text == "FZ") return Cell{Kind::kField, 0};
  if (auto cell = numbered("EMZ", Kind::kExtraMonster, 2)) return *cell;
  if (auto cell = numbered("M", Kind::kMonster, 5)) return *cell;
  if (auto cell = numbered("S", Kind::kSpellTrap, 5)) return *cell;
  if (text.empty()) {
    return Status::InvalidInput("no cell given: name one of M1..M5, S1..S5, FZ, EMZ1 or EMZ2");
  }
  std::string shown;
  for (char c : text.substr(0, 12)) shown += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
  return Status::InvalidInput("cell '" + shown +
                              "' is not a cell of the field: M1..M5, S1..S5, FZ, EMZ1 or EMZ2");
}

std::string_view DecisionKindName(const Decision& decision) {
  static constexpr std::string_view kNames[] = {
      "normalSummon",   "setMonster", "flipSummon",   "changePosition", "specialSummon",
      "pendulumSummon", "activate",   "setSpellTrap", "attack",         "nextPhase"};
  static_assert(std::size(kNames) == std::variant_size_v<Decision>);
  // Y-36: the exact form is its own schema member (decision.capnp @10), and is named so.
  if (const auto* next = std::get_if<NextPhase>(&decision); next != nullptr && next->exact) {
    return "nextPhaseExactly";
  }
  return kNames[decision.index()];
}

std::vector<std::pair<std::string, CardId>> CardsNamed(const Decision& decision) {
  std::vector<std::pair<std::string, CardId>> named;
  auto one = [&](const std::string& field, const CardId& id) { named.emplace_back(field, id); };
  auto list = [&](const std::string& field, const std::vector<CardId>& ids) {
    for (size_t i = 0; i < ids.size(); ++i) one(field + "[" + std::to_string(i) + "]", ids[i]);
  };
  const std::string kind(DecisionKindName(decision));
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon> || std::is_same_v<T, SetMonster>) {
          one(kind + ".card", d.card);
          list(kind + ".tributes", d.tributes);
        } else if constexpr (std::is_same_v<T, FlipSummon> || std::is_same_v<T, ChangePosition>) {
          one(kind + ".card", d.card);
        } else if constexpr (std::is_same_v<T, SpecialSummon>) {
          one(kind + ".card", d.card);
          list(kind + ".materials", d.materials);
        } else if constexpr (std::is_same_v<T, PendulumSummon>) {
          for (size_t i = 0; i < d.monsters.size(); ++i) {
            one(kind + ".monsters[" + std::to_string(i) + "].card", d.monsters[i].card);
          }
        } else if constexpr (std::is_same_v<T, Activate>) {
          one(kind + ".card", d.card);
          list(kind + ".targets", d.targets);
          list(kind + ".cost.tribute", d.cost.tribute);
          list(kind + ".cost.discard", d.cost.discard);
          list(kind + ".cost.banish", d.cost.banish);
          list(kind + ".cost.sendToGraveyard", d.cost.send_to_graveyard);
          list(kind + ".cost.detach", d.cost.detach);
        } else if constexpr (std::is_same_v<T, SetSpellTrap>) {
          one(kind + ".card", d.card);
        } else if constexpr (std::is_same_v<T, Attack>) {
          one(kind + ".attacker", d.attacker);
          if (d.target) one(kind + ".target", *d.target);
        }
      },
      decision);
  return named;
}

std::string_view PhaseName(Phase phase) {
  static constexpr std::string_view kNames[] = {"draw",   "standby", "main1",
                                                "battle", "main2",   "end"};
  return kNames[static_cast<int>(phase)];
}

std::string_view PositionName(Position position) {
  return position == Position::kAttack ? "attack" : "defense";
}

}  // namespace tcgjudge::ygo
