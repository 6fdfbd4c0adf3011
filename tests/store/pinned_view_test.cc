// A pinned view (store/pinned_view.h): a writer's compaction deletes table files under a reader
// in another process; a view's links keep them, so an audit never reports a file deleted under it
// (issue 26) and a backup copies one consistent version.

#include "store/pinned_view.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "store/rocks_event_log.h"
#include "tests/store/temp_dir.h"
#include "tests/store/test_events.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

// The names in `dir` that start with `prefix` or end with `suffix`.
std::vector<std::string> Named(const std::string& dir, const std::string& prefix,
                               const std::string& suffix = "\x01") {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) == 0 ||
        (name.size() >= suffix.size() &&
         name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)) {
      names.push_back(name);
    }
  }
  return names;
}

class PinnedViewTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto log = RocksEventLog::Open(path_, OpenMode::kReadWrite);
    ASSERT_TRUE(log.ok()) << log.status().ToString();
    // More than kFlushAtCloseBytes: the close flushes it to table files.
    ASSERT_TRUE((*log)->Append(testing::LogAppend("g1", 1, 8000), Durability::kSync).ok());
    ASSERT_TRUE((*log)->Close().ok());
    ASSERT_FALSE(Named(path_, "\x01", ".sst").empty()) << "the test needs table files";
  }

  // What a writer's compaction does to the files a reader listed: removes them.
  void DeleteTableFiles() {
    for (const std::string& name : Named(path_, "\x01", ".sst")) fs::remove(path_ + "/" + name);
  }

  testing::TempDir dir_;
  const std::string path_ = dir_.Sub("store");
};

TEST_F(PinnedViewTest, TableFilesDeletedUnderAPinnedViewStayReadableAndVerify) {
  auto plain = RocksEventLog::Open(path_, OpenMode::kReadOnly);
  ASSERT_TRUE(plain.ok()) << plain.status().ToString();
  auto pinned = OpenPinnedStore(path_, {});
  ASSERT_TRUE(pinned.ok()) << pinned.status().ToString();
  ASSERT_TRUE(IsPinnedView(**pinned));
  EXPECT_EQ((*pinned)->path(), fs::canonical(path_).string()) << "messages name the store";
  ASSERT_EQ(Named(path_, "tcgjudge-view-").size(), 1u);

  DeleteTableFiles();
  // The failure the pinned view prevents: a file checked again by its name is gone.
  EXPECT_FALSE((*plain)->VerifyFiles().ok());
  EXPECT_TRUE((*pinned)->VerifyFiles().ok()) << (*pinned)->VerifyFiles().ToString();
  auto events = (*pinned)->Read("g1");
  ASSERT_TRUE(events.ok()) << events.status().ToString();
  EXPECT_EQ(events->size(), 8000u);
  auto chain = (*pinned)->VerifyChain("g1");
  ASSERT_TRUE(chain.ok());
  EXPECT_TRUE(chain->ok()) << chain->problem;

  ASSERT_TRUE((*pinned)->Close().ok());
  EXPECT_TRUE(Named(path_, "tcgjudge-view-").empty()) << "the view goes with the close";
}

TEST_F(PinnedViewTest, AViewLeftByAReaderThatNoLongerRunsIsRemoved) {
  const pid_t gone = ::fork();
  if (gone == 0) ::_exit(0);
  ASSERT_GT(gone, 0);
  ASSERT_EQ(::waitpid(gone, nullptr, 0), gone);
  const std::string stale = path_ + "/tcgjudge-view-" + std::to_string(gone) + "-0";
  fs::create_directory(stale);
  auto pinned = OpenPinnedStore(path_, {});
  ASSERT_TRUE(pinned.ok()) << pinned.status().ToString();
  EXPECT_FALSE(fs::exists(stale));
  // The writer's own open is not disturbed by a view inside the store.
  auto writer = RocksEventLog::Open(path_, OpenMode::kReadWrite);
  ASSERT_TRUE(writer.ok()) << writer.status().ToString();
  EXPECT_TRUE((*writer)->Append(testing::LogAppend("g1", 8001, 1), Durability::kSync).ok());
}

TEST_F(PinnedViewTest, AStoreThatCannotTakeAViewIsOpenedPlain) {
  // No write permission on the store's directory: read as any reader does (root ignores modes,
  // so the test only runs its check where the mode holds).
  fs::permissions(path_, fs::perms::owner_write, fs::perm_options::remove);
  const bool mode_holds = ::access(path_.c_str(), W_OK) != 0;
  auto opened = OpenPinnedStore(path_, {});
  fs::permissions(path_, fs::perms::owner_write, fs::perm_options::add);
  ASSERT_TRUE(opened.ok()) << opened.status().ToString();
  if (mode_holds) {
    EXPECT_FALSE(IsPinnedView(**opened));
  }
  auto events = (*opened)->Read("g1");
  ASSERT_TRUE(events.ok());
  EXPECT_EQ(events->size(), 8000u);
}

}  // namespace
}  // namespace tcgjudge
