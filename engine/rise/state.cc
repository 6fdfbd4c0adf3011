#include "engine/rise/state.h"

namespace tcgjudge::rise {

bool State::HasCard(CardId id) const {
  if (id.IsToken()) return id.index - kTokenIndexBase <= tokens[SeatIndex(id.seat)].size();
  return id.index >= 1 && id.index <= cards[SeatIndex(id.seat)].size();
}

void BindIdentity(State& s, CardId id, uint16_t def) { s.Card(id).def = def; }

}  // namespace tcgjudge::rise
