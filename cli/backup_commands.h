// Backups of the store on the command line: `tcgjudge backup DIR` and `tcgjudge restore DIR`
// (store/backup.h; docs/security.md, "Backups").

#ifndef TCGJUDGE_CLI_BACKUP_COMMANDS_H_
#define TCGJUDGE_CLI_BACKUP_COMMANDS_H_

#include <cstdint>
#include <string>

#include "cli/commands.h"

namespace tcgjudge {

// backup DIR: adds a verified backup of the store of --db to the backup directory DIR, while
// other processes may go on appending, and says which backup it is and what it holds. Exit 2 for
// a damaged store, 3 for a missing store or a DIR that cannot take backups.
int BackupCommand(const CommandContext& ctx, const std::string& dir);

struct RestoreCommandOptions {
  uint32_t backup_id = 0;  // --backup N; 0: the latest.
  bool replace = false;    // --replace: move an existing store at --db aside.
};

// restore DIR [--backup N] [--replace]: makes the store of --db from a backup in DIR, checked
// before it is put in place; an existing store is refused unless --replace, and then moved aside,
// never deleted. Says what it restored and where anything that was there went. Exit 2 for a
// damaged backup, 3 for no backups, an existing store, a store in use.
int RestoreCommand(const CommandContext& ctx, const std::string& dir,
                   const RestoreCommandOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_BACKUP_COMMANDS_H_
