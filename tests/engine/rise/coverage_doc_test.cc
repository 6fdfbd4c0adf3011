// docs/rule-coverage-rise.md stays honest: every test it cites is a test of rise_test or of the
// conformance suite every ruleset runs (tests/engine/conformance.cc), every rule test (a name
// starting "Rule") is cited, and every row cites a test or says it is not built.

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace tcgjudge::rise {
namespace {

std::vector<std::string> DocLines() {
  std::ifstream in(std::string(TCGJUDGE_SOURCE_DIR) + "/docs/rule-coverage-rise.md");
  EXPECT_TRUE(in) << "cannot open docs/rule-coverage-rise.md";
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> Cited(const std::string& line) {
  static const std::regex kCite("`((?:Rise[A-Za-z]+|RulesetConformance)\\.[A-Za-z0-9_]+)`");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), kCite);
       it != std::sregex_iterator(); ++it) {
    out.push_back((*it)[1]);
  }
  return out;
}

// "Suite.Name" of every test this executable registers.
std::set<std::string> Registered() {
  std::set<std::string> out;
  const ::testing::UnitTest* unit = ::testing::UnitTest::GetInstance();
  for (int i = 0; i < unit->total_test_suite_count(); ++i) {
    const ::testing::TestSuite* suite = unit->GetTestSuite(i);
    for (int j = 0; j < suite->total_test_count(); ++j) {
      out.insert(std::string(suite->name()) + "." + suite->GetTestInfo(j)->name());
    }
  }
  return out;
}

// "RulesetConformance.Name" of every test of the conformance suite (rise_conformance_test runs
// it for rise).
std::set<std::string> ConformanceTests() {
  std::ifstream in(std::string(TCGJUDGE_SOURCE_DIR) + "/tests/engine/conformance.cc");
  std::stringstream text;
  text << in.rdbuf();
  const std::string source = text.str();
  static const std::regex kTest("TEST_P\\(RulesetConformance,\\s*([A-Za-z0-9_]+)\\)");
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), kTest);
       it != std::sregex_iterator(); ++it) {
    out.insert("RulesetConformance." + std::string((*it)[1]));
  }
  return out;
}

TEST(RiseCoverageDoc, EveryCitedTestExistsAndEveryRuleTestIsCited) {
  std::set<std::string> tests = Registered();
  const std::set<std::string> conformance = ConformanceTests();
  EXPECT_FALSE(conformance.empty());
  tests.insert(conformance.begin(), conformance.end());
  std::set<std::string> cited;
  for (const std::string& line : DocLines()) {
    for (const std::string& test : Cited(line)) {
      cited.insert(test);
      EXPECT_EQ(tests.count(test), 1u)
          << "docs/rule-coverage-rise.md cites " << test << ", which is not a test of rise_test";
    }
  }
  for (const std::string& test : Registered()) {
    if (test.find(".Rule") == std::string::npos) continue;
    EXPECT_EQ(cited.count(test), 1u) << test << " is not cited in docs/rule-coverage-rise.md";
  }
  EXPECT_GE(cited.size(), 40u);
}

TEST(RiseCoverageDoc, EveryRuleRowCitesATestOrSaysItIsNotBuilt) {
  int rows = 0;
  for (const std::string& line : DocLines()) {
    if (line.rfind("| §", 0) != 0) continue;
    ++rows;
    EXPECT_TRUE(!Cited(line).empty() || line.find("not built") != std::string::npos ||
                line.find("RiseCardData.*") != std::string::npos)
        << "a row of docs/rule-coverage-rise.md cites no test: " << line;
  }
  EXPECT_GE(rows, 50);
}

}  // namespace
}  // namespace tcgjudge::rise
