#include "judge/positions.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace tcgjudge {
namespace {

bool Holds(const PlayLine& line, uint32_t seq) {
  return std::binary_search(line.seqs.begin(), line.seqs.end(), seq);
}

// Digits only, no sign, no leading '+', fits in u32 and is at least 1.
std::optional<uint32_t> ParseCount(std::string_view text) {
  if (text.empty() || text.size() > 10) return std::nullopt;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  uint32_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value == 0) return std::nullopt;
  return value;
}

// The position `seq` was applied to ("before:SEQ").
Result<ResolvedPosition> ResolveBefore(const PositionIndex& index, uint32_t seq) {
  const std::string name = "before:" + std::to_string(seq);
  if (seq > index.last_seq) {
    return Status::InvalidInput(name + ": the game has " + std::to_string(index.last_seq) +
                                " events");
  }
  if (seq == 1) return Status::InvalidInput(name + ": seq 1 is the header; nothing is before it");
  // On a line, the event before `seq` is the one whose position `seq` was applied to.
  for (const PlayLine& line : index.lines) {
    const auto at = std::lower_bound(line.seqs.begin(), line.seqs.end(), seq);
    if (at == line.seqs.end() || *at != seq) continue;
    PositionAddress before;
    before.branch = line.branch;
    before.number = *std::prev(at);
    TJ_ASSIGN_OR_RETURN(ResolvedPosition resolved, ResolvePosition(index, before));
    const std::string right_before = "right before seq " + std::to_string(seq);
    if (resolved.label.back() == ')') {
      resolved.label.insert(resolved.label.size() - 1, ", " + right_before);
    } else {
      resolved.label += ", " + right_before;
    }
    return resolved;
  }
  return Status::InvalidInput(name + ": seq " + std::to_string(seq) +
                              " is on no line (a judge event, or a decision a judge reversed): "
                              "name the position by its seq or priority point");
}

}  // namespace

std::string PointLabel(uint32_t branch, uint32_t number) {
  std::string label = "P" + std::to_string(number);
  return branch == 0 ? label : "b" + std::to_string(branch) + ":" + label;
}

const PriorityPoint* PositionIndex::PointAfter(uint32_t seq, uint32_t* branch) const {
  for (const PlayLine& line : lines) {
    if (!Holds(line, seq)) continue;
    auto point = std::lower_bound(line.points.begin(), line.points.end(), seq,
                                  [](const PriorityPoint& p, uint32_t s) { return p.seq < s; });
    if (point == line.points.end() || point->seq != seq) return nullptr;
    if (branch != nullptr) *branch = line.branch;
    return &*point;
  }
  return nullptr;
}

const PriorityPoint* PositionIndex::PointBefore(uint32_t seq) const {
  if (lines.empty()) return nullptr;
  const std::vector<PriorityPoint>& points = lines.front().points;
  auto after = std::lower_bound(points.begin(), points.end(), seq,
                                [](const PriorityPoint& p, uint32_t s) { return p.seq < s; });
  return after == points.begin() ? nullptr : &*std::prev(after);
}

void PositionIndexer::Add(const ReplayStep& step) {
  if (!step.folded) return;
  const uint32_t seq = step.event.seq;
  if (points_.size() <= seq) points_.resize(seq + 1);
  const std::optional<Seat> holder = ruleset_.PriorityHolder(step.state);
  if (!holder) return;
  PriorityPoint point;
  point.seq = seq;
  point.holder = *holder;
  if (keys_ == Keys::kRecord) {
    Clock clock = ruleset_.ClockOf(step.state);
    point.turn = clock.turn;
    point.step = std::move(clock.step);
    point.chain_depth = clock.chain_depth;
    point.state_key = ruleset_.StateKey(step.state);
  }
  points_[seq] = std::move(point);
}

PositionIndex PositionIndexer::Finish(const LineBook& lines) && {
  return IndexFromPoints(points_, lines);
}

PositionIndex IndexFromPoints(std::span<const std::optional<PriorityPoint>> points,
                              const LineBook& lines) {
  PositionIndex index;
  index.last_seq = lines.count();
  PlayLine effective;
  effective.seqs = lines.line();
  index.lines.push_back(std::move(effective));
  for (const Branch& left : lines.branches()) {
    PlayLine branch;
    branch.branch = static_cast<uint32_t>(index.lines.size());
    branch.left_by_seq = left.left_by_seq;
    branch.seqs = left.seqs;
    index.lines.push_back(std::move(branch));
  }
  for (PlayLine& line : index.lines) {
    for (uint32_t seq : line.seqs) {
      if (seq >= points.size() || !points[seq]) continue;
      PriorityPoint point = *points[seq];
      point.number = static_cast<uint32_t>(line.points.size() + 1);
      line.points.push_back(std::move(point));
    }
  }
  return index;
}

Result<PositionIndex> IndexPositions(const Ruleset& ruleset, std::span<const Event> log) {
  PositionIndexer indexer(ruleset);
  TJ_ASSIGN_OR_RETURN(GameReplay replay,
                      ReplayGame(ruleset, log, [&](const ReplayStep& s) { indexer.Add(s); }));
  return std::move(indexer).Finish(replay.lines());
}

Result<PositionAddress> ParsePosition(std::string_view text) {
  const std::string forms =
      "a position is a priority point (P12), the position right after a seq (after:57) or right "
      "before one (before:57), either of the first two on a branch (b1:P40, b1:after:57)";
  auto bad = [&](const std::string& why) {
    return Status::InvalidInput("position '" + std::string(text) + "': " + why + "; " + forms);
  };
  PositionAddress address;
  std::string_view rest = text;
  constexpr std::string_view kBefore = "before:";
  constexpr std::string_view kAfter = "after:";
  if (rest.starts_with(kBefore)) {
    address.before = true;
    std::optional<uint32_t> seq = ParseCount(rest.substr(kBefore.size()));
    if (!seq) return bad("'" + std::string(rest.substr(kBefore.size())) + "' is not a seq");
    address.number = *seq;
    return address;
  }
  if (rest.size() >= 2 && (rest[0] == 'b' || rest[0] == 'B') && rest[1] >= '0' && rest[1] <= '9') {
    const size_t colon = rest.find(':');
    if (colon == std::string_view::npos) return bad("a branch is followed by ':'");
    std::string_view branch = rest.substr(0, colon);
    std::optional<uint32_t> k = ParseCount(branch.substr(1));
    if (!k) return bad("'" + std::string(branch) + "' is not a branch (b1, b2, ...)");
    if (branch[0] == 'B') return bad("write b" + std::to_string(*k) + " (positions are case-sensitive)");
    address.branch = *k;
    rest = rest.substr(colon + 1);
  } else if (const size_t colon = rest.find(':');
             colon != std::string_view::npos && !rest.starts_with(kAfter)) {
    return bad("'" + std::string(rest.substr(0, colon)) + "' is not a branch (b1, b2, ...)");
  }
  if (rest.starts_with(kAfter)) {
    std::optional<uint32_t> seq = ParseCount(rest.substr(kAfter.size()));
    if (!seq) return bad("'" + std::string(rest.substr(kAfter.size())) + "' is not a seq");
    address.number = *seq;
    return address;
  }
  if (!rest.empty() && (rest[0] == 'P' || rest[0] == 'p')) {
    std::optional<uint32_t> number = ParseCount(rest.substr(1));
    if (!number) return bad("'" + std::string(rest.substr(1)) + "' is not a number from 1");
    if (rest[0] == 'p') {
      return bad("write P" + std::to_string(*number) + " (positions are case-sensitive)");
    }
    address.priority_point = true;
    address.number = *number;
    return address;
  }
  if (std::optional<uint32_t> number = ParseCount(rest)) {
    const std::string n = std::to_string(*number);
    const std::string on = address.branch ? "b" + std::to_string(*address.branch) + ":" : "";
    return bad("a bare number is ambiguous: write " + on + "P" + n + " for priority point " + n +
               " or " + on + "after:" + n + " for the position right after seq " + n);
  }
  return bad("'" + std::string(rest) + "' is not a priority point or a seq");
}

Result<ResolvedPosition> ResolvePosition(const PositionIndex& index,
                                         const PositionAddress& address) {
  if (address.before) return ResolveBefore(index, address.number);
  ResolvedPosition resolved;
  const PlayLine* line = nullptr;
  if (address.branch) {
    const uint32_t k = *address.branch;
    if (k >= index.lines.size()) {
      const size_t branches = index.lines.size() - 1;
      return Status::InvalidInput(
          "branch b" + std::to_string(k) + ": the game has " +
          (branches == 0
               ? std::string("no branches (no back-ups)")
               : std::to_string(branches) +
                     (branches == 1 ? " branch (b1)"
                                    : " branches (b1-b" + std::to_string(branches) + ")")));
    }
    line = &index.lines[k];
  }
  if (address.priority_point) {
    if (line == nullptr) line = &index.lines[0];
    const std::string label = PointLabel(line->branch, address.number);
    if (address.number > line->points.size()) {
      return Status::InvalidInput(label + ": " +
                                  (line->branch == 0 ? std::string("the effective line")
                                                     : "branch b" + std::to_string(line->branch)) +
                                  " has " + std::to_string(line->points.size()) +
                                  " priority points");
    }
    resolved.point = &line->points[address.number - 1];
    resolved.seq = resolved.point->seq;
    resolved.branch = line->branch;
    resolved.label = label + " (after seq " + std::to_string(resolved.seq) + ")";
    return resolved;
  }
  const uint32_t seq = address.number;
  if (seq > index.last_seq) {
    return Status::InvalidInput("seq " + std::to_string(seq) + ": the game has " +
                                std::to_string(index.last_seq) + " events");
  }
  resolved.seq = seq;
  if (line != nullptr) {
    if (!Holds(*line, seq)) {
      return Status::InvalidInput("seq " + std::to_string(seq) + " is not on branch b" +
                                  std::to_string(line->branch) +
                                  " (a judge event, a reversed decision or another line's)");
    }
    resolved.branch = line->branch;
  } else {
    auto holder = std::find_if(index.lines.begin(), index.lines.end(),
                               [&](const PlayLine& l) { return Holds(l, seq); });
    resolved.on_line = holder != index.lines.end();
    if (resolved.on_line) resolved.branch = holder->branch;
  }
  resolved.label = "after seq " + std::to_string(seq);
  if (resolved.on_line) {
    uint32_t branch = 0;
    resolved.point = index.PointAfter(seq, &branch);
    if (resolved.point != nullptr) {
      resolved.label = PointLabel(branch, resolved.point->number) + " (" + resolved.label + ")";
    }
  }
  return resolved;
}

}  // namespace tcgjudge
