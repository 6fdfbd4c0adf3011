// Card ids: "A07" is the 7th card of seat A's decklists (main deck, then extra deck; see
// events/log.capnp); "AT01" is the first token seat A's effects created (a card no decklist holds,
// docs/rulesets.md); "A#17" is a handle, the 17th card of seat A's that left a hidden pile unseen
// in a paper game (docs/paper-games.md: a card whose identity the record does not know yet).

#ifndef TCGJUDGE_EVENTS_CARD_ID_H_
#define TCGJUDGE_EVENTS_CARD_ID_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge {

inline constexpr uint16_t kMaxDeckSize = 999;
// Token n of a seat has index kTokenIndexBase + n (n from 1).
inline constexpr uint16_t kTokenIndexBase = 1000;
inline constexpr uint16_t kMaxTokens = 999;
// Handle n of a seat (a paper game's card nobody saw, "A#17") has index kHandleIndexBase + n (n
// from 1). More than a decklist holds: a card shuffled back unseen and drawn again is a new
// handle.
inline constexpr uint16_t kHandleIndexBase = 2000;
inline constexpr uint16_t kMaxHandles = 9999;

struct CardId {
  Seat seat = Seat::kA;
  // 1..kMaxDeckSize: the 1-based position in the seat's decklists; kTokenIndexBase + n: its n-th
  // token; kHandleIndexBase + n: its n-th handle. 0 only in default values.
  uint16_t index = 0;

  static CardId Token(Seat seat, uint16_t n) {
    return CardId{seat, static_cast<uint16_t>(kTokenIndexBase + n)};
  }
  bool IsToken() const { return index > kTokenIndexBase && index <= kTokenIndexBase + kMaxTokens; }

  static CardId Handle(Seat seat, uint16_t n) {
    return CardId{seat, static_cast<uint16_t>(kHandleIndexBase + n)};
  }
  bool IsHandle() const { return index > kHandleIndexBase; }
  // The handle's number (17 for "A#17"); only for a handle.
  uint16_t HandleNumber() const { return static_cast<uint16_t>(index - kHandleIndexBase); }

  // The canonical text form: seat letter, then the position with at least two digits ("A07"); a
  // token's is the seat letter, "T" and its number with at least two digits ("AT01"); a handle's
  // the seat letter, "#" and its number without leading zeros ("A#17").
  std::string ToString() const;

  // The longest text form a CardId can have ("AT64535", "A#63535").
  static constexpr size_t kMaxTextSize = 7;
  // ToString() without a string: writes the text form to `out` (no terminating zero) and returns
  // its length. For the codecs, which write and check a card id per card of every event.
  size_t Format(char (&out)[kMaxTextSize]) const;

  // Accepts only the canonical form ("A07", not "A7" or "a07"; "A#7", not "A#07"), so that a log's
  // text is unique.
  static Result<CardId> Parse(std::string_view text);

  auto operator<=>(const CardId&) const = default;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_CARD_ID_H_
