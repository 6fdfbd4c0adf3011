// docs/rule-coverage-myth.md stays honest: every test it cites is a test of tests/engine/myth/ or
// tests/events/myth/, every rule test (suites MythRule...) is cited, every row cites a test or says
// why there is none (tests/engine/coverage_doc.h), and every violation the engine flags is named.

#include "tests/engine/coverage_doc.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/myth/violations.h"

namespace tcgjudge::myth::testing {
namespace {

const tcgjudge::testing::CoverageDoc& Doc() {
  static const auto* doc = new tcgjudge::testing::CoverageDoc({
      .doc = "docs/rule-coverage-myth.md",
      .test_dirs = {"tests/engine/myth", "tests/events/myth"},
      .rule_suites = "MythRule.*",
      .reasons = {"definitional", "outside the log", "not yet implemented", "cannot be recorded",
                  "carries out"},
      .min_cited = 100,
      .min_rows = 90,  // One row per rule of the guide and per illegal action of the digest.
  });
  return *doc;
}

TEST(MythCoverageDoc, EveryCitedTestExists) { Doc().ExpectEveryCitedTestExists(); }

TEST(MythCoverageDoc, EveryRowCitesATestOrSaysWhyNot) {
  Doc().ExpectEveryRowCitesATestOrSaysWhyNot();
}

TEST(MythCoverageDoc, EveryRuleTestOfTheEngineIsCited) { Doc().ExpectEveryRuleTestIsCited(); }

TEST(MythCoverageDoc, EveryViolationTheEngineFlagsIsNamed) {
  const std::string& doc = Doc().text();
  for (int i = 0; i < kNumRules; ++i) {
    const std::string code(InfoOf(static_cast<Rule>(i)).code);
    EXPECT_NE(doc.find("`" + code + "`"), std::string::npos)
        << code << " is not in docs/rule-coverage-myth.md";
  }
}

TEST(MythCoverageDoc, EveryReadingTheViolationsCiteIsWrittenDown) {
  const std::string rulings = tcgjudge::testing::ReadSourceFile("docs/rulings-myth.md");
  for (int i = 0; i < kNumRules; ++i) {
    for (std::string_view section : InfoOf(static_cast<Rule>(i)).sections) {
      if (section.rfind("M-", 0) != 0) continue;
      EXPECT_NE(rulings.find("**" + std::string(section) + " "), std::string::npos)
          << section << " is not a reading of docs/rulings-myth.md";
    }
  }
}

}  // namespace
}  // namespace tcgjudge::myth::testing
