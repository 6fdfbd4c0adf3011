// What a table can do, recorded and judged (docs/rulings-zero.md, "Record semantics", A-101):
// every decision by a seat of the game about cards of the game is applied as the table did it and
// flagged with the rules it breaks; only a malformed event is refused. This file holds the
// shared pieces: where a card is and what the game waits for, in words; answers nobody asked
// for; passes where nobody holds priority; responses to counter effects; cards put into the rest
// area from where the rules do not take them.

#include <algorithm>
#include <set>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

// The rules that give a player each kind of answer: cited when nothing asks for it.
std::vector<std::string> RulesAsking(const Decision& decision) {
  if (std::holds_alternative<tcgjudge::PlaceResource>(decision)) return {"204(1)", "404"};
  if (std::holds_alternative<tcgjudge::ChooseAttackTarget>(decision)) return {"502(1)"};
  if (std::holds_alternative<tcgjudge::DeclareDefender>(decision)) return {"503(2)"};
  if (std::holds_alternative<ChooseOrder>(decision)) return {"106(6)", "702(7)"};
  if (std::holds_alternative<ChooseYesNo>(decision)) return {"702(2)"};
  return {"105(1)"};  // chooseCards, chooseNumber: a rule or an effect asks them.
}

// Malformed: `cards` names one card twice, so one decision would move or tap it twice.
Status EachCardOnce(const std::vector<CardId>& cards, const std::string& field) {
  std::set<CardId> seen;
  for (CardId id : cards) {
    if (!seen.insert(id).second) {
      return Status::InvalidInput(field + ": " + id.ToString() +
                                  " is listed twice: one card cannot be moved or tapped twice at "
                                  "once");
    }
  }
  return Status::Ok();
}

Status PaymentMovesEachCardOnce(const Payment& payment, std::optional<CardId> used,
                                const std::string& field) {
  TJ_RETURN_IF_ERROR(EachCardOnce(payment.tap, field + ".tap"));
  TJ_RETURN_IF_ERROR(EachCardOnce(payment.discard, field + ".discard"));
  TJ_RETURN_IF_ERROR(EachCardOnce(payment.scrap, field + ".scrap"));
  for (CardId id : payment.discard) {
    if (std::find(payment.scrap.begin(), payment.scrap.end(), id) != payment.scrap.end() ||
        id == used) {
      return Status::InvalidInput(field + ".discard: " + id.ToString() +
                                  (id == used ? " is the card being used" : " is also scrapped") +
                                  ": one card cannot be moved twice at once");
    }
  }
  return Status::Ok();
}

}  // namespace

Status Game::CheckWellFormed(const Decision& decision) const {
  if (const auto* play = std::get_if<tcgjudge::PlayCard>(&decision)) {
    TJ_RETURN_IF_ERROR(PaymentMovesEachCardOnce(play->payment, play->card, "playCard.payment"));
    return CheckCounterNamed(decision, play->responds_to_counter);
  }
  if (const auto* activate = std::get_if<tcgjudge::ActivateEffect>(&decision)) {
    const size_t printed = cards_[IdentityOf(state_->Card(activate->card))].effects.size();
    // A pending trigger names an effect of the card as it was when it triggered: a copy
    // that has left the battle zone since keeps it until it is declared.
    const bool pending = std::any_of(
        state_->placing.begin(), state_->placing.end(), [&](const PendingTrigger& trigger) {
          return trigger.card == activate->card && trigger.effect == activate->effect;
        });
    if (!pending && activate->effect >= std::max(printed, Info(activate->card).effects.size())) {
      return Status::InvalidInput("activateEffect.effect: " + Name(activate->card) +
                                  " has no effect " + std::to_string(activate->effect) +
                                  " (effects count from 0 in printed order)");
    }
    TJ_RETURN_IF_ERROR(
        PaymentMovesEachCardOnce(activate->payment, std::nullopt, "activateEffect.payment"));
    return CheckCounterNamed(decision, activate->responds_to_counter);
  }
  if (const auto* attack = std::get_if<tcgjudge::DeclareAttack>(&decision)) {
    return PaymentMovesEachCardOnce(attack->payment, attack->attacker, "declareAttack.payment");
  }
  if (const auto* discard = std::get_if<DiscardCards>(&decision)) {
    return EachCardOnce(discard->cards, "discard.cards");
  }
  if (const auto* choice = std::get_if<ChooseCards>(&decision)) {
    return EachCardOnce(choice->cards, "chooseCards.cards");
  }
  return Status::Ok();
}

Status Game::CheckCounterNamed(const Decision& decision,
                               const std::optional<CardId>& counter) const {
  if (!counter || CounterEffectOf(*counter) >= 0 ||
      cards_[IdentityOf(state_->Card(*counter))].counter_effect >= 0) {
    return Status::Ok();
  }
  return Status::InvalidInput(std::string(DecisionKindName(decision)) + ".respondsToCounter: " +
                              Name(*counter) + " has no counter effect (704)");
}

std::string Game::Where(CardId id) const {
  const CardState& card = state_->Card(id);
  switch (card.zone) {
    case Zone::kChain:
      return "the chain, where it is being used";
    case Zone::kIndicator:
      return "a level indicator under " + card.attached_to.ToString();
    case Zone::kLife:
      return Letter(card.controller) + "'s life zone";
    case Zone::kResource:
      return Letter(card.controller) + "'s resource zone";
    case Zone::kBattle:
      return Letter(card.controller) + "'s battle zone";
    case Zone::kEvent:
      return Letter(card.controller) + "'s event zone";
    case Zone::kRest:
      return Letter(card.controller) + "'s rest area";
    case Zone::kRemoved:
      return Letter(card.controller) + "'s removed zone";
    case Zone::kDeck:
    case Zone::kHand:
      break;
  }
  return Letter(card.controller) + "'s " + std::string(ZoneName(card.zone));
}

std::string Game::WaitText() const {
  const std::string who = Letter(state_->waiting_for) + "'s ";
  switch (state_->wait) {
    case Wait::kShuffle:
      return "a shuffle of " + who + "deck";
    case Wait::kPriority:
      return who + "priority";
    case Wait::kPlaceResource:
      return who + "resource-step choice";
    case Wait::kAttackTarget:
      return who + "attack target";
    case Wait::kDefender:
      return who + "defence declaration";
    case Wait::kDiscard:
      return who + "discard";
    case Wait::kSameName:
      return who + "same-name scrap";
    case Wait::kTriggerYesNo:
      return who + "choice whether an optional effect triggers";
    case Wait::kTriggerOrder:
      return who + "order of triggers";
    case Wait::kEffectChoice:
      return who + "answer to the resolving effect";
    case Wait::kDieRoll:
      return "a die roll";
    case Wait::kDeclareEffect:
      return who + "declaration of an effect going on the chain";
    case Wait::kOver:
      break;
  }
  return "nothing";
}

void Game::NotAsked(Seat player, const Decision& decision) {
  Flag("zero.decision.not-asked", RulesAsking(decision), player,
       Letter(player) + " answered with " + std::string(DecisionKindName(decision)) +
           ", but nothing asked " + Letter(player) + " for it: the game waited for " + WaitText());
}

Status Game::PassWithoutPriority(Seat player) {
  if (player == state_->waiting_for) {
    switch (state_->wait) {
      case Wait::kDiscard:  // 408: the turn ends without the discard; Discard flags the hand.
        return Discard(player, DiscardCards{});
      case Wait::kPlaceResource:
        return PlaceResource(player, tcgjudge::PlaceResource{});
      case Wait::kDefender:
        return DeclareDefender(player, tcgjudge::DeclareDefender{});
      case Wait::kTriggerYesNo:
        return AnswerTriggerYesNo(player, false);
      case Wait::kDeclareEffect:
        return DeclineEffect(player);
      default:
        break;
    }
  }
  // 105(1): passing without priority changes nothing.
  Flag("zero.priority.pass-without-priority", {"105(1)"}, player,
       Letter(player) + " passed, but nobody held priority: the game waited for " + WaitText());
  return Status::Ok();
}

Status Game::RespondToCounter(Seat player, const Decision& decision, CardId counter) {
  Flag("zero.counter.chained", {"704(5)", "312"}, player,
       Letter(player) + " responded with " + std::string(DecisionKindName(decision)) +
           " to the counter effect of " + Name(counter) + ": nothing can respond to it");
  return Status::Ok();
}

void Game::ToRestAsPlayed(CardId id) {
  if (state_->Card(id).zone != Zone::kChain) ToRest(id);
}

}  // namespace tcgjudge::zero
