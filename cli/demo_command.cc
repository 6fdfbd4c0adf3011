#include "cli/demo_command.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "cli/command_support.h"
#include "cli/judge_commands.h"
#include "cli/judge_event_commands.h"
#include "cli/view_command.h"
#include "events/jsonl.h"
#include "judge/audit.h"
#include "judge/match.h"
#include "judge/positions.h"
#include "store/import.h"
#include "store/rocks_event_log.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

constexpr char kJudge[] = "J-0815";

void Heading(const CommandContext& ctx, int step, const std::string& what) {
  *ctx.out << "\n== " << step << ". " << what << "\n";
}

// Makes room for a fresh demo store at `path`: refuses any existing path but a demo store.
Status ClearDemoStore(const std::string& path) {
  std::error_code error;
  if (!fs::exists(path, error)) return Status::Ok();
  if (!fs::exists(fs::path(path) / kDemoStoreMark, error)) {
    return Status::InvalidInput(
        "demo --db " + path +
        ": the path exists and is not a store an earlier demo made; it is left as it is (give "
        "the demo a new path with --db)");
  }
  fs::remove_all(path, error);
  if (error)
    return Status::IoError(path + ": cannot remove the earlier demo store: " + error.message());
  return Status::Ok();
}

std::string Pad(const std::string& text, size_t width) {
  // Display width: CJK characters take two columns, other UTF-8 sequences one.
  size_t columns = 0;
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const size_t length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    columns += length == 3 ? 2 : 1;
    i += length;
  }
  return text + std::string(columns < width ? width - columns : 1, ' ');
}

// The audit's table of violations of every stored game; the games with two or more violations
// left standing, in the store's order, into `candidates`.
Status PrintViolationTable(const CommandContext& ctx, const EventLog& store,
                           std::vector<GameAudit>* audits) {
  TJ_ASSIGN_OR_RETURN(std::vector<GameInfo> games, store.ListGames());
  std::vector<std::string> ids;
  for (const GameInfo& game : games) ids.push_back(game.game_id);
  auto lookup = [&](const Header& header) { return RulesetFor(ctx, header); };
  *audits = AuditGames(store, ids, lookup, TrustedKeys(), AuditOptions{});
  TJ_ASSIGN_OR_RETURN(std::vector<Registration> registrations, store.ListRegistrations());
  // As `audit --all` does: the decks against the registrations and the duels of a match.
  AuditMatchDecks(games, registrations, TrustedKeys(), lookup, *audits);
  *ctx.out << Pad("GAME", 16) << Pad("SEQ", 5) << Pad("SEAT", 5) << Pad("VIOLATION", 38)
           << Pad("RULES", 16) << "STANDING\n";
  for (const GameAudit& audit : *audits) {
    if (!audit.store_problem.ok()) return audit.store_problem;
    if (!audit.folded) return Status::InvalidInput(audit.game + ": " + audit.fold_problem);
    for (const AuditedViolation& v : audit.violations) {
      std::string rules;
      for (const std::string& rule : v.violation.rules) rules += (rules.empty() ? "" : " ") + rule;
      std::string standing(StandingName(v.standing));
      if (v.undone_by) standing += " by seq " + std::to_string(*v.undone_by);
      if (v.ruled_by) standing += " by seq " + std::to_string(*v.ruled_by);
      *ctx.out << Pad(audit.game, 16) << Pad(std::to_string(v.violation.seq), 5)
               << Pad(std::string(1, SeatLetter(v.violation.player)), 5)
               << Pad(v.violation.code, 38) << Pad(rules, 16) << standing << "\n";
    }
  }
  for (const GameAudit& audit : *audits) {
    *ctx.out << audit.game << ": " << audit.events << " events, " << audit.violations.size()
             << " violations (" << audit.StandingViolations() << " standing), "
             << audit.judge_events.size() << " judge events, chain "
             << (audit.IntegrityFailed() ? "BROKEN: " + audit.IntegrityProblem() : "ok") << ", "
             << audit.result << "\n";
  }
  return Status::Ok();
}

// Imports the events of stored game `source` up to `through` as game `copy`.
Status CopyGame(const CommandContext& ctx, EventLog& store, const std::string& source,
                uint32_t through, const std::string& copy) {
  TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(source));
  std::vector<Event> events = PlainEvents(std::move(stored));
  if (through > events.size()) {
    return Status::InvalidInput(source + " has no seq " + std::to_string(through));
  }
  events.resize(through);
  for (Event& event : events) {
    event.game = copy;
    event.prev_hash = EventHash{};  // Left out: the store chains the copy's own events.
    event.signature.reset();
  }
  std::get<Header>(events.front().body).game_id = copy;
  TJ_ASSIGN_OR_RETURN(std::vector<JsonLine> lines, ParseJsonLines(ToJsonLines(events), copy));
  TJ_ASSIGN_OR_RETURN(ImportSummary summary, ImportEvents(store, lines, copy, Durability::kSync));
  return Status::Ok();
}

// The sample game files under `dir`: every *.jsonl but cards.jsonl in it and in each of its
// folders (the bundled layout: one folder per ruleset), sorted.
std::vector<std::string> SampleGameFiles(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code error;
  auto add_games_of = [&](const fs::path& folder) {
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
      const std::string name = entry.path().filename().string();
      if (entry.is_regular_file(error) && entry.path().extension() == ".jsonl" &&
          name != "cards.jsonl") {
        files.push_back(entry.path().string());
      }
    }
  };
  add_games_of(dir);
  for (const fs::directory_entry& entry : fs::directory_iterator(dir, error)) {
    if (entry.is_directory(error)) add_games_of(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// A game of the audit with two violations left standing at different seqs: the judge's scene.
struct Scene {
  const GameAudit* audit = nullptr;
  const AuditedViolation* first = nullptr;
  const AuditedViolation* second = nullptr;
};

// The first such game of each ruleset, in the order the audit lists the rulesets.
std::vector<Scene> ScenesPerRuleset(const std::vector<GameAudit>& audits) {
  std::vector<Scene> scenes;
  for (const GameAudit& audit : audits) {
    const bool have = std::any_of(scenes.begin(), scenes.end(), [&](const Scene& scene) {
      return scene.audit->ruleset == audit.ruleset;
    });
    if (have) continue;
    Scene scene{&audit};
    for (const AuditedViolation& v : audit.violations) {
      if (v.standing != Standing::kStanding) continue;
      if (scene.first == nullptr) {
        scene.first = &v;
      } else if (v.violation.seq != scene.first->violation.seq) {
        scene.second = &v;
        break;
      }
    }
    if (scene.second != nullptr) scenes.push_back(scene);
  }
  return scenes;
}

// The judge called to the table after the scene's second violation, in a copy <game>-table of
// the game: reverses that latest decision, backs up to the priority point before the first (found
// too late to reverse), and prints the diff of what the back-up undid. The rule numbers and the
// words come from the ruleset (its violations and JudgeTexts). `*table` is the copy's id.
int JudgeAtTheTable(const CommandContext& ctx, const Scene& scene, int step, std::string* table) {
  const std::string& source = scene.audit->game;
  const uint32_t first_illegal = scene.first->violation.seq;
  const uint32_t second_illegal = scene.second->violation.seq;
  *table = source + "-table";
  Heading(ctx, step,
          scene.audit->ruleset + ": a judge is called to the table after seq " +
              std::to_string(second_illegal) + " of " + source + ": its copy " + *table +
              " (tcgjudge reverse, rewind)");
  {
    auto store = OpenStore(ctx, OpenMode::kReadWrite);
    if (!store.ok()) return Fail(ctx, store.status());
    if (Status copied = CopyGame(ctx, **store, source, second_illegal, *table); !copied.ok()) {
      return Fail(ctx, copied);
    }
  }
  *ctx.out << "copied " << source << " seqs 1-" << second_illegal << " as " << *table << "\n";
  // The commands as they paste: the demo's store named, every word quoted for the shell.
  const std::string tcgjudge = "$ tcgjudge --db " + ShellQuote(ctx.db_path);
  *ctx.out << tcgjudge << " reverse " << *table << " " << second_illegal << " --judge " << kJudge
           << "\n";
  if (int code = ReverseCommand(ctx, *table, second_illegal, {kJudge, ""}, ""); code != kExitOk) {
    return code;
  }
  // The priority point right before the first illegal decision, on the effective line.
  std::string to;
  std::string superseded_end;
  JudgeTexts judging;
  {
    auto reader = OpenStore(ctx, OpenMode::kReadOnly);
    if (!reader.ok()) return Fail(ctx, reader.status());
    auto stored = (*reader)->Read(*table);
    if (!stored.ok()) return Fail(ctx, stored.status());
    const std::vector<Event> events = PlainEvents(std::move(stored).value());
    auto ruleset = RulesetFor(ctx, std::get<Header>(events.front().body));
    if (!ruleset.ok()) return Fail(ctx, ruleset.status());
    judging = (*ruleset)->Judging();
    auto index = IndexPositions(**ruleset, events);
    if (!index.ok()) return Fail(ctx, index.status());
    const std::vector<PriorityPoint>& points = index->lines.front().points;
    for (const PriorityPoint& point : points) {
      if (point.seq < first_illegal) to = "P" + std::to_string(point.number);
    }
    if (to.empty() || points.empty()) {
      return Fail(ctx, Status::InvalidInput("demo: no priority point before seq " +
                                            std::to_string(first_illegal) + " of " + *table));
    }
    // After the back-up the current line's points become branch b1's.
    superseded_end = "b1:P" + std::to_string(points.size());
  }
  RewindOptions rewind;
  rewind.to = to;
  rewind.judge = kJudge;
  rewind.rules = scene.first->violation.rules;
  rewind.note = "The illegal decision at seq " + std::to_string(first_illegal) + " (" +
                scene.first->violation.code +
                ") came to light only now, too late to reverse: backed up to the priority point "
                "before it (" +
                judging.latest_only + ").";
  *ctx.out << tcgjudge << " rewind " << *table << " --to " << to << " --judge " << kJudge;
  for (const std::string& rule : rewind.rules) *ctx.out << " --rule " << ShellQuote(rule);
  *ctx.out << " --note " << ShellQuote(rewind.note) << " --yes\n";
  if (int code = RewindCommand(ctx, *table, rewind); code != kExitOk) return code;

  Heading(ctx, step + 1,
          scene.audit->ruleset + ": what the back-up undid: the superseded branch's end against " +
              to + " (tcgjudge diff)");
  *ctx.out << tcgjudge << " diff " << *table << " " << superseded_end << " " << to << "\n";
  if (int code = DiffCommand(ctx, *table, superseded_end, to); code == kExitBadInput) return code;
  return kExitOk;
}

}  // namespace

int DemoCommand(const CommandContext& outer, const DemoOptions& options) {
  CommandContext ctx = outer;
  ctx.db_path = options.db_path;
  ctx.json = false;
  ctx.yes = true;  // The scripted judge acts on finished games: nothing to confirm.
  if (ctx.rulesets == nullptr) {
    return Fail(ctx, Status::InvalidInput("demo: the rules engines are not loaded: " +
                                          ctx.rulesets_problem));
  }
  if (Status cleared = ClearDemoStore(options.db_path); !cleared.ok()) return Fail(ctx, cleared);
  std::error_code error;
  fs::create_directories(options.out_dir, error);
  if (error) {
    return Fail(ctx, Status::IoError("demo --out " + options.out_dir + ": " + error.message()));
  }

  *ctx.out << "tcgjudge demo: the judge's workflow on the bundled sample games\n"
           << "store " << options.db_path << " (made afresh each run), pages in " << options.out_dir
           << "/\n";

  // 1. Import.
  Heading(ctx, 1, "import the sample games of every ruleset (tcgjudge import)");
  const std::vector<std::string> files = SampleGameFiles(options.samples_dir);
  if (files.empty()) {
    return Fail(ctx, Status::InvalidInput("demo: no sample games in " + options.samples_dir));
  }
  if (int code = ImportCommand(ctx, files); code != kExitOk) return code;
  std::ofstream(fs::path(options.db_path) / kDemoStoreMark)
      << "made by `tcgjudge demo`; the next demo run replaces this store\n";

  // 2. Audit.
  Heading(ctx, 2, "audit every game: the violations and what became of them (tcgjudge audit)");
  std::vector<GameAudit> audits;
  {
    auto store = OpenStore(ctx, OpenMode::kReadOnly);
    if (!store.ok()) return Fail(ctx, store.status());
    if (Status printed = PrintViolationTable(ctx, **store, &audits); !printed.ok()) {
      return Fail(ctx, printed);
    }
  }
  const std::vector<Scene> scenes = ScenesPerRuleset(audits);
  if (scenes.empty()) {
    return Fail(ctx, Status::InvalidInput("demo: no sample game has two violations left standing"));
  }

  // 3 and on: a judge at the table, for a game of each ruleset.
  int step = 3;
  std::vector<std::string> tables;
  for (const Scene& scene : scenes) {
    std::string table;
    if (int code = JudgeAtTheTable(ctx, scene, step, &table); code != kExitOk) return code;
    tables.push_back(table);
    step += 2;
  }

  // The viewer pages.
  Heading(ctx, step, "the replay viewer pages (tcgjudge view)");
  std::vector<std::pair<std::string, std::string>> pages;  // Game, seat ("" the judge's view).
  for (const GameAudit& audit : audits) pages.emplace_back(audit.game, "");
  for (const std::string& table : tables) {
    pages.emplace_back(table, "");
    pages.emplace_back(table, "A");
    pages.emplace_back(table, "B");
  }
  for (const auto& [game, seat] : pages) {
    const std::string name = game + (seat.empty() ? "" : "-seat-" + seat) + ".html";
    const std::string path = (fs::path(options.out_dir) / name).string();
    if (int code = ViewCommand(ctx, game, path, seat); code != kExitOk) return code;
  }
  const fs::path first_page =
      fs::absolute(fs::path(options.out_dir) / (tables.front() + ".html"), error);
  *ctx.out << "\nopen "
           << "file://" << first_page.string()
           << " in a browser: ←/→ step through the events, n/p jump to the illegal ones, r to "
              "the judge's events, Shift+←/→ from priority point to priority point.\n"
           << "the store stays at " << options.db_path << " for more: tcgjudge --db "
           << options.db_path << " log " << tables.front() << "\n";
  return kExitOk;
}

}  // namespace tcgjudge
