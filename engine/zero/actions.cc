// The actions of effects (docs/cards.md, section 7), carried out one at a time as an effect link
// resolves: draw (602), damage (607, 324(3), changed by 707's replacements), destroy (605(4)),
// heal (618), buff and "变为" (317, 701(3)), discard (608), search (615), put into play (205(2)),
// grant (708(2)), copy (706), control (612), removal (208), prevention (607(4)), ending the turn
// (407(2)), returning cards to the hand (204(4)), copies of links (706(2)), changes with a
// precondition (707(4)), die rolls, each player drawing (102(3)) and winning the game (101);
// looking at and ordering cards are in look.cc.

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

// The actions a matching die roll carries out at once: none asks a question or pauses.
bool Immediate(const cards::Action& action) {
  if (const auto* damage = std::get_if<cards::Damage>(&action.kind))
    return damage->target.has_value();
  return std::holds_alternative<cards::Draw>(action.kind) ||
         std::holds_alternative<cards::Destroy>(action.kind) ||
         std::holds_alternative<cards::Heal>(action.kind) ||
         std::holds_alternative<cards::Buff>(action.kind) ||
         std::holds_alternative<cards::Grant>(action.kind) ||
         std::holds_alternative<cards::BecomeCopy>(action.kind) ||
         std::holds_alternative<cards::GainControl>(action.kind) ||
         std::holds_alternative<cards::Remove>(action.kind) ||
         std::holds_alternative<cards::PreventDamage>(action.kind) ||
         std::holds_alternative<cards::EndTurn>(action.kind) ||
         std::holds_alternative<cards::ReturnToHand>(action.kind) ||
         std::holds_alternative<cards::CopyLink>(action.kind) ||
         std::holds_alternative<cards::EachDraw>(action.kind) ||
         std::holds_alternative<cards::Win>(action.kind);
}

}  // namespace

Result<bool> Game::DoAction(const cards::Action& action, const Link& link) {
  const Seat controller = link.controller;
  Resolving& r = state_->resolving;
  const EffectParts parts = PartsOf(link);
  auto targets_of = [&](uint8_t index) {
    return parts.specs != nullptr ? LegalTargets(link, *parts.specs, index) : std::vector<CardId>{};
  };
  auto not_read = [&](const std::string& what) -> Result<bool> {
    return Status::InvalidInput(what + " of " + Name(link.card) +
                                " is not interpreted by this version of the 零次元 engine");
  };
  if (const auto* draw = std::get_if<cards::Draw>(&action.kind)) {
    for (int i = 0; i < draw->count && !Over(); ++i) Draw(controller);  // 602.
    return true;
  }
  if (const auto* each = std::get_if<cards::EachDraw>(&action.kind)) {
    // 102(3): the active player draws first, then the other, carried out together: both decks
    // running out is both players losing at once, a draw (101(6), A-81, A-82).
    for (Seat seat : {state_->active, state_->NonActive()}) {
      for (int i = 0; i < each->count && !Over(); ++i) Draw(seat);
    }
    return true;
  }
  if (std::holds_alternative<cards::Win>(action.kind)) {
    Win(controller, std::string(1, SeatLetter(controller)) + " wins by the effect of " +
                        Name(link.card) + " (我方赢得本局游戏)");
    return true;
  }
  if (const auto* damage = std::get_if<cards::Damage>(&action.kind)) {
    if (damage->target) {
      for (CardId id : targets_of(*damage->target)) DamageCharacter(id, damage->amount);
      return true;  // 607(2): it accumulates; rule actions destroy at lethal damage (605(6)).
    }
    // damage to the opponent's life zone flips life cards one at a time, each counter
    // effect resolving before the next (324(3), 704(5)); it never loses the game.
    if (r.stage == 1) return true;  // Dealt: the damage resumed this link.
    r.stage = 1;
    StartLifeDamage(OtherSeat(controller), damage->amount, /*resume=*/true);
    return false;
  }
  if (const auto* destroy = std::get_if<cards::Destroy>(&action.kind)) {
    for (CardId id : targets_of(destroy->target)) Destroy(id, DestroyKind::kEffect);  // 605(4).
    return true;
  }
  if (const auto* heal = std::get_if<cards::Heal>(&action.kind)) {
    for (CardId id : targets_of(heal->target)) {  // 618(3): at most the damage there is.
      state_->Card(id).damage = std::max(0, state_->Card(id).damage - heal->amount);
    }
    return true;
  }
  // a "战斗时" change lasts until the combat in progress ends (507); with no combat in
  // progress it has nothing to last for and changes nothing.
  const bool no_battle = state_->combat.step == CombatStep::kNone;
  if (const auto* buff = std::get_if<cards::Buff>(&action.kind)) {
    const bool until_end_of_battle = buff->duration == cards::Duration::kUntilEndOfBattle;
    if (until_end_of_battle && no_battle) return true;
    std::vector<CardId> affected;
    if (buff->self) {  // The card itself, while it is the object that made the link.
      if (IsCharacterInBattle(link.card) && state_->Card(link.card).object == link.card_object) {
        affected.push_back(link.card);
      }
    } else {
      affected = targets_of(buff->target);
    }
    // 701(3): one change with one timestamp for all the cards it affects.
    const uint32_t stamp = state_->next_object++;
    for (CardId id : affected) {
      // a permanent change lasts while the card stays where it is (200(4)); the clearing
      // step (407(1)) ends only "this turn" changes.
      state_->stat_changes.push_back(StatChange{
          id, stamp, buff->atk, buff->def, buff->set_atk.value_or(-1), buff->set_def.value_or(-1),
          until_end_of_battle, buff->duration == cards::Duration::kPermanent});
    }
    return true;
  }
  if (const auto* grant = std::get_if<cards::Grant>(&action.kind)) {
    const int bit = KeywordBit(grant->keyword);
    if (bit == 0)
      return not_read("granting " + std::string(cards::KeywordPrintedName(grant->keyword)));
    if (grant->duration == cards::Duration::kUntilEndOfBattle && no_battle) return true;
    for (CardId id : targets_of(grant->target)) {  // 708(2): it counts as the card's own.
      CardState& card = state_->Card(id);
      switch (grant->duration) {
        case cards::Duration::kPermanent:
          card.granted |= bit;
          break;
        case cards::Duration::kUntilEndOfTurn:
          card.granted_until_end_of_turn |= bit;  // Ends in the clearing step (407).
          break;
        case cards::Duration::kUntilEndOfBattle:
          card.granted_until_end_of_battle |= bit;  // Ends with the combat (507).
          break;
      }
    }
    return true;
  }
  if (const auto* copy = std::get_if<cards::BecomeCopy>(&action.kind)) {
    // 706: the effect's card, while it is the object that made the link and in the battle zone,
    // takes the copiable values of the target: its printed card's, or what that card copies.
    // Not its level, damage, granted keywords or changes; no 【登场时】 triggers; effects on it
    // go on.
    const CardState& self = state_->Card(link.card);
    if (self.zone != Zone::kBattle || self.object != link.card_object) return true;
    for (CardId original : targets_of(copy->target)) {
      const uint16_t copied = state_->Card(original).Characteristics();
      state_->Card(link.card).copied = copied == IdentityOf(self) ? 0 : copied + 1;
      ForgetInPlay();  // What it is now is another card (InPlayNow).
      ForgetAttachments();
    }
    return true;
  }
  if (const auto* gain = std::get_if<cards::GainControl>(&action.kind)) {
    if (gain->duration == cards::Duration::kUntilEndOfBattle) {
      return not_read("gaining control until the end of the battle");  // Refused by validation.
    }
    for (CardId id : targets_of(gain->target)) {  // 612.
      ChangeControl(id, controller, gain->duration == cards::Duration::kUntilEndOfTurn);
    }
    return true;
  }
  if (const auto* remove = std::get_if<cards::Remove>(&action.kind)) {
    // 208: removed face up (208(2)); equipment and indicators left behind are rule actions.
    for (CardId id : targets_of(remove->target)) Move(id, Zone::kRemoved, id.seat);
    return true;
  }
  if (const auto* prevent = std::get_if<cards::PreventDamage>(&action.kind)) {
    for (CardId id : targets_of(prevent->target)) {  // 607(5): until used up or the turn ends.
      CardState& card = state_->Card(id);
      card.prevent = static_cast<int32_t>(
          std::min<int64_t>(int64_t{card.prevent} + prevent->amount, INT32_MAX));
    }
    return true;
  }
  if (const auto* back = std::get_if<cards::ReturnToHand>(&action.kind)) {
    // To the owner's hand (200(4): a new card); a resource card taken back has its effects and
    // attributes again (204(4)). Equipment and indicators left behind are rule actions.
    for (CardId id : targets_of(back->target)) Move(id, Zone::kHand, id.seat);
    return true;
  }
  if (std::holds_alternative<cards::EndTurn>(action.kind)) {
    state_->turn_ends = true;  // 407(2): once this link is done (ContinueResolution).
    return true;
  }
  if (const auto* copy = std::get_if<cards::CopyLink>(&action.kind)) {
    // 706(2), A-86: a copy of a link of each targeted card goes on top of the chain under this
    // effect's controller, with that link's targets (the choices made when it was added): the
    // card itself if it is being used (a tactic), else its latest activated or triggered effect
    // on the chain. It was never used, so its precondition changes are read now (707(4)).
    for (CardId id : targets_of(copy->target)) {
      const std::vector<Link> chain = state_->chain;
      for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const Link& original = *it;
        const bool used =
            original.kind == Link::Kind::kCard && original.card_object == state_->Card(id).object;
        const bool effect = original.kind == Link::Kind::kEffect && !original.delayed;
        if (original.copy || original.card != id || (!used && !effect)) continue;
        Link copied = original;
        copied.controller = controller;
        copied.copy = true;
        copied.changed = ChangesHeld(copied);
        state_->chain.push_back(copied);
        break;
      }
    }
    return true;
  }
  if (const auto* change = std::get_if<cards::InsteadIf>(&action.kind)) {
    // 707(4), A-87: the changed actions if the precondition held as the link was added and
    // still holds as the action begins; else the original ones. The branch is chosen once and
    // carried out action by action, each asking its questions.
    if (r.branch == 0) {
      const size_t index = r.action;
      const bool held = index < 32 && (link.changed & (1u << index)) != 0 &&
                        ConditionHolds(change->condition, link.card, controller);
      r.branch = held ? 2 : 1;
      r.branch_action = 0;
    }
    const std::vector<cards::Action>& chosen =
        state_->resolving.branch == 2 ? change->instead : change->actions;
    while (state_->resolving.branch_action < chosen.size() && !Over()) {
      TJ_ASSIGN_OR_RETURN(bool done, DoAction(chosen[state_->resolving.branch_action], link));
      if (!done) return false;             // Waits; carried on from this action when resumed.
      Resolving& now = state_->resolving;  // Life damage may have replaced it and given it back.
      ++now.branch_action;
      ResetActionState(now);
    }
    return true;
  }
  if (const auto* discard = std::get_if<cards::Discard>(&action.kind)) {
    if (r.answered) return true;  // Discarded as the controller answered (AnswerEffect).
    const auto& hand = std::as_const(*state_).Player(controller).hand;
    if (hand.size() <= discard->count) {  // No choice to make: the whole hand (102(4)).
      for (CardId id : std::vector<CardId>(hand)) ToRest(id);
      return true;
    }
    state_->wait = Wait::kEffectChoice;
    state_->waiting_for = controller;
    r.asked = true;
    return false;
  }
  if (const auto* search = std::get_if<cards::Search>(&action.kind)) {
    // 615: the controller looks at the whole zone and takes a card that fits (or, for a card
    // of a given kind, declares none found, 615(3)); a searched deck is then shuffled (615(2)),
    // a recorded fact.
    const Seat owner =
        search->filter.side == cards::Side::kOpponent ? OtherSeat(controller) : controller;
    const Zone zone = ZoneOf(search->filter.zone);
    if (r.stage == 2) return true;
    if (r.stage == 0) {
      if (!r.answered && !std::as_const(*state_).Player(owner).Zone(zone).empty()) {
        state_->wait = Wait::kEffectChoice;
        state_->waiting_for = controller;
        r.asked = true;
        return false;
      }
      for (CardId id : r.chosen) {
        if (state_->Card(id).zone != zone) continue;
        if (search->then == cards::SearchThen::kToHand) {
          Move(id, Zone::kHand, controller);
        } else if (Info(id).category != Category::kTactic) {  // 205(2): tactics never enter.
          EnterPlay(id, controller, /*tapped=*/false);
        }
      }
      r.stage = 1;
    }
    if (zone == Zone::kDeck && !std::as_const(*state_).Player(owner).deck.empty()) {
      state_->wait = Wait::kShuffle;
      state_->waiting_for = owner;
      return false;
    }
    return true;
  }
  if (const auto* put = std::get_if<cards::PutIntoPlay>(&action.kind)) {
    // 205(2): a card from another zone enters our battle zone; "此牌" is the card itself while it
    // is the object the effect knows (200(4)).
    const Zone zone = ZoneOf(put->filter.zone);
    if (put->filter.self) {
      const CardState& card = state_->Card(link.card);
      if (card.zone == zone && card.object == link.card_object &&
          Info(link.card).category != Category::kTactic) {
        EnterPlay(link.card, controller, put->tapped);
      }
      return true;
    }
    const Seat owner =
        put->filter.side == cards::Side::kOpponent ? OtherSeat(controller) : controller;
    if (!r.answered) {
      bool any = false;
      for (CardId id : std::as_const(*state_).Player(owner).Zone(zone)) {
        any = any || Matches(put->filter, link.card, controller, id);
      }
      if (!any) return true;  // 102(4): nothing to put into play.
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = controller;
      r.asked = true;
      return false;
    }
    for (CardId id : r.chosen) {
      if (state_->Card(id).zone == zone && Info(id).category != Category::kTactic) {
        EnterPlay(id, controller, put->tapped);
      }
    }
    return true;
  }
  if (const auto* roll = std::get_if<cards::RollDie>(&action.kind)) {
    for (const cards::Action& next : roll->on_match) {
      if (!Immediate(next))
        return not_read("a die roll's '" + std::string(cards::ActionName(next)) + "'");
    }
    if (!r.answered) {  // The controller declares a number first.
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = controller;
      r.asked = true;
      return false;
    }
    if (r.roll == 0) {
      state_->wait = Wait::kDieRoll;
      state_->waiting_for = controller;
      return false;
    }
    if (r.roll == r.number) {
      for (const cards::Action& next : roll->on_match) {
        TJ_ASSIGN_OR_RETURN(bool done, DoAction(next, link));
        TJ_CHECK(done);
        if (Over()) break;
      }
    }
    return true;
  }
  if (const auto* look = std::get_if<cards::LookAtTop>(&action.kind)) {
    return DoLookAtTop(*look, link);
  }
  if (const auto* put = std::get_if<cards::PutOnDeck>(&action.kind)) {
    return DoPutOnDeck(*put, targets_of(put->target));
  }
  if (const auto* add = std::get_if<cards::AddLife>(&action.kind)) return DoAddLife(*add, link);
  if (const auto* add = std::get_if<cards::AddLifeFrom>(&action.kind)) {
    return DoAddLifeFrom(*add, link);
  }
  if (const auto* scrap = std::get_if<cards::Scrap>(&action.kind)) return DoScrap(*scrap, link);
  return not_read("the action '" + std::string(cards::ActionName(action)) + "'");
}

std::vector<Seat> Game::ScrapPlayers(const cards::Scrap& scrap, const Link& link) const {
  if (scrap.each) return {state_->active, state_->NonActive()};  // 102(3): the AP first.
  return {scrap.filter.side == cards::Side::kOpponent ? OtherSeat(link.controller)
                                                      : link.controller};
}

std::vector<CardId> Game::ScrapCandidates(const cards::Scrap& scrap, const Link& link,
                                          Seat player) const {
  const PlayerState& own = state_->Player(player);
  std::vector<CardId> candidates;
  if (scrap.filter.zone == cards::Zone::kLife) {  // 324(4): the top ones, without a choice.
    for (CardId id : own.life) {
      if (candidates.size() < scrap.count) candidates.push_back(id);
    }
    return candidates;
  }
  const Zone zone = ZoneOf(scrap.filter.zone);
  for (const auto* list : {&own.Zone(zone), &own.event}) {
    if (list == &own.event && zone != Zone::kBattle) break;  // 206(2): part of the battle zone.
    for (CardId id : *list) {
      if (Matches(scrap.filter, link.card, link.controller, id)) candidates.push_back(id);
    }
  }
  return candidates;
}

Result<bool> Game::DoScrap(const cards::Scrap& scrap, const Link& link) {
  // 606, 102(3): each scrapping player in turn (the AP first) chooses his cards; `chosen` keeps
  // every player's, and `stage` counts the players done. Then all are scrapped together.
  Resolving& r = state_->resolving;
  const std::vector<Seat> players = ScrapPlayers(scrap, link);
  while (r.stage < players.size()) {
    if (r.answered) {  // AnswerScrap took the player's cards.
      r.asked = r.answered = false;
      ++r.stage;
      continue;
    }
    const Seat player = players[r.stage];
    const std::vector<CardId> candidates = ScrapCandidates(scrap, link, player);
    if (candidates.size() <= scrap.count) {  // No choice (102(4): all that fit).
      r.chosen.insert(r.chosen.end(), candidates.begin(), candidates.end());
      ++r.stage;
      continue;
    }
    state_->wait = Wait::kEffectChoice;
    state_->waiting_for = player;
    r.asked = true;
    return false;
  }
  // Scrapping is neither destruction nor damage (606): the cards go to their owners' rest areas
  // (life cards without their counter effects, 606(2)).
  for (CardId id : std::vector<CardId>(r.chosen)) {
    const Zone zone = state_->Card(id).zone;
    if (zone == Zone::kBattle || zone == Zone::kEvent || zone == Zone::kResource ||
        zone == Zone::kLife) {
      ToRest(id);
    }
  }
  return true;
}

void Game::AnswerScrap(Seat player, const cards::Scrap& scrap, const ChooseCards& choice) {
  // cards the effect does not scrap are flagged and left where they are; another
  // number of cards than due is flagged, and the fitting cards named are scrapped.
  Resolving& r = state_->resolving;
  const std::vector<CardId> candidates = ScrapCandidates(scrap, r.link, player);
  for (CardId id : choice.cards) {
    if (std::find(candidates.begin(), candidates.end(), id) == candidates.end()) {
      Flag("zero.scrap.wrong-card", {"606(1)", "606(3)"}, player,
           Letter(player) + " scrapped " + Name(id) + " from " + Where(id) + ": the effect of " +
               Name(r.link.card) + " scraps " + Letter(player) +
               "'s own cards of the kind it names");
      continue;
    }
    r.chosen.push_back(id);
  }
  const size_t due = std::min<size_t>(scrap.count, candidates.size());
  if (choice.cards.size() != due) {
    Flag("zero.scrap.count", {"606(1)", "102(3)"}, player,
         Letter(player) + " scrapped " + std::to_string(choice.cards.size()) +
             " cards for the effect of " + Name(r.link.card) + ", which scraps " +
             std::to_string(due));
  }
}

}  // namespace tcgjudge::zero
