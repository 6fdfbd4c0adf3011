#include "engine/ygo/decisions.h"

#include <functional>

#include "engine/ygo/activate.h"
#include "engine/ygo/battle.h"
#include "engine/ygo/chain.h"
#include "engine/ygo/resolve.h"
#include "engine/ygo/summon.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

// A decision's problems, and what doing it does (rules_check.h).
struct Plan {
  Problems problems;
  std::function<void(Context&)> act;
};

Plan Nothing(Problems problems = {}) {
  return Plan{std::move(problems), [](Context&) {}};
}

Plan NotHolder(Seat player, const std::string& what) {
  return Nothing({{Rule::kPriority, Letter(player) + " " + what + " without being asked"}});
}

template <typename Refuse, typename Check, typename Act>
Result<Plan> Handle(const Refuse& refuse, const Check& check, Act act) {
  TJ_RETURN_IF_ERROR(refuse());
  return Plan{check(), std::move(act)};
}

// ----- The generic verbs -----------------------------------------------------------------------

Result<Plan> PassPlan(const Context& c, Seat player) {
  const State& s = c.s;
  if (s.waiting_for != player && s.wait != Wait::kPriority) return NotHolder(player, "passed");
  switch (s.wait) {
    case Wait::kPriority:
      if (s.waiting_for != player) return NotHolder(player, "passed");
      return Plan{{}, [player](Context& x) { Pass(x, player); }};
    case Wait::kTrigger:
      return Plan{DeclineTriggersProblems(c, player),
                  [player](Context& x) { DeclineTriggers(x, player); }};
    case Wait::kEffectSummon:
      return Plan{SkipEffectSummonProblems(c, player),
                  [player](Context& x) { SkipEffectSummon(x, player); }};
    case Wait::kEffectChoice:
      return Plan{EffectChoiceProblems(c, player, {}),
                  [player](Context& x) { DoEffectChoice(x, player, {}); }};
    case Wait::kReplay:
      return Plan{{}, [](Context& x) { GiveUpAttack(x); }};
    case Wait::kDiscard:
      return Plan{{{Rule::kHandLimit, Letter(player) + " ended the turn with " +
                                          std::to_string(s.Player(player).hand.size()) +
                                          " cards in hand; the hand limit is 6"}},
                  [player](Context& x) { DiscardForHandLimit(x, player, {}); }};
    default:
      return NotHolder(player, "passed");
  }
}

Result<Plan> DiscardPlan(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const State& s = c.s;
  if (s.wait == Wait::kEffectChoice) {
    TJ_RETURN_IF_ERROR(RefuseEffectChoice(c, player, cards));
    return Plan{EffectChoiceProblems(c, player, cards),
                [player, cards](Context& x) { DoEffectChoice(x, player, cards); }};
  }
  if (s.wait != Wait::kDiscard || s.waiting_for != player) {
    return Status::InvalidInput("discard: nothing asks " + Letter(player) + " to discard now");
  }
  const std::vector<CardId>& hand = s.Player(player).hand;
  for (CardId id : cards) {
    if (std::find(hand.begin(), hand.end(), id) == hand.end()) {
      return Status::InvalidInput("discard.cards: " + c.Name(id) + " is not in " + Letter(player) +
                                  "'s hand");
    }
  }
  Problems problems;
  if (hand.size() - cards.size() > 6) {
    problems.push_back({Rule::kHandLimit, Letter(player) + " ended the turn with " +
                                              std::to_string(hand.size() - cards.size()) +
                                              " cards in hand; the hand limit is 6"});
  }
  return Plan{problems, [player, cards](Context& x) { DiscardForHandLimit(x, player, cards); }};
}

Result<Plan> NextPhasePlan(const Context& c, Seat player, Phase phase) {
  const State& s = c.s;
  Problems problems;
  if (player != c.Tp()) {
    problems.push_back(
        {Rule::kPhaseNotTurnPlayer, Letter(player) + " ended the phase in the opponent's turn"});
    return Nothing(problems);
  }
  if (s.wait != Wait::kPriority || s.waiting_for != player) {
    return NotHolder(player, "ended the phase");
  }
  if (phase == Phase::kBattle && s.turn.number == 1) {
    problems.push_back({Rule::kFirstTurnBattle,
                        Letter(player) + " entered the battle phase in the duel's first turn"});
  } else if (!MayFollow(s, phase)) {
    problems.push_back({Rule::kPhaseOrder, "the " + std::string(PhaseTitle(phase)) +
                                               " cannot follow the " +
                                               std::string(PhaseTitle(s.turn.phase))});
  }
  return Plan{
      problems, [player, phase](Context& x) {
        if (x.s.chain.links.empty() && x.s.chain.summoning.empty() && !x.s.combat.active()) {
          x.s.turn.declared_next = phase;
        }
        Pass(x, player);
      }};
}

// ----- Yu-Gi-Oh's own verbs ----------------------------------------------------------------------

Result<Plan> YgoPlan(const Context& c, Seat player, const ygo::Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon> || std::is_same_v<T, SetMonster>) {
          const bool set = std::is_same_v<T, SetMonster>;
          return Handle([&] { return RefuseNormalSummon(c, player, d.card, d.cell, d.tributes); },
                        [&] { return NormalSummonProblems(c, player, d.card, d.tributes, set); },
                        [player, d, set](Context& x) {
                          DoNormalSummon(x, player, d.card, d.cell, d.tributes, set);
                        });
        } else if constexpr (std::is_same_v<T, FlipSummon>) {
          return Handle([&] { return RefuseFlipSummon(c, player, d); },
                        [&] { return FlipSummonProblems(c, player, d); },
                        [player, d](Context& x) { DoFlipSummon(x, player, d); });
        } else if constexpr (std::is_same_v<T, ChangePosition>) {
          return Handle([&] { return RefuseChangePosition(c, player, d); },
                        [&] { return ChangePositionProblems(c, player, d); },
                        [player, d](Context& x) { DoChangePosition(x, player, d); });
        } else if constexpr (std::is_same_v<T, SpecialSummon>) {
          if (c.s.wait == Wait::kEffectSummon && c.s.waiting_for == player) {
            return Handle([&] { return RefuseEffectSummon(c, player, d); },
                          [&] { return EffectSummonProblems(c, player, d); },
                          [player, d](Context& x) { DoEffectSummon(x, player, d); });
          }
          return Handle([&] { return RefuseProcedureSummon(c, player, d); },
                        [&] { return ProcedureSummonProblems(c, player, d); },
                        [player, d](Context& x) { DoProcedureSummon(x, player, d); });
        } else if constexpr (std::is_same_v<T, PendulumSummon>) {
          return Handle([&] { return RefusePendulumSummon(c, player, d); },
                        [&] { return PendulumSummonProblems(c, player, d); },
                        [player, d](Context& x) { DoPendulumSummon(x, player, d); });
        } else if constexpr (std::is_same_v<T, Activate>) {
          return Handle([&] { return RefuseActivate(c, player, d); },
                        [&] { return ActivateProblems(c, player, d); },
                        [player, d](Context& x) { DoActivate(x, player, d); });
        } else if constexpr (std::is_same_v<T, SetSpellTrap>) {
          return Handle([&] { return RefuseSetSpellTrap(c, player, d); },
                        [&] { return SetSpellTrapProblems(c, player, d); },
                        [player, d](Context& x) { DoSetSpellTrap(x, player, d); });
        } else if constexpr (std::is_same_v<T, Attack>) {
          if (c.s.wait == Wait::kReplay && c.s.waiting_for == player) {
            return Handle([&] { return RefuseAttack(c, player, d); },
                          [&] { return ReplayProblems(c, player, d); },
                          [player, d](Context& x) { DoReplay(x, player, d); });
          }
          return Handle([&] { return RefuseAttack(c, player, d); },
                        [&] { return AttackProblems(c, player, d); },
                        [player, d](Context& x) { DoAttack(x, player, d); });
        } else {
          static_assert(std::is_same_v<T, NextPhase>);
          return NextPhasePlan(c, player, d.phase);
        }
      },
      decision);
}

// Every card a decision names is a card of the duel that still exists (a token that left the
// field has ceased to exist, Supplement 1).
Status RefuseUnknownCards(const Context& c, const tcgjudge::Decision& decision) {
  std::vector<CardId> ids;
  if (const auto* ygo = std::get_if<ygo::Decision>(&decision)) {
    for (const auto& [field, id] : CardsNamed(*ygo)) ids.push_back(id);
  } else if (const auto* discard = std::get_if<DiscardCards>(&decision)) {
    ids = discard->cards;
  } else if (const auto* choose = std::get_if<ChooseCards>(&decision)) {
    ids = choose->cards;
  }
  for (CardId id : ids) {
    if (!c.s.HasCard(id) || c.s.Card(id).zone == Zone::kGone) {
      return Status::InvalidInput("card " + id.ToString() + " is not in the duel" +
                                  (id.IsToken() ? " (a token that does not exist)" : ""));
    }
  }
  return Status::Ok();
}

Result<Plan> PlanOf(const Context& c, Seat player, const tcgjudge::Decision& decision) {
  const State& s = c.s;
  if (s.over) {
    return Nothing({{Rule::kGameOver, Letter(player) + " made a decision after the duel ended"}});
  }
  if (s.turn.number == 0) {
    return Status::InvalidInput("a decision during set-up: both decks are shuffled first (§3.1)");
  }
  if (s.wait == Wait::kShuffle) {
    return Status::InvalidInput("the duel waits for the shuffle of a deck, not a decision");
  }
  TJ_RETURN_IF_ERROR(RefuseUnknownCards(c, decision));
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, ygo::Decision>) {
          return YgoPlan(c, player, d);
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          return PassPlan(c, player);
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          return DiscardPlan(c, player, d.cards);
        } else if constexpr (std::is_same_v<T, ChooseCards>) {
          TJ_RETURN_IF_ERROR(RefuseEffectChoice(c, player, d.cards));
          return Plan{EffectChoiceProblems(c, player, d.cards),
                      [player, d](Context& x) { DoEffectChoice(x, player, d.cards); }};
        } else if constexpr (std::is_same_v<T, Concede>) {
          return Plan{{}, [player](Context& x) {
                        EndGame(x, OtherSeat(player), Letter(player) + " conceded");
                      }};
        } else {
          return Status::InvalidInput(std::string(DecisionKindName(decision)) +
                                      ": not a decision of a Yu-Gi-Oh duel");
        }
      },
      decision);
}

}  // namespace

Result<Problems> CheckDecision(const Context& c, Seat player, const tcgjudge::Decision& decision) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, decision));
  return std::move(plan.problems);
}

Status ApplyDecision(Context& c, Seat player, const tcgjudge::Decision& decision) {
  TJ_ASSIGN_OR_RETURN(Plan plan, PlanOf(c, player, decision));
  for (const Problem& p : plan.problems) c.Flag(p.rule, player, p.text);
  // Y-8: a table that goes on to another action than a response has let the summon succeed.
  const auto* ygo = std::get_if<ygo::Decision>(&decision);
  if (ygo != nullptr && !std::holds_alternative<Activate>(*ygo) && c.s.chain.links.empty() &&
      c.s.wait == Wait::kPriority) {
    CompleteSummon(c);
  }
  plan.act(c);
  return Status::Ok();
}

}  // namespace tcgjudge::ygo
