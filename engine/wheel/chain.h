// The chain (§九 L15, digest B5): using a card, starting an activated effect and flipping an
// Ambush card are links; the opponent of the last link's controller may respond (W-14: with
// respondToOwnLink=yes, then its controller too); when nobody responds the chain resolves last
// link first (WOE-CH-2), each link's triggered effects right after it (WOE-CH-3), and play returns
// to the window the chain began in.

#ifndef TCGJUDGE_ENGINE_WHEEL_CHAIN_H_
#define TCGJUDGE_ENGINE_WHEEL_CHAIN_H_

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"

namespace tcgjudge::wheel {

// What `player` breaks by using a card or starting an effect now: nothing for the turn player in
// the action phase; a response or the end phase's window takes only Instant timing (`instant`:
// Instant magic, activated effects and flips, W-16) from the player it waits for.
Problems UseTimingProblems(const Context& c, Seat player, bool instant, const std::string& what);
// What `player` breaks by an action of the own action phase (placing a mana stone, moving,
// attacking, swapping) now: it needs the turn player's action phase with an empty chain (W-14).
Problems ActionTimingProblems(const Context& c, Seat player, const std::string& what);

// Adds `link` and gives the response to the opponent of its controller.
void AddLink(Context& c, Link link);
// The player asked to respond passes: the other player's chance (respondToOwnLink), or the chain
// resolves.
void PassResponse(Context& c, Seat player);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_CHAIN_H_
