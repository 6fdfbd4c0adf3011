// Deck construction (§100): the main deck's size (§100.1), the feature markers shared with the
// commander (§100.2a) and the cards limited to a commander's feature (§100.2b), the sideboard
// (§100.3) and the copies of one name (§100.4), checked at the start of each game (seq 1).
//
// Where each player's commander comes from: until the log carries cards outside the deck
// (header.players[].outsideDeck, issue 25's core gaps), rise reads it from the extra deck, which
// must hold exactly the commander (docs/rulings-rise.md R-2); its instance numbers after the main
// deck's (a 60-card deck's commander is A61), as outsideDeck's will.

#ifndef TCGJUDGE_ENGINE_RISE_DECK_H_
#define TCGJUDGE_ENGINE_RISE_DECK_H_

#include <vector>

#include "engine/rise/options.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/rise/card_set.h"

namespace tcgjudge::rise {

// Refuses decklists that cannot be played at all: a code not in the card set, no commander or
// more than one, a commander in the main deck or the sideboard (§100.1, §101.1).
Status CheckLineup(const Header& header, const CardSet& cards);

// The construction problems of each player's decklists, as violations at seq 1.
void CheckDecks(const Header& header, const CardSet& cards, Format format,
                std::vector<Violation>* out);

// §100.3, R-34: what is wrong with `played`, a player's decklists in a later duel of a match,
// against `registered` (the lists registered, or played in the match's first duel): cards of the
// deck and the sideboard together that were not registered in either or are missing (missing
// ones only where the header records a sideboard), and a commander other than the registered
// one. Each a violation at seq 1 of `seat`. The lists' construction (the deck's size, a
// constructed sideboard of 10, copies, markers) is the game's own check at its start
// (CheckDecks), under the format of its header.
std::vector<Violation> SideExchangeProblems(Seat seat, const Player& registered,
                                            const Player& played, const CardSet& cards);

// The constructed minimum of §100.1, and the limited one.
inline constexpr size_t kConstructedMinimum = 60;
inline constexpr size_t kLimitedMinimum = 30;
inline constexpr size_t kSideboardSize = 10;  // §100.3, constructed.
inline constexpr int kMaxCopies = 4;          // §100.4, constructed.

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_DECK_H_
