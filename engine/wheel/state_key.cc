#include "engine/wheel/state_key.h"

#include "engine/reflect_state_key.h"

namespace tcgjudge::wheel {
namespace {

// A paper game's term (state_key.h): nothing in an omniscient game, so that its key stays as it
// was.
uint64_t PaperTerm(const State& s) {
  if (!s.paper) return 0;
  ReflectWriter w;
  w.PutBytes("wheel.paper");
  w(*s.paper);
  if (s.paper->HasTentativeSpirit()) w(s.paper->tentative_spirit);  // W-P11, as the snapshot.
  return StateKeyTerm(w.data());
}

}  // namespace

uint64_t KeptStateKey(const State& s) { return KeptReflectStateKey(s) + PaperTerm(s); }

Status StateKeyProblem(const State& s) { return ReflectStateKeyProblem(s); }

}  // namespace tcgjudge::wheel
