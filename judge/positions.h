// Positions of a recorded game (docs/positions.md): the position right after each event, the
// lines of play (the effective line and the branches back-ups left behind), and the priority
// points numbered P1..Pm along each line.
//
// The position after event S is the fold of the effective line of events 1..S: the game as it
// stood right after S was recorded. For a header, fact or decision this is the same on every line
// that holds S (a line only grows at its end and is only cut back), so each such event has one
// position, whichever branch it is reached on; a reverse or back-up's position is the one it
// returns to.

#ifndef TCGJUDGE_JUDGE_POSITIONS_H_
#define TCGJUDGE_JUDGE_POSITIONS_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"
#include "judge/game_replay.h"

namespace tcgjudge {

// A position where a player holds priority (the ruleset's DecisionPoint with a holder).
struct PriorityPoint {
  uint32_t number = 0;  // n of Pn: 1-based along its line.
  uint32_t seq = 0;     // Reached right after this event.
  uint32_t turn = 0;
  std::string step;
  Seat holder = Seat::kA;
  uint32_t chain_depth = 0;  // Links on the chain.
  uint64_t state_key = 0;    // Ruleset::StateKey of the position.
  bool operator==(const PriorityPoint&) const = default;
};

// One line of play: the header, facts and decisions a fold reads, in order.
struct PlayLine {
  uint32_t branch = 0;  // 0: the effective line; k: branch bk, left behind by the k-th back-up.
  uint32_t left_by_seq = 0;           // For a branch: the seq of the back-up that left it.
  std::vector<uint32_t> seqs;         // Its events, header first.
  std::vector<PriorityPoint> points;  // P1..Pm along it.
};

// "P12" on the effective line, "b1:P40" on branch b1.
std::string PointLabel(uint32_t branch, uint32_t number);

struct PositionIndex {
  uint32_t last_seq = 0;
  std::vector<PlayLine> lines;  // lines[0]: the effective line; lines[k]: branch bk.

  // The priority point reached right after `seq`, on the lowest-numbered line that holds it
  // (its number is the same on every line that holds it); nullptr if that position is no
  // priority point or `seq` is on no line (a reversed decision, a judge event).
  const PriorityPoint* PointAfter(uint32_t seq, uint32_t* branch = nullptr) const;
  // The latest priority point of the effective line reached before event `seq` (right after an
  // earlier event): where a back-up to undo `seq` returns to. nullptr if there is none.
  const PriorityPoint* PointBefore(uint32_t seq) const;
};

// Collects the priority points of a replay (judge/game_replay.h) as it takes each event, and
// numbers them along every line at the end.
class PositionIndexer {
 public:
  // Whether each point records the state key of its position (PriorityPoint::state_key) and its
  // clock (turn, step, chain depth), as the stored index and `log --json` show them: the key is
  // kept as the replay folds, so this costs what changed since the point before, not the state.
  // Without, those stay 0 and empty and the indexer asks a position only who holds priority
  // (Ruleset::PriorityHolder): the labels (Pn) the audit's remedies name.
  enum class Keys : uint8_t { kRecord, kSkip };
  explicit PositionIndexer(const Ruleset& ruleset, Keys keys = Keys::kRecord)
      : ruleset_(ruleset), keys_(keys) {}
  void Add(const ReplayStep& step);
  PositionIndex Finish(const LineBook& lines) &&;
  // The priority point after each seq taken so far (index: the seq; [0] unused), unnumbered
  // (number 0): the same on every line, so a store can keep it by seq (judge/positions_store.h).
  const std::vector<std::optional<PriorityPoint>>& points() const { return points_; }

 private:
  const Ruleset& ruleset_;
  Keys keys_;
  std::vector<std::optional<PriorityPoint>> points_;
};

// The position index of a log whose lines are `lines`, from the priority point after each of its
// seqs (`points[seq]`, unnumbered; missing or nullopt: none): numbers them along every line.
PositionIndex IndexFromPoints(std::span<const std::optional<PriorityPoint>> points,
                              const LineBook& lines);

// Indexes every line and priority point of `log` (header first). Refuses, naming the seq, what
// ReviewGame refuses.
Result<PositionIndex> IndexPositions(const Ruleset& ruleset, std::span<const Event> log);

// A position as a judge names it, the same in every command (docs/positions.md): "P12" (the 12th
// priority point of the effective line), "after:57" (right after seq 57), "b1:P40" (of branch
// b1), "b1:after:57" (seq 57, which must be on branch b1), "before:57" (the position event 57 was
// applied to: right after the event before it on the lowest line that holds it; a priority point
// if that position is one). Case-sensitive ("p12" and "B1:" are refused, naming the right
// spelling); a bare number is refused as ambiguous (issue 31: `--to 53` meant seq 53, not P53).
struct PositionAddress {
  std::optional<uint32_t> branch;  // "bK:" given.
  bool priority_point = false;     // "Pn" rather than a seq.
  uint32_t number = 0;             // n or the seq.
  bool before = false;             // "before:SEQ": `number` is that seq.
  bool operator==(const PositionAddress&) const = default;
};

// kInvalidInput with the accepted forms for anything else.
Result<PositionAddress> ParsePosition(std::string_view text);

// A position found in a game.
struct ResolvedPosition {
  uint32_t seq = 0;     // The position right after this event.
  uint32_t branch = 0;  // The line it lies on (the addressed one, else the lowest holding it).
  bool on_line = true;  // False for a reversed decision, which no line holds.
  const PriorityPoint* point = nullptr;  // When the position is a priority point.
  std::string label;                     // "P12 (after seq 57)", "after seq 25 (reversed)".
};

// kInvalidInput (kNotFound for a game too short) naming what does not exist: a seq past the
// log, a branch the game does not have, a Pn past the line's last, a seq not on the branch.
Result<ResolvedPosition> ResolvePosition(const PositionIndex& index,
                                         const PositionAddress& address);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_POSITIONS_H_
