// A game's events as the events of another game: what a test or a benchmark does to store one log
// several times, under several ids.

#ifndef TCGJUDGE_EVENTS_GAME_RENAME_H_
#define TCGJUDGE_EVENTS_GAME_RENAME_H_

#include <span>
#include <string>
#include <vector>

#include "events/event.h"

namespace tcgjudge {

// What becomes of the recorded state hashes and state keys (Event::state_hash, state_key).
enum class StateHashes {
  kKeep,  // As recorded.
  kDrop,  // Cleared, as a table records events for `import` or `append` (the store's engine
          // adds its own; a recorded hash or key may depend on the game id).
};

// `events` as the events of game `id`: each event's game and the header's game_id set to `id`,
// each prev_hash cleared (the store links them again), the recorded state hashes and keys as
// `hashes` says. Signatures are kept: a signed judge event of the renamed game no longer verifies.
std::vector<Event> RenameGame(std::span<const Event> events, const std::string& id,
                              StateHashes hashes = StateHashes::kKeep);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_GAME_RENAME_H_
