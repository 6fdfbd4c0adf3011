// Set-up and the turn (§七 L7-13, digest B2, B4, B8): the decks shuffled and five cards each, the
// mulligan (W-3), the draw phase, the action phase, the end phase's window (both players may use
// Instants), the end of the turn (damage cleared, discard to 8), and win and loss by the options
// (W-1, W-2).

#ifndef TCGJUDGE_ENGINE_WHEEL_TURN_H_
#define TCGJUDGE_ENGINE_WHEEL_TURN_H_

#include <optional>
#include <string>
#include <vector>

#include "engine/wheel/context.h"
#include "engine/wheel/rules_check.h"
#include "events/event.h"

namespace tcgjudge::wheel {

// The state before any fact: options read, identities bound, every card in its deck in decklist
// order (the extra deck face-up), waiting for the first player's shuffle. Refuses a header whose
// options or decklists cannot be played; deck construction problems go to `violations` (seq 1).
Result<State> StartGame(const Header& header, const CardSet& cards,
                        std::vector<Violation>* violations);

// A set-up (or mulligan) shuffle: the order must be a permutation of the deck awaited.
Status ApplyShuffle(Context& c, const ShuffleFact& fact);
// What a shuffle of `seat`'s deck needs, whatever its order (refused: the game waits for no
// shuffle of that deck now), and what follows it (the other seat's shuffle, the opening hands, or
// a mulligan's five new cards): shared by ApplyShuffle and a paper game's unseen shuffle.
Status RefuseShuffleNow(const Context& c, Seat seat);
void AfterShuffle(Context& c, Seat seat);

// W-3: `player` keeps (no) or redraws (yes) the opening hand.
Status RefuseMulligan(const Context& c, Seat player);
void DoMulligan(Context& c, Seat player, bool redraw);

// `player` draws `n` cards from the top of the deck; from an empty deck with loseOnEmptyDeck
// that player loses (W-2).
void Draw(Context& c, Seat player, int n);

// Ends the game if a player's life is 0 or less (loseAtZeroLife, W-2); both at once is a draw.
// Returns whether the game is over.
bool SettleResult(Context& c);
void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason);

// The turn player passes with an empty chain in the action phase: the end phase begins (§七.4).
void EndActionPhase(Context& c);
// `player` passes in the end phase's window: the other player's window, or the end of the turn.
void PassEndWindow(Context& c, Seat player);
// After a chain resolved or a battle ended: the window of a chain or a battle still under way
// (an action flagged for its timing may have been taken inside one), else the turn player's
// action phase or end phase window (which both players must then pass again).
void ReturnToWindow(Context& c);

// §七.4: the discard down to 8 of the player asked.
Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards);
Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards);
void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards);

// The hand limit (§七.4 L13, W-11): 8.
inline constexpr size_t kHandLimit = 8;

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_TURN_H_
