// Card instance ids: "A07" is the 7th card of seat A's decklist (see events/log.capnp).

#ifndef TCGJUDGE_EVENTS_CARD_ID_H_
#define TCGJUDGE_EVENTS_CARD_ID_H_

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge {

struct CardId {
  Seat seat = Seat::kA;
  uint16_t index = 0;  // 1-based position in the seat's decklist; 0 only in default values.

  // The canonical text form: seat letter, then the index with at least two digits.
  std::string ToString() const;

  // Accepts only the canonical form ("A07", not "A7" or "a07"), so that a log's text is unique.
  static Result<CardId> Parse(std::string_view text);

  auto operator<=>(const CardId&) const = default;
};

inline constexpr uint16_t kMaxDeckSize = 999;

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_CARD_ID_H_
