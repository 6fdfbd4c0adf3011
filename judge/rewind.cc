#include "judge/rewind.h"

#include <algorithm>

namespace tcgjudge {

Result<Event> MakeBackUpEvent(std::span<const Event> log, const PositionIndex& index,
                              const ResolvedPosition& to, const RewindRequest& request) {
  if (log.empty() || index.lines.empty()) {
    return Status::InvalidInput("rewind: the game has no events");
  }
  const PlayLine& effective = index.lines.front();
  if (!to.on_line || to.branch != 0 ||
      !std::binary_search(effective.seqs.begin(), effective.seqs.end(), to.seq)) {
    return Status::InvalidInput("rewind: " + to.label +
                                " is not on the effective line (a back-up returns to a priority "
                                "point of the line the game is on; `tcgjudge log` numbers them)");
  }
  if (to.point == nullptr) {
    return Status::InvalidInput("rewind: " + to.label +
                                " is no priority point (nobody holds priority there; `tcgjudge "
                                "log` shows the priority points P1, P2, ...)");
  }
  if (to.seq == effective.seqs.back()) {
    return Status::InvalidInput("rewind: " + to.label +
                                " is the current position; there is nothing to back up");
  }
  Event event;
  event.game = log.front().game;
  event.seq = static_cast<uint32_t>(log.size() + 1);
  event.time = request.time;
  event.actor = JudgeActor{request.judge_id};
  JudgeAction action;
  action.rules = request.rules;
  action.text = request.note.empty() ? "back-up to " + to.label : request.note;
  action.action = BackUp{to.seq};
  event.body = std::move(action);
  return event;
}

}  // namespace tcgjudge
