// The scorekeeper's notation of a game, with the rules engine following it (docs/notation.md):
// `export --notation` writes a stored game as notation, `import FILE.tjn` reads a notation file
// as a game's events and `append GAME 'ACTION'` one action. The words are events/notation.h's;
// what needs the game's position is here:
//   - the turn each line of an export stands for (Ruleset::ClockOf before the action);
//   - implied passes: while the game has not come to where a written decision is asked (it waits
//     on another player, or on the same one with no legal decision of that kind: NotYetAsked)
//     and the player it waits on may pass, that player's pass is inserted, marked implied
//     (Recording::implied), at most kMaxImpliedPasses for one action; an export leaves them out
//     again and writes `!kind` for a decision made where none was asked, so import after export
//     gives the same events;
//   - checkpoints, `{A hand 5, B life 8000}`: what the board must show after the action;
//   - a card by its code, `A:6914`: the one card of A's with a code starting so (among those the
//     legal decisions name, where they name any), else an error listing the candidates.

#ifndef TCGJUDGE_JUDGE_NOTATION_H_
#define TCGJUDGE_JUDGE_NOTATION_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/registry.h"
#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/notation_syntax.h"
#include "events/status.h"

namespace tcgjudge {

// The most passes one written action may imply (a bound: a game that never reaches the written
// decision is a recording mistake, reported). A whole turn of a game of many phases, both
// players passing through each, is a few dozen.
inline constexpr int kMaxImpliedPasses = 64;

// What a position asks for: the player whose decision it waits for (none while it waits for a
// fact or the game is over), whether that player may pass, and the kinds (schema names) of the
// decisions the rules would take without a violation there (Ruleset::LegalDecisions).
struct Asked {
  std::optional<Seat> player;
  bool may_pass = false;
  std::vector<std::string> legal_kinds;
};
Asked AskedAt(const Ruleset& ruleset, const GameState& state);

// Whether a position that asks `asked` has not come to where a decision of kind `kind` of
// `player` is asked: it waits for another player's decision, or for `player`'s but no decision of
// that kind is legal there yet (docs/notation.md N3). Then import implies the awaited player's
// pass, if that player may pass; export writes a decision made there `!kind` (it implies none).
bool NotYetAsked(const Asked& asked, Seat player, std::string_view kind);

// The canonical notation of a game's log (header first, seqs 1..n): events/notation.h
// WriteNotation, each event's turn from the position before it. Refuses what ReplayGame refuses.
Result<std::string> GameNotation(const Ruleset& ruleset, std::span<const Event> log);

// An event a notation file gives, and the file's line it comes from (the first tag's line for the
// header; an implied pass: the line of the action that implies it).
struct NotationEvent {
  int line = 0;
  Event event;
};

// The events of notation text `text` (the file `source`, whose directory `base_dir` decklist tags
// are relative to): the header from the tags (seq 1, time from [Date]), then each action's event
// and the passes it implies, seqs 2..n, times "" (unknown), game from [Game], prevHash unset (the
// import computes it). With `rulesets` null the game is not followed: no pass is implied, and
// checkpoints and cards by their code are refused. Errors read "<source>:<line>:<column>: ...":
// a syntax error, an unknown tag, kind or field, an action the engine refuses, a written player
// the game cannot reach by passes, a checkpoint the board contradicts (naming the actions since
// the last checkpoint that held).
Result<std::vector<NotationEvent>> ReadNotation(std::string_view text, const std::string& source,
                                                const std::string& base_dir,
                                                const RulesetRegistry* rulesets);

// ReadNotation of the file `path` (at most kMaxNotationBytes).
Result<std::vector<NotationEvent>> ReadNotationFile(const std::string& path,
                                                    const RulesetRegistry* rulesets);

// Whether `path` names a notation file (it ends with ".tjn").
bool IsNotationPath(std::string_view path);

// What one action of `append` adds: the passes it implies, then its own event (game and seq
// filled in; time and prevHash are the caller's), and the violations they commit.
struct NotationAppend {
  std::vector<Event> events;
  std::vector<Violation> violations;
};

// The events one action of notation `text` adds to the game whose log is `log` (header first,
// seqs 1..n), as `ruleset` follows it; a decision without `A:` is the awaited player's. Errors
// read "<source>:1:<column>: ...".
Result<NotationAppend> NotationAppendEvents(const Ruleset& ruleset, std::span<const Event> log,
                                            std::string_view text, std::string_view source);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_NOTATION_H_
