// What must hold of every position the fold reaches: each card in exactly one place, and that
// place agreeing with the card's own zone and cell; no carried war spirit without its vehicle on
// the field; the chain's cards on the chain.

#ifndef TCGJUDGE_ENGINE_WHEEL_INVARIANTS_H_
#define TCGJUDGE_ENGINE_WHEEL_INVARIANTS_H_

#include "engine/wheel/state.h"
#include "events/status.h"

namespace tcgjudge::wheel {

// kCorruption naming the first thing that does not hold.
Status CheckInvariants(const State& s);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_INVARIANTS_H_
