#include "tests/engine/coverage_doc.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace tcgjudge::testing {

std::string ReadSourceFile(std::string_view relative) {
  const std::filesystem::path path = std::filesystem::path(TCGJUDGE_SOURCE_DIR) / relative;
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot open " << path;
  std::ostringstream content;
  content << in.rdbuf();
  return std::move(content).str();
}

std::vector<std::string> CitedTests(std::string_view line) {
  // A name may hold any letters (zero's tests name cards in Chinese).
  static const std::regex kCite("`([A-Z][^`.\\s]*\\.[^`.\\s]+)`");
  std::vector<std::string> cited;
  const std::string text(line);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kCite);
       it != std::sregex_iterator(); ++it) {
    cited.push_back((*it)[1]);
  }
  return cited;
}

CoverageDoc::CoverageDoc(CoverageDocSpec spec) : spec_(std::move(spec)) {
  text_ = ReadSourceFile(spec_.doc);
  std::istringstream in(text_);
  for (std::string line; std::getline(in, line);) {
    for (std::string& test : CitedTests(line)) cited_.insert(std::move(test));
    lines_.push_back(std::move(line));
  }
  // TEST(Suite, Name), or TEST_P, however clang-format broke the line.
  static const std::regex kTest("TEST(?:_P)?\\(\\s*([A-Za-z0-9_]+)\\s*,\\s*([^\\s,()]+)\\s*\\)");
  const std::regex rule_suite(spec_.rule_suites);
  auto scan = [&](const std::string& relative, bool rule_tests) {
    const std::string source = ReadSourceFile(relative);
    for (auto it = std::sregex_iterator(source.begin(), source.end(), kTest);
         it != std::sregex_iterator(); ++it) {
      const std::string suite = (*it)[1];
      const std::string test = suite + "." + std::string((*it)[2]);
      tests_.insert(test);
      if (rule_tests && std::regex_match(suite, rule_suite)) rule_tests_.insert(test);
    }
  };
  for (const std::string& dir : spec_.test_dirs) {
    const std::filesystem::path folder = std::filesystem::path(TCGJUDGE_SOURCE_DIR) / dir;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
      if (entry.path().extension() != ".cc") continue;
      scan((std::filesystem::path(dir) / entry.path().filename()).string(), true);
    }
  }
  // Every ruleset runs the conformance suite (tests/engine/conformance.h): its document may cite
  // the suite's tests as `RulesetConformance.Name`, and need not.
  scan("tests/engine/conformance.cc", false);
}

bool CoverageDoc::IsRow(const std::string& line) const {
  if (line.rfind("| ", 0) != 0) return false;
  for (const std::string& header : spec_.header_starts) {
    if (line.rfind(header, 0) == 0) return false;
  }
  return true;
}

void CoverageDoc::ExpectEveryCitedTestExists() const {
  EXPECT_GE(cited_.size(), spec_.min_cited) << spec_.doc << " cites the rule tests";
  for (const std::string& test : cited_) {
    EXPECT_EQ(tests_.count(test), 1u)
        << spec_.doc << " cites " << test << ", which is not a test of its test folders";
  }
}

void CoverageDoc::ExpectEveryRowCitesATestOrSaysWhyNot() const {
  int rows = 0;
  for (const std::string& line : lines_) {
    if (!IsRow(line)) continue;
    ++rows;
    bool reason = false;
    for (const std::string& r : spec_.reasons) reason = reason || line.find(r) != std::string::npos;
    EXPECT_TRUE(reason || !CitedTests(line).empty())
        << "a row of " << spec_.doc << " has no test and no reason: " << line;
  }
  EXPECT_GE(rows, spec_.min_rows) << spec_.doc << ": one row per rule that constrains play";
}

void CoverageDoc::ExpectEveryRuleTestIsCited() const {
  // The other way round: a rule test the document forgets is a rule it does not know is covered.
  EXPECT_FALSE(rule_tests_.empty()) << "no test suite matches " << spec_.rule_suites;
  for (const std::string& test : rule_tests_) {
    EXPECT_EQ(cited_.count(test), 1u) << test << " is not in " << spec_.doc;
  }
}

}  // namespace tcgjudge::testing
