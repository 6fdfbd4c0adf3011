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
  record.zone_edits.clear();
  record.saved_zone_count = 0;
  record.saved = {};
  undo.set_recording(true);
}

void State::EndUndo(bool undo_changes) {
  undo.set_recording(false);
  Undo& record = undo.undo();
  if (!undo_changes) {
    // Cards the event reached for writing may have "this turn" state now (CardIndex::touched).
    if (index.known) {
      for (const auto& saved : record.cards) {
        const CardId id = saved.first;
        const CardState& card = cards[SeatIndex(id.seat)][id.index - 1];
        if (card.HasTurnState()) index.touched.Add(id);
        if (card.tapped) index.tapped.Add(id);
      }
    }
    return;
  }
  static_cast<StateRest&>(*this) = record.rest;
  for (auto edit = record.zone_edits.rbegin(); edit != record.zone_edits.rend(); ++edit) {
    PlayerState& player = players[SeatIndex(edit->seat)];
    switch (edit->kind) {
      case ZoneEdit::Kind::kErased: {
        std::vector<CardId>& list = player.Zone(edit->zone);
        list.insert(list.begin() + edit->position, edit->id);
        break;
      }
      case ZoneEdit::Kind::kInserted: {
        std::vector<CardId>& list = player.Zone(edit->zone);
        list.erase(list.begin() + edit->position);
        break;
      }
      case ZoneEdit::Kind::kSaved:
        player.Zone(edit->zone) = record.saved_zones[edit->position];
        break;
      case ZoneEdit::Kind::kPlayer:
        player = record.players[SeatIndex(edit->seat)];
        break;
      case ZoneEdit::Kind::kFlags:
        player.shuffled = (edit->position & 1u) != 0;
        player.placed_resource = (edit->position & 2u) != 0;
        player.levelled_up = (edit->position & 4u) != 0;
        break;
    }
  }
  for (const auto& [id, card] : record.cards) cards[SeatIndex(id.seat)][id.index - 1] = card;
  index.known = false;  // The event may have changed it; found again before the next.
  index.in_play.known = false;
  index.in_play.duplicates_known = {};
  index.in_play.attachments_checked = false;
  index.in_play.left_battle_only = false;
}

void State::FindIndex(const std::vector<CardInfo>& table) {
  index.indicators.clear();
  index.indicator_hosts.clear();
  index.touched.Reset({cards[0].size(), cards[1].size()});
  index.tapped.Reset({cards[0].size(), cards[1].size()});
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < cards[seat].size(); ++i) {
      const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
      if (cards[seat][i].zone == Zone::kIndicator) {
        index.indicators.push_back(id);
        index.indicator_hosts.push_back(
            {cards[seat][i].attached_to, cards[seat][i].attached_object});
      }
      if (cards[seat][i].HasTurnState()) index.touched.Add(id);
      if (cards[seat][i].tapped) index.tapped.Add(id);
    }
    std::vector<CardId>& rest = index.rest_turn_triggers[seat];
    rest.clear();
    for (CardId id : players[seat].rest) {
      if (table[cards[seat][id.index - 1].Characteristics()].HasTurnTrigger()) rest.push_back(id);
    }
  }
  index.in_play.known = false;
  index.in_play.duplicates_known = {};
  index.in_play.attachments_checked = false;
  index.in_play.left_battle_only = false;
  index.known = true;
}

}  // namespace tcgjudge::zero
