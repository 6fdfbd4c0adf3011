#include "engine/zero/state.h"

namespace tcgjudge::zero {

void State::BeginUndo() {
  Undo& record = undo.undo();
  record.rest = static_cast<const StateRest&>(*this);
  record.cards.clear();
  if (++record.event == 0) {  // Wrapped around: no stale mark may match.
    record.event = 1;
    for (std::vector<uint32_t>& seat : record.saved_in) seat.assign(seat.size(), 0);
  }
  for (int seat = 0; seat < 2; ++seat) record.saved_in[seat].resize(cards[seat].size(), 0);
  record.player_saved = {};
  undo.set_recording(true);
}

void State::EndUndo(bool undo_changes) {
  undo.set_recording(false);
  if (!undo_changes) return;
  Undo& record = undo.undo();
  static_cast<StateRest&>(*this) = record.rest;
  for (int seat = 0; seat < 2; ++seat) {
    if (record.player_saved[seat]) players[seat] = record.players[seat];
  }
  for (const auto& [id, card] : record.cards) cards[SeatIndex(id.seat)][id.index - 1] = card;
  index.known = false;  // The event may have changed it; found again before the next.
}

void State::FindIndex() {
  index.indicators.clear();
  for (int seat = 0; seat < 2; ++seat) {
    for (size_t i = 0; i < cards[seat].size(); ++i) {
      if (cards[seat][i].zone == Zone::kIndicator) {
        index.indicators.push_back(CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)});
      }
    }
  }
  index.known = true;
}

}  // namespace tcgjudge::zero
