// Windows (时机, §17) and their numbered stack (堆叠, §18): a window opens with an empty stack at a
// step (§17.4) or an attack's declaration (§21.1), or with its first entry ① when a card is used
// or an activated skill started on no open window (§17.3), or with triggered skills (§14.3). A
// response is inserted at any position above ① (§18.5), one object at a time, and its player then
// yields to the other (§18.4); the active player acts first on an empty stack (§18.3). Two passes
// in a row resolve the whole stack from the top (M-4), or skip an empty window (§18.3).
// Triggered skills never join the stack being built: they wait, and once the window is over they
// open a new one, the active player's first (§13.2, M-5), each player ordering their own
// (§13.3); optional ones may be declined, mandatory ones may not (§15), and an optional one not
// taken in its window is missed (§17.5).

#ifndef TCGJUDGE_ENGINE_MYTH_WINDOW_H_
#define TCGJUDGE_ENGINE_MYTH_WINDOW_H_

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"
#include "events/myth/decision.h"

namespace tcgjudge::myth {

void GivePriority(Context& c, Seat player);
// §17.4, §21.1: a window with an empty stack; the active player first (§18.3).
void OpenWindow(Context& c, WindowKind kind);
inline void OpenSpecialWindow(Context& c) { OpenWindow(c, WindowKind::kSpecial); }

// Puts `entry` on the stack: as ① of a new window if none is open (§17.3), else at `position`
// (1-based; ① only on an empty stack, §18.5). The other player then holds priority (§18.4).
void AddEntry(Context& c, Entry entry, uint8_t position);

// `player`, holding priority, passes: the other player is asked; after two passes in a row the
// stack resolves from the top (or the empty window is skipped) and the game runs on.
void PassWindow(Context& c, Seat player);

// Moves the waiting triggered skills into a new trigger window and asks the active player to order
// theirs first (§13.2).
void FormTriggerWindow(Context& c);

// Whether `skill` of `card` has a target that could be chosen now (§16.1): a trigger that has none
// cannot start.
bool HasAnyTarget(const Context& c, Seat controller, CardId card, const cards::Skill& skill);
// §16.1: what is wrong with `targets` for `skill`, "" if nothing.
std::string TargetProblem(const Context& c, Seat controller, const cards::Skill& skill,
                          const std::vector<CardId>& targets);

Problems OrderTriggersProblems(const Context& c, Seat player, const OrderTriggers& order);
void DoOrderTriggers(Context& c, Seat player, const OrderTriggers& order);
// `player` passes while ordering: every trigger of theirs in the forming window is declined.
Problems DeclineTriggersProblems(const Context& c, Seat player);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_WINDOW_H_
