// The 崛起TCG rules engine as a whole: set-up from a header, facts, and moves, each folded into a
// State in place; what RiseRuleset (rise_ruleset.h, the Ruleset of engine/ruleset.h) calls. Pure
// and deterministic: no clock, no I/O, no randomness.

#ifndef TCGJUDGE_ENGINE_RISE_ENGINE_H_
#define TCGJUDGE_ENGINE_RISE_ENGINE_H_

#include <string>
#include <vector>

#include "engine/derived_decisions.h"
#include "engine/rise/decisions.h"
#include "engine/rise/state.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/rise/card_set.h"

namespace tcgjudge::rise {

class RiseEngine {
 public:
  explicit RiseEngine(CardSet cards) : cards_(std::move(cards)) {}

  const CardSet& cards() const { return cards_; }

  // The state after the header: deck construction problems are violations at seq 1.
  Result<State> Start(const Header& header, std::vector<Violation>* violations) const;

  // A fact (a shuffle) or a move at `seq`: refused with the state unchanged, or applied with its
  // violations appended to `violations`. `*rewound`: the move was an attempt to add a link that
  // the rules undid (§707.2, illegalLink=rewind): flagged, the state as before.
  Status ApplyFact(State& s, const Fact& fact, uint32_t seq) const;
  Status Apply(State& s, Seat player, const Move& move, uint32_t seq,
               std::vector<Violation>* violations, bool* rewound = nullptr) const;

  // What `player`'s move would break in `s` (kInvalidInput if it cannot happen at all).
  Result<Problems> Check(const State& s, Seat player, const Move& move) const;

  // The moves of the player the game waits for that break nothing (a concession among them);
  // none while it waits for a shuffle or is over.
  std::vector<Move> LegalMoves(const State& s) const;
  // Moves of either player that break exactly one rule, each with the violation code Apply
  // flags for it.
  using IllegalMove = ::tcgjudge::IllegalMove<Move>;  // derived_decisions.h
  std::vector<IllegalMove> IllegalMoves(const State& s) const;

 private:
  CardSet cards_;
};

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_ENGINE_H_
