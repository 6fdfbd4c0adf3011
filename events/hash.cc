#include "events/hash.h"

#include <sodium.h>

namespace tcgjudge {

EventHash Blake2b256(std::string_view bytes) {
  EventHash hash;
  // crypto_generichash is BLAKE2b; with a 32-byte output and no key it is BLAKE2b-256.
  crypto_generichash(hash.data(), hash.size(), reinterpret_cast<const uint8_t*>(bytes.data()),
                     bytes.size(), nullptr, 0);
  return hash;
}

uint64_t SipHash24(const std::array<uint8_t, 16>& key, std::string_view bytes) {
  static_assert(crypto_shorthash_siphash24_KEYBYTES == 16 && crypto_shorthash_siphash24_BYTES == 8);
  uint8_t out[8];
  crypto_shorthash_siphash24(out, reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(),
                             key.data());
  uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = (value << 8) | out[i];
  return value;
}

std::string HashToHex(const EventHash& hash) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(hash.size() * 2);
  for (uint8_t byte : hash) {
    hex.push_back(kDigits[byte >> 4]);
    hex.push_back(kDigits[byte & 0xf]);
  }
  return hex;
}

}  // namespace tcgjudge
