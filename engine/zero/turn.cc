// The turn (400-408) and set-up (100(3)).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {

void Game::FinishSetup() {
  for (const PlayerState& player : state_.players) {
    if (!player.shuffled) {
      state_.wait = Wait::kShuffle;
      state_.waiting_for = state_.players[0].shuffled ? Seat::kB : Seat::kA;
      return;
    }
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    // 100(3), 202(1): six life cards from the top, one at a time; A-03 decides their order.
    for (int i = 0; i < 6 && !state_.Player(seat).deck.empty(); ++i) {
      const CardId top = state_.Player(seat).deck.front();
      Move(top, Zone::kLife, seat, /*on_top=*/!state_.options.life_dealt_as_block);
    }
    // 100(3), 203(1): then six cards into the hand.
    for (int i = 0; i < 6 && !state_.Player(seat).deck.empty(); ++i) {
      Move(state_.Player(seat).deck.front(), Zone::kHand, seat);
    }
  }
  state_.active = OtherSeat(state_.first_player);  // BeginTurn hands the turn over.
  BeginTurn();
}

void Game::BeginTurn() {
  ++state_.turn;
  state_.active = state_.turn == 1 ? state_.first_player : OtherSeat(state_.active);
  for (PlayerState& player : state_.players) {
    player.placed_resource = false;
    player.levelled_up = false;
  }
  // 401: reset every card of the AP's battle zone and resource zone; not on the chain, no
  // priority. Event-zone cards have no tap state (104(5)).
  PlayerState& ap = state_.Player(state_.active);
  for (CardId id : ap.battle) state_.Card(id).tapped = false;
  for (CardId id : ap.resource) state_.Card(id).tapped = false;
  // 402: the start step: 【回合开始时】 effects trigger (807), then its free timing with the AP
  // first (A-28: they can be responded to).
  state_.step = Step::kStart;
  RaiseTurnTriggers(/*start=*/true);
  OpenWindowWithTriggers();
}

void Game::OpenWindow() {
  state_.wait = Wait::kPriority;
  state_.waiting_for = state_.active;  // 400(5), A-09: the AP receives priority first.
  state_.passes = 0;
}

void Game::OpenActionWindow() {
  state_.step = Step::kAction;
  OpenWindow();
}

void Game::EndWindow() {
  switch (state_.step) {
    case Step::kStart: {
      // 403: the AP draws one card, not on the chain; then a free timing. A-02: the first
      // player's first draw is a ruleset option.
      state_.step = Step::kDraw;
      const bool skip = state_.turn == 1 && !state_.options.first_turn_draw;
      if (!skip) Draw(state_.active);
      if (Over()) return;
      OpenWindow();
      return;
    }
    case Step::kDraw:
      // 404: the AP chooses one hand card or none, then a free timing.
      state_.step = Step::kResource;
      state_.wait = Wait::kPlaceResource;
      state_.waiting_for = state_.active;
      return;
    case Step::kResource:
      OpenActionWindow();  // 405.
      return;
    case Step::kAction:
      if (state_.combat.step != CombatStep::kNone) {
        AdvanceCombat();
      } else {
        state_.step = Step::kEnd;  // 406: 【回合结束时】 effects trigger (808), then a free timing.
        RaiseTurnTriggers(/*start=*/false);
        OpenWindowWithTriggers();
      }
      return;
    case Step::kEnd:
      EndTurn();
      return;
    case Step::kSetup:
    case Step::kDiscard:
    case Step::kOver:
      break;
  }
  TJ_CHECK_MSG(false, "a window ended in a step without windows");
}

void Game::EndTurn() {
  // 407: heal all damage on all characters of both players and end "this turn" changes; no
  // priority.
  for (auto& seat_cards : state_.cards) {
    for (CardState& card : seat_cards) {
      card.damage = 0;
      card.atk_until_end_of_turn = 0;
      card.def_until_end_of_turn = 0;
    }
  }
  // 408: the AP discards down to the hand limit; no free timing.
  state_.step = Step::kDiscard;
  const PlayerState& ap = state_.Player(state_.active);
  if (static_cast<int32_t>(ap.hand.size()) > ap.hand_limit) {
    state_.wait = Wait::kDiscard;
    state_.waiting_for = state_.active;
    return;
  }
  BeginTurn();
}

}  // namespace tcgjudge::zero
