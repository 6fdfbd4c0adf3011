#include "engine/rise/engine.h"

#include <algorithm>

#include "engine/rise/candidates.h"
#include "engine/rise/targets.h"
#include "engine/rise/turn.h"

namespace tcgjudge::rise {

Result<State> RiseEngine::Start(const Header& header, std::vector<Violation>* violations) const {
  return StartGame(header, cards_, violations);
}

Status RiseEngine::ApplyFact(State& s, const Fact& fact, uint32_t seq) const {
  const auto* shuffle = std::get_if<ShuffleFact>(&fact);
  const auto* pick = std::get_if<RandomPickFact>(&fact);
  if (shuffle == nullptr && pick == nullptr) {
    return Status::InvalidInput(
        "崛起TCG records no coin or die yet: only shuffles and random picks are facts of "
        "its games (docs/rule-coverage-rise.md)");
  }
  State next = s;  // A refused fact leaves `s` as it was.
  Context c(next, cards_, seq);
  TJ_RETURN_IF_ERROR(shuffle != nullptr ? ApplyShuffle(c, *shuffle) : ApplyRandomPick(c, *pick));
  s = std::move(next);
  return Status::Ok();
}

Status RiseEngine::Apply(State& s, Seat player, const Move& move, uint32_t seq,
                         std::vector<Violation>* violations, bool* rewound) const {
  Context c(s, cards_, seq);
  TJ_RETURN_IF_ERROR(ApplyMove(c, player, move, rewound));  // Refused before anything changes.
  violations->insert(violations->end(), c.violations.begin(), c.violations.end());
  return Status::Ok();
}

Result<Problems> RiseEngine::Check(const State& s, Seat player, const Move& move) const {
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  return CheckMove(c, player, move);
}

std::vector<Move> RiseEngine::LegalMoves(const State& s) const {
  if (s.over || s.wait == Wait::kShuffle || s.wait == Wait::kRandomPick) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  std::vector<Move> out = LegalAmong(
      s.waiting_for, [&](Seat player, bool broad) { return Candidates(c, player, broad); },
      [&](Seat player, const Move& move) { return CheckMove(c, player, move); });
  out.emplace_back(Concede{});
  return out;
}

std::vector<RiseEngine::IllegalMove> RiseEngine::IllegalMoves(const State& s) const {
  if (s.over || s.wait == Wait::kShuffle || s.wait == Wait::kRandomPick) return {};
  Context c(const_cast<State&>(s), cards_, 0);  // Only read.
  return IllegalAmong([&](Seat player, bool broad) { return Candidates(c, player, broad); },
                      [&](Seat player, const Move& move) { return CheckMove(c, player, move); },
                      [](const Problem& problem) { return InfoOf(problem.rule).code; });
}

}  // namespace tcgjudge::rise
