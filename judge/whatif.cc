#include "judge/whatif.h"

#include <algorithm>
#include <map>
#include <set>

#include "judge/effective_line.h"

namespace tcgjudge {
namespace {

std::string SeatText(Seat seat) { return std::string(1, SeatLetter(seat)); }

std::string OptionalText(const std::optional<int32_t>& value) {
  return value ? std::to_string(*value) : "-";
}

// The violation codes of each seq.
std::map<uint32_t, std::multiset<std::string>> CodesBySeq(const std::vector<Violation>& all) {
  std::map<uint32_t, std::multiset<std::string>> codes;
  for (const Violation& v : all) codes[v.seq].insert(v.code);
  return codes;
}

// The changes of one card present on both boards.
void CardChanges(const std::string& where, const BoardCard& a, const BoardCard& b,
                 std::vector<std::string>* lines) {
  std::string changes;
  auto add = [&](const std::string& what, const std::string& from, const std::string& to) {
    if (from != to) changes += (changes.empty() ? "" : ", ") + what + " " + from + " → " + to;
  };
  add("tapped", a.tapped ? "yes" : "no", b.tapped ? "yes" : "no");
  add("face down", a.face_down ? "yes" : "no", b.face_down ? "yes" : "no");
  add("damage", std::to_string(a.damage), std::to_string(b.damage));
  add("ATK", OptionalText(a.atk), OptionalText(b.atk));
  add("DEF", OptionalText(a.def), OptionalText(b.def));
  add("level", OptionalText(a.level), OptionalText(b.level));
  if (!changes.empty()) lines->push_back(where + " " + a.id.ToString() + ": " + changes);
}

void ZoneChanges(const std::string& where, const BoardZone* a, const BoardZone* b,
                 std::vector<std::string>* lines) {
  static const BoardZone kEmpty;
  if (a == nullptr) a = &kEmpty;
  if (b == nullptr) b = &kEmpty;
  std::map<CardId, const BoardCard*> in_a, in_b;
  for (const BoardCard& c : a->cards) in_a[c.id] = &c;
  for (const BoardCard& c : b->cards) in_b[c.id] = &c;
  std::string moved;
  for (const auto& [id, card] : in_b) {
    if (in_a.count(id) == 0) moved += " +" + id.ToString();
  }
  for (const auto& [id, card] : in_a) {
    if (in_b.count(id) == 0) moved += " −" + id.ToString();
  }
  if (!moved.empty()) {
    lines->push_back(where + ":" + moved + " (" + std::to_string(a->cards.size()) + " → " +
                     std::to_string(b->cards.size()) + " cards)");
  }
  for (const auto& [id, card] : in_a) {
    if (auto it = in_b.find(id); it != in_b.end()) CardChanges(where, *card, *it->second, lines);
  }
}

}  // namespace

std::vector<std::string> SimpleBoardDifferences(const Board& from, const Board& to) {
  std::vector<std::string> lines;
  auto add = [&](const std::string& what, const std::string& a, const std::string& b) {
    if (a != b) lines.push_back(what + ": " + a + " → " + b);
  };
  add("turn", std::to_string(from.turn), std::to_string(to.turn));
  add("active player", SeatText(from.active), SeatText(to.active));
  add("step", from.step, to.step);
  add("priority", from.priority ? SeatText(*from.priority) : "-",
      to.priority ? SeatText(*to.priority) : "-");
  add("result", from.result.empty() ? "in progress" : from.result,
      to.result.empty() ? "in progress" : to.result);
  add("chain links", std::to_string(from.chain.size()), std::to_string(to.chain.size()));
  std::vector<std::string> zone_names;
  for (const Board* board : {&from, &to}) {
    for (const BoardPlayer& p : board->players) {
      for (const BoardZone& z : p.zones) {
        if (std::find(zone_names.begin(), zone_names.end(), z.name) == zone_names.end()) {
          zone_names.push_back(z.name);
        }
      }
    }
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    for (const std::string& name : zone_names) {
      ZoneChanges(SeatText(seat) + " " + name, from.Zone(seat, name), to.Zone(seat, name), &lines);
    }
  }
  return lines;
}

Result<WhatIfReport> WhatIfWithout(const Ruleset& ruleset, std::span<const Event> log,
                                   uint32_t without_seq) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  TJ_ASSIGN_OR_RETURN(EffectiveLine line, ComputeEffectiveLine(log));
  const auto removed = std::find_if(line.events.begin(), line.events.end(),
                                    [&](const Event& e) { return e.seq == without_seq; });
  const std::string where = "--without " + std::to_string(without_seq);
  if (removed == line.events.end() || !IsDecision(*removed)) {
    std::string why = "it is not in the log";
    if (without_seq >= 1 && without_seq <= log.size()) {
      const Event& e = log[without_seq - 1];
      const auto& r = line.reversed;
      const auto& s = line.superseded;
      if (std::find(r.begin(), r.end(), without_seq) != r.end()) {
        why = "it was reversed (" + ruleset.Judging().reverse_name +
              "); the game already goes on without it";
      } else if (std::find(s.begin(), s.end(), without_seq) != s.end()) {
        why = "it is on a superseded branch; the game already goes on without it";
      } else {
        why = "it is a " + std::string(EventKindName(e)) + ", not a decision";
      }
    }
    return Status::InvalidInput(where + ": " + why);
  }

  // The recorded game.
  std::vector<Violation> start;
  auto recorded = ruleset.Start(std::get<Header>(line.events.front().body), &start);
  if (!recorded.ok()) return recorded.status().WithContext("seq 1");
  std::vector<Violation> recorded_violations = start;
  std::unique_ptr<GameState> state = std::move(recorded).value();
  std::unique_ptr<GameState> before;  // The position before without_seq.
  for (auto it = line.events.begin() + 1; it != line.events.end(); ++it) {
    if (it == removed) before = state->Clone();
    auto violations = ruleset.Apply(*state, *it);
    if (!violations.ok()) return violations.status().WithContext("seq " + std::to_string(it->seq));
    recorded_violations.insert(recorded_violations.end(), violations->begin(), violations->end());
  }
  WhatIfReport report;
  report.without_seq = without_seq;
  report.recorded_hash = StateHash(ruleset, *state);
  report.recorded_board = ruleset.MakeBoard(*state);
  const auto recorded_codes = CodesBySeq(recorded_violations);

  // The game without the decision.
  for (auto it = removed + 1; it != line.events.end(); ++it) {
    ++report.later_events;
    if (report.stopped_at) continue;
    auto violations = ruleset.Apply(*before, *it);
    if (!violations.ok()) {
      report.stopped_at = it->seq;
      report.stop_reason = violations.status().message();
      if (!report.first_break) {
        WhatIfBreak broken;
        broken.seq = it->seq;
        broken.inapplicable = true;
        broken.reason = violations.status().message();
        report.first_break = broken;
      }
      continue;
    }
    ++report.replayed;
    if (report.first_break) continue;
    std::multiset<std::string> known;
    if (auto r = recorded_codes.find(it->seq); r != recorded_codes.end()) known = r->second;
    WhatIfBreak broken;
    broken.seq = it->seq;
    for (const Violation& v : *violations) {
      auto k = known.find(v.code);
      if (k != known.end()) {
        known.erase(k);
      } else {
        broken.violations.push_back(v);
      }
    }
    if (!broken.violations.empty()) report.first_break = std::move(broken);
  }
  report.whatif_hash = StateHash(ruleset, *before);
  report.whatif_board = ruleset.MakeBoard(*before);
  return report;
}

}  // namespace tcgjudge
