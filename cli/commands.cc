#include "cli/commands.h"

#include <spdlog/spdlog.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <memory>
#include <optional>
#include <span>
#include <variant>

#include "cli/command_support.h"
#include "cli/games_command.h"
#include "engine/registry.h"
#include "events/jsonl.h"
#include "judge/positions.h"
#include "judge/review.h"
#include "store/rocks_event_log.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

// "no violations", "1 violation", "3 violations (1 reversed, 1 superseded, 1 ruled)".
std::string ViolationsSummary(const GameReview& review) {
  const size_t n = review.violations.size();
  if (n == 0) return "no violations";
  size_t counts[4] = {0, 0, 0, 0};  // By Standing.
  for (const ReviewedViolation& v : review.violations) ++counts[static_cast<int>(v.standing)];
  std::string text = std::to_string(n) + (n == 1 ? " violation" : " violations");
  std::string left;
  for (Standing s : {Standing::kReversed, Standing::kSuperseded, Standing::kRuled}) {
    if (counts[static_cast<int>(s)] == 0) continue;
    left += (left.empty() ? "" : ", ") + std::to_string(counts[static_cast<int>(s)]) + " " +
            std::string(StandingName(s));
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
  char key[17];
  std::snprintf(key, sizeof(key), "%016llx", static_cast<unsigned long long>(point.state_key));
  return "{\"label\":" + JsonQuote(PointLabel(branch, point.number)) +
         ",\"branch\":" + std::to_string(branch) + ",\"number\":" + std::to_string(point.number) +
         ",\"holder\":\"" + SeatLetter(point.holder) + "\",\"turn\":" + std::to_string(point.turn) +
         ",\"step\":" + JsonQuote(point.step) +
         ",\"chainDepth\":" + std::to_string(point.chain_depth) + ",\"stateKey\":\"" + key + "\"}";
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
      return kExitBadInput;
    case StatusCode::kBusy:
      return kExitRetry;
  }
  return kExitBadInput;
}

int ExportCommand(const CommandContext& ctx, const std::string& game,
                  const std::string& output_path) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto events = (*store)->Read(game);
  if (!events.ok()) return Fail(ctx, SuggestGame(**store, game, events.status()));
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

int ExportGamesCommand(const CommandContext& ctx, const std::string& tournament,
                       const std::string& output_path) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto games = (*store)->ListGames();
  if (!games.ok()) return Fail(ctx, games.status());
  GamesOptions filter;
  filter.tournament = tournament;
  std::string text;
  size_t exported = 0, events = 0;
  for (const GameInfo& g : *games) {
    if (!HeaderMatches(g.header, filter)) continue;
    auto stored = (*store)->Read(g.game_id);
    if (!stored.ok()) return Fail(ctx, stored.status().WithContext(g.game_id));
    std::vector<Event> plain = PlainEvents(std::move(stored).value());
    events += plain.size();
    ++exported;
    text += ToJsonLines(plain);
  }
  if (exported == 0) {
    return Fail(ctx, Status::NotFound(
                         tournament.empty()
                             ? "export --all: the store holds no game"
                             : "export --tournament: no stored game of tournament '" + tournament +
                                   "'"));
  }
  if (output_path.empty()) {
    *ctx.out << text;
    return kExitOk;
  }
  if (Status written = WriteFileAtomically(output_path, text); !written.ok()) {
    return Fail(ctx, written);
  }
  ctx.log->info("wrote {} {} ({} events) to {}", exported, exported == 1 ? "game" : "games", events,
                output_path);
  return kExitOk;
}

int LogCommand(const CommandContext& ctx, const std::string& game, const LogOptions& options) {
  auto filter = LogFilter::Make(options);
  if (!filter.ok()) return Fail(ctx, filter.status());
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto stored = (*store)->Read(game);
  if (!stored.ok()) return Fail(ctx, SuggestGame(**store, game, stored.status()));
  const std::vector<Event> events = PlainEvents(std::move(stored).value());
  const Header& header = std::get<Header>(events.front().body);

  // The rules check (judge/review.h): the violations of each seq, if the game could be reviewed.
  std::optional<GameReview> review;
  std::optional<PositionIndex> index;  // The priority points, when the game is reviewed.
  std::vector<std::vector<const ReviewedViolation*>> marks(events.size() + 1);
  int exit_code = kExitOk;  // kExitNotChecked if the rules should have been checked and were not.
  CardNames names;           // The printed names beside the ids, where an engine names them.
  if (ctx.rulesets != nullptr || !ctx.rulesets_problem.empty()) {
    auto ruleset = RulesetFor(ctx, header);
    if (ruleset.ok()) names = PrintedCardNames(**ruleset, header);
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
               << ",\"text\":" << JsonQuote(EventText(e, header, &names));
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
    const std::string text = EventText(e, header, &names);
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
      if (v->ruled_by) *ctx.out << " by seq " << *v->ruled_by;
      *ctx.out << "\n";
    }
    uint32_t branch = 0;
    const PriorityPoint* point = index ? index->PointAfter(e.seq, &branch) : nullptr;
    if (point != nullptr) *ctx.out << PointLine(*point, branch) << "\n";
  }
  return exit_code;
}

}  // namespace tcgjudge
