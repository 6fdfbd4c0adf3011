// Deck construction (§1.1): what the header's decklists break, reported as violations at seq 1.

#ifndef TCGJUDGE_ENGINE_YGO_DECK_H_
#define TCGJUDGE_ENGINE_YGO_DECK_H_

#include <vector>

#include "engine/violation.h"
#include "engine/ygo/card_table.h"
#include "engine/ygo/options.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// Refuses (kInvalidInput) decklists naming a code the card table lacks or a token, which no deck
// holds; otherwise appends to `out` every rule of §1.1 the decklists break: main deck 40-60 cards
// (§1.1.1), extra and side decks 0-15 (§1.1.2, §1.1.3), at most 3 cards of a name across all three
// (§1.1), the Forbidden/Limited list (Y-3), extra deck monsters only in the extra deck and only
// they there (§1.1.1, §1.1.2, §2.1 放置位置).
Status CheckDecks(const Header& header, const CardTable& cards, const Options& options,
                  std::vector<Violation>* out);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_DECK_H_
