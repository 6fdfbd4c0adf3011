// Context: what every part of the 永恒之轮 fold works with while it applies one event: the state it
// changes, the card set it reads, the event's seq and the violations the event commits.
// Internal to engine/wheel/.
//
// The fold is split by concept, one header each, all free functions over a Context: field.h
// (zones, cells, moves between them, destruction), turn.h (set-up, phases, draws, the end of the
// turn, win and loss), play.h (placing mana stones, using cards: limits, the threshold cost,
// uniqueness), chain.h (links, responses, resolution, triggered effects), effects.h (what effects
// do, and to whom they may), battle.h (attacks, targets, guard, damage), units.h (moving,
// boarding, swapping, flipping an ambush), decisions.h (one handler per decision kind).

#ifndef TCGJUDGE_ENGINE_WHEEL_CONTEXT_H_
#define TCGJUDGE_ENGINE_WHEEL_CONTEXT_H_

#include <algorithm>
#include <string>
#include <vector>

#include "engine/violation.h"
#include "events/check.h"
#include "engine/wheel/state.h"
#include "engine/wheel/violations.h"
#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {

// A triggered effect whose cause has happened: it resolves right after that cause, with no link
// and no response (§九 L15, WOE-CH-3, WOE-CH-4). Lives only while one event is applied.
struct PendingTrigger {
  CardId card;
  uint8_t effect = 0;
};

struct Context {
  Context(State& state, const CardSet& set, uint32_t event_seq)
      : s(state), cards(set), seq(event_seq) {}

  State& s;
  const CardSet& cards;
  uint32_t seq;
  std::vector<Violation> violations;
  std::vector<PendingTrigger> triggers;

  // Records that `player`'s decision breaks `rule`; `text` says what happened in plain words.
  void Flag(Rule rule, Seat player, const std::string& text);

  // The identity of `id` (its card): the one accessor every rule reads it through. Known(id) is
  // nullptr for a card nobody saw yet (a paper game's handle, or its deck's unknown cards); Info
  // is only asked of a known card.
  const cards::Card* Known(CardId id) const {
    const uint16_t def = s.Card(id).def;
    return def == kNoIdentity ? nullptr : &cards[def];
  }
  const cards::Card& Info(CardId id) const {
    const cards::Card* known = Known(id);
    TJ_CHECK(known != nullptr);
    return *known;
  }
  // "A07 烈焰剑士": how messages name a card (a face-down card by its id and "face-down card" for
  // the opponent is the board's business, not the judge's: judges see every card).
  std::string Name(CardId id) const;
  Seat Tp() const { return s.turn.active; }
  Seat Ntp() const { return OtherSeat(s.turn.active); }
};

std::string Letter(Seat seat);
Violation MakeViolation(Rule rule, Seat player, uint32_t seq, const std::string& text);

inline bool Contains(const std::vector<CardId>& ids, CardId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_CONTEXT_H_
