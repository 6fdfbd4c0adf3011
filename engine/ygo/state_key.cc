#include "engine/ygo/state_key.h"

#include "engine/reflect_state_key.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

uint64_t YgoRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::ygo
