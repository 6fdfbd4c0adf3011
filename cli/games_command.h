// `tcgjudge games`: the stored games, one line each, with their result and violations, filtered
// as an organiser looks for them (a player, a tournament, a round, a result, the games a judge
// still has to look at).

#ifndef TCGJUDGE_CLI_GAMES_COMMAND_H_
#define TCGJUDGE_CLI_GAMES_COMMAND_H_

#include <cstdint>
#include <string>

#include "cli/commands.h"
#include "events/event.h"

namespace tcgjudge {

struct GamesOptions {
  std::string player;       // --player: a player's name or id contains this (ASCII case ignored).
  std::string tournament;   // --tournament: the header's tournament contains this.
  uint32_t round = 0;       // --round N (0: any).
  std::string result;       // --result: A, B (that seat won), draw, over, unfinished; "": any.
  bool violations = false;  // --violations: only games with a violation left standing.
};

// Whether a game with `header` passes the filters on the header (player, tournament, round).
bool HeaderMatches(const Header& header, const GamesOptions& options);

// games [filters]: one line per stored game that passes every filter: id, ruleset, events,
// result ("A wins", "B wins", "draw", "in progress"; "?" when the rules could not be checked),
// violations ("4 (4 standing)") and players; --json: one object per game with the header's
// tournament, round and table, the result's reason, the violation, judge-event and penalty
// counts. The result and counts come from the summary the writing commands keep in the store
// (judge/game_summary.h); a game without one that fits is reviewed now. A bad --result is refused
// (exit 3).
int GamesCommand(const CommandContext& ctx, const GamesOptions& options = {});

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_GAMES_COMMAND_H_
