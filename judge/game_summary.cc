#include "judge/game_summary.h"

#include <algorithm>
#include <array>
#include <vector>

#include "engine/byte_io.h"

namespace tcgjudge {
namespace {

constexpr uint8_t kSummaryFormat = 1;
constexpr uint32_t kSummarySeq = 0;  // No position has seq 0.

Status Bad(const std::string& why) { return Status::Corruption("game summary: " + why); }

}  // namespace

std::string GameOverText(const GameOver& over) {
  std::string text = ResultName(over.winner, over.all_lose);
  if (!over.reason.empty()) text += ": " + over.reason;
  return text;
}

namespace {

// The summary of `log` once replayed: `state` after its effective line, `violations` of which
// `standing` are left standing.
GameSummary Summarize(const Ruleset& ruleset, std::span<const Event> log, const GameState& state,
                      size_t violations, size_t standing) {
  GameSummary summary;
  summary.events = static_cast<uint32_t>(log.size());
  const Pending pending = ruleset.PendingOf(state);
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    summary.over = true;
    summary.winner = over->winner;
    summary.all_lose = !over->winner && over->all_lose;
    summary.result = GameOverText(*over);
  }
  summary.violations = static_cast<uint32_t>(violations);
  summary.standing = static_cast<uint32_t>(standing);
  for (const Event& event : log) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (judge == nullptr) continue;
    ++summary.judge_events;
    summary.penalties += std::holds_alternative<Penalty>(judge->action);
  }
  return summary;
}

}  // namespace

GameSummary SummarizeGame(const Ruleset& ruleset, std::span<const Event> log,
                          const GameReplay& replay) {
  const std::vector<Violation>& violations = replay.violations();
  const size_t standing = std::count_if(
      violations.begin(), violations.end(),
      [&](const Violation& v) { return replay.lines().StandingOf(v.seq) == Standing::kStanding; });
  return Summarize(ruleset, log, replay.state(), violations.size(), standing);
}

GameSummary SummarizeGame(const Ruleset& ruleset, std::span<const Event> log,
                          const GameReview& review) {
  const size_t standing =
      std::count_if(review.violations.begin(), review.violations.end(),
                    [](const ReviewedViolation& v) { return v.standing == Standing::kStanding; });
  return Summarize(ruleset, log, *review.state, review.violations.size(), standing);
}

GameSummary ContinueSummary(const Ruleset& ruleset, const GameState& state,
                            const GameSummary& before, size_t violations) {
  GameSummary summary =
      Summarize(ruleset, {}, state, before.violations + violations, before.standing + violations);
  summary.events = before.events + 1;
  summary.judge_events = before.judge_events;
  summary.penalties = before.penalties;
  return summary;
}

std::string EncodeGameSummary(const GameSummary& summary, const EventHash& last_hash) {
  ByteWriter out;
  out.U64(summary.events);
  out.Bool(summary.over);
  // 0: a draw (or in progress), 1: A wins, 2: B wins, 3: all lose (added with issue 25).
  out.U64(summary.winner ? SeatIndex(*summary.winner) + 1 : summary.all_lose ? 3 : 0);
  out.Bytes(summary.result);
  out.U64(summary.violations);
  out.U64(summary.standing);
  out.U64(summary.judge_events);
  out.U64(summary.penalties);
  std::string bytes(1, static_cast<char>(kSummaryFormat));
  bytes.append(reinterpret_cast<const char*>(last_hash.data()), last_hash.size());
  return bytes + out.Release();
}

Result<StoredGameSummary> DecodeGameSummary(std::string_view bytes) {
  StoredGameSummary stored;
  if (bytes.size() < 1 + stored.last_hash.size()) return Bad("too short");
  if (static_cast<uint8_t>(bytes[0]) != kSummaryFormat) return Bad("unknown format");
  std::copy_n(bytes.begin() + 1, stored.last_hash.size(), stored.last_hash.begin());
  ByteReader in(bytes.substr(1 + stored.last_hash.size()));
  GameSummary& s = stored.summary;
  uint8_t winner = 0;
  constexpr uint64_t kMaxCount = UINT32_MAX;
  if (!in.Uint(&s.events, kMaxCount) || !in.Bool(&s.over) || !in.Uint(&winner, 3) ||
      !in.Bytes(&s.result) || !in.Uint(&s.violations, kMaxCount) ||
      !in.Uint(&s.standing, kMaxCount) || !in.Uint(&s.judge_events, kMaxCount) ||
      !in.Uint(&s.penalties, kMaxCount) || !in.AtEnd()) {
    return Bad("malformed");
  }
  if (winner == 1 || winner == 2) s.winner = winner == 1 ? Seat::kA : Seat::kB;
  s.all_lose = winner == 3;
  return stored;
}

std::string GameSummaryVersion(std::string_view snapshot_version) {
  return "summary/" + std::string(snapshot_version);
}

Status KeepGameSummary(EventLog& store, const GameInfo& info, std::string_view snapshot_version,
                       const GameSummary& summary) {
  const SnapshotWrite write{kSummarySeq, EncodeGameSummary(summary, info.last_hash)};
  return store.PutSnapshots(info.game_id, GameSummaryVersion(snapshot_version),
                            std::span<const SnapshotWrite>(&write, 1));
}

Result<std::optional<GameSummary>> ReadGameSummary(const EventLog& store, const GameInfo& info,
                                                   std::string_view snapshot_version) {
  TJ_ASSIGN_OR_RETURN(
      std::optional<StoredSnapshot> found,
      store.GetSnapshotAtOrBefore(info.game_id, kSummarySeq, GameSummaryVersion(snapshot_version)));
  if (!found || found->seq != kSummarySeq) return std::optional<GameSummary>();
  auto decoded = DecodeGameSummary(found->value);
  if (!decoded.ok() || decoded->last_hash != info.last_hash ||
      decoded->summary.events != info.event_count) {
    return std::optional<GameSummary>();
  }
  return std::optional<GameSummary>(decoded->summary);
}

}  // namespace tcgjudge
