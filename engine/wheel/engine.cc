#include "engine/wheel/engine.h"

#include <algorithm>

#include "engine/wheel/candidates.h"
#include "engine/wheel/paper.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {

Result<State> WheelEngine::Start(const Header& header, std::vector<Violation>* violations) const {
  return StartGame(header, cards_, violations);
}

Status WheelEngine::ApplyFact(State& s, const Fact& fact, uint32_t seq,
                              std::vector<Violation>* violations) const {
  if (IsPaperFact(fact)) {
    if (!s.paper) {
      return Status::InvalidInput(
          "a paper game's fact in a game with no recorder (docs/paper-games.md)");
    }
    const auto* reveal = std::get_if<RevealFact>(&fact);
    if (reveal != nullptr && RevealKeepsTheRecordPossible(s, *reveal)) {
      Context c(s, cards_, seq);  // Nothing refuses it: in place.
      ApplyPossibleReveal(c, *reveal);
      if (violations != nullptr) {
        violations->insert(violations->end(), c.violations.begin(), c.violations.end());
      }
      return Status::Ok();
    }
    State next = s;  // A refused fact leaves `s` as it was.
    Context c(next, cards_, seq);
    TJ_RETURN_IF_ERROR(ApplyPaperFact(c, fact));
    s = std::move(next);
    if (violations != nullptr) {
      violations->insert(violations->end(), c.violations.begin(), c.violations.end());
    }
    return Status::Ok();
  }
  const auto* shuffle = std::get_if<ShuffleFact>(&fact);
  if (shuffle == nullptr) {
    return Status::InvalidInput(
        "永恒之轮 has no coin, die or random pick: only shuffles are facts of its games");
  }
  State next = s;  // A refused fact leaves `s` as it was.
  Context c(next, cards_, seq);
  TJ_RETURN_IF_ERROR(ApplyShuffle(c, *shuffle));
  s = std::move(next);
  return Status::Ok();
}

Status WheelEngine::Apply(State& s, Seat player, const Move& move, uint32_t seq,
                          std::vector<Violation>* violations) const {
  Context c(s, cards_, seq);
  TJ_RETURN_IF_ERROR(ApplyMove(c, player, move));  // Refused before anything changes.
  violations->insert(violations->end(), c.violations.begin(), c.violations.end());
  return Status::Ok();
}

Result<Problems> WheelEngine::Check(const State& s, Seat player, const Move& move) const {
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  return CheckMove(c, player, move);
}

std::vector<Move> WheelEngine::LegalMoves(const State& s) const {
  if (s.over || s.wait == Wait::kShuffle) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  std::vector<Move> out = LegalAmong(
      s.waiting_for, [&](Seat player, bool broad) { return Candidates(c, player, broad); },
      [&](Seat player, const Move& move) { return CheckMove(c, player, move); });
  out.emplace_back(Concede{});
  return out;
}

std::vector<WheelEngine::IllegalMove> WheelEngine::IllegalMoves(const State& s) const {
  if (s.over || s.wait == Wait::kShuffle) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  return IllegalAmong([&](Seat player, bool broad) { return Candidates(c, player, broad); },
                      [&](Seat player, const Move& move) { return CheckMove(c, player, move); },
                      [](const Problem& problem) { return InfoOf(problem.rule).code; });
}

}  // namespace tcgjudge::wheel
