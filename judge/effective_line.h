// The effective line of a game log (DESIGN.md): the events the current state derives from, after
// reversals and back-ups (docs/concepts.md). Nothing is removed from the log itself; this only
// chooses which events the fold reads. LineBook is the one place these rules are written; the fold
// of a log (judge/game_replay.h) and every reader of lines (positions, snapshots) ask it.

#ifndef TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_
#define TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

enum class Standing : uint8_t {
  kStanding,    // Left standing on the effective line.
  kReversed,    // Undone by a reversal.
  kSuperseded,  // On a branch a back-up left behind.
  kRuled,       // On the effective line, and left standing by a ruling or penalty that names it
                // (JudgeAction.settles): the judge has dealt with it.
};

// "standing", "reversed", "superseded", "ruled".
std::string_view StandingName(Standing standing);

// A line that a back-up or a restore left behind: the effective line as it stood right before
// that judge event, header first.
struct Branch {
  uint32_t left_by_seq = 0;
  std::vector<uint32_t> seqs;
};

struct EffectiveLine {
  // The header, facts, decisions and declared results to fold, in seq order (no other judge
  // event is folded).
  std::vector<uint32_t> seqs;
  // Decisions undone by a reverse, with the facts that followed them; in seq order.
  std::vector<uint32_t> reversed;
  // Events left behind by a back-up or a restore: a superseded branch; in seq order.
  std::vector<uint32_t> superseded;
};

// What one event did to the effective line.
struct LineChange {
  // How many events of the line before it stay, in front (its common prefix with the line after).
  size_t kept = 0;
  // The seqs it took off the line (a reverse, a back-up, a restore), in line order.
  std::vector<uint32_t> undone;
  // The seqs a restore put back on the line after the `kept` ones, in line order.
  std::vector<uint32_t> restored;
};

// The lines of a log, kept event by event: the effective line, the branches back-ups left, and
// which judge event last took each event off the effective line.
class LineBook {
 public:
  // Takes the log's next event (seq = count() + 1, the header first). A header, fact, decision or
  // declared result extends the line. A reverse must name the latest decision of the line
  // (the ruleset's reverse rule, JudgeTexts::reverse_rules) with no declared result after it and
  // cuts the line before it; a back-up must name an event of the line, cuts the line after it and
  // leaves the line it cut as a new branch. A restore must name a back-up or restore whose branch
  // is not the effective line already; that branch becomes the effective line and the line it
  // replaces a new branch. Anything else is kInvalidInput naming the judge event's seq, and the
  // book is left as it was.
  Result<LineChange> Take(const Event& event);

  uint32_t count() const { return static_cast<uint32_t>(kinds_.size()); }
  // The effective line's seqs, header first (ascending).
  const std::vector<uint32_t>& line() const { return line_; }
  const std::vector<Branch>& branches() const { return branches_; }
  bool OnLine(uint32_t seq) const;
  // The latest decision of the effective line.
  std::optional<uint32_t> LatestDecision() const;
  // The judge event that last took `seq` off the effective line; nullopt while it is on it (or
  // was never taken).
  std::optional<uint32_t> UndoneBy(uint32_t seq) const;
  // The first ruling or penalty that settled `seq` (JudgeAction.settles), whether or not it is on
  // the effective line; nullopt if none did.
  std::optional<uint32_t> RuledBy(uint32_t seq) const;
  // For an event of the effective line kRuled if a ruling or penalty settled it, else kStanding;
  // otherwise by the judge event that last took it off: kReversed (a reverse) or kSuperseded (a
  // back-up or a restore).
  Standing StandingOf(uint32_t seq) const;
  // The effective line with what is reversed and superseded now.
  EffectiveLine Effective() const;

 private:
  enum class Kind : uint8_t { kFolded, kDecision, kResult, kReverse, kLineChange, kRecord };
  Kind KindOf(uint32_t seq) const { return kinds_[seq - 1]; }
  // Cuts the line to its first `kept` events, `by_seq` taking the rest off.
  void Cut(uint32_t by_seq, size_t kept, LineChange* change);
  // The line Take's restore `restore` puts back (the branch it names), or why there is none.
  Result<std::vector<uint32_t>> RestoredLine(uint32_t seq, const Restore& restore) const;

  std::vector<Kind> kinds_;          // By seq - 1.
  std::vector<uint32_t> undone_by_;  // By seq - 1: the judge event that last took it off.
  std::vector<uint32_t> ruled_by_;   // By seq - 1: the first ruling or penalty settling it.
  std::vector<bool> on_line_;        // By seq - 1.
  std::vector<uint32_t> line_;
  std::vector<Branch> branches_;
};

// The effective line of `log` (seqs 1..n, header first); refused as LineBook::Take refuses.
Result<EffectiveLine> ComputeEffectiveLine(std::span<const Event> log);

// The seqs of the events a fold of the position after `seq` reads: the effective line of events
// 1..seq (refused the same way), header first.
Result<std::vector<uint32_t>> LineThrough(std::span<const Event> log, uint32_t seq);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_EFFECTIVE_LINE_H_
