// Context: what every part of the 神话起源 fold works with while it applies one event: the state it
// changes, the card table it reads, the event's seq and the violations the event commits.
// Internal to engine/myth/.
//
// The fold is split by concept, one header each, all free functions over a Context: field.h
// (identity, zones, moves, 武力 and life, keywords), deck.h (deck construction and set-up),
// turn.h (steps and their windows, win and loss), window.h (windows, the numbered stack,
// triggers), play.h (using cards, skills, adventures, the 灵力区 and costs), resolve.h (what
// entries do), combat.h (initiating combat and its damage), decisions.h (one handler per
// decision kind).

#ifndef TCGJUDGE_ENGINE_MYTH_CONTEXT_H_
#define TCGJUDGE_ENGINE_MYTH_CONTEXT_H_

#include <algorithm>
#include <string>
#include <vector>

#include "engine/myth/card_table.h"
#include "engine/myth/state.h"
#include "engine/myth/violations.h"
#include "engine/violation.h"

namespace tcgjudge::myth {

struct Context {
  Context(State& state, const CardTable& table, uint32_t event_seq)
      : s(state), cards(table), seq(event_seq) {}

  State& s;
  const CardTable& cards;
  uint32_t seq;
  std::vector<Violation> violations;
  // Players who had to draw from an empty library since the last settling (bit per seat, §1.1 #2).
  uint8_t failed_draw = 0;

  // Records that `player`'s decision breaks `rule`; `text` says what happened in plain words.
  void Flag(Rule rule, Seat player, const std::string& text);

  // The one accessor of a card's identity: its card, bound by Reveal (field.h).
  const cards::Card& Info(CardId id) const;
  // "A07 跳跳兔": how messages name a card.
  std::string Name(CardId id) const;
  Seat Ap() const { return s.turn.active; }
  Seat Nap() const { return OtherSeat(s.turn.active); }
};

std::string Letter(Seat seat);

inline bool Contains(const std::vector<CardId>& ids, CardId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_CONTEXT_H_
