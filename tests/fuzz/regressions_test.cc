// Every saved fuzz input, replayed under the normal build: the regressions (inputs that once
// crashed, hung or broke a check, fuzz/regressions/<target>/) and the corpora
// (fuzz/corpus/<target>/). Each must get an answer: OK, or a refusal with a message. A crash,
// a failed TJ_CHECK or a hang (ctest's timeout) fails the suite.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/entry_points.h"

namespace tcgjudge::fuzz {
namespace {

namespace fs = std::filesystem;

const fs::path kFuzzDir = fs::path(TCGJUDGE_SOURCE_DIR) / "fuzz";

std::vector<fs::path> FilesIn(const fs::path& dir) {
  std::vector<fs::path> files;
  if (!fs::is_directory(dir)) return files;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().filename() != "README.md") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string ReadAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return std::move(content).str();
}

// Runs every file of `dir` through `target`; returns how many there were.
size_t ReplayAll(std::string_view target, const fs::path& dir) {
  const std::vector<fs::path> files = FilesIn(dir);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    Status status = RunTarget(target, ReadAll(file));
    if (!status.ok()) {
      EXPECT_FALSE(status.message().empty());
      EXPECT_TRUE(status.code() == StatusCode::kInvalidInput ||
                  status.code() == StatusCode::kCorruption)
          << status.ToString();
    }
  }
  return files.size();
}

class FuzzInputs : public ::testing::TestWithParam<std::string_view> {};

TEST_P(FuzzInputs, EveryRegressionInputGetsAStatus) {
  ReplayAll(GetParam(), kFuzzDir / "regressions" / GetParam());
}

TEST_P(FuzzInputs, EveryCorpusInputGetsAStatus) {
  EXPECT_GT(ReplayAll(GetParam(), kFuzzDir / "corpus" / GetParam()), 0u)
      << "the target has no seed corpus";
}

INSTANTIATE_TEST_SUITE_P(Targets, FuzzInputs, ::testing::ValuesIn(TargetNames()),
                         [](const auto& info) { return std::string(info.param); });

TEST(FuzzEntryPoints, AcceptTheBundledSamples) {
  const fs::path samples = fs::path(TCGJUDGE_SOURCE_DIR) / "samples" / "zero";
  EXPECT_TRUE(ImportJsonLines(ReadAll(samples / "sample-game.jsonl")).ok());
  EXPECT_TRUE(LoadCardSet(ReadAll(samples / "cards.jsonl")).ok());
}

TEST(FuzzEntryPoints, RefuseWhatTheyCannotDecode) {
  EXPECT_EQ(ImportJsonLines("").code(), StatusCode::kInvalidInput);
  EXPECT_EQ(DecodeStoredEvent("1234567").code(), StatusCode::kCorruption);
  EXPECT_EQ(DecodeZeroSnapshot("zero").code(), StatusCode::kCorruption);
  EXPECT_EQ(LoadCardSet("{\n").code(), StatusCode::kInvalidInput);
  EXPECT_EQ(RunTarget("no-such-target", "").code(), StatusCode::kInvalidInput);
}

}  // namespace
}  // namespace tcgjudge::fuzz
