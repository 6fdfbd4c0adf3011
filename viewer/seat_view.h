// What one player could see of a position (`tcgjudge view --seat`), for the viewer page: the
// judge's view shows everything; a seat's view leaves out what that seat could not see, so that
// it is not in the page at all. Which seat sees which card is the ruleset's to say: the board
// carries it (BoardCard::seen_by, set by each ruleset from its rules on what a seat sees).

#ifndef TCGJUDGE_VIEWER_SEAT_VIEW_H_
#define TCGJUDGE_VIEWER_SEAT_VIEW_H_

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "engine/board.h"
#include "events/card_id.h"
#include "events/event.h"
#include "events/seat.h"

namespace tcgjudge {

// Whether `viewer` sees which card `card` is.
inline bool SeesCard(const BoardCard& card, Seat viewer) {
  return (card.seen_by & SeatBit(viewer)) != 0;
}

// Whether `viewer` sees which card chain link `link` is and what it does.
inline bool SeesLink(const BoardLink& link, Seat viewer) {
  return (link.seen_by & SeatBit(viewer)) != 0;
}

// The cards `viewer` sees at `board`: those the board says it sees; attached cards only where
// they are themselves such a card; the sources of the chain's links the seat sees (a card used or
// activated is shown to both players, unless the link is one only its controller sees: a face-down
// card on the stack).
std::set<CardId> VisibleCards(const Board& board, Seat viewer);

// What `viewer`'s page says of `event` in place of its words, where the seat did not see what
// they tell (docs/paper-games.md): an event outside the recording's seenBy, a shuffle's resulting
// order, the codes of another seat's look, of a judge's deck check or of a card only the judge
// was shown. nullopt: the seat saw it as the words say (their card ids are still redacted by
// RedactCardIds).
std::optional<std::string> UnseenEventWords(const Event& event, Seat viewer);

// A card's code and name, as the boards show it.
struct CardName {
  std::string code;
  std::string name;
};

// `text` with every card id that is not in `visible` replaced by "?", together with the card
// code and name of `names` that follow it ("A07 BP02-001 丝诺", "A07 丝诺"). An id is a seat
// letter followed by two or more digits, or by "T" and two or more digits (a token, "AT01"), not
// inside a longer word.
std::string RedactCardIds(std::string_view text, const std::set<CardId>& visible,
                          const std::map<CardId, CardName>& names);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_SEAT_VIEW_H_
