// Deck construction (§23, §24) and set-up (M-1, M-2): a deck is one general, at most one
// treasure and a library of at least 60 basic cards; the general and the treasure start on the
// field, the libraries are shuffled (recorded facts), each player draws an opening hand and the
// first player's first turn begins.

#ifndef TCGJUDGE_ENGINE_MYTH_DECK_H_
#define TCGJUDGE_ENGINE_MYTH_DECK_H_

#include <array>
#include <string>
#include <vector>

#include "engine/myth/context.h"
#include "engine/myth/rules_check.h"
#include "events/event.h"

namespace tcgjudge::myth {

// A player's deck by card codes: the general and the treasure beside the library; their ids
// follow the library's (the general is library.size() + 1, the treasure the next). The header
// names them in its extraDeck (DecklistOf in myth_ruleset.h, M-23).
struct Decklist {
  std::string general;
  std::string treasure;  // "" for none.
  std::vector<std::string> library;
};

// What a deck breaks of §23 (copies, size, basic cards, faction, class); the decklist's codes must
// be cards of `table` (StartGame refuses them otherwise).
Problems DeckProblems(const CardTable& table, const Decklist& deck);

// Builds the game from both decks and the header's options: kInvalidInput for an unknown code,
// a general slot that is not a general card or a treasure slot that is not a treasure (§23), or a
// bad option. Deck construction problems are flagged on `violations` (seq 1, as the header's).
// The game then waits for A's shuffle.
Result<State> StartGame(const CardTable& table, const std::array<Decklist, 2>& decks,
                        const std::vector<RuleOption>& options, std::vector<Violation>* violations);

// A set-up shuffle of `seat`'s library, top first: refused unless the game waits for it and
// `order` holds exactly that library's cards. After both, the opening hands and turn 1 (M-2).
Status RefuseShuffle(const Context& c, Seat seat, const std::vector<CardId>& order);
void DoShuffle(Context& c, Seat seat, const std::vector<CardId>& order);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_DECK_H_
