#include "cli/progress.h"

#include <utility>

namespace tcgjudge {

Progress::Progress(std::ostream* out, bool terminal, std::string label, size_t total,
                   ProgressUnit unit)
    : out_(terminal && total > 1 ? out : nullptr),
      label_(std::move(label)),
      total_(total),
      unit_(unit) {}

Progress::Progress(const CommandContext& ctx, std::string label, size_t total, ProgressUnit unit)
    : Progress(ctx.err, ctx.err_terminal, std::move(label), total, unit) {}

Progress::~Progress() {
  if (written_) *out_ << "\r\033[K" << std::flush;
}

void Progress::Update(size_t done) {
  if (out_ == nullptr) return;
  if (unit_ != ProgressUnit::kGames && written_ && done != total_) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_write_ < std::chrono::milliseconds(100)) return;
  }
  last_write_ = std::chrono::steady_clock::now();
  switch (unit_) {
    case ProgressUnit::kGames:
      *out_ << "\r" << label_ << ": " << done << "/" << total_ << " games" << std::flush;
      break;
    case ProgressUnit::kEvents:
      *out_ << "\r" << label_ << ": " << done << "/" << total_ << " events" << std::flush;
      break;
    case ProgressUnit::kMiB:
      *out_ << "\r" << label_ << ": " << (done >> 20) << "/" << ((total_ + (1 << 20) - 1) >> 20)
            << " MiB" << std::flush;
      break;
  }
  written_ = true;
}

}  // namespace tcgjudge
