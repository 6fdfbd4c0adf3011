// The printed names of a game's cards, for the words that name cards by id ("A07 BP02-001 丝诺"):
// `log`, `whatif`, the viewer's timeline. The rules engine names them (its board), so shared code
// reads no card set.

#ifndef TCGJUDGE_VIEWER_CARD_NAMES_H_
#define TCGJUDGE_VIEWER_CARD_NAMES_H_

#include <map>

#include "engine/ruleset.h"
#include "events/card_id.h"
#include "events/event.h"
#include "viewer/seat_view.h"

namespace tcgjudge {

using CardNames = std::map<CardId, CardName>;

// Every card of `header`'s decklists with its code and printed name, as `ruleset`'s board of the
// game's start shows them (the judge's view, which shows every card); empty if the ruleset cannot
// start the game.
CardNames PrintedCardNames(const Ruleset& ruleset, const Header& header);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_CARD_NAMES_H_
