// RiseRuleset: the 崛起TCG engine (rise-tcg-comprehensive-rules-1.00.txt and its digest,
// ../shared/rulebooks/; the readings where it is silent or garbled in docs/rulings-rise.md) as a
// Ruleset of the log: the log's decisions mapped onto the engine's moves (decisions.h MoveOf), the
// engine's legal and illegal moves onto the log's decisions, and the board, snapshots and keys.

#ifndef TCGJUDGE_ENGINE_RISE_RISE_RULESET_H_
#define TCGJUDGE_ENGINE_RISE_RISE_RULESET_H_

#include <memory>
#include <string>
#include <vector>

#include "engine/rise/engine.h"
#include "engine/rise/state.h"
#include "engine/ruleset.h"
#include "events/rise/card_set.h"

namespace tcgjudge::rise {

// The rulebook edition the engine implements (Header.rulesetVersion): comprehensive rules 1.00.
inline constexpr std::string_view kRulebookVersion = "1.00";

class RiseRuleset final : public Ruleset {
 public:
  // `set`: the cards the games may use.
  explicit RiseRuleset(CardSet set);
  // The engine with the card set file at `cards_path` (docs/cards.md, "崛起TCG"), for the
  // command line's registry. Errors name the file, line, card and field.
  static Result<std::unique_ptr<Ruleset>> FromCardFile(const std::string& cards_path);

  std::string_view Id() const override { return State::kRulesetId; }
  bool SupportsVersion(std::string_view version) const override {
    return version == kRulebookVersion;
  }
  Result<std::unique_ptr<GameState>> Start(const Header& header,
                                           std::vector<Violation>* violations) const override;
  Pending Awaiting(const GameState& state) const override;
  std::optional<Seat> PriorityHolder(const GameState& state) const override;
  std::vector<::tcgjudge::Decision> LegalDecisions(const GameState& state) const override;
  std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const override;
  Result<Header> BotHeader(const std::string& game_id) const override;
  bool IsAttackDeclaration(const ::tcgjudge::Decision& decision) const override;
  JudgeTexts Judging() const override;
  // §100.3: cards of the deck and the sideboard are exchanged between the duels of a match
  // (deck.h SideExchangeProblems; docs/rulings-rise.md R-34).
  bool SideboardsBetweenDuels() const override { return true; }
  std::vector<Violation> SideboardProblems(Seat seat, const Player& registered,
                                           const Player& played) const override;
  ::tcgjudge::Board DrawBoard(const GameState& state) const override;
  Clock ClockOf(const GameState& state) const override;
  TableLayout Table() const override;
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;

  const RiseEngine& engine() const { return engine_; }

 protected:
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override;

 private:
  RiseEngine engine_;
};

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_RISE_RULESET_H_
