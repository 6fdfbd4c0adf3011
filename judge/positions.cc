#include "judge/positions.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <utility>

#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

std::vector<uint32_t> SeqsOf(const EffectiveLine& line) {
  std::vector<uint32_t> seqs;
  seqs.reserve(line.events.size());
  for (const Event& e : line.events) seqs.push_back(e.seq);
  return seqs;
}

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

Status WalkPositions(const Ruleset& ruleset, std::span<const Event> log,
                     const PositionVisitor& visit) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  std::vector<Violation> ignored;
  auto first = ruleset.Start(std::get<Header>(log.front().body), &ignored);
  if (!first.ok()) return first.status().WithContext("seq 1");
  visit(log.front(), **first, 0);
  // The state after each event of the current line, so that a reversal or a back-up returns to
  // the position it names.
  std::vector<std::pair<uint32_t, std::unique_ptr<GameState>>> states;
  states.emplace_back(1, std::move(first).value());
  for (const Event& event : log.subspan(1)) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (IsFolded(event)) {  // A fact, a decision or a declared result.
      std::unique_ptr<GameState> next = states.back().second->Clone();
      auto violations = ruleset.Apply(*next, event);
      if (!violations.ok()) {
        return violations.status().WithContext("seq " + std::to_string(event.seq));
      }
      visit(event, *next, states.back().first);
      states.emplace_back(event.seq, std::move(next));
      continue;
    }
    uint32_t keep_through = 0;  // The last seq of the line that stays.
    if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
      keep_through = reverse->seq - 1;
    } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
      keep_through = back_up->after_seq;
    } else {
      continue;  // Rulings, penalties and notes do not move the game.
    }
    while (states.size() > 1 && states.back().first > keep_through) states.pop_back();
  }
  return Status::Ok();
}

Result<PositionIndex> IndexPositions(const Ruleset& ruleset, std::span<const Event> log) {
  // Validates every judge event before anything is folded.
  TJ_ASSIGN_OR_RETURN(EffectiveLine effective, ComputeEffectiveLine(log));
  PositionIndex index;
  index.last_seq = static_cast<uint32_t>(log.size());
  // The priority point after each seq, unnumbered (number 0) until the lines number them.
  std::vector<std::optional<PriorityPoint>> points(log.size() + 1);
  TJ_RETURN_IF_ERROR(
      WalkPositions(ruleset, log, [&](const Event& event, const GameState& after, uint32_t) {
        const Pending pending = ruleset.PendingOf(after);
        const auto* decision = std::get_if<DecisionPoint>(&pending);
        if (decision == nullptr || !decision->priority_point) return;
        const Board board = ruleset.MakeBoard(after);
        PriorityPoint point;
        point.seq = event.seq;
        point.turn = board.turn;
        point.step = board.step;
        point.holder = decision->player;
        point.chain_depth = static_cast<uint32_t>(board.chain.size());
        point.state_hash = StateHash(ruleset, after);
        if (event.seq < points.size()) points[event.seq] = std::move(point);
      }));
  PlayLine main_line;
  main_line.seqs = SeqsOf(effective);
  index.lines.push_back(std::move(main_line));
  for (const Event& event : log) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (judge == nullptr || !std::holds_alternative<BackUp>(judge->action)) continue;
    // The line as it stood right before the back-up: ComputeEffectiveLine accepted the whole log,
    // so it accepts every prefix.
    TJ_ASSIGN_OR_RETURN(EffectiveLine before, ComputeEffectiveLine(log.first(event.seq - 1)));
    PlayLine branch;
    branch.branch = static_cast<uint32_t>(index.lines.size());
    branch.left_by_seq = event.seq;
    branch.seqs = SeqsOf(before);
    index.lines.push_back(std::move(branch));
  }
  for (PlayLine& line : index.lines) {
    for (uint32_t seq : line.seqs) {
      if (!points[seq]) continue;
      PriorityPoint point = *points[seq];
      point.number = static_cast<uint32_t>(line.points.size() + 1);
      line.points.push_back(std::move(point));
    }
  }
  return index;
}

Result<PositionAddress> ParsePosition(std::string_view text) {
  const std::string forms =
      "a position is a seq (57), a priority point (P12), or either on a branch (b1:P40, b1:57)";
  auto bad = [&](const std::string& why) {
    return Status::InvalidInput("position '" + std::string(text) + "': " + why + "; " + forms);
  };
  PositionAddress address;
  std::string_view rest = text;
  if (const size_t colon = rest.find(':'); colon != std::string_view::npos) {
    std::string_view branch = rest.substr(0, colon);
    if (branch.size() < 2 || (branch[0] != 'b' && branch[0] != 'B')) {
      return bad("'" + std::string(branch) + "' is not a branch (b1, b2, ...)");
    }
    std::optional<uint32_t> k = ParseCount(branch.substr(1));
    if (!k) return bad("'" + std::string(branch) + "' is not a branch (b1, b2, ...)");
    address.branch = *k;
    rest = rest.substr(colon + 1);
  }
  if (!rest.empty() && (rest[0] == 'P' || rest[0] == 'p')) {
    address.priority_point = true;
    rest = rest.substr(1);
  }
  std::optional<uint32_t> number = ParseCount(rest);
  if (!number) return bad("'" + std::string(rest) + "' is not a number from 1");
  address.number = *number;
  return address;
}

Result<ResolvedPosition> ResolvePosition(const PositionIndex& index,
                                         const PositionAddress& address) {
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

Result<std::vector<uint32_t>> LineThrough(std::span<const Event> log, uint32_t seq) {
  if (seq == 0 || seq > log.size()) {
    return Status::InvalidInput("seq " + std::to_string(seq) + ": the game has " +
                                std::to_string(log.size()) + " events");
  }
  // The rules of ComputeEffectiveLine, on seqs. `decision[i]`: line[i] is a decision;
  // `result[i]`: a declared result.
  std::vector<uint32_t> line;
  std::vector<bool> decision;
  std::vector<bool> result;
  for (const Event& event : log.first(seq)) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (IsFolded(event)) {
      line.push_back(event.seq);
      decision.push_back(IsDecision(event));
      result.push_back(IsResult(event));
      continue;
    }
    const std::string where = "seq " + std::to_string(event.seq);
    if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
      size_t last = line.size();
      while (last > 0 && !decision[last - 1]) --last;
      if (last == 0 || line[last - 1] != reverse->seq) {
        return Status::InvalidInput(where + ": reverses seq " + std::to_string(reverse->seq) +
                                    ", which is not the latest effective decision");
      }
      const auto declared =
          std::find(result.begin() + static_cast<ptrdiff_t>(last - 1), result.end(), true);
      if (declared != result.end()) {
        return Status::InvalidInput(
            where + ": reverses seq " + std::to_string(reverse->seq) +
            ", but the judge declared the game's result at seq " +
            std::to_string(line[static_cast<size_t>(declared - result.begin())]) +
            " after it; a declared result is taken back only by a back-up (rewind) to a position "
            "before it");
      }
      line.resize(last - 1);
      decision.resize(last - 1);
      result.resize(last - 1);
    } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
      auto point = std::find(line.begin(), line.end(), back_up->after_seq);
      if (point == line.end()) {
        return Status::InvalidInput(where + ": backs up to seq " +
                                    std::to_string(back_up->after_seq) +
                                    ", which is not on the effective line");
      }
      const size_t keep = static_cast<size_t>(point - line.begin()) + 1;
      line.resize(keep);
      decision.resize(keep);
      result.resize(keep);
    }
  }
  return line;
}

}  // namespace tcgjudge
