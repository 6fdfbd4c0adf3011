#include "engine/rise/search.h"

#include <set>

#include "engine/rise/field.h"
#include "engine/rise/stack.h"

namespace tcgjudge::rise {
namespace {

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

bool Asked(const Context& c, Seat player) {
  return c.s.wait == Wait::kSearch && c.s.waiting_for == player && c.s.search_amount != 0;
}

}  // namespace

bool BeginSearch(Context& c, Seat player, uint32_t amount) {
  if (amount == 0 || c.s.Player(player).deck.empty()) return false;
  c.s.search_amount = amount;
  c.s.wait = Wait::kSearch;
  c.s.waiting_for = player;
  return true;
}

Status RefuseSearchDeck(const Context& c, Seat player, const SearchDeck& d) {
  std::set<CardId> seen;
  for (CardId id : d.cards) {
    if (!seen.insert(id).second || !Contains(c.s.Player(player).deck, id)) {
      return Status::InvalidInput("searchDeck.cards: " + c.Name(id) + " is not a card of " +
                                  Letter(player) + "'s deck, named once");
    }
  }
  return Status::Ok();
}

Problems SearchDeckProblems(const Context& c, Seat player, const SearchDeck& d) {
  if (!Asked(c, player)) {
    return {P(Rule::kSearchNotAsked, Letter(player) + " searched its deck with no search asked")};
  }
  const size_t most = c.s.search_amount;
  if (d.cards.size() > most) {
    return {P(Rule::kSearchCount, std::to_string(d.cards.size()) + " cards found; the search " +
                                      "finds up to " + std::to_string(most))};
  }
  const size_t deck = c.s.Player(player).deck.size();
  if (d.cards.size() < std::min(most, deck)) {  // §411.3: "a card" is found if there is one.
    return {P(Rule::kSearchFail, Letter(player) + " found " + std::to_string(d.cards.size()) +
                                     " of the " + std::to_string(std::min(most, deck)) +
                                     " cards a search for any card finds (§411.3)")};
  }
  return {};
}

void DoSearchDeck(Context& c, Seat player, const SearchDeck& d) {
  if (!Asked(c, player)) return;  // R-15's way: nothing changes.
  c.s.search_amount = 0;
  for (CardId id : d.cards) MoveTo(c, id, Zone::kHand);  // As the table did.
  c.s.search_shuffle = true;  // §411.2: its owner shuffles it, a recorded fact.
  c.s.wait = Wait::kShuffle;
  c.s.waiting_for = player;
}

void AfterSearchShuffle(Context& c) {
  c.s.search_shuffle = false;
  ContinueResolving(c);
}

}  // namespace tcgjudge::rise
