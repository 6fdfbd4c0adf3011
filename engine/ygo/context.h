// Context: what every part of the Yu-Gi-Oh fold works with while it applies one event: the state
// it changes, the card table it reads, the event's seq and the violations the event commits.
// Internal to engine/ygo/.
//
// The fold is split by concept, one header each, all free functions over a Context: field.h
// (zones, cells, moves, links), happen.h (what happened and what it triggers), stats.h (ATK,
// DEF, levels, negation), filter.h (which cards an effect's filter matches), turn.h (set-up,
// phases), chain.h (priority, the chain, triggers, resolution), activate.h (activations, costs,
// targets), resolve.h (what effects do), summon.h (summons and positions), battle.h (attacks and
// the damage step), decisions.h (one handler per decision kind).

#ifndef TCGJUDGE_ENGINE_YGO_CONTEXT_H_
#define TCGJUDGE_ENGINE_YGO_CONTEXT_H_

#include <algorithm>
#include <string>
#include <vector>

#include "engine/violation.h"
#include "engine/ygo/card_table.h"
#include "engine/ygo/state.h"
#include "engine/ygo/violations.h"
#include "events/check.h"

namespace tcgjudge::ygo {

struct Context {
  Context(State& state, const CardTable& table, uint32_t event_seq)
      : s(state), cards(table), seq(event_seq) {}

  State& s;
  const CardTable& cards;
  uint32_t seq;
  std::vector<Violation> violations;
  // Players who have lost since the last settling (bit per seat) and why: a draw from an empty
  // deck (§3 L246); settled with life points at 0 by SettleResult (turn.h), both at once a draw.
  uint8_t losing = 0;
  std::string losing_reason;

  // Records that `player`'s decision breaks `rule`; `text` says what happened in plain words.
  void Flag(Rule rule, Seat player, const std::string& text);

  // The identity of `id` (its card): the one accessor every rule reads it through (over
  // IdentityOf, state.h). Known(id) is nullptr for a card nobody saw (a paper game's). Info of
  // such a card is UnknownCard(): a monster with no name, stats or effects, so that the fold's
  // mechanics never stop on it; every rule that decides by identity asks Known first (filter.cc,
  // happen.cc), and a decision whose consequence would show the card is refused (paper.h, Y-P5).
  const cards::Card* Known(CardId id) const {
    const uint16_t def = IdentityOf(s, id);
    return def == kNoIdentity ? nullptr : &cards[def];
  }
  const cards::Card& Info(CardId id) const {
    const cards::Card* known = Known(id);
    if (known != nullptr) return *known;
    TJ_CHECK(s.paper.has_value());
    return UnknownCard();
  }
  static const cards::Card& UnknownCard();
  // nullptr unless `id` is a monster card.
  const cards::Monster* MonsterOf(CardId id) const { return Info(id).AsMonster(); }
  // "A07 Blue-Eyes White Dragon": how messages name a card.
  std::string Name(CardId id) const;
  Seat Tp() const { return s.turn.active; }
  Seat Ntp() const { return OtherSeat(s.turn.active); }
};

std::string Letter(Seat seat);

inline bool Contains(const std::vector<CardId>& ids, CardId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_CONTEXT_H_
