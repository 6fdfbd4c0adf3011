// Uniqueness (§409) and weapon loadouts (§415.1): the conflicts a player's cards on the field
// make (two 唯一 cards of one name, §409.3a; more cards of a tag(N) than N, §409.3b; more hand and
// smart equipment than the commander carries, §415.1, R-27), and their fixing: the player in
// conflict, the turn player first, chooses a conflicting card and the game destroys it, without
// the stack, until no conflict is left (§409.2). Checked as a card enters the field (§710.1e)
// and before anyone gets priority (§409.1, R-27).

#ifndef TCGJUDGE_ENGINE_RISE_UNIQUE_H_
#define TCGJUDGE_ENGINE_RISE_UNIQUE_H_

#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// The cards of `player`'s uniqueness conflicts now; empty if it has none.
std::vector<CardId> ConflictingCards(const Context& c, Seat player);

// §409.1, §409.2: if a player has a conflict (the turn player's first), the game waits for its
// choice; returns whether it waits.
bool AskForUniqueness(Context& c);

Status RefuseChooseUnique(const Context& c, Seat player, const ChooseUnique& d);
Problems ChooseUniqueProblems(const Context& c, Seat player, const ChooseUnique& d);
// The chosen card is destroyed by the game (§103.3) and the game goes on toward priority, asking
// again while a conflict is left.
void DoChooseUnique(Context& c, Seat player, const ChooseUnique& d);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_UNIQUE_H_
