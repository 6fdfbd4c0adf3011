// The data of the replay viewer page (`tcgjudge view`): every event of a game with its marks, and
// the board after each one, as one compact JSON object the page's script reads
// (docs/viewer.md describes the shape).
//
// Boards are stored as parts ("t" turn, "s" step, "Z0.hand" seat 0's hand, ...; BoardParts) and
// each position holds only the parts that differ from the position it was reached from (its
// parent: the position the event was applied to). The page rebuilds every board in seq order,
// so stepping is a lookup, and the file stays small: a 2,000-event game is a few hundred KB.

#ifndef TCGJUDGE_VIEWER_VIEW_DATA_H_
#define TCGJUDGE_VIEWER_VIEW_DATA_H_

#include <map>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/board.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "viewer/seat_view.h"

namespace tcgjudge {

struct ViewOptions {
  // The seat whose view the page shows: what that player could not see is left out of the page
  // (viewer/seat_view.h). nullopt: the judge's view, everything.
  std::optional<Seat> seat;
};

// A board as named parts, each a JSON value, in a fixed order:
//   "t" turn, "a" active seat, "s" step, "p" priority holder ("" for none), "w" what the game
//   waits for, "r" result, "c" the chain [[controller, source, text, speed|null], ...] (bottom
//   first), "b" the combat [attacking seat, attacker, target, defender, step] ("" for none of a
//   card; null: no combat), "P<i>" player i [seat, name, [marks], life points|null, life zone],
//   "Z<i>" player i's zones [[name, hidden 0|1, [cell names], pile 0|1], ...] (a pile: hidden and
//   no card of it seen by anybody, a deck), "Z<i>.<zone>" the zone's cards [CARD, ...], or its
//   card count where the zone is hidden and the seat sees none of its cards.
//   CARD: "A07" when `names` holds the card's code and name and it has no other property;
//   otherwise {"i":"A07","c":code,"n":name,"s":slot,"o":position,"t":1 tapped,"f":1 face down,
//   "d":damage,"a":ATK,"e":DEF,"l":level,"ra":raw ATK,"re":raw DEF,"k":[[counter,n]],
//   "q":[attached ids],"x":[[property,value]],"m":[marks],"v":seen-by mask} with only what
//   differs from the default (code and name only where `names` does not hold them; "v" only
//   in the judge's view, where not both seats). A card the seat cannot see is "?" or
//   {"h":1,"s":slot,"o":position, "t":1} (what the table shows of it) with no id; so is an unseen
//   attached id ("?").
// In a judge's view (`seat` nullopt) every card is shown; a card first met is added to `names`.
// In a seat's view only the cards the seat sees are, and so added to `names`; the words of what
// the game waits for and of the chain name only those (`all_names` gives the code and name that
// follow an unseen id, viewer/seat_view.h RedactCardIds).
std::vector<std::pair<std::string, std::string>> BoardParts(
    const Board& board, std::optional<Seat> seat, std::map<CardId, CardName>& names,
    const std::map<CardId, CardName>& all_names);

// The page's data for `log` (header first), as one JSON object; its "table" is the ruleset's
// Table() ({"n":columns,"rows":[[[seat|"" shared, zone, cell|"", column, span], ...], ...]}, as
// seat A sees the table; null without one). Refuses, naming the seq, a log
// the ruleset cannot fold.
Result<std::string> ViewData(const Ruleset& ruleset, std::span<const Event> log,
                             const ViewOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_VIEW_DATA_H_
