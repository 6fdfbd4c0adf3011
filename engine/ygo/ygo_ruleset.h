// YgoRuleset: the Yu-Gi-Oh engine of the basic rules (yugioh-basic-rules.txt,
// ../shared/rulebooks/; rulings where it is silent in docs/rulings-ygo.md).

#ifndef TCGJUDGE_ENGINE_YGO_YGO_RULESET_H_
#define TCGJUDGE_ENGINE_YGO_YGO_RULESET_H_

#include <memory>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/ygo/card_table.h"
#include "engine/ygo/state.h"
#include "events/ygo/card_set.h"

namespace tcgjudge::ygo {

// The rulebook edition the engine implements (Header.rulesetVersion).
inline constexpr std::string_view kRulebookVersion = "basic-rules";

class YgoRuleset final : public Ruleset {
 public:
  // `set`: the cards the duels may use.
  explicit YgoRuleset(const CardSet& set);
  // The engine with the card set file at `cards_path` (docs/cards.md section 13), for the
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
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  // Paper games fold (engine/ygo/paper.h, docs/paper-games.md).
  bool FoldsPaperGames() const override { return true; }
  // A paper game's decisions whose legality waits for a card's identity, oldest first; none in an
  // omniscient duel.
  std::vector<OpenQuestion> OpenQuestions(const GameState& state) const override;
  // A paper game's knowledge of each seat's cards (State::paper); nullptr in an omniscient duel.
  const SeatKnowledge* Knowledge(const GameState& state, Seat seat) const override;
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override;
  std::vector<tcgjudge::Decision> LegalDecisions(const GameState& state) const override;
  std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const override;
  Result<Header> BotHeader(const std::string& game_id) const override;
  bool IsAttackDeclaration(const tcgjudge::Decision& decision) const override;
  JudgeTexts Judging() const override;
  bool SideboardsBetweenDuels() const override { return true; }  // §1.1.3 副卡组
  std::vector<Violation> SideboardProblems(Seat seat, const Player& registered,
                                           const Player& played) const override;  // sideboard.cc
  Board DrawBoard(const GameState& state) const override;
  Clock ClockOf(const GameState& state) const override;
  TableLayout Table() const override;  // table_layout.cc
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;  // state_key.cc

  const CardTable& cards() const { return cards_; }

 private:
  Result<std::vector<Violation>> ApplyPaperEvent(State& s, const Event& event) const;

  CardTable cards_;
};

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_YGO_RULESET_H_
