#include "engine/myth/turn.h"

#include "engine/myth/combat.h"
#include "engine/myth/field.h"
#include "engine/myth/window.h"

namespace tcgjudge::myth {
namespace {

// §3: a card that is reset turns upright and triggers its "when reset" skills (§17.2 #15); cards
// it exiled until then come back to their owner's field (§10.2 [妲己]).
void Reset(Context& c, CardId id) {
  CardState& card = c.s.Card(id);
  if (!card.tapped) return;
  card.tapped = false;
  TriggerSkills(c, id, cards::Event::kReset, card.controller);
  for (int seat = 0; seat < 2; ++seat) {
    const std::vector<CardId> exiled = c.s.players[seat].exiled;
    for (CardId back : exiled) {
      const CardState& e = c.s.Card(back);
      if (e.exiled_by == id && e.exiled_by_object == card.object) EnterField(c, back, Owner(back));
    }
  }
}

void NextStep(Context& c) {
  State& s = c.s;
  s.step_window_done = false;
  switch (s.turn.step) {
    case Step::kSetup:
    case Step::kReset: {
      s.turn.step = Step::kDraw;
      const bool skip = s.turn.number == 1 && !s.options.first_turn_draw;  // M-2.
      if (!skip) DrawCards(c, c.Ap(), s.options.draw_count);
      return;
    }
    case Step::kDraw:
      s.turn.step = Step::kPrepEnd;
      return;
    case Step::kPrepEnd:
      s.turn.step = Step::kMain;
      return;
    case Step::kMain:
    case Step::kMainEnd:
      s.turn.step = Step::kDiscard;
      if (s.Player(c.Ap()).hand.size() > kHandLimit) {
        s.wait = Wait::kDiscard;
        s.waiting_for = c.Ap();
      } else {
        s.step_window_done = true;  // §17.4: no discard, no window.
      }
      return;
    case Step::kDiscard:
      s.turn.step = Step::kTurnEnd;
      return;
    case Step::kTurnEnd:
      EndTurnEffects(c);  // M-11: "until the end of the turn" ends with the turn.
      BeginTurn(c, c.Nap());
      return;
  }
}

}  // namespace

void BeginTurn(Context& c, Seat active) {
  State& s = c.s;
  ++s.turn.number;
  s.turn.active = active;
  s.turn.step = Step::kReset;
  s.step_window_done = false;
  PlayerState& player = s.Player(active);
  const std::vector<CardId> field = player.field;
  for (CardId id : field) Reset(c, id);
  for (CardId id : player.spirit) s.Card(id).tapped = false;
}

void Advance(Context& c) {
  State& s = c.s;
  while (true) {
    if (SettleResult(c)) return;
    if (s.window.open || s.wait == Wait::kDiscard || s.wait == Wait::kTriggers) return;
    if (s.combat.active) {
      FinishCombat(c);
      continue;
    }
    if (!s.triggers.empty()) {
      FormTriggerWindow(c);
      continue;
    }
    if (s.turn.step == Step::kMain) {
      s.wait = Wait::kMain;
      s.waiting_for = c.Ap();
      return;
    }
    if (!s.step_window_done) {
      s.step_window_done = true;
      OpenSpecialWindow(c);
      return;
    }
    NextStep(c);
  }
}

bool SettleResult(Context& c) {
  State& s = c.s;
  if (s.over) return true;
  uint8_t losers = c.failed_draw;
  std::string reason;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const uint8_t bit = static_cast<uint8_t>(1u << SeatIndex(seat));
    if ((c.failed_draw & bit) != 0) {
      reason += Letter(seat) + " had to draw from an empty library (§1.1 #2); ";
    }
    const CardId general = s.Player(seat).general;
    if (LifeLeft(c, general) <= 0) {
      losers |= bit;
      reason += Letter(seat) + "'s general " + c.Name(general) + " has no life left (§1.1 #1); ";
    }
  }
  if (losers == 0) return false;
  reason.resize(reason.size() - 2);
  EndGame(c, losers, reason);
  return true;
}

void EndGame(Context& c, uint8_t losers, const std::string& reason) {
  State& s = c.s;
  s.over = true;
  s.wait = Wait::kOver;
  s.losers = losers;
  s.end_reason = losers == 3 ? "both players lose, there are no draws (§1.2): " + reason : reason;
}

void DrawCards(Context& c, Seat seat, int count) {
  PlayerState& player = c.s.Player(seat);
  for (int i = 0; i < count; ++i) {
    if (player.library.empty()) {
      c.failed_draw |= static_cast<uint8_t>(1u << SeatIndex(seat));
      return;
    }
    MoveCard(c, player.library.front(), Zone::kHand);
    TriggerAllSkills(c, seat, cards::Event::kYouDraw);
    TriggerAllSkills(c, seat, cards::Event::kYouPutIntoHand);  // §17.2 #1: a draw is one too.
  }
}

void LeaveMainPhase(Context& c) {
  c.s.turn.step = Step::kMainEnd;
  c.s.step_window_done = false;
  Advance(c);
}

Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const std::vector<CardId>& hand = c.s.Player(player).hand;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (!Contains(hand, cards[i])) {
      return Status::InvalidInput("discard.cards[" + std::to_string(i) + "]: " + c.Name(cards[i]) +
                                  " is not in " + Letter(player) + "'s hand");
    }
    for (size_t j = 0; j < i; ++j) {
      if (cards[j] == cards[i]) {
        return Status::InvalidInput("discard.cards: " + c.Name(cards[i]) + " is named twice");
      }
    }
  }
  return Status::Ok();
}

Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards) {
  const size_t hand = c.s.Player(player).hand.size();
  if (c.s.wait != Wait::kDiscard || c.s.waiting_for != player) {
    return {{Rule::kHandLimit, Letter(player) + " discarded " + std::to_string(cards.size()) +
                                   " cards when the discard step did not ask for it"}};
  }
  if (hand - cards.size() != kHandLimit) {
    return {{Rule::kHandLimit, Letter(player) + " kept " + std::to_string(hand - cards.size()) +
                                   " cards after the discard step; it discards down to 7"}};
  }
  return {};
}

void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards) {
  const bool asked = c.s.wait == Wait::kDiscard && c.s.waiting_for == player;
  for (CardId id : cards) {
    MoveCard(c, id, Zone::kDiscard);
    TriggerSkills(c, id, cards::Event::kDiscarded, player);  // §17.2 #14.
  }
  if (!asked) return;
  // §17.4 弃牌时: the window opens only if cards were discarded.
  c.s.wait = Wait::kPriority;
  c.s.step_window_done = cards.empty();
  Advance(c);
}

}  // namespace tcgjudge::myth
