// MythRuleset: the 神话起源 engine of the 2023 rules guide (myth-origins-rules-guide-2023.txt,
// ../shared/rulebooks/; readings where it is silent in docs/rulings-myth.md) behind the Ruleset
// seam. It maps the log's decisions onto the engine's moves (decisions.h: the `myth` member and
// the generic pass, discard and concede), and derives the legal and illegal decisions from the
// same Refuse/Problems checks its Apply runs (candidates.h).
//
// What the core's result cannot say yet stays in myth's state (state.h, M-23): both players
// losing (§1.2: there are no draws) is a GameOver without a winner whose reason says "both lose";
// a player's life is their general's, shown as the board's life points.

#ifndef TCGJUDGE_ENGINE_MYTH_MYTH_RULESET_H_
#define TCGJUDGE_ENGINE_MYTH_MYTH_RULESET_H_

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "engine/myth/card_table.h"
#include "engine/myth/deck.h"
#include "engine/myth/state.h"
#include "engine/ruleset.h"
#include "events/myth/card_set.h"

namespace tcgjudge::myth {

// The rules guide the engine implements (Header.rulesetVersion).
inline constexpr std::string_view kRulesGuideVersion = "rules-guide-2023";

// A header player's decklists as a myth deck (M-23): `deck` is the library; `extraDeck` names the
// general, then at most the treasure, so their ids follow the library's. kInvalidInput naming
// the field otherwise.
Result<Decklist> DecklistOf(const Player& player, Seat seat);

class MythRuleset final : public Ruleset {
 public:
  explicit MythRuleset(const CardSet& set);
  // The engine with the card set file at `cards_path` (docs/cards.md section 14), for the
  // command line's registry. Errors name the file, line, card and field.
  static Result<std::unique_ptr<Ruleset>> FromCardFile(const std::string& cards_path);

  std::string_view Id() const override { return State::kRulesetId; }
  bool SupportsVersion(std::string_view version) const override {
    return version == kRulesGuideVersion;
  }
  Result<std::unique_ptr<GameState>> Start(const Header& header,
                                           std::vector<Violation>* violations) const override;
  Pending Awaiting(const GameState& state) const override;
  std::optional<Seat> PriorityHolder(const GameState& state) const override;
  std::vector<tcgjudge::Decision> LegalDecisions(const GameState& state) const override;
  std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const override;
  Result<Header> BotHeader(const std::string& game_id) const override;  // bot_deck.cc
  bool IsAttackDeclaration(const tcgjudge::Decision& decision) const override;
  JudgeTexts Judging() const override;
  // No side-decking between the duels of a match: SideboardsBetweenDuels() keeps the seam's
  // default, false (docs/rulings-myth.md M-25).
  Board DrawBoard(const GameState& state) const override;  // board.cc
  Clock ClockOf(const GameState& state) const override;
  TableLayout Table() const override;  // board.cc
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;  // snapshot.cc
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;  // state_key.cc

  const CardTable& cards() const { return cards_; }

 protected:
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override;

 private:
  CardTable cards_;
};

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_MYTH_RULESET_H_
