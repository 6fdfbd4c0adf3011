// The commands that append judge events (ruling, result, reverse; rewind uses AppendJudgeEvent
// too) and keygen.

#include "cli/judge_event_commands.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <ctime>

#include "cli/command_support.h"
#include "events/codec.h"
#include "events/signature.h"
#include "events/text_check.h"
#include "judge/effective_line.h"
#include "judge/paper_reverse.h"
#include "judge/positions.h"
#include "judge/signing.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

std::string StateHashText(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
  return text;
}

}  // namespace

int AppendJudgeEvent(const CommandContext& ctx, const std::string& game,
                     const JudgeEventOptions& options, const JudgeActionBuilder& build) {
  if (options.judge_id.empty()) return Fail(ctx, Status::InvalidInput("--judge: missing"));
  if (Status id = CheckText("--judge", options.judge_id, kMaxNameBytes); !id.ok()) {
    return Fail(ctx, NothingStored(id));
  }
  std::optional<JudgeKey> key;
  if (!options.key_path.empty()) {
    auto read = ReadSecretKeyFile(options.key_path);
    if (!read.ok()) return Fail(ctx, read.status().WithContext("--key"));
    if (read->judge_id != options.judge_id) {
      return Fail(
          ctx, Status::InvalidInput("--key: " + options.key_path + " is judge " + read->judge_id +
                                    "'s key, not " + options.judge_id + "'s (nothing was stored)"));
    }
    key = std::move(read).value();
  }
  // Read-write from the start: the store's lock keeps other writers out between the check and
  // the append.
  auto store = OpenStore(ctx, OpenMode::kReadWrite);
  if (!store.ok()) return Fail(ctx, store.status());
  auto stored = (*store)->Read(game);
  if (!stored.ok()) return Fail(ctx, SuggestGame(**store, game, stored.status()));
  const EventHash last_hash = stored->back().hash;
  std::vector<Event> log = PlainEvents(std::move(stored).value());
  const Header header = std::get<Header>(log.front().body);  // A copy: `log` grows below.
  auto ruleset = RulesetFor(ctx, header);
  if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext("cannot check"));
  auto replay = ReplayGame(**ruleset, log);
  if (!replay.ok()) {
    return Fail(ctx, Status::InvalidInput("cannot check: the stored log does not fold: " +
                                          replay.status().message() + " (nothing was stored)"));
  }
  auto action = build(log, *replay, **ruleset);
  if (!action.ok()) return Fail(ctx, action.status());

  Event event;
  event.game = game;
  event.seq = static_cast<uint32_t>(log.size()) + 1;
  event.time = NowUtc();
  event.prev_hash = last_hash;  // Set before signing: the signature covers it.
  event.actor = JudgeActor{options.judge_id};
  event.body = std::move(action).value();
  if (Status shape = ValidateEventShape(event); !shape.ok()) return Fail(ctx, shape);
  if (Status text = CheckEventText(event); !text.ok()) {
    return Fail(ctx, NothingStored(text));
  }
  const Pending before = (*ruleset)->PendingOf(replay->state());
  if (Status moved = replay->Take(event); !moved.ok()) {
    return Fail(ctx, Status::InvalidInput(moved.message() + " (nothing was stored)"));
  }
  // A judge event that reopens a finished game (a reverse of the decision that ended it) is
  // confirmed first (Confirm: --yes, or asked on a terminal).
  const auto* over = std::get_if<GameOver>(&before);
  if (over != nullptr &&
      !std::holds_alternative<GameOver>((*ruleset)->PendingOf(replay->state()))) {
    const std::string kind(JudgeKindName(std::get<JudgeAction>(event.body)));
    Status confirmed = Confirm(ctx, kind + " " + game + ": the game is over (" +
                                        GameOverText(*over) + ") and the " + kind + " reopens it");
    if (!confirmed.ok()) return Fail(ctx, confirmed);
  }
  event.state_key = (*ruleset)->StateKey(replay->state());
  if (key) {
    if (Status signed_ok = SignJudgeEvent(&event, *key); !signed_ok.ok()) {
      return Fail(ctx, signed_ok.WithContext("--key"));
    }
  }
  Status appended = (*store)->Append(AppendRequest{game, event.seq, {event}}, Durability::kSync);
  if (!appended.ok()) return Fail(ctx, appended);
  KeepLineKinds(ctx, **store, header, event.seq);
  std::vector<Event> taken = log;  // Not `log` itself: the replay points into it.
  taken.push_back(event);
  KeepSummary(ctx, **store, header, SummarizeGame(**ruleset, taken, *replay));

  const JudgeAction& judge = std::get<JudgeAction>(event.body);
  const Pending next = (*ruleset)->PendingOf(replay->state());
  const std::string fingerprint = key ? KeyFingerprint(event.signature->public_key) : "";
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"seq\":" << event.seq
             << ",\"kind\":" << JsonQuote(std::string(JudgeKindName(judge)))
             << ",\"judge\":" << JsonQuote(options.judge_id)
             << ",\"signed\":" << (key ? "true" : "false")
             << ",\"key\":" << (key ? JsonQuote(fingerprint) : std::string("null"))
             << ",\"stateHash\":" << JsonQuote(StateHashText(StateHash(**ruleset, replay->state())))
             << ",\"stateKey\":" << JsonQuote(StateHashText(*event.state_key))
             << ",\"text\":" << JsonQuote(EventText(event, header))
             << ",\"next\":" << PendingJson(next) << "}\n";
  } else {
    *ctx.out << "appended seq " << event.seq << " to " << game << ": "
             << std::string(JudgeKindName(judge)) << " by " << options.judge_id
             << (key ? " (signed with key " + fingerprint + ")" : std::string(" (unsigned)"))
             << "\n  " << EventText(event, header) << "\nnext: " << PendingText(next) << "\n";
  }
  return kExitOk;
}

namespace {

// Why `seq` cannot be settled by a ruling in `replay`: it must hold a violation left standing
// on the effective line. Ok if it can.
Status CheckSettled(const std::string& game, const Header& header, const GameReplay& replay,
                    uint32_t seq, size_t events) {
  const std::string what = "--settles " + std::to_string(seq) + ": ";
  if (seq == 0 || seq > events) {
    return Status::InvalidInput(what + "the game has " + std::to_string(events) +
                                " events (nothing was stored)");
  }
  bool any = false;
  for (const Violation& v : replay.violations()) any = any || v.seq == seq;
  // Seq 1 of a later duel of a match also holds what the audit finds of its side-decking
  // (judge/match.h), which no fold sees.
  if (seq == 1 && !header.match.empty() && header.duel >= 2) any = true;
  if (!any) {
    return Status::InvalidInput(what + "seq " + std::to_string(seq) +
                                " broke no rule: `tcgjudge log " + game +
                                " --only violations` lists the violations (nothing was stored)");
  }
  switch (replay.lines().StandingOf(seq)) {
    case Standing::kStanding:
      return Status::Ok();
    case Standing::kRuled:
      return Status::InvalidInput(what + "seq " + std::to_string(seq) +
                                  " is settled already, by seq " +
                                  std::to_string(*replay.lines().RuledBy(seq)) +
                                  " (nothing was stored)");
    default:
      return Status::InvalidInput(what + "seq " + std::to_string(seq) +
                                  " is not left standing: it is " +
                                  std::string(StandingName(replay.lines().StandingOf(seq))) +
                                  " (nothing was stored)");
  }
}

// Appends `action`, a judge event for the record (a ruling, penalty or note), which every
// position allows; the violations it settles (JudgeAction.settles) must be left standing.
int AppendRecord(const CommandContext& ctx, const std::string& game,
                 const JudgeEventOptions& options, JudgeAction action) {
  return AppendJudgeEvent(
      ctx, game, options,
      [&](std::span<const Event> log, const GameReplay& replay,
          const Ruleset&) -> Result<JudgeAction> {
        for (uint32_t seq : action.settles) {
          TJ_RETURN_IF_ERROR(
              CheckSettled(game, std::get<Header>(log.front().body), replay, seq, log.size()));
        }
        return action;
      });
}

}  // namespace

int KeygenCommand(const CommandContext& ctx, const std::string& judge_id, const std::string& dir) {
  const KeyPair pair = GenerateKeyPair();
  if (Status written = WriteKeyFiles(dir, judge_id, pair); !written.ok()) {
    return Fail(ctx, written);
  }
  const std::string secret = SecretKeyPath(dir, judge_id);
  const std::string pub = PublicKeyPath(dir, judge_id);
  if (ctx.json) {
    *ctx.out << "{\"judge\":" << JsonQuote(judge_id) << ",\"secretKey\":" << JsonQuote(secret)
             << ",\"publicKey\":" << JsonQuote(pub)
             << ",\"fingerprint\":" << JsonQuote(KeyFingerprint(pair.public_key)) << "}\n";
  } else {
    *ctx.out << "judge " << judge_id << ": key " << KeyFingerprint(pair.public_key) << "\n"
             << "  secret key  " << secret << "  (mode 0600; keep it to yourself; sign with "
             << "--key " << secret << ")\n"
             << "  public key  " << pub << "  (give it to the organiser: audit trusts the "
             << ".pub files of --keys DIR)\n";
  }
  return kExitOk;
}

int RulingCommand(const CommandContext& ctx, const std::string& game,
                  const JudgeEventOptions& options, const std::vector<std::string>& rules,
                  const std::string& text, const std::vector<uint32_t>& settles) {
  if (rules.empty()) {
    return Fail(ctx, Status::InvalidInput(
                         "--rule: a ruling cites the rule it rests on, in the ruleset's numbering"));
  }
  if (text.empty()) return Fail(ctx, Status::InvalidInput("--text: a ruling says what was ruled"));
  return AppendRecord(ctx, game, options, JudgeAction{rules, text, Ruling{}, settles});
}

int PenaltyCommand(const CommandContext& ctx, const std::string& game,
                   const JudgeEventOptions& options, const std::string& player,
                   const std::string& kind, const std::vector<std::string>& rules,
                   const std::string& text, const std::vector<uint32_t>& settles) {
  Penalty penalty;
  if (player != "A" && player != "B") {
    return Fail(ctx, Status::InvalidInput("--player: '" + player + "' is no seat (A or B)"));
  }
  penalty.player = player == "A" ? Seat::kA : Seat::kB;
  const std::optional<PenaltyKind> parsed = PenaltyKindFromName(kind);
  if (!parsed) {
    return Fail(ctx, Status::InvalidInput("--kind: '" + kind +
                                          "' is no penalty (caution, warning, gameLoss, "
                                          "matchLoss or disqualification)"));
  }
  penalty.kind = *parsed;
  if (rules.empty()) {
    return Fail(
        ctx, Status::InvalidInput(
                 "--rule: a penalty cites the rule that was broken, in the ruleset's numbering"));
  }
  if (text.empty()) {
    return Fail(ctx, Status::InvalidInput("--text: a penalty says what the player did"));
  }
  return AppendRecord(ctx, game, options, JudgeAction{rules, text, penalty, settles});
}

int NoteCommand(const CommandContext& ctx, const std::string& game,
                const JudgeEventOptions& options, const std::string& text) {
  if (text.empty()) return Fail(ctx, Status::InvalidInput("--text: a note says what was seen"));
  return AppendRecord(ctx, game, options, JudgeAction{{}, text, Note{}, {}});
}

int ResultCommand(const CommandContext& ctx, const std::string& game,
                  const JudgeEventOptions& options, bool draw, const std::string& winner,
                  const std::vector<std::string>& rules, const std::string& text, bool all_lose) {
  if (int{draw} + int{!winner.empty()} + int{all_lose} != 1) {
    return Fail(ctx,
                Status::InvalidInput("result: give either --draw or --winner A|B or --all-lose"));
  }
  GameResult result;
  result.all_lose = all_lose;
  if (!winner.empty()) {
    if (winner != "A" && winner != "B") {
      return Fail(ctx, Status::InvalidInput("--winner: '" + winner + "' is no seat (A or B)"));
    }
    result.winner = winner == "A" ? Seat::kA : Seat::kB;
  }
  if (rules.empty()) {
    return Fail(ctx,
                Status::InvalidInput(
                    "--rule: a result cites the rule it rests on, in the ruleset's numbering"));
  }
  if (text.empty()) {
    return Fail(ctx, Status::InvalidInput("--text: a result says why the game ends so"));
  }
  return AppendJudgeEvent(
      ctx, game, options,
      [&](std::span<const Event>, const GameReplay&, const Ruleset&) -> Result<JudgeAction> {
        JudgeAction action;
        action.rules = rules;
        action.text = text;
        action.action = result;
        return action;
      });
}

int ReverseCommand(const CommandContext& ctx, const std::string& game, uint32_t seq,
                   const JudgeEventOptions& options, const std::string& note) {
  return AppendJudgeEvent(
      ctx, game, options,
      [&](std::span<const Event> log, const GameReplay& replay,
          const Ruleset& ruleset) -> Result<JudgeAction> {
        const JudgeTexts judging = ruleset.Judging();
        const std::string what = "reverse " + game + " " + std::to_string(seq);
        if (seq == 0 || seq > log.size()) {
          return Status::InvalidInput(what + ": the game has " + std::to_string(log.size()) +
                                      " events (nothing was stored)");
        }
        const Event& target = log[seq - 1];
        if (!IsDecision(target)) {
          return Status::InvalidInput(what + ": seq " + std::to_string(seq) + " is a " +
                                      std::string(EventKindName(target)) +
                                      ", not a decision: " + judging.reverse_name +
                                      " reverses a player's action (nothing was stored)");
        }
        if (const std::optional<uint32_t> by = replay.lines().UndoneBy(seq)) {
          return Status::InvalidInput(what + ": seq " + std::to_string(seq) +
                                      " is already off the effective line (undone by seq " +
                                      std::to_string(*by) + ") (nothing was stored)");
        }
        const uint32_t latest = replay.lines().LatestDecision().value_or(0);
        if (latest != seq) {
          // The priority point a back-up would return to, named with the whole command.
          std::string back_up = "back up to the priority point before it with `tcgjudge rewind " +
                                game + " --to before:" + std::to_string(seq) + " --judge " +
                                options.judge_id + "`";
          if (auto index = IndexPositions(ruleset, log); index.ok()) {
            if (const PriorityPoint* point = index->PointBefore(seq)) {
              const std::string label = PointLabel(0, point->number);
              back_up = "back up to " + label +
                        ", the priority point before it: `tcgjudge rewind " + game + " --to " +
                        label + " --judge " + options.judge_id + "`";
            }
          }
          return Status::Conflict(what + ": seq " + std::to_string(seq) +
                                  " is not the latest effective decision (that is seq " +
                                  std::to_string(latest) + "); " + judging.latest_only +
                                  ". To go back further, " + back_up + " (nothing was stored)");
        }
        // A paper game: only where the table can put back exactly what the decision moved.
        TJ_ASSIGN_OR_RETURN(const std::string inexact,
                            InexactReversal(ruleset, log, seq, replay.state()));
        if (!inexact.empty()) {
          return Status::Conflict(what + ": " + inexact + " (nothing was stored)");
        }
        JudgeAction action;
        action.rules = judging.reverse_rules;
        std::string broke;
        for (const Violation& v : replay.violations()) {
          if (v.seq != seq) continue;
          for (const std::string& rule : v.rules) {
            if (std::find(action.rules.begin(), action.rules.end(), rule) == action.rules.end()) {
              action.rules.push_back(rule);
            }
          }
          broke += (broke.empty() ? "" : "; ") + v.message;
        }
        action.text = !note.empty()   ? note
                      : broke.empty() ? "Reversed seq " + std::to_string(seq) + " under " +
                                            judging.reverse_name + "."
                                      : "Reversed seq " + std::to_string(seq) + " under " +
                                            judging.reverse_name + ": " + broke;
        action.action = Reverse{seq};
        return action;
      });
}

}  // namespace tcgjudge
