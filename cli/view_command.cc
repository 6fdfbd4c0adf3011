#include "cli/view_command.h"

#include "cli/command_support.h"
#include "viewer/html_view.h"
#include "viewer/json_text.h"

namespace tcgjudge {

int ViewCommand(const CommandContext& ctx, const std::string& game, const std::string& output,
                const std::string& seat) {
  if (output.empty()) return Fail(ctx, Status::InvalidInput("view: give the page's file with -o"));
  ViewOptions options;
  if (!seat.empty()) {
    // The seat letter; its index (0, 1) as earlier versions took it.
    if (seat == "A" || seat == "0") {
      options.seat = Seat::kA;
    } else if (seat == "B" || seat == "1") {
      options.seat = Seat::kB;
    } else {
      return Fail(ctx, Status::InvalidInput("--seat " + seat + ": give a seat letter, A or B"));
    }
  }
  auto store = OpenStore(ctx, OpenMode::kReadOnly);
  if (!store.ok()) return Fail(ctx, store.status());
  auto stored = (*store)->Read(game);
  if (!stored.ok()) return Fail(ctx, stored.status());
  const std::vector<Event> events = PlainEvents(std::move(stored).value());
  const Header& header = std::get<Header>(events.front().body);
  auto ruleset = RulesetFor(ctx, header);
  if (!ruleset.ok()) return Fail(ctx, ruleset.status().WithContext(game + ": cannot fold"));
  auto page = RenderViewerPage(**ruleset, events, options);
  if (!page.ok()) return Fail(ctx, page.status().WithContext(game + ": the log does not fold"));
  Status written = WriteFileAtomically(output, *page);
  if (!written.ok()) return Fail(ctx, written);
  const std::string view =
      options.seat ? std::string("seat ") + SeatLetter(*options.seat) + "'s view" : "judge's view";
  if (ctx.json) {
    *ctx.out << "{\"game\":" << JsonQuote(game) << ",\"file\":" << JsonQuote(output)
             << ",\"view\":" << JsonQuote(view) << ",\"bytes\":" << page->size()
             << ",\"events\":" << events.size() << "}\n";
  } else {
    *ctx.out << "wrote " << output << ": " << game << ", " << events.size() << " events, " << view
             << ", " << (page->size() + 1023) / 1024 << " KiB\n";
  }
  return kExitOk;
}

}  // namespace tcgjudge
