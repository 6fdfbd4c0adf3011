// Triggered effects going on the chain (702, 106(6)), their costs and targets (702(8), 705(1)),
// and activated effects (703), whose costs are paid the same way.

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

}  // namespace

bool Game::PlaceTriggers() {
  // 702(2): optional triggers first ask their controller (the AP's first, 102(3)).
  for (Seat seat : {state_->active, state_->NonActive()}) {
    for (PendingTrigger& trigger : state_->triggers) {
      if (trigger.controller != seat || trigger.accepted) continue;
      const cards::Effect* effect = EffectOf(trigger.card, trigger.effect, trigger.info);
      const auto* t = std::get_if<cards::Triggered>(&effect->kind);
      // A trigger with a cost is declined by not paying it (702(8), A-62): no yes/no first.
      if (!trigger.delayed && t != nullptr && t->optional && t->cost.empty()) {
        state_->wait = Wait::kTriggerYesNo;
        state_->waiting_for = seat;
        return false;
      }
      trigger.accepted = true;
    }
  }
  // 106(6): the AP orders his, then the NAP his; each player with two or more chooses. They go
  // on the chain in that order (`placing`), each once its cost and targets are declared.
  for (Seat seat : {state_->active, state_->NonActive()}) {
    const auto count = std::count_if(state_->triggers.begin(), state_->triggers.end(),
                                     [&](const PendingTrigger& t) { return t.controller == seat; });
    if (count >= 2) {
      state_->wait = Wait::kTriggerOrder;
      state_->waiting_for = seat;
      return false;
    }
    for (auto it = state_->triggers.begin(); it != state_->triggers.end();) {
      if (it->controller == seat) {
        state_->placing.push_back(*it);
        it = state_->triggers.erase(it);
      } else {
        ++it;
      }
    }
  }
  return DrainPlacing();
}

const cards::EffectCost* Game::TriggerCost(const PendingTrigger& trigger) const {
  if (trigger.delayed) return nullptr;
  const auto* t =
      std::get_if<cards::Triggered>(&EffectOf(trigger.card, trigger.effect, trigger.info)->kind);
  return t != nullptr && !t->cost.empty() ? &t->cost : nullptr;
}

bool Game::HasLegalTarget(const PendingTrigger& trigger) const {
  const std::vector<cards::TargetSpec>* specs = TriggerSpecs(trigger);
  if (specs == nullptr) return true;
  for (const cards::TargetSpec& spec : *specs) {
    const bool some = VisitCandidates(spec.filter, [&](CardId id) {
      return Matches(spec.filter, trigger.card, trigger.controller, id) && !CannotBeTargeted(id);
    });
    if (some) return true;
  }
  return false;
}

const std::vector<cards::TargetSpec>* Game::TriggerSpecs(const PendingTrigger& trigger) const {
  Link link;
  link.kind = Link::Kind::kEffect;
  link.card = trigger.card;
  link.effect = trigger.effect;
  link.delayed = trigger.delayed;
  link.info = trigger.info;
  const EffectParts parts = PartsOf(link);
  return parts.specs != nullptr && !parts.specs->empty() ? parts.specs : nullptr;
}

bool Game::DrainPlacing() {
  while (!state_->placing.empty()) {
    const PendingTrigger& trigger = state_->placing.front();
    const std::vector<cards::TargetSpec>* specs = TriggerSpecs(trigger);
    if (!HasLegalTarget(trigger)) {  // 102(4), 704(4): it cannot go on the chain.
      state_->placing.erase(state_->placing.begin());
      continue;
    }
    if (specs != nullptr || TriggerCost(trigger) != nullptr) {
      state_->wait = Wait::kDeclareEffect;  // 702(8), 705(1): its controller declares.
      state_->waiting_for = trigger.controller;
      return false;
    }
    PushTrigger(trigger);
    state_->placing.erase(state_->placing.begin());
  }
  return true;
}

void Game::PushTrigger(const PendingTrigger& trigger, Link link) {
  link.kind = Link::Kind::kEffect;
  link.controller = trigger.controller;
  link.card = trigger.card;
  link.card_object = trigger.card_object;
  link.effect = trigger.effect;
  link.delayed = trigger.delayed;
  link.info = trigger.info;          // as the card was when it triggered.
  link.changed = ChangesHeld(link);  // 707(4): as the trigger goes on the chain.
  state_->chain.push_back(link);
}

Status Game::DeclareEffect(Seat player, const tcgjudge::ActivateEffect& declare) {
  const PendingTrigger trigger = state_->placing.front();
  TJ_CHECK(player == trigger.controller && declare.card == trigger.card &&
           declare.effect == trigger.effect);  // ApplyDecision routes only this declaration.
  const std::string what = Letter(player) + " put effect " + std::to_string(trigger.effect) +
                           " of " + Name(trigger.card) + " on the chain";
  Link link;
  const std::vector<cards::TargetSpec>* specs = TriggerSpecs(trigger);
  TJ_RETURN_IF_ERROR(ChooseTargets(player, trigger.card,
                                   specs != nullptr ? *specs : std::vector<cards::TargetSpec>{},
                                   declare.targets, what, &link, /*allow_self=*/true));
  std::vector<CardId> to_rest;
  if (const cards::EffectCost* cost = TriggerCost(trigger)) {
    TJ_ASSIGN_OR_RETURN(to_rest, PayEffectCost(player, trigger.card, *cost, declare.payment, what));
  } else if (!declare.payment.empty()) {
    // a payment for an effect without a cost is paid as the table paid it, and flagged.
    static const cards::EffectCost kNoCost;
    TJ_ASSIGN_OR_RETURN(to_rest,
                        PayEffectCost(player, trigger.card, kNoCost, declare.payment, what));
  }
  state_->placing.erase(state_->placing.begin());
  PushTrigger(trigger, link);
  for (CardId id : to_rest) ToRestAsPlayed(id);  // their triggers go on above it.
  return ContinueAfterTriggers();
}

Status Game::DeclineEffect(Seat player) {
  const PendingTrigger trigger = state_->placing.front();
  if (player != trigger.controller) {
    NotAsked(player, ChooseYesNo{false});
    return Status::Ok();
  }
  const std::string what = Letter(player) + " declined effect " + std::to_string(trigger.effect) +
                           " of " + Name(trigger.card);
  if (!HasLegalTarget(trigger)) {
    // 102(4), 704(4): its targets went while it waited: it is left out, as DrainPlacing
    // leaves out one that has none when it triggers.
  } else if (CounterEffectOf(trigger.card) == trigger.effect && !trigger.delayed &&
             std::holds_alternative<cards::Counter>(
                 EffectOf(trigger.card, trigger.effect, trigger.info)->kind)) {
    Flag("zero.counter.declined", {"704(4)", "312"}, player,
         what + ": a counter effect must be carried out");
  } else if (TriggerCost(trigger) == nullptr) {
    Flag("zero.trigger.declined", {"702(2)"}, player,
         what + ": only an effect with a cost or \"可以\" may be left out");
  }
  state_->placing.erase(state_->placing.begin());  // 702(8): not paid: the trigger is ignored.
  return ContinueAfterTriggers();
}

Status Game::AnswerTriggerYesNo(Seat player, bool yes) {
  for (auto it = state_->triggers.begin(); it != state_->triggers.end(); ++it) {
    if (it->controller != player || it->accepted) continue;
    if (yes) {
      it->accepted = true;
    } else {
      state_->triggers.erase(it);  // 702(2): declined; it does not go on the chain.
    }
    break;
  }
  return ContinueAfterTriggers();
}

Status Game::OrderTriggers(Seat player, const ChooseOrder& order) {
  std::vector<PendingTrigger> mine;
  std::vector<PendingTrigger> others;
  for (const PendingTrigger& t : state_->triggers)
    (t.controller == player ? mine : others).push_back(t);
  std::vector<PendingTrigger> ordered;
  std::string wrong;  // Items that name no waiting trigger of the player.
  for (const OrderItem& item : order.items) {
    // "A07/1" names effect 1 of A07; a plain "A07" names A07's first waiting triggered
    // effect not named before it (the lowest effect index), as docs/log-format.md 5.3 says.
    auto it = mine.end();
    for (auto t = mine.begin(); t != mine.end(); ++t) {
      if (t->card != item.card || (item.effect && t->effect != *item.effect)) continue;
      if (it == mine.end() || t->effect < it->effect) it = t;
    }
    if (it == mine.end()) {
      wrong += (wrong.empty() ? "" : ", ") + item.card.ToString() +
               (item.effect ? "/" + std::to_string(*item.effect) : "");
      continue;
    }
    ordered.push_back(*it);
    mine.erase(it);
  }
  if (!wrong.empty() || !mine.empty()) {
    // the triggers it named go first, in its order; the rest follow as they triggered.
    Flag("zero.trigger.order", {"106(6)", "702(7)"}, player,
         Letter(player) + " ordered its triggers " +
             (wrong.empty() ? std::string() : "naming " + wrong + ", which are not among them, ") +
             (mine.empty() ? std::string()
                           : "leaving out " + std::to_string(mine.size()) + " of them ") +
             "(each of its waiting triggers, once)");
    ordered.insert(ordered.end(), mine.begin(), mine.end());
  }
  // The order is the order the links go on the chain (the last resolves first).
  for (const PendingTrigger& t : ordered) state_->placing.push_back(t);
  state_->triggers = std::move(others);
  return ContinueAfterTriggers();
}

Status Game::ContinueAfterTriggers() {
  if (!PlaceTriggers()) return Status::Ok();
  if (state_->resolving_chain) return ContinueResolution();
  AfterLinkAdded();  // 105(1).
  return Status::Ok();
}

Result<std::vector<CardId>> Game::PayEffectCost(Seat player, CardId card,
                                                const cards::EffectCost& cost,
                                                const Payment& payment, const std::string& what) {
  CardState& source = state_->Card(card);
  if (cost.tap_self) {
    const bool listed =
        std::find(payment.tap.begin(), payment.tap.end(), card) != payment.tap.end();
    if (!listed) {
      Flag("zero.cost.partial", {"703(1)", "317"}, player,
           what + " without tapping it (the (横置) cost)");
    } else if (source.tapped) {
      Flag("zero.cost.already-tapped", {"104(3)", "317"}, player,
           what + ": the card was already tapped, so it cannot pay (横置)");
    }
  }
  std::vector<CardId> resources;
  for (CardId id : payment.tap) {
    if (id != card) resources.push_back(id);
  }
  if (cost.resources.total > 0 || !resources.empty()) {
    std::array<int32_t, kNumColours> coloured{};
    for (const cards::ColourCount& c : cost.resources.coloured) {
      coloured[static_cast<int>(c.colour)] += c.count;
    }
    TJ_RETURN_IF_ERROR(PayResources(player, resources, cost.resources.total, coloured, what));
  }
  // Discard and scrap costs: from where the cost takes them (A-101: from elsewhere, they go to
  // the rest area all the same, flagged).
  for (CardId id : payment.discard) {
    if (state_->Card(id).zone != Zone::kHand || state_->Card(id).controller != player) {
      Flag("zero.cost.discard-not-in-hand", {"608", "703(1)"}, player,
           what + ": discarded " + Name(id) + " from " + Where(id) + ", not from the own hand");
    }
  }
  std::vector<CardId> scrapped_others;
  std::vector<CardId> scrapped_life;
  for (CardId id : payment.scrap) {
    const CardState& c = state_->Card(id);
    if (id == card) continue;
    if (c.zone == Zone::kLife && c.controller == player) {
      scrapped_life.push_back(id);
      continue;
    }
    const bool own_zone =
        (c.zone == Zone::kBattle || c.zone == Zone::kEvent || c.zone == Zone::kResource) &&
        c.controller == player;
    if (!own_zone) {
      Flag("zero.cost.scrap-not-own", {"606(1)", "703(1)"}, player,
           what + ": scrapped " + Name(id) + " from " + Where(id) + ", not from " + Letter(player) +
               "'s battle, resource or life zone");
    }
    scrapped_others.push_back(id);
  }
  const bool scrapped_self =
      std::find(payment.scrap.begin(), payment.scrap.end(), card) != payment.scrap.end();
  bool others_fit = scrapped_others.size() == cost.scrap_other.size();
  for (size_t i = 0; others_fit && i < scrapped_others.size(); ++i) {
    others_fit = Matches(cost.scrap_other[i], card, player, scrapped_others[i]);
  }
  if (payment.discard.size() != cost.discard || scrapped_self != cost.scrap_self || !others_fit ||
      scrapped_life.size() != cost.scrap_life) {
    Flag("zero.cost.partial", {"703(1)"}, player,
         what + ": the discard or scrap paid is not the cost the effect asks for");
  }
  // 324(4): scrapped life cards are the top ones.
  const auto& life = std::as_const(*state_).Player(player).life;
  for (size_t i = 0; i < scrapped_life.size(); ++i) {
    if (std::find(life.begin(), life.begin() + std::min(life.size(), scrapped_life.size()),
                  scrapped_life[i]) == life.begin() + std::min(life.size(), scrapped_life.size())) {
      Flag("zero.cost.life-not-top", {"324(4)", "606(1)"}, player,
           what + ": scrapped " + Name(scrapped_life[i]) + ", which is not a top life card");
      break;
    }
  }
  if (cost.tap_self && (source.zone == Zone::kBattle || source.zone == Zone::kResource)) {
    source.tapped = true;  // 104(4): only there can a card be tapped.
  }
  std::vector<CardId> to_rest = payment.discard;
  to_rest.insert(to_rest.end(), scrapped_life.begin(),
                 scrapped_life.end());  // No counter (606(2)).
  to_rest.insert(to_rest.end(), scrapped_others.begin(), scrapped_others.end());
  if (scrapped_self) to_rest.push_back(card);
  return to_rest;
}

Status Game::ActivateEffect(Seat player, const tcgjudge::ActivateEffect& activate) {
  const CardState& card = state_->Card(activate.card);
  const std::string what = Letter(player) + " activated effect " + std::to_string(activate.effect) +
                           " of " + Name(activate.card);
  const cards::Effect* effect = EffectOf(activate.card, activate.effect);
  if (effect == nullptr) {
    // printed, but not on the card it is now (706: a copy): announced, nothing happens.
    // (An effect it has neither way is refused by ApplyDecision.)
    Flag("zero.effect.not-activated", {"700(2)", "703(1)"}, player,
         what + ": as it is now (706) the card has no such effect");
    return Status::Ok();
  }
  const auto* a = std::get_if<cards::Activated>(&effect->kind);
  // 900(8): 聚气 is the activated effect 【我方回合中】(横置); its targets are chosen when its
  // delayed effect goes on the chain.
  static const cards::Activated kGatherEnergy = [] {
    cards::Activated gather;
    gather.during = cards::TurnRestriction::kOwnTurn;
    gather.cost.tap_self = true;
    return gather;
  }();
  const auto* keyword = std::get_if<cards::Keyword>(&effect->kind);
  if (keyword != nullptr && std::holds_alternative<cards::GatherEnergy>(*keyword)) {
    a = &kGatherEnergy;
  }
  if (a == nullptr) {
    // a continuous, triggered or counter effect, or a tactic's, is not activated (700(2),
    // 703(1)): announced, nothing happens.
    Flag("zero.effect.not-activated", {"700(2)", "703(1)"}, player,
         what + ", which is not an activated effect");
    return Status::Ok();
  }
  if (card.zone == Zone::kResource) {
    // applied as the table did it: the effect goes on the chain.
    Flag("zero.effect.resource-card", {"204(3)", "322"}, player,
         what + ", which is in " + Where(activate.card) + ": a resource card has lost its effects");
  } else if (card.zone != Zone::kBattle && card.zone != Zone::kEvent) {
    Flag("zero.effect.not-in-play", {"700(7)", "703(4)"}, player,
         what + ", which is in " + Where(activate.card) +
             ": its activated effect is used in the battle zone");
  }
  Link link;
  TJ_RETURN_IF_ERROR(
      ChooseTargets(player, activate.card, a->targets, activate.targets, what, &link));
  CheckPriority(player, what, {"105(1)", "703(4)"});
  if (card.controller != player) {
    Flag("zero.effect.not-controller", {"703(2)"}, player,
         what + ": only its controller may use it");
  }
  if (EffectsLost(activate.card)) {
    Flag("zero.effect.lost", {"708(1)", "708(3)"}, player,
         what + ": the card has lost its effects");
  }
  if (!LevelAllows(activate.card, *effect)) {
    Flag("zero.effect.level", {"317", "600(6)"}, player,
         what + ": the effect needs level " + std::to_string(effect->min_level));
  }
  if (a->in_battle && !InBattle(activate.card)) {
    Flag("zero.effect.not-in-battle", {"505(1)"}, player,
         what + ": it is used only while the card is in battle (战斗时, A-102)");
  }
  if (!TurnAllows(a->during, card.controller)) {
    Flag("zero.effect.turn", {"809(1)", "809(3)"}, player,
         what + " in the wrong player's turn (【我方回合中】/【对方回合中】)");
  }
  const uint32_t bit = 1u << std::min<uint8_t>(activate.effect, 31);
  CardState& source = state_->Card(activate.card);
  if (a->once_per_turn && source.effects_used_turn == state_->turn &&
      (source.effects_used & bit) != 0) {
    Flag("zero.effect.once-per-turn", {"703(3)"}, player,
         what + " a second time this turn; it can be used once per turn");
  }
  TJ_ASSIGN_OR_RETURN(std::vector<CardId> to_rest,
                      PayEffectCost(player, activate.card, a->cost, activate.payment, what));
  if (source.effects_used_turn != state_->turn) {
    source.effects_used_turn = state_->turn;
    source.effects_used = 0;
  }
  source.effects_used |= bit;
  link.kind = Link::Kind::kEffect;
  link.controller = player;
  link.card = activate.card;
  link.card_object = source.object;
  link.effect = activate.effect;
  link.info = static_cast<uint16_t>(source.Characteristics() + 1);
  link.changed = ChangesHeld(link);  // 707(4): as the effect is used.
  state_->chain.push_back(link);     // 700(5): a link, independent of its source from now on.
  // The rest of the cost: discards (608) and scraps (606); triggers they raise go on the chain
  // above this link.
  for (CardId id : to_rest) ToRestAsPlayed(id);
  if (!state_->triggers.empty() && !PlaceTriggers()) return Status::Ok();
  AfterLinkAdded();
  return Status::Ok();
}

}  // namespace tcgjudge::zero
