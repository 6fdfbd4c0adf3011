#include "events/event.h"

namespace tcgjudge {

namespace {

constexpr std::string_view kSharedNames[] = {
    "playCard",           "activateEffect",  "upgrade",      "placeResource", "declareAttack",
    "chooseAttackTarget", "declareDefender", "pass",         "discard",       "chooseCards",
    "chooseYesNo",        "chooseOrder",     "chooseNumber", "concede"};
static_assert(std::size(kSharedNames) == kSharedDecisionKinds);
static_assert(std::variant_size_v<Decision> ==
              kSharedDecisionKinds + std::size(kVocabularyRulesets));

}  // namespace

std::string_view DecisionKindName(const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> std::string_view {
        using T = std::decay_t<decltype(d)>;
        if constexpr (Vocabulary<T>::kIs) {
          return Vocabulary<T>::KindName(d);
        } else {
          return kSharedNames[decision.index()];
        }
      },
      decision);
}

std::string_view DecisionRuleset(const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> std::string_view {
        using T = std::decay_t<decltype(d)>;
        if constexpr (Vocabulary<T>::kIs) {
          return Vocabulary<T>::kRuleset;
        } else {
          return decision.index() < kFirstRulesetVerbs ? kFirstRuleset : std::string_view();
        }
      },
      decision);
}

std::string_view FactKindName(const Fact& fact) {
  static constexpr std::string_view kNames[] = {"shuffle",    "coinFlip",      "dieRoll",
                                                "randomPick", "unseenShuffle", "reveal",
                                                "look",       "pileEnd",       "deckCheck"};
  static_assert(std::size(kNames) == std::variant_size_v<Fact>);
  return kNames[fact.index()];
}

std::string_view EventKindName(const Event& event) {
  if (std::holds_alternative<Header>(event.body)) return "header";
  if (const auto* fact = std::get_if<Fact>(&event.body)) return FactKindName(*fact);
  if (const auto* decision = std::get_if<Decision>(&event.body)) {
    return DecisionKindName(*decision);
  }
  return JudgeKindName(std::get<JudgeAction>(event.body));
}

std::string_view JudgeKindName(const JudgeAction& action) {
  static constexpr std::string_view kNames[] = {"reverse", "backUp", "ruling", "penalty",
                                                "note",    "result", "restore"};
  static_assert(std::size(kNames) == std::variant_size_v<decltype(action.action)>);
  return kNames[action.action.index()];
}

namespace {
constexpr std::string_view kPenaltyKindNames[] = {"caution", "warning", "gameLoss", "matchLoss",
                                                  "disqualification"};
}  // namespace

std::string_view PenaltyKindName(PenaltyKind kind) {
  return kPenaltyKindNames[static_cast<size_t>(kind)];
}

std::optional<PenaltyKind> PenaltyKindFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kPenaltyKindNames); ++i) {
    if (kPenaltyKindNames[i] == name) return static_cast<PenaltyKind>(i);
  }
  return std::nullopt;
}

std::string ResultName(const std::optional<Seat>& winner, bool all_lose) {
  if (winner) return std::string(1, SeatLetter(*winner)) + " wins";
  return all_lose ? "all lose" : "draw";
}

}  // namespace tcgjudge
