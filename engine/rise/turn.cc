#include "engine/rise/turn.h"

#include <set>

#include "engine/rise/combat.h"
#include "engine/rise/deck.h"
#include "engine/rise/field.h"
#include "engine/rise/priority.h"
#include "engine/rise/search.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {

void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason) {
  State& s = c.s;
  s.over = true;
  s.winner = winner;
  s.end_reason = reason;
  s.wait = Wait::kOver;
}

namespace {

// §501.1a: the ready step: the turn player readies what it controls; "at the start of your turn"
// abilities trigger (§500.2); a priority window opens.
void StartTurn(Context& c, Seat active) {
  State& s = c.s;
  ++s.turn.number;
  s.turn.active = active;
  s.turn.step = Step::kReady;
  PlayerState& p = s.Player(active);
  p.turn_started = s.turn.number;
  LeaveVehicles(c, active);  // §303.2c
  for (const auto* row : {&p.resources, &p.troops, &p.commander_row}) {
    for (CardId id : *row) s.Card(id).exhausted = false;
  }
  for (const auto* row : {&p.troops, &p.commander_row}) {
    for (CardId id : *row) {
      if (!s.Card(id).face_down) Trigger(c, id, cards::TriggerEvent::kTurnStart);
    }
  }
  s.passes = 0;
  GivePriority(c, active);
}

// §500.1, §500.3, §500.4: who takes the turn after `seat`'s: the newest extra turn, or
// the regular turn they put off, or the other player's; a turn its player is to skip is replaced
// with nothing, and the one after it comes instead.
Seat NextTurnPlayer(State& s, Seat seat) {
  while (true) {
    if (s.next_turns.empty()) {
      seat = OtherSeat(seat);
    } else {
      seat = s.next_turns.back();
      s.next_turns.pop_back();
    }
    uint32_t& skips = s.skips[SeatIndex(seat)];
    if (skips == 0) return seat;
    --skips;  // §500.4: that turn is skipped.
  }
}

// §503.2a, after the discard: "until end of turn" effects end; the next turn begins.
void FinishTurn(Context& c) {
  c.s.ForEachCard([](CardId, CardState& card) { card.power_change = 0; });
  StartTurn(c, NextTurnPlayer(c.s, c.Tp()));
}

void Tally(Context& c) {
  State& s = c.s;
  s.turn.step = Step::kTally;
  if (s.Player(c.Tp()).hand.size() > kHandSize) {
    s.wait = Wait::kDiscard;
    s.waiting_for = c.Tp();
    return;
  }
  FinishTurn(c);
}

// §101.2: after both decided: the hands to redraw go back into their decks, each shuffled (the
// first player's first), then seven cards each at once, then turn 1.
void NextRedraw(Context& c) {
  State& s = c.s;
  for (Seat seat : {s.turn.first_player, OtherSeat(s.turn.first_player)}) {
    if (s.Player(seat).redraws) {
      s.wait = Wait::kShuffle;
      s.waiting_for = seat;
      return;
    }
  }
  for (Seat seat : {s.turn.first_player, OtherSeat(s.turn.first_player)}) {
    if (s.Player(seat).mulliganed) Draw(c, seat, kOpeningHand);
  }
  StartTurn(c, s.turn.first_player);
}

void DealOpeningHands(Context& c) {
  State& s = c.s;
  Draw(c, s.turn.first_player, kOpeningHand);
  Draw(c, OtherSeat(s.turn.first_player), kOpeningHand);
  s.wait = Wait::kMulligan;
  s.waiting_for = s.turn.first_player;
}

void SetUpSeat(State& s, Seat seat, const Player& player, const CardSet& cards) {
  const int i = SeatIndex(seat);
  PlayerState& p = s.players[i];
  s.cards[i].resize(player.deck.size() + 1);
  for (uint16_t index = 1; index <= player.deck.size(); ++index) {
    BindIdentity(s, CardId{seat, index}, *cards.Find(player.deck[index - 1]));
    p.deck.push_back(CardId{seat, index});
  }
  const CardId commander{seat, static_cast<uint16_t>(player.deck.size() + 1)};
  BindIdentity(s, commander, *cards.Find(player.extra_deck[0]));
  CardState& card = s.Card(commander);
  card.zone = Zone::kField;
  card.row = Row::kCommander;
  p.commander = commander;
  p.commander_row.push_back(commander);
}

}  // namespace

Result<State> StartGame(const Header& header, const CardSet& cards,
                        std::vector<Violation>* violations) {
  if (header.players.size() != 2) {
    return Status::InvalidInput("header.players: 崛起TCG is played here by two players (R-1)");
  }
  TJ_ASSIGN_OR_RETURN(Options options, ParseOptions(header.options));
  TJ_RETURN_IF_ERROR(CheckLineup(header, cards));
  CheckDecks(header, cards, options.format, violations);
  State s;
  s.options = options;
  s.turn.first_player = header.first_player;
  for (int i = 0; i < 2; ++i) SetUpSeat(s, static_cast<Seat>(i), header.players[i], cards);
  s.wait = Wait::kShuffle;
  s.waiting_for = Seat::kA;
  return s;
}

Status ApplyShuffle(Context& c, const ShuffleFact& fact) {
  State& s = c.s;
  if (s.wait != Wait::kShuffle) {
    return Status::InvalidInput("shuffle: the game does not wait for a shuffle now");
  }
  if (fact.seat != s.waiting_for) {
    return Status::InvalidInput("shuffle: the game waits for " + Letter(s.waiting_for) +
                                "'s shuffle, not " + Letter(fact.seat) + "'s");
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
  if (s.search_shuffle) {
    AfterSearchShuffle(c);  // §411.2
    return Status::Ok();
  }
  if (!p.shuffled) {
    p.shuffled = true;
    if (!s.Player(OtherSeat(fact.seat)).shuffled) {
      s.waiting_for = OtherSeat(fact.seat);
    } else {
      DealOpeningHands(c);
    }
    return Status::Ok();
  }
  p.redraws = false;  // A mulligan's shuffle (§101.2).
  NextRedraw(c);
  return Status::Ok();
}

Status RefuseMulligan(const Context& c, Seat player) {
  const State& s = c.s;
  if (s.wait == Wait::kMulligan && s.waiting_for != player) {
    return Status::InvalidInput("mulligan: the game waits for " + Letter(s.waiting_for) +
                                "'s decision first (§101.2)");
  }
  if (s.wait == Wait::kShuffle && s.turn.number == 0) {
    return Status::InvalidInput("mulligan: the game waits for " + Letter(s.waiting_for) +
                                "'s shuffle");
  }
  return Status::Ok();
}

void DoMulligan(Context& c, Seat player, bool redraw) {
  State& s = c.s;
  PlayerState& p = s.Player(player);
  p.decided = true;
  p.redraws = redraw;
  p.mulliganed = redraw;
  if (redraw) {
    while (!p.hand.empty()) MoveTo(c, p.hand.front(), Zone::kDeck);
  }
  if (!s.Player(OtherSeat(player)).decided) {
    s.waiting_for = OtherSeat(player);
    return;
  }
  NextRedraw(c);
}

void CloseWindow(Context& c) {
  State& s = c.s;
  s.passes = 0;
  switch (s.turn.step) {
    case Step::kReady:
      if (s.turn.number == 1) {  // §501.2b: the first player's first turn has no draw step.
        s.turn.step = Step::kAction;
      } else {
        s.turn.step = Step::kDraw;
        Draw(c, c.Tp(), 1);  // §501.2a
      }
      GivePriority(c, c.Tp());
      return;
    case Step::kDraw:
      s.turn.step = Step::kAction;  // §502.1
      GivePriority(c, c.Tp());
      return;
    case Step::kAction:
      if (s.combat.stage != CombatStage::kNone) {
        CloseCombatWindow(c);  // The combat step's windows (C-4, C-6).
        return;
      }
      s.turn.step = Step::kEnd;  // §502.2, §503.1
      GivePriority(c, c.Tp());
      return;
    default:
      Tally(c);  // §503.1: the end phase's window closed.
      return;
  }
}

Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const State& s = c.s;
  if (s.wait != Wait::kDiscard || s.waiting_for != player) {
    return Status::InvalidInput("discard: nothing asks " + Letter(player) + " to discard now");
  }
  std::set<CardId> seen;
  for (CardId id : cards) {
    if (!Contains(s.Player(player).hand, id) || !seen.insert(id).second) {
      return Status::InvalidInput("discard: " + id.ToString() + " is not in " + Letter(player) +
                                  "'s hand, or is named twice");
    }
  }
  return Status::Ok();
}

Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const size_t hand = c.s.Player(player).hand.size();
  const size_t owed = hand > kHandSize ? hand - kHandSize : 0;
  if (cards.size() == owed) return {};
  return {{Rule::kHandSize, Letter(player) + " discarded " + std::to_string(cards.size()) +
                                " cards from a hand of " + std::to_string(hand) +
                                "; the tally step discards down to 7, " + std::to_string(owed)}};
}

void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards) {
  for (CardId id : cards) MoveTo(c, id, Zone::kBase);  // §405.9d: one at a time, revealed.
  FinishTurn(c);
}

void AddExtraTurns(Context& c, Seat seat, int n) {
  State& s = c.s;
  if (s.next_turns.empty()) s.next_turns.push_back(c.Ntp());  // The regular turn put off.
  for (int i = 0; i < n; ++i) s.next_turns.push_back(seat);
}

void SkipTurns(Context& c, Seat seat, int n) { c.s.skips[SeatIndex(seat)] += uint32_t(n); }

void EndTurn(Context& c) {
  State& s = c.s;
  if (SettleResult(c)) return;  // a loss the resolution caused ends the game first.
  // Every other link is countered by the game (§103.3), from the top.
  while (!s.stack.empty()) {
    const Link link = s.stack.back();
    s.stack.pop_back();
    if (link.kind == LinkKind::kCard || link.kind == LinkKind::kResource) {
      MoveTo(c, link.card, Zone::kBase);
    }
  }
  s.passes = 0;              // The priority window closes.
  s.combat = CombatState{};  // Everyone leaves the combat; "this combat" effects end.
  FinishTurn(c);  // "This turn" effects end; the next turn begins, with no tally step.
}

namespace {

// Why `seat` lost, in words with the rule.
std::string LossReason(const Context& c, Seat seat) {
  const PlayerState& p = c.s.Player(seat);
  if (c.s.Card(p.commander).zone != Zone::kField) {
    return Letter(seat) + "'s commander was destroyed (§102.1a)";
  }
  if (p.drew_from_empty) return Letter(seat) + " had to draw from an empty deck (§102.1a, §412.6b)";
  return Letter(seat) + " conceded (§102.1b)";
}

}  // namespace

bool SettleResult(Context& c) {
  State& s = c.s;
  if (s.over) return true;
  const bool a = s.Player(Seat::kA).lost;
  const bool b = s.Player(Seat::kB).lost;
  if (!a && !b) return false;
  if (a && b) {
    EndGame(c, std::nullopt,
            LossReason(c, Seat::kA) + " and " + LossReason(c, Seat::kB) + ": a draw (§102.1a)");
  } else {
    const Seat loser = a ? Seat::kA : Seat::kB;
    EndGame(c, OtherSeat(loser), LossReason(c, loser));
  }
  return true;
}

}  // namespace tcgjudge::rise
