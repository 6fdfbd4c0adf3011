// A tiny ruleset for testing the game-neutral core: players alternately choose numbers 1..3 and
// add them to a running total; whoever brings it to 10 or more wins. Choosing a number outside
// 1..3 is flagged ("fake.number", rule "F1") but applied; a decision by the player not to move is
// refused as malformed; a concession ends the game.

#ifndef TCGJUDGE_TESTS_ENGINE_FAKE_RULESET_H_
#define TCGJUDGE_TESTS_ENGINE_FAKE_RULESET_H_

#include "engine/game_state.h"
#include "engine/ruleset.h"

namespace tcgjudge::testing {

struct FakeState : GameStateBase<FakeState> {
  static constexpr std::string_view kRulesetId = "fake";
  int32_t total = 0;
  Seat to_move = Seat::kA;
  std::optional<Seat> winner;
  bool operator==(const FakeState&) const = default;
};

class FakeRuleset final : public Ruleset {
 public:
  std::string_view Id() const override { return "fake"; }
  bool SupportsVersion(std::string_view version) const override { return version == "1"; }
  Result<std::unique_ptr<GameState>> Start(const Header& header,
                                           std::vector<Violation>* violations) const override;
  Pending Awaiting(const GameState& state) const override;
  std::optional<Seat> PriorityHolder(const GameState& state) const override;
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  // The fake game has no draws to declare: a declared winner wins; without one, nothing changes.
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override {
    if (end.winner) static_cast<FakeState&>(state).winner = end.winner;
    return Status::Ok();
  }
  std::vector<Decision> LegalDecisions(const GameState& state) const override;
  JudgeTexts Judging() const override {
    return JudgeTexts{{"F-1"}, "F-1", "F-1", "only the latest (F-1)", "no deck rules"};
  }
  Board DrawBoard(const GameState& state) const override;
  Clock ClockOf(const GameState& state) const override;
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;
};

// A header of the fake game (ruleset "fake", version "1", two one-card decks).
Header FakeHeader();

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_ENGINE_FAKE_RULESET_H_
