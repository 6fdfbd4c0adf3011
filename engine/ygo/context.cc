#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

void Context::Flag(Rule rule, Seat player, const std::string& text) {
  const RuleInfo& info = InfoOf(rule);
  std::vector<std::string> sections(info.sections.begin(), info.sections.end());
  violations.push_back(
      Violation{std::string(info.code), sections, player, seq, WithRules(text, sections)});
}

std::string Context::Name(CardId id) const { return id.ToString() + " " + Info(id).name; }

}  // namespace tcgjudge::ygo
