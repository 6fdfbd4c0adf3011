#include "events/myth/decision_text.h"

#include <type_traits>

namespace tcgjudge::myth {
namespace {

constexpr std::string_view kSep = " · ";

using Namer = std::function<std::string(const CardId&)>;

std::string Named(std::string_view what, const std::vector<CardId>& ids, const Namer& card) {
  if (ids.empty()) return "";
  std::string text = std::string(kSep) + std::string(what);
  for (const CardId& id : ids) text += " " + card(id);
  return text;
}

// " · 灵力 A12 A13": ids only, where names would drown the line.
std::string Spirit(const std::vector<CardId>& ids) {
  if (ids.empty()) return "";
  std::string text = std::string(kSep) + "灵力";
  for (const CardId& id : ids) text += " " + id.ToString();
  return text;
}

// "①" … "⑳", then "(21)".
std::string Position(uint8_t at) {
  static constexpr std::string_view kCircled[] = {"①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩",
                                                  "⑪", "⑫", "⑬", "⑭", "⑮", "⑯", "⑰", "⑱", "⑲", "⑳"};
  if (at >= 1 && at <= 20) return std::string(kCircled[at - 1]);
  return "(" + std::to_string(at) + ")";
}

template <typename D>
std::string UseText(const D& d, const Namer& card) {
  return std::string(kSep) + "at " + Position(d.at.position) + Named("targets", d.targets, card) +
         Spirit(d.spirit);
}

}  // namespace

std::string DecisionText(const Decision& decision, const Namer& card) {
  return std::visit(
      [&](const auto& d) -> std::string {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, UseCard> || std::is_same_v<T, FlipAdventure>) {
          return card(d.card) + UseText(d, card);
        } else if constexpr (std::is_same_v<T, ActivateSkill>) {
          return card(d.card) + " skill " + std::to_string(d.skill) + UseText(d, card);
        } else if constexpr (std::is_same_v<T, PlaceSpirit>) {
          return card(d.card);
        } else if constexpr (std::is_same_v<T, InitiateCombat>) {
          return card(d.attacker) + (d.weapon ? " wielding " + card(*d.weapon) : "") + " → " +
                 card(d.target);
        } else {
          static_assert(std::is_same_v<T, OrderTriggers>);
          if (d.items.empty()) return "none";
          std::string text;
          for (const TriggerItem& item : d.items) {
            if (!text.empty()) text += ", ";
            text += card(item.card) + " skill " + std::to_string(item.skill) +
                    Named("targets", item.targets, card);
          }
          return text;
        }
      },
      decision);
}

}  // namespace tcgjudge::myth
