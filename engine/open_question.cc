#include "engine/open_question.h"

#include <algorithm>

namespace tcgjudge {
namespace {

const OpenQuestion::Branch* BranchOf(const OpenQuestion& question, const std::string& code) {
  for (const OpenQuestion::Branch& branch : question.breaking) {
    if (branch.card_code == code) return &branch;
  }
  return nullptr;
}

}  // namespace

std::string OpenQuestion::Describe() const {
  std::string codes;
  for (size_t i = 0; i < breaking.size(); ++i) {
    if (i > 0) codes += i + 1 == breaking.size() ? " or " : ", ";
    codes += breaking[i].card_code;
  }
  std::string rule_list;
  for (size_t i = 0; i < rules.size(); ++i) rule_list += (i > 0 ? ", " : "") + rules[i];
  return card.ToString() + "'s code decides whether " + std::string(1, SeatLetter(player)) +
         "'s decision at event " + std::to_string(seq) + " breaks " + rule_list + ": it does if " +
         card.ToString() + " is " + codes;
}

Settled SettleWith(const OpenQuestion& question, const std::vector<std::string>& possible) {
  const auto breaks = [&](const std::string& code) { return BranchOf(question, code) != nullptr; };
  if (possible.empty()) return Settled::kOpen;  // An impossible record settles nothing.
  if (std::all_of(possible.begin(), possible.end(), breaks)) return Settled::kViolation;
  if (std::none_of(possible.begin(), possible.end(), breaks)) return Settled::kLegal;
  return Settled::kOpen;
}

Violation SettledViolation(const OpenQuestion& question, const std::vector<std::string>& possible,
                           const std::string& how) {
  const OpenQuestion::Branch* branch = nullptr;
  for (const std::string& code : possible) {
    if ((branch = BranchOf(question, code)) != nullptr) break;
  }
  const std::string text = (branch != nullptr ? branch->message : question.Describe()) + " (" +
                           how + ")";
  return Violation{question.code, question.rules, question.player, question.seq,
                   WithRules(text, question.rules)};
}

}  // namespace tcgjudge
