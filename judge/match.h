// The duels of a match (Header.match, Header.duel; issue 32): each later duel's decks are checked
// against the lists of the match's first duel under the ruleset's sideboarding rule
// (Ruleset::SideboardProblems, each ruleset's own rule), and the audit lists what it finds as
// violations at seq 1 of that duel.

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
#include "store/event_log.h"

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

// The ruleset's sideboarding problems of each player of `duel` against `reference` (a player is
// the same one in both by player id, else by name, whichever seat he sits in); a player the
// reference does not name is not checked.
std::vector<Violation> SideDeckViolations(const Ruleset& ruleset, const Header& reference,
                                          const Header& duel);

// Adds to each audit of `audits` (games of `games`) the side-deck violations of its duel, at seq
// 1, standing unless a ruling or penalty of the game settles seq 1; each remedy names the match's
// first duel.
void AuditMatchDecks(std::span<const GameInfo> games, const RulesetLookup& rulesets,
                     std::vector<GameAudit>& audits);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_MATCH_H_
