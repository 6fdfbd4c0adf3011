#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

void Context::Flag(Rule rule, Seat player, const std::string& text) {
  const RuleInfo& info = InfoOf(rule);
  std::vector<std::string> sections(info.sections.begin(), info.sections.end());
  violations.push_back(
      Violation{std::string(info.code), sections, player, seq, WithRules(text, sections)});
}

std::string Context::Name(CardId id) const {
  const cards::Card* known = Known(id);
  return id.ToString() + " " + (known != nullptr ? known->name : std::string("(unknown card)"));
}

const cards::Card& Context::UnknownCard() {
  static const cards::Card* const kUnknown = [] {
    auto* card = new cards::Card();
    card->name = "(unknown card)";
    return card;
  }();
  return *kUnknown;
}

}  // namespace tcgjudge::ygo
