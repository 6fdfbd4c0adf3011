// docs/rule-coverage-myth.md stays honest: every test it cites is a test of tests/engine/myth/ or
// tests/events/myth/, every rule test is cited, every row cites a test or says why there is none,
// and every violation the engine flags is named.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/myth/violations.h"

namespace tcgjudge::myth::testing {
namespace {

const std::string kRoot = TCGJUDGE_SOURCE_DIR;
const char* const kReasons[] = {"definitional", "outside the log", "not yet implemented",
                                "cannot be recorded", "carries out"};

std::string Read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot open " << path;
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

std::vector<std::string> DocLines() {
  std::vector<std::string> lines;
  std::istringstream in(Read(kRoot + "/docs/rule-coverage-myth.md"));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> Cited(const std::string& line) {
  static const std::regex kCite("`([A-Z][A-Za-z0-9_]*\\.[A-Za-z0-9_]+)`");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), kCite);
       it != std::sregex_iterator(); ++it) {
    out.push_back((*it)[1]);
  }
  return out;
}

// "Suite.Name" of every TEST in the test folders; with `rule_tests_only`, the MythRule suites.
std::set<std::string> Tests(bool rule_tests_only) {
  static const std::regex kTest("TEST\\(\\s*([A-Za-z0-9_]+)\\s*,\\s*([A-Za-z0-9_]+)\\s*\\)");
  std::set<std::string> out;
  for (const char* dir : {"/tests/engine/myth", "/tests/events/myth"}) {
    for (const auto& entry : std::filesystem::directory_iterator(kRoot + dir)) {
      if (entry.path().extension() != ".cc") continue;
      const std::string source = Read(entry.path());
      for (auto it = std::sregex_iterator(source.begin(), source.end(), kTest);
           it != std::sregex_iterator(); ++it) {
        const std::string suite = (*it)[1];
        if (!rule_tests_only || suite.rfind("MythRule", 0) == 0) {
          out.insert(suite + "." + std::string((*it)[2]));
        }
      }
    }
  }
  return out;
}

bool IsRow(const std::string& line) {
  return line.rfind("| ", 0) == 0 && line.rfind("| rule ", 0) != 0 && line.rfind("| case ", 0) != 0;
}

TEST(MythCoverageDoc, EveryCitedTestExists) {
  const std::set<std::string> tests = Tests(false);
  int cited = 0;
  for (const std::string& line : DocLines()) {
    for (const std::string& test : Cited(line)) {
      ++cited;
      EXPECT_EQ(tests.count(test), 1u) << "docs/rule-coverage-myth.md cites " << test
                                       << ", which is not a test of tests/engine/myth/";
    }
  }
  EXPECT_GE(cited, 100) << "the document cites the rule tests";
}

TEST(MythCoverageDoc, EveryRowCitesATestOrSaysWhyNot) {
  int rows = 0;
  for (const std::string& line : DocLines()) {
    if (!IsRow(line)) continue;
    ++rows;
    bool reason = false;
    for (const char* r : kReasons) reason = reason || line.find(r) != std::string::npos;
    EXPECT_TRUE(reason || !Cited(line).empty()) << "a row with no test and no reason: " << line;
  }
  EXPECT_GE(rows, 90) << "one row per rule of the guide and per illegal action of the digest";
}

TEST(MythCoverageDoc, EveryRuleTestOfTheEngineIsCited) {
  std::set<std::string> cited;
  for (const std::string& line : DocLines()) {
    for (const std::string& test : Cited(line)) cited.insert(test);
  }
  for (const std::string& test : Tests(true)) {
    EXPECT_EQ(cited.count(test), 1u) << test << " is not in docs/rule-coverage-myth.md";
  }
}

TEST(MythCoverageDoc, EveryViolationTheEngineFlagsIsNamed) {
  const std::string doc = Read(kRoot + "/docs/rule-coverage-myth.md");
  for (int i = 0; i < kNumRules; ++i) {
    const std::string code(InfoOf(static_cast<Rule>(i)).code);
    EXPECT_NE(doc.find("`" + code + "`"), std::string::npos)
        << code << " is not in docs/rule-coverage-myth.md";
  }
}

TEST(MythCoverageDoc, EveryReadingTheViolationsCiteIsWrittenDown) {
  const std::string rulings = Read(kRoot + "/docs/rulings-myth.md");
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
