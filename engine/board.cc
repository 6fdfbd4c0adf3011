#include "engine/board.h"

namespace tcgjudge {

const BoardZone* Board::Zone(Seat seat, std::string_view name) const {
  for (const BoardPlayer& player : players) {
    if (player.seat != seat) continue;
    for (const BoardZone& zone : player.zones) {
      if (zone.name == name) return &zone;
    }
  }
  return nullptr;
}

}  // namespace tcgjudge
