// Ed25519 signatures of judge events (libsodium). The signed message is fixed by events/log.capnp
// (EventSignature): a domain prefix, then the event's canonical encoding without its signature,
// so a signature covers the game, seq, prevHash (the whole log before it), the judge id, the
// body and the recorded state hash. Which public keys belong to which judge is not decided here
// (judge/signing.h, docs/security.md).

#ifndef TCGJUDGE_EVENTS_SIGNATURE_H_
#define TCGJUDGE_EVENTS_SIGNATURE_H_

#include <array>
#include <cstdint>
#include <string>

#include "events/event.h"

namespace tcgjudge {

using PublicKey = std::array<uint8_t, 32>;
using SecretKey = std::array<uint8_t, 64>;  // libsodium's form: seed, then public key.

struct KeyPair {
  PublicKey public_key{};
  SecretKey secret_key{};
};

// A fresh Ed25519 key pair from the operating system's random source.
KeyPair GenerateKeyPair();

// The public key that belongs to `secret_key` (its last 32 bytes, as libsodium stores it).
PublicKey PublicKeyOf(const SecretKey& secret_key);

// True if the public half of `secret_key` is the key its seed (first half) makes.
bool SecretKeyHalvesAgree(const SecretKey& secret_key);

// The bytes a signature of `event` covers: "tcgjudge event signature v1", 0x00, then
// EncodeEvent of `event` with its signature unset.
std::string SignedBytes(const Event& event);

// Sets `event->signature` to the signature of SignedBytes(*event) by `secret_key`. The event must
// be well-formed (ValidateEventShape) and complete: every later change breaks the signature.
void SignEvent(Event* event, const SecretKey& secret_key);

// True if `event` carries a signature and it verifies against the public key it names. Says
// nothing about whose key that is.
bool SignatureVerifies(const Event& event);

// Ed25519 over bytes that are no event: what else a judge signs (a registered decklist,
// judge/registration.h), each with a domain prefix of its own in `message` so that no signature
// of one kind verifies as another.
using MessageSignature = std::array<uint8_t, 64>;
MessageSignature SignMessage(const std::string& message, const SecretKey& secret_key);
bool MessageSignatureVerifies(const std::string& message, const MessageSignature& signature,
                              const PublicKey& public_key);

// Lower-case hex of `bytes`; "" for none.
std::string BytesToHex(const uint8_t* bytes, size_t size);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_SIGNATURE_H_
