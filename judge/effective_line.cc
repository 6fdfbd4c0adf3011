#include "judge/effective_line.h"

#include <algorithm>
#include <string>

namespace tcgjudge {

std::string_view StandingName(Standing standing) {
  switch (standing) {
    case Standing::kStanding:
      return "standing";
    case Standing::kReversed:
      return "reversed";
    case Standing::kSuperseded:
      return "superseded";
    case Standing::kRuled:
      return "ruled";
  }
  return "standing";
}

bool LineBook::OnLine(uint32_t seq) const {
  return seq >= 1 && seq <= on_line_.size() && on_line_[seq - 1];
}

std::optional<uint32_t> LineBook::LatestDecision() const {
  for (auto it = line_.rbegin(); it != line_.rend(); ++it) {
    if (KindOf(*it) == Kind::kDecision) return *it;
  }
  return std::nullopt;
}

std::optional<uint32_t> LineBook::UndoneBy(uint32_t seq) const {
  if (seq < 1 || seq > undone_by_.size() || OnLine(seq) || undone_by_[seq - 1] == 0) {
    return std::nullopt;
  }
  return undone_by_[seq - 1];
}

std::optional<uint32_t> LineBook::RuledBy(uint32_t seq) const {
  if (seq < 1 || seq > ruled_by_.size() || ruled_by_[seq - 1] == 0) return std::nullopt;
  return ruled_by_[seq - 1];
}

Standing LineBook::StandingOf(uint32_t seq) const {
  const std::optional<uint32_t> by = UndoneBy(seq);
  if (!by) return RuledBy(seq) ? Standing::kRuled : Standing::kStanding;
  return KindOf(*by) == Kind::kReverse ? Standing::kReversed : Standing::kSuperseded;
}

EffectiveLine LineBook::Effective() const {
  EffectiveLine line;
  line.seqs = line_;
  for (uint32_t seq = 1; seq <= count(); ++seq) {
    const Standing standing = StandingOf(seq);
    if (standing == Standing::kReversed) line.reversed.push_back(seq);
    if (standing == Standing::kSuperseded) line.superseded.push_back(seq);
  }
  return line;
}

void LineBook::Cut(uint32_t by_seq, size_t kept, LineChange* change) {
  change->kept = kept;
  for (size_t i = kept; i < line_.size(); ++i) {
    change->undone.push_back(line_[i]);
    undone_by_[line_[i] - 1] = by_seq;
    on_line_[line_[i] - 1] = false;
  }
  line_.resize(kept);
}

Result<LineChange> LineBook::Take(const Event& event) {
  const uint32_t seq = count() + 1;
  if (event.seq != seq) {
    return Status::InvalidInput("seq " + std::to_string(event.seq) + ": the log's event " +
                                std::to_string(seq) + " has another seq");
  }
  LineChange change;
  change.kept = line_.size();
  const auto* judge = std::get_if<JudgeAction>(&event.body);
  if (IsFolded(event)) {  // A header, a fact, a decision or a declared result.
    kinds_.push_back(IsDecision(event) ? Kind::kDecision
                     : IsResult(event) ? Kind::kResult
                                       : Kind::kFolded);
    undone_by_.push_back(0);
    ruled_by_.push_back(0);
    on_line_.push_back(true);
    line_.push_back(seq);
    return change;
  }
  const std::string where = "seq " + std::to_string(seq);
  Kind kind = Kind::kRecord;  // Rulings, penalties and notes leave the line as it is.
  if (const auto* reverse = std::get_if<Reverse>(&judge->action)) {
    // A reverse undoes the latest effective decision, and the facts that came after it.
    const std::optional<uint32_t> latest = LatestDecision();
    if (!latest || *latest != reverse->seq) {
      return Status::InvalidInput(
          where + ": reverses seq " + std::to_string(reverse->seq) +
          ", which is not the latest effective decision" +
          (latest ? " (that is seq " + std::to_string(*latest) + ")" : std::string()) +
          "; going back further is a back-up (rewind)");
    }
    const size_t first =
        static_cast<size_t>(std::lower_bound(line_.begin(), line_.end(), *latest) - line_.begin());
    // A declared result after the decision is the judge's, and only a back-up (to a
    // position before it) takes it back.
    const auto result = std::find_if(line_.begin() + static_cast<ptrdiff_t>(first), line_.end(),
                                     [&](uint32_t s) { return KindOf(s) == Kind::kResult; });
    if (result != line_.end()) {
      return Status::InvalidInput(where + ": reverses seq " + std::to_string(reverse->seq) +
                                  ", but the judge declared the game's result at seq " +
                                  std::to_string(*result) +
                                  " after it; a declared result is taken back only by a "
                                  "back-up (rewind) to a position before it");
    }
    kind = Kind::kReverse;
    kinds_.push_back(kind);
    Cut(seq, first, &change);
  } else if (const auto* back_up = std::get_if<BackUp>(&judge->action)) {
    if (!OnLine(back_up->after_seq)) {
      return Status::InvalidInput(where + ": backs up to seq " +
                                  std::to_string(back_up->after_seq) +
                                  ", which is not on the effective line");
    }
    const size_t kept = static_cast<size_t>(
        std::upper_bound(line_.begin(), line_.end(), back_up->after_seq) - line_.begin());
    kind = Kind::kLineChange;
    kinds_.push_back(kind);
    branches_.push_back(Branch{seq, line_});
    Cut(seq, kept, &change);
  } else if (const auto* restore = std::get_if<Restore>(&judge->action)) {
    TJ_ASSIGN_OR_RETURN(std::vector<uint32_t> restored, RestoredLine(seq, *restore));
    const auto kept =
        std::mismatch(line_.begin(), line_.end(), restored.begin(), restored.end()).first;
    kind = Kind::kLineChange;
    kinds_.push_back(kind);
    branches_.push_back(Branch{seq, line_});
    Cut(seq, static_cast<size_t>(kept - line_.begin()), &change);
    for (size_t i = change.kept; i < restored.size(); ++i) {
      change.restored.push_back(restored[i]);
      undone_by_[restored[i] - 1] = 0;
      on_line_[restored[i] - 1] = true;
      line_.push_back(restored[i]);
    }
  } else {
    kinds_.push_back(kind);
    // A ruling or penalty settles the earlier events it names (events/game_check.cc checks
    // they are earlier); the first to name one is the one that settled it.
    for (uint32_t settled : judge->settles) {
      if (settled >= 1 && settled < seq && ruled_by_[settled - 1] == 0) {
        ruled_by_[settled - 1] = seq;
      }
    }
  }
  undone_by_.push_back(0);
  ruled_by_.push_back(0);
  on_line_.push_back(false);
  return change;
}

Result<std::vector<uint32_t>> LineBook::RestoredLine(uint32_t seq, const Restore& restore) const {
  const std::string where = "seq " + std::to_string(seq) + ": restores the line seq " +
                            std::to_string(restore.left_by_seq) + " left behind";
  const auto branch = std::find_if(branches_.begin(), branches_.end(), [&](const Branch& b) {
    return b.left_by_seq == restore.left_by_seq;
  });
  if (branch == branches_.end()) {
    return Status::InvalidInput(where +
                                ", but that event left no line behind (only a back-up or "
                                "a restore does)");
  }
  // A line only grows at its end and is only cut back: it holds a branch's last event exactly
  // when it holds the whole branch.
  if (OnLine(branch->seqs.back())) {
    return Status::InvalidInput(where + ", which is on the effective line already");
  }
  return branch->seqs;
}

Result<EffectiveLine> ComputeEffectiveLine(std::span<const Event> log) {
  LineBook book;
  for (const Event& event : log) TJ_RETURN_IF_ERROR(book.Take(event).status());
  return book.Effective();
}

namespace {

// A reverse, a back-up or a restore: a judge event that changes the line.
bool ChangesLine(const Event& event) {
  const auto* judge = std::get_if<JudgeAction>(&event.body);
  return judge != nullptr && (std::holds_alternative<Reverse>(judge->action) ||
                              std::holds_alternative<BackUp>(judge->action) ||
                              std::holds_alternative<Restore>(judge->action));
}

}  // namespace

Result<std::vector<uint32_t>> LineThrough(std::span<const Event> log, uint32_t seq) {
  if (seq == 0 || seq > log.size()) {
    return Status::InvalidInput("seq " + std::to_string(seq) + ": the game has " +
                                std::to_string(log.size()) + " events");
  }
  // Before a reverse, back-up or restore, LineBook::Take only extends the line with each folded
  // event and refuses nothing but a wrong seq: the line is every folded event. Found so without
  // the book where it holds up to `seq` (a position read of a 6,700-event game asks this, and the
  // book costs some 70 instructions an event); the book reads the rest.
  std::vector<uint32_t> line;
  line.reserve(seq);
  for (uint32_t i = 0; i < seq; ++i) {
    const Event& event = log[i];
    if (event.seq != i + 1 || ChangesLine(event)) {
      LineBook book;
      for (const Event& e : log.first(seq)) TJ_RETURN_IF_ERROR(book.Take(e).status());
      return book.line();
    }
    if (IsFolded(event)) line.push_back(event.seq);
  }
  return line;
}

}  // namespace tcgjudge
