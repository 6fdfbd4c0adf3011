// §709: resolving the top link of the stack, and what effects do (§407-§411, §711).

#include <algorithm>

#include "engine/rise/attach.h"
#include "engine/rise/combat.h"
#include "engine/rise/counters.h"
#include "engine/rise/damage.h"
#include "engine/rise/field.h"
#include "engine/rise/priority.h"
#include "engine/rise/search.h"
#include "engine/rise/stack.h"
#include "engine/rise/targets.h"
#include "engine/rise/turn.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using cards::Action;
using cards::CardType;
using cards::Effect;
using cards::TargetKind;

// §709.2a: a card target is still the object it was and still fits its description.
bool StillLegal(const Context& c, const Link& link, const Effect& e, const LinkTarget& t) {
  if (t.is_player) return !TargetProblem(c, link.controller, e.target, t.player, link.card);
  if (c.s.Card(t.card).object != t.object) return false;  // §405.9a: a new object.
  return !TargetProblem(c, link.controller, e.target, t.card, link.card);
}

// §711: `card`'s link leaves the stack for its owner's rescue base; costs stay paid (§711.2).
void Counter(Context& c, CardId card) {
  auto& stack = c.s.stack;
  auto it = std::find_if(stack.begin(), stack.end(), [&](const Link& l) {
    return l.kind == LinkKind::kCard && l.card == card;
  });
  if (it == stack.end()) return;
  stack.erase(it);
  MoveTo(c, card, Zone::kBase);
}

// The cards an untargeted effect acts on.
std::vector<CardId> Implicit(const Context& c, const Link& link, TargetKind kind) {
  const Seat me = link.controller;
  switch (kind) {
    case TargetKind::kSelf:
      return {link.card};
    case TargetKind::kYourCommander:
      return {c.s.Player(me).commander};
    case TargetKind::kOpposingCommander:
      return {c.s.Player(OtherSeat(me)).commander};
    default:
      return {};
  }
}

void ApplyToCard(Context& c, const Link& link, const Effect& e, CardId id, int32_t amount) {
  CardState& card = c.s.Card(id);
  switch (e.action) {
    case Action::kDamage:  // §408.2c, §408.3a, §408.3c
      DealDamage(c, id, amount,
                 DamageSpec{link.controller, TypeBit(e.damage_type), false, !e.unpreventable});
      break;
    case Action::kRepair:
      Repair(c, id, amount);
      break;
    case Action::kDestroy:
      if (card.zone == Zone::kField) Destroy(c, id);
      break;
    case Action::kExhaust:
      if (card.zone == Zone::kField) card.exhausted = true;
      break;
    case Action::kReady:
      if (card.zone == Zone::kField) card.exhausted = false;
      break;
    case Action::kCounter:
      Counter(c, id);
      break;
    case Action::kPowerBoost:
      if (card.zone == Zone::kField) card.power_change += amount;
      break;
    case Action::kMoveAttachment:
      MoveAttachment(c, id, link.controller);  // §403.6a: its controller chooses.
      break;
    case Action::kAddCounters:  // §413.1
      AddCounters(c, id, e, static_cast<uint32_t>(amount));
      break;
    case Action::kRemoveCounters:  // §413.1d
      RemoveCounters(c, id, e, static_cast<uint32_t>(amount));
      break;
    default:
      break;
  }
}

// §709.2b-c: one effect, on its legal targets only.
void ApplyEffect(Context& c, const Link& link, const Effect& e,
                 const std::vector<LinkTarget>& legal) {
  const int32_t amount = e.amount_x ? static_cast<int32_t>(link.x) : e.amount;
  if (e.action == Action::kSearch) {
    BeginSearch(c, link.controller, static_cast<uint32_t>(amount));  // §411
    return;
  }
  if (e.action == Action::kCreateToken) {
    CreateTokens(c, link.controller, e.token, amount);  // §413.2
    return;
  }
  if (e.action == Action::kSkipTurn || e.action == Action::kExtraTurn) {  // §500.3, §500.4
    std::vector<Seat> players;
    if (!e.Targeted()) players.push_back(link.controller);
    for (const LinkTarget& t : legal) {
      if (t.is_player) players.push_back(t.player);
    }
    for (Seat seat : players) {
      if (e.action == Action::kSkipTurn) {
        SkipTurns(c, seat, amount);
      } else {
        AddExtraTurns(c, seat, amount);
      }
    }
    return;
  }
  if (e.action == Action::kChangeTarget) {
    ChangeTarget(c, link);  // §706.2: `link.targets` are the legal ones.
    return;
  }
  if (e.action == Action::kDraw) {
    if (!e.Targeted()) Draw(c, link.controller, amount);
    for (const LinkTarget& t : legal) {
      if (t.is_player) Draw(c, t.player, amount);
    }
    return;
  }
  if (!e.Targeted()) {
    for (CardId id : Implicit(c, link, e.target)) ApplyToCard(c, link, e, id, amount);
    return;
  }
  for (const LinkTarget& t : legal) {
    if (!t.is_player) {
      ApplyToCard(c, link, e, t.card, e.distribute ? int32_t(t.amount) : amount);
    }
  }
}

// §709.2g, §710.1b: where a resolved card goes.
void Place(Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  if (info.IsTroop()) {
    MoveTo(c, id, Zone::kField, Row::kTroop);
  } else if (info.IsEquipment() || (info.type == CardType::kAbility &&
                                    info.persistence != cards::Persistence::kNonPersistent)) {
    MoveTo(c, id, Zone::kField, Row::kCommander);
  } else {
    MoveTo(c, id, Zone::kBase);  // A non-persistent ability (or a command used, R-7).
    return;
  }
  Trigger(c, id, cards::TriggerEvent::kEnters);  // §710.1d
}

// §703.2: a triggered effect's intervening condition, checked again as it resolves.
bool StillTriggers(const Context& c, const Link& link) {
  const auto& abilities = c.Info(link.card).AbilitiesOn(c.s.Card(link.card).face);
  if (link.ability >= abilities.size()) return true;
  return ConditionHolds(c, link.controller, abilities[link.ability].condition);
}

// §709.2a: the targets still legal when the link resolves.
std::vector<LinkTarget> LegalTargets(const Context& c, const Link& link) {
  std::vector<LinkTarget> legal;
  for (const Effect* e : ChosenEffects(EffectsOf(c, link), link.modes)) {
    if (!e->Targeted()) continue;
    // a change of target is countered without the link it changes; its new target is
    // checked as the change is made (§706.2).
    if (e->action == Action::kChangeTarget) {
      if (!link.targets.empty() && StillLegal(c, link, *e, link.targets[0])) return link.targets;
      return {};
    }
    for (const LinkTarget& t : link.targets) {
      if (StillLegal(c, link, *e, t)) legal.push_back(t);
    }
  }
  return legal;
}

// §709.2a-c: a link whose every target is illegal is countered by the game; otherwise its
// effects are carried out in order on the legal targets.
void CarryOut(Context& c, Link link) {
  std::vector<LinkTarget> legal = LegalTargets(c, link);
  if (!link.targets.empty() && legal.empty()) {
    if (link.kind == LinkKind::kCard) MoveTo(c, link.card, Zone::kBase);  // Countered.
    FinishResolution(c);
    return;
  }
  link.targets = std::move(legal);
  c.s.resolving = Resolving{std::move(link), 0};
  ContinueResolving(c);
}

}  // namespace

void FinishResolution(Context& c) {
  c.s.passes = 0;
  GivePriority(c, c.Tp());  // §709.2h
}

void ContinueResolving(Context& c) {
  while (true) {
    const Link link = c.s.resolving->link;
    const std::vector<const Effect*> chosen = ChosenEffects(EffectsOf(c, link), link.modes);
    const uint8_t next = c.s.resolving->next_effect;
    if (next >= chosen.size()) break;
    c.s.resolving->next_effect = uint8_t(next + 1);
    ApplyEffect(c, link, *chosen[next], link.targets);
    if (DealPackets(c)) return;            // §717.2c: armour against a packet first.
    if (c.s.attaching.index != 0) return;  // §403.6a: a host to choose first.
    if (c.s.search_amount != 0) return;    // §411: the cards found first.
  }
  const Link link = c.s.resolving->link;
  c.s.resolving.reset();
  const std::vector<const Effect*> chosen = ChosenEffects(EffectsOf(c, link), link.modes);
  const bool ends_turn = !chosen.empty() && chosen.back()->action == Action::kEndTurn;
  if (link.kind == LinkKind::kCard && c.s.Card(link.card).zone == Zone::kStack) {
    Place(c, link.card);  // §709.2g
  }
  if (ends_turn) {
    EndTurn(c);  // §500.5: its last effect.
    return;
  }
  FinishResolution(c);
}

void ResolveTop(Context& c) {
  State& s = c.s;
  Link link = s.stack.back();
  s.stack.pop_back();
  switch (link.kind) {
    case LinkKind::kResource:
      MoveTo(c, link.card, Zone::kField, Row::kResource);  // §414.1a; face down as placed.
      break;
    case LinkKind::kCard:
      if (c.Info(link.card).attachment == cards::HostKind::kNone) {
        CarryOut(c, std::move(link));
        return;
      }
      if (ResolveAttachment(c, link)) return;  // §403.2; §403.3: a host to choose.
      break;
    case LinkKind::kCombat:
      ResolveDeclaration(c, link);
      break;
    case LinkKind::kFire:
      ResolveFire(c, link);
      break;
    case LinkKind::kBoard:
      ResolveBoard(c, link);
      break;
    case LinkKind::kTriggered:
      if (!StillTriggers(c, link)) break;  // §703.2: countered by the game; nothing happens.
      CarryOut(c, std::move(link));
      return;
    default:
      CarryOut(c, std::move(link));
      return;
  }
  FinishResolution(c);
}

}  // namespace tcgjudge::rise
