#include "engine/paper_fold.h"

#include <algorithm>
#include <optional>

namespace tcgjudge {

BindingSource BindingSourceOf(RevealSource source) {
  switch (source) {
    case RevealSource::kTable:
      return BindingSource::kTableReveal;
    case RevealSource::kJudge:
      return BindingSource::kJudgeObservation;
    case RevealSource::kClaim:
      return BindingSource::kPlayerClaim;
  }
  return BindingSource::kTableReveal;
}

Status RefuseImpossibleRecord(const SeatKnowledge& knowledge, Seat seat, const std::string& fact,
                              std::string_view reading) {
  const std::optional<Contradiction> contradiction = knowledge.Check();
  if (!contradiction) return Status::Ok();
  return Status::InvalidInput(
      fact + ": the record is impossible: " + knowledge.Describe(*contradiction, SeatLetter(seat)) +
      " (a recording problem, not a player's violation; " + std::string(reading) + ")");
}

void SettleOpenQuestions(std::vector<OpenQuestion>& questions, uint32_t seq,
                         const std::function<std::vector<std::string>(CardId)>& possible_codes,
                         std::vector<Violation>& violations) {
  for (size_t i = 0; i < questions.size();) {
    const OpenQuestion& q = questions[i];
    const std::vector<std::string> possible = possible_codes(q.card);
    const Settled settled = SettleWith(q, possible);
    if (settled == Settled::kOpen) {
      ++i;
      continue;
    }
    if (settled == Settled::kViolation) {
      std::string codes;
      for (size_t k = 0; k < possible.size(); ++k) codes += (k > 0 ? ", " : "") + possible[k];
      violations.push_back(
          SettledViolation(q, possible,
                           "settled at event " + std::to_string(seq) + ": " + q.card.ToString() +
                               " is " + (possible.size() == 1 ? codes : "one of " + codes)));
    }
    questions.erase(questions.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

void MoveToPileEnd(std::vector<CardId>& deck, CardId card, PileEnd end) {
  std::erase(deck, card);
  if (end == PileEnd::kTop) {
    deck.insert(deck.begin(), card);
  } else {
    deck.push_back(card);
  }
}

}  // namespace tcgjudge
