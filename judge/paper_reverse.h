// Reversing a decision of a paper game (issue 29, docs/paper-games.md "Reversing a decision of a
// paper game"): a reversal (the ruleset's, JudgeTexts) puts the table back exactly as it was before
// the decision, which a paper table can do only where the decision moved no card nobody saw out of
// a hidden pile and shuffled none back in: the record cannot say which physical card to put back.
// Otherwise the judge is shown the back-up plan in the order of MTG's IPG 1.4 instead; recording
// that plan as facts is a later slice.

#ifndef TCGJUDGE_JUDGE_PAPER_REVERSE_H_
#define TCGJUDGE_JUDGE_PAPER_REVERSE_H_

#include <cstdint>
#include <span>
#include <string>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Why a reversal of decision `seq` of `log` (the latest decision of its effective line, which
// leads to `now`) would not be exact at a paper table, followed by the back-up plan IPG gives; ""
// where it is exact: in every omniscient game (then nothing is replayed), and in a paper game
// where no card left a hidden pile unseen (a handle minted, SeatKnowledge::Mint) and no card went
// back into one shuffled unseen (a handle retired) from the position before `seq` to `now`.
// Refuses what ReplayGame refuses.
Result<std::string> InexactReversal(const Ruleset& ruleset, std::span<const Event> log,
                                    uint32_t seq, const GameState& now);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_PAPER_REVERSE_H_
