// Priority (105) and the chain (106).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

// 901(4): more links than any game resolves in one go without a decision: a mandatory loop.
constexpr int kMandatoryLoopLinks = 10000;

}  // namespace

Status Game::Pass(Seat player) {
  if (state_->wait != Wait::kPriority) return PassWithoutPriority(player);
  if (player != state_->waiting_for) {
    // Passing without priority changes nothing.
    Flag("zero.priority.pass-without-priority", {"105(1)"}, player,
         std::string(1, SeatLetter(player)) + " passed, but " +
             std::string(1, SeatLetter(state_->waiting_for)) + " held priority");
    return Status::Ok();
  }
  ++state_->passes;
  if (state_->passes < 2) {
    state_->waiting_for = OtherSeat(player);  // 105(1): priority passes to the other player.
    return Status::Ok();
  }
  if (state_->chain.empty()) {
    return EndWindow();  // 400(5), 405(2): all passed in succession with an empty chain.
  }
  return ContinueResolution();  // 106(3).
}

void Game::AfterLinkAdded() {
  // 106(4): nobody holds priority while the chain resolves; a link added then (flagged by
  // CheckPriority) is on top and resolves when the resolution comes to it.
  if (state_->resolving_chain) return;
  // 105(1): after any addition to the chain, the ACTIVE player gets priority.
  state_->wait = Wait::kPriority;
  state_->waiting_for = state_->active;
  state_->passes = 0;
}

void Game::CheckPriority(Seat player, const std::string& what,
                         const std::vector<std::string>& rules) {
  if (state_->resolving_chain) {
    Flag("zero.chain.resolving", {"106(4)"}, player,
         what + " while the chain was resolving: nothing may be added to it then");
  } else if (state_->wait != Wait::kPriority || state_->waiting_for != player) {
    Flag("zero.priority.not-holder", rules, player, what + " without holding priority");
  }
}

void Game::OpenWindowWithTriggers() {
  OpenWindow();
  if (!state_->triggers.empty() && PlaceTriggers()) AfterLinkAdded();
}

Status Game::ContinueResolution() {
  state_->resolving_chain = true;
  // 901(4): links resolved in this call, with no decision in between. A chain that keeps
  // refilling itself without anybody choosing anything is a mandatory loop of triggered effects.
  int resolved = 0;
  loop_ = MandatoryLoop{};
  while (!Over()) {
    // 407(2): the link that ended the turn is done and rule actions have run.
    if (state_->turn_ends && !state_->resolving.active) return EndTurnByEffect();
    // Links below the base belong to a chain a counter effect interrupted (704(5)).
    const size_t base = InCounter() ? state_->life_damage.back().chain_base : 0;
    if (state_->resolving.active) {
      TJ_ASSIGN_OR_RETURN(bool done, StepEffect());
      if (!done) {
        if (!state_->resolving.active) continue;  // Suspended by damage to a life zone.
        return Status::Ok();                      // Waits for a decision or a fact.
      }
      const Link finished = state_->resolving.link;
      state_->resolving = Resolving{};
      if (finished.kind == Link::Kind::kCard) ResolveLink(finished);  // 320(5): to the rest area.
    } else if (!state_->triggers.empty() && (state_->chain.size() > base || InCounter())) {
      // 106(5): triggers raised while links remain go on top and resolve next; in a counter
      // effect's chain they resolve at once (704(5)).
      if (EndsMandatoryLoop()) resolved = 0;
      if (!PlaceTriggers()) return Status::Ok();
      continue;
    } else if (state_->chain.size() == base) {
      if (!InCounter()) break;
      if (!ContinueLifeDamage()) return Status::Ok();  // Waits for a counter's declaration.
      continue;
    } else {
      const Link link = state_->chain.back();
      state_->chain.pop_back();
      ++resolved;
      if (link.kind == Link::Kind::kEffect) NoteLoopLink(link, resolved);
      if (resolved == kMandatoryLoopLinks) {
        // 901(4), A-110: a mandatory loop; it ends when its first triggered effect would next
        // trigger (EndsMandatoryLoop).
        loop_.first = FirstLoopEffect();
      } else if (resolved > 2 * kMandatoryLoopLinks && link.kind == Link::Kind::kEffect) {
        // A loop whose first effect never triggers again without ending: this link is where it
        // is cut, its effect not happening.
        resolved = 0;
        loop_ = MandatoryLoop{};
        continue;
      }
      const bool tactic_with_effect = link.kind == Link::Kind::kCard &&
                                      Info(link.card).category == Category::kTactic &&
                                      OnUseOf(link.card) != nullptr;
      if (link.kind == Link::Kind::kEffect || tactic_with_effect) {
        state_->resolving = Resolving{};
        state_->resolving.active = true;
        state_->resolving.link = link;
        continue;
      }
      ResolveLink(link);
    }
    if (Over()) break;
    // E1.3: rule actions after every event; the same-name choice comes before any trigger
    // goes on the chain (305(4), 801).
    if (std::optional<Seat> chooser = RuleActions()) {
      state_->wait = Wait::kSameName;
      state_->waiting_for = *chooser;
      return Status::Ok();
    }
  }
  state_->resolving_chain = false;
  if (state_->step == Step::kReset && !Over()) {
    StartStep();  // 401: the reset step's effects resolved; then the start step (402).
    return Status::Ok();
  }
  AfterResolution();  // new triggers form a chain, and the AP gets priority.
  return Status::Ok();
}

void Game::NoteLoopLink(const Link& link, int resolved) {
  for (MandatoryLoop::Seen& seen : loop_.seen) {
    if (seen.card == link.card && seen.effect == link.effect) {
      ++seen.count;
      return;
    }
  }
  loop_.seen.push_back({link.card, link.effect, resolved, 1});
}

std::optional<MandatoryLoop::Seen> Game::FirstLoopEffect() const {
  // The effect that began the loop: of those that resolved again and again in this pass, the
  // one that resolved first (901(4): its controller names the number of repetitions).
  std::optional<MandatoryLoop::Seen> first;
  for (const MandatoryLoop::Seen& seen : loop_.seen) {
    if (seen.count >= 2 && (!first || seen.first < first->first)) first = seen;
  }
  return first;
}

bool Game::EndsMandatoryLoop() {
  if (!loop_.first) return false;
  const MandatoryLoop::Seen first = *loop_.first;
  auto it = std::find_if(
      state_->triggers.begin(), state_->triggers.end(),
      [&](const PendingTrigger& t) { return t.card == first.card && t.effect == first.effect; });
  if (it == state_->triggers.end()) return false;
  // 901(4), A-110: the loop counts as repeated the number its controller names (no choice
  // changes the position) and ends as its first effect would trigger again: it does not.
  state_->triggers.erase(it);
  loop_ = MandatoryLoop{};
  return true;
}

Status Game::EndTurnByEffect() {
  // 407(2), A-80: what is left of the chain is not resolved; cards being used go to their
  // owners' rest areas (as a tactic that failed, 705(6)); waiting triggers and a combat end.
  state_->turn_ends = false;
  state_->resolving_chain = false;
  for (auto it = state_->chain.rbegin(); it != state_->chain.rend(); ++it) {
    if (it->kind == Link::Kind::kCard && !it->copy && state_->Card(it->card).zone == Zone::kChain) {
      Move(it->card, Zone::kRest, it->card.seat);
    }
  }
  state_->chain.clear();
  state_->triggers.clear();
  state_->placing.clear();
  state_->life_damage.clear();
  EndCombat();  // a combat in progress ends.
  state_->passes = 0;
  return EndTurn();
}

void Game::ResolveLink(const Link& link) {
  if (link.kind == Link::Kind::kUpgrade) {
    // 600(8), A-46: the level-up fails if the character is gone or no longer ours; the cost
    // stays paid and the turn's level-up is not used.
    const CardState& character = state_->Card(link.card);
    if (!IsCharacterInBattle(link.card) || character.object != link.card_object ||
        character.controller != link.controller) {
      return;
    }
    CardId indicator;
    bool face_down = false;
    if (link.method == UpgradeMethod::kFlipResource) {
      const auto& deck = std::as_const(*state_).Player(link.controller).deck;
      if (deck.empty()) return;  // no indicator can be placed; the level-up fails.
      indicator = deck.front();
      face_down = true;  // 600(2)a: the deck's top card, face down.
    } else {
      indicator = link.upgrade_source;
      const CardState& source = state_->Card(indicator);
      if (source.zone != Zone::kHand || source.controller != link.controller) return;
    }
    PlaceIndicator(indicator, link.controller, link.card, face_down);
    state_->SetPlayerFlag(link.controller, &PlayerState::levelled_up, true);
    return;
  }

  if (link.copy) return;  // 706(2): a copy carried out its effect; no card moves.
  const CardState& card = state_->Card(link.card);
  if (card.zone != Zone::kChain || card.object != link.card_object) return;
  const CardInfo& info = Info(link.card);
  switch (info.category) {
    case Category::kCharacter: {
      // 706(2), A-85: a character that enters as a copy does so if the card chosen is still the
      // object it was and still fits; else it enters as itself.
      uint16_t copy_of = 0;
      if (info.enters_as_copy_of && link.target.index != 0 &&
          state_->Card(link.target).object == link.target_object &&
          Matches(*info.enters_as_copy_of, link.card, link.controller, link.target)) {
        const uint16_t copied = state_->Card(link.target).Characteristics();
        copy_of = copied == IdentityOf(card) ? 0 : copied + 1;
      }
      // 318(3), 318(4): it enters its user's battle zone; 900(3) 迟缓: already tapped. 801:
      // 【登场时】 triggers, before 305(4).
      EnterPlay(link.card, link.controller, /*tapped=*/false, copy_of);
      return;
    }
    case Category::kEquipment: {
      // 319(3): the chosen character must still be there and equippable, else the equipment is
      // destroyed without entering.
      const bool target_ok =
          link.target.index != 0 && IsCharacterInBattle(link.target) &&
          state_->Card(link.target).object == link.target_object &&
          (state_->Card(link.target).controller == link.controller || info.equip_opponent);
      if (!target_ok) {
        ToRest(link.card);
        return;
      }
      // 319(4), 319(9): attached; it is in the character's controller's battle zone.
      const Seat zone_owner = state_->Card(link.target).controller;
      Move(link.card, Zone::kBattle, zone_owner);
      CardState& equipment = state_->Card(link.card);
      equipment.attached_to = link.target;
      equipment.attached_object = state_->Card(link.target).object;
      RaiseTriggers(cards::Timing::kOnEnter, link.card, 1);  // 801; before 305(4).
      return;
    }
    case Category::kEvent: {
      // 321(2), 705(3): an event with targets names the first that is still legal as "该牌";
      // with none left it fails and goes to the rest area (705(6), A-98).
      CardId chosen;
      uint32_t chosen_object = 0;
      if (const cards::OnUse* on_use = OnUseOf(link.card)) {
        for (size_t i = 0; i < on_use->targets.size() && chosen.index == 0; ++i) {
          const std::vector<CardId> legal = LegalTargets(link, on_use->targets, i);
          if (!legal.empty()) {
            chosen = legal.front();
            chosen_object = state_->Card(chosen).object;
          }
        }
        if (chosen.index == 0 && !on_use->targets.empty()) {
          ToRest(link.card);
          return;
        }
      }
      Move(link.card, Zone::kEvent, link.controller);  // 321(3); 206(3) by rule actions.
      CardState& event = state_->Card(link.card);
      event.attached_to = chosen;
      event.attached_object = chosen_object;
      RaiseTriggers(cards::Timing::kOnEnter, link.card, 1);  // 801; before 305(4).
      return;
    }
    case Category::kTactic:
      ToRest(link.card);  // 320(5): after its effect, to the rest area.
      return;
  }
}

}  // namespace tcgjudge::zero
