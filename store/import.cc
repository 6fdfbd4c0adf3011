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

// What one game of a file adds to the store, or the first of its lines that is refused.
struct GameImport {
  ImportedGame result;
  AppendRequest request;
  int bad_line = 0;  // Non-zero: the game's first refused line, and why.
  Status problem;
};

GameImport Refused(int line, Status problem) {
  GameImport refused;
  refused.bad_line = line;
  refused.problem = std::move(problem);
  return refused;
}

// Checks the lines of one game of the file, in file order, against each other and against what
// the store holds. A failure of the store itself is the Result's error.
Result<GameImport> PrepareGame(const EventLog& log, const GameLines& game,
                               std::string_view source) {
  const JsonLine& first = *game.lines.front();
  uint32_t stored_count = 0;
  Header header;
  Result<GameInfo> info = log.GetGame(game.game);
  if (info.ok()) {
    stored_count = info->event_count;
    header = info->header;
  } else if (info.status().code() != StatusCode::kNotFound) {
    return info.status();
  } else if (!IsHeader(first.event)) {
    return Refused(
        first.line,
        Status::InvalidInput(At(source, first.line) + ": event for unknown game '" + game.game +
                             "': the store has no such game and this file has no "
                             "header for it (a game log starts with its header at seq "
                             "1)"));
  }
  if (first.event.seq > stored_count + 1) {
    return Refused(
        first.line,
        Status::InvalidInput(At(source, first.line) + ": seq " + std::to_string(first.event.seq) +
                             " of game '" + game.game + "' leaves a gap: the store holds " +
                             std::to_string(stored_count) + " events, so the next is seq " +
                             std::to_string(stored_count + 1)));
  }
  std::vector<StoredEvent> stored;
  if (first.event.seq <= stored_count) {
    TJ_ASSIGN_OR_RETURN(stored, log.Read(game.game, first.event.seq, stored_count));
  }
  GameImport import;
  import.result = ImportedGame{game.game, 0, 0, stored_count};
  import.request = AppendRequest{game.game, stored_count + 1, {}};
  for (size_t i = 0; i < game.lines.size(); ++i) {
    const JsonLine& line = *game.lines[i];
    const Event& event = line.event;
    if (i > 0 && event.seq != game.lines[i - 1]->event.seq + 1) {
      return Refused(line.line, Status::InvalidInput(
                                    At(source, line.line) + ": seq " + std::to_string(event.seq) +
                                    " of game '" + game.game + "' should be " +
                                    std::to_string(game.lines[i - 1]->event.seq + 1) +
                                    " (seqs must be consecutive, without gaps or repeats)"));
    }
    if (event.seq <= stored_count) {
      if (!SameEvent(event, stored[event.seq - first.event.seq].event)) {
        return Refused(line.line,
                       Status::InvalidInput(At(source, line.line) + ": seq " +
                                            std::to_string(event.seq) + " of game '" + game.game +
                                            "' differs from the event already stored there; a "
                                            "game log is append-only (corrections are judge "
                                            "events)"));
      }
      ++import.result.already_stored;
      continue;
    }
    if (IsHeader(event)) {
      header = std::get<Header>(event.body);
    } else {
      Status fits = CheckEventAgainstHeader(header, event);
      if (!fits.ok()) return Refused(line.line, fits.WithContext(At(source, line.line)));
    }
    import.request.events.push_back(event);
    ++import.result.added;
  }
  import.result.event_count = stored_count + import.result.added;
  return import;
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

  // Each game is checked on its own; of the lines refused, the first in the file is reported (a
  // wrong game id on line 60 is the problem, not the gap it leaves on line 61).
  ImportSummary summary;
  std::vector<AppendRequest> requests;
  const GameImport* first_refused = nullptr;
  std::vector<GameImport> prepared;
  prepared.reserve(games.size());
  for (const GameLines& game : games) {
    TJ_ASSIGN_OR_RETURN(GameImport import, PrepareGame(log, game, source));
    prepared.push_back(std::move(import));
  }
  for (GameImport& import : prepared) {
    if (import.bad_line != 0) {
      if (first_refused == nullptr || import.bad_line < first_refused->bad_line) {
        first_refused = &import;
      }
      continue;
    }
    summary.games.push_back(import.result);
    if (!import.request.events.empty()) requests.push_back(std::move(import.request));
  }
  if (first_refused != nullptr) return first_refused->problem;

  if (!requests.empty()) {
    Status appended = log.Append(requests, durability);
    if (!appended.ok()) return appended.WithContext(std::string(source));
  }
  return summary;
}

}  // namespace tcgjudge
