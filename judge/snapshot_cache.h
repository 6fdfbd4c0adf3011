// The judge's position reader and the snapshots it keeps in the store (EventLog's snapshots
// column family, docs/positions.md): the state at any position is the nearest usable snapshot at
// or before it on the same line, then the fold of the rest of that line.
//
// Snapshots are caches, never the truth. One is used only if it was written for the same engine
// (the caller's `version`), for the same log (the hash of its event, which chains every event
// before it) and for an event of the line being read; its bytes must pass their checksum and
// decode. Anything else is ignored, and the reader looks further back or folds from the header:
// a bad snapshot never makes a read fail, and nothing it holds can change a result.

#ifndef TCGJUDGE_JUDGE_SNAPSHOT_CACHE_H_
#define TCGJUDGE_JUDGE_SNAPSHOT_CACHE_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/game_replay.h"
#include "store/event_log.h"

namespace tcgjudge {

// A snapshot is kept after every event whose seq is a multiple of this, and after every event
// that starts a turn.
inline constexpr uint32_t kSnapshotEvery = 256;

// The stored value (format 1): [format: 1 byte = 1][hash of the event it follows: 32 bytes]
// [first 8 bytes of BLAKE2b-256 of the state bytes][state bytes: Ruleset::EncodeSnapshot].
inline constexpr uint8_t kSnapshotValueFormat = 1;
std::string EncodeSnapshotValue(const EventHash& event_hash, std::string_view state_bytes);

struct PositionRead {
  std::unique_ptr<GameState> state;
  uint32_t from_snapshot = 0;        // The seq of the snapshot it started from; 0: from the header.
  uint32_t folded = 0;               // Events folded after it.
  std::vector<std::string> ignored;  // Why each snapshot met on the way was not used.
};

// A stored game as the reader needs it: its events (seqs 1..n, header first) and their hashes.
struct GameLog {
  std::vector<Event> events;
  std::vector<EventHash> hashes;  // hashes[i]: of events[i].
  static GameLog FromStored(std::vector<StoredEvent> stored);
};

// The state right after event `seq` of `log`: the effective line of events 1..seq (judge/
// effective_line.h LineThrough), from the nearest usable snapshot of `store` under `version`
// (`store` may be null: fold from the header). Refuses, naming the seq, what ReviewGame refuses.
Result<PositionRead> ReadPosition(const Ruleset& ruleset, const GameLog& log, const EventLog* store,
                                  std::string_view version, uint32_t seq);

// Chooses, as a replay takes each event (judge/game_replay.h), the snapshots a log should have
// for its events from `first_seq` on: the position after every fact or decision whose seq is a
// multiple of kSnapshotEvery or which starts a turn, on whatever line it lies.
class SnapshotPlanner {
 public:
  SnapshotPlanner(const Ruleset& ruleset, uint32_t first_seq)
      : ruleset_(ruleset), first_seq_(first_seq) {}
  // Tells the planner the position after `seq`, when it starts after the replay did (append).
  void Seed(uint32_t seq, const GameState& state);
  void Add(const ReplayStep& step);
  bool empty() const { return states_.empty(); }
  uint32_t first() const { return states_.empty() ? 0 : states_.front().first; }
  uint32_t last() const { return states_.empty() ? 0 : states_.back().first; }
  // The stored values, each bound to its event's hash (`hashes[i]`: of seq `hashes_from` + i,
  // covering first()..last()).
  std::vector<SnapshotWrite> Finish(std::span<const EventHash> hashes, uint32_t hashes_from) &&;

 private:
  void Turn(uint32_t seq, const GameState& state);

  const Ruleset& ruleset_;
  uint32_t first_seq_;
  std::vector<uint32_t> turn_after_;                      // The turn after each seq.
  std::vector<std::pair<uint32_t, std::string>> states_;  // Seq, Ruleset::EncodeSnapshot.
};

// The snapshots `log` should have (SnapshotPlanner), from one replay of it.
Result<std::vector<SnapshotWrite>> PlanSnapshots(const Ruleset& ruleset, const GameLog& log,
                                                 uint32_t first_seq = 1);

// Plans the snapshots from `first_seq` on and puts them into `store` under `version`.
Status RefreshSnapshots(const Ruleset& ruleset, EventLog& store, const GameLog& log,
                        std::string_view version, uint32_t first_seq = 1);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_SNAPSHOT_CACHE_H_
