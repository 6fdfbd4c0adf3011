// ZeroRuleset: the 零次元 TCG rules engine (rulebook 2013-02-01, ../shared/rulebooks/).

#ifndef TCGJUDGE_ENGINE_ZERO_ZERO_RULESET_H_
#define TCGJUDGE_ENGINE_ZERO_ZERO_RULESET_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/zero/card_info.h"
#include "engine/zero/state.h"

namespace tcgjudge::zero {

class Game;

inline constexpr std::string_view kRulebookVersion = "2013-02-01";

class ZeroRuleset final : public Ruleset {
 public:
  // `cards`: the card definitions the games may use (codes unique).
  explicit ZeroRuleset(std::vector<CardInfo> cards);

  // The ruleset with the card set of `cards_path` (a JSON Lines card set, docs/cards.md); the
  // file's errors name its path and line (kInvalidInput; kIoError when it cannot be read).
  static Result<std::unique_ptr<Ruleset>> FromCardFile(const std::string& cards_path);

  std::string_view Id() const override { return "zero"; }
  bool SupportsVersion(std::string_view version) const override {
    return version == kRulebookVersion;
  }
  Result<std::unique_ptr<GameState>> Start(const Header& header,
                                           std::vector<Violation>* violations) const override;
  Pending Awaiting(const GameState& state) const override;
  std::optional<Seat> PriorityHolder(const GameState& state) const override;
  Result<std::vector<Violation>> ApplyEvent(GameState& state, const Event& event) const override;
  Status EndByJudge(GameState& state, const Event& event, const GameOver& end) const override;
  std::vector<Decision> LegalDecisions(const GameState& state) const override;
  std::vector<IllegalDecision> IllegalDecisions(const GameState& state) const override;
  Result<Header> BotHeader(const std::string& game_id) const override;
  bool IsAttackDeclaration(const Decision& decision) const override {
    return std::holds_alternative<DeclareAttack>(decision);
  }
  JudgeTexts Judging() const override;
  // No side-decking between the duels of a match: SideboardsBetweenDuels() keeps the seam's
  // default, false (docs/rulings-zero.md A-114).
  Board DrawBoard(const GameState& state) const override;
  Clock ClockOf(const GameState& state) const override;
  TableLayout Table() const override;  // table_layout.cc
  Status CheckInvariants(const GameState& state) const override;
  std::string EncodeSnapshot(const GameState& state) const override;
  Result<std::unique_ptr<GameState>> DecodeSnapshot(std::string_view bytes) const override;
  uint64_t StateKey(const GameState& state) const override;  // state_key.cc

  const std::vector<CardInfo>& cards() const { return cards_; }

 private:
  // Runs `step` on a Game over `state` for event `seq`, in place with an undo record: a refused
  // step leaves `state` as it was, and so does every step unless `keep`. Returns the violations
  // it committed.
  Result<std::vector<Violation>> InPlace(State& state, uint32_t seq,
                                         const std::function<Status(Game&)>& step,
                                         bool keep = true) const;
  // The check Apply runs on `decision` by `player` at `state`, which is left as it was
  // (decisions.cc): the violations it would commit, or why it cannot happen at all.
  Result<std::vector<Violation>> Check(State& state, Seat player, const Decision& decision) const;

  std::vector<CardInfo> cards_;
  std::map<std::string, uint16_t, std::less<>> index_of_code_;
};

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_ZERO_RULESET_H_
