// What one player could see of a position (`tcgjudge view --seat`), for the viewer page: the
// judge's view shows everything; a seat's view leaves out what that seat could not see, so that
// it is not in the page at all (docs/rulings-zero.md, "What a seat sees").
//
// 零次元: nobody sees the cards of a deck (201(3)) or of a life zone (202(3)), their own
// included; a player sees their own hand but only counts the opponent's (203(3)); nobody sees a
// face-down resource (204(5), 322(3)), a face-down removed card (208(2)), or a face-down card
// under a character (a level indicator, 600(2)a). Everything else on the table is public, and so
// is a card of a hidden zone that the board marks revealed (a revealed deck top, 201(5); a card
// an effect reveals, 616).

#ifndef TCGJUDGE_VIEWER_SEAT_VIEW_H_
#define TCGJUDGE_VIEWER_SEAT_VIEW_H_

#include <map>
#include <set>
#include <string>
#include <string_view>

#include "engine/board.h"
#include "events/card_id.h"
#include "events/seat.h"

namespace tcgjudge {

// Whether `viewer` sees the cards of `owner`'s `zone` (false: only how many there are).
bool SeesZoneCards(const BoardZone& zone, Seat owner, Seat viewer);

// Whether `viewer` sees `card`, which lies in a zone whose cards it sees.
bool SeesCard(const BoardCard& card);

// The cards `viewer` sees at `board`: in the zones whose cards it sees, face up, and revealed
// cards of the others; attached cards
// only where they are themselves such a card; the sources of the chain's links (a card used or
// activated is shown to both players).
std::set<CardId> VisibleCards(const Board& board, Seat viewer);

// A card's code and name, as the boards show it.
struct CardName {
  std::string code;
  std::string name;
};

// `text` with every card id that is not in `visible` replaced by "?", together with the card
// code and name of `names` that follow it ("A07 BP02-001 丝诺", "A07 丝诺"). An id is a seat
// letter followed by two or more digits, not inside a longer word.
std::string RedactCardIds(std::string_view text, const std::set<CardId>& visible,
                          const std::map<CardId, CardName>& names);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_SEAT_VIEW_H_
