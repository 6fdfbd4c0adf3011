// docs/rule-coverage-wheel.md stays honest: every test it cites is a test of tests/engine/wheel/,
// every rule test (suites WheelB<n>) is cited, and every row of its tables cites a test or says
// why there is none (tests/engine/coverage_doc.h).

#include "tests/engine/coverage_doc.h"

#include <gtest/gtest.h>

namespace tcgjudge::wheel::testing {
namespace {

const tcgjudge::testing::CoverageDoc& Doc() {
  static const auto* doc = new tcgjudge::testing::CoverageDoc({
      .doc = "docs/rule-coverage-wheel.md",
      .test_dirs = {"tests/engine/wheel"},
      .rule_suites = "WheelB[0-9]+",
      .header_starts = {"| rule ", "| # "},
      .min_cited = 50,
      .min_rows = 50,  // One row per rule of the source and per entry of the digest's B11.
  });
  return *doc;
}

TEST(WheelCoverageDoc, EveryCitedTestExists) { Doc().ExpectEveryCitedTestExists(); }

TEST(WheelCoverageDoc, EveryRowCitesATestOrSaysWhyNot) {
  Doc().ExpectEveryRowCitesATestOrSaysWhyNot();
}

TEST(WheelCoverageDoc, EveryRuleTestIsCited) { Doc().ExpectEveryRuleTestIsCited(); }

}  // namespace
}  // namespace tcgjudge::wheel::testing
