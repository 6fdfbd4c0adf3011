#include "events/zero/card_data.h"

#include <algorithm>
#include <array>

namespace tcgjudge::cards {
namespace {

template <typename Enum, size_t N>
std::string_view NameOf(Enum value, const std::array<std::string_view, N>& names) {
  const auto index = static_cast<size_t>(value);
  return index < N ? names[index] : std::string_view("?");
}

}  // namespace

std::string_view ColourName(Colour colour) {
  static constexpr std::array<std::string_view, 6> kNames = {"red",   "yellow", "blue",
                                                             "green", "white",  "black"};
  return NameOf(colour, kNames);
}

std::string_view CategoryName(Category category) {
  static constexpr std::array<std::string_view, 4> kNames = {"character", "equipment", "tactic",
                                                             "event"};
  return NameOf(category, kNames);
}

std::string_view TimingName(Timing timing) {
  static constexpr std::array<std::string_view, kNumTimings> kNames = {
      "onEnter",           "onDestroyed",        "onBattleDestroyed",
      "onAttackDestroyed", "onDefenceDestroyed", "onBattleWon",
      "onAttackWon",       "onDefenceWon",       "onAttack",
      "onDefend",          "onAttacked",         "turnStart",
      "ownTurnStart",      "opponentTurnStart",  "turnEnd",
      "ownTurnEnd",        "opponentTurnEnd",    "onEnterRestArea",
      "inBattle"};
  return NameOf(timing, kNames);
}

std::string_view ZoneName(Zone zone) {
  static constexpr std::array<std::string_view, 9> kNames = {
      "battle", "hand", "deck", "life", "resource", "event", "rest", "removed", "chain"};
  return NameOf(zone, kNames);
}

std::string_view SideName(Side side) {
  static constexpr std::array<std::string_view, 3> kNames = {"any", "we", "opponent"};
  return NameOf(side, kNames);
}

int64_t Cost::ColouredTotal() const {
  int64_t sum = 0;
  for (const ColourCount& c : coloured) sum += c.count;
  return sum;
}

bool EffectCost::empty() const { return *this == EffectCost{}; }

std::string_view KeywordName(const Keyword& keyword) {
  static constexpr std::array<std::string_view, 7> kNames = {
      "rush", "slow", "loneWolf", "guard", "scheme", "battleLink", "gatherEnergy"};
  return kNames[keyword.index()];
}

std::string_view KeywordPrintedName(const Keyword& keyword) {
  static constexpr std::array<std::string_view, 7> kNames = {"突袭", "迟缓",     "独行客", "守备",
                                                             "智谋", "战斗连协", "聚气"};
  return kNames[keyword.index()];
}

std::string_view ActionName(const Action& action) {
  static constexpr std::array<std::string_view, std::variant_size_v<decltype(Action::kind)>>
      kNames = {"draw",         "damage",      "destroy",   "discard",       "search",
                "putIntoPlay",  "buff",        "heal",      "grant",         "rollDie",
                "becomeCopy",   "gainControl", "remove",    "preventDamage", "endTurn",
                "returnToHand", "copyLink",    "insteadIf", "lookAtTop",     "putOnDeck",
                "addLife",      "eachDraw",    "win",       "addLifeFrom",   "scrap"};
  return kNames[action.kind.index()];
}

std::string_view EffectKindName(const Effect& effect) {
  static constexpr std::array<std::string_view, 6> kNames = {"continuous", "triggered", "activated",
                                                             "counter",    "keyword",   "onUse"};
  return kNames[effect.kind.index()];
}

bool CardDef::HasName(std::string_view a) const {
  return std::find(character_names.begin(), character_names.end(), a) != character_names.end() ||
         std::find(attributes.begin(), attributes.end(), a) != attributes.end();
}

}  // namespace tcgjudge::cards
