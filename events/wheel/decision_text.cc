#include "events/wheel/decision_text.h"

#include <type_traits>

namespace tcgjudge::wheel {
namespace {

constexpr std::string_view kSep = " · ";
using Namer = std::function<std::string(const CardId&)>;

std::string TargetText(const Target& t, const Namer& card) {
  if (const CardId* id = std::get_if<CardId>(&t)) return card(*id);
  return std::string("player ") + SeatLetter(std::get<Seat>(t));
}

std::string Targets(const std::vector<Target>& targets, const Namer& card) {
  if (targets.empty()) return "";
  std::string text = std::string(kSep) + "targets";
  for (const Target& t : targets) text += " " + TargetText(t, card);
  return text;
}

}  // namespace

std::string DecisionText(const Decision& decision, const Namer& card) {
  return std::visit(
      [&](const auto& d) -> std::string {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceManaStone>) {
          return card(d.stone);
        } else if constexpr (std::is_same_v<T, PlayWarSpirit> || std::is_same_v<T, PlayVehicle>) {
          return card(d.card) + std::string(kSep) + d.cell.ToString() +
                 (d.face_down ? " face-down" : "");
        } else if constexpr (std::is_same_v<T, PlayMagic>) {
          return card(d.card) + Targets(d.targets, card);
        } else if constexpr (std::is_same_v<T, MoveUnit>) {
          return card(d.card) + " → " + d.to.ToString();
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          return card(d.attacker) + " → " + TargetText(d.target, card);
        } else if constexpr (std::is_same_v<T, Guard>) {
          return card(d.guard);
        } else if constexpr (std::is_same_v<T, Board>) {
          return card(d.spirit) + " onto " + card(d.vehicle);
        } else if constexpr (std::is_same_v<T, Swap>) {
          return card(d.card) + " for " + card(d.with);
        } else if constexpr (std::is_same_v<T, FlipAmbush>) {
          return card(d.card);
        } else {
          static_assert(std::is_same_v<T, ActivateEffect>);
          return card(d.card) + " effect " + std::to_string(d.effect) + Targets(d.targets, card);
        }
      },
      decision);
}

}  // namespace tcgjudge::wheel
