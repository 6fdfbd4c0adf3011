// The viewer page's static parts, built into the binary from viewer/page/ (embed.cmake).

#ifndef TCGJUDGE_VIEWER_PAGE_ASSETS_H_
#define TCGJUDGE_VIEWER_PAGE_ASSETS_H_

#include <string_view>

namespace tcgjudge::page {

extern const std::string_view kHtml;     // viewer/page/viewer.html: the template.
extern const std::string_view kCss;      // viewer/page/viewer.css.
extern const std::string_view kTableJs;  // viewer/page/table.js: the table's grid.
extern const std::string_view kJs;       // viewer/page/viewer.js.

}  // namespace tcgjudge::page

#endif  // TCGJUDGE_VIEWER_PAGE_ASSETS_H_
