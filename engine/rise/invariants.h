// What must hold of every position the fold reaches: each card in exactly one place, and that
// place agreeing with the card's own zone and row (§405.1, §405.8a); the commander on its
// player's commander row while the game goes on (§301.1); the stack's cards on the stack; the
// wait agreeing with the game's end.

#ifndef TCGJUDGE_ENGINE_RISE_INVARIANTS_H_
#define TCGJUDGE_ENGINE_RISE_INVARIANTS_H_

#include "engine/rise/state.h"
#include "events/status.h"

namespace tcgjudge::rise {

// kCorruption naming the first thing that does not hold.
Status CheckInvariants(const State& s);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_INVARIANTS_H_
