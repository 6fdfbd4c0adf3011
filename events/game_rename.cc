#include "events/game_rename.h"

namespace tcgjudge {

std::vector<Event> RenameGame(std::span<const Event> events, const std::string& id,
                              StateHashes hashes) {
  std::vector<Event> renamed(events.begin(), events.end());
  for (Event& event : renamed) {
    event.game = id;
    event.prev_hash = EventHash{};
    if (hashes == StateHashes::kDrop) {
      event.state_hash.reset();
      event.state_key.reset();
    }
    if (auto* header = std::get_if<Header>(&event.body)) header->game_id = id;
  }
  return renamed;
}

}  // namespace tcgjudge
