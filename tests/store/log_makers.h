// The two EventLogs a typed store test runs against: an in-memory log and a RocksDB store in a
// fresh temporary directory. A suite declares them with
//   TYPED_TEST_SUITE(MyStoreTest, testing::LogMakers, testing::LogMakerNames);
// and makes its log in SetUp with `maker_.Make()` (nullptr, with a failed expectation, if the
// store does not open).

#ifndef TCGJUDGE_TESTS_STORE_LOG_MAKERS_H_
#define TCGJUDGE_TESTS_STORE_LOG_MAKERS_H_

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

#include "store/event_log.h"
#include "store/memory_event_log.h"
#include "store/rocks_event_log.h"
#include "tests/store/temp_dir.h"

namespace tcgjudge::testing {

class MemoryLogMaker {
 public:
  std::unique_ptr<EventLog> Make() { return std::make_unique<MemoryEventLog>(); }
};

class RocksLogMaker {
 public:
  std::unique_ptr<EventLog> Make() {
    auto log = RocksEventLog::Open(dir_.Sub("store"), OpenMode::kReadWrite);
    EXPECT_TRUE(log.ok()) << log.status().ToString();
    if (!log.ok()) return nullptr;
    return std::move(log).value();
  }

 private:
  TempDir dir_;
};

using LogMakers = ::testing::Types<MemoryLogMaker, RocksLogMaker>;

// Names the typed tests "Memory" and "Rocks" rather than 0 and 1.
class LogMakerNames {
 public:
  template <typename T>
  static std::string GetName(int) {
    return std::is_same_v<T, MemoryLogMaker> ? "Memory" : "Rocks";
  }
};

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_LOG_MAKERS_H_
