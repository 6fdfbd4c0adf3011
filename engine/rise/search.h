// Searching one's deck (§411; reading R-32): an effect has its controller search its deck for up
// to some number of cards ("寻找一张卡牌": any card); the game waits for the `searchDeck` decision
// naming the cards found, which go to the hand; then the deck's owner shuffles it, a recorded
// shuffle fact (§411.2). The link waits part-way and goes on with its next effect after.

#ifndef TCGJUDGE_ENGINE_RISE_SEARCH_H_
#define TCGJUDGE_ENGINE_RISE_SEARCH_H_

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// `player` searches its deck for up to `amount` cards: the game waits for it (true), unless the
// deck is empty (nothing to look through, nothing to shuffle).
bool BeginSearch(Context& c, Seat player, uint32_t amount);

Status RefuseSearchDeck(const Context& c, Seat player, const SearchDeck& d);
Problems SearchDeckProblems(const Context& c, Seat player, const SearchDeck& d);
void DoSearchDeck(Context& c, Seat player, const SearchDeck& d);

// §411.2: the shuffle after a search is recorded: the link goes on.
void AfterSearchShuffle(Context& c);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_SEARCH_H_
