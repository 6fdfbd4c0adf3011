// The replay viewer page (`tcgjudge view`): one self-contained HTML file, its CSS, script and the
// game's data inline, that works offline from disk and makes no request (its content security
// policy forbids any). The static parts are viewer/page/viewer.{html,css,js}, built into the
// binary; the data is viewer/view_data.h's.

#ifndef TCGJUDGE_VIEWER_HTML_VIEW_H_
#define TCGJUDGE_VIEWER_HTML_VIEW_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"
#include "viewer/view_data.h"

namespace tcgjudge {

// The page for `log` (header first). Refuses, naming the seq, a log the ruleset cannot fold.
Result<std::string> RenderViewerPage(const Ruleset& ruleset, std::span<const Event> log,
                                     const ViewOptions& options);

// `text` with &, <, >, " and ' as character references.
std::string HtmlEscape(std::string_view text);

// `json` made safe inside a <script> element: every '<' as \u003c (it only occurs inside JSON
// strings, where the escape means the same character), so "</script>" or "<!--" in a player's
// name cannot end the element.
std::string ScriptSafeJson(std::string_view json);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_HTML_VIEW_H_
