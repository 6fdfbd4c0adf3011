// Card instance ids: "A07" is the 7th card of seat A's decklists (main deck, then extra deck; see
// events/log.capnp); "AT01" is the first token seat A's effects created (a card no decklist holds,
// docs/rulesets.md).

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

struct CardId {
  Seat seat = Seat::kA;
  // 1..kMaxDeckSize: the 1-based position in the seat's decklists; kTokenIndexBase + n: its n-th
  // token. 0 only in default values.
  uint16_t index = 0;

  static CardId Token(Seat seat, uint16_t n) {
    return CardId{seat, static_cast<uint16_t>(kTokenIndexBase + n)};
  }
  bool IsToken() const { return index > kTokenIndexBase; }

  // The canonical text form: seat letter, then the position with at least two digits ("A07"); a
  // token's is the seat letter, "T" and its number with at least two digits ("AT01").
  std::string ToString() const;

  // The longest text form a CardId can have ("AT64535").
  static constexpr size_t kMaxTextSize = 7;
  // ToString() without a string: writes the text form to `out` (no terminating zero) and returns
  // its length. For the codecs, which write and check a card id per card of every event.
  size_t Format(char (&out)[kMaxTextSize]) const;

  // Accepts only the canonical form ("A07", not "A7" or "a07"), so that a log's text is unique.
  static Result<CardId> Parse(std::string_view text);

  auto operator<=>(const CardId&) const = default;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_CARD_ID_H_
