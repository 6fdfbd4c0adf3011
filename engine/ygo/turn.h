// Set-up (§3.1), the turn and its six phases (§3.2), the hand limit (§3.2/P6) and the duel's
// result (§3 決斗的胜利条件).

#ifndef TCGJUDGE_ENGINE_YGO_TURN_H_
#define TCGJUDGE_ENGINE_YGO_TURN_H_

#include <optional>
#include <string>

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

// §3.1: once both decks are shuffled each player draws 5, and the first player's turn begins.
void FinishSetup(Context& c);

// Both players passed in a row with the chain empty, outside a battle: the phase (or the battle
// phase's step) ends and the next begins (§3.2 优先权 L273-274).
void EndPhaseOrStep(Context& c);

// §3.2/P6: the turn player discards `cards` for the hand limit; the turn ends.
void DiscardForHandLimit(Context& c, Seat player, const std::vector<CardId>& cards);

// The phase that follows `phase` when the turn player names none (§3.2; turn 1 has no battle
// phase, L334).
Phase NextPhaseAfter(const State& s, Phase phase);
// Whether the turn player may name `next` to follow the current phase (§3.2: from Main Phase 1
// the Battle or End Phase, from the Battle Phase Main Phase 2 or the End Phase; otherwise the
// next one).
bool MayFollow(const State& s, Phase next);

// Ends the duel: `winner` wins (nullopt: a draw), for `reason`.
void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason);
// §3: a player whose LP is 0, or who had to draw from an empty deck, loses; both at once is a
// draw (L248). Returns whether the duel is over.
bool SettleResult(Context& c);

std::string_view PhaseTitle(Phase phase);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_TURN_H_
