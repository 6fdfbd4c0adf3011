#include "engine/ygo/state_key.h"

#include "engine/reflect_state_key.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

// A paper game's term (state_key.h): nothing in an omniscient duel, so that its key stays as it
// was.
uint64_t PaperTerm(const State& s) {
  if (!s.paper) return 0;
  ReflectWriter w;
  w.PutBytes("ygo.paper");
  w(*s.paper);
  return StateKeyTerm(w.data());
}

}  // namespace

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s) + PaperTerm(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

uint64_t YgoRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::ygo
