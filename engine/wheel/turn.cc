#include "engine/wheel/turn.h"

#include <set>

#include "engine/wheel/deck.h"
#include "engine/wheel/field.h"
#include "engine/wheel/paper.h"

namespace tcgjudge::wheel {
namespace {

// The opening hands are drawn (§七 L8: five cards each); then the mulligans (W-3) or turn 1.
void DealOpeningHands(Context& c);

void StartTurn(Context& c, Seat active) {
  State& s = c.s;
  ++s.turn.number;
  s.turn.active = active;
  s.turn.phase = Phase::kDraw;
  s.chain.resolved.clear();
  // §七.1: the turn player draws one card (W-3: the first player too, unless firstTurnDraw=no).
  if (s.turn.number > 1 || s.options.first_turn_draw) Draw(c, active, 1);
  if (s.over) return;
  s.turn.phase = Phase::kAction;
  s.wait = Wait::kAction;
  s.waiting_for = active;
}

void NextMulligan(Context& c) {
  State& s = c.s;
  if (s.mulligans >= 2) {
    StartTurn(c, s.turn.first_player);
    return;
  }
  s.wait = Wait::kMulligan;
  s.waiting_for = s.mulligans == 0 ? s.turn.first_player : OtherSeat(s.turn.first_player);
}

void DealOpeningHands(Context& c) {
  State& s = c.s;
  Draw(c, s.turn.first_player, 5);
  Draw(c, OtherSeat(s.turn.first_player), 5);
  if (s.over) return;
  if (!s.options.mulligan) s.mulligans = 2;
  NextMulligan(c);
}

// §七.4 L13 (W-11): the players the hand limit applies to discard down to 8, the turn player
// first (`skip_turn_player`: it has), then the next turn begins.
void AskDiscards(Context& c, bool skip_turn_player) {
  State& s = c.s;
  for (Seat seat : {c.Tp(), c.Ntp()}) {
    if (seat == c.Tp() && skip_turn_player) continue;
    if (seat == c.Ntp() && s.options.hand_limit == HandLimit::kTurnPlayer) continue;
    if (s.Player(seat).hand.size() > kHandLimit) {
      s.wait = Wait::kDiscard;
      s.waiting_for = seat;
      return;
    }
  }
  StartTurn(c, c.Ntp());
}

// §七.4: the turn ends: damage and the turn's changes are cleared (W-22), then the hand limit.
void EndTurn(Context& c) {
  for (Seat seat : {Seat::kA, Seat::kB}) {
    c.s.ForEachCard(seat, [](CardId, CardState& card) {
      card.damage = 0;
      card.attack_change = 0;
      card.defense_change = 0;
    });
  }
  AskDiscards(c, /*skip_turn_player=*/false);
}

}  // namespace

Result<State> StartGame(const Header& header, const CardSet& cards,
                        std::vector<Violation>* violations) {
  if (header.players.size() != 2) {
    return Status::InvalidInput("header.players: 永恒之轮 is played by two players");
  }
  TJ_ASSIGN_OR_RETURN(Options options, ParseOptions(header.options));
  TJ_RETURN_IF_ERROR(CheckDecks(header, cards, violations));
  State s;
  s.options = options;
  s.turn.first_player = header.first_player;
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    const Player& player = header.players[i];
    PlayerState& p = s.players[i];
    p.life = options.life;
    s.cards[i].resize(player.InstanceCount());
    for (uint16_t index = 1; index <= player.InstanceCount(); ++index) {
      const CardId id{seat, index};
      BindIdentity(s, id, *cards.IndexOf(*player.CodeOf(index)));
      if (index <= player.deck.size()) {
        p.deck.push_back(id);
      } else {
        s.Card(id).zone = Zone::kExtraDeck;
        p.extra_deck.push_back(id);
      }
    }
  }
  if (header.recorder) TJ_RETURN_IF_ERROR(StartPaper(s, header, cards));
  s.wait = Wait::kShuffle;
  s.waiting_for = Seat::kA;
  return s;
}

Status RefuseShuffleNow(const Context& c, Seat seat) {
  if (c.s.wait != Wait::kShuffle) {
    return Status::InvalidInput("shuffle: the game does not wait for a shuffle now");
  }
  if (seat != c.s.waiting_for) {
    return Status::InvalidInput("shuffle: the game waits for " + Letter(c.s.waiting_for) +
                                "'s shuffle, not " + Letter(seat) + "'s");
  }
  return Status::Ok();
}

Status ApplyShuffle(Context& c, const ShuffleFact& fact) {
  State& s = c.s;
  TJ_RETURN_IF_ERROR(RefuseShuffleNow(c, fact.seat));
  if (s.paper) {  // W-P1: nobody saw the order of a recorded game's deck.
    return Status::InvalidInput("shuffle: a recorded game's deck order is unknown (" +
                                Letter(fact.seat) +
                                "'s deck is a multiset); record it as unseenShuffle");
  }
  PlayerState& p = s.Player(fact.seat);
  std::set<CardId> deck(p.deck.begin(), p.deck.end());
  std::set<CardId> order(fact.order.begin(), fact.order.end());
  if (order.size() != fact.order.size() || deck != order) {
    return Status::InvalidInput("shuffle.order: not an order of the " +
                                std::to_string(p.deck.size()) + " cards of " + Letter(fact.seat) +
                                "'s deck");
  }
  p.deck = fact.order;
  AfterShuffle(c, fact.seat);
  return Status::Ok();
}

void AfterShuffle(Context& c, Seat seat) {
  State& s = c.s;
  PlayerState& p = s.Player(seat);
  if (s.turn.number == 0 && !p.shuffled) {
    p.shuffled = true;
    if (!s.Player(OtherSeat(seat)).shuffled) {
      s.waiting_for = OtherSeat(seat);
    } else {
      DealOpeningHands(c);
    }
    return;
  }
  // A mulligan's shuffle (W-3): five new cards, then the next player's choice.
  Draw(c, seat, 5);
  if (!s.over) {
    ++s.mulligans;
    NextMulligan(c);
  }
}

Status RefuseMulligan(const Context& c, Seat player) {
  if (c.s.wait != Wait::kMulligan || c.s.waiting_for != player) {
    return Status::InvalidInput("chooseYesNo: nothing asks " + Letter(player) +
                                " to keep or redraw an opening hand now");
  }
  return Status::Ok();
}

void DoMulligan(Context& c, Seat player, bool redraw) {
  State& s = c.s;
  if (!redraw) {
    ++s.mulligans;
    NextMulligan(c);
    return;
  }
  PlayerState& p = s.Player(player);
  for (CardId id : p.hand) {
    s.Card(id).zone = Zone::kDeck;
    p.deck.push_back(id);
  }
  p.hand.clear();
  s.wait = Wait::kShuffle;
  s.waiting_for = player;
}

void Draw(Context& c, Seat player, int n) {
  PlayerState& p = c.s.Player(player);
  for (int i = 0; i < n; ++i) {
    if (p.deck.empty()) {
      if (c.s.options.lose_on_empty_deck) {
        EndGame(c, OtherSeat(player), Letter(player) + " had to draw from an empty deck (W-2)");
      }
      return;
    }
    if (c.s.paper) {  // W-P2: a card nobody saw leaves the deck as a handle.
      p.hand.push_back(TakeTop(c, player));
      continue;
    }
    const CardId id = p.deck.front();
    p.deck.erase(p.deck.begin());
    c.s.Card(id).zone = Zone::kHand;
    p.hand.push_back(id);
  }
}

bool SettleResult(Context& c) {
  State& s = c.s;
  if (s.over) return true;
  if (!s.options.lose_at_zero) return false;
  const bool a = s.Player(Seat::kA).life <= 0;
  const bool b = s.Player(Seat::kB).life <= 0;
  if (a && b) {
    EndGame(c, std::nullopt, "both players' life reached 0 at once (W-2)");
  } else if (a || b) {
    const Seat loser = a ? Seat::kA : Seat::kB;
    EndGame(c, OtherSeat(loser), Letter(loser) + "'s life reached 0 (W-2)");
  }
  return s.over;
}

void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason) {
  State& s = c.s;
  if (s.over) return;
  s.over = true;
  s.winner = winner;
  s.end_reason = reason;
  s.wait = Wait::kOver;
}

void EndActionPhase(Context& c) {
  c.s.turn.phase = Phase::kEnd;
  c.s.wait = Wait::kEndWindow;
  c.s.waiting_for = c.Tp();
}

void PassEndWindow(Context& c, Seat player) {
  if (player == c.Tp()) {
    c.s.waiting_for = c.Ntp();
  } else {
    EndTurn(c);
  }
}

void ReturnToWindow(Context& c) {
  State& s = c.s;
  if (s.over) return;
  if (!s.chain.links.empty()) {
    // A chain under way (an action taken in its window, flagged): its window again.
    s.wait = Wait::kResponse;
    s.waiting_for = OtherSeat(s.chain.links.back().controller);
  } else if (s.combat.active()) {
    s.wait = Wait::kGuard;  // A battle under way: the attacked player's window again.
    s.waiting_for = c.Ntp();
  } else {
    s.wait = s.turn.phase == Phase::kEnd ? Wait::kEndWindow : Wait::kAction;
    s.waiting_for = c.Tp();
  }
}

Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards) {
  if (c.s.wait != Wait::kDiscard || c.s.waiting_for != player) {
    return Status::InvalidInput("discard: nothing asks " + Letter(player) + " to discard now");
  }
  const std::vector<CardId>& hand = c.s.Player(player).hand;
  std::set<CardId> seen;
  for (CardId id : cards) {
    if (!Contains(hand, id) || !seen.insert(id).second) {
      return Status::InvalidInput("discard.cards: " + id.ToString() + " is not in " +
                                  Letter(player) + "'s hand (or is named twice)");
    }
  }
  return Status::Ok();
}

Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const size_t left = c.s.Player(player).hand.size() - cards.size();
  if (left == kHandLimit) return {};
  return {{Rule::kHandLimit, Letter(player) + " ended the turn with " + std::to_string(left) +
                                 " cards in hand; the hand is discarded down to 8"}};
}

void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards) {
  for (CardId id : cards) ToGraveyard(c, id);
  if (player == c.Tp()) {
    AskDiscards(c, /*skip_turn_player=*/true);
  } else {
    StartTurn(c, c.Ntp());
  }
}

}  // namespace tcgjudge::wheel
