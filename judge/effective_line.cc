#include "judge/effective_line.h"

#include <algorithm>

namespace tcgjudge {

Result<EffectiveLine> ComputeEffectiveLine(std::span<const Event> log) {
  EffectiveLine line;
  for (const Event& event : log) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (IsFolded(event)) {  // A fact, a decision or a declared result.
      line.events.push_back(event);
      continue;
    }
    const std::string where = "seq " + std::to_string(event.seq);
    if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
      // 902(1): the latest effective decision, and the facts that came after it.
      auto last_decision =
          std::find_if(line.events.rbegin(), line.events.rend(),
                       [](const Event& e) { return std::holds_alternative<Decision>(e.body); });
      if (last_decision == line.events.rend() || last_decision->seq != reverse->seq) {
        return Status::InvalidInput(
            where + ": reverses seq " + std::to_string(reverse->seq) +
            ", which is not the latest effective decision" +
            (last_decision == line.events.rend()
                 ? std::string("")
                 : " (that is seq " + std::to_string(last_decision->seq) + ")") +
            "; going back further is a back-up (rewind)");
      }
      const auto first = last_decision.base() - 1;
      // a declared result after the decision is the judge's, and only a back-up (to a
      // position before it) takes it back.
      const auto result = std::find_if(first, line.events.end(), IsResult);
      if (result != line.events.end()) {
        return Status::InvalidInput(where + ": reverses seq " + std::to_string(reverse->seq) +
                                    ", but the judge declared the game's result at seq " +
                                    std::to_string(result->seq) +
                                    " after it; a declared result is taken back only by a "
                                    "back-up (rewind) to a position before it");
      }
      for (auto it = first; it != line.events.end(); ++it) line.reversed.push_back(it->seq);
      line.events.erase(first, line.events.end());
    } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
      auto point = std::find_if(line.events.begin(), line.events.end(),
                                [&](const Event& e) { return e.seq == back_up->after_seq; });
      if (point == line.events.end()) {
        return Status::InvalidInput(where + ": backs up to seq " +
                                    std::to_string(back_up->after_seq) +
                                    ", which is not on the effective line");
      }
      for (auto it = point + 1; it != line.events.end(); ++it) line.superseded.push_back(it->seq);
      line.events.erase(point + 1, line.events.end());
    }
  }
  return line;
}

}  // namespace tcgjudge
