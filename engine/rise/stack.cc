#include "engine/rise/stack.h"

#include <algorithm>
#include <set>

#include "engine/rise/attach.h"
#include "engine/rise/field.h"
#include "engine/rise/targets.h"

namespace tcgjudge::rise {
namespace {

using cards::Effect;
using cards::TargetKind;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

std::string TargetName(const Context& c, const Target& t) {
  if (const CardId* id = std::get_if<CardId>(&t)) return c.Name(*id);
  return "player " + Letter(std::get<Seat>(t));
}

// The targeted effect of the chosen effects (card data allows at most one, R-12), or nullptr.
const Effect* TargetedEffect(const std::vector<const Effect*>& chosen) {
  for (const Effect* e : chosen) {
    if (e->Targeted()) return e;
  }
  return nullptr;
}

void ModeProblems(const LinkSpec& spec, const LinkChoices& ch, Problems* out) {
  if (spec.modes == 0) {
    if (!ch.modes.empty()) out->push_back(P(Rule::kModes, "modes chosen for a link with none"));
    return;
  }
  if (ch.modes.size() != spec.modes) {
    out->push_back(P(Rule::kModes, std::to_string(ch.modes.size()) + " modes chosen where " +
                                       std::to_string(spec.modes) + " are chosen"));
  }
  if (std::set<uint8_t>(ch.modes.begin(), ch.modes.end()).size() != ch.modes.size()) {
    out->push_back(P(Rule::kModes, "a mode chosen twice; each is chosen at most once"));
  }
}

void DistributionProblems(const Effect* e, uint32_t x, const LinkChoices& ch, Problems* out) {
  const bool distributes = e != nullptr && e->distribute;
  uint64_t sum = 0;
  for (const Aim& aim : ch.targets) {
    sum += aim.amount;
    if (distributes && aim.amount == 0) {
      out->push_back(P(Rule::kDistribution,
                       "a target is given 0 of the amount divided; each "
                       "gets a positive whole number"));
      return;
    }
    if (!distributes && aim.amount != 0) {
      out->push_back(P(Rule::kDistribution,
                       "an amount given to a target of a link that "
                       "divides nothing"));
      return;
    }
  }
  const uint64_t total = e != nullptr && e->amount_x ? x : (e != nullptr ? e->amount : 0);
  if (distributes && !ch.targets.empty() && sum != total) {
    out->push_back(P(Rule::kDistribution, "the shares add up to " + std::to_string(sum) +
                                              ", not the " + std::to_string(total) + " divided"));
  }
}

void TargetProblems(const Context& c, Seat player, const LinkSpec& spec, const LinkChoices& ch,
                    Problems* out) {
  if (spec.host != cards::HostKind::kNone) {  // §403.2
    if (auto problem = HostProblem(c, spec.host, ch.targets, spec.source)) out->push_back(*problem);
    return;
  }
  const std::vector<const Effect*> chosen = ChosenEffects(*spec.effects, ch.modes);
  const Effect* e = TargetedEffect(chosen);
  if (e != nullptr && e->random) {  // §706.5
    if (auto problem = RandomTargetProblem(c, player, *e, ch.targets, spec.source)) {
      out->push_back(*problem);
    }
    return;
  }
  if (e != nullptr && e->action == cards::Action::kChangeTarget) {  // §706.2
    if (auto problem = ChangeTargetProblem(c, player, ch.targets, spec.source)) {
      out->push_back(*problem);
    }
    return;
  }
  const size_t most = e == nullptr ? 0 : static_cast<size_t>(e->MaxTargets());
  if (ch.targets.size() > most || (e != nullptr && ch.targets.empty())) {
    out->push_back(P(Rule::kTargets, std::to_string(ch.targets.size()) +
                                         " targets chosen; the "
                                         "link takes " +
                                         (most == 0 ? "none" : "1 to " + std::to_string(most))));
  }
  std::set<std::pair<int, uint16_t>> seen;
  for (const Aim& aim : ch.targets) {
    const CardId* id = std::get_if<CardId>(&aim.target);
    const auto key = id ? std::make_pair(int(id->seat), id->index)
                        : std::make_pair(2 + int(std::get<Seat>(aim.target)), uint16_t{0});
    if (!seen.insert(key).second) {
      out->push_back(P(Rule::kTargetTwice, TargetName(c, aim.target) + " chosen twice as a "
                                                                       "target of one link"));
    }
    if (e == nullptr) continue;
    if (auto problem = TargetProblem(c, player, e->target, aim.target, spec.source)) {
      out->push_back(*problem);
    }
  }
  if (e != nullptr) {  // §706.4
    if (auto problem = MagnetProblem(c, player, *e, ch.targets, spec.source)) {
      out->push_back(*problem);
    }
  }
  DistributionProblems(e, ch.x, ch, out);
}

void PaymentProblems(const Context& c, Seat player, const LinkSpec& spec, const LinkChoices& ch,
                     Problems* out) {
  const int64_t cost = spec.cost + (spec.cost_x ? static_cast<int64_t>(ch.x) : 0);
  if (static_cast<int64_t>(ch.payment.size()) != cost) {
    out->push_back(P(Rule::kCost, std::to_string(ch.payment.size()) +
                                      " resources exhausted for a cost of " +
                                      std::to_string(cost)));
  }
  for (CardId id : ch.payment) {
    const CardState& card = c.s.Card(id);
    const bool own_command = spec.source_pays && id == spec.source;
    if (State::Controller(id) != player || (card.row != Row::kResource && !own_command)) {
      out->push_back(
          P(Rule::kPaymentNotResource, c.Name(id) + " is not a resource of " + Letter(player)));
    } else if (card.exhausted) {
      out->push_back(P(Rule::kPaymentExhausted, c.Name(id) + " is exhausted already: only a "
                                                             "ready card is exhausted"));
    }
  }
}

}  // namespace

std::vector<const Effect*> ChosenEffects(const std::vector<Effect>& effects,
                                         const std::vector<uint8_t>& modes) {
  std::vector<const Effect*> out;
  if (modes.empty()) {
    for (const Effect& e : effects) out.push_back(&e);
  } else {
    for (uint8_t m : modes) {
      if (m < effects.size()) out.push_back(&effects[m]);
    }
  }
  return out;
}

const std::vector<Effect>& EffectsOf(const Context& c, const Link& link) {
  static const std::vector<Effect> kNone;
  if (link.kind == LinkKind::kCard) return c.Info(link.card).effects;
  if (link.kind == LinkKind::kResource) return kNone;
  const auto& abilities = c.Info(link.card).AbilitiesOn(c.s.Card(link.card).face);
  return link.ability < abilities.size() ? abilities[link.ability].effects : kNone;
}

const Effect* TargetedEffectOf(const Context& c, const Link& link) {
  if (link.kind != LinkKind::kCard && link.kind != LinkKind::kPaid &&
      link.kind != LinkKind::kReward && link.kind != LinkKind::kTriggered) {
    return nullptr;
  }
  if (link.kind == LinkKind::kCard && c.Info(link.card).attachment != cards::HostKind::kNone) {
    return nullptr;  // Its one target is its host.
  }
  return TargetedEffect(ChosenEffects(EffectsOf(c, link), link.modes));
}

std::optional<Problem> TargetProblem(const Context& c, Seat controller, TargetKind kind,
                                     const Target& target, CardId source) {
  const std::string name = TargetName(c, target);
  if (kind == TargetKind::kPlayer) {
    if (std::holds_alternative<Seat>(target)) return std::nullopt;
    return P(Rule::kTargets, name + " is not a player");
  }
  const CardId* id = std::get_if<CardId>(&target);
  if (id == nullptr) return P(Rule::kTargets, name + " is not a card");
  if (*id == source) return P(Rule::kTargets, name + " cannot target its own link");
  if (kind == TargetKind::kLink) {
    const auto& stack = c.s.stack;
    auto link = std::find_if(stack.begin(), stack.end(), [&](const Link& l) {
      return (l.kind == LinkKind::kCard || l.kind == LinkKind::kResource) && l.card == *id;
    });
    if (link == stack.end()) return P(Rule::kTargets, name + " is not a card on the stack");
    if (link->kind == LinkKind::kResource) {
      return P(Rule::kTargetResourceLink,
               "a resource being placed cannot be targeted to be "
               "countered");
    }
    return std::nullopt;
  }
  if (kind == TargetKind::kAttachment) {
    const CardState& card = c.s.Card(*id);
    if (card.zone != Zone::kField || card.host.index == 0) {
      return P(Rule::kTargets, name + " is not an attachment on the field");
    }
  } else if (!IsCharacterOnField(c, *id)) {
    return P(Rule::kTargets, name + " is not a character on the field");
  }
  const bool mine = State::Controller(*id) == controller;
  if ((kind == TargetKind::kUnit && !c.Info(*id).IsUnit()) ||
      (kind == TargetKind::kOpposingCharacter && mine) ||
      (kind == TargetKind::kFriendlyCharacter && !mine)) {
    return P(Rule::kTargets, name + " does not match the target's description");
  }
  if (c.Info(*id).keywords.untargetable) {
    return P(Rule::kUntargetable, name + " cannot be targeted (不能被指定)");
  }
  return std::nullopt;
}

Status RefuseChoices(const Context& c, const LinkSpec& spec, const LinkChoices& choices) {
  for (uint8_t m : choices.modes) {
    if (m >= spec.effects->size()) {
      return Status::InvalidInput("modes: " + c.Name(spec.source) + " has no mode " +
                                  std::to_string(m));
    }
  }
  std::set<CardId> seen;
  for (CardId id : choices.payment) {
    if (!seen.insert(id).second) {
      return Status::InvalidInput("payment: " + id.ToString() + " is named twice");
    }
    if (c.s.Card(id).zone != Zone::kField) {
      return Status::InvalidInput("payment: " + c.Name(id) +
                                  " is not on the field, where "
                                  "resources are exhausted (§414.2)");
    }
  }
  return Status::Ok();
}

Problems ChoicesProblems(const Context& c, Seat player, const LinkSpec& spec,
                         const LinkChoices& choices) {
  Problems out;
  ModeProblems(spec, choices, &out);
  if (!spec.cost_x && choices.x != 0) {
    out.push_back(P(Rule::kX, "X chosen as " + std::to_string(choices.x) +
                                  " for a link with "
                                  "no X"));
  }
  TargetProblems(c, player, spec, choices, &out);
  PaymentProblems(c, player, spec, choices, &out);
  return out;
}

void Pay(Context& c, const LinkChoices& choices) {
  for (CardId id : choices.payment) c.s.Card(id).exhausted = true;
}

LinkTarget ToLinkTarget(const Context& c, const Aim& aim) {
  LinkTarget t;
  t.amount = aim.amount;
  if (const CardId* id = std::get_if<CardId>(&aim.target)) {
    t.card = *id;
    t.object = c.s.Card(*id).object;
  } else {
    t.is_player = true;
    t.player = std::get<Seat>(aim.target);
  }
  return t;
}

void PushLink(Context& c, Link link, const LinkChoices& choices) {
  link.modes = choices.modes;
  link.x = choices.x;
  for (const Aim& aim : choices.targets) link.targets.push_back(ToLinkTarget(c, aim));
  const Seat adder = link.controller;
  const bool aimed = !link.targets.empty();
  c.s.stack.push_back(std::move(link));
  c.s.passes = 0;
  if (c.s.wait != Wait::kPriority) return;  // what the game waits for is still awaited.
  c.s.waiting_for = adder;                  // §412.1, §707.1f
  if (!aimed) AwaitRandomTargets(c);        // §706.5: its targets picked at random first.
}

}  // namespace tcgjudge::rise
