// The snapshot encoding of a 崛起TCG state (Ruleset::EncodeSnapshot, DecodeSnapshot): one visitor
// writes and one reads the fields every struct of state.h names in its Reflect
// (engine/reflect_bytes.h), so the two directions cannot drift apart.

#ifndef TCGJUDGE_ENGINE_RISE_SNAPSHOT_H_
#define TCGJUDGE_ENGINE_RISE_SNAPSHOT_H_

#include <string>
#include <string_view>

#include "engine/rise/state.h"
#include "events/rise/card_set.h"
#include "events/status.h"

namespace tcgjudge::rise {

std::string EncodeSnapshot(const State& s);

// Refuses (kCorruption) bytes of another ruleset or format version, bytes cut short or left
// over, a card not of `cards`, and a state whose invariants do not hold.
Result<State> DecodeSnapshot(std::string_view bytes, const CardSet& cards);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_SNAPSHOT_H_
