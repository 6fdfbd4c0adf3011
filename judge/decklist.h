// The decklist a player hands in at registration, as a text file (docs/desk.md, "Decklists"):
//
//   # comments run from '#' to the end of the line; blank lines are skipped
//   player: P-1042          the player id the games' headers give (required)
//   name: Aiko Tanaka       the player's name (required)
//   main:                   then one card per line: "COUNT CODE" or "CODE" (a count of 1)
//   3 26202165
//   extra:                  the extra deck, where the game has one (may be left out)
//   side:                   the side deck, or sideboard (may be left out)
//
// Card codes are the ruleset's, as a game's header gives them; what the ruleset thinks of the
// lists is judge/registration.h DecklistProblems' business, not the reader's.

#ifndef TCGJUDGE_JUDGE_DECKLIST_H_
#define TCGJUDGE_JUDGE_DECKLIST_H_

#include <string>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// The most copies one line may give (more is a typing error, in every game we know).
inline constexpr int kMaxDecklistCount = 99;

// Reads decklist text `text`; `where` names it in messages ("aiko.txt"). kInvalidInput
// "<where>:<line>: <what is wrong>" for a line that is none of the above, a count outside
// 1..kMaxDecklistCount, a card before any list's heading, a field or list given twice, not valid
// UTF-8, or a decklist without its player, name or main deck.
Result<Player> ParseDecklist(std::string_view text, const std::string& where);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_DECKLIST_H_
