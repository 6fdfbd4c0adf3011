#include "judge/snapshot_cache.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "judge/bound_value.h"
#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

// The state a stored snapshot holds, or why it is not usable after an event of hash `hash`.
Result<std::unique_ptr<GameState>> UsableSnapshot(const Ruleset& ruleset, const EventHash& hash,
                                                  std::string_view value) {
  const bool format_1 = !value.empty() && static_cast<uint8_t>(value[0]) == kSnapshotValueFormat1;
  TJ_ASSIGN_OR_RETURN(BoundValue bound,
                      format_1 ? DecodeBoundValue(kSnapshotValueFormat1, "snapshot value", value)
                               : DecodeBoundValue(kSnapshotValueFormat, "snapshot value", value,
                                                  PayloadChecksum::kXxh64));
  if (bound.event_hash != hash) {
    return Status::Corruption("it was written for another log (event hash differs)");
  }
  TJ_ASSIGN_OR_RETURN(std::unique_ptr<GameState> state, ruleset.DecodeSnapshot(bound.payload));
  if (state->RulesetId() != ruleset.Id()) {
    return Status::Corruption("it holds a state of ruleset " + std::string(state->RulesetId()));
  }
  return state;
}

}  // namespace

std::string EncodeSnapshotValue(const EventHash& event_hash, std::string_view state_bytes) {
  return EncodeBoundValue(kSnapshotValueFormat, event_hash, state_bytes, PayloadChecksum::kXxh64);
}

Result<PositionRead> ReadPosition(const Ruleset& ruleset, const GameLog& log, const EventLog* store,
                                  std::string_view version, uint32_t seq) {
  TJ_CHECK(log.events.size() == log.hashes.size());
  TJ_CHECK(store != nullptr || log.whole());
  TJ_ASSIGN_OR_RETURN(std::vector<uint32_t> line, LineThrough(log.events, seq));
  if (line.empty() || !IsHeader(log.events[line.front() - 1])) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  const std::string& game = log.events.front().game;
  PositionRead read;
  size_t next = 1;                   // The index in `line` of the first event still to fold.
  std::vector<StoredEvent> fetched;  // An outlined log's events fetched_from..seq.
  uint32_t fetched_from = 0;
  if (store != nullptr && !version.empty()) {
    uint32_t probe = line.back();
    while (probe != 0) {
      TJ_ASSIGN_OR_RETURN(std::optional<StoredSnapshot> found,
                          store->GetSnapshotAtOrBefore(game, probe, version));
      if (!found) break;
      const uint32_t at = found->seq;
      auto on_line = std::lower_bound(line.begin(), line.end(), at);
      if (on_line == line.end() || *on_line != at) {
        read.ignored.push_back("snapshot after seq " + std::to_string(at) +
                               ": that event is not on this line");
        probe = at - 1;
        continue;
      }
      if (!log.whole()) {
        // The snapshot's own event, then every event up to the position, as one checked read.
        TJ_ASSIGN_OR_RETURN(fetched, log.ReadEvents(*store, at, line.back()));
        fetched_from = at;
      }
      auto state = UsableSnapshot(ruleset, log.whole() ? log.hashes[at - 1] : fetched.front().hash,
                                  found->value);
      if (!state.ok()) {
        return Status::Corruption("game '" + game + "': the stored snapshot after seq " +
                                  std::to_string(at) +
                                  " disagrees with the log: " + state.status().message());
      }
      read.state = std::move(state).value();
      read.from_snapshot = at;
      next = static_cast<size_t>(on_line - line.begin()) + 1;
      break;
    }
  }
  if (read.state == nullptr) {
    std::vector<Violation> ignored;
    auto start = ruleset.Start(std::get<Header>(log.events.front().body), &ignored);
    if (!start.ok()) return start.status().WithContext("seq 1");
    read.state = std::move(start).value();
    if (!log.whole() && line.size() > 1) {
      TJ_ASSIGN_OR_RETURN(fetched, log.ReadEvents(*store, line[1], line.back()));
      fetched_from = line[1];
    }
  }
  for (; next < line.size(); ++next) {
    const Event& event =
        log.whole() ? log.events[line[next] - 1] : fetched[line[next] - fetched_from].event;
    auto applied = ruleset.Apply(*read.state, event);
    if (!applied.ok()) return applied.status().WithContext("seq " + std::to_string(event.seq));
    ++read.folded;
  }
  return read;
}

void SnapshotPlanner::Turn(uint32_t seq, const GameState& state) {
  if (turn_after_.size() <= seq) turn_after_.resize(seq + 1, 0);
  turn_after_[seq] = ruleset_.ClockOf(state).turn;
}

void SnapshotPlanner::Seed(uint32_t seq, const GameState& state) { Turn(seq, state); }

void SnapshotPlanner::Add(const ReplayStep& step) {
  last_seq_ = step.event.seq;
  if (step.event.seq >= first_seq_) points_.Add(step);
  if (!step.folded) return;
  const uint32_t seq = step.event.seq;
  Turn(seq, step.state);
  if (seq < first_seq_ || step.before_seq == 0) return;
  const uint32_t turn_before =
      step.before_seq < turn_after_.size() ? turn_after_[step.before_seq] : 0;
  if (seq % kSnapshotEvery == 0 || turn_after_[seq] != turn_before) {
    states_.emplace_back(seq, ruleset_.EncodeSnapshot(step.state));
  }
}

PointRun SnapshotPlanner::Points() const {
  PointRun run;
  run.first_seq = first_seq_;
  const std::vector<std::optional<PriorityPoint>>& points = points_.points();
  for (uint32_t seq = first_seq_; seq <= last_seq(); ++seq) {
    run.points.push_back(seq < points.size() ? points[seq] : std::nullopt);
  }
  return run;
}

std::vector<SnapshotWrite> SnapshotPlanner::Finish(std::span<const EventHash> hashes,
                                                   uint32_t hashes_from) && {
  std::vector<SnapshotWrite> writes;
  writes.reserve(states_.size());
  for (auto& [seq, bytes] : states_) {
    TJ_CHECK(seq >= hashes_from && seq - hashes_from < hashes.size());
    writes.push_back(SnapshotWrite{seq, EncodeSnapshotValue(hashes[seq - hashes_from], bytes)});
  }
  return writes;
}

Result<std::vector<SnapshotWrite>> PlanSnapshots(const Ruleset& ruleset, const GameLog& log,
                                                 uint32_t first_seq) {
  SnapshotPlanner planner(ruleset, first_seq);
  TJ_RETURN_IF_ERROR(
      ReplayGame(ruleset, log.events, [&](const ReplayStep& s) { planner.Add(s); }).status());
  return std::move(planner).Finish(log.hashes, 1);
}

Status KeepSnapshots(EventLog& store, const std::string& game, std::string_view version,
                     SnapshotPlanner planner) {
  if (planner.last_seq() == 0) return Status::Ok();
  const uint32_t from = PointBlockStart(planner.first_seq());
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(game, from, planner.last_seq()));
  if (stored.empty() || stored.back().event.seq != planner.last_seq()) {
    return Status::Conflict("the store holds fewer events of game '" + game +
                            "' than the replay took");
  }
  return KeepSnapshots(store, version, std::move(planner), stored);
}

Status KeepSnapshots(EventLog& store, std::string_view version, SnapshotPlanner planner,
                     std::span<const StoredEvent> stored) {
  if (planner.last_seq() == 0) return Status::Ok();
  const uint32_t from = PointBlockStart(planner.first_seq());
  if (stored.empty() || stored.front().event.seq != from ||
      stored.back().event.seq != planner.last_seq()) {
    return Status::Conflict("the events given of game '" +
                            (stored.empty() ? std::string() : stored.front().event.game) +
                            "' are not those the replay took");
  }
  const std::string& game = stored.front().event.game;
  const PointRun points = planner.Points();
  if (!planner.empty()) {
    std::vector<EventHash> hashes;
    hashes.reserve(stored.size());
    for (const StoredEvent& e : stored) hashes.push_back(e.hash);
    TJ_RETURN_IF_ERROR(store.PutSnapshots(game, version, std::move(planner).Finish(hashes, from)));
  }
  return KeepPositionIndex(store, version, stored, points);
}

Status RefreshSnapshots(const Ruleset& ruleset, EventLog& store, const GameLog& log,
                        std::string_view version, uint32_t first_seq) {
  if (log.events.empty()) return Status::Ok();
  SnapshotPlanner planner(ruleset, first_seq);
  TJ_RETURN_IF_ERROR(
      ReplayGame(ruleset, log.events, [&](const ReplayStep& s) { planner.Add(s); }).status());
  return KeepSnapshots(store, log.events.front().game, version, std::move(planner));
}

}  // namespace tcgjudge
