// Deck construction (§二 L2, digest B1): what the header's decklists break, reported as
// violations at seq 1.

#ifndef TCGJUDGE_ENGINE_WHEEL_DECK_H_
#define TCGJUDGE_ENGINE_WHEEL_DECK_H_

#include <vector>

#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "events/wheel/card_set.h"

namespace tcgjudge::wheel {

// Refuses (kInvalidInput) decklists naming a code the card set lacks; otherwise appends to `out`
// every rule of B1 the decklists break: a main deck of 50 to 60 cards (WOE-DC-1); at most 3 cards
// of an exact name across the main and extra decks, X for a Legion(X) war spirit, mana stones
// uncounted (WOE-DC-2, WOE-DC-3, W-6); mana stones and Extra cards in the extra deck and only
// they there (WOE-DC-4, WOE-DC-5); no war spirit without trait A beside a "deck restriction A"
// card (WOE-DC-6, W-5). The side deck is not in the source: its codes are checked, nothing else.
Status CheckDecks(const Header& header, const CardSet& cards, std::vector<Violation>* out);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_DECK_H_
