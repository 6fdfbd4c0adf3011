#include "engine/myth/decisions.h"

#include <functional>

#include "engine/myth/combat.h"
#include "engine/myth/play.h"
#include "engine/myth/turn.h"
#include "engine/myth/window.h"

namespace tcgjudge::myth {
namespace {

using Plan = RulePlan<Context, Rule>;  // engine/rules_check.h

Plan Nothing(Problems problems = {}) { return NothingBut<Plan>(std::move(problems)); }

Plan NotAsked(Seat player, const std::string& what) {
  return Nothing({{Rule::kPriority, Letter(player) + " " + what + " without being asked"}});
}

template <typename Refuse, typename Check, typename Act>
Result<Plan> Handle(const Refuse& refuse, const Check& check, Act act) {
  return PlanOfSteps<Plan>(refuse, check, std::move(act));
}

Result<Plan> PassPlan(const Context& c, Seat player) {
  const State& s = c.s;
  const bool asked = s.waiting_for == player;
  switch (s.wait) {
    case Wait::kMain:
      if (player != c.Ap()) return NotAsked(player, "passed");
      return Plan{{}, [](Context& x) { LeaveMainPhase(x); }};
    case Wait::kPriority:
      if (!asked) return NotAsked(player, "passed");
      return Plan{{}, [player](Context& x) { PassWindow(x, player); }};
    case Wait::kTriggers:
      if (!asked) return NotAsked(player, "declined triggered skills");
      return Plan{DeclineTriggersProblems(c, player),
                  [player](Context& x) { DoOrderTriggers(x, player, OrderTriggers{}); }};
    case Wait::kDiscard:
      if (!asked) return NotAsked(player, "passed");
      return Plan{DiscardProblems(c, player, {}),
                  [player](Context& x) { DoDiscard(x, player, {}); }};
    default:
      return NotAsked(player, "passed");
  }
}

Result<Plan> MythPlan(const Context& c, Seat player, const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, UseCard>) {
          return Handle([&] { return RefuseUseCard(c, player, d); },
                        [&] { return UseCardProblems(c, player, d); },
                        [player, d](Context& x) { DoUseCard(x, player, d); });
        } else if constexpr (std::is_same_v<T, ActivateSkill>) {
          return Handle([&] { return RefuseActivateSkill(c, player, d); },
                        [&] { return ActivateSkillProblems(c, player, d); },
                        [player, d](Context& x) { DoActivateSkill(x, player, d); });
        } else if constexpr (std::is_same_v<T, FlipAdventure>) {
          return Handle([&] { return RefuseFlipAdventure(c, player, d); },
                        [&] { return FlipAdventureProblems(c, player, d); },
                        [player, d](Context& x) { DoFlipAdventure(x, player, d); });
        } else if constexpr (std::is_same_v<T, PlaceSpirit>) {
          return Handle([&] { return RefusePlaceSpirit(c, player, d); },
                        [&] { return PlaceSpiritProblems(c, player, d); },
                        [player, d](Context& x) { DoPlaceSpirit(x, player, d); });
        } else if constexpr (std::is_same_v<T, InitiateCombat>) {
          return Handle([&] { return RefuseInitiateCombat(c, player, d); },
                        [&] { return InitiateCombatProblems(c, player, d); },
                        [player, d](Context& x) { DoInitiateCombat(x, player, d); });
        } else {
          static_assert(std::is_same_v<T, OrderTriggers>);
          return Plan{OrderTriggersProblems(c, player, d),
                      [player, d](Context& x) { DoOrderTriggers(x, player, d); }};
        }
      },
      decision);
}

// Every card a decision names is a card of the game that still exists (a token that left the
// field has left the game, §9.2).
Status RefuseUnknownCards(const Context& c, const Move& move) {
  std::vector<std::pair<std::string, CardId>> named;
  if (const auto* mine = std::get_if<Decision>(&move)) named = CardsNamed(*mine);
  if (const auto* discard = std::get_if<DiscardCards>(&move)) {
    for (size_t i = 0; i < discard->cards.size(); ++i) {
      named.emplace_back("discard.cards[" + std::to_string(i) + "]", discard->cards[i]);
    }
  }
  for (const auto& [field, id] : named) {
    if (!c.s.HasCard(id) || c.s.Card(id).zone == Zone::kGone) {
      return Status::InvalidInput(field + ": card " + id.ToString() + " is not in the game" +
                                  (id.IsToken() ? " (a token that does not exist, §9.2)" : ""));
    }
  }
  return Status::Ok();
}

Result<Plan> PlanOf(const Context& c, Seat player, const Move& move) {
  const State& s = c.s;
  if (s.over) {
    return Nothing({{Rule::kGameOver, Letter(player) + " made a decision after the game ended"}});
  }
  if (s.wait == Wait::kShuffle) {
    return Status::InvalidInput("the game waits for the set-up shuffle of " +
                                Letter(s.waiting_for) + "'s library, not a decision");
  }
  TJ_RETURN_IF_ERROR(RefuseUnknownCards(c, move));
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, Decision>) {
          return MythPlan(c, player, d);
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          return PassPlan(c, player);
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          TJ_RETURN_IF_ERROR(RefuseDiscard(c, player, d.cards));
          return Plan{DiscardProblems(c, player, d.cards),
                      [player, d](Context& x) { DoDiscard(x, player, d.cards); }};
        } else {
          static_assert(std::is_same_v<T, Concede>);
          return Plan{{}, [player](Context& x) {
                        EndGame(x, static_cast<uint8_t>(1u << SeatIndex(player)),
                                Letter(player) + " conceded");
                      }};
        }
      },
      move);
}

}  // namespace

Result<Problems> CheckMove(const Context& c, Seat player, const Move& move) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, move));
  return std::move(plan.problems);
}

Status ApplyMove(Context& c, Seat player, const Move& move) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, move));
  CarryOut(c, player, plan);
  return Status::Ok();
}

}  // namespace tcgjudge::myth
