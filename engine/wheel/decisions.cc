#include "engine/wheel/decisions.h"

#include <functional>

#include "engine/wheel/battle.h"
#include "engine/wheel/chain.h"
#include "engine/wheel/paper.h"
#include "engine/wheel/play.h"
#include "engine/wheel/turn.h"
#include "engine/wheel/units.h"

namespace tcgjudge::wheel {
namespace {

using Plan = RulePlan<Context, Rule>;  // engine/rules_check.h

Plan Nothing(Problems problems) { return NothingBut<Plan>(std::move(problems)); }

template <typename Refuse, typename Check, typename Act>
Result<Plan> Handle(const Refuse& refuse, const Check& check, Act act) {
  return PlanOfSteps<Plan>(refuse, check, std::move(act));
}

Plan NotAsked(const Context& c, Seat player, const std::string& what) {
  return Nothing({{Rule::kNotAsked, Letter(player) + " " + what + " while the game waited for " +
                                        Letter(c.s.waiting_for)}});
}

Result<Plan> PassPlan(const Context& c, Seat player) {
  const State& s = c.s;
  if (s.waiting_for != player) return NotAsked(c, player, "passed");
  switch (s.wait) {
    case Wait::kAction:
      return Plan{{}, [](Context& x) { EndActionPhase(x); }};
    case Wait::kResponse:
      return Plan{{}, [player](Context& x) { PassResponse(x, player); }};
    case Wait::kGuard:
      return Plan{{}, [](Context& x) { ResolveBattle(x); }};
    case Wait::kEndWindow:
      return Plan{{}, [player](Context& x) { PassEndWindow(x, player); }};
    case Wait::kDiscard:
      return Plan{DiscardProblems(c, player, {}),
                  [player](Context& x) { DoDiscard(x, player, {}); }};
    default:
      return Status::InvalidInput("pass: the game waits for " + Letter(player) +
                                  " to keep or redraw the opening hand (chooseYesNo)");
  }
}

Result<Plan> WheelPlan(const Context& c, Seat player, const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlaceManaStone>) {
          return Handle([&] { return RefusePlaceManaStone(c, player, d); },
                        [&] { return PlaceManaStoneProblems(c, player, d); },
                        [player, d](Context& x) { DoPlaceManaStone(x, player, d); });
        } else if constexpr (std::is_same_v<T, PlayWarSpirit> || std::is_same_v<T, PlayVehicle>) {
          constexpr bool kVehicle = std::is_same_v<T, PlayVehicle>;
          return Handle(
              [&] { return RefusePlayUnit(c, player, d.card, d.cell, kVehicle); },
              [&] { return PlayUnitProblems(c, player, d.card, d.cell, d.face_down); },
              [player, d](Context& x) { DoPlayUnit(x, player, d.card, d.cell, d.face_down); });
        } else if constexpr (std::is_same_v<T, PlayMagic>) {
          return Handle([&] { return RefusePlayMagic(c, player, d); },
                        [&] { return PlayMagicProblems(c, player, d); },
                        [player, d](Context& x) { DoPlayMagic(x, player, d); });
        } else if constexpr (std::is_same_v<T, MoveUnit>) {
          return Handle([&] { return RefuseMoveUnit(c, player, d); },
                        [&] { return MoveUnitProblems(c, player, d); },
                        [player, d](Context& x) { DoMoveUnit(x, player, d); });
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          return Handle([&] { return RefuseDeclareAttack(c, player, d); },
                        [&] { return DeclareAttackProblems(c, player, d); },
                        [player, d](Context& x) { DoDeclareAttack(x, player, d); });
        } else if constexpr (std::is_same_v<T, Guard>) {
          return Handle([&] { return RefuseGuard(c, player, d); },
                        [&] { return GuardProblems(c, player, d); },
                        [player, d](Context& x) { DoGuard(x, player, d); });
        } else if constexpr (std::is_same_v<T, Board>) {
          return Handle([&] { return RefuseBoard(c, player, d); },
                        [&] { return BoardProblems(c, player, d); },
                        [player, d](Context& x) { DoBoard(x, player, d); });
        } else if constexpr (std::is_same_v<T, Swap>) {
          return Handle([&] { return RefuseSwap(c, player, d); },
                        [&] { return SwapProblems(c, player, d); },
                        [player, d](Context& x) { DoSwap(x, player, d); });
        } else if constexpr (std::is_same_v<T, FlipAmbush>) {
          return Handle([&] { return RefuseFlipAmbush(c, player, d); },
                        [&] { return FlipAmbushProblems(c, player, d); },
                        [player, d](Context& x) { DoFlipAmbush(x, player, d); });
        } else {
          static_assert(std::is_same_v<T, ActivateEffect>);
          return Handle([&] { return RefuseActivateEffect(c, player, d); },
                        [&] { return ActivateEffectProblems(c, player, d); },
                        [player, d](Context& x) { DoActivateEffect(x, player, d); });
        }
      },
      decision);
}

// Every card a move names is a card of the game.
Status RefuseUnknownCards(const Context& c, const Move& move) {
  for (const auto& [field, id] : CardsMoveNames(move)) {
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
  if (s.wait == Wait::kShuffle) {
    return Status::InvalidInput("the game waits for the shuffle of " + Letter(s.waiting_for) +
                                "'s deck, not a decision");
  }
  TJ_RETURN_IF_ERROR(RefuseUnknownCards(c, move));
  if (s.paper) {  // A card nobody saw (docs/rulings-wheel.md W-P5, W-P6).
    TJ_RETURN_IF_ERROR(RefuseUnrecordedIdentity(c, move));
    if (s.wait != Wait::kMulligan && IsUnknownFaceDownPlay(c, move)) {
      TJ_ASSIGN_OR_RETURN(UnknownPlayCheck check, CheckUnknownFaceDownPlay(c, player, move));
      return Plan{std::move(check.problems),
                  [player, move, questions = std::move(check.questions)](Context& x) {
                    DoUnknownFaceDownPlay(x, player, move, questions);
                  }};
    }
  }
  if (s.wait == Wait::kMulligan && !std::holds_alternative<Concede>(move)) {
    const auto* yes_no = std::get_if<ChooseYesNo>(&move);
    if (yes_no == nullptr) {
      return Status::InvalidInput("the game waits for " + Letter(s.waiting_for) +
                                  " to keep or redraw the opening hand (chooseYesNo)");
    }
    TJ_RETURN_IF_ERROR(RefuseMulligan(c, player));
    const bool redraw = yes_no->yes;
    return Plan{{}, [player, redraw](Context& x) { DoMulligan(x, player, redraw); }};
  }
  return std::visit(
      [&](const auto& d) -> Result<Plan> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, Decision>) {
          TJ_ASSIGN_OR_RETURN(Plan plan, WheelPlan(c, player, d));
          if (!s.paper) return plan;
          std::vector<OpenQuestion> questions = QuestionTentativeSpirit(c, player, plan.problems);
          if (questions.empty()) return plan;
          return Plan{std::move(plan.problems), [act = std::move(plan.act), questions](Context& x) {
                        act(x);
                        for (const OpenQuestion& q : questions) x.s.paper->questions.push_back(q);
                      }};
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          return PassPlan(c, player);
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          return Handle([&] { return RefuseDiscard(c, player, d.cards); },
                        [&] { return DiscardProblems(c, player, d.cards); },
                        [player, d](Context& x) { DoDiscard(x, player, d.cards); });
        } else if constexpr (std::is_same_v<T, ChooseYesNo>) {
          return Status::InvalidInput("chooseYesNo: nothing asks " + Letter(player) +
                                      " a yes or no now");
        } else {
          static_assert(std::is_same_v<T, Concede>);
          return Plan{{}, [player](Context& x) {
                        EndGame(x, OtherSeat(player), Letter(player) + " conceded");
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

Result<Move> MoveOf(const ::tcgjudge::Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Result<Move> {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_constructible_v<Move, T>) {
          return Move(d);
        } else {
          return Status::InvalidInput("decision." + std::string(::tcgjudge::DecisionKindName(decision)) +
                                      ": 永恒之轮 never asks for this decision");
        }
      },
      decision);
}

::tcgjudge::Decision DecisionOf(const Move& move) {
  return std::visit([](const auto& d) { return ::tcgjudge::Decision(d); }, move);
}

std::string_view MoveKindName(const Move& move) {
  if (const auto* d = std::get_if<Decision>(&move)) return DecisionKindName(*d);
  static constexpr std::string_view kGeneric[] = {"", "pass", "discard", "chooseYesNo", "concede"};
  return kGeneric[move.index()];
}

std::vector<std::pair<std::string, CardId>> CardsMoveNames(const Move& move) {
  if (const auto* d = std::get_if<Decision>(&move)) return CardsNamed(*d);
  std::vector<std::pair<std::string, CardId>> named;
  if (const auto* discard = std::get_if<DiscardCards>(&move)) {
    for (CardId id : discard->cards) named.emplace_back("discard.cards", id);
  }
  return named;
}

}  // namespace tcgjudge::wheel
