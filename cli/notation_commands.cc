#include "cli/notation_commands.h"

#include <spdlog/spdlog.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/command_support.h"
#include "events/codec.h"
#include "events/text_check.h"
#include "judge/notation.h"
#include "store/rocks_event_log.h"

namespace tcgjudge {

bool IsNotationEvent(std::string_view event) {
  const size_t first = event.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return false;
  return event[first] != '{' && event != "-";
}

int ExportNotationCommand(const CommandContext& ctx, const std::string& game,
                          const std::string& output_path) {
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto events = (*store)->Read(game);
  if (!events.ok()) return Fail(ctx, SuggestGame(**store, game, events.status()));
  std::vector<Event> plain = PlainEvents(std::move(events).value());
  auto ruleset = RulesetFor(ctx, std::get<Header>(plain.front().body));
  if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext("export --notation"));
  auto text = GameNotation(**ruleset, plain);
  if (!text.ok()) return Fail(ctx, text.status().WithContext("export --notation: game " + game));
  if (output_path.empty()) {
    *ctx.out << *text;
    return kExitOk;
  }
  if (Status written = WriteFileAtomically(output_path, *text); !written.ok()) {
    return Fail(ctx, written);
  }
  ctx.log->info("wrote {} events of game {} to {} as notation", plain.size(), game, output_path);
  return kExitOk;
}

int AppendNotationCommand(const CommandContext& ctx, const std::string& game,
                          const std::string& action, bool record_illegal) {
  NotationAppend append;
  {
    auto store = OpenStore(ctx, OpenMode::kReadOnly);
    if (!store.ok()) return Fail(ctx, store.status());
    auto events = (*store)->Read(game);
    if (!events.ok()) return Fail(ctx, SuggestGame(**store, game, events.status()));
    std::vector<Event> plain = PlainEvents(std::move(events).value());
    auto ruleset = RulesetFor(ctx, std::get<Header>(plain.front().body));
    if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext("cannot check"));
    auto made = NotationAppendEvents(**ruleset, plain, action, "action");
    if (!made.ok()) return Fail(ctx, NothingStored(made.status()));
    append = std::move(made).value();
  }
  if (!append.violations.empty() && !record_illegal) {
    for (const Violation& v : append.violations) *ctx.out << ViolationLine(v) << "\n";
    ctx.log->error(
        "the action breaks the rules ({}); nothing was stored (to record it as the table played "
        "it, add --record-illegal)",
        CountText(append.violations.size(), "violation", "violations"));
    return kExitRefused;
  }
  // The implied passes quietly (one line says them), then the action as `append` reports it.
  const std::string now = NowUtc();
  std::ostringstream quiet_out;
  CommandContext quiet = ctx;
  quiet.out = &quiet_out;
  for (size_t i = 0; i < append.events.size(); ++i) {
    Event& event = append.events[i];
    event.time = now;
    const bool last = i + 1 == append.events.size();
    if (last && i > 0 && !ctx.json) {
      *ctx.out << "appended seq " << append.events.front().seq
               << (i > 1 ? "-" + std::to_string(event.seq - 1) : std::string()) << " to " << game
               << ": " << CountText(i, "pass", "passes") << " the action implies\n";
    }
    const int code = AppendCommand(last ? ctx : quiet, game, EventToJson(event), record_illegal);
    if (code != kExitOk) return code;
  }
  return kExitOk;
}

}  // namespace tcgjudge
