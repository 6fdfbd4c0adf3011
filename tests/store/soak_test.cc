// The durability tests at length: 200 kills of each writer, appends and imports (ctest label
// "soak"; not in the default preset). TJ_SOAK_ROUNDS and TJ_SOAK_SEED override the number of
// kills and the seed.

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "tests/store/kill_harness.h"
#include "tests/store/temp_dir.h"

namespace tcgjudge {
namespace {

int EnvOr(const char* name, int fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? std::atoi(value) : fallback;
}

TEST(StoreDurabilitySoak, AcknowledgedAppendsSurviveManyKills) {
  testing::TempDir dir;
  testing::RunKillRounds(dir.Sub("store"), EnvOr("TJ_SOAK_ROUNDS", 200),
                         static_cast<uint32_t>(EnvOr("TJ_SOAK_SEED", 7)));
}

}  // namespace
}  // namespace tcgjudge

namespace tcgjudge {
namespace {

TEST(StoreDurabilitySoak, AcknowledgedImportsSurviveManyKills) {
  testing::TempDir dir;
  testing::RunKillRounds(dir.Sub("store"), EnvOr("TJ_SOAK_ROUNDS", 200),
                         static_cast<uint32_t>(EnvOr("TJ_SOAK_SEED", 7)),
                         testing::WriterKind::kImport);
}

}  // namespace
}  // namespace tcgjudge
