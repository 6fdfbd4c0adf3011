#include "engine/rise/play.h"

#include "engine/rise/attach.h"
#include "engine/rise/field.h"
#include "engine/rise/stack.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using cards::AbilityKind;
using cards::CardType;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

Status InHand(const Context& c, Seat player, CardId id, const char* what) {
  if (id.seat == player && c.s.Card(id).zone == Zone::kHand) return Status::Ok();
  return Status::InvalidInput(std::string(what) + ": " + c.Name(id) + " is not in " +
                              Letter(player) + "'s hand");
}

LinkSpec CardSpec(const Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  return LinkSpec{id, &info.effects, info.modes, info.cost_x, info.cost, false, TargetedHost(info)};
}

LinkSpec AbilitySpec(CardId id, const cards::Ability& a, bool source_pays) {
  return LinkSpec{id, &a.effects, a.modes, false, a.cost, source_pays};
}

// The ability `index` of `id` of the kind wanted, or a refusal.
Result<const cards::Ability*> AbilityAt(const Context& c, CardId id, uint8_t index,
                                        AbilityKind kind, const char* what) {
  const auto& abilities = AbilitiesOf(c, id);
  if (index >= abilities.size() || abilities[index].kind != kind) {
    return Status::InvalidInput(std::string(what) + ": " + c.Name(id) + " has no " +
                                (kind == AbilityKind::kPaid ? "paid" : "reward") + " ability " +
                                std::to_string(index));
  }
  return &abilities[index];
}

Link MakeLink(LinkKind kind, Seat player, CardId card, uint8_t ability = 0) {
  Link link;
  link.kind = kind;
  link.controller = player;
  link.card = card;
  link.ability = ability;
  return link;
}

}  // namespace

void PriorityProblems(const Context& c, Seat player, Problems* out) {
  const State& s = c.s;
  if (s.wait == Wait::kPriority && s.waiting_for == player) return;
  std::string when = "while " + Letter(s.waiting_for) + " held priority";
  if (s.wait == Wait::kDiscard) when = "in the tally step, where nobody has priority";
  if (s.wait == Wait::kOrderTriggers) when = "during pre-priority processing";
  if (s.wait == Wait::kUnique)
    when = "while " + Letter(s.waiting_for) + " fixed a uniqueness conflict";
  if (s.wait == Wait::kGuard) when = "while " + Letter(s.waiting_for) + " decided on a guard";
  if (s.wait == Wait::kHost) when = "while " + Letter(s.waiting_for) + " chose a host";
  if (s.wait == Wait::kSearch) when = "while " + Letter(s.waiting_for) + " searched its deck";
  if (s.wait == Wait::kArmour) {
    when = "while " + Letter(s.waiting_for) + " decided on armour against a damage packet";
  }
  out->push_back(P(Rule::kNoPriority, Letter(player) + " added a link " + when));
}

bool MainTiming(const Context& c, Seat player) {
  return c.Tp() == player && c.s.turn.step == Step::kAction &&
         c.s.combat.stage == CombatStage::kNone && c.s.stack.empty();
}

Status RefusePlaceResource(const Context& c, Seat player, const PlaceResource& d) {
  return InHand(c, player, d.card, "placeResource");
}

Problems PlaceResourceProblems(const Context& c, Seat player, const PlaceResource& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  if (c.s.Player(player).resource_turn == c.s.turn.number) {
    out.push_back(P(Rule::kSecondResource, Letter(player) + " placed a second resource this "
                                                            "turn; one a turn"));
  }
  if (!MainTiming(c, player)) {
    out.push_back(P(Rule::kResourceTiming, Letter(player) + " placed a resource outside its own "
                                                            "action phase or with links on the "
                                                            "stack"));
  }
  if (d.face_up && c.Info(d.card).type != CardType::kCommand) {
    out.push_back(P(Rule::kFaceUpResource, c.Name(d.card) + " placed face up: only a command "
                                                            "may be"));
  }
  return out;
}

void DoPlaceResource(Context& c, Seat player, const PlaceResource& d) {
  MoveTo(c, d.card, Zone::kStack);
  c.s.Card(d.card).face_down = !d.face_up;  // §705.2: face down on the stack too.
  c.s.Player(player).resource_turn = c.s.turn.number;
  PushLink(c, MakeLink(LinkKind::kResource, player, d.card), LinkChoices{});
}

Status RefuseUseCard(const Context& c, Seat player, const UseCard& d) {
  TJ_RETURN_IF_ERROR(InHand(c, player, d.card, "useCard"));
  return RefuseChoices(c, CardSpec(c, d.card), d.choices);
}

Problems UseCardProblems(const Context& c, Seat player, const UseCard& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  const cards::Card& info = c.Info(d.card);
  if (info.type == CardType::kCommand) {
    out.push_back(P(Rule::kUseCommand, c.Name(d.card) + " is a command: it is never used, only "
                                                        "placed as a resource"));
  } else if (!info.instant && !MainTiming(c, player)) {
    out.push_back(P(Rule::kTiming, c.Name(d.card) + " is not instant (瞬发): it is used in its "
                                                    "controller's own action phase with an "
                                                    "empty stack"));
  }
  const Problems choices = ChoicesProblems(c, player, CardSpec(c, d.card), d.choices);
  out.insert(out.end(), choices.begin(), choices.end());
  return out;
}

void DoUseCard(Context& c, Seat player, const UseCard& d) {
  Pay(c, d.choices);
  MoveTo(c, d.card, Zone::kStack);
  PushLink(c, MakeLink(LinkKind::kCard, player, d.card), d.choices);
}

Status RefuseActivateAbility(const Context& c, Seat /*player*/, const ActivateAbility& d) {
  if (c.s.Card(d.card).zone != Zone::kField) {
    return Status::InvalidInput("activateAbility: " + c.Name(d.card) + " is not on the field");
  }
  TJ_ASSIGN_OR_RETURN(const cards::Ability* a,
                      AbilityAt(c, d.card, d.ability, AbilityKind::kPaid, "activateAbility"));
  return RefuseChoices(c, AbilitySpec(d.card, *a, false), d.choices);
}

Problems ActivateAbilityProblems(const Context& c, Seat player, const ActivateAbility& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  const cards::Ability& a = AbilitiesOf(c, d.card)[d.ability];
  const CardState& card = c.s.Card(d.card);
  if (State::Controller(d.card) != player) {
    out.push_back(P(Rule::kNotController, Letter(player) + " activated " + c.Name(d.card) +
                                              ", which it does not control"));
  }
  if (a.exhaust_self && card.exhausted) {
    out.push_back(P(Rule::kPaymentExhausted, c.Name(d.card) + " is exhausted already: its "
                                                              "启动式 cost cannot be paid"));
  }
  if (c.Info(d.card).type == CardType::kVehicle && !IsActive(c, d.card)) {
    out.push_back(P(Rule::kVehicleInactive, c.Name(d.card) + " is not active: an inactive "
                                                             "vehicle uses no paid ability"));
  }
  if (a.exhaust_self && IsFatigued(c, d.card)) {
    out.push_back(P(Rule::kFatigue, c.Name(d.card) + " has not been on " + Letter(player) +
                                        "'s team since the start of its most recent turn "
                                        "(调遣疲劳)"));
  }
  if (a.once_per_turn && card.uses_turn == c.s.turn.number && card.uses[d.ability] > 0) {
    out.push_back(P(Rule::kOncePerTurn, c.Name(d.card) + "'s ability " + std::to_string(d.ability) +
                                            " was used this turn"));
  }
  const Problems choices = ChoicesProblems(c, player, AbilitySpec(d.card, a, false), d.choices);
  out.insert(out.end(), choices.begin(), choices.end());
  return out;
}

void DoActivateAbility(Context& c, Seat player, const ActivateAbility& d) {
  const cards::Ability& a = AbilitiesOf(c, d.card)[d.ability];
  CardState& card = c.s.Card(d.card);
  Pay(c, d.choices);
  if (a.exhaust_self) card.exhausted = true;
  if (card.uses_turn != c.s.turn.number) card.uses = {};
  card.uses_turn = c.s.turn.number;
  if (card.uses[d.ability] < UINT8_MAX) ++card.uses[d.ability];
  PushLink(c, MakeLink(LinkKind::kPaid, player, d.card, d.ability), d.choices);
}

Status RefuseCompleteCommand(const Context& c, Seat /*player*/, const CompleteCommand& d) {
  const CardState& card = c.s.Card(d.command);
  if (card.zone != Zone::kField || card.row != Row::kResource || card.face_down ||
      c.Info(d.command).type != CardType::kCommand) {
    return Status::InvalidInput("completeCommand: " + c.Name(d.command) +
                                " is not a face-up command among the resources (§702.2)");
  }
  TJ_ASSIGN_OR_RETURN(const cards::Ability* a,
                      AbilityAt(c, d.command, d.ability, AbilityKind::kReward, "completeCommand"));
  return RefuseChoices(c, AbilitySpec(d.command, *a, true), d.choices);
}

Problems CompleteCommandProblems(const Context& c, Seat player, const CompleteCommand& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  if (State::Controller(d.command) != player) {
    out.push_back(P(Rule::kNotController, Letter(player) + " completed " + c.Name(d.command) +
                                              ", which it does not control"));
  }
  const cards::Ability& a = AbilitiesOf(c, d.command)[d.ability];
  const Problems choices = ChoicesProblems(c, player, AbilitySpec(d.command, a, true), d.choices);
  out.insert(out.end(), choices.begin(), choices.end());
  return out;
}

void DoCompleteCommand(Context& c, Seat player, const CompleteCommand& d) {
  Pay(c, d.choices);
  CardState& card = c.s.Card(d.command);
  card.face_down = true;  // §702.2: for good; §414.1b: a new object.
  ++card.object;
  PushLink(c, MakeLink(LinkKind::kReward, player, d.command, d.ability), d.choices);
}

}  // namespace tcgjudge::rise
