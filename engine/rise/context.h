// Context: what every part of the 崛起TCG fold works with while it applies one event: the state
// it changes, the card set it reads, the event's seq and the violations the event commits.
// Internal to engine/rise/.
//
// The fold is split by concept, one header each, all free functions over a Context: field.h
// (zones, rows, moves between them, destruction, damage), deck.h (deck construction, §100),
// turn.h (set-up and the mulligan, the steps of a turn, the tally step, win and loss),
// priority.h (priority windows, passing, pre-priority processing and triggered effects),
// stack.h (adding links: modes, X, targets and costs; resolution; countering), play.h (placing
// resources, using cards, paid and reward abilities), decisions.h (one handler per decision
// kind).

#ifndef TCGJUDGE_ENGINE_RISE_CONTEXT_H_
#define TCGJUDGE_ENGINE_RISE_CONTEXT_H_

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rise/state.h"
#include "engine/rise/violations.h"
#include "engine/violation.h"
#include "events/rise/card_set.h"

namespace tcgjudge::rise {

struct Context {
  Context(State& state, const CardSet& set, uint32_t event_seq)
      : s(state), cards(set), seq(event_seq) {}

  State& s;
  const CardSet& cards;
  uint32_t seq;
  std::vector<Violation> violations;

  // Records that `player`'s decision breaks `rule`; `text` says what happened in plain words.
  void Flag(Rule rule, Seat player, const std::string& text);

  // The identity of `id` (its card): the one accessor every rule reads it through.
  const cards::Card& Info(CardId id) const { return cards[s.Card(id).def]; }
  // "A07 队长维埃": how messages name a card (judges see every card, face-down ones too).
  std::string Name(CardId id) const;
  Seat Tp() const { return s.turn.active; }
  Seat Ntp() const { return OtherSeat(s.turn.active); }
};

std::string Letter(Seat seat);
Violation MakeViolation(Rule rule, Seat player, uint32_t seq, const std::string& text);

inline bool Contains(const std::vector<CardId>& ids, CardId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_CONTEXT_H_
