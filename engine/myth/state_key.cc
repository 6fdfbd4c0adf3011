#include "engine/myth/state_key.h"

#include "engine/reflect_state_key.h"
#include "engine/myth/myth_ruleset.h"

namespace tcgjudge::myth {

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

uint64_t MythRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::myth
