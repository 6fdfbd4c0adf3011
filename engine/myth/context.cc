#include "engine/myth/context.h"

namespace tcgjudge::myth {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

void Context::Flag(Rule rule, Seat player, const std::string& text) {
  const RuleInfo& info = InfoOf(rule);
  std::vector<std::string> sections(info.sections.begin(), info.sections.end());
  violations.push_back(
      Violation{std::string(info.code), sections, player, seq, WithRules(text, sections)});
}

const cards::Card& Context::Info(CardId id) const {
  const uint16_t def = s.Card(id).def;
  TJ_CHECK_MSG(def != CardState::kUnseen, "a card read before it was revealed");
  return cards[def];
}

std::string Context::Name(CardId id) const {
  const uint16_t def = s.Card(id).def;
  return id.ToString() + " " + (def == CardState::kUnseen ? "(unseen)" : cards[def].name);
}

}  // namespace tcgjudge::myth
