// The commands of the judge's audit trail: keygen, ruling, result, reverse (append signed judge
// events),
// whatif and audit; and AppendJudgeEvent, which every command that appends a judge event uses
// (rewind too), so that each is checked by the rules, records its state hash and is signed the
// same way. Exit codes as cli/commands.h.

#ifndef TCGJUDGE_CLI_JUDGE_EVENT_COMMANDS_H_
#define TCGJUDGE_CLI_JUDGE_EVENT_COMMANDS_H_

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/game_replay.h"

namespace tcgjudge {

// Where keygen writes keys and audit reads trusted public keys unless told otherwise.
inline constexpr char kDefaultKeyDir[] = "judge-keys";

struct JudgeEventOptions {
  std::string judge_id;  // --judge ID: the event's actor.
  std::string key_path;  // --key FILE: a secret key file of that judge; "" appends it unsigned.
};

// Makes the judge action to append from the stored log and its replay (judge/game_replay.h). A
// non-OK Status refuses the command with its exit code (kConflict: 1, a refused decision;
// kInvalidInput: 3) and nothing is stored.
using JudgeActionBuilder = std::function<Result<JudgeAction>(
    std::span<const Event> log, const GameReplay& replay, const Ruleset& ruleset)>;

// Appends a judge event by options.judge_id to stored game `game` as its next seq: the action
// `build` makes, the current UTC time, the hash of the event before, the state hash of the
// position it leads to (the stored log is replayed once, then the event; a judge event that names
// no valid position is refused with exit 3), and the judge's signature when options.key_path is
// given (judge/signing.h SignJudgeEvent; the key must be that judge's). Stored durably; prints
// "appended seq N to GAME: <kind> by <judge> (signed with key <fingerprint> | unsigned)" and what
// the game waits for next (--json: one object).
int AppendJudgeEvent(const CommandContext& ctx, const std::string& game,
                     const JudgeEventOptions& options, const JudgeActionBuilder& build);

// keygen --judge ID [--out DIR]: writes DIR/ID.key (secret, mode 0600) and DIR/ID.pub; refuses
// to overwrite either (exit 3).
int KeygenCommand(const CommandContext& ctx, const std::string& judge_id, const std::string& dir);

// ruling GAME --judge ID --rule R... --text T [--key FILE]: appends a Ruling judge event.
// With `settles` (--settles SEQ...), the ruling leaves the violations of those seqs standing by
// ruling (JudgeAction.settles; audit lists them as ruled): each must be an event of the effective
// line with a violation left standing, else refused (exit 3, nothing stored). A penalty settles
// the same way.
int RulingCommand(const CommandContext& ctx, const std::string& game,
                  const JudgeEventOptions& options, const std::vector<std::string>& rules,
                  const std::string& text, const std::vector<uint32_t>& settles = {});

// penalty GAME --judge ID --player A|B --kind K --rule R... --text T [--key FILE]: appends a
// Penalty judge event for the record (the fold ignores it, as a ruling). `kind` is the schema's
// name: caution, warning, gameLoss, matchLoss or disqualification. Refused (exit 3, nothing
// stored): a player other than A or B, another kind, no --rule, no --text.
int PenaltyCommand(const CommandContext& ctx, const std::string& game,
                   const JudgeEventOptions& options, const std::string& player,
                   const std::string& kind, const std::vector<std::string>& rules,
                   const std::string& text, const std::vector<uint32_t>& settles = {});

// note GAME --judge ID --text T [--key FILE]: appends a Note judge event for the record (what a
// judge saw or was told; it names no rule). Refused (exit 3) without --text.
int NoteCommand(const CommandContext& ctx, const std::string& game,
                const JudgeEventOptions& options, const std::string& text);

// result GAME --judge ID (--draw | --winner A|B | --all-lose) --rule R... --text T [--key FILE]:
// appends a
// GameResult judge event: the game ends with the declared result, e.g. a draw by an unstoppable
// loop (e.g. a draw by a loop), which no automatic step of an engine recognises. Unlike a ruling it
// is folded: later decisions are flagged as after any game end. --all-lose: every player loses,
// which is no draw (myth §1.2), for the games that have it (others refuse it). Refused (exit 3,
// nothing stored): not exactly one of --draw, --winner and --all-lose, a winner other than A or
// B, no --rule, no --text, a game that is already over.
int ResultCommand(const CommandContext& ctx, const std::string& game,
                  const JudgeEventOptions& options, bool draw, const std::string& winner,
                  const std::vector<std::string>& rules, const std::string& text,
                  bool all_lose = false);

// reverse GAME SEQ --judge ID [--note T] [--key FILE]: appends a Reverse of decision SEQ,
// which must be the latest decision of the effective line: anything earlier is refused (exit 1)
// with a message that names `rewind`; a seq that is no decision, or is already off the effective
// line, exits 3. The event cites the ruleset's reverse rules (JudgeTexts) and the rules the
// decision broke; its text is `note`, or says what was reversed.
int ReverseCommand(const CommandContext& ctx, const std::string& game, uint32_t seq,
                   const JudgeEventOptions& options, const std::string& note);

// whatif GAME --without SEQ: the effective line replayed in memory without decision SEQ
// (judge/whatif.h): the first later event that becomes illegal or inapplicable, and the
// differences of the final positions. Nothing is written. Exit 1 if a later event breaks, 0 if
// the rest of the game stands without it, 3 for a SEQ that is not an effective decision.
int WhatIfCommand(const CommandContext& ctx, const std::string& game, uint32_t without_seq);

struct AuditCommandOptions {
  std::vector<std::string> games;         // GAME...; empty with `all`.
  bool all = false;                       // --all: every stored game.
  bool verify = false;                    // --verify: integrity only (all games if none is named).
  std::string keys_dir = kDefaultKeyDir;  // --keys DIR: the trusted public keys.
  bool keys_given = false;                // --keys was given: the directory must exist.
  // --require-signed JUDGE (repeatable; "trusted": every judge with a key in --keys): an unsigned
  // judge event by such a judge is an integrity failure (docs/security.md).
  std::vector<std::string> require_signed;
};

// audit GAME... | --all [--verify] [--keys DIR]: judge/audit.h over the named games in parallel.
// One block per game (violations with standing and remedy, integrity, judge events with their
// signatures), then a summary; --json: one object per game (with its "verdict") and a summary
// object. Auditing every game (--all, or --verify without games) also reads every block of the
// store's table files (EventLog::VerifyFiles). A progress indicator goes to stderr when it is a
// terminal. The exit code is the first that applies (docs/errors.md, "Audit verdicts"):
//   2  an integrity failure of any kind: a broken chain, a recorded state hash or key the fold
//      does not reproduce, a forged signature, damage the store reports (a block checksum, an
//      unreadable record); each counted;
//   3  the store failed otherwise, or bad usage (a --keys directory that does not exist);
//   4  the rules could not be checked for a game: no engine or card data for it, or a log the
//      engine cannot fold (with --verify: only if it has recorded state hashes or keys);
//   1  a violation left standing (not with --verify);
//   0  every game intact and, unless --verify, checked with no violation standing.
int AuditCommand(const CommandContext& ctx, const AuditCommandOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_JUDGE_EVENT_COMMANDS_H_
