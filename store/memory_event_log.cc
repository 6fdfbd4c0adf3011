#include "store/memory_event_log.h"

#include <algorithm>
#include <utility>

#include "events/codec.h"
#include "store/append_batch.h"
#include "store/append_check.h"
#include "store/chain_check.h"

namespace tcgjudge {
namespace {

Status NoSuchGame(const std::string& game) {
  return Status::NotFound("game '" + game + "' is not in the store");
}

Status CheckGameId(const std::string& game) {
  if (IsValidGameId(game)) return Status::Ok();
  return Status::InvalidInput("game '" + game +
                              "' is not a game id (1-64 characters of A-Z a-z 0-9 . _ -)");
}

}  // namespace

Status MemoryEventLog::Append(std::span<const AppendRequest> requests, Durability durability) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto lookup = [&](const std::string& game) -> Result<StoredGameState> {
    auto it = games_.find(game);
    if (it == games_.end()) return StoredGameState{};
    const StoredGame& stored = it->second;
    return GameStateFromStored(game, stored.row, stored.values.front(), stored.values.back());
  };
  TJ_ASSIGN_OR_RETURN(std::vector<PreparedAppend> prepared, CheckAppend(requests, lookup));
  ApplyLocked(prepared);
  return Status::Ok();
}

Status MemoryEventLog::Append(const AppendBatch& batch, Durability durability) {
  std::lock_guard<std::mutex> lock(mutex_);
  for (const PreparedAppend& append : batch.appends()) {
    auto it = games_.find(append.game);
    const GameRow row = it == games_.end() ? GameRow{} : it->second.row;
    TJ_RETURN_IF_ERROR(CheckUnchanged(append, row.event_count, row.last_hash));
  }
  ApplyLocked(batch.appends());
  return Status::Ok();
}

void MemoryEventLog::ApplyLocked(std::span<const PreparedAppend> prepared) {
  // Everything is checked: apply, which cannot fail.
  for (const PreparedAppend& append : prepared) {
    StoredGame& stored = games_[append.game];
    TJ_CHECK(stored.values.size() == stored.row.event_count);
    for (const PreparedEvent& event : append.events) {
      stored.values.push_back(EventValue(event.hash, event.encoded));
    }
    stored.row = append.row;
    TJ_CHECK(stored.values.size() == stored.row.event_count);
  }
}

Status MemoryEventLog::Sync() { return Status::Ok(); }

Result<GameInfo> MemoryEventLog::GetGameLocked(const std::string& game) const {
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  auto it = games_.find(game);
  if (it == games_.end()) return NoSuchGame(game);
  const StoredGame& stored = it->second;
  TJ_ASSIGN_OR_RETURN(
      StoredGameState state,
      GameStateFromStored(game, stored.row, stored.values.front(), stored.values.back()));
  GameInfo info;
  info.game_id = game;
  info.event_count = state.event_count;
  info.last_hash = state.last_hash;
  info.header = *state.header;
  return info;
}

Result<GameInfo> MemoryEventLog::GetGame(const std::string& game) const {
  std::lock_guard<std::mutex> lock(mutex_);
  return GetGameLocked(game);
}

Result<std::vector<GameInfo>> MemoryEventLog::ListGames() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<GameInfo> games;
  games.reserve(games_.size());
  for (const auto& [game, stored] : games_) {
    TJ_ASSIGN_OR_RETURN(GameInfo info, GetGameLocked(game));
    games.push_back(std::move(info));
  }
  return games;
}

Result<std::vector<std::string>> MemoryEventLog::ListGameIds() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<std::string> games;
  games.reserve(games_.size());
  for (const auto& entry : games_) games.push_back(entry.first);
  return games;
}

Result<std::vector<StoredEvent>> MemoryEventLog::Read(const std::string& game, uint32_t first_seq,
                                                      uint32_t last_seq) const {
  std::lock_guard<std::mutex> lock(mutex_);
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  auto it = games_.find(game);
  if (it == games_.end()) return NoSuchGame(game);
  const StoredGame& stored = it->second;
  const uint32_t first = std::max<uint32_t>(first_seq, 1);
  const uint32_t last = std::min(last_seq, stored.row.event_count);
  std::vector<StoredEvent> events;
  if (first > last) return events;
  EventHash prev_hash{};
  if (first > 1) {
    TJ_ASSIGN_OR_RETURN(prev_hash, VerifiedStoredHash(game, first - 1, stored.values[first - 2]));
  }
  events.reserve(last - first + 1);
  EventDecoder decoder;
  for (uint32_t seq = first; seq <= last; ++seq) {
    StoredEvent& event = events.emplace_back();
    TJ_RETURN_IF_ERROR(
        DecodeStoredEvent(game, seq, stored.values[seq - 1], prev_hash, decoder, &event));
    prev_hash = event.hash;
  }
  return events;
}

Status MemoryEventLog::VerifyFiles() const { return Status::Ok(); }

Result<ChainReport> MemoryEventLog::WalkChain(const std::string& game,
                                              std::vector<StoredEvent>* verified) const {
  std::lock_guard<std::mutex> lock(mutex_);
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  auto it = games_.find(game);
  if (it == games_.end()) return NoSuchGame(game);
  ChainWalker walker(game, verified);
  walker.ExpectEvents(it->second.row.event_count);
  for (size_t i = 0; i < it->second.values.size(); ++i) {
    walker.Add(static_cast<uint32_t>(i + 1), it->second.values[i]);
  }
  return walker.Finish(it->second.row);
}

Status MemoryEventLog::PutSnapshots(const std::string& game, std::string_view version,
                                    std::span<const SnapshotWrite> snapshots) {
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  TJ_RETURN_IF_ERROR(CheckSnapshotVersion(version));
  std::lock_guard<std::mutex> lock(mutex_);
  for (const SnapshotWrite& snapshot : snapshots) {
    snapshots_[SnapshotKey(game, snapshot.seq, version)] = snapshot.value;
  }
  return Status::Ok();
}

Result<std::optional<StoredSnapshot>> MemoryEventLog::GetSnapshotAtOrBefore(
    const std::string& game, uint32_t seq, std::string_view version) const {
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  TJ_RETURN_IF_ERROR(CheckSnapshotVersion(version));
  std::lock_guard<std::mutex> lock(mutex_);
  const std::string prefix = EventKeyPrefix(game);
  // Everything after (game, seq, version) is past `seq` or another version at `seq`.
  auto it = snapshots_.upper_bound(SnapshotKey(game, seq, version));
  while (it != snapshots_.begin()) {
    --it;
    if (it->first.compare(0, prefix.size(), prefix) != 0) break;
    std::optional<ParsedSnapshotKey> key = ParseSnapshotKey(it->first);
    if (key && key->version == version && key->seq <= seq) {
      return std::optional<StoredSnapshot>(StoredSnapshot{key->seq, it->second});
    }
  }
  return std::optional<StoredSnapshot>();
}

Status MemoryEventLog::DeleteSnapshots(const std::string& game) {
  TJ_RETURN_IF_ERROR(CheckGameId(game));
  std::lock_guard<std::mutex> lock(mutex_);
  const std::string prefix = EventKeyPrefix(game);
  auto it = snapshots_.lower_bound(prefix);
  while (it != snapshots_.end() && it->first.compare(0, prefix.size(), prefix) == 0) {
    it = snapshots_.erase(it);
  }
  return Status::Ok();
}

Status MemoryEventLog::CorruptForTesting(const std::string& game, uint32_t seq,
                                         size_t byte_offset) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = games_.find(game);
  if (it == games_.end() || seq == 0 || seq > it->second.values.size()) {
    return Status::NotFound("game '" + game + "' has no seq " + std::to_string(seq));
  }
  std::string& value = it->second.values[seq - 1];
  if (byte_offset >= value.size()) {
    return Status::InvalidInput("game '" + game + "' seq " + std::to_string(seq) + ": offset " +
                                std::to_string(byte_offset) + " is past the stored value's " +
                                std::to_string(value.size()) + " bytes");
  }
  value[byte_offset] = static_cast<char>(~static_cast<uint8_t>(value[byte_offset]));
  return Status::Ok();
}

Status MemoryEventLog::PutRegistration(const Registration& registration) {
  TJ_RETURN_IF_ERROR(CheckRegistration(registration));
  std::lock_guard<std::mutex> lock(mutex_);
  const std::string prefix =
      RegistrationKeyPrefix(registration.tournament, registration.player.player_id);
  std::optional<uint32_t> highest;
  for (auto it = registrations_.lower_bound(prefix);
       it != registrations_.end() && it->first.compare(0, prefix.size(), prefix) == 0; ++it) {
    TJ_ASSIGN_OR_RETURN(Registration stored, DecodeRegistration(it->first, it->second));
    highest = stored.number;
  }
  TJ_RETURN_IF_ERROR(CheckNextRegistration(registration, highest));
  registrations_[RegistrationKey(registration)] = EncodeRegistration(registration);
  return Status::Ok();
}

Result<std::vector<Registration>> MemoryEventLog::ListRegistrations() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<Registration> all;
  for (const auto& [key, value] : registrations_) {
    TJ_ASSIGN_OR_RETURN(Registration registration, DecodeRegistration(key, value));
    all.push_back(std::move(registration));
  }
  return all;
}

}  // namespace tcgjudge
