// The judge's position reader and the snapshots it keeps in the store (EventLog's snapshots
// column family, docs/positions.md): the state at any position is the nearest usable snapshot at
// or before it on the same line, then the fold of the rest of that line.
//
// Snapshots are caches, never trusted unchecked. The reader looks only at those written for the
// same engine (the caller's `version`) and skips those of events off the line being read (a
// superseded branch, a reversed decision). The one it uses must be bound to the same log (the
// hash of its event, which chains every event before it), pass its checksum and decode to a state
// of the ruleset; one that does not disagrees with the log, and the read is kCorruption naming
// it (the store is damaged: `audit --verify` checks the events themselves).

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
#include "judge/game_log.h"
#include "judge/game_replay.h"
#include "judge/positions.h"
#include "judge/positions_store.h"
#include "store/event_log.h"

namespace tcgjudge {

// A snapshot is kept after every event whose seq is a multiple of this, and after every event
// that starts a turn.
inline constexpr uint32_t kSnapshotEvery = 256;

// The stored value (format 2, written): [format: 1 byte = 2][hash of the event it follows:
// 32 bytes][XXH64 of the state bytes: 8 bytes, little-endian][state bytes: Ruleset::
// EncodeSnapshot]. Format 1, written before and still read, has the first 8 bytes of BLAKE2b-256
// of the state bytes as its checksum (docs/positions.md, "Snapshots").
inline constexpr uint8_t kSnapshotValueFormat = 2;
inline constexpr uint8_t kSnapshotValueFormat1 = 1;
std::string EncodeSnapshotValue(const EventHash& event_hash, std::string_view state_bytes);

struct PositionRead {
  std::unique_ptr<GameState> state;
  uint32_t from_snapshot = 0;        // The seq of the snapshot it started from; 0: from the header.
  uint32_t folded = 0;               // Events folded after it.
  std::vector<std::string> ignored;  // Each snapshot skipped on the way (off the line read).
};

// The state right after event `seq` of `log`: the effective line of events 1..seq (judge/
// effective_line.h LineThrough), from the nearest usable snapshot of `store` under `version`
// (`store` may be null for a whole log: fold from the header). For an outlined log (judge/
// game_log.h) the events it folds, from the snapshot's on, are read from `store` then
// (GameLog::ReadEvents). Refuses, naming the seq, what ReviewGame refuses; kCorruption for a
// snapshot that disagrees with the log, or stored events that do.
Result<PositionRead> ReadPosition(const Ruleset& ruleset, const GameLog& log, const EventLog* store,
                                  std::string_view version, uint32_t seq);

// Chooses, as a replay takes each event (judge/game_replay.h), the snapshots a log should have
// for its events from `first_seq` on: the position after every fact or decision whose seq is a
// multiple of kSnapshotEvery or which starts a turn, on whatever line it lies; and collects the
// priority points after them for the stored index (judge/positions_store.h).
class SnapshotPlanner {
 public:
  SnapshotPlanner(const Ruleset& ruleset, uint32_t first_seq)
      : ruleset_(ruleset), first_seq_(first_seq), points_(ruleset) {}
  // Tells the planner the position after `seq`, when it starts after the replay did (append).
  void Seed(uint32_t seq, const GameState& state);
  void Add(const ReplayStep& step);
  bool empty() const { return states_.empty(); }
  uint32_t first_seq() const { return first_seq_; }
  // The last seq taken (0: none from first_seq on).
  uint32_t last_seq() const { return last_seq_ < first_seq_ ? 0 : last_seq_; }
  // The priority points after seqs first_seq()..last_seq().
  PointRun Points() const;
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
  PositionIndexer points_;
  uint32_t last_seq_ = 0;
};

// The snapshots `log` should have (SnapshotPlanner), from one replay of it.
Result<std::vector<SnapshotWrite>> PlanSnapshots(const Ruleset& ruleset, const GameLog& log,
                                                 uint32_t first_seq = 1);

// Puts what `planner` planned into `store` under `version`: its snapshots and the priority points
// of the seqs it took (KeepPositionIndex), bound to the hashes of `game`'s stored events, which
// must include every seq it took.
Status KeepSnapshots(EventLog& store, const std::string& game, std::string_view version,
                     SnapshotPlanner planner);

// The same with the game's events as the store holds them, from PointBlockStart(planner.
// first_seq()) through planner.last_seq(), given (`stored`), not read again: for a writer that
// has just appended them and knows their hashes (import). kConflict if they do not reach it.
Status KeepSnapshots(EventLog& store, std::string_view version, SnapshotPlanner planner,
                     std::span<const StoredEvent> stored);

// Plans the snapshots from `first_seq` on and puts them into `store` under `version`, with the
// priority-point index of those seqs (KeepPositionIndex).
Status RefreshSnapshots(const Ruleset& ruleset, EventLog& store, const GameLog& log,
                        std::string_view version, uint32_t first_seq = 1);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_SNAPSHOT_CACHE_H_
