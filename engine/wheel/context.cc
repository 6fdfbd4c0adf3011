#include "engine/wheel/context.h"

namespace tcgjudge::wheel {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

Violation MakeViolation(Rule rule, Seat player, uint32_t seq, const std::string& text) {
  const RuleInfo& info = InfoOf(rule);
  std::vector<std::string> sections(info.sections.begin(), info.sections.end());
  return Violation{std::string(info.code), sections, player, seq, WithRules(text, sections)};
}

void Context::Flag(Rule rule, Seat player, const std::string& text) {
  violations.push_back(MakeViolation(rule, player, seq, text));
}

std::string Context::Name(CardId id) const {
  const cards::Card* known = Known(id);
  return id.ToString() + " " + (known != nullptr ? known->name : std::string("(unknown card)"));
}

}  // namespace tcgjudge::wheel
