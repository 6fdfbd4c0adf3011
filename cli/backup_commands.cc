#include "cli/backup_commands.h"

#include <spdlog/spdlog.h>

#include <ctime>

#include "cli/command_support.h"
#include "store/backup.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

// "2026-11-24 23:40:05 UTC".
std::string TimeText(int64_t timestamp) {
  const auto time = static_cast<std::time_t>(timestamp);
  std::tm utc{};
  ::gmtime_r(&time, &utc);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%d %H:%M:%S UTC", &utc);
  return text;
}

// ", 4 registrations" when the store holds any (registered decklists, docs/desk.md); "" else.
std::string RegistrationsText(const BackupSummary& b) {
  if (b.registrations == 0) return "";
  return ", " + CountText(b.registrations, "registration", "registrations");
}

std::string BackupJson(const BackupSummary& b) {
  return "{\"backup\":" + std::to_string(b.id) + ",\"taken\":" + JsonQuote(TimeText(b.timestamp)) +
         ",\"games\":" + std::to_string(b.games) + ",\"events\":" + std::to_string(b.events) +
         ",\"registrations\":" + std::to_string(b.registrations) +
         ",\"files\":" + std::to_string(b.files) + ",\"bytes\":" + std::to_string(b.bytes) +
         ",\"of\":" + JsonQuote(b.store) + "}";
}

}  // namespace

int BackupCommand(const CommandContext& ctx, const std::string& dir) {
  StoreOpenOptions options;
  options.log = StoreLog(ctx);
  auto made = BackupStore(ctx.db_path, dir, options);
  if (!made.ok()) return Fail(ctx, made.status());
  if (ctx.json) {
    *ctx.out << BackupJson(*made) << "\n";
  } else {
    *ctx.out << "backup " << made->id << " of store '" << made->store << "' in '" << dir
             << "': " << CountText(made->games, "game", "games") << ", "
             << CountText(made->events, "event", "events") << RegistrationsText(*made) << " ("
             << made->files << " files, " << made->bytes << " bytes), verified\n";
  }
  return kExitOk;
}

int RestoreCommand(const CommandContext& ctx, const std::string& dir,
                   const RestoreCommandOptions& options) {
  RestoreOptions restore;
  if (options.backup_id != 0) restore.backup_id = options.backup_id;
  restore.replace = options.replace;
  StoreOpenOptions open_options;
  open_options.log = StoreLog(ctx);
  auto restored = RestoreStore(dir, ctx.db_path, restore, open_options);
  if (!restored.ok()) return Fail(ctx, restored.status());
  const BackupSummary& b = restored->backup;
  if (ctx.json) {
    *ctx.out << "{\"restored\":" << BackupJson(b) << ",\"store\":" << JsonQuote(restored->store)
             << ",\"movedAside\":"
             << (restored->moved_aside.empty() ? "null" : JsonQuote(restored->moved_aside))
             << "}\n";
    return kExitOk;
  }
  *ctx.out << "restored backup " << b.id << " (taken " << TimeText(b.timestamp) << " of '"
           << b.store << "') as store '" << restored->store
           << "': " << CountText(b.games, "game", "games") << ", "
           << CountText(b.events, "event", "events") << RegistrationsText(b) << ", every hash chain"
           << (b.registrations != 0 ? " and registration signature" : "") << " verified\n";
  if (!restored->moved_aside.empty()) {
    *ctx.out << "the store that was there is now '" << restored->moved_aside << "'\n";
  }
  *ctx.out << "check its state hashes and keys and signatures too: tcgjudge --db "
           << restored->store << " audit --verify\n";
  return kExitOk;
}

}  // namespace tcgjudge
