#include "cli/command_support.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "engine/registry.h"
#include "viewer/json_text.h"

namespace tcgjudge {

StoreLogSink StoreLog(const CommandContext& ctx) {
  // RocksDB's info log at debug level (-v), a recovery after a crash as a warning.
  return [log = ctx.log](StoreLogLevel level, const std::string& message) {
    if (level == StoreLogLevel::kWarning) {
      log->warn("{}", message);
    } else {
      log->debug("{}", message);
    }
  };
}

Result<std::unique_ptr<RocksEventLog>> OpenStore(const CommandContext& ctx, OpenMode mode,
                                                 bool create) {
  // A writing command waits its turn behind another one (each holds the store for moments), up
  // to --wait; readers take no lock and never wait.
  StoreOpenOptions options;
  if (mode == OpenMode::kReadWrite) options.busy_wait = ctx.busy_wait;
  options.create = create || ctx.create_store;
  options.log = StoreLog(ctx);
  auto store = RocksEventLog::Open(ctx.db_path, mode, options);
  if (!store.ok() && store.status().code() == StatusCode::kNotFound) {
    return Status::NotFound(store.status().message() +
                            " (give the store with --db PATH, or create one with `tcgjudge "
                            "--db PATH import FILE`" +
                            (mode == OpenMode::kReadWrite ? " or --create; nothing was stored)"
                                                          : ")"));
  }
  return store;
}

Status WriteFileAtomically(const std::string& path, const std::string& content) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    if (!file) return Status::IoError(path + ": cannot open for writing");
    file << content;
    file.flush();
    if (!file) {
      std::remove(temporary.c_str());
      return Status::IoError(path + ": write failed");
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::remove(temporary.c_str());
    return Status::IoError(path +
                           ": cannot rename the written file into place: " + error.message());
  }
  return Status::Ok();
}

std::string ShellQuote(const std::string& word) {
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("_-./:=@%+,", c) != nullptr;
  });
  if (plain) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

namespace {

// The Levenshtein distance of `a` and `b`, or more than `limit` once it exceeds it.
size_t EditDistance(std::string_view a, std::string_view b, size_t limit) {
  if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) return limit + 1;
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

Status SuggestGame(const EventLog& store, const std::string& game, const Status& status) {
  if (status.code() != StatusCode::kNotFound ||
      status.message().find("is not in the store") == std::string::npos) {
    return status;
  }
  auto games = store.ListGames();
  if (!games.ok()) return status;
  std::vector<std::string> near;
  for (const GameInfo& g : *games) {
    const std::string& id = g.game_id;
    const bool contains = id.find(game) != std::string::npos || game.find(id) != std::string::npos;
    if (contains || EditDistance(id, game, 2) <= 2) near.push_back(id);
  }
  if (near.empty()) return status;
  std::string hint = " (did you mean ";
  for (size_t i = 0; i < near.size() && i < 3; ++i) {
    hint += std::string(i == 0 ? "" : i + 1 == std::min<size_t>(near.size(), 3) ? " or " : ", ") +
            "'" + near[i] + "'";
  }
  return Status::NotFound(status.message() + hint + "?)");
}

int Fail(const CommandContext& ctx, const Status& status) {
  ctx.log->error("{}", status.message());
  return ExitCodeFor(status);
}

std::string CountText(size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::vector<Event> PlainEvents(std::vector<StoredEvent> stored) {
  std::vector<Event> plain;
  plain.reserve(stored.size());
  for (StoredEvent& s : stored) plain.push_back(std::move(s.event));
  return plain;
}

Result<const Ruleset*> RulesetFor(const CommandContext& ctx, const Header& header) {
  if (ctx.rulesets == nullptr) {
    return Status::InvalidInput(ctx.rulesets_problem.empty() ? "no rules engines are loaded"
                                                             : ctx.rulesets_problem);
  }
  return ctx.rulesets->ForHeader(header);
}

std::string SnapshotVersion(const CommandContext& ctx, const Header& header) {
  if (ctx.snapshot_engine.empty()) return "";
  return header.ruleset + "/" + header.ruleset_version + "/" + ctx.snapshot_engine;
}

void KeepSnapshots(const CommandContext& ctx, EventLog& store, const Header& header,
                   SnapshotPlanner planner, std::span<const StoredEvent> stored) {
  const std::string version = SnapshotVersion(ctx, header);
  if (version.empty()) return;
  Status kept = stored.empty() ? KeepSnapshots(store, header.game_id, version, std::move(planner))
                               : KeepSnapshots(store, version, std::move(planner), stored);
  if (kept.code() == StatusCode::kCorruption) {
    ctx.log->warn("{}: no snapshots or index stored: {}", header.game_id, kept.message());
  } else if (!kept.ok()) {
    ctx.log->debug("{}: no snapshots or index stored: {}", header.game_id, kept.message());
  }
}

void KeepLineKinds(const CommandContext& ctx, EventLog& store, const Header& header, uint32_t seq) {
  if (SnapshotVersion(ctx, header).empty()) return;
  Status kept = KeepLineKindsThrough(store, header.game_id, seq);
  if (!kept.ok()) ctx.log->debug("{}: no line kinds stored: {}", header.game_id, kept.message());
}

void KeepSummary(const CommandContext& ctx, EventLog& store, const Header& header,
                 const GameSummary& summary) {
  const std::string version = SnapshotVersion(ctx, header);
  if (version.empty()) return;
  auto info = store.GetGame(header.game_id);
  Status kept = !info.ok() ? info.status()
                : info->event_count != summary.events
                    ? Status::Conflict("the store holds " + std::to_string(info->event_count) +
                                       " events, the summary " + std::to_string(summary.events))
                    : KeepGameSummary(store, *info, version, summary);
  if (!kept.ok()) ctx.log->debug("{}: no summary stored: {}", header.game_id, kept.message());
}

std::string PendingText(const Pending& pending) {
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) return point->description;
  if (const auto* fact = std::get_if<FactPoint>(&pending)) return fact->description;
  return "the game is over: " + GameOverText(std::get<GameOver>(pending));
}

std::string PendingJson(const Pending& pending) {
  std::string json;
  if (const auto* point = std::get_if<DecisionPoint>(&pending)) {
    json = "{\"waitsFor\":\"decision\",\"kind\":" + JsonQuote(PendingKind(pending)) +
           ",\"player\":\"" + std::string(1, SeatLetter(point->player)) +
           "\",\"priorityPoint\":" + (point->priority_point ? "true" : "false");
  } else if (std::holds_alternative<FactPoint>(pending)) {
    json = "{\"waitsFor\":\"fact\",\"kind\":" + JsonQuote(PendingKind(pending));
  } else {
    const GameOver& over = std::get<GameOver>(pending);
    json = "{\"waitsFor\":\"nothing\",\"winner\":" +
           (over.winner ? "\"" + std::string(1, SeatLetter(*over.winner)) + "\""
                        : std::string("null")) +
           (over.all_lose && !over.winner ? ",\"allLose\":true" : "");
  }
  return json + ",\"description\":" + JsonQuote(PendingText(pending)) + "}";
}

std::string ViolationLine(const Violation& violation) {
  return "seq " + std::to_string(violation.seq) + "  " + SeatLetter(violation.player) + "  " +
         violation.code + "  " + violation.message +
         (violation.remedied_by_rules ? " · remedied by the rules" : "");
}

std::string OpenQuestionLine(const ReviewedQuestion& q) {
  return q.question.code + "  " + q.question.Describe();
}

std::string OpenQuestionJson(const ReviewedQuestion& q) {
  std::vector<std::string> breaking;
  for (const OpenQuestion::Branch& b : q.question.breaking) breaking.push_back(b.card_code);
  return "{\"seq\":" + std::to_string(q.question.seq) + ",\"player\":\"" +
         SeatLetter(q.question.player) + "\",\"card\":" + JsonQuote(q.question.card.ToString()) +
         ",\"code\":" + JsonQuote(q.question.code) + ",\"rules\":" + JsonStrings(q.question.rules) +
         ",\"verdict\":" + JsonQuote(OpenVerdictName(q.verdict)) +
         ",\"message\":" + JsonQuote(q.question.Describe()) +
         ",\"possible\":" + JsonStrings(q.possible) + ",\"breaking\":" + JsonStrings(breaking) +
         ",\"settledBy\":" + JsonQuote(q.settled_by) + "}";
}

std::string ViolationJson(const Violation& violation, std::string_view standing) {
  std::string rules;
  for (const std::string& rule : violation.rules) {
    rules += (rules.empty() ? "" : ",") + JsonQuote(rule);
  }
  return "{\"seq\":" + std::to_string(violation.seq) + ",\"player\":\"" +
         SeatLetter(violation.player) + "\",\"code\":" + JsonQuote(violation.code) +
         ",\"rules\":[" + rules + "],\"message\":" + JsonQuote(violation.message) +
         (violation.remedied_by_rules ? ",\"remediedByRules\":true" : "") +
         (standing.empty() ? "" : ",\"standing\":" + JsonQuote(standing)) + "}";
}

std::string ViolationsJson(std::span<const Violation> violations) {
  std::string json = "[";
  for (size_t i = 0; i < violations.size(); ++i) {
    if (i != 0) json += ",";
    json += ViolationJson(violations[i]);
  }
  return json + "]";
}

std::string NowUtc() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

Status Confirm(const CommandContext& ctx, const std::string& what) {
  if (ctx.yes) return Status::Ok();
  if (!ctx.terminal || ctx.in == nullptr) {
    return Status::InvalidInput(what +
                                ": to do it without a terminal to confirm on, add --yes "
                                "(nothing was stored)");
  }
  ctx.log->warn("{}. Go on? [y/N]", what);
  std::string answer;
  std::getline(*ctx.in, answer);
  if (answer == "y" || answer == "Y" || answer == "yes") return Status::Ok();
  return Status::InvalidInput("not confirmed (nothing was stored)");
}

}  // namespace tcgjudge
