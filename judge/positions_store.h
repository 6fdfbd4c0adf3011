// The priority-point index a store keeps beside the snapshots (docs/positions.md, "The stored
// index"), so that `show --at Pn`, `diff` and `rewind` find a position without folding the game.
//
// The priority point after a seq is the same on every line that holds the seq (positions.h), so
// the index is kept by seq, in blocks of kPointBlockSeqs seqs, and only the numbering along the
// lines (which back-ups and restores change) is computed when it is read, from the events alone.
// Block k holds seqs k * kPointBlockSeqs + 1 onwards, stored in the snapshots column family at
// that seq under PositionIndexVersion(snapshot version). Its value (format 2):
//   [format: 1 byte = 2][hash of the last seq it holds: 32 bytes]
//   [first 8 bytes of BLAKE2b-256 of the records][records]
// records = [count of seqs: varint] then per seq [0: no priority point | 1: one, then its turn,
// step (length-prefixed), holder (0 = A, 1 = B), chain depth and state key (varints)].
// Format 1, of older builds, held each point's StateHash where format 2 holds its state key
// (Ruleset::StateKey, which the fold keeps cheaply): a format-1 block is read as absent, so the
// index is folded and stored again, never misread.
//
// Unlike a snapshot, an index block is read as the truth about the positions it names, so it is
// checked first: a block whose hash is not its last event's, whose checksum fails or whose
// records do not decode disagrees with the log, and reading it is kCorruption naming it. A block
// that is missing (an old store, a write a crash lost) is no error: the index is then absent and
// the caller folds the game (and, when it writes, stores the index again).

#ifndef TCGJUDGE_JUDGE_POSITIONS_STORE_H_
#define TCGJUDGE_JUDGE_POSITIONS_STORE_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "judge/game_log.h"
#include "judge/positions.h"
#include "store/event_log.h"

namespace tcgjudge {

inline constexpr uint32_t kPointBlockSeqs = 256;

// The version the index is stored under, from the snapshot version of the engine that computed
// it ("<ruleset>/<rulebook version>/<engine fingerprint>"): "points/" + that.
std::string PositionIndexVersion(std::string_view snapshot_version);

// The first seq of the block that holds `seq`.
inline uint32_t PointBlockStart(uint32_t seq) {
  return (seq - 1) / kPointBlockSeqs * kPointBlockSeqs + 1;
}

// One block's value: the points after seqs first.. (`points[i]`: after seq first + i), bound to
// `last_hash`, the hash of the last of them. And back: kCorruption for other bytes.
std::string EncodePointBlock(const EventHash& last_hash,
                             std::span<const std::optional<PriorityPoint>> points);
struct PointBlock {
  EventHash last_hash{};
  std::vector<std::optional<PriorityPoint>> points;  // Unnumbered.
};
Result<PointBlock> DecodePointBlock(std::string_view value);

// The points a replay found after seqs first_seq.. (`points[i]`: after seq first_seq + i).
struct PointRun {
  uint32_t first_seq = 1;
  std::vector<std::optional<PriorityPoint>> points;
};

// The index of the game `log` (whole or outlined: judge/game_log.h) from `store` under
// PositionIndexVersion(`version`): the stored points, numbered along the lines of the events (no
// fold). nullopt when the store does not hold the point after every folded event (a judge event
// that is not folded has none, so the index may end before one). kCorruption naming the block for
// one that disagrees with the log; kIoError when the store cannot be read.
Result<std::optional<PositionIndex>> LoadPositionIndex(const EventLog& store, const GameLog& log,
                                                       std::string_view version);

// Whether `store` holds the index of the game `log` through its last folded event, from the last
// block alone (LoadPositionIndex checks every block): what a writer asks before extending it.
// kCorruption when that block disagrees with the log.
Result<bool> PositionIndexReaches(const EventLog& store, const GameLog& log,
                                  std::string_view version);

// Stores the points of `run` into `store` under PositionIndexVersion(`version`), extending the
// stored index. `stored` are the game's events from PointBlockStart(run.first_seq) through the
// run's last seq, as the store holds them. The stored index must reach run.first_seq - 1 (the
// judge events after its end that are not folded count as reached); otherwise nothing is written
// and the index stays absent until a whole replay stores it from seq 1. The line kinds of the
// blocks it writes are stored too (KeepLineKinds). kCorruption for a stored block that disagrees
// with the log; kIoError.
Status KeepPositionIndex(EventLog& store, std::string_view version,
                         std::span<const StoredEvent> stored, const PointRun& run);

// ----- The line kinds (docs/positions.md, "The stored index") -----
// So that a reader can number the lines without reading every event, the store keeps the
// LineKind of every seq (judge/game_log.h) beside the index, in blocks of kPointBlockSeqs seqs
// like its own: block k holds seqs k * kPointBlockSeqs + 1 onwards. The kinds are the log's,
// whatever engine reads it, and every block is stored at seq 0 of the snapshots column family
// (where no engine state is) under version LineBlockVersion: "lines/" and k as 8 decimal digits,
// so that the blocks lie side by side, in order, away from the large state snapshots. Its value
// (format 1):
//   [format: 1 byte = 1][hash of the last seq it holds: 32 bytes]
//   [first 8 bytes of BLAKE2b-256 of the records][records]
// records = [count of seqs: varint, 1..256] then per seq its LineKind (a varint, 0..5).
inline constexpr char kLineKindsVersion[] = "lines/";

// The version of the line block whose first seq is `first` (PointBlockStart).
std::string LineBlockVersion(uint32_t first);

std::string EncodeLineBlock(const EventHash& last_hash, std::span<const LineKind> kinds);
struct LineBlock {
  EventHash last_hash{};
  std::vector<LineKind> kinds;
};
// kCorruption for bytes that are not a line block.
Result<LineBlock> DecodeLineBlock(std::string_view value);

// Stores the line kinds of `stored`, the game's events from a block's first seq on (a whole
// number of blocks, the last one possibly partial), replacing the blocks stored for those seqs.
Status KeepLineKinds(EventLog& store, std::span<const StoredEvent> stored);

// Stores the line kinds of the block of `game` that holds `seq`, through `seq`, read from `store`:
// what a writer that keeps no index (a judge event) does after its append, so that the blocks
// stay whole.
Status KeepLineKindsThrough(EventLog& store, const std::string& game, uint32_t seq);

// The game `game` of `store` read as its positions need it (judge/game_log.h): with its stored
// line kinds for seqs 1..k (every block from the first, each bound to the hash of its last seq),
// an outlined log: the header, the reverses, back-ups and restores, the last event of each block
// and events k+1..n are read, every other seq holds a placeholder of its kind. Without (an old
// store, blocks a crash lost): the whole log. kCorruption naming the block for one that disagrees
// with the log (its hash, its kinds against the events read); kNotFound, kIoError as
// EventLog::Read.
Result<GameLog> ReadOutlinedLog(const EventLog& store, const std::string& game);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_POSITIONS_STORE_H_
