#include "engine/rise/decisions.h"

#include <functional>

#include "engine/rise/attach.h"
#include "engine/rise/combat.h"
#include "engine/rise/damage.h"
#include "engine/rise/play.h"
#include "engine/rise/priority.h"
#include "engine/rise/search.h"
#include "engine/rise/turn.h"
#include "engine/rise/unique.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using Plan = RulePlan<Context, Rule>;  // engine/rules_check.h

Plan Nothing(Problems problems) { return NothingBut<Plan>(std::move(problems)); }

// The plan of a decision that adds a link (§707.2 applies to it).
template <typename Refuse, typename Check, typename Act>
Result<Plan> Link(const Refuse& refuse, const Check& check, Act act) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOfSteps<Plan>(refuse, check, std::move(act)));
  plan.adds_link = true;
  return plan;
}

Result<Plan> PassPlan(const Context& c, Seat player) {
  const State& s = c.s;
  if (s.wait == Wait::kGuard && s.waiting_for == player) {
    return Plan{{}, [](Context& x) { DeclineGuard(x); }, false};  // C-5: no guard.
  }
  if (s.wait == Wait::kArmour && s.waiting_for == player) {
    return Plan{{}, [](Context& x) { DeclineArmour(x); }, false};  // §717.2c: no more armour.
  }
  if (s.wait != Wait::kPriority || s.waiting_for != player) {
    return Nothing({{Rule::kNotAsked, Letter(player) + " passed without holding priority"}});
  }
  return Plan{{}, [player](Context& x) { Pass(x, player); }, false};
}

Result<Plan> MulliganPlan(const Context& c, Seat player, const Mulligan& d) {
  TJ_RETURN_IF_ERROR(RefuseMulligan(c, player));
  if (c.s.wait != Wait::kMulligan) {
    return Nothing({{Rule::kMulliganAfterStart,
                     Letter(player) + " took a mulligan after the first turn began; each "
                                      "player decides once, before it"}});
  }
  return Plan{{}, [player, d](Context& x) { DoMulligan(x, player, d.redraw); }, false};
}

Result<Plan> RisePlan(const Context& c, Seat player, const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceResource>) {
          return Link([&] { return RefusePlaceResource(c, player, d); },
                      [&] { return PlaceResourceProblems(c, player, d); },
                      [player, d](Context& x) { DoPlaceResource(x, player, d); });
        } else if constexpr (std::is_same_v<T, UseCard>) {
          return Link([&] { return RefuseUseCard(c, player, d); },
                      [&] { return UseCardProblems(c, player, d); },
                      [player, d](Context& x) { DoUseCard(x, player, d); });
        } else if constexpr (std::is_same_v<T, ActivateAbility>) {
          return Link([&] { return RefuseActivateAbility(c, player, d); },
                      [&] { return ActivateAbilityProblems(c, player, d); },
                      [player, d](Context& x) { DoActivateAbility(x, player, d); });
        } else if constexpr (std::is_same_v<T, CompleteCommand>) {
          return Link([&] { return RefuseCompleteCommand(c, player, d); },
                      [&] { return CompleteCommandProblems(c, player, d); },
                      [player, d](Context& x) { DoCompleteCommand(x, player, d); });
        } else if constexpr (std::is_same_v<T, DeclareCombat>) {
          return Link([&] { return RefuseDeclareCombat(c, player, d); },
                      [&] { return DeclareCombatProblems(c, player, d); },
                      [player, d](Context& x) { DoDeclareCombat(x, player, d); });
        } else if constexpr (std::is_same_v<T, FireWeapon>) {
          return Link([&] { return RefuseFireWeapon(c, player, d); },
                      [&] { return FireWeaponProblems(c, player, d); },
                      [player, d](Context& x) { DoFireWeapon(x, player, d); });
        } else if constexpr (std::is_same_v<T, Board>) {
          return Link([&] { return RefuseBoard(c, player, d); },
                      [&] { return BoardProblems(c, player, d); },
                      [player, d](Context& x) { DoBoard(x, player, d); });
        } else if constexpr (std::is_same_v<T, ChooseUnique>) {
          TJ_RETURN_IF_ERROR(RefuseChooseUnique(c, player, d));
          return Plan{ChooseUniqueProblems(c, player, d),
                      [player, d](Context& x) { DoChooseUnique(x, player, d); }, false};
        } else if constexpr (std::is_same_v<T, Guard>) {
          TJ_RETURN_IF_ERROR(RefuseGuard(c, player, d));
          return Plan{GuardProblems(c, player, d),
                      [player, d](Context& x) { DoGuard(x, player, d); }, false};
        } else if constexpr (std::is_same_v<T, SearchDeck>) {
          TJ_RETURN_IF_ERROR(RefuseSearchDeck(c, player, d));
          return Plan{SearchDeckProblems(c, player, d),
                      [player, d](Context& x) { DoSearchDeck(x, player, d); }, false};
        } else if constexpr (std::is_same_v<T, ChooseHost>) {
          TJ_RETURN_IF_ERROR(RefuseChooseHost(c, player, d));
          return Plan{ChooseHostProblems(c, player, d),
                      [player, d](Context& x) { DoChooseHost(x, player, d); }, false};
        } else if constexpr (std::is_same_v<T, ExhaustArmour>) {
          TJ_RETURN_IF_ERROR(RefuseExhaustArmour(c, player, d));
          return Plan{ExhaustArmourProblems(c, player, d),
                      [player, d](Context& x) { DoExhaustArmour(x, player, d); }, false};
        } else if constexpr (std::is_same_v<T, Mulligan>) {
          return MulliganPlan(c, player, d);
        } else {
          static_assert(std::is_same_v<T, OrderTriggers>);
          TJ_RETURN_IF_ERROR(RefuseOrderTriggers(c, player, d));
          return Plan{{}, [player, d](Context& x) { DoOrderTriggers(x, player, d); }, false};
        }
      },
      decision);
}

// Every card a move names is a card of the game.
Status RefuseUnknownCards(const Context& c, const Move& move) {
  std::vector<std::pair<std::string, CardId>> named;
  if (const auto* d = std::get_if<Decision>(&move)) {
    named = CardsNamed(*d);
  } else if (const auto* discard = std::get_if<DiscardCards>(&move)) {
    for (CardId id : discard->cards) named.emplace_back("discard.cards", id);
  }
  for (const auto& [field, id] : named) {
    if (!c.s.HasCard(id)) {
      return Status::InvalidInput(field + ": card " + id.ToString() + " is not in the game");
    }
  }
  return Status::Ok();
}

Result<Plan> PlanOf(const Context& c, Seat player, const Move& move) {
  const State& s = c.s;
  if (s.over) {
    return Nothing({{Rule::kGameOver, Letter(player) + " made a decision after the game ended"}});
  }
  TJ_RETURN_IF_ERROR(RefuseUnknownCards(c, move));
  if (std::holds_alternative<Concede>(move)) {
    return Plan{{},
                [player](Context& x) {
                  x.s.Player(player).lost = true;
                  SettleResult(x);
                },
                false};
  }
  const auto* decision = std::get_if<Decision>(&move);
  const bool mulligan = decision != nullptr && std::holds_alternative<Mulligan>(*decision);
  if (s.wait == Wait::kShuffle || (s.wait == Wait::kMulligan && !mulligan)) {
    return Status::InvalidInput("the game waits for " + Letter(s.waiting_for) + "'s " +
                                (s.wait == Wait::kShuffle ? "shuffle" : "mulligan decision") +
                                " (§101, §411.2)");
  }
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, Decision>) {
          return RisePlan(c, player, d);
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          return PassPlan(c, player);
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          TJ_RETURN_IF_ERROR(RefuseDiscard(c, player, d.cards));
          return Plan{DiscardProblems(c, player, d.cards),
                      [player, d](Context& x) { DoDiscard(x, player, d.cards); }, false};
        } else {
          return Status::InvalidInput("concede");  // Handled above.
        }
      },
      move);
}

}  // namespace

Result<Problems> CheckMove(const Context& c, Seat player, const Move& move) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, move));
  return std::move(plan.problems);
}

Status ApplyMove(Context& c, Seat player, const Move& move, bool* rewound) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, move));
  const bool rewind =
      plan.adds_link && !plan.problems.empty() && c.s.options.illegal_link == IllegalLink::kRewind;
  for (const Problem& p : plan.problems) {
    c.Flag(p.rule, player, rewind ? p.text + "; the rules undo the attempt (§707.2)" : p.text);
    c.violations.back().remedied_by_rules = rewind;  // nothing for a judge to reverse.
  }
  if (rewound != nullptr) *rewound = rewind;
  if (!rewind) plan.act(c);
  return Status::Ok();
}

Result<Move> MoveOf(const ::tcgjudge::Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Move> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_constructible_v<Move, T>) {
          return Move(d);
        } else {
          return Status::InvalidInput("decision." +
                                      std::string(::tcgjudge::DecisionKindName(decision)) +
                                      ": 崛起TCG never asks for this decision");
        }
      },
      decision);
}

::tcgjudge::Decision DecisionOf(const Move& move) {
  return std::visit([](const auto& d) { return ::tcgjudge::Decision(d); }, move);
}

std::string_view MoveKindName(const Move& move) {
  if (const auto* d = std::get_if<Decision>(&move)) return DecisionKindName(*d);
  static constexpr std::string_view kGeneric[] = {"", "pass", "discard", "concede"};
  return kGeneric[move.index()];
}

}  // namespace tcgjudge::rise
