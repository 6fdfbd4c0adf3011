// Checks of an event against the game it belongs to (what one event alone cannot show).

#ifndef TCGJUDGE_EVENTS_GAME_CHECK_H_
#define TCGJUDGE_EVENTS_GAME_CHECK_H_

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Every card id that `event` names must exist in `header`'s decklists (A07 needs seat A's main and
// extra decks and the cards outside the deck to be at least 7 cards; a token's id is left to the
// engine); a handle ("A#17") and a paper game's fact only where the header has a recorder
// (docs/paper-games.md); a shuffle lists each card at most once, of either seat (which cards are
// in the deck at that moment, the other seat's after an owner change included, is for the engine
// to check against its FactPoint); a second header is refused. The event's game must be
// header.game_id. Returns kInvalidInput naming the offending field and card.
Status CheckEventAgainstHeader(const Header& header, const Event& event);

// What a new event may not say, though a stored one is still read (checked where events are
// written: store/append_check.cc, the import, `append`): a card named twice in one list of cards
// of a decision (a cost, a payment, targets, choices, materials: docs/log-format.md calls it
// malformed, whichever ruleset's vocabulary), and a header giving one rule option twice with
// different values. kInvalidInput naming the field of the second mention.
Status CheckNothingSaidTwice(const Event& event);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_GAME_CHECK_H_
