#include "judge/game_log.h"

#include <utility>

namespace tcgjudge {

LineKind LineKindOf(const Event& event) {
  if (IsHeader(event)) return LineKind::kHeader;
  if (IsDecision(event)) return LineKind::kDecision;
  if (std::holds_alternative<Fact>(event.body)) return LineKind::kFact;
  const auto& action = std::get<JudgeAction>(event.body).action;
  if (std::holds_alternative<GameResult>(action)) return LineKind::kResult;
  if (std::holds_alternative<Reverse>(action) || std::holds_alternative<BackUp>(action) ||
      std::holds_alternative<Restore>(action)) {
    return LineKind::kLineChange;
  }
  return LineKind::kRecord;
}

Event LineKindPlaceholder(const std::string& game, uint32_t seq, LineKind kind) {
  TJ_CHECK(kind != LineKind::kLineChange);
  Event event;
  event.game = game;
  event.seq = seq;
  switch (kind) {
    case LineKind::kHeader:
      event.body = Header{};
      break;
    case LineKind::kFact:
      event.body = Fact{};
      break;
    case LineKind::kDecision:
      event.body = Decision{};
      break;
    case LineKind::kResult:
      event.body = JudgeAction{{}, {}, GameResult{}};
      break;
    case LineKind::kLineChange:
    case LineKind::kRecord:
      event.body = JudgeAction{{}, {}, Note{}};
      break;
  }
  return event;
}

GameLog GameLog::FromStored(std::vector<StoredEvent> stored) {
  GameLog log;
  log.events.reserve(stored.size());
  log.hashes.reserve(stored.size());
  for (StoredEvent& e : stored) {
    log.events.push_back(std::move(e.event));
    log.hashes.push_back(e.hash);
  }
  return log;
}

Result<std::vector<StoredEvent>> GameLog::ReadEvents(const EventLog& store, uint32_t first,
                                                     uint32_t last) const {
  TJ_CHECK(first >= 1 && first <= last && last <= events.size());
  std::vector<StoredEvent> read;
  if (whole()) {
    for (uint32_t seq = first; seq <= last; ++seq) {
      read.push_back(StoredEvent{events[seq - 1], hashes[seq - 1]});
    }
    return read;
  }
  const std::string& game = events.front().game;
  TJ_ASSIGN_OR_RETURN(read, store.Read(game, first, last));
  if (read.size() != last - first + 1) {
    return Status::Corruption("game '" + game + "': the store holds " +
                              std::to_string(first + read.size() - 1) + " events, not " +
                              std::to_string(events.size()) + " as it did when it was read");
  }
  for (const StoredEvent& e : read) {
    const uint32_t seq = e.event.seq;
    const bool same = IsRead(seq) ? e.hash == hashes[seq - 1]
                                  : LineKindOf(e.event) == LineKindOf(events[seq - 1]);
    if (!same) {
      return Status::Corruption(
          "game '" + game + "' seq " + std::to_string(seq) + ": the stored event " +
          (IsRead(seq) ? "differs from the one read before"
                       : "is of another kind than the store's list of line kinds says"));
    }
  }
  return read;
}

Result<EventHash> GameLog::HashOf(const EventLog& store, uint32_t seq) const {
  TJ_CHECK(seq >= 1 && seq <= events.size());
  if (IsRead(seq)) return hashes[seq - 1];
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> read, ReadEvents(store, seq, seq));
  return read.front().hash;
}

}  // namespace tcgjudge
