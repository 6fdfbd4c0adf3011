#include "cli/commands.h"

#include <spdlog/spdlog.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <variant>

#include "cli/command_support.h"
#include "cli/progress.h"
#include "engine/registry.h"
#include "events/game_check.h"
#include "events/jsonl.h"
#include "judge/positions.h"
#include "judge/review.h"
#include "store/import.h"
#include "store/rocks_event_log.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

// "no violations", "1 violation", "3 violations (1 reversed, 1 superseded)".
std::string ViolationsSummary(const GameReview& review) {
  const size_t n = review.violations.size();
  if (n == 0) return "no violations";
  size_t reversed = 0, superseded = 0;
  for (const ReviewedViolation& v : review.violations) {
    reversed += v.standing == Standing::kReversed;
    superseded += v.standing == Standing::kSuperseded;
  }
  std::string text = std::to_string(n) + (n == 1 ? " violation" : " violations");
  std::string left;
  if (reversed != 0) left = std::to_string(reversed) + " reversed";
  if (superseded != 0) {
    left += (left.empty() ? "" : ", ") + std::to_string(superseded) + " superseded";
  }
  return left.empty() ? text : text + " (" + left + ")";
}

// "      · P12  A holds priority · turn 3 · <step> · chain 1": the priority point an event
// leads to, under it in `tcgjudge log`.
std::string PointLine(const PriorityPoint& point, uint32_t branch) {
  return "       · " + PointLabel(branch, point.number) + "  " + SeatLetter(point.holder) +
         " holds priority · turn " + std::to_string(point.turn) + " · " + point.step + " · chain " +
         std::to_string(point.chain_depth);
}

std::string PointJson(const PriorityPoint& point, uint32_t branch) {
  char hash[17];
  std::snprintf(hash, sizeof(hash), "%016llx", static_cast<unsigned long long>(point.state_hash));
  return "{\"label\":" + JsonQuote(PointLabel(branch, point.number)) +
         ",\"branch\":" + std::to_string(branch) + ",\"number\":" + std::to_string(point.number) +
         ",\"holder\":\"" + SeatLetter(point.holder) + "\",\"turn\":" + std::to_string(point.turn) +
         ",\"step\":" + JsonQuote(point.step) +
         ",\"chainDepth\":" + std::to_string(point.chain_depth) + ",\"stateHash\":\"" + hash +
         "\"}";
}

// A game of an imported file as the rules followed it: the snapshots planned for its new events
// and its summary (judge/game_summary.h), both stored once the file is imported.
struct FollowedGame {
  Header header;
  SnapshotPlanner planner;
  GameSummary summary;
};

// Every game of `lines` can be followed by the rules (docs/rulings-zero.md, "Record
// semantics"): its header names a ruleset and rulebook version this build plays, with cards its
// card set knows, and the engine folds the whole game as it will be stored (the events already in
// `store` and the file's new ones). A game that breaks rules is followable; one the engine cannot
// follow (a malformed event) is refused naming the file's line, the seq and the reason, so that no
// stored game is left that cannot be reviewed. Without loaded rulesets (no --cards file could be
// read) nothing is checked. The same replay plans the snapshots of each game's new events and
// summarises the game, added to `followed`.
Status CheckGamesFollowable(const CommandContext& ctx, EventLog& store,
                            std::span<const JsonLine> lines, const std::string& file,
                            std::vector<FollowedGame>* followed) {
  if (ctx.rulesets == nullptr) return Status::Ok();
  std::map<std::string, std::vector<const JsonLine*>> games;  // The file's lines of each game.
  std::vector<std::string> order;
  for (const JsonLine& line : lines) {
    auto& game = games[line.event.game];
    if (game.empty()) order.push_back(line.event.game);
    game.push_back(&line);
  }
  Progress progress(ctx, "import: " + file, order.size());
  for (size_t done = 0; done < order.size(); progress.Update(++done)) {
    const std::string& id = order[done];
    std::vector<Event> log;
    if (auto stored = store.Read(id); stored.ok()) {
      for (StoredEvent& event : *stored) log.push_back(std::move(event.event));
    }
    const uint32_t first_new = static_cast<uint32_t>(log.size() + 1);
    std::map<uint32_t, int> line_of_seq;
    for (const JsonLine* line : games[id]) {
      line_of_seq[line->event.seq] = line->line;
      if (line->event.seq == log.size() + 1) log.push_back(line->event);
    }
    // An event that does not fit its header, seqs out of order, events unlike the stored ones:
    // ImportEvents names them, before the rules are asked.
    if (log.empty() || !IsHeader(log.front())) continue;
    const Header& header = std::get<Header>(log.front().body);
    bool fits = true;
    for (size_t i = 1; i < log.size() && fits; ++i) {
      fits = CheckEventAgainstHeader(header, log[i]).ok();
    }
    if (!fits) continue;
    const std::string at =
        line_of_seq.count(1) ? file + ":" + std::to_string(line_of_seq[1]) : file + ": stored";
    auto ruleset = ctx.rulesets->ForHeader(header);
    if (!ruleset.ok()) return ruleset.status().WithContext(at + ": header");
    std::vector<Violation> deck_violations;  // A deck the rules forbid is still playable.
    auto started = (*ruleset)->Start(header, &deck_violations);
    if (!started.ok()) return started.status().WithContext(at + ": header");
    SnapshotPlanner planner(**ruleset, first_new);
    auto review = ReplayGame(**ruleset, log, [&](const ReplayStep& step) { planner.Add(step); });
    if (!review.ok()) {
      // The replay names the seq ("seq N: ..."); the file's line of that seq leads.
      uint32_t seq = 0;
      std::sscanf(review.status().message().c_str(), "seq %u", &seq);
      const auto line = line_of_seq.find(seq);
      return Status::InvalidInput(
          (line != line_of_seq.end() ? file + ":" + std::to_string(line->second) : file) +
          ": game " + id + ": the rules engine cannot follow it: " + review.status().message());
    }
    followed->push_back(
        FollowedGame{header, std::move(planner), SummarizeGame(**ruleset, log, *review)});
  }
  return Status::Ok();
}

// Which events `tcgjudge log` shows (LogOptions).
class LogFilter {
 public:
  static Result<LogFilter> Make(const LogOptions& options) {
    LogFilter filter;
    filter.no_pass_ = options.no_pass;
    for (const std::string& only : options.only) {
      if (only == "violations") {
        filter.violations_ = true;
      } else if (only == "judge") {
        filter.judge_ = true;
      } else {
        return Status::InvalidInput("--only: '" + only +
                                    "' is no class of events (violations, judge; comma-separated)");
      }
    }
    filter.only_ = filter.violations_ || filter.judge_;
    return filter;
  }

  bool Shows(const Event& event, bool illegal) const {
    if (only_) {
      return (violations_ && illegal) ||
             (judge_ && std::holds_alternative<JudgeAction>(event.body));
    }
    const auto* decision = std::get_if<Decision>(&event.body);
    return !(no_pass_ && !illegal && decision != nullptr &&
             std::holds_alternative<PassPriority>(*decision));
  }
  bool Filters() const { return only_ || no_pass_; }

 private:
  bool only_ = false, violations_ = false, judge_ = false, no_pass_ = false;
};

}  // namespace

int ExitCodeFor(const Status& status) {
  switch (status.code()) {
    case StatusCode::kOk:
      return kExitOk;
    case StatusCode::kConflict:
      return kExitRefused;
    case StatusCode::kCorruption:
      return kExitIntegrity;
    case StatusCode::kInvalidInput:
    case StatusCode::kNotFound:
    case StatusCode::kIoError:
    case StatusCode::kBusy:
      return kExitBadInput;
  }
  return kExitBadInput;
}

int ImportCommand(const CommandContext& ctx, const std::vector<std::string>& files) {
  auto store = OpenStore(ctx, OpenMode::kReadWrite);
  if (!store.ok()) return Fail(ctx, store.status());
  if (ctx.rulesets == nullptr && !ctx.rulesets_problem.empty()) {
    ctx.log->warn("headers are stored unchecked by the rules: {}", ctx.rulesets_problem);
  }
  int exit_code = kExitOk;
  for (const std::string& file : files) {
    auto lines = ReadJsonLinesFile(file);
    if (!lines.ok()) {
      ctx.log->error("{} (nothing of it was imported)", lines.status().message());
      exit_code = std::max(exit_code, ExitCodeFor(lines.status()));
      continue;
    }
    std::vector<FollowedGame> followed;
    if (Status playable = CheckGamesFollowable(ctx, **store, *lines, file, &followed);
        !playable.ok()) {
      ctx.log->error("{} (nothing of it was imported)", playable.message());
      exit_code = std::max(exit_code, ExitCodeFor(playable));
      continue;
    }
    auto summary = ImportEvents(**store, *lines, file, Durability::kBuffered);
    Status synced = summary.ok() ? (*store)->Sync() : summary.status();
    if (!synced.ok()) {
      ctx.log->error("{} (nothing of it was imported)", synced.message());
      exit_code = std::max(exit_code, ExitCodeFor(synced));
      continue;
    }
    for (FollowedGame& game : followed) {
      if (!game.planner.empty()) KeepSnapshots(ctx, **store, game.header, std::move(game.planner));
      KeepSummary(ctx, **store, game.header, game.summary);
    }
    for (const ImportedGame& game : summary->games) {
      if (ctx.json) {
        *ctx.out << "{\"file\":" << JsonQuote(file) << ",\"game\":" << JsonQuote(game.game)
                 << ",\"added\":" << game.added << ",\"alreadyStored\":" << game.already_stored
                 << ",\"events\":" << game.event_count << "}\n";
      } else if (game.added == 0) {
        *ctx.out << file << ": game " << game.game << " is already stored (" << game.event_count
                 << " events), nothing to add\n";
      } else {
        *ctx.out << file << ": game " << game.game << ": " << game.added << " events added";
        if (game.already_stored != 0) *ctx.out << " (" << game.already_stored << " already stored)";
        *ctx.out << ", " << game.event_count << " in all\n";
      }
    }
  }
  return exit_code;
}

int ExportCommand(const CommandContext& ctx, const std::string& game,
                  const std::string& output_path) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto events = (*store)->Read(game);
  if (!events.ok()) return Fail(ctx, events.status());
  std::vector<Event> plain;
  plain.reserve(events->size());
  for (StoredEvent& stored : *events) plain.push_back(std::move(stored.event));
  std::string text = ToJsonLines(plain);
  if (output_path.empty()) {
    *ctx.out << text;
    return kExitOk;
  }
  Status written = WriteFileAtomically(output_path, text);
  if (!written.ok()) return Fail(ctx, written);
  ctx.log->info("wrote {} events of game {} to {}", plain.size(), game, output_path);
  return kExitOk;
}

int LogCommand(const CommandContext& ctx, const std::string& game, const LogOptions& options) {
  auto filter = LogFilter::Make(options);
  if (!filter.ok()) return Fail(ctx, filter.status());
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto stored = (*store)->Read(game);
  if (!stored.ok()) return Fail(ctx, stored.status());
  const std::vector<Event> events = PlainEvents(std::move(stored).value());
  const Header& header = std::get<Header>(events.front().body);

  // The rules check (judge/review.h): the violations of each seq, if the game could be reviewed.
  std::optional<GameReview> review;
  std::optional<PositionIndex> index;  // The priority points, when the game is reviewed.
  std::vector<std::vector<const ReviewedViolation*>> marks(events.size() + 1);
  int exit_code = kExitOk;  // kExitNotChecked if the rules should have been checked and were not.
  if (ctx.rulesets != nullptr || !ctx.rulesets_problem.empty()) {
    auto ruleset = RulesetFor(ctx, header);
    ReviewOptions with_points;
    with_points.positions = true;
    auto reviewed = ruleset.ok() ? ReviewGame(**ruleset, events, with_points)
                                 : Result<GameReview>(ruleset.status());
    if (reviewed.ok()) {
      index = std::move(reviewed->positions);
      review = std::move(reviewed).value();
      for (const ReviewedViolation& v : review->violations) {
        if (v.violation.seq >= 1 && v.violation.seq <= events.size()) {
          marks[v.violation.seq].push_back(&v);
        }
      }
    } else {
      ctx.log->warn("rules not checked: {}", reviewed.status().message());
      exit_code = kExitNotChecked;
    }
  }

  if (ctx.json) {
    for (const Event& e : events) {
      if (!filter->Shows(e, !marks[e.seq].empty())) continue;
      *ctx.out << "{\"seq\":" << e.seq << ",\"kind\":" << JsonQuote(EventKindName(e))
               << ",\"actor\":" << JsonQuote(ActorText(e.actor))
               << ",\"time\":" << JsonQuote(e.time)
               << ",\"text\":" << JsonQuote(EventText(e, header));
      if (review) {
        *ctx.out << ",\"violations\":[";
        for (size_t i = 0; i < marks[e.seq].size(); ++i) {
          *ctx.out << (i ? "," : "")
                   << ViolationJson(marks[e.seq][i]->violation,
                                    StandingName(marks[e.seq][i]->standing));
        }
        *ctx.out << "]";
      }
      if (index) {
        uint32_t branch = 0;
        const PriorityPoint* point = index->PointAfter(e.seq, &branch);
        *ctx.out << ",\"priorityPoint\":" << (point ? PointJson(*point, branch) : "null");
      }
      *ctx.out << "}\n";
    }
    return exit_code;
  }
  *ctx.out << "game " << header.game_id << " · " << PlayersText(header) << " · " << events.size()
           << " events";
  if (review) *ctx.out << " · " << ViolationsSummary(*review);
  if (index) {
    const size_t points = index->lines.front().points.size();
    const size_t branches = index->lines.size() - 1;
    *ctx.out << " · " << points << " priority points";
    if (branches != 0) *ctx.out << " · " << branches << (branches == 1 ? " branch" : " branches");
  }
  if (filter->Filters()) {
    const size_t shown = std::count_if(events.begin(), events.end(), [&](const Event& e) {
      return filter->Shows(e, !marks[e.seq].empty());
    });
    *ctx.out << " · " << shown << " shown";
  }
  *ctx.out << "\n";
  for (const Event& e : events) {
    if (!filter->Shows(e, !marks[e.seq].empty())) continue;
    const std::string text = EventText(e, header);
    *ctx.out << std::right << std::setw(5) << e.seq << "  " << std::left << std::setw(6)
             << ActorText(e.actor) << " ";
    if (text.empty()) {
      *ctx.out << EventKindName(e) << "\n";
    } else {
      *ctx.out << std::setw(18) << EventKindName(e) << " " << text << "\n";
    }
    for (const ReviewedViolation* v : marks[e.seq]) {
      *ctx.out << "       ✗ " << v->violation.code << ": " << v->violation.message;
      if (v->standing != Standing::kStanding) *ctx.out << " · " << StandingName(v->standing);
      *ctx.out << "\n";
    }
    uint32_t branch = 0;
    const PriorityPoint* point = index ? index->PointAfter(e.seq, &branch) : nullptr;
    if (point != nullptr) *ctx.out << PointLine(*point, branch) << "\n";
  }
  return exit_code;
}

}  // namespace tcgjudge
