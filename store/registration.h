// Registered decklists (issue 31): what a player registered for an event (a tournament), as the
// judge who took it signed it, and the layout the store keeps it in.
//
// PERSISTENCE CONTRACT (store/keys.h; docs/log-format.md section 12, "Registrations"):
// Column family "registrations" (created by the first registration a store takes):
//   key   = tournament bytes, 0x00, player id bytes, 0x00, number as 4-byte big-endian unsigned.
//           Neither text holds 0x00 (CheckRegistrationKey), so "<tournament> 0x00 <player> 0x00"
//           selects exactly one player's registration and its corrections, in number order.
//   value = [format: 1 byte, = kRegistrationFormat][body: RegistrationBody]
//           [the judge's public key: 32 bytes][Ed25519 signature of the body: 64 bytes].
// A stored registration is never changed or deleted: a correction is the next number, with the
// reason for it; what the games are checked against is the highest number (LatestRegistrations).

#ifndef TCGJUDGE_STORE_REGISTRATION_H_
#define TCGJUDGE_STORE_REGISTRATION_H_

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/signature.h"
#include "events/status.h"

namespace tcgjudge {

inline constexpr char kRegistrationsColumnFamily[] = "registrations";
inline constexpr uint8_t kRegistrationFormat = 1;

// A player's registered decklist for one event, and who took it.
struct Registration {
  std::string tournament;  // The event: Header.tournament of its games.
  std::string ruleset;     // Header.ruleset of the games the decklist is for.
  // The player (Header's Player: name and player_id, required) and the decklists registered:
  // deck, extra_deck and side_deck, as a game's header gives them.
  Player player;
  uint32_t number = 1;   // 1: the registration; 2, 3, ...: its corrections, in order.
  std::string reason;    // Why it was corrected: "" for number 1, required for a correction.
  std::string time;      // When it was taken: RFC 3339 UTC to the second.
  std::string judge_id;  // The judge who took it, and signed it.
  PublicKey public_key{};
  MessageSignature signature{};
  bool operator==(const Registration&) const = default;
};

// kInvalidInput unless `tournament` and `player_id` can key a registration: 1..4096 and 1..256
// bytes of valid UTF-8 holding no 0x00 (docs/errors.md, "Text").
[[nodiscard]] Status CheckRegistrationKey(std::string_view tournament, std::string_view player_id);

// kInvalidInput unless `registration` can be stored: its key (CheckRegistrationKey), every text
// within docs/errors.md's limits, a number from 1, a reason exactly when it is a correction, a
// time and a judge id.
[[nodiscard]] Status CheckRegistration(const Registration& registration);

// "<tournament> 0x00 <player id> 0x00": the prefix of one player's registrations.
std::string RegistrationKeyPrefix(std::string_view tournament, std::string_view player_id);
std::string RegistrationKey(const Registration& registration);

// The body of the value, which the signature covers: every field but the key and the signature,
// in this order, each text as a 4-byte big-endian length then its bytes, each list as a 4-byte
// big-endian count then its texts: tournament, ruleset, player id, player name, number (4 bytes
// big-endian), reason, time, judge id, deck, extra deck, side deck.
std::string RegistrationBody(const Registration& registration);

// The bytes a registration's signature covers: "tcgjudge registration signature v1", 0x00, then
// RegistrationBody: every field but the signature, so that no signature of a judge event verifies
// as a registration's, nor the other way round (docs/security.md, "Registered decklists").
std::string RegistrationSignedBytes(const Registration& registration);

// Whether its signature verifies against the public key it names (whether that key is one
// trusted for its judge is the audit's question: judge/registration.h).
bool RegistrationSignatureVerifies(const Registration& registration);

std::string EncodeRegistration(const Registration& registration);

// Decodes a stored value found under `key`. kCorruption if the bytes do not have the layout
// above, or name another tournament, player or number than the key.
Result<Registration> DecodeRegistration(std::string_view key, std::string_view value);

// Whether `registration` may be stored after `highest`, the highest number stored for its player
// and tournament (nullopt: none): a registration is number 1 of a player with none, a correction
// the next number. kConflict otherwise, saying what is stored (nothing is ever replaced).
[[nodiscard]] Status CheckNextRegistration(const Registration& registration,
                                           std::optional<uint32_t> highest);

// Of `all` (as EventLog::ListRegistrations gives them), each player's highest number.
std::vector<Registration> LatestRegistrations(std::span<const Registration> all);

// The latest registration of `player_id` for `tournament` among `all`, or nullptr.
const Registration* FindRegistration(std::span<const Registration> all,
                                     std::string_view tournament, std::string_view player_id);

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_REGISTRATION_H_
