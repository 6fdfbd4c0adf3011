// docs/rule-coverage-ygo.md stays honest: every test it cites is a test of tests/engine/ygo/ or
// tests/events/ygo/, every rule test of the engine is cited, and every row of its tables cites a
// test or says why there is none (tests/engine/coverage_doc.h).

#include "tests/engine/coverage_doc.h"

#include <gtest/gtest.h>

namespace tcgjudge::ygo::testing {
namespace {

const tcgjudge::testing::CoverageDoc& Doc() {
  static const auto* doc = new tcgjudge::testing::CoverageDoc({
      .doc = "docs/rule-coverage-ygo.md",
      .test_dirs = {"tests/engine/ygo", "tests/events/ygo"},
      .rule_suites = "YgoRule.*|YgoA11",
      .min_cited = 100,
      .min_rows = 80,  // One row per rule of the basic rules that constrains play.
  });
  return *doc;
}

TEST(YgoCoverageDoc, EveryCitedTestExists) { Doc().ExpectEveryCitedTestExists(); }

TEST(YgoCoverageDoc, EveryRowCitesATestOrSaysWhyNot) {
  Doc().ExpectEveryRowCitesATestOrSaysWhyNot();
}

TEST(YgoCoverageDoc, EveryRuleTestOfTheEngineIsCited) { Doc().ExpectEveryRuleTestIsCited(); }

}  // namespace
}  // namespace tcgjudge::ygo::testing
