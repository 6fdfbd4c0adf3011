// Card effects (700-809, 900): filters and conditions, continuous changes, triggers, activated
// effects and the step-by-step resolution of effect links. Reads the card-data vocabulary of
// docs/cards.md; what it does not interpret yet is refused with a clear message, never guessed.

#include <algorithm>
#include <utility>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

}  // namespace

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
    case cards::Zone::kChain:
      return Zone::kChain;
  }
  return Zone::kBattle;
}

bool IsScheme(const cards::Effect& effect) {
  const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
  return keyword != nullptr && std::holds_alternative<cards::Scheme>(*keyword);
}

bool Game::Matches(const cards::Filter& f, CardId source, Seat controller, CardId id) const {
  const CardState& card = state_->Card(id);
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
  if (!f.name.empty() || !f.has_name.empty() || !f.has_all_names.empty() ||
      !f.has_any_name.empty()) {
    // Names as they are now (301(4), 306(4), (5), 204(3)); printed names are the common case.
    const bool as_printed = card.zone != Zone::kResource && !NameChangesMayApply();
    auto has_name = [&](const std::string& a) {
      return as_printed ? info.HasName(a) : HasName(id, a);
    };
    if (!f.name.empty() && !(as_printed ? info.name == f.name : NameIs(id, f.name))) return false;
    if (!f.has_name.empty() && !has_name(f.has_name)) return false;
    for (const std::string& name : f.has_all_names) {  // 306(6): 『A』『B』 both.
      if (!has_name(name)) return false;
    }
    if (!f.has_any_name.empty() &&  // 306(7): 『A』或『B』 either.
        std::none_of(f.has_any_name.begin(), f.has_any_name.end(), has_name)) {
      return false;
    }
  }
  if (f.chosen) {  // "该牌": what the source is attached to or targeted as it was used (321(2)).
    const CardState& from = state_->Card(source);
    if (source.index == 0 || from.attached_to != id || card.object != from.attached_object) {
      return false;
    }
  }
  // 613(2): the printed total; an undetermined cost counts as 0 while the card is not
  // being used (303(5)), and filters never read the chain, where cards being used are.
  if (f.max_cost && (info.cost_per ? 0 : info.cost_total) > *f.max_cost) return false;
  if (f.tapped && !card.tapped) return false;
  // "攻击力N以下", "防御力N以下": only characters have ATK and DEF (308, 309; A-90).
  if ((f.max_atk || f.max_def) && info.category != Category::kCharacter) return false;
  if (f.max_atk && FilterStat(id, /*atk=*/true) > *f.max_atk) return false;
  if (f.max_def && FilterStat(id, /*atk=*/false) > *f.max_def) return false;
  return true;
}

int Game::CountMatching(const cards::Filter& f, CardId source, Seat controller) const {
  int count = 0;
  VisitCandidates(f, [&](CardId id) {
    count += Matches(f, source, controller, id);
    return false;
  });
  return count;
}

bool Game::ConditionHolds(const std::optional<cards::Condition>& condition, CardId source,
                          Seat controller) const {
  if (!condition) return true;
  // Counted with printed names while name changes are collected: not remembered.
  const bool remember = remember_conditions_ && !printed_names_;
  if (remember) {
    for (const HeldCondition& held : held_conditions_) {
      if (held.condition == &*condition && held.source == source && held.controller == controller) {
        return held.holds;
      }
    }
  }
  const bool holds = CountMatching(condition->filter, source, controller) >= condition->at_least;
  if (remember) {
    held_conditions_.push_back(HeldCondition{&*condition, source, controller, holds});
  }
  return holds;
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
      return state_->active == controller;
    case cards::TurnRestriction::kOpponentTurn:
      return state_->active != controller;
  }
  return true;
}

void Game::ContinuousChanges(CardId target, bool atk, StatFold* fold) const {
  // 701(1): continuous effects of cards in the battle zones apply while their conditions hold.
  for (CardId source : InPlayNow().stats) {
    bool lost_checked = false;
    for (const cards::Effect& effect : Info(source).effects) {
      const auto* c = std::get_if<cards::Continuous>(&effect.kind);
      if (c == nullptr || !c->affects) continue;
      const int32_t delta = atk ? c->atk : c->def;
      const std::optional<int32_t>& set = atk ? c->set_atk : c->set_def;
      if (delta == 0 && !set) continue;
      if (!lost_checked) {  // 708(1): a card that lost its effects changes nothing.
        if (EffectsLost(source)) break;
        lost_checked = true;
      }
      const Seat controller = state_->Card(source).controller;
      if (!LevelAllows(source, effect) || !TurnAllows(c->during, controller) ||
          !ConditionHolds(c->condition, source, controller) ||
          !Matches(*c->affects, source, controller, target)) {
        continue;
      }
      // 701(3): the effect's timestamp is its source's, from when it became this object.
      const uint32_t stamp = state_->Card(source).object;
      if (set) fold->Set(stamp, *set);
      fold->Add(stamp, delta);
    }
  }
}

void Game::RaiseTriggers(cards::Timing timing, CardId id, int32_t last_level) {
  const CardInfo& info = Info(id);
  if ((info.trigger_timings & (1u << static_cast<int>(timing))) == 0) return;  // Most cards.
  const CardState& card = std::as_const(*state_).Card(id);
  if (EffectsLost(id)) return;  // 708(1).
  for (size_t i = 0; i < info.effects.size(); ++i) {
    const cards::Effect& effect = info.effects[i];
    const bool scheme = IsScheme(effect) && timing == cards::Timing::kOnEnter;  // 900(6).
    const auto* t = std::get_if<cards::Triggered>(&effect.kind);
    if (!scheme && (t == nullptr || t->timing != timing)) continue;
    // 317: a level-gated effect; a card that left the battle zone is read at its last level
    // there.
    if (effect.min_level > 1 && last_level < effect.min_level) continue;
    if (t != nullptr && !ConditionHolds(t->condition, id, card.controller)) continue;  // 702(3).
    state_->triggers.push_back(
        PendingTrigger{card.controller, id, static_cast<uint8_t>(i), card.object, false, false,
                       static_cast<uint16_t>(card.Characteristics() + 1)});
  }
}

void Game::RaiseTurnTriggers(bool start) {
  using T = cards::Timing;
  auto raise = [&](CardId id) {
    const bool own =
        std::as_const(*state_).Card(id).controller == state_->active;  // A-47 in the rest area.
    const T every = start ? T::kTurnStart : T::kTurnEnd;
    const T whose = start ? (own ? T::kOwnTurnStart : T::kOpponentTurnStart)
                          : (own ? T::kOwnTurnEnd : T::kOpponentTurnEnd);
    const uint32_t timings = Info(id).trigger_timings;  // Most have neither.
    if ((timings & (1u << static_cast<int>(every))) != 0) RaiseTriggers(every, id, 1);
    if ((timings & (1u << static_cast<int>(whose))) != 0) RaiseTriggers(whose, id, 1);
  };
  for (int seat = 0; seat < kNumSeats; ++seat) {
    // 807(2), 808(2): the battle zone, the event zone and the rest area, each in its order. Only
    // a card with a turn timing can trigger: the lists of the cards in play and the index name
    // them (raising triggers moves no card, so the lists stay as they are while read).
    for (CardId id : InPlayNow().turn_triggers[seat]) raise(id);
    for (CardId id : state_->index.known ? state_->index.rest_turn_triggers[seat]
                                         : std::as_const(*state_).players[seat].rest) {
      raise(id);
    }
  }
}

const cards::Effect* Game::EffectOf(CardId id, uint8_t index, uint16_t info) const {
  const auto& effects = (info != 0 ? cards_[info - 1] : Info(id)).effects;
  return index < effects.size() ? &effects[index] : nullptr;
}

Game::EffectParts Game::PartsOf(const Link& link) const {
  EffectParts parts;
  if (link.kind == Link::Kind::kCard) {  // A tactic resolving (320(5)).
    if (const cards::OnUse* on_use = OnUseOf(link.card)) {
      parts.actions = &on_use->actions;
      parts.specs = &on_use->targets;
      parts.condition = &on_use->condition;
    }
    return parts;
  }
  const cards::Effect* effect = EffectOf(link.card, link.effect, link.info);
  if (effect == nullptr) return parts;
  if (const auto* t = std::get_if<cards::Triggered>(&effect->kind)) {
    parts.actions = &t->actions;
    parts.specs = &t->targets;
    parts.condition = &t->condition;
  } else if (const auto* a = std::get_if<cards::Activated>(&effect->kind)) {
    parts.actions = &a->actions;
    parts.specs = &a->targets;
    parts.condition = &a->condition;
  } else if (const auto* counter = std::get_if<cards::Counter>(&effect->kind)) {
    parts.actions = &counter->actions;
    parts.specs = &counter->targets;
  } else if (const auto* keyword = std::get_if<cards::Keyword>(&effect->kind)) {
    const auto* gather = std::get_if<cards::GatherEnergy>(keyword);
    if (gather != nullptr && link.delayed) {  // 900(8): the effect at the card's reset.
      parts.actions = &gather->actions;
      parts.specs = &gather->targets;
    }
  }
  return parts;
}

uint32_t Game::ChangesHeld(const Link& link) const {
  const EffectParts parts = PartsOf(link);
  if (parts.actions == nullptr) return 0;
  uint32_t held = 0;
  for (size_t i = 0; i < parts.actions->size() && i < 32; ++i) {
    const auto* change = std::get_if<cards::InsteadIf>(&(*parts.actions)[i].kind);
    if (change != nullptr && ConditionHolds(change->condition, link.card, link.controller)) {
      held |= 1u << i;
    }
  }
  return held;
}

Result<bool> Game::StepEffect() {
  Resolving& r = state_->resolving;
  const Link& link = r.link;
  const cards::Effect* effect = EffectOf(link.card, link.effect, link.info);
  TJ_CHECK(effect != nullptr);
  const Seat controller = link.controller;
  if (link.kind == Link::Kind::kEffect && IsScheme(*effect)) {
    // 900(6): look at the deck's top card, put it back on the top or the bottom.
    if (std::as_const(*state_).Player(controller).deck.empty())
      return true;  // 102(4): impossible, ignored.
    if (!r.answered) {
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = controller;
      r.asked = true;
      return false;
    }
    if (!r.yes) {
      auto& deck = state_->ZoneList(controller, Zone::kDeck);
      std::rotate(deck.begin(), deck.begin() + 1, deck.end());
    }
    return true;
  }
  const auto* keyword = std::get_if<cards::Keyword>(&effect->kind);
  if (keyword != nullptr && std::holds_alternative<cards::GatherEnergy>(*keyword)) {
    const CardState& card = state_->Card(link.card);
    const bool there = card.zone == Zone::kBattle && card.object == link.card_object;
    if (!link.delayed) {
      // 900(8), A-54: the activation sets the effect aside until the card's next reset; a card
      // that left the battle zone is a new card and is never reset as this one (200(4)).
      if (there) {
        state_->gathered.push_back(PendingTrigger{controller, link.card, link.effect,
                                                  link.card_object, true, true, link.info});
      }
      return true;
    }
    if (!there) return true;  // A-54(6): the source left the battle zone: nothing happens.
  }
  const EffectParts parts = PartsOf(link);
  if (parts.actions == nullptr) {
    return Status::InvalidInput(
        "this kind of effect is not interpreted by this version of the "
        "零次元 engine (" +
        Name(link.card) + ")");
  }
  // 702(4), 703(5): a condition is checked again at resolution; if it fails, nothing happens.
  const bool starting = r.action == 0 && !r.asked && r.stage == 0;
  if (starting && !ConditionHolds(*parts.condition, link.card, controller)) return true;
  if (starting && parts.specs != nullptr && !parts.specs->empty()) {
    bool any = false;
    for (size_t i = 0; i < parts.specs->size(); ++i) {
      any = any || !LegalTargets(link, *parts.specs, i).empty();
    }
    if (!any) return true;  // 705(6): every target is illegal: the effect fails.
  }
  while (r.action < parts.actions->size() && !Over()) {
    BeginAtOnce();  // what one action does happens at once (101(5), 101(6)).
    Result<bool> step = DoAction((*parts.actions)[r.action], link);
    SettleAtOnce();
    TJ_ASSIGN_OR_RETURN(bool done, std::move(step));
    if (!done) return false;
    Resolving& now = state_->resolving;  // DoAction may have replaced it (life damage).
    ++now.action;
    now.branch = now.branch_action = 0;
    ResetActionState(now);
  }
  return true;
}

bool NonSpecific(const cards::Filter& filter) {
  return !filter.self && !filter.chosen && filter.categories.empty() && filter.name.empty() &&
         filter.has_name.empty() && !filter.max_cost && !filter.tapped &&
         filter.has_all_names.empty() && filter.has_any_name.empty() && !filter.max_atk &&
         !filter.max_def;
}

bool Game::MustFind(const cards::Search& search, const Link& link) const {
  if (!NonSpecific(search.filter)) return false;
  const Seat owner =
      search.filter.side == cards::Side::kOpponent ? OtherSeat(link.controller) : link.controller;
  for (CardId id : state_->Player(owner).Zone(ZoneOf(search.filter.zone))) {
    if (Matches(search.filter, link.card, link.controller, id)) return true;  // 其他: not itself.
  }
  return false;
}

void ResetActionState(Resolving& r) {
  r.asked = r.answered = false;
  r.roll = 0;
  r.stage = 0;
  r.chosen.clear();
}

const cards::Action* Game::CurrentAction() const {
  const Resolving& r = state_->resolving;
  const EffectParts parts = PartsOf(r.link);
  const cards::Action* action = parts.actions != nullptr && r.action < parts.actions->size()
                                    ? &(*parts.actions)[r.action]
                                    : nullptr;
  const auto* change = action != nullptr ? std::get_if<cards::InsteadIf>(&action->kind) : nullptr;
  if (change != nullptr && r.branch != 0) {  // 707(4): the branch's action in progress.
    const std::vector<cards::Action>& branch = r.branch == 2 ? change->instead : change->actions;
    return r.branch_action < branch.size() ? &branch[r.branch_action] : nullptr;
  }
  return action;
}

Status Game::AnswerEffect(Seat player, const Decision& decision) {
  Resolving& r = state_->resolving;
  if (state_->wait != Wait::kEffectChoice || !r.active || player != state_->waiting_for) {
    NotAsked(player, decision);
    return Status::Ok();
  }
  const cards::Effect* effect = EffectOf(r.link.card, r.link.effect, r.link.info);
  const cards::Action* action = CurrentAction();
  const auto* discard = action != nullptr ? std::get_if<cards::Discard>(&action->kind) : nullptr;
  const auto* search = action != nullptr ? std::get_if<cards::Search>(&action->kind) : nullptr;
  const auto* put = action != nullptr ? std::get_if<cards::PutIntoPlay>(&action->kind) : nullptr;
  const auto* choice = std::get_if<ChooseCards>(&decision);
  // an answer of another kind than the question's answers nothing; the game still waits.
  auto wrong_kind = [&] {
    NotAsked(player, decision);
    return Status::Ok();
  };
  const auto* add = action != nullptr ? std::get_if<cards::AddLifeFrom>(&action->kind) : nullptr;
  const auto* scrap = action != nullptr ? std::get_if<cards::Scrap>(&action->kind) : nullptr;
  if (CurrentLookQuestion() != LookQuestion::kNone) {
    if (choice == nullptr) return wrong_kind();
    AnswerLook(player, *choice);  // 614, 201(4), 202(5).
  } else if (add != nullptr) {
    if (choice == nullptr) return wrong_kind();
    AnswerAddLife(player, *add, *choice);  // 202(5).
  } else if (scrap != nullptr) {
    if (choice == nullptr) return wrong_kind();
    AnswerScrap(player, *scrap, *choice);  // 606, 102(3).
  } else if (r.link.kind == Link::Kind::kEffect && IsScheme(*effect)) {
    const auto* yes_no = std::get_if<ChooseYesNo>(&decision);
    if (yes_no == nullptr) return wrong_kind();  // 智谋: yes keeps the card on top.
    r.yes = yes_no->yes;
  } else if (discard != nullptr) {
    // 608: the controller discards cards of his choice (A-101: from wherever the table took
    // them).
    if (choice == nullptr) return wrong_kind();
    for (CardId id : choice->cards) {
      if (state_->Card(id).zone != Zone::kHand || state_->Card(id).controller != player) {
        Flag("zero.discard.not-in-hand", {"608"}, player,
             Letter(player) + " discarded " + Name(id) + " from " + Where(id) +
                 ": only hand cards are discarded");
      }
    }
    if (choice->cards.size() != discard->count) {
      Flag("zero.effect.discard-count", {"608"}, player,
           Letter(player) + " discarded " + std::to_string(choice->cards.size()) +
               " cards for an effect that discards " + std::to_string(discard->count));
    }
    for (CardId id : choice->cards) ToRestAsPlayed(id);
  } else if (search != nullptr || put != nullptr) {
    // 615, 205(2): the card found (none: 615(3), "not found").
    if (choice == nullptr) return wrong_kind();
    const cards::Filter& filter = search != nullptr ? search->filter : put->filter;
    const Seat owner = filter.side == cards::Side::kOpponent ? OtherSeat(player) : player;
    const Zone zone = ZoneOf(filter.zone);
    std::vector<CardId> found;
    for (CardId id : choice->cards) {
      if (state_->Card(id).zone != zone || state_->Card(id).controller != owner) {
        // a card from elsewhere is not found by the effect: flagged, left where it is.
        Flag("zero.search.wrong-card", {"615(1)", "705(1)"}, player,
             Letter(player) + " took " + Name(id) + " from " + Where(id) + ", not from " +
                 Letter(owner) + "'s " + std::string(ZoneName(zone)));
        continue;
      }
      if (!Matches(filter, r.link.card, player, id)) {
        Flag("zero.search.wrong-card", {"615(1)", "705(1)"}, player,
             Letter(player) + " took " + Name(id) + ", which does not fit the effect of " +
                 Name(r.link.card));
      }
      found.push_back(id);
    }
    if (choice->cards.empty() && search != nullptr && MustFind(*search, r.link)) {
      // 615(3), A-109: a non-specific card in a zone that is not empty is always found.
      Flag("zero.search.not-found", {"615(3)"}, player,
           Letter(player) + " declared that the search of " + Name(r.link.card) +
               " found nothing, but it looks for any card and " + Letter(owner) + "'s " +
               std::string(ZoneName(zone)) + " is not empty");
    }
    if (choice->cards.size() > 1) {
      Flag("zero.search.count", {"615(1)"}, player,
           Letter(player) + " took " + std::to_string(choice->cards.size()) +
               " cards for an effect that finds one");
    }
    r.chosen = found;
  } else {
    const auto* number = std::get_if<ChooseNumber>(&decision);
    if (number == nullptr) return wrong_kind();  // The declared number.
    r.number = number->number;
  }
  r.answered = true;
  return ContinueResolution();
}

Status Game::RecordDieRoll(const DieRollFact& roll) {
  Resolving& r = state_->resolving;
  if (state_->wait != Wait::kDieRoll || !r.active) {
    return Status::InvalidInput("fact.dieRoll: no effect waits for a die roll now");
  }
  r.roll = roll.result;
  return ContinueResolution();
}

Status Game::RecordShuffle(const ShuffleFact& shuffle) {
  Resolving& r = state_->resolving;
  if (state_->wait != Wait::kShuffle || !r.active || shuffle.seat != state_->waiting_for) {
    return Status::InvalidInput("fact.shuffle: no shuffle of " + Letter(shuffle.seat) +
                                "'s deck is due now");
  }
  state_->ZoneList(shuffle.seat, Zone::kDeck) =
      shuffle.order;  // The caller checked the permutation.
  r.stage = 2;        // 615(2): searched, then shuffled.
  return ContinueResolution();
}

const cards::OnUse* Game::OnUseOf(CardId id) const {
  for (const cards::Effect& effect : Info(id).effects) {
    if (const auto* on_use = std::get_if<cards::OnUse>(&effect.kind)) return on_use;
  }
  return nullptr;
}

Status Game::ChooseTargets(Seat player, CardId source, const std::vector<cards::TargetSpec>& specs,
                           const std::vector<Target>& chosen, const std::string& what, Link* link,
                           bool allow_self) {
  size_t wanted = 0;
  for (const cards::TargetSpec& spec : specs) wanted += spec.count;
  std::vector<Target> cards;  // a player chosen as a target is flagged and left out.
  for (const Target& target : chosen) {
    if (std::holds_alternative<CardId>(target)) {
      cards.push_back(target);
    } else {
      Flag("zero.target.illegal", {"705(1)"}, player,
           what + " targeting player " + std::string(1, SeatLetter(std::get<Seat>(target))) +
               ": the effect targets cards");
    }
  }
  if (cards.size() != chosen.size()) {
    return ChooseTargets(player, source, specs, cards, what, link, allow_self);
  }
  if (chosen.size() != wanted) {
    // 320(4) a tactic's, 321(2) an event's targets are declared as it is used.
    const char* use_rule = Info(source).category == Category::kEvent ? "321(2)" : "320(4)";
    Flag("zero.target.count", {"705(1)", use_rule}, player,
         what + " with " + std::to_string(chosen.size()) + " targets; it needs " +
             std::to_string(wanted));
  }
  size_t next = 0;
  for (size_t s = 0; s < specs.size(); ++s) {
    for (int n = 0; n < specs[s].count && next < chosen.size(); ++n, ++next) {
      const CardId id = std::get<CardId>(chosen[next]);
      if (id == source && !allow_self) {
        Flag("zero.target.itself", {"705(1)"}, player, what + " targeting itself");
      } else if (CannotBeTargeted(id)) {
        Flag("zero.target.untargetable", {"705(1)", "705(5)"}, player,
             what + " targeting " + Name(id) + ", which cannot be targeted by effects");
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
      link->target_objects.push_back(state_->Card(id).object);
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
    if (state_->Card(id).object == link.target_objects[i] &&
        Matches(specs[index].filter, link.card, link.controller, id) && !CannotBeTargeted(id)) {
      legal.push_back(id);
    }
  }
  return legal;
}

}  // namespace tcgjudge::zero
