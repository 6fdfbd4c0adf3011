#include "engine/rise/priority.h"

#include <set>

#include "engine/rise/attach.h"
#include "engine/rise/counters.h"
#include "engine/rise/damage.h"
#include "engine/rise/field.h"
#include "engine/rise/stack.h"
#include "engine/rise/targets.h"
#include "engine/rise/turn.h"
#include "engine/rise/unique.h"

namespace tcgjudge::rise {
namespace {

// §412.6a: the characters a batch destroys: life 0, or non-zero life with lethal damage
// (§407.2).
std::vector<CardId> Doomed(const Context& c) {
  std::vector<CardId> out;
  for (const PlayerState& p : c.s.players) {
    for (const auto* row : {&p.troops, &p.commander_row}) {
      for (CardId id : *row) {
        if (!IsCharacterOnField(c, id)) continue;
        const int32_t life = LifeOf(c, id);
        if (life <= 0 || c.s.Card(id).damage >= life) out.push_back(id);
      }
    }
  }
  return out;
}

// One batch of §412.6: every check at once, then every action at once (§802). Whether anything
// happened.
bool RunBatch(Context& c) {
  std::vector<Seat> losers;  // §412.6b
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = c.s.Player(seat);
    if (p.drew_from_empty && !p.lost) losers.push_back(seat);
  }
  const std::vector<CardId> doomed = Doomed(c);
  const std::vector<CardId> falling = FallingAttachments(c);  // §412.6c
  const TidyChecks tidy = CheckTidy(c);                       // §412.6d-f
  for (Seat seat : losers) c.s.Player(seat).lost = true;
  for (CardId id : doomed) Destroy(c, id);
  for (CardId id : falling) {
    if (c.s.Card(id).zone == Zone::kField) Destroy(c, id);  // Not gone with its host already.
  }
  CarryOutTidy(c, tidy);
  return !losers.empty() || !doomed.empty() || !falling.empty() || !tidy.empty();
}

// §708.1a: the waiting triggered effects of `seat`.
std::vector<size_t> WaitingOf(const State& s, Seat seat) {
  std::vector<size_t> out;
  for (size_t i = 0; i < s.waiting.size(); ++i) {
    if (s.waiting[i].controller == seat) out.push_back(i);
  }
  return out;
}

// §708.1, §708.2: `w` goes on the stack; one whose targets are picked at random
// with no legal target to pick is removed instead, with no effect (§708.2). Returns whether the
// game now waits for the random pick of its targets.
bool StackTrigger(Context& c, const Waiting& w) {
  Link link;
  link.kind = LinkKind::kTriggered;
  link.controller = w.controller;
  link.card = w.card;
  link.ability = w.ability;
  const cards::Effect* e = TargetedEffectOf(c, link);
  if (e != nullptr && LegalTargetCards(c, w.controller, *e, w.card).empty()) return false;
  c.s.stack.push_back(link);
  c.s.passes = 0;  // a link added starts a new round of passes.
  return e != nullptr && PickTargetsWithoutChance(c);
}

// §708.1a: the turn player's waiting triggers go on the stack, then the other's; a player with
// two or more orders them first (the game waits). Returns whether all are on the stack.
bool StackTriggers(Context& c) {
  State& s = c.s;
  for (Seat seat : {c.Tp(), c.Ntp()}) {
    const std::vector<size_t> mine = WaitingOf(s, seat);
    if (mine.empty()) continue;
    if (mine.size() >= 2) {
      s.wait = Wait::kOrderTriggers;
      s.waiting_for = seat;
      return false;
    }
    const Waiting w = s.waiting[mine[0]];
    s.waiting.erase(s.waiting.begin() + static_cast<long>(mine[0]));
    if (StackTrigger(c, w)) return false;  // §706.5: its targets are picked first.
  }
  return true;
}

}  // namespace

void ContinuePrePriority(Context& c) {
  State& s = c.s;
  while (true) {
    if (DealPackets(c)) return;       // §717.2c: a packet waits for armour.
    if (AskForUniqueness(c)) return;  // §409.1: fixed before play goes on.
    if (RunStateChecks(c)) return;
    if (s.waiting.empty()) break;
    if (!StackTriggers(c)) return;
  }
  s.wait = Wait::kPriority;
  s.waiting_for = s.priority_to;
}

bool RunStateChecks(Context& c) {
  while (true) {
    if (DealPackets(c)) return true;  // An explosion's packet waits for armour (§303.6).
    if (!RunBatch(c)) break;
    if (SettleResult(c)) return true;
  }
  return SettleResult(c);
}

void GivePriority(Context& c, Seat seat) {
  c.s.priority_to = seat;
  ContinuePrePriority(c);
}

void Pass(Context& c, Seat player) {
  State& s = c.s;
  if (++s.passes < 2) {
    GivePriority(c, OtherSeat(player));  // §412.1
    return;
  }
  s.passes = 0;
  if (!s.stack.empty()) {
    ResolveTop(c);  // §412.4a: then the turn player gets priority (§709.2h).
  } else {
    CloseWindow(c);  // §412.4b
  }
}

Status RefuseOrderTriggers(const Context& c, Seat player, const OrderTriggers& d) {
  const State& s = c.s;
  if (s.wait != Wait::kOrderTriggers || s.waiting_for != player) {
    return Status::InvalidInput("orderTriggers: nothing asks " + Letter(player) +
                                " to order triggered effects now");
  }
  std::multiset<TriggerRef> waiting;
  for (size_t i : WaitingOf(s, player)) waiting.insert({s.waiting[i].card, s.waiting[i].ability});
  const std::multiset<TriggerRef> given(d.order.begin(), d.order.end());
  if (given != waiting) {
    return Status::InvalidInput("orderTriggers.order: not an order of " + Letter(player) + "'s " +
                                std::to_string(waiting.size()) +
                                " waiting triggered effects (§708.1a)");
  }
  return Status::Ok();
}

void DoOrderTriggers(Context& c, Seat player, const OrderTriggers& d) {
  State& s = c.s;
  std::erase_if(s.waiting, [&](const Waiting& w) { return w.controller == player; });
  for (size_t i = 0; i < d.order.size(); ++i) {
    if (StackTrigger(c, Waiting{player, d.order[i].card, d.order[i].ability})) {
      // the game waits for a random pick of its targets; the rest wait again.
      for (size_t j = i + 1; j < d.order.size(); ++j) {
        s.waiting.push_back(Waiting{player, d.order[j].card, d.order[j].ability});
      }
      return;
    }
  }
  ContinuePrePriority(c);
}

}  // namespace tcgjudge::rise
