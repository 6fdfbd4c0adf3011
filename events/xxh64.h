// XXH64 (xxHash, 64 bits, seed 0): the checksum of the caches the judge keeps in the store
// (judge/bound_value.h, format 2). Not a cryptographic hash: it finds damaged bytes, at some 8
// bytes per cycle, where BLAKE2b-256 (events/hash.h) binds and authenticates.

#ifndef TCGJUDGE_EVENTS_XXH64_H_
#define TCGJUDGE_EVENTS_XXH64_H_

#include <cstdint>
#include <string_view>

namespace tcgjudge {

// XXH64 of `bytes` with seed 0, as the reference implementation computes it on any machine
// (input words read little-endian).
uint64_t Xxh64(std::string_view bytes);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_XXH64_H_
