// register: the judge's desk takes a player's decklist for an event (issue 31; docs/desk.md).
// Exit codes as cli/commands.h.

#ifndef TCGJUDGE_CLI_REGISTER_COMMAND_H_
#define TCGJUDGE_CLI_REGISTER_COMMAND_H_

#include <span>
#include <string>

#include "cli/commands.h"
#include "events/event.h"
#include "store/event_log.h"  // GameInfo.
#include "store/registration.h"

namespace tcgjudge {

struct RegisterOptions {
  std::string decklist;    // DECKLIST: the decklist file (judge/decklist.h).
  std::string tournament;  // --tournament T: the event, as its games' headers name it.
  std::string ruleset;     // --ruleset R: the ruleset the decklist is for.
  std::string judge_id;    // --judge ID: who takes it.
  std::string key_path;    // --key FILE: that judge's secret key (required: a registration is signed).
  bool correct = false;    // --correct: a correction of the player's registration.
  std::string reason;      // --reason T: why (required with --correct).
};

// register DECKLIST --tournament T --ruleset R --judge ID --key FILE [--correct --reason T]:
// reads the decklist, checks it by the ruleset's deck construction, signs it with the judge's key
// and stores it (store/registration.h), durably. A missing store is refused (exit 3) unless
// --create: the first registration of an event makes its store with --create (a registration
// stored in a store made by mistake would check no game). Prints what was stored (--json: one
// object). Refused with nothing stored:
//   exit 3: a decklist that cannot be read or parsed (naming the file and line), an unknown
//     ruleset or card code, a key that cannot be read or is not the judge's, --correct without
//     --reason or of a player with no registration, --reason without --correct;
//   exit 1: a decklist the ruleset's deck construction refuses (each problem listed), or a player
//     already registered for the tournament (a registration is never replaced: --correct stores
//     the next correction, with its reason, and keeps every earlier one);
//   exit 5: another process kept the store busy.
int RegisterCommand(const CommandContext& ctx, const RegisterOptions& options);

struct RegistrationsOptions {
  std::string tournament;    // --tournament T: the tournament contains this (ASCII case ignored).
  std::string player;        // --player P: the player's id or name contains this.
  bool corrections = false;  // --corrections: every number, not only each player's latest.
  std::string keys_dir = "judge-keys";  // --keys DIR: the trusted public keys, as audit.
};

// registrations [--tournament T] [--player P] [--corrections] [--keys DIR]: the registered
// decklists (docs/desk.md), by tournament then player: each player's latest number (the one the
// games are checked against; --corrections: every number), its ruleset, judge, time, list sizes
// and signature status against the keys of --keys (judge/registration.h AuditRegistrations); a
// summary line. --json: one object per registration, then the summary. Exit 2 when one listed is
// forged (an integrity failure, as in audit), else 0; a missing store is refused (exit 3).
int RegistrationsCommand(const CommandContext& ctx, const RegistrationsOptions& options);

// What `import` says of a new game's decks, and `append` when it stores the first event after a
// game's header (docs/desk.md, "The header check"): a line
// "  ✗ GAME seq 1  A  code  message" for each judge/match.h DeckFindings of `header` against
// `games` (the store's) and `registrations`, as `audit` will list them; a finding, never a
// refusal. "" when nothing is found, with --json, or when no ruleset of ctx plays the game.
std::string DeckFindingLines(const CommandContext& ctx, std::span<const GameInfo> games,
                             std::span<const Registration> registrations, const Header& header);

// DeckFindingLines of `header` against the games and registrations `store` holds; "" also when
// the store cannot list them (the audit reports what it cannot read).
std::string StoredDeckFindingLines(const CommandContext& ctx, const EventLog& store,
                                   const Header& header);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_REGISTER_COMMAND_H_
