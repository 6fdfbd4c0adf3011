#include "engine/rise/state_key.h"

#include "engine/reflect_state_key.h"

namespace tcgjudge::rise {

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

}  // namespace tcgjudge::rise
