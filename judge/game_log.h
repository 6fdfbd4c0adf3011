// A stored game as the judge's readers take it: its events and their hashes by seq, either whole
// (every event read) or outlined (judge/positions_store.h ReadOutlinedLog): only the events its
// positions need were read, and every other seq holds a placeholder of its line kind.
//
// The line kind of an event is all the rules of the effective line (judge/effective_line.h) read
// of a header, fact, decision, declared result, ruling, penalty or note; only reverses, back-ups
// and restores are read for what they name. So an outlined log numbers its lines and positions
// exactly as the whole log does, but nothing may fold its placeholders: the reader of a position
// (judge/snapshot_cache.h ReadPosition) reads the events it folds from the store (ReadEvents).

#ifndef TCGJUDGE_JUDGE_GAME_LOG_H_
#define TCGJUDGE_JUDGE_GAME_LOG_H_

#include <cstdint>
#include <string>
#include <vector>

#include "events/event.h"
#include "events/status.h"
#include "store/event_log.h"

namespace tcgjudge {

// What the effective line's rules need to know of an event without reading it. Stored values
// (judge/positions_store.h, the line blocks): never renumbered.
enum class LineKind : uint8_t {
  kHeader = 0,
  kFact = 1,
  kDecision = 2,
  kResult = 3,      // A declared result: the one judge event the fold applies.
  kLineChange = 4,  // A reverse, a back-up or a restore: read for what it names.
  kRecord = 5,      // A ruling, a penalty or a note: it leaves the line as it is.
};
inline constexpr uint8_t kLastLineKind = 5;

LineKind LineKindOf(const Event& event);

// The placeholder of an unread event of `game` at `seq` of kind `kind` (not kLineChange): an
// event of that kind with default content, which LineKindOf and the line rules read as the
// event itself and which must never be folded.
Event LineKindPlaceholder(const std::string& game, uint32_t seq, LineKind kind);

struct GameLog {
  std::vector<Event> events;      // events[i]: seq i + 1, the header first.
  std::vector<EventHash> hashes;  // hashes[i]: of events[i]; all zero for an unread event.
  // Empty when every event was read. Otherwise unread[i] says seq i + 1 was not read: events[i]
  // is its LineKindPlaceholder.
  std::vector<bool> unread;

  bool whole() const { return unread.empty(); }
  bool IsRead(uint32_t seq) const { return unread.empty() || !unread[seq - 1]; }
  static GameLog FromStored(std::vector<StoredEvent> stored);

  // Events first..last (1 <= first <= last <= events.size()) as `store` holds them, checked as
  // EventLog::Read checks them (each event's stored hash, its link to the one before), and against
  // this log: an event that was read must be the same event, an unread one of its placeholder's
  // kind (kCorruption otherwise, naming the seq: the store's list of line kinds, or the store,
  // disagrees with the log as read). For a whole log, the events it holds, without reading.
  Result<std::vector<StoredEvent>> ReadEvents(const EventLog& store, uint32_t first,
                                              uint32_t last) const;
  // The hash of event `seq`: as read, or for an unread one read now from `store` (ReadEvents).
  Result<EventHash> HashOf(const EventLog& store, uint32_t seq) const;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_GAME_LOG_H_
