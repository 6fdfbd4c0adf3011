#include "cli/register_command.h"

#include <fstream>
#include <set>
#include <sstream>
#include <tuple>

#include "cli/command_support.h"
#include "cli/games_command.h"
#include "engine/registry.h"
#include "events/text_check.h"
#include "judge/decklist.h"
#include "judge/match.h"
#include "judge/registration.h"
#include "judge/signing.h"
#include "store/registration.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

Result<std::string> ReadDecklistFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::InvalidInput(path + ": cannot be read (no such file, or no permission)");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Status::IoError(path + ": reading it failed");
  return text.str();
}

// The player's decklist, checked as the ruleset checks a game's decks; the status says why not.
Result<Player> ReadCheckedDecklist(const CommandContext& ctx, const RegisterOptions& options,
                                   std::vector<Violation>* problems) {
  TJ_ASSIGN_OR_RETURN(std::string text, ReadDecklistFile(options.decklist));
  TJ_ASSIGN_OR_RETURN(Player player, ParseDecklist(text, options.decklist));
  TJ_RETURN_IF_ERROR(CheckRegistrationKey(options.tournament, player.player_id));
  if (ctx.rulesets == nullptr) {
    return Status::InvalidInput("cannot check the decklist: " +
                                (ctx.rulesets_problem.empty() ? std::string("no rules engines "
                                                                            "are loaded")
                                                              : ctx.rulesets_problem));
  }
  const Ruleset* ruleset = ctx.rulesets->Find(options.ruleset);
  if (ruleset == nullptr) {
    std::string ids;
    for (const std::string& id : ctx.rulesets->Ids()) ids += (ids.empty() ? "" : ", ") + id;
    return Status::InvalidInput("--ruleset: '" + options.ruleset + "' is no ruleset of this "
                                "build (it has " + ids + ")");
  }
  Result<std::vector<Violation>> found = DecklistProblems(*ruleset, player);
  if (!found.ok()) return found.status().WithContext(options.decklist);
  *problems = std::move(found).value();
  return player;
}

// The number to store: 1, or with --correct the one after the player's highest.
Result<uint32_t> NextNumber(const EventLog& store, const RegisterOptions& options,
                            const Player& player) {
  if (!options.correct) return 1u;
  TJ_ASSIGN_OR_RETURN(std::vector<Registration> all, store.ListRegistrations());
  const Registration* latest = FindRegistration(all, options.tournament, player.player_id);
  if (latest == nullptr) {
    return Status::InvalidInput("--correct: player '" + player.player_id +
                                "' has no registration for tournament '" + options.tournament +
                                "' to correct (register without --correct)");
  }
  return latest->number + 1;
}

// The members of a registration's JSON object, without the braces: `register` prints them, and
// `registrations` with the reason and signature status.
std::string RegistrationJsonMembers(const Registration& r) {
  std::ostringstream json;
  json << "\"tournament\":" << JsonQuote(r.tournament)
       << ",\"player\":" << JsonQuote(r.player.player_id)
       << ",\"name\":" << JsonQuote(r.player.name) << ",\"ruleset\":" << JsonQuote(r.ruleset)
       << ",\"number\":" << r.number << ",\"main\":" << r.player.deck.size()
       << ",\"extra\":" << r.player.extra_deck.size() << ",\"side\":" << r.player.side_deck.size()
       << ",\"judge\":" << JsonQuote(r.judge_id)
       << ",\"key\":" << JsonQuote(KeyFingerprint(r.public_key))
       << ",\"time\":" << JsonQuote(r.time);
  return json.str();
}

void PrintRegistration(const CommandContext& ctx, const Registration& r) {
  const std::string key = KeyFingerprint(r.public_key);
  if (ctx.json) {
    *ctx.out << "{" << RegistrationJsonMembers(r) << "}\n";
    return;
  }
  *ctx.out << "registered " << r.player.player_id << " (" << r.player.name << ") for '"
           << r.tournament << "' (" << r.ruleset << "): main deck " << r.player.deck.size()
           << ", extra deck " << r.player.extra_deck.size() << ", side deck "
           << r.player.side_deck.size() << " cards\n"
           << "  " << (r.number == 1 ? "registration 1" : "correction " + std::to_string(r.number))
           << " by " << r.judge_id << " (signed with key " << key << ")";
  if (!r.reason.empty()) *ctx.out << " · \"" << r.reason << "\"";
  *ctx.out << "\n";
}

}  // namespace

int RegisterCommand(const CommandContext& ctx, const RegisterOptions& options) {
  auto refuse = [&](const Status& status) { return Fail(ctx, NothingStored(status)); };
  if (options.correct && options.reason.empty()) {
    return refuse(Status::InvalidInput("--correct: a correction says why, with --reason"));
  }
  if (!options.correct && !options.reason.empty()) {
    return refuse(Status::InvalidInput("--reason: only a correction (--correct) has a reason"));
  }
  for (const auto& [flag, text, limit] :
       {std::tuple{"--judge", &options.judge_id, kMaxNameBytes},
        std::tuple{"--reason", &options.reason, kMaxJudgeTextBytes}}) {
    if (Status checked = CheckText(flag, *text, limit); !checked.ok()) return refuse(checked);
  }
  auto key = ReadSecretKeyFile(options.key_path);
  if (!key.ok()) return refuse(key.status().WithContext("--key"));
  if (key->judge_id != options.judge_id) {
    return refuse(Status::InvalidInput("--key: " + options.key_path + " is judge " +
                                       key->judge_id + "'s key, not " + options.judge_id + "'s"));
  }
  std::vector<Violation> problems;
  Result<Player> player = ReadCheckedDecklist(ctx, options, &problems);
  if (!player.ok()) return refuse(player.status());
  if (!problems.empty()) {
    for (const Violation& v : problems) *ctx.out << "  ✗ " << v.code << "  " << v.message << "\n";
    return Fail(ctx, Status::Conflict(
                         options.decklist + ": the " + options.ruleset +
                         " rules refuse this decklist (" + std::to_string(problems.size()) +
                         (problems.size() == 1 ? " problem" : " problems") +
                         " above): the player corrects it before it is registered (nothing was "
                         "stored)"));
  }
  // Read-write from here on: the store's lock keeps other writers out until it is stored.
  // A missing store only with --create (issue 31: only import, simulate, demo and restore make
  // one unasked): a registration stored in a store made by mistake would check no game.
  auto store = OpenStore(ctx, OpenMode::kReadWrite);
  if (!store.ok()) return Fail(ctx, store.status());
  Result<uint32_t> number = NextNumber(**store, options, *player);
  if (!number.ok()) return refuse(number.status());
  Registration registration;
  registration.tournament = options.tournament;
  registration.ruleset = options.ruleset;
  registration.player = std::move(player).value();
  registration.number = *number;
  registration.reason = options.reason;
  registration.time = NowUtc();
  registration.judge_id = options.judge_id;
  if (Status signed_ok = SignRegistration(&registration, *key); !signed_ok.ok()) {
    return refuse(signed_ok);
  }
  Status stored = (*store)->PutRegistration(registration);
  if (stored.code() == StatusCode::kConflict) {
    return Fail(ctx, Status::Conflict(
                         "register: " + stored.message() +
                         " (to correct it: register again with --correct --reason '...'; "
                         "nothing was stored)"));
  }
  if (!stored.ok()) return Fail(ctx, stored.WithContext("register"));
  PrintRegistration(ctx, registration);
  return kExitOk;
}

int RegistrationsCommand(const CommandContext& ctx, const RegistrationsOptions& options) {
  auto trusted = TrustedKeys::LoadDirectory(options.keys_dir);
  if (!trusted.ok()) return Fail(ctx, trusted.status().WithContext("--keys"));
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto all = (*store)->ListRegistrations();
  if (!all.ok()) return Fail(ctx, all.status());
  const std::vector<Registration> chosen =
      options.corrections ? std::move(all).value() : LatestRegistrations(*all);
  // The filters of `games`, on a header of the registration's tournament and player.
  GamesOptions filter;
  filter.player = options.player;
  filter.tournament = options.tournament;
  std::vector<Registration> listed;
  for (const Registration& r : chosen) {
    Header header;
    header.tournament = r.tournament;
    header.players = {r.player};
    if (HeaderMatches(header, filter)) listed.push_back(r);
  }
  std::set<std::pair<std::string, std::string>> players;
  size_t forged = 0;
  std::string tournament_shown;
  for (const AuditedRegistration& a : AuditRegistrations(listed, *trusted, std::nullopt)) {
    const Registration& r = a.registration;
    players.emplace(r.tournament, r.player.player_id);
    forged += a.signature == SignatureStatus::kForged;
    const std::string problem = RegistrationIntegrityProblem(a);
    if (ctx.json) {
      *ctx.out << "{" << RegistrationJsonMembers(r) << ",\"reason\":" << JsonQuote(r.reason)
               << ",\"signature\":" << JsonQuote(SignatureStatusName(a.signature))
               << ",\"problem\":" << (problem.empty() ? "null" : JsonQuote(problem)) << "}\n";
      continue;
    }
    if (r.tournament != tournament_shown) {
      *ctx.out << "'" << r.tournament << "'\n";
      tournament_shown = r.tournament;
    }
    *ctx.out << "  " << (problem.empty() ? "" : "✗ ") << r.player.player_id << "  " << r.player.name
             << " · " << r.ruleset << " · "
             << (r.number == 1 ? "registration 1" : "correction " + std::to_string(r.number))
             << " by " << r.judge_id << " at " << r.time;
    if (!r.reason.empty()) *ctx.out << " (\"" << r.reason << "\")";
    *ctx.out << " · main " << r.player.deck.size() << ", extra " << r.player.extra_deck.size()
             << ", side " << r.player.side_deck.size() << " · signature "
             << SignatureStatusName(a.signature);
    if (!problem.empty()) *ctx.out << ": INTEGRITY: " << problem;
    *ctx.out << "\n";
  }
  const std::string keys = CountText(trusted->size(), "trusted key", "trusted keys");
  if (ctx.json) {
    *ctx.out << "{\"summary\":true,\"registrations\":" << listed.size()
             << ",\"players\":" << players.size() << ",\"forged\":" << forged
             << ",\"trustedKeys\":" << trusted->size() << "}\n";
  } else {
    *ctx.out << CountText(listed.size(), "registration", "registrations") << " of "
             << CountText(players.size(), "player", "players") << " (" << forged << " forged; "
             << keys << " in " << options.keys_dir << ")\n";
  }
  return forged != 0 ? kExitIntegrity : kExitOk;
}

std::string DeckFindingLines(const CommandContext& ctx, std::span<const GameInfo> games,
                             std::span<const Registration> registrations, const Header& header) {
  if (ctx.json || ctx.rulesets == nullptr) return "";
  auto ruleset = RulesetFor(ctx, header);
  if (!ruleset.ok()) return "";
  std::string text;
  for (const DeckFinding& f : DeckFindings(**ruleset, games, registrations, header)) {
    text += "  ✗ " + header.game_id + " " + ViolationLine(f.violation) + "\n";
  }
  return text;
}

std::string StoredDeckFindingLines(const CommandContext& ctx, const EventLog& store,
                                   const Header& header) {
  if (ctx.json || ctx.rulesets == nullptr) return "";
  auto games = store.ListGames();
  auto registrations = store.ListRegistrations();
  if (!games.ok() || !registrations.ok()) return "";
  return DeckFindingLines(ctx, *games, *registrations, header);
}

}  // namespace tcgjudge
