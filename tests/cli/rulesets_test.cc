// Where the card sets come from (`--cards`, cli/rulesets.h): one card file per ruleset, or a
// folder holding <ruleset>/cards.jsonl; every other form is refused saying what to write.

#include "cli/rulesets.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace tcgjudge {
namespace {

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples";

std::string Message(const std::vector<std::string>& args) {
  auto sources = ResolveCardSources(args);
  EXPECT_FALSE(sources.ok());
  return sources.ok() ? "" : sources.status().message();
}

TEST(CardSources, AFolderGivesEveryRulesetItsCardSet) {
  auto sources = ResolveCardSources({kSamples});
  ASSERT_TRUE(sources.ok()) << sources.status().ToString();
  ASSERT_EQ(sources->count("zero"), 1u);
  EXPECT_EQ(sources->at("zero"), kSamples + "/zero/cards.jsonl");
  auto registry = LoadRulesets(*sources);
  ASSERT_TRUE(registry.ok()) << registry.status().ToString();
  EXPECT_NE((*registry)->Find("zero"), nullptr);
}

TEST(CardSources, RulesetEqualsFileNamesOneRulesetsCardFileAndOverridesAFolder) {
  auto sources = ResolveCardSources({kSamples, "zero=/elsewhere/cards.jsonl"});
  ASSERT_TRUE(sources.ok()) << sources.status().ToString();
  EXPECT_EQ(sources->at("zero"), "/elsewhere/cards.jsonl");
}

TEST(CardSources, WhatCannotBeReadIsRefusedSayingWhatToWrite) {
  EXPECT_NE(Message({"chess=x.jsonl"})
                .find("--cards chess=x.jsonl: no ruleset 'chess' in this build (it has: " +
                      RulesetIdList() + ")"),
            std::string::npos);
  EXPECT_EQ(Message({"/nonexistent"}), "--cards /nonexistent: no such file or folder");
  const std::string bare = kSamples + "/zero/cards.jsonl";
  EXPECT_NE(Message({bare}).find("say which ruleset the card file is for: --cards RULESET=" + bare),
            std::string::npos);
  const std::filesystem::path empty =
      std::filesystem::temp_directory_path() / "tcgjudge-empty-cards-folder";
  std::filesystem::create_directories(empty);
  EXPECT_NE(Message({empty.string()}).find("the folder holds no card set"), std::string::npos);
}

TEST(CardSources, TheFingerprintFollowsTheCardFilesBytes) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / "tcgjudge-fingerprint-test";
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "cards.jsonl").string();
  std::filesystem::copy_file(kSamples + "/zero/cards.jsonl", file,
                             std::filesystem::copy_options::overwrite_existing);
  auto before = EngineFingerprint({{"zero", file}});
  ASSERT_TRUE(before.ok());
  std::ofstream(file, std::ios::app) << "\n";
  auto after = EngineFingerprint({{"zero", file}});
  ASSERT_TRUE(after.ok());
  EXPECT_NE(*before, *after);
  EXPECT_EQ(before->size(), 16u);
  EXPECT_FALSE(EngineFingerprint({{"zero", (dir / "missing").string()}}).ok());
}

// Issue 17: --version names the tool, the log schema and each ruleset with its rulebook edition.
TEST(VersionText, NamesTheToolTheSchemaAndEveryRulesetsRulebook) {
  auto sources = ResolveCardSources({kSamples});
  ASSERT_TRUE(sources.ok()) << sources.status().ToString();
  auto rulesets = LoadRulesets(*sources);
  ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
  const std::string text = VersionText(rulesets->get(), "");
  EXPECT_EQ(text.rfind("tcgjudge ", 0), 0u) << text;
  EXPECT_NE(text.find("\nlog schema version 1 (events/log.capnp), store format 1\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n  zero  rulebook 2013-02-01\n"), std::string::npos) << text;
  for (const std::string& id : (*rulesets)->Ids()) {
    EXPECT_NE(text.find("\n  " + id + "  rulebook "), std::string::npos) << id << ": " << text;
  }
  EXPECT_NE(VersionText(nullptr, "no card sets").find("rulesets: not loaded (no card sets)"),
            std::string::npos);
}

}  // namespace
}  // namespace tcgjudge
