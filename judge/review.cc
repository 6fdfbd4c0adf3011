#include "judge/review.h"

#include <algorithm>
#include <utility>

namespace tcgjudge {
namespace {

// "W010", "W010 or W011", "W010, W011 or W012".
std::string CodesText(const std::vector<std::string>& codes) {
  std::string text;
  for (size_t i = 0; i < codes.size(); ++i) {
    if (i > 0) text += i + 1 == codes.size() ? " or " : ", ";
    text += codes[i];
  }
  return text;
}

// What would settle an open question on `card`: a reveal of it, and where the board shows it in a
// hidden zone, a deck check of that zone (a judge's look at the zone's cards, W-P10 in 永恒之轮).
std::string SettledByText(CardId card, const Board& board) {
  const std::string name = card.ToString();
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& c : zone.cards) {
        if (c.id != card) continue;
        const std::string where = std::string(1, SeatLetter(player.seat)) + "'s " + zone.name;
        if (zone.hidden) return "a reveal of " + name + " or a deck check of " + where;
        return "a reveal of " + name + " (it lies face-down in " + where + ")";
      }
    }
  }
  for (const BoardLink& link : board.chain) {
    if (link.source == card) return "a reveal of " + name + " (it is on the chain, face-down)";
  }
  return "a reveal of " + name;
}

}  // namespace

std::string_view OpenVerdictName(OpenVerdict verdict) {
  switch (verdict) {
    case OpenVerdict::kUndetermined:
      return "undetermined";
    case OpenVerdict::kUndeterminable:
      return "undeterminable";
  }
  return "?";
}

ReviewedQuestion ReviewQuestion(const OpenQuestion& question, const SeatKnowledge* knowledge,
                                const Board& board) {
  ReviewedQuestion out;
  out.question = question;
  const CardId card = question.card;
  if (knowledge != nullptr && card.IsHandle() && card.HandleNumber() >= 1 &&
      card.HandleNumber() <= knowledge->handles().size()) {
    const HandleIndex handle = card.HandleNumber() - 1u;
    for (CodeIndex code : knowledge->PossibleCodes(handle)) {
      out.possible.push_back(knowledge->decklist().codes[code]);
    }
    // A retired handle holds no copy of its own: its possible codes are its own facts', which
    // only a fact naming it could narrow, and no card on the table bears its name any more.
    if (knowledge->handles()[handle].retired) {
      out.verdict = OpenVerdict::kUndeterminable;
      out.settled_by = card.ToString() +
                       " went back into a hidden pile that was shuffled unseen: no card on the "
                       "table bears that name again, so nothing the record can say settles "
                       "whether it was " +
                       CodesText(out.possible);
      return out;
    }
  }
  out.verdict = OpenVerdict::kUndetermined;
  out.settled_by = SettledByText(card, board);
  return out;
}

Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReviewOptions& options) {
  GameReview review;
  if (options.state_hashes) review.state_hashes.reserve(log.size());
  if (options.state_keys) review.state_keys.reserve(log.size());
  PositionIndexer indexer(ruleset, options.point_keys);
  TJ_ASSIGN_OR_RETURN(GameReplay replay, ReplayGame(ruleset, log, [&](const ReplayStep& step) {
                        if (options.state_hashes) {
                          review.state_hashes.push_back(StateHash(ruleset, step.state));
                        }
                        if (options.state_keys) {
                          review.state_keys.push_back(ruleset.StateKey(step.state));
                        }
                        if (options.positions) indexer.Add(step);
                        if (options.visit) options.visit(step);
                      }));
  const LineBook& lines = replay.lines();
  review.violations.reserve(replay.violations().size());
  for (const Violation& v : replay.violations()) {
    const Standing standing = lines.StandingOf(v.seq);
    review.violations.push_back(
        {v, standing, lines.UndoneBy(v.seq),
         standing == Standing::kRuled ? lines.RuledBy(v.seq) : std::nullopt});
  }
  review.line = lines.Effective();
  review.latest_decision = lines.LatestDecision();
  if (options.positions) review.positions = std::move(indexer).Finish(lines);
  review.state = replay.TakeState();
  std::optional<Board> board;  // Built only for a game with open questions.
  for (const OpenQuestion& question : ruleset.OpenQuestions(*review.state)) {
    if (!board) board = ruleset.MakeBoard(*review.state);
    review.open_questions.push_back(
        ReviewQuestion(question, ruleset.Knowledge(*review.state, question.card.seat), *board));
  }
  std::stable_sort(review.open_questions.begin(), review.open_questions.end(),
                   [](const ReviewedQuestion& a, const ReviewedQuestion& b) {
                     return a.question.seq < b.question.seq;
                   });
  return review;
}

}  // namespace tcgjudge
