// Reviewing a recorded game: the fold of its log (judge/game_replay.h), every violation any event
// of the log committed with whether a judge reversed it, a back-up superseded it, or it stands,
// and on request what the recording and the judge's commands need of every position: its state
// hash and the priority points of every line. In a paper game, also the decisions whose legality
// the record leaves open (undetermined or undeterminable).

#ifndef TCGJUDGE_JUDGE_REVIEW_H_
#define TCGJUDGE_JUDGE_REVIEW_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/effective_line.h"
#include "judge/game_replay.h"
#include "judge/positions.h"

namespace tcgjudge {

struct ReviewedViolation {
  Violation violation;
  Standing standing = Standing::kStanding;
  std::optional<uint32_t> undone_by;  // The judge event that reversed or superseded it.
  std::optional<uint32_t> ruled_by;   // kRuled: the ruling or penalty that settled it.
};

// A paper game's decision whose legality the record leaves open at its end (docs/paper-games.md,
// "The audit of a paper game"): a question of Ruleset::OpenQuestions that no fact settled.
enum class OpenVerdict : uint8_t {
  // A later fact could still settle it: a reveal of the card, or a deck check of the hidden zone
  // that holds it.
  kUndetermined,
  // Nothing the record can say any more settles it: the card went back into a hidden pile that
  // was shuffled unseen (its handle is retired, SeatKnowledge::Retire: no card on the table bears
  // that name again, and no other card's identity narrows it), and the codes its own facts allow
  // are not all breaking nor all legal.
  kUndeterminable,
};

std::string_view OpenVerdictName(OpenVerdict verdict);  // "undetermined", "undeterminable".

struct ReviewedQuestion {
  OpenQuestion question;
  OpenVerdict verdict = OpenVerdict::kUndetermined;
  std::vector<std::string> possible;  // The codes the card can still be.
  // kUndetermined: what would settle it ("a reveal of A#4 or a deck check of A's hand");
  // kUndeterminable: why nothing can ("A#4 went back into a hidden pile shuffled unseen ...").
  std::string settled_by;
};

// The verdict on `question` at the end of the record: `knowledge` is the record's knowledge of
// the card's seat (Ruleset::Knowledge), `board` the final position (where the card lies).
ReviewedQuestion ReviewQuestion(const OpenQuestion& question, const SeatKnowledge* knowledge,
                                const Board& board);

struct ReviewOptions {
  bool state_hashes = false;  // Fill GameReview::state_hashes.
  bool state_keys = false;    // Fill GameReview::state_keys.
  bool positions = false;     // Fill GameReview::positions.
  // With `positions`: whether each point records its state key and clock (PositionIndexer::Keys).
  PositionIndexer::Keys point_keys = PositionIndexer::Keys::kRecord;
  ReplayVisitor visit;  // Also sees every event as the replay takes it.
};

struct GameReview {
  std::unique_ptr<GameState> state;           // After the effective line.
  std::vector<ReviewedViolation> violations;  // In seq order.
  EffectiveLine line;
  std::optional<uint32_t> latest_decision;  // Of the effective line.
  // ReviewOptions::state_hashes: state_hashes[i] is the StateHash of the position after log[i]
  // (ReplayStep::state; what Event.state_hash records).
  std::vector<uint64_t> state_hashes;
  // ReviewOptions::state_keys: the same with Ruleset::StateKey (what Event.state_key records).
  std::vector<uint64_t> state_keys;
  PositionIndex positions;  // ReviewOptions::positions: every line and priority point.
  // A paper game's questions still open at the end of the effective line, one per decision and
  // rule, by seq (empty in an omniscient game).
  std::vector<ReviewedQuestion> open_questions;
};

// Folds `log` (header first) as the table played it, once: every decision is checked in the
// position it was made in, reversals and back-ups return to the position they name. Refuses,
// naming the seq, an event the ruleset cannot apply or a judge event that names no valid
// position.
Result<GameReview> ReviewGame(const Ruleset& ruleset, std::span<const Event> log,
                              const ReviewOptions& options = {});

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REVIEW_H_
