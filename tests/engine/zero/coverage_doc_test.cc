// docs/rule-coverage-zero.md stays honest: every test it cites (`Suite.Name`) is a test in
// tests/engine/zero/ or tests/judge/, every rule test (suites Rule<number>) is cited, and every
// row of its rule tables cites a test or says why there is none (tests/engine/coverage_doc.h).

#include "tests/engine/coverage_doc.h"

#include <gtest/gtest.h>

namespace tcgjudge::zero {
namespace {

const tcgjudge::testing::CoverageDoc& Doc() {
  static const auto* doc = new tcgjudge::testing::CoverageDoc({
      .doc = "docs/rule-coverage-zero.md",
      .test_dirs = {"tests/engine/zero", "tests/judge"},
      .rule_suites = "Rule.*",
      .min_cited = 150,
      .min_rows = 250,  // One row per numbered rule that constrains play, 100-902.
  });
  return *doc;
}

TEST(CoverageDoc, EveryCitedTestExists) { Doc().ExpectEveryCitedTestExists(); }

TEST(CoverageDoc, EveryRowCitesATestOrSaysWhyNot) { Doc().ExpectEveryRowCitesATestOrSaysWhyNot(); }

TEST(CoverageDoc, EveryRuleTestOfTheEngineIsCited) { Doc().ExpectEveryRuleTestIsCited(); }

}  // namespace
}  // namespace tcgjudge::zero
