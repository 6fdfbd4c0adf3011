// PaperReading: what the audit reads of a paper game's position through the core
// (docs/paper-games.md, "The audit of a paper game"), beside Ruleset (engine/ruleset.h). A ruleset
// that folds paper games (Ruleset::FoldsPaperGames) implements it too; shared code asks
// PaperReadingOf(ruleset) and never names a ruleset.
//
// It stands beside Ruleset rather than in it because every file of the core includes
// engine/ruleset.h: two more virtuals of Ruleset are a mechanical move of these two declarations
// when that header next changes for another reason (docs/paper-games.md, "The audit of a paper
// game").

#ifndef TCGJUDGE_ENGINE_PAPER_READING_H_
#define TCGJUDGE_ENGINE_PAPER_READING_H_

#include <vector>

#include "engine/game_state.h"
#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/ruleset.h"
#include "events/seat.h"

namespace tcgjudge {

class PaperReading {
 public:
  virtual ~PaperReading() = default;

  // A paper game's recorded decisions whose legality still waits for the identity of a card
  // nobody saw (engine/open_question.h), oldest first: what the audit reports as undetermined or
  // undeterminable at the end of the record. None in an omniscient game.
  virtual std::vector<OpenQuestion> OpenQuestions(const GameState& state) const = 0;

  // What a paper game's record knows about `seat`'s cards nobody saw (engine/knowledge.h): what
  // the audit reads to tell whether a later fact could still settle an open question, and a
  // reversal whether it is exact. nullptr in an omniscient game.
  virtual const SeatKnowledge* Knowledge(const GameState& state, Seat seat) const = 0;
};

// `ruleset`'s reading of paper games; nullptr for a ruleset that does not fold them.
inline const PaperReading* PaperReadingOf(const Ruleset& ruleset) {
  return dynamic_cast<const PaperReading*>(&ruleset);
}

// PaperReadingOf(ruleset)'s open questions at `state`; none for a ruleset without a reading.
inline std::vector<OpenQuestion> OpenQuestionsOf(const Ruleset& ruleset, const GameState& state) {
  const PaperReading* reading = PaperReadingOf(ruleset);
  return reading != nullptr ? reading->OpenQuestions(state) : std::vector<OpenQuestion>{};
}

// PaperReadingOf(ruleset)'s knowledge of `seat` at `state`; nullptr for a ruleset without one.
inline const SeatKnowledge* KnowledgeOf(const Ruleset& ruleset, const GameState& state, Seat seat) {
  const PaperReading* reading = PaperReadingOf(ruleset);
  return reading != nullptr ? reading->Knowledge(state, seat) : nullptr;
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_PAPER_READING_H_
