#include "viewer/html_view.h"

#include "events/check.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"
#include "viewer/page_assets.h"

namespace tcgjudge {
namespace {

// Fills the template's {{name}} markers, each in its order of appearance, with the values:
// the inserted text itself is never searched for markers.
std::string FillTemplate(
    std::string_view page,
    std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
  std::string out;
  out.reserve(page.size());
  size_t pos = 0;
  while (true) {
    const size_t open = page.find("{{", pos);
    if (open == std::string_view::npos) break;
    const size_t close = page.find("}}", open);
    TJ_CHECK(close != std::string_view::npos);
    const std::string_view name = page.substr(open + 2, close - open - 2);
    out.append(page.substr(pos, open - pos));
    bool found = false;
    for (const auto& [key, value] : values) {
      if (key == name) {
        out.append(value);
        found = true;
      }
    }
    TJ_CHECK(found);  // viewer/page/viewer.html names only these.
    pos = close + 2;
  }
  out.append(page.substr(pos));
  return out;
}

}  // namespace

std::string HtmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string ScriptSafeJson(std::string_view json) {
  std::string out;
  out.reserve(json.size());
  for (char c : json) {
    if (c == '<') {
      out += "\\u003c";
    } else {
      out += c;
    }
  }
  return out;
}

Result<std::string> RenderViewerPage(const Ruleset& ruleset, std::span<const Event> log,
                                     const ViewOptions& options) {
  TJ_ASSIGN_OR_RETURN(std::string data, ViewData(ruleset, log, options));
  const Header& header = std::get<Header>(log.front().body);
  std::string title = header.game_id + " · " + PlayersText(header) + " · tcgjudge";
  if (options.seat) title += std::string(" · seat ") + SeatLetter(*options.seat);
  return FillTemplate(page::kHtml, {{"title", HtmlEscape(title)},
                                    {"css", page::kCss},
                                    {"data", ScriptSafeJson(data)},
                                    {"table_js", page::kTableJs},
                                    {"js", page::kJs}});
}

}  // namespace tcgjudge
