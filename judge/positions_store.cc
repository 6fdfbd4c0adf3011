#include "judge/positions_store.h"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "engine/byte_io.h"
#include "judge/bound_value.h"
#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

// Format 2: the 64-bit value of each point is its state key. Format 1 held its StateHash: such a
// block is read as absent, and the index is stored again (positions_store.h).
constexpr uint8_t kPointBlockFormat = 2;
constexpr uint8_t kHashPointBlockFormat = 1;
constexpr uint8_t kLineBlockFormat = 1;
constexpr uint64_t kMaxCount = UINT32_MAX;

Status Bad(const std::string& why) { return Status::Corruption(why); }

std::string BlockText(const std::string& game, uint32_t first) {
  return "game '" + game + "': the stored priority-point index (the block from seq " +
         std::to_string(first) + ")";
}

// The block of `game` starting at `first`, if the store holds one.
Result<std::optional<PointBlock>> ReadBlock(const EventLog& store, const std::string& game,
                                            const std::string& version, uint32_t first) {
  TJ_ASSIGN_OR_RETURN(std::optional<StoredSnapshot> found,
                      store.GetSnapshotAtOrBefore(game, first, version));
  if (!found || found->seq != first) return std::optional<PointBlock>();
  if (!found->value.empty() && static_cast<uint8_t>(found->value[0]) == kHashPointBlockFormat) {
    return std::optional<PointBlock>();  // Of an older build, which recorded state hashes.
  }
  auto block = DecodePointBlock(found->value);
  if (!block.ok()) {
    return Status::Corruption(BlockText(game, first) +
                              " does not decode: " + block.status().message());
  }
  if (block->points.empty() || block->points.size() > kPointBlockSeqs) {
    return Status::Corruption(BlockText(game, first) + " holds " +
                              std::to_string(block->points.size()) + " seqs, not 1-" +
                              std::to_string(kPointBlockSeqs));
  }
  return std::optional<PointBlock>(std::move(block).value());
}

// Checks a block of `what` (from seq `first`, `size` seqs, bound to `bound`) against the game's
// `count` events, `hash_of(seq)` giving the hash of one of them.
template <typename HashOf>
Status CheckBound(const std::string& what, uint32_t first, size_t size, const EventHash& bound,
                  uint32_t count, const HashOf& hash_of) {
  const uint32_t last = first + static_cast<uint32_t>(size) - 1;
  if (last > count) {
    return Status::Corruption(what + " reaches seq " + std::to_string(last) +
                              ", past the game's events: it disagrees with the log");
  }
  TJ_ASSIGN_OR_RETURN(EventHash hash, hash_of(last));
  if (hash != bound) {
    return Status::Corruption(what + " was written for another event " + std::to_string(last) +
                              " (its hash differs): it disagrees with the log");
  }
  return Status::Ok();
}

Status CheckBlock(const std::string& game, uint32_t first, const PointBlock& block,
                  const EventLog& store, const GameLog& log) {
  return CheckBound(BlockText(game, first), first, block.points.size(), block.last_hash,
                    static_cast<uint32_t>(log.events.size()),
                    [&](uint32_t seq) { return log.HashOf(store, seq); });
}

void WritePoint(ByteWriter& out, const std::optional<PriorityPoint>& point) {
  out.Bool(point.has_value());
  if (!point) return;
  out.U64(point->turn);
  out.Bytes(point->step);
  out.U64(point->holder == Seat::kA ? 0 : 1);
  out.U64(point->chain_depth);
  out.U64(point->state_key);
}

bool ReadPoint(ByteReader& in, uint32_t seq, std::optional<PriorityPoint>* point) {
  bool present = false;
  if (!in.Bool(&present)) return false;
  if (!present) return true;
  PriorityPoint p;
  p.seq = seq;
  uint8_t holder = 0;
  if (!in.Uint(&p.turn, kMaxCount) || !in.Bytes(&p.step) || !in.Uint(&holder, 1) ||
      !in.Uint(&p.chain_depth, kMaxCount) || !in.U64(&p.state_key)) {
    return false;
  }
  p.holder = holder == 0 ? Seat::kA : Seat::kB;
  *point = std::move(p);
  return true;
}

}  // namespace

std::string PositionIndexVersion(std::string_view snapshot_version) {
  return "points/" + std::string(snapshot_version);
}

std::string EncodePointBlock(const EventHash& last_hash,
                             std::span<const std::optional<PriorityPoint>> points) {
  ByteWriter out;
  out.U64(points.size());
  for (const auto& point : points) WritePoint(out, point);
  return EncodeBoundValue(kPointBlockFormat, last_hash, out.data());
}

// Seqs are relative (0, 1, ...) until the caller knows the block's first seq.
Result<PointBlock> DecodePointBlock(std::string_view value) {
  TJ_ASSIGN_OR_RETURN(BoundValue bound, DecodeBoundValue(kPointBlockFormat, "index block", value));
  PointBlock block;
  block.last_hash = bound.event_hash;
  ByteReader in(bound.payload);
  uint32_t count = 0;
  if (!in.Uint(&count, kPointBlockSeqs)) return Bad("malformed count");
  block.points.resize(count);
  for (uint32_t i = 0; i < count; ++i) {
    if (!ReadPoint(in, i, &block.points[i])) return Bad("malformed record " + std::to_string(i));
  }
  if (!in.AtEnd()) return Bad("bytes after its records");
  return block;
}

Result<std::optional<PositionIndex>> LoadPositionIndex(const EventLog& store, const GameLog& log,
                                                       std::string_view version) {
  TJ_CHECK(log.events.size() == log.hashes.size());
  if (log.events.empty()) return std::optional<PositionIndex>();
  const std::string& game = log.events.front().game;
  const std::string stored_version = PositionIndexVersion(version);
  const uint32_t count = static_cast<uint32_t>(log.events.size());
  std::vector<std::optional<PriorityPoint>> points(count + 1);
  uint32_t reached = 0;  // The index holds seqs 1..reached.
  for (uint32_t first = 1; first <= count && reached + 1 == first; first += kPointBlockSeqs) {
    TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                        ReadBlock(store, game, stored_version, first));
    if (!block) break;
    TJ_RETURN_IF_ERROR(CheckBlock(game, first, *block, store, log));
    for (size_t i = 0; i < block->points.size(); ++i) {
      const uint32_t seq = first + static_cast<uint32_t>(i);
      if (block->points[i]) {
        block->points[i]->seq = seq;
        points[seq] = std::move(block->points[i]);
      }
    }
    reached = first + static_cast<uint32_t>(block->points.size()) - 1;
  }
  // The events after the index's end must be judge events that are not folded (no point).
  for (uint32_t seq = reached + 1; seq <= count; ++seq) {
    if (IsFolded(log.events[seq - 1])) return std::optional<PositionIndex>();
  }
  LineBook lines;
  for (const Event& event : log.events) {
    auto taken = lines.Take(event);
    if (!taken.ok()) return taken.status();
  }
  return std::optional<PositionIndex>(IndexFromPoints(points, lines));
}

Result<bool> PositionIndexReaches(const EventLog& store, const GameLog& log,
                                  std::string_view version) {
  TJ_CHECK(log.events.size() == log.hashes.size());
  uint32_t last = static_cast<uint32_t>(log.events.size());
  while (last > 0 && !IsFolded(log.events[last - 1])) --last;
  if (last == 0) return false;
  const std::string& game = log.events.front().game;
  const uint32_t first = PointBlockStart(last);
  TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                      ReadBlock(store, game, PositionIndexVersion(version), first));
  if (!block) return false;
  TJ_RETURN_IF_ERROR(CheckBlock(game, first, *block, store, log));
  return first + block->points.size() > last;
}

Status KeepPositionIndex(EventLog& store, std::string_view version,
                         std::span<const StoredEvent> stored, const PointRun& run) {
  if (run.points.empty()) return Status::Ok();
  TJ_CHECK(!stored.empty());
  const std::string& game = stored.front().event.game;
  const std::string stored_version = PositionIndexVersion(version);
  const uint32_t from = stored.front().event.seq;
  const uint32_t last = run.first_seq + static_cast<uint32_t>(run.points.size()) - 1;
  const uint32_t first_block = PointBlockStart(run.first_seq);
  TJ_CHECK(from <= first_block && from + stored.size() - 1 >= last);
  auto hash_of = [&](uint32_t seq) -> Result<EventHash> {
    TJ_CHECK(seq >= from && seq - from < stored.size());
    return stored[seq - from].hash;
  };
  TJ_RETURN_IF_ERROR(
      KeepLineKinds(store, stored.subspan(first_block - from, last - first_block + 1)));
  // The first block's points before the run: as stored, then judge events that are not folded.
  std::vector<std::optional<PriorityPoint>> points;
  if (first_block < run.first_seq) {
    TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                        ReadBlock(store, game, stored_version, first_block));
    if (block) {
      TJ_RETURN_IF_ERROR(CheckBound(BlockText(game, first_block), first_block, block->points.size(),
                                    block->last_hash,
                                    from + static_cast<uint32_t>(stored.size()) - 1, hash_of));
      if (first_block + block->points.size() > run.first_seq) {
        block->points.resize(run.first_seq - first_block);  // Written again from the run.
      }
      points = std::move(block->points);
    }
    for (uint32_t seq = first_block + static_cast<uint32_t>(points.size()); seq < run.first_seq;
         ++seq) {
      if (IsFolded(stored[seq - from].event)) return Status::Ok();  // The index is absent.
      points.emplace_back();
    }
  }
  points.insert(points.end(), run.points.begin(), run.points.end());
  std::vector<SnapshotWrite> writes;
  for (uint32_t begin = first_block; begin <= last; begin += kPointBlockSeqs) {
    const uint32_t end = std::min(last, begin + kPointBlockSeqs - 1);
    const auto block = std::span<const std::optional<PriorityPoint>>(points).subspan(
        begin - first_block, end - begin + 1);
    writes.push_back(SnapshotWrite{begin, EncodePointBlock(stored[end - from].hash, block)});
  }
  return store.PutSnapshots(game, stored_version, writes);
}

// ===== The line kinds ========================================================================

std::string LineBlockVersion(uint32_t first) {
  char number[16];
  std::snprintf(number, sizeof(number), "%08u", (first - 1) / kPointBlockSeqs);
  return std::string(kLineKindsVersion) + number;
}

std::string EncodeLineBlock(const EventHash& last_hash, std::span<const LineKind> kinds) {
  ByteWriter out;
  out.U64(kinds.size());
  for (LineKind kind : kinds) out.U64(static_cast<uint8_t>(kind));
  return EncodeBoundValue(kLineBlockFormat, last_hash, out.data());
}

Result<LineBlock> DecodeLineBlock(std::string_view value) {
  TJ_ASSIGN_OR_RETURN(BoundValue bound, DecodeBoundValue(kLineBlockFormat, "line block", value));
  LineBlock block;
  block.last_hash = bound.event_hash;
  ByteReader in(bound.payload);
  uint32_t count = 0;
  if (!in.Uint(&count, kPointBlockSeqs)) return Bad("malformed count");
  block.kinds.resize(count);
  for (uint32_t i = 0; i < count; ++i) {
    uint8_t kind = 0;
    if (!in.Uint(&kind, kLastLineKind)) return Bad("malformed kind " + std::to_string(i));
    block.kinds[i] = static_cast<LineKind>(kind);
  }
  if (!in.AtEnd()) return Bad("bytes after its kinds");
  return block;
}

Status KeepLineKinds(EventLog& store, std::span<const StoredEvent> stored) {
  if (stored.empty()) return Status::Ok();
  const uint32_t from = stored.front().event.seq;
  TJ_CHECK(PointBlockStart(from) == from);
  for (size_t begin = 0; begin < stored.size(); begin += kPointBlockSeqs) {
    const size_t end = std::min(stored.size(), begin + kPointBlockSeqs);
    std::vector<LineKind> kinds;
    for (size_t i = begin; i < end; ++i) kinds.push_back(LineKindOf(stored[i].event));
    const uint32_t first = from + static_cast<uint32_t>(begin);
    TJ_RETURN_IF_ERROR(store.PutSnapshots(
        stored.front().event.game, LineBlockVersion(first),
        std::vector<SnapshotWrite>{{0, EncodeLineBlock(stored[end - 1].hash, kinds)}}));
  }
  return Status::Ok();
}

Status KeepLineKindsThrough(EventLog& store, const std::string& game, uint32_t seq) {
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(game, PointBlockStart(seq), seq));
  if (stored.empty() || stored.back().event.seq != seq) {
    return Status::Conflict("the store holds fewer events of game '" + game + "' than seq " +
                            std::to_string(seq));
  }
  return KeepLineKinds(store, stored);
}

namespace {

std::string LineBlockText(const std::string& game, uint32_t first) {
  return "game '" + game + "': the stored list of line kinds (the block from seq " +
         std::to_string(first) + ")";
}

// The line block of `game` starting at `first`, if the store holds one.
Result<std::optional<LineBlock>> ReadLineBlock(const EventLog& store, const std::string& game,
                                               uint32_t first) {
  TJ_ASSIGN_OR_RETURN(std::optional<StoredSnapshot> found,
                      store.GetSnapshotAtOrBefore(game, 0, LineBlockVersion(first)));
  if (!found) return std::optional<LineBlock>();
  auto block = DecodeLineBlock(found->value);
  if (!block.ok()) {
    return Status::Corruption(LineBlockText(game, first) +
                              " does not decode: " + block.status().message());
  }
  if (block->kinds.empty()) {
    return Status::Corruption(LineBlockText(game, first) + " holds no seqs");
  }
  return std::optional<LineBlock>(std::move(block).value());
}

// The one stored event `seq` of `game`, checked (EventLog::Read).
Result<StoredEvent> ReadOne(const EventLog& store, const std::string& game, uint32_t seq) {
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> read, store.Read(game, seq, seq));
  if (read.size() != 1) {
    return Status::Corruption("game '" + game + "' seq " + std::to_string(seq) +
                              ": missing from the store");
  }
  return std::move(read.front());
}

}  // namespace

Result<GameLog> ReadOutlinedLog(const EventLog& store, const std::string& game) {
  TJ_ASSIGN_OR_RETURN(GameInfo info, store.GetGame(game));
  const uint32_t count = info.event_count;
  GameLog log;
  log.unread.assign(count, true);
  log.events.resize(count);
  log.hashes.resize(count);
  auto keep = [&](StoredEvent e) {
    const uint32_t seq = e.event.seq;
    log.unread[seq - 1] = false;
    log.hashes[seq - 1] = e.hash;
    log.events[seq - 1] = std::move(e.event);
  };
  uint32_t reached = 0;  // The stored kinds cover seqs 1..reached.
  for (uint32_t first = 1; first <= count && reached + 1 == first; first += kPointBlockSeqs) {
    TJ_ASSIGN_OR_RETURN(std::optional<LineBlock> block, ReadLineBlock(store, game, first));
    if (!block) break;
    const uint32_t last = first + static_cast<uint32_t>(block->kinds.size()) - 1;
    if (last > count) {
      return Status::Corruption(LineBlockText(game, first) + " reaches seq " +
                                std::to_string(last) +
                                ", past the game's events: it disagrees with the log");
    }
    TJ_ASSIGN_OR_RETURN(StoredEvent at_last, ReadOne(store, game, last));
    if (at_last.hash != block->last_hash) {
      return Status::Corruption(LineBlockText(game, first) + " was written for another event " +
                                std::to_string(last) +
                                " (its hash differs): it disagrees with the log");
    }
    for (uint32_t seq = first; seq <= last; ++seq) {
      const LineKind kind = block->kinds[seq - first];
      if ((kind == LineKind::kHeader) != (seq == 1)) {
        return Status::Corruption(LineBlockText(game, first) + " says seq " + std::to_string(seq) +
                                  (seq == 1 ? " is no header" : " is a header") +
                                  ": it disagrees with the log");
      }
      if (kind == LineKind::kLineChange || seq == 1) {
        TJ_ASSIGN_OR_RETURN(StoredEvent e, ReadOne(store, game, seq));
        if (LineKindOf(e.event) != kind) {
          return Status::Corruption(LineBlockText(game, first) + " says seq " +
                                    std::to_string(seq) +
                                    " is of another kind: it disagrees with the log");
        }
        keep(std::move(e));
      } else {
        log.events[seq - 1] = LineKindPlaceholder(game, seq, kind);
      }
    }
    if (LineKindOf(at_last.event) != block->kinds.back()) {
      return Status::Corruption(LineBlockText(game, first) + " says seq " + std::to_string(last) +
                                " is of another kind: it disagrees with the log");
    }
    keep(std::move(at_last));
    reached = last;
  }
  if (reached == 0) {  // No stored kinds (an old store): the whole log.
    TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(game));
    return GameLog::FromStored(std::move(stored));
  }
  if (reached < count) {
    TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> tail, store.Read(game, reached + 1, count));
    if (tail.size() != count - reached) {
      return Status::Corruption("game '" + game + "': the store holds fewer events than its row");
    }
    for (StoredEvent& e : tail) keep(std::move(e));
  }
  if (std::find(log.unread.begin(), log.unread.end(), true) == log.unread.end()) {
    log.unread.clear();  // Every event was read.
  }
  return log;
}

}  // namespace tcgjudge
