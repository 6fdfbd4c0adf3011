// A stored game in a few figures, as `tcgjudge games` lists and filters them: its result, its
// violations and its judge events. The commands that write a game keep its summary in the store
// beside the snapshots (a cache, like them: bound to the game's last event and to the engine that
// computed it), so that listing a tournament's games folds none of them; a summary that is
// missing or does not fit is computed again from the log, never trusted.

#ifndef TCGJUDGE_JUDGE_GAME_SUMMARY_H_
#define TCGJUDGE_JUDGE_GAME_SUMMARY_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/game_replay.h"
#include "judge/review.h"
#include "store/event_log.h"

namespace tcgjudge {

struct GameSummary {
  uint32_t events = 0;         // The last seq it summarises.
  bool over = false;           // The game has ended (a win, a loss or a draw).
  std::optional<Seat> winner;  // When over; nullopt: a draw, or all lose.
  bool all_lose = false;       // When over with no winner: every player lost (no draw).
  // "A wins: <reason>", "draw: <reason>", "all lose: <reason>"; "" while in progress.
  std::string result;
  uint32_t violations = 0;     // Every violation of the log, whatever became of it,
  uint32_t standing = 0;       // and those left standing on the effective line.
  uint32_t judge_events = 0;
  uint32_t penalties = 0;
  bool operator==(const GameSummary&) const = default;
};

// "A wins: <reason>", "draw: <reason>", "all lose: <reason>" (no reason: "A wins", "draw", "all
// lose").
std::string GameOverText(const GameOver& over);

// The summary of `log` (header first), from its replay (judge/game_replay.h) or its review
// (judge/review.h) by `ruleset`, which took every event of `log`.
GameSummary SummarizeGame(const Ruleset& ruleset, std::span<const Event> log,
                          const GameReplay& replay);
GameSummary SummarizeGame(const Ruleset& ruleset, std::span<const Event> log,
                          const GameReview& review);

// The summary after one more event, a fact or a decision, that committed `violations` new
// violations and led to `state`, from `before`, the summary of the log without it (such an event
// changes no earlier violation's standing, and its own stand).
GameSummary ContinueSummary(const Ruleset& ruleset, const GameState& state,
                            const GameSummary& before, size_t violations);

// The summary as the store keeps it: [format: 1 byte = 1][hash of the game's last event: 32
// bytes][the figures], and back. Decoding refuses (kCorruption) other bytes.
std::string EncodeGameSummary(const GameSummary& summary, const EventHash& last_hash);
struct StoredGameSummary {
  GameSummary summary;
  EventHash last_hash{};
};
Result<StoredGameSummary> DecodeGameSummary(std::string_view bytes);

// The version a summary is stored under, from the snapshot version of the engine that computed
// it (cli: "<ruleset>/<rulebook version>/<engine fingerprint>"): "summary/" + that.
std::string GameSummaryVersion(std::string_view snapshot_version);

// Puts `summary` of game `info.game_id` into `store`'s snapshots column family under
// GameSummaryVersion(`snapshot_version`), at seq 0 (no position has seq 0, so it never meets a
// snapshot), replacing the one before. Not synced: a cache.
Status KeepGameSummary(EventLog& store, const GameInfo& info, std::string_view snapshot_version,
                       const GameSummary& summary);

// The stored summary of `info`'s game under that version, if there is one and it summarises the
// game as stored now (the same last seq and last event hash); nullopt otherwise.
Result<std::optional<GameSummary>> ReadGameSummary(const EventLog& store, const GameInfo& info,
                                                   std::string_view snapshot_version);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_GAME_SUMMARY_H_
