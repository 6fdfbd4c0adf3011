#include "store/import.h"

#include <utility>

#include "events/codec.h"
#include "events/game_check.h"

namespace tcgjudge {
namespace {

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

FileImport::FileImport(EventLog& log, std::string source)
    : log_(log),
      source_(std::move(source)),
      // The batch checks each game's new events against the store as this import read it.
      batch_([this](const std::string& game) -> Result<StoredGameState> {
        auto found = by_id_.find(game);
        TJ_CHECK(found != by_id_.end());
        return found->second->stored;
      }) {}

void FileImport::Refuse(Game& game, int line, Status problem) {
  game.bad_line = line;
  game.problem = std::move(problem);
  if (first_refused_line_ == 0) first_refused_line_ = line;
}

FileImport::Game* FileImport::GameOf(int line, const Event& event) {
  if (last_ != nullptr && last_->result.game == event.game) return last_;
  if (auto found = by_id_.find(event.game); found != by_id_.end()) return last_ = found->second;
  // The game's first line: what the store holds of it.
  auto game = std::make_unique<Game>();
  game->result.game = event.game;
  game->first_seq = event.seq;
  Result<GameInfo> info = log_.GetGame(event.game);
  if (info.ok()) {
    game->stored.event_count = info->event_count;
    game->stored.last_hash = info->last_hash;
    game->stored.header = std::make_shared<const Header>(std::move(info->header));
    game->header = game->stored.header;
  } else if (info.status().code() != StatusCode::kNotFound) {
    store_failure_ = info.status();
    return nullptr;
  }
  const uint32_t stored_count = game->stored.event_count;
  game->result.event_count = stored_count;
  if (!info.ok() && !IsHeader(event)) {
    Refuse(*game, line,
           Status::InvalidInput(At(source_, line) + ": event for unknown game '" + event.game +
                                "': the store has no such game and this file has no "
                                "header for it (a game log starts with its header at seq 1)"));
  } else if (event.seq > stored_count + 1) {
    Refuse(*game, line,
           Status::InvalidInput(At(source_, line) + ": seq " + std::to_string(event.seq) +
                                " of game '" + event.game + "' leaves a gap: the store holds " +
                                std::to_string(stored_count) + " events, so the next is seq " +
                                std::to_string(stored_count + 1)));
  } else if (event.seq <= stored_count) {
    Result<std::vector<StoredEvent>> stored = log_.Read(event.game, event.seq, stored_count);
    if (!stored.ok()) {
      store_failure_ = stored.status();
      return nullptr;
    }
    game->stored_read = std::move(stored).value();
  }
  Game* added = game.get();
  by_id_.emplace(event.game, added);
  games_.push_back(std::move(game));
  return last_ = added;
}

void FileImport::Add(int line, const Event& event) {
  if (store_failure_) return;  // Nothing after it is reported.
  Game* game = GameOf(line, event);
  if (game == nullptr || game->bad_line != 0) return;
  const std::string& id = game->result.game;
  if (game->read_a_line && event.seq != game->last_seq + 1) {
    return Refuse(*game, line,
                  Status::InvalidInput(At(source_, line) + ": seq " + std::to_string(event.seq) +
                                       " of game '" + id + "' should be " +
                                       std::to_string(game->last_seq + 1) +
                                       " (seqs must be consecutive, without gaps or repeats)"));
  }
  game->last_seq = event.seq;
  const int line_before = game->last_line;
  game->last_line = line;
  game->read_a_line = true;
  if (event.seq <= game->stored.event_count) {
    if (!SameEvent(event, game->stored_read[event.seq - game->first_seq].event)) {
      return Refuse(*game, line,
                    Status::InvalidInput(At(source_, line) + ": seq " + std::to_string(event.seq) +
                                         " of game '" + id +
                                         "' differs from the event already stored there; a "
                                         "game log is append-only (corrections are judge "
                                         "events)"));
    }
    ++game->result.already_stored;
    return;
  }
  if (Status once = CheckNothingSaidTwice(event); !once.ok()) {
    return Refuse(*game, line, once.WithContext(At(source_, line)));
  }
  if (IsHeader(event)) {
    game->header = std::make_shared<const Header>(std::get<Header>(event.body));
  } else {
    TJ_CHECK(game->header != nullptr);  // A new game's first line is its header (GameOf).
    Status fits = CheckEventAgainstHeader(*game->header, event);
    if (!fits.ok()) return Refuse(*game, line, fits.WithContext(At(source_, line)));
  }
  ++game->result.added;
  // What the store refuses is reported only if no line is refused (Finish): the lines after it
  // are still read.
  if (!game->append_problem.ok()) return;
  Status added = batch_.Add(event);
  if (added.ok()) return;
  // Named at its line; a broken link also names the line of the event it links to, the one
  // that was changed if the file was edited.
  game->append_problem = added.WithContext(At(source_, line));
  if (line_before != 0 && added.code() == StatusCode::kInvalidInput &&
      added.message().find("prevHash does not match") != std::string::npos) {
    game->append_problem = Status::InvalidInput(
        game->append_problem.message() + " (event " + std::to_string(event.seq - 1) +
        " is line " + std::to_string(line_before) + " of this file)");
  }
}

Result<ImportSummary> FileImport::Finish(Durability durability) && {
  if (store_failure_) return *store_failure_;
  // Of the lines refused, the first in the file (a wrong game id on line 60 is the problem, not
  // the gap it leaves on line 61).
  if (first_refused_line_ != 0) {
    for (const auto& game : games_) {
      if (game->bad_line == first_refused_line_) return game->problem;
    }
  }
  for (const auto& game : games_) {
    if (!game->append_problem.ok()) return game->append_problem;
  }
  if (!batch_.empty()) {
    Status appended = log_.Append(batch_, durability);
    if (!appended.ok()) return appended.WithContext(source_);
  }
  ImportSummary summary;
  summary.games.reserve(games_.size());
  size_t next_append = 0;
  for (const auto& game : games_) {
    game->result.event_count = game->stored.event_count + game->result.added;
    if (game->result.added != 0) {
      const PreparedAppend& append = batch_.appends()[next_append++];
      TJ_CHECK(append.game == game->result.game && append.events.size() == game->result.added);
      game->result.added_hashes.reserve(append.events.size());
      for (const PreparedEvent& event : append.events) {
        game->result.added_hashes.push_back(event.hash);
      }
    }
    summary.games.push_back(std::move(game->result));
  }
  return summary;
}

Result<ImportSummary> ImportEvents(EventLog& log, std::span<const JsonLine> lines,
                                   std::string_view source, Durability durability) {
  FileImport import(log, std::string(source));
  for (const JsonLine& line : lines) import.Add(line.line, line.event);
  return std::move(import).Finish(durability);
}

Result<ImportSummary> ImportJsonLines(EventLog& log, std::string_view text, std::string_view source,
                                      Durability durability) {
  FileImport import(log, std::string(source));
  TJ_RETURN_IF_ERROR(ForEachJsonLineEvent(
      text, source, [&](int line, Event&& event) { import.Add(line, event); }));
  return std::move(import).Finish(durability);
}

}  // namespace tcgjudge
