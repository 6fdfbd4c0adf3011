// The scorekeeper's notation on the command line (docs/notation.md): `export GAME --notation` and
// `append GAME 'ACTION'` (an EVENT that does not start with `{`). `import FILE.tjn` is the import
// command's (cli/import_command.cc reads a .tjn file through judge/notation.h).

#ifndef TCGJUDGE_CLI_NOTATION_COMMANDS_H_
#define TCGJUDGE_CLI_NOTATION_COMMANDS_H_

#include <string>
#include <string_view>

#include "cli/commands.h"

namespace tcgjudge {

// Whether append's EVENT is one notation action rather than a JSON event: it does not start with
// `{` (after spaces) and is not "-" (stdin).
bool IsNotationEvent(std::string_view event);

// The game's log in the scorekeeper's notation (canonical: judge/notation.h GameNotation), to
// stdout or to `output_path`. Needs the game's ruleset (its turns and implied passes).
int ExportNotationCommand(const CommandContext& ctx, const std::string& game,
                          const std::string& output_path);

// Appends one notation action to `game`: the passes it implies, each marked implied, then the
// action itself, each through AppendCommand (checked by the rules, stored with its state key)
// with the game, the next seq and the time now filled in, as a JSON event would have them. Stops
// at the first event refused (the ones before it stay stored, each a whole event).
int AppendNotationCommand(const CommandContext& ctx, const std::string& game,
                          const std::string& action, bool record_illegal);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_NOTATION_COMMANDS_H_
