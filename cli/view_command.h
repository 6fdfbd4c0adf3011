// The replay viewer's command: `tcgjudge view` writes a stored game's page (viewer/html_view.h).

#ifndef TCGJUDGE_CLI_VIEW_COMMAND_H_
#define TCGJUDGE_CLI_VIEW_COMMAND_H_

#include <string>

#include "cli/commands.h"

namespace tcgjudge {

// view GAME -o FILE [--seat A|B]: writes the page of a stored game to `output` (atomically) and
// says where it is and how big it is. `seat` is "A" or "B" (or "0", "1"), "" the judge's view.
// Exit 3 for an unknown game, a game that cannot be folded or a file that cannot be written.
int ViewCommand(const CommandContext& ctx, const std::string& game, const std::string& output,
                const std::string& seat);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_VIEW_COMMAND_H_
