// A player's seat in a game: the player's index in the header (A = 0, B = 1).

#ifndef TCGJUDGE_EVENTS_SEAT_H_
#define TCGJUDGE_EVENTS_SEAT_H_

#include <cstdint>

namespace tcgjudge {

enum class Seat : uint8_t { kA = 0, kB = 1 };

inline constexpr int kNumSeats = 2;

inline constexpr char SeatLetter(Seat seat) { return seat == Seat::kA ? 'A' : 'B'; }
inline constexpr Seat OtherSeat(Seat seat) { return seat == Seat::kA ? Seat::kB : Seat::kA; }
inline constexpr int SeatIndex(Seat seat) { return static_cast<int>(seat); }

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_SEAT_H_
