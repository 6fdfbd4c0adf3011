// Durability under SIGKILL, and the lock seen from another process.

#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "store/rocks_event_log.h"
#include "tests/store/kill_harness.h"
#include "tests/store/temp_dir.h"

namespace tcgjudge {
namespace {

using testing::KillChild;
using testing::TempDir;

TEST(StoreDurability, AcknowledgedAppendsSurviveSigkill) {
  TempDir dir;
  testing::RunKillRounds(dir.Sub("store"), /*rounds=*/5, /*seed=*/20261121);
}

TEST(StoreDurability, AcknowledgedImportsSurviveSigkillWhole) {
  TempDir dir;
  testing::RunKillRounds(dir.Sub("store"), /*rounds=*/5, /*seed=*/20261122,
                         testing::WriterKind::kImport);
}

TEST(StoreDurability, AWriterInAnotherProcessMakesOpeningForWritingBusy) {
  TempDir dir;
  const std::string path = dir.Sub("store");
  std::unique_ptr<KillChild> child = KillChild::Start(path, "busy-test");
  ASSERT_NE(child, nullptr);
  ASSERT_TRUE(child->WaitForFirstAck(std::chrono::seconds(20))) << child->KillAndReap();

  auto second = RocksEventLog::Open(path, OpenMode::kReadWrite);
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(second.status().code(), StatusCode::kBusy);
  EXPECT_EQ(second.status().message(),
            "store '" + path + "' is in use by another tcgjudge process (pid " +
                std::to_string(child->pid()) + "; RocksDB lock held: " + path +
                "/LOCK); wait for it to finish or use another --db");

  EXPECT_EQ(child->KillAndReap(), "");
  auto after = RocksEventLog::Open(path, OpenMode::kReadWrite);
  ASSERT_TRUE(after.ok()) << after.status().ToString();
  EXPECT_GE((*after)->GetGame("busy-test")->event_count, child->last_ack());
}

}  // namespace
}  // namespace tcgjudge
