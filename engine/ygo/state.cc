#include "engine/ygo/state.h"

#include "events/check.h"

namespace tcgjudge::ygo {

std::string_view ZoneName(Zone zone) {
  static constexpr std::string_view kNames[] = {"deck",
                                                "hand",
                                                "main monster zone",
                                                "extra monster zone",
                                                "spell & trap zone",
                                                "field zone",
                                                "graveyard",
                                                "banishment",
                                                "extra deck",
                                                "xyz materials",
                                                "nowhere (a token that left the field)"};
  return kNames[static_cast<int>(zone)];
}

bool State::HasCard(CardId id) const {
  const int seat = SeatIndex(id.seat);
  if (id.IsHandle()) return paper && id.HandleNumber() <= paper->seats[seat].handles.size();
  if (id.IsToken()) return id.index - kTokenIndexBase <= tokens[seat].size();
  return id.index >= 1 && id.index <= cards[seat].size();
}

CardState& State::Card(CardId id) {
  TJ_CHECK(HasCard(id));
  const int seat = SeatIndex(id.seat);
  if (id.IsHandle()) return paper->seats[seat].handles[id.HandleNumber() - 1];
  if (id.IsToken()) return tokens[seat][id.index - kTokenIndexBase - 1];
  return cards[seat][id.index - 1];
}

const CardState& State::Card(CardId id) const { return const_cast<State*>(this)->Card(id); }

void BindIdentity(State& s, CardId id, uint16_t def) { s.Card(id).def = def; }

}  // namespace tcgjudge::ygo
