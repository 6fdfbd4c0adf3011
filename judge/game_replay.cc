#include "judge/game_replay.h"

#include <string>

namespace tcgjudge {

Status GameReplay::Take(const Event& event, const ReplayVisitor& visit) {
  const size_t first_violation = violations_.size();
  if (events_.empty()) {
    if (!IsHeader(event)) return Status::InvalidInput("seq 1: a game log starts with its header");
    TJ_ASSIGN_OR_RETURN(LineChange change, lines_.Take(event));
    auto start = ruleset_.Start(std::get<Header>(event.body), &violations_);
    if (!start.ok()) return start.status().WithContext("seq 1");
    events_.push_back(&event);
    state_ = std::move(start).value();
    checkpoints_.emplace_back(1, state_->Clone());
    last_violations_ = first_violation;
    if (visit) visit(ReplayStep{event, *state_, 1, true, 0, last_violations(), change});
    return Status::Ok();
  }
  TJ_ASSIGN_OR_RETURN(LineChange change, lines_.Take(event));
  events_.push_back(&event);
  const std::vector<uint32_t>& line = lines_.line();
  uint32_t before_seq = 0;
  if (IsFolded(event)) {  // A fact, a decision or a declared result: the line grew by it.
    before_seq = line[line.size() - 2];
    auto violations = ruleset_.Apply(*state_, event);
    if (!violations.ok()) {
      return violations.status().WithContext("seq " + std::to_string(event.seq));
    }
    for (Violation& v : violations.value()) violations_.push_back(std::move(v));
    if (line.size() % kCheckpointEvery == 0) {
      checkpoints_.emplace_back(line.size(), state_->Clone());
    }
  } else if (!change.undone.empty() || !change.restored.empty()) {  // A reverse, a back-up or a
    Refold(change.kept);                                            // restore moved the line.
  }
  last_violations_ = first_violation;
  if (visit) {
    visit(ReplayStep{event, *state_, line.back(), IsFolded(event), before_seq, last_violations(),
                     change});
  }
  return Status::Ok();
}

void GameReplay::Refold(size_t kept) {
  TJ_CHECK(kept >= 1);
  while (checkpoints_.back().first > kept) checkpoints_.pop_back();
  const size_t first = checkpoints_.back().first;
  state_ = checkpoints_.back().second->Clone();
  const std::vector<uint32_t>& line = lines_.line();
  for (size_t i = first; i < line.size(); ++i) {
    // These events were folded in these very positions before: the fold is deterministic.
    auto again = ruleset_.Apply(*state_, *events_[line[i] - 1]);
    TJ_CHECK_MSG(again.ok(), "an event of the effective line folds again where it folded before");
    if (i + 1 > kept && (i + 1) % kCheckpointEvery == 0) {
      checkpoints_.emplace_back(i + 1, state_->Clone());
    }
  }
}

Result<GameReplay> GameReplay::Resume(const Ruleset& ruleset, std::span<const Event> log,
                                      std::unique_ptr<GameState> state) {
  TJ_CHECK(state != nullptr);
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  GameReplay replay(ruleset);
  for (const Event& event : log) {
    TJ_RETURN_IF_ERROR(replay.lines_.Take(event).status());
    replay.events_.push_back(&event);
  }
  std::vector<Violation> ignored;  // The header's, reported by the replay that stored the log.
  auto start = ruleset.Start(std::get<Header>(log.front().body), &ignored);
  if (!start.ok()) return start.status().WithContext("seq 1");
  replay.checkpoints_.emplace_back(1, std::move(start).value());
  const size_t on_line = replay.lines_.line().size();
  if (on_line > 1) replay.checkpoints_.emplace_back(on_line, state->Clone());
  replay.state_ = std::move(state);
  return replay;
}

Result<GameReplay> ReplayGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReplayVisitor& visit) {
  if (log.empty()) return Status::InvalidInput("seq 1: a game log starts with its header");
  GameReplay replay(ruleset);
  for (const Event& event : log) TJ_RETURN_IF_ERROR(replay.Take(event, visit));
  return replay;
}

}  // namespace tcgjudge
