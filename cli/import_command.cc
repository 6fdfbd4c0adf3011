// import FILE... (cli/commands.h ImportCommand): each file read once, line by line; its events
// checked and encoded for the store as they are read (store/import.h FileImport) and kept by game
// for the rules engine, which folds each game once for its check, its snapshots, its stored
// priority-point index and its summary, as soon as the file goes on to the next game; then the
// game's events are released, so that the import holds one game's events at a time.

#include <spdlog/spdlog.h>

#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cli/command_support.h"
#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/register_command.h"
#include "engine/registry.h"
#include "events/codec.h"
#include "events/game_check.h"
#include "events/jsonl.h"
#include "judge/game_replay.h"
#include "judge/game_summary.h"
#include "judge/notation.h"
#include "judge/snapshot_cache.h"
#include "store/import.h"
#include "store/rocks_event_log.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

// Files imported between two syncs of the store: a file is reported only once it is durable,
// and a sync (fdatasync) per file cost more than the import of a short game.
constexpr size_t kFilesPerSync = 64;

// How long an import leaves the store free between two files once it has held it for
// CommandContext::import_hold: a writer waiting its turn tries every 10 ms
// (store/rocks_event_log.h RocksEventLog::Open), so it takes the store within this gap.
constexpr std::chrono::milliseconds kWritersGap{50};

// Ctrl-C during an import (issue 31: it exited 130 in silence). The first SIGINT is noted here and
// the import stops before it stores another file, saying which files are stored and which not; a
// second one ends the process at once (the handler is reset), which still leaves each file whole
// or absent. A signal handler can only reach a flag of static storage.
std::atomic<bool> interrupted{false};

extern "C" void NoteInterrupt(int) { interrupted.store(true); }

// Catches SIGINT while it lives.
class InterruptGuard {
 public:
  InterruptGuard() {
    interrupted.store(false);
    struct sigaction action {};
    action.sa_handler = NoteInterrupt;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    installed_ = ::sigaction(SIGINT, &action, &previous_) == 0;
  }
  ~InterruptGuard() {
    if (installed_) ::sigaction(SIGINT, &previous_, nullptr);
  }
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

 private:
  struct sigaction previous_ {};
  bool installed_ = false;
};

// What ForEachJsonLineEventOfFile says of a file without an event (events/jsonl.cc).
constexpr std::string_view kEmptyLog = "file is empty: a game log needs at least its header event";

// A game of this many events or more shows the progress of its fold.
constexpr size_t kEventsShownFrom = 10'000;

// The lines of one game of a file, in file order. A game is folded as soon as the file goes on to
// another game, and its events are then released (`released`): the import keeps one game's events
// at a time (docs/performance.md, "Import memory"). A game whose lines come back after another
// game's (an interleaved file) is read again once the file is read (`interleaved`).
struct FileGame {
  std::string id;
  std::vector<Event> events;
  std::vector<int> lines;  // lines[i]: the file's line of events[i].
  bool released = false;
  bool interleaved = false;

  // The file's last line of the event with `seq`, or 0 if it has none.
  int LineOf(uint32_t seq) const {
    for (size_t i = events.size(); i-- > 0;) {
      if (events[i].seq == seq) return lines[i];
    }
    return 0;
  }
  // Whether the file holds the game from its header on, seq after seq.
  bool Whole() const {
    for (size_t i = 0; i < events.size(); ++i) {
      if (events[i].seq != i + 1) return false;
    }
    return !events.empty();
  }
};

// A game of an imported file as the rules followed it: the snapshots planned for its new events
// and its summary (judge/game_summary.h), both stored once the file is imported.
struct FollowedGame {
  size_t game = 0;  // In the file's games.
  Header header;
  SnapshotPlanner planner;
  GameSummary summary;
  bool dropped = false;  // Its lines came back later in the file: followed again whole.
};

// Whether game `games[index]` can be followed by the rules (docs/rulings-zero.md, "Record
// semantics"): its header names a ruleset and rulebook version this build plays, with cards its
// card set knows, and the engine folds the whole game as it will be stored (the events already in
// `store` and the file's new ones). A game that breaks rules is followable; one the engine cannot
// follow (a malformed event) is refused naming the file's line, the seq and the reason, so that no
// stored game is left that cannot be reviewed. Without loaded rulesets (no --cards file could be
// read) nothing is checked. The same replay plans the snapshots of the game's new events and
// summarises the game, added to `followed`.
Status FollowGame(const CommandContext& ctx, EventLog& store, const std::vector<FileGame>& games,
                  size_t index, const std::string& file, std::vector<FollowedGame>* followed) {
  if (ctx.rulesets == nullptr) return Status::Ok();
  const FileGame& game = games[index];
  // The game as it will be stored: its stored events, then each line that continues them. A
  // new game read whole is the file's events themselves.
  std::vector<Event> joined;
  std::span<const Event> log;
  uint32_t first_new = 1;
  auto stored = store.Read(game.id);
  if (!stored.ok() && game.Whole()) {
    log = game.events;
  } else {
    if (stored.ok()) {
      for (StoredEvent& event : *stored) joined.push_back(std::move(event.event));
    }
    first_new = static_cast<uint32_t>(joined.size() + 1);
    for (const Event& event : game.events) {
      if (event.seq == joined.size() + 1) joined.push_back(event);
    }
    log = joined;
  }
  // An event that does not fit its header, seqs out of order, events unlike the stored ones:
  // the import names them, before the rules are asked.
  if (log.empty() || !IsHeader(log.front())) return Status::Ok();
  const Header& header = std::get<Header>(log.front().body);
  bool fits = CheckNothingSaidTwice(log.front()).ok();
  for (size_t i = 1; i < log.size() && fits; ++i) {
    fits = CheckEventAgainstHeader(header, log[i]).ok() && CheckNothingSaidTwice(log[i]).ok();
  }
  if (!fits) return Status::Ok();
  auto at = [&] {
    const int line = game.LineOf(1);
    return line != 0 ? file + ":" + std::to_string(line) : file + ": stored";
  };
  auto ruleset = ctx.rulesets->ForHeader(header);
  if (!ruleset.ok()) return ruleset.status().WithContext(at() + ": header");
  std::vector<Violation> deck_violations;  // A deck the rules forbid is still playable.
  auto started = (*ruleset)->Start(header, &deck_violations);
  if (!started.ok()) return started.status().WithContext(at() + ": header");
  SnapshotPlanner planner(**ruleset, first_new);
  // A long game shows its own progress too: a file of one game of 250,000 events is one game.
  Progress events(ctx, "import: " + file + ": " + game.id, log.size(), ProgressUnit::kEvents);
  size_t folded = 0;
  auto review = ReplayGame(**ruleset, log, [&](const ReplayStep& step) {
    planner.Add(step);
    if (log.size() >= kEventsShownFrom) events.Update(++folded);
  });
  if (!review.ok()) {
    // The replay names the seq ("seq N: ..."); the file's line of that seq leads.
    uint32_t seq = 0;
    std::sscanf(review.status().message().c_str(), "seq %u", &seq);
    const int line = game.LineOf(seq);
    return Status::InvalidInput(
        (line != 0 ? file + ":" + std::to_string(line) : file) + ": game " + game.id +
        ": the rules engine cannot follow it: " + review.status().message());
  }
  followed->push_back(
      FollowedGame{index, header, std::move(planner), SummarizeGame(**ruleset, log, *review)});
  return Status::Ok();
}

// Reads `path` line by line into `import` and into `games`, by game in order of first appearance,
// and follows each game by the rules (FollowGame) as soon as the file goes on to another, releasing
// its events; the games whose lines come back later are read again and followed at the end. The
// first problem the rules find is `*unfollowable` (the file is still read whole: a line that does
// not parse is the first problem to report).
Status ReadAndFollow(const CommandContext& ctx, EventLog& store, const std::string& path,
                     FileImport& import, std::vector<FileGame>* games,
                     std::vector<FollowedGame>* followed, Status* unfollowable) {
  std::map<std::string, size_t, std::less<>> index;
  size_t current = 0;
  std::optional<Progress> progress;
  const auto read = [&](uint64_t bytes_read, uint64_t file_bytes) {
    if (!progress) {
      progress.emplace(ctx, "import: " + path + ": reading", file_bytes, ProgressUnit::kMiB);
    }
    progress->Update(bytes_read);
  };
  auto follow = [&](size_t g) {
    FileGame& game = (*games)[g];
    if (game.released || game.interleaved) return;
    if (unfollowable->ok()) *unfollowable = FollowGame(ctx, store, *games, g, path, followed);
    game.released = true;
    game.events = {};
    game.lines = {};
  };
  std::error_code size_error;
  const uint64_t file_bytes = std::filesystem::file_size(path, size_error);
  uint64_t bytes_read = 0;
  // One event of the file: kept for the store and by game (a game is followed as soon as the file
  // goes on to another).
  auto take = [&](int line, Event&& event) -> Status {
    import.Add(line, event);
    if (games->empty() || (*games)[current].id != event.game) {
      auto [at, added] = index.emplace(event.game, games->size());
      if (added) games->push_back(FileGame{event.game, {}, {}});
      if (!games->empty() && at->second != current && current < games->size()) {
        follow(current);
      }
      current = at->second;
      FileGame& next = (*games)[current];
      if (next.released && !next.interleaved) {
        // Its lines come back: what was followed of it was not all of it.
        next.interleaved = true;
        for (FollowedGame& f : *followed) f.dropped = f.dropped || f.game == current;
      }
    }
    FileGame& game = (*games)[current];
    if (game.interleaved) return Status::Ok();  // Read again at the end.
    game.events.push_back(std::move(event));
    game.lines.push_back(line);
    return Status::Ok();
  };
  if (IsNotationPath(path)) {
    // A notation file (docs/notation.md): one game, read whole and followed as it is read
    // (judge/notation.h), then taken as a JSON Lines file's events would be.
    TJ_ASSIGN_OR_RETURN(std::vector<NotationEvent> events, ReadNotationFile(path, ctx.rulesets));
    for (NotationEvent& event : events)
      TJ_RETURN_IF_ERROR(take(event.line, std::move(event.event)));
  } else {
    TJ_RETURN_IF_ERROR(
        ForEachJsonLineOfFile(path, kEmptyLog, [&](int line, std::string_view text) -> Status {
          bytes_read += text.size() + 1;
          if (!size_error) read(std::min(bytes_read, file_bytes), file_bytes);
          TJ_ASSIGN_OR_RETURN(Event event, EventFromJson(text));
          return take(line, std::move(event));
        }));
  }
  if (!games->empty()) follow(current);
  progress.reset();
  // The interleaved games, read again: only their own lines are kept.
  std::map<std::string, size_t, std::less<>> again;
  for (size_t g = 0; g < games->size(); ++g) {
    if ((*games)[g].interleaved) again.emplace((*games)[g].id, g);
  }
  if (!again.empty()) {
    TJ_RETURN_IF_ERROR(ForEachJsonLineEventOfFile(path, [&](int line, Event&& event) {
      auto it = again.find(event.game);
      if (it == again.end()) return;
      (*games)[it->second].events.push_back(std::move(event));
      (*games)[it->second].lines.push_back(line);
    }));
    for (const auto& [id, g] : again) {
      if (unfollowable->ok()) *unfollowable = FollowGame(ctx, store, *games, g, path, followed);
      (*games)[g].events = {};
      (*games)[g].lines = {};
      (*games)[g].released = true;
    }
  }
  Progress shown(ctx, "import: " + path, games->size());
  for (size_t g = 1; g <= games->size(); ++g) shown.Update(g);
  return Status::Ok();
}

// The lines `import` prints for one imported file.
std::string ReportOf(const CommandContext& ctx, const std::string& file,
                     const ImportSummary& summary) {
  std::string text;
  for (const ImportedGame& game : summary.games) {
    if (ctx.json) {
      text += "{\"file\":" + JsonQuote(file) + ",\"game\":" + JsonQuote(game.game) +
              ",\"added\":" + std::to_string(game.added) +
              ",\"alreadyStored\":" + std::to_string(game.already_stored) +
              ",\"events\":" + std::to_string(game.event_count) + "}\n";
    } else if (game.added == 0) {
      text += file + ": game " + game.game + " is already stored (" +
              std::to_string(game.event_count) + " events), nothing to add\n";
    } else {
      text += file + ": game " + game.game + ": " + std::to_string(game.added) +
              (game.added == 1 ? " event added" : " events added");
      if (game.already_stored != 0) {
        text += " (" + std::to_string(game.already_stored) + " already stored)";
      }
      text += ", " + std::to_string(game.event_count) + " in all\n";
    }
  }
  return text;
}

// DeckFindingLines of each game new in `summary` (its header stored by this import), reading the
// store's games and registrations once.
std::string DeckCheckText(const CommandContext& ctx, const EventLog& store,
                          std::span<const FollowedGame> followed, const ImportSummary& summary) {
  if (ctx.json || ctx.rulesets == nullptr) return "";
  std::string text;
  std::optional<std::vector<GameInfo>> games;
  std::optional<std::vector<Registration>> registrations;
  for (const FollowedGame& game : followed) {
    const ImportedGame& imported = summary.games[game.game];
    if (game.dropped || imported.added != imported.event_count) continue;  // Not a new header.
    if (!games) {
      auto listed = store.ListGames();
      auto taken = store.ListRegistrations();
      if (!listed.ok() || !taken.ok()) return "";  // The audit reports what the store cannot.
      games = std::move(listed).value();
      registrations = std::move(taken).value();
    }
    text += DeckFindingLines(ctx, *games, *registrations, game.header);
  }
  return text;
}

}  // namespace

int ImportCommand(const CommandContext& ctx, const std::vector<std::string>& files) {
  auto store = OpenStore(ctx, OpenMode::kReadWrite, /*create=*/true);
  if (!store.ok()) return Fail(ctx, store.status());
  if (ctx.rulesets == nullptr && !ctx.rulesets_problem.empty()) {
    ctx.log->warn("headers are stored unchecked by the rules: {}", ctx.rulesets_problem);
  }
  int exit_code = kExitOk;
  auto refuse = [&](const Status& problem) {
    ctx.log->error("{} (nothing of it was imported)", problem.message());
    exit_code = std::max(exit_code, ExitCodeFor(problem));
  };
  // The files imported since the last sync, with what each reports once it is durable.
  std::vector<std::pair<std::string, std::string>> unsynced;
  auto sync = [&] {
    if (unsynced.empty()) return;
    if (Status synced = (*store)->Sync(); !synced.ok()) {
      // Written but perhaps not durable: not reported as imported, and not as refused either.
      for (const auto& [file, report] : unsynced) {
        ctx.log->error(
            "{}: the store could not make it durable: {} (it may or may not be stored: import it "
            "again once the store syncs; events already stored are skipped)",
            file, synced.message());
        exit_code = std::max(exit_code, ExitCodeFor(synced));
      }
    } else {
      for (const auto& [file, report] : unsynced) *ctx.out << report;
    }
    unsynced.clear();
  };
  InterruptGuard guard;
  // Stops before storing `files[i]` if Ctrl-C was pressed: the files before it are reported once
  // durable, and the rest named as not imported.
  auto stop = [&](size_t i) {
    if (!interrupted.load()) return false;
    sync();
    std::string rest;
    for (size_t j = i; j < files.size(); ++j) rest += (rest.empty() ? "" : ", ") + files[j];
    ctx.log->error("interrupted (Ctrl-C): {} not imported, nothing of {} stored{}", rest,
                   files.size() - i == 1 ? "it" : "them",
                   i == 0 ? "" : "; the files reported above are stored");
    exit_code = kExitInterrupted;
    return true;
  };
  // Lets a writer that waits for the store in (a scorekeeper's append during a long import)
  // before `files[i]`: what is imported is made durable and reported, the store closed, left free
  // for kWritersGap and opened again, the import waiting its own turn as any writer (--wait).
  using Clock = std::chrono::steady_clock;
  Clock::time_point held_since = Clock::now();
  auto let_writers_in = [&](size_t i) {
    if (Clock::now() - held_since < ctx.import_hold) return true;
    sync();
    if (Status closed = (*store)->Close(); !closed.ok()) {
      ctx.log->warn("closing the store between files: {}", closed.message());
    }
    ctx.log->debug("import: the store is free for {} ms before {}, for a writer waiting its turn",
                   kWritersGap.count(), files[i]);
    std::this_thread::sleep_for(kWritersGap);
    store = OpenStore(ctx, OpenMode::kReadWrite, /*create=*/true);
    held_since = Clock::now();
    if (store.ok()) return true;
    std::string rest;
    for (size_t j = i; j < files.size(); ++j) rest += (rest.empty() ? "" : ", ") + files[j];
    ctx.log->error("{}: {} not imported, nothing of {} stored; the files reported above are stored",
                   store.status().message(), rest, files.size() - i == 1 ? "it" : "them");
    exit_code = std::max(exit_code, ExitCodeFor(store.status()));
    return false;
  };
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string& file = files[i];
    if (stop(i)) return exit_code;
    if (i > 0 && !let_writers_in(i)) return exit_code;
    FileImport import(**store, file);
    std::vector<FileGame> games;
    std::vector<FollowedGame> followed;
    Status playable;
    if (Status read = ReadAndFollow(ctx, **store, file, import, &games, &followed, &playable);
        !read.ok()) {
      refuse(read);
      continue;
    }
    if (!playable.ok()) {
      refuse(playable);
      continue;
    }
    if (stop(i)) return exit_code;  // Read and checked, not stored.
    auto summary = std::move(import).Finish(Durability::kBuffered);
    if (!summary.ok()) {
      refuse(summary.status());
      continue;
    }
    for (FollowedGame& game : followed) {
      if (game.dropped) continue;
      const ImportedGame& imported = summary->games[game.game];
      TJ_CHECK(imported.game == games[game.game].id);
      // The index and line kinds of the new events, and their snapshots if any were planned. The
      // game's events were released once it was followed: they are read back from the store.
      KeepSnapshots(ctx, **store, game.header, std::move(game.planner));
      KeepSummary(ctx, **store, game.header, game.summary);
    }
    unsynced.emplace_back(file, ReportOf(ctx, file, *summary) +
                                    DeckCheckText(ctx, **store, followed, *summary));
    if (unsynced.size() == kFilesPerSync) sync();
  }
  sync();
  return exit_code;
}

}  // namespace tcgjudge
