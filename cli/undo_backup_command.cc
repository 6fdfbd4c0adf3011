#include "cli/undo_backup_command.h"

#include <charconv>

#include "cli/command_support.h"
#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

// "bK" (K from 1) as K; 0 for anything else.
size_t ParseBranch(const std::string& text) {
  if (text.size() < 2 || (text[0] != 'b' && text[0] != 'B')) return 0;
  size_t k = 0;
  const char* end = text.data() + text.size();
  auto [at, error] = std::from_chars(text.data() + 1, end, k);
  return error == std::errc() && at == end ? k : 0;
}

}  // namespace

int UndoBackUpCommand(const CommandContext& ctx, const std::string& game,
                      const JudgeEventOptions& options, const std::string& branch,
                      const std::vector<std::string>& rules, const std::string& note) {
  size_t k = 0;
  if (!branch.empty() && (k = ParseBranch(branch)) == 0) {
    return Fail(ctx,
                Status::InvalidInput("--branch: '" + branch + "' is not a branch (b1, b2, ...)"));
  }
  return AppendJudgeEvent(
      ctx, game, options,
      [&](std::span<const Event> log, const GameReplay& replay,
          const Ruleset&) -> Result<JudgeAction> {
        const std::vector<Branch>& branches = replay.lines().branches();
        const std::string what = "undo-backup " + game;
        if (branches.empty()) {
          return Status::InvalidInput(what +
                                      ": the game has no back-up to undo (nothing was "
                                      "stored)");
        }
        const size_t index = k == 0 ? branches.size() : k;
        const std::string label = "b" + std::to_string(index);
        if (index > branches.size()) {
          return Status::InvalidInput(what + ": the game has no branch " + label + " (b1-b" +
                                      std::to_string(branches.size()) + ") (nothing was stored)");
        }
        const Branch& left = branches[index - 1];
        if (replay.lines().OnLine(left.seqs.back())) {
          return Status::InvalidInput(what + ": branch " + label +
                                      " is the effective line already (nothing was stored)");
        }
        const Event& by = log[left.left_by_seq - 1];
        JudgeAction action;
        action.rules = rules;
        action.text =
            !note.empty()
                ? note
                : "Restored branch " + label + ", which the " +
                      (std::holds_alternative<Restore>(std::get<JudgeAction>(by.body).action)
                           ? "restore"
                           : "back-up") +
                      " at seq " + std::to_string(by.seq) + " left behind: the game continues " +
                      "from the position after seq " + std::to_string(left.seqs.back()) + ".";
        action.action = Restore{left.left_by_seq};
        return action;
      });
}

}  // namespace tcgjudge
