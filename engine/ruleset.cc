#include "engine/ruleset.h"

#include "events/hash.h"

namespace tcgjudge {

uint64_t StateHash(const Ruleset& ruleset, const GameState& state) {
  const EventHash digest = Blake2b256(ruleset.EncodeSnapshot(state));
  uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value = (value << 8) | digest[i];
  return value;
}

}  // namespace tcgjudge
