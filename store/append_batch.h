// An append built one event at a time, for a writer that reads its events as it goes: `import`
// checks and encodes each event of a file as it is parsed and keeps only its bytes, then writes
// the whole file in one atomic write (EventLog::Append(const AppendBatch&, ...)).

#ifndef TCGJUDGE_STORE_APPEND_BATCH_H_
#define TCGJUDGE_STORE_APPEND_BATCH_H_

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "events/event.h"
#include "events/event_encoder.h"
#include "events/status.h"
#include "store/append_check.h"

namespace tcgjudge {

// Add checks each event exactly as CheckAppend checks the events of a request (append_check.h):
// against its game as `lookup` gives it when the game's first event is added, and the events of
// the game added before. The batch keeps the bytes to write and their hashes, not the events.
// Writing it refuses the whole batch (kConflict, nothing written) if a game it holds has changed
// in the store since that lookup.
class AppendBatch {
 public:
  explicit AppendBatch(GameStateLookup lookup) : lookup_(std::move(lookup)) {}
  AppendBatch(const AppendBatch&) = delete;
  AppendBatch& operator=(const AppendBatch&) = delete;

  // Adds `event` as the next event of its game: its seq must be the game's event count + 1 (the
  // events stored, then those added; kConflict as CheckAppend for a game's first, kInvalidInput
  // for a later one). Refused as CheckAppend refuses, naming the game and seq, or with the
  // lookup's error; a refused event leaves the batch as it was.
  Status Add(const Event& event);

  // What the batch writes: one PreparedAppend per game, in the order each game was first added.
  std::span<const PreparedAppend> appends() const { return appends_; }
  bool empty() const { return appends_.empty(); }
  // The bytes of every event added, with their hashes and keys' lengths: what a store reserves.
  size_t byte_count() const { return byte_count_; }

 private:
  // What Add needs of a game between its events.
  struct GameState {
    size_t index = 0;                      // In appends_.
    std::shared_ptr<const Header> header;  // The stored header, or a copy of the added one.
  };

  GameStateLookup lookup_;
  EventEncoder encoder_;  // Keeps its memory from one event to the next.
  std::vector<PreparedAppend> appends_;
  std::map<std::string, GameState, std::less<>> games_;
  std::map<std::string, GameState, std::less<>>::iterator last_ = games_.end();  // Added to last.
  size_t byte_count_ = 0;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_APPEND_BATCH_H_
