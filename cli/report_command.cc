#include "cli/report_command.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "cli/command_support.h"
#include "cli/games_command.h"
#include "cli/progress.h"
#include "judge/audit.h"
#include "judge/match.h"
#include "judge/signing.h"
#include "viewer/html_view.h"
#include "viewer/json_text.h"
#include "viewer/report_html.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

// The games the report covers, with their headers.
Result<std::vector<GameInfo>> ReportedGames(const EventLog& store, const ReportOptions& options) {
  if (options.games.empty() == options.tournament.empty()) {
    return Status::InvalidInput(
        "report: name the games, or give --tournament (and --round), not both");
  }
  if (!options.tournament.empty()) {
    TJ_ASSIGN_OR_RETURN(std::vector<GameInfo> all, store.ListGames());
    GamesOptions filter;
    filter.tournament = options.tournament;
    filter.round = options.round;
    std::vector<GameInfo> chosen;
    for (GameInfo& g : all) {
      if (HeaderMatches(g.header, filter)) chosen.push_back(std::move(g));
    }
    if (chosen.empty()) {
      return Status::NotFound(
          "report: no stored game of tournament '" + options.tournament + "'" +
          (options.round != 0 ? " round " + std::to_string(options.round) : ""));
    }
    // The duels of a match together.
    std::vector<const Header*> headers;
    for (const GameInfo& g : chosen) headers.push_back(&g.header);
    std::vector<GameInfo> grouped;
    for (size_t i : MatchOrder(headers)) grouped.push_back(chosen[i]);
    return grouped;
  }
  std::vector<GameInfo> chosen;
  std::set<std::string> seen;
  for (const std::string& game : options.games) {
    if (!seen.insert(game).second) {
      return Status::InvalidInput("report: game '" + game + "' is named twice");
    }
    TJ_ASSIGN_OR_RETURN(GameInfo info, store.GetGame(game));
    chosen.push_back(std::move(info));
  }
  return chosen;
}

// Writes `game`'s viewer page to `path`.
Status WriteView(const CommandContext& ctx, const EventLog& store, const GameInfo& game,
                 const std::string& path) {
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(game.game_id));
  const std::vector<Event> events = PlainEvents(std::move(stored));
  TJ_ASSIGN_OR_RETURN(const Ruleset* ruleset, RulesetFor(ctx, game.header));
  TJ_ASSIGN_OR_RETURN(std::string page, RenderViewerPage(*ruleset, events, ViewOptions{}));
  return WriteFileAtomically(path, page);
}

std::string Title(const ReportOptions& options, const std::vector<GameInfo>& games) {
  if (!options.tournament.empty()) {
    std::string title = games.front().header.tournament;
    if (options.round != 0) title += " · round " + std::to_string(options.round);
    return title;
  }
  std::string title;
  for (const GameInfo& g : games) title += (title.empty() ? "" : ", ") + g.game_id;
  return title;
}

}  // namespace

int ReportCommand(const CommandContext& ctx, const ReportOptions& options) {
  if (options.output.empty()) {
    return Fail(ctx, Status::InvalidInput("report: give the report's file with -o"));
  }
  auto trusted = TrustedKeys::LoadDirectory(options.keys_dir);
  if (!trusted.ok()) return Fail(ctx, trusted.status().WithContext("--keys"));
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto games = ReportedGames(**store, options);
  if (!games.ok()) return Fail(ctx, games.status());
  if (ctx.rulesets == nullptr) {
    ctx.log->warn("rules not checked: {}", ctx.rulesets_problem.empty()
                                               ? "no rules engines are loaded"
                                               : ctx.rulesets_problem);
  }

  std::vector<std::string> ids;
  for (const GameInfo& g : *games) ids.push_back(g.game_id);
  const RulesetLookup lookup = [&ctx](const Header& header) { return RulesetFor(ctx, header); };
  std::vector<GameAudit> audits;
  {
    Progress progress(ctx, "report", ids.size());
    audits = AuditGames(**store, ids, lookup, *trusted, AuditOptions{},
                        [&](size_t done, size_t) { progress.Update(done); });
  }
  // The games' decks against the registrations, and the later duels of a match against its
  // first duel (judge/match.h).
  auto registrations = (*store)->ListRegistrations();
  if (!registrations.ok()) return Fail(ctx, registrations.status());
  if (auto listed = (*store)->ListGames(); listed.ok()) {
    AuditMatchDecks(*listed, *registrations, *trusted, lookup, audits);
  }

  const fs::path dir = fs::path(options.output).parent_path();
  std::error_code made;
  if (!dir.empty()) fs::create_directories(dir, made);
  if (made) {
    return Fail(ctx, Status::IoError("report -o " + options.output + ": cannot make " +
                                     dir.string() + ": " + made.message()));
  }
  std::vector<ReportGame> reported;
  size_t views = 0;
  Progress progress(ctx, "report: viewer pages", options.views ? games->size() : 0);
  for (size_t i = 0; i < games->size(); ++i) {
    const GameInfo& g = (*games)[i];
    ReportGame game{g.header, std::move(audits[i]), ""};
    const std::string view = g.game_id + ".html";
    if (options.views && (dir / view) != fs::path(options.output)) {
      if (Status written = WriteView(ctx, **store, g, (dir / view).string()); written.ok()) {
        game.view = view;
        ++views;
      } else {
        ctx.log->warn("{}: no viewer page: {}", g.game_id, written.message());
      }
      progress.Update(i + 1);
    }
    reported.push_back(std::move(game));
  }
  ReportPage page;
  page.title = Title(options, *games);
  page.written_at = NowUtc();
  page.trusted_keys = std::to_string(trusted->size()) +
                      (trusted->size() == 1 ? " trusted key" : " trusted keys") + " in " +
                      options.keys_dir;
  const std::string html = RenderReportPage(page, reported);
  if (Status written = WriteFileAtomically(options.output, html); !written.ok()) {
    return Fail(ctx, written);
  }
  if (ctx.json) {
    *ctx.out << "{\"file\":" << JsonQuote(options.output) << ",\"games\":" << reported.size()
             << ",\"viewerPages\":" << views << ",\"bytes\":" << html.size() << "}\n";
  } else {
    *ctx.out << "wrote " << options.output << ": " << reported.size()
             << (reported.size() == 1 ? " game" : " games") << ", " << (html.size() + 1023) / 1024
             << " KiB";
    if (views != 0) {
      // The pages by name: one, or the first and how many more (issue 31: "<game>.html" was
      // printed as it stands).
      const auto written = std::find_if(reported.begin(), reported.end(),
                                        [](const ReportGame& g) { return !g.view.empty(); });
      const std::string first = (dir / written->view).string();
      *ctx.out << "; " << views << (views == 1 ? " viewer page" : " viewer pages") << " beside it ("
               << first << (views == 1 ? "" : ", ...") << ")";
    }
    *ctx.out << "\n";
  }
  return kExitOk;
}

}  // namespace tcgjudge
