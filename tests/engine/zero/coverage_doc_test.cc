// docs/rule-coverage-zero.md stays honest: every test it cites (`Suite.Name`) is a test in
// tests/engine/zero/ or tests/judge/, and every row of its rule tables cites a test or says why
// there is none (definitional, outside the log, not yet implemented).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace tcgjudge::zero {
namespace {

constexpr std::string_view kDocPath = "docs/rule-coverage-zero.md";
constexpr std::string_view kTestDirs[] = {"tests/engine/zero", "tests/judge"};
constexpr std::string_view kReasons[] = {"definitional", "outside the log", "not yet implemented"};

std::string SourcePath(std::string_view relative) {
  return std::string(TCGJUDGE_SOURCE_DIR) + "/" + std::string(relative);
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot open " << path;
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// The test sources without any whitespace, so that "TEST(Suite, Name)" is found however
// clang-format broke the line.
std::string TestSourcesWithoutSpaces() {
  std::string all;
  for (std::string_view dir : kTestDirs) {
    for (const auto& entry : std::filesystem::directory_iterator(SourcePath(dir))) {
      if (entry.path().extension() != ".cc") continue;
      for (char c : ReadFile(entry.path().string())) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') all.push_back(c);
      }
    }
  }
  return all;
}

// The `...` spans of a line that cite a test: one '.', no spaces, an upper-case first letter
// (violation codes such as `zero.cost.too-few` start in lower case).
std::vector<std::string> CitedTests(const std::string& line) {
  std::vector<std::string> cited;
  size_t open = line.find('`');
  while (open != std::string::npos) {
    const size_t close = line.find('`', open + 1);
    if (close == std::string::npos) break;
    const std::string span = line.substr(open + 1, close - open - 1);
    const size_t dot = span.find('.');
    if (!span.empty() && span[0] >= 'A' && span[0] <= 'Z' && dot != std::string::npos &&
        span.find('.', dot + 1) == std::string::npos && span.find(' ') == std::string::npos) {
      cited.push_back(span);
    }
    open = line.find('`', close + 1);
  }
  return cited;
}

std::vector<std::string> DocLines() {
  std::vector<std::string> lines;
  std::istringstream in(ReadFile(SourcePath(kDocPath)));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A row of a table: "| ... |", not the header or the "|---|" rule.
bool IsTableRow(const std::string& line) {
  return line.rfind("| ", 0) == 0 && line.rfind("| rule ", 0) != 0 && line.rfind("| case ", 0) != 0;
}

TEST(CoverageDoc, EveryCitedTestExists) {
  const std::string sources = TestSourcesWithoutSpaces();
  std::set<std::string> cited;
  for (const std::string& line : DocLines()) {
    for (const std::string& test : CitedTests(line)) cited.insert(test);
  }
  EXPECT_GE(cited.size(), 150u) << "the document cites the rule tests";
  for (const std::string& test : cited) {
    const size_t dot = test.find('.');
    const std::string macro = "TEST(" + test.substr(0, dot) + "," + test.substr(dot + 1) + ")";
    EXPECT_NE(sources.find(macro), std::string::npos)
        << kDocPath << " cites " << test << ", which is not a test in tests/engine/zero/ or "
        << "tests/judge/";
  }
}

TEST(CoverageDoc, EveryRowCitesATestOrSaysWhyNot) {
  int rows = 0;
  for (const std::string& line : DocLines()) {
    if (!IsTableRow(line)) continue;
    ++rows;
    bool reason = false;
    for (std::string_view r : kReasons) reason = reason || line.find(r) != std::string::npos;
    EXPECT_TRUE(reason || !CitedTests(line).empty())
        << "a row of " << kDocPath << " has no test and no reason: " << line;
  }
  EXPECT_GE(rows, 250) << "one row per numbered rule that constrains play, 100-902";
}

TEST(CoverageDoc, EveryRuleTestOfTheEngineIsCited) {
  // The other way round: a rule test that the document forgets is a rule the document does not
  // know is covered.
  std::set<std::string> cited;
  for (const std::string& line : DocLines()) {
    for (const std::string& test : CitedTests(line)) cited.insert(test);
  }
  for (const auto& entry : std::filesystem::directory_iterator(SourcePath("tests/engine/zero"))) {
    if (entry.path().extension() != ".cc") continue;
    std::istringstream in(ReadFile(entry.path().string()));
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("TEST(Rule", 0) != 0) continue;
      const size_t comma = line.find(',');
      const size_t close = line.find(')', comma);
      if (comma == std::string::npos || close == std::string::npos) continue;  // Broken line.
      std::string name = line.substr(comma + 1, close - comma - 1);
      name.erase(0, name.find_first_not_of(' '));
      const std::string test = line.substr(5, comma - 5) + "." + name;
      EXPECT_TRUE(cited.count(test) == 1)
          << entry.path().filename().string() << ": " << test << " is not in " << kDocPath;
    }
  }
}

}  // namespace
}  // namespace tcgjudge::zero
