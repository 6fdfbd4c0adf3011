// A game's decks against what its players registered (issue 31), and the duels of a match
// (Header.match, Header.duel; issue 32): a registered player's decks are checked against the
// latest registration for the game's tournament (store/registration.h), exactly in a game outside
// a match and in a match's first duel, under the ruleset's sideboarding rule
// (Ruleset::SideboardProblems, each ruleset's own rule) in a later duel; an unregistered player's
// later duels against the lists of the match's first duel under that rule. The audit lists what it
// finds as violations at seq 1 of the game (docs/desk.md).

#ifndef TCGJUDGE_JUDGE_MATCH_H_
#define TCGJUDGE_JUDGE_MATCH_H_

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "judge/audit.h"
#include "judge/signing.h"
#include "store/event_log.h"
#include "store/registration.h"

namespace tcgjudge {

// The header of the duel `duel`'s lists are checked against: of the games `games` (the store's),
// the one of the same tournament and match with the lowest duel number below `duel`'s; nullopt
// if `duel` is no later duel of a match, or its match has no earlier duel stored.
std::optional<Header> MatchReference(std::span<const GameInfo> games, const Header& duel);

// The order to list `headers` in: as given, except that the duels of a match (same tournament and
// match) come together where its first one is, by duel number.
std::vector<size_t> MatchOrder(std::span<const Header* const> headers);

// "R4-T7 duel 2", "R4-T7", or "" for a game of no match.
std::string MatchText(const Header& header);

// One thing wrong with a game's decks (a violation at seq 1 of the game) and what they were
// checked against: the player's registration, or else the match's first duel.
struct DeckFinding {
  Violation violation;
  std::optional<Registration> registration;  // The registration checked against, if any.
  std::string reference_game;                // Else: the match's first duel checked against,
  uint8_t reference_duel = 0;                // and its duel number.
};

// What is wrong with the decks `game` plays (see the top of this file): for each seat, against
// the latest registration in `registrations` of its player id for the game's tournament and
// ruleset, else (a later duel of a match) against the match's first duel among `games`.
std::vector<DeckFinding> DeckFindings(const Ruleset& ruleset, std::span<const GameInfo> games,
                                      std::span<const Registration> registrations,
                                      const Header& game);

// Adds to each audit of `audits` (games of `games`) the DeckFindings of its game, at seq 1,
// standing unless a ruling or penalty of the game settles seq 1; each remedy names what the decks
// were checked against, a registration with its signature status against `trusted`.
void AuditMatchDecks(std::span<const GameInfo> games, std::span<const Registration> registrations,
                     const TrustedKeys& trusted, const RulesetLookup& rulesets,
                     std::vector<GameAudit>& audits);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_MATCH_H_
