#include "engine/ruleset.h"

#include "events/hash.h"

namespace tcgjudge {

std::string_view PendingKind(const Pending& pending) {
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) {
    return point->question.empty() ? "decision" : point->question;
  }
  if (const auto* fact = std::get_if<FactPoint>(&pending)) {
    switch (fact->kind) {
      case FactKind::kShuffle:
        return "shuffle";
      case FactKind::kCoinFlip:
        return "coinFlip";
      case FactKind::kDieRoll:
        return "dieRoll";
      case FactKind::kRandomPick:
        return "randomPick";
    }
  }
  return "nothing";
}

void DescribePending(const Pending& pending, Board& board) {
  board.pending_kind = std::string(PendingKind(pending));
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) {
    board.pending = point->description;
  } else if (const auto* fact = std::get_if<FactPoint>(&pending)) {
    board.pending = fact->description;
  }
}

Pending Ruleset::PendingOf(const GameState& state) const {
  Pending pending = Awaiting(state);
  const std::optional<Seat> holder = PriorityHolder(state);
  auto* point = std::get_if<DecisionPoint>(&pending);
  TJ_CHECK(!holder || (point != nullptr && point->player == *holder));
  if (point != nullptr) point->priority_point = holder.has_value();
  return pending;
}

Board Ruleset::MakeBoard(const GameState& state) const {
  Board board = DrawBoard(state);
  board.ruleset = std::string(Id());
  Clock clock = ClockOf(state);
  TJ_CHECK(clock.chain_depth == board.chain.size());
  board.turn = clock.turn;
  board.step = std::move(clock.step);
  board.priority = PriorityHolder(state);
  const Pending pending = PendingOf(state);
  board.pending.clear();
  DescribePending(pending, board);
  board.result.clear();
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    if (over->winner) {
      board.result = std::string(1, SeatLetter(*over->winner)) + " wins: " + over->reason;
    } else {
      board.result = over->all_lose ? over->reason : "draw: " + over->reason;
    }
  }
  return board;
}

Status RefuseUnfoldedPaper(const Ruleset& ruleset, const Event& event) {
  if (ruleset.FoldsPaperGames()) return Status::Ok();
  std::string what;
  if (const auto* header = std::get_if<Header>(&event.body); header && header->recorder) {
    what = "header.recorder: a game recorded at the table";
  } else if (const auto* fact = std::get_if<Fact>(&event.body); fact && IsPaperFact(*fact)) {
    what = "fact." + std::string(FactKindName(*fact)) + ": a paper game's fact";
  } else {
    return Status::Ok();
  }
  return Status::InvalidInput(what + " cannot be folded: ruleset '" + std::string(ruleset.Id()) +
                              "' does not fold paper games yet (docs/paper-games.md)");
}

// A judge's declared result, checked and worded for every ruleset: refused once the game is over,
// and "every player loses" refused in a game with draws (JudgeTexts::no_all_lose); otherwise the
// game ends through EndByJudge with the reason "judge J-1 declared A the winner: <text>".
Status Ruleset::ApplyDeclaredResult(GameState& state, const Event& event,
                                    const JudgeAction& judge) const {
  const auto& result = std::get<GameResult>(judge.action);
  const Pending pending = PendingOf(state);
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    return Status::InvalidInput("result: the game is already over (" + over->reason +
                                "); back up to a position before its end to declare another");
  }
  const JudgeTexts texts = Judging();
  const bool draws = !texts.no_all_lose.empty();
  if (result.all_lose && draws) {
    return Status::InvalidInput("result: " + texts.no_all_lose + "; declare --draw or a winner");
  }
  const auto* by = std::get_if<JudgeActor>(&event.actor);
  std::string reason = "judge " + (by != nullptr ? by->judge_id : std::string("?")) + " declared ";
  if (result.winner) {
    reason += std::string(1, SeatLetter(*result.winner)) + " the winner";
  } else {
    reason += draws ? "a draw" : "that both players lose";
  }
  if (!judge.text.empty()) reason += ": " + judge.text;
  if (texts.end_reason_cites_rules) reason = WithRules(reason, judge.rules);
  return EndByJudge(state, event, GameOver{result.winner, reason, !result.winner && !draws});
}

Result<std::vector<Violation>> Ruleset::Apply(GameState& state, const Event& event) const {
  if (std::holds_alternative<Header>(event.body)) return Status::InvalidInput("a second header");
  if (const auto* judge = std::get_if<JudgeAction>(&event.body)) {
    // Rulings, penalties and notes leave the game as it was; a declared result ends it.
    if (!std::holds_alternative<GameResult>(judge->action)) return std::vector<Violation>{};
    TJ_RETURN_IF_ERROR(ApplyDeclaredResult(state, event, *judge));
    return std::vector<Violation>{};
  }
  TJ_RETURN_IF_ERROR(RefuseUnfoldedPaper(*this, event));
  if (const auto* decision = std::get_if<Decision>(&event.body)) {
    const std::string_view owner = DecisionRuleset(*decision);
    if (!owner.empty() && owner != Id()) {
      return Status::InvalidInput(std::string(DecisionKindName(*decision)) +
                                  ": a decision of ruleset '" + std::string(owner) +
                                  "', not of this game's ruleset '" + std::string(Id()) + "'");
    }
  }
  Result<std::vector<Violation>> applied = ApplyEvent(state, event);
  if (applied.ok() || !std::holds_alternative<Fact>(event.body)) return applied;
  // The one rule every ruleset shares about the end of a game: a fact the table recorded after
  // the game had ended, as play went on (a shuffle after an unnoticed LP 0), is recorded and
  // changes nothing where the ruleset would refuse it, so that such a log folds and a judge can
  // rule on it; the decisions after the end are the ruleset's to flag (issue 26;
  // docs/log-format.md, "After the end of the game").
  if (!std::holds_alternative<GameOver>(PendingOf(state))) return applied;
  return std::vector<Violation>{};
}

uint64_t Ruleset::FullStateKey(const GameState& state) const {
  return StateKey(*state.CloneUnkept());
}

uint64_t StateHash(const Ruleset& ruleset, const GameState& state) {
  const EventHash digest = Blake2b256(ruleset.EncodeSnapshot(state));
  uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value = (value << 8) | digest[i];
  return value;
}

}  // namespace tcgjudge
