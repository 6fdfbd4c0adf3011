#include "cli/games_command.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <iomanip>
#include <optional>
#include <span>
#include <vector>

#include "cli/command_support.h"
#include "judge/game_summary.h"
#include "judge/match.h"
#include "judge/review.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Whether `text` contains `part`, ASCII letters in any case.
bool Contains(const std::string& text, const std::string& part) {
  return std::search(text.begin(), text.end(), part.begin(), part.end(),
                     [](char a, char b) { return Lower(a) == Lower(b); }) != text.end();
}

}  // namespace

bool HeaderMatches(const Header& header, const GamesOptions& options) {
  if (!options.player.empty() &&
      std::none_of(header.players.begin(), header.players.end(), [&](const Player& p) {
        return Contains(p.name, options.player) || Contains(p.player_id, options.player);
      })) {
    return false;
  }
  if (!options.tournament.empty() && !Contains(header.tournament, options.tournament)) return false;
  return options.round == 0 || header.round == options.round;
}

namespace {

bool SummaryPasses(const std::optional<GameSummary>& s, const GamesOptions& options) {
  if (options.result.empty() && !options.violations) return true;
  if (!s) return false;  // Unknown: it passes no filter on what is unknown.
  if (options.violations && s->standing == 0) return false;
  if (options.result == "A" || options.result == "B") {
    return s->over && s->winner && SeatLetter(*s->winner) == options.result[0];
  }
  if (options.result == "draw") return s->over && !s->winner && !s->all_lose;
  if (options.result == "all-lose") return s->over && s->all_lose;
  if (options.result == "over") return s->over;
  if (options.result == "unfinished") return !s->over;
  return true;
}

// The stored summary when it fits the game as stored; else the game reviewed now; nullopt when
// the rules cannot check it (no engine, a log that does not fold).
std::optional<GameSummary> SummaryOf(const CommandContext& ctx, const EventLog& store,
                                     const GameInfo& info) {
  const std::string version = SnapshotVersion(ctx, info.header);
  if (!version.empty()) {
    auto stored = ReadGameSummary(store, info, version);
    if (stored.ok() && *stored) return **stored;
  }
  auto ruleset = RulesetFor(ctx, info.header);
  if (!ruleset.ok()) return std::nullopt;
  auto events = store.Read(info.game_id);
  if (!events.ok()) return std::nullopt;
  const std::vector<Event> log = PlainEvents(std::move(events).value());
  auto review = ReviewGame(**ruleset, log);
  if (!review.ok()) return std::nullopt;
  ctx.log->debug("{}: no stored summary; reviewed now", info.game_id);
  return SummarizeGame(**ruleset, log, *review);
}

// Adds to `summary` what the audit finds of the game's decks against the registrations and its
// match's first duel (judge/match.h DeckFindings), as `audit` counts it: left standing unless a
// ruling or penalty settles seq 1.
void AddMatchViolations(const CommandContext& ctx, const EventLog& store,
                        std::span<const GameInfo> games,
                        std::span<const Registration> registrations, const GameInfo& info,
                        std::optional<GameSummary>& summary) {
  if (!summary) return;
  auto ruleset = RulesetFor(ctx, info.header);
  if (!ruleset.ok()) return;
  const size_t found = DeckFindings(**ruleset, games, registrations, info.header).size();
  if (found == 0) return;
  bool settled = false;
  if (auto events = store.Read(info.game_id); events.ok()) {
    for (const StoredEvent& e : *events) {
      const auto* judge = std::get_if<JudgeAction>(&e.event.body);
      if (judge == nullptr) continue;
      settled = settled || std::find(judge->settles.begin(), judge->settles.end(), 1u) !=
                               judge->settles.end();
    }
  }
  summary->violations += static_cast<uint32_t>(found);
  if (!settled) summary->standing += static_cast<uint32_t>(found);
}

std::string ResultColumn(const std::optional<GameSummary>& s) {
  if (!s) return "?";
  if (!s->over) return "in progress";
  return ResultName(s->winner, s->all_lose);
}

std::string ViolationsColumn(const std::optional<GameSummary>& s) {
  if (!s) return "?";
  if (s->violations == 0) return "0";
  return std::to_string(s->violations) + " (" + std::to_string(s->standing) + " standing)";
}

void PrintJson(const CommandContext& ctx, const GameInfo& g, const std::optional<GameSummary>& s) {
  const Header& h = g.header;
  *ctx.out << "{\"game\":" << JsonQuote(g.game_id) << ",\"ruleset\":" << JsonQuote(h.ruleset)
           << ",\"rulesetVersion\":" << JsonQuote(h.ruleset_version) << ",\"players\":[";
  for (size_t i = 0; i < h.players.size(); ++i) {
    *ctx.out << (i ? "," : "") << JsonQuote(h.players[i].name);
  }
  *ctx.out << "],\"tournament\":" << JsonQuote(h.tournament) << ",\"round\":" << h.round
           << ",\"match\":" << (h.match.empty() ? std::string("null") : JsonQuote(h.match))
           << ",\"duel\":" << static_cast<int>(h.duel)
           << ",\"table\":" << h.table << ",\"events\":" << g.event_count;
  if (!s) {
    *ctx.out << ",\"checked\":false}\n";
    return;
  }
  *ctx.out << ",\"checked\":true,\"over\":" << (s->over ? "true" : "false") << ",\"winner\":"
           << (s->over && s->winner ? "\"" + std::string(1, SeatLetter(*s->winner)) + "\""
                                    : std::string("null"))
           << (s->over && s->all_lose ? ",\"allLose\":true" : "")
           << ",\"result\":" << JsonQuote(s->result) << ",\"violations\":" << s->violations
           << ",\"standing\":" << s->standing << ",\"judgeEvents\":" << s->judge_events
           << ",\"penalties\":" << s->penalties << "}\n";
}

}  // namespace

int GamesCommand(const CommandContext& ctx, const GamesOptions& options) {
  static const char* const kResults[] = {"", "A", "B", "draw", "all-lose", "over", "unfinished"};
  if (std::find(std::begin(kResults), std::end(kResults), options.result) == std::end(kResults)) {
    return Fail(ctx,
                Status::InvalidInput("--result: '" + options.result +
                                     "' is no result (A, B, draw, all-lose, over or unfinished)"));
  }
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto games = (*store)->ListGames();
  if (!games.ok()) return Fail(ctx, games.status());
  auto registrations = (*store)->ListRegistrations();
  if (!registrations.ok()) return Fail(ctx, registrations.status());
  struct Row {
    const GameInfo* info;
    std::optional<GameSummary> summary;
  };
  std::vector<Row> rows;
  bool unknown = false;
  for (const GameInfo& g : *games) {
    if (!HeaderMatches(g.header, options)) continue;
    std::optional<GameSummary> summary = SummaryOf(ctx, **store, g);
    AddMatchViolations(ctx, **store, *games, *registrations, g, summary);
    unknown |= !summary;
    if (SummaryPasses(summary, options)) rows.push_back(Row{&g, std::move(summary)});
  }
  if (unknown) {
    ctx.log->warn("some games' results are unknown ('?'): the rules could not check them{}",
                  ctx.rulesets_problem.empty() ? "" : " (" + ctx.rulesets_problem + ")");
  }
  if (ctx.json) {
    for (const Row& row : rows) PrintJson(ctx, *row.info, row.summary);
    return kExitOk;
  }
  if (games->empty()) {
    *ctx.out << "no games in " << ctx.db_path << " (add some with `tcgjudge import FILE`)\n";
    return kExitOk;
  }
  if (rows.empty()) {
    *ctx.out << "no game of the " << games->size() << " stored passes the filters\n";
    return kExitOk;
  }
  // The duels of a match together, with a MATCH column where a game is one.
  std::vector<const Header*> headers;
  for (const Row& row : rows) headers.push_back(&row.info->header);
  std::vector<Row> ordered;
  for (size_t i : MatchOrder(headers)) ordered.push_back(std::move(rows[i]));
  rows = std::move(ordered);
  size_t match_width = 0;
  for (const Row& row : rows) {
    const size_t width = MatchText(row.info->header).size();
    if (width != 0) match_width = std::max<size_t>({match_width, width, 5});
  }
  size_t id_width = 4, result_width = 6, violations_width = 10;
  for (const Row& row : rows) {
    id_width = std::max(id_width, row.info->game_id.size());
    result_width = std::max(result_width, ResultColumn(row.summary).size());
    violations_width = std::max(violations_width, ViolationsColumn(row.summary).size());
  }
  auto left = [](size_t width) { return std::setw(static_cast<int>(width)); };
  *ctx.out << std::left << left(id_width) << "GAME"
           << "  " << left(8) << "RULESET"
           << "  " << std::right << std::setw(6) << "EVENTS"
           << "  " << std::left << left(result_width) << "RESULT"
           << "  " << left(violations_width) << "VIOLATIONS";
  if (match_width != 0) *ctx.out << "  " << left(match_width) << "MATCH";
  *ctx.out << "  PLAYERS\n";
  for (const Row& row : rows) {
    const GameInfo& g = *row.info;
    *ctx.out << std::left << left(id_width) << g.game_id << "  " << left(8) << g.header.ruleset
             << "  " << std::right << std::setw(6) << g.event_count << "  " << std::left
             << left(result_width) << ResultColumn(row.summary) << "  " << left(violations_width)
             << ViolationsColumn(row.summary);
    if (match_width != 0) *ctx.out << "  " << left(match_width) << MatchText(g.header);
    *ctx.out << "  " << PlayersText(g.header) << "\n";
  }
  return kExitOk;
}

}  // namespace tcgjudge
