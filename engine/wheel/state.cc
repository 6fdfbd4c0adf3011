#include "engine/wheel/state.h"

namespace tcgjudge::wheel {

std::string_view ZoneName(Zone zone) {
  static constexpr std::string_view kNames[] = {
      "deck",       "hand",      "extra deck", "attack zone", "defense zone",
      "magic zone", "mana zone", "graveyard",  "chain",       "vehicle",
  };
  return kNames[static_cast<int>(zone)];
}

bool State::HasCard(CardId id) const {
  return id.index >= 1 && id.index <= cards[SeatIndex(id.seat)].size();
}

void BindIdentity(State& s, CardId id, uint16_t def) { s.Card(id).def = def; }

}  // namespace tcgjudge::wheel
