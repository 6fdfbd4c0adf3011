#include "bench/append_bench.h"

#include <fcntl.h>
#include <spdlog/sinks/null_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <span>
#include <sstream>

#include "bench/sqlite_log.h"
#include "bench/workload.h"
#include "cli/commands.h"
#include "events/codec.h"
#include "events/jsonl.h"
#include "store/import.h"
#include "store/rocks_event_log.h"

namespace tcgjudge::bench {
namespace {

namespace fs = std::filesystem;

// Where the durable appends deep into a game start (issue 16: "at seq 5,000 of a game").
constexpr size_t kDeepSeq = 5000;

uint64_t DirectoryBytes(const fs::path& dir) {
  uint64_t bytes = 0;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file()) bytes += entry.file_size();
  }
  return bytes;
}

// The disk's own rate of small synced writes: append 256 bytes and fdatasync, `count` times.
Result<double> FsyncRate(const fs::path& dir, uint32_t count) {
  const fs::path file = dir / "fsync-probe";
  const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0644);
  if (fd < 0) return Status::IoError("cannot create " + file.string());
  const std::string block(256, 'x');
  Stopwatch watch;
  for (uint32_t i = 0; i < count; ++i) {
    if (::write(fd, block.data(), block.size()) != static_cast<ssize_t>(block.size()) ||
        ::fdatasync(fd) != 0) {
      ::close(fd);
      return Status::IoError("cannot write and sync " + file.string());
    }
  }
  const double rate = count / watch.Seconds();
  ::close(fd);
  fs::remove(file);
  return rate;
}

// Synced single appends of `appended` per second, to a new store in `dir` that already holds
// `before` (the same game's earlier events, stored buffered).
Result<double> DurableRate(const fs::path& dir, std::span<const Event> before,
                           std::span<const Event> appended) {
  fs::remove_all(dir);
  TJ_ASSIGN_OR_RETURN(auto store, RocksEventLog::Open(dir.string(), OpenMode::kReadWrite));
  if (!before.empty()) {
    TJ_RETURN_IF_ERROR(
        store->Append(AppendRequest{before.front().game, 1, {before.begin(), before.end()}},
                      Durability::kBuffered));
    TJ_RETURN_IF_ERROR(store->Sync());
  }
  Stopwatch watch;
  for (const Event& event : appended) {
    AppendRequest request{event.game, event.seq, {event}};
    TJ_RETURN_IF_ERROR(store->Append(request, Durability::kSync));
  }
  const double rate = appended.size() / watch.Seconds();
  TJ_RETURN_IF_ERROR(store->Close());
  return rate;
}

// Events per second of `tcgjudge import` (run in process, as the position bench runs its
// commands) over `games`, a JSON Lines file each, into a new store under `root`.
Result<double> CommandImportRate(const std::vector<std::vector<Event>>& games, const fs::path& root,
                                 const RulesetRegistry& rulesets) {
  const fs::path dir = root / "command-files";
  fs::create_directories(dir);
  std::vector<std::string> files;
  uint64_t events = 0;
  for (const auto& game : games) {
    files.push_back((dir / (game.front().game + ".jsonl")).string());
    std::ofstream(files.back()) << ToJsonLines(game);
    events += game.size();
  }
  auto logger =
      std::make_shared<spdlog::logger>("bench", std::make_shared<spdlog::sinks::null_sink_mt>());
  std::ostringstream out;
  CommandContext ctx;
  ctx.db_path = (root / "rocks-command").string();
  ctx.out = &out;
  ctx.log = logger.get();
  ctx.rulesets = &rulesets;
  ctx.snapshot_engine = "bench";
  Stopwatch watch;
  if (ImportCommand(ctx, files) != kExitOk)
    return Status::InvalidInput("the import command failed");
  const double rate = events / watch.Seconds();
  fs::remove_all(dir);
  return rate;
}

}  // namespace

Status RunAppendBench(const std::vector<std::vector<Event>>& games,
                      const std::vector<Event>& deep_game, const AppendOptions& options,
                      Report& report) {
  const fs::path root = fs::path(options.work_dir) / "append";
  fs::remove_all(root);
  fs::create_directories(root);
  uint64_t event_count = 0, encoded_bytes = 0;
  std::string jsonl;
  for (const auto& game : games) {
    event_count += game.size();
    jsonl += ToJsonLines(game);
  }
  const std::string workload =
      std::to_string(games.size()) + " games, " + std::to_string(event_count) + " events";

  // Bulk import, as `tcgjudge import` does it: parse, check, append, one sync.
  double import_rate = 0;
  {
    TJ_ASSIGN_OR_RETURN(
        auto store, RocksEventLog::Open((root / "rocks-import").string(), OpenMode::kReadWrite));
    Stopwatch watch;
    TJ_ASSIGN_OR_RETURN(ImportSummary summary,
                        ImportJsonLines(*store, jsonl, "bench", Durability::kBuffered));
    TJ_RETURN_IF_ERROR(store->Sync());
    import_rate = event_count / watch.Seconds();
    report.Add({"append", workload, "import JSON Lines, RocksDB", import_rate, "events/s",
                "parse + check + store"});
    // The parse as the import runs it: each line's event made, then dropped.
    Stopwatch parse_watch;
    TJ_RETURN_IF_ERROR(ForEachJsonLineEvent(jsonl, "bench", [](int, Event&&) {}));
    report.Add({"append", workload, "  of which parse JSON Lines",
                event_count / parse_watch.Seconds(), "events/s",
                "ForEachJsonLineEvent alone (EventFromJson: fast path, else the codec)"});
    report.Add({"append", workload, "import / goal (400 k/s)", import_rate / 400e3, "x",
                "goal >= 1 (issue 16)"});
    // The same lines through Cap'n Proto's JSON codec alone, as every line was read before the
    // fast path (events/json_fast.h).
    Stopwatch codec_watch;
    for (size_t start = 0; start < jsonl.size();) {
      const size_t end = jsonl.find('\n', start);
      TJ_RETURN_IF_ERROR(
          EventFromJsonByCodec(std::string_view(jsonl).substr(start, end - start)).status());
      start = end + 1;
    }
    report.Add({"append", workload, "  parse, the codec alone", event_count / codec_watch.Seconds(),
                "events/s", "EventFromJsonByCodec on every line, for comparison"});
    TJ_RETURN_IF_ERROR(store->Close());
  }
  // Store only: the decoded events appended a game per batch, then one sync.
  double rocks_bulk = 0;
  {
    TJ_ASSIGN_OR_RETURN(auto store,
                        RocksEventLog::Open((root / "rocks-bulk").string(), OpenMode::kReadWrite));
    Stopwatch watch;
    for (const auto& game : games) {
      AppendRequest request{game.front().game, 1, game};
      TJ_RETURN_IF_ERROR(store->Append(request, Durability::kBuffered));
    }
    TJ_RETURN_IF_ERROR(store->Sync());
    rocks_bulk = event_count / watch.Seconds();
    report.Add({"append", workload, "bulk append, RocksDB", rocks_bulk, "events/s",
                "a WriteBatch per game, one sync"});
    report.Add({"append", workload, "store alone / import", rocks_bulk / import_rate, "x",
                "goal <= 1.2x (issue 16): / goal " + FormatValue(rocks_bulk / import_rate / 1.2)});
    TJ_RETURN_IF_ERROR(store->Close());
    if (options.rulesets != nullptr) {
      TJ_ASSIGN_OR_RETURN(double command_rate, CommandImportRate(games, root, *options.rulesets));
      report.Add({"append", workload, "import command, a file per game", command_rate, "events/s",
                  "as tcgjudge import: + the fold, snapshots, index, summary of each game"});
      report.Add({"append", workload, "store alone / import command", rocks_bulk / command_rate,
                  "x", "what the command adds to the store's work"});
    }
    report.Add({"sizes", workload, "bytes per stored event, RocksDB",
                static_cast<double>(DirectoryBytes(root / "rocks-bulk")) / event_count, "bytes",
                "whole store directory after close"});
  }
  {
    TJ_ASSIGN_OR_RETURN(auto store, SqliteLog::Open((root / "bulk.sqlite").string(), false));
    Stopwatch watch;
    for (const auto& game : games) TJ_RETURN_IF_ERROR(store->Append(game));
    const double sqlite_bulk = event_count / watch.Seconds();
    report.Add({"append", workload, "bulk append, SQLite WAL", sqlite_bulk, "events/s",
                "a transaction per game, synchronous=OFF"});
    report.Add({"append", workload, "bulk RocksDB/SQLite", rocks_bulk / sqlite_bulk, "x", ""});
  }
  for (const auto& game : games) {
    for (const Event& event : game) encoded_bytes += EncodeEvent(event).size();
  }
  report.Add({"sizes", workload, "bytes per event, canonical encoding",
              static_cast<double>(encoded_bytes) / event_count, "bytes", "Cap'n Proto, packed"});

  // Durable single appends: the events of one game, one synced append each.
  std::vector<Event> one_game;
  for (const auto& game : games) {
    for (const Event& event : game) {
      if (one_game.size() == options.durable_appends) break;
      if (event.seq == one_game.size() + 1 && event.game == games.front().front().game) {
        one_game.push_back(event);
      }
    }
  }
  const std::string durable = std::to_string(one_game.size()) + " single appends";
  TJ_ASSIGN_OR_RETURN(double fsync_rate, FsyncRate(root, static_cast<uint32_t>(one_game.size())));
  report.Add({"append", durable, "disk: write + fdatasync", fsync_rate, "/s", "the yardstick"});
  TJ_ASSIGN_OR_RETURN(double rocks_durable, DurableRate(root / "rocks-durable", {}, one_game));
  report.Add({"append", durable, "durable append, RocksDB", rocks_durable, "/s", "from seq 1"});
  report.Add({"append", durable, "disk fsync rate / RocksDB", fsync_rate / rocks_durable, "x",
              "goal <= 1.5x"});
  // The same deep into a long game: its first events stored (buffered), then synced one by one.
  if (deep_game.size() > kDeepSeq + options.durable_appends / 2) {
    const std::span<const Event> game(deep_game);
    const std::span<const Event> before = game.first(kDeepSeq);
    const std::span<const Event> appended =
        game.subspan(kDeepSeq, std::min<size_t>(options.durable_appends, game.size() - kDeepSeq));
    TJ_ASSIGN_OR_RETURN(double deep, DurableRate(root / "rocks-deep", before, appended));
    const std::string at = std::to_string(appended.size()) + " single appends at seq " +
                           std::to_string(kDeepSeq + 1) + "+";
    report.Add({"append", at, "durable append, RocksDB", deep, "/s", ""});
    report.Add({"append", at, "disk fsync rate / RocksDB", fsync_rate / deep, "x", "goal <= 1.5x"});
  }
  {
    TJ_ASSIGN_OR_RETURN(auto store, SqliteLog::Open((root / "durable.sqlite").string(), true));
    Stopwatch watch;
    for (const Event& event : one_game) {
      TJ_RETURN_IF_ERROR(store->Append(std::span<const Event>(&event, 1)));
    }
    const double sqlite_durable = one_game.size() / watch.Seconds();
    report.Add({"append", durable, "durable append, SQLite WAL", sqlite_durable, "/s",
                "synchronous=FULL"});
    report.Add(
        {"append", durable, "durable RocksDB/SQLite", rocks_durable / sqlite_durable, "x", ""});
  }
  fs::remove_all(root);
  return Status::Ok();
}

}  // namespace tcgjudge::bench
