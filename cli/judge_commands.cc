#include "cli/judge_commands.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>
#include <optional>

#include "cli/command_support.h"
#include "events/codec.h"
#include "events/text_check.h"
#include "judge/diff.h"
#include "judge/positions.h"
#include "judge/positions_store.h"
#include "judge/review.h"
#include "judge/rewind.h"
#include "judge/signing.h"
#include "judge/snapshot_cache.h"
#include "viewer/board_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

// A stored game with its rules engine and the index of its positions.
struct IndexedGame {
  GameLog log;
  const Ruleset* ruleset = nullptr;
  PositionIndex index;
  const Header& header() const { return std::get<Header>(log.events.front().body); }
};

Result<IndexedGame> LoadIndexedGame(const CommandContext& ctx, const EventLog& store,
                                    const std::string& game) {
  IndexedGame loaded;
  // Only the events the lines and positions need, when the store lists the line kinds
  // (judge/positions_store.h ReadOutlinedLog); the positions read the rest they fold.
  TJ_ASSIGN_OR_RETURN(loaded.log, ReadOutlinedLog(store, game));
  auto ruleset = RulesetFor(ctx, loaded.header());
  if (!ruleset.ok()) return ruleset.status().WithContext(game + ": cannot fold");
  loaded.ruleset = *ruleset;
  // The index the store keeps (judge/positions_store.h); without one (an old store, another
  // engine) the game is read whole and folded once to index it.
  const std::string version = SnapshotVersion(ctx, loaded.header());
  if (!version.empty()) {
    TJ_ASSIGN_OR_RETURN(std::optional<PositionIndex> stored,
                        LoadPositionIndex(store, loaded.log, version));
    if (stored) {
      loaded.index = std::move(stored).value();
      return loaded;
    }
    ctx.log->debug("{}: no stored priority-point index; the game is folded to index it", game);
  }
  if (!loaded.log.whole()) {
    TJ_ASSIGN_OR_RETURN(std::vector<StoredEvent> stored, store.Read(game));
    loaded.log = GameLog::FromStored(std::move(stored));
  }
  auto index = IndexPositions(*loaded.ruleset, loaded.log.events);
  if (!index.ok()) {
    return Status::InvalidInput(game + ": the log does not fold: " + index.status().message());
  }
  loaded.index = std::move(index).value();
  return loaded;
}

// A position of the game, resolved, with its board.
struct ShownPosition {
  ResolvedPosition at;
  uint64_t state_hash = 0;
  uint64_t state_key = 0;
  Board board;
};

std::string HashText(uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

Result<ShownPosition> ReadShownPosition(const CommandContext& ctx, const EventLog& store,
                                        const IndexedGame& game, const std::string& text) {
  PositionAddress address;
  if (text.empty()) {
    // The current position: after the effective line's last event (a judge event after it, a
    // ruling or a back-up, is no position of its own), so that it has its label (P78 (after seq
    // 88)) in text and --json alike.
    address.number = game.index.lines.front().seqs.back();
  } else {
    TJ_ASSIGN_OR_RETURN(address, ParsePosition(text));
  }
  ShownPosition shown;
  TJ_ASSIGN_OR_RETURN(shown.at, ResolvePosition(game.index, address));
  auto read = ReadPosition(*game.ruleset, game.log, &store, SnapshotVersion(ctx, game.header()),
                           shown.at.seq);
  if (!read.ok()) return read.status().WithContext(shown.at.label);
  for (const std::string& why : read->ignored) ctx.log->debug("ignored {}", why);
  ctx.log->debug("{}: {} events folded after {}", shown.at.label, read->folded,
                 read->from_snapshot == 0
                     ? std::string("the header")
                     : "the snapshot after seq " + std::to_string(read->from_snapshot));
  shown.state_hash = StateHash(*game.ruleset, *read->state);
  shown.state_key = game.ruleset->StateKey(*read->state);
  shown.board = game.ruleset->MakeBoard(*read->state);
  NameBoardPlayers(game.header(), shown.board);
  return shown;
}

std::string AtJson(const ShownPosition& shown) {
  const ResolvedPosition& at = shown.at;
  return "{\"seq\":" + std::to_string(at.seq) + ",\"label\":" + JsonQuote(at.label) +
         ",\"branch\":" + (at.on_line ? std::to_string(at.branch) : std::string("null")) +
         ",\"priorityPoint\":" +
         (at.point != nullptr ? std::to_string(at.point->number) : std::string("null")) +
         ",\"onLine\":" + (at.on_line ? "true" : "false") + ",\"stateHash\":\"" +
         HashText(shown.state_hash) + "\",\"stateKey\":\"" + HashText(shown.state_key) + "\"}";
}

}  // namespace

int ShowCommand(const CommandContext& ctx, const std::string& game, const std::string& at) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto loaded = LoadIndexedGame(ctx, **store, game);
  if (!loaded.ok()) return Fail(ctx, SuggestGame(**store, game, loaded.status()));
  auto shown = ReadShownPosition(ctx, **store, *loaded, at);
  if (!shown.ok()) return Fail(ctx, shown.status());
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"at\":" << AtJson(*shown)
             << ",\"board\":" << BoardJson(shown->board) << "}\n";
    return kExitOk;
  }
  *ctx.out << game << " at " << shown->at.label;
  if (!shown->at.on_line) *ctx.out << " (on no line: reversed or a judge event's)";
  *ctx.out << " · state " << HashText(shown->state_hash) << "\n"
           << BoardText(shown->board, ctx.color);
  return kExitOk;
}

int DiffCommand(const CommandContext& ctx, const std::string& game, const std::string& a,
                const std::string& b) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto loaded = LoadIndexedGame(ctx, **store, game);
  if (!loaded.ok()) return Fail(ctx, SuggestGame(**store, game, loaded.status()));
  auto first = ReadShownPosition(ctx, **store, *loaded, a);
  if (!first.ok()) return Fail(ctx, first.status());
  auto second = ReadShownPosition(ctx, **store, *loaded, b);
  if (!second.ok()) return Fail(ctx, second.status());
  const std::vector<DiffLine> lines = DiffBoards(first->board, second->board);
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"a\":" << AtJson(*first)
             << ",\"b\":" << AtJson(*second) << ",\"changes\":[";
    for (size_t i = 0; i < lines.size(); ++i) {
      const DiffLine& line = lines[i];
      *ctx.out << (i ? "," : "") << "{\"op\":\"" << line.op << "\",\"player\":"
               << (line.player ? "\"" + std::string(1, SeatLetter(*line.player)) + "\""
                               : std::string("null"))
               << ",\"field\":" << JsonQuote(line.field) << ",\"card\":"
               << (line.card ? JsonQuote(line.card->ToString()) : std::string("null"))
               << ",\"text\":" << JsonQuote(line.text) << "}";
    }
    *ctx.out << "]}\n";
  } else if (!lines.empty()) {
    *ctx.out << "--- " << game << " " << first->at.label << "\n+++ " << game << " "
             << second->at.label << "\n";
    for (const DiffLine& line : lines) *ctx.out << DiffLineText(line) << "\n";
  }
  return lines.empty() ? kExitOk : kExitRefused;
}

namespace {

// A back-up whose superseded events span more than one turn, or one on a finished game, is
// confirmed first (Confirm: --yes, or asked on a terminal); docs/positions.md, "rewind".
Status ConfirmBackUp(const CommandContext& ctx, const EventLog& store, const IndexedGame& game,
                     const std::string& id, const ResolvedPosition& to) {
  const PlayLine& line = game.index.lines.front();
  const uint32_t last = line.seqs.back();
  std::vector<std::string> why;
  if (to.point != nullptr && !line.points.empty() && line.points.back().turn > to.point->turn) {
    why.push_back("it goes back from turn " + std::to_string(line.points.back().turn) +
                  " to turn " + std::to_string(to.point->turn) + ", superseding the events of " +
                  std::to_string(line.points.back().turn - to.point->turn + 1) + " turns");
  }
  auto end =
      ReadPosition(*game.ruleset, game.log, &store, SnapshotVersion(ctx, game.header()), last);
  if (!end.ok()) return end.status();
  const Pending pending = game.ruleset->PendingOf(*end->state);
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    why.push_back("the game is over (" + GameOverText(*over) + ") and the back-up reopens it");
  }
  if (why.empty()) return Status::Ok();
  std::string what = "rewind " + id + " --to " + to.label + ": ";
  for (size_t i = 0; i < why.size(); ++i) what += (i ? "; " : "") + why[i];
  return Confirm(ctx, what);
}

}  // namespace

int RewindCommand(const CommandContext& ctx, const std::string& game,
                  const RewindOptions& options) {
  Status text = CheckText("--judge", options.judge, kMaxNameBytes);
  for (const std::string& rule : options.rules) {
    if (text.ok()) text = CheckText("--rule", rule, kMaxNameBytes);
  }
  if (text.ok()) text = CheckText("--note", options.note, kMaxJudgeTextBytes);
  if (!text.ok()) return Fail(ctx, NothingStored(text));
  // Read-write from the start: the store's lock keeps other writers out between the check and
  // the append.
  auto store = OpenStore(ctx, OpenMode::kReadWrite);
  if (!store.ok()) return Fail(ctx, store.status());
  auto loaded = LoadIndexedGame(ctx, **store, game);
  if (!loaded.ok()) return Fail(ctx, SuggestGame(**store, game, loaded.status()));
  auto address = ParsePosition(options.to);
  if (!address.ok()) return Fail(ctx, address.status().WithContext("--to"));
  auto to = ResolvePosition(loaded->index, *address);
  if (!to.ok()) return Fail(ctx, to.status().WithContext("--to"));
  if (Status confirmed = ConfirmBackUp(ctx, **store, *loaded, game, *to); !confirmed.ok()) {
    return Fail(ctx, confirmed);
  }
  RewindRequest request{options.judge, options.rules, options.note, NowUtc()};
  auto event = MakeBackUpEvent(loaded->log.events, loaded->index, *to, request);
  if (!event.ok()) return Fail(ctx, event.status());
  if (Status shape = ValidateEventShape(*event); !shape.ok()) {
    return Fail(ctx, shape.WithContext("rewind"));
  }
  if (Status checked = CheckEventText(*event); !checked.ok()) {
    return Fail(ctx, NothingStored(checked.WithContext("rewind")));
  }
  // As every judge event (cli/judge_event_commands.h): the key of the position it leads to,
  // the link to the event before (the signature covers both), and the judge's signature.
  auto now = ReadPosition(*loaded->ruleset, loaded->log, store->get(),
                          SnapshotVersion(ctx, loaded->header()), to->seq);
  if (!now.ok()) return Fail(ctx, now.status());
  event->state_key = loaded->ruleset->StateKey(*now->state);
  event->prev_hash = loaded->log.hashes.back();
  std::string fingerprint;
  if (!options.key_path.empty()) {
    auto key = ReadSecretKeyFile(options.key_path);
    if (!key.ok()) return Fail(ctx, key.status().WithContext("--key"));
    if (Status signed_ok = SignJudgeEvent(&*event, *key); !signed_ok.ok()) {
      return Fail(ctx, signed_ok.WithContext("--key"));
    }
    fingerprint = KeyFingerprint(event->signature->public_key);
  }
  const uint32_t seq = event->seq;
  Status appended = (*store)->Append(AppendRequest{game, seq, {*event}}, Durability::kSync);
  if (!appended.ok()) return Fail(ctx, appended);
  KeepLineKinds(ctx, **store, loaded->header(), seq);
  // The summary reviews the whole game, the back-up with it.
  if (auto stored = (*store)->Read(game); stored.ok()) {
    const GameLog with_back_up = GameLog::FromStored(std::move(stored).value());
    if (auto review = ReviewGame(*loaded->ruleset, with_back_up.events); review.ok()) {
      KeepSummary(ctx, **store, loaded->header(),
                  SummarizeGame(*loaded->ruleset, with_back_up.events, *review));
    }
  } else {
    ctx.log->debug("{}: no summary stored: {}", game, stored.status().message());
  }

  const PlayLine& effective = loaded->index.lines.front();
  const auto first_left = std::upper_bound(effective.seqs.begin(), effective.seqs.end(), to->seq);
  const size_t left = static_cast<size_t>(effective.seqs.end() - first_left);
  const std::string branch = "b" + std::to_string(loaded->index.lines.size());
  const std::string next = PendingText(loaded->ruleset->PendingOf(*now->state));
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"seq\":" << seq
             << ",\"to\":" << JsonQuote(to->label) << ",\"afterSeq\":" << to->seq
             << ",\"branch\":" << JsonQuote(branch) << ",\"superseded\":" << left
             << ",\"signed\":" << (fingerprint.empty() ? "false" : "true")
             << ",\"next\":" << JsonQuote(next) << "}\n";
  } else {
    *ctx.out << "appended seq " << seq << " to " << game << ": back-up to " << to->label << "; "
             << left << (left == 1 ? " event" : " events") << " left behind as branch " << branch
             << (fingerprint.empty() ? "" : " (signed with key " + fingerprint + ")")
             << "\nnext: " << next << "\n";
  }
  return kExitOk;
}

}  // namespace tcgjudge
