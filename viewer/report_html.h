// The judge's report: one self-contained HTML page (no script, no request; printable to PDF from
// a browser) with, per game, the players, the result, every violation with its rule, standing and
// remedy, and every judge event (rulings, penalties, notes, reverses, back-ups, results) with its
// signature status, linked into the game's viewer page.

#ifndef TCGJUDGE_VIEWER_REPORT_HTML_H_
#define TCGJUDGE_VIEWER_REPORT_HTML_H_

#include <span>
#include <string>

#include "events/event.h"
#include "judge/audit.h"

namespace tcgjudge {

// One game of a report.
struct ReportGame {
  Header header;
  GameAudit audit;
  // The game's viewer page, relative to the report ("bad-1015.html"); "" when none was written.
  // Seqs link to it as "<view>#seq=N".
  std::string view;
};

struct ReportPage {
  std::string title;         // E.g. "上海城市赛 2026 · round 3", or the game ids.
  std::string written_at;    // UTC, ISO 8601.
  std::string trusted_keys;  // Where the trusted keys came from (--keys), and how many.
};

// The page. Every text is escaped; the page names no file outside itself but the viewer pages.
std::string RenderReportPage(const ReportPage& page, std::span<const ReportGame> games);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_REPORT_HTML_H_
