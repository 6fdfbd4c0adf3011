// WheelRuleset: the 永恒之轮 engine (wheel-of-eternity-rules.txt and its digest,
// ../shared/rulebooks/; the readings where it is silent or garbled in docs/rulings-wheel.md) as a
// Ruleset of the log: the log's decisions mapped onto the engine's moves (decisions.h MoveOf), the
// engine's legal and illegal moves onto the log's decisions, and the board, snapshots and keys.

#ifndef TCGJUDGE_ENGINE_WHEEL_WHEEL_RULESET_H_
#define TCGJUDGE_ENGINE_WHEEL_WHEEL_RULESET_H_

#include <memory>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/wheel/engine.h"
#include "engine/wheel/state.h"
#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {

// The rulebook edition the engine implements (Header.rulesetVersion): the one source there is.
inline constexpr std::string_view kRulebookVersion = "1";

class WheelRuleset final : public Ruleset {
 public:
  // `set`: the cards the games may use.
  explicit WheelRuleset(CardSet set);
  // The engine with the card set file at `cards_path` (docs/cards.md, "永恒之轮"), for the
  // command line's registry. Errors name the file, line, card and field.
  static Result<std::unique_ptr<Ruleset>> FromCardFile(const std::string& cards_path);

  std::string_view Id() const override { return State::kRulesetId; }
  bool SupportsVersion(std::string_view version) const override {
    return version == kRulebookVersion;
  }
  Result<std::unique_ptr<GameState>> Start(const Header& header,
                                           std::vector<Violation>* violations) const override;
  Pending Awaiting(const GameState& state) const override;
  // Paper games fold (engine/wheel/paper.h, docs/paper-games.md).
  bool FoldsPaperGames() const override { return true; }
  // A paper game's decisions whose legality waits for a card's identity, oldest first; none in an
  // omniscient game.
  std::vector<OpenQuestion> OpenQuestions(const GameState& state) const override;
  // A paper game's knowledge of each seat's cards (State::paper); nullptr in an omniscient game.
  const SeatKnowledge* Knowledge(const GameState& state, Seat seat) const override;
  std::optional<Seat> PriorityHolder(const GameState& state) const override;
  std::vector<::tcgjudge::Decision> LegalDecisions(const GameState& state) const override;
  std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const override;
  Result<Header> BotHeader(const std::string& game_id) const override;
  bool IsAttackDeclaration(const ::tcgjudge::Decision& decision) const override;
  JudgeTexts Judging() const override;
  // No side-decking between the duels of a match: SideboardsBetweenDuels() keeps the seam's
  // default, false (docs/rulings-wheel.md W-29).
  ::tcgjudge::Board DrawBoard(const GameState& state) const override;
  Clock ClockOf(const GameState& state) const override;
  TableLayout Table() const override;
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;  // snapshot.cc
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;

  const WheelEngine& engine() const { return engine_; }

 protected:
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override;

 private:
  WheelEngine engine_;
};

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_WHEEL_RULESET_H_
