#include "engine/state_key.h"

#include "events/hash.h"

namespace tcgjudge {

uint64_t StateKeyTerm(std::string_view bytes) { return SipHash24(kStateKeySipKey, bytes); }

}  // namespace tcgjudge
