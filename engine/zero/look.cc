// Looking at, revealing and ordering cards of the deck and the life zone: `lookAtTop` (614,
// 616), `putOnDeck` (201(4)), `addLife` and `addLifeFrom` (202(5)), the cards a player looks at
// (for his seat view) and the revealed deck top of `revealsDeckTop` (201(5), in continuous.cc).
// Each asks its question with Wait::kEffectChoice; an answer is checked and carried out by
// AnswerLook.

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

std::vector<CardId> Top(const std::vector<CardId>& pile, size_t n) {
  return {pile.begin(), pile.begin() + std::min(n, pile.size())};
}

}  // namespace

Result<bool> Game::DoLookAtTop(const cards::LookAtTop& look, const Link& link) {
  Resolving& r = state_->resolving;
  auto& deck = state_->ZoneList(link.controller, Zone::kDeck);
  if (r.stage == 0) {
    // 614(2): may take one card of the kind, revealed (616), or declare none found.
    if (look.take && !deck.empty() && !r.answered) {
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = link.controller;
      r.asked = true;
      return false;
    }
    r.stage = 1;  // AnswerLook moved the card taken; `chosen` keeps it, revealed, till the end.
    r.answered = false;
  }
  const size_t taken = r.chosen.size();
  const size_t rest = std::min<size_t>(look.count > taken ? look.count - taken : 0, deck.size());
  if (look.reorder && rest >= 2 && !r.answered) {  // 201(4): the owner orders them.
    state_->wait = Wait::kEffectChoice;
    state_->waiting_for = link.controller;
    r.asked = true;
    return false;
  }
  // 614(1): unless reordered (AnswerLook did it), they keep their order, on top or at the bottom.
  if (look.bottom) std::rotate(deck.begin(), deck.begin() + rest, deck.end());
  return true;
}

Result<bool> Game::DoPutOnDeck(const cards::PutOnDeck& put, const std::vector<CardId>& targets) {
  Resolving& r = state_->resolving;
  // 201(4), 102(3): each owner of two or more of the cards orders his own, the active player
  // first; `chosen` collects the orders given. Then all of them move together.
  r.answered = false;
  for (Seat owner : {state_->active, state_->NonActive()}) {
    std::vector<CardId> own;
    for (CardId id : targets) {
      if (id.seat == owner && std::find(r.chosen.begin(), r.chosen.end(), id) == r.chosen.end()) {
        own.push_back(id);
      }
    }
    if (own.size() >= 2) {
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = owner;
      r.asked = true;
      return false;
    }
  }
  std::vector<CardId> order = r.chosen;  // Each owner's cards, top first.
  for (CardId id : targets) {
    if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
  }
  if (put.bottom) {
    for (CardId id : order) Move(id, Zone::kDeck, id.seat);
  } else {
    for (auto it = order.rbegin(); it != order.rend(); ++it) Move(*it, Zone::kDeck, it->seat, true);
  }
  return true;
}

Result<bool> Game::DoAddLife(const cards::AddLife& add, const Link& link) {
  Resolving& r = state_->resolving;
  const Seat owner = link.controller;
  std::vector<CardId> added = Top(std::as_const(*state_).Player(owner).deck, add.count);
  if (added.size() >= 2) {
    if (!r.answered) {  // 202(5): the owner orders them.
      state_->wait = Wait::kEffectChoice;
      state_->waiting_for = owner;
      r.asked = true;
      return false;
    }
    added = r.chosen;
  }
  // 202(5): on top of the life zone, the first listed on top.
  for (auto it = added.rbegin(); it != added.rend(); ++it) Move(*it, Zone::kLife, owner, true);
  return true;
}

std::vector<CardId> Game::AddLifeCandidates(const cards::AddLifeFrom& add, const Link& link) const {
  std::vector<CardId> candidates;
  for (CardId id : state_->Player(link.controller).Zone(ZoneOf(add.filter.zone))) {
    if (Matches(add.filter, link.card, link.controller, id)) candidates.push_back(id);
  }
  return candidates;
}

Result<bool> Game::DoAddLifeFrom(const cards::AddLifeFrom& add, const Link& link) {
  Resolving& r = state_->resolving;
  if (!r.answered) {
    if (AddLifeCandidates(add, link).empty()) return true;  // 102(4): none to add.
    state_->wait = Wait::kEffectChoice;                     // 202(5): which, and in what order.
    state_->waiting_for = link.controller;
    r.asked = true;
    return false;
  }
  // 202(5): on top of the life zone, the first listed on top (AnswerAddLife kept the
  // candidates).
  for (auto it = r.chosen.rbegin(); it != r.chosen.rend(); ++it) {
    if (state_->Card(*it).zone != Zone::kChain) Move(*it, Zone::kLife, link.controller, true);
  }
  return true;
}

void Game::AnswerAddLife(Seat player, const cards::AddLifeFrom& add, const ChooseCards& choice) {
  Resolving& r = state_->resolving;
  const std::vector<CardId> candidates = AddLifeCandidates(add, r.link);
  std::vector<CardId> added;
  for (CardId id : choice.cards) {
    if (std::find(candidates.begin(), candidates.end(), id) == candidates.end()) {
      Flag("zero.life.wrong-card", {"202(5)"}, player,
           Letter(player) + " added " + Name(id) + " (in " + Where(id) +
               ") to the life zone, which the effect of " + Name(r.link.card) + " does not take");
      continue;
    }
    added.push_back(id);
  }
  const size_t due = std::min<size_t>(add.count, candidates.size());
  if (added.size() != due) {
    Flag("zero.life.count", {"202(5)", "102(4)"}, player,
         Letter(player) + " added " + std::to_string(added.size()) +
             " cards to the life zone for an effect that adds " + std::to_string(due));
  }
  r.chosen = added;  // As the table did it, more than due included.
}

std::vector<CardId> Game::LookedAtCards() const {
  const Resolving& r = state_->resolving;
  if (state_->wait != Wait::kEffectChoice || !r.active) return {};
  const cards::Effect* effect = EffectOf(r.link.card, r.link.effect, r.link.info);
  if (r.link.kind == Link::Kind::kEffect && effect != nullptr && IsScheme(*effect)) {
    const std::vector<CardId>& deck = state_->Player(r.link.controller).deck;  // 900(6).
    return deck.empty() ? std::vector<CardId>{} : std::vector<CardId>{deck.front()};
  }
  const cards::Action* action = CurrentAction();
  if (action == nullptr) return {};
  if (std::holds_alternative<cards::LookAtTop>(action->kind)) return QuestionCards();  // 614(1).
  if (const auto* search = std::get_if<cards::Search>(&action->kind)) {  // 615(1): the zone.
    const Seat owner = search->filter.side == cards::Side::kOpponent ? OtherSeat(r.link.controller)
                                                                     : r.link.controller;
    return state_->Player(owner).Zone(ZoneOf(search->filter.zone));
  }
  return {};
}

Game::LookQuestion Game::CurrentLookQuestion() const {
  const Resolving& r = state_->resolving;
  if (state_->wait != Wait::kEffectChoice || !r.active) return LookQuestion::kNone;
  const cards::Action* action = CurrentAction();
  if (action == nullptr) return LookQuestion::kNone;
  if (const auto* look = std::get_if<cards::LookAtTop>(&action->kind)) {
    return r.stage == 0 && look->take ? LookQuestion::kTake : LookQuestion::kOrder;
  }
  if (std::holds_alternative<cards::PutOnDeck>(action->kind) ||
      std::holds_alternative<cards::AddLife>(action->kind)) {
    return LookQuestion::kOrder;
  }
  return LookQuestion::kNone;
}

std::vector<CardId> Game::QuestionCards() const {
  const Resolving& r = state_->resolving;
  const LookQuestion question = CurrentLookQuestion();
  if (question == LookQuestion::kNone) return {};
  const cards::Action& action = *CurrentAction();
  const auto& deck = state_->Player(r.link.controller).deck;
  if (const auto* look = std::get_if<cards::LookAtTop>(&action.kind)) {
    if (question == LookQuestion::kTake) return Top(deck, look->count);
    const size_t taken = r.chosen.size();
    return Top(deck, look->count > taken ? look->count - taken : 0);
  }
  if (const auto* add = std::get_if<cards::AddLife>(&action.kind)) return Top(deck, add->count);
  const auto& put = std::get<cards::PutOnDeck>(action.kind);
  std::vector<CardId> own;
  const EffectParts parts = PartsOf(r.link);
  if (parts.specs == nullptr) return own;
  for (CardId id : LegalTargets(r.link, *parts.specs, put.target)) {
    if (id.seat == state_->waiting_for &&
        std::find(r.chosen.begin(), r.chosen.end(), id) == r.chosen.end()) {
      own.push_back(id);
    }
  }
  return own;
}

std::vector<CardId> Game::RevealedCards() const {
  // 616, A-94: the card a `lookAtTop` took stays revealed while the effect goes on with it.
  const Resolving& r = state_->resolving;
  if (!r.active || r.stage == 0 || state_->wait != Wait::kEffectChoice) return {};
  const cards::Action* action = CurrentAction();
  if (action == nullptr || !std::holds_alternative<cards::LookAtTop>(action->kind)) return {};
  return r.chosen;
}

void Game::AnswerLook(Seat player, const ChooseCards& choice) {
  Resolving& r = state_->resolving;
  const LookQuestion question = CurrentLookQuestion();
  const std::vector<CardId> asked = QuestionCards();
  auto is_asked = [&](CardId id) {
    return std::find(asked.begin(), asked.end(), id) != asked.end();
  };
  if (question == LookQuestion::kTake) {
    const auto& look = std::get<cards::LookAtTop>(CurrentAction()->kind);
    std::vector<CardId> taken;
    for (CardId id : choice.cards) {
      if (!is_asked(id)) {
        // a card that was not looked at is not taken: flagged, left where it is.
        Flag("zero.look.wrong-card", {"614(2)", "616"}, player,
             Letter(player) + " took " + Name(id) + " from " + Where(id) +
                 ", which is not one of the cards looked at");
        continue;
      }
      if (!Matches(*look.take, r.link.card, player, id)) {
        Flag("zero.look.wrong-card", {"614(2)", "616"}, player,
             Letter(player) + " took " + Name(id) + ", which does not fit the effect of " +
                 Name(r.link.card));
      }
      taken.push_back(id);
    }
    if (choice.cards.size() > 1) {
      Flag("zero.look.count", {"614(2)"}, player,
           Letter(player) + " took " + std::to_string(choice.cards.size()) +
               " cards for an effect that takes one");
    }
    for (CardId id : taken) Move(id, Zone::kHand, player);  // Revealed (616), A-94.
    r.chosen = taken;
    return;
  }
  // 201(4), 202(5): every card asked about, each once, top first. A-101: another list is
  // flagged; the cards it names among those asked take its order, the others follow as they lay.
  std::vector<CardId> order;
  for (CardId id : choice.cards) {
    if (is_asked(id)) order.push_back(id);
  }
  for (CardId id : asked) {
    if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
  }
  std::vector<CardId> sorted_asked = asked;
  std::vector<CardId> sorted_given = choice.cards;
  std::sort(sorted_asked.begin(), sorted_asked.end());
  std::sort(sorted_given.begin(), sorted_given.end());
  if (sorted_asked != sorted_given) {
    std::string listed;
    for (CardId id : asked) listed += (listed.empty() ? "" : ", ") + id.ToString();
    Flag("zero.look.order", {"201(4)", "202(5)"}, player,
         Letter(player) + " ordered other cards than the ones to order (" + listed +
             "), each once, top first");
  }
  const cards::Action& action = *CurrentAction();
  if (std::holds_alternative<cards::LookAtTop>(action.kind)) {
    auto& deck = state_->ZoneList(player, Zone::kDeck);
    std::copy(order.begin(), order.end(), deck.begin());  // They are its top.
  } else if (std::holds_alternative<cards::PutOnDeck>(action.kind)) {
    r.chosen.insert(r.chosen.end(), order.begin(), order.end());
  } else {
    r.chosen = order;
  }
}

}  // namespace tcgjudge::zero
