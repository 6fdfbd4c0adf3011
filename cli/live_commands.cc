// The commands that write games through the rules engines: append (live recording) and
// simulate (bot games).

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <istream>
#include <memory>
#include <sstream>

#include "cli/command_support.h"
#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/register_command.h"
#include "cli/rulesets.h"
#include "engine/bot.h"
#include "engine/registry.h"
#include "events/codec.h"
#include "events/game_check.h"
#include "events/jsonl.h"
#include "events/text_check.h"
#include "judge/game_replay.h"
#include "judge/game_summary.h"
#include "judge/positions_store.h"
#include "judge/review.h"
#include "judge/snapshot_cache.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

bool IsJsonWhitespace(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// The one event of standard input for `append GAME -`: its first non-blank line, read at most
// kMaxJsonLineBytes at a time (a longer line is refused once that much is read), and nothing but
// blank space after it (docs/errors.md, "append -").
Result<std::string> StdinEventLine(std::istream* in) {
  const std::string what = "standard input";
  if (in == nullptr) return Status::InvalidInput("event: '-' reads " + what + ", and there is none");
  std::streambuf* buf = in->rdbuf();
  std::string line;
  int c = buf->sbumpc();
  int line_number = 1;
  for (; c != EOF && IsJsonWhitespace(c); c = buf->sbumpc()) line_number += c == '\n';
  for (; c != EOF && c != '\n'; c = buf->sbumpc()) {
    if (line.size() == kMaxJsonLineBytes) {
      return Status::InvalidInput(what + ":" + std::to_string(line_number) +
                                  ": line is longer than 1 MiB (nothing was stored)");
    }
    line.push_back(static_cast<char>(c));
  }
  if (line.empty()) {
    return Status::InvalidInput("event: '-' reads one event from " + what + ", and there is none");
  }
  if (line.back() == '\r') line.pop_back();
  int after = line_number;
  for (c = c == EOF ? EOF : buf->sbumpc(); c != EOF; c = buf->sbumpc()) {
    if (c == '\n') {
      ++after;
    } else if (!IsJsonWhitespace(c)) {
      return Status::InvalidInput(
          what + ":" + std::to_string(after + 1) + ": more after the event of line " +
          std::to_string(line_number) + ": `append GAME -` reads exactly one event (append the " +
          "next with its own command, or import a file of several) (nothing was stored)");
    }
  }
  return line;
}

// The JSON line of `append GAME EVENT`: the argument itself, or the one event of standard input
// for "-"; either must be valid UTF-8.
Result<std::string> EventLine(const CommandContext& ctx, const std::string& event_json) {
  std::string line;
  if (event_json == "-") {
    TJ_ASSIGN_OR_RETURN(line, StdinEventLine(ctx.in));
  } else if (event_json.size() > kMaxJsonLineBytes) {
    return Status::InvalidInput("event: longer than 1 MiB (nothing was stored)");
  } else {
    line = event_json;
  }
  if (size_t bad = FindInvalidUtf8(line); bad != std::string::npos) {
    return Status::InvalidInput("event: not valid UTF-8 (byte " + std::to_string(bad + 1) +
                                " of the event) (nothing was stored)");
  }
  return line;
}

void PrintViolationsText(const CommandContext& ctx, const std::vector<Violation>& violations) {
  for (const Violation& v : violations) *ctx.out << ViolationLine(v) << "\n";
}

// `message` without a leading "seq <seq>: " (the replay's context, when the caller adds its own).
std::string StripSeq(const std::string& message, uint32_t seq) {
  const std::string prefix = "seq " + std::to_string(seq) + ": ";
  return message.rfind(prefix, 0) == 0 ? message.substr(prefix.size()) : message;
}

// A stored game ready to take its next event: replayed whole, or continued from the latest
// snapshot of its effective line (docs/positions.md, "append").
struct StoredPlay {
  std::optional<GameReplay> replay;
  std::optional<SnapshotPlanner> planner;
  std::optional<GameSummary> before;  // Continued: the stored summary of the log without `event`.
};

// Continues `log` (outlined or whole: judge/game_log.h) from its latest snapshot when `event` is
// a fact or decision and the store holds the game's priority-point index and summary; otherwise
// reads it whole into `log` and replays it, which lets the planner store the index (and the
// snapshots) again from seq 1. kCorruption for a stored snapshot or index that disagrees with the
// log.
Result<StoredPlay> PlayStored(const CommandContext& ctx, const EventLog& store,
                              const Ruleset& rules, GameLog& log, const Event& event) {
  StoredPlay play;
  const Header& header = std::get<Header>(log.events.front().body);
  const std::string version = SnapshotVersion(ctx, header);
  if (!version.empty() && !std::holds_alternative<JudgeAction>(event.body)) {
    TJ_ASSIGN_OR_RETURN(bool indexed, PositionIndexReaches(store, log, version));
    const GameInfo info{header.game_id, static_cast<uint32_t>(log.events.size()), log.hashes.back(),
                        header};
    auto summary = ReadGameSummary(store, info, version);
    if (indexed && summary.ok() && summary->has_value()) {
      auto read = ReadPosition(rules, log, &store, version, info.event_count);
      if (!read.ok() && read.status().code() == StatusCode::kCorruption) return read.status();
      if (read.ok()) {
        ctx.log->debug("{}: continued from {} ({} events folded)", header.game_id,
                       read->from_snapshot == 0
                           ? std::string("the header")
                           : "the snapshot after seq " + std::to_string(read->from_snapshot),
                       read->folded);
        TJ_ASSIGN_OR_RETURN(GameReplay replay,
                            GameReplay::Resume(rules, log.events, std::move(read->state)));
        play.replay.emplace(std::move(replay));
        play.planner.emplace(rules, event.seq);
        play.planner->Seed(play.replay->lines().line().back(), play.replay->state());
        play.before = std::move(summary).value();
        return play;
      }
    }
  }
  if (!log.whole()) {
    TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(header.game_id));
    log = GameLog::FromStored(std::move(stored));  // `header` is no longer used.
  }
  play.planner.emplace(rules, 1);
  auto replay = ReplayGame(rules, log.events, [&](const ReplayStep& s) { play.planner->Add(s); });
  if (!replay.ok()) return replay.status();
  play.replay.emplace(std::move(replay).value());
  return play;
}

// An event given to `append` with a state key or a state hash (or both) must carry the ones of
// `state`, the position it leads to, whose key is `key`: kInvalidInput naming the first that
// differs.
Status CheckCarriedDigests(const Ruleset& ruleset, const GameState& state, const Event& event,
                           uint64_t key) {
  auto differs = [&](const char* field, uint64_t carried, uint64_t reached) {
    char text[64];
    std::snprintf(text, sizeof(text), "%016llx, the rules reach %016llx",
                  static_cast<unsigned long long>(carried),
                  static_cast<unsigned long long>(reached));
    return Status::InvalidInput("seq " + std::to_string(event.seq) + ": " + field +
                                ": the event records " + text + " (nothing was stored)");
  };
  if (event.state_key && *event.state_key != key) return differs("stateKey", *event.state_key, key);
  if (event.state_hash) {
    const uint64_t hash = StateHash(ruleset, state);
    if (*event.state_hash != hash) return differs("stateHash", *event.state_hash, hash);
  }
  return Status::Ok();
}

}  // namespace

int AppendCommand(const CommandContext& ctx, const std::string& game, const std::string& event_json,
                  bool record_illegal) {
  auto line = EventLine(ctx, event_json);
  if (!line.ok()) return Fail(ctx, line.status());
  auto parsed = EventFromJson(*line);
  if (!parsed.ok()) return Fail(ctx, parsed.status().WithContext("event"));
  Event event = std::move(parsed).value();
  if (Status shape = ValidateEventShape(event); !shape.ok()) {
    return Fail(ctx, shape.WithContext("event"));
  }
  if (Status text = CheckEventText(event); !text.ok()) {
    return Fail(ctx, NothingStored(text.WithContext("event")));
  }
  if (Status once = CheckNothingSaidTwice(event); !once.ok()) {
    return Fail(ctx, NothingStored(once.WithContext("event")));
  }
  if (event.game != game) {
    return Fail(
        ctx, Status::InvalidInput("event: its game is '" + event.game + "', not '" + game + "'"));
  }

  // Read-write from the start: the store's lock keeps other writers out between the check and
  // the append.
  auto store = OpenStore(ctx, OpenMode::kReadWrite);
  if (!store.ok()) return Fail(ctx, store.status());
  // Only what continuing from the latest snapshot needs (judge/positions_store.h
  // ReadOutlinedLog); PlayStored reads the rest when it must replay the game whole.
  auto outlined = ReadOutlinedLog(**store, game);
  if (!outlined.ok()) {
    if (outlined.status().code() == StatusCode::kNotFound) {
      return Fail(ctx, Status::NotFound(outlined.status().message() +
                                        " (`tcgjudge games` lists the stored games; a new game "
                                        "starts with `tcgjudge import` of its header)"));
    }
    return Fail(ctx, outlined.status());
  }
  GameLog log = std::move(outlined).value();
  const std::vector<Event>& events = log.events;
  const uint32_t count = static_cast<uint32_t>(events.size());
  if (event.seq < count) {
    // Long past: not a race another writer won, an event of the game's past.
    return Fail(ctx, Status::InvalidInput(
                         "seq " + std::to_string(event.seq) + ": the game has " +
                         std::to_string(count) + " events, so seq " + std::to_string(event.seq) +
                         " is stored already; append adds the next event, seq " +
                         std::to_string(count + 1) +
                         " (a correction of a past event is a judge event) (nothing was stored)"));
  }
  if (event.seq == count) {
    // The seq is taken: another writer (or an earlier run of this one) stored it first.
    return Fail(ctx, Status::Conflict("seq " + std::to_string(event.seq) + ": the game has " +
                                      std::to_string(count) + " events, the next is " +
                                      std::to_string(count + 1) +
                                      " (another writer got there first?); nothing was stored"));
  }
  if (event.seq != count + 1) {
    return Fail(ctx, Status::InvalidInput("seq " + std::to_string(event.seq) + ": the game has " +
                                          std::to_string(count) + " events, the next is " +
                                          std::to_string(count + 1)));
  }
  const Header header = std::get<Header>(events.front().body);  // A copy: PlayStored may read
                                                                // the log again.
  if (Status fits = CheckEventAgainstHeader(header, event); !fits.ok()) {
    return Fail(ctx, fits.WithContext("seq " + std::to_string(event.seq)));
  }

  auto ruleset = RulesetFor(ctx, header);
  if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext("cannot check"));
  // The stored game is replayed once, or continued from its latest snapshot; the event continues
  // it (a judge event may move the position: a reverse, a back-up).
  auto play = PlayStored(ctx, **store, **ruleset, log, event);
  if (!play.ok()) {
    if (play.status().code() == StatusCode::kCorruption) return Fail(ctx, play.status());
    return Fail(ctx, Status::InvalidInput("cannot check: the stored log does not fold: " +
                                          play.status().message() + " (nothing was stored)"));
  }
  GameReplay& replay = *play->replay;
  Result<std::vector<Violation>> violations = std::vector<Violation>{};
  if (Status taken = replay.Take(event, [&](const ReplayStep& s) { play->planner->Add(s); });
      !taken.ok()) {
    violations = taken;
  } else if (!std::holds_alternative<JudgeAction>(event.body)) {
    violations =
        std::vector<Violation>(replay.last_violations().begin(), replay.last_violations().end());
  }
  if (!violations.ok()) {
    return Fail(ctx, Status::InvalidInput("seq " + std::to_string(event.seq) + ": " +
                                          StripSeq(violations.status().message(), event.seq) +
                                          " (nothing was stored)"));
  }

  if (!violations->empty() && !record_illegal) {
    if (ctx.json) {
      *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"seq\":" << event.seq
               << ",\"stored\":false,\"violations\":" << ViolationsJson(*violations) << "}\n";
    } else {
      PrintViolationsText(ctx, *violations);
    }
    ctx.log->error(
        "seq {} breaks the rules ({}); nothing was stored (to record it as the table played it, "
        "add --record-illegal)",
        event.seq, CountText(violations->size(), "violation", "violations"));
    return kExitRefused;
  }

  // The position the event leads to is recorded with it (Event.state_key), so that an audit can
  // tell a later change of the log or of the engine's reading. An event that brings its own state
  // key or state hash must bring the right one; a signed event is stored as signed (a key added
  // would break it).
  const uint64_t reached = (*ruleset)->StateKey(replay.state());
  if (Status carried = CheckCarriedDigests(**ruleset, replay.state(), event, reached);
      !carried.ok()) {
    return Fail(ctx, carried);
  }
  if (!event.signature) event.state_key = reached;
  Status appended = (*store)->Append(AppendRequest{game, count + 1, {event}}, Durability::kSync);
  if (!appended.ok()) return Fail(ctx, appended);
  KeepSnapshots(ctx, **store, header, std::move(*play->planner));
  if (play->before) {
    KeepSummary(ctx, **store, header,
                ContinueSummary(**ruleset, replay.state(), *play->before, violations->size()));
  } else {
    std::vector<Event> taken = events;  // Not `events` itself: the replay points into it.
    taken.push_back(event);
    KeepSummary(ctx, **store, header, SummarizeGame(**ruleset, taken, replay));
  }
  for (const Violation& v : *violations) {
    ctx.log->warn("recorded as played, illegal: {}", ViolationLine(v));
  }
  // The first event after the header starts the game's play: its decks against the
  // registrations, as import says of a new game (docs/desk.md, "The header check").
  const std::string deck_findings = count == 1 ? StoredDeckFindingLines(ctx, **store, header) : "";
  const Pending next = (*ruleset)->PendingOf(replay.state());
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"seq\":" << event.seq
             << ",\"stored\":true,\"violations\":" << ViolationsJson(*violations)
             << ",\"next\":" << PendingJson(next) << "}\n";
  } else {
    *ctx.out << "appended seq " << event.seq << " to " << game;
    if (!violations->empty()) {
      *ctx.out << " (" << CountText(violations->size(), "violation", "violations") << " recorded)";
    }
    *ctx.out << "\n" << deck_findings << "next: " << PendingText(next) << "\n";
  }
  return kExitOk;
}

namespace {

// One simulated game as reported.
struct SimulatedGame {
  std::string game;
  uint64_t seed = 0;
  uint32_t events = 0;
  std::string result;
  size_t injected = 0;
  size_t flagged = 0;     // Injected decisions flagged with their code.
  size_t unexpected = 0;  // Violations no injected decision accounts for.
};

// Compares the violations of the stored game with what the bot injected: fills `flagged` and
// `unexpected` and logs each miss and each unexpected violation.
void Audit(const CommandContext& ctx, const std::vector<InjectedIllegal>& injected,
           const std::vector<Violation>& violations, SimulatedGame* game) {
  std::vector<bool> accounted(violations.size(), false);
  for (const InjectedIllegal& i : injected) {
    bool found = false;
    for (size_t v = 0; v < violations.size() && !found; ++v) {
      if (!accounted[v] && violations[v].seq == i.seq && violations[v].player == i.player &&
          violations[v].code == i.code) {
        accounted[v] = found = true;
      }
    }
    if (found) {
      ++game->flagged;
    } else {
      ctx.log->warn("{} seq {}: the injected illegal decision ({}) was not flagged with its code",
                    game->game, i.seq, i.code);
    }
  }
  for (size_t v = 0; v < violations.size(); ++v) {
    if (accounted[v]) continue;
    ++game->unexpected;
    ctx.log->warn("{}: a violation nobody injected: {}", game->game, ViolationLine(violations[v]));
  }
}

std::string PercentText(size_t part, size_t whole) {
  if (whole == 0) return "100%";
  std::ostringstream text;
  text << std::fixed << std::setprecision(part == whole ? 0 : 1)
       << 100.0 * static_cast<double>(part) / static_cast<double>(whole) << "%";
  return text.str();
}

}  // namespace

int SimulateCommand(const CommandContext& ctx, const SimulateOptions& options) {
  if (options.games == 0) return Fail(ctx, Status::InvalidInput("--games: at least 1"));
  if (!(options.inject_illegal >= 0 && options.inject_illegal <= 1)) {
    return Fail(ctx, Status::InvalidInput("--inject-illegal: a rate between 0 and 1"));
  }
  if (options.seed > UINT64_MAX - (options.games - 1)) {
    return Fail(ctx, Status::InvalidInput("--seed: the seeds of the games would overflow"));
  }
  const std::string last_id =
      options.prefix + "-" + std::to_string(options.seed + options.games - 1);
  if (!IsValidGameId(options.prefix + "-") || !IsValidGameId(last_id)) {
    return Fail(ctx, Status::InvalidInput("--prefix: game ids '" + options.prefix +
                                          "-<seed>' must be 1-64 characters of A-Z a-z 0-9 . _ -"));
  }
  if (ctx.rulesets == nullptr) {
    return Fail(ctx,
                Status::InvalidInput(ctx.rulesets_problem.empty() ? "no rules engines are loaded"
                                                                  : ctx.rulesets_problem));
  }
  const Ruleset* ruleset = ctx.rulesets->Find(options.ruleset);
  if (ruleset == nullptr) {
    std::string known;
    for (const std::string& id : ctx.rulesets->Ids()) known += (known.empty() ? "" : ", ") + id;
    return Fail(ctx, Status::InvalidInput("--ruleset: no rules engine '" + options.ruleset +
                                          "' in this build (it has: " + known + ")"));
  }
  // The decks do not depend on the game: a ruleset without bot decks fails before any game.
  if (auto probe = ruleset->BotHeader(last_id); !probe.ok()) return Fail(ctx, probe.status());

  auto store = OpenStore(ctx, OpenMode::kReadWrite, /*create=*/true);
  if (!store.ok()) return Fail(ctx, store.status());

  std::vector<SimulatedGame> games;
  int exit_code = kExitOk;
  bool refused = false;
  if (!ctx.json) {
    *ctx.out << std::left << std::setw(static_cast<int>(std::max<size_t>(4, last_id.size())))
             << "GAME" << std::right << "  EVENTS  INJECTED  FLAGGED  RESULT\n";
  }
  Progress progress(ctx, "simulate", options.games);
  for (uint64_t seed = options.seed; seed < options.seed + options.games;
       progress.Update(++seed - options.seed)) {
    SimulatedGame game;
    game.game = options.prefix + "-" + std::to_string(seed);
    game.seed = seed;
    auto existing = (*store)->GetGame(game.game);
    if (existing.ok()) {
      ctx.log->error(
          "{} is already stored ({} events); not simulated again (choose another "
          "--seed or --prefix)",
          game.game, existing->event_count);
      refused = true;
      continue;
    }
    if (existing.status().code() != StatusCode::kNotFound) {
      exit_code = std::max(exit_code, Fail(ctx, existing.status()));
      break;
    }
    auto header = ruleset->BotHeader(game.game);
    if (!header.ok()) {
      exit_code = std::max(exit_code, Fail(ctx, header.status()));
      break;
    }
    // Each event records the position it leads to (Event.state_key), as append does.
    BotOptions bot{seed, options.max_events, options.inject_illegal};
    bot.state_keys = true;
    auto played = PlayBotGame(*ruleset, *header, bot);
    if (!played.ok()) {
      exit_code = std::max(exit_code, Fail(ctx, played.status().WithContext(game.game)));
      continue;
    }
    game.events = static_cast<uint32_t>(played->log.size());
    game.injected = played->injected.size();
    Status appended =
        (*store)->Append(AppendRequest{game.game, 1, played->log}, Durability::kBuffered);
    if (!appended.ok()) {
      exit_code = std::max(exit_code, Fail(ctx, appended.WithContext(game.game)));
      continue;
    }
    // The audit reads the game back as stored.
    auto stored = (*store)->Read(game.game);
    if (!stored.ok()) {
      exit_code = std::max(exit_code, Fail(ctx, stored.status()));
      continue;
    }
    const std::vector<Event> events = PlainEvents(std::move(stored).value());
    SnapshotPlanner snapshots(*ruleset, 1);
    ReviewOptions review_options;
    review_options.visit = [&](const ReplayStep& s) { snapshots.Add(s); };
    auto review = ReviewGame(*ruleset, events, review_options);
    std::vector<Violation> violations;
    if (!review.ok()) {
      ctx.log->error("{}: the stored game does not fold: {}", game.game, review.status().message());
      exit_code = std::max(exit_code, kExitRefused);
      game.result = "not checked";
    } else {
      const Pending end = ruleset->PendingOf(*review->state);
      game.result = std::holds_alternative<GameOver>(end) ? GameOverText(std::get<GameOver>(end))
                                                          : "unfinished: " + PendingText(end);
      for (ReviewedViolation& v : review->violations) violations.push_back(v.violation);
      KeepSnapshots(ctx, **store, std::get<Header>(events.front().body), std::move(snapshots));
      KeepSummary(ctx, **store, std::get<Header>(events.front().body),
                  SummarizeGame(*ruleset, events, *review));
    }
    Audit(ctx, played->injected, violations, &game);
    if (ctx.json) {
      *ctx.out << "{\"game\":" << JsonQuote(game.game) << ",\"seed\":" << seed
               << ",\"events\":" << game.events << ",\"injected\":" << game.injected
               << ",\"flagged\":" << game.flagged << ",\"unexpected\":" << game.unexpected
               << ",\"result\":" << JsonQuote(game.result) << "}\n";
    } else {
      *ctx.out << std::left << std::setw(static_cast<int>(std::max<size_t>(4, last_id.size())))
               << game.game << std::right << "  " << std::setw(6) << game.events << "  "
               << std::setw(8) << game.injected << "  " << std::setw(7) << game.flagged << "  "
               << game.result << "\n";
    }
    games.push_back(std::move(game));
  }
  if (Status synced = (*store)->Sync(); !synced.ok()) return Fail(ctx, synced);

  size_t events = 0, injected = 0, flagged = 0, unexpected = 0;
  for (const SimulatedGame& g : games) {
    events += g.events;
    injected += g.injected;
    flagged += g.flagged;
    unexpected += g.unexpected;
  }
  const bool audited = options.inject_illegal > 0 || unexpected > 0;
  if (flagged < injected || unexpected > 0) exit_code = std::max(exit_code, kExitRefused);
  if (refused) exit_code = std::max(exit_code, kExitBadInput);
  if (ctx.json) {
    *ctx.out << "{\"summary\":true,\"stored\":" << games.size() << ",\"events\":" << events
             << ",\"injected\":" << injected << ",\"flagged\":" << flagged
             << ",\"unexpected\":" << unexpected
             << ",\"recall\":" << (injected == 0 ? 1.0 : static_cast<double>(flagged) / injected)
             << "}\n";
    return exit_code;
  }
  *ctx.out << CountText(games.size(), "game", "games") << " stored, "
           << CountText(events, "event", "events") << "\n";
  if (audited) {
    *ctx.out << "recall " << PercentText(flagged, injected) << ": " << flagged << " of "
             << CountText(injected, "injected illegal decision", "injected illegal decisions")
             << " flagged with their code\n"
             << "precision: " << CountText(unexpected, "violation", "violations")
             << " not injected\n";
  }
  return exit_code;
}

}  // namespace tcgjudge
