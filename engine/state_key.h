// What every ruleset's state key (Ruleset::StateKey) is made of: the sum, modulo 2^64, of one
// term per component of the state (docs/log-format.md, "Recorded state keys"). A term is the
// SipHash-2-4, under the fixed key kStateKeySipKey, of the component's bytes: a tag naming the
// ruleset and the kind of component, then what identifies it, then its value's explicit byte
// encoding (engine/byte_io.h, the snapshot encoders' pieces). A change of one component changes
// the key by the difference of its two terms, so a ruleset that knows which components an event
// changed updates the key in O(those), as a Zobrist key is updated by a move.
//
// Not a defence against someone who forges logs on purpose (the key of SipHash is public, and a
// sum of terms can be steered): like StateHash it tells a log or an engine that reads it
// differently from the one that recorded it; the chain and the judges' signatures protect the
// log itself (docs/security.md).

#ifndef TCGJUDGE_ENGINE_STATE_KEY_H_
#define TCGJUDGE_ENGINE_STATE_KEY_H_

#include <array>
#include <cstdint>
#include <string_view>

namespace tcgjudge {

// The ASCII text "tcgjudge state 1": fixed, since keys are recorded in logs.
inline constexpr std::array<uint8_t, 16> kStateKeySipKey = {'t', 'c', 'g', 'j', 'u', 'd', 'g', 'e',
                                                            ' ', 's', 't', 'a', 't', 'e', ' ', '1'};

// The term of a component whose bytes (tag, id, value) are `bytes`.
uint64_t StateKeyTerm(std::string_view bytes);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_STATE_KEY_H_
