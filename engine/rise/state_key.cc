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

// The turns' term (state_key.h): nothing in a game without extra or skipped turns.
uint64_t TurnsTerm(const State& s) {
  if (s.next_turns.empty() && s.skips[0] == 0 && s.skips[1] == 0) return 0;
  ReflectWriter w;
  w.PutBytes("rise.turns");
  w(s.next_turns, s.skips);
  return StateKeyTerm(w.data());
}

}  // namespace

uint64_t KeptStateKey(const State& s) {
  return KeptReflectStateKey(s) + CountersTerm(s) + TurnsTerm(s);
}

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

}  // namespace tcgjudge::rise
