// Set-up and the turn (§101, §500-§503) and the end of the game (§102): the commanders on the
// field, the decks shuffled and seven cards each, the one free mulligan; the ready step, the draw
// step (none in the first player's first turn), the action phase, the end phase and its tally
// step (the discard down to seven, "until end of turn" effects end); extra, skipped and ended
// turns (§500.3-§500.5); win, loss and draw.

#ifndef TCGJUDGE_ENGINE_RISE_TURN_H_
#define TCGJUDGE_ENGINE_RISE_TURN_H_

#include <optional>
#include <string>
#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/event.h"

namespace tcgjudge::rise {

// §101.1: the state before any fact: options read, identities bound, each commander on the field
// ready with its first face up (§301.1, §301.2), every other card in its deck in decklist order,
// waiting for A's shuffle. Refuses a header that cannot be played (two players, R-1; the
// commanders, deck.h); deck construction problems go to `violations` (seq 1).
Result<State> StartGame(const Header& header, const CardSet& cards,
                        std::vector<Violation>* violations);

// A set-up (or mulligan) shuffle: the order must be an order of the deck awaited.
Status ApplyShuffle(Context& c, const ShuffleFact& fact);

// §101.2: `player` keeps (redraw = false) or redraws its opening hand.
Status RefuseMulligan(const Context& c, Seat player);
void DoMulligan(Context& c, Seat player, bool redraw);

// §412.4b: every player passed with an empty stack: the window closes and the game goes on to the
// next step (§501-§503; §502.2: the action phase ends).
void CloseWindow(Context& c);

// §503.2a: the turn player's discard down to the hand size.
Status RefuseDiscard(const Context& c, Seat player, const std::vector<CardId>& cards);
Problems DiscardProblems(const Context& c, Seat player, const std::vector<CardId>& cards);
void DoDiscard(Context& c, Seat player, const std::vector<CardId>& cards);

// §500.3: `seat` takes `n` extra turns right after this one, before any extra turn
// created earlier (the newest first).
void AddExtraTurns(Context& c, Seat seat, int n);
// §500.4: `seat` skips its next `n` turns more (a replacement: each becomes nothing).
void SkipTurns(Context& c, Seat seat, int n);
// §500.5: the turn ends at once, once the link that ends it has resolved: the other links
// are countered by the game, the window closes, everyone leaves the combat, "this combat" and
// "this turn" effects end and the next turn begins, with no tally step; nobody gets priority
// meanwhile.
void EndTurn(Context& c);

// Ends the game: `winner` wins (nullopt: a draw, §102.1a), for `reason`.
void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason);

// §102: ends the game if a player has lost (both at once: a draw). Returns whether it is over.
bool SettleResult(Context& c);

// §405.4b: the default maximum hand size; §101.1: the opening hand.
inline constexpr size_t kHandSize = 7;
inline constexpr int kOpeningHand = 7;

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_TURN_H_
