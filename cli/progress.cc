#include "cli/progress.h"

#include <utility>

namespace tcgjudge {

Progress::Progress(std::ostream* out, bool terminal, std::string label, size_t total)
    : out_(terminal && total > 1 ? out : nullptr), label_(std::move(label)), total_(total) {}

Progress::Progress(const CommandContext& ctx, std::string label, size_t total)
    : Progress(ctx.err, ctx.err_terminal, std::move(label), total) {}

Progress::~Progress() {
  if (written_) *out_ << "\r\033[K" << std::flush;
}

void Progress::Update(size_t done) {
  if (out_ == nullptr) return;
  *out_ << "\r" << label_ << ": " << done << "/" << total_ << " games" << std::flush;
  written_ = true;
}

}  // namespace tcgjudge
