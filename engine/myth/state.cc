#include "engine/myth/state.h"

namespace tcgjudge::myth {

std::string_view ZoneName(Zone zone) {
  static constexpr std::string_view kNames[] = {"library",      "hand",  "field", "spirit zone",
                                                "discard pile", "exile", "stack", "gone"};
  return kNames[static_cast<int>(zone)];
}

std::string_view StepName(Step step) {
  static constexpr std::string_view kNames[] = {"set-up", "reset",    "draw",    "prep-end",
                                                "main",   "main-end", "discard", "turn-end"};
  return kNames[static_cast<int>(step)];
}

bool State::HasCard(CardId id) const {
  const int seat = SeatIndex(id.seat);
  if (id.IsToken()) return static_cast<size_t>(id.index - kTokenIndexBase) <= tokens[seat].size();
  return id.index >= 1 && id.index <= cards[seat].size();
}

CardState& State::Card(CardId id) {
  TJ_CHECK(HasCard(id));
  const int seat = SeatIndex(id.seat);
  return id.IsToken() ? tokens[seat][id.index - kTokenIndexBase - 1] : cards[seat][id.index - 1];
}

const CardState& State::Card(CardId id) const { return const_cast<State*>(this)->Card(id); }

}  // namespace tcgjudge::myth
