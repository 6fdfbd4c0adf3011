// Card effects (700-809, 900): filters and conditions, continuous changes, triggers, activated
// effects and the step-by-step resolution of effect links. Reads the card-data vocabulary of
// docs/cards.md; what it does not interpret yet is refused with a clear message, never guessed.

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

Zone ZoneOf(cards::Zone zone) {
  switch (zone) {
    case cards::Zone::kBattle:
      return Zone::kBattle;
    case cards::Zone::kHand:
      return Zone::kHand;
    case cards::Zone::kDeck:
      return Zone::kDeck;
    case cards::Zone::kLife:
      return Zone::kLife;
    case cards::Zone::kResource:
      return Zone::kResource;
    case cards::Zone::kEvent:
      return Zone::kEvent;
    case cards::Zone::kRest:
      return Zone::kRest;
    case cards::Zone::kRemoved:
      return Zone::kRemoved;
  }
  return Zone::kBattle;
}

bool IsScheme(const cards::Effect& effect) {
  const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
  return keyword != nullptr && std::holds_alternative<cards::Scheme>(*keyword);
}

}  // namespace

bool Game::Matches(const cards::Filter& f, CardId source, Seat controller, CardId id) const {
  const CardState& card = state_.Card(id);
  if (f.self && id != source) return false;
  if (f.other && id == source) return false;
  if (f.side == cards::Side::kWe && card.controller != controller) return false;
  if (f.side == cards::Side::kOpponent && card.controller == controller) return false;
  // cards::Zone::kBattle includes the event zone (206(2)).
  const bool in_zone = f.zone == cards::Zone::kBattle
                           ? card.zone == Zone::kBattle || card.zone == Zone::kEvent
                           : card.zone == ZoneOf(f.zone);
  if (!in_zone) return false;
  const CardInfo& info = Info(id);
  if (!f.categories.empty() &&
      std::find(f.categories.begin(), f.categories.end(), info.category) == f.categories.end()) {
    return false;
  }
  if (!f.name.empty() && info.name != f.name) return false;
  if (!f.has_name.empty() && !info.HasName(f.has_name)) return false;
  if (f.max_cost && info.cost_total > *f.max_cost) return false;
  if (f.tapped && !card.tapped) return false;
  return true;
}

int Game::CountMatching(const cards::Filter& f, CardId source, Seat controller) const {
  int count = 0;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < state_.cards[seat].size(); ++i) {
      if (Matches(f, source, controller,
                  CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)})) {
        ++count;
      }
    }
  }
  return count;
}

bool Game::ConditionHolds(const std::optional<cards::Condition>& condition, CardId source,
                          Seat controller) const {
  return !condition || CountMatching(condition->filter, source, controller) >= condition->at_least;
}

bool Game::LevelAllows(CardId id, const cards::Effect& effect) const {
  if (effect.min_level <= 1) return true;
  return IsCharacterInBattle(id) && Level(id) >= effect.min_level;  // 317, 600(6).
}

bool Game::TurnAllows(cards::TurnRestriction during, Seat controller) const {
  switch (during) {  // 809.
    case cards::TurnRestriction::kAnyTurn:
      return true;
    case cards::TurnRestriction::kOwnTurn:
      return state_.active == controller;
    case cards::TurnRestriction::kOpponentTurn:
      return state_.active != controller;
  }
  return true;
}

void Game::ContinuousChanges(CardId target, int32_t* atk, int32_t* def) const {
  // 701(1): continuous effects of cards in the battle zones apply while their conditions hold.
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (Zone zone : {Zone::kBattle, Zone::kEvent}) {
      for (CardId source : state_.players[seat].Zone(zone)) {
        const CardInfo& info = Info(source);
        for (const cards::Effect& effect : info.effects) {
          const auto* c = std::get_if<cards::Continuous>(&effect.kind);
          if (c == nullptr || !c->affects || (c->atk == 0 && c->def == 0)) continue;
          const Seat controller = state_.Card(source).controller;
          if (!LevelAllows(source, effect) || !TurnAllows(c->during, controller) ||
              !ConditionHolds(c->condition, source, controller) ||
              !Matches(*c->affects, source, controller, target)) {
            continue;
          }
          *atk += c->atk;
          *def += c->def;
        }
      }
    }
  }
}

void Game::RaiseTriggers(cards::Timing timing, CardId id, int32_t last_level) {
  const CardInfo& info = Info(id);
  const CardState& card = state_.Card(id);
  for (size_t i = 0; i < info.effects.size(); ++i) {
    const cards::Effect& effect = info.effects[i];
    const bool scheme = IsScheme(effect) && timing == cards::Timing::kOnEnter;  // 900(6).
    const auto* t = std::get_if<cards::Triggered>(&effect.kind);
    if (!scheme && (t == nullptr || t->timing != timing)) continue;
    // 317: a level-gated effect; a card that left the battle zone is read at its last level
    // there.
    if (effect.min_level > 1 && last_level < effect.min_level) continue;
    if (t != nullptr && !ConditionHolds(t->condition, id, card.controller)) continue;  // 702(3).
    state_.triggers.push_back(
        PendingTrigger{card.controller, id, static_cast<uint8_t>(i), card.object, false});
  }
}

void Game::RaiseTurnTriggers(bool start) {
  using T = cards::Timing;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (Zone zone : {Zone::kBattle, Zone::kEvent, Zone::kRest}) {  // 807(2), 808(2).
      for (CardId id : std::vector<CardId>(state_.players[seat].Zone(zone))) {
        const bool own = state_.Card(id).controller == state_.active;  // A-47 in the rest area.
        RaiseTriggers(start ? T::kTurnStart : T::kTurnEnd, id, 1);
        RaiseTriggers(start ? (own ? T::kOwnTurnStart : T::kOpponentTurnStart)
                            : (own ? T::kOwnTurnEnd : T::kOpponentTurnEnd),
                      id, 1);
      }
    }
  }
}

const cards::Effect* Game::EffectOf(CardId id, uint8_t index) const {
  const auto& effects = Info(id).effects;
  return index < effects.size() ? &effects[index] : nullptr;
}

bool Game::PlaceTriggers() {
  // 702(2): optional triggers first ask their controller (the AP's first, 102(3)).
  for (Seat seat : {state_.active, state_.NonActive()}) {
    for (PendingTrigger& trigger : state_.triggers) {
      if (trigger.controller != seat || trigger.accepted) continue;
      const auto* t = std::get_if<cards::Triggered>(&EffectOf(trigger.card, trigger.effect)->kind);
      if (t != nullptr && t->optional) {
        state_.wait = Wait::kTriggerYesNo;
        state_.waiting_for = seat;
        return false;
      }
      trigger.accepted = true;
    }
  }
  // 106(6): the AP orders his, then the NAP his; each player with two or more chooses.
  for (Seat seat : {state_.active, state_.NonActive()}) {
    const auto count = std::count_if(state_.triggers.begin(), state_.triggers.end(),
                                     [&](const PendingTrigger& t) { return t.controller == seat; });
    if (count >= 2) {
      state_.wait = Wait::kTriggerOrder;
      state_.waiting_for = seat;
      return false;
    }
  }
  for (Seat seat : {state_.active, state_.NonActive()}) {
    for (const PendingTrigger& trigger : state_.triggers) {
      if (trigger.controller == seat) PushTrigger(trigger);
    }
  }
  state_.triggers.clear();
  return true;
}

void Game::PushTrigger(const PendingTrigger& trigger) {
  Link link;
  link.kind = Link::Kind::kEffect;
  link.controller = trigger.controller;
  link.card = trigger.card;
  link.card_object = trigger.card_object;
  link.effect = trigger.effect;
  state_.chain.push_back(link);
}

Status Game::AnswerTriggerYesNo(Seat player, bool yes) {
  for (auto it = state_.triggers.begin(); it != state_.triggers.end(); ++it) {
    if (it->controller != player || it->accepted) continue;
    if (yes) {
      it->accepted = true;
    } else {
      state_.triggers.erase(it);  // 702(2): declined; it does not go on the chain.
    }
    break;
  }
  return ContinueAfterTriggers();
}

Status Game::OrderTriggers(Seat player, const ChooseOrder& order) {
  std::vector<PendingTrigger> mine;
  std::vector<PendingTrigger> others;
  for (const PendingTrigger& t : state_.triggers)
    (t.controller == player ? mine : others).push_back(t);
  std::vector<PendingTrigger> ordered;
  for (const OrderItem& item : order.items) {
    auto it = std::find_if(mine.begin(), mine.end(), [&](const PendingTrigger& t) {
      return t.card == item.card && item.effect && t.effect == *item.effect;
    });
    if (it == mine.end()) {
      return Status::InvalidInput("chooseOrder: " + item.card.ToString() +
                                  (item.effect ? "/" + std::to_string(*item.effect) : "") +
                                  " is not one of " + Letter(player) + "'s waiting triggers");
    }
    ordered.push_back(*it);
    mine.erase(it);
  }
  if (!mine.empty()) {
    return Status::InvalidInput("chooseOrder: " + Letter(player) + " left out " +
                                std::to_string(mine.size()) + " of its triggers");
  }
  // The order is the order the links go on the chain (the last resolves first).
  for (const PendingTrigger& t : ordered) PushTrigger(t);
  state_.triggers = std::move(others);
  return ContinueAfterTriggers();
}

Status Game::ContinueAfterTriggers() {
  if (!PlaceTriggers()) return Status::Ok();
  if (state_.resolving_chain) return ContinueResolution();
  AfterLinkAdded();  // 105(1).
  return Status::Ok();
}

Status Game::ActivateEffect(Seat player, const tcgjudge::ActivateEffect& activate) {
  const CardState& card = state_.Card(activate.card);
  const cards::Effect* effect = EffectOf(activate.card, activate.effect);
  const auto* a = effect != nullptr ? std::get_if<cards::Activated>(&effect->kind) : nullptr;
  if (a == nullptr) {
    return Status::InvalidInput("activateEffect: " + Name(activate.card) +
                                " has no activated "
                                "effect " +
                                std::to_string(activate.effect));
  }
  if (card.zone != Zone::kBattle && card.zone != Zone::kEvent) {
    return Status::InvalidInput("activateEffect: " + Name(activate.card) +
                                " is not in a battle zone (it is in the " +
                                std::string(ZoneName(card.zone)) + ")");
  }
  const std::string what = Letter(player) + " activated effect " + std::to_string(activate.effect) +
                           " of " + Name(activate.card);
  Link link;
  TJ_RETURN_IF_ERROR(
      ChooseTargets(player, activate.card, a->targets, activate.targets, what, &link));
  CheckPriority(player, what, {"105(1)", "703(4)"});
  if (card.controller != player) {
    Flag("zero.effect.not-controller", {"703(2)"}, player,
         what + ": only its controller may use it");
  }
  if (!LevelAllows(activate.card, *effect)) {
    Flag("zero.effect.level", {"317", "600(6)"}, player,
         what + ": the effect needs level " + std::to_string(effect->min_level));
  }
  if (!TurnAllows(a->during, card.controller)) {
    Flag("zero.effect.turn", {"809(1)", "809(3)"}, player,
         what + " in the wrong player's turn (【我方回合中】/【对方回合中】)");
  }
  const uint32_t bit = 1u << std::min<uint8_t>(activate.effect, 31);
  CardState& source = state_.Card(activate.card);
  if (a->once_per_turn && source.effects_used_turn == state_.turn &&
      (source.effects_used & bit) != 0) {
    Flag("zero.effect.once-per-turn", {"703(3)"}, player,
         what + " a second time this turn; it can be used once per turn");
  }
  // 703(1): every part of the cost.
  const cards::EffectCost& cost = a->cost;
  if (cost.tap_self) {
    const bool listed = std::find(activate.payment.tap.begin(), activate.payment.tap.end(),
                                  activate.card) != activate.payment.tap.end();
    if (!listed) {
      Flag("zero.cost.partial", {"703(1)", "317"}, player,
           what + " without tapping it (the (横置) cost)");
    } else if (source.tapped) {
      Flag("zero.cost.already-tapped", {"104(3)", "317"}, player,
           what + ": the card was already tapped, so it cannot pay (横置)");
    }
  }
  std::vector<CardId> resources;
  for (CardId id : activate.payment.tap) {
    if (id != activate.card) resources.push_back(id);
  }
  if (cost.resources.total > 0 || !resources.empty()) {
    std::array<int32_t, kNumColours> coloured{};
    for (const cards::ColourCount& c : cost.resources.coloured) {
      coloured[static_cast<int>(c.colour)] += c.count;
    }
    TJ_RETURN_IF_ERROR(PayResources(player, resources, cost.resources.total, coloured, what));
  }
  // Discard and scrap costs: the cards must be where the cost takes them from.
  for (CardId id : activate.payment.discard) {
    if (state_.Card(id).zone != Zone::kHand || state_.Card(id).controller != player) {
      return Status::InvalidInput("payment.discard: " + Name(id) + " is not in " + Letter(player) +
                                  "'s hand");
    }
  }
  std::vector<CardId> scrapped_others;
  for (CardId id : activate.payment.scrap) {
    const CardState& c = state_.Card(id);
    if (id == activate.card) continue;
    const bool own_zone =
        (c.zone == Zone::kBattle || c.zone == Zone::kEvent || c.zone == Zone::kResource) &&
        c.controller == player;
    if (!own_zone) {
      return Status::InvalidInput("payment.scrap: " + Name(id) + " is not in " + Letter(player) +
                                  "'s battle or resource zone (606(1))");
    }
    scrapped_others.push_back(id);
  }
  const bool scrapped_self = std::find(activate.payment.scrap.begin(), activate.payment.scrap.end(),
                                       activate.card) != activate.payment.scrap.end();
  bool others_fit = scrapped_others.size() == cost.scrap_other.size();
  for (size_t i = 0; others_fit && i < scrapped_others.size(); ++i) {
    others_fit = Matches(cost.scrap_other[i], activate.card, player, scrapped_others[i]);
  }
  if (activate.payment.discard.size() != cost.discard || scrapped_self != cost.scrap_self ||
      !others_fit) {
    Flag("zero.cost.partial", {"703(1)"}, player,
         what + ": the discard or scrap paid is not the cost the effect asks for");
  }
  if (cost.scrap_life > 0) {
    return Status::InvalidInput(
        "activateEffect: scrapping life cards as a cost is not "
        "interpreted by this version of the 零次元 engine");
  }
  if (cost.tap_self) state_.Card(activate.card).tapped = true;
  if (source.effects_used_turn != state_.turn) {
    source.effects_used_turn = state_.turn;
    source.effects_used = 0;
  }
  source.effects_used |= bit;
  link.kind = Link::Kind::kEffect;
  link.controller = player;
  link.card = activate.card;
  link.card_object = source.object;
  link.effect = activate.effect;
  // The rest of the cost: discards (608) and scraps (606); triggers they raise go on the chain
  // above this link.
  for (CardId id : activate.payment.discard) ToRest(id);
  for (CardId id : scrapped_others) ToRest(id);
  if (scrapped_self) ToRest(activate.card);
  state_.chain.push_back(link);  // 700(5): a link, independent of its source from now on.
  if (!state_.triggers.empty() && !PlaceTriggers()) return Status::Ok();
  AfterLinkAdded();
  return Status::Ok();
}

Result<bool> Game::StepEffect() {
  Resolving& r = state_.resolving;
  const Link& link = r.link;
  const cards::Effect* effect = EffectOf(link.card, link.effect);
  TJ_CHECK(effect != nullptr);
  const Seat controller = link.controller;
  if (link.kind == Link::Kind::kEffect && IsScheme(*effect)) {
    // 900(6): look at the deck's top card, put it back on the top or the bottom.
    if (state_.Player(controller).deck.empty()) return true;  // 102(4): impossible, ignored.
    if (!r.answered) {
      state_.wait = Wait::kEffectChoice;
      state_.waiting_for = controller;
      r.asked = true;
      return false;
    }
    if (!r.yes) {
      auto& deck = state_.Player(controller).deck;
      std::rotate(deck.begin(), deck.begin() + 1, deck.end());
    }
    return true;
  }
  const std::vector<cards::Action>* actions = nullptr;
  const std::vector<cards::TargetSpec>* specs = nullptr;
  std::optional<cards::Condition> condition;
  if (link.kind == Link::Kind::kCard) {  // A tactic resolving (320(5)).
    const cards::OnUse* on_use = OnUseOf(link.card);
    TJ_CHECK(on_use != nullptr);
    actions = &on_use->actions;
    specs = &on_use->targets;
    condition = on_use->condition;
  } else if (const auto* t = std::get_if<cards::Triggered>(&effect->kind)) {
    actions = &t->actions;
    condition = t->condition;
    if (!t->targets.empty()) {
      return Status::InvalidInput(
          "effects with targets are not interpreted by this version of "
          "the 零次元 engine (" +
          Name(link.card) + ")");
    }
  } else if (const auto* a = std::get_if<cards::Activated>(&effect->kind)) {
    actions = &a->actions;
    specs = &a->targets;
    condition = a->condition;
  } else {
    return Status::InvalidInput(
        "this kind of effect is not interpreted by this version of the "
        "零次元 engine (" +
        Name(link.card) + ")");
  }
  // 702(4), 703(5): a condition is checked again at resolution; if it fails, nothing happens.
  if (r.action == 0 && !r.asked && !ConditionHolds(condition, link.card, controller)) return true;
  if (specs != nullptr && !specs->empty() && r.action == 0 && !r.asked) {
    bool any = false;
    for (size_t i = 0; i < specs->size(); ++i) any = any || !LegalTargets(link, *specs, i).empty();
    if (!any) return true;  // 705(6): every target is illegal: the effect fails.
  }
  while (r.action < actions->size() && !Over()) {
    TJ_ASSIGN_OR_RETURN(bool done, DoAction((*actions)[r.action], link));
    if (!done) return false;
    ++r.action;
    r.asked = r.answered = false;
    r.roll = 0;
  }
  return true;
}

Result<bool> Game::DoAction(const cards::Action& action, const Link& link) {
  const Seat controller = link.controller;
  Resolving& r = state_.resolving;
  if (const auto* draw = std::get_if<cards::Draw>(&action.kind)) {
    for (int i = 0; i < draw->count && !Over(); ++i) Draw(controller);  // 602.
    return true;
  }
  const std::vector<cards::TargetSpec>* specs = nullptr;
  if (link.kind == Link::Kind::kCard) {
    specs = &OnUseOf(link.card)->targets;
  } else if (const auto* a =
                 std::get_if<cards::Activated>(&EffectOf(link.card, link.effect)->kind)) {
    specs = &a->targets;
  }
  auto targets_of = [&](uint8_t index) {
    return specs != nullptr ? LegalTargets(link, *specs, index) : std::vector<CardId>{};
  };
  if (const auto* damage = std::get_if<cards::Damage>(&action.kind); damage && damage->target) {
    for (CardId id : targets_of(*damage->target)) state_.Card(id).damage += damage->amount;
    return true;  // 607(2): it accumulates; rule actions destroy at lethal damage (605(6)).
  }
  if (const auto* destroy = std::get_if<cards::Destroy>(&action.kind)) {
    for (CardId id : targets_of(destroy->target)) Destroy(id, DestroyKind::kEffect);  // 605(4).
    return true;
  }
  if (const auto* heal = std::get_if<cards::Heal>(&action.kind)) {
    for (CardId id : targets_of(heal->target)) {  // 618(3): at most the damage there is.
      state_.Card(id).damage = std::max(0, state_.Card(id).damage - heal->amount);
    }
    return true;
  }
  if (const auto* buff = std::get_if<cards::Buff>(&action.kind);
      buff && !buff->self && buff->duration == cards::Duration::kUntilEndOfTurn) {
    for (CardId id : targets_of(buff->target)) {
      state_.Card(id).atk_until_end_of_turn += buff->atk;
      state_.Card(id).def_until_end_of_turn += buff->def;
    }
    return true;
  }
  if (const auto* discard = std::get_if<cards::Discard>(&action.kind)) {
    if (r.answered) return true;  // Discarded as the controller answered (AnswerEffect).
    auto& hand = state_.Player(controller).hand;
    if (hand.size() <= discard->count) {  // No choice to make: the whole hand (102(4)).
      for (CardId id : std::vector<CardId>(hand)) ToRest(id);
      return true;
    }
    state_.wait = Wait::kEffectChoice;
    state_.waiting_for = controller;
    r.asked = true;
    return false;
  }
  if (const auto* damage = std::get_if<cards::Damage>(&action.kind); damage && !damage->target) {
    // damage to the opponent's life zone flips life cards; it never loses the game.
    auto& life = state_.Player(OtherSeat(controller)).life;
    for (int i = 0; i < damage->amount && !life.empty(); ++i) ToRest(life.front());
    return true;
  }
  if (const auto* buff = std::get_if<cards::Buff>(&action.kind);
      buff && buff->self && buff->duration == cards::Duration::kUntilEndOfTurn) {
    if (IsCharacterInBattle(link.card) && state_.Card(link.card).object == link.card_object) {
      state_.Card(link.card).atk_until_end_of_turn += buff->atk;
      state_.Card(link.card).def_until_end_of_turn += buff->def;
    }
    return true;
  }
  if (const auto* roll = std::get_if<cards::RollDie>(&action.kind)) {
    if (!r.answered) {  // The controller declares a number first.
      state_.wait = Wait::kEffectChoice;
      state_.waiting_for = controller;
      r.asked = true;
      return false;
    }
    if (r.roll == 0) {
      state_.wait = Wait::kDieRoll;
      state_.waiting_for = controller;
      return false;
    }
    if (r.roll == r.number) {
      for (const cards::Action& next : roll->on_match) {
        const auto* draw = std::get_if<cards::Draw>(&next.kind);
        if (draw == nullptr) {
          return Status::InvalidInput(
              "rollDie: only draws on a match are interpreted by this "
              "version of the 零次元 engine");
        }
        for (int i = 0; i < draw->count && !Over(); ++i) Draw(controller);
      }
    }
    return true;
  }
  return Status::InvalidInput("the action '" + std::string(cards::ActionName(action)) + "' of " +
                              Name(link.card) +
                              " is not interpreted by this version of the 零次元 engine");
}

const cards::Action* Game::CurrentAction() const {
  const Resolving& r = state_.resolving;
  const std::vector<cards::Action>* actions = nullptr;
  if (r.link.kind == Link::Kind::kCard) {
    if (const cards::OnUse* on_use = OnUseOf(r.link.card)) actions = &on_use->actions;
  } else if (const cards::Effect* effect = EffectOf(r.link.card, r.link.effect)) {
    if (const auto* t = std::get_if<cards::Triggered>(&effect->kind)) actions = &t->actions;
    if (const auto* a = std::get_if<cards::Activated>(&effect->kind)) actions = &a->actions;
  }
  return actions != nullptr && r.action < actions->size() ? &(*actions)[r.action] : nullptr;
}

Status Game::AnswerEffect(Seat player, const Decision& decision) {
  Resolving& r = state_.resolving;
  if (state_.wait != Wait::kEffectChoice || !r.active || player != state_.waiting_for) {
    return Status::InvalidInput(std::string(DecisionKindName(decision)) +
                                ": no resolving effect asks " + Letter(player) + " now");
  }
  const cards::Effect* effect = EffectOf(r.link.card, r.link.effect);
  const cards::Action* action = CurrentAction();
  const auto* discard = action != nullptr ? std::get_if<cards::Discard>(&action->kind) : nullptr;
  if (r.link.kind == Link::Kind::kEffect && IsScheme(*effect)) {
    const auto* yes_no = std::get_if<ChooseYesNo>(&decision);
    if (yes_no == nullptr) {
      return Status::InvalidInput("智谋 asks for chooseYesNo (yes: the card stays on top)");
    }
    r.yes = yes_no->yes;
  } else if (discard != nullptr) {
    // 608: the controller discards cards of his choice.
    const auto* choice = std::get_if<ChooseCards>(&decision);
    if (choice == nullptr) {
      return Status::InvalidInput("this effect asks for chooseCards (the hand cards discarded)");
    }
    std::vector<CardId> seen;
    for (CardId id : choice->cards) {
      if (state_.Card(id).zone != Zone::kHand || state_.Card(id).controller != player ||
          std::find(seen.begin(), seen.end(), id) != seen.end()) {
        return Status::InvalidInput("chooseCards: " + Name(id) + " is not a card in " +
                                    Letter(player) + "'s hand, or is listed twice");
      }
      seen.push_back(id);
    }
    if (choice->cards.size() != discard->count) {
      Flag("zero.effect.discard-count", {"608"}, player,
           Letter(player) + " discarded " + std::to_string(choice->cards.size()) +
               " cards for an effect that discards " + std::to_string(discard->count));
    }
    for (CardId id : choice->cards) ToRest(id);
  } else {
    const auto* number = std::get_if<ChooseNumber>(&decision);
    if (number == nullptr) {
      return Status::InvalidInput("this effect asks for chooseNumber (the declared number)");
    }
    r.number = number->number;
  }
  r.answered = true;
  return ContinueResolution();
}

Status Game::RecordDieRoll(const DieRollFact& roll) {
  Resolving& r = state_.resolving;
  if (state_.wait != Wait::kDieRoll || !r.active) {
    return Status::InvalidInput("fact.dieRoll: no effect waits for a die roll now");
  }
  r.roll = roll.result;
  return ContinueResolution();
}

const cards::OnUse* Game::OnUseOf(CardId id) const {
  for (const cards::Effect& effect : Info(id).effects) {
    if (const auto* on_use = std::get_if<cards::OnUse>(&effect.kind)) return on_use;
  }
  return nullptr;
}

Status Game::ChooseTargets(Seat player, CardId source, const std::vector<cards::TargetSpec>& specs,
                           const std::vector<Target>& chosen, const std::string& what, Link* link) {
  size_t wanted = 0;
  for (const cards::TargetSpec& spec : specs) wanted += spec.count;
  for (const Target& target : chosen) {
    if (!std::holds_alternative<CardId>(target)) {
      return Status::InvalidInput("targets: this effect targets cards, not players");
    }
  }
  if (chosen.size() != wanted) {
    Flag("zero.target.count", {"705(1)", "320(4)"}, player,
         what + " with " + std::to_string(chosen.size()) + " targets; it needs " +
             std::to_string(wanted));
  }
  size_t next = 0;
  for (size_t s = 0; s < specs.size(); ++s) {
    for (int n = 0; n < specs[s].count && next < chosen.size(); ++n, ++next) {
      const CardId id = std::get<CardId>(chosen[next]);
      if (id == source) {
        Flag("zero.target.itself", {"705(1)"}, player, what + " targeting itself");
      } else if (!Matches(specs[s].filter, source, player, id)) {
        Flag("zero.target.illegal", {"705(1)"}, player,
             what + " targeting " + Name(id) + ", which does not fit the effect's description");
      }
      for (size_t k = 0; k < next; ++k) {
        if (std::get<CardId>(chosen[k]) == id) {
          Flag("zero.target.same-card", {"705(4)"}, player,
               what + " choosing " + Name(id) + " for two targets");
        }
      }
      link->targets.push_back(id);
      link->target_objects.push_back(state_.Card(id).object);
    }
  }
  return Status::Ok();
}

std::vector<CardId> Game::LegalTargets(const Link& link,
                                       const std::vector<cards::TargetSpec>& specs,
                                       size_t index) const {
  if (index >= specs.size()) return {};
  size_t first = 0;
  for (size_t s = 0; s < index; ++s) first += specs[s].count;
  std::vector<CardId> legal;
  for (size_t i = first; i < first + specs[index].count && i < link.targets.size(); ++i) {
    const CardId id = link.targets[i];
    // 705(3): still the same object (200(4)) and still fitting the description.
    if (state_.Card(id).object == link.target_objects[i] &&
        Matches(specs[index].filter, link.card, link.controller, id)) {
      legal.push_back(id);
    }
  }
  return legal;
}

}  // namespace tcgjudge::zero
