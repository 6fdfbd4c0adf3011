// undo-backup: the judge event that undoes a back-up (events/log.capnp Restore). The line the
// back-up left behind becomes the effective line again; nothing is deleted: the line it replaces
// stays in the log as a new superseded branch, so an undo is itself undone the same way.

#ifndef TCGJUDGE_CLI_UNDO_BACKUP_COMMAND_H_
#define TCGJUDGE_CLI_UNDO_BACKUP_COMMAND_H_

#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"

namespace tcgjudge {

// undo-backup GAME --judge ID [--branch bK] [--rule R]... [--note T] [--key FILE]: appends a
// Restore of branch bK (judge/positions.h numbering; default the branch the latest back-up or
// restore left behind) through AppendJudgeEvent: checked, with its state hash, signed like every
// judge event. Its rules are the judge's --rule (none by default: the rulebooks say nothing of a
// judge undoing a back-up); its text is --note, or names the branch and the event that left it.
// Exit 3, nothing stored: a game without branches, a branch it does not have, a branch that is
// the effective line already.
int UndoBackUpCommand(const CommandContext& ctx, const std::string& game,
                      const JudgeEventOptions& options, const std::string& branch,
                      const std::vector<std::string>& rules, const std::string& note);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_UNDO_BACKUP_COMMAND_H_
