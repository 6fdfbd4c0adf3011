// Replaying a stored game log event by event, as the audit and the recording commands need it:
// the engine's state hash after every event (what the log records in Event.state_hash), every
// violation with its standing, and which judge event undid it.
//
// This is the fold of judge/review.h (ReviewGame) with per-event results; the two agree on the
// final state and the violations (tests/judge/replay_test.cc checks it on the sample games).

#ifndef TCGJUDGE_JUDGE_REPLAY_H_
#define TCGJUDGE_JUDGE_REPLAY_H_

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"
#include "judge/review.h"

namespace tcgjudge {

struct LogReplay {
  // state_hashes[i]: StateHash of the position after log[i]. The header's is the state Start()
  // builds; a judge event's is the position it leaves the game in (for a reverse, the position
  // before the reversed decision, 902; for a back-up, the position after its afterSeq; a
  // declared result, the game over with it; rulings, penalties and notes leave the position as
  // it was).
  std::vector<uint64_t> state_hashes;
  std::vector<ReviewedViolation> violations;  // In seq order, as ReviewGame gives them.
  // For each reversed or superseded seq: the judge event that took it off the effective line.
  std::map<uint32_t, uint32_t> undone_by;
  EffectiveLine line;
  std::unique_ptr<GameState> state;  // After the whole log.
};

// Replays `log` (header first, seqs 1..n). Refuses as ReviewGame does: an event the ruleset
// cannot apply, a judge event that names no valid position ("seq N: ...").
Result<LogReplay> ReplayLog(const Ruleset& ruleset, std::span<const Event> log);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REPLAY_H_
