#include "judge/positions_store.h"

#include <utility>

#include "engine/byte_io.h"
#include "judge/bound_value.h"
#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

constexpr uint8_t kPointBlockFormat = 1;
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

// Checks `block` (from seq `first`) against the hash of its last seq, `hash_of(seq)` (nullptr:
// the seq is past the log).
template <typename HashOf>
Status CheckBlock(const std::string& game, uint32_t first, const PointBlock& block,
                  const HashOf& hash_of) {
  const uint32_t last = first + static_cast<uint32_t>(block.points.size()) - 1;
  const EventHash* hash = hash_of(last);
  if (hash == nullptr) {
    return Status::Corruption(BlockText(game, first) + " reaches seq " + std::to_string(last) +
                              ", past the game's events: it disagrees with the log");
  }
  if (*hash != block.last_hash) {
    return Status::Corruption(BlockText(game, first) + " was written for another event " +
                              std::to_string(last) +
                              " (its hash differs): it disagrees with the log");
  }
  return Status::Ok();
}

void WritePoint(ByteWriter& out, const std::optional<PriorityPoint>& point) {
  out.Bool(point.has_value());
  if (!point) return;
  out.U64(point->turn);
  out.Bytes(point->step);
  out.U64(point->holder == Seat::kA ? 0 : 1);
  out.U64(point->chain_depth);
  out.U64(point->state_hash);
}

bool ReadPoint(ByteReader& in, uint32_t seq, std::optional<PriorityPoint>* point) {
  bool present = false;
  if (!in.Bool(&present)) return false;
  if (!present) return true;
  PriorityPoint p;
  p.seq = seq;
  uint8_t holder = 0;
  if (!in.Uint(&p.turn, kMaxCount) || !in.Bytes(&p.step) || !in.Uint(&holder, 1) ||
      !in.Uint(&p.chain_depth, kMaxCount) || !in.U64(&p.state_hash)) {
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

Result<std::optional<PositionIndex>> LoadPositionIndex(const EventLog& store,
                                                       std::span<const Event> events,
                                                       std::span<const EventHash> hashes,
                                                       std::string_view version) {
  TJ_CHECK(events.size() == hashes.size());
  if (events.empty()) return std::optional<PositionIndex>();
  const std::string& game = events.front().game;
  const std::string stored_version = PositionIndexVersion(version);
  const uint32_t count = static_cast<uint32_t>(events.size());
  auto hash_of = [&](uint32_t seq) {
    return seq >= 1 && seq <= count ? &hashes[seq - 1] : nullptr;
  };
  std::vector<std::optional<PriorityPoint>> points(count + 1);
  uint32_t reached = 0;  // The index holds seqs 1..reached.
  for (uint32_t first = 1; first <= count && reached + 1 == first; first += kPointBlockSeqs) {
    TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                        ReadBlock(store, game, stored_version, first));
    if (!block) break;
    TJ_RETURN_IF_ERROR(CheckBlock(game, first, *block, hash_of));
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
    if (IsFolded(events[seq - 1])) return std::optional<PositionIndex>();
  }
  LineBook lines;
  for (const Event& event : events) {
    auto taken = lines.Take(event);
    if (!taken.ok()) return taken.status();
  }
  return std::optional<PositionIndex>(IndexFromPoints(points, lines));
}

Result<bool> PositionIndexReaches(const EventLog& store, std::span<const Event> events,
                                  std::span<const EventHash> hashes, std::string_view version) {
  TJ_CHECK(events.size() == hashes.size());
  uint32_t last = static_cast<uint32_t>(events.size());
  while (last > 0 && !IsFolded(events[last - 1])) --last;
  if (last == 0) return false;
  const std::string& game = events.front().game;
  const uint32_t first = PointBlockStart(last);
  TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                      ReadBlock(store, game, PositionIndexVersion(version), first));
  if (!block) return false;
  const uint32_t count = static_cast<uint32_t>(events.size());
  TJ_RETURN_IF_ERROR(CheckBlock(game, first, *block, [&](uint32_t seq) {
    return seq >= 1 && seq <= count ? &hashes[seq - 1] : nullptr;
  }));
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
  auto hash_of = [&](uint32_t seq) -> const EventHash* {
    return seq >= from && seq - from < stored.size() ? &stored[seq - from].hash : nullptr;
  };
  // The first block's points before the run: as stored, then judge events that are not folded.
  std::vector<std::optional<PriorityPoint>> points;
  if (first_block < run.first_seq) {
    TJ_ASSIGN_OR_RETURN(std::optional<PointBlock> block,
                        ReadBlock(store, game, stored_version, first_block));
    if (block) {
      TJ_RETURN_IF_ERROR(CheckBlock(game, first_block, *block, hash_of));
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
    writes.push_back(SnapshotWrite{begin, EncodePointBlock(*hash_of(end), block)});
  }
  return store.PutSnapshots(game, stored_version, writes);
}

}  // namespace tcgjudge
