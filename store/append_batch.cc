#include "store/append_batch.h"

#include <utility>

#include "events/codec.h"
#include "store/keys.h"

namespace tcgjudge {

Status AppendBatch::Add(const Event& event) {
  const std::string& game = event.game;
  // The game of the event before, usually.
  auto found = last_ != games_.end() && last_->first == game ? last_ : games_.find(game);
  const bool first = found == games_.end();
  StoredGameState stored;
  if (first) {
    if (!IsValidGameId(game)) {
      return Status::InvalidInput("game '" + game +
                                  "' is not a game id (1-64 characters of A-Z a-z 0-9 . _ -)");
    }
    TJ_ASSIGN_OR_RETURN(stored, lookup_(game));
    TJ_CHECK(stored.event_count == 0 || stored.header != nullptr);
    if (event.seq != static_cast<uint64_t>(stored.event_count) + 1) {
      return StaleAppendStatus(game, stored.event_count, event.seq);
    }
  }
  const uint32_t count = first ? stored.event_count : appends_[found->second.index].row.event_count;
  const EventHash prev_hash =
      first ? stored.last_hash : appends_[found->second.index].row.last_hash;
  if (count == UINT32_MAX) {
    return Status::InvalidInput("game '" + game + "': the append would exceed " +
                                std::to_string(UINT32_MAX) + " events");
  }
  if (!first && event.seq != count + 1) {
    return Status::InvalidInput("game '" + game + "' seq " + std::to_string(count + 1) +
                                ": the event added has seq " + std::to_string(event.seq) +
                                " (a game's events are added in seq order, without gaps)");
  }
  const Header* header = first ? stored.header.get() : found->second.header.get();
  TJ_ASSIGN_OR_RETURN(PreparedEvent prepared,
                      PrepareEvent(game, count + 1, event, &header, prev_hash, encoder_));

  if (first) {
    PreparedAppend append;
    append.game = game;
    append.base_count = stored.event_count;
    append.base_hash = stored.last_hash;
    append.row.event_count = stored.event_count;
    append.row.last_hash = stored.last_hash;
    // A new game's header is the event's, which the batch does not keep.
    std::shared_ptr<const Header> kept = stored.header != nullptr
                                             ? std::move(stored.header)
                                             : std::make_shared<const Header>(*header);
    found = games_.emplace(game, GameState{appends_.size(), std::move(kept)}).first;
    appends_.push_back(std::move(append));
    byte_count_ += game.size() + kGameRowSize;
  }
  last_ = found;
  PreparedAppend& append = appends_[found->second.index];
  append.row.event_count = prepared.seq;
  append.row.last_hash = prepared.hash;
  byte_count_ += game.size() + 5 + prepared.hash.size() + prepared.encoded.size();
  append.events.push_back(std::move(prepared));
  return Status::Ok();
}

}  // namespace tcgjudge
