#include "cli/command_table.h"

#include <CLI/CLI.hpp>

#include "cli/command_support.h"
#include "cli/view_command.h"

namespace tcgjudge {
namespace {

void Game(CLI::App& command, CommandArgs& args) {
  command.add_option("GAME", args.game, "game id")->required();
}

void JudgeAndKey(CLI::App& command, CommandArgs& args) {
  command.add_option("--judge", args.judge.judge_id, "the judge's id (as on the badge)")
      ->required();
  command.add_option("--key", args.judge.key_path, "sign with this secret key file");
}

// --yes: a back-up or reverse that would ask for confirmation (cli/command_support.h Confirm).
void Yes(CLI::App& command, CommandArgs& args) {
  command.add_flag("--yes", args.yes,
                   "do it without asking, even over more than one turn or on a finished game");
}

// --settles SEQ: the violations a ruling or penalty leaves standing by ruling.
void Settles(CLI::App& command, CommandArgs& args) {
  command
      .add_option("--settles", args.settles,
                  "leave the violations of this seq standing by this ruling (repeatable; "
                  "comma-separated)")
      ->delimiter(',');
}

// The context with --yes.
CommandContext Confirmed(const CommandContext& ctx, const CommandArgs& args) {
  CommandContext confirmed = ctx;
  confirmed.yes = args.yes;
  return confirmed;
}

const Subcommand kSubcommands[] = {
    {"import", "import game logs: JSON Lines, or notation (.tjn) (atomic per file)", true,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("FILE", a.files, "JSON Lines files, or notation files (FILE.tjn)")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) { return ImportCommand(ctx, a.files); }},

    {"export", "a game's log as JSON Lines (or every game's: --all, --tournament T)", false,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("GAME", a.game, "game id (or --all, --tournament)");
       c.add_flag("--all", a.export_all, "every stored game, one after another");
       c.add_option("--tournament", a.export_tournament,
                    "every game whose tournament contains this");
       c.add_option("-o,--output", a.output, "write to this file instead of stdout");
       c.add_flag("--notation", a.export_notation,
                  "the scorekeeper's notation (docs/notation.md) instead of JSON Lines");
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       const int chosen = !a.game.empty() + a.export_all + !a.export_tournament.empty();
       if (chosen != 1) {
         return Fail(ctx, Status::InvalidInput(
                              "export: name one game, or give --all or --tournament T"));
       }
       if (a.export_notation) {
         if (a.game.empty()) {
           return Fail(ctx, Status::InvalidInput("export --notation: name one game"));
         }
         return ExportNotationCommand(ctx, a.game, a.output);
       }
       if (a.game.empty()) return ExportGamesCommand(ctx, a.export_tournament, a.output);
       return ExportCommand(ctx, a.game, a.output);
     },
     [](const CommandArgs& a) { return a.export_notation; }},

    {"games", "list the stored games with their result and violations", true,
     [](CLI::App& c, CommandArgs& a) {
       GamesOptions& g = a.games_filter;
       c.add_option("--player", g.player, "a player's name or id contains this");
       c.add_option("--tournament", g.tournament, "the tournament's name contains this");
       c.add_option("--round", g.round, "the round")->check(CLI::Range(1u, 65535u));
       c.add_option("--result", g.result,
                    "A or B (that seat won), draw, all-lose, over, unfinished");
       c.add_flag("--violations", g.violations, "only games with a violation left standing");
     },
     [](const CommandContext& ctx, CommandArgs& a) { return GamesCommand(ctx, a.games_filter); }},

    {"log", "the numbered events of a game, violations marked", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("--only", a.log.only,
                    "show only these events: violations (illegal events), judge (judge events); "
                    "comma-separated")
           ->delimiter(',');
       c.add_flag("--no-pass", a.log.no_pass, "leave out the passes that break no rule");
     },
     [](const CommandContext& ctx, CommandArgs& a) { return LogCommand(ctx, a.game, a.log); }},

    {"append", "live recording: check one event by the rules and store it", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("EVENT", a.event_json,
                    "the event as one JSON line, - for stdin, or one notation action "
                    "('A: normalSummon A01 M3', docs/notation.md)")
           ->required();
       c.add_flag("--record-illegal", a.record_illegal,
                  "store an event that breaks the rules as the table played it");
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       if (IsNotationEvent(a.event_json)) {
         return AppendNotationCommand(ctx, a.game, a.event_json, a.record_illegal);
       }
       return AppendCommand(ctx, a.game, a.event_json, a.record_illegal);
     }},

    {"simulate", "store seeded bot games", true,
     [](CLI::App& c, CommandArgs& a) {
       SimulateOptions& s = a.simulate;
       c.add_option("--ruleset", s.ruleset, "the rules engine, e.g. zero")->required();
       c.add_option("--games", s.games, "how many games")
           ->capture_default_str()
           ->check(CLI::Range(1u, 1000000u));
       c.add_option("--seed", s.seed, "the first game's seed (then +1 each)")
           ->capture_default_str();
       c.add_option("--inject-illegal", s.inject_illegal,
                    "chance of an illegal decision at each decision point (0-1); the audit's "
                    "recall is reported")
           ->check(CLI::Range(0.0, 1.0));
       c.add_option("--prefix", s.prefix, "game ids are PREFIX-SEED")->capture_default_str();
       c.add_option("--max-events", s.max_events, "the longest game stored")->capture_default_str();
     },
     [](const CommandContext& ctx, CommandArgs& a) { return SimulateCommand(ctx, a.simulate); }},

    {"keygen", "make a judge's Ed25519 signing key pair", false,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("--judge", a.judge.judge_id, "the judge's id (as on the badge)")->required();
       c.add_option("--out", a.key_dir, "the directory to write ID.key and ID.pub into")
           ->capture_default_str();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return KeygenCommand(ctx, a.judge.judge_id, a.key_dir);
     }},

    {"register", "store a player's decklist for an event, signed by the judge who takes it", true,
     [](CLI::App& c, CommandArgs& a) {
       RegisterOptions& r = a.registration;
       c.add_option("DECKLIST", r.decklist, "the decklist file (docs/desk.md)")->required();
       c.add_option("--tournament", r.tournament, "the event, as its games' headers name it")
           ->required();
       c.add_option("--ruleset", r.ruleset, "the ruleset the decklist is for, e.g. ygo")
           ->required();
       c.add_option("--judge", r.judge_id, "the judge's id (as on the badge)")->required();
       c.add_option("--key", r.key_path, "the judge's secret key file: a registration is signed")
           ->required();
       c.add_flag("--correct", r.correct,
                  "a correction of the player's registration (kept beside the earlier ones)");
       c.add_option("--reason", r.reason, "why it is corrected (with --correct)");
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return RegisterCommand(ctx, a.registration);
     }},

    {"registrations", "list the registered decklists with their signature status", false,
     [](CLI::App& c, CommandArgs& a) {
       RegistrationsOptions& r = a.registrations;
       c.add_option("--tournament", r.tournament, "the tournament's name contains this");
       c.add_option("--player", r.player, "a player's name or id contains this");
       c.add_flag("--corrections", r.corrections,
                  "every number of each player, not only the latest (the one games are checked "
                  "against)");
       c.add_option("--keys", r.keys_dir, "the trusted judges' public keys (*.pub)")
           ->capture_default_str();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return RegistrationsCommand(ctx, a.registrations);
     }},

    {"ruling", "append a judge's ruling to a game", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       JudgeAndKey(c, a);
       c.add_option("--rule", a.rules, "a rule relied on (repeatable)")->required();
       c.add_option("--text", a.text, "what was ruled")->required();
       Settles(c, a);
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return RulingCommand(ctx, a.game, a.judge, a.rules, a.text, a.settles);
     }},

    {"penalty", "append a judge's penalty to a game (caution, warning, gameLoss, ...)", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       JudgeAndKey(c, a);
       c.add_option("--player", a.player, "the penalised seat, A or B")->required();
       c.add_option("--kind", a.penalty_kind,
                    "caution, warning, gameLoss, matchLoss or disqualification")
           ->required();
       c.add_option("--rule", a.rules, "the rule that was broken (repeatable)")->required();
       c.add_option("--text", a.text, "what the player did")->required();
       Settles(c, a);
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return PenaltyCommand(ctx, a.game, a.judge, a.player, a.penalty_kind, a.rules, a.text,
                             a.settles);
     }},

    {"note", "append a judge's note to a game (for the record)", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       JudgeAndKey(c, a);
       c.add_option("--text", a.text, "what was seen or said")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return NoteCommand(ctx, a.game, a.judge, a.text);
     }},

    {"result", "a judge ends a game with a declared result, e.g. a draw by a loop", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       JudgeAndKey(c, a);
       c.add_flag("--draw", a.draw, "the game is a draw");
       c.add_option("--winner", a.winner, "the seat that wins, A or B");
       c.add_flag("--all-lose", a.all_lose, "every player loses, no draw (games without draws)");
       c.add_option("--rule", a.rules, "a rule relied on (repeatable)")->required();
       c.add_option("--text", a.text, "why the game ends so")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return ResultCommand(ctx, a.game, a.judge, a.draw, a.winner, a.rules, a.text, a.all_lose);
     }},

    {"reverse", "undo the latest effective decision (a judge event)", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("SEQ", a.seq, "the decision to reverse: the latest effective one")->required();
       JudgeAndKey(c, a);
       c.add_option("--note", a.text, "the judge's words (default: what was reversed)");
       Yes(c, a);
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return ReverseCommand(Confirmed(ctx, a), a.game, a.seq, a.judge, a.text);
     }},

    {"whatif", "replay the rest of a game in memory without one decision (nothing is written)",
     true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("--without", a.seq, "the decision to leave out")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) { return WhatIfCommand(ctx, a.game, a.seq); }},

    {"audit", "violations, hash chain, recorded state hashes/keys and signatures of stored games",
     true,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("GAME", a.audit.games, "game ids");
       c.add_flag("--all", a.audit.all, "every stored game");
       c.add_flag(
           "--verify", a.audit.verify,
           "integrity only: chain, state hashes/keys, signatures (every game if none named)");
       c.add_option("--keys", a.audit.keys_dir, "the trusted judges' public keys (*.pub)")
           ->capture_default_str()
           ->each([&a](const std::string&) { a.audit.keys_given = true; });
       c.add_option("--require-signed", a.audit.require_signed,
                    "judges whose events must be signed ('trusted': every judge with a key in "
                    "--keys); an unsigned one is an integrity failure");
     },
     [](const CommandContext& ctx, CommandArgs& a) { return AuditCommand(ctx, a.audit); }},

    {"backup", "add a verified backup of the store to a backup directory (writers may go on)",
     false,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("DIR", a.backup_dir, "the backup directory (made if new)")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) { return BackupCommand(ctx, a.backup_dir); }},

    {"restore", "make the store of --db from a backup, checked before it is put in place", false,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("DIR", a.backup_dir, "the backup directory")->required();
       c.add_option("--backup", a.restore.backup_id, "which backup (default: the latest)")
           ->check(CLI::Range(1u, 4294967295u));
       c.add_flag("--replace", a.restore.replace,
                  "replace an existing store at --db (it is moved aside, never deleted)");
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return RestoreCommand(ctx, a.backup_dir, a.restore);
     }},

    {"show", "the board at a position (judge's view)", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("--at", a.at,
                    "the position: a priority point (P12), right after a seq (after:57) or "
                    "before one (before:57), on a branch (b1:P40, b1:after:57); default the "
                    "current position");
     },
     [](const CommandContext& ctx, CommandArgs& a) { return ShowCommand(ctx, a.game, a.at); }},

    {"diff", "two positions of a game, as a patch", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("A", a.position_a, "the first position (P12, after:57, before:57, b1:P40)")
           ->required();
       c.add_option("B", a.position_b, "the second position")->required();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return DiffCommand(ctx, a.game, a.position_a, a.position_b);
     }},

    {"rewind", "back the game up to a priority point (a judge event)", true,
     [](CLI::App& c, CommandArgs& a) {
       RewindOptions& r = a.rewind;
       Game(c, a);
       c.add_option("--to", r.to,
                    "a position of the effective line (P12, after:SEQ, or before:SEQ for the "
                    "one an event was applied to)")
           ->required();
       c.add_option("--judge", r.judge, "the judge's id")->required();
       c.add_option("--note", r.note, "why, in words");
       c.add_option("--rule", r.rules, "a rule the judge relies on (repeatable)");
       c.add_option("--key", r.key_path, "sign with this secret key file");
       Yes(c, a);
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return RewindCommand(Confirmed(ctx, a), a.game, a.rewind);
     }},

    {"report", "write the judge's report: one HTML page of games, with their viewer pages", true,
     [](CLI::App& c, CommandArgs& a) {
       ReportOptions& r = a.report;
       c.add_option("GAME", r.games, "game ids (or --tournament)");
       c.add_option("--tournament", r.tournament, "every game whose tournament contains this");
       c.add_option("--round", r.round, "only this round (with --tournament)")
           ->check(CLI::Range(1u, 65535u));
       c.add_option("-o,--output", r.output, "the HTML file to write")->required();
       c.add_option("--keys", r.keys_dir, "the trusted judges' public keys (*.pub)")
           ->capture_default_str();
       c.add_flag("--views,!--no-views", r.views,
                  "write each game's viewer page beside the report (default)");
     },
     [](const CommandContext& ctx, CommandArgs& a) { return ReportCommand(ctx, a.report); }},

    {"undo-backup", "undo a back-up: its branch is the effective line again (a judge event)", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       JudgeAndKey(c, a);
       c.add_option("--branch", a.branch,
                    "the branch to restore (b1, b2, ...); default the one the latest back-up or "
                    "restore left behind");
       c.add_option("--rule", a.rules, "a rule the judge relies on (repeatable)");
       c.add_option("--note", a.text, "why, in words");
       Yes(c, a);
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return UndoBackUpCommand(Confirmed(ctx, a), a.game, a.judge, a.branch, a.rules, a.text);
     }},

    {"view", "write the replay viewer: one self-contained HTML page of a game", true,
     [](CLI::App& c, CommandArgs& a) {
       Game(c, a);
       c.add_option("-o,--output", a.output, "the HTML file to write")->required();
       c.add_option("--seat", a.seat,
                    "show only what seat A or B could see (default: the judge's view, "
                    "everything)");
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       return ViewCommand(ctx, a.game, a.output, a.seat);
     }},

    {"demo", "the whole judge workflow on the bundled sample games, with the viewer pages", true,
     [](CLI::App& c, CommandArgs& a) {
       c.add_option("--db", a.demo.db_path,
                    "the demo's own store, made afresh each run (an existing path that an "
                    "earlier demo did not make is refused)")
           ->capture_default_str();
       c.add_option("--out", a.demo.out_dir, "where the viewer pages go")->capture_default_str();
     },
     [](const CommandContext& ctx, CommandArgs& a) {
       if (a.demo.samples_dir.empty()) a.demo.samples_dir = ctx.samples_dir;
       return DemoCommand(ctx, a.demo);
     }},
};

}  // namespace

std::span<const Subcommand> Subcommands() { return kSubcommands; }

}  // namespace tcgjudge
