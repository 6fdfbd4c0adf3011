#include "engine/rise/state_key.h"

#include "engine/reflect_state_key.h"

namespace tcgjudge::rise {
namespace {

// The counters' term (state_key.h): nothing in a game without counters, so that its key stays as
// it was.
uint64_t CountersTerm(const State& s) {
  if (s.counters.empty()) return 0;
  ReflectWriter w;
  w.PutBytes("rise.counters");
  w(s.counters);
  return StateKeyTerm(w.data());
}

}  // namespace

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s) + CountersTerm(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

}  // namespace tcgjudge::rise
