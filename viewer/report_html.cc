#include "viewer/report_html.h"

#include <sstream>

#include "viewer/event_text.h"
#include "viewer/html_view.h"

namespace tcgjudge {
namespace {

// Print CSS: A4 with margins, one game per page, tables that do not split a row.
constexpr std::string_view kStyle = R"css(
body { font-family: "Noto Sans CJK SC", "Noto Sans", system-ui, sans-serif; margin: 2em;
       color: #111; font-size: 11pt; }
h1 { font-size: 17pt; margin-bottom: 0.2em; }
h2 { font-size: 14pt; border-bottom: 2px solid #333; padding-bottom: 0.1em; margin-top: 1.6em; }
h3 { font-size: 11.5pt; margin: 1em 0 0.3em; }
.meta { color: #444; margin: 0 0 1em; }
table { border-collapse: collapse; width: 100%; margin-bottom: 0.6em; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.45em; text-align: left; vertical-align: top; }
th { background: #eee; }
td.num { text-align: right; white-space: nowrap; }
.standing, .forged, .bad { color: #a00; font-weight: bold; }
.valid, .ok { color: #060; }
.unsigned, .unknown-key, .reversed, .superseded, .ruled { color: #555; }
.open, .undetermined, .undeterminable { color: #a60; font-weight: bold; }
.none { color: #666; font-style: italic; }
a { color: #124; }
@page { size: A4; margin: 15mm; }
@media print {
  body { margin: 0; font-size: 9.5pt; }
  section.game { break-before: page; }
  tr { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
)css";

std::string Seq(const ReportGame& game, uint32_t seq) {
  const std::string text = std::to_string(seq);
  if (game.view.empty()) return text;
  return "<a href=\"" + HtmlEscape(game.view) + "#seq=" + text + "\">" + text + "</a>";
}

std::string Rules(const std::vector<std::string>& rules) {
  std::string text;
  for (const std::string& r : rules) text += (text.empty() ? "" : ", ") + r;
  return HtmlEscape(text);
}

std::string Classed(std::string_view css, std::string_view text) {
  return "<span class=\"" + std::string(css) + "\">" + HtmlEscape(text) + "</span>";
}

std::string Where(const Header& h) {
  std::string where = h.tournament;
  if (h.round != 0)
    where += (where.empty() ? "" : " · ") + std::string("round ") + std::to_string(h.round);
  if (h.table != 0)
    where += (where.empty() ? "" : " · ") + std::string("table ") + std::to_string(h.table);
  return where;
}

std::string SignatureCell(const AuditedJudgeEvent& j) {
  const std::string_view name = SignatureStatusName(j.signature);
  std::string cell = Classed(name, name);
  if (j.key) cell += " (key " + HtmlEscape(KeyFingerprint(*j.key)) + ")";
  return cell;
}

void Overview(std::ostringstream& out, std::span<const ReportGame> games) {
  out << "<table class=\"overview\"><tr><th>game</th><th>players</th><th>result</th>"
         "<th>violations (standing)</th><th>penalties</th><th>judge events</th>"
         "<th>audit</th></tr>\n";
  for (const ReportGame& g : games) {
    size_t penalties = 0;
    for (const AuditedJudgeEvent& j : g.audit.judge_events) penalties += j.penalty.has_value();
    const std::string_view verdict = AuditVerdictName(g.audit.Verdict(false));
    out << "<tr><td><a href=\"#game-" << HtmlEscape(g.audit.game) << "\">"
        << HtmlEscape(g.audit.game) << "</a></td><td>" << HtmlEscape(PlayersText(g.header))
        << "</td><td>" << HtmlEscape(g.audit.result) << "</td><td class=\"num\">"
        << g.audit.violations.size() << " (" << g.audit.StandingViolations()
        << (g.audit.RuledViolations() != 0
                ? "; " + std::to_string(g.audit.RuledViolations()) + " ruled"
                : std::string())
        << ")</td>"
        << "<td class=\"num\">" << penalties << "</td><td class=\"num\">"
        << g.audit.judge_events.size() << "</td><td>"
        << Classed(verdict == "clean"  ? "ok"
                   : verdict == "open" ? "open"
                                       : "bad",
                   verdict)
        << "</td></tr>\n";
  }
  out << "</table>\n";
}

void Violations(std::ostringstream& out, const ReportGame& g) {
  out << "<h3>Violations</h3>\n";
  if (!g.audit.fold_problem.empty()) {
    out << "<p class=\"bad\">Rules not checked: " << HtmlEscape(g.audit.fold_problem) << "</p>\n";
  }
  if (g.audit.violations.empty()) {
    out << "<p class=\"none\">none</p>\n";
    return;
  }
  out << "<table><tr><th>seq</th><th>seat</th><th>rules</th><th>what happened</th>"
         "<th>standing</th><th>remedy</th></tr>\n";
  for (const AuditedViolation& v : g.audit.violations) {
    const std::string_view standing = StandingName(v.standing);
    std::string standing_cell = Classed(standing, standing);
    if (v.ruled_by) {
      standing_cell += " by seq " + Seq(g, *v.ruled_by) + " (" +
                       Classed(SignatureStatusName(v.ruling_signature),
                               SignatureStatusName(v.ruling_signature)) +
                       ")";
    }
    out << "<tr><td class=\"num\">" << Seq(g, v.violation.seq) << "</td><td>"
        << SeatLetter(v.violation.player) << "</td><td>" << Rules(v.violation.rules) << "</td><td>"
        << HtmlEscape(v.violation.message) << "<br><small>" << HtmlEscape(v.violation.code)
        << "</small></td><td>" << standing_cell << "</td><td>" << HtmlEscape(v.remedy)
        << "</td></tr>\n";
  }
  out << "</table>\n";
}

// A paper game's decisions whose legality the record leaves open (docs/paper-games.md, "The audit
// of a paper game"): neither a violation nor clean, each with what would settle it.
void OpenQuestions(std::ostringstream& out, const ReportGame& g) {
  if (g.audit.open_questions.empty()) return;
  out << "<h3>Open questions</h3>\n"
         "<table><tr><th>seq</th><th>seat</th><th>rules</th><th>question</th><th>verdict</th>"
         "<th>settled by</th></tr>\n";
  for (const ReviewedQuestion& q : g.audit.open_questions) {
    const std::string_view verdict = OpenVerdictName(q.verdict);
    out << "<tr><td class=\"num\">" << Seq(g, q.question.seq) << "</td><td>"
        << SeatLetter(q.question.player) << "</td><td>" << Rules(q.question.rules) << "</td><td>"
        << HtmlEscape(q.question.Describe()) << "<br><small>" << HtmlEscape(q.question.code)
        << "</small></td><td>" << Classed(verdict, verdict) << "</td><td>"
        << (q.verdict == OpenVerdict::kUndeterminable ? "never: " : "") << HtmlEscape(q.settled_by)
        << "</td></tr>\n";
  }
  out << "</table>\n";
}

void Penalties(std::ostringstream& out, const ReportGame& g) {
  out << "<h3>Penalties</h3>\n";
  bool any = false;
  for (const AuditedJudgeEvent& j : g.audit.judge_events) {
    if (!j.penalty) continue;
    if (!any) {
      out << "<table><tr><th>seq</th><th>seat</th><th>penalty</th><th>rules</th><th>why</th>"
             "<th>judge</th><th>signature</th></tr>\n";
      any = true;
    }
    const Player& player = g.header.players[SeatIndex(j.penalty->player)];
    out << "<tr><td class=\"num\">" << Seq(g, j.seq) << "</td><td>" << SeatLetter(j.penalty->player)
        << " " << HtmlEscape(player.name) << "</td><td>"
        << HtmlEscape(PenaltyKindName(j.penalty->kind)) << "</td><td>" << Rules(j.rules)
        << "</td><td>" << HtmlEscape(j.text) << "</td><td>" << HtmlEscape(j.judge_id) << "</td><td>"
        << SignatureCell(j) << "</td></tr>\n";
  }
  out << (any ? "</table>\n" : "<p class=\"none\">none</p>\n");
}

void JudgeEvents(std::ostringstream& out, const ReportGame& g) {
  out << "<h3>Judge events</h3>\n";
  if (g.audit.judge_events.empty()) {
    out << "<p class=\"none\">none</p>\n";
    return;
  }
  out << "<table><tr><th>seq</th><th>time</th><th>judge</th><th>kind</th><th>rules</th>"
         "<th>text</th><th>signature</th></tr>\n";
  for (const AuditedJudgeEvent& j : g.audit.judge_events) {
    std::string kind = j.kind;
    if (j.penalty) {
      kind += ": " + std::string(PenaltyKindName(j.penalty->kind)) + " for " +
              SeatLetter(j.penalty->player);
    }
    // "2026-11-21T15:04:20Z" as "2026-11-21 15:04:20 UTC".
    std::string time = j.time;
    if (time.size() == 20 && time[10] == 'T' && time[19] == 'Z') {
      time = time.substr(0, 10) + " " + time.substr(11, 8) + " UTC";
    }
    out << "<tr><td class=\"num\">" << Seq(g, j.seq) << "</td><td class=\"num\">"
        << HtmlEscape(time) << "</td><td>" << HtmlEscape(j.judge_id)
        << "</td><td>" << HtmlEscape(kind) << "</td><td>" << Rules(j.rules) << "</td><td>"
        << HtmlEscape(j.text) << "</td><td>" << SignatureCell(j) << "</td></tr>\n";
  }
  out << "</table>\n";
}

void Game(std::ostringstream& out, const ReportGame& g) {
  const GameAudit& a = g.audit;
  out << "<section class=\"game\" id=\"game-" << HtmlEscape(a.game) << "\">\n<h2>"
      << HtmlEscape(a.game) << " · " << HtmlEscape(PlayersText(g.header)) << "</h2>\n"
      << "<table class=\"facts\">";
  auto row = [&](std::string_view name, const std::string& html) {
    out << "<tr><th>" << name << "</th><td>" << html << "</td></tr>";
  };
  row("ruleset", HtmlEscape(g.header.ruleset + " " + g.header.ruleset_version));
  if (const std::string where = Where(g.header); !where.empty()) row("event", HtmlEscape(where));
  if (!g.header.match.empty()) {
    row("match", HtmlEscape(g.header.match) +
                     (g.header.duel != 0 ? " · duel " + std::to_string(g.header.duel) : ""));
  }
  for (size_t i = 0; i < g.header.players.size(); ++i) {
    const Player& p = g.header.players[i];
    row(i == 0 ? "seat A" : "seat B",
        HtmlEscape(p.name + (p.player_id.empty() ? "" : " (" + p.player_id + ")")));
  }
  row("result", HtmlEscape(a.result.empty() ? "unknown" : a.result));
  row("events", std::to_string(a.events) +
                    (g.view.empty() ? std::string()
                                    : " · <a href=\"" + HtmlEscape(g.view) + "\">replay</a>"));
  std::string integrity = a.IntegrityFailed()
                              ? Classed("bad", "INTEGRITY FAILURE: " + a.IntegrityProblem())
                              : Classed("ok", "hash chain intact");
  if (a.state_hashes.checked != 0 && !a.state_hashes.first_mismatch) {
    integrity += " · " + std::to_string(a.state_hashes.checked) + " recorded state hashes match";
  }
  if (a.state_keys.checked != 0 && !a.state_keys.first_mismatch) {
    integrity += " · " + std::to_string(a.state_keys.checked) + " recorded state keys match";
  }
  row("integrity", integrity);
  out << "</table>\n";
  Violations(out, g);
  OpenQuestions(out, g);
  Penalties(out, g);
  JudgeEvents(out, g);
  out << "</section>\n";
}

}  // namespace

std::string RenderReportPage(const ReportPage& page, std::span<const ReportGame> games) {
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>"
      << HtmlEscape(page.title) << "</title>\n<style>" << kStyle << "</style></head>\n<body>\n"
      << "<h1>Judge report: " << HtmlEscape(page.title) << "</h1>\n<p class=\"meta\">"
      << games.size() << (games.size() == 1 ? " game" : " games") << " · written "
      << HtmlEscape(page.written_at) << " by tcgjudge · signatures checked against "
      << HtmlEscape(page.trusted_keys) << "</p>\n";
  Overview(out, games);
  for (const ReportGame& g : games) Game(out, g);
  out << "</body></html>\n";
  return out.str();
}

}  // namespace tcgjudge
