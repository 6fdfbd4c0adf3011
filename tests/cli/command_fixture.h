// A fixture for running commands in-process: a fresh temporary directory per test (the store is
// <dir>/store), captured stdout, stderr and stdin, and an injected logger.

#ifndef TCGJUDGE_TESTS_VIEWER_COMMAND_FIXTURE_H_
#define TCGJUDGE_TESTS_VIEWER_COMMAND_FIXTURE_H_

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "cli/rulesets.h"

namespace tcgjudge::testing {

// Whether `text` (a command's output) contains `what`.
inline bool Has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// The bytes of the file at `path` ("" when it cannot be read).
inline std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// Every ruleset of the build with its bundled card set (samples/<id>/cards.jsonl), as the command
// line loads them by default.
inline Result<std::unique_ptr<RulesetRegistry>> LoadBundledRulesets() {
  TJ_ASSIGN_OR_RETURN(CardSources sources,
                      ResolveCardSources({std::string(TCGJUDGE_SOURCE_DIR) + "/samples"}));
  return LoadRulesets(sources);
}

class CommandFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::path(::testing::TempDir()) /
           ("tcgjudge_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->test_suite_name() + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(err_);
    sink->set_pattern("%l: %v");
    logger_ = std::make_shared<spdlog::logger>("test", sink);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // The context of a command on this test's store; `rulesets` may be null.
  CommandContext Context(bool json = false, const RulesetRegistry* rulesets = nullptr) {
    CommandContext ctx;
    ctx.db_path = (dir_ / "store").string();
    ctx.json = json;
    ctx.out = &out_;
    ctx.in = &in_;
    ctx.log = logger_.get();
    ctx.rulesets = rulesets;
    return ctx;
  }

  // Runs `command` with fresh output buffers; returns the exit code.
  template <typename F>
  int Run(F&& command) {
    out_.str("");
    err_.str("");
    return command();
  }

  // Loads the 零次元 engine with the bundled sample card set into `rulesets_`.
  void LoadZeroRulesets() {
    auto rulesets =
        LoadRulesets({{"zero", std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  std::string WriteTemp(const std::string& name, const std::string& content) {
    std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << content;
    return path;
  }

  std::filesystem::path dir_;
  std::ostringstream out_;
  std::ostringstream err_;
  std::istringstream in_;
  std::shared_ptr<spdlog::logger> logger_;
  std::unique_ptr<RulesetRegistry> rulesets_;  // LoadZeroRulesets().
};

// A CommandFixture whose commands have the 零次元 engine on the bundled sample cards
// (TCGJUDGE_SOURCE_DIR/samples/zero).
class ZeroCommandFixture : public CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"zero", SampleDir() + "cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  static std::string SampleDir() { return std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/"; }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }

  // Imports the bundled sample `name` (e.g. "sample-game"); returns the exit code.
  int ImportSample(const std::string& name) {
    return Run([&] { return ImportCommand(Context(), {SampleDir() + name + ".jsonl"}); });
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_VIEWER_COMMAND_FIXTURE_H_
