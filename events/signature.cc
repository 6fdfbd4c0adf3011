#include "events/signature.h"

#include <sodium.h>

#include <string_view>

#include "events/check.h"
#include "events/codec.h"

namespace tcgjudge {
namespace {

constexpr std::string_view kDomain("tcgjudge event signature v1\0", 28);

void InitSodium() {
  // sodium_init is idempotent and thread-safe; -1 means the library cannot work at all.
  TJ_CHECK_MSG(sodium_init() >= 0, "libsodium failed to initialise");
}

}  // namespace

KeyPair GenerateKeyPair() {
  InitSodium();
  KeyPair pair;
  crypto_sign_keypair(pair.public_key.data(), pair.secret_key.data());
  return pair;
}

PublicKey PublicKeyOf(const SecretKey& secret_key) {
  PublicKey key;
  crypto_sign_ed25519_sk_to_pk(key.data(), secret_key.data());
  return key;
}

bool SecretKeyHalvesAgree(const SecretKey& secret_key) {
  InitSodium();
  std::array<uint8_t, crypto_sign_SEEDBYTES> seed;
  crypto_sign_ed25519_sk_to_seed(seed.data(), secret_key.data());
  KeyPair pair;
  crypto_sign_seed_keypair(pair.public_key.data(), pair.secret_key.data(), seed.data());
  return pair.secret_key == secret_key;
}

std::string SignedBytes(const Event& event) {
  Event unsigned_event = event;
  unsigned_event.signature.reset();
  std::string bytes(kDomain);
  bytes += EncodeEvent(unsigned_event);
  return bytes;
}

void SignEvent(Event* event, const SecretKey& secret_key) {
  InitSodium();
  const std::string message = SignedBytes(*event);
  EventSignature signature;
  signature.public_key = PublicKeyOf(secret_key);
  crypto_sign_detached(signature.value.data(), nullptr,
                       reinterpret_cast<const uint8_t*>(message.data()), message.size(),
                       secret_key.data());
  event->signature = signature;
}

bool SignatureVerifies(const Event& event) {
  if (!event.signature) return false;
  InitSodium();
  const std::string message = SignedBytes(event);
  return crypto_sign_verify_detached(event.signature->value.data(),
                                     reinterpret_cast<const uint8_t*>(message.data()),
                                     message.size(), event.signature->public_key.data()) == 0;
}

MessageSignature SignMessage(const std::string& message, const SecretKey& secret_key) {
  InitSodium();
  MessageSignature signature{};
  crypto_sign_detached(signature.data(), nullptr,
                       reinterpret_cast<const uint8_t*>(message.data()), message.size(),
                       secret_key.data());
  return signature;
}

bool MessageSignatureVerifies(const std::string& message, const MessageSignature& signature,
                              const PublicKey& public_key) {
  InitSodium();
  return crypto_sign_verify_detached(signature.data(),
                                     reinterpret_cast<const uint8_t*>(message.data()),
                                     message.size(), public_key.data()) == 0;
}

std::string BytesToHex(const uint8_t* bytes, size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(size * 2);
  for (size_t i = 0; i < size; ++i) {
    hex.push_back(kDigits[bytes[i] >> 4]);
    hex.push_back(kDigits[bytes[i] & 0xf]);
  }
  return hex;
}

}  // namespace tcgjudge
