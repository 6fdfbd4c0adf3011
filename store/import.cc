#include "store/import.h"

#include <map>

#include "events/codec.h"
#include "events/game_check.h"

namespace tcgjudge {
namespace {

struct GameLines {
  std::string game;
  std::vector<const JsonLine*> lines;
};

std::string At(std::string_view source, int line) {
  return std::string(source) + ":" + std::to_string(line);
}

// True if `file_event` records the same event as `stored` (a file may leave prevHash out).
bool SameEvent(const Event& file_event, const Event& stored) {
  if (file_event.prev_hash == EventHash{}) {
    Event copy = file_event;
    copy.prev_hash = stored.prev_hash;
    return copy == stored;
  }
  return file_event == stored;
}

}  // namespace

Result<ImportSummary> ImportEvents(EventLog& log, std::span<const JsonLine> lines,
                                   std::string_view source, Durability durability) {
  // Group by game, keeping the order in which games first appear.
  std::vector<GameLines> games;
  std::map<std::string, size_t> index_of;
  for (const JsonLine& line : lines) {
    auto [it, inserted] = index_of.emplace(line.event.game, games.size());
    if (inserted) games.push_back(GameLines{line.event.game, {}});
    games[it->second].lines.push_back(&line);
  }

  ImportSummary summary;
  std::vector<AppendRequest> requests;
  for (const GameLines& game : games) {
    const JsonLine& first = *game.lines.front();
    for (size_t i = 1; i < game.lines.size(); ++i) {
      const JsonLine& line = *game.lines[i];
      const uint32_t expected = game.lines[i - 1]->event.seq + 1;
      if (line.event.seq != expected) {
        return Status::InvalidInput(At(source, line.line) + ": seq " +
                                    std::to_string(line.event.seq) + " of game '" + game.game +
                                    "' should be " + std::to_string(expected) +
                                    " (seqs must be consecutive, without gaps or repeats)");
      }
    }

    // What the store already has of this game.
    uint32_t stored_count = 0;
    Header header;
    Result<GameInfo> info = log.GetGame(game.game);
    if (info.ok()) {
      stored_count = info->event_count;
      header = info->header;
    } else if (info.status().code() != StatusCode::kNotFound) {
      return info.status();
    } else if (!IsHeader(first.event)) {
      return Status::InvalidInput(At(source, first.line) + ": event for unknown game '" +
                                  game.game +
                                  "': the store has no such game and this file has no header "
                                  "for it (a game log starts with its header at seq 1)");
    }
    if (first.event.seq > stored_count + 1) {
      return Status::InvalidInput(
          At(source, first.line) + ": seq " + std::to_string(first.event.seq) + " of game '" +
          game.game + "' leaves a gap: the store holds " + std::to_string(stored_count) +
          " events, so the next is seq " + std::to_string(stored_count + 1));
    }

    ImportedGame result{game.game, 0, 0, stored_count};
    AppendRequest request{game.game, stored_count + 1, {}};
    std::vector<StoredEvent> stored;
    if (first.event.seq <= stored_count) {
      Result<std::vector<StoredEvent>> read = log.Read(game.game, first.event.seq, stored_count);
      if (!read.ok()) return read.status();
      stored = std::move(read).value();
    }
    for (const JsonLine* line : game.lines) {
      const Event& event = line->event;
      if (event.seq <= stored_count) {
        const StoredEvent& existing = stored[event.seq - first.event.seq];
        if (!SameEvent(event, existing.event)) {
          return Status::InvalidInput(
              At(source, line->line) + ": seq " + std::to_string(event.seq) + " of game '" +
              game.game +
              "' differs from the event already stored there; a game log is append-only "
              "(corrections are judge events)");
        }
        ++result.already_stored;
        continue;
      }
      if (IsHeader(event)) {
        header = std::get<Header>(event.body);
      } else {
        Status fits = CheckEventAgainstHeader(header, event);
        if (!fits.ok()) return fits.WithContext(At(source, line->line));
      }
      request.events.push_back(event);
      ++result.added;
    }
    result.event_count = stored_count + result.added;
    if (!request.events.empty()) requests.push_back(std::move(request));
    summary.games.push_back(result);
  }

  if (!requests.empty()) {
    Status appended = log.Append(requests, durability);
    if (!appended.ok()) return appended.WithContext(std::string(source));
  }
  return summary;
}

}  // namespace tcgjudge
