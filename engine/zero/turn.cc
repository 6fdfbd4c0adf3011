// The turn (400-408) and set-up (100(3)).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {

Status Game::FinishSetup() {
  for (const PlayerState& player : state_->players) {
    if (!player.shuffled) {
      state_->wait = Wait::kShuffle;
      state_->waiting_for = state_->players[0].shuffled ? Seat::kB : Seat::kA;
      return Status::Ok();
    }
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    // 100(3), 202(1): six life cards from the top, one at a time; A-03 decides their order.
    const PlayerState& player = std::as_const(*state_).Player(seat);
    for (int i = 0; i < 6 && !player.deck.empty(); ++i) {
      const CardId top = player.deck.front();
      Move(top, Zone::kLife, seat, /*on_top=*/!state_->options.life_dealt_as_block);
    }
    // 100(3), 203(1): then six cards into the hand.
    for (int i = 0; i < 6 && !player.deck.empty(); ++i) {
      Move(player.deck.front(), Zone::kHand, seat);
    }
  }
  state_->active = OtherSeat(state_->first_player);  // BeginTurn hands the turn over.
  return BeginTurn();
}

Status Game::BeginTurn() {
  ++state_->turn;
  state_->active = state_->turn == 1 ? state_->first_player : OtherSeat(state_->active);
  const State& view = *state_;  // Cards and players are reached for writing only to change them.
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if (view.Player(seat).placed_resource) {
      state_->SetPlayerFlag(seat, &PlayerState::placed_resource, false);
    }
    if (view.Player(seat).levelled_up)
      state_->SetPlayerFlag(seat, &PlayerState::levelled_up, false);
  }
  // 401: reset every card of the AP's battle zone and resource zone; not on the chain, no
  // priority. Event-zone cards have no tap state (104(5)).
  std::vector<CardId> reset;  // Those of the battle zone.
  auto untap = [&](CardId id) {
    const CardState& card = view.Card(id);
    if (!card.tapped || card.controller != state_->active) return;
    if (card.zone != Zone::kBattle && card.zone != Zone::kResource) return;
    if (card.zone == Zone::kBattle) reset.push_back(id);
    state_->Card(id).tapped = false;
  };
  // Only a card the index keeps as maybe tapped can be (the order does not matter: a reset
  // triggers nothing but 聚气 effects, read below). Listed first: untapping a card records it.
  std::vector<CardId> maybe_tapped;
  if (view.ForEachMaybeTapped([&](CardId id) { maybe_tapped.push_back(id); })) {
    for (CardId id : maybe_tapped) untap(id);
    state_->index.tapped.KeepIf([&](CardId id) { return view.Card(id).tapped; });
  } else {
    const PlayerState& ap = view.Player(state_->active);
    for (CardId id : ap.battle) untap(id);
    for (CardId id : ap.resource) untap(id);
  }
  // 900(8), A-54: a 聚气 effect happens at its card's next reset, if the card is still the
  // object that used it. 401: such effects go on the chain and resolve at once, no priority.
  for (auto it = state_->gathered.begin(); it != state_->gathered.end();) {
    const CardState& card = state_->Card(it->card);
    if (card.zone != Zone::kBattle || card.object != it->card_object) {
      it = state_->gathered.erase(it);  // A new card (200(4)): it is never reset as this one.
    } else if (std::find(reset.begin(), reset.end(), it->card) != reset.end()) {
      state_->triggers.push_back(*it);
      it = state_->gathered.erase(it);
    } else {
      ++it;
    }
  }
  if (!state_->triggers.empty()) {
    state_->step = Step::kReset;
    state_->resolving_chain = true;
    return ContinueAfterTriggers();
  }
  StartStep();
  return Status::Ok();
}

void Game::StartStep() {
  // 402: the start step: 【回合开始时】 effects trigger (807), then its free timing with the AP
  // first (A-28: they can be responded to).
  state_->step = Step::kStart;
  RaiseTurnTriggers(/*start=*/true);
  OpenWindowWithTriggers();
}

void Game::OpenWindow() {
  state_->wait = Wait::kPriority;
  state_->waiting_for = state_->active;  // 400(5), A-09: the AP receives priority first.
  state_->passes = 0;
}

void Game::OpenActionWindow() {
  state_->step = Step::kAction;
  OpenWindow();
}

Status Game::EndWindow() {
  switch (state_->step) {
    case Step::kStart: {
      // 403: the AP draws one card, not on the chain; then a free timing. A-02: the first
      // player's first draw is a ruleset option.
      state_->step = Step::kDraw;
      const bool skip = state_->turn == 1 && !state_->options.first_turn_draw;
      if (!skip) Draw(state_->active);
      if (Over()) return Status::Ok();
      OpenWindow();
      return Status::Ok();
    }
    case Step::kDraw:
      // 404: the AP chooses one hand card or none, then a free timing.
      state_->step = Step::kResource;
      state_->wait = Wait::kPlaceResource;
      state_->waiting_for = state_->active;
      return Status::Ok();
    case Step::kResource:
      OpenActionWindow();  // 405.
      return Status::Ok();
    case Step::kAction:
      if (state_->combat.step != CombatStep::kNone) return AdvanceCombat();
      state_->step = Step::kEnd;  // 406: 【回合结束时】 effects trigger (808), then a free timing.
      RaiseTurnTriggers(/*start=*/false);
      OpenWindowWithTriggers();
      return Status::Ok();
    case Step::kEnd:
      return EndTurn();
    case Step::kSetup:
    case Step::kDiscard:
    case Step::kOver:
    case Step::kReset:
      break;
  }
  TJ_CHECK_MSG(false, "a window ended in a step without windows");
}

Status Game::EndTurn() {
  // 407: heal all damage on all characters of both players and end "this turn" changes; no
  // priority. Control taken for this turn returns (612, A-76).
  ForEachCardWithTurnState([](const CardState& card) { return card.control_returns != 0; },
                           [&](CardState& card, CardId id) {
                             ChangeControl(id, static_cast<Seat>(card.control_returns - 1),
                                           /*until_end_of_turn=*/false);
                             state_->Card(id).control_returns = 0;
                           });
  ForEachCardWithTurnState(
      [](const CardState& card) {
        return card.damage != 0 || card.prevent != 0 || card.granted_until_end_of_turn != 0 ||
               card.granted_until_end_of_battle != 0;
      },
      [](CardState& card, CardId) {
        card.damage = 0;
        card.prevent = 0;  // 607(5): prevention ends with the turn.
        card.granted_until_end_of_turn = 0;
        card.granted_until_end_of_battle = 0;  // No combat outlasts the turn.
      });
  // 407(1), A-111: "this turn" changes end; permanent ones stay with their cards.
  std::erase_if(state_->stat_changes, [](const StatChange& change) { return !change.permanent; });
  // No card has "this turn" state now: the index starts the next turn's list.
  if (state_->index.known) state_->index.touched.Clear();
  // 408: the AP discards down to the hand limit; no free timing.
  state_->step = Step::kDiscard;
  const PlayerState& ap = std::as_const(*state_).Player(state_->active);
  if (static_cast<int32_t>(ap.hand.size()) > ap.hand_limit) {
    state_->wait = Wait::kDiscard;
    state_->waiting_for = state_->active;
    return Status::Ok();
  }
  return BeginTurn();
}

}  // namespace tcgjudge::zero
