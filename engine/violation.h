// Violation: a recorded decision that the rules forbid where it was made (DESIGN.md).
//
// A recorded game keeps what happened at the table, so an illegal decision that can physically
// happen is applied and flagged with a Violation; the judge decides the remedy. Violations are
// values the engine returns, never exceptions and never log lines.

#ifndef TCGJUDGE_ENGINE_VIOLATION_H_
#define TCGJUDGE_ENGINE_VIOLATION_H_

#include <cstdint>
#include <string>
#include <vector>

#include "events/seat.h"

namespace tcgjudge {

struct Violation {
  std::string code;                // Stable, e.g. "zero.attack.entered-this-turn".
  std::vector<std::string> rules;  // Rule numbers, e.g. {"318(6)", "900(2)"}.
  Seat player = Seat::kA;          // Who made the illegal decision.
  uint32_t seq = 0;                // The event that made it.
  std::string message;  // Plain words a judge can read aloud, ending with the rules in brackets.
  // The rules themselves remedy it (rise §707.2: an action the player cannot complete is undone
  // and the player gets priority back): the engine applied the remedy, and there is nothing for
  // a judge to reverse (JudgeTexts::remedied_by_rules says so in the ruleset's words).
  bool remedied_by_rules = false;

  bool operator==(const Violation&) const = default;
};

// "A12 少年悟空 cannot attack: ... (318(6), 900(2))": `text` followed by the rule list.
std::string WithRules(const std::string& text, const std::vector<std::string>& rules);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_VIOLATION_H_
