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
  if (id.IsHandle()) {
    return paper && id.HandleNumber() <= paper->seats[SeatIndex(id.seat)].handles.size();
  }
  return id.index >= 1 && id.index <= cards[SeatIndex(id.seat)].size();
}

std::vector<LinkTarget> ToLinkTargets(const std::vector<Target>& targets) {
  std::vector<LinkTarget> out;
  for (const Target& t : targets) {
    LinkTarget l;
    if (const CardId* id = std::get_if<CardId>(&t)) {
      l.card = *id;
    } else {
      l.is_player = true;
      l.player = std::get<Seat>(t);
    }
    out.push_back(l);
  }
  return out;
}

std::vector<Target> FromLinkTargets(const std::vector<LinkTarget>& targets) {
  std::vector<Target> out;
  for (const LinkTarget& l : targets)
    out.push_back(l.is_player ? Target(l.player) : Target(l.card));
  return out;
}

void BindIdentity(State& s, CardId id, uint16_t def) { s.Card(id).def = def; }

}  // namespace tcgjudge::wheel
