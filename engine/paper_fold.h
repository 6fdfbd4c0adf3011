// The steps of a paper game's fold that no game's rules change (docs/paper-games.md): each
// ruleset that folds paper games (engine/wheel/paper.h, engine/ygo/paper.h) takes them from here,
// with its own state, zones and reading numbers around them.

#ifndef TCGJUDGE_ENGINE_PAPER_FOLD_H_
#define TCGJUDGE_ENGINE_PAPER_FOLD_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/knowledge.h"
#include "engine/open_question.h"
#include "engine/violation.h"
#include "events/event.h"

namespace tcgjudge {

// The binding a reveal makes, by whose word it is: the table's, a judge's, or a player's claim.
BindingSource BindingSourceOf(RevealSource source);

// OK while `knowledge` (of `seat`'s cards) is possible; else the refusal of the fact `fact` that
// made it impossible, naming the contradiction, as a recording problem (never a player's
// violation), citing `reading` (e.g. "docs/rulings-wheel.md W-P4").
Status RefuseImpossibleRecord(const SeatKnowledge& knowledge, Seat seat, const std::string& fact,
                              std::string_view reading);

// Settles every question of `questions` that the record now decides, given the codes each card
// can still be (`possible_codes`): a question that breaks its rule under every one of them
// becomes a violation appended to `violations`, dated at its decision and saying that event
// `seq` settled it; one that breaks it under none goes; the rest stay open.
void SettleOpenQuestions(std::vector<OpenQuestion>& questions, uint32_t seq,
                         const std::function<std::vector<std::string>(CardId)>& possible_codes,
                         std::vector<Violation>& violations);

// Moves `card`, a card of `deck`, to the deck's top or bottom (pileEnd).
void MoveToPileEnd(std::vector<CardId>& deck, CardId card, PileEnd end);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_PAPER_FOLD_H_
