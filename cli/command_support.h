// What the commands of the `tcgjudge` binary share (internal to cli/): opening the store,
// reporting a failure, finding the rules engine of a game, and the output forms of rules
// results.

#ifndef TCGJUDGE_CLI_COMMAND_SUPPORT_H_
#define TCGJUDGE_CLI_COMMAND_SUPPORT_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/game_summary.h"
#include "judge/review.h"
#include "judge/snapshot_cache.h"
#include "store/rocks_event_log.h"
#include "viewer/event_text.h"

namespace tcgjudge {

// Opens the store of --db; a missing store's message names the path and says how to name or
// create one. A read-write open creates a missing store only if `create` (import, simulate, demo)
// or ctx.create_store (--create); it waits up to 5 s for another process's writer to finish
// (RocksEventLog::Open). The store's diagnostics go to ctx.log (StoreLog).
Result<std::unique_ptr<RocksEventLog>> OpenStore(const CommandContext& ctx, OpenMode mode,
                                                 bool create = false);

// The store's diagnostics, to ctx.log: RocksDB's info log at debug level (-v), the recovery of an
// interrupted write as a warning.
StoreLogSink StoreLog(const CommandContext& ctx);

// Writes `content` to `path` all at once: a temporary file beside it, then a rename, so an
// interrupted write never leaves a half-written file under the final name.
Status WriteFileAtomically(const std::string& path, const std::string& content);

// `status` as it is, unless it is kNotFound for a game id `game` the store does not have: then
// with the stored ids nearest to it, "game 'sampl-zero-1' is not in the store (did you mean
// 'sample-zero-1'?)": one that differs in at most two letters or contains it, or is contained.
Status SuggestGame(const EventLog& store, const std::string& game, const Status& status);

// Logs `status` as an error and returns its exit code.
int Fail(const CommandContext& ctx, const Status& status);

// "1 game", "3 games": a count and the noun that agrees with it.
std::string CountText(size_t n, const std::string& one, const std::string& many);

// The plain events of a stored game, in seq order.
std::vector<Event> PlainEvents(std::vector<StoredEvent> stored);

// The ruleset for `header` from the context's registry: kInvalidInput if main() loaded none
// (naming why, e.g. the card file's error) or the registry has no engine for the header.
Result<const Ruleset*> RulesetFor(const CommandContext& ctx, const Header& header);

// The version `header`'s snapshots are stored under: "<ruleset>/<rulebook version>/<engine
// fingerprint>" (ctx.snapshot_engine); "" when the context has no fingerprint (no snapshots).
std::string SnapshotVersion(const CommandContext& ctx, const Header& header);

// Stores the snapshots `planner` chose for stored game `header.game_id` and the priority points
// of the seqs it took (judge/snapshot_cache.h KeepSnapshots), bound to the stored events' hashes:
// read from the store, or `stored` when given (the events from PointBlockStart(planner.
// first_seq()) through planner.last_seq() as the store holds them, as a writer that has just
// appended them knows them). Both are caches: a failure is logged (a stored index that disagrees
// with the log as a warning) and changes nothing else.
void KeepSnapshots(const CommandContext& ctx, EventLog& store, const Header& header,
                   SnapshotPlanner planner, std::span<const StoredEvent> stored = {});

// Stores the line kinds of the block that holds `seq` of the stored game `header.game_id`
// (judge/positions_store.h KeepLineKindsThrough), after a judge event that keeps no snapshots. A
// cache, as snapshots: nothing is stored without an engine fingerprint, and a failure is logged.
void KeepLineKinds(const CommandContext& ctx, EventLog& store, const Header& header, uint32_t seq);

// Stores `summary` (judge/game_summary.h SummarizeGame) of the stored game `header` starts, for
// `games`; it must summarise every event stored. A cache, as snapshots: nothing is stored without
// an engine fingerprint, and a failure is logged at debug level and changes nothing else.
void KeepSummary(const CommandContext& ctx, EventLog& store, const Header& header,
                 const GameSummary& summary);

// What the game waits for, in words: the decision point's or fact point's description, or
// "the game is over: A wins: <reason>".
std::string PendingText(const Pending& pending);

// The same as a JSON object: {"waitsFor":"decision","player":"B","priorityPoint":true,
// "description":…}, {"waitsFor":"fact","description":…} or {"waitsFor":"nothing","winner":"A"
// (null for a draw),"description":…}.
std::string PendingJson(const Pending& pending);

// "seq 57  A  zero.cost.too-few  <message>".
std::string ViolationLine(const Violation& violation);

// {"seq":57,"player":"A","code":…,"rules":[…],"message":…}, with "standing":… after the
// message when `standing` is not empty (judge/review.h: "standing", "reversed", "superseded").
std::string ViolationJson(const Violation& violation, std::string_view standing = "");

// A JSON array of ViolationJson.
std::string ViolationsJson(std::span<const Violation> violations);

// "wheel.ambush.face-down  A#4's code decides whether A's decision at event 7 breaks L32, W-21:
// it does if A#4 is ...": one rule a paper game's decision leaves open (judge/review.h
// ReviewedQuestion).
std::string OpenQuestionLine(const ReviewedQuestion& question);

// {"seq":7,"player":"A","card":"A#4","code":…,"rules":[…],"verdict":"undetermined",
// "message":…,"possible":[…],"breaking":[…],"settledBy":…}.
std::string OpenQuestionJson(const ReviewedQuestion& question);

// `word` as a POSIX shell reads it back: as it is when it holds only characters no shell treats
// specially (letters, digits, _ - . / : = @ % + ,), else in single quotes ('a (b)', 'it'\''s').
std::string ShellQuote(const std::string& word);

// The current time in the log's form: RFC 3339 UTC to the second.
std::string NowUtc();

// Asks before a judge's act that is hard to take back (a back-up over more than one turn, one on
// a finished game): `what` says what would happen. OK with ctx.yes; on a terminal (ctx.terminal)
// asks on stderr and reads the answer from ctx.in: "y" or "yes" goes on. Otherwise kInvalidInput
// (exit 3): without a terminal it says to add --yes; a refusal says it was not confirmed.
Status Confirm(const CommandContext& ctx, const std::string& what);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_COMMAND_SUPPORT_H_
