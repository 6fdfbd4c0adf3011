#include "engine/ygo/decisions.h"

#include <algorithm>
#include <functional>

#include "engine/ygo/activate.h"
#include "engine/ygo/battle.h"
#include "engine/ygo/chain.h"
#include "engine/ygo/resolve.h"
#include "engine/ygo/summon.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

using Plan = RulePlan<Context, Rule>;  // engine/rules_check.h

Plan Nothing(Problems problems = {}) { return NothingBut<Plan>(std::move(problems)); }

Plan NotHolder(Seat player, const std::string& what) {
  return Nothing({{Rule::kPriority, Letter(player) + " " + what + " without being asked"}});
}

template <typename Refuse, typename Check, typename Act>
Result<Plan> Handle(const Refuse& refuse, const Check& check, Act act) {
  return PlanOfSteps<Plan>(refuse, check, std::move(act));
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

// Y-2: an answer nobody asked for is recorded and flagged, and changes nothing.
Plan NotAsked(Seat player, const std::string& what) {
  return Nothing({{Rule::kNotAsked, Letter(player) + " " + what}});
}

bool Asked(const State& s, Seat player, Wait wait) {
  return s.wait == wait && s.waiting_for == player;
}

Status RefuseTwice(const std::vector<CardId>& cards, const std::string& field) {
  for (size_t i = 0; i < cards.size(); ++i) {
    if (std::find(cards.begin() + static_cast<long>(i) + 1, cards.end(), cards[i]) != cards.end()) {
      return Status::InvalidInput(field + ": " + cards[i].ToString() + " is listed twice");
    }
  }
  return Status::Ok();
}

// §3.2/P6, Y-22: the turn player discards down to 6, no more and no fewer. A named card that is
// not in his hand is flagged and stays where it is (Y-2).
Result<Plan> DiscardPlan(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const State& s = c.s;
  TJ_RETURN_IF_ERROR(RefuseTwice(cards, "discard.cards"));
  if (Asked(s, player, Wait::kEffectChoice)) {
    if (!CurrentQuestionDiscards(c)) {
      // A discard says the cards went to the graveyard: taken for the choice of a search, the log
      // would say "discard A29" while A29 goes to the hand (issue 26).
      return Status::InvalidInput(
          "discard: the effect of " + c.Name(c.s.chain.current.link.card) + " asks " +
          Letter(player) +
          " to choose cards (chooseCards), not to discard them: the log's discard is no answer "
          "to it");
    }
    TJ_RETURN_IF_ERROR(RefuseEffectChoice(c, player, cards));
    return Plan{EffectChoiceProblems(c, player, cards),
                [player, cards](Context& x) { DoEffectChoice(x, player, cards); }};
  }
  if (!Asked(s, player, Wait::kDiscard))
    return NotAsked(player, "discarded though nothing asks him to discard now");
  const std::vector<CardId>& hand = s.Player(player).hand;
  Problems problems;
  std::vector<CardId> from_hand;
  for (CardId id : cards) {
    if (Contains(hand, id)) {
      from_hand.push_back(id);
    } else {
      problems.push_back({Rule::kHandLimit, c.Name(id) + " is not in " + Letter(player) +
                                                "'s hand: it stays where it is"});
    }
  }
  const size_t left = hand.size() - from_hand.size();
  if (left > 6) {
    problems.push_back({Rule::kHandLimit, Letter(player) + " ended the turn with " +
                                              std::to_string(left) +
                                              " cards in hand; the hand limit is 6"});
  } else if (left < 6) {
    problems.push_back({Rule::kHandLimit, Letter(player) + " discarded down to " +
                                              std::to_string(left) +
                                              " cards; the hand limit discards down to 6"});
  }
  return Plan{problems,
              [player, from_hand](Context& x) { DiscardForHandLimit(x, player, from_hand); }};
}

// Y-36: an exact nextPhase where the phase cannot change at all is malformed, not a pass.
Status RefuseExactNextPhase(const State& s) {
  std::string_view where;
  if (s.turn.timing != DamageTiming::kNone) {
    where = "in the damage step";
  } else if (s.combat.active()) {
    where = "while an attack is declared";
  } else if (!s.chain.links.empty()) {
    where = "while a chain is open";
  } else if (!s.chain.summoning.empty()) {
    where = "in a summon's response window";
  } else if (s.wait != Wait::kPriority) {
    where = "while the duel waits for an answer";
  } else {
    return Status::Ok();
  }
  return Status::InvalidInput("nextPhaseExactly: the phase cannot change " + std::string(where) +
                              " (Y-36)");
}

Result<Plan> NextPhasePlan(const Context& c, Seat player, Phase phase, bool exact) {
  const State& s = c.s;
  if (exact) TJ_RETURN_IF_ERROR(RefuseExactNextPhase(s));
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
      problems, [player, phase, exact](Context& x) {
        if (x.s.chain.links.empty() && x.s.chain.summoning.empty() && !x.s.combat.active()) {
          x.s.turn.declared_next = phase;
          // Y-36: exact, the battle phase's remaining steps are skipped; its end step is the
          // window the opponent answers, and his pass begins the named phase.
          if (exact && x.s.turn.phase == Phase::kBattle) x.s.turn.step = BattleStep::kEnd;
        }
        Pass(x, player);
      }};
}

// ----- Yu-Gi-Oh's own verbs ----------------------------------------------------------------------

Result<Plan> YgoVerbPlan(const Context& c, Seat player, const ygo::Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon> || std::is_same_v<T, SetMonster>) {
          const bool set = std::is_same_v<T, SetMonster>;
          return Handle(
              [&] { return RefuseNormalSummon(c, player, d.card, d.cell, d.tributes); },
              [&] { return NormalSummonProblems(c, player, d.card, d.cell, d.tributes, set); },
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
          return NextPhasePlan(c, player, d.phase, d.exact);
        }
      },
      decision);
}

// Whether the duel, waiting for what it waits for, has a timing for `player`'s decision: priority
// (held by him or not, Y-6), the placing of triggered effects for an activation (Y-7), the
// answer a resolving effect or a replay asks of him.
bool HasTiming(const State& s, Seat player, const ygo::Decision& decision) {
  const bool asked = s.waiting_for == player;
  switch (s.wait) {
    case Wait::kPriority:
      return true;
    case Wait::kTrigger:
      return std::holds_alternative<Activate>(decision);
    case Wait::kEffectSummon:
      return asked && std::holds_alternative<SpecialSummon>(decision);
    case Wait::kReplay:
      return asked && std::holds_alternative<Attack>(decision);
    default:
      return false;
  }
}

// Y-2: a decision made while the duel waits for another (a resolving effect's answer, the
// end-phase discard, a replay's new target) has no timing: recorded, flagged, changing nothing.
Result<Plan> YgoPlan(const Context& c, Seat player, const ygo::Decision& decision) {
  TJ_ASSIGN_OR_RETURN(Plan plan, YgoVerbPlan(c, player, decision));
  if (std::holds_alternative<NextPhase>(decision) || HasTiming(c.s, player, decision)) return plan;
  static constexpr std::string_view kWaits[] = {
      "a shuffle",          "priority", "triggered effects",     "an effect's summon",
      "an effect's choice", "a replay", "the end-phase discard", "nothing"};
  return Nothing({{Rule::kPriority, Letter(player) + " made a decision while the duel waits for " +
                                        std::string(kWaits[static_cast<int>(c.s.wait)]) +
                                        ": there is no timing for it"}});
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
  TJ_RETURN_IF_ERROR(RefuseUnknownCards(c, decision));
  // Y-2: a decision while the duel waits for a shuffle (set-up included, §3.1) is recorded and
  // flagged, and changes nothing; concession ends the duel at any time.
  if ((s.turn.number == 0 || s.wait == Wait::kShuffle) &&
      !std::holds_alternative<Concede>(decision)) {
    return NotAsked(player, std::string("made a decision (") +
                                std::string(DecisionKindName(decision)) +
                                ") while the duel waited for the shuffle of a deck (§3.1, §6)");
  }
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
          TJ_RETURN_IF_ERROR(RefuseTwice(d.cards, "chooseCards.cards"));
          if (!Asked(s, player, Wait::kEffectChoice))
            return NotAsked(player, "chose cards though nothing asks him to choose now");
          TJ_RETURN_IF_ERROR(RefuseEffectChoice(c, player, d.cards));
          return Plan{EffectChoiceProblems(c, player, d.cards),
                      [player, d](Context& x) { DoEffectChoice(x, player, d.cards); }};
        } else if constexpr (std::is_same_v<T, Concede>) {
          return Plan{{}, [player](Context& x) {
                        EndGame(x, OtherSeat(player), Letter(player) + " conceded");
                      }};
        } else {
          return Status::InvalidInput(std::string(DecisionKindName(decision)) +
                                      ": not a decision of a Yu-Gi-Oh duel (a duel's "
                                      "decisions are pass, chooseCards, discard, concede and the "
                                      "ygo verbs: docs/log-format.md)");
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
