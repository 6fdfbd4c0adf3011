// The 永恒之轮 rules engine as a whole: set-up from a header, facts, and moves, each folded into a
// State in place; what the WheelRuleset (wheel_ruleset.h, the Ruleset of engine/ruleset.h) calls
// for each event of the log, and what the rule tests call directly. Pure and deterministic: no
// clock, no I/O, no randomness.

#ifndef TCGJUDGE_ENGINE_WHEEL_ENGINE_H_
#define TCGJUDGE_ENGINE_WHEEL_ENGINE_H_

#include <string>
#include <vector>

#include "engine/derived_decisions.h"
#include "engine/violation.h"
#include "engine/wheel/decisions.h"
#include "engine/wheel/state.h"
#include "events/event.h"
#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {

class WheelEngine {
 public:
  explicit WheelEngine(CardSet cards) : cards_(std::move(cards)) {}

  const CardSet& cards() const { return cards_; }

  // The state after the header: deck construction problems are violations at seq 1.
  Result<State> Start(const Header& header, std::vector<Violation>* violations) const;

  // A fact (a shuffle, or a paper game's fact: engine/wheel/paper.h) or a move at `seq`: refused
  // with the state unchanged, or applied with its violations appended to `violations` (a fact's:
  // the open questions it settles as violations, dated at their decisions).
  Status ApplyFact(State& s, const Fact& fact, uint32_t seq,
                   std::vector<Violation>* violations = nullptr) const;
  Status Apply(State& s, Seat player, const Move& move, uint32_t seq,
               std::vector<Violation>* violations) const;

  // What `player`'s move would break in `s` (kInvalidInput if it cannot happen at all).
  Result<Problems> Check(const State& s, Seat player, const Move& move) const;

  // The moves of the player the game waits for that break nothing (a concession among them); none
  // while it waits for a shuffle or is over.
  std::vector<Move> LegalMoves(const State& s) const;
  // Moves of either player that break exactly one rule, each with the violation code Apply draws
  // for it: what an injected-illegal test plays.
  using IllegalMove = ::tcgjudge::IllegalMove<Move>;  // derived_decisions.h
  std::vector<IllegalMove> IllegalMoves(const State& s) const;

 private:
  CardSet cards_;
};

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_ENGINE_H_
