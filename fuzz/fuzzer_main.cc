// One libFuzzer target: LLVMFuzzerTestOneInput runs the entry point named by TCGJUDGE_FUZZ_TARGET
// (fuzz/entry_points.h). Built once per target by fuzz/CMakeLists.txt with the `fuzz` preset.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/entry_points.h"

#ifndef TCGJUDGE_FUZZ_TARGET
#error "TCGJUDGE_FUZZ_TARGET names the target (fuzz/CMakeLists.txt)"
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  // Refusals are expected; only crashes, sanitizer reports, hangs and failed checks are findings.
  tcgjudge::Status status = tcgjudge::fuzz::RunTarget(TCGJUDGE_FUZZ_TARGET, input);
  (void)status;
  return 0;
}
