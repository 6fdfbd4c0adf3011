// ZeroRuleset::LegalDecisions and IllegalDecisions, derived from the candidates of candidates.h
// and the check Apply runs (engine/derived_decisions.h): a move is legal when Apply flags nothing
// for it, and an injected illegal decision is a move Apply flags for exactly one rule, with that
// rule's code. Neither list restates a rule, so neither can disagree with Apply.

#include "engine/derived_decisions.h"
#include "engine/zero/candidates.h"
#include "engine/zero/game.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {

Result<std::vector<Violation>> ZeroRuleset::Check(State& state, Seat player,
                                                  const Decision& decision) const {
  return InPlace(
      state, /*seq=*/0, [&](Game& game) { return game.ApplyDecision(player, decision); },
      /*keep=*/false);
}

std::vector<Decision> ZeroRuleset::LegalDecisions(const GameState& game_state) const {
  State scratch = State::Of(game_state);  // The moves are tried on it, each undone.
  const Seat waiting = scratch.waiting_for;
  auto candidates = [&](Seat, bool) {
    Game game(scratch, cards_, 0);
    return PlayCandidates(game, cards_);
  };
  auto check = [&](Seat player, const Decision& move) { return Check(scratch, player, move); };
  return LegalAmong(waiting, candidates, check);
}

std::vector<Ruleset::IllegalDecision> ZeroRuleset::IllegalDecisions(
    const GameState& game_state) const {
  State scratch = State::Of(game_state);
  auto candidates = [&](Seat player, bool) {
    Game game(scratch, cards_, 0);
    return RuleBreakingCandidates(game, cards_, player);
  };
  auto check = [&](Seat player, const Decision& move) { return Check(scratch, player, move); };
  auto code_of = [](const Violation& violation) -> const std::string& { return violation.code; };
  std::vector<IllegalDecision> out;
  for (auto& illegal : IllegalAmong(candidates, check, code_of)) {
    out.push_back({illegal.player, std::move(illegal.move), std::move(illegal.code)});
  }
  return out;
}

}  // namespace tcgjudge::zero
