// The fold of a stored game log, event by event: the one loop that follows the effective line
// through reversals and back-ups (judge/effective_line.h), used by the review, the audit, the
// position index, the snapshots, the viewer and every command that records or reads a game.
//
// It folds each event once, in place (Ruleset::Apply), and keeps a copy of the position every
// kCheckpointEvery events of the effective line; a reversal, a back-up or a restore returns to
// the position it names by folding the line again from the nearest copy at or before it. Memory is
// a copy per kCheckpointEvery events, not one per event.

#ifndef TCGJUDGE_JUDGE_GAME_REPLAY_H_
#define TCGJUDGE_JUDGE_GAME_REPLAY_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"

namespace tcgjudge {

// A copy of the position is kept after every this many events of the effective line.
inline constexpr size_t kCheckpointEvery = 64;

// One event of the log as the replay took it.
struct ReplayStep {
  const Event& event;
  // The position after it: for a header, fact, decision or declared result, the one it leads to;
  // for any other judge event, the one it leaves the game in (a reverse: the position before the
  // reversed decision; a back-up: the position after its afterSeq; a restore: the position
  // after the line it restores; rulings, penalties and notes: the position as it was).
  const GameState& state;
  uint32_t at_seq = 0;      // The event whose position `state` is: this one, or for a judge event
                            // that is not folded the last event of the effective line.
  bool folded = false;      // A header, fact, decision or declared result.
  uint32_t before_seq = 0;  // Folded: the seq of the position it was applied to; 0: the header.
  std::span<const Violation> violations;  // The violations it committed.
  const LineChange& change;
};
using ReplayVisitor = std::function<void(const ReplayStep& step)>;

class GameReplay {
 public:
  explicit GameReplay(const Ruleset& ruleset) : ruleset_(ruleset) {}

  // The replay of `log` (header first, seqs 1..n) continued from `state`, the position after its
  // effective line as read from a snapshot (judge/snapshot_cache.h ReadPosition), without folding
  // the log: its lines are taken from the events alone. violations() then holds only the
  // violations of the events taken after it; a reverse, back-up or restore taken after it folds
  // again from the header where no copy of the position it returns to is kept. Refuses what
  // LineBook::Take refuses. `log` must outlive the replay.
  static Result<GameReplay> Resume(const Ruleset& ruleset, std::span<const Event> log,
                                   std::unique_ptr<GameState> state);

  // Takes the log's next event, the header first: folds it, or moves the position as its judge
  // event says. Refuses, naming the seq ("seq N: ..."), an event the ruleset cannot apply and a
  // judge event that names no valid position (LineBook::Take); the replay is then unusable.
  // `event` must outlive the replay: a reversal or back-up folds earlier events again.
  Status Take(const Event& event, const ReplayVisitor& visit = nullptr);

  // The position after the effective line (Take must have taken the header).
  const GameState& state() const { return *state_; }
  std::unique_ptr<GameState> TakeState() { return std::move(state_); }
  const LineBook& lines() const { return lines_; }
  // Every violation, in the order committed (seq order); those of the last event taken.
  const std::vector<Violation>& violations() const { return violations_; }
  std::span<const Violation> last_violations() const {
    return std::span<const Violation>(violations_).subspan(last_violations_);
  }

 private:
  // Makes `state_` the position after the effective line, from the nearest checkpoint at or before
  // its first `kept` events (those the line kept when it moved; the copies after them were of
  // the line it left). A restore's events after them are folded again and copied as they pass.
  void Refold(size_t kept);

  const Ruleset& ruleset_;
  LineBook lines_;
  std::vector<const Event*> events_;  // By seq - 1.
  std::unique_ptr<GameState> state_;
  // Copies of the position after the first `first` events of the effective line, ascending.
  std::vector<std::pair<size_t, std::unique_ptr<GameState>>> checkpoints_;
  std::vector<Violation> violations_;
  size_t last_violations_ = 0;
};

// Replays `log` (header first, seqs 1..n); `visit` sees every event as it is taken.
Result<GameReplay> ReplayGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReplayVisitor& visit = nullptr);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_GAME_REPLAY_H_
